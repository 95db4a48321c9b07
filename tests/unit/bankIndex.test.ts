// The bank query engine against a naive reference: same totals, same order, same pages, for filters,
// searches (two-character terms included) and sorts; and edits re-index. Run on 1,164 items that ship
// with the repo (CMtMedQA from the demo bank plus CMMLU-shaped rows written for the tests), and on the
// 1,941 real CMMLU medical items where ../shared/data exists.
import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { BankStore } from '../../src-main/store/bankStore'
import { BankIndex } from '../../src-main/store/bankIndex'
import { facetValue } from '../../src-main/store/facetValues'
import { PostingsBuilder, itemBigrams, reindexRow } from '../../src-main/store/postings'
import { normalizeForSearch, searchText } from '../../src-main/core/search/tokens'
import type { Item } from '../../src-main/core/types'
import { prepareItem } from '../../src-main/import/prepared'
import { demoFile, formatFixture, readJsonl, tempDir } from './helpers/paths'
import { describeShared } from './helpers/shared'
import { createRng } from '../../src-main/core/rng'

interface Cmmlu { id: string; Question: string; A: string; B: string; C: string; D: string; subject: string; split?: string }
interface CmtMedQA { id?: string; cate1?: string; cate2?: string; instruction?: string; instruct?: string; history?: string[][] }

function cmmluItems(file: string): Item[] {
  return readJsonl<Cmmlu>(file).map((r) => ({
    id: `cmmlu:${r.split ?? ''}:${r.subject}:${r.id}`,
    track: 'llm',
    dimension: 'knowledge_qa',
    specialty: { primary: r.subject },
    type: 'single_choice',
    task: `CMMLU/${r.subject}`,
    stem: r.Question,
    options: { A: r.A, B: r.B, C: r.C, D: r.D },
    source: { name: 'CMMLU' },
  }))
}

/** Dialogues as open-ended items: the first patient turn and the last one make the stem. */
function cmtmedqaItems(file: string): Item[] {
  return readJsonl<CmtMedQA>(file).map((r, i) => ({
    id: `cmtmedqa:${r.id ?? `s${i}`}`,
    track: 'llm',
    dimension: 'generation',
    specialty: { primary: r.cate1 ?? '医学人文' },
    type: 'open_ended',
    task: `CMtMedQA/${r.cate2 ?? 'safety'}`,
    stem: [r.history?.[0]?.[0], r.instruction ?? r.instruct].filter(Boolean).join('\n'),
    source: { name: 'CMtMedQA' },
  }))
}

interface Corpus {
  items: () => Item[]
  /** Search terms compared with a substring scan; the first two must match something. */
  terms: string[]
  /** Real-data counts asserted as such (the reference checks hold for any corpus). */
  total?: number
  facet?: { value: string; count: number }
}

describe('bank index on CMtMedQA and CMMLU-shaped items', () => {
  bankIndexSuite({
    items: () => [...cmtmedqaItems(demoFile('cmtmedqa_test.jsonl')), ...cmmluItems(formatFixture('cmmlu_test_sample.jsonl'))],
    terms: ['心包', '贫血', '咳嗽', '细胞', 'DNA', '高血压', '肾小球滤过', '医生', '的'],
    total: 1164,
  })
})

describeShared('bank index on CMMLU medical (1,941 items, ../shared/data)', () => {
  bankIndexSuite({
    items: () => cmmluItems('cmmlu_medical/cmmlu_medical_test.jsonl'),
    terms: ['心包', '贫血', '细胞', 'DNA', '高血压', '肾小球滤过', '的'],
    total: 1941,
    facet: { value: 'professional_medicine', count: 376 },
  })
})

function bankIndexSuite(corpus: Corpus) {
  let store: BankStore
  let index: BankIndex
  let items: Item[]

  // Built in beforeAll: a skipped suite (no ../shared/data) still collects its tests.
  beforeAll(() => {
    // Every third item reasons, so dimension filters and sorts have two values to work with.
    items = corpus.items().map((it, i) => (i % 3 === 0 ? { ...it, dimension: 'reasoning' as const } : it))
    store = new BankStore(path.join(tempDir(), 'bank.db'))
    const postings = new PostingsBuilder(store.db, 5000)
    store.db.transaction(() => {
      for (const it of items) {
        const prepared = prepareItem(1, it, undefined)
        const rowid = store.tryInsertPrepared(prepared, { status: 'draft', author: 't', actorId: null, importId: null, now: '2026-01-01T00:00:00Z' })!
        postings.addNormalized(rowid, prepared.text)
      }
      postings.flush()
    })()
    index = new BankIndex(store)
  })

  /** Specialties as the bank view shows and filters them: older names gathered under the list's. */
  const primary = (it: Item) => facetValue('specialtyPrimary', it.specialty.primary)
  const contains = (it: Item, q: string) => normalizeForSearch(searchText(it)).includes(normalizeForSearch(q))

  it('counts everything without filters', () => {
    expect(index.query({ offset: 0, limit: 10 }).total).toBe(items.length)
    if (corpus.total !== undefined) expect(items.length).toBe(corpus.total)
  })

  it.each(corpus.terms)('search %s matches a substring scan exactly', (q) => {
    const expected = items.filter((it) => contains(it, q)).map((it) => it.id)
    const r = index.query({ search: q, offset: 0, limit: 1000 })
    expect(r.total).toBe(expected.length)
    expect(r.rows.map((x) => x.id)).toEqual(expected.slice(0, 1000))
    if (corpus.terms.indexOf(q) < 2) expect(r.total).toBeGreaterThan(0)
  })

  it('filters, sorts by id and pages like a reference implementation', () => {
    // The two most common specialties, so the filtered set spans more than two pages.
    const counts = new Map<string, number>()
    for (const it of items) counts.set(primary(it), (counts.get(primary(it)) ?? 0) + 1)
    const two = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([v]) => v)
    const filtered = items.filter((it) => it.dimension === 'reasoning' && two.includes(primary(it)))
    expect(filtered.length).toBeGreaterThan(35)
    const byId = [...filtered].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    const page = index.query({
      filters: { dimension: ['reasoning'], specialtyPrimary: two },
      sort: { column: 'id' },
      offset: 20,
      limit: 15,
    })
    expect(page.total).toBe(filtered.length)
    expect(page.rows.map((r) => r.id)).toEqual(byId.slice(20, 35).map((i) => i.id))
  })

  it.each(['specialtyPrimary', 'dimension', 'task'] as const)('sorts by %s like SQL ORDER BY column, rowid', (column) => {
    const value = (it: Item) => (column === 'specialtyPrimary' ? it.specialty.primary : column === 'dimension' ? it.dimension : it.task)
    const expected = items
      .map((it, i) => ({ it, i }))
      .sort((a, b) => (value(a.it) < value(b.it) ? -1 : value(a.it) > value(b.it) ? 1 : a.i - b.i))
      .map((x) => x.it.id)
    const asc = index.query({ sort: { column }, offset: 500, limit: 40 })
    expect(asc.rows.map((r) => r.id)).toEqual(expected.slice(500, 540))
    const desc = index.query({ sort: { column, desc: true }, offset: 0, limit: 30 })
    expect(desc.rows.map((r) => r.id)).toEqual([...expected].reverse().slice(0, 30))
  })

  it('sorts a filtered search by a coded column both ways, page by page, like the reference', () => {
    const term = corpus.terms[corpus.terms.length - 1]
    const rows = items.map((it, i) => ({ it, i })).filter((x) => contains(x.it, term) && x.it.dimension === 'knowledge_qa')
    expect(rows.length).toBeGreaterThan(3)
    const asc = [...rows].sort((a, b) => (a.it.task < b.it.task ? -1 : a.it.task > b.it.task ? 1 : a.i - b.i)).map((x) => x.it.id)
    for (const desc of [false, true]) {
      const want = desc ? [...asc].reverse() : asc
      const got: string[] = []
      for (let offset = 0; offset < want.length + 3; offset += 3) {
        const r = index.query({ search: term, filters: { dimension: ['knowledge_qa'] }, sort: { column: 'task', desc }, offset, limit: 3 })
        expect(r.total).toBe(want.length)
        got.push(...r.rows.map((x) => x.id))
      }
      expect(got).toEqual(want)
    }
  })

  it('combines search with filters and descending sort', () => {
    const expected = items.filter((it) => contains(it, '细胞') && it.dimension === 'knowledge_qa').map((i) => i.id).reverse()
    const r = index.query({ search: '细胞', filters: { dimension: ['knowledge_qa'] }, sort: { column: 'rowid', desc: true }, offset: 0, limit: 5 })
    expect(r.total).toBe(expected.length)
    expect(r.rows.map((x) => x.id)).toEqual(expected.slice(0, 5))
  })

  it('reports facet counts', () => {
    const f = index.facets()
    for (const e of f.specialtyPrimary) expect(e.count, e.value).toBe(items.filter((it) => primary(it) === e.value).length)
    expect(f.specialtyPrimary.reduce((s, e) => s + e.count, 0)).toBe(items.length)
    expect(f.dimension.reduce((s, e) => s + e.count, 0)).toBe(items.length)
    if (corpus.facet) expect(f.specialtyPrimary.find((e) => e.value === corpus.facet!.value)?.count).toBe(corpus.facet.count)
  })

  it('answers 300 random queries like a reference, before and after an edit moves an item', () => {
    const rng = createRng(5)
    const pick = <T>(a: readonly T[]) => a[rng.int(a.length)]
    const byId = new Map(items.map((it) => [it.id, it]))
    const facetCols = { dimension: 'dimension', specialtyPrimary: 'specialty_primary', type: 'type', task: 'task' } as const
    const sortCols = { rowid: 'rowid', id: 'id', dimension: 'dimension', specialtyPrimary: 'specialty_primary', type: 'type', task: 'task', updatedAt: 'updated_at', version: 'version' } as const
    type Row = Record<string, string | number>
    const table = () => store.db.prepare('SELECT rowid, id, dimension, specialty_primary, type, task, updated_at, version FROM items').all() as Row[]
    const values = (rows: Row[], f: keyof typeof facetCols) => [...new Set(rows.map((r) => facetValue(f, String(r[facetCols[f]]))))]
    // SQLite's order: numbers before text, text by code unit; ties by rowid.
    const cmp = (a: string | number, b: string | number) => (a === b ? 0 : typeof a === 'number' && typeof b === 'string' ? -1 : typeof a === 'string' && typeof b === 'number' ? 1 : a < b ? -1 : 1)
    const check = (rows: Row[], n: number) => {
      for (let k = 0; k < n; k++) {
        const filters: Partial<Record<keyof typeof facetCols, string[]>> = {}
        for (const f of Object.keys(facetCols) as (keyof typeof facetCols)[]) if (rng.next() < 0.3) filters[f] = [pick(values(rows, f)), pick(values(rows, f))]
        const search = rng.next() < 0.5 ? pick(corpus.terms) : undefined
        const column = pick(Object.keys(sortCols) as (keyof typeof sortCols)[])
        const desc = rng.next() < 0.5
        let want = rows
          .filter((r) => (Object.keys(filters) as (keyof typeof facetCols)[]).every((f) => filters[f]!.includes(facetValue(f, String(r[facetCols[f]])))))
          .filter((r) => !search || contains(byId.get(String(r.id))!, search))
          .sort((a, b) => cmp(a[sortCols[column]], b[sortCols[column]]) || (a.rowid as number) - (b.rowid as number))
          .map((r) => String(r.id))
        if (desc) want = want.reverse()
        const offset = rng.next() < 0.5 ? 0 : rng.int(Math.max(1, want.length + 5))
        const q = { filters, search, sort: { column, desc }, offset, limit: 1 + rng.int(40) }
        const got = index.query(q)
        expect(got.total, JSON.stringify(q)).toBe(want.length)
        expect(got.rows.map((r) => r.id), JSON.stringify(q)).toEqual(want.slice(offset, offset + q.limit))
      }
    }
    check(table(), 150)
    // An edit that moves an item to another dimension and specialty: orders and ranks built above must
    // not survive it.
    const target = items.find((it) => corpus.terms.slice(0, 2).some((t) => contains(it, t)) && it.dimension === 'reasoning')!
    const row = store.getRow(target.id)!
    const edited: Item = { ...target, dimension: 'safety_ethics', specialty: { primary: '药学' } }
    store.db.transaction(() => store.appendVersion(row.rowid, edited, row.version + 1, { author: 't', actorId: null, now: '2026-02-01T00:00:00Z' }))()
    index.rowChanged(row.rowid, store.getRow(target.id)!)
    byId.set(target.id, edited)
    check(table(), 150)
  })

  it('re-indexes an edited stem: the old term disappears, the new one is found', () => {
    const target = items.find((it) => it.stem.includes('心包'))!
    const before = index.query({ search: '心包', offset: 0, limit: 1000 }).total
    const row = store.getRow(target.id)!
    const edited = { ...target, stem: target.stem.replaceAll('心包', '纵隔') + '（测试用新词：嗜铬细胞瘤）' }
    store.db.transaction(() => {
      store.appendVersion(row.rowid, edited, 2, { author: 't', actorId: null, now: '2026-01-02T00:00:00Z' })
      reindexRow(store.db, row.rowid, itemBigrams(target), itemBigrams(edited))
    })()
    index.rowChanged(row.rowid, store.getRow(target.id)!)
    const stillHas = contains({ ...edited }, '心包') ? 1 : 0
    expect(index.query({ search: '心包', offset: 0, limit: 1000 }).total).toBe(before - 1 + stillHas)
    expect(index.query({ search: '嗜铬细胞瘤', offset: 0, limit: 10 }).rows.map((r) => r.id)).toContain(target.id)
    expect(store.versions(row.rowid).map((v) => v.version)).toEqual([2, 1])
  })
}
