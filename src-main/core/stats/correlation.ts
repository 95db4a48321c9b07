// Correlations between two raters' numeric scores over the same units.

import { ok, undef, type StatResult } from './result'
import { checkFinite, checkSameLength } from './validate'

function check(what: string, x: ArrayLike<number>, y: ArrayLike<number>): StatResult | null {
  checkSameLength(what, x, y, 'x', 'y')
  checkFinite(what, x, 'x')
  checkFinite(what, y, 'y')
  if (x.length === 0) return undef('no-units', 0)
  if (x.length < 2) return undef('too-few-units', x.length)
  return null
}

function pearsonUnchecked(x: ArrayLike<number>, y: ArrayLike<number>): StatResult {
  const n = x.length
  let mx = 0
  let my = 0
  for (let i = 0; i < n; i++) {
    mx += x[i]
    my += y[i]
  }
  mx /= n
  my /= n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx
    const dy = y[i] - my
    sxy += dx * dy
    sxx += dx * dx
    syy += dy * dy
  }
  if (sxx === 0 || syy === 0) return undef('zero-variance', n)
  // Clamp: rounding can put a perfect correlation a hair outside [−1, 1].
  return ok(Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy))), n)
}

/** Pearson's r = Σ(x − x̄)(y − ȳ) / √(Σ(x − x̄)² Σ(y − ȳ)²) (two-pass, centred). Undefined for a constant variable. */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): StatResult {
  return check('Pearson', x, y) ?? pearsonUnchecked(x, y)
}

/** Ranks 1..n, ties sharing the average of the ranks they span (scipy's rankdata 'average'). O(n log n). */
export function averageRanks(x: ArrayLike<number>): Float64Array {
  const n = x.length
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => x[a] - x[b])
  const ranks = new Float64Array(n)
  for (let i = 0; i < n; ) {
    let j = i
    while (j + 1 < n && x[order[j + 1]] === x[order[i]]) j++
    const r = (i + j) / 2 + 1
    for (let t = i; t <= j; t++) ranks[order[t]] = r
    i = j + 1
  }
  return ranks
}

/** Spearman's ρ: Pearson's r of the average ranks (ties averaged, as scipy.stats.spearmanr). */
export function spearman(x: ArrayLike<number>, y: ArrayLike<number>): StatResult {
  return check('Spearman', x, y) ?? pearsonUnchecked(averageRanks(x), averageRanks(y))
}

/** Σ t(t − 1)/2 over runs of equal values in a sorted sequence, read through `key`. */
function tiePairs(n: number, same: (i: number) => boolean): number {
  let pairs = 0
  let run = 1
  for (let i = 1; i < n; i++) {
    if (same(i)) run++
    else {
      pairs += (run * (run - 1)) / 2
      run = 1
    }
  }
  return pairs + (run * (run - 1)) / 2
}

/**
 * Kendall's τ_b = (n_c − n_d)/√((n_0 − n_1)(n_0 − n_2)), n_0 = n(n − 1)/2, n_1, n_2 the pairs tied in
 * x and in y (Kendall 1945). O(n log n) by Knight's (1966) method: sort by (x, y), count discordant
 * pairs as the swaps of a merge sort on y. Same as scipy.stats.kendalltau (variant 'b').
 */
export function kendallTauB(x: ArrayLike<number>, y: ArrayLike<number>): StatResult {
  const bad = check('Kendall tau-b', x, y)
  if (bad) return bad
  const n = x.length
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => x[a] - x[b] || y[a] - y[b])
  const xs = Float64Array.from(order, (i) => x[i])
  const ys = Float64Array.from(order, (i) => y[i])
  const n1 = tiePairs(n, (i) => xs[i] === xs[i - 1])
  const n3 = tiePairs(n, (i) => xs[i] === xs[i - 1] && ys[i] === ys[i - 1])
  const swaps = mergeSortSwaps(ys)
  const n2 = tiePairs(n, (i) => ys[i] === ys[i - 1])
  const n0 = (n * (n - 1)) / 2
  if (n0 === n1 || n0 === n2) return undef('zero-variance', n)
  const s = n0 - n1 - n2 + n3 - 2 * swaps
  return ok(Math.max(-1, Math.min(1, s / Math.sqrt((n0 - n1) * (n0 - n2)))), n)
}

/** Sorts `a` ascending in place (bottom-up merge sort) and returns the number of strict inversions. */
function mergeSortSwaps(a: Float64Array): number {
  const n = a.length
  let src: Float64Array = a
  let dst: Float64Array = new Float64Array(n)
  let swaps = 0
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n)
      const hi = Math.min(lo + 2 * width, n)
      let i = lo
      let j = mid
      let k = lo
      while (i < mid && j < hi) {
        // Equal values are not an inversion: take the left one first.
        if (src[j] < src[i]) {
          swaps += mid - i
          dst[k++] = src[j++]
        } else dst[k++] = src[i++]
      }
      while (i < mid) dst[k++] = src[i++]
      while (j < hi) dst[k++] = src[j++]
    }
    const t = src
    src = dst
    dst = t
  }
  if (src !== a) a.set(src)
  return swaps
}
