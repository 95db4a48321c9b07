// A monotone (non-decreasing) map from judge scores to the clinicians' scale: isotonic regression by
// pool-adjacent-violators, as scikit-learn's IsotonicRegression (increasing, out_of_bounds='clip'):
// equal x are merged first (weighted mean of their y, weights summed), PAVA on the merged points, and
// prediction interpolates linearly between the fitted points and clips outside them. Cross-fitting
// (each unit predicted by a map fitted without its fold) gives an honest error of the calibrated
// scores; a seeded bootstrap over units refits the map to give its own uncertainty. Pure functions.

import { createRng, shuffleInPlace } from '../rng'
import { percentileBounds } from '../bootstrap'

export interface IsotonicMap {
  /** Increasing distinct x of the fitted points, and the fitted (non-decreasing) y at each. */
  x: number[]
  y: number[]
}

export function fitIsotonic(xs: ArrayLike<number>, ys: ArrayLike<number>, ws?: ArrayLike<number>): IsotonicMap {
  const n = xs.length
  if (ys.length !== n || (ws && ws.length !== n)) throw new Error('isotonic: x, y and weights must have the same length')
  if (n === 0) return { x: [], y: [] }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => xs[a] - xs[b] || a - b)
  // Merge equal x: weighted mean of y.
  const ux: number[] = []
  const uy: number[] = []
  const uw: number[] = []
  for (const i of order) {
    const w = ws ? ws[i] : 1
    const last = ux.length - 1
    if (last >= 0 && ux[last] === xs[i]) {
      uy[last] = (uy[last] * uw[last] + ys[i] * w) / (uw[last] + w)
      uw[last] += w
    } else {
      ux.push(xs[i])
      uy.push(ys[i])
      uw.push(w)
    }
  }
  // PAVA over blocks: each block holds its weighted mean, weight and the points it spans.
  const val: number[] = []
  const wt: number[] = []
  const len: number[] = []
  for (let i = 0; i < ux.length; i++) {
    val.push(uy[i])
    wt.push(uw[i])
    len.push(1)
    while (val.length > 1 && val[val.length - 2] > val[val.length - 1]) {
      const b = val.length - 1
      const w = wt[b - 1] + wt[b]
      val[b - 1] = (val[b - 1] * wt[b - 1] + val[b] * wt[b]) / w
      wt[b - 1] = w
      len[b - 1] += len[b]
      val.pop()
      wt.pop()
      len.pop()
    }
  }
  const y: number[] = []
  val.forEach((v, b) => {
    for (let k = 0; k < len[b]; k++) y.push(v)
  })
  return { x: ux, y }
}

/** The map at v: linear between fitted points, clipped to the end values outside them (np.interp). */
export function predictIsotonic(map: IsotonicMap, v: number): number | null {
  const { x, y } = map
  if (x.length === 0) return null
  if (v <= x[0]) return y[0]
  if (v >= x[x.length - 1]) return y[y.length - 1]
  let lo = 0
  let hi = x.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (x[mid] <= v) lo = mid
    else hi = mid
  }
  if (x[lo] === v) return y[lo]
  return y[lo] + ((y[hi] - y[lo]) * (v - x[lo])) / (x[hi] - x[lo])
}

export interface CrossFit {
  /** Each unit's calibrated score from a map fitted without its fold. */
  outOfFold: number[]
  folds: number
  /** Mean absolute error against y: of the raw judge score, and of the cross-fitted calibration. */
  maeRaw: number
  maeCalibrated: number
}

/** K-fold cross-fitting (seeded fold assignment). Units whose training folds are empty keep their raw score. */
export function crossFit(xs: readonly number[], ys: readonly number[], folds: number, seed: number): CrossFit {
  const n = xs.length
  const k = Math.max(2, Math.min(folds, n))
  const idx = shuffleInPlace(Array.from({ length: n }, (_, i) => i), createRng(seed))
  const foldOf = new Int32Array(n)
  idx.forEach((u, r) => (foldOf[u] = r % k))
  const out = new Array<number>(n)
  for (let f = 0; f < k; f++) {
    const train = idx.filter((u) => foldOf[u] !== f)
    const map = fitIsotonic(train.map((u) => xs[u]), train.map((u) => ys[u]))
    for (let u = 0; u < n; u++) if (foldOf[u] === f) out[u] = predictIsotonic(map, xs[u]) ?? xs[u]
  }
  let raw = 0
  let cal = 0
  for (let u = 0; u < n; u++) {
    raw += Math.abs(xs[u] - ys[u])
    cal += Math.abs(out[u] - ys[u])
  }
  return { outOfFold: out, folds: k, maeRaw: n ? raw / n : 0, maeCalibrated: n ? cal / n : 0 }
}

/** Pointwise 95% band of the map at `grid`, refitting on B bootstrap resamples of the units (seeded). */
export function mapBand(xs: readonly number[], ys: readonly number[], grid: readonly number[], resamples: number, seed: number, level = 0.95): { lo: number[]; hi: number[] } {
  const n = xs.length
  const rng = createRng(seed)
  const at = grid.map(() => new Float64Array(resamples))
  const bx = new Array<number>(n)
  const by = new Array<number>(n)
  for (let b = 0; b < resamples; b++) {
    for (let i = 0; i < n; i++) {
      const u = rng.int(n)
      bx[i] = xs[u]
      by[i] = ys[u]
    }
    const map = fitIsotonic(bx, by)
    grid.forEach((g, j) => (at[j][b] = predictIsotonic(map, g) ?? NaN))
  }
  const lo: number[] = []
  const hi: number[] = []
  for (const col of at) {
    const [l, h] = percentileBounds(col, level)
    lo.push(l)
    hi.push(h)
  }
  return { lo, hi }
}
