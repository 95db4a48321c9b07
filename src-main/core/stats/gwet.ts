// Gwet's AC1: chance-corrected agreement that stays stable when one category dominates (the
// "kappa paradox" of high agreement and low kappa), which is the usual case for reviewer decisions
// where most items are approved.

import { checkSameLength, type Label } from './validate'
import { confusionMatrix, type ConfusionOptions } from './kappa'
import { agreementAndPrevalence, ratingsPerUnit, ratingsToCounts, type RatingMatrix } from './counts'
import { ok, undef, type StatResult } from './result'

export interface AC1Result extends StatResult {
  /** Observed agreement p_a. */
  observed: number | null
  /** Chance agreement p_e = Σ_c π_c (1 − π_c) / (q − 1). */
  expected: number | null
  /** Number of categories q in the label set (explicit labels, or those used). */
  categories: number
}

function ac1(pa: number | null, pi: readonly number[], n: number): AC1Result {
  const q = pi.length
  if (pa === null) return { ...undef(n === 0 ? 'no-units' : 'too-few-raters', n), observed: null, expected: null, categories: q }
  if (q < 2) return { ...undef('single-category', n), observed: pa, expected: null, categories: q }
  let s = 0
  for (const p of pi) s += p * (1 - p)
  const pe = s / (q - 1)
  // p_e ≤ 1/q < 1 for q ≥ 2, so AC1 is always defined here.
  return { ...ok((pa - pe) / (1 - pe), n), observed: pa, expected: pe, categories: q }
}

/**
 * Gwet's AC1 for two raters over paired ratings (Gwet 2008, eq. 3): AC1 = (p_a − p_e)/(1 − p_e),
 * p_a = share of units with the same label, π_c = (p_c· + p_·c)/2, p_e = Σ_c π_c(1 − π_c)/(q − 1).
 * q counts the label set, so pass `labels` when some category went unused (irrCAC: categ.labels).
 */
export function gwetAC1(a: readonly Label[], b: readonly Label[], opts: ConfusionOptions = {}): AC1Result {
  checkSameLength("Gwet's AC1", a, b, 'rater a', 'rater b')
  const cm = confusionMatrix(a, b, opts)
  const q = cm.labels.length
  const n = cm.n
  if (n === 0) return ac1(null, new Array<number>(q).fill(0), 0)
  let agree = 0
  const pi = new Array<number>(q).fill(0)
  for (let i = 0; i < q; i++) {
    agree += cm.counts[i][i]
    for (let j = 0; j < q; j++) {
      pi[i] += cm.counts[i][j] / (2 * n)
      pi[j] += cm.counts[i][j] / (2 * n)
    }
  }
  return ac1(agree / n, pi, n)
}

/**
 * Gwet's AC1 for many raters from a units × categories table of counts (Gwet 2014, ch. 2; 2008
 * eq. 18 when every unit has the same number of ratings): p_a = mean over units with r_u ≥ 2 of
 * Σ_c n_uc(n_uc − 1)/(r_u(r_u − 1)); π_c = mean over units with r_u ≥ 1 of n_uc/r_u. n = units
 * with ≥ 2 ratings. Matches irrCAC's gwet.ac1.dist / gwet.ac1.raw.
 */
export function gwetAC1Counts(counts: readonly (readonly number[])[]): AC1Result {
  const r = ratingsPerUnit("Gwet's AC1", counts)
  const { pa, pi, rated, paired } = agreementAndPrevalence(counts, r)
  // Units rated once count towards the prevalences but not p_a; with none rated twice, n = those rated.
  return ac1(pa, pi, pa === null ? rated : paired)
}

/** Gwet's AC1 for many raters from raw ratings, units × raters, null where a rater did not rate. */
export function gwetAC1Raters(ratings: RatingMatrix, opts: { labels?: readonly Label[] } = {}): AC1Result {
  const { counts, labels } = ratingsToCounts("Gwet's AC1", ratings, opts.labels)
  if (counts.length === 0) return ac1(null, new Array<number>(labels.length).fill(0), 0)
  return gwetAC1Counts(counts)
}
