// The bank query engine against a naive reference over real CMMLU items: same totals, same order,
// same pages, for filters, searches (two-character terms included) and sorts; and edits re-index.
import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { BankStore } from '../../src-main/store/bankStore'
import { BankIndex } from '../../src-main/store/bankIndex'
import { PostingsBuilder, itemBigrams, reindexRow } from '../../src-main/store/postings'
import { normalizeForSearch, searchText } from '../../src-main/core/search/tokens'
import type { Item } from '../../src-main/core/types'
import { prepareItem } from '../../src-main/import/prepared'
import { readJsonl, tempDir } from './helpers/paths'

interface Cmmlu { id: string; Question: string; A: string; B: string; C: string; D: string; subject: string }

let store: BankStore
let index: BankIndex
let items: Item[]

beforeAll(() => {
  const rows = readJsonl<Cmmlu>('cmmlu_medical/cmmlu_medical_test.jsonl')
  items = rows.map((r, i) => ({
    id: `cmmlu:${r.subject}:${r.id}`,
    track: 'llm',
    dimension: i % 3 === 0 ? 'reasoning' : 'knowledge_qa',
    specialty: { primary: r.subject },
    type: 'single_choice',
    task: `CMMLU/${r.subject}`,
    stem: r.Question,
    options: { A: r.A, B: r.B, C: r.C, D: r.D },
    source: { name: 'CMMLU' },
  }))
  store = new BankStore(path.join(tempDir(), 'bank.db'))
  const postings = new PostingsBuilder(store.db, 5000)
  store.db.transaction(() => {
    for (const it of items) {
      const prepared = prepareItem(1, it, undefined)
      const rowid = store.tryInsertPrepared(prepared, { status: 'draft', author: 't', importId: null, now: '2026-01-01T00:00:00Z' })!
      postings.addNormalized(rowid, prepared.text)
    }
    postings.flush()
  })()
  index = new BankIndex(store)
})

const contains = (it: Item, q: string) => normalizeForSearch(searchText(it)).includes(normalizeForSearch(q))

describe('bank index on CMMLU medical (1,941 items)', () => {
  it('counts everything without filters', () => {
    expect(index.query({ offset: 0, limit: 10 }).total).toBe(1941)
  })

  it.each(['心包', '贫血', '细胞', 'DNA', '高血压', '肾小球滤过', '的'])('search %s matches a substring scan exactly', (q) => {
    const expected = items.filter((it) => contains(it, q)).map((it) => it.id)
    const r = index.query({ search: q, offset: 0, limit: 1000 })
    expect(r.total).toBe(expected.length)
    expect(r.rows.map((x) => x.id)).toEqual(expected.slice(0, 1000))
    if (q === '心包' || q === '贫血') expect(r.total).toBeGreaterThan(0)
  })

  it('filters, sorts by id and pages like a reference implementation', () => {
    const filtered = items.filter((it) => it.dimension === 'reasoning' && ['anatomy', 'virology'].includes(it.specialty.primary))
    const byId = [...filtered].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    const page = index.query({
      filters: { dimension: ['reasoning'], specialtyPrimary: ['anatomy', 'virology'] },
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

  it('combines search with filters and descending sort', () => {
    const expected = items.filter((it) => contains(it, '细胞') && it.dimension === 'knowledge_qa').map((i) => i.id).reverse()
    const r = index.query({ search: '细胞', filters: { dimension: ['knowledge_qa'] }, sort: { column: 'rowid', desc: true }, offset: 0, limit: 5 })
    expect(r.total).toBe(expected.length)
    expect(r.rows.map((x) => x.id)).toEqual(expected.slice(0, 5))
  })

  it('reports facet counts', () => {
    const f = index.facets()
    expect(f.specialtyPrimary.find((e) => e.value === 'professional_medicine')?.count).toBe(376)
    expect(f.dimension.reduce((s, e) => s + e.count, 0)).toBe(1941)
  })

  it('re-indexes an edited stem: the old term disappears, the new one is found', () => {
    const target = items.find((it) => it.stem.includes('心包'))!
    const before = index.query({ search: '心包', offset: 0, limit: 1000 }).total
    const row = store.getRow(target.id)!
    const edited = { ...target, stem: target.stem.replaceAll('心包', '纵隔') + '（测试用新词：嗜铬细胞瘤）' }
    store.db.transaction(() => {
      store.appendVersion(row.rowid, edited, 2, { author: 't', now: '2026-01-02T00:00:00Z' })
      reindexRow(store.db, row.rowid, itemBigrams(target), itemBigrams(edited))
    })()
    index.rowChanged(row.rowid, store.getRow(target.id)!)
    const stillHas = contains({ ...edited }, '心包') ? 1 : 0
    expect(index.query({ search: '心包', offset: 0, limit: 1000 }).total).toBe(before - 1 + stillHas)
    expect(index.query({ search: '嗜铬细胞瘤', offset: 0, limit: 10 }).rows.map((r) => r.id)).toContain(target.id)
    expect(store.versions(row.rowid).map((v) => v.version)).toEqual([2, 1])
  })
})
