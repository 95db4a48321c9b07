// Runner benchmarks (issue 6): the product CLI (`node out/main/cli.js run`) against the loopback model
// server in its own process (tests/support/model-server.ts), so the runner's process is measured as a
// user runs it. Rate = stored responses ÷ the time between the first and the last stored response;
// peak RSS of the whole CLI process.
//  1. zero latency, concurrency 64, 100,000 requests: target ≥ 1,500 responses/s, peak RSS ≤ 500 MB;
//  2. 200 ms latency, concurrency 64, 6,400 requests: target ≥ 90% of the ideal 64 / 0.2 s = 320/s;
//  3. scoring + report of a 700,000-response run (`medbench report --json`): target ≤ 10 s.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import Database from 'better-sqlite3'
import { createRng } from '../src-main/core/rng'
import { RunSpecSchema } from '../src-main/core/run/spec'
import { RunStore } from '../src-main/store/runStore'
import type { RunItemMeta } from '../src-main/store/runStore'
import { READER_VERSION } from '../src-main/core/score/readerVersion'
import { readingOf } from '../src-main/services/runs/readings'

interface Measured {
  ms: number
  peakRssMb: number
  stdout: string
}
type Measure = (args: string[]) => Promise<Measured>

/** The generated bank's first `n` rows as the server's items and as a bank file of their own. */
function serverItems(generated: string, out: string, n: number): void {
  const lines = fs.readFileSync(generated, 'utf8').split('\n', n)
  const rows = lines.map((l) => {
    const r = JSON.parse(l) as Record<string, string>
    const options: Record<string, string> = {}
    for (const k of 'ABCDEFGH') if (r[k] !== undefined) options[k] = r[k]
    return JSON.stringify({ stem: r.stem, options, answer: r.answer })
  })
  fs.writeFileSync(out, rows.join('\n') + '\n')
}

async function startServer(root: string, items: string, latency: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/support/model-server.ts'), '--port', '0', '--items', items, '--latency', String(latency), '--accuracy', '0.8'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout! })
    rl.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`model server exited ${code}`)))
  })
  return { url: (JSON.parse(line) as { url: string }).url, stop: () => child.kill('SIGTERM') }
}

function rateOf(runsFile: string): { responses: number; perSec: number; errors: number } {
  const db = new Database(runsFile, { readonly: true })
  try {
    const r = db.prepare('SELECT COUNT(*) AS n, SUM(error_class IS NOT NULL) AS errors, MIN(created_at) AS a, MAX(created_at) AS b FROM responses').get() as { n: number; errors: number; a: string; b: string }
    const seconds = (Date.parse(r.b) - Date.parse(r.a)) / 1000
    return { responses: r.n, perSec: r.n / Math.max(seconds, 0.001), errors: r.errors }
  } finally {
    db.close()
  }
}

export async function runRunnerBench(root: string, work: string, generated: string, cli: string, measure: Measure) {
  const dir = path.join(work, 'runner')
  fs.mkdirSync(dir, { recursive: true })
  const bank = path.join(dir, 'bank.db')
  const N = 100_000
  if (!fs.existsSync(bank)) {
    const rows = path.join(dir, `generated-${N}.jsonl`)
    fs.writeFileSync(rows, fs.readFileSync(generated, 'utf8').split('\n', N).join('\n') + '\n')
    console.log(`runner: a bank of ${N} generated items …`)
    await measure([cli, 'import', rows, '--bank', bank, '--json'])
  }
  const items = path.join(dir, 'server-items.jsonl')
  if (!fs.existsSync(items)) serverItems(generated, items, N)

  const one = async (label: string, latency: number, limit: number) => {
    const server = await startServer(root, items, latency)
    const runs = path.join(dir, `runs-${label}.db`)
    for (const f of [runs, runs + '-wal', runs + '-shm']) fs.rmSync(f, { force: true })
    try {
      console.log(`runner: ${label}, ${limit} requests at concurrency 64, server latency ${latency} ms …`)
      const m = await measure([cli, 'run', '--bank', bank, '--endpoint', server.url, '--model', 'fake-plain', '--concurrency', '64', '--limit', String(limit), '--no-cache', '--out', runs, '--json'])
      const r = rateOf(runs)
      console.log(`  ${r.perSec.toFixed(0)} responses/s, ${m.peakRssMb.toFixed(0)} MB peak`)
      return { requests: limit, responses: r.responses, errors: r.errors, responsesPerSec: r.perSec, wallSeconds: m.ms / 1000, peakRssMb: m.peakRssMb }
    } finally {
      server.stop()
    }
  }
  // BENCH_RUNNER=report (or zero,slow) measures only those parts while working on one.
  const parts = new Set((process.env.BENCH_RUNNER ?? 'zero,slow,report').split(','))
  if (!parts.has('zero') || !parts.has('slow')) {
    const only = parts.has('zero') ? await one('zero-latency', 0, N) : parts.has('slow') ? await one('latency-200ms', 200, 6400) : null
    return { partial: true, only, report700k: parts.has('report') ? await reportBench(dir, path.join(work, 'bank'), cli, measure) : null }
  }
  const zero = await one('zero-latency', 0, N)
  const slow = await one('latency-200ms', 200, 6400)
  const report = await reportBench(dir, path.join(work, 'bank'), cli, measure)
  return {
    note: 'product CLI (node out/main/cli.js run) against tests/support/model-server.ts in its own process on the same 2 cores; rate from the stored responses’ timestamps',
    zeroLatency: { ...zero, concurrency: 64, targets: { responsesPerSec: 1500, peakRssMb: 500 }, met: zero.responsesPerSec >= 1500 && zero.peakRssMb <= 500 },
    latency200ms: { ...slow, concurrency: 64, ideal: 320, shareOfIdeal: slow.responsesPerSec / 320, target: 0.9, met: slow.responsesPerSec >= 0.9 * 320 },
    report700k: report,
  }
}

/** Whether a bench runs file was written with run_items (older ones are rebuilt). */
/** Whether the runs file was written by this build: run_items, and readings by the current reading code. */
function isCurrent(file: string): boolean {
  const db = new Database(file, { readonly: true })
  try {
    const has = (t: string) => (db.prepare('SELECT COUNT(*) FROM sqlite_master WHERE name = ?').pluck().get(t) as number) === 1
    return has('run_items') && has('readings') && (db.prepare('SELECT EXISTS (SELECT 1 FROM readings WHERE reader = ?)').pluck().get(READER_VERSION) as number) === 1
  } finally {
    db.close()
  }
}

/**
 * A run of one response per item of the 700,000-item bench bank, written straight into a runs file
 * (answers in the shapes models write, seeded), then `medbench report --json` timed as a whole process.
 */
async function reportBench(dir: string, bankDir: string, cli: string, measure: Measure) {
  const bank = path.join(bankDir, 'bank.db')
  if (!fs.existsSync(bank)) throw new Error('the report case needs the 700k bench bank (BENCH_CASES=generated,runner)')
  const runs = path.join(dir, 'runs-700k.db')
  let runId: string
  if (fs.existsSync(runs) && !isCurrent(runs)) for (const f of [runs, runs + '-wal', runs + '-shm']) fs.rmSync(f, { force: true })
  if (!fs.existsSync(runs)) {
    console.log('runner: writing a 700,000-response run …')
    const db = new Database(bank, { readonly: true })
    // What planning a run records of each item (run_items), as `medbench run` writes it.
    const rows = db
      .prepare(
        `SELECT i.id, i.version, i.type, i.track, i.dimension, i.specialty_primary AS specialty, i.task, i.source, json_extract(v.data, '$.options') AS options
         FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version WHERE i.type IN ('single_choice', 'multi_choice') ORDER BY i.rowid`,
      )
      .all() as (Omit<RunItemMeta, 'options' | 'keyVersion'> & { options: string | null })[]
    db.close()
    const store = new RunStore(runs)
    const spec = RunSpecSchema.parse({ endpoint: { urls: ['http://127.0.0.1:9/v1'], model: 'synthetic' } })
    const run = store.createRun({
      spec,
      bankFile: bank,
      author: 'bench',
      actorId: null,
      now: new Date().toISOString(),
      tasks: rows.map((r) => ({ itemId: r.id, itemVersion: r.version, keyVersion: 1, variantKey: 'id', sample: 0, order: ['A', 'B', 'C', 'D', 'E'] })),
      items: rows.map((r) => ({ ...r, keyVersion: 1, options: r.options ? (JSON.parse(r.options) as Record<string, string>) : null })),
    })
    const rng = createRng(7)
    const shapes = [(l: string) => `答案：${l}`, (l: string) => `<think>先分析各选项。</think>\n\n**答案：${l}**`, (l: string) => `根据题意，正确答案是${l}。`, (l: string) => l]
    const order = ['A', 'B', 'C', 'D', 'E']
    store.db.transaction(() => {
      for (let i = 0; i < rows.length; i++) {
        const letter = 'ABCDE'[rng.int(5)]
        const output = shapes[rng.int(shapes.length)](letter)
        // Read as the runner reads each answer it stores (services/runs/readings).
        const item = { type: rows[i].type, options: rows[i].options ? (JSON.parse(rows[i].options!) as Record<string, string>) : undefined }
        const reading = readingOf(item, { itemId: rows[i].id, sample: 0, order }, output, 'stop')
        store.saveResponse(run.id, { seq: i, messages: '[]', output, reasoning: null, finishReason: 'stop', errorClass: null, error: null, attempts: 1, latencyMs: 5, promptTokens: 100, completionTokens: 10, endpoint: 'synthetic', cached: false, createdAt: new Date().toISOString() }, reading)
      }
    })()
    store.setStatus(run.id, 'completed', null, new Date().toISOString())
    runId = run.id
    store.close()
  } else {
    const store = new RunStore(runs)
    runId = store.runs(1)[0].id
    store.close()
  }
  console.log('runner: scoring + report of the 700,000-response run …')
  const m = await measure([cli, 'report', '--runs', runs, '--run', runId, '--json'])
  const rep = JSON.parse(m.stdout.trim().split('\n').pop()!) as { n_responses: number; overall: { score: number } }
  console.log(`  ${(m.ms / 1000).toFixed(1)} s`)
  // Reading every answer again, as after an upgrade that changes the reader (`medbench reread`): the
  // choice answers are read on every core (services/runs/readSplit.ts). No target; it is the time a
  // user waits once per run and upgrade.
  console.log('runner: reading the 700,000 answers again (medbench reread) …')
  const again = await measure([cli, 'reread', '--runs', runs, '--run', runId, '--json'])
  const reread = JSON.parse(again.stdout.trim().split('\n').pop()!) as { read: number }
  console.log(`  ${(again.ms / 1000).toFixed(1)} s`)
  return {
    responses: rep.n_responses,
    seconds: m.ms / 1000,
    peakRssMb: m.peakRssMb,
    overall: rep.overall.score,
    target: { seconds: 10 },
    met: m.ms / 1000 <= 10,
    reread: { answers: reread.read, seconds: again.ms / 1000, peakRssMb: again.peakRssMb },
  }
}
