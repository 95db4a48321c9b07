// The names the agreement report's statistics go by, shared by its two computations
// (agreementReport.ts, agreementFast.ts) and the hosts that print them.

import type { IccForm } from './icc'
import type { MeasurementLevel } from './agreementData'

export const ICC_FORMS: readonly IccForm[] = ['ICC1', 'ICC2', 'ICC3', 'ICC1k', 'ICC2k', 'ICC3k']

export const PAIR_STATS = [
  'cohen_kappa',
  'cohen_kappa_linear',
  'cohen_kappa_quadratic',
  'pearson',
  'spearman',
  'kendall_tau_b',
  'mae',
  'mean_bias',
  'exact_agreement',
  'gwet_ac1',
] as const
export type PairStat = (typeof PAIR_STATS)[number]

/** The lowest level at which each pair statistic is read. */
export const PAIR_MIN_LEVEL: Record<PairStat, MeasurementLevel> = {
  cohen_kappa: 'nominal',
  exact_agreement: 'nominal',
  gwet_ac1: 'nominal',
  cohen_kappa_linear: 'ordinal',
  cohen_kappa_quadratic: 'ordinal',
  spearman: 'ordinal',
  kendall_tau_b: 'ordinal',
  pearson: 'interval',
  mae: 'interval',
  mean_bias: 'interval',
}

/** Flat statistics of one sample: `alpha.<level>`, `fleiss`, `icc.<form>`, `pair.<i>.<stat>`, `pair.<i>.n`. */
export type FlatStats = Record<string, number | null>

/** Rater pairs (a, b), a before b in the order of first appearance. */
export function raterPairs(k: number): [number, number][] {
  const pairs: [number, number][] = []
  for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) pairs.push([a, b])
  return pairs
}

