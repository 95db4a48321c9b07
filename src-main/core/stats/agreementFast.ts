// The agreement report's statistics computed from rating patterns with weights: units that got the
// same scores from the same raters are one pattern, and a sample (the data, or a bootstrap resample)
// is a count per pattern. Every statistic is a weighted sum over patterns, so a resample of 20,000
// units on a 1–5 scale costs the draws plus a few hundred patterns, not 20,000 units through every
// statistic. Same definitions as referenceStatistics (agreementReport.ts); tests hold the two equal
// to 1e-12. Used when the label set is small (a rating scale, categories): with near-continuous
// scores patterns do not repeat and the pair tables would be too large, so the reference path runs.

import { kappaFlat } from './kappa'
import { LEVELS, levelRank, type AgreementData, type MeasurementLevel } from './agreementData'
import { ICC_FORMS, PAIR_MIN_LEVEL, PAIR_STATS, raterPairs, type FlatStats } from './agreementKeys'

/** Above this many labels the V × V pair tables stop paying for themselves. */
export const FAST_MAX_LABELS = 64

interface Pattern {
  /** Label code per rater, −1 where absent. */
  codes: Int32Array
  /** Number of scores. */
  m: number
  /** Distinct codes in the pattern and how many raters gave each. */
  values: number[]
  counts: number[]
}

const ratioD2 = (c: number, k: number) => (c === k ? 0 : ((c - k) / (c + k)) ** 2)

/**
 * The statistics function for bootstrapIndicesMany (indices of the sampled units → flat statistics),
 * or null when this path does not apply (too many labels).
 */
export function fastStatistics(d: AgreementData, level: MeasurementLevel): ((idx: ArrayLike<number>) => FlatStats) | null {
  const V = d.labels.length
  if (V > FAST_MAX_LABELS) return null
  const k = d.raters.length
  const nUnits = d.units.length
  const ok = (min: MeasurementLevel) => levelRank[min] <= levelRank[level]
  const val = d.numeric ? Float64Array.from(d.labels as number[]) : null

  // Distinct patterns, and each unit's pattern.
  const patternOf = new Uint32Array(nUnits)
  const byKey = new Map<string, number>()
  const patterns: Pattern[] = []
  for (let u = 0; u < nUnits; u++) {
    const codes = d.codes.subarray(u * k, u * k + k)
    const key = codes.join(',')
    let p = byKey.get(key)
    if (p === undefined) {
      p = patterns.length
      byKey.set(key, p)
      const local = new Map<number, number>()
      let m = 0
      for (const c of codes) if (c >= 0) (m++, local.set(c, (local.get(c) ?? 0) + 1))
      patterns.push({ codes: Int32Array.from(codes), m, values: [...local.keys()], counts: [...local.values()] })
    }
    patternOf[u] = p
  }
  const P = patterns.length

  // Per-pattern constants of the statistics whose metric does not depend on the sample.
  const nominalDo = new Float64Array(P)
  const intervalDo = new Float64Array(P)
  const ratioDo = new Float64Array(P)
  const fleissS = new Float64Array(P)
  patterns.forEach((pt, p) => {
    if (pt.m < 2) return
    let sq = 0
    for (const c of pt.counts) sq += c * c
    nominalDo[p] = (pt.m * pt.m - sq) / (pt.m - 1)
    let s = 0
    for (let i = 0; i < pt.counts.length; i++) s += pt.counts[i] * (pt.counts[i] - 1)
    fleissS[p] = s / (pt.m * (pt.m - 1))
    if (!val) return
    let sum = 0
    for (let i = 0; i < pt.values.length; i++) sum += pt.counts[i] * val[pt.values[i]]
    const mean = sum / pt.m
    let ss = 0
    for (let i = 0; i < pt.values.length; i++) ss += pt.counts[i] * (val[pt.values[i]] - mean) ** 2
    intervalDo[p] = (2 * pt.m * ss) / (pt.m - 1)
    let r = 0
    for (let i = 0; i < pt.values.length; i++)
      for (let j = i + 1; j < pt.values.length; j++) r += pt.counts[i] * pt.counts[j] * ratioD2(val[pt.values[i]], val[pt.values[j]])
    ratioDo[p] = (2 * r) / (pt.m - 1)
  })
  const complete = patterns.map((pt) => pt.m === k)
  const pairs = raterPairs(k)
  // Per pair: the patterns where both raters scored, and their cell in the V × V table.
  const pairCells = pairs.map(([a, b]) => {
    const ps: number[] = []
    const cells: number[] = []
    patterns.forEach((pt, p) => {
      if (pt.codes[a] >= 0 && pt.codes[b] >= 0) (ps.push(p), cells.push(pt.codes[a] * V + pt.codes[b]))
    })
    return { ps, cells }
  })

  const w = new Float64Array(P)
  const N = new Float64Array(V)
  const table = new Float64Array(V * V)
  const rowsT = new Float64Array(V)
  const colsT = new Float64Array(V)
  const rankA = new Float64Array(V)
  const rankB = new Float64Array(V)
  const suffix = new Float64Array((V + 1) * (V + 1))

  return (idx) => {
    w.fill(0)
    for (let i = 0; i < idx.length; i++) w[patternOf[idx[i]]]++
    const out: FlatStats = {}

    // Krippendorff's alpha: Σ o δ² per pattern, Σ n_c n_k δ² from the margins of pairable values.
    N.fill(0)
    let n = 0
    for (let p = 0; p < P; p++) {
      const pt = patterns[p]
      if (pt.m < 2 || w[p] === 0) continue
      for (let i = 0; i < pt.values.length; i++) N[pt.values[i]] += w[p] * pt.counts[i]
      n += w[p] * pt.m
    }
    const alpha = (dO: number, dE: number) => (dE === 0 ? null : 1 - ((n - 1) * dO) / dE)
    for (const l of LEVELS) {
      if (!ok(l) || n === 0) {
        out[`alpha.${l}`] = null
        continue
      }
      let dO = 0
      let dE = 0
      if (l === 'nominal') {
        for (let p = 0; p < P; p++) dO += w[p] * nominalDo[p]
        let sq = 0
        for (let c = 0; c < V; c++) sq += N[c] * N[c]
        dE = n * n - sq
      } else if (l === 'interval' || l === 'ordinal') {
        // Ordinal is interval on mid-ranks of the pairable values (Krippendorff 2011).
        const x = new Float64Array(V)
        if (l === 'interval') x.set(val!)
        else {
          let below = 0
          for (let c = 0; c < V; c++) (x[c] = below + N[c] / 2), (below += N[c])
        }
        if (l === 'interval') for (let p = 0; p < P; p++) dO += w[p] * intervalDo[p]
        else
          for (let p = 0; p < P; p++) {
            const pt = patterns[p]
            if (pt.m < 2 || w[p] === 0) continue
            let sum = 0
            for (let i = 0; i < pt.values.length; i++) sum += pt.counts[i] * x[pt.values[i]]
            const mean = sum / pt.m
            let ss = 0
            for (let i = 0; i < pt.values.length; i++) ss += pt.counts[i] * (x[pt.values[i]] - mean) ** 2
            dO += (w[p] * 2 * pt.m * ss) / (pt.m - 1)
          }
        let sum = 0
        for (let c = 0; c < V; c++) sum += N[c] * x[c]
        const mean = sum / n
        let ss = 0
        for (let c = 0; c < V; c++) ss += N[c] * (x[c] - mean) ** 2
        dE = 2 * n * ss
      } else {
        for (let p = 0; p < P; p++) dO += w[p] * ratioDo[p]
        for (let c = 0; c < V; c++) for (let e = c + 1; e < V; e++) dE += 2 * N[c] * N[e] * ratioD2(val![c], val![e])
      }
      out[`alpha.${l}`] = alpha(dO, dE)
    }

    // Fleiss' kappa (Gwet's generalisation; classic when every unit has the same number of scores).
    {
      const pi = new Float64Array(V)
      let rated = 0
      let paired = 0
      let paSum = 0
      for (let p = 0; p < P; p++) {
        const pt = patterns[p]
        if (pt.m === 0 || w[p] === 0) continue
        rated += w[p]
        for (let i = 0; i < pt.values.length; i++) pi[pt.values[i]] += (w[p] * pt.counts[i]) / pt.m
        if (pt.m < 2) continue
        paired += w[p]
        paSum += w[p] * fleissS[p]
      }
      let pe = 0
      for (let c = 0; c < V; c++) pe += (pi[c] / rated) ** 2
      out.fleiss = rated === 0 || paired === 0 || 1 - pe < 1e-15 ? null : (paSum / paired - pe) / (1 - pe)
    }

    // ICC over complete units (two-way ANOVA with weights = repeats).
    if (ok('interval')) {
      let nc = 0
      let total = 0
      const colSum = new Float64Array(k)
      for (let p = 0; p < P; p++) {
        if (!complete[p] || w[p] === 0) continue
        nc += w[p]
        const codes = patterns[p].codes
        for (let j = 0; j < k; j++) {
          total += w[p] * val![codes[j]]
          colSum[j] += w[p] * val![codes[j]]
        }
      }
      const forms: Record<string, number | null> = {}
      if (nc < 2 || k < 2) for (const f of ICC_FORMS) forms[f] = null
      else {
        const grand = total / (nc * k)
        const colMeans = colSum.map((s) => s / nc)
        let ssR = 0
        let ssC = 0
        let ssE = 0
        for (let p = 0; p < P; p++) {
          if (!complete[p] || w[p] === 0) continue
          const codes = patterns[p].codes
          let rs = 0
          for (let j = 0; j < k; j++) rs += val![codes[j]]
          const rowMean = rs / k
          ssR += w[p] * k * (rowMean - grand) ** 2
          for (let j = 0; j < k; j++) ssE += w[p] * (val![codes[j]] - rowMean - colMeans[j] + grand) ** 2
        }
        for (let j = 0; j < k; j++) ssC += nc * (colMeans[j] - grand) ** 2
        const BMS = ssR / (nc - 1)
        const JMS = ssC / (k - 1)
        const EMS = ssE / ((nc - 1) * (k - 1))
        const WMS = (ssC + ssE) / (nc * (k - 1))
        const ratio = (num: number, den: number) => (den === 0 ? null : num / den)
        forms.ICC1 = ratio(BMS - WMS, BMS + (k - 1) * WMS)
        forms.ICC2 = ratio(BMS - EMS, BMS + (k - 1) * EMS + (k * (JMS - EMS)) / nc)
        forms.ICC3 = ratio(BMS - EMS, BMS + (k - 1) * EMS)
        forms.ICC1k = ratio(BMS - WMS, BMS)
        forms.ICC2k = ratio(BMS - EMS, BMS + (JMS - EMS) / nc)
        forms.ICC3k = ratio(BMS - EMS, BMS)
      }
      for (const f of ICC_FORMS) out[`icc.${f}`] = forms[f]
    } else for (const f of ICC_FORMS) out[`icc.${f}`] = null

    // Rater pairs, from the V × V table of the units both scored.
    pairs.forEach((_, q) => {
      const { ps, cells } = pairCells[q]
      table.fill(0)
      for (let i = 0; i < ps.length; i++) table[cells[i]] += w[ps[i]]
      rowsT.fill(0)
      colsT.fill(0)
      let np = 0
      let diag = 0
      for (let i = 0; i < V; i++)
        for (let j = 0; j < V; j++) {
          const t = table[i * V + j]
          rowsT[i] += t
          colsT[j] += t
          np += t
          if (i === j) diag += t
        }
      out[`pair.${q}.n`] = np
      const s: Record<string, number | null> = {}
      s.exact_agreement = np === 0 ? null : diag / np
      s.cohen_kappa = kappaFlat(table, V, 'none').value
      s.cohen_kappa_linear = kappaFlat(table, V, 'linear').value
      s.cohen_kappa_quadratic = kappaFlat(table, V, 'quadratic').value
      if (np === 0 || V < 2) s.gwet_ac1 = null
      else {
        let pe = 0
        for (let c = 0; c < V; c++) {
          const pc = (rowsT[c] + colsT[c]) / (2 * np)
          pe += pc * (1 - pc)
        }
        pe /= V - 1
        s.gwet_ac1 = (diag / np - pe) / (1 - pe)
      }
      if (val) {
        s.pearson = np < 2 ? null : tablePearson(table, V, rowsT, colsT, np, val, val)
        let below = 0
        for (let c = 0; c < V; c++) (rankA[c] = below + (rowsT[c] + 1) / 2), (below += rowsT[c])
        below = 0
        for (let c = 0; c < V; c++) (rankB[c] = below + (colsT[c] + 1) / 2), (below += colsT[c])
        s.spearman = np < 2 ? null : tablePearson(table, V, rowsT, colsT, np, rankA, rankB)
        s.kendall_tau_b = np < 2 ? null : tableKendall(table, V, rowsT, colsT, np, suffix)
        let abs = 0
        let bias = 0
        for (let i = 0; i < V; i++)
          for (let j = 0; j < V; j++) {
            const t = table[i * V + j]
            if (t === 0) continue
            abs += t * Math.abs(val[j] - val[i])
            bias += t * (val[j] - val[i])
          }
        s.mae = np === 0 ? null : abs / np
        s.mean_bias = np === 0 ? null : bias / np
      }
      for (const name of PAIR_STATS) out[`pair.${q}.${name}`] = ok(PAIR_MIN_LEVEL[name]) ? (s[name] ?? null) : null
    })
    return out
  }
}

/** Pearson's r of a weighted V × V table, x scoring the rows and y the columns (centred, as pearson()). */
function tablePearson(t: Float64Array, V: number, rows: Float64Array, cols: Float64Array, n: number, x: ArrayLike<number>, y: ArrayLike<number>): number | null {
  let mx = 0
  let my = 0
  for (let c = 0; c < V; c++) (mx += rows[c] * x[c]), (my += cols[c] * y[c])
  mx /= n
  my /= n
  let sxx = 0
  let syy = 0
  let sxy = 0
  for (let c = 0; c < V; c++) (sxx += rows[c] * (x[c] - mx) ** 2), (syy += cols[c] * (y[c] - my) ** 2)
  for (let i = 0; i < V; i++)
    for (let j = 0; j < V; j++) {
      const w = t[i * V + j]
      if (w !== 0) sxy += w * (x[i] - mx) * (y[j] - my)
    }
  if (sxx === 0 || syy === 0) return null
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)))
}

/**
 * Kendall's τ_b of a weighted V × V table: concordant minus discordant pairs from suffix sums
 * S(i, j) = Σ_{i' ≥ i, j' ≥ j} t, ties from the margins. O(V²).
 */
function tableKendall(t: Float64Array, V: number, rows: Float64Array, cols: Float64Array, n: number, S: Float64Array): number | null {
  const W = V + 1
  S.fill(0)
  for (let i = V - 1; i >= 0; i--)
    for (let j = V - 1; j >= 0; j--) S[i * W + j] = t[i * V + j] + S[(i + 1) * W + j] + S[i * W + j + 1] - S[(i + 1) * W + j + 1]
  let s = 0
  for (let i = 0; i < V; i++)
    for (let j = 0; j < V; j++) {
      const w = t[i * V + j]
      if (w === 0) continue
      const concordant = S[(i + 1) * W + j + 1]
      const discordant = S[(i + 1) * W] - S[(i + 1) * W + j]
      s += w * (concordant - discordant)
    }
  const n0 = (n * (n - 1)) / 2
  let n1 = 0
  let n2 = 0
  for (let c = 0; c < V; c++) (n1 += (rows[c] * (rows[c] - 1)) / 2), (n2 += (cols[c] * (cols[c] - 1)) / 2)
  if (n0 === n1 || n0 === n2) return null
  return Math.max(-1, Math.min(1, s / Math.sqrt((n0 - n1) * (n0 - n2))))
}
