// Checks of a judge against clinicians' grades beyond the overall agreement figures (issue 8):
// - within categories (specialty, dimension): an audit of HealthBench judges found calibration that
//   holds overall but fails inside categories, so each category's mean bias (judge − graders' mean)
//   gets its own seeded bootstrap interval, and a category is flagged when that interval excludes 0
//   (the judge systematically scores it higher or lower) or when the judge's error there is larger
//   than the graders' error among themselves by more than the interval allows;
// - length: LLM judges are known to favour longer answers; Spearman's ρ between the answer's length
//   and the judge's excess over the graders (judge − graders' mean), with its interval;
// - self-consistency: with several samples per answer, how often the samples agree and
//   Krippendorff's alpha (interval level) with the samples as raters.
// Pure: the service gathers the units from the runs file.
import { bootstrapUnits, type UnitBootstrapResult } from '../stats/bootstrap'
import { spearman } from '../stats/correlation'
import { krippendorffAlpha } from '../stats/krippendorff'
import { ok, undef, type StatResult } from '../stats/result'

export interface JudgedUnit {
  seq: number
  specialty: string | null
  dimension: string | null
  /** Characters of the model's answer. */
  length: number
  /** The judge's score on the graders' scale (mean over its samples), or null when it has none. */
  judge: number | null
  /** Each sample's score on the graders' scale. */
  samples: number[]
  /** The graders' overall scores. */
  grades: number[]
}

export interface Interval {
  value: number | null
  lo: number | null
  hi: number | null
  n: number
}

const interval = (r: UnitBootstrapResult): Interval => ({ value: r.value, lo: r.lo, hi: r.hi, n: r.n })
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/** Units the judge scored that at least one grader graded. */
const paired = (units: readonly JudgedUnit[]) => units.filter((u) => u.judge !== null && u.grades.length > 0)

function meanBias(units: readonly JudgedUnit[]): StatResult {
  if (!units.length) return undef('no-units', 0)
  return ok(mean(units.map((u) => u.judge! - mean(u.grades))), units.length)
}

/** Judge's mean absolute error against each grader, minus the graders' mean absolute error between themselves (units with ≥ 2 grades). */
function excessError(units: readonly JudgedUnit[]): StatResult {
  let judgeErr = 0
  let judgeN = 0
  let humanErr = 0
  let humanN = 0
  for (const u of units) {
    if (u.grades.length < 2) continue
    for (const g of u.grades) (judgeErr += Math.abs(u.judge! - g)), judgeN++
    for (let a = 0; a < u.grades.length; a++) for (let b = a + 1; b < u.grades.length; b++) (humanErr += Math.abs(u.grades[a] - u.grades[b])), humanN++
  }
  if (!humanN) return undef('too-few-raters', 0)
  return ok(judgeErr / judgeN - humanErr / humanN, humanN)
}

export type GroupFlag = 'biased' | 'worse-than-graders'

export interface GroupCheck {
  key: string
  units: number
  judge_mean: number | null
  graders_mean: number | null
  /** judge − graders' mean, on the graders' scale. */
  mean_bias: Interval
  /** The judge's MAE against each grader minus the graders' MAE among themselves (> 0: the judge is further off than a colleague). */
  excess_error: Interval
  flags: GroupFlag[]
}

export interface GroupChecks {
  by: 'specialty' | 'dimension'
  overall: { mean_bias: Interval; excess_error: Interval }
  groups: GroupCheck[]
  /** Categories with fewer than minUnits paired units: counted, not checked. */
  too_small: { key: string; units: number }[]
}

export interface CheckOptions {
  resamples?: number
  seed?: number
  /** Fewest paired units for a category to be checked (default 5). */
  minUnits?: number
}

const excludesZero = (i: Interval) => (i.lo !== null && i.lo > 0) || (i.hi !== null && i.hi < 0)

function flagsOf(bias: Interval, excess: Interval): GroupFlag[] {
  const f: GroupFlag[] = []
  if (excludesZero(bias)) f.push('biased')
  if (excess.lo !== null && excess.lo > 0) f.push('worse-than-graders')
  return f
}

/** Per category: the judge's bias and excess error with intervals, flagged where they show. */
export function groupChecks(units: readonly JudgedUnit[], by: 'specialty' | 'dimension', opts: CheckOptions = {}): GroupChecks {
  const boot = { resamples: opts.resamples ?? 1000, seed: opts.seed ?? 1 }
  const minUnits = opts.minUnits ?? 5
  const all = paired(units)
  const byKey = new Map<string, JudgedUnit[]>()
  for (const u of all) {
    const k = u[by] ?? '—'
    byKey.set(k, [...(byKey.get(k) ?? []), u])
  }
  const groups: GroupCheck[] = []
  const tooSmall: { key: string; units: number }[] = []
  for (const [key, us] of [...byKey].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
    if (us.length < minUnits) {
      tooSmall.push({ key, units: us.length })
      continue
    }
    const bias = interval(bootstrapUnits(us, meanBias, boot))
    const excess = interval(bootstrapUnits(us, excessError, boot))
    groups.push({
      key,
      units: us.length,
      judge_mean: mean(us.map((u) => u.judge!)),
      graders_mean: mean(us.map((u) => mean(u.grades))),
      mean_bias: bias,
      excess_error: excess,
      flags: flagsOf(bias, excess),
    })
  }
  return {
    by,
    overall: { mean_bias: interval(bootstrapUnits(all, meanBias, boot)), excess_error: interval(bootstrapUnits(all, excessError, boot)) },
    groups,
    too_small: tooSmall,
  }
}

export interface LengthBias {
  /** ρ(answer length, judge − graders' mean): > 0 means the judge's excess grows with length. */
  excess: Interval
  /** ρ(length, judge score) and ρ(length, graders' mean), side by side. */
  judge: number | null
  graders: number | null
  flagged: boolean
}

export function lengthBias(units: readonly JudgedUnit[], opts: CheckOptions = {}): LengthBias {
  const all = paired(units)
  const rho = (f: (u: JudgedUnit) => number) => (us: readonly JudgedUnit[]) => spearman(us.map((u) => u.length), us.map(f))
  const excess = interval(bootstrapUnits(all, rho((u) => u.judge! - mean(u.grades)), { resamples: opts.resamples ?? 1000, seed: opts.seed ?? 1 }))
  return { excess, judge: rho((u) => u.judge!)(all).value, graders: rho((u) => mean(u.grades))(all).value, flagged: excludesZero(excess) }
}

export interface SelfConsistency {
  /** Answers with two or more samples. */
  units: number
  samples: number
  /** Share of those answers whose samples all gave the same score. */
  all_agree: number | null
  /** Mean over answers of the samples' standard deviation (graders' scale). */
  mean_sd: number | null
  /** Krippendorff's alpha (interval) with the samples as raters. */
  alpha: number | null
}

export function selfConsistency(units: readonly JudgedUnit[]): SelfConsistency | null {
  const multi = units.filter((u) => u.samples.length >= 2)
  if (!multi.length) return null
  const k = Math.max(...multi.map((u) => u.samples.length))
  const sd = (xs: number[]) => {
    const m = mean(xs)
    return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1))
  }
  const matrix = multi.map((u) => Array.from({ length: k }, (_, i) => u.samples[i] ?? null))
  return {
    units: multi.length,
    samples: k,
    all_agree: multi.filter((u) => u.samples.every((s) => s === u.samples[0])).length / multi.length,
    mean_sd: mean(multi.map((u) => sd(u.samples))),
    alpha: krippendorffAlpha(matrix, 'interval').value,
  }
}

export interface CriterionJudgement {
  criterion: string
  /** The judge's verdict (majority over its samples), or null when it gave none. */
  judge: boolean | null
  /** Each grader's verdict, null where a grader did not grade it. */
  graders: (boolean | null)[]
}

export interface CriterionCheck {
  criterion: string
  /** Judgements with a judge verdict and a clear graders' majority. */
  units: number
  judge_met: number | null
  graders_met: number | null
  /** Share where the judge agrees with the graders' majority. */
  agreement: Interval
  /** The interval lies wholly below the judge's overall agreement. */
  flagged: boolean
}

export interface CriterionChecks {
  overall: Interval
  /** Judgements left out because the graders split evenly. */
  ties: number
  criteria: CriterionCheck[]
  too_small: { criterion: string; units: number }[]
}

/**
 * Per rubric criterion (the same criterion text across answers): how often the judge agrees with the
 * graders' majority, with a seeded interval, flagged when the interval lies wholly below the judge's
 * overall agreement: a criterion the judge reads differently from clinicians though it agrees overall.
 */
export function criterionChecks(rows: readonly CriterionJudgement[], opts: CheckOptions = {}): CriterionChecks {
  const boot = { resamples: opts.resamples ?? 1000, seed: opts.seed ?? 1 }
  const minUnits = opts.minUnits ?? 5
  let ties = 0
  const usable: { criterion: string; judge: boolean; majority: boolean }[] = []
  for (const r of rows) {
    const given = r.graders.filter((g): g is boolean => g !== null)
    if (r.judge === null || !given.length) continue
    const yes = given.filter(Boolean).length
    if (yes * 2 === given.length) {
      ties++
      continue
    }
    usable.push({ criterion: r.criterion, judge: r.judge, majority: yes * 2 > given.length })
  }
  const agree = (us: readonly { judge: boolean; majority: boolean }[]): StatResult => (us.length ? ok(us.filter((u) => u.judge === u.majority).length / us.length, us.length) : undef('no-units', 0))
  const overall = interval(bootstrapUnits(usable, agree, boot))
  const by = new Map<string, typeof usable>()
  for (const u of usable) by.set(u.criterion, [...(by.get(u.criterion) ?? []), u])
  const criteria: CriterionCheck[] = []
  const tooSmall: { criterion: string; units: number }[] = []
  for (const [criterion, us] of [...by].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
    if (us.length < minUnits) {
      tooSmall.push({ criterion, units: us.length })
      continue
    }
    const a = interval(bootstrapUnits(us, agree, boot))
    criteria.push({
      criterion,
      units: us.length,
      judge_met: us.filter((u) => u.judge).length / us.length,
      graders_met: us.filter((u) => u.majority).length / us.length,
      agreement: a,
      flagged: a.hi !== null && overall.value !== null && a.hi < overall.value,
    })
  }
  return { overall, ties, criteria, too_small: tooSmall }
}
