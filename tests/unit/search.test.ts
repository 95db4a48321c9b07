import { describe, expect, it } from 'vitest'
import { bigramCode, forEachBigram, normalizeForSearch, planSearch, searchFields, searchText } from '../../src-main/core/search/tokens'
import type { SearchableItem } from '../../src-main/core/search/tokens'
import { findMatch } from '../../src-main/core/search/excerpt'
import { CandidateFilter, PostingsBuilder, decodeIds, encodeIds, readPosting, reindexRow, writeSegment } from '../../src-main/store/postings'
import { SegmentBuilder, encodeSegment } from '../../src-main/core/search/segments'
import { BankStore } from '../../src-main/store/bankStore'
import { createRng } from '../../src-main/core/rng'

const bigrams = (s: string) => {
  const out: number[] = []
  forEachBigram(normalizeForSearch(s), (c) => out.push(c))
  return out
}
const code = (pair: string) => bigramCode(pair.codePointAt(0)!, pair.codePointAt(1)!)
const bigramsOf = (s: string) => {
  const out: number[] = []
  forEachBigram(s, (c) => out.push(c))
  return out
}

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

  it('searches stem, options, instructions, case, every turn, id and source; never keys', () => {
    const item: SearchableItem = {
      id: 'cmb-clin:7:2',
      stem: '题干',
      options: { A: '甲', B: '乙' },
      context: { instruction: '说明', case: '病例', history: [{ role: 'patient', text: '问一' }, { role: 'doctor', text: '答一' }] },
      source: { name: 'CMB-Clin', subject: '内科', ref: '7#2' },
    }
    // The source name is in the id already (cmb-clin), so only the subject and reference follow it.
    expect(searchText(item)).toBe('题干\n甲\n乙\n说明\n病例\n问一\n答一\ncmb-clin:7:2\n内科\n7#2')
    const cmmlu: SearchableItem = { id: 'cmmlu:test:anatomy:12', stem: 's', source: { name: 'CMMLU', subject: 'anatomy', ref: '12' } }
    expect(searchText(cmmlu)).toBe('s\ncmmlu:test:anatomy:12')
    expect(findMatch(cmmlu, 'anatomy')).toMatchObject({ field: 'id' })
    // The hand-joined text and the field list the excerpts walk must agree.
    expect(searchFields(item).map((f) => f.text).join('\n')).toBe(searchText(item))
    const bare: SearchableItem = { id: 'x:1', stem: 's', source: { name: 'X' } }
    expect(searchFields(bare).map((f) => f.text).join('\n')).toBe(searchText(bare))
  })
})

describe('match excerpts', () => {
  const longCase = `${'患者既往体健。'.repeat(10)}近一月面色苍白，血常规示贫血，血红蛋白85g/L。${'无特殊。'.repeat(20)}`
  const item: SearchableItem = {
    id: 'cmb-clin:12:1',
    stem: '该患者最可能的诊断是什么？',
    context: { case: longCase, history: [{ role: 'patient', text: '医生你好' }, { role: 'doctor', text: '请描述一下\n头痛的情况' }] },
    source: { name: 'CMB-Clin', subject: '血液内科', ref: '12#1' },
  }

  it('names the field and cuts a short excerpt around the first hit', () => {
    const m = findMatch(item, '贫血')!
    expect(m.field).toBe('case')
    expect(m.excerpt.startsWith('…')).toBe(true)
    expect(m.excerpt.endsWith('…')).toBe(true)
    expect(m.excerpt.length).toBeLessThanOrEqual(82)
    expect(m.excerpt.slice(m.start, m.start + m.length)).toBe('贫血')
  })

  it('reports turns by number, ids and sources, and shows line breaks as spaces', () => {
    expect(findMatch(item, '头痛')).toMatchObject({ field: 'history', at: 2, excerpt: '请描述一下 头痛的情况' })
    expect(findMatch(item, 'clin:12')).toMatchObject({ field: 'id', excerpt: 'cmb-clin:12:1', start: 4, length: 7 })
    expect(findMatch(item, '血液内科')).toMatchObject({ field: 'source' })
    expect(findMatch(item, '诊断')).toMatchObject({ field: 'stem', excerpt: '该患者最可能的诊断是什么？', start: 7 })
    expect(findMatch(item, '不存在的词')).toBeUndefined()
  })

  it('highlights the original characters when folding changed lengths or width', () => {
    const m = findMatch({ id: 'a', stem: '体温３９℃，查ＣＴ示肺炎', source: { name: 'S' } }, 'ct示')!
    expect(m.excerpt.slice(m.start, m.start + m.length)).toBe('ＣＴ示')
    const deg = findMatch({ id: 'a', stem: '加热至℃后冷却', source: { name: 'S' } }, '°c后')!
    expect(deg.excerpt.slice(deg.start, deg.start + deg.length)).toBe('℃后')
  })
})

describe('postings', () => {
  it('round-trips delta varints, large gaps included', () => {
    const ids = [1, 2, 3, 130, 20000, 2_000_000, 700_000_000]
    const out: number[] = []
    decodeIds(encodeIds(ids), out)
    expect(out).toEqual(ids)
  })

  it('builds the same lists as a naive index, across flushes, with repeats inside a row', () => {
    const store = new BankStore(':memory:')
    const rng = createRng(5)
    const alphabet = [...'心包贫血发热咳嗽肝炎头痛呕吐aBc12，。 \n']
    const texts: string[] = []
    for (let r = 1; r <= 400; r++) {
      let t = ''
      const len = rng.int(r === 7 ? 5000 : 40)
      for (let i = 0; i < len; i++) t += alphabet[rng.int(alphabet.length)]
      texts.push(normalizeForSearch(t))
    }
    // A small flush threshold forces many segments (and a row larger than the threshold).
    const builder = new PostingsBuilder(store.db, 300)
    store.db.transaction(() => {
      texts.forEach((t, i) => builder.addNormalized(i + 1, t))
      builder.flush()
    })()
    const naive = new Map<number, number[]>()
    texts.forEach((t, i) =>
      forEachBigram(t, (c) => {
        const list = naive.get(c) ?? []
        if (list[list.length - 1] !== i + 1) list.push(i + 1)
        naive.set(c, list)
      }),
    )
    expect(naive.size).toBeGreaterThan(100)
    for (const [tok, list] of naive) expect(readPosting(store.db, tok)).toEqual(list)
    const stored = store.db.prepare('SELECT DISTINCT tok FROM postings').pluck().all() as number[]
    expect(stored.length).toBe(naive.size)
    store.close()
  })

  it('grows its key table past the first 65,536 keys of a segment', () => {
    const store = new BankStore(':memory:')
    const rng = createRng(9)
    const chars = Array.from({ length: 600 }, (_, i) => String.fromCodePoint(0x4e00 + i))
    const rows = [1, 2].map(() => Array.from({ length: 120_000 }, () => chars[rng.int(chars.length)]).join(''))
    const builder = new PostingsBuilder(store.db)
    store.db.transaction(() => {
      rows.forEach((t, i) => builder.addNormalized(10 * (i + 1), t))
      builder.flush()
    })()
    const expected = new Map<number, number[]>()
    rows.forEach((t, i) => forEachBigram(t, (c) => {
      const list = expected.get(c) ?? []
      if (list[list.length - 1] !== 10 * (i + 1)) list.push(10 * (i + 1))
      expected.set(c, list)
    }))
    expect(expected.size).toBeGreaterThan(70_000)
    const got = new Map<number, number[]>()
    for (const r of store.db.prepare('SELECT tok, ids FROM postings').all() as { tok: number; ids: Buffer }[]) {
      const ids: number[] = []
      decodeIds(r.ids, ids)
      got.set(r.tok, ids)
    }
    expect(got).toEqual(expected)
    store.close()
  })

  it('keeps exact lists past 32,768 distinct characters, and leaves out rows asked to', () => {
    const store = new BankStore(':memory:')
    // 20,992 URO ideographs then astral Extension B ones: ids past the dense 15-bit range.
    const many = Array.from({ length: 34_000 }, (_, i) => String.fromCodePoint(i < 20_992 ? 0x4e00 + i : 0x20000 + i)).join('')
    const rows = [many, '心包积液', many.slice(-40) + '心包', '贫血']
    const segments = new SegmentBuilder()
    rows.forEach((t, i) => segments.add(i + 1, t))
    writeSegment(store.db, encodeSegment(segments.takeRaw(), 100, new Set([103])))
    const expected = new Map<number, number[]>()
    rows.forEach((t, i) => {
      if (i + 101 === 103) return
      forEachBigram(t, (c) => {
        const list = expected.get(c) ?? []
        if (list[list.length - 1] !== i + 101) list.push(i + 101)
        expected.set(c, list)
      })
    })
    const got = new Map<number, number[]>()
    for (const r of store.db.prepare('SELECT tok, ids FROM postings').all() as { tok: number; ids: Buffer }[]) {
      const ids: number[] = []
      decodeIds(r.ids, ids)
      got.set(r.tok, ids)
    }
    expect(got).toEqual(expected)
    store.close()
  })

  it('narrows candidates bigram by bigram, edits (removed and regained bigrams) included', () => {
    const store = new BankStore(':memory:')
    const texts = ['心包积液', '心包摩擦', '积液心包', '贫血', '心包', '包积', '心包积液贫血']
    const builder = new PostingsBuilder(store.db)
    store.db.transaction(() => {
      texts.forEach((t, i) => builder.addNormalized(i + 1, t))
      builder.flush()
      // Row 1 loses 积液; row 4 gains 心包 (a later, out-of-order segment).
      reindexRow(store.db, 1, new Set(bigramsOf('心包积液')), new Set(bigramsOf('心包')))
      reindexRow(store.db, 4, new Set(bigramsOf('贫血')), new Set(bigramsOf('贫血心包积液')))
    })()
    expect(readPosting(store.db, code('心包'))).toEqual([1, 2, 3, 4, 5, 7])
    const filter = new CandidateFilter(store.db, readPosting(store.db, code('心包')))
    filter.keep(code('积液'))
    expect(filter.rows()).toEqual([3, 4, 7])
    expect(filter.count).toBe(3)
    filter.keep(code('包积'))
    expect(filter.rows()).toEqual([4, 7])
    store.close()
  })
})
