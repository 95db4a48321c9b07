// Macro-F1 of binary met / not-met verdicts (HealthBench's meta-evaluation metric), and the
// clinicians' leave-one-out ceiling the judge is compared against.

import { inputError, ok, undef, statsMessages as m, type StatResult } from './result'
import { checkRectangular, checkSameLength } from './validate'

export interface F1Result extends StatResult {
  /** F1 of each class, null when the class occurs in neither array (then it is not averaged). */
  met: number | null
  notMet: number | null
}

function checkBool(what: string, v: unknown, where: string): void {
  if (typeof v !== 'boolean') inputError(m.outOfRange({ what, where, value: String(v), range: 'true/false' }))
}

/**
 * Macro-F1 of `predicted` against `reference`: the mean, over the classes that occur in either
 * array, of F1 = 2TP/(2TP + FP + FN) (0 when TP = 0). Equals scikit-learn's
 * f1_score(reference, predicted, average='macro').
 */
export function macroF1(reference: readonly boolean[], predicted: readonly boolean[]): F1Result {
  const what = 'macro-F1'
  checkSameLength(what, reference, predicted, 'reference', 'predicted')
  let tp = 0
  let fp = 0
  let fn = 0
  let tn = 0
  for (let i = 0; i < reference.length; i++) {
    checkBool(what, reference[i], `reference[${i + 1}]`)
    checkBool(what, predicted[i], `predicted[${i + 1}]`)
    if (reference[i]) predicted[i] ? tp++ : fn++
    else predicted[i] ? fp++ : tn++
  }
  const n = reference.length
  if (n === 0) return { ...undef('no-units', 0), met: null, notMet: null }
  // The "not met" class swaps the roles: its TP is tn, its FP is fn, its FN is fp.
  const f = (t: number, e: number) => (t + e === 0 ? null : (2 * t) / (2 * t + e))
  const met = f(tp, fp + fn)
  const notMet = f(tn, fp + fn)
  const present = [met, notMet].filter((v): v is number => v !== null)
  return { ...ok(present.reduce((s, v) => s + v, 0) / present.length, n), met, notMet }
}

export type Grades = readonly (readonly (boolean | null | undefined)[])[]

export interface LeaveOneOutEntry extends F1Result {
  /** Column of the clinician in the grades matrix. */
  clinician: number
  /** Units skipped because the other clinicians were split evenly. */
  ties: number
}

export interface LeaveOneOutResult extends StatResult {
  /** One entry per clinician; value null when no unit gave that clinician a reference. */
  perClinician: LeaveOneOutEntry[]
}

/**
 * The majority of the clinicians other than `c` on each unit c graded: true/false, or null when
 * fewer than one other clinician graded it or the others split evenly ('tie').
 */
function othersMajority(grades: Grades, c: number): { ref: (boolean | null)[]; ties: number } {
  let ties = 0
  const ref = grades.map((row) => {
    if (row[c] === null || row[c] === undefined) return null
    let yes = 0
    let no = 0
    row.forEach((v, j) => {
      if (j === c || v === null || v === undefined) return
      if (v) yes++
      else no++
    })
    if (yes + no === 0) return null
    if (yes === no) {
      ties++
      return null
    }
    return yes > no
  })
  return { ref, ties }
}

function checkGrades(what: string, grades: Grades): number {
  const k = checkRectangular(what, grades)
  grades.forEach((row, u) =>
    row.forEach((v, c) => {
      if (v !== null && v !== undefined) checkBool(what, v, `unit ${u + 1}, clinician ${c + 1}`)
    }),
  )
  return k
}

function checkJudge(what: string, judge: readonly (boolean | null | undefined)[], grades: Grades): void {
  checkSameLength(what, judge, grades, 'judge', 'grades')
  judge.forEach((v, u) => {
    if (v !== null && v !== undefined) checkBool(what, v, `judge[${u + 1}]`)
  })
}

function meanOf(entries: LeaveOneOutEntry[], units: number): StatResult {
  const vals = entries.map((e) => e.value).filter((v): v is number => v !== null)
  if (vals.length === 0) return undef(units === 0 ? 'no-units' : 'no-reference', units)
  return ok(vals.reduce((s, v) => s + v, 0) / vals.length, units)
}

/** Pairs of (reference, predicted) where both are graded. */
function paired(ref: readonly (boolean | null)[], pred: readonly (boolean | null | undefined)[]): [boolean[], boolean[]] {
  const r: boolean[] = []
  const p: boolean[] = []
  for (let i = 0; i < ref.length; i++) {
    const a = ref[i]
    const b = pred[i]
    if (a === null || b === null || b === undefined) continue
    r.push(a)
    p.push(b)
  }
  return [r, p]
}

/**
 * The human ceiling, HealthBench-style leave-one-out: for each clinician c, macro-F1 of c's grades
 * against the majority grade of the other clinicians on the units c graded (a unit counts when at
 * least one other clinician graded it and the others did not split evenly; even splits are skipped
 * and counted in `ties`). The ceiling is the unweighted mean of the clinicians' F1. `grades` is
 * units (criterion × response) × clinicians, null where a clinician did not grade. n = units that
 * served as a reference for at least one clinician.
 */
export function leaveOneOutCeiling(grades: Grades): LeaveOneOutResult {
  const k = checkGrades('leave-one-out F1', grades)
  const used = new Set<number>()
  const perClinician: LeaveOneOutEntry[] = []
  for (let c = 0; c < k; c++) {
    const { ref, ties } = othersMajority(grades, c)
    ref.forEach((v, u) => v !== null && used.add(u))
    const [r, p] = paired(ref, grades.map((row) => row[c]))
    perClinician.push({ ...macroF1(r, p), clinician: c, ties })
  }
  return { ...meanOf(perClinician, used.size), perClinician }
}

/**
 * The judge on the same footing as the ceiling: for each clinician c, macro-F1 of the judge against
 * the very references c was scored against (the majority of the clinicians other than c, on the
 * units c graded), then the mean. Judge minus ceiling is then a like-for-like gap.
 */
export function judgeLeaveOneOut(judge: readonly (boolean | null | undefined)[], grades: Grades): LeaveOneOutResult {
  const what = 'leave-one-out F1'
  const k = checkGrades(what, grades)
  checkJudge(what, judge, grades)
  const used = new Set<number>()
  const perClinician: LeaveOneOutEntry[] = []
  for (let c = 0; c < k; c++) {
    const { ref, ties } = othersMajority(grades, c)
    ref.forEach((v, u) => v !== null && judge[u] !== null && judge[u] !== undefined && used.add(u))
    const [r, p] = paired(ref, judge)
    perClinician.push({ ...macroF1(r, p), clinician: c, ties })
  }
  return { ...meanOf(perClinician, used.size), perClinician }
}

/** Macro-F1 of the judge against each clinician separately (clinician = reference), over units both graded. */
export function judgeVsEachClinician(judge: readonly (boolean | null | undefined)[], grades: Grades): F1Result[] {
  const what = 'macro-F1'
  const k = checkGrades(what, grades)
  checkJudge(what, judge, grades)
  const out: F1Result[] = []
  for (let c = 0; c < k; c++) {
    const [r, p] = paired(grades.map((row) => row[c] ?? null), judge)
    out.push(macroF1(r, p))
  }
  return out
}
