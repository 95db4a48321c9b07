// Grading sessions: clinicians grade a sample of a run's open answers blind, and the app measures how
// far a judge pass agrees with them and they with each other.
// - create: a seeded sample stratified by specialty, dimension and judge score band (core/grading),
//   each answer to `overlap` graders, each grader's answers in their own random order.
// - next / submit: what a grader sees is the question as the model got it, the reference and the
//   rubric or key points, and the answer: never the judge's verdict, the model's name or another
//   grader's grade (the operations enforce it: a grader gets only their own queue).
// - import: grades collected elsewhere (long unit,rater,score; unit = the response's seq or its item id).
// - ratings / calibrate: the grades (and the judge, mapped to the graders' scale) as long rows, and the
//   agreement report on them, with the human–human ceiling beside the judge–human figures and the
//   answers they disagree on most.
import crypto from 'node:crypto'
import { MbError, defineMessages } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { assignGraders, stratifiedSample, type Candidate } from '../../core/grading/sample'
import { judgeModeOf, passKind } from '../../core/judge/templates'
import { agreementData, type RatingRow } from '../../core/stats/agreementData'
import { agreementReport, type AgreementReport } from '../../core/stats/agreementReport'
import { judgeLeaveOneOut, judgeVsEachClinician, leaveOneOutCeiling } from '../../core/stats/f1'
import { brierScore, expectedCalibrationError, type CalibrationBin } from '../../core/stats/calibration'
import { criterionChecks, groupChecks, lengthBias, selfConsistency, type CriterionChecks, type CriterionJudgement, type GroupChecks, type Interval, type JudgedUnit, type LengthBias, type SelfConsistency } from '../../core/calibration/judgeChecks'
import { bootstrapUnits } from '../../core/stats/bootstrap'
import type { ItemKey } from '../../core/types'
import { GradingStore, type GradingSpec, type SessionRecord } from '../../store/gradingStore'
import { readRatingsFile } from '../calibration/ratingsFile'
import { judgeScores, judgeStore } from '../judge/judgeService'
import { questionText } from '../judge/judgePass'
import { keysAt } from '../runs/runReport'
import type { Workspace } from '../workspace'
import { perRunsFile } from '../runs/perRunsFile'

const m = defineMessages('grading', {
  noSession: { zh: (p) => `找不到评分会话 ${p.id}`, en: (p) => `no grading session ${p.id}` },
  notGrader: { zh: (p) => `${p.name} 不是评分会话 ${p.id} 的评分者`, en: (p) => `${p.name} is not a grader of session ${p.id}` },
  notAssigned: { zh: (p) => `回答 ${p.seq} 不在 ${p.name} 的评分队列中`, en: (p) => `answer ${p.seq} is not in ${p.name}'s queue` },
  offScale: { zh: (p) => `总分 ${p.value} 不在 ${p.min}–${p.max} 之间`, en: (p) => `the overall score ${p.value} is not between ${p.min} and ${p.max}` },
  criteriaCount: { zh: (p) => `应对 ${p.want} 条标准逐条评判，收到 ${p.got} 条`, en: (p) => `${p.want} criteria are to be graded; got ${p.got}` },
  nothingToGrade: { zh: () => '该评测中没有可评分的开放题回答（需有评分标准、要点或参考答案）', en: () => 'the run has no open answers to grade (they need a rubric, key points or a reference)' },
  badOverlap: { zh: (p) => `每个回答的评分者数 ${p.overlap} 超过评分者人数 ${p.graders}`, en: (p) => `${p.overlap} graders per answer is more than the ${p.graders} graders` },
  unknownUnit: { zh: (p) => `${p.file} 第 ${p.line} 行：${p.unit} 不是本会话的回答（回答序号或题目编号）`, en: (p) => `${p.file}:${p.line}: ${p.unit} is not an answer of this session (a response seq or an item id)` },
  importScale: { zh: (p) => `${p.file} 第 ${p.line} 行：分数 ${p.value} 不是 ${p.min}–${p.max} 的整数`, en: (p) => `${p.file}:${p.line}: the score ${p.value} is not a whole number from ${p.min} to ${p.max}` },
})

export const gradingStore = perRunsFile((db) => new GradingStore(db))

export function session(ws: Workspace, id: string): SessionRecord {
  const s = gradingStore(ws).get(id)
  if (!s) throw new MbError(m.noSession({ id }))
  return s
}

/** The run's gradable open answers (or those at `seqs`) with their item, key and grouping columns; their keys read in one pass. */
function gradable(ws: Workspace, runId: string, seqs?: readonly number[]) {
  const store = judgeStore(ws)
  const targets = seqs === undefined ? store.targets(runId) : seqs.map((seq) => store.target(runId, seq)).filter((t) => t !== null)
  const keys = keysAt(ws, new Map(targets.map((t) => [t.itemId, t.keyVersion])))
  return targets.flatMap((t) => {
    const key = keys.get(t.itemId) ?? null
    return judgeModeOf(t.type as never, key) ? [{ ...t, key: key as ItemKey }] : []
  })
}

export interface CreateInput {
  run: string
  judge?: string
  graders: string[]
  overlap: number
  size: number
  seed: number
  scale?: { min: number; max: number }
}

export function createSession(ws: Workspace, input: CreateInput, actor: Actor) {
  ws.runs.get(input.run)
  const graders = [...new Set(input.graders.map((g) => g.trim()).filter(Boolean))]
  if (input.overlap > graders.length) throw new MbError(m.badOverlap({ overlap: input.overlap, graders: graders.length }))
  const answers = gradable(ws, input.run)
  if (!answers.length) throw new MbError(m.nothingToGrade())
  const judged = input.judge ? judgeScores(ws, input.run, input.judge).bySeq : null
  const candidates: Candidate[] = answers.map((a) => ({ seq: a.seq, specialty: a.specialty, dimension: a.dimension, judgeScore: judged?.get(a.seq) ?? null }))
  const sample = stratifiedSample(candidates, input.size, input.seed)
  const assignments = assignGraders(sample.map((c) => c.seq), graders, input.overlap, input.seed)
  const spec: GradingSpec = { graders, overlap: input.overlap, size: input.size, seed: input.seed, scale: input.scale ?? { min: 1, max: 5 } }
  const now = new Date()
  const id = `grading-${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${crypto.randomBytes(3).toString('hex')}`
  const rec = gradingStore(ws).create({ id, runId: input.run, judgeId: input.judge ?? null, author: actor.name, spec, now: now.toISOString(), assignments })
  return { session: rec, sampled: sample.length, perGrader: Object.fromEntries([...assignments].map(([g, seqs]) => [g, seqs.length])) }
}

function graderOf(s: SessionRecord, actor: Actor): string {
  if (!s.spec.graders.includes(actor.name)) throw new MbError(m.notGrader({ name: actor.name, id: s.id }))
  return actor.name
}

/** The grader's next ungraded answer (or the one at `seq`), blind: no verdict, no model, no other grades. */
export function nextForGrader(ws: Workspace, sessionId: string, actor: Actor, at?: number) {
  const s = session(ws, sessionId)
  const grader = graderOf(s, actor)
  const queue = gradingStore(ws).queue(s.id, grader)
  const done = queue.filter((q) => q.graded).length
  const pick = at === undefined ? queue.find((q) => !q.graded) : queue.find((q) => q.seq === at)
  const progress = { done, total: queue.length }
  if (!pick) return { progress, item: null }
  const [a] = gradable(ws, s.runId, [pick.seq])
  const own = gradingStore(ws).grade(s.id, grader, pick.seq)
  return {
    progress,
    item: {
      seq: pick.seq,
      position: pick.position + 1,
      question: questionText(a.messages),
      reference: a.key.reference ?? null,
      rubric: a.key.rubric?.map((c) => ({ criterion: c.criterion, points: c.points })) ?? null,
      keyPoints: a.key.keyPoints ?? null,
      answer: a.output,
      scale: s.spec.scale,
      /** The grader's own earlier grade, to revise. */
      mine: own ? { overall: own.overall, criteria: own.criteria } : null,
    },
  }
}

export function submitGrade(ws: Workspace, sessionId: string, actor: Actor, g: { seq: number; overall: number; criteria?: boolean[]; seconds?: number }) {
  const s = session(ws, sessionId)
  const grader = graderOf(s, actor)
  const store = gradingStore(ws)
  if (!store.isAssigned(s.id, grader, g.seq)) throw new MbError(m.notAssigned({ seq: g.seq, name: grader }))
  const { min, max } = s.spec.scale
  if (!Number.isInteger(g.overall) || g.overall < min || g.overall > max) throw new MbError(m.offScale({ value: g.overall, min, max }))
  const [a] = gradable(ws, s.runId, [g.seq])
  const want = a.key.rubric?.length ?? 0
  if (g.criteria && g.criteria.length !== want) throw new MbError(m.criteriaCount({ want, got: g.criteria.length }))
  const now = new Date().toISOString()
  store.putGrade(s.id, { grader, seq: g.seq, overall: g.overall, criteria: g.criteria ?? null, seconds: g.seconds ?? null, source: 'app', createdAt: now, updatedAt: now })
  const queue = store.queue(s.id, grader)
  return { done: queue.filter((q) => q.graded).length, total: queue.length }
}

/**
 * A long unit,rater,score file read against a session: each unit resolved to a gradable answer of the
 * session's run (the response's seq, or its item id), each score a whole step of the session's scale;
 * anything else refused naming the file and line.
 */
export function readSessionScores(ws: Workspace, s: SessionRecord, name: string, bytes: Buffer): { seq: number; itemId: string; rater: string; score: number; line: number }[] {
  const rows = readRatingsFile(name, bytes)
  const answers = gradable(ws, s.runId)
  const bySeq = new Map(answers.map((a) => [a.seq, a.itemId]))
  const byItem = new Map<string, number>()
  for (const a of answers) if (!byItem.has(a.itemId)) byItem.set(a.itemId, a.seq)
  const { min, max } = s.spec.scale
  return rows.map((r) => {
    const seq = /^\d+$/.test(r.unit) && bySeq.has(Number(r.unit)) ? Number(r.unit) : byItem.get(r.unit)
    if (seq === undefined) throw new MbError(m.unknownUnit({ file: name, line: r.line ?? 0, unit: r.unit }))
    if (typeof r.score !== 'number' || !Number.isInteger(r.score) || r.score < min || r.score > max) throw new MbError(m.importScale({ file: name, line: r.line ?? 0, value: String(r.score), min, max }))
    return { seq, itemId: bySeq.get(seq)!, rater: r.rater, score: r.score, line: r.line ?? 0 }
  })
}

/** Grades collected elsewhere, long unit,rater,score (unit: the response's seq, or its item id). */
export function importGrades(ws: Workspace, sessionId: string, name: string, bytes: Buffer) {
  const s = session(ws, sessionId)
  const parsed = readSessionScores(ws, s, name, bytes).map((r) => ({ seq: r.seq, grader: r.rater, overall: r.score }))
  const store = gradingStore(ws)
  const now = new Date().toISOString()
  ws.runs.store.db.transaction(() => {
    for (const p of parsed) store.putGrade(s.id, { grader: p.grader, seq: p.seq, overall: p.overall, criteria: null, seconds: null, source: 'import', createdAt: now, updatedAt: now })
  })()
  return { imported: parsed.length, graders: [...new Set(parsed.map((p) => p.grader))] }
}

export const JUDGE_RATER = 'judge'

/**
 * The session's grades as long rows (unit = response seq), and with a judge pass the judge as one more
 * rater: its 0–1 score put on the graders' scale and rounded to a whole step, min + score × (max − min).
 */
export function sessionRatings(ws: Workspace, sessionId: string, judgeId?: string): { rows: RatingRow[]; session: SessionRecord } {
  const stored = session(ws, sessionId)
  // Another judge pass of the same run, to compare judges on the same graded sample.
  const s = judgeId === undefined ? stored : { ...stored, judgeId }
  const rows: RatingRow[] = []
  const graded = new Set<number>()
  for (const g of gradingStore(ws).grades(s.id)) {
    if (g.overall === null) continue
    rows.push({ unit: String(g.seq), rater: g.grader, score: g.overall })
    graded.add(g.seq)
  }
  if (s.judgeId) {
    const { min, max } = s.spec.scale
    const j = judgeScores(ws, s.runId, s.judgeId).bySeq
    for (const seq of [...graded].sort((a, b) => a - b)) {
      const v = j.get(seq)
      if (v !== undefined) rows.push({ unit: String(seq), rater: JUDGE_RATER, score: Math.round(min + v * (max - min)) })
    }
  }
  return { rows, session: s }
}

export function ratingsCsv(rows: readonly RatingRow[]): string {
  const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return ['unit,rater,score', ...rows.map((r) => `${q(r.unit)},${q(r.rater)},${r.score}`)].join('\n') + '\n'
}

export interface Calibration {
  session: string
  judge: string | null
  graders: string[]
  graded: number
  report: AgreementReport
  /** Mean quadratic-weighted kappa over human pairs (the ceiling) and over judge–human pairs. */
  ceiling: { human_human: number | null; judge_human: number | null; n_human_pairs: number; n_judge_pairs: number }
  /** The answers where the judge and the graders' mean differ most. */
  disagreements: { seq: number; judge: number; graders: number; difference: number }[]
  /**
   * Rubric criteria, met / not met, pooled over (answer, criterion): macro-F1 of the judge against
   * each grader, and leave-one-out (each grader against the others' majority: the human ceiling; the
   * judge against the same references). Null without a judge or rubric grades.
   */
  criteria: {
    units: number
    judge_vs_each: { grader: string; macro_f1: number | null; n: number }[]
    judge_leave_one_out: number | null
    human_ceiling: number | null
    /** Per grader, on the same references (the other graders' majority): the judge's F1 and the grader's own. */
    per_grader: { grader: string; judge: number | null; grader_f1: number | null; n: number; ties: number }[]
    /**
     * The judge's probability that a criterion is met (the share of its samples saying so) against the
     * graders' majority (even splits left out and counted): ECE, Brier and the reliability diagram's bins.
     */
    reliability: { n: number; ties: number; ece: number | null; brier: number | null; bins: CalibrationBin[] }
    /** Per criterion text (criteria repeated across answers): the judge's agreement with the graders' majority, flagged where it falls below its overall agreement. */
    by_criterion: CriterionChecks
  } | null
  /** Calibration within categories, flagged where it fails; null without a judge. */
  within: { specialty: GroupChecks; dimension: GroupChecks } | null
  /** Whether the judge's excess over the graders grows with the answer's length. */
  length_bias: LengthBias | null
  /** Agreement among the judge's own samples, when it was sampled more than once. */
  self_consistency: SelfConsistency | null
}

export function calibrate(ws: Workspace, sessionId: string, opts: { bootstrap?: number; seed?: number; judge?: string } = {}): Calibration {
  const { rows, session: s } = sessionRatings(ws, sessionId, opts.judge)
  const d = agreementData(rows)
  const report = agreementReport(d, { level: 'interval', bootstrap: opts.bootstrap ? { resamples: opts.bootstrap, seed: opts.seed } : undefined })
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null)
  const kq = (judgePair: boolean) =>
    report.pairwise.filter((p) => (p.rater_a === JUDGE_RATER || p.rater_b === JUDGE_RATER) === judgePair && typeof p.cohen_kappa_quadratic === 'number').map((p) => p.cohen_kappa_quadratic as number)
  const human = kq(false)
  const judge = kq(true)
  const byUnit = new Map<string, { judge?: number; humans: number[] }>()
  for (const r of rows) {
    const e = byUnit.get(r.unit) ?? { humans: [] }
    if (r.rater === JUDGE_RATER) e.judge = r.score as number
    else e.humans.push(r.score as number)
    byUnit.set(r.unit, e)
  }
  const disagreements = [...byUnit]
    .filter(([, e]) => e.judge !== undefined && e.humans.length)
    .map(([unit, e]) => {
      const g = mean(e.humans)!
      return { seq: Number(unit), judge: e.judge!, graders: g, difference: e.judge! - g }
    })
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.seq - b.seq)
    .slice(0, 20)
  const units = judgedUnits(ws, s, rows)
  const checks = { resamples: opts.bootstrap ?? 1000, seed: opts.seed ?? 1 }
  return {
    criteria: criteriaF1(ws, s, checks),
    within: units ? { specialty: groupChecks(units, 'specialty', checks), dimension: groupChecks(units, 'dimension', checks) } : null,
    length_bias: units ? lengthBias(units, checks) : null,
    self_consistency: units ? selfConsistency(units) : null,
    session: s.id,
    judge: s.judgeId,
    graders: s.spec.graders,
    graded: new Set(rows.filter((r) => r.rater !== JUDGE_RATER).map((r) => r.unit)).size,
    report,
    ceiling: { human_human: mean(human), judge_human: mean(judge), n_human_pairs: human.length, n_judge_pairs: judge.length },
    disagreements,
  }
}

/** Per-criterion macro-F1 of a session (see Calibration.criteria). The judge's verdict per criterion is the majority over its samples (ties: not met). */
function criteriaF1(ws: Workspace, s: SessionRecord, checks: { resamples: number; seed: number }): Calibration['criteria'] {
  if (!s.judgeId) return null
  const graders = [...new Set(gradingStore(ws).grades(s.id).filter((g) => g.criteria).map((g) => g.grader))].sort()
  if (!graders.length) return null
  const judged = new Map<number, number[][]>()
  for (const v of judgeStore(ws).rubricVerdicts(s.judgeId)) judged.set(v.seq, [...(judged.get(v.seq) ?? []), v.met.map(Number)])
  const byAnswer = new Map<number, Map<string, boolean[]>>()
  for (const g of gradingStore(ws).grades(s.id)) {
    if (!g.criteria) continue
    const m = byAnswer.get(g.seq) ?? new Map<string, boolean[]>()
    m.set(g.grader, g.criteria)
    byAnswer.set(g.seq, m)
  }
  const judge: (boolean | null)[] = []
  const grades: (boolean | null)[][] = []
  const probs: number[] = []
  const outcomes: boolean[] = []
  let ties = 0
  const judgements: CriterionJudgement[] = []
  const answers = [...byAnswer].sort((a, b) => a[0] - b[0])
  const rubrics = new Map(gradable(ws, s.runId, answers.map(([seq]) => seq)).map((a) => [a.seq, a.key.rubric ?? []]))
  for (const [seq, per] of answers) {
    const samples = judged.get(seq)
    const width = Math.max(...[...per.values()].map((c) => c.length))
    const rubric = rubrics.get(seq) ?? []
    for (let c = 0; c < width; c++) {
      const votes = samples?.map((m) => m[c]).filter((v) => v !== undefined) ?? []
      judge.push(votes.length ? votes.reduce((a, b) => a + b, 0) * 2 > votes.length : null)
      const row = graders.map((g) => per.get(g)?.[c] ?? null)
      grades.push(row)
      judgements.push({ criterion: rubric[c]?.criterion ?? `#${c + 1}`, judge: judge[judge.length - 1], graders: row })
      const given = row.filter((v): v is boolean => v !== null)
      if (!votes.length || !given.length) continue
      const yes = given.filter(Boolean).length
      if (yes * 2 === given.length) ties++
      else (probs.push(votes.reduce((a, b) => a + b, 0) / votes.length), outcomes.push(yes * 2 > given.length))
    }
  }
  const each = judgeVsEachClinician(judge, grades)
  const judgeLoo = judgeLeaveOneOut(judge, grades)
  const ceiling = leaveOneOutCeiling(grades)
  const ece = expectedCalibrationError(probs, outcomes)
  return {
    units: grades.length,
    judge_vs_each: graders.map((g, i) => ({ grader: g, macro_f1: each[i].value, n: each[i].n })),
    judge_leave_one_out: judgeLoo.value,
    human_ceiling: ceiling.value,
    per_grader: graders.map((g, i) => ({ grader: g, judge: judgeLoo.perClinician[i].value, grader_f1: ceiling.perClinician[i].value, n: ceiling.perClinician[i].n, ties: ceiling.perClinician[i].ties })),
    reliability: { n: probs.length, ties, ece: ece.value, brier: brierScore(probs, outcomes).value, bins: ece.bins },
    by_criterion: criterionChecks(judgements, checks),
  }
}

/** The graded answers with their category, length, the judge's samples on the graders' scale and the grades; null without a judge. */
function judgedUnits(ws: Workspace, s: SessionRecord, rows: readonly RatingRow[]): JudgedUnit[] | null {
  if (!s.judgeId) return null
  const { min, max } = s.spec.scale
  const onScale = (v: number) => min + v * (max - min)
  const samples = new Map<number, number[]>()
  for (const v of judgeStore(ws).okScores(s.judgeId)) samples.set(v.seq, [...(samples.get(v.seq) ?? []), onScale(v.score)])
  const grades = new Map<number, number[]>()
  for (const r of rows) if (r.rater !== JUDGE_RATER) grades.set(Number(r.unit), [...(grades.get(Number(r.unit)) ?? []), r.score as number])
  const store = judgeStore(ws)
  return [...grades].map(([seq, g]) => {
    const t = store.target(s.runId, seq)
    const js = samples.get(seq) ?? []
    return {
      seq,
      specialty: t?.specialty ?? null,
      dimension: t?.dimension ?? null,
      length: t?.output.length ?? 0,
      judge: js.length ? js.reduce((a, b) => a + b, 0) / js.length : null,
      samples: js,
      grades: g,
    }
  })
}

export interface JudgeComparison {
  session: string
  /** The session's judge now. */
  current: string | null
  /** Graded answers every compared judge has a verdict for: the common sample. */
  common: number
  judges: {
    id: string
    model: string
    template: string
    samples: number
    /** Graded answers this judge has a verdict for. */
    covered: number
    judge_human: number | null
    human_human: number | null
    /** On the common sample, with the same seeded resamples for every judge (a paired comparison): |judge − graders' mean|. */
    mae: Interval
    mean_bias: Interval
    criteria_f1: number | null
    ece: number | null
    flagged_groups: number
    length_biased: boolean | null
    all_samples_agree: number | null
  }[]
}

/** Every judge pass of the session's run (or those named) calibrated on the same graded sample, to choose one. */
export function compareJudges(ws: Workspace, sessionId: string, opts: { judges?: string[]; bootstrap?: number; seed?: number } = {}): JudgeComparison {
  const s = session(ws, sessionId)
  // Reading checks read choice answers and score no open one: not judges to compare here.
  const ids = opts.judges?.length ? opts.judges : judgeStore(ws).ofRun(s.runId).filter((j) => passKind(j.spec) !== 'read').map((j) => j.id)
  const cals = ids.map((id) => ({ id, cal: calibrate(ws, sessionId, { judge: id, bootstrap: opts.bootstrap, seed: opts.seed }), scores: judgeScores(ws, s.runId, id) }))
  const graded = new Map<number, number[]>()
  for (const g of gradingStore(ws).grades(s.id)) if (g.overall !== null) graded.set(g.seq, [...(graded.get(g.seq) ?? []), g.overall])
  const { min, max } = s.spec.scale
  const common = [...graded.keys()].filter((seq) => cals.every((c) => c.scores.bySeq.has(seq))).sort((a, b) => a - b)
  const boot = { resamples: opts.bootstrap ?? 1000, seed: opts.seed ?? 1 }
  return {
    session: s.id,
    current: s.judgeId,
    common: common.length,
    judges: cals.map(({ id, cal, scores }) => {
      const errs = common.map((seq) => {
        const g = graded.get(seq)!
        return min + scores.bySeq.get(seq)! * (max - min) - g.reduce((a, b) => a + b, 0) / g.length
      })
      const meanOf = (f: (e: number) => number) => (xs: readonly number[]) => (xs.length ? { value: xs.reduce((a, e) => a + f(e), 0) / xs.length, n: xs.length } : { value: null, n: 0 })
      const iv = (r: ReturnType<typeof bootstrapUnits>): Interval => ({ value: r.value, lo: r.lo, hi: r.hi, n: r.n })
      return {
        id,
        model: scores.model,
        template: scores.template,
        samples: scores.samples,
        covered: [...graded.keys()].filter((seq) => scores.bySeq.has(seq)).length,
        judge_human: cal.ceiling.judge_human,
        human_human: cal.ceiling.human_human,
        mae: iv(bootstrapUnits(errs, meanOf(Math.abs), boot)),
        mean_bias: iv(bootstrapUnits(errs, meanOf((e) => e), boot)),
        criteria_f1: cal.criteria?.judge_leave_one_out ?? null,
        ece: cal.criteria?.reliability.ece ?? null,
        flagged_groups: cal.within ? [...cal.within.specialty.groups, ...cal.within.dimension.groups].filter((g) => g.flags.length).length : 0,
        length_biased: cal.length_bias?.flagged ?? null,
        all_samples_agree: cal.self_consistency?.all_agree ?? null,
      }
    }),
  }
}

/** The session's judge from now on (another pass of the same run), as chosen after a comparison. */
export function useJudge(ws: Workspace, sessionId: string, judgeId: string): SessionRecord {
  const s = session(ws, sessionId)
  judgeScores(ws, s.runId, judgeId)
  gradingStore(ws).setJudge(s.id, judgeId)
  return session(ws, sessionId)
}
