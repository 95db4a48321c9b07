// Krippendorff's alpha for any number of coders, missing values allowed, four levels of measurement.
//
// α = 1 − D_o/D_e = 1 − (n − 1) Σ_ck o_ck δ²_ck / Σ_ck n_c n_k δ²_ck  (Krippendorff 2011, "Computing
// Krippendorff's Alpha-Reliability"), o the coincidence matrix over pairable units (≥ 2 values, each
// pair weighted 1/(m_u − 1)), n_c its margins, n the number of pairable values.
//
// Cost: nominal and interval are O(N) (sums of squares instead of the V × V coincidence matrix);
// ordinal is interval on mid-ranks, O(N + V log V); ratio needs all value pairs, O(Σ m_u² + V²), fine
// for the rating scales this is for (V distinct values up to a few thousand).

import { inputError, ok, undef, statsMessages as m, type StatResult } from './result'
import { checkLabel, checkRectangular, type Label } from './validate'

export type AlphaLevel = 'nominal' | 'ordinal' | 'interval' | 'ratio'

export interface AlphaResult extends StatResult {
  // `n` is Krippendorff's n: the pairable values (values in units with two or more values).
  /** Units with two or more values. */
  units: number
  /** Observed and expected disagreement D_o, D_e (in δ² units). */
  observed: number | null
  expected: number | null
}

type Cell = Label | null | undefined

/**
 * Krippendorff's alpha over a units × coders matrix (null or undefined = no value). Nominal accepts
 * strings or numbers; ordinal, interval and ratio need numbers (ratio: non-negative).
 */
export function krippendorffAlpha(data: readonly (readonly Cell[])[], level: AlphaLevel = 'nominal'): AlphaResult {
  const what = "Krippendorff's alpha"
  if (level !== 'nominal' && level !== 'ordinal' && level !== 'interval' && level !== 'ratio') {
    inputError(m.badOption({ what, option: 'level', value: String(level) }))
  }
  checkRectangular(what, data)
  const units: Label[][] = []
  data.forEach((row, u) => {
    const vals: Label[] = []
    row.forEach((v, c) => {
      if (v === null || v === undefined) return
      const where = `unit ${u + 1}, coder ${c + 1}`
      checkLabel(what, v, where)
      if (level !== 'nominal' && typeof v !== 'number') inputError(m.needOrder({ what, value: String(v) }))
      if (level === 'ratio' && (v as number) < 0) inputError(m.outOfRange({ what, where, value: String(v), range: '[0, ∞)' }))
      vals.push(v)
    })
    if (vals.length >= 2) units.push(vals)
  })
  let n = 0
  for (const u of units) n += u.length
  const base = { units: units.length, observed: null, expected: null }
  if (units.length === 0) return { ...undef('no-pairable-values', 0), ...base }

  let dO: number
  let dE: number
  if (level === 'nominal') [dO, dE] = nominal(units, n)
  else if (level === 'interval') [dO, dE] = interval(units as number[][])
  else if (level === 'ordinal') [dO, dE] = interval(toMidRanks(units as number[][]))
  else [dO, dE] = ratio(units as number[][])
  // dO = Σ o_ck δ², dE = Σ n_c n_k δ²; D_o = dO/n and D_e = dE/(n(n − 1)).
  const observed = dO / n
  const expected = dE / (n * (n - 1))
  if (dE === 0) return { ...undef('chance-agreement-one', n), units: units.length, observed, expected }
  return { ...ok(1 - ((n - 1) * dO) / dE, n), units: units.length, observed, expected }
}

/** δ² = 1 for different values: Σ o δ² = Σ_u (m_u² − Σ_c m_uc²)/(m_u − 1); Σ n_c n_k δ² = n² − Σ n_c². */
function nominal(units: Label[][], n: number): [number, number] {
  const total = new Map<Label, number>()
  let dO = 0
  for (const vals of units) {
    const local = new Map<Label, number>()
    for (const v of vals) {
      local.set(v, (local.get(v) ?? 0) + 1)
      total.set(v, (total.get(v) ?? 0) + 1)
    }
    let sq = 0
    for (const c of local.values()) sq += c * c
    const mu = vals.length
    dO += (mu * mu - sq) / (mu - 1)
  }
  let sq = 0
  for (const c of total.values()) sq += c * c
  return [dO, n * n - sq]
}

/**
 * δ² = (c − k)²: Σ_{i≠j} (x_i − x_j)² = 2 m Σ (x_i − x̄)² within a unit, and the same over all
 * pairable values for the expected part (centred sums, for accuracy).
 */
function interval(units: number[][]): [number, number] {
  let dO = 0
  let n = 0
  let sum = 0
  for (const vals of units) {
    const mu = vals.length
    let s = 0
    for (const v of vals) s += v
    const mean = s / mu
    let ss = 0
    for (const v of vals) ss += (v - mean) * (v - mean)
    dO += (2 * mu * ss) / (mu - 1)
    n += mu
    sum += s
  }
  const mean = sum / n
  let ss = 0
  for (const vals of units) for (const v of vals) ss += (v - mean) * (v - mean)
  return [dO, 2 * n * ss]
}

/**
 * Ordinal δ_ck = Σ_{g=c..k} n_g − (n_c + n_k)/2 equals M_k − M_c with M_c = (n_g summed below c) +
 * n_c/2, the mid-rank of value c among the pairable values: ordinal α is interval α on mid-ranks.
 */
function toMidRanks(units: number[][]): number[][] {
  const freq = new Map<number, number>()
  for (const vals of units) for (const v of vals) freq.set(v, (freq.get(v) ?? 0) + 1)
  const values = [...freq.keys()].sort((x, y) => x - y)
  const mid = new Map<number, number>()
  let below = 0
  for (const v of values) {
    const c = freq.get(v)!
    mid.set(v, below + c / 2)
    below += c
  }
  return units.map((vals) => vals.map((v) => mid.get(v)!))
}

/** δ² = ((c − k)/(c + k))², 0 when c = k (including 0 and 0). */
function ratio(units: number[][]): [number, number] {
  const d2 = (c: number, k: number) => (c === k ? 0 : ((c - k) / (c + k)) ** 2)
  let dO = 0
  const freq = new Map<number, number>()
  for (const vals of units) {
    const mu = vals.length
    let s = 0
    for (let i = 0; i < mu; i++) {
      freq.set(vals[i], (freq.get(vals[i]) ?? 0) + 1)
      for (let j = i + 1; j < mu; j++) s += d2(vals[i], vals[j])
    }
    dO += (2 * s) / (mu - 1)
  }
  const vs = [...freq.entries()]
  let dE = 0
  for (let i = 0; i < vs.length; i++) for (let j = i + 1; j < vs.length; j++) dE += 2 * vs[i][1] * vs[j][1] * d2(vs[i][0], vs[j][0])
  return [dO, dE]
}
