// Simple pairwise figures between two raters over the units both scored.

import { ok, undef, type StatResult } from './result'
import { checkFinite, checkLabel, checkSameLength, type Label } from './validate'

function numeric(what: string, a: ArrayLike<number>, b: ArrayLike<number>): void {
  checkSameLength(what, a, b, 'rater a', 'rater b')
  checkFinite(what, a, 'rater a')
  checkFinite(what, b, 'rater b')
}

/** Mean absolute error: mean |b − a|. */
export function meanAbsoluteError(a: ArrayLike<number>, b: ArrayLike<number>): StatResult {
  numeric('MAE', a, b)
  if (a.length === 0) return undef('no-units', 0)
  let s = 0
  for (let i = 0; i < a.length; i++) s += Math.abs(b[i] - a[i])
  return ok(s / a.length, a.length)
}

/** Mean bias: mean (b − a); positive when rater b scores higher (e.g. a = clinician, b = judge). */
export function meanBias(a: ArrayLike<number>, b: ArrayLike<number>): StatResult {
  numeric('mean bias', a, b)
  if (a.length === 0) return undef('no-units', 0)
  let s = 0
  for (let i = 0; i < a.length; i++) s += b[i] - a[i]
  return ok(s / a.length, a.length)
}

/** Exact agreement: share of units where both gave the same label or score (===). */
export function exactAgreement(a: readonly Label[], b: readonly Label[]): StatResult {
  checkSameLength('exact agreement', a, b, 'rater a', 'rater b')
  if (a.length === 0) return undef('no-units', 0)
  let same = 0
  for (let i = 0; i < a.length; i++) {
    checkLabel('exact agreement', a[i], `rater a[${i + 1}]`)
    checkLabel('exact agreement', b[i], `rater b[${i + 1}]`)
    if (a[i] === b[i]) same++
  }
  return ok(same / a.length, a.length)
}
