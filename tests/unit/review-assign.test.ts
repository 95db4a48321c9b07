import { describe, expect, it } from 'vitest'
import { renderMsg } from '../../src-main/core/messages'
import { createRng } from '../../src-main/core/rng'
import { assignRound, assignedTo } from '../../src-main/core/review/assign'
import type { AssignInput, AssignItem, AssignResult, AssignReviewer } from '../../src-main/core/review/assign'

const reviewers = (n: number, specialties: (i: number) => string[] = () => ['内科'], load = 0): AssignReviewer[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, specialties: specialties(i), load }))
const items = (n: number, specialty: string | null = '内科', author: (i: number) => string | null = () => null): AssignItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: `q${i}`, specialty, authorId: author(i) }))
const all = (r: AssignResult, count: number) => Array.from({ length: count }, (_, i) => assignedTo(r, i))
const spread = (r: AssignResult) => {
  const loads = [...r.loads.values()]
  return Math.max(...loads) - Math.min(...loads)
}

/**
 * Replays an assignment and checks it against the rules, item by item: distinct reviewers, never the
 * author, never over capacity, as many as possible, and filled tier by tier (specialist new →
 * specialist repeat → other new → other repeat) with, inside a tier partly used, no unchosen eligible
 * reviewer less loaded than a chosen one.
 */
function checkRules(input: AssignInput, r: AssignResult): void {
  const load = new Map(input.reviewers.map((x) => [x.id, x.load]))
  input.items.forEach((item, i) => {
    const got = assignedTo(r, i)
    expect(new Set(got).size).toBe(got.length)
    expect(got).not.toContain(item.authorId)
    const earlier = new Set(input.earlier?.get(item.id) ?? [])
    const eligible = input.reviewers.filter((x) => x.id !== item.authorId && load.get(x.id)! < (x.capacity ?? Infinity))
    expect(got.length).toBe(Math.min(input.perItem, eligible.length))
    const tier = (x: AssignReviewer) => (item.specialty !== null && !x.specialties.includes(item.specialty) ? 2 : 0) + (earlier.has(x.id) ? 1 : 0)
    const chosen = eligible.filter((x) => got.includes(x.id))
    const maxTier = Math.max(-1, ...chosen.map(tier))
    for (const x of eligible) {
      if (got.includes(x.id)) continue
      // Nobody left out from a better tier than one used…
      expect(tier(x), `item ${item.id}: ${x.id} left out`).toBeGreaterThanOrEqual(maxTier)
      // …and within the last tier used, nobody left out who was less loaded.
      if (tier(x) === maxTier) for (const c of chosen.filter((c) => tier(c) === maxTier)) expect(load.get(x.id)!).toBeGreaterThanOrEqual(load.get(c.id)!)
    }
    for (const id of got) load.set(id, load.get(id)! + 1)
  })
  expect(r.loads).toEqual(load)
}

describe('review assignment', () => {
  it('gives every item n distinct reviewers, never its author, with loads within 1 of each other', () => {
    const input = { items: items(101, '内科', (i) => (i % 3 === 0 ? `author${i}` : null)), reviewers: reviewers(7), perItem: 3, seed: 7 }
    const r = assignRound(input)
    expect(all(r, 101).every((ids) => ids.length === 3 && new Set(ids).size === 3)).toBe(true)
    expect(spread(r)).toBeLessThanOrEqual(1)
    expect([...r.loads.values()].reduce((a, b) => a + b, 0)).toBe(303)
    expect(r.short).toEqual([])
    expect(r.notes).toEqual([])
    checkRules(input, r)
  })

  it('never assigns an item to its author, even when that leaves it short, and says so', () => {
    const input = { items: items(4, '内科', () => 'r0'), reviewers: reviewers(2), perItem: 2, seed: 1 }
    const r = assignRound(input)
    expect(all(r, 4)).toEqual([['r1'], ['r1'], ['r1'], ['r1']])
    expect(r.short).toEqual(['q0', 'q1', 'q2', 'q3'].map((itemId) => ({ itemId, got: 1, wanted: 2 })))
    expect(renderMsg(r.notes[0], 'en')).toBe('4 item(s) could not get 2 reviewers (too few eligible reviewers, or reviewers at capacity), e.g. "q0"')
    expect(renderMsg(r.notes[0], 'zh')).toContain('4 道题目未能配齐 2 名审核人')
  })

  it('prefers reviewers of the item’s specialty, even when they are busier', () => {
    const rs: AssignReviewer[] = [
      { id: 'card1', specialties: ['心血管内科'], load: 50 },
      { id: 'card2', specialties: ['心血管内科', '急诊科'], load: 40 },
      { id: 'derm', specialties: ['皮肤科'], load: 0 },
      { id: 'any', specialties: [], load: 0 },
    ]
    const input = { items: items(5, '心血管内科'), reviewers: rs, perItem: 2, seed: 3 }
    const r = assignRound(input)
    expect(all(r, 5).every((ids) => [...ids].sort().join() === 'card1,card2')).toBe(true)
    expect(r.outsideSpecialty).toEqual([])
    checkRules(input, r)
  })

  it('falls back to other specialties only when too few, and lists those items and reviewers', () => {
    const rs: AssignReviewer[] = [
      { id: 'card', specialties: ['心血管内科'], load: 0 },
      { id: 'derm', specialties: ['皮肤科'], load: 0 },
      { id: 'eye', specialties: ['眼科'], load: 0 },
    ]
    const input = { items: [...items(2, '心血管内科'), { id: 'x', specialty: '儿科', authorId: null }], reviewers: rs, perItem: 2, seed: 9 }
    const r = assignRound(input)
    expect(all(r, 3).slice(0, 2).every((ids) => ids[0] === 'card' && ids.length === 2)).toBe(true)
    expect(r.outsideSpecialty.map((o) => o.itemId)).toEqual(['q0', 'q1', 'x'])
    expect(r.outsideSpecialty[0].reviewerIds).toHaveLength(1)
    expect(r.outsideSpecialty[2].reviewerIds).toHaveLength(2)
    expect(renderMsg(r.notes[0], 'en')).toContain('3 item(s) had too few reviewers of their specialty')
    checkRules(input, r)
  })

  it('treats an item without a specialty as fitting everybody', () => {
    const rs = reviewers(4, (i) => [`s${i}`])
    const r = assignRound({ items: items(40, null), reviewers: rs, perItem: 2, seed: 2 })
    expect(r.outsideSpecialty).toEqual([])
    expect(spread(r)).toBe(0)
  })

  it('fills the least loaded reviewers first', () => {
    const rs = [
      { id: 'busy', specialties: ['内科'], load: 5 },
      { id: 'a', specialties: ['内科'], load: 0 },
      { id: 'b', specialties: ['内科'], load: 1 },
    ]
    const r = assignRound({ items: items(3), reviewers: rs, perItem: 1, seed: 4 })
    expect(all(r, 3).map((ids) => ids[0]).sort()).toEqual(['a', 'a', 'b'])
    expect(r.loads.get('busy')).toBe(5)
  })

  it('respects capacity', () => {
    const rs: AssignReviewer[] = [
      { id: 'a', specialties: ['内科'], load: 1, capacity: 2 },
      { id: 'b', specialties: ['内科'], load: 0, capacity: 3 },
    ]
    const input = { items: items(5), reviewers: rs, perItem: 1, seed: 5 }
    const r = assignRound(input)
    expect(r.loads).toEqual(new Map([['a', 2], ['b', 3]]))
    expect(r.short.map((s) => s.itemId)).toEqual(['q4'])
    checkRules(input, r)
  })

  it('avoids the reviewers of an earlier round when it can, and lists repeats when it cannot', () => {
    const first = assignRound({ items: items(30), reviewers: reviewers(6), perItem: 3, seed: 11 })
    const earlier = new Map(items(30).map((it, i) => [it.id, assignedTo(first, i)]))
    const input = { items: items(30), reviewers: reviewers(6), perItem: 3, seed: 12, earlier }
    const second = assignRound(input)
    items(30).forEach((it, i) => expect(assignedTo(second, i).filter((id) => earlier.get(it.id)!.includes(id))).toEqual([]))
    expect(second.repeats).toEqual([])
    checkRules(input, second)

    // Four reviewers, three per item: round 2 has one new reviewer per item, so two repeat.
    const first4 = assignRound({ items: items(30), reviewers: reviewers(4), perItem: 3, seed: 11 })
    const earlier4 = new Map(items(30).map((it, i) => [it.id, assignedTo(first4, i)]))
    const tight = { items: items(30), reviewers: reviewers(4), perItem: 3, seed: 12, earlier: earlier4 }
    const r = assignRound(tight)
    expect(r.repeats.length).toBe(30)
    items(30).forEach((it, i) => expect(assignedTo(r, i)).toContain(['r0', 'r1', 'r2', 'r3'].find((id) => !earlier4.get(it.id)!.includes(id))))
    expect(r.repeats.every((x) => x.reviewerIds.length === 2)).toBe(true)
    expect(renderMsg(r.notes[0], 'en')).toContain('given a reviewer of an earlier round')
    checkRules(tight, r)
  })

  it('keeps a specialist of an earlier round over a new reviewer of another specialty', () => {
    const rs: AssignReviewer[] = [
      { id: 'card', specialties: ['心血管内科'], load: 0 },
      { id: 'derm', specialties: ['皮肤科'], load: 0 },
    ]
    const r = assignRound({ items: items(1, '心血管内科'), reviewers: rs, perItem: 1, seed: 1, earlier: new Map([['q0', ['card']]]) })
    expect(assignedTo(r, 0)).toEqual(['card'])
    expect(r.repeats).toEqual([{ itemId: 'q0', reviewerIds: ['card'] }])
    expect(r.outsideSpecialty).toEqual([])
  })

  it('follows the rules on random scenarios (authors, mixed specialties, loads, capacities, earlier rounds)', () => {
    const rng = createRng(99)
    const specs = ['a', 'b', 'c', 'd']
    for (let trial = 0; trial < 60; trial++) {
      const nr = 1 + rng.int(9)
      const rs: AssignReviewer[] = Array.from({ length: nr }, (_, i) => ({
        id: `r${i}`,
        specialties: specs.filter(() => rng.next() < 0.4),
        load: rng.int(4),
        ...(rng.next() < 0.3 ? { capacity: rng.int(12) } : {}),
      }))
      const its: AssignItem[] = Array.from({ length: 1 + rng.int(40) }, (_, i) => ({
        id: `q${i}`,
        specialty: rng.next() < 0.15 ? null : specs[rng.int(4)],
        authorId: rng.next() < 0.3 ? `r${rng.int(nr)}` : null,
      }))
      const earlier = new Map(its.filter(() => rng.next() < 0.5).map((it) => [it.id, [`r${rng.int(nr)}`, `r${rng.int(nr)}`]]))
      const input = { items: its, reviewers: rs, perItem: 1 + rng.int(4), seed: trial, earlier }
      checkRules(input, assignRound(input))
    }
  })

  it('is reproducible with the seed and differs with another', () => {
    const input = { items: items(200), reviewers: reviewers(10), perItem: 2, seed: 42 }
    const a = all(assignRound(input), 200)
    expect(all(assignRound(input), 200)).toEqual(a)
    expect(all(assignRound({ ...input, seed: 43 }), 200)).not.toEqual(a)
  })

  it('varies the pairs of reviewers (ties are drawn afresh, not in a fixed order)', () => {
    const r = assignRound({ items: items(300), reviewers: reviewers(6), perItem: 2, seed: 8 })
    const pairs = new Set(all(r, 300).map((ids) => [...ids].sort().join('+')))
    expect(pairs.size).toBe(15)
  })

  it('refuses a bad n, a reviewer listed twice and a bad load', () => {
    expect(() => assignRound({ items: items(1), reviewers: reviewers(3), perItem: 0, seed: 1 })).toThrow(/reviewers per item must be 1 to 9, not 0/)
    expect(() => assignRound({ items: items(1), reviewers: [...reviewers(2), ...reviewers(1)], perItem: 1, seed: 1 })).toThrow(/reviewer "r0" is listed twice/)
    expect(() => assignRound({ items: items(1), reviewers: reviewers(2, undefined, -1), perItem: 1, seed: 1 })).toThrow(/invalid load -1/)
  })

  it('handles 100,000 items × 50 reviewers with loads balanced and no author assigned', () => {
    const specs = Array.from({ length: 24 }, (_, i) => `s${i}`)
    const N = 100_000
    const its = Array.from({ length: N }, (_, i) => ({ id: `q${i}`, specialty: i % 7 === 0 ? null : specs[i % 24], authorId: i % 5 === 0 ? `r${i % 50}` : null }))
    // Everybody holds every specialty: all eligible, so loads must end within 1 of each other.
    const everyone = reviewers(50, () => specs)
    const r = assignRound({ items: its, reviewers: everyone, perItem: 3, seed: 1 })
    expect(r.short).toEqual([])
    expect(spread(r)).toBeLessThanOrEqual(1)
    let authorHits = 0
    let distinct = 0
    for (let i = 0; i < N; i++) {
      const ids = assignedTo(r, i)
      if (ids.includes(its[i].authorId as string)) authorHits++
      if (new Set(ids).size === 3) distinct++
    }
    expect(authorHits).toBe(0)
    expect(distinct).toBe(N)
    // Two specialties each: every specialty has about 4 specialists; items are spread over them.
    const split = reviewers(50, (i) => [specs[i % 24], specs[(i * 7 + 3) % 24]])
    const s = assignRound({ items: its, reviewers: split, perItem: 2, seed: 1 })
    expect(s.short).toEqual([])
    expect([...s.loads.values()].reduce((a, b) => a + b, 0)).toBe(2 * N)
    expect(s.outsideSpecialty).toEqual([])
  })
})
