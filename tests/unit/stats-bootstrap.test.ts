// The seeded unit bootstrap: reproducible by seed, different across seeds, and sensible intervals.
import { describe, expect, it } from 'vitest'
import { bootstrapIndices, bootstrapIndicesMany, bootstrapUnits } from '../../src-main/core/stats/bootstrap'
import { cohenKappa, encodePairs, kappaFromCodes } from '../../src-main/core/stats/kappa'
import { krippendorffAlpha } from '../../src-main/core/stats/krippendorff'
import { createRng } from '../../src-main/core/rng'

/** 300 units rated by two raters who agree about 70% of the time on a 1–5 scale. */
function pairs(seed: number, n = 300): [number, number][] {
  const r = createRng(seed)
  return Array.from({ length: n }, () => {
    const a = 1 + r.int(5)
    return [a, r.next() < 0.7 ? a : 1 + r.int(5)] as [number, number]
  })
}
const kappaOf = (s: readonly [number, number][]) => cohenKappa(s.map((p) => p[0]), s.map((p) => p[1]))

describe('bootstrapUnits', () => {
  const units = pairs(1)
  it('the same seed gives the identical interval twice; another seed a different one', () => {
    const a = bootstrapUnits(units, kappaOf, { seed: 42, resamples: 500 })
    const b = bootstrapUnits(units, kappaOf, { seed: 42, resamples: 500 })
    const c = bootstrapUnits(units, kappaOf, { seed: 43, resamples: 500 })
    expect(b).toEqual(a)
    expect([c.lo, c.hi]).not.toEqual([a.lo, a.hi])
    expect(a.value).toBe(c.value)
  })
  it('the interval contains the point estimate and is a sensible width', () => {
    const r = bootstrapUnits(units, kappaOf, { seed: 7 })
    expect(r.value).toBe(kappaOf(units).value)
    expect(r.n).toBe(300)
    expect(r.lo!).toBeLessThan(r.value!)
    expect(r.hi!).toBeGreaterThan(r.value!)
    // κ's standard error here is about 0.03, so the 95% interval is roughly ± 0.06.
    expect(r.hi! - r.lo!).toBeGreaterThan(0.06)
    expect(r.hi! - r.lo!).toBeLessThan(0.2)
    expect(r.undefinedResamples).toBe(0)
  })
  it('a wider level gives a wider interval', () => {
    const r90 = bootstrapUnits(units, kappaOf, { seed: 3, level: 0.9 })
    const r99 = bootstrapUnits(units, kappaOf, { seed: 3, level: 0.99 })
    expect(r99.lo!).toBeLessThan(r90.lo!)
    expect(r99.hi!).toBeGreaterThan(r90.hi!)
  })
  it('resamples units (rows): Krippendorff α over units × coders with missing values', () => {
    const r = createRng(5)
    const rows = Array.from({ length: 80 }, () => {
      const t = 1 + r.int(4)
      return [t, r.next() < 0.8 ? t : 1 + r.int(4), r.next() < 0.3 ? null : t]
    })
    const res = bootstrapUnits(rows, (s) => krippendorffAlpha(s, 'ordinal'), { seed: 9, resamples: 300 })
    expect(res.lo!).toBeLessThanOrEqual(res.value!)
    expect(res.hi!).toBeGreaterThanOrEqual(res.value!)
  })
  it('resamples where the statistic is undefined are counted and left out', () => {
    // Nearly every unit "approve/approve": many resamples have p_e = 1.
    const rows: [string, string][] = [...Array(18).fill(['ok', 'ok']), ['ok', 'no'], ['no', 'no']]
    const res = bootstrapUnits(rows, (s) => cohenKappa(s.map((p) => p[0]), s.map((p) => p[1])), { seed: 1, resamples: 400 })
    expect(res.undefinedResamples).toBeGreaterThan(0)
    expect(res.undefinedResamples).toBeLessThan(400)
    expect(res.lo).not.toBeNull()
  })
  it('no units, or never defined: no interval, with reasons', () => {
    expect(bootstrapUnits([], kappaOf)).toMatchObject({ value: null, lo: null, undefinedReason: 'no-units' })
    const same: [number, number][] = Array(10).fill([3, 3])
    const r = bootstrapUnits(same, kappaOf, { resamples: 50 })
    expect(r).toMatchObject({ value: null, undefinedReason: 'chance-agreement-one', lo: null, hi: null, intervalUndefinedReason: 'too-few-defined-resamples', undefinedResamples: 50 })
  })
  it('bad options are refused', () => {
    expect(() => bootstrapUnits(units, kappaOf, { resamples: 0 })).toThrow(/option resamples/)
    expect(() => bootstrapUnits(units, kappaOf, { level: 95 })).toThrow(/option level/)
  })
  it('the indexed fast path (coded labels, no per-resample arrays) gives the same interval as the generic one', () => {
    const big = pairs(2, 5000)
    const a = big.map((p) => p[0])
    const b = big.map((p) => p[1])
    const enc = encodePairs(a, b)
    for (const weights of ['none', 'quadratic'] as const) {
      const fast = bootstrapIndices(big.length, (idx) => kappaFromCodes(enc, weights, idx), { seed: 8, resamples: 200 })
      const slow = bootstrapUnits(big, (s) => cohenKappa(s.map((p) => p[0]), s.map((p) => p[1]), { labels: enc.labels, weights }), { seed: 8, resamples: 200 })
      expect(fast.value).toBeCloseTo(cohenKappa(a, b, { weights }).value!, 14)
      expect(fast.lo).toBeCloseTo(slow.lo!, 12)
      expect(fast.hi).toBeCloseTo(slow.hi!, 12)
    }
  })
  it('several statistics on shared resamples match one bootstrap per statistic with the same seed', () => {
    const data = pairs(4, 400)
    const enc = encodePairs(data.map((p) => p[0]), data.map((p) => p[1]))
    const many = bootstrapIndicesMany(data.length, (idx) => ({
      kappa: kappaFromCodes(enc, 'none', idx).value,
      quadratic: kappaFromCodes(enc, 'quadratic', idx).value,
    }), { seed: 21, resamples: 300 })
    const one = bootstrapIndices(data.length, (idx) => kappaFromCodes(enc, 'quadratic', idx), { seed: 21, resamples: 300 })
    expect(many.intervals.quadratic).toEqual({ value: one.value, lo: one.lo, hi: one.hi, undefinedResamples: 0 })
    expect(many.intervals.kappa.lo!).toBeLessThan(many.intervals.kappa.value!)
    expect(bootstrapIndicesMany(0, () => ({ x: 1 }))).toEqual({ n: 0, resamples: 1000, intervals: {} })
  })
})

describe('the generator fills a resample as int() would', () => {
  it('fillInts gives the same numbers, and leaves the stream where the calls would', async () => {
    const { createRng } = await import('../../src-main/core/rng')
    const a = createRng(99)
    const b = createRng(99)
    const filled = new Uint32Array(1000)
    a.fillInts(37, filled)
    expect(Array.from(filled)).toEqual(Array.from({ length: 1000 }, () => b.int(37)))
    expect(a.nextUint32()).toBe(b.nextUint32())
    expect(new Set(filled).size).toBe(37)
  })
})
