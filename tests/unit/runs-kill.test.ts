// Exactly once across kill -9: the CLI runs an evaluation against the loopback server and is killed at
// a random point (after k stored responses, k drawn per trial, 0 included); `run --resume` then
// completes it. Every planned request ends with exactly one stored response, and the only requests
// the server sees twice are ones that had no stored response at the kill (the ones in flight), never
// more than the concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Workspace } from '../../src-main/services/workspace'
import { importFiles } from '../../src-main/services/importService'
import { createRng } from '../../src-main/core/rng'
import { fingerprint, startModelServer } from '../support/modelServer'
import type { ModelServer } from '../support/modelServer'
import { projectRoot, tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

const CONCURRENCY = 6
const TRIALS = 10

function cli(args: string[]) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src-main/hosts/cli/main.ts'), ...args], {
    cwd: projectRoot,
    env: { ...process.env, MEDBENCH_USER: 'tester', MEDBENCH_LANG: 'en' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function exited(child: ReturnType<typeof cli>): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }> {
  let out = ''
  let err = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (err += c))
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out, err })))
}

/** Rows of a table in a file another process writes (WAL: a reader sees committed rows only). */
function peek<T>(file: string, sql: string): T[] {
  if (!fs.existsSync(file)) return []
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all() as T[]
  } catch {
    return []
  } finally {
    db.close()
  }
}

describe('kill -9 during a run, then --resume', () => {
  let srv: ModelServer
  let bank: string
  beforeAll(async () => {
    const dir = tempDir()
    const file = path.join(dir, 'items.jsonl')
    const items = Array.from({ length: 40 }, (_, i) => ({
      id: `k${i}`,
      stem: `第${i + 1}题：以下哪项是原发性醛固酮增多症的特点（变体${i}）`,
      A: `低血钾${i}`,
      B: `高血钾${i}`,
      C: `低血压${i}`,
      D: `肾素升高${i}`,
      answer: 'A',
    }))
    fs.writeFileSync(file, items.map((r) => JSON.stringify(r)).join('\n') + '\n')
    bank = path.join(dir, 'bank.db')
    const ws = new Workspace({ bank, keys: path.join(dir, 'bank.keys.db') })
    expect((await importFiles(ws, [{ path: file, name: 'items.jsonl' }], { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })).ok).toBe(true)
    ws.bank.users.create({ name: 'tester', role: 'coordinator' }, new Date().toISOString())
    ws.close()
    srv = await startModelServer({
      items: items.map((r) => ({ stem: r.stem, options: { A: r.A, B: r.B, C: r.C, D: r.D }, answer: 'A' })),
      accuracy: 0.7,
      seed: 5,
      latencyMs: { mean: 25, jitter: 15 },
    })
  })
  afterAll(() => srv?.close())

  it(`${TRIALS} trials: one stored response per request; only requests in flight at the kill are sent again`, async () => {
    const rng = createRng(20261201)
    // 40 items × 4 rotations = 160 requests per run.
    const TASKS = 160
    for (let trial = 0; trial < TRIALS; trial++) {
      const runs = path.join(tempDir(), `runs-${trial}.db`)
      srv.resetStats()
      const killAfter = trial === 0 ? 0 : 1 + rng.int(TASKS - 20)
      const child = cli(['run', '--bank', bank, '--endpoint', srv.url, '--model', 'fake-plain', '--circular', '--concurrency', String(CONCURRENCY), '--out', runs, '--json'])
      const done = exited(child)
      // Kill once the run exists and has at least `killAfter` stored responses.
      for (;;) {
        const [row] = peek<{ n: number; runs: number }>(runs, 'SELECT (SELECT COUNT(*) FROM responses) AS n, (SELECT COUNT(*) FROM runs) AS runs')
        if (row && row.runs > 0 && row.n >= killAfter) break
        await new Promise((r) => setTimeout(r, 3))
      }
      child.kill('SIGKILL')
      const killed = await done
      expect(killed.signal, `trial ${trial}`).toBe('SIGKILL')
      const [{ id }] = peek<{ id: string }>(runs, 'SELECT id FROM runs')
      const storedAtKill = new Set(peek<{ seq: number }>(runs, 'SELECT seq FROM responses').map((r) => r.seq))
      const sentBefore = { ...srv.stats().byFingerprint }

      const resumed = await exited(cli(['run', '--resume', id, '--out', runs, '--json']))
      expect(resumed.code, `trial ${trial}: ${resumed.err}`).toBe(0)
      expect(JSON.parse(resumed.out.trim().split('\n').pop()!)).toMatchObject({ run: id, status: 'completed', done: TASKS })

      const responses = peek<{ seq: number; messages: string }>(runs, 'SELECT seq, messages FROM responses ORDER BY seq')
      expect(responses.map((r) => r.seq), `trial ${trial}`).toEqual(Array.from({ length: TASKS }, (_, i) => i))
      const seqOf = new Map(responses.map((r) => [fingerprint(JSON.parse(r.messages)), r.seq]))
      expect(seqOf.size).toBe(TASKS)
      const counts = srv.stats().byFingerprint
      const again = Object.entries(counts).filter(([fp, n]) => n > 1 || (sentBefore[fp] && counts[fp] > sentBefore[fp]))
      for (const [fp, n] of again) {
        expect(n, `trial ${trial}: a request sent ${n} times`).toBe(2)
        expect(storedAtKill.has(seqOf.get(fp)!), `trial ${trial}: seq ${seqOf.get(fp)} was stored before the kill yet sent again`).toBe(false)
      }
      expect(again.length, `trial ${trial}`).toBeLessThanOrEqual(CONCURRENCY)
      // Every request the resumed run did not send again was sent exactly once in all.
      expect(Object.values(counts).reduce((s, n) => s + n, 0)).toBe(TASKS + again.length)
    }
  }, 180_000)
})
