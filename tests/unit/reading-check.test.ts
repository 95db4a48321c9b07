// Reading checks: an LLM judge (medbench-read@1) reads which option a choice answer commits to, for
// the answers the reader inferred or read as no answer. Against the loopback model server (answers as
// option texts, options permuted) and the loopback judge: the pass asks only for the doubtful answers,
// maps the judge's letters back through the presented order, and the report compares its readings with
// the reader's (same, found, dropped, other letters) and gives the overall score with the judge's
// readings in place, exactly as the data imply; the table lists the answers read differently; the
// passes of the two kinds are not confused; the CLI does the same through the same operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import OpenAI from 'openai'
import { Workspace } from '../../src-main/services/workspace'
import { importFiles } from '../../src-main/services/importService'
import { RunSpecSchema } from '../../src-main/core/run/spec'
import { dispatchOp } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { buildRunReport } from '../../src-main/services/runs/runReport'
import { readVerdict } from '../../src-main/core/judge/verdict'
import { JUDGE_TEMPLATES, judgeMessages } from '../../src-main/core/judge/templates'
import { choiceExact } from '../../src-main/core/score/choice'
import { isInferredRule } from '../../src-main/core/score/inferredRules'
import { mapPresentedToCanonical } from '../../src-main/core/score/variants'
import { verifyReport } from '../../src-main/services/runs/signing'
import { renderMsg } from '../../src-main/core/messages'
import { startModelServer, type ModelServer, type ServerItem } from '../support/modelServer'
import { startJudgeServer, type JudgeServer } from '../support/judgeServer'
import { TEST_ACTOR } from './helpers/actors'
import { tempDir } from './helpers/paths'
import { runCliAs as cli } from './helpers/cliRun'
import { callOp, cliContext } from './helpers/opCall'

process.env.MEDBENCH_DATA_DIR ??= tempDir('medbench-data-')

const DRUGS = ['阿司匹林', '华法林', '肝素', '氯吡格雷', '尿激酶', '阿托品', '多巴胺', '肾上腺素', '硝酸甘油', '呋塞米', '地高辛', '胺碘酮']

/** 24 original items in one task (so the overall score is the mean over items), every sixth multi-answer. */
function makeItems(): { rows: Record<string, string>[]; server: ServerItem[] } {
  const rows: Record<string, string>[] = []
  const server: ServerItem[] = []
  for (let i = 0; i < 24; i++) {
    const stem = `第${i + 1}题：下列药物中，${i % 6 === 5 ? '属于' : '最适合'}${['抗血小板', '抗凝', '溶栓', '抗心律失常'][i % 4]}治疗的是（　）`
    const options: Record<string, string> = {}
    for (const [k, l] of [...'ABCDE'].entries()) options[l] = `${DRUGS[(i + k * 5) % DRUGS.length]}片剂${k + 1}号（${i}）`
    const answer = i % 6 === 5 ? ['A', 'C', 'E'][i % 3] + 'D' : 'ABCDE'[(i * 2) % 5]
    const sorted = [...answer].sort().join('')
    rows.push({ id: `rc${String(i).padStart(2, '0')}`, stem, ...options, answer: sorted, task: 'ReadCheck' })
    server.push({ stem, options, answer: sorted })
  }
  return { rows, server }
}

const { rows, server: SERVER_ITEMS } = makeItems()

const ctxOf = cliContext
const call = callOp

interface Row {
  seq: number
  itemId: string
  status: string
  score: number | null
  extracted: string | null
  rule: string | null
  checkedAs?: string
}

describe('reading checks: an LLM judge reads the answers the reader inferred or found none in', () => {
  let model: ModelServer
  let judge: JudgeServer
  let ws: Workspace
  let runId = ''
  /** Per seq: the option order presented, the options as presented. */
  const presentedOf = new Map<number, { order: string[]; itemId: string }>()
  /** Outputs rewritten by the test, and what the judge is to read in them (as presented). */
  const judgeSays = new Map<string, string>()

  beforeAll(async () => {
    model = await startModelServer({ items: SERVER_ITEMS })
    judge = await startJudgeServer({ readAs: (answer) => judgeSays.get(answer.trim()) })
    const dir = tempDir('medbench-readcheck-')
    const file = path.join(dir, 'items.jsonl')
    fs.writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n')
    ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
    expect((await importFiles(ws, [{ path: file, name: 'items.jsonl' }], { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })).ok).toBe(true)
    // Options permuted per request: the judge reads presented letters, the report needs canonical ones.
    const spec = RunSpecSchema.parse({ endpoint: { urls: [model.url], model: 'fake-prose', concurrency: 4, timeoutMs: 2000 }, dynamic: { permute: true }, seed: 7, cache: false })
    const { run } = ws.runs.start(spec, { actor: TEST_ACTOR })
    expect((await ws.runs.wait(run.id)!).status).toBe('completed')
    runId = run.id
    const tasks = ws.runs.store.db.prepare('SELECT seq, item_id AS itemId, ord FROM tasks WHERE run_id = ? ORDER BY seq').all(runId) as { seq: number; itemId: string; ord: string }[]
    for (const t of tasks) presentedOf.set(t.seq, { order: JSON.parse(t.ord) as string[], itemId: t.itemId })
    expect([...presentedOf.values()].some((p) => p.order.join('') !== 'ABCDE')).toBe(true)

    // Rewrite some answers so the judge and the reader part ways, each in a known way:
    // seqs 0–2 hedge between two options (the reader: no answer; the judge: no answer too),
    // seq 3 hedges but the judge reads a commitment in it (found), seq 4 is a stated answer (not doubtful:
    // never sent), seq 5 names an option text the judge reads as not committed (dropped), seq 6 the judge
    // reads as another letter (changed). The rest stay option texts, which the judge reads as the reader does.
    const outputs = ws.runs.store.responses(runId)
    const stmt = ws.runs.store.db.prepare('UPDATE responses SET output = ? WHERE run_id = ? AND seq = ?')
    const optionText = (seq: number, presented: string) => {
      const p = presentedOf.get(seq)!
      const canon = mapPresentedToCanonical(presented, { order: p.order })
      return rows.find((r) => r.id === p.itemId)![canon]
    }
    for (const seq of [0, 1, 2, 3]) {
      const text = `${optionText(seq, 'A')}和${optionText(seq, 'B')}都有可能，无法确定。`
      stmt.run(text, runId, seq)
      if (seq === 3) judgeSays.set(text, 'B')
    }
    stmt.run('答案：C', runId, 4)
    const dropped = outputs.find((r) => r.seq === 5)!.output!
    judgeSays.set(dropped.trim(), '')
    const changed = outputs.find((r) => r.seq === 6)!.output!
    judgeSays.set(changed.trim(), 'E')
    ws.runs.store.db.prepare('DELETE FROM readings WHERE run_id = ?').run(runId)
  })
  afterAll(async () => {
    ws.close()
    await model.close()
    await judge.close()
  })

  it('the read template asks for the letters only, without the key; its verdict reads letters, none, or refuses letters that are not options', async () => {
    const t = JUDGE_TEMPLATES['medbench-read@1']
    expect(t.kind).toBe('read')
    const [, user] = judgeMessages(t, 'read', { question: '题干\nA. 甲\nB. 乙', answer: '我选乙', letters: ['A', 'B'], multi: false, finishReason: 'length' })
    expect(user.content).toContain('【考生的作答】\n我选乙')
    expect(user.content).toContain('截断')
    expect(user.content).toContain('（A、B）')
    const read = (text: string) => {
      const r = readVerdict('read', text, { letters: ['A', 'B', 'C', 'D'] })
      return r.ok ? (r.verdict as { presented: string }).presented : renderMsg(r.problem, 'en')
    }
    expect(read('<think>考生说 {"answer":"A"} 吗</think>```json\n{"answer":"c, a","reason":"x"}\n```')).toBe('AC')
    expect(read('{"answer":["D","B"]}')).toBe('BD')
    expect(read('{"answer":"无","reason":"犹豫"}')).toBe('')
    expect(read('{"answer":null}')).toBe('')
    expect(read('{"answer":"选项（C）、option D"}')).toBe('CD')
    expect(read('{"answer":"N/A"}')).toBe('')
    expect(read('{"answer":"F"}')).toBe('the judge read "F", which names letters that are not options (options: ABCD)')
    expect(read('{"answer":"选B"}')).toMatch(/^the judge read "选B"/)
    expect(read('{"letters":"B"}')).toMatch(/lacks or misnames a field: answer/)
    // The loopback judge in read mode, as the official client sees it.
    const client = new OpenAI({ baseURL: judge.url, apiKey: 'x', maxRetries: 0 })
    const r = await client.chat.completions.create({ model: 'fake-judge', messages: [{ role: 'user', content: user.content as string }] })
    expect(read(r.choices[0].message.content!)).toBe('B')
  })

  it('a pass reads only the doubtful answers; the report compares its readings with the reader\'s, by the numbers the data imply', async () => {
    const ctx = ctxOf(ws)
    const plain = buildRunReport(ws, ws.runs.get(runId), ws.runs.store, { app: 't', resamples: 100, perResponse: true })
    const reader = new Map(plain.perResponse.map((p) => [p.seq, p as Row]))
    const doubtful = plain.perResponse.filter((p) => p.status === 'scored' && (p.extracted === '' || isInferredRule(p.rule)))
    // The hedges read as no answer, the stated answer as stated, the option texts inferred.
    for (const seq of [0, 1, 2, 3]) expect(reader.get(seq)!.extracted, `seq ${seq}`).toBe('')
    expect(reader.get(4)!.rule).not.toBeNull()
    expect(isInferredRule(reader.get(4)!.rule)).toBe(false)
    expect(doubtful).toHaveLength(23)

    const before = judge.stats.byMode.read ?? 0
    const out = await call<{ judge: string; status: string; done: number; errors: number; total: number }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge', timeoutMs: 2000 }, template: 'medbench-read@1' })
    expect(out).toMatchObject({ status: 'completed', done: 23, errors: 0, total: 23 })
    expect((judge.stats.byMode.read ?? 0) - before).toBe(23)
    const verdicts = await call<{ seq: number; mode: string; score: number | null; verdict: { answer: string; presented: string; reader: { answer: string; rule: string } } }[]>(ctx, 'judge.verdicts', { judge: out.judge })
    expect(verdicts.map((v) => v.seq).sort((a, b) => a - b)).toEqual(doubtful.map((d) => d.seq))
    const keyOf = (seq: number) => rows.find((r) => r.id === presentedOf.get(seq)!.itemId)!.answer
    for (const v of verdicts) {
      expect(v.mode).toBe('read')
      // Presented letters mapped back through the order shown; scored against the key.
      expect(v.verdict.answer).toBe(mapPresentedToCanonical(v.verdict.presented, { order: presentedOf.get(v.seq)!.order }))
      expect(v.score).toBe(choiceExact(v.verdict.answer, keyOf(v.seq)))
      expect(v.verdict.reader.answer).toBe(reader.get(v.seq)!.extracted)
    }
    const judged = new Map(verdicts.map((v) => [v.seq, v.verdict.answer]))
    expect(judged.get(3)).toBe(mapPresentedToCanonical('B', { order: presentedOf.get(3)!.order }))
    expect(judged.get(5)).toBe('')

    // A resumed pass asks for nothing it has.
    const again = await call<{ done: number; total: number }>(ctx, 'judge.run', { run: runId, resume: out.judge })
    expect(again).toMatchObject({ done: 23, total: 23 })
    expect((judge.stats.byMode.read ?? 0) - before).toBe(23)

    // What the report must say, from the readings on both sides.
    let agree = 0, found = 0, foundRight = 0, dropped = 0, droppedRight = 0, changed = 0
    let withCheck = 0
    for (const p of plain.perResponse) {
      const j = judged.get(p.seq)
      const mine = p.extracted ?? ''
      if (j === undefined) {
        withCheck += p.score ?? 0
        continue
      }
      const theirs = choiceExact(j, keyOf(p.seq))
      withCheck += theirs
      if (j === mine) agree++
      else if (mine === '') (found++, (foundRight += theirs))
      else if (j === '') (dropped++, (droppedRight += p.score ?? 0))
      else changed++
    }
    expect({ found, dropped, changed }).toEqual({ found: 1, dropped: 1, changed: 1 })
    const rep = await call<{ report: Parameters<typeof verifyReport>[0] & { overall: { score: number }; reading: { check: Record<string, unknown> } } }>(ctx, 'run.report', { run: runId, readingCheck: out.judge, perResponse: false })
    expect(rep.report.overall.score).toBeCloseTo(buildRunReport(ws, ws.runs.get(runId), ws.runs.store, { app: 't', resamples: 100 }).report.overall.score!, 9)
    expect(rep.report.reading.check).toMatchObject({
      judge: out.judge,
      model: 'fake-judge',
      template: 'medbench-read@1',
      check: 'doubtful',
      n_checked: 23,
      n_unchecked: 0,
      n_agree: agree,
      n_found: 1,
      n_found_correct: foundRight,
      n_dropped: 1,
      n_dropped_correct: droppedRight,
      n_changed: 1,
    })
    expect(agree).toBe(20)
    expect(rep.report.reading.check.overall_with_check as number).toBeCloseTo((100 * withCheck) / 24, 9)
    // Signed with the rest: a changed count fails verification.
    expect(verifyReport(rep.report).ok).toBe(true)
    const tampered = JSON.parse(JSON.stringify(rep.report))
    tampered.reading.check.n_found = 2
    expect(verifyReport(tampered).ok).toBe(false)

    // The table: each row carries the judge's reading; the filter lists exactly the three read differently.
    const differs = await call<{ total: number; rows: Row[] }>(ctx, 'run.responses', { run: runId, filter: 'check_differs', readingCheck: out.judge })
    expect(differs.rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual([3, 5, 6])
    expect(differs.rows.find((r) => r.seq === 3)!.checkedAs).toBe(judged.get(3))
    // Each row the judge read carries its reason (the loopback judge's words for a reading or for none).
    expect((differs.rows.find((r) => r.seq === 5) as Row & { checkReason?: string }).checkReason).toBe('作答没有认定任何选项')
    expect((differs.rows.find((r) => r.seq === 3) as Row & { checkReason?: string }).checkReason).toBe('作答认定了这些选项')
    const all = await call<{ rows: Row[] }>(ctx, 'run.responses', { run: runId, readingCheck: out.judge, limit: 100 })
    expect(all.rows.filter((r) => r.checkedAs !== undefined)).toHaveLength(23)
    expect(all.rows.find((r) => r.seq === 4)!.checkedAs).toBeUndefined()
    const noCheck = await dispatchOp(ops, ctx, 'run.responses', { run: runId, filter: 'check_differs' })
    expect(noCheck.ok).toBe(false)
    // The HTML report shows it.
    const html = await call<{ text: string }>(ctx, 'run.export', { run: runId, format: 'html', readingCheck: out.judge })
    expect(html.text).toContain('答案读取复核 Reading check')
    expect(html.text).toContain(out.judge)

    // The two kinds of pass are not confused: a reading check scores no open answer, and a reading
    // check must be one.
    const asJudge = await dispatchOp(ops, ctx, 'run.report', { run: runId, judge: out.judge })
    expect(asJudge.ok).toBe(false)
    if (!asJudge.ok) expect(asJudge.error.en).toBe(`judge pass ${out.judge} is a reading check (medbench-read@1), which scores no open answer: use it as one (--reading-check ${out.judge})`)
    const grade = await call<{ judge: string }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge', timeoutMs: 2000 } })
    const asCheck = await dispatchOp(ops, ctx, 'run.report', { run: runId, readingCheck: grade.judge })
    expect(asCheck.ok).toBe(false)
    const wrongCheck = await dispatchOp(ops, ctx, 'judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge' }, check: 'all' })
    expect(wrongCheck.ok).toBe(false)
    if (!wrongCheck.ok) expect(wrongCheck.error.en).toBe('--check applies to reading-check templates only, and medbench-judge@1 is not one')
    const list = await call<{ id: string; kind: string }[]>(ctx, 'judge.list', { run: runId })
    expect(Object.fromEntries(list.map((j) => [j.id, j.kind]))).toEqual({ [out.judge]: 'read', [grade.judge]: 'grade' })
  })

  it('check all reads every choice answer; samples that split evenly leave the answer unchecked', async () => {
    const ctx = ctxOf(ws)
    const out = await call<{ judge: string; done: number; total: number }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge', timeoutMs: 2000 }, template: 'medbench-read@1', check: 'all' })
    expect(out).toMatchObject({ done: 24, total: 24 })
    const rep = await call<{ report: { reading: { check: { n_checked: number; n_agree: number; check: string } } } }>(ctx, 'run.report', { run: runId, readingCheck: out.judge, perResponse: false })
    // The stated "答案：C" is read the same by both.
    expect(rep.report.reading.check).toMatchObject({ check: 'all', n_checked: 24, n_agree: 21 })
    // Two samples of one answer that disagree: no majority, so that answer is not checked.
    const two = await call<{ judge: string }>(ctx, 'judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge', timeoutMs: 2000 }, template: 'medbench-read@1', samples: 2 })
    ws.runs.store.db.prepare("UPDATE verdicts SET verdict = json_set(verdict, '$.answer', 'ABCDE') WHERE judge_id = ? AND seq = 7 AND sample = 1").run(two.judge)
    const split = await call<{ report: { reading: { check: { n_checked: number; n_unchecked: number } } } }>(ctx, 'run.report', { run: runId, readingCheck: two.judge, perResponse: false })
    expect(split.report.reading.check).toMatchObject({ n_checked: 22, n_unchecked: 1 })
  })

  it('medbench judge --template medbench-read@1 and medbench report --reading-check, on the same operations', async () => {
    const made = await cli(['judge', '--runs', ws.runs.file, '--run', runId, '--endpoint', judge.url, '--model', 'fake-judge', '--template', 'medbench-read@1', '--json'], { as: TEST_ACTOR.name })
    expect(made.code).toBe(0)
    const j = JSON.parse(made.out[made.out.length - 1]) as { judge: string; status: string; done: number }
    expect(j).toMatchObject({ status: 'completed', done: 23 })
    const viaCli = await cli(['report', '--runs', ws.runs.file, '--run', runId, '--reading-check', j.judge, '--json'], { as: TEST_ACTOR.name })
    const viaOp = await call<{ report: { reading: unknown } }>(ctxOf(ws), 'run.report', { run: runId, readingCheck: j.judge, perResponse: false })
    expect(JSON.parse(viaCli.out[viaCli.out.length - 1]).reading).toEqual(viaOp.report.reading)
    const text = await cli(['report', '--runs', ws.runs.file, '--run', runId, '--reading-check', j.judge], { as: TEST_ACTOR.name })
    expect(text.out.find((l) => l.startsWith('reading check'))).toMatch(/: 23 answers read by the judge · same 20 · answer found where the reader read none 1 \(\d right\) · no answer where the reader read one 1 \(\d of those were right\) · other letters 1 · not checked 0; overall with the judge's readings: \d/)
    const bad = await cli(['judge', '--runs', ws.runs.file, '--run', runId, '--endpoint', judge.url, '--model', 'fake-judge', '--check', 'some'], { as: TEST_ACTOR.name })
    expect(bad.code).not.toBe(0)
    expect(bad.err.join('\n')).toContain('--check')
  })
})
