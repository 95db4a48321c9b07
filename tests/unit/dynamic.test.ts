import { describe, expect, it } from 'vitest'
import {
  circularAccuracy,
  consistency,
  dynamicMetrics,
  identityOrder,
  isIdentityKey,
  isIdentityOrder,
  orderForKey,
  parseVariantKey,
  permutedAccuracy,
  plainAccuracy,
  planPresentations,
  platformCopies,
  positionPrior,
  rotations,
  seededPermutation,
  selectPool,
  type DynamicSettings,
  type PlanItem,
  type ResponseRecord,
} from '../../src-main/core/dynamic'
import { MbError } from '../../src-main/core/messages'
import { mapPresentedToCanonical } from '../../src-main/core/score/variants'

const ABCD = ['A', 'B', 'C', 'D']
const ABCDE = ['A', 'B', 'C', 'D', 'E']
const OFF: DynamicSettings = { permute: false, circular: false, samples: 0, seed: 1 }

const choice = (id: string, letters = ABCD): PlanItem => ({
  id,
  type: 'single_choice',
  options: Object.fromEntries(letters.map((l) => [l, `option ${l}`])),
})

function rec(itemId: string, variantKey: string, order: string[], presentedAnswer: string, correct: boolean | null): ResponseRecord {
  return { itemId, variantKey, order, presentedAnswer, correct }
}

/** The record a model answering `presented` would produce under `order` when the key is `gold`. */
function answer(itemId: string, variantKey: string, order: string[], presented: string, gold: string): ResponseRecord {
  return rec(itemId, variantKey, order, presented, mapPresentedToCanonical(presented, { order }) === gold)
}

describe('seededPermutation', () => {
  it('is pinned: a resumed run must re-derive the very same orders', () => {
    // Literal values: changing the hash or the shuffle changes every stored run's presentations.
    expect(seededPermutation(ABCDE, 'medexam-0001', 42, 0).order).toEqual(['A', 'E', 'B', 'C', 'D'])
    expect(seededPermutation(ABCDE, 'medexam-0001', 42, 1).order).toEqual(['C', 'A', 'E', 'D', 'B'])
  })

  it('same inputs give the same permutation; the order letters are listed in does not matter', () => {
    const a = seededPermutation(ABCDE, 'q-17', 9, 3)
    const b = seededPermutation(['E', 'C', 'A', 'D', 'B'], 'q-17', 9, 3)
    expect(b.order).toEqual(a.order)
    expect(seededPermutation(ABCDE, 'q-17', 9, 3).order).toEqual(a.order)
  })

  it('different samples, seeds and items give different permutations (up to chance 1/120 each)', () => {
    let sameSample = 0
    let sameSeed = 0
    let sameItem = 0
    for (let i = 0; i < 200; i++) {
      const base = seededPermutation(ABCDE, `q${i}`, 5, 0).order.join('')
      if (seededPermutation(ABCDE, `q${i}`, 5, 1).order.join('') === base) sameSample++
      if (seededPermutation(ABCDE, `q${i}`, 6, 0).order.join('') === base) sameSeed++
      if (seededPermutation(ABCDE, `q${i + 1000}`, 5, 0).order.join('') === base) sameItem++
    }
    // Independent uniform draws coincide with probability 1/120: about 1.7 of 200.
    expect(sameSample).toBeLessThan(10)
    expect(sameSeed).toBeLessThan(10)
    expect(sameItem).toBeLessThan(10)
  })

  it('does not depend on the order items are processed in', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `item-${i}`)
    const forward = new Map(ids.map((id) => [id, seededPermutation(ABCD, id, 3, 2).order.join('')]))
    const backward = new Map(
      ids
        .slice()
        .reverse()
        .map((id) => [id, seededPermutation(ABCD, id, 3, 2).order.join('')]),
    )
    for (const id of ids) expect(backward.get(id)).toBe(forward.get(id))
    // And the items do not all get one permutation.
    expect(new Set(forward.values()).size).toBeGreaterThan(10)
  })

  it('is always a bijection of the letters', () => {
    for (let n = 1; n <= 12; n++) {
      const letters = Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i))
      for (let s = 0; s < 40; s++) {
        const { order } = seededPermutation(letters, `b${s}`, s * 7919, s % 5)
        expect(order).toHaveLength(n)
        expect(order.slice().sort()).toEqual(letters)
      }
    }
  })

  it('does not mutate the letters it is given', () => {
    const letters = ['D', 'C', 'B', 'A']
    seededPermutation(letters, 'x', 1)
    expect(letters).toEqual(['D', 'C', 'B', 'A'])
  })

  it('over 10,000 seeds each letter lands in each position about equally (chi-square, fixed seeds)', () => {
    const n = 4
    const seeds = 10_000
    const cell = Array.from({ length: n }, () => new Array<number>(n).fill(0))
    const perms = new Map<string, number>()
    for (let seed = 0; seed < seeds; seed++) {
      const { order } = seededPermutation(ABCD, 'medexam-0001', seed)
      order.forEach((letter, pos) => cell[letter.charCodeAt(0) - 65][pos]++)
      const key = order.join('')
      perms.set(key, (perms.get(key) ?? 0) + 1)
    }
    const expected = seeds / n
    let chi = 0
    for (const row of cell) for (const c of row) chi += (c - expected) ** 2 / expected
    // (n-1)^2 = 9 degrees of freedom: the 99.9% point is 27.9. A shuffle stuck on the identity
    // scores ~30,000, the classic "swap with any index" bias on 4 letters ~270.
    expect(chi).toBeLessThan(27.9)
    // The 24 full permutations are equally likely too (23 degrees of freedom, 99.9% point 49.7).
    expect(perms.size).toBe(24)
    const e24 = seeds / 24
    let chi24 = 0
    for (const c of perms.values()) chi24 += (c - e24) ** 2 / e24
    expect(chi24).toBeLessThan(49.7)
  })

  it('is uniform across item ids under one seed too (the case of a real run)', () => {
    const cell = Array.from({ length: 5 }, () => new Array<number>(5).fill(0))
    const items = 10_000
    for (let i = 0; i < items; i++) {
      seededPermutation(ABCDE, `cmexam-${i}`, 2024).order.forEach((l, pos) => cell[l.charCodeAt(0) - 65][pos]++)
    }
    let chi = 0
    for (const row of cell) for (const c of row) chi += (c - items / 5) ** 2 / (items / 5)
    expect(chi).toBeLessThan(39.3) // 16 degrees of freedom, 99.9% point 39.25
  })

  it('rejects what cannot be reproduced or is not a letter set', () => {
    expect(() => seededPermutation(ABCD, 'x', 1.5)).toThrow(MbError)
    expect(() => seededPermutation(ABCD, 'x', 1, -1)).toThrow(MbError)
    expect(() => seededPermutation(['A', 'A', 'B'], 'x', 1)).toThrow(MbError)
    expect(() => seededPermutation(['a', 'b'], 'x', 1)).toThrow(MbError)
  })
})

describe('rotations and identity', () => {
  it('gives n rotations, identity first, rotation k shifting by k', () => {
    const r = rotations(['C', 'A', 'D', 'B'])
    expect(r.map((x) => x.order.join(''))).toEqual(['ABCD', 'BCDA', 'CDAB', 'DABC'])
    expect(rotations(['A', 'B'])).toHaveLength(2)
    expect(rotations([])).toEqual([])
  })

  it('puts every option at every position exactly once across the rotations', () => {
    const r = rotations(ABCDE)
    for (let pos = 0; pos < 5; pos++) expect(r.map((x) => x.order[pos]).sort()).toEqual(ABCDE)
  })

  it('identity is the canonical order', () => {
    expect(identityOrder(['B', 'A', 'C']).order).toEqual(['A', 'B', 'C'])
    expect(isIdentityOrder(['A', 'B', 'C'])).toBe(true)
    expect(isIdentityOrder(['A', 'C', 'B'])).toBe(false)
    expect(isIdentityOrder([])).toBe(true)
  })
})

describe('mapping answers back through a permutation', () => {
  it('maps presented letters to canonical ones', () => {
    const order = ['C', 'A', 'D', 'B']
    expect(mapPresentedToCanonical('B', { order })).toBe('A')
    expect(mapPresentedToCanonical('AD', { order })).toBe('BC')
    expect(mapPresentedToCanonical('E', { order })).toBe('')
  })

  it('the presented position of the key maps back to the key under every seeded permutation', () => {
    for (let s = 0; s < 50; s++) {
      const { order } = seededPermutation(ABCDE, 'map-back', 11, s)
      const presented = String.fromCharCode(65 + order.indexOf('D'))
      expect(mapPresentedToCanonical(presented, { order })).toBe('D')
    }
  })
})

describe('planPresentations', () => {
  it('sends the platform copies exactly as written, whatever the settings', () => {
    const orders = [ABCD, ['B', 'A', 'D', 'C'], ['D', 'C', 'B', 'A'], ['C', 'D', 'A', 'B'], ['A', 'C', 'B', 'D']]
    const item: PlanItem = { ...choice('medexam-7'), variants: orders.map((order, i) => ({ prompt: `prompt ${i}`, order })) }
    for (const settings of [OFF, { permute: true, circular: true, samples: 3, seed: 4 }]) {
      const plan = planPresentations(item, settings)
      expect(plan.map((p) => p.variantKey)).toEqual(['v0', 'v1', 'v2', 'v3', 'v4'])
      expect(plan.map((p) => p.order)).toEqual(orders)
      expect(plan.map((p) => p.prompt)).toEqual(['prompt 0', 'prompt 1', 'prompt 2', 'prompt 3', 'prompt 4'])
      expect(plan.every((p) => p.kind === 'platform')).toBe(true)
    }
    // The plan's orders are copies: editing one leaves the item alone.
    planPresentations(item, OFF)[1].order[0] = 'Z'
    expect(item.variants![1].order).toEqual(['B', 'A', 'D', 'C'])
  })

  it('circular wins over permute: all rotations, identity first', () => {
    const plan = planPresentations(choice('q1'), { permute: true, circular: true, samples: 5, seed: 9 })
    expect(plan.map((p) => p.variantKey)).toEqual(['rot0', 'rot1', 'rot2', 'rot3'])
    expect(plan.map((p) => p.order.join(''))).toEqual(['ABCD', 'BCDA', 'CDAB', 'DABC'])
    expect(plan.every((p) => p.kind === 'rotation')).toBe(true)
  })

  it('permute: one seeded permutation per sample', () => {
    const plan = planPresentations(choice('q1', ABCDE), { permute: true, circular: false, samples: 3, seed: 9 })
    expect(plan.map((p) => p.variantKey)).toEqual(['p0', 'p1', 'p2'])
    plan.forEach((p, s) => expect(p.order).toEqual(seededPermutation(ABCDE, 'q1', 9, s).order))
  })

  it('neither: one identity presentation', () => {
    expect(planPresentations(choice('q1'), OFF)).toEqual([{ variantKey: 'id', kind: 'identity', order: ABCD }])
  })

  it('items that cannot be shuffled get one identity presentation', () => {
    const all: DynamicSettings = { permute: true, circular: true, samples: 5, seed: 1 }
    const open: PlanItem = { id: 'o1', type: 'open_ended' }
    expect(planPresentations(open, all)).toEqual([{ variantKey: 'id', kind: 'identity', order: [] }])
    const tf: PlanItem = { id: 't1', type: 'true_false', options: { A: '对', B: '错' } }
    expect(planPresentations(tf, all).map((p) => p.variantKey)).toEqual(['id'])
    expect(planPresentations(choice('one', ['A']), all)).toEqual([{ variantKey: 'id', kind: 'identity', order: ['A'] }])
    // multi_choice is shuffled like single_choice.
    expect(planPresentations({ ...choice('m1'), type: 'multi_choice' }, all)).toHaveLength(4)
  })

  it('checks the settings', () => {
    expect(() => planPresentations(choice('q'), { permute: true, circular: false, samples: 0, seed: 1 })).toThrow(MbError)
    expect(() => planPresentations(choice('q'), { ...OFF, seed: 0.5 })).toThrow(MbError)
    // samples is not read when not permuting.
    expect(planPresentations(choice('q'), { ...OFF, samples: 0 })).toHaveLength(1)
  })

  it('variant keys parse back, and each key re-derives its planned order', () => {
    expect(parseVariantKey('id')).toEqual({ kind: 'identity', index: 0 })
    expect(parseVariantKey('rot2')).toEqual({ kind: 'rotation', index: 2 })
    expect(parseVariantKey('p0')).toEqual({ kind: 'permutation', index: 0 })
    expect(parseVariantKey('v3')).toEqual({ kind: 'platform', index: 3 })
    for (const bad of ['', 'p', 'p01', 'rot-1', 'x3', 'ID', 'v3 ']) expect(parseVariantKey(bad)).toBeNull()

    const item = choice('resume-me', ABCDE)
    for (const settings of [OFF, { ...OFF, circular: true }, { permute: true, circular: false, samples: 4, seed: 77 }]) {
      for (const p of planPresentations(item, settings)) expect(orderForKey(item, p.variantKey, settings.seed)).toEqual({ order: p.order })
    }
    expect(orderForKey(item, 'rot5', 1)).toBeNull()
    expect(orderForKey(item, 'v0', 1)).toBeNull()
    expect(orderForKey(item, 'zz', 1)).toBeNull()
  })
})

describe('selectPool', () => {
  const ids = Array.from({ length: 100 }, (_, i) => `pool-${i}`)

  it('is pinned', () => {
    expect(selectPool(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], 3, 7)).toEqual(['a', 'd', 'j'])
  })

  it('returns n distinct ids from the pool, in the input order', () => {
    const got = selectPool(ids, 10, 3)
    expect(got).toHaveLength(10)
    expect(new Set(got).size).toBe(10)
    const positions = got.map((id) => ids.indexOf(id))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect(positions).toEqual(positions.slice().sort((a, b) => a - b))
  })

  it('is stable and does not depend on the input order', () => {
    const a = selectPool(ids, 10, 3)
    expect(selectPool(ids, 10, 3)).toEqual(a)
    const reversed = ids.slice().reverse()
    const b = selectPool(reversed, 10, 3)
    expect(b.slice().sort()).toEqual(a.slice().sort())
    expect(b).toEqual(a.slice().reverse()) // the same ids, in the reversed input's order
  })

  it('different seeds draw different subsets', () => {
    expect(selectPool(ids, 10, 3)).not.toEqual(selectPool(ids, 10, 4))
  })

  it('adding an id to the pool changes the subset by at most one member', () => {
    for (let seed = 0; seed < 20; seed++) {
      const before = new Set(selectPool(ids, 10, seed))
      const after = selectPool([...ids, 'pool-new'], 10, seed)
      expect(after.filter((id) => !before.has(id)).length).toBeLessThanOrEqual(1)
    }
  })

  it('n ≥ pool size returns every id (a copy); n = 0 none', () => {
    const all = selectPool(ids, 100, 1)
    expect(all).toEqual(ids)
    expect(all).not.toBe(ids)
    expect(selectPool(ids, 500, 1)).toEqual(ids)
    expect(selectPool(ids, 0, 1)).toEqual([])
    expect(selectPool([], 3, 1)).toEqual([])
  })

  it('every id is drawn about equally often across seeds', () => {
    const small = ids.slice(0, 20)
    const count = new Map(small.map((id) => [id, 0]))
    for (let seed = 0; seed < 2000; seed++) for (const id of selectPool(small, 5, seed)) count.set(id, count.get(id)! + 1)
    // Expected 500 each, standard deviation about 19.
    for (const c of count.values()) expect(Math.abs(c - 500)).toBeLessThan(100)
  })

  it('rejects repeated ids and bad sizes', () => {
    expect(() => selectPool(['a', 'b', 'a'], 1, 1)).toThrow(MbError)
    expect(() => selectPool(ids, -1, 1)).toThrow(MbError)
    expect(() => selectPool(ids, 2.5, 1)).toThrow(MbError)
  })
})

describe('metrics', () => {
  const [R0, R1, R2, R3] = rotations(ABCD).map((r) => r.order)

  it('circular: an item counts only if every rotation is right; a missing rotation is wrong and incomplete', () => {
    const records = [
      // q1: all four right.
      rec('q1', 'rot0', R0, 'B', true),
      rec('q1', 'rot1', R1, 'A', true),
      rec('q1', 'rot2', R2, 'D', true),
      rec('q1', 'rot3', R3, 'C', true),
      // q2: rot2 unanswered.
      rec('q2', 'rot0', R0, 'B', true),
      rec('q2', 'rot1', R1, 'A', true),
      rec('q2', 'rot2', R2, '', null),
      rec('q2', 'rot3', R3, 'C', true),
      // q3: rot3 never recorded.
      rec('q3', 'rot0', R0, 'B', true),
      rec('q3', 'rot1', R1, 'A', true),
      rec('q3', 'rot2', R2, 'D', true),
      // q4: all answered, one wrong.
      rec('q4', 'rot0', R0, 'B', true),
      rec('q4', 'rot1', R1, 'B', false),
      rec('q4', 'rot2', R2, 'D', true),
      rec('q4', 'rot3', R3, 'C', true),
      // A permuted item is not part of circular evaluation.
      rec('q5', 'p0', ABCD, 'A', true),
    ]
    const c = circularAccuracy(records)
    expect(c).toMatchObject({ rate: 0.25, correct: 1, n: 4, n_incomplete: 2 })
    expect(c.items).toEqual([
      { itemId: 'q1', score: 1, incomplete: false },
      { itemId: 'q2', score: 0, incomplete: true },
      { itemId: 'q3', score: 0, incomplete: true },
      { itemId: 'q4', score: 0, incomplete: false },
    ])
    // Plain accuracy reads rot0 only: q1..q4 right, 4 of 4; q5 (p0) is not an identity key.
    expect(plainAccuracy(records)).toEqual({ rate: 1, correct: 4, n: 4, n_missing: 0 })
    // Every answered presentation: 15 answered, 14 right, 1 missing.
    expect(permutedAccuracy(records)).toEqual({ rate: 14 / 15, correct: 14, n: 15, n_missing: 1 })
  })

  it('a rotation beyond the option count is rejected; so is a repeated response', () => {
    expect(() => circularAccuracy([rec('q', 'rot4', ABCD, 'A', true)])).toThrow(MbError)
    expect(() => permutedAccuracy([rec('q', 'p0', ABCD, 'A', true), rec('q', 'p0', ABCD, 'B', false)])).toThrow(MbError)
  })

  it('a model that always answers presented "A", under circular evaluation', () => {
    const item = choice('always-a')
    const plan = planPresentations(item, { ...OFF, circular: true })
    const records = plan.map((p) => answer(item.id, p.variantKey, p.order, 'A', 'B'))
    const m = dynamicMetrics(records)
    // Presented A is canonical A, B, C, D in turn: right only under rot1.
    expect(records.map((r) => r.correct)).toEqual([false, true, false, false])
    expect(m.plain).toEqual({ rate: 0, correct: 0, n: 1, n_missing: 0 })
    expect(m.permuted).toEqual({ rate: 0.25, correct: 1, n: 4, n_missing: 0 })
    expect(m.circular).toMatchObject({ rate: 0, correct: 0, n: 1, n_incomplete: 0 })
    expect(m.consistency).toEqual({ rate: 0, consistent: 0, n: 1, n_incomplete: 0, n_single: 0 })
    expect(m.positionPrior.letters).toEqual([
      { letter: 'A', count: 4, share: 1, uniform: 0.25 },
      { letter: 'B', count: 0, share: 0, uniform: 0.25 },
      { letter: 'C', count: 0, share: 0, uniform: 0.25 },
      { letter: 'D', count: 0, share: 0, uniform: 0.25 },
    ])
    expect(m.positionPrior).toMatchObject({ n_letters: 4, n: 4, n_no_letter: 0, n_out_of_range: 0, n_missing: 0 })
    expect(m.platform).toMatchObject({ score: { mean: null, n: 0 }, n_copies: 0 })
  })

  it('a model that knows the answer is right and consistent everywhere, with no position bias', () => {
    const item = choice('knows')
    const plan = planPresentations(item, { ...OFF, circular: true })
    const records = plan.map((p) => answer(item.id, p.variantKey, p.order, String.fromCharCode(65 + p.order.indexOf('B')), 'B'))
    // Canonical B sits at presented B, A, D, C under rot0..rot3.
    expect(records.map((r) => r.presentedAnswer)).toEqual(['B', 'A', 'D', 'C'])
    const m = dynamicMetrics(records)
    expect(m.circular.rate).toBe(1)
    expect(m.consistency.rate).toBe(1)
    expect(m.positionPrior.letters.map((l) => l.share)).toEqual([0.25, 0.25, 0.25, 0.25])
  })

  it('position prior: multi-letter answers count each letter; out-of-range, empty and missing answers are counted apart', () => {
    const p = positionPrior([
      rec('a', 'p0', ABCD, 'AC', true),
      rec('b', 'p0', ABCD, 'AA', false),
      rec('c', 'p0', ABCD, '', false),
      rec('d', 'p0', ABCD, 'E', false),
      rec('e', 'p0', ABCD, '', null),
    ])
    expect(p).toEqual({
      letters: [
        { letter: 'A', count: 2, share: 2 / 3, uniform: 0.25 },
        { letter: 'B', count: 0, share: 0, uniform: 0.25 },
        { letter: 'C', count: 1, share: 1 / 3, uniform: 0.25 },
        { letter: 'D', count: 0, share: 0, uniform: 0.25 },
      ],
      n_letters: 3,
      n: 4,
      n_no_letter: 2,
      n_out_of_range: 1,
      n_missing: 1,
    })
  })

  it('position prior over items with different option counts', () => {
    const p = positionPrior([rec('a', 'id', ABCD, 'A', true), rec('b', 'id', ABCDE, 'E', true)])
    // 'uniform': 1/4 to each of A–D from the first, 1/5 to each of A–E from the second, over 2 letters.
    expect(p.letters.map((l) => l.letter)).toEqual(ABCDE)
    expect(p.letters.map((l) => l.share)).toEqual([0.5, 0, 0, 0, 0.5])
    const uniform = p.letters.map((l) => l.uniform!)
    ;[0.225, 0.225, 0.225, 0.225, 0.1].forEach((u, i) => expect(uniform[i]).toBeCloseTo(u, 12))
    expect(positionPrior([]).letters).toEqual([])
    expect(positionPrior([]).n_letters).toBe(0)
  })

  it('consistency compares canonical answers, mapped back through each order', () => {
    const c = consistency([
      // x: presented B, C, A all mean canonical A.
      rec('x', 'p0', ['C', 'A', 'D', 'B'], 'B', true),
      rec('x', 'p1', ['B', 'D', 'A', 'C'], 'C', true),
      rec('x', 'p2', ABCD, 'A', true),
      // y: the same presented letter, two different canonical answers.
      rec('y', 'p0', ABCD, 'A', true),
      rec('y', 'p1', ['B', 'A', 'C', 'D'], 'A', false),
      // z: a single presentation.
      rec('z', 'id', ABCD, 'A', true),
      // w: one presentation unanswered.
      rec('w', 'p0', ABCD, 'A', true),
      rec('w', 'p1', ABCD, '', null),
      // e: never a letter: not consistent.
      rec('e', 'p0', ABCD, '', false),
      rec('e', 'p1', ABCD, '', false),
    ])
    expect(c).toEqual({ rate: 0.25, consistent: 1, n: 4, n_incomplete: 1, n_single: 1 })
  })

  it('plain accuracy counts the identity keys only, not a permutation that happens to be the identity', () => {
    const records = [rec('q', 'p0', ABCD, 'A', true), rec('r', 'p0', ABCD, 'A', false)]
    expect(plainAccuracy(records)).toEqual({ rate: null, correct: 0, n: 0, n_missing: 0 })
    expect(plainAccuracy([rec('q', 'id', ABCD, 'A', true), rec('r', 'id', ABCD, '', null)])).toEqual({
      rate: 1,
      correct: 1,
      n: 1,
      n_missing: 1,
    })
    expect(isIdentityKey('id')).toBe(true)
    expect(isIdentityKey('rot0')).toBe(true)
    expect(isIdentityKey('rot1')).toBe(false)
    expect(isIdentityKey('v0')).toBe(false)
  })

  it('permuted accuracy reports missing presentations beside the rate', () => {
    const records = [
      rec('a', 'p0', ABCD, 'A', true),
      rec('a', 'p1', ABCD, 'A', true),
      rec('b', 'p0', ABCD, 'A', true),
      rec('b', 'p1', ABCD, 'C', false),
      rec('c', 'p0', ABCD, '', null),
      rec('c', 'p1', ABCD, '', null),
    ]
    expect(permutedAccuracy(records)).toEqual({ rate: 0.75, correct: 3, n: 4, n_missing: 2 })
    expect(permutedAccuracy([])).toEqual({ rate: null, correct: 0, n: 0, n_missing: 0 })
  })

  it("the platform's five copies: per-item mean, all-copies-right rate, gaps counted as missing", () => {
    const o = ABCD
    const s = platformCopies([
      ...[0, 1, 2, 3, 4].map((i) => rec('m1', `v${i}`, o, 'A', true)),
      rec('m2', 'v0', o, 'A', true),
      rec('m2', 'v1', o, 'B', false),
      rec('m2', 'v2', o, 'A', true),
      rec('m2', 'v3', o, '', null),
      rec('m2', 'v4', o, 'A', true),
      ...[0, 1, 3, 4].map((i) => rec('m3', `v${i}`, o, 'A', true)), // v2 absent
      rec('not-platform', 'id', o, 'A', true),
    ])
    expect(s.items).toEqual([
      { itemId: 'm1', copies: 5, right: 5, n_missing: 0, score: 1, allRight: true },
      { itemId: 'm2', copies: 5, right: 3, n_missing: 1, score: 0.6, allRight: false },
      { itemId: 'm3', copies: 5, right: 4, n_missing: 1, score: 0.8, allRight: false },
    ])
    expect(s.score.n).toBe(3)
    expect(s.score.mean).toBeCloseTo(0.8, 12)
    expect(s.allRight).toEqual({ rate: 1 / 3, correct: 1, n: 3 })
    expect(s).toMatchObject({ n_copies: 15, n_missing: 2, n_incomplete: 2 })
  })

  it('results do not depend on the order records arrive in', () => {
    const records: ResponseRecord[] = []
    for (let i = 0; i < 12; i++) {
      const item = choice(`it-${i}`)
      const settings = i % 2 ? { ...OFF, circular: true } : { permute: true, circular: false, samples: 3, seed: 5 }
      for (const p of planPresentations(item, settings)) {
        const presented = 'ABCD'[(i + p.variantKey.length) % 4]
        records.push(i === 4 && p.variantKey === 'p1' ? rec(item.id, p.variantKey, p.order, '', null) : answer(item.id, p.variantKey, p.order, presented, 'C'))
      }
    }
    const forward = dynamicMetrics(records)
    expect(dynamicMetrics(records.slice().reverse())).toEqual(forward)
    // The fixture exercises the metrics (not all zero or all null).
    expect(forward.permuted.n_missing).toBe(1)
    expect(forward.permuted.correct).toBeGreaterThan(0)
    expect(forward.circular.n).toBe(6)
  })
})
