// Seeded percentile bootstrap for any agreement statistic, resampling units (rows): a unit's ratings
// by all raters move together, so the interval carries the dependence between raters.

import { createRng } from '../rng'
import { BOOTSTRAP_DEFAULTS, percentileBounds } from '../bootstrap'
import { inputError, undef, statsMessages as m, type StatResult, type UndefinedReason } from './result'

export interface UnitBootstrapOptions {
  /** Seed of the resampling stream (default 1): same seed and data → the same interval. */
  seed?: number
  /** Resamples B (default 1000). */
  resamples?: number
  /** Coverage (default 0.95). */
  level?: number
}

export interface UnitBootstrapResult extends StatResult {
  /** Percentile interval of the defined resampled values; null when fewer than two were defined. */
  lo: number | null
  hi: number | null
  resamples: number
  /** Resamples on which the statistic was undefined (e.g. every resampled unit in one category); left out of the interval. */
  undefinedResamples: number
  /** Why the interval is missing (the point estimate's own reason is in undefinedReason). */
  intervalUndefinedReason?: UndefinedReason
}

type IndexedStatistic = (indices: Uint32Array) => StatResult

/**
 * The bootstrap loop on unit indices: `statistic` receives the indices of the units in the sample
 * (the identity 0..n−1 for the point estimate, then one resample at a time, in one reused array it
 * must not keep). The fast path for large reports: encode the data once into typed arrays and let
 * the statistic read them through the indices, with no per-resample allocation.
 */
export function bootstrapIndices(n: number, statistic: IndexedStatistic, opts: UnitBootstrapOptions = {}): UnitBootstrapResult {
  const what = 'bootstrap'
  const B = opts.resamples ?? BOOTSTRAP_DEFAULTS.resamples
  const level = opts.level ?? BOOTSTRAP_DEFAULTS.level
  const seed = opts.seed ?? BOOTSTRAP_DEFAULTS.seed
  if (!Number.isInteger(B) || B < 1) inputError(m.badOption({ what, option: 'resamples', value: String(B) }))
  if (!(level > 0 && level < 1)) inputError(m.badOption({ what, option: 'level', value: String(level) }))
  if (!Number.isFinite(seed)) inputError(m.badOption({ what, option: 'seed', value: String(seed) }))
  if (!Number.isInteger(n) || n < 0) inputError(m.badOption({ what, option: 'n', value: String(n) }))
  if (n === 0) return { ...undef('no-units', 0), lo: null, hi: null, resamples: B, undefinedResamples: 0, intervalUndefinedReason: 'no-units' }
  const idx = new Uint32Array(n)
  for (let i = 0; i < n; i++) idx[i] = i
  const point = statistic(idx)
  const rng = createRng(seed)
  const values = new Float64Array(B)
  let defined = 0
  for (let b = 0; b < B; b++) {
    rng.fillInts(n, idx)
    const v = statistic(idx).value
    if (v !== null && Number.isFinite(v)) values[defined++] = v
  }
  const base = { ...point, resamples: B, undefinedResamples: B - defined }
  if (defined < 2) return { ...base, lo: null, hi: null, intervalUndefinedReason: 'too-few-defined-resamples' }
  const [lo, hi] = percentileBounds(values.subarray(0, defined), level)
  return { ...base, lo, hi }
}

/**
 * Point estimate and percentile interval of `statistic` over `units`, drawing units with replacement
 * B times (Efron & Tibshirani 1993, §13.3). The statistic receives one array that is refilled for
 * every resample: it must not keep a reference to it. Resamples where the statistic is undefined are
 * counted and left out; the interval uses the rest. Same draws as bootstrapIndices for the same seed.
 */
export function bootstrapUnits<T>(units: readonly T[], statistic: (sample: readonly T[]) => StatResult, opts: UnitBootstrapOptions = {}): UnitBootstrapResult {
  const sample = new Array<T>(units.length)
  return bootstrapIndices(
    units.length,
    (idx) => {
      for (let i = 0; i < idx.length; i++) sample[i] = units[idx[i]]
      return statistic(sample)
    },
    opts,
  )
}

export interface ManyInterval {
  value: number | null
  lo: number | null
  hi: number | null
  undefinedResamples: number
}

/**
 * Several statistics on the same resamples (one report: kappa, AC1, correlations… of one rater
 * pair): the units are drawn once per resample and `statistics` returns every value for it, so the
 * intervals are mutually consistent and the draws are paid for once. Keys come from the point
 * estimate; a null or non-finite value counts as undefined for that key.
 */
export function bootstrapIndicesMany<K extends string>(
  n: number,
  statistics: (indices: Uint32Array) => Record<K, number | null>,
  opts: UnitBootstrapOptions = {},
): { n: number; resamples: number; intervals: Record<K, ManyInterval> } {
  const B = opts.resamples ?? BOOTSTRAP_DEFAULTS.resamples
  const level = opts.level ?? BOOTSTRAP_DEFAULTS.level
  let keys: K[] = []
  let point = {} as Record<K, number | null>
  let values: Float64Array[] = []
  let defined: number[] = []
  let b = -1
  // Reuse the single-statistic loop (same validation, same draws); it reports nothing we need.
  bootstrapIndices(
    n,
    (idx) => {
      const r = statistics(idx)
      if (b < 0) {
        point = r
        keys = Object.keys(r) as K[]
        values = keys.map(() => new Float64Array(B))
        defined = keys.map(() => 0)
      } else {
        keys.forEach((k, j) => {
          const v = r[k]
          if (v !== null && Number.isFinite(v)) values[j][defined[j]++] = v
        })
      }
      b++
      return { value: 0, n }
    },
    opts,
  )
  const intervals = {} as Record<K, ManyInterval>
  keys.forEach((k, j) => {
    const v = point[k]
    const value = v !== null && Number.isFinite(v) ? v : null
    const undefinedResamples = B - defined[j]
    if (defined[j] < 2) intervals[k] = { value, lo: null, hi: null, undefinedResamples }
    else {
      const [lo, hi] = percentileBounds(values[j].subarray(0, defined[j]), level)
      intervals[k] = { value, lo, hi, undefinedResamples }
    }
  })
  return { n, resamples: B, intervals }
}
