// The full agreement report with 1,000 bootstrap resamples on 20,000 paired ratings: 20,000 answers on
// a 1–5 scale, each scored by the judge and by one of two clinicians (three raters; the judge's two
// pairs hold 10,000 units each, the clinicians share none). `medbench agreement` through the built
// CLI, timed whole (start-up, reading the CSV, every statistic and its interval). Target: 3 s.
import fs from 'node:fs'
import path from 'node:path'
import { createRng } from '../src-main/core/rng'

type Measure = (args: string[]) => Promise<{ ms: number; peakRssMb: number; stdout: string }>

/** `units` answers, each scored by the judge and one clinician: that many judge–clinician pairs. */
function writeRatings(file: string, units: number): void {
  const rng = createRng(20261201)
  const lines = ['unit,rater,score']
  for (let u = 0; u < units; u++) {
    const truth = 1 + rng.int(5)
    const judge = Math.max(1, Math.min(5, truth + (rng.next() < 0.7 ? 0 : rng.int(3) - 1)))
    const clinician = Math.max(1, Math.min(5, truth + (rng.next() < 0.6 ? 0 : rng.int(3) - 1)))
    lines.push(`r${u},judge,${judge}`, `r${u},${u % 2 ? '李医生' : '王医生'},${clinician}`)
  }
  fs.writeFileSync(file, lines.join('\n') + '\n')
}

export async function runAgreementBench(work: string, cli: string, measure: Measure, units = 20_000) {
  const dir = path.join(work, 'agreement')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `ratings-${units}.csv`)
  writeRatings(file, units)
  console.log(`agreement: ${units} judge–clinician pairs, 1,000 resamples …`)
  const m = await measure([cli, 'agreement', '--ratings', file, '--bootstrap', '1000', '--seed', '1', '--json'])
  const r = JSON.parse(m.stdout) as { n_units: number; pairwise: { n: number; cohen_kappa_ci: unknown }[] }
  const paired = r.pairwise.filter((p) => p.n > 0).reduce((s, p) => s + p.n, 0)
  if (r.n_units !== units || !r.pairwise[0].cohen_kappa_ci) throw new Error(`agreement: unexpected report ${m.stdout.slice(0, 300)}`)
  console.log(`  ${(m.ms / 1000).toFixed(2)} s, ${m.peakRssMb.toFixed(0)} MB peak`)
  return {
    units,
    pairedRatings: paired,
    resamples: 1000,
    seconds: m.ms / 1000,
    peakRssMb: m.peakRssMb,
    note: 'wall time of the whole `node out/main/cli.js agreement --ratings R.csv --bootstrap 1000 --seed 1 --json` process: start-up, reading the CSV, Krippendorff α (4 levels), Fleiss κ, 6 ICCs and 3 rater pairs × 10 statistics, each with its interval',
    target: { seconds: 3 },
    met: m.ms / 1000 <= 3,
  }
}
