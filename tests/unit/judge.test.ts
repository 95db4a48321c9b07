// The LLM judge (issue 8): reading verdicts (fenced, after a <think> block, wrong counts, out of
// scale), the loopback judge server as the official openai client sees it, and judge passes end to
// end: a run's open answers (rubric, key-point and reference-only items) judged through the judge.run
// operation against the loopback judge, each verdict and score equal to what the judge's truth implies,
// choice items left alone, unreadable verdicts asked again and, when they never read, reported and not
// guessed; 500s retried; samples for self-consistency; a resumed pass asks for nothing it has; and
// `medbench judge` ends with the contract's JSON line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import OpenAI from 'openai'
import { Workspace } from '../../src-main/services/workspace'
import { importFiles } from '../../src-main/services/importService'
import { saveKey } from '../../src-main/services/itemService'
import { RunSpecSchema } from '../../src-main/core/run/spec'
import { dispatchOp, type OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { readVerdict, findJsonObject } from '../../src-main/core/judge/verdict'
import { judgeModeOf } from '../../src-main/core/judge/templates'
import { rubricScore } from '../../src-main/core/score/rubric'
import { predictIsotonic } from '../../src-main/core/calibration/isotonic'
import { aggregate } from '../../src-main/core/aggregate'
import { renderMsg } from '../../src-main/core/messages'
import { startModelServer, type ModelServer } from '../support/modelServer'
import { startJudgeServer, truthOf, type JudgeServer } from '../support/judgeServer'
import { TEST_ACTOR } from './helpers/actors'
import { tempDir } from './helpers/paths'
import { runCliAs as cli } from './helpers/cliRun'
import { callOp, cliContext } from './helpers/opCall'

process.env.MEDBENCH_DATA_DIR ??= tempDir('medbench-data-')

describe('reading a verdict', () => {
  const rubric = [
    { criterion: '指出「心电图」检查', points: 5 },
    { criterion: '建议「急诊」就医', points: 3 },
    { criterion: '推荐「自行服用抗生素」（错误）', points: -4 },
  ]
  it('finds the JSON after a <think> block and inside a fence, orders entries by id, scores with the rubric formula', () => {
    const text = '<think>{"criteria": "not this"}</think>好的。\n```json\n{"criteria":[{"id":2,"met":false,"reason":"未提"},{"id":1,"met":true,"reason":"有"},{"id":3,"met":true,"reason":"有害"}]}\n```'
    const r = readVerdict('rubric', text, { rubric })
    expect(r).toMatchObject({ ok: true, verdict: { criteria: [{ met: true }, { met: false }, { met: true }] } })
    expect(r.ok && r.score).toBeCloseTo(rubricScore(rubric, [true, false, true])!, 12)
  })
  it('a wrong count, bad ids, no JSON, broken JSON, a score off the scale: not read, each with its reason', () => {
    const en = (t: string, mode: 'rubric' | 'keypoints' | 'overall' = 'rubric') => {
      const r = readVerdict(mode, t, { rubric, keyPoints: ['a', 'b'] })
      return r.ok ? 'ok' : renderMsg(r.problem, 'en')
    }
    expect(en('{"criteria":[{"met":true},{"met":false}]}')).toBe('the judge gave 2 verdicts where 3 were asked for')
    expect(en('{"criteria":[{"id":1,"met":true},{"id":1,"met":false},{"id":3,"met":true}]}')).toBe('the judge numbered its verdicts differently from the criteria')
    expect(en('回答较好，给 4 分。')).toBe('the judge wrote no JSON object')
    expect(en('{"criteria": [ {"met": tru } ]}')).toMatch(/^the judge's JSON does not parse/)
    expect(en('{"verdicts":[]}')).toMatch(/^the judge's JSON lacks or misnames a field: criteria/)
    expect(en('{"score": 7, "reason": "x"}', 'overall')).toBe("the judge's score 7 is not a whole number from 1 to 5")
    expect(en('{"score": 4}', 'overall')).toBe('ok')
    expect(en('{"key_points":[{"covered":true,"span":"x"},{"covered":false}]}', 'keypoints')).toBe('ok')
  })
  it('a brace inside a string does not end the object', () => {
    expect(findJsonObject('x {"score": 3, "reason": "有 } 号"} y')).toBe('{"score": 3, "reason": "有 } 号"}')
  })
  it('which items are judged, and how', () => {
    expect(judgeModeOf('open_ended', { rubric: [{ criterion: 'x', points: 1 }], reference: 'r' })).toBe('rubric')
    expect(judgeModeOf('multi_turn', { keyPoints: ['a'] })).toBe('keypoints')
    expect(judgeModeOf('open_ended', { reference: '参考' })).toBe('overall')
    expect(judgeModeOf('open_ended', {})).toBeNull()
    expect(judgeModeOf('single_choice', { answer: 'A', rubric: [{ criterion: 'x', points: 1 }] })).toBeNull()
  })
})

// Open items: the rubric and key points quote the phrase a careful grader looks for, 「…」.
const OPEN = [
  { id: 'o1', stem: '患者男，58岁，胸痛2小时。首先应如何处理？', reference: '立即做心电图，急诊评估。', rubric: [{ criterion: '建议立即做「心电图」', points: 5 }, { criterion: '建议「急诊」评估', points: 3 }, { criterion: '建议「回家观察」（延误）', points: -4 }] },
  { id: 'o2', stem: '糖尿病患者足部护理要点有哪些？', reference: '每日检查足部，保持清洁干燥，选择合适鞋袜。', keyPoints: ['每日「检查足部」', '保持「清洁干燥」', '选择合适「鞋袜」'] },
  { id: 'o3', stem: '高血压患者生活方式干预包括什么？', reference: '限盐，减重，规律运动，戒烟限酒。', rubric: [{ criterion: '提到「限盐」', points: 4 }, { criterion: '提到「运动」', points: 3 }, { criterion: '提到「戒烟」', points: 2 }] },
  { id: 'o4', stem: '简述哮喘急性发作的处理。', reference: '吸入短效β2受体激动剂。' },
  { id: 'o5', stem: '贫血患者饮食建议？', reference: '多吃含铁食物。', keyPoints: ['补充「含铁」食物', '配合「维生素C」', '避免「浓茶」'] },
]
const ANSWERS: Record<string, string> = {
  o1: '应立即做心电图并急诊评估，不宜回家观察等待。',
  o2: '每天检查足部，保持清洁干燥。',
  o3: '限盐和规律运动。',
  o4: '吸入短效β2受体激动剂。',
  o5: '多吃红肉等含铁食物，喝浓茶会影响吸收。',
}

async function makeBank(): Promise<Workspace> {
  const dir = tempDir('medbench-judge-')
  const file = path.join(dir, 'items.jsonl')
  const rows = [
    ...OPEN.map((o) => ({ id: o.id, stem: o.stem, type: 'open_ended', reference: o.reference, dimension: 'generation' })),
    { id: 'c1', stem: '甲状腺危象首选的抗甲状腺药物是', A: '甲巯咪唑', B: '丙硫氧嘧啶', C: '普萘洛尔', answer: 'B' },
  ]
  fs.writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n')
  const ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
  const r = await importFiles(ws, [{ path: file, name: 'items.jsonl' }], { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })
  expect(r.ok).toBe(true)
  for (const o of OPEN) {
    if (!o.rubric && !o.keyPoints) continue
    const base = ws.keys.get(o.id)!.version
    await saveKey(ws, TEST_ACTOR, { id: o.id, baseVersion: base, key: { reference: o.reference, ...(o.rubric ? { rubric: o.rubric } : {}), ...(o.keyPoints ? { keyPoints: o.keyPoints } : {}) } })
  }
  return ws
}

const ctxOf = cliContext
const call = callOp

/** What the judge's truth says each open answer scores. */
function expectedScore(o: (typeof OPEN)[number], answer: string): number {
  if (o.rubric) return rubricScore(o.rubric, o.rubric.map((c) => truthOf(c.criterion, answer)))!
  if (o.keyPoints) return o.keyPoints.filter((k) => truthOf(k, answer)).length / o.keyPoints.length
  return answer.trim() === o.reference.trim() ? 1 : 0
}

describe('judge passes over a run', () => {
  let model: ModelServer
  let ws: Workspace
  let runId = ''
  let goodJudge = ''
  let neverJudge = ''
  beforeAll(async () => {
    model = await startModelServer({ items: [{ stem: '甲状腺危象首选的抗甲状腺药物是', options: { A: '甲巯咪唑', B: '丙硫氧嘧啶', C: '普萘洛尔' }, answer: 'B' }], openAnswer: (p) => OPEN.find((o) => p.includes(o.stem)) && ANSWERS[OPEN.find((o) => p.includes(o.stem))!.id] })
    ws = await makeBank()
    const spec = RunSpecSchema.parse({ endpoint: { urls: [model.url], model: 'fake-plain', concurrency: 2, timeoutMs: 2000 } })
    const { run } = ws.runs.start(spec, { actor: TEST_ACTOR })
    const outcome = await ws.runs.wait(run.id)!
    expect(outcome.status).toBe('completed')
    runId = run.id
  })
  afterAll(async () => {
    ws.close()
    await model.close()
  })

  it('the loopback judge speaks the protocol the official openai client expects', async () => {
    const judge = await startJudgeServer()
    try {
      const client = new OpenAI({ baseURL: judge.url, apiKey: 'x', maxRetries: 0 })
      const models = await client.models.list()
      expect(models.data.map((m) => m.id)).toEqual(['fake-judge'])
      const r = await client.chat.completions.create({ model: 'fake-judge', messages: [{ role: 'user', content: '【待评回答】\n多吃含铁食物\n\n【要点】（共 2 条）\n1. 「含铁」\n2. 「浓茶」\n\n【输出格式】…' }] })
      const read = readVerdict('keypoints', r.choices[0].message.content!, { keyPoints: ['「含铁」', '「浓茶」'] })
      expect(read).toMatchObject({ ok: true, score: 0.5, verdict: { keyPoints: [{ covered: true, span: '含铁' }, { covered: false }] } })
      expect(r.usage!.prompt_tokens).toBeGreaterThan(0)
    } finally {
      await judge.close()
    }
  })

  it('every open answer gets the verdict and score the judge implies; the choice item is not judged', async () => {
    const judge = await startJudgeServer()
    try {
      const ctx = ctxOf(ws)
      const out = await call<{ judge: string; status: string; done: number; errors: number; total: number }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge', timeoutMs: 2000 } })
      expect(out).toMatchObject({ status: 'completed', done: 5, errors: 0, total: 5 })
      goodJudge = out.judge
      expect(judge.stats.byMode).toEqual({ rubric: 2, keypoints: 2, overall: 1 })
      const verdicts = await call<{ itemId: string; mode: string; status: string; score: number; raw: string; attempts: number; promptTokens: number; latencyMs: number }[]>(ctx, 'judge.verdicts', { judge: out.judge })
      expect(verdicts.map((v) => v.itemId).sort()).toEqual(['o1', 'o2', 'o3', 'o4', 'o5'])
      for (const v of verdicts) {
        const o = OPEN.find((x) => x.id === v.itemId)!
        expect(v.status).toBe('ok')
        expect(v.score, v.itemId).toBeCloseTo(expectedScore(o, ANSWERS[o.id]), 12)
        expect(v.raw).toContain('```json')
        expect(v.attempts).toBe(1)
        expect(v.promptTokens).toBeGreaterThan(0)
        expect(v.latencyMs).toBeGreaterThanOrEqual(0)
      }
      // The negative criterion of o1 ("回家观察") is quoted in the answer: met, and it subtracts.
      expect(verdicts.find((v) => v.itemId === 'o1')!.score).toBeCloseTo(4 / 8, 12)
      const list = await call<{ id: string; status: string; spec: { template: string; endpoint: { model: string; apiKeyEnv?: string } }; counts: { ok: number } }[]>(ctx, 'judge.list', { run: runId })
      expect(list.find((j) => j.id === out.judge)).toMatchObject({ status: 'completed', spec: { template: 'medbench-judge@1', endpoint: { model: 'fake-judge' } }, counts: { ok: 5 } })
    } finally {
      await judge.close()
    }
  })

  it('an unreadable verdict is asked again; one that never reads is reported with the judge\'s words, never guessed; 500s are retried', async () => {
    const ctx = ctxOf(ws)
    const flaky = await startJudgeServer({ garbleFirst: 2, countOff: 1, fail500: 2 })
    try {
      const out = await call<{ judge: string; status: string; errors: number }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [flaky.url], model: 'fake-judge', timeoutMs: 2000 }, concurrency: 1, maxAttempts: 6 })
      expect(out).toMatchObject({ status: 'completed', errors: 0 })
      const v = await call<{ attempts: number; status: string }[]>(ctx, 'judge.verdicts', { judge: out.judge })
      expect(v.every((x) => x.status === 'ok')).toBe(true)
      // 2 × 500, 2 answers without JSON and 1 with a missing entry, all on the first verdict: 6 asks.
      expect(v.map((x) => x.attempts).sort()).toEqual([1, 1, 1, 1, 6])
    } finally {
      await flaky.close()
    }
    const never = await startJudgeServer({ neverJson: true })
    try {
      const out = await call<{ judge: string; status: string; done: number; errors: number }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [never.url], model: 'fake-judge', timeoutMs: 2000 }, maxAttempts: 3 })
      expect(out).toMatchObject({ status: 'completed', done: 5, errors: 5 })
      neverJudge = out.judge
      const v = await call<{ status: string; score: number | null; raw: string; problem: { en: string }; attempts: number }[]>(ctx, 'judge.verdicts', { judge: out.judge })
      expect(v.every((x) => x.status === 'unparsed' && x.score === null && x.attempts === 3)).toBe(true)
      expect(v[0].raw).toContain('需要更多信息')
      expect(v[0].problem.en).toBe('the judge wrote no JSON object')
      expect(never.stats.chatRequests).toBe(15)
    } finally {
      await never.close()
    }
  })

  it('samples for self-consistency; a resumed pass asks for nothing it already has', async () => {
    const ctx = ctxOf(ws)
    const judge = await startJudgeServer({ flip: 0.3, seed: 4 })
    try {
      const out = await call<{ judge: string; done: number; total: number }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge', timeoutMs: 2000, params: { temperature: 0.7 } }, samples: 3 })
      expect(out).toMatchObject({ done: 15, total: 15 })
      const asked = judge.stats.chatRequests
      const again = await call<{ judge: string; done: number; status: string }>(ctx, 'judge.run', { run: runId, resume: out.judge })
      expect(again).toMatchObject({ judge: out.judge, done: 15, status: 'completed' })
      expect(judge.stats.chatRequests).toBe(asked)
      const v = await call<{ seq: number; sample: number }[]>(ctx, 'judge.verdicts', { judge: out.judge })
      expect(new Set(v.map((x) => `${x.seq}:${x.sample}`)).size).toBe(15)
    } finally {
      await judge.close()
    }
  })

  it('spreads a pass over the endpoint\'s replicas and drains one that is down', async () => {
    const ctx = ctxOf(ws)
    const a = await startJudgeServer({ seed: 5 })
    const b = await startJudgeServer({ seed: 5 })
    const gone = await startJudgeServer()
    const deadUrl = gone.url
    await gone.close()
    try {
      const both = await call<{ status: string; done: number; errors: number }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [a.url, b.url], model: 'fake-judge', timeoutMs: 2000, params: { temperature: 0.7 } }, samples: 4, concurrency: 1 })
      expect(both).toMatchObject({ status: 'completed', done: 20, errors: 0 })
      expect(a.stats.chatRequests).toBeGreaterThan(0)
      expect(b.stats.chatRequests).toBeGreaterThan(0)
      expect(a.stats.chatRequests + b.stats.chatRequests).toBe(20)
      const before = a.stats.chatRequests
      const withDead = await call<{ status: string; done: number; errors: number }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [deadUrl, a.url], model: 'fake-judge', timeoutMs: 1000 }, concurrency: 1 })
      // Every verdict comes from the live replica; the dead one cost retries, never a verdict.
      expect(withDead).toMatchObject({ status: 'completed', done: 5, errors: 0 })
      expect(a.stats.chatRequests - before).toBe(5)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('a judge server that is not there interrupts the pass, resumable; a resume into another run is refused', async () => {
    const ctx = ctxOf(ws)
    const gone = await startJudgeServer()
    const url = gone.url
    await gone.close()
    const out = await call<{ judge: string; status: string; done: number; reason: { en: string } }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [url], model: 'fake-judge', timeoutMs: 1000 }, concurrency: 1, maxAttempts: 2 })
    expect(out.status).toBe('interrupted')
    expect(out.done).toBe(0)
    expect(out.reason.en).toMatch(/stayed unreachable/)
    const back = await startJudgeServer({ port: Number(new URL(url).port) })
    try {
      const resumed = await call<{ status: string; done: number }>(ctx, 'judge.run', { run: runId, resume: out.judge })
      expect(resumed).toMatchObject({ status: 'completed', done: 5 })
    } finally {
      await back.close()
    }
    const wrong = await dispatchOp(ops, ctx, 'judge.run', { run: 'no-such-run', resume: out.judge })
    expect(wrong.ok).toBe(false)
  })

  it('a report applies a judge pass: open answers scored by its verdicts, the judge named, unjudged answers counted', async () => {
    const ctx = ctxOf(ws)
    type Rep = { report: { n_items: number; overall: { score: number; n: number }; by_type: Record<string, { score: number; n: number }>; lexical: { n_items: number }; judge?: Record<string, unknown> } }
    const plain = await call<Rep>(ctx, 'run.report', { run: runId, perResponse: false })
    expect(plain.report.lexical.n_items).toBe(5)
    expect(plain.report.judge).toBeUndefined()
    expect(plain.report.overall.n).toBe(1)
    const judged = await call<Rep>(ctx, 'run.report', { run: runId, perResponse: false, judge: goodJudge })
    expect(judged.report.judge).toMatchObject({ id: goodJudge, model: 'fake-judge', template: 'medbench-judge@1', samples: 1, n_items: 5, n_responses_judged: 5, n_responses_unjudged: 0 })
    expect(judged.report.lexical.n_items).toBe(0)
    const want = OPEN.map((o) => expectedScore(o, ANSWERS[o.id]))
    expect(judged.report.by_type.open_ended.n).toBe(5)
    expect(judged.report.by_type.open_ended.score).toBeCloseTo((100 * want.reduce((a, b) => a + b, 0)) / 5, 9)
    expect(judged.report.overall.n).toBe(6)
    // The per-response rows carry the judge's score of each open answer (the truth here), none for the choice item.
    type Row = { seq: number; itemId: string; judgeScore: number | null }
    const rows = await call<{ rows: Row[] }>(ctx, 'run.responses', { run: runId, judge: goodJudge })
    for (const r of rows.rows) {
      const o = OPEN.find((x) => x.id === r.itemId)
      if (o) expect(r.judgeScore).toBeCloseTo(expectedScore(o, ANSWERS[o.id]), 12)
      else expect(r.judgeScore).toBeNull()
    }
    expect((await call<{ rows: Row[] }>(ctx, 'run.responses', { run: runId })).rows.every((r) => r.judgeScore === null)).toBe(true)
    expect((await dispatchOp(ops, ctx, 'run.responses', { run: runId, calibration: 'calib-x' })).ok).toBe(false)
    // A pass whose verdicts never read scores nothing: the answers are counted, the items stay lexical.
    const never = await call<Rep>(ctx, 'run.report', { run: runId, perResponse: false, judge: neverJudge })
    expect(never.report.judge).toMatchObject({ n_items: 0, n_responses_judged: 0, n_responses_unjudged: 5 })
    expect(never.report.lexical.n_items).toBe(5)
    // The HTML names the judge; another run's judge id is refused.
    const html = await call<{ text: string }>(ctx, 'run.export', { run: runId, format: 'html', judge: goodJudge })
    expect(html.text).toContain(goodJudge)
    const wrong = await dispatchOp(ops, ctx, 'run.report', { run: runId, judge: 'judge-nope' })
    expect(wrong.ok).toBe(false)
    const viaCli = await cli(['report', '--runs', ws.runs.file, '--run', runId, '--judge', goodJudge, '--json'], { as: TEST_ACTOR.name })
    expect(JSON.parse(viaCli.out[viaCli.out.length - 1]).judge).toMatchObject({ id: goodJudge, n_items: 5 })
  })

  it('grading: a stratified sample to graders with overlap; each grader sees only the answer, blind; the calibration compares the judge with them', async () => {
    const coord = ctxOf(ws)
    const as = (name: string): OpContext => ({ ...ctxOf(ws), actor: { id: `u-${name}`, name, institution: '某医院', role: 'reviewer' } })
    const created = await call<{ session: { id: string; spec: { graders: string[] } }; sampled: number; perGrader: Record<string, number> }>(coord, 'grading.create', { run: runId, judge: goodJudge, graders: ['王医生', '李医生', '赵医生'], overlap: 2, size: 5, seed: 3 })
    expect(created.sampled).toBe(5)
    expect(Object.values(created.perGrader).sort()).toEqual([3, 3, 4])
    const sid = created.session.id
    // A grader cannot create sessions; a non-grader cannot grade.
    expect((await dispatchOp(ops, as('王医生'), 'grading.create', { run: runId, graders: ['x'], size: 1 })).ok).toBe(false)
    expect((await dispatchOp(ops, as('孙医生'), 'grading.next', { session: sid })).ok).toBe(false)

    type Next = { progress: { done: number; total: number }; item: null | { seq: number; question: string; answer: string; reference: string | null; rubric: { criterion: string }[] | null; keyPoints: string[] | null; scale: { min: number; max: number }; mine: unknown } }
    const firstOf = async (name: string) => (await call<Next>(as(name), 'grading.next', { session: sid })).item!
    const w = await firstOf('王医生')
    const seen = JSON.stringify(w)
    // Blind: the model's name, the judge and its verdicts are nowhere in what a grader gets.
    for (const hidden of ['fake-judge', 'fake-plain', goodJudge, '"met"', 'verdict', 'judge']) expect(seen).not.toContain(hidden)
    expect(w.question.length).toBeGreaterThan(5)
    expect(Object.values(ANSWERS)).toContain(w.answer)

    // Each grader grades their whole queue; 王 and 李 as the judge's truth implies, 赵 one step harsher.
    const seqItem = new Map<number, string>()
    for (const r of ws.runs.store.responses(runId)) {
      const m = JSON.parse(r.messages) as { content: string }[]
      const o = OPEN.find((x) => m.some((mm) => String(mm.content).includes(x.stem)))
      if (o) seqItem.set(r.seq, o.id)
    }
    const orders: Record<string, number[]> = {}
    for (const name of ['王医生', '李医生', '赵医生']) {
      orders[name] = []
      for (;;) {
        const n = await call<Next>(as(name), 'grading.next', { session: sid })
        if (!n.item) {
          expect(n.progress.done).toBe(n.progress.total)
          break
        }
        orders[name].push(n.item.seq)
        // Another grader's grade of the same answer is never shown.
        expect(n.item.mine).toBeNull()
        const o = OPEN.find((x) => x.id === seqItem.get(n.item!.seq))!
        const truth = Math.round(1 + 4 * expectedScore(o, ANSWERS[o.id]))
        const overall = name === '赵医生' ? Math.max(1, truth - 1) : truth
        const criteria = n.item.rubric ? o.rubric!.map((c) => truthOf(c.criterion, ANSWERS[o.id])) : undefined
        const bad = await dispatchOp(ops, as(name), 'grading.submit', { session: sid, seq: n.item.seq, overall: 9 })
        expect(!bad.ok && bad.error.en).toBe('the overall score 9 is not between 1 and 5')
        if (criteria) expect((await dispatchOp(ops, as(name), 'grading.submit', { session: sid, seq: n.item.seq, overall, criteria: criteria.slice(1) })).ok).toBe(false)
        await call(as(name), 'grading.submit', { session: sid, seq: n.item.seq, overall, criteria, seconds: 12 })
      }
    }
    // Each grader's order is their own.
    expect(new Set(Object.values(orders).map((o) => o.join(','))).size).toBeGreaterThan(1)
    const notMine = [...seqItem.keys()].find((seq) => !orders['赵医生'].includes(seq))!
    expect((await dispatchOp(ops, as('赵医生'), 'grading.submit', { session: sid, seq: notMine, overall: 3 })).ok).toBe(false)

    type Cal = { graded: number; report: { n_raters: number; pairwise: { rater_a: string; rater_b: string; n: number; cohen_kappa_quadratic: number | null; mean_bias: number | null }[] }; ceiling: { human_human: number | null; judge_human: number | null; n_human_pairs: number; n_judge_pairs: number }; disagreements: { seq: number; difference: number }[] }
    const cal = await call<Cal>(coord, 'grading.calibrate', { session: sid })
    expect(cal.graded).toBe(5)
    expect(cal.ceiling).toMatchObject({ n_human_pairs: 3, n_judge_pairs: 3 })
    // With intervals, a host serving windows computes on a worker thread through its own connection: the same answer.
    const inProcess = await call<Cal>(coord, 'grading.calibrate', { session: sid, bootstrap: 30, seed: 2 })
    expect(await call<Cal>({ ...coord, host: 'http' }, 'grading.calibrate', { session: sid, bootstrap: 30, seed: 2 })).toEqual(inProcess)
    // 王 and 李 agree with the judge's truth: with the judge, mean bias 0 and kappa 1 on the answers both scored.
    const jw = cal.report.pairwise.find((p) => [p.rater_a, p.rater_b].sort().join() === ['judge', '王医生'].sort().join())!
    expect(jw.mean_bias).toBe(0)
    // The figures equal the agreement operation's on the exported long file (one computation).
    const csv = await call<{ csv: string; rows: number }>(coord, 'grading.ratings', { session: sid })
    expect(csv.rows).toBe(10 + 5)
    const viaFile = await call<{ pairwise: unknown[] }>(coord, 'stats.agreement', { ratings: { name: 'grades.csv', contentBase64: Buffer.from(csv.csv).toString('base64') }, level: 'interval' })
    expect(viaFile.pairwise).toEqual(cal.report.pairwise)
    expect(cal.disagreements.every((d, i, a) => i === 0 || Math.abs(a[i - 1].difference) >= Math.abs(d.difference))).toBe(true)
    // Rubric criteria pooled over (answer, criterion): o1 and o3 have three each; the judge and every
    // grader followed the same truth, so macro-F1 is 1 against each grader, for the ceiling too.
    const crit = (cal as unknown as { criteria: { units: number; judge_vs_each: { grader: string; macro_f1: number | null; n: number }[]; judge_leave_one_out: number; human_ceiling: number } }).criteria
    expect(crit.units).toBe(6)
    expect(crit.judge_vs_each.filter((e) => e.n > 0).every((e) => e.macro_f1 === 1)).toBe(true)
    expect(crit.judge_vs_each.reduce((a, e) => a + e.n, 0)).toBe(12)
    expect(crit).toMatchObject({ judge_leave_one_out: 1, human_ceiling: 1 })

    // Grades from elsewhere: by item id, refused by line when the unit is not in the session.
    const ok = await call<{ imported: number; graders: string[] }>(coord, 'grading.import', { session: sid, file: { name: 'ext.csv', contentBase64: Buffer.from('unit,rater,score\no1,外院专家,3\no2,外院专家,4\n').toString('base64') } })
    expect(ok).toEqual({ imported: 2, graders: ['外院专家'] })
    const refused = await dispatchOp(ops, coord, 'grading.import', { session: sid, file: { name: 'ext2.csv', contentBase64: Buffer.from('unit,rater,score\no1,外院专家,3\nzz9,外院专家,4\n').toString('base64') } })
    expect(!refused.ok && refused.error.en).toBe('ext2.csv:3: zz9 is not an answer of this session (a response seq or an item id)')
  })

  it('medbench grading create / import / ratings and medbench calibrate, on the same operations', async () => {
    const runs = ws.runs.file
    const made = await cli(['grading', 'create', '--runs', runs, '--run', runId, '--judge', goodJudge, '--graders', '王医生,李医生', '--overlap', '2', '--size', '4', '--seed', '9', '--json'], { as: TEST_ACTOR.name })
    expect(made.code).toBe(0)
    const created = JSON.parse(made.out[made.out.length - 1]) as { session: string; sampled: number; perGrader: Record<string, number> }
    expect(created).toMatchObject({ sampled: 4, perGrader: { 王医生: 4, 李医生: 4 } })
    const file = path.join(tempDir(), 'grades.csv')
    const sampled = (await call<{ rows: number; csv: string }>(ctxOf(ws), 'grading.ratings', { session: created.session })).rows
    expect(sampled).toBe(0)
    // Grades from elsewhere for two answers by item id, then the calibration.
    fs.writeFileSync(file, 'unit,rater,score\no1,王医生,3\no1,李医生,4\no2,王医生,3\no2,李医生,3\n')
    const imp = await cli(['grading', 'import', '--runs', runs, '--session', created.session, file, '--json'], { as: TEST_ACTOR.name })
    expect(JSON.parse(imp.out[imp.out.length - 1])).toEqual({ imported: 4, graders: ['王医生', '李医生'] })
    const ratings = await cli(['grading', 'ratings', '--runs', runs, '--session', created.session], { as: TEST_ACTOR.name })
    expect(ratings.out[0]).toBe('unit,rater,score')
    expect(ratings.out.filter((l) => l.includes(',judge,'))).toHaveLength(2)
    const cal = await cli(['calibrate', '--runs', runs, '--session', created.session, '--json'], { as: TEST_ACTOR.name })
    expect(cal.code).toBe(0)
    const c = JSON.parse(cal.out[cal.out.length - 1])
    expect(c).toMatchObject({ session: created.session, judge: goodJudge, graded: 2, ceiling: { n_human_pairs: 1, n_judge_pairs: 2 } })
    // Two graded answers are too few to fit a calibration: said plainly, nothing stored.
    const fit = await cli(['calibrate', '--runs', runs, '--session', created.session, '--fit'], { as: TEST_ACTOR.name })
    expect(fit.code).toBe(1)
    expect(fit.err[0]).toBe('only 2 answers have both a judge score and grades; at least 10 are needed to fit')
  })

  it('judge passes compared on the same graded sample, one chosen for the session; medbench calibrate --compare / --use / --judge', async () => {
    const coord = ctxOf(ws)
    const made = await call<{ session: { id: string } }>(coord, 'grading.create', { run: runId, judge: goodJudge, graders: ['王医生', '李医生'], overlap: 2, size: 5, seed: 4 })
    const sid = made.session.id
    // Both graders grade as the truth says, on the 1–5 scale.
    const truth = OPEN.map((o) => ({ id: o.id, score: Math.round(1 + 4 * expectedScore(o, ANSWERS[o.id])) }))
    const csv = 'unit,rater,score\n' + truth.flatMap((t) => [`${t.id},王医生,${t.score}`, `${t.id},李医生,${t.score}`]).join('\n') + '\n'
    await call(coord, 'grading.import', { session: sid, file: { name: 'g.csv', contentBase64: Buffer.from(csv).toString('base64') } })
    const noisy = await startJudgeServer({ flip: 0.5, seed: 9 })
    let noisyJudge = ''
    try {
      noisyJudge = (await call<{ judge: string }>(coord, 'judge.run', { run: runId, endpoint: { urls: [noisy.url], model: 'noisy-judge', timeoutMs: 2000, params: { temperature: 0.9 } }, samples: 3 })).judge
    } finally {
      await noisy.close()
    }
    type Cmp = { current: string; common: number; judges: { id: string; model: string; samples: number; covered: number; mae: { value: number; lo: number; hi: number }; all_samples_agree: number | null }[] }
    const cmp = await call<Cmp>(coord, 'grading.compare', { session: sid, judges: [goodJudge, noisyJudge], seed: 5 })
    expect(cmp).toMatchObject({ current: goodJudge, common: 5 })
    // Each MAE is |judge on the 1–5 scale − graders' mean| over the five answers, from the stored verdicts.
    for (const j of cmp.judges) {
      const v = await call<{ seq: number; score: number | null; status: string }[]>(coord, 'judge.verdicts', { judge: j.id })
      const bySeq = new Map<number, number[]>()
      for (const x of v) if (x.status === 'ok') bySeq.set(x.seq, [...(bySeq.get(x.seq) ?? []), x.score!])
      const seqOf = new Map((await call<{ csv: string }>(coord, 'grading.ratings', { session: sid })).csv.trim().split('\n').slice(1).map((l) => l.split(',')).map(([u, , sc]) => [Number(u), Number(sc)]))
      const errs = [...seqOf].map(([seq, g]) => Math.abs(1 + 4 * (bySeq.get(seq)!.reduce((a, b) => a + b, 0) / bySeq.get(seq)!.length) - g))
      expect(j.mae.value).toBeCloseTo(errs.reduce((a, b) => a + b, 0) / errs.length, 12)
      expect(j.mae.lo).toBeLessThanOrEqual(j.mae.value)
      expect(j.mae.hi).toBeGreaterThanOrEqual(j.mae.value)
    }
    // The second prompt version judges the same answers; it is compared on the same graded sample.
    const v2srv = await startJudgeServer({ seed: 9 })
    let v2 = ''
    try {
      const out = await call<{ judge: string; done: number; errors: number }>(coord, 'judge.run', { run: runId, endpoint: { urls: [v2srv.url], model: 'fake-judge', timeoutMs: 2000 }, template: 'medbench-judge@2' })
      expect(out).toMatchObject({ done: 5, errors: 0 })
      v2 = out.judge
    } finally {
      await v2srv.close()
    }
    expect(await call(coord, 'judge.templates', {})).toEqual({ templates: ['medbench-judge@1', 'medbench-judge@2'], default: 'medbench-judge@1', read: ['medbench-read@1'], defaultRead: 'medbench-read@1' })
    const byTemplate = await call<{ judges: { id: string; template: string; mae: { value: number } }[] }>(coord, 'grading.compare', { session: sid, judges: [goodJudge, v2], seed: 5 })
    expect(byTemplate.judges.map((j) => j.template)).toEqual(['medbench-judge@1', 'medbench-judge@2'])
    // The fake judge follows the same truth whatever the prompt: the two versions agree with the graders alike.
    expect(byTemplate.judges[1].mae.value).toBeCloseTo(byTemplate.judges[0].mae.value, 12)
    const [good, bad] = cmp.judges
    expect(good).toMatchObject({ id: goodJudge, samples: 1, covered: 5, all_samples_agree: null })
    expect(bad).toMatchObject({ id: noisyJudge, model: 'noisy-judge', samples: 3, covered: 5 })
    expect(bad.mae.value).toBeGreaterThan(good.mae.value)
    // Without names, every pass of the run is compared (the one that never read covers nothing).
    const all = await call<Cmp>(coord, 'grading.compare', { session: sid })
    expect(all.judges.map((j) => j.id)).toEqual(expect.arrayContaining([goodJudge, noisyJudge, neverJudge]))
    expect(all.common).toBe(0)
    // The noisy judge's three samples: self-consistency is reported for it.
    type Cal = { judge: string; self_consistency: { units: number; samples: number; all_agree: number } | null; within: { specialty: { groups: unknown[]; too_small: { units: number }[] } } }
    const asNoisy = await call<Cal>(coord, 'grading.calibrate', { session: sid, judge: noisyJudge })
    expect(asNoisy.judge).toBe(noisyJudge)
    expect(asNoisy.self_consistency).toMatchObject({ units: 5, samples: 3 })
    // Five answers are too few to check a category (five per category at least): counted, not checked.
    expect(asNoisy.within.specialty.too_small.reduce((a, g) => a + g.units, 0) + asNoisy.within.specialty.groups.length * 5).toBeGreaterThanOrEqual(5)
    // Choosing: the session uses the chosen judge from now on; a pass that is not of this run is refused.
    expect((await dispatchOp(ops, coord, 'grading.useJudge', { session: sid, judge: 'judge-nope' })).ok).toBe(false)
    const viaCli = await cli(['calibrate', '--runs', ws.runs.file, '--session', sid, '--use', noisyJudge], { as: TEST_ACTOR.name })
    expect(viaCli.out[0]).toBe(`session ${sid} now uses judge ${noisyJudge}`)
    const now = await call<Cal>(coord, 'grading.calibrate', { session: sid })
    expect(now).toEqual(asNoisy)
    const cmpCli = await cli(['calibrate', '--runs', ws.runs.file, '--session', sid, '--compare', '--judges', `${goodJudge},${noisyJudge}`, '--seed', '5', '--json'], { as: TEST_ACTOR.name })
    expect(JSON.parse(cmpCli.out[cmpCli.out.length - 1])).toEqual({ ...cmp, current: noisyJudge })
  })

  it("an external judge's scores imported as a judge pass: calibrated, compared and reported like one run here; bad lines refused by line", async () => {
    const coord = ctxOf(ws)
    const made = await call<{ session: { id: string } }>(coord, 'grading.create', { run: runId, judge: goodJudge, graders: ['王医生', '李医生'], overlap: 2, size: 5, seed: 6 })
    const sid = made.session.id
    const truth = OPEN.map((o) => ({ id: o.id, score: Math.round(1 + 4 * expectedScore(o, ANSWERS[o.id])) }))
    const grades = 'unit,rater,score\n' + truth.flatMap((t) => [`${t.id},王医生,${t.score}`, `${t.id},李医生,${t.score}`]).join('\n') + '\n'
    await call(coord, 'grading.import', { session: sid, file: { name: 'g.csv', contentBase64: Buffer.from(grades).toString('base64') } })
    // The external judge scored each answer twice: once as the graders did, once a step higher (capped at 5).
    const ext = 'unit,rater,score\n' + truth.flatMap((t) => [`${t.id},s1,${t.score}`, `${t.id},s2,${Math.min(5, t.score + 1)}`]).join('\n') + '\n'
    const file = path.join(tempDir(), '外部评审.csv')
    fs.writeFileSync(file, ext)
    const imp = await cli(['grading', 'import', '--runs', ws.runs.file, '--session', sid, file, '--judge-model', 'GPT-4 (外院)', '--json'], { as: TEST_ACTOR.name })
    expect(imp.code).toBe(0)
    const j = JSON.parse(imp.out[imp.out.length - 1]) as { judge: string; model: string; verdicts: number; answers: number; samples: number }
    expect(j).toMatchObject({ model: 'GPT-4 (外院)', verdicts: 10, answers: 5, samples: 2 })
    // Its bias against the graders is half a step wherever the second sample could go higher.
    const want = truth.reduce((a, t) => a + (t.score < 5 ? 0.5 : 0), 0) / truth.length
    type Cmp = { judges: { id: string; mean_bias: { value: number }; mae: { value: number } }[] }
    const cmp = await call<Cmp>(coord, 'grading.compare', { session: sid, judges: [goodJudge, j.judge] })
    expect(cmp.judges[1].mean_bias.value).toBeCloseTo(want, 12)
    expect(cmp.judges[1].mae.value).toBeCloseTo(want, 12)
    const cal = await call<{ self_consistency: { all_agree: number; samples: number } }>(coord, 'grading.calibrate', { session: sid, judge: j.judge })
    expect(cal.self_consistency).toMatchObject({ samples: 2, all_agree: truth.filter((t) => t.score === 5).length / 5 })
    // A report can use it: the open answers scored by its verdicts, the judge named.
    const rep = await call<{ report: { judge: { id: string; model: string; template: string; n_responses_judged: number } } }>(coord, 'run.report', { run: runId, perResponse: false, judge: j.judge })
    expect(rep.report.judge).toMatchObject({ id: j.judge, model: 'GPT-4 (外院)', template: 'import', n_responses_judged: 5 })
    // A score off the session's scale is refused with its line; nothing is stored.
    const before = (await call<unknown[]>(coord, 'judge.list', { run: runId })).length
    const bad = await dispatchOp(ops, coord, 'grading.importVerdicts', { session: sid, model: 'x', file: { name: 'bad.csv', contentBase64: Buffer.from('unit,rater,score\no1,s1,3\no2,s1,7\n').toString('base64') } })
    expect(!bad.ok && bad.error.en).toBe('bad.csv:3: the score 7 is not a whole number from 1 to 5')
    expect((await call<unknown[]>(coord, 'judge.list', { run: runId })).length).toBe(before)
  })

  it('medbench judge: the contract\'s last JSON line', async () => {
    const judge = await startJudgeServer()
    try {
      const runsFile = ws.runs.file
      const r = await cli(['judge', '--runs', runsFile, '--run', runId, '--endpoint', judge.url, '--model', 'fake-judge', '--concurrency', '2', '--json'], { as: TEST_ACTOR.name })
      // The test bank had no profiles: the CLI says it made one for the acting name, and nothing else.
      expect(r.err.filter((l) => !/no profiles yet/.test(l))).toEqual([])
      expect(r.code).toBe(0)
      const last = JSON.parse(r.out[r.out.length - 1])
      expect(Object.keys(last)).toEqual(['judge', 'status', 'done', 'errors'])
      expect(last).toMatchObject({ status: 'completed', done: 5, errors: 0 })
      const bad = await cli(['judge', '--runs', runsFile, '--run', runId, '--endpoint', judge.url, '--model', 'fake-judge', '--template', 'nope@9'], { as: TEST_ACTOR.name })
      expect(bad.code).toBe(1)
      expect(bad.err[0]).toBe('no judge template nope@9 (known: medbench-judge@1, medbench-judge@2, medbench-read@1)')
    } finally {
      await judge.close()
    }
  })
})

describe('a fitted calibration', () => {
  // Twelve open items whose rubric quotes what a grader looks for; answers cover more or less of it.
  const PHRASES = ['心电图', '急诊', '吸氧', '阿司匹林', '复查']
  const items = Array.from({ length: 14 }, (_, i) => ({
    id: `f${i}`,
    stem: `第${i + 1}例：胸痛患者的处理要点是什么？（病例${i}）`,
    rubric: PHRASES.map((p, k) => ({ criterion: `提到「${p}」`, points: k + 1 })),
    answer: PHRASES.slice(0, i % 6).join('，') + '。',
  }))
  let model: ModelServer
  let judge: JudgeServer
  let ws: Workspace
  beforeAll(async () => {
    model = await startModelServer({ items: [], openAnswer: (p) => items.find((o) => p.includes(o.stem))?.answer })
    judge = await startJudgeServer({ flip: 0.15, seed: 2 })
    const dir = tempDir('medbench-fit-')
    const file = path.join(dir, 'items.jsonl')
    fs.writeFileSync(file, items.map((o) => JSON.stringify({ id: o.id, stem: o.stem, type: 'open_ended', reference: PHRASES.join('，'), dimension: 'generation' })).join('\n') + '\n')
    ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
    expect((await importFiles(ws, [{ path: file, name: 'items.jsonl' }], { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })).ok).toBe(true)
    for (const o of items) await saveKey(ws, TEST_ACTOR, { id: o.id, baseVersion: ws.keys.get(o.id)!.version, key: { reference: PHRASES.join('，'), rubric: o.rubric } })
  })
  afterAll(async () => {
    ws.close()
    await model.close()
    await judge.close()
  })

  it('is fitted on the graded sample, cross-fitted, stored with its version and band, and monotone; medbench calibrate --fit says the same', async () => {
    const { run } = ws.runs.start(RunSpecSchema.parse({ endpoint: { urls: [model.url], model: 'fake-plain', concurrency: 2, timeoutMs: 2000 } }), { actor: TEST_ACTOR })
    expect((await ws.runs.wait(run.id)!).status).toBe('completed')
    const ctx = ctxOf(ws)
    const pass = await call<{ judge: string; done: number }>(ctx, 'judge.run', { run: run.id, endpoint: { urls: [judge.url], model: 'fake-judge', timeoutMs: 2000 } })
    expect(pass.done).toBe(14)
    const s = await call<{ session: { id: string } }>(ctx, 'grading.create', { run: run.id, judge: pass.judge, graders: ['甲', '乙'], overlap: 2, size: 14, seed: 2 })
    // The graders' grades come from elsewhere: by item id, two graders, a 1–5 score that follows the
    // rubric's share of points (a harsher grader one step lower).
    const lines = ['unit,rater,score']
    for (const o of items) {
      const share = rubricScore(o.rubric, o.rubric.map((c) => truthOf(c.criterion, o.answer)))!
      const score = 1 + Math.round(4 * share)
      lines.push(`${o.id},甲,${score}`, `${o.id},乙,${Math.max(1, score - 1)}`)
    }
    await call(ctx, 'grading.import', { session: s.session.id, file: { name: 'grades.csv', contentBase64: Buffer.from(lines.join('\n') + '\n').toString('base64') } })
    type Fit = { id: string; method: string; n: number; map: { x: number[]; y: number[] }; metrics: { folds: number; mae_raw: number; mae_calibrated: number; band: { grid: number[]; lo: number[]; hi: number[] } } }
    const fit = await call<Fit>(ctx, 'grading.fit', { session: s.session.id, seed: 3 })
    expect(fit).toMatchObject({ method: 'isotonic@1', n: 14, metrics: { folds: 5 } })
    for (let i = 1; i < fit.map.y.length; i++) expect(fit.map.y[i]).toBeGreaterThanOrEqual(fit.map.y[i - 1])
    // The judge scores the rubric's share, the graders sit a little lower: the map learns the offset.
    expect(fit.metrics.mae_calibrated).toBeLessThan(fit.metrics.mae_raw)
    fit.metrics.band.lo.forEach((l, i) => expect(fit.metrics.band.hi[i]).toBeGreaterThanOrEqual(l))
    const stored = ws.runs.store.db.prepare('SELECT method, n, session_id AS session, judge_id AS judge FROM calibrations WHERE id = ?').get(fit.id)
    expect(stored).toEqual({ method: 'isotonic@1', n: 14, session: s.session.id, judge: pass.judge })
    const viaCli = await cli(['calibrate', '--runs', ws.runs.file, '--session', s.session.id, '--fit', '--seed', '3', '--json'], { as: TEST_ACTOR.name })
    const c = JSON.parse(viaCli.out[viaCli.out.length - 1]) as Fit
    expect({ ...c, id: '', createdAt: '' }).toEqual({ ...fit, id: '', createdAt: '' })

    // A report applies it: each judged answer's score through the map, the calibration named, and the
    // interval wider than item sampling alone gives for the same calibrated scores.
    type Cell = { score: number; ci_low: number; ci_high: number; n: number }
    type Rep = { report: { overall: Cell; by_type: Record<string, Cell>; by_task: Record<string, Cell>; calibration?: Record<string, unknown>; method: { seed: number; resamples: number } } }
    const rep = await call<Rep>(ctx, 'run.report', { run: run.id, perResponse: false, judge: pass.judge, calibration: fit.id })
    expect(rep.report.calibration).toMatchObject({ id: fit.id, method: 'isotonic@1', session: s.session.id, n: 14, refits: 100 })
    const verdicts = await call<{ itemId: string; score: number }[]>(ctx, 'judge.verdicts', { judge: pass.judge })
    const calibrated = verdicts.map((v) => predictIsotonic(fit.map, v.score)!)
    expect(rep.report.by_type.open_ended.score).toBeCloseTo((100 * calibrated.reduce((a, b) => a + b, 0)) / calibrated.length, 9)
    const task = Object.keys(rep.report.by_task)[0]
    const sampling = aggregate(
      verdicts.map((v, i) => ({ itemId: v.itemId, score: calibrated[i], track: 'llm', dimension: 'generation', task, specialtyPrimary: 'x', source: 'x' })),
      { seed: rep.report.method.seed, resamples: rep.report.method.resamples },
    ).overall
    expect(rep.report.overall.score).toBeCloseTo(sampling.mean!, 9)
    expect(rep.report.overall.ci_high - rep.report.overall.ci_low).toBeGreaterThan(sampling.hi! - sampling.lo! + 1e-9)
    // Without the judge, or with another judge pass, the calibration is refused.
    expect((await dispatchOp(ops, ctx, 'run.report', { run: run.id, calibration: fit.id })).ok).toBe(false)
    const other = await call<{ judge: string }>(ctx, 'judge.run', { run: run.id, endpoint: { urls: [judge.url], model: 'fake-judge', timeoutMs: 2000 } })
    const wrong = await dispatchOp(ops, ctx, 'run.report', { run: run.id, judge: other.judge, calibration: fit.id })
    expect(!wrong.ok && wrong.error.en).toBe(`calibration ${fit.id} was fitted for judge pass ${pass.judge}, not ${other.judge}`)
    const cliRep = await cli(['report', '--runs', ws.runs.file, '--run', run.id, '--judge', pass.judge, '--calibration', fit.id, '--json'], { as: TEST_ACTOR.name })
    expect(JSON.parse(cliRep.out[cliRep.out.length - 1]).calibration).toMatchObject({ id: fit.id })
    // The session switched to the other pass afterwards: the stored fit is still the fit it was (its
    // uncertainty rebuilt with its own judge), and it is listed for its judge only.
    await call(ctx, 'grading.useJudge', { session: s.session.id, judge: other.judge })
    const again = await call<Rep>(ctx, 'run.report', { run: run.id, perResponse: false, judge: pass.judge, calibration: fit.id })
    expect(again.report.overall).toEqual(rep.report.overall)
    // Two fits of this judge: the operation's and the CLI's, newest first.
    const fits = await call<{ id: string; judge: string; n: number }[]>(ctx, 'grading.calibrations', { judge: pass.judge })
    expect(fits.map((x) => x.id)).toEqual([c.id, fit.id])
    expect(fits.every((x) => x.judge === pass.judge && x.n === 14)).toBe(true)
    expect(await call<unknown[]>(ctx, 'grading.calibrations', { judge: other.judge })).toEqual([])
  })
})
