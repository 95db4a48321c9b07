// A run's downloads (op run.export, core/run/reportCsv): the per-response CSV with one row per
// planned request, quoted where it must be; the HTML and the signed JSON; the same text from every
// host and from `medbench report --csv/--html`, which go through the same operation; a changed value
// in the exported JSON fails verification; and run.report's count of platform items, which decides
// whether the app offers the submission zip (handed back as bytes to the web host).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import JSZip from 'jszip'
import { CSV_HEADER, csvField, reportCsv } from '../../src-main/core/run/reportCsv'
import type { CsvResponse } from '../../src-main/core/run/reportCsv'
import { dispatchOp } from '../../src-main/ops/define'
import type { Host, OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import type { OpName, OpOutput } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { importFiles } from '../../src-main/services/importService'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { RunSpecSchema } from '../../src-main/core/run/spec'
import { runCli } from '../../src-main/hosts/cli/main'
import { startModelServer } from '../support/modelServer'
import type { ModelServer, ServerItem } from '../support/modelServer'
import { formatFixture, tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

process.env.MEDBENCH_DATA_DIR ??= tempDir('medbench-data-')

const row = (o: Partial<CsvResponse>): CsvResponse => ({ seq: 0, itemId: 'i1', variantKey: 'v0', sample: 0, status: 'scored', score: 1, extracted: 'A', rule: 'final-line', errorClass: null, ...o })

describe('reportCsv', () => {
  it('writes a BOM, the header and one CRLF line per request, nulls as empty fields', () => {
    const text = reportCsv([row({}), row({ seq: 1, itemId: 'i2', status: 'failed', score: null, extracted: null, rule: null, errorClass: 'server' })])
    expect(text.startsWith('\uFEFF' + CSV_HEADER + '\r\n')).toBe(true)
    expect(text.slice(1).split('\r\n')).toEqual([CSV_HEADER, '0,i1,v0,0,scored,1,A,final-line,,0', '1,i2,v0,0,failed,,,,server,', ''])
  })

  it('marks a scored answer the reader inferred (no answer statement) in the last column', () => {
    const text = reportCsv([row({ rule: 'option_text', extracted: 'C' }), row({ seq: 1, rule: 'cue' }), row({ seq: 2, status: 'unanswered', score: null, extracted: null, rule: null })])
    expect(text.slice(1).split('\r\n').slice(1, 4)).toEqual(['0,i1,v0,0,scored,1,C,option_text,,1', '1,i1,v0,0,scored,1,A,cue,,0', '2,i1,v0,0,unanswered,,,,,'])
  })

  it('quotes a field with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('A, C')).toBe('"A, C"')
    expect(csvField('say "B"')).toBe('"say ""B"""')
    expect(csvField('a\nb')).toBe('"a\nb"')
    expect(csvField('a\rb')).toBe('"a\rb"')
    expect(csvField(0)).toBe('0')
    expect(csvField(null)).toBe('')
    const text = reportCsv([row({ itemId: 'x,"y"', extracted: 'A\nB' })])
    expect(text.slice(1).split('\r\n')[1]).toBe('0,"x,""y""",v0,0,scored,1,"A\nB",final-line,,0')
  })

  it('an empty run is the header alone', () => {
    expect(reportCsv([])).toBe('\uFEFF' + CSV_HEADER + '\r\n')
  })
})

const ITEMS: ServerItem[] = Array.from({ length: 12 }, (_, i) => ({
  stem: `第${i + 1}题：关于慢性心力衰竭，下列哪项是首选的检查（${i}）`,
  options: { A: `超声心动图${i}`, B: `胸片${i}`, C: `心电图${i}`, D: `血常规${i}` },
  answer: 'ABCD'[(i * 3) % 4],
}))

function ctx(ws: Workspace, host: Host, dir: string): OpContext {
  return { ws, jobs: new JobRegistry(), host, uploadsDir: path.join(dir, 'up'), demo: false, version: 'test', actor: TEST_ACTOR, settings: { dir, secrets: new NoSecretStore() } }
}

async function call<N extends OpName>(c: OpContext, name: N, input: unknown): Promise<OpOutput<N>> {
  const r = await dispatchOp(ops, c, name, input)
  if (!r.ok) throw new Error(`${name}: ${r.error.en}`)
  return r.value as OpOutput<N>
}

async function cli(argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), lang: 'en' })
  return { code, out, err }
}

async function startRun(ws: Workspace, url: string, spec: Record<string, unknown> = {}): Promise<string> {
  const parsed = RunSpecSchema.parse({ ...spec, endpoint: { urls: [url], model: 'fake-plain', concurrency: 3, timeoutMs: 5000 } })
  const { run } = ws.runs.start(parsed, { actor: TEST_ACTOR, tuning: { downGraceMs: 1500, coolMs: 100, backoff: { baseMs: 20, capMs: 200 } } })
  await ws.runs.wait(run.id)
  return run.id
}

describe('run.export', () => {
  let srv: ModelServer
  let dir: string
  let ws: Workspace
  let runId: string
  beforeAll(async () => {
    // Two of every ten answers wrong, and the third request fails once (one try): a failed row too.
    srv = await startModelServer({ items: ITEMS, accuracy: 0.8, seed: 3 })
    dir = tempDir()
    const file = path.join(dir, 'items.jsonl')
    fs.writeFileSync(file, ITEMS.map((it, i) => JSON.stringify({ id: `x${i}`, stem: it.stem, ...it.options, answer: it.answer, task: 'ExportTest' })).join('\n') + '\n')
    ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
    expect((await importFiles(ws, [{ path: file, name: 'items.jsonl' }], { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })).ok).toBe(true)
    srv.setFaults({ queue: [null, null, '500'] })
    runId = await startRun(ws, srv.url, { limits: { maxAttempts: 1 }, dynamic: { samples: 2 }, cache: false })
  })
  afterAll(async () => {
    ws?.close()
    await srv?.close()
  })

  it('CSV: one row per planned request, the rows run.report scored, the same from the CLI host and the web host', async () => {
    const rep = await call(ctx(ws, 'http', dir), 'run.report', { run: runId })
    expect(rep.report.n_tasks).toBe(24)
    expect(rep.report.n_errors).toBe(1)
    for (const host of ['cli', 'http'] as const) {
      const r = await call(ctx(ws, host, dir), 'run.export', { run: runId, format: 'csv' })
      expect(r).toMatchObject({ run: runId, format: 'csv', mime: 'text/csv', rows: 24 })
      expect(r.text).toBe(reportCsv(rep.perResponse))
      const lines = r.text.slice(1).split('\r\n').filter((l) => l)
      expect(lines.length - 1).toBe(rep.report.n_tasks)
      expect(lines.filter((l) => l.includes(',failed,'))).toHaveLength(1)
      expect(lines.filter((l) => l.includes(',scored,'))).toHaveLength(23)
    }
  })

  it('HTML: self-contained (no script, no network), with the run, its score and its signing key', async () => {
    const rep = await call(ctx(ws, 'http', dir), 'run.report', { run: runId, perResponse: false })
    const r = await call(ctx(ws, 'http', dir), 'run.export', { run: runId, format: 'html' })
    expect(r.mime).toBe('text/html')
    expect(r.rows).toBeNull()
    expect(r.text.startsWith('<!doctype html>')).toBe(true)
    expect(r.text).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/)
    expect(r.text).toContain(`Run ${runId}`)
    expect(r.text).toContain(`总分 Overall: ${rep.report.overall.score!.toFixed(1)}`)
    expect(r.text).toContain(`Signed by key ${rep.report.signature.key_id}`)
  })

  it('JSON: the signed report, indented; it verifies, and a changed score, id or setting does not', async () => {
    const r = await call(ctx(ws, 'cli', dir), 'run.export', { run: runId, format: 'json' })
    expect(r.mime).toBe('application/json')
    expect(r.text.endsWith('}\n')).toBe(true)
    const doc = JSON.parse(r.text)
    expect(doc.run).toBe(runId)
    expect(await call(ctx(ws, 'http', dir), 'report.verify', { report: doc })).toMatchObject({ ok: true })
    for (const change of [(d: typeof doc) => (d.overall.score += 0.1), (d: typeof doc) => (d.manifest.items.rows[0][0] = 'x99'), (d: typeof doc) => (d.manifest.seed = 2)]) {
      const bad = structuredClone(doc)
      change(bad)
      expect(await call(ctx(ws, 'http', dir), 'report.verify', { report: bad })).toMatchObject({ ok: false, reason: 'mismatch' })
    }
  })

  it('medbench report --csv / --html write exactly what run.export returns', async () => {
    const out = tempDir()
    const env = process.env.MEDBENCH_SIGNING_KEY
    const csv = path.join(out, 'r.csv')
    const html = path.join(out, 'r.html')
    const r = await cli(['report', '--runs', ws.paths.runs, '--run', runId, '--csv', csv, '--html', html])
    expect(r.code, r.err.join('\n')).toBe(0)
    expect(r.out).toEqual([])
    expect(r.err).toEqual([`written to ${html}`, `written to ${csv}`])
    expect(fs.readFileSync(csv, 'utf8')).toBe((await call(ctx(ws, 'cli', dir), 'run.export', { run: runId, format: 'csv' })).text)
    // The HTML states when the report was made and by which app version (this test's host says "test").
    const stamp = (s: string) => s.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T').replace(/MedBench Studio [^ <]+/g, 'MedBench Studio V')
    expect(stamp(fs.readFileSync(html, 'utf8'))).toBe(stamp((await call(ctx(ws, 'cli', dir), 'run.export', { run: runId, format: 'html' })).text))
    // With --json too, the report is still printed.
    const both = await cli(['report', '--runs', ws.paths.runs, '--run', runId, '--csv', path.join(out, 'r2.csv'), '--json'])
    expect(JSON.parse(both.out.join('\n')).run).toBe(runId)
    expect(process.env.MEDBENCH_SIGNING_KEY).toBe(env)
  })

  it('medbench reread reads the run answers again through run.reread, and the report is unchanged', async () => {
    // Current readings: run.report offers no reread.
    const fresh = await call(ctx(ws, 'http', dir), 'run.report', { run: runId, perResponse: false })
    expect(fresh.readings).toMatchObject({ current: 23, other: 0, needsGroups: false, rereadable: false })
    // Readings made by an older reader (after an upgrade): the report says so and offers the reread.
    expect(ws.runs.store.db.prepare("UPDATE readings SET reader = 'sha256:older' WHERE run_id = @run AND seq IN (SELECT seq FROM readings WHERE run_id = @run ORDER BY seq LIMIT 5)").run({ run: runId }).changes).toBe(5)
    const before = await call(ctx(ws, 'cli', dir), 'run.report', { run: runId, perResponse: false })
    expect(before.readings).toMatchObject({ current: 18, other: 5, rereadable: true })
    expect(before.report.overall).toEqual(fresh.report.overall)
    const r = await cli(['reread', '--runs', ws.paths.runs, '--run', runId, '--json'])
    expect(r.code, r.err.join('\n')).toBe(0)
    // 24 requests, one failed: 23 answers to read.
    expect(JSON.parse(r.out.join('\n'))).toMatchObject({ run: runId, read: 23, grouped: false })
    const after = await call(ctx(ws, 'cli', dir), 'run.report', { run: runId, perResponse: false })
    expect(after.report.overall).toEqual(before.report.overall)
    expect(after.report.position_prior).toEqual(before.report.position_prior)
    expect(after.readings).toMatchObject({ current: 23, other: 0, rereadable: false })
  })

  it('refuses an unknown format and names the field', async () => {
    const r = await dispatchOp(ops, ctx(ws, 'http', dir), 'run.export', { run: runId, format: 'pdf' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.en).toContain('format')
  })

  it('a run without platform items: run.report counts none, and run.submission says why there is no zip', async () => {
    expect((await call(ctx(ws, 'http', dir), 'run.report', { run: runId, perResponse: false })).platformItems).toBe(0)
    const r = await dispatchOp(ops, ctx(ws, 'http', dir), 'run.submission', { run: runId })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.zh).toContain('没有 MedBench 平台题目')
  })
})

describe('a run over the platform question files', () => {
  let srv: ModelServer
  let ws: Workspace
  let dir: string
  afterAll(async () => {
    ws?.close()
    await srv?.close()
  })

  it('run.report counts its platform items; run.submission hands the zip to the web host as bytes, with per-file counts', async () => {
    srv = await startModelServer({ items: [], unknownAnswer: '答案：C' })
    dir = tempDir()
    const fixtures = formatFixture('medbench_platform')
    const files = ['LLM_MedExam.jsonl', 'LLM_MedSafety.jsonl'].map((f) => path.join(fixtures, f))
    ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
    expect((await importFiles(ws, files.map((f) => ({ path: f, name: path.basename(f) })), { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })).ok).toBe(true)
    const id = await startRun(ws, srv.url, { selection: { ids: ['MedExam_V4:3', 'MedExam_V4:4'] }, cache: false })
    const rep = await call(ctx(ws, 'http', dir), 'run.report', { run: id, perResponse: false })
    expect(rep.platformItems).toBe(2)
    const sub = await call(ctx(ws, 'http', dir), 'run.submission', { run: id })
    expect(sub.file).toBeNull()
    const zip = await JSZip.loadAsync(Buffer.from(sub.contentBase64!, 'base64'))
    expect(Object.values(zip.files).filter((f) => !f.dir).map((f) => f.name)).toEqual(['MedBench_LLM/MedExam.jsonl'])
    expect(sub.files).toEqual([expect.objectContaining({ path: 'MedBench_LLM/MedExam.jsonl', records: 10, answered: 10 })])
    const lines = (await zip.file('MedBench_LLM/MedExam.jsonl')!.async('string')).split('\n').filter((l) => l)
    expect(lines.map((l) => JSON.parse(l).answer)).toEqual(Array(10).fill('<C>'))
  })
})
