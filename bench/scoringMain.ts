// The scoring case as its own process, run from the bundle the product's toolchain makes of it
// (bench/built.ts): what is timed is the core as it ships, not as tsx transforms it on the fly.
import { runScoringBench } from './scoring'

const [shared, answers, threads] = process.argv.slice(2)
process.stdout.write(JSON.stringify(runScoringBench(shared, Number(answers), Number(threads ?? 1))) + '\n')
