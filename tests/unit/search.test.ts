import { describe, expect, it } from 'vitest'
import { bigramCode, forEachBigram, normalizeForSearch, planSearch, searchableText } from '../../src-main/core/search/tokens'
import { decodeIds, encodeIds, intersectSorted } from '../../src-main/store/postings'

const bigrams = (s: string) => {
  const out: number[] = []
  forEachBigram(normalizeForSearch(s), (c) => out.push(c))
  return out
}
const code = (pair: string) => bigramCode(pair.codePointAt(0)!, pair.codePointAt(1)!)

describe('search tokens', () => {
  it('makes overlapping bigrams within runs, never across punctuation', () => {
    expect(bigrams('心包摩擦')).toEqual([code('心包'), code('包摩'), code('摩擦')])
    // "A. 卵巢": the letter run and the CJK run are separate, so no "a卵" bigram exists
    expect(bigrams('A. 卵巢')).toEqual([code('卵巢')])
    expect(bigrams('贫血，心包')).toEqual([code('贫血'), code('心包')])
  })

  it('folds full-width and case so ＣＴ and ct find CT', () => {
    expect(bigrams('ＣＴ检查')).toEqual(bigrams('ct检查'))
    expect(planSearch('HbA1c').needle).toBe('hba1c')
  })

  it('keeps astral CJK characters whole', () => {
    expect(bigrams('𠀀病')).toEqual([bigramCode(0x20000, '病'.codePointAt(0)!)])
  })

  it('plans two-character queries as exact and longer ones as needing confirmation', () => {
    expect(planSearch('心包')).toMatchObject({ exact: true, bigrams: [code('心包')] })
    expect(planSearch('心包摩擦').exact).toBe(false)
    expect(planSearch('心包摩擦').bigrams).toHaveLength(3)
    expect(planSearch('癌').bigrams).toHaveLength(0)
    expect(planSearch('  ').needle).toBe('')
  })

  it('searches stem and option texts', () => {
    expect(searchableText('题干', { A: '甲', B: '乙' })).toBe('题干\n甲\n乙')
  })
})

describe('postings', () => {
  it('round-trips delta varints, large gaps included', () => {
    const ids = [1, 2, 3, 130, 20000, 2_000_000, 700_000_000]
    const out: number[] = []
    decodeIds(encodeIds(ids), out)
    expect(out).toEqual(ids)
  })

  it('intersects sorted lists', () => {
    expect(intersectSorted([[1, 3, 5, 7], [3, 4, 5], [0, 5, 9]])).toEqual([5])
    expect(intersectSorted([[1, 2], []])).toEqual([])
  })
})
