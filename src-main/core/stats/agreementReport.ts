// The agreement report of many raters over shared units (issue 8's `medbench agreement` contract):
// Krippendorff's alpha at four levels, Fleiss' kappa, the six Shrout & Fleiss ICCs, and per rater
// pair Cohen's kappa (three weightings), Pearson, Spearman, Kendall tau-b, MAE, mean bias, exact
// agreement and Gwet's AC1, each optionally with a seeded bootstrap interval over units.
//
// Definitions, so every host and the UI read the same numbers:
// - Raters in order of first appearance; pairs (a, b) with a before b; mean bias = mean(b − a) over
//   the units both scored.
// - One label set for the whole file (every score used, numbers ascending): Cohen's weighted kappa
//   weights positions in it and AC1 counts its categories, so every pair is on the same scale.
// - Fleiss' kappa over units with ≥ 2 scores, in Gwet's generalisation when units have different
//   numbers of scores (the classic formula when they do not); the ICC over units every rater scored.
// - A statistic the level does not support is null: nominal → alpha nominal, Fleiss, Cohen's kappa,
//   exact agreement, AC1; ordinal adds alpha ordinal, weighted kappas, Spearman, Kendall; interval
//   adds alpha interval, Pearson, MAE, mean bias and the ICCs; ratio adds alpha ratio.
// - The bootstrap draws units (all of a unit's scores move together) and recomputes every statistic
//   on the same draws; an interval is null when fewer than two resamples defined it.
//
// Two paths compute the same figures: `referenceStatistics` calls the core's single statistics on the
// (resampled) units, and agreementFast.ts works on the distinct rating patterns with weights, which is
// what makes 1,000 resamples of 20,000 units quick. Tests hold the two equal.

import { BOOTSTRAP_DEFAULTS } from '../bootstrap'
import { bootstrapIndicesMany, type UnitBootstrapOptions } from './bootstrap'
import { kendallTauB, pearson, spearman } from './correlation'
import { fleissKappa } from './fleiss'
import { gwetAC1 } from './gwet'
import { completeRows, icc } from './icc'
import { cohenKappa } from './kappa'
import { krippendorffAlpha } from './krippendorff'
import { exactAgreement, meanAbsoluteError, meanBias } from './pairwise'
import { LEVELS, levelRank, type AgreementData, type MeasurementLevel } from './agreementData'
import { ICC_FORMS, PAIR_MIN_LEVEL, PAIR_STATS, raterPairs, type FlatStats, type PairStat } from './agreementKeys'
import { fastStatistics } from './agreementFast'
import type { Label } from './validate'

const allowed = (level: MeasurementLevel, min: MeasurementLevel) => levelRank[min] <= levelRank[level]

/** Every statistic of the report on the units at `idx` (repeats allowed), through the single statistics. */
export function referenceStatistics(d: AgreementData, level: MeasurementLevel, idx: ArrayLike<number>): FlatStats {
  const k = d.raters.length
  const rows: (Label | null)[][] = Array.from(idx, (u) => {
    const row = new Array<Label | null>(k)
    for (let r = 0; r < k; r++) {
      const c = d.codes[u * k + r]
      row[r] = c < 0 ? null : d.labels[c]
    }
    return row
  })
  const out: FlatStats = {}
  for (const l of LEVELS) out[`alpha.${l}`] = allowed(level, l) ? krippendorffAlpha(rows, l).value : null
  out.fleiss = fleissKappa(rows, { unequal: 'generalized', labels: d.labels }).value
  const iccForms = allowed(level, 'interval') ? icc(completeRows(rows).rows as number[][]).forms : null
  for (const f of ICC_FORMS) out[`icc.${f}`] = iccForms ? iccForms[f].value : null
  raterPairs(k).forEach(([ra, rb], p) => {
    const a: Label[] = []
    const b: Label[] = []
    for (const row of rows) {
      if (row[ra] !== null && row[rb] !== null) {
        a.push(row[ra]!)
        b.push(row[rb]!)
      }
    }
    const x = a as number[]
    const y = b as number[]
    const stat: Record<PairStat, () => number | null> = {
      cohen_kappa: () => cohenKappa(a, b, { labels: d.labels }).value,
      cohen_kappa_linear: () => cohenKappa(a, b, { labels: d.labels, weights: 'linear' }).value,
      cohen_kappa_quadratic: () => cohenKappa(a, b, { labels: d.labels, weights: 'quadratic' }).value,
      pearson: () => pearson(x, y).value,
      spearman: () => spearman(x, y).value,
      kendall_tau_b: () => kendallTauB(x, y).value,
      mae: () => meanAbsoluteError(x, y).value,
      mean_bias: () => meanBias(x, y).value,
      exact_agreement: () => exactAgreement(a, b).value,
      gwet_ac1: () => gwetAC1(a, b, { labels: d.labels }).value,
    }
    out[`pair.${p}.n`] = a.length
    for (const s of PAIR_STATS) out[`pair.${p}.${s}`] = allowed(level, PAIR_MIN_LEVEL[s]) ? stat[s]() : null
  })
  return out
}

export interface AgreementOptions {
  level: MeasurementLevel
  /** Bootstrap over units; absent: point estimates only. */
  bootstrap?: { resamples?: number; seed?: number; coverage?: number }
  /** Which computation (tests compare them); default: the pattern path when it applies. */
  path?: 'fast' | 'reference'
}

type Interval = [number, number] | null

export interface PairReport {
  rater_a: string
  rater_b: string
  n: number
  [stat: string]: string | number | null | Interval
}

/** The CLI's JSON contract; `_ci` keys only with a bootstrap. */
export interface AgreementReport {
  n_units: number
  n_raters: number
  krippendorff_alpha: Record<string, number | null | Interval>
  fleiss_kappa: number | null
  fleiss_kappa_ci?: Interval
  icc: Record<string, number | null | Interval>
  pairwise: PairReport[]
}

/** Rounding noise aside, a statistic's value as JSON: finite number or null, never NaN. */
const finite = (v: number | null | undefined): number | null => (v === null || v === undefined || !Number.isFinite(v) ? null : v)

export function agreementReport(d: AgreementData, opts: AgreementOptions): AgreementReport {
  const n = d.units.length
  const fast = opts.path === 'reference' ? null : fastStatistics(d, opts.level)
  const statistics = fast ?? ((idx: ArrayLike<number>) => referenceStatistics(d, opts.level, idx))
  let point: FlatStats
  let ci: Record<string, Interval> | null = null
  if (opts.bootstrap) {
    const b: UnitBootstrapOptions = {
      resamples: opts.bootstrap.resamples ?? BOOTSTRAP_DEFAULTS.resamples,
      seed: opts.bootstrap.seed ?? BOOTSTRAP_DEFAULTS.seed,
      level: opts.bootstrap.coverage ?? BOOTSTRAP_DEFAULTS.level,
    }
    const many = bootstrapIndicesMany(n, statistics, b)
    point = {}
    ci = {}
    for (const [key, iv] of Object.entries(many.intervals)) {
      point[key] = iv.value
      ci[key] = iv.lo === null || iv.hi === null ? null : [iv.lo, iv.hi]
    }
    // No units: bootstrapIndicesMany never called the statistics; take the empty sample's.
    if (n === 0) point = statistics(new Uint32Array(0))
  } else {
    const idx = new Uint32Array(n)
    for (let i = 0; i < n; i++) idx[i] = i
    point = statistics(idx)
  }
  const withCi = (target: Record<string, unknown>, name: string, key: string) => {
    target[name] = finite(point[key])
    if (ci) target[`${name}_ci`] = ci[key] ?? null
  }
  const alpha: Record<string, number | null | Interval> = {}
  for (const l of LEVELS) withCi(alpha, l, `alpha.${l}`)
  const iccOut: Record<string, number | null | Interval> = {}
  for (const f of ICC_FORMS) withCi(iccOut, f, `icc.${f}`)
  const report: AgreementReport = { n_units: n, n_raters: d.raters.length, krippendorff_alpha: alpha, fleiss_kappa: null, icc: iccOut, pairwise: [] }
  withCi(report as unknown as Record<string, unknown>, 'fleiss_kappa', 'fleiss')
  // Keep the contract's key order: fleiss_kappa (and its interval) before icc.
  const ordered: AgreementReport = {
    n_units: report.n_units,
    n_raters: report.n_raters,
    krippendorff_alpha: alpha,
    fleiss_kappa: report.fleiss_kappa,
    ...(ci ? { fleiss_kappa_ci: report.fleiss_kappa_ci ?? null } : {}),
    icc: iccOut,
    pairwise: raterPairs(d.raters.length).map(([a, b], p) => {
      const row: PairReport = { rater_a: d.raters[a], rater_b: d.raters[b], n: point[`pair.${p}.n`] ?? 0 }
      for (const s of PAIR_STATS) withCi(row, s, `pair.${p}.${s}`)
      return row
    }),
  }
  return ordered
}
