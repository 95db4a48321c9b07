// `npm run bench`: measures the targets of the foundation issue and writes bench/results.json.
//  1. import of 700,000 generated items through the product CLI (out/main/cli.js), against a raw
//     parse-and-insert baseline run twice in the same session (before and after); ratio and peak RSS.
//  2. p95 of 200 mixed bank queries on the imported bank.
//  3. extraction + scoring of 1,000,000 choice answers.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateBank } from './generate'
import { runQueries } from './queries'
import { runScoringBench } from './scoring'

const root = path.resolve(__dirname, '..')
const work = path.join(root, 'bench', '.work')
const shared = process.env.MEDBENCH_SHARED_DATA ?? path.resolve(root, '../shared/data')
const ITEMS = Number(process.env.BENCH_ITEMS ?? 700_000)

interface Measured {
  ms: number
  peakRssMb: number
  stdout: string
}

function measure(args: string[]): Promise<Measured> {
  // Dirty pages left by the previous run are flushed first, so no run pays for another's writes.
  spawnSync('sync')
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const child = spawn(process.execPath, ['--require', path.join(root, 'bench/peak-rss.cjs'), ...args], { cwd: root })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c) => (stdout += c))
    child.stderr.on('data', (c) => (stderr += c))
    child.on('exit', (code) => {
      const ms = performance.now() - t0
      if (code !== 0) return reject(new Error(`${args.join(' ')} exited ${code}: ${stderr.slice(-2000)}`))
      const kb = Number(/@@peak-rss-kb (\d+)/.exec(stderr)?.[1] ?? NaN)
      resolve({ ms, peakRssMb: kb / 1024, stdout })
    })
  })
}

/** The real files the generator and the scoring bench draw their text from. */
const NEEDED = ['cmexam/cmexam_val_sample2000.jsonl', 'cmmlu_medical/cmmlu_medical_test.jsonl']

async function main() {
  const missing = NEEDED.map((f) => path.join(shared, f)).find((f) => !fs.existsSync(f))
  if (missing) {
    console.error(`bench: ${missing} not found; the bench needs the shared real data (set MEDBENCH_SHARED_DATA to its folder)`)
    process.exit(1)
  }
  fs.mkdirSync(work, { recursive: true })
  const cli = path.join(root, 'out/main/cli.js')
  if (!fs.existsSync(cli)) throw new Error('build first: npm run build')
  const file = path.join(work, `generated-${ITEMS}.jsonl`)
  if (!fs.existsSync(file)) {
    console.log(`generating ${ITEMS} items …`)
    generateBank(shared, file, ITEMS)
  }
  const bytes = fs.statSync(file).size

  console.log('raw baseline (1/2) …')
  const raw1 = await measure([path.join(root, 'bench/raw.mjs'), file, path.join(work, 'raw.db')])
  console.log(`  ${(raw1.ms / 1000).toFixed(1)} s`)
  const bankDir = path.join(work, 'bank')
  fs.rmSync(bankDir, { recursive: true, force: true })
  fs.mkdirSync(bankDir)
  console.log('product import …')
  const imp = await measure([cli, 'import', file, '--bank', path.join(bankDir, 'bank.db'), '--format', 'jsonl', '--json'])
  const impOut = JSON.parse(imp.stdout.trim().split('\n').pop()!)
  console.log(`  ${(imp.ms / 1000).toFixed(1)} s, ${impOut.items} items`)
  console.log('raw baseline (2/2) …')
  const raw2 = await measure([path.join(root, 'bench/raw.mjs'), file, path.join(work, 'raw.db')])
  console.log(`  ${(raw2.ms / 1000).toFixed(1)} s`)
  const rawMs = (raw1.ms + raw2.ms) / 2
  const ratio = imp.ms / rawMs

  console.log('bank queries …')
  const queries = await runQueries(bankDir, 200)
  console.log(`  p95 ${queries.p95Ms.toFixed(1)} ms`)

  console.log('extraction + scoring of 1,000,000 answers …')
  const scoring = runScoringBench(shared, 1_000_000)
  console.log(`  ${scoring.seconds.toFixed(2)} s`)

  const size = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size / 1e6 : 0)
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memGb: Math.round(os.totalmem() / 1e9), node: process.version, loadAvg1m: os.loadavg()[0] },
    import: {
      items: impOut.items,
      fileMb: bytes / 1e6,
      seconds: imp.ms / 1000,
      itemsPerSec: impOut.items / (imp.ms / 1000),
      peakRssMb: imp.peakRssMb,
      bankMb: size(path.join(bankDir, 'bank.db')),
      keysMb: size(path.join(bankDir, 'bank.keys.db')),
      rawBaseline: { runs: [raw1.ms / 1000, raw2.ms / 1000], seconds: rawMs / 1000, peakRssMb: Math.max(raw1.peakRssMb, raw2.peakRssMb) },
      ratioToRaw: ratio,
      targets: { ratioToRaw: 4, peakRssMb: 600 },
      met: { ratio: ratio <= 4, rss: imp.peakRssMb <= 600 },
      note: 'product path: node out/main/cli.js import (items + every version + keys file + bigram search index); raw: JSON.parse + one INSERT per line into one plain table; both single transaction, WAL; wall time of the whole process',
    },
    queries: { ...queries, target: { p95Ms: 30 }, met: queries.p95Ms <= 30 },
    scoring: { ...scoring, target: { seconds: 5 }, met: scoring.seconds <= 5 },
  }
  fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n')
  console.log(JSON.stringify({ ratio: ratio.toFixed(2), rss: imp.peakRssMb.toFixed(0), p95: queries.p95Ms.toFixed(1), scoring: scoring.seconds.toFixed(2) }))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
