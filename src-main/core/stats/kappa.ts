// Cohen's kappa for two raters and the confusion matrix it is built on.
// Model: scikit-learn's cohen_kappa_score (confusion matrix → expected counts from the margins →
// disagreement weights), with an explicit undefined result where scikit-learn would divide by zero.

import { ok, undef, inputError, statsMessages as m, type StatResult } from './result'
import { checkLabel, checkSameLength, labelIndex, sortLabels, type Label } from './validate'

export interface ConfusionOptions {
  /**
   * Label set and its order (rows and columns of the matrix; the order weighted kappa uses). Without
   * it: the labels either rater used, numbers ascending then strings.
   */
  labels?: readonly Label[]
  /**
   * A rating outside `labels`: 'error' (default) refuses the input, naming the position; 'drop'
   * leaves that pair out and counts it in `dropped` (scikit-learn's behaviour when `labels` is given).
   */
  unlisted?: 'error' | 'drop'
}

export interface ConfusionMatrix {
  labels: Label[]
  /** counts[i][j] = number of units rater a put in labels[i] and rater b in labels[j]. */
  counts: number[][]
  /** Pairs counted. */
  n: number
  /** Pairs left out because a label was not in `labels` (only with unlisted: 'drop'). */
  dropped: number
}

export interface EncodedPairs {
  labels: Label[]
  /** Position in `labels` of each kept pair's label, per rater. */
  a: Int32Array
  b: Int32Array
  /** Pairs left out (unlisted: 'drop'). */
  dropped: number
}

/**
 * Validates two raters' labels once and codes them as positions in the label list, so that a
 * bootstrap can recompute kappa on thousands of resamples without touching the labels again.
 */
export function encodePairs(a: readonly Label[], b: readonly Label[], opts: ConfusionOptions = {}): EncodedPairs {
  const what = 'confusion matrix'
  checkSameLength(what, a, b, 'rater a', 'rater b')
  for (let i = 0; i < a.length; i++) {
    checkLabel(what, a[i], `rater a[${i + 1}]`)
    checkLabel(what, b[i], `rater b[${i + 1}]`)
  }
  if (opts.unlisted !== undefined && opts.unlisted !== 'error' && opts.unlisted !== 'drop') {
    inputError(m.badOption({ what, option: 'unlisted', value: String(opts.unlisted) }))
  }
  let labels: Label[]
  if (opts.labels) {
    labels = [...opts.labels]
  } else {
    const seen = new Set<Label>()
    for (let i = 0; i < a.length; i++) {
      seen.add(a[i])
      seen.add(b[i])
    }
    labels = sortLabels(seen)
  }
  const idx = labelIndex(what, labels)
  const ca = new Int32Array(a.length)
  const cb = new Int32Array(a.length)
  let n = 0
  for (let i = 0; i < a.length; i++) {
    const r = idx.get(a[i])
    const c = idx.get(b[i])
    if (r === undefined || c === undefined) {
      if (opts.unlisted === 'drop') continue
      const [rater, v] = r === undefined ? ['a', a[i]] : ['b', b[i]]
      inputError(m.badLabel({ what, where: `rater ${rater}[${i + 1}]`, value: String(v) }))
    }
    ca[n] = r
    cb[n] = c
    n++
  }
  return { labels, a: ca.slice(0, n), b: cb.slice(0, n), dropped: a.length - n }
}

/** Cross-tabulation of two raters' labels over the same units (rows: rater a, columns: rater b). */
export function confusionMatrix(a: readonly Label[], b: readonly Label[], opts: ConfusionOptions = {}): ConfusionMatrix {
  const enc = encodePairs(a, b, opts)
  const q = enc.labels.length
  const counts = Array.from({ length: q }, () => new Array<number>(q).fill(0))
  for (let i = 0; i < enc.a.length; i++) counts[enc.a[i]][enc.b[i]]++
  return { labels: enc.labels, counts, n: enc.a.length, dropped: enc.dropped }
}

export type KappaWeights = 'none' | 'linear' | 'quadratic'

export interface KappaOptions extends ConfusionOptions {
  /**
   * Disagreement weights by label position i, j in the ordered label list: none (0 on the diagonal,
   * 1 elsewhere), linear |i − j|, quadratic (i − j)². Positions, not values, as in scikit-learn.
   */
  weights?: KappaWeights
}

export interface KappaResult extends StatResult {
  /** Observed (weighted) agreement p_o, on the 0–1 scale. */
  observed: number | null
  /** Chance (weighted) agreement p_e from the two raters' margins. */
  expected: number | null
  /** Pairs left out (unlisted: 'drop'). */
  dropped: number
}

/**
 * Cohen's kappa κ = (p_o − p_e) / (1 − p_e) = 1 − Σ w·O / Σ w·E, with O the confusion matrix, E the
 * counts expected from its margins and w the disagreement weights (Cohen 1960; weighted: Cohen 1968).
 * Undefined when p_e = 1 (Σ w·E = 0: both raters used one and the same category).
 */
export function cohenKappa(a: readonly Label[], b: readonly Label[], opts: KappaOptions = {}): KappaResult {
  const weights = opts.weights ?? 'none'
  if (weights !== 'none' && !opts.labels) {
    for (let i = 0; i < a.length; i++) {
      if (typeof a[i] !== 'number') inputError(m.needOrder({ what: "Cohen's kappa", value: String(a[i]) }))
      if (typeof b[i] !== 'number') inputError(m.needOrder({ what: "Cohen's kappa", value: String(b[i]) }))
    }
  }
  const enc = encodePairs(a, b, opts)
  return { ...kappaFromCodes(enc, weights), dropped: enc.dropped }
}

/**
 * Cohen's kappa from coded pairs (encodePairs), over the pairs at `indices` when given (a bootstrap
 * resample, repeats allowed) or all of them. O(n + q²), no allocation beyond one q × q table.
 */
export function kappaFromCodes(enc: Pick<EncodedPairs, 'a' | 'b' | 'labels'>, weights: KappaWeights = 'none', indices?: ArrayLike<number>): Omit<KappaResult, 'dropped'> {
  const q = enc.labels.length
  const flat = new Float64Array(q * q)
  if (indices) for (let i = 0; i < indices.length; i++) flat[enc.a[indices[i]] * q + enc.b[indices[i]]]++
  else for (let i = 0; i < enc.a.length; i++) flat[enc.a[i] * q + enc.b[i]]++
  return kappaFlat(flat, q, weights)
}

/** Cohen's kappa from a q × q confusion matrix of counts (rows rater a, columns rater b). */
export function kappaFromMatrix(counts: readonly (readonly number[])[], weights: KappaWeights = 'none'): Omit<KappaResult, 'dropped'> {
  const q = counts.length
  const flat = new Float64Array(q * q)
  for (let i = 0; i < q; i++) {
    if (counts[i].length !== q) inputError(m.raggedMatrix({ what: "Cohen's kappa", row: i + 1, got: counts[i].length, expected: q }))
    for (let j = 0; j < q; j++) {
      const c = counts[i][j]
      if (!Number.isFinite(c) || c < 0) inputError(m.badCount({ what: "Cohen's kappa", where: `[${i + 1}][${j + 1}]`, value: String(c) }))
      flat[i * q + j] = c
    }
  }
  return kappaFlat(flat, q, weights)
}

/** Cohen's kappa from a flat q × q table of counts or weights (rows rater a). */
export function kappaFlat(flat: Float64Array, q: number, weights: KappaWeights): Omit<KappaResult, 'dropped'> {
  if (weights !== 'none' && weights !== 'linear' && weights !== 'quadratic') {
    inputError(m.badOption({ what: "Cohen's kappa", option: 'weights', value: String(weights) }))
  }
  const rows = new Float64Array(q)
  const cols = new Float64Array(q)
  let n = 0
  for (let i = 0; i < q; i++) {
    for (let j = 0; j < q; j++) {
      const c = flat[i * q + j]
      rows[i] += c
      cols[j] += c
      n += c
    }
  }
  if (n === 0) return { ...undef('no-units', 0), observed: null, expected: null }
  const wMax = weights === 'none' ? 1 : weights === 'linear' ? q - 1 : (q - 1) * (q - 1)
  let obs = 0
  let exp = 0
  for (let i = 0; i < q; i++) {
    for (let j = 0; j < q; j++) {
      const d = i - j
      const wij = weights === 'none' ? (d === 0 ? 0 : 1) : weights === 'linear' ? Math.abs(d) : d * d
      if (wij === 0) continue
      obs += wij * flat[i * q + j]
      exp += (wij * rows[i] * cols[j]) / n
    }
  }
  // Agreement proportions with agreement weights 1 − w/w_max (Cohen 1968); κ is the same either way.
  const observed = wMax === 0 ? 1 : 1 - obs / (n * wMax)
  const expected = wMax === 0 ? 1 : 1 - exp / (n * wMax)
  if (exp === 0) return { ...undef('chance-agreement-one', n), observed, expected }
  return { ...ok(1 - obs / exp, n), observed, expected }
}
