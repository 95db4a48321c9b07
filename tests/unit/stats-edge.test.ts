// Edge cases and invariants of the agreement statistics: perfect agreement, undefined coefficients
// reported with a reason instead of NaN, symmetry, missing values, and input errors that name the
// problem.
import { describe, expect, it } from 'vitest'
import { cohenKappa, confusionMatrix, kappaFromMatrix } from '../../src-main/core/stats/kappa'
import { fleissKappa, fleissKappaCounts } from '../../src-main/core/stats/fleiss'
import { gwetAC1, gwetAC1Raters } from '../../src-main/core/stats/gwet'
import { krippendorffAlpha } from '../../src-main/core/stats/krippendorff'
import { completeRows, icc } from '../../src-main/core/stats/icc'
import { averageRanks, kendallTauB, pearson, spearman } from '../../src-main/core/stats/correlation'
import { exactAgreement, meanAbsoluteError, meanBias } from '../../src-main/core/stats/pairwise'
import { judgeLeaveOneOut, judgeVsEachClinician, leaveOneOutCeiling, macroF1 } from '../../src-main/core/stats/f1'
import { brierScore, expectedCalibrationError } from '../../src-main/core/stats/calibration'
import { undefinedReasonMsg } from '../../src-main/core/stats/result'
import { MbError, renderMsg } from '../../src-main/core/messages'
import { createRng } from '../../src-main/core/rng'

function randomLabels(n: number, q: number, seed: number): number[] {
  const r = createRng(seed)
  return Array.from({ length: n }, () => 1 + r.int(q))
}
/** b agrees with a with probability p, else draws a level at random. */
function noisy(a: number[], q: number, p: number, seed: number): number[] {
  const r = createRng(seed)
  return a.map((v) => (r.next() < p ? v : 1 + r.int(q)))
}

describe("Cohen's kappa", () => {
  it('perfect agreement is 1 for every weighting, with p_o = 1', () => {
    const a = [1, 2, 3, 2, 1, 3, 3]
    for (const weights of ['none', 'linear', 'quadratic'] as const) {
      const k = cohenKappa(a, a, { weights })
      expect(k.value).toBe(1)
      expect(k.observed).toBe(1)
    }
  })
  it('p_e = 1 (both raters always "approve") is undefined with a reason, not NaN', () => {
    const k = cohenKappa(['approve', 'approve', 'approve'], ['approve', 'approve', 'approve'])
    expect(k.value).toBeNull()
    expect(k.undefinedReason).toBe('chance-agreement-one')
    expect(k.expected).toBe(1)
    expect(k.n).toBe(3)
    expect(renderMsg(undefinedReasonMsg(k.undefinedReason!), 'zh')).toContain('机遇一致率为 1')
    expect(renderMsg(undefinedReasonMsg(k.undefinedReason!), 'en')).toContain('chance agreement is 1')
  })
  it('no pairs: undefined, reason no-units', () => {
    expect(cohenKappa([], [])).toMatchObject({ value: null, n: 0, undefinedReason: 'no-units' })
  })
  it('is symmetric in the two raters for every weighting', () => {
    const a = randomLabels(300, 5, 1)
    const b = noisy(a, 5, 0.5, 2)
    for (const weights of ['none', 'linear', 'quadratic'] as const) {
      expect(cohenKappa(a, b, { weights }).value).toBeCloseTo(cohenKappa(b, a, { weights }).value!, 14)
    }
  })
  it('a label used by one rater only gets a row and a column; κ by hand', () => {
    // a: x x y y ; b: x z y y. Labels x, y, z; p_o = 3/4; margins a (2,2,0)/4, b (1,2,1)/4.
    const cm = confusionMatrix(['x', 'x', 'y', 'y'], ['x', 'z', 'y', 'y'])
    expect(cm.labels).toEqual(['x', 'y', 'z'])
    expect(cm.counts).toEqual([[1, 0, 1], [0, 2, 0], [0, 0, 0]])
    const pe = (2 * 1 + 2 * 2 + 0 * 1) / 16
    expect(cohenKappa(['x', 'x', 'y', 'y'], ['x', 'z', 'y', 'y']).value).toBeCloseTo((0.75 - pe) / (1 - pe), 14)
  })
  it('unused labels: weighted kappa follows positions in the list (scikit-learn), unweighted ignores them', () => {
    const a = [1, 2, 4, 1, 2, 4, 1]
    const b = [1, 4, 4, 2, 2, 1, 1]
    expect(cohenKappa(a, b, { labels: [1, 2, 3, 4] }).value).toBeCloseTo(cohenKappa(a, b).value!, 14)
    // Without the list, 1, 2, 4 sit at positions 0, 1, 2; with it, 4 moves to position 3.
    const lin = cohenKappa(a, b, { weights: 'linear' }).value!
    expect(cohenKappa(a, b, { labels: [1, 2, 3, 4], weights: 'linear' }).value).not.toBeCloseTo(lin, 6)
    expect(cohenKappa(a, b, { labels: [1, 2, 4], weights: 'linear' }).value).toBe(lin)
    // An unused label appended at the end moves no position and leaves κ unchanged.
    expect(cohenKappa(a, b, { labels: [1, 2, 4, 5], weights: 'linear' }).value).toBeCloseTo(lin, 14)
  })
  it('from a matrix equals from labels', () => {
    const a = randomLabels(200, 4, 3)
    const b = noisy(a, 4, 0.6, 4)
    const cm = confusionMatrix(a, b)
    expect(kappaFromMatrix(cm.counts, 'quadratic').value).toBe(cohenKappa(a, b, { weights: 'quadratic' }).value)
  })
  it('bad input is refused with a message naming it', () => {
    expect(() => cohenKappa([1, 2, 3], [1, 2])).toThrow(/rater a has 3 values but rater b has 2/)
    expect(() => cohenKappa([1, 2, 3], [1, 2])).toThrow(MbError)
    expect(() => cohenKappa([1, 2, 5], [1, 2, 2], { labels: [1, 2, 3] })).toThrow(/label 5 at rater a\[3\]/)
    expect(() => cohenKappa(['lo', 'hi'], ['hi', 'hi'], { weights: 'linear' })).toThrow(/explicit ordered label list/)
    expect(() => cohenKappa([1, NaN], [1, 2])).toThrow(/rater a\[2\] is not a finite number/)
    expect(() => cohenKappa([1, 2], [1, 2], { labels: [1, 2, 1] })).toThrow(/names 1 twice/)
    try {
      cohenKappa([1], [1, 2])
    } catch (e) {
      expect(renderMsg((e as MbError).msg, 'zh')).toContain('长度必须相同')
    }
  })
  it('weighted kappa with string labels uses the explicit order', () => {
    const order = ['none', 'mild', 'severe']
    const k = cohenKappa(['none', 'mild', 'severe', 'mild'], ['none', 'severe', 'severe', 'mild'], { labels: order, weights: 'linear' })
    const n = cohenKappa([0, 1, 2, 1], [0, 2, 2, 1], { weights: 'linear' })
    expect(k.value).toBe(n.value)
  })
})

describe("Fleiss' kappa and Gwet's AC1", () => {
  it('perfect agreement is 1', () => {
    const r = [[1, 1, 1], [2, 2, 2], [3, 3, 3]]
    expect(fleissKappa(r).value).toBeCloseTo(1, 14)
    expect(gwetAC1Raters(r).value).toBeCloseTo(1, 14)
  })
  it('everybody in one category: Fleiss undefined (p_e = 1); AC1 needs a second category in the label set', () => {
    const r = [['ok', 'ok'], ['ok', 'ok'], ['ok', 'ok']]
    expect(fleissKappa(r)).toMatchObject({ value: null, undefinedReason: 'chance-agreement-one' })
    expect(gwetAC1Raters(r)).toMatchObject({ value: null, undefinedReason: 'single-category' })
    // With the decision taxonomy as the label set, AC1 is defined and equals 1 (Gwet's point).
    expect(gwetAC1Raters(r, { labels: ['ok', 'revise', 'reject'] }).value).toBeCloseTo(1, 14)
    expect(gwetAC1(['ok', 'ok'], ['ok', 'ok'], { labels: ['ok', 'reject'] }).value).toBeCloseTo(1, 14)
  })
  it('one rating per unit: too few raters', () => {
    expect(fleissKappa([[1], [2]])).toMatchObject({ value: null, undefinedReason: 'too-few-raters' })
    expect(gwetAC1Raters([[1, null], [null, 2]])).toMatchObject({ value: null, undefinedReason: 'too-few-raters' })
  })
  it('units nobody rated are ignored, not an unequal-count error', () => {
    const r = [[1, 1, 2], [null, null, null], [2, 2, 2], [1, 2, 1]]
    expect(fleissKappa(r).value).toBe(fleissKappa([r[0], r[2], r[3]]).value)
  })
  it('two-rater AC1 equals the many-rater AC1 on the same complete data', () => {
    const a = randomLabels(120, 3, 5)
    const b = noisy(a, 3, 0.7, 6)
    expect(gwetAC1(a, b).value).toBeCloseTo(gwetAC1Raters(a.map((v, i) => [v, b[i]])).value!, 14)
  })
  it('AC1 under high prevalence stays high where kappa collapses (the kappa paradox)', () => {
    // 96 both approve, 2 + 2 disagreements: p_o = 0.96 but one category dominates.
    const a = [...Array(96).fill('approve'), 'approve', 'approve', 'reject', 'reject']
    const b = [...Array(96).fill('approve'), 'reject', 'reject', 'approve', 'approve']
    expect(cohenKappa(a, b).value!).toBeLessThan(0)
    expect(gwetAC1(a, b).value!).toBeGreaterThan(0.95)
  })
  it('bad counts and ragged matrices are refused', () => {
    expect(() => fleissKappaCounts([[1, 2], [1.5, 1.5]])).toThrow(/count 1.5 at unit 2, category 1/)
    expect(() => fleissKappa([[1, 2], [1]])).toThrow(/row 2 has 1 columns but row 1 has 2/)
    expect(() => fleissKappa([[1, 1]], { unequal: 'maybe' as never })).toThrow(/option unequal/)
  })
})

describe("Krippendorff's alpha", () => {
  it('perfect agreement is 1 at every level, missing values or not', () => {
    const d = [[1, 1, null], [3, 3, 3], [2, null, 2], [5, 5, 5]]
    for (const level of ['nominal', 'ordinal', 'interval', 'ratio'] as const) expect(krippendorffAlpha(d, level).value).toBeCloseTo(1, 14)
  })
  it('missing values: a unit with one value, or none, changes nothing', () => {
    const d = [[1, 2, 1], [3, 3, 2], [2, 2, 2], [4, 3, 4]]
    const withMissing = [...d, [null, 5, null], [null, null, null]]
    for (const level of ['nominal', 'ordinal', 'interval', 'ratio'] as const) {
      expect(krippendorffAlpha(withMissing, level).value).toBe(krippendorffAlpha(d, level).value)
    }
  })
  it('no variation: undefined (D_e = 0); nothing pairable: undefined', () => {
    expect(krippendorffAlpha([[2, 2], [2, 2]], 'interval')).toMatchObject({ value: null, undefinedReason: 'chance-agreement-one' })
    expect(krippendorffAlpha([[1, null], [null, 2]])).toMatchObject({ value: null, undefinedReason: 'no-pairable-values', n: 0 })
  })
  it('nominal α with string labels equals the same data coded as numbers', () => {
    const nums = [[1, 2, 1], [3, 3, 2], [2, 2, 2], [1, 3, null]]
    const strs = nums.map((r) => r.map((v) => (v === null ? null : ['a', 'b', 'c'][v - 1])))
    expect(krippendorffAlpha(strs, 'nominal').value).toBe(krippendorffAlpha(nums, 'nominal').value)
  })
  it('ordinal α depends only on order: a monotone recoding leaves it unchanged, interval α changes', () => {
    const d = [[1, 2, 1], [3, 3, 2], [2, 2, 2], [4, 3, 4], [1, 1, 2]]
    const recoded = d.map((r) => r.map((v) => v ** 3))
    expect(krippendorffAlpha(recoded, 'ordinal').value).toBeCloseTo(krippendorffAlpha(d, 'ordinal').value!, 14)
    expect(krippendorffAlpha(recoded, 'interval').value).not.toBeCloseTo(krippendorffAlpha(d, 'interval').value!, 3)
  })
  it('interval α for two coders, complete data, by the coincidence-matrix definition', () => {
    // Brute force: α = 1 − (n − 1) Σ_u Σ_{i≠j} (x_i − x_j)²/(m_u − 1) / Σ_{all value pairs i≠j} (x_i − x_j)².
    const d = [[1, 2], [3, 3], [2, 4], [5, 4], [1, 1], [2, 3]]
    const all = d.flat()
    let num = 0
    for (const [x, y] of d) num += 2 * (x - y) ** 2
    let den = 0
    for (let i = 0; i < all.length; i++) for (let j = 0; j < all.length; j++) den += (all[i] - all[j]) ** 2
    expect(krippendorffAlpha(d, 'interval').value).toBeCloseTo(1 - ((all.length - 1) * num) / den, 12)
  })
  it('the O(N) shortcuts equal the coincidence-matrix definition at every level (random data, 30% missing)', () => {
    // Definition (Krippendorff 2011): o_ck = Σ_u (pairs c–k in u)/(m_u − 1); ordinal δ from the
    // margins n_g; α = 1 − (n − 1) Σ o_ck δ²_ck / Σ n_c n_k δ²_ck.
    const r = createRng(31)
    const data = Array.from({ length: 60 }, () => {
      const t = 1 + r.int(6)
      return Array.from({ length: 4 }, () => (r.next() < 0.3 ? null : Math.max(1, Math.min(7, t + r.int(3) - 1))))
    })
    const values = [...new Set(data.flat().filter((v): v is number => v !== null))].sort((a, b) => a - b)
    const V = values.length
    const at = new Map(values.map((v, i) => [v, i]))
    const o = Array.from({ length: V }, () => new Array<number>(V).fill(0))
    for (const row of data) {
      const vs = row.filter((v): v is number => v !== null)
      if (vs.length < 2) continue
      for (let i = 0; i < vs.length; i++) for (let j = 0; j < vs.length; j++) if (i !== j) o[at.get(vs[i])!][at.get(vs[j])!] += 1 / (vs.length - 1)
    }
    const nc = o.map((row) => row.reduce((s, v) => s + v, 0))
    const n = nc.reduce((s, v) => s + v, 0)
    const delta2: Record<string, (i: number, j: number) => number> = {
      nominal: (i, j) => (i === j ? 0 : 1),
      ordinal: (i, j) => {
        const [lo, hi] = i < j ? [i, j] : [j, i]
        let s = 0
        for (let g = lo; g <= hi; g++) s += nc[g]
        return (s - (nc[i] + nc[j]) / 2) ** 2
      },
      interval: (i, j) => (values[i] - values[j]) ** 2,
      ratio: (i, j) => ((values[i] - values[j]) / (values[i] + values[j])) ** 2,
    }
    for (const level of ['nominal', 'ordinal', 'interval', 'ratio'] as const) {
      let num = 0
      let den = 0
      for (let i = 0; i < V; i++) {
        for (let j = 0; j < V; j++) {
          num += o[i][j] * delta2[level](i, j)
          den += nc[i] * nc[j] * delta2[level](i, j)
        }
      }
      const res = krippendorffAlpha(data, level)
      expect(res.n).toBeCloseTo(n, 9)
      expect(res.value).toBeCloseTo(1 - ((n - 1) * num) / den, 12)
    }
  })
  it('ordered levels need numbers; ratio needs non-negative values', () => {
    expect(() => krippendorffAlpha([['a', 'b']], 'ordinal')).toThrow(/non-numeric label a/)
    expect(() => krippendorffAlpha([[1, -2]], 'ratio')).toThrow(/-2 at unit 1, coder 2/)
  })
})

describe('ICC', () => {
  it('identical judges: every form is 1', () => {
    const r = icc([[1, 1, 1], [4, 4, 4], [2, 2, 2]])
    for (const f of Object.values(r.forms)) expect(f.value).toBeCloseTo(1, 14)
  })
  it('constant matrix: zero variance; fewer than 2 targets or judges: undefined', () => {
    expect(icc([[3, 3], [3, 3]]).forms.ICC2).toMatchObject({ value: null, undefinedReason: 'zero-variance' })
    expect(icc([[3, 4]]).forms.ICC1).toMatchObject({ value: null, undefinedReason: 'too-few-units' })
    expect(icc([[3], [4]]).forms.ICC3k).toMatchObject({ value: null, undefinedReason: 'too-few-raters' })
  })
  it('a missing cell is an error naming it; completeRows keeps the units every judge scored', () => {
    expect(() => icc([[1, 2], [3, null]])).toThrow(/target 2, judge 2 is missing/)
    expect(completeRows([[1, 2], [3, null], [4, 5]])).toEqual({ rows: [[1, 2], [4, 5]], index: [0, 2] })
  })
})

describe('correlations', () => {
  it('perfect and reversed', () => {
    expect(pearson([1, 2, 3], [2, 4, 6]).value).toBe(1)
    expect(spearman([1, 2, 3, 4], [1, 4, 9, 16]).value).toBe(1)
    expect(kendallTauB([1, 2, 3, 4], [4, 3, 2, 1]).value).toBe(-1)
  })
  it('zero variance and too few units are undefined with a reason', () => {
    expect(pearson([1, 1, 1], [1, 2, 3])).toMatchObject({ value: null, undefinedReason: 'zero-variance' })
    expect(spearman([1, 2], [5, 5])).toMatchObject({ value: null, undefinedReason: 'zero-variance' })
    expect(kendallTauB([2, 2, 2], [1, 2, 3])).toMatchObject({ value: null, undefinedReason: 'zero-variance' })
    expect(kendallTauB([1], [1])).toMatchObject({ value: null, undefinedReason: 'too-few-units' })
    expect(pearson([], [])).toMatchObject({ value: null, undefinedReason: 'no-units' })
  })
  it('average ranks for ties', () => {
    expect([...averageRanks([10, 20, 10, 30, 20, 20])]).toEqual([1.5, 4, 1.5, 6, 4, 4])
  })
  it('Kendall tau-b, O(n log n), equals the O(n²) definition on tied data', () => {
    const r = createRng(11)
    const x = Array.from({ length: 400 }, () => r.int(6))
    const y = x.map((v) => v + r.int(4))
    let c = 0
    let d = 0
    let tx = 0
    let ty = 0
    for (let i = 0; i < x.length; i++) {
      for (let j = i + 1; j < x.length; j++) {
        const s = Math.sign(x[i] - x[j]) * Math.sign(y[i] - y[j])
        if (s > 0) c++
        else if (s < 0) d++
        if (x[i] === x[j]) tx++
        if (y[i] === y[j]) ty++
      }
    }
    const n0 = (x.length * (x.length - 1)) / 2
    expect(kendallTauB(x, y).value).toBeCloseTo((c - d) / Math.sqrt((n0 - tx) * (n0 - ty)), 12)
  })
  it('Kendall tau-b on 100,000 pairs (the O(n log n) path; speed is the bench’s business, not a unit test’s)', () => {
    const r = createRng(12)
    const x = Array.from({ length: 100_000 }, () => r.next())
    const y = x.map((v) => v + r.next())
    const k = kendallTauB(x, y)
    expect(k.n).toBe(100_000)
    expect(k.value!).toBeGreaterThan(0.3)
    expect(k.value!).toBeLessThan(1)
  })
  it('mismatched lengths and non-finite values name the problem', () => {
    expect(() => pearson([1, 2], [1])).toThrow(/x has 2 values but y has 1/)
    expect(() => spearman([1, Infinity], [1, 2])).toThrow(/x\[2\] is not a finite number/)
  })
})

describe('pairwise: MAE, mean bias, exact agreement', () => {
  it('by hand', () => {
    const a = [1, 2, 3, 4]
    const b = [2, 2, 5, 3]
    expect(meanAbsoluteError(a, b)).toEqual({ value: 1, n: 4 })
    expect(meanBias(a, b)).toEqual({ value: 0.5, n: 4 })
    expect(exactAgreement(a, b)).toEqual({ value: 0.25, n: 4 })
    expect(meanBias([], [])).toMatchObject({ value: null, undefinedReason: 'no-units' })
  })
})

describe('macro-F1 and the leave-one-out ceiling', () => {
  it('macro-F1 by hand: TP 3, FP 1, FN 1, TN 5', () => {
    const ref = [true, true, true, true, false, false, false, false, false, false]
    const pred = [true, true, true, false, true, false, false, false, false, false]
    const r = macroF1(ref, pred)
    expect(r.met).toBeCloseTo(6 / 8, 14)
    expect(r.notMet).toBeCloseTo(10 / 12, 14)
    expect(r.value).toBeCloseTo((6 / 8 + 10 / 12) / 2, 14)
  })
  it('a class absent from both is not averaged (scikit-learn); present but never hit counts 0', () => {
    expect(macroF1([true, true], [true, true])).toMatchObject({ value: 1, notMet: null })
    expect(macroF1([true, false], [true, true]).value).toBeCloseTo((2 / 3 + 0) / 2, 14)
    expect(() => macroF1([true, 1 as never], [true, true])).toThrow(/reference\[2\]/)
  })
  it('leave-one-out: each clinician against the majority of the others; even splits skipped', () => {
    // 3 clinicians × 6 units; clinician 3 leaves unit 6 ungraded.
    const g = [
      [true, true, true],
      [true, true, false],
      [false, false, false],
      [false, true, false],
      [true, false, true],
      [true, false, null],
    ]
    const r = leaveOneOutCeiling(g)
    // Clinician 1's references (majority of 2 and 3): T, tie, F, tie, tie, F(unit 6: only clinician 2 graded) .
    expect(r.perClinician[0].ties).toBe(3)
    expect(r.perClinician[0].n).toBe(3)
    // c1 on units 1, 3, 6: T, F, T against T, F, F → TP 1, FP 1, TN 1: F1(met) 2/3, F1(not) 2/3.
    expect(r.perClinician[0].value).toBeCloseTo(2 / 3, 14)
    const mean = r.perClinician.reduce((s, e) => s + e.value!, 0) / 3
    expect(r.value).toBeCloseTo(mean, 14)
    // The judge scored against the same references.
    const judge = [true, true, false, false, true, true]
    const j = judgeLeaveOneOut(judge, g)
    expect(j.perClinician[0].n).toBe(3)
    expect(j.perClinician[0].value).toBeCloseTo(macroF1([true, false, false], [true, false, true]).value!, 14)
    // And against each clinician directly.
    const each = judgeVsEachClinician(judge, g)
    expect(each[2].n).toBe(5)
    expect(each[0].value).toBeCloseTo(macroF1(g.map((row) => row[0]!), judge).value!, 14)
  })
  it('no other clinician ever graded the same unit: no reference', () => {
    const r = leaveOneOutCeiling([[true, null], [null, false]])
    expect(r).toMatchObject({ value: null, undefinedReason: 'no-units' })
    const t = leaveOneOutCeiling([[true, false], [false, true]])
    expect(t.value).toBeCloseTo(0, 14)
    expect(() => judgeLeaveOneOut([true], [[true, true], [false, false]])).toThrow(/judge has 1 values but grades has 2/)
  })
})

describe('calibration: ECE and Brier', () => {
  it('ECE by hand with 2 bins; p = 1 lands in the last bin', () => {
    const p = [0.1, 0.2, 0.3, 0.8, 1.0]
    const y = [0, 0, 1, 1, 1]
    const r = expectedCalibrationError(p, y, { bins: 2 })
    expect(r.bins.map((b) => b.count)).toEqual([3, 2])
    // Bin 1: mean p 0.2, frequency 1/3; bin 2: mean p 0.9, frequency 1.
    expect(r.value).toBeCloseTo((3 / 5) * Math.abs(1 / 3 - 0.2) + (2 / 5) * Math.abs(1 - 0.9), 14)
  })
  it('perfectly calibrated bins give 0; booleans are outcomes too', () => {
    const r = expectedCalibrationError([0.5, 0.5, 0.5, 0.5], [true, false, true, false], { bins: 10 })
    expect(r.value).toBe(0)
    expect(r.bins[5].frequency).toBe(0.5)
    expect(r.bins[0].meanProbability).toBeNull()
  })
  it('Brier by hand, and bad inputs', () => {
    expect(brierScore([0.9, 0.2], [1, 0]).value).toBeCloseTo((0.01 + 0.04) / 2, 14)
    expect(brierScore([], [])).toMatchObject({ value: null, undefinedReason: 'no-units' })
    expect(() => brierScore([1.2], [1])).toThrow(/1.2 at probabilities\[1\] is outside \[0, 1\]/)
    expect(() => brierScore([0.2], [2])).toThrow(/outcomes\[1\]/)
    expect(() => expectedCalibrationError([0.2], [1], { bins: 0 })).toThrow(/option bins/)
  })
})
