// Fleiss' kappa for many raters: each unit is rated by several raters, not necessarily the same ones.

import { agreementAndPrevalence, ratingsPerUnit, ratingsToCounts, type RatingMatrix } from './counts'
import { inputError, ok, undef, statsMessages as m, type StatResult } from './result'
import type { Label } from './validate'

export interface FleissOptions {
  /**
   * Units with different numbers of ratings: 'error' (default) refuses them, naming the first such
   * unit, because Fleiss (1971) assumes the same number m of ratings per unit; 'generalized' uses
   * Gwet's (2014, ch. 2) extension, as irrCAC's fleiss.kappa.raw does: p_a over units with ≥ 2
   * ratings, category prevalence over units with ≥ 1. Units with no rating are ignored either way.
   */
  unequal?: 'error' | 'generalized'
}

export interface FleissResult extends StatResult {
  /** Mean observed pairwise agreement P̄ (p_a). */
  observed: number | null
  /** Chance agreement P̄_e = Σ_c π_c². */
  expected: number | null
}

/**
 * Fleiss' kappa from a units × categories table of counts (Fleiss 1971):
 * κ = (P̄ − P̄_e)/(1 − P̄_e), P̄ = mean_u Σ_c n_uc(n_uc − 1)/(m(m − 1)), P̄_e = Σ_c p_c²,
 * p_c = Σ_u n_uc/(N m). Same as statsmodels' fleiss_kappa(table, method='fleiss'). n = units used.
 */
export function fleissKappaCounts(counts: readonly (readonly number[])[], opts: FleissOptions = {}): FleissResult {
  const what = "Fleiss' kappa"
  if (opts.unequal !== undefined && opts.unequal !== 'error' && opts.unequal !== 'generalized') {
    inputError(m.badOption({ what, option: 'unequal', value: String(opts.unequal) }))
  }
  const r = ratingsPerUnit(what, counts)
  if (opts.unequal !== 'generalized') {
    let first = -1
    for (let u = 0; u < r.length; u++) {
      if (r[u] === 0) continue
      if (first < 0) first = u
      else if (r[u] !== r[first]) inputError(m.unequalRaters({ what, row: u + 1, got: r[u], expected: r[first] }))
    }
  }
  const { pa, pi, rated, paired } = agreementAndPrevalence(counts, r)
  if (rated === 0) return { ...undef('no-units', 0), observed: null, expected: null }
  if (pa === null) return { ...undef('too-few-raters', rated), observed: null, expected: null }
  let pe = 0
  for (const p of pi) pe += p * p
  // P̄_e is a sum of squares of proportions summing to 1: it is 1 only when one category holds all.
  if (1 - pe < 1e-15) return { ...undef('chance-agreement-one', paired), observed: pa, expected: pe }
  return { ...ok((pa - pe) / (1 - pe), paired), observed: pa, expected: pe }
}

/** Fleiss' kappa from raw ratings, units × raters, null where a rater did not rate a unit. */
export function fleissKappa(ratings: RatingMatrix, opts: FleissOptions & { labels?: readonly Label[] } = {}): FleissResult {
  const { counts } = ratingsToCounts("Fleiss' kappa", ratings, opts.labels)
  return fleissKappaCounts(counts, opts)
}
