// Facet counts in the bank view: each facet counts under the search and every OTHER active filter
// (checked against a naive reference over many filter combinations), and values are shown and filtered
// under their normalised names, every raw variant of an older bank included. The bank is the demo's
// CMtMedQA file as an earlier build stored it (departments as the file wrote them: 皮肤科, 皮肤性病科,
// 内科, 传染病科…), plus KUAKE-QIC-shaped rows written here under both the old and the new dataset name.
import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { BankStore } from '../../src-main/store/bankStore'
import { BankIndex, FACETS } from '../../src-main/store/bankIndex'
import type { Facet } from '../../src-main/store/bankIndex'
import { facetValue } from '../../src-main/store/facetValues'
import { PostingsBuilder } from '../../src-main/store/postings'
import type { Item, ItemStatus } from '../../src-main/core/types'
import { prepareItem } from '../../src-main/import/prepared'
import { demoFile, readJsonl, tempDir } from './helpers/paths'

interface CmtMedQA { id?: string; cate1?: string; cate2?: string; instruction?: string; instruct?: string; history?: string[][] }

const STATUSES: ItemStatus[] = ['draft', 'in_review', 'approved']

function oldBankItems(): { item: Item; status: ItemStatus }[] {
  const dialogues = readJsonl<CmtMedQA>(demoFile('cmtmedqa_test.jsonl')).map((r, i): Item => ({
    id: `cmtmedqa:${r.id ?? `s${i}`}`,
    track: 'llm',
    dimension: i % 4 === 0 ? 'safety_ethics' : 'generation',
    specialty: r.cate2 && r.cate2 !== r.cate1 ? { primary: r.cate1 ?? '医学人文', secondary: r.cate2 } : { primary: r.cate1 ?? '医学人文' },
    type: r.history?.length ? 'multi_turn' : 'open_ended',
    task: 'CMtMedQA',
    stem: r.instruction ?? r.instruct ?? '',
    // An earlier build named generic imports after the file: some rows as the file, some as the dataset.
    source: { name: i % 5 === 0 ? 'cmtmedqa_test' : 'CMtMedQA' },
  }))
  const intents: Item[] = Array.from({ length: 60 }, (_, i) => ({
    id: `kuake-qic:t${i}`,
    track: 'llm',
    dimension: 'understanding',
    specialty: { primary: i % 2 ? '全科医学' : '全科' },
    type: 'single_choice',
    task: 'KUAKE-QIC',
    stem: `下面这条患者提问的意图类别是什么？“第${i}号：咳嗽发热怎么办？”`,
    options: { A: '病情诊断', B: '治疗方案', C: '就医建议' },
    source: { name: i % 3 === 0 ? 'kuake_qic_intent' : 'KUAKE-QIC' },
  }))
  return [...dialogues, ...intents].filter((it) => it.stem.trim() !== '').map((item, i) => ({ item, status: STATUSES[i % 3] }))
}

function raw(it: { item: Item; status: ItemStatus }, f: Facet): string {
  switch (f) {
    case 'specialtyPrimary':
      return it.item.specialty.primary
    case 'specialtySecondary':
      return it.item.specialty.secondary ?? ''
    case 'source':
      return it.item.source.name
    case 'status':
      return it.status
    default:
      return it.item[f]
  }
}

describe('bank facets', () => {
  let items: { item: Item; status: ItemStatus }[]
  let store: BankStore
  let index: BankIndex

  beforeAll(() => {
    items = oldBankItems()
    store = new BankStore(path.join(tempDir(), 'bank.db'))
    const postings = new PostingsBuilder(store.db, 5000)
    store.db.transaction(() => {
      for (const { item, status } of items) {
        const prepared = prepareItem(1, item, undefined)
        const rowid = store.tryInsertPrepared(prepared, { status, author: 't', actorId: null, importId: null, now: '2026-01-01T00:00:00Z' })!
        postings.addNormalized(rowid, prepared.text)
      }
      postings.flush()
    })()
    index = new BankIndex(store)
  })

  /** The ids the search finds, by the index's own (separately tested) search. */
  function searchIds(search: string | undefined): Set<string> | null {
    if (!search) return null
    return new Set(index.query({ search, offset: 0, limit: 100_000 }).rows.map((r) => r.id))
  }

  /** Naive faceted counts: per facet, the items passing the search and every other filter. */
  function reference(filters: Partial<Record<Facet, string[]>>, search?: string): Record<string, Record<string, number>> {
    const hits = searchIds(search)
    const passes = (it: (typeof items)[number], f: Facet) => {
      const values = filters[f]
      if (!values || values.length === 0) return true
      const wanted = values.map((v) => facetValue(f, v))
      return wanted.includes(facetValue(f, raw(it, f)))
    }
    const out: Record<string, Record<string, number>> = {}
    for (const f of FACETS) {
      out[f] = {}
      for (const it of items) {
        if (hits && !hits.has(it.item.id)) continue
        if (!FACETS.every((g) => g === f || passes(it, g))) continue
        const v = facetValue(f, raw(it, f))
        out[f][v] = (out[f][v] ?? 0) + 1
      }
    }
    return out
  }

  const asRecord = (list: { value: string; count: number }[]) => Object.fromEntries(list.map((e) => [e.value, e.count]))

  const CASES: { filters: Partial<Record<Facet, string[]>>; search?: string }[] = [
    { filters: {} },
    { filters: { dimension: ['generation'] } },
    { filters: { specialtyPrimary: ['皮肤性病学'], status: ['draft', 'approved'] } },
    { filters: { specialtyPrimary: ['内科学', '外科学'], type: ['multi_turn'], source: ['CMtMedQA'] } },
    { filters: { source: ['KUAKE-QIC'], specialtyPrimary: ['全科医学'] } },
    { filters: { dimension: ['generation'], status: ['in_review'] }, search: '医生' },
    { filters: {}, search: '咳嗽' },
    { filters: { type: ['single_choice'] }, search: '咳嗽' },
    { filters: { specialtyPrimary: ['儿科学'], dimension: ['safety_ethics', 'generation'], status: ['draft'], source: ['cmtmedqa_test'] } },
  ]

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: every facet counts under the other filters and the search', (_, c) => {
    const got = index.facets(c)
    const want = reference(c.filters, c.search)
    for (const f of FACETS) expect(asRecord(got[f]), f).toEqual(want[f])
    // A facet without a filter of its own adds up to the result itself.
    const total = index.query({ ...c, offset: 0, limit: 0 }).total
    for (const f of FACETS) {
      if (c.filters[f]?.length) continue
      expect(got[f].reduce((s, e) => s + e.count, 0), f).toBe(total)
    }
  })

  it('a facet with a selection still offers the values beside it', () => {
    const f = index.facets({ filters: { specialtyPrimary: ['皮肤性病学'] } })
    // Choosing 皮肤性病学 narrows every other facet but not its own menu.
    expect(f.specialtyPrimary.length).toBeGreaterThan(5)
    expect(f.specialtyPrimary.find((e) => e.value === '内科学')?.count).toBe(index.facets().specialtyPrimary.find((e) => e.value === '内科学')?.count)
    const inSkin = index.query({ filters: { specialtyPrimary: ['皮肤性病学'] }, offset: 0, limit: 0 }).total
    expect(f.dimension.reduce((s, e) => s + e.count, 0)).toBe(inSkin)
  })

  it('shows overlapping specialty names as one value that gathers every raw variant', () => {
    const f = index.facets()
    const count = (names: string[]) => items.filter((it) => names.includes(it.item.specialty.primary)).length
    const skin = f.specialtyPrimary.find((e) => e.value === '皮肤性病学')!
    expect(skin).toEqual({ value: '皮肤性病学', count: count(['皮肤科', '皮肤性病科']), raw: ['皮肤性病科', '皮肤科'] })
    const internal = f.specialtyPrimary.find((e) => e.value === '内科学')!
    expect(internal.count).toBe(count(['内科', '传染病科', '传染科']))
    expect(f.specialtyPrimary.find((e) => e.value === '外科学')!.count).toBe(count(['外科', '男科', '整形美容']))
    for (const gone of ['皮肤科', '皮肤性病科', '内科', '外科']) expect(f.specialtyPrimary.map((e) => e.value)).not.toContain(gone)
    // A name nobody placed on the list stays as it was, without a raw list.
    expect(f.specialtyPrimary.find((e) => e.value === '家居健康')).toEqual({ value: '家居健康', count: count(['家居健康']) })
  })

  it('shows file-named sources under their dataset names', () => {
    const f = index.facets()
    expect(f.source.map((e) => e.value).sort()).toEqual(['CMtMedQA', 'KUAKE-QIC'])
    expect(f.source.find((e) => e.value === 'KUAKE-QIC')).toEqual({ value: 'KUAKE-QIC', count: 60, raw: ['KUAKE-QIC', 'kuake_qic_intent'] })
  })

  it('filters by a normalised value, or by any raw variant of it, match every variant', () => {
    const skinIds = items.filter((it) => ['皮肤科', '皮肤性病科'].includes(it.item.specialty.primary)).map((it) => it.item.id)
    for (const value of ['皮肤性病学', '皮肤科', '皮肤性病科']) {
      const r = index.query({ filters: { specialtyPrimary: [value] }, sort: { column: 'rowid' }, offset: 0, limit: 1000 })
      expect(r.rows.map((x) => x.id), value).toEqual(skinIds)
    }
    expect(index.query({ filters: { source: ['KUAKE-QIC'] }, offset: 0, limit: 0 }).total).toBe(60)
    expect(index.query({ filters: { source: ['kuake_qic_intent'] }, offset: 0, limit: 0 }).total).toBe(60)
    // The item set a score is stated over follows the same rule.
    const member = index.select({ specialtyPrimary: ['皮肤性病学'] })
    expect(member.reduce((s, v) => s + v, 0)).toBe(skinIds.length)
  })

  it('counts again after a row changes, also for filters asked before', () => {
    const filters = { source: ['KUAKE-QIC'] }
    const before = index.facets({ filters })
    const approved = (f: typeof before) => f.status.find((e) => e.value === 'approved')?.count ?? 0
    const target = items.find((it) => it.item.task === 'KUAKE-QIC' && it.status === 'draft')!
    const row = store.getRow(target.item.id)!
    store.recordStatus(row.rowid, 'draft', 'approved', { author: 't', actorId: null, now: '2026-01-03T00:00:00Z' })
    index.rowChanged(row.rowid, store.getRow(target.item.id)!)
    expect(approved(index.facets({ filters }))).toBe(approved(before) + 1)
    expect(approved(index.facets())).toBeGreaterThan(0)
  })

  // Last: it takes a row out of the bank. The app never deletes rows, but a bank may have gaps in its
  // rowids (an older build, a repair); facets must count only rows that are there.
  it('counts only rows that exist when rowids have gaps', () => {
    const victim = items.find((it) => it.item.task === 'KUAKE-QIC' && it.item.stem.includes('咳嗽'))!
    const before = { all: index.facets(), searched: index.facets({ search: '咳嗽', filters: { source: ['KUAKE-QIC'], status: ['draft', 'in_review', 'approved'] } }) }
    const rowid = store.rowidOf(victim.item.id)!
    store.db.pragma('foreign_keys = OFF')
    store.db.prepare('DELETE FROM items WHERE rowid = ?').run(rowid)
    store.db.pragma('foreign_keys = ON')
    index.invalidate()
    const kuake = (f: ReturnType<typeof index.facets>) => f.source.find((e) => e.value === 'KUAKE-QIC')?.count ?? 0
    expect(kuake(index.facets())).toBe(kuake(before.all) - 1)
    const searched = index.facets({ search: '咳嗽', filters: { source: ['KUAKE-QIC'], status: ['draft', 'in_review', 'approved'] } })
    expect(kuake(searched)).toBe(kuake(before.searched) - 1)
    expect(index.facets({ filters: { dimension: ['understanding'] } }).type.reduce((n, e) => n + e.count, 0)).toBe(59)
  })
})
