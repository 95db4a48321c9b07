// Fitting a calibration (calibrate --fit): on a grading session's graded answers, a monotone map from
// the judge pass's 0–1 score to the graders' mean score put on 0–1, with its cross-fitted error (each
// answer predicted by a map fitted without its fold) and its own bootstrap band, stored in runs.db under
// a version so a report can name the calibration it applied.
import crypto from 'node:crypto'
import { MbError, defineMessages } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { crossFit, fitIsotonic, mapBand, type IsotonicMap } from '../../core/calibration/isotonic'
import { createRng } from '../../core/rng'
import { gradingStore } from './gradingService'
import { judgeScores } from '../judge/judgeService'
import type { Workspace } from '../workspace'

export const calibrationMessages = defineMessages('calibrationFit', {
  needsJudge: {
    zh: () => '校准作用于评审模型的分数：请同时指定 --judge（评审编号）',
    en: () => 'a calibration applies to a judge pass: give --judge too',
  },
  noSession: { zh: (p) => `找不到评分会话 ${p.id}`, en: (p) => `no grading session ${p.id}` },
  noJudge: { zh: (p) => `评分会话 ${p.id} 没有关联评审模型，无法拟合校准`, en: (p) => `grading session ${p.id} has no judge pass to calibrate` },
  noCalibration: { zh: (p) => `找不到校准 ${p.id}`, en: (p) => `no calibration ${p.id}` },
  otherJudge: {
    zh: (p) => `校准 ${p.id} 是为评审 ${p.judge} 拟合的，不能用于评审 ${p.asked}`,
    en: (p) => `calibration ${p.id} was fitted for judge pass ${p.judge}, not ${p.asked}`,
  },
  tooFew: {
    zh: (p) => `只有 ${p.n} 个既有评审分又有专家评分的回答，至少需要 ${p.min} 个才能拟合`,
    en: (p) => `only ${p.n} answers have both a judge score and grades; at least ${p.min} are needed to fit`,
  },
})
const m = calibrationMessages

export const CALIBRATION_METHOD = 'isotonic@1'
const MIN_PAIRS = 10
const GRID = Array.from({ length: 11 }, (_, i) => i / 10)

export interface StoredCalibration {
  id: string
  session: string
  judge: string
  method: string
  map: IsotonicMap
  n: number
  metrics: { folds: number; seed: number; mae_raw: number; mae_calibrated: number; band: { grid: number[]; lo: number[]; hi: number[]; resamples: number } }
  createdAt: string
}

/** The graded answers of a session with a judge score: x = the judge's 0–1 score, y = the graders' mean on 0–1. */
export function calibrationPairs(ws: Workspace, sessionId: string, judgeId?: string): { xs: number[]; ys: number[]; session: NonNullable<ReturnType<ReturnType<typeof gradingStore>['get']>> } {
  const s = gradingStore(ws).get(sessionId)
  if (!s) throw new MbError(m.noSession({ id: sessionId }))
  // A stored calibration rebuilds its pairs with the judge it was fitted for, whichever the session uses now.
  const judge = judgeId ?? s.judgeId
  if (!judge) throw new MbError(m.noJudge({ id: sessionId }))
  const judged = judgeScores(ws, s.runId, judge).bySeq
  const { min, max } = s.spec.scale
  const by = new Map<number, number[]>()
  for (const g of gradingStore(ws).grades(s.id)) if (g.overall !== null) by.set(g.seq, [...(by.get(g.seq) ?? []), g.overall])
  const xs: number[] = []
  const ys: number[] = []
  for (const [seq, grades] of [...by].sort((a, b) => a[0] - b[0])) {
    const j = judged.get(seq)
    if (j === undefined) continue
    xs.push(j)
    ys.push((grades.reduce((a, b) => a + b, 0) / grades.length - min) / (max - min))
  }
  return { xs, ys, session: s }
}

export function fitCalibration(ws: Workspace, sessionId: string, actor: Actor, opts: { folds?: number; resamples?: number; seed?: number } = {}): StoredCalibration {
  const { xs, ys, session: s } = calibrationPairs(ws, sessionId)
  if (xs.length < MIN_PAIRS) throw new MbError(m.tooFew({ n: xs.length, min: MIN_PAIRS }))
  const seed = opts.seed ?? s.spec.seed
  const folds = opts.folds ?? 5
  const resamples = opts.resamples ?? 200
  const cf = crossFit(xs, ys, folds, seed)
  const band = mapBand(xs, ys, GRID, resamples, seed)
  const map = fitIsotonic(xs, ys)
  const now = new Date()
  const id = `calib-${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${crypto.randomBytes(3).toString('hex')}`
  const metrics = { folds: cf.folds, seed, mae_raw: cf.maeRaw, mae_calibrated: cf.maeCalibrated, band: { grid: GRID, ...band, resamples } }
  ws.runs.store.db
    .prepare('INSERT INTO calibrations (id, session_id, judge_id, created_at, author, method, map, n, metrics) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(id, s.id, s.judgeId, now.toISOString(), actor.name, CALIBRATION_METHOD, JSON.stringify(map), xs.length, JSON.stringify(metrics))
  return { id, session: s.id, judge: s.judgeId!, method: CALIBRATION_METHOD, map, n: xs.length, metrics, createdAt: now.toISOString() }
}

/** How many times a report refits the map to carry the calibration's own uncertainty into its intervals. */
export const REPORT_MAP_REFITS = 100

/**
 * A stored calibration as a report applies it: the map, and the map refitted on REPORT_MAP_REFITS
 * seeded bootstrap resamples of the graded sample it came from (rebuilt from the session, so nothing
 * but the seed needs storing). Refused when it was fitted for another judge pass.
 */
export function calibrationForReport(ws: Workspace, id: string, judgeId: string): { record: StoredCalibration; refits: IsotonicMap[] } {
  const r = ws.runs.store.db.prepare('SELECT * FROM calibrations WHERE id = ?').get(id) as Record<string, unknown> | undefined
  if (!r) throw new MbError(m.noCalibration({ id }))
  if (r.judge_id !== judgeId) throw new MbError(m.otherJudge({ id, judge: String(r.judge_id), asked: judgeId }))
  const record: StoredCalibration = {
    id,
    session: r.session_id as string,
    judge: r.judge_id as string,
    method: r.method as string,
    map: JSON.parse(r.map as string) as IsotonicMap,
    n: r.n as number,
    metrics: JSON.parse(r.metrics as string) as StoredCalibration['metrics'],
    createdAt: r.created_at as string,
  }
  const { xs, ys } = calibrationPairs(ws, record.session, record.judge)
  const rng = createRng(record.metrics.seed ^ 0x5bd1e995)
  const refits: IsotonicMap[] = []
  for (let b = 0; b < REPORT_MAP_REFITS; b++) {
    const bx: number[] = []
    const by: number[] = []
    for (let i = 0; i < xs.length; i++) {
      const u = rng.int(xs.length)
      bx.push(xs[u])
      by.push(ys[u])
    }
    refits.push(fitIsotonic(bx, by))
  }
  return { record, refits }
}

/** The calibrations fitted for a judge pass, newest first (what a report can apply to its scores). */
export function calibrationsOf(ws: Workspace, judgeId: string): Omit<StoredCalibration, 'map'>[] {
  const rows = ws.runs.store.db.prepare('SELECT id, session_id, judge_id, method, n, metrics, created_at FROM calibrations WHERE judge_id = ? ORDER BY created_at DESC').all(judgeId) as Record<string, unknown>[]
  return rows.map((r) => ({
    id: r.id as string,
    session: r.session_id as string,
    judge: r.judge_id as string,
    method: r.method as string,
    n: r.n as number,
    metrics: JSON.parse(r.metrics as string) as StoredCalibration['metrics'],
    createdAt: r.created_at as string,
  }))
}
