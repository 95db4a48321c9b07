// The agreement report (the `medbench agreement` contract's figures): its fast pattern path equals
// the reference path that calls the core's single statistics, point estimates and bootstrap
// intervals alike, on generated data of every shape the report meets (missing scores, unequal
// numbers of scores per unit, category names, one category, levels); the published worked examples
// come out through the report; and bad input is refused naming the line.
import { describe, expect, it } from 'vitest'
import { agreementData, resolveLevel, type MeasurementLevel, type RatingRow } from '../../src-main/core/stats/agreementData'
import { agreementReport, type AgreementReport } from '../../src-main/core/stats/agreementReport'
import { createRng } from '../../src-main/core/rng'
import { MbError } from '../../src-main/core/messages'

const _ = null
const KRIPPENDORFF_2011 = [
  [1, 1, _, 1],
  [2, 2, 3, 2],
  [3, 3, 3, 3],
  [3, 3, 3, 3],
  [2, 2, 2, 2],
  [1, 2, 3, 4],
  [4, 4, 4, 4],
  [1, 1, 2, 1],
  [2, 2, 2, 2],
  [_, 5, 5, 5],
  [_, _, 1, 1],
  [_, _, 3, _],
]
const SHROUT_FLEISS_TABLE2 = [
  [9, 2, 5, 8],
  [6, 1, 3, 2],
  [8, 4, 6, 8],
  [7, 1, 2, 6],
  [10, 5, 6, 9],
  [6, 2, 4, 7],
]

function longRows(matrix: (number | string | null)[][], raters = ['A', 'B', 'C', 'D']): RatingRow[] {
  const rows: RatingRow[] = []
  matrix.forEach((row, u) => row.forEach((v, r) => v !== null && rows.push({ unit: `u${u + 1}`, rater: raters[r], score: v })))
  return rows
}

function generated(seed: number, opts: { units: number; raters: number; scale: (number | string)[]; missing: number; agree: number }): RatingRow[] {
  const rng = createRng(seed)
  const rows: RatingRow[] = []
  for (let u = 0; u < opts.units; u++) {
    const truth = rng.int(opts.scale.length)
    for (let r = 0; r < opts.raters; r++) {
      if (rng.next() < opts.missing) continue
      const drift = rng.next() < opts.agree ? 0 : rng.int(3) - 1
      const c = Math.max(0, Math.min(opts.scale.length - 1, truth + drift))
      rows.push({ unit: `u${u}`, rater: `r${r}`, score: opts.scale[c] })
    }
  }
  return rows
}

function report(rows: RatingRow[], level: MeasurementLevel | undefined, path: 'fast' | 'reference', bootstrap?: { resamples: number; seed: number }): AgreementReport {
  const d = agreementData(rows)
  return agreementReport(d, { level: resolveLevel(rows, d, level), path, bootstrap })
}

/** Same keys, numbers equal to `tol` (relative to magnitude above 1), nulls where the other has nulls. */
function expectSame(a: unknown, b: unknown, tol = 1e-12, where = '') {
  if (typeof a === 'number' && typeof b === 'number') {
    if (Math.abs(a - b) > tol * Math.max(1, Math.abs(a))) throw new Error(`${where}: ${a} vs ${b}`)
    return
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    expect(a.length, where).toBe(b.length)
    a.forEach((x, i) => expectSame(x, b[i], tol, `${where}[${i}]`))
    return
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    expect(Object.keys(a), where).toEqual(Object.keys(b))
    for (const key of Object.keys(a)) expectSame((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], tol, `${where}.${key}`)
    return
  }
  expect(a, where).toEqual(b)
}

describe('fast path = reference path', () => {
  const shapes: [string, RatingRow[], MeasurementLevel | undefined][] = [
    ['1–5 scale, 3 raters, 20% missing', generated(1, { units: 300, raters: 3, scale: [1, 2, 3, 4, 5], missing: 0.2, agree: 0.6 }), undefined],
    ['1–5 scale, 5 raters, half missing (unequal scores per unit)', generated(2, { units: 200, raters: 5, scale: [1, 2, 3, 4, 5], missing: 0.5, agree: 0.7 }), undefined],
    ['0–10 scale with 0, 2 raters, complete', generated(3, { units: 500, raters: 2, scale: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], missing: 0, agree: 0.5 }), undefined],
    ['negative scores: interval', generated(4, { units: 150, raters: 3, scale: [-2, -1, 0, 1, 2], missing: 0.1, agree: 0.6 }), undefined],
    ['1–5 read as ordinal', generated(5, { units: 150, raters: 3, scale: [1, 2, 3, 4, 5], missing: 0.1, agree: 0.6 }), 'ordinal'],
    ['category names (nominal)', generated(6, { units: 250, raters: 4, scale: ['通过', '修改', '拒绝'], missing: 0.25, agree: 0.7 }), undefined],
    ['met / not met', generated(7, { units: 400, raters: 3, scale: [0, 1], missing: 0.1, agree: 0.85 }), 'nominal'],
    ['one category only', generated(8, { units: 30, raters: 3, scale: [4], missing: 0.2, agree: 1 }), undefined],
    ['Krippendorff 2011', longRows(KRIPPENDORFF_2011), undefined],
    ['Shrout & Fleiss Table 2', longRows(SHROUT_FLEISS_TABLE2), undefined],
  ]
  it.each(shapes)('%s: point estimates', (_name, rows, level) => {
    expectSame(report(rows, level, 'fast'), report(rows, level, 'reference'))
  })
  it.each(shapes)('%s: 200 bootstrap resamples, same seed, same intervals', (_name, rows, level) => {
    const b = { resamples: 200, seed: 7 }
    const fast = report(rows, level, 'fast', b)
    expectSame(fast, report(rows, level, 'reference', b))
    expect(Object.keys(fast)).toEqual(['n_units', 'n_raters', 'krippendorff_alpha', 'fleiss_kappa', 'fleiss_kappa_ci', 'icc', 'pairwise'])
  })
})

describe('the report on published examples', () => {
  it('Krippendorff (2011): alpha nominal 0.743, ordinal 0.815, interval 0.849, ratio 0.797; 12 units, 4 raters', () => {
    const r = report(longRows(KRIPPENDORFF_2011), undefined, 'fast')
    expect(r).toMatchObject({ n_units: 12, n_raters: 4 })
    const a = r.krippendorff_alpha as Record<string, number>
    expect(a.nominal.toFixed(3)).toBe('0.743')
    expect(a.ordinal.toFixed(3)).toBe('0.815')
    expect(a.interval.toFixed(3)).toBe('0.849')
    expect(a.ratio.toFixed(3)).toBe('0.797')
    // Raters in order of first appearance (C has no score for unit 1, so D comes before it); n = units both scored.
    expect(r.pairwise.map((p) => `${p.rater_a}${p.rater_b}:${p.n}`)).toEqual(['AB:9', 'AD:9', 'AC:8', 'BD:10', 'BC:9', 'DC:10'])
  })
  it('Shrout & Fleiss (1979) Table 2: the six ICCs to two decimals', () => {
    const icc = report(longRows(SHROUT_FLEISS_TABLE2), undefined, 'fast').icc as Record<string, number>
    expect(Object.fromEntries(Object.entries(icc).map(([k, v]) => [k, v.toFixed(2)]))).toEqual({ ICC1: '0.17', ICC2: '0.29', ICC3: '0.71', ICC1k: '0.44', ICC2k: '0.62', ICC3k: '0.91' })
  })
  it('units every rater scored only, for the ICC: a unit with a missing score changes nothing', () => {
    const rows = [...longRows(SHROUT_FLEISS_TABLE2), { unit: 'extra', rater: 'A', score: 1 }, { unit: 'extra', rater: 'B', score: 9 }]
    expect(report(rows, undefined, 'fast').icc).toEqual(report(longRows(SHROUT_FLEISS_TABLE2), undefined, 'fast').icc)
  })
})

describe('levels and nulls', () => {
  it('nominal leaves every ordered statistic null; category names are nominal by default', () => {
    const rows = generated(9, { units: 50, raters: 2, scale: ['是', '否'], missing: 0, agree: 0.8 })
    const r = report(rows, undefined, 'fast')
    expect(r.krippendorff_alpha.nominal).not.toBeNull()
    expect([r.krippendorff_alpha.ordinal, r.krippendorff_alpha.interval, r.krippendorff_alpha.ratio]).toEqual([null, null, null])
    expect(Object.values(r.icc)).toEqual([null, null, null, null, null, null])
    const p = r.pairwise[0]
    expect([p.cohen_kappa_linear, p.pearson, p.spearman, p.kendall_tau_b, p.mae, p.mean_bias]).toEqual([null, null, null, null, null, null])
    expect(typeof p.cohen_kappa).toBe('number')
    expect(typeof p.gwet_ac1).toBe('number')
  })
  it('a level the scores cannot carry is refused, naming the line', () => {
    const rows: RatingRow[] = [
      { unit: 'a', rater: 'x', score: 1, line: 2 },
      { unit: 'a', rater: 'y', score: '好', line: 3 },
    ]
    const d = agreementData(rows)
    expect(() => resolveLevel(rows, d, 'ordinal')).toThrow(/line 3 has the score 好/)
    const neg: RatingRow[] = [{ unit: 'a', rater: 'x', score: -1, line: 5 }]
    expect(() => resolveLevel(neg, agreementData(neg), 'ratio')).toThrow(/line 5 has the score -1/)
    expect(resolveLevel(neg, agreementData(neg), undefined)).toBe('interval')
  })
  it('a rater scoring a unit twice is refused, naming both lines', () => {
    const rows: RatingRow[] = [
      { unit: 'q1', rater: '王医生', score: 3, line: 2 },
      { unit: 'q1', rater: '王医生', score: 4, line: 9 },
    ]
    expect(() => agreementData(rows)).toThrow(MbError)
    expect(() => agreementData(rows)).toThrow('line 9: rater 王医生 already scored unit q1 on line 2')
  })
  it('values the data cannot define are null, never NaN: one category, one unit, no units', () => {
    const one = report(generated(10, { units: 20, raters: 2, scale: [3], missing: 0, agree: 1 }), undefined, 'fast', { resamples: 50, seed: 1 })
    expect(one.pairwise[0].cohen_kappa).toBeNull()
    expect(one.pairwise[0].exact_agreement).toBe(1)
    expect(one.pairwise[0].pearson).toBeNull()
    expect(one.krippendorff_alpha.nominal).toBeNull()
    expect(JSON.stringify(one)).not.toMatch(/NaN/)
    const empty = report([], undefined, 'fast', { resamples: 10, seed: 1 })
    expect(empty).toMatchObject({ n_units: 0, n_raters: 0, fleiss_kappa: null, pairwise: [] })
  })
})

describe('what the calibration view draws per pair', () => {
  it('the confusion counts, the score pairs and Bland–Altman agree with the pair\'s own scores', async () => {
    const { pairDetails } = await import('../../src-main/core/stats/agreementDetail')
    const rows = generated(11, { units: 120, raters: 3, scale: [1, 2, 3, 4, 5], missing: 0.2, agree: 0.6 })
    const d = agreementData(rows)
    const details = pairDetails(d)
    const r = report(rows, undefined, 'fast')
    expect(details.map((p) => [p.rater_a, p.rater_b, p.n])).toEqual(r.pairwise.map((p) => [p.rater_a, p.rater_b, p.n]))
    details.forEach((p, i) => {
      // The pair's own scores, read straight from the rows.
      const by = new Map<string, Record<string, number>>()
      for (const row of rows) by.set(row.unit, { ...(by.get(row.unit) ?? {}), [row.rater]: row.score as number })
      const diffs = [...by.values()].filter((u) => p.rater_a in u && p.rater_b in u).map((u) => u[p.rater_b] - u[p.rater_a])
      expect(p.counts.flat().reduce((a, b) => a + b, 0)).toBe(diffs.length)
      expect(p.points.reduce((s, [, , c]) => s + c, 0)).toBe(diffs.length)
      const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length
      const sd = Math.sqrt(diffs.reduce((s, x) => s + (x - mean) ** 2, 0) / (diffs.length - 1))
      expect(p.blandAltman!.meanDiff).toBeCloseTo(r.pairwise[i].mean_bias as number, 12)
      expect(p.blandAltman!.sd).toBeCloseTo(sd, 12)
      expect(p.blandAltman!.upper - p.blandAltman!.lower).toBeCloseTo(2 * 1.96 * sd, 12)
    })
    // Category names: counts, no points, no Bland–Altman.
    const names = pairDetails(agreementData(generated(12, { units: 40, raters: 2, scale: ['通过', '退回'], missing: 0, agree: 0.8 })))
    expect(names[0]).toMatchObject({ n: 40, points: [], blandAltman: null, labels: ['退回', '通过'] })
  })
})
