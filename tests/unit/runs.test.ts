// Runs against the loopback model server (tests/support/modelServer.ts, checked against the official
// OpenAI client in modelServer.test.ts): exact expected scores from what the server answers, dynamic
// evaluation, retries with Retry-After, failed requests counted and budgeted, a server that is down,
// replica failover, pause and resume, the cache, no API key in any file written, and signed reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import Database from 'better-sqlite3'
import path from 'node:path'
import { Workspace } from '../../src-main/services/workspace'
import { importFiles } from '../../src-main/services/importService'
import { RunSpecSchema } from '../../src-main/core/run/spec'
import type { RunSpecInput } from '../../src-main/core/run/spec'
import { buildRunReport } from '../../src-main/services/runs/runReport'
import { scoreFromReadings } from '../../src-main/store/runScoring'
import { filterResponses, responsePageFromReadings } from '../../src-main/services/runs/responsePage'
import { rereadRun } from '../../src-main/services/runs/reread'
import { READER_VERSION } from '../../src-main/core/score/readerVersion'
import { signReport, verifyReport } from '../../src-main/services/runs/signing'
import { startModelServer } from '../support/modelServer'
import type { ModelServer, ServerItem } from '../support/modelServer'
import { tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

const TOPICS = ['贫血', '心包积液', '急性胰腺炎', '糖尿病酮症酸中毒', '支气管哮喘', '肝硬化', '高血压急症', '甲状腺功能亢进', '慢性肾衰竭', '肺炎链球菌肺炎']
const ASPECTS = ['最常见的病因', '首选的检查', '最典型的体征', '首选的治疗', '最严重的并发症', '诊断的金标准']

/** Original exam-style items written for these tests: 60 items, every fifth a multi-answer one. */
function makeItems(): { rows: Record<string, string>[]; server: ServerItem[] } {
  const rows: Record<string, string>[] = []
  const server: ServerItem[] = []
  for (let i = 0; i < 60; i++) {
    const topic = TOPICS[i % TOPICS.length]
    const aspect = ASPECTS[Math.floor(i / TOPICS.length) % ASPECTS.length]
    const stem = `第${i + 1}题：关于${topic}，${aspect}是（　）`
    const letters = i % 7 === 0 ? 'ABCD' : 'ABCDE'
    const options: Record<string, string> = {}
    for (const [k, l] of [...letters].entries()) options[l] = `${topic}${aspect}的选项${k + 1}（${i}）`
    const answer = i % 5 === 4 ? [letters[i % letters.length], letters[(i + 2) % letters.length]].sort().join('') : letters[(i * 3) % letters.length]
    rows.push({ id: `t${i}`, stem, ...options, answer, task: 'RunTest' })
    server.push({ stem, options, answer })
  }
  return { rows, server }
}

const { rows, server: SERVER_ITEMS } = makeItems()

async function bank(): Promise<Workspace> {
  const dir = tempDir()
  const file = path.join(dir, 'items.jsonl')
  fs.writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n')
  const ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
  const r = await importFiles(ws, [{ path: file, name: 'items.jsonl' }], { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })
  expect(r.ok).toBe(true)
  return ws
}

const FAST = { downGraceMs: 1500, coolMs: 100, backoff: { baseMs: 20, capMs: 200 } }

async function run(ws: Workspace, spec: Omit<RunSpecInput, 'endpoint'> & { endpoint: Partial<RunSpecInput['endpoint']> & { urls: string[] } }) {
  const parsed = RunSpecSchema.parse({ ...spec, endpoint: { model: 'fake-plain', concurrency: 4, timeoutMs: 1500, ...spec.endpoint } })
  const { run: r } = ws.runs.start(parsed, { actor: TEST_ACTOR, tuning: FAST })
  const outcome = await ws.runs.wait(r.id)!
  return { id: r.id, outcome }
}

/**
 * The report made from the answers the runner read when it stored them (what `report --json` uses)
 * equals the one that reads every output again, and the readings are what made it.
 */
function expectReadingsReport(ws: Workspace, id: string, opts: { applies?: boolean } = {}) {
  const store = ws.runs.store
  const pass = scoreFromReadings(store.file, ws.paths.keys, id, READER_VERSION)
  expect(pass !== null, 'the readings pass applies').toBe(opts.applies ?? true)
  if (pass) {
    // Read in two halves, one on a worker thread: the same columns.
    const split = scoreFromReadings(store.file, ws.paths.keys, id, READER_VERSION, { splitAbove: 10 })!
    expect(split.onWorker).toBe(true)
    expect(pass.onWorker).toBe(false)
    expect({ ...split, onWorker: false }).toEqual(pass)
  }
  const build = (perResponse: boolean) => {
    const b = buildRunReport(ws, ws.runs.get(id), store, { app: 'test', resamples: 200, perResponse })
    return { ...b, report: { ...b.report, manifest: { ...b.report.manifest, created_at: '' } } }
  }
  const fromReadings = build(false)
  const full = build(true)
  expect(fromReadings.report).toEqual(full.report)
  expect(fromReadings.perItem).toEqual(full.perItem)
  // The full path with its choice answers read on worker threads (slices of a few answers): the same.
  const split = buildRunReport(ws, ws.runs.get(id), store, { app: 'test', resamples: 200, perResponse: true, readSplit: { threads: 2, minSlice: 4 } })
  expect({ ...split.report, manifest: { ...split.report.manifest, created_at: '' } }).toEqual(full.report)
  expect(split.perResponse).toEqual(full.perResponse)
  return fromReadings.report
}

/** Pages of the per-response table read from the readings equal those of the full path, for every filter. */
function expectResponsePages(ws: Workspace, id: string): Record<string, number> {
  const full = buildRunReport(ws, ws.runs.get(id), ws.runs.store, { app: 'test', resamples: 50, perResponse: true }).perResponse
  const totals: Record<string, number> = {}
  for (const filter of ['all', 'wrong', 'failed', 'unanswered', 'inconsistent', 'inferred'] as const) {
    const rows = filterResponses(full, filter)
    totals[filter] = rows.length
    for (const offset of [0, 7]) {
      const page = responsePageFromReadings(ws, id, { filter, offset, limit: 9 })
      expect(page, filter).not.toBeNull()
      expect(page!.total, filter).toBe(rows.length)
      expect(page!.rows, `${filter} from ${offset}`).toEqual(rows.slice(offset, offset + 9))
    }
  }
  return totals
}

function report(ws: Workspace, id: string) {
  const store = ws.runs.store
  return buildRunReport(ws, ws.runs.get(id), store, { app: 'test', resamples: 200 })
}

process.env.MEDBENCH_DATA_DIR ??= tempDir('medbench-data-')

describe('a run against the loopback server', () => {
  let srv: ModelServer
  beforeAll(async () => {
    srv = await startModelServer({ items: SERVER_ITEMS, accuracy: 0.6, positionBias: { A: 0.8 }, seed: 7 })
  })
  afterAll(() => srv.close())

  it('stores one response per item and reports exactly the score the server answers earn', async () => {
    const ws = await bank()
    const { id, outcome } = await run(ws, { endpoint: { urls: [srv.url] } })
    expect(outcome.status).toBe('completed')
    const responses = ws.runs.store.responses(id)
    expect(responses).toHaveLength(60)
    expect(new Set(responses.map((r) => r.seq)).size).toBe(60)
    // The server says what it answered to each request, as sent: the expected score follows.
    const expected = responses.map((r) => srv.expected(JSON.parse(r.messages))!)
    const right = expected.filter((e) => e.correct).length
    expect(right).toBeGreaterThan(20)
    expect(right).toBeLessThan(55)
    const { report: rep, perResponse } = report(ws, id)
    expect(rep.n_items).toBe(60)
    expect(rep.n_responses).toBe(60)
    expect(rep.n_errors).toBe(0)
    expect(rep.overall.score).toBeCloseTo((100 * right) / 60, 9)
    expect(rep.overall.ci_low!).toBeLessThanOrEqual(rep.overall.score!)
    expect(rep.overall.ci_high!).toBeGreaterThanOrEqual(rep.overall.score!)
    // Every response read as the letters the server sent.
    for (const [i, p] of perResponse.entries()) expect(p.extracted, `seq ${i}`).toBe(expected[i].letters)
    // Position prior: the wrong answers lean to A as the server was told.
    const shareA = expected.reduce((s, e) => s + [...e.letters].filter((l) => l === 'A').length, 0) / expected.reduce((s, e) => s + e.letters.length, 0)
    expect(rep.position_prior.A).toBeCloseTo(shareA, 9)
    expect(rep.position_prior.A).toBeGreaterThan(0.3)
    expect(expectReadingsReport(ws, id).overall.score).toBe(rep.overall.score)
    expect(expectResponsePages(ws, id).wrong).toBe(60 - right)
    // A reading made by another version of the reading code is not trusted: the outputs are read again.
    expect(ws.runs.store.db.prepare("UPDATE readings SET reader = 'sha256:older' WHERE run_id = ? AND seq = 7").run(id).changes).toBe(1)
    expectReadingsReport(ws, id, { applies: false })
    // Read again with this build's code (run.reread): the report is made from readings again.
    expect(rereadRun(ws.runs.store, ws.runs.get(id), false)).toEqual({ run: id, reader: READER_VERSION, read: 60, grouped: false })
    expectReadingsReport(ws, id)
    // Read again on two threads, in slices of a few answers: the same readings are stored.
    const stored = () => ws.runs.store.db.prepare('SELECT seq, item_id, sample, reader, answer, presented, span, rule FROM readings WHERE run_id = ? ORDER BY seq').all(id)
    const before = stored()
    ws.runs.store.db.prepare('DELETE FROM readings WHERE run_id = ?').run(id)
    expect(rereadRun(ws.runs.store, ws.runs.get(id), false, { threads: 2, minSlice: 4 }).read).toBe(60)
    expect(stored()).toEqual(before)
    // A run planned before item groups were recorded has them numbered, and is then read from readings too.
    ws.runs.store.db.prepare('DELETE FROM run_groups WHERE run_id = ?').run(id)
    ws.runs.store.db.prepare('UPDATE run_items SET grp = NULL, n_tasks = NULL WHERE run_id = ?').run(id)
    expectReadingsReport(ws, id, { applies: false })
    expect(rereadRun(ws.runs.store, ws.runs.get(id), false).grouped).toBe(true)
    expectReadingsReport(ws, id)
    expect(() => rereadRun(ws.runs.store, ws.runs.get(id), true)).toThrow(/in progress/)
    ws.close()
  })

  it('answers a model gives only as option texts are read, scored, and listed by the inferred filter', async () => {
    const ws = await bank()
    const { id, outcome } = await run(ws, { endpoint: { urls: [srv.url], model: 'fake-prose' }, selection: { limit: 20 }, dynamic: { permute: false }, cache: false })
    expect(outcome.status).toBe('completed')
    const responses = ws.runs.store.responses(id)
    expect(responses).toHaveLength(20)
    const expected = responses.map((r) => srv.expected(JSON.parse(r.messages), 'fake-prose')!)
    const { report: rep, perResponse } = report(ws, id)
    // Every answer is the options' texts in a sentence ("…选项3（2）与题干描述一致。"): read back to the
    // letters the server chose.
    for (const [i, p] of perResponse.entries()) expect(p.extracted, `seq ${i}: ${responses[i].output}`).toBe(expected[i].letters)
    expect(rep.overall.score).toBeCloseTo((100 * expected.filter((e) => e.correct).length) / 20, 9)
    // None states an answer: every one is on the inferred filter, by both paths (the readings' SQL and
    // the full path), and none of a plain run's is.
    expect(perResponse.every((p) => p.rule === 'option_text')).toBe(true)
    expect(expectResponsePages(ws, id).inferred).toBe(20)
    // The report says how the answers were read: all inferred, and the score they earn falls to 0 if
    // inferred answers count as none.
    const right = expected.filter((e) => e.correct).length
    expect(right).toBeGreaterThan(3)
    expect(rep.reading).toMatchObject({ n_answers: 20, n_stated: 0, n_inferred: 20, n_inferred_correct: right, n_no_answer: 0, overall_if_inferred_wrong: 0 })
    expect(expectReadingsReport(ws, id).reading).toEqual(rep.reading)
    // Half of them rewritten as stated answers ("答案：B") and read again: the bound keeps the stated
    // right answers only, by both paths.
    const stmt = ws.runs.store.db.prepare('UPDATE responses SET output = ? WHERE run_id = ? AND seq = ?')
    responses.slice(0, 10).forEach((r, i) => stmt.run(`答案：${expected[i].letters}`, id, r.seq))
    ws.runs.store.db.prepare('DELETE FROM readings WHERE run_id = ?').run(id)
    rereadRun(ws.runs.store, ws.runs.get(id), false)
    const mixed = expectReadingsReport(ws, id)
    const statedRight = expected.slice(0, 10).filter((e) => e.correct).length
    expect(mixed.overall.score).toBeCloseTo((100 * right) / 20, 9)
    expect(mixed.reading).toMatchObject({ n_answers: 20, n_stated: 10, n_inferred: 10, n_inferred_correct: right - statedRight, n_no_answer: 0 })
    expect(mixed.reading!.overall_if_inferred_wrong).toBeCloseTo((100 * statedRight) / 20, 9)
    const plain = await run(ws, { endpoint: { urls: [srv.url] }, selection: { limit: 20 }, dynamic: { permute: false } })
    expect(expectResponsePages(ws, plain.id).inferred).toBe(0)
    const plainReport = expectReadingsReport(ws, plain.id)
    expect(plainReport.reading).toMatchObject({ n_answers: 20, n_stated: 20, n_inferred: 0, n_inferred_correct: 0, n_no_answer: 0, overall_if_inferred_wrong: plainReport.overall.score })
    ws.close()
  })

  it('items whose keys are gone are counted apart and left out of scores and the prior, by both paths', async () => {
    const ws = await bank()
    const { id } = await run(ws, { endpoint: { urls: [srv.url] }, selection: { limit: 20 }, dynamic: { permute: false } })
    const gone = ws.runs.store.plannedItems(id).slice(0, 5).map((p) => p.itemId)
    // A keys file without these items' keys (the keys table is append-only, so the trigger goes first).
    const keys = new Database(ws.paths.keys)
    keys.exec('DROP TRIGGER keys_no_delete')
    expect(keys.prepare('DELETE FROM keys WHERE item_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(gone)).changes).toBe(5)
    keys.close()
    const rep = expectReadingsReport(ws, id)
    expect(rep.n_no_key).toBe(5)
    expectResponsePages(ws, id)
    expect(rep.n_items).toBe(20)
    expect(rep.overall.n).toBe(15)
    const letters = Object.values(rep.position_prior).reduce((a, b) => a + b, 0)
    expect(letters).toBeCloseTo(1, 12)
    ws.close()
  })

  it('circular evaluation: every rotation sent, an item counts only if all are right', async () => {
    const ws = await bank()
    const { id, outcome } = await run(ws, { endpoint: { urls: [srv.url] }, dynamic: { circular: true }, selection: { limit: 20 } })
    expect(outcome.status).toBe('completed')
    const tasks = ws.runs.store.tasks(id)
    const responses = ws.runs.store.responses(id)
    // 20 items, 4 or 5 rotations each.
    const rotations = rows.slice(0, 20).reduce((s, r) => s + Object.keys(r).filter((k) => /^[A-E]$/.test(k)).length, 0)
    expect(tasks).toHaveLength(rotations)
    const correctByItem = new Map<string, boolean[]>()
    for (const r of responses) {
      const t = tasks[r.seq]
      correctByItem.set(t.itemId, [...(correctByItem.get(t.itemId) ?? []), srv.expected(JSON.parse(r.messages))!.correct])
    }
    const allRight = [...correctByItem.values()].filter((c) => c.every(Boolean)).length
    const { report: rep } = report(ws, id)
    expect(rep.dynamic!.circular_accuracy).toBeCloseTo(allRight / 20, 9)
    expect(rep.dynamic!.permuted_accuracy).toBeCloseTo([...correctByItem.values()].flat().filter(Boolean).length / rotations, 9)
    expect(rep.dynamic!.circular_accuracy!).toBeLessThan(rep.dynamic!.permuted_accuracy!)
    // Rotations answered differently: the inconsistent filter has rows, read from the readings too.
    expect(expectResponsePages(ws, id).inconsistent).toBeGreaterThan(0)
    ws.close()
  })

  it('a run planned before run_items existed is scored from the bank to the same report', async () => {
    const ws = await bank()
    const { id } = await run(ws, { endpoint: { urls: [srv.url] }, dynamic: { circular: true }, selection: { limit: 30 } })
    const withItems = report(ws, id)
    expect(ws.runs.store.db.prepare('DELETE FROM run_items WHERE run_id = ?').run(id).changes).toBe(30)
    const fromBank = report(ws, id)
    const { manifest: m1, ...r1 } = withItems.report
    const { manifest: m2, ...r2 } = fromBank.report
    expect(r2).toEqual(r1)
    expect(m2.items).toEqual(m1.items)
    expect(fromBank.perResponse).toEqual(withItems.perResponse)
    expect(withItems.perResponse.map((r) => r.seq)).toEqual(withItems.perResponse.map((_, i) => i))
    ws.close()
  })

  it('takes a second identical run from the cache without asking the server', async () => {
    const ws = await bank()
    const first = await run(ws, { endpoint: { urls: [srv.url] }, selection: { limit: 10 } })
    const before = srv.stats().chatRequests
    const second = await run(ws, { endpoint: { urls: [srv.url] }, selection: { limit: 10 } })
    expect(second.outcome.status).toBe('completed')
    expect(srv.stats().chatRequests).toBe(before)
    expect(ws.runs.store.counts(second.id).cached).toBe(10)
    expect(report(ws, second.id).report.overall.score).toBe(report(ws, first.id).report.overall.score)
    ws.close()
  })
})

describe('faults', () => {
  let srv: ModelServer
  beforeAll(async () => {
    srv = await startModelServer({ items: SERVER_ITEMS, accuracy: 1, seed: 1 })
  })
  afterAll(() => srv.close())

  it('retries 429 after Retry-After, 500, a stall past the timeout, a reset, malformed JSON and empty choices', async () => {
    const ws = await bank()
    srv.setFaults({ queue: ['429', '500', 'stall', 'reset', 'malformed', 'empty'], retryAfterS: 0.4, stallMs: 5000 })
    const t0 = Date.now()
    const { id, outcome } = await run(ws, { endpoint: { urls: [srv.url], concurrency: 1 }, selection: { limit: 3 }, limits: { maxAttempts: 10 }, cache: false })
    expect(outcome.status).toBe('completed')
    const responses = ws.runs.store.responses(id)
    expect(responses.every((r) => r.errorClass === null && r.output)).toBe(true)
    // Six faults, each costing one more attempt to whichever request met it.
    expect(responses.reduce((n, r) => n + r.attempts, 0)).toBe(3 + 6)
    expect(srv.stats().byFault).toMatchObject({ '429': 1, '500': 1, stall: 1, reset: 1, malformed: 1, empty: 1 })
    expect(Date.now() - t0).toBeGreaterThanOrEqual(400)
    expect(report(ws, id).report.overall.score).toBe(100)
    srv.setFaults({})
    ws.close()
  })

  it('a request that keeps failing is stored as failed, counted, and scored 0; the error budget stops the run', async () => {
    const ws = await bank()
    srv.setFaults({ rates: { '500': 1 } })
    const { id, outcome } = await run(ws, { endpoint: { urls: [srv.url], concurrency: 2 }, selection: { limit: 20 }, limits: { maxAttempts: 1, maxErrors: '3' }, cache: false })
    srv.setFaults({})
    expect(outcome.status).toBe('failed')
    expect(outcome.reason?.code).toBe('runner.errorBudget')
    const { report: rep } = report(ws, id)
    expect(rep.n_errors).toBeGreaterThanOrEqual(4)
    expect(rep.errors_by_class.server).toBe(rep.n_errors)
    expect(rep.n_unanswered + rep.n_responses).toBe(20)
    // Failed and unanswered count as 0 over the whole item set.
    expect(rep.overall.n).toBe(20)
    expectReadingsReport(ws, id)
    const totals = expectResponsePages(ws, id)
    expect(totals.failed).toBe(rep.n_errors)
    expect(totals.unanswered).toBe(rep.n_unanswered)
    // Resumed with --retry-failed once the server is well: completes, every item right.
    ws.runs.resume(id, { actor: TEST_ACTOR, retryFailed: true, tuning: FAST })
    const again = await ws.runs.wait(id)!
    expect(again.status).toBe('completed')
    expect(report(ws, id).report.overall.score).toBe(100)
    ws.close()
  })

  it('a server that is down interrupts the run with a message naming it; resume finishes it', async () => {
    const ws = await bank()
    srv.setFaults({ down: true })
    const { id, outcome } = await run(ws, { endpoint: { urls: [srv.url] }, selection: { limit: 8 }, cache: false })
    expect(outcome.status).toBe('interrupted')
    expect(outcome.reason?.code).toBe('runner.serverDown')
    expect(JSON.stringify(outcome.reason)).toContain(srv.url)
    expect(ws.runs.store.counts(id).done).toBe(0)
    srv.setFaults({})
    ws.runs.resume(id, { actor: TEST_ACTOR, tuning: FAST })
    expect((await ws.runs.wait(id)!).status).toBe('completed')
    expect(ws.runs.store.counts(id)).toMatchObject({ done: 8, errors: 0 })
    ws.close()
  })
})

describe('replicas', () => {
  it('spreads requests over replicas and drains one that goes down', async () => {
    const a = await startModelServer({ items: SERVER_ITEMS, seed: 1, latencyMs: 5 })
    const b = await startModelServer({ items: SERVER_ITEMS, seed: 1, latencyMs: 5 })
    try {
      const ws = await bank()
      const first = await run(ws, { endpoint: { urls: [a.url, b.url], concurrency: 2 }, selection: { limit: 30 }, cache: false })
      expect(first.outcome.status).toBe('completed')
      expect(a.stats().chatRequests).toBeGreaterThan(5)
      expect(b.stats().chatRequests).toBeGreaterThan(5)
      b.setFaults({ down: true })
      const before = b.stats().chatRequests
      const second = await run(ws, { endpoint: { urls: [a.url, b.url], concurrency: 2 }, cache: false })
      expect(second.outcome.status).toBe('completed')
      const responses = ws.runs.store.responses(second.id)
      expect(responses.filter((r) => r.errorClass)).toHaveLength(0)
      expect(responses.every((r) => r.endpoint === a.url)).toBe(true)
      // Drained after a few failures, probed again after cooling off: far fewer than its share.
      expect(b.stats().byFault.down ?? 0).toBeLessThan(30)
      expect(b.stats().chatRequests - before).toBe(0)
      ws.close()
    } finally {
      await a.close()
      await b.close()
    }
  })
})

describe('pause, cancel, resume', () => {
  it('pause lets requests in flight finish and store; resume completes with one response per task', async () => {
    const srv = await startModelServer({ items: SERVER_ITEMS, seed: 2, latencyMs: 40 })
    try {
      const ws = await bank()
      const spec = RunSpecSchema.parse({ endpoint: { urls: [srv.url], model: 'fake-plain', concurrency: 3 }, cache: false })
      const { run: r } = ws.runs.start(spec, { actor: TEST_ACTOR, tuning: FAST })
      await new Promise((res) => setTimeout(res, 200))
      ws.runs.pause(r.id, 'pause')
      const paused = await ws.runs.wait(r.id)!
      expect(paused.status).toBe('paused')
      const stored = ws.runs.store.counts(r.id).done
      expect(stored).toBeGreaterThan(0)
      expect(stored).toBeLessThan(60)
      // Nothing was lost in flight: every request the server answered is stored.
      expect(srv.stats().chatRequests).toBe(stored)
      expect(expectReadingsReport(ws, r.id).n_unanswered).toBe(60 - stored)
      ws.runs.resume(r.id, { actor: TEST_ACTOR, tuning: FAST })
      expect((await ws.runs.wait(r.id)!).status).toBe('completed')
      expect(ws.runs.store.counts(r.id).done).toBe(60)
      expect(srv.stats().chatRequests).toBe(60)
      ws.close()
    } finally {
      await srv.close()
    }
  })
})

describe('secrets and signatures', () => {
  it('an API key from the environment reaches the server and no file the app writes', async () => {
    const secret = 'sk-test-' + 'Zq81'.repeat(8)
    process.env.MEDBENCH_TEST_KEY = secret
    const srv = await startModelServer({ items: SERVER_ITEMS, apiKey: secret, seed: 3 })
    try {
      const ws = await bank()
      const { id, outcome } = await run(ws, { endpoint: { urls: [srv.url], apiKeyEnv: 'MEDBENCH_TEST_KEY' }, selection: { limit: 5 } })
      expect(outcome.status).toBe('completed')
      const signed = signReport(report(ws, id).report, path.join(tempDir(), 'key.pem'))
      const dir = path.dirname(ws.paths.bank)
      fs.writeFileSync(path.join(dir, 'report.json'), JSON.stringify(signed))
      ws.close()
      for (const f of fs.readdirSync(dir)) expect(fs.readFileSync(path.join(dir, f)).includes(secret), f).toBe(false)
      // A wrong key: the server refuses, the run stops as failed saying to check the key, and stores nothing.
      process.env.MEDBENCH_TEST_KEY = 'sk-wrong'
      const ws2 = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
      const bad = await run(ws2, { endpoint: { urls: [srv.url], apiKeyEnv: 'MEDBENCH_TEST_KEY' }, selection: { limit: 5 }, cache: false })
      expect(bad.outcome.status).toBe('failed')
      expect(bad.outcome.reason?.code).toBe('runner.fatal')
      expect(ws2.runs.store.counts(bad.id).done).toBe(0)
      // No key at all: refused before anything is sent, naming the variable.
      delete process.env.MEDBENCH_TEST_KEY
      expect(() => ws2.runs.resume(bad.id, { actor: TEST_ACTOR })).toThrow(/MEDBENCH_TEST_KEY/)
      ws2.close()
    } finally {
      await srv.close()
    }
  })

  it('a signed report verifies; any changed value does not', async () => {
    const srv = await startModelServer({ items: SERVER_ITEMS, accuracy: 0.5, seed: 4 })
    try {
      const ws = await bank()
      const { id } = await run(ws, { endpoint: { urls: [srv.url] }, selection: { limit: 12 } })
      const keyFile = path.join(tempDir(), 'key.pem')
      const signed = signReport(report(ws, id).report, keyFile)
      expect(verifyReport(JSON.parse(JSON.stringify(signed)), keyFile)).toMatchObject({ ok: true, ownKey: true })
      const changes: ((r: typeof signed) => void)[] = [
        (r) => (r.overall.score = (r.overall.score ?? 0) + 0.1),
        (r) => (r.manifest.items.rows[0][0] = 'x'),
        (r) => (r.manifest.seed = 2),
        (r) => (r.n_errors = 1),
      ]
      for (const change of changes) {
        const copy = JSON.parse(JSON.stringify(signed))
        change(copy)
        expect(verifyReport(copy, keyFile)).toMatchObject({ ok: false, reason: 'mismatch' })
      }
      const { signature: _s, ...unsigned } = signed
      expect(verifyReport(unsigned)).toMatchObject({ ok: false, reason: 'unsigned' })
      ws.close()
    } finally {
      await srv.close()
    }
  })
})
