// Published worked examples, reproduced to the precision they were published with.
import { describe, expect, it } from 'vitest'
import { cohenKappa, confusionMatrix } from '../../src-main/core/stats/kappa'
import { krippendorffAlpha } from '../../src-main/core/stats/krippendorff'
import { icc } from '../../src-main/core/stats/icc'
import { gwetAC1, gwetAC1Counts, gwetAC1Raters } from '../../src-main/core/stats/gwet'
import { fleissKappa, fleissKappaCounts } from '../../src-main/core/stats/fleiss'
import { exactAgreement } from '../../src-main/core/stats/pairwise'
import { MbError } from '../../src-main/core/messages'

const _ = null
/**
 * Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section E: four observers,
 * twelve units, missing values (as units × observers here). Also irrCAC's cac.raw4raters.
 */
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

/** Repeats each (a, b) cell of a contingency table count times, as two label vectors. */
function fromTable(table: number[][], labels: (string | number)[]): [(string | number)[], (string | number)[]] {
  const a: (string | number)[] = []
  const b: (string | number)[] = []
  table.forEach((row, i) => row.forEach((c, j) => {
    for (let t = 0; t < c; t++) {
      a.push(labels[i])
      b.push(labels[j])
    }
  }))
  return [a, b]
}

describe("Krippendorff (2011): alpha on the 4 × 12 example with missing values", () => {
  it.each([
    ['nominal', 0.743],
    ['ordinal', 0.815],
    ['interval', 0.849],
    ['ratio', 0.797],
  ] as const)('%s α = %s', (level, published) => {
    const r = krippendorffAlpha(KRIPPENDORFF_2011, level)
    expect(r.value).toBeCloseTo(published, 3)
    // Unit 12 has a single value and is not pairable: 11 units, 40 pairable values (the paper's n..).
    expect(r.units).toBe(11)
    expect(r.n).toBe(40)
  })
  it('unit 12\'s lone value is unpairable: placing it with coder B instead of C changes nothing', () => {
    const variant = KRIPPENDORFF_2011.map((row, u) => (u === 11 ? [_, 3, _, _] : row))
    for (const level of ['nominal', 'ordinal', 'interval', 'ratio'] as const) {
      expect(krippendorffAlpha(variant, level).value).toBe(krippendorffAlpha(KRIPPENDORFF_2011, level).value)
    }
  })
  it('nominal α equals irrCAC krippen.alpha.raw(cac.raw4raters) = 0.74342', () => {
    expect(krippendorffAlpha(KRIPPENDORFF_2011, 'nominal').value).toBeCloseTo(0.74342, 5)
  })
  it("the paper's nominal terms exactly: α = 1 − (n − 1)·Σ_{c≠k} o_ck / (n² − Σ n_c²) = 1 − 39·8/1216", () => {
    // Pairable value frequencies 1:9, 2:13, 3:10, 4:5, 5:3; off-diagonal coincidences 2 + 4 + 2 = 8
    // (units 2, 6 and 8, each ordered pair weighted 1/(m_u − 1)).
    const r = krippendorffAlpha(KRIPPENDORFF_2011, 'nominal')
    expect(r.expected).toBeCloseTo((40 * 40 - (81 + 169 + 100 + 25 + 9)) / (40 * 39), 12)
    expect(r.observed).toBeCloseTo(8 / 40, 12)
    expect(r.value).toBeCloseTo(1 - (39 * 8) / 1216, 12)
  })
})

describe('Shrout & Fleiss (1979), Table 2: six targets, four judges', () => {
  const TABLE2 = [
    [9, 2, 5, 8],
    [6, 1, 3, 2],
    [8, 4, 6, 8],
    [7, 1, 2, 6],
    [10, 5, 6, 9],
    [6, 2, 4, 7],
  ]
  const r = icc(TABLE2)
  it.each([
    ['ICC1', 0.17],
    ['ICC2', 0.29],
    ['ICC3', 0.71],
    ['ICC1k', 0.44],
    ['ICC2k', 0.62],
    ['ICC3k', 0.91],
  ] as const)('%s = %s', (form, published) => {
    expect(r.forms[form].value).toBeCloseTo(published, 2)
    expect(r.forms[form].n).toBe(6)
  })
  it('mean squares of their Table 3: BMS 11.24, WMS 6.26, JMS 32.49, EMS 1.02', () => {
    expect(r.meanSquares!.BMS).toBeCloseTo(11.24, 2)
    expect(r.meanSquares!.WMS).toBeCloseTo(6.26, 2)
    expect(r.meanSquares!.JMS).toBeCloseTo(32.49, 2)
    expect(r.meanSquares!.EMS).toBeCloseTo(1.02, 2)
  })
})

describe("scikit-learn's Cohen's kappa test values (Artstein & Poesio 2008)", () => {
  it('Table 1, contingency [[20, 20], [10, 50]] → 0.348, and symmetric', () => {
    const y1 = [...Array(40).fill(0), ...Array(60).fill(1)]
    const y2 = [...Array(20).fill(0), ...Array(20).fill(1), ...Array(10).fill(0), ...Array(50).fill(1)]
    const k = cohenKappa(y1, y2)
    expect(k.value).toBeCloseTo(0.348, 3)
    expect(cohenKappa(y2, y1).value).toBe(k.value)
    expect(confusionMatrix(y1, y2).counts).toEqual([[20, 20], [10, 50]])
    // Extra pairs labelled 2, dropped when the label list is [0, 1] (scikit-learn's labels=[0, 1]).
    const withExtra = cohenKappa([...y1, 2, 2, 2, 2], [...y2, 2, 2, 2, 2], { labels: [0, 1], unlisted: 'drop' })
    expect(withExtra.value).toBe(k.value)
    expect(withExtra.dropped).toBe(4)
  })
  it('Table 4, three classes → 0.8013', () => {
    const y1 = [...Array(46).fill(0), ...Array(44).fill(1), ...Array(10).fill(2)]
    const y2 = [...Array(52).fill(0), ...Array(32).fill(1), ...Array(16).fill(2)]
    expect(cohenKappa(y1, y2).value).toBeCloseTo(0.8013, 4)
  })
  it('weighted example: none 0.9315, linear 0.9412, quadratic 0.9541', () => {
    const y1 = [...Array(46).fill(0), ...Array(44).fill(1), ...Array(10).fill(2)]
    const y2 = [...Array(50).fill(0), ...Array(40).fill(1), ...Array(10).fill(2)]
    expect(cohenKappa(y1, y2).value).toBeCloseTo(0.9315, 4)
    expect(cohenKappa(y1, y2, { weights: 'linear' }).value).toBeCloseTo(0.9412, 4)
    expect(cohenKappa(y1, y2, { weights: 'quadratic' }).value).toBeCloseTo(0.9541, 4)
  })
})

describe("Gwet's AC1 and Fleiss' kappa: irrCAC's published examples (Gwet 2014)", () => {
  it('cont3x3abstractors: Cohen 0.7964094, AC1 0.8493305, agreement 0.89', () => {
    const labels = ['Ectopic', 'AIU', 'NIU']
    const [a, b] = fromTable([[13, 0, 0], [0, 20, 7], [0, 4, 56]], labels)
    expect(cohenKappa(a, b).value).toBeCloseTo(0.7964094, 7)
    const ac1 = gwetAC1(a, b, { labels })
    expect(ac1.value).toBeCloseTo(0.8493305, 7)
    expect(ac1.observed).toBeCloseTo(0.89, 12)
    expect(exactAgreement(a, b).value).toBeCloseTo(0.89, 12)
  })
  // 15 psychiatric patients × 5 categories, 6 raters each (irrCAC's distrib.6raters).
  const DISTRIB_6RATERS = [
    [0, 0, 0, 6, 0], [0, 3, 0, 0, 3], [0, 1, 4, 0, 1], [0, 0, 0, 0, 6], [0, 3, 0, 3, 0],
    [2, 0, 4, 0, 0], [0, 0, 4, 0, 2], [2, 0, 3, 1, 0], [2, 0, 0, 4, 0], [0, 0, 0, 0, 6],
    [1, 0, 0, 5, 0], [1, 1, 0, 4, 0], [0, 3, 3, 0, 0], [1, 0, 0, 5, 0], [0, 2, 0, 3, 1],
  ]
  it('distrib.6raters: AC1 0.4448007 (p_a 0.5511111, p_e 0.1914815)', () => {
    const r = gwetAC1Counts(DISTRIB_6RATERS)
    expect(r.value).toBeCloseTo(0.4448007, 7)
    expect(r.observed).toBeCloseTo(0.5511111, 7)
    expect(r.expected).toBeCloseTo(0.1914815, 7)
    expect(r.n).toBe(15)
  })
  it("distrib.6raters: Fleiss' kappa 0.4139265 (p_e 0.2340741)", () => {
    const r = fleissKappaCounts(DISTRIB_6RATERS)
    expect(r.value).toBeCloseTo(0.4139265, 7)
    expect(r.expected).toBeCloseTo(0.2340741, 7)
  })
  it('cac.raw4raters (the Krippendorff data, missing ratings): AC1 0.77544, p_e 0.1903212', () => {
    const r = gwetAC1Raters(KRIPPENDORFF_2011)
    expect(r.value).toBeCloseTo(0.77544, 5)
    expect(r.observed).toBeCloseTo(0.8181818, 7)
    expect(r.expected).toBeCloseTo(0.1903212, 7)
    expect(r.n).toBe(11)
  })
  it("cac.raw4raters: classic Fleiss refuses unequal rating counts; the generalisation gives 0.76117", () => {
    expect(() => fleissKappa(KRIPPENDORFF_2011)).toThrow(MbError)
    expect(() => fleissKappa(KRIPPENDORFF_2011)).toThrow(/unit 2 has 4 ratings but unit 1 has 3/)
    const r = fleissKappa(KRIPPENDORFF_2011, { unequal: 'generalized' })
    expect(r.value).toBeCloseTo(0.76117, 5)
    expect(r.expected).toBeCloseTo(0.2387153, 7)
  })
})
