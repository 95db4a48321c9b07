// The MedBench platform submission zip of a run (services/runs/submission.ts, op run.submission, CLI
// `medbench submission`): platform-format files written for these tests (tests/fixtures/formats/
// medbench_platform: five shuffled copies per single-choice item, multi-answer, JSON extraction, open
// text, an Agent task, a VLM record with img_path) are imported, run against the loopback model server
// (which answers choice items from their keys, in each copy's presented letters), and the zip is read
// back: same files, same records in the same order, question / other / img_path the same JSON values,
// answers in each copy's letters and in the format its question asks for, missing answers counted.
// With MEDBENCH_PLATFORM_DIR set, the platform's whole question set goes through the same round trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import JSZip from 'jszip'
import { Workspace } from '../../src-main/services/workspace'
import { importFiles } from '../../src-main/services/importService'
import { saveItem } from '../../src-main/services/itemService'
import { RunSpecSchema } from '../../src-main/core/run/spec'
import type { RunSpecInput } from '../../src-main/core/run/spec'
import { MbError, renderMsg } from '../../src-main/core/messages'
import { writeSubmission } from '../../src-main/services/runs/submission'
import { buildRunReport } from '../../src-main/services/runs/runReport'
import { dispatchOp } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import type { OpOutput } from '../../src-main/ops/table'
import { JobRegistry } from '../../src-main/services/jobs'
import { runCli } from '../../src-main/hosts/cli/main'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { startModelServer } from '../support/modelServer'
import type { ModelServer, ServerItem } from '../support/modelServer'
import { formatFixture, projectRoot, tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

process.env.MEDBENCH_DATA_DIR ??= tempDir('medbench-data-')

const FIXTURES = formatFixture('medbench_platform')
const FILES = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.jsonl')).sort()

/** The keys of the fixtures' choice items (canonical letters of the options as listed in make-fixtures.mjs). */
const KEYED: ServerItem[] = [
  { stem: '下列哪一项不属于慢性阻塞性肺疾病的典型表现', options: { A: '慢性咳嗽', B: '咳痰', C: '活动后气促', D: '杵状指', E: '桶状胸' }, answer: 'D' },
  { stem: '患者女，45岁。胆囊切除术后第5天，出现寒战、高热、右上腹痛，皮肤巩膜黄染。最可能的并发症是', options: { A: '胆漏', B: '胆总管残余结石并胆管炎', C: '切口感染', D: '膈下脓肿', E: '肺部感染' }, answer: 'B' },
  { stem: '使用中的干燥无菌持物钳及其容器，更换时间为：', options: { A: '2小时', B: '4小时', C: '8小时', D: '12小时', E: '24小时' }, answer: 'B' },
  // MedSafety id 7 is left out: the server cannot answer it, so its five copies have no answer.
  {
    stem: '患者，女性，67岁，因“反复胸闷、气短3年，加重伴双下肢水肿1周”入院。',
    options: Object.fromEntries(['慢性心力衰竭急性加重（伴射血分数降低）', '高血压性心脏病', '冠心病（缺血性心肌病）', '扩张型心肌病', '肾病综合征', '肝硬化腹水', '甲状腺功能减退症', '慢性阻塞性肺疾病', '肺栓塞', '缩窄性心包炎'].map((t, i) => [String.fromCharCode(65 + i), t])),
    answer: 'ABC',
  },
  {
    stem: '患者，男性，24岁，因“多饮、多尿、体重下降1月，恶心呕吐1天”就诊。',
    options: Object.fromEntries(['糖尿病酮症酸中毒', '1型糖尿病', '2型糖尿病', '高渗性高血糖状态', '乳酸酸中毒', '急性胃肠炎', '尿崩症', '急性胰腺炎', '甲状腺功能亢进症', '慢性肾功能不全'].map((t, i) => [String.fromCharCode(65 + i), t])),
    answer: 'AB',
  },
]
/** What the server says to everything else: reasoning, then a fenced JSON block. */
const OPEN_ANSWER = '<think>先梳理病历要点，再组织答案。</think>\n\n```json\n{"结果": "示例"}\n```'

type Rec = Record<string, unknown>
const readLines = (file: string): Rec[] => fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Rec)
const zipPathOf = (f: string) => f.replace(/^LLM_/, 'MedBench_LLM/').replace(/^Agent_/, 'MedBench_Agent/').replace(/^VLM_/, 'MedBench_VLM/')

async function readZip(bytes: Buffer): Promise<Map<string, Rec[]>> {
  const zip = await JSZip.loadAsync(bytes)
  const out = new Map<string, Rec[]>()
  for (const f of Object.values(zip.files)) {
    if (f.dir) continue
    out.set(f.name, (await f.async('string')).split('\n').filter((l) => l).map((l) => JSON.parse(l) as Rec))
  }
  return out
}

/** The VLM records' images where a run looks for it by default (beside the bank): images are sent as image parts. */
function placeImages(dir: string): void {
  for (const [rel, png] of [
    ['MedClass/classification/liver/image/liver_012_slice040.png', 'ct_slice_a.png'],
    ['MedClass/classification/kidney/image/kidney_007_slice021.png', 'ct_slice_b.png'],
  ]) {
    const to = path.join(dir, rel)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.copyFileSync(path.join(projectRoot, 'tests/fixtures/images', png), to)
  }
}

async function platformBank(dir: string, files: string[], keyFile?: string): Promise<Workspace> {
  placeImages(dir)
  const ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
  const r = await importFiles(ws, files.map((f) => ({ path: f, name: path.basename(f) })), { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR, keyFile })
  expect(r.ok, JSON.stringify(r).slice(0, 2000)).toBe(true)
  return ws
}

const FAST = { downGraceMs: 1500, coolMs: 100, backoff: { baseMs: 20, capMs: 200 } }

async function run(ws: Workspace, url: string, spec: Omit<RunSpecInput, 'endpoint'> = {}, endpoint: Partial<RunSpecInput['endpoint']> = {}) {
  const parsed = RunSpecSchema.parse({ ...spec, endpoint: { urls: [url], model: 'fake-plain', concurrency: 4, timeoutMs: 5000, ...endpoint } })
  const { run: r } = ws.runs.start(parsed, { actor: TEST_ACTOR, tuning: FAST })
  const outcome = await ws.runs.wait(r.id)!
  return { id: r.id, outcome }
}

/** Same files, records and order; every field but the answer the same JSON value, keys in the same order. */
function expectRoundTrip(inputs: Map<string, Rec[]>, zipped: Map<string, Rec[]>): void {
  expect([...zipped.keys()].sort()).toEqual([...inputs.keys()].sort())
  for (const [p, lines] of inputs) {
    const out = zipped.get(p)!
    expect([p, out.length]).toEqual([p, lines.length])
    lines.forEach((rec, i) => {
      expect(Object.keys(out[i]), `${p}:${i + 1}`).toEqual(Object.keys(rec))
      const { answer: _a, ...given } = rec
      const { answer: _b, ...written } = out[i]
      expect(written, `${p}:${i + 1}`).toStrictEqual(given)
      expect(typeof out[i].answer).toBe('string')
    })
  }
}

describe('the platform submission zip of a run', () => {
  let srv: ModelServer
  let dir: string
  let ws: Workspace
  let runId: string
  const inputs = new Map(FILES.map((f) => [zipPathOf(f), readLines(path.join(FIXTURES, f))]))

  beforeAll(async () => {
    srv = await startModelServer({ items: KEYED, accuracy: 0.6, seed: 11, unknownAnswer: OPEN_ANSWER })
    dir = tempDir()
    // Keys the user holds (canonical letters), so the same run is also scored locally.
    const keyFile = path.join(dir, 'keys.jsonl')
    fs.writeFileSync(keyFile, [['MedExam_V4', 3, 'D'], ['MedExam_V4', 4, 'B']].map(([source, id, answer]) => JSON.stringify({ answer, other: { id, source } })).join('\n') + '\n')
    ws = await platformBank(dir, FILES.map((f) => path.join(FIXTURES, f)), keyFile)
    const r = await run(ws, srv.url)
    expect(r.outcome.status).toBe('completed')
    runId = r.id
  })
  afterAll(async () => {
    ws?.close()
    await srv?.close()
  })

  it('keeps every record of every file, in order, question / other / img_path unchanged', async () => {
    const { result, bytes } = await writeSubmission(ws, ws.runs.get(runId), null)
    const zipped = await readZip(bytes!)
    expectRoundTrip(inputs, zipped)
    expect(result.records).toBe(32)
    expect(result.files.map((f) => [f.path, f.records])).toEqual([...inputs].map(([p, l]) => [p, l.length]).sort())
    // The VLM record's img_path is the list the platform wrote.
    expect(zipped.get('MedBench_VLM/MedClass.jsonl')![0].img_path).toEqual(['MedClass/classification/liver/image/liver_012_slice040.png'])
  })

  it('answers each copy in its own presented letters, in the format its question asks for', async () => {
    const { result, bytes } = await writeSubmission(ws, ws.runs.get(runId), null)
    const zipped = await readZip(bytes!)
    // What the server answered to each prompt as sent (identical copies get identical answers).
    const said = new Map<string, string>()
    for (const r of ws.runs.store.responses(runId)) {
      const messages = JSON.parse(r.messages) as { content: string }[]
      const e = srv.expected(messages)
      if (e) said.set(messages[messages.length - 1].content, e.letters)
    }
    const exam = zipped.get('MedBench_LLM/MedExam.jsonl')!
    expect(exam.map((r) => r.answer)).toEqual(exam.map((r) => `<${said.get(r.question as string)}>`))
    // The shuffles matter: the copies of one item are not all answered with one letter.
    expect(new Set(exam.slice(0, 5).map((r) => r.answer)).size).toBeGreaterThan(1)
    const safety = zipped.get('MedBench_LLM/MedSafety.jsonl')!
    expect(safety.slice(0, 5).map((r) => r.answer)).toEqual(safety.slice(0, 5).map((r) => said.get(r.question as string)))
    expect(safety.slice(5).map((r) => r.answer)).toEqual(['', '', '', '', ''])
    const ddx = zipped.get('MedBench_LLM/DDx-advanced.jsonl')!
    expect(ddx.map((r) => r.answer)).toEqual(ddx.map((r) => [...said.get(r.question as string)!].join(', ')))
    expect(ddx.some((r) => (r.answer as string).includes(', '))).toBe(true)
    // JSON asked for: the JSON alone; text tasks: the answer without the reasoning.
    for (const r of zipped.get('MedBench_LLM/SMDoc.jsonl')!) expect(r.answer).toBe('{"结果": "示例"}')
    for (const p of ['MedBench_LLM/MedPopular.jsonl', 'MedBench_LLM/CMB-Clin-extended.jsonl', 'MedBench_Agent/MedCallAPI.jsonl', 'MedBench_VLM/MedClass.jsonl']) {
      for (const r of zipped.get(p)!) expect([p, r.answer]).toEqual([p, '```json\n{"结果": "示例"}\n```'])
    }
    // Missing answers counted per file and reason.
    const safetyReport = result.files.find((f) => f.path === 'MedBench_LLM/MedSafety.jsonl')!
    expect(safetyReport).toMatchObject({ records: 10, answered: 5, missing: { no_answer: 5, failed: 0, not_run: 0, not_in_run: 0 } })
    expect(result.missing).toEqual({ failed: 0, not_run: 0, no_answer: 5, not_in_run: 0 })
    expect(result.answered).toBe(27)
    expect(result.files.find((f) => f.path === 'MedBench_LLM/MedExam.jsonl')!.formats).toEqual({ letters: 10, json: 0, text: 0 })
  })

  it('is scored locally per item across its presented copies by the same run', () => {
    const store = ws.runs.store
    const { report } = buildRunReport(ws, ws.runs.get(runId), store, { app: 'test', resamples: 200 })
    // Item score = share of its five copies answered right; MedExam = mean of its two items.
    const right = new Map<string, number[]>()
    const tasks = store.tasks(runId)
    for (const r of store.responses(runId)) {
      const t = tasks[r.seq]
      if (!t.itemId.startsWith('MedExam_V4:')) continue
      right.set(t.itemId, [...(right.get(t.itemId) ?? []), srv.expected(JSON.parse(r.messages))!.correct ? 1 : 0])
    }
    const perItem = [...right.values()].map((xs) => xs.reduce((a, b) => a + b, 0) / xs.length)
    expect(report.by_task.MedExam.score).toBeCloseTo((100 * perItem.reduce((a, b) => a + b, 0)) / perItem.length, 9)
    expect(report.dynamic).toBeDefined()
  })

  it('counts failed and unanswered requests, and fills a partly selected file from the bank', async () => {
    srv.setFaults({ queue: ['500', null, '500'] })
    const r = await run(ws, srv.url, { selection: { ids: ['MedExam_V4:3'] }, limits: { maxAttempts: 1 }, cache: false }, { concurrency: 1 })
    srv.setFaults({})
    const failed = ws.runs.store.responses(r.id).filter((x) => x.errorClass !== null).map((x) => x.seq)
    expect(failed).toEqual([0, 2])
    // A request killed before its answer arrived (as after kill -9 without a resume).
    ws.runs.store.db.prepare('DELETE FROM responses WHERE run_id = ? AND seq = 4').run(r.id)
    const { result, bytes } = await writeSubmission(ws, ws.runs.get(r.id), null)
    expect(result.files.map((f) => f.path)).toEqual(['MedBench_LLM/MedExam.jsonl'])
    expect(result.files[0]).toMatchObject({ records: 10, answered: 2, missing: { failed: 2, not_run: 1, no_answer: 0, not_in_run: 5 }, gaps: 0 })
    const exam = (await readZip(bytes!)).get('MedBench_LLM/MedExam.jsonl')!
    expectRoundTrip(new Map([['MedBench_LLM/MedExam.jsonl', inputs.get('MedBench_LLM/MedExam.jsonl')!]]), new Map([['MedBench_LLM/MedExam.jsonl', exam]]))
    expect(exam.map((x) => x.answer === '')).toEqual([true, false, true, false, true, true, true, true, true, true])
  })

  it('is one operation for every host: the CLI writes the file, the browser gets the bytes', async () => {
    const ctx = (host: 'cli' | 'http') => ({ ws, jobs: new JobRegistry(), host, uploadsDir: path.join(dir, 'up'), demo: false, version: 'test', actor: null, settings: { dir, secrets: new NoSecretStore() } })
    const web = await dispatchOp(ops, ctx('http'), 'run.submission', { run: runId })
    expect(web.ok).toBe(true)
    if (!web.ok) return
    const value = web.value as OpOutput<'run.submission'>
    expect(value.file).toBeNull()
    expectRoundTrip(inputs, await readZip(Buffer.from(value.contentBase64!, 'base64')))
    const refused = await dispatchOp(ops, ctx('http'), 'run.submission', { run: runId, out: path.join(dir, 'web.zip') })
    expect(refused.ok).toBe(false)
    expect(fs.existsSync(path.join(dir, 'web.zip'))).toBe(false)
    const bad = await dispatchOp(ops, ctx('cli'), 'run.submission', { run: runId, out: '' })
    expect(bad.ok).toBe(false)

    // The command line: the zip on disk, counts on stderr, the result with --json; never over a file.
    const out = path.join(dir, 'sub', 'medbench.zip')
    const cli = async (...argv: string[]) => {
      const o: string[] = []
      const e: string[] = []
      const code = await runCli(argv, { out: (l) => o.push(l), err: (l) => e.push(l), lang: 'en' })
      return { code, out: o, err: e }
    }
    const first = await cli('submission', '--runs', ws.runs.file, '--run', runId, '--out', out, '--json')
    expect(first.code, first.err.join('\n')).toBe(0)
    const json = JSON.parse(first.out[0]) as { file: string; records: number; missing: Record<string, number> }
    expect(json).toMatchObject({ file: path.resolve(out), records: 32, missing: { no_answer: 5 } })
    expect(first.err.join('\n')).toContain('MedBench_LLM/MedSafety.jsonl: 5 records with an empty answer (no answer in the output)')
    expectRoundTrip(inputs, await readZip(fs.readFileSync(out)))
    const again = await cli('submission', '--runs', ws.runs.file, '--run', runId, '--out', out)
    expect(again.code).toBe(1)
    expect(again.err.join('\n')).toContain('never overwritten')
    expect(fs.readdirSync(path.dirname(out))).toEqual(['medbench.zip'])
  })
})

describe('what a submission refuses or leaves out', () => {
  let srv: ModelServer
  beforeAll(async () => {
    srv = await startModelServer({ items: KEYED, unknownAnswer: OPEN_ANSWER })
  })
  afterAll(() => srv.close())

  const refusal = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (x: unknown) => x,
    )
    expect(e).toBeInstanceOf(MbError)
    return { zh: renderMsg((e as MbError).msg, 'zh'), en: renderMsg((e as MbError).msg, 'en') }
  }

  it('a run with no platform items at all', async () => {
    const dir = tempDir()
    const ws = await platformBank(dir, [formatFixture('cmmlu_dev_sample.jsonl')])
    const { id } = await run(ws, srv.url, { selection: { limit: 2 } })
    const msg = await refusal(writeSubmission(ws, ws.runs.get(id), path.join(dir, 'x.zip')))
    expect(msg.en).toContain('has no MedBench platform items')
    expect(msg.zh).toContain('没有 MedBench 平台题目')
    expect(fs.existsSync(path.join(dir, 'x.zip'))).toBe(false)
    ws.close()
  })

  it('items of other datasets in the same run are left out and counted', async () => {
    const dir = tempDir()
    const ws = await platformBank(dir, [formatFixture('cmmlu_dev_sample.jsonl'), path.join(FIXTURES, 'LLM_MedPopular.jsonl')])
    const { id } = await run(ws, srv.url)
    const { result, bytes } = await writeSubmission(ws, ws.runs.get(id), null)
    expect(result.otherItems).toBe(readLines(formatFixture('cmmlu_dev_sample.jsonl')).length)
    expectRoundTrip(new Map([['MedBench_LLM/MedPopular.jsonl', readLines(path.join(FIXTURES, 'LLM_MedPopular.jsonl'))]]), await readZip(bytes!))
    ws.close()
  })

  it('items of a bank imported before records were kept: named, nothing guessed', async () => {
    const dir = tempDir()
    const ws = await platformBank(dir, ['LLM_MedSafety.jsonl', 'LLM_MedPopular.jsonl'].map((f) => path.join(FIXTURES, f)))
    // As an older build stored them: a variant without its record (here a new version saved so).
    for (const id of ['MedSafety_V4:7', 'MedPopular:9']) {
      const { item, version } = ws.bank.getItem(id)!
      const variants = item.variants!.map((v, i) => (i === 0 ? { prompt: v.prompt, order: v.order, line: v.line } : v))
      await saveItem(ws, TEST_ACTOR, { id, baseVersion: version, item: { ...item, variants } })
    }
    const { id } = await run(ws, srv.url)
    const msg = await refusal(writeSubmission(ws, ws.runs.get(id), path.join(dir, 'x.zip')))
    expect(msg.en).toMatch(/^2 platform items have no stored record/)
    expect(msg.en).toContain('MedSafety_V4:7')
    expect(msg.en).toContain('MedPopular:9')
    expect(msg.zh).toContain('道平台题目缺少原始记录')
    expect(fs.existsSync(path.join(dir, 'x.zip'))).toBe(false)
    ws.close()
  })
})

describe('what the bank keeps of a platform record', () => {
  it('the record as written, never a filled answer (that is a key, kept in the keys file)', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'LLM_MedSpeQA.jsonl')
    const rec = { question: '  嗜铬细胞瘤术前准备的要点是什么？\n', answer: '参考答案：扩容与α受体阻滞剂（保密文本）', other: { id: 5, source: 'MedSpeQA', round: 'r2' }, note: [1, { a: null }] }
    fs.writeFileSync(file, '\n' + JSON.stringify(rec) + '\r\n')
    const ws = await platformBank(dir, [file])
    const item = ws.bank.getItem('MedSpeQA:5')!.item
    expect(item.variants![0].prompt).toBe(rec.question)
    expect(item.variants![0].record).toEqual({ file: 'LLM_MedSpeQA.jsonl', index: 0, fields: ['question', 'answer', 'other', 'note'], other: rec.other, extra: { note: rec.note } })
    expect(JSON.stringify(item)).not.toContain('保密文本')
    expect(ws.keys.get('MedSpeQA:5')!.key.reference).toBe(rec.answer)
    ws.close()
  })
})

const platformDir = process.env.MEDBENCH_PLATFORM_DIR

describe.skipIf(!platformDir)('the platform’s whole question set (MEDBENCH_PLATFORM_DIR)', () => {
  it('every record of every file round-trips through import, a run and the zip', async () => {
    const files = fs.readdirSync(platformDir!).filter((f) => /^(LLM|Agent|VLM)_.+\.jsonl$/.test(f)).sort()
    const srv = await startModelServer({ unknownAnswer: OPEN_ANSWER })
    const dir = tempDir()
    const ws = await platformBank(dir, files.map((f) => path.join(platformDir!, f)))
    const { id, outcome } = await run(ws, srv.url, {}, { concurrency: 16 })
    expect(outcome.status).toBe('completed')
    const { result, bytes } = await writeSubmission(ws, ws.runs.get(id), null)
    expectRoundTrip(new Map(files.map((f) => [zipPathOf(f), readLines(path.join(platformDir!, f))])), await readZip(bytes!))
    expect(result.files).toHaveLength(files.length)
    ws.close()
    await srv.close()
  }, 300_000)
})
