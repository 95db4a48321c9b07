// Checks of a judge beyond its overall agreement (core/calibration/judgeChecks.ts): calibration that
// holds overall but fails within a category is flagged; the judge's excess over the graders against
// answer length; agreement among the judge's own samples. Hand-computed cases.
import { describe, expect, it } from 'vitest'
import { criterionChecks, groupChecks, lengthBias, selfConsistency, type CriterionJudgement, type JudgedUnit } from '../../src-main/core/calibration/judgeChecks'

const unit = (seq: number, specialty: string, judge: number, grades: number[], length = 100, samples = [judge]): JudgedUnit => ({ seq, specialty, dimension: null, length, judge, samples, grades })

describe('within categories', () => {
  // 心内科: the judge scores a step above both graders; 儿科: a step below; overall the errors cancel.
  const units = [
    ...Array.from({ length: 8 }, (_, i) => unit(i, '心内科', 4, [3, 3])),
    ...Array.from({ length: 8 }, (_, i) => unit(10 + i, '儿科', 2, [3, 3])),
    ...Array.from({ length: 3 }, (_, i) => unit(20 + i, '眼科', 3, [3])),
    { ...unit(30, '皮肤科', 3, [3]), judge: null, samples: [] },
  ]
  const r = groupChecks(units, 'specialty', { resamples: 300, seed: 2 })

  it('holds overall: the mean bias is near 0 and its interval holds 0', () => {
    const o = r.overall.mean_bias
    expect(o.n).toBe(19)
    expect(o.value).toBeCloseTo(0, 12)
    expect(o.lo!).toBeLessThan(0)
    expect(o.hi!).toBeGreaterThan(0)
  })

  it('fails within: each category biased by one step, flagged, and further off than the graders are from each other', () => {
    const byKey = Object.fromEntries(r.groups.map((g) => [g.key, g]))
    expect(Object.keys(byKey).sort()).toEqual(['儿科', '心内科'])
    expect(byKey['心内科']).toMatchObject({ units: 8, judge_mean: 4, graders_mean: 3, mean_bias: { value: 1, lo: 1, hi: 1 }, flags: ['biased', 'worse-than-graders'] })
    expect(byKey['儿科'].mean_bias).toMatchObject({ value: -1, lo: -1, hi: -1 })
    // The graders agree exactly, the judge is one off each: excess error 1 − 0.
    expect(byKey['儿科'].excess_error).toMatchObject({ value: 1, n: 8 })
  })

  it('a category with too few answers is counted, not checked; an answer the judge has not scored is left out', () => {
    expect(r.too_small).toEqual([{ key: '眼科', units: 3 }])
  })

  it('a category the judge gets right is not flagged', () => {
    const fine = groupChecks(Array.from({ length: 6 }, (_, i) => unit(i, '心内科', 3 + (i % 2) * 0.5, [3, 4].slice(0, 1 + (i % 2)))), 'specialty', { resamples: 200 })
    expect(fine.groups[0].flags).toEqual([])
  })
})

describe('length', () => {
  it("flags a judge whose excess over the graders grows with the answer's length", () => {
    const units = Array.from({ length: 12 }, (_, i) => unit(i, 'x', 3 + i / 10, [3], 100 * (i + 1)))
    const r = lengthBias(units, { resamples: 200 })
    expect(r.excess.value).toBeCloseTo(1, 12)
    expect(r.flagged).toBe(true)
    expect(r.judge).toBeCloseTo(1, 12)
    // The graders' scores do not vary: their correlation with length is undefined, shown as null.
    expect(r.graders).toBeNull()
  })

  it('does not flag a judge that agrees with the graders at every length', () => {
    const units = Array.from({ length: 12 }, (_, i) => unit(i, 'x', 1 + (i % 5), [1 + (i % 5)], 50 * (i + 3)))
    const r = lengthBias(units, { resamples: 200 })
    expect(r.excess.value).toBeNull()
    expect(r.flagged).toBe(false)
  })
})

describe('self-consistency', () => {
  it('the share of answers whose samples agree, their spread and alpha with the samples as raters', () => {
    const r = selfConsistency([unit(1, 'x', 3, [3], 1, [3, 3]), unit(2, 'x', 3, [3], 1, [2, 4]), unit(3, 'x', 5, [5], 1, [5, 5]), unit(4, 'x', 4, [4])])
    expect(r).toMatchObject({ units: 3, samples: 2 })
    expect(r!.all_agree).toBeCloseTo(2 / 3, 12)
    expect(r!.mean_sd).toBeCloseTo(Math.SQRT2 / 3, 12)
    // Krippendorff (interval): D_o = 8/6 (one unit, (2−4)² both ways); D_e = 88/30 over all six values: α = 1 − (8/6)/(88/30) = 6/11.
    expect(r!.alpha).toBeCloseTo(6 / 11, 12)
  })

  it('is not reported for a judge sampled once', () => {
    expect(selfConsistency([unit(1, 'x', 3, [3])])).toBeNull()
  })
})

describe('per rubric criterion', () => {
  const rows: CriterionJudgement[] = [
    // 建议心电图: the judge agrees with the graders every time; 提到急诊: also; 提到回家观察: never.
    ...Array.from({ length: 10 }, (_, i) => ({ criterion: '建议心电图', judge: i % 2 === 0, graders: [i % 2 === 0, i % 2 === 0] })),
    ...Array.from({ length: 10 }, () => ({ criterion: '提到急诊', judge: true, graders: [true, true, false] })),
    ...Array.from({ length: 10 }, () => ({ criterion: '提到回家观察', judge: true, graders: [false, null] })),
    { criterion: '少见标准', judge: false, graders: [false] },
    // Graders split evenly: left out, counted.
    { criterion: '建议心电图', judge: true, graders: [true, false] },
    // No judge verdict: left out.
    { criterion: '提到急诊', judge: null, graders: [true] },
  ]
  const r = criterionChecks(rows, { resamples: 200 })

  it('agreement with the graders\' majority overall and per criterion; the criterion the judge reads differently is flagged', () => {
    expect(r.overall).toMatchObject({ n: 31 })
    expect(r.overall.value).toBeCloseTo(21 / 31, 12)
    expect(r.ties).toBe(1)
    const by = Object.fromEntries(r.criteria.map((c) => [c.criterion, c]))
    expect(by['建议心电图']).toMatchObject({ units: 10, judge_met: 0.5, graders_met: 0.5, agreement: { value: 1, lo: 1, hi: 1 }, flagged: false })
    expect(by['提到急诊']).toMatchObject({ units: 10, judge_met: 1, graders_met: 1, flagged: false })
    expect(by['提到回家观察']).toMatchObject({ units: 10, judge_met: 1, graders_met: 0, agreement: { value: 0, lo: 0, hi: 0 }, flagged: true })
    expect(r.too_small).toEqual([{ criterion: '少见标准', units: 1 }])
  })
})
