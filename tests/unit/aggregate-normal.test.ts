// Above NORMAL_LIMIT_ABOVE items a resampled mean comes from its normal limit: the interval must agree
// with resampling the items (computed here the slow way) to within a fraction of its own width.
import { describe, expect, it } from 'vitest'
import { aggregate, NORMAL_LIMIT_ABOVE } from '../../src-main/core/aggregate'
import { bootstrapMeanCI } from '../../src-main/core/bootstrap'
import { createRng } from '../../src-main/core/rng'

describe('the normal limit for large groups', () => {
  it('gives the bootstrap interval of a 30,000-item task to within 5% of its width', () => {
    const rng = createRng(3)
    const n = 3 * NORMAL_LIMIT_ABOVE
    const results = Array.from({ length: n }, (_, i) => ({
      itemId: `i${i}`,
      score: rng.next() < 0.62 ? 1 : rng.next() < 0.3 ? 0.5 : 0,
      track: 'llm',
      dimension: 'knowledge_qa',
      task: 'T',
      specialtyPrimary: '内科学',
      source: 'S',
    }))
    const agg = aggregate(results, { seed: 5, resamples: 2000 })
    const slow = bootstrapMeanCI(Float64Array.from(results, (r) => r.score), { seed: 9, resamples: 2000 })!
    const width = (slow.hi - slow.lo) * 100
    expect(agg.overall.mean!).toBeCloseTo(slow.mean * 100, 10)
    expect(Math.abs(agg.overall.lo! - slow.lo * 100)).toBeLessThan(0.05 * width)
    expect(Math.abs(agg.overall.hi! - slow.hi * 100)).toBeLessThan(0.05 * width)
    expect(Math.abs(agg.bySpecialty[0].lo! - slow.lo * 100)).toBeLessThan(0.05 * width)
    expect(agg.method.bootstrap).toContain('normal limit')
  })
})
