// Percentile bootstrap intervals, seeded and allocation-free per resample: one Float64Array of B
// resampled statistics is allocated per call, never one array per resample, so 100k values × 1000
// resamples run in well under a second.

import { createRng, type Rng } from './rng'

export interface Interval {
  mean: number
  /** Lower and upper bounds of the percentile interval. */
  lo: number
  hi: number
  n: number
}

export interface BootstrapOptions {
  /** Seed of the resampling stream (default 1). Same seed and input → same interval. */
  seed?: number
  /** Number of resamples B (default 1000). */
  resamples?: number
  /** Coverage of the interval (default 0.95). */
  level?: number
}

export const BOOTSTRAP_DEFAULTS = { seed: 1, resamples: 1000, level: 0.95 } as const

/**
 * The q-quantile (0 ≤ q ≤ 1) of ascending values by linear interpolation between order statistics
 * (Hyndman & Fan type 7, the default of R and NumPy).
 */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length
  if (n === 0) return NaN
  const h = (n - 1) * q
  const i = Math.floor(h)
  const frac = h - i
  return i + 1 < n ? sorted[i] + frac * (sorted[i + 1] - sorted[i]) : sorted[n - 1]
}

/** Mean of `values` drawn values.length times with replacement. */
export function resampleMean(values: ArrayLike<number>, rng: Rng): number {
  return rng.sumOfDraws(values, values.length) / values.length
}

/** Sorts resampled statistics in place and returns the [lo, hi] percentile bounds. */
export function percentileBounds(stats: Float64Array, level: number): [number, number] {
  stats.sort()
  const alpha = (1 - level) / 2
  return [quantileSorted(stats, alpha), quantileSorted(stats, 1 - alpha)]
}

/**
 * Percentile bootstrap interval of the mean of `values` (the resampling unit is one value, e.g. one
 * item's score). Returns null for no values.
 */
export function bootstrapMeanCI(values: ArrayLike<number>, opts: BootstrapOptions = {}): Interval | null {
  const n = values.length
  if (n === 0) return null
  const B = opts.resamples ?? BOOTSTRAP_DEFAULTS.resamples
  const level = opts.level ?? BOOTSTRAP_DEFAULTS.level
  const rng = createRng(opts.seed ?? BOOTSTRAP_DEFAULTS.seed)
  let sum = 0
  for (let i = 0; i < n; i++) sum += values[i]
  const stats = new Float64Array(B)
  for (let b = 0; b < B; b++) stats[b] = resampleMean(values, rng)
  const [lo, hi] = percentileBounds(stats, level)
  return { mean: sum / n, lo, hi, n }
}
