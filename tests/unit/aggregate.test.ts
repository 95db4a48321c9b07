import { describe, expect, it } from 'vitest'
import Database from 'better-sqlite3'
import { aggregate, aggregateGroups, compareIds, scoreGroups, type ItemResult } from '../../src-main/core/aggregate'
import { bootstrapMeanCI, quantileSorted } from '../../src-main/core/bootstrap'
import { MbError } from '../../src-main/core/messages'
import { createRng, seedFromString, shuffled } from '../../src-main/core/rng'

function bernoulli(n: number, p: number, seed: number): Float64Array {
  const r = createRng(seed)
  const v = new Float64Array(n)
  for (let i = 0; i < n; i++) v[i] = r.next() < p ? 1 : 0
  return v
}

describe('rng', () => {
  it('is reproducible by seed and differs across seeds', () => {
    const a = createRng(42)
    const b = createRng(42)
    const c = createRng(43)
    const xs = Array.from({ length: 5 }, () => a.nextUint32())
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(xs)
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(xs)
  })
  it('is uniform enough: mean of 100k draws ≈ 0.5, ints in range', () => {
    const r = createRng(7)
    let s = 0
    for (let i = 0; i < 100000; i++) s += r.next()
    expect(s / 100000).toBeCloseTo(0.5, 2)
    for (let i = 0; i < 1000; i++) {
      const k = r.int(5)
      expect(k).toBeGreaterThanOrEqual(0)
      expect(k).toBeLessThan(5)
    }
  })
  it('sumOfDraws consumes the same stream as int()', () => {
    const values = [10, 20, 30, 40]
    const a = createRng(9)
    const b = createRng(9)
    let s = 0
    for (let i = 0; i < 50; i++) s += values[a.int(values.length)]
    expect(b.sumOfDraws(values, 50)).toBe(s)
    expect(b.nextUint32()).toBe(a.nextUint32())
  })
  it('shuffles deterministically into a permutation', () => {
    const xs = Array.from({ length: 20 }, (_, i) => i)
    const s1 = shuffled(xs, createRng(seedFromString('run-1')))
    const s2 = shuffled(xs, createRng(seedFromString('run-1')))
    expect(s1).toEqual(s2)
    expect([...s1].sort((a, b) => a - b)).toEqual(xs)
    expect(s1).not.toEqual(xs)
  })
})

describe('bootstrap', () => {
  it('quantiles interpolate linearly (type 7)', () => {
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5)
    expect(quantileSorted([1, 2, 3, 4], 0.25)).toBe(1.75)
    expect(quantileSorted([1, 2, 3, 4], 1)).toBe(4)
  })
  it('is reproducible by seed, and another seed gives another interval', () => {
    const v = bernoulli(500, 0.6, 1)
    const a = bootstrapMeanCI(v, { seed: 5 })
    expect(bootstrapMeanCI(v, { seed: 5 })).toEqual(a)
    expect(bootstrapMeanCI(v, { seed: 6 })).not.toEqual(a)
  })
  it('contains the mean, and narrows as n grows', () => {
    const small = bootstrapMeanCI(bernoulli(50, 0.7, 2), { seed: 3 })!
    const large = bootstrapMeanCI(bernoulli(5000, 0.7, 2), { seed: 3 })!
    for (const ci of [small, large]) {
      expect(ci.lo).toBeLessThanOrEqual(ci.mean)
      expect(ci.hi).toBeGreaterThanOrEqual(ci.mean)
    }
    expect(large.hi - large.lo).toBeLessThan((small.hi - small.lo) / 5)
  })
  it('matches the normal approximation for a large sample (width ≈ 2·1.96·√(p(1−p)/n))', () => {
    const ci = bootstrapMeanCI(bernoulli(10000, 0.5, 4), { seed: 11 })!
    const expected = 2 * 1.96 * Math.sqrt(0.25 / 10000)
    expect(ci.hi - ci.lo).toBeGreaterThan(expected * 0.85)
    expect(ci.hi - ci.lo).toBeLessThan(expected * 1.15)
  })
  it('gives a zero-width interval for constant values and null for none', () => {
    const c = bootstrapMeanCI([0.5, 0.5, 0.5])!
    expect([c.mean, c.lo, c.hi, c.n]).toEqual([0.5, 0.5, 0.5, 3])
    expect(bootstrapMeanCI([])).toBeNull()
  })
  it('handles 100k values × 1000 resamples quickly', () => {
    const v = bernoulli(100000, 0.7, 5)
    const t0 = performance.now()
    bootstrapMeanCI(v, { seed: 1, resamples: 1000 })
    expect(performance.now() - t0).toBeLessThan(8000)
  })
})

describe('aggregate', () => {
  const mk = (itemId: string, score: number, track: string, dimension: string, task: string, specialtyPrimary: string, source: string): ItemResult => ({
    itemId,
    score,
    track,
    dimension,
    task,
    specialtyPrimary,
    source,
  })
  // llm/knowledge_qa: T1 = mean(1,0,1,1) = .75, T2 = mean(0,1) = .5 → .625
  // llm/safety_ethics: T3 = 1 → 1;   llm = (.625 + 1) / 2 = .8125
  // agent/reasoning: T4 = mean(0,0,1) = 1/3;   agent = 1/3
  // overall = (.8125 + 1/3) / 2 = .5729166…   (the plain item mean would be .6)
  const set: ItemResult[] = [
    mk('t1-1', 1, 'llm', 'knowledge_qa', 'T1', '内科', 'CMExam'),
    mk('t1-2', 0, 'llm', 'knowledge_qa', 'T1', '内科', 'CMExam'),
    mk('t1-3', 1, 'llm', 'knowledge_qa', 'T1', '外科', 'CMExam'),
    mk('t1-4', 1, 'llm', 'knowledge_qa', 'T1', '外科', 'CMMLU'),
    mk('t2-1', 0, 'llm', 'knowledge_qa', 'T2', '内科', 'CMMLU'),
    mk('t2-2', 1, 'llm', 'knowledge_qa', 'T2', '儿科', 'CMMLU'),
    mk('t3-1', 1, 'llm', 'safety_ethics', 'T3', '儿科', 'MedBench'),
    mk('t4-1', 0, 'agent', 'reasoning', 'T4', '内科', 'MedBench'),
    mk('t4-2', 0, 'agent', 'reasoning', 'T4', '外科', 'MedBench'),
    mk('t4-3', 1, 'agent', 'reasoning', 'T4', '儿科', 'MedBench'),
  ]

  it('means up the hierarchy, each level an unweighted mean of the level below, on 0–100', () => {
    const r = aggregate(set, { seed: 1 })
    expect(r.overall.mean).toBeCloseTo(((0.8125 + 1 / 3) / 2) * 100, 10)
    expect(r.overall.n).toBe(10)
    const [agent, llm] = r.tracks
    expect(agent.track).toBe('agent')
    expect(llm.mean).toBeCloseTo(81.25, 10)
    expect(llm.n).toBe(7)
    expect(agent.mean).toBeCloseTo(100 / 3, 10)
    const kqa = llm.dimensions.find((d) => d.dimension === 'knowledge_qa')!
    expect(kqa.mean).toBeCloseTo(62.5, 10)
    expect(kqa.tasks.map((t) => [t.task, t.mean, t.n])).toEqual([
      ['T1', 75, 4],
      ['T2', 50, 2],
    ])
  })

  it('flat groupings are item means', () => {
    const r = aggregate(set, { seed: 1 })
    const sp = Object.fromEntries(r.bySpecialty.map((s) => [s.specialty, [s.mean, s.n]]))
    expect(sp['内科']).toEqual([25, 4])
    expect(sp['外科'][0]).toBeCloseTo(200 / 3, 10)
    expect(sp['外科'][1]).toBe(3)
    expect(sp['儿科']).toEqual([100, 3])
    const src = Object.fromEntries(r.bySource.map((s) => [s.source, s.mean]))
    expect(src.CMExam).toBeCloseTo(200 / 3, 10)
    expect(src.MedBench).toBe(50)
  })

  it('every interval contains its mean; a one-item task has a zero-width interval', () => {
    const r = aggregate(set, { seed: 3 })
    const all = [r.overall, ...r.tracks, ...r.tracks.flatMap((t) => t.dimensions), ...r.tracks.flatMap((t) => t.dimensions.flatMap((d) => d.tasks)), ...r.bySpecialty, ...r.bySource]
    for (const e of all) {
      expect(e.lo!).toBeLessThanOrEqual(e.mean! + 1e-9)
      expect(e.hi!).toBeGreaterThanOrEqual(e.mean! - 1e-9)
    }
    const t3 = r.tracks[1].dimensions.find((d) => d.dimension === 'safety_ethics')!.tasks[0]
    expect([t3.lo, t3.mean, t3.hi]).toEqual([100, 100, 100])
  })

  it('is deterministic given the seed, whatever the input order', () => {
    const a = aggregate(set, { seed: 9 })
    expect(aggregate(shuffled(set, createRng(1)), { seed: 9 })).toEqual(a)
    // With continuous scores the bounds move with the seed (with ten 0/1 scores they may not).
    const r = createRng(8)
    const cont = set.map((x) => ({ ...x, score: r.next() }))
    expect(aggregate(cont, { seed: 10 }).overall).not.toEqual(aggregate(cont, { seed: 9 }).overall)
  })

  it('narrows the overall interval as items grow', () => {
    const many: ItemResult[] = []
    const r = createRng(5)
    for (let i = 0; i < 2000; i++) many.push(mk(`i${i}`, r.next() < 0.6 ? 1 : 0, 'llm', 'knowledge_qa', `T${i % 4}`, '内科', 'X'))
    const few = aggregate(many.slice(0, 40), { seed: 2 }).overall
    const lots = aggregate(many, { seed: 2 }).overall
    expect(lots.hi! - lots.lo!).toBeLessThan((few.hi! - few.lo!) / 3)
  })

  it('rejects scores outside [0, 1] and handles no results', () => {
    expect(() => aggregate([mk('x', 1.5, 'llm', 'knowledge_qa', 'T', 's', 'src')])).toThrow(MbError)
    expect(() => aggregate([mk('x', Number.NaN, 'llm', 'knowledge_qa', 'T', 's', 'src')])).toThrow(MbError)
    const empty = aggregate([])
    expect(empty.overall).toEqual({ mean: null, lo: null, hi: null, n: 0 })
    expect(empty.tracks).toEqual([])
  })
})

describe('aggregate over score groups', () => {
  // What a report read by SQL hands over: each combination of grouping columns with its items' scores
  // in id order and their positions in the whole id order.
  const results: ItemResult[] = []
  const rng = createRng(11)
  for (let i = 0; i < 3000; i++) {
    results.push({
      itemId: `q${(i * 7919) % 3001}`,
      score: rng.int(5) / 4,
      track: i % 7 === 0 ? 'agent' : 'llm',
      dimension: ['knowledge_qa', 'understanding', 'reasoning'][i % 3],
      task: `T${i % 11}`,
      specialtyPrimary: ['内科学', '外科学', '儿科学', '妇产科学'][i % 4],
      source: i % 5 === 0 ? 'CMExam' : 'CMMLU',
    })
  }

  it('gives the same numbers, whatever order the results come in', () => {
    const direct = aggregate(results, { seed: 3, resamples: 300 })
    const groups = scoreGroups(shuffled(results, createRng(5)))
    // Several groups share each task and specialty: they are merged back into id order.
    expect(groups.length).toBeGreaterThan(40)
    expect(aggregateGroups(groups, { seed: 3, resamples: 300 })).toEqual(direct)
  })

  it('refuses a score outside [0, 1] in a group', () => {
    const g = scoreGroups(results.slice(0, 10))
    g[0].scores[0] = 1.5
    expect(() => aggregateGroups(g)).toThrow(MbError)
  })

  it('orders ids by code point, as SQLite orders UTF-8 text', () => {
    // U+1F600 (a surrogate pair in UTF-16) sorts after U+FF21 by code point, before it by UTF-16 unit.
    const ids = ['a\u{1F600}', 'a\uFF21', 'a', 'ab', 'B']
    const db = new Database(':memory:')
    const sqlite = db.prepare('SELECT value FROM json_each(?) ORDER BY value').pluck().all(JSON.stringify(ids))
    db.close()
    expect(ids.slice().sort(compareIds)).toEqual(sqlite)
    expect(ids.slice().sort()).not.toEqual(sqlite)
  })
})
