// The bank view's query engine. Filter columns are held in memory as small integer codes (a few MB for
// 700,000 items) and sort orders as rowid permutations, so a filtered, sorted, paged query with an exact
// total costs one sequential pass over typed arrays plus one SQLite read of the page: well under the 30 ms p95
// target even for the broadest queries, where SQL COUNT(*) over ad-hoc filter combinations was not.
// Search narrows the candidates through the bigram postings first (see core/search/tokens.ts).
import type { BankStore } from './bankStore'
import { CandidateFilter, postingSize, readPosting } from './postings'
import { ensureSearchIndex } from './searchIndex'
import { planSearch } from '../core/search/tokens'
import type { SearchPlan } from '../core/search/tokens'
import { findMatch } from '../core/search/excerpt'
import type { ItemRow } from '../core/types'
import { facetValue } from './facetValues'

export const FACETS = ['track', 'dimension', 'specialtyPrimary', 'specialtySecondary', 'type', 'status', 'source', 'task'] as const
export type Facet = (typeof FACETS)[number]
/** Columns held in memory as dictionary codes: the facets, plus two that are only sorted on. */
const CODED = [...FACETS, 'updatedAt', 'version'] as const
type Coded = (typeof CODED)[number]
const CODED_COLUMNS: Record<Coded, string> = {
  updatedAt: 'updated_at',
  version: 'version',
  track: 'track',
  dimension: 'dimension',
  specialtyPrimary: 'specialty_primary',
  specialtySecondary: "COALESCE(specialty_secondary, '')",
  type: 'type',
  status: 'status',
  source: 'source',
  task: 'task',
}

export const SORT_COLUMNS = {
  rowid: 'rowid',
  id: 'id',
  track: 'track',
  dimension: 'dimension',
  specialtyPrimary: 'specialty_primary',
  type: 'type',
  status: 'status',
  source: 'source',
  task: 'task',
  version: 'version',
  updatedAt: 'updated_at',
} as const
export type SortColumn = keyof typeof SORT_COLUMNS

export interface BankQuery {
  filters?: Partial<Record<Facet, string[]>>
  search?: string
  sort?: { column: SortColumn; desc?: boolean }
  offset: number
  limit: number
}

/** A facet value (normalised, see facetValues.ts) and its items; `raw` lists the stored names it gathers
 *  when any differs from it. */
export interface FacetCount {
  value: string
  count: number
  raw?: string[]
}

export interface BankQueryResult {
  total: number
  offset: number
  rows: ItemRow[]
}

/** Facet counting: a row passing every filter, or one to leave out (see BankIndex.facets). */
const PASS = 0
const SKIP = 255

/** Search hits kept for repeated searches: 16 million rowids, some 20 full-bank searches. */
const SEARCH_CACHE_BYTES = 64 * 1024 * 1024

interface FilterCheck {
  facet: Facet
  codes: Int32Array
  allowed: Uint8Array
}

interface Columns {
  maxRowid: number
  present: Uint8Array
  /** Rowids present (rows are never deleted, but a rolled-back insert leaves a gap). */
  rows: number
  codes: Record<Coded, Int32Array>
  dicts: Record<Coded, (string | number)[]>
  lookup: Record<Coded, Map<string | number, number>>
}

export class BankIndex {
  private cols: Columns | null = null
  private orders = new Map<SortColumn, Int32Array>()
  /** Hits per search, least recently used first, within SEARCH_CACHE_BYTES: the view asks again for
   *  every page, sort and facet menu of a search, and going back to an earlier term is common. */
  private searchCache = new Map<string, Int32Array>()
  private searchCacheBytes = 0
  private facetCache = new Map<string, Record<Facet, FacetCount[]>>()
  /** The bank's search index holds this build's searchable text (see store/searchIndex.ts). */
  private indexReady = false

  constructor(private readonly store: BankStore) {}

  /** Drops everything derived; the next query rebuilds lazily. Call after imports. */
  invalidate(): void {
    this.facetCache.clear()
    this.cols = null
    this.dropOrders()
    this.clearSearches()
    this.indexReady = false
  }

  /** A single row changed: patch its codes in place, forget orders and searches it may affect. */
  rowChanged(rowid: number, row: ItemRow): void {
    if (this.cols && rowid <= this.cols.maxRowid) {
      for (const f of CODED) this.cols.codes[f][rowid] = codeOf(this.cols, f, codedValue(row, f))
    } else {
      this.cols = null
    }
    this.facetCache.clear()
    this.dropOrders()
    this.clearSearches()
  }

  private dropOrders(): void {
    this.orders.clear()
    this.groups.clear()
    this.ranks.clear()
  }

  private clearSearches(): void {
    this.searchCache.clear()
    this.searchCacheBytes = 0
  }

  private columns(): Columns {
    if (this.cols) return this.cols
    const db = this.store.db
    const maxRowid = (db.prepare('SELECT COALESCE(MAX(rowid), 0) FROM items').pluck().get() as number) ?? 0
    const size = maxRowid + 1
    const cols: Columns = {
      maxRowid,
      present: new Uint8Array(size),
      rows: 0,
      codes: {} as Record<Coded, Int32Array>,
      dicts: {} as Record<Coded, (string | number)[]>,
      lookup: {} as Record<Coded, Map<string | number, number>>,
    }
    for (const f of CODED) {
      cols.codes[f] = new Int32Array(size)
      cols.dicts[f] = []
      cols.lookup[f] = new Map()
    }
    const sql = `SELECT rowid, ${CODED.map((f) => CODED_COLUMNS[f]).join(', ')} FROM items`
    const stmt = db.prepare(sql).raw()
    for (const r of stmt.iterate() as Iterable<unknown[]>) {
      const rowid = r[0] as number
      cols.present[rowid] = 1
      cols.rows++
      for (let k = 0; k < CODED.length; k++) {
        const f = CODED[k]
        cols.codes[f][rowid] = codeOf(cols, f, r[k + 1] as string | number)
      }
    }
    this.cols = cols
    // Every sortable coded column's order now, a few milliseconds each: the first query pays for the
    // columns anyway, and the first sort by each column is then as quick as the next.
    for (const f of CODED) if (f in SORT_COLUMNS) this.valueGroups(f)
    return cols
  }

  /** Rowids in ascending order of a column, ties by rowid. */
  private order(column: SortColumn): Int32Array {
    if ((CODED as readonly string[]).includes(column)) return this.valueGroups(column as Coded).order
    let o = this.orders.get(column)
    if (!o) {
      o = Int32Array.from(
            // The unique index on id is already in id order: SQLite reads it without sorting.
            this.store.db.prepare(`SELECT rowid FROM items ORDER BY ${SORT_COLUMNS[column]}, rowid`).pluck().all() as number[],
          )
      this.orders.set(column, o)
    }
    return o
  }

  /** A coded column's order, grouped by value: see countingOrder. */
  private groups = new Map<Coded, ValueGroups>()
  private valueGroups(f: Coded): ValueGroups {
    let g = this.groups.get(f)
    if (!g) {
      g = countingOrder(this.columns(), f)
      this.groups.set(f, g)
    }
    return g
  }

  /**
   * A bank indexed by an older build is re-indexed before its first search; while another writer
   * holds the bank that waits, and the search reads the index as it is.
   */
  private ensureIndex(): void {
    if (this.indexReady) return
    this.indexReady = ensureSearchIndex(this.store.db)
    if (this.indexReady) this.clearSearches()
  }

  /** Rowids whose searchable text (core/search/tokens.ts searchText) contains the query, ascending. */
  private searchRowids(query: string): Int32Array {
    this.ensureIndex()
    const cached = this.searchCache.get(query)
    if (cached) {
      this.searchCache.delete(query)
      this.searchCache.set(query, cached)
      return cached
    }
    const plan = planSearch(query)
    let result: number[]
    if (plan.needle === '') {
      result = []
    } else if (plan.bigrams.length === 0) {
      result = this.scan(plan.needle)
    } else {
      const candidates = this.candidates(plan, this.columns().maxRowid)
      result = plan.exact ? candidates : this.confirm(candidates, plan.needle)
    }
    const arr = Int32Array.from(result)
    this.searchCache.set(query, arr)
    this.searchCacheBytes += arr.byteLength
    for (const [k, v] of this.searchCache) {
      if (this.searchCacheBytes <= SEARCH_CACHE_BYTES || k === query) break
      this.searchCache.delete(k)
      this.searchCacheBytes -= v.byteLength
    }
    return arr
  }

  /**
   * Rows holding every bigram of the query, or a small superset of them. Lists are read rarest
   * first, while reading one is likely to cost less than the substring checks it saves (a few
   * microseconds a candidate against about ten nanoseconds a byte, a byte being about a row in a
   * long list). Once the candidates are few, two lists in a row that hardly narrowed them end the
   * reading: the bigrams of one word ("professional" in an id) come together, and the rest of them
   * would not narrow them either.
   */
  private candidates(plan: SearchPlan, rows: number): number[] {
    const db = this.store.db
    const lists = plan.bigrams.map((tok) => ({ tok, bytes: postingSize(db, tok) })).sort((a, b) => a.bytes - b.bytes)
    const first = readPosting(db, lists[0].tok)
    if (lists.length === 1 || first.length <= 64) return first
    const filter = new CandidateFilter(db, first)
    let idle = 0
    for (let k = 1; k < lists.length && k < 255 && filter.count > 64; k++) {
      const share = Math.min(1, lists[k].bytes / Math.max(1, rows))
      if (lists[k].bytes > filter.count * 300 * (1 - share)) break
      if (idle >= 2 && filter.count <= 5000) break
      const before = filter.count
      filter.keep(lists[k].tok)
      idle = filter.count > before * 0.95 ? idle + 1 : 0
    }
    return filter.rows()
  }

  /** Candidates whose normalised text really contains the needle, checked inside SQLite. */
  private confirm(candidates: number[], needle: string): number[] {
    const out: number[] = []
    const stmt = this.store.db
      .prepare('SELECT rowid FROM item_search WHERE rowid IN (SELECT value FROM json_each(?)) AND instr(text, ?) > 0 ORDER BY rowid')
      .pluck()
    for (let i = 0; i < candidates.length; i += 50000) {
      for (const r of stmt.all(JSON.stringify(candidates.slice(i, i + 50000)), needle) as number[]) out.push(r)
    }
    return out
  }

  /** One-character and punctuation-only queries have no bigram: every row's text is read. */
  private scan(needle: string): number[] {
    return this.store.db.prepare('SELECT rowid FROM item_search WHERE instr(text, ?) > 0 ORDER BY rowid').pluck().all(needle) as number[]
  }

  query(q: BankQuery): BankQueryResult {
    const cols = this.columns()
    const checks = this.filterChecks(cols, q.filters ?? {})
    const searching = !!q.search && q.search.trim() !== ''
    const hits = searching ? this.searchRowids(q.search!) : null
    const sort = q.sort ?? { column: 'rowid' as SortColumn }
    const desc = !!sort.desc
    const walk = new Walk(cols.present, checks, q.offset, q.limit)

    if (sort.column === 'rowid') {
      if (hits) walk.over(hits, desc)
      else walk.overRowids(cols.maxRowid, desc)
    } else if (!hits && checks.length === 0) {
      // Nothing narrows the rows: the page is a slice of the column's order (which holds only rows
      // that exist), and the total is the bank's size.
      const order = this.order(sort.column)
      const from = desc ? Math.max(0, order.length - q.offset - q.limit) : q.offset
      const to = desc ? order.length - q.offset : Math.min(order.length, q.offset + q.limit)
      const slice = from < to ? Array.from(order.subarray(from, to)) : []
      walk.page.push(...(desc ? slice.reverse() : slice))
      walk.total = order.length
    } else if (hits && hits.length < cols.rows / 16) {
      // Few hits: sort them by their position in the order instead of walking the whole order.
      const rank = this.rankOf(sort.column)
      walk.over(Int32Array.from(hits).sort((a, b) => rank[a] - rank[b]), desc)
    } else if ((CODED as readonly string[]).includes(sort.column)) {
      const r = this.pageByGroups(cols, sort.column as Coded, checks, hits, q.offset, q.limit, desc)
      walk.page.push(...r.page)
      walk.total = r.total
    } else {
      // The total from one sequential pass; the order, whose reads are random and three times as
      // dear, is walked only until the page is full.
      walk.over(this.order(sort.column), desc, hits ? bitmap(cols.maxRowid, hits) : null, true)
      walk.total = this.countPassing(cols, checks, hits)
    }
    const { page, total } = walk

    const found = this.store.rowsByRowids(page)
    const needle = searching ? planSearch(q.search!).needle : ''
    const rows: ItemRow[] = []
    for (const rowid of page) {
      const f = found.get(rowid)
      if (!f) continue
      const match = searching ? findMatch(f.item, needle) : undefined
      rows.push(match ? { ...f.row, match } : f.row)
    }
    return { total, offset: q.offset, rows }
  }

  /** Every rowid matching the filters and search, ascending: the item set a score is stated over. */
  select(filters: Partial<Record<Facet, string[]>> = {}, search?: string): Uint8Array {
    const cols = this.columns()
    const accept = this.filterPredicate(cols, filters)
    const member = new Uint8Array(cols.maxRowid + 1)
    const hits = search && search.trim() !== '' ? this.searchRowids(search) : null
    if (hits) {
      for (let i = 0; i < hits.length; i++) if (cols.present[hits[i]] && accept(hits[i])) member[hits[i]] = 1
    } else {
      for (let r = 1; r <= cols.maxRowid; r++) if (cols.present[r] && accept(r)) member[r] = 1
    }
    return member
  }

  /**
   * One page of the rows passing `checks` (and in `hits` when searching), sorted by a coded column's
   * value, ties by rowid (descending when `desc`, as the reversed order would give). A sequential pass
   * counts the passing rows per value; the order is then read only within the values the page covers,
   * from the first of them, until the page is full.
   */
  private pageByGroups(
    cols: Columns,
    f: Coded,
    checks: FilterCheck[],
    hits: Int32Array | null,
    offset: number,
    limit: number,
    desc: boolean,
  ): { page: number[]; total: number } {
    const { order, rank, start } = this.valueGroups(f)
    const codes = cols.codes[f]
    const present = cols.present
    const nr = start.length - 1
    const [a, b] = checks
    const more = checks.length > 2 ? checks.slice(2) : null
    const counts = new Int32Array(nr)
    if (hits) {
      for (let i = 0; i < hits.length; i++) if (accepted(present, a, b, more, hits[i])) counts[rank[codes[hits[i]]]]++
    } else {
      for (let r = 1; r <= cols.maxRowid; r++) if (accepted(present, a, b, more, r)) counts[rank[codes[r]]]++
    }
    let total = 0
    for (let k = 0; k < nr; k++) total += counts[k]
    const end = Math.min(total, offset + limit)
    const page: number[] = []
    if (offset >= end) return { page, total }
    const member = hits ? bitmap(cols.maxRowid, hits) : null
    // Passing rows in the values ahead of value k, in the page's order.
    let before = 0
    for (let j = 0; j < nr && before < end; j++) {
      const k = desc ? nr - 1 - j : j
      const c = counts[k]
      if (before + c <= offset) {
        before += c
        continue
      }
      const lo = start[k]
      const len = start[k + 1] - lo
      let seen = before
      for (let i = 0; i < len && seen < end; i++) {
        const r = order[desc ? lo + len - 1 - i : lo + i]
        if ((member !== null && !member[r]) || !accepted(present, a, b, more, r)) continue
        if (seen >= offset) page.push(r)
        seen++
      }
      before += c
    }
    return { page, total }
  }

  /** How many rows pass `checks` (among `hits` when searching): one sequential pass. */
  private countPassing(cols: Columns, checks: FilterCheck[], hits: Int32Array | null): number {
    const present = cols.present
    const [a, b] = checks
    const more = checks.length > 2 ? checks.slice(2) : null
    let n = 0
    if (hits) {
      for (let i = 0; i < hits.length; i++) if (accepted(present, a, b, more, hits[i])) n++
    } else {
      for (let r = 1; r <= cols.maxRowid; r++) if (accepted(present, a, b, more, r)) n++
    }
    return n
  }

  private ranks = new Map<SortColumn, Int32Array>()
  private rankOf(column: SortColumn): Int32Array {
    const order = this.order(column)
    let rank = this.ranks.get(column)
    if (!rank || rank.length !== this.columns().maxRowid + 1) {
      rank = new Int32Array(this.columns().maxRowid + 1)
      for (let i = 0; i < order.length; i++) rank[order[i]] = i
      this.ranks.set(column, rank)
    }
    return rank
  }

  private filterPredicate(cols: Columns, filters: Partial<Record<Facet, string[]>>): (rowid: number) => boolean {
    const checks = this.filterChecks(cols, filters)
    if (checks.length === 0) return () => true
    return (rowid) => {
      for (let i = 0; i < checks.length; i++) if (!checks[i].allowed[checks[i].codes[rowid]]) return false
      return true
    }
  }

  /** One check per active filter: which dictionary codes it lets through (every raw variant of a value). */
  private filterChecks(cols: Columns, filters: Partial<Record<Facet, string[]>>): FilterCheck[] {
    const checks: FilterCheck[] = []
    for (const f of FACETS) {
      const values = filters[f]
      if (!values || values.length === 0) continue
      const wanted = new Set(values.map((v) => facetValue(f, v)))
      const dict = cols.dicts[f] as string[]
      const allowed = new Uint8Array(dict.length + 1)
      for (let code = 0; code < dict.length; code++) if (wanted.has(facetValue(f, dict[code]))) allowed[code] = 1
      checks.push({ facet: f, codes: cols.codes[f], allowed })
    }
    return checks
  }

  /**
   * Every value of every facet with its item count, for the filter menus. Each facet counts the items
   * that pass the search and every OTHER active filter (a facet's own selection does not narrow its
   * menu), so a count is what choosing that value would give. A first pass notes per candidate row
   * which filter it fails (none, exactly one, or several); then each facet counts, in one tight loop,
   * the rows failing nothing or only its own filter. Values are shown normalised (facetValues.ts), with
   * the raw names they gather. The last few answers without a search are kept until the bank
   * changes: the view asks again for every query it shows, and going back to an earlier one is common.
   */
  facets(q: Pick<BankQuery, 'filters' | 'search'> = {}): Record<Facet, FacetCount[]> {
    if (q.search && q.search.trim() !== '') return this.countFacets(q.filters ?? {}, q.search)
    // Only search-free answers are kept: they depend on nothing but the rows (a search also depends
    // on the search index, which has its own life).
    const key = JSON.stringify(FACETS.map((f) => q.filters?.[f] ?? []))
    const cached = this.facetCache.get(key)
    if (cached) return cached
    const out = this.countFacets(q.filters ?? {}, '')
    if (this.facetCache.size >= 8) this.facetCache.delete(this.facetCache.keys().next().value as string)
    this.facetCache.set(key, out)
    return out
  }

  private countFacets(filters: Partial<Record<Facet, string[]>>, search: string): Record<Facet, FacetCount[]> {
    const cols = this.columns()
    // A filter every value of the bank passes (the only status there is, say) leaves out nothing.
    const checks = this.filterChecks(cols, filters).filter((c) => c.allowed.subarray(0, cols.dicts[c.facet].length).includes(0))
    // Candidates: the search's hits (read through `rows`), or every rowid (candidate i is rowid i + 1;
    // `rows` null keeps those loops free of the extra read, which is most of their cost).
    let rows: Int32Array | null = search ? this.searchRowids(search) : null
    const n = rows ? rows.length : cols.maxRowid
    // Per candidate: PASS, c + 1 when it fails only filter c, SKIP when it fails more or is no row.
    // One tight loop per filter is faster than one loop over all filters. (Plain loops throughout: a
    // closure over `rows` or `state` would slow every read of them.)
    let state = new Uint8Array(n)
    const gaps = cols.rows !== cols.maxRowid
    if (rows || gaps) for (let i = 0; i < n; i++) if (!cols.present[rows ? rows[i] : i + 1]) state[i] = SKIP
    for (let c = 0; c < checks.length; c++) {
      const { allowed, codes } = checks[c]
      if (rows) {
        for (let i = 0; i < n; i++) if (!allowed[codes[rows[i]]]) state[i] = state[i] === PASS ? c + 1 : SKIP
      } else {
        for (let i = 0; i < n; i++) if (!allowed[codes[i + 1]]) state[i] = state[i] === PASS ? c + 1 : SKIP
      }
    }
    // How many candidates pass everything ([PASS]) or fail only filter c ([c + 1]). With two filters
    // or more many fail twice: the rest are gathered, so the facet loops below read only those.
    const tally = new Int32Array(checks.length + 1)
    if (checks.length >= 2) {
      const keptRows = new Int32Array(n)
      const keptState = new Uint8Array(n)
      let m = 0
      for (let i = 0; i < n; i++) {
        const st = state[i]
        if (st === SKIP) continue
        tally[st]++
        keptRows[m] = rows ? rows[i] : i + 1
        keptState[m++] = st
      }
      rows = keptRows.subarray(0, m)
      state = keptState.subarray(0, m)
    } else if (checks.length === 1 || rows || gaps) {
      for (let i = 0; i < n; i++) if (state[i] !== SKIP) tally[state[i]]++
    } else {
      tally[PASS] = n
    }
    // Every row of the bank passes: the facet loops need not read the states.
    const everyRow = checks.length === 0 && !rows && !gaps

    const out = {} as Record<Facet, FacetCount[]>
    for (const f of FACETS) {
      // A facet without a filter of its own counts only the rows passing every filter (own = PASS).
      const own = checks.findIndex((c) => c.facet === f) + 1
      const counts = new Int32Array(cols.dicts[f].length)
      const codes = cols.codes[f]
      if (counts.length === 1) {
        // One value in the whole bank (a single track or status, say): its count needs no pass.
        counts[0] = tally[PASS] + (own !== PASS ? tally[own] : 0)
      } else if (rows) {
        for (let i = 0; i < rows.length; i++) if (state[i] === PASS || state[i] === own) counts[codes[rows[i]]]++
      } else if (everyRow) {
        for (let r = 1; r <= n; r++) counts[codes[r]]++
      } else {
        for (let i = 0; i < n; i++) if (state[i] === PASS || state[i] === own) counts[codes[i + 1]]++
      }
      out[f] = this.groupFacet(f, cols.dicts[f] as string[], counts)
    }
    return out
  }

  /** Counts per stored value gathered under each normalised value, most items first. */
  private groupFacet(f: Facet, dict: string[], counts: Int32Array): FacetCount[] {
    const groups = new Map<string, { count: number; raw: string[] }>()
    dict.forEach((raw, code) => {
      if (counts[code] === 0) return
      const value = facetValue(f, raw)
      const g = groups.get(value) ?? { count: 0, raw: [] }
      g.count += counts[code]
      g.raw.push(raw)
      groups.set(value, g)
    })
    return [...groups]
      .map(([value, g]) => (g.raw.some((r) => r !== value) ? { value, count: g.count, raw: g.raw.sort() } : { value, count: g.count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
  }

  total(): number {
    const cols = this.columns()
    let n = 0
    for (let r = 1; r <= cols.maxRowid; r++) n += cols.present[r]
    return n
  }
}

/**
 * Counts the rows a query selects and keeps those of its page, in one tight pass over typed arrays
 * (a pass over every row when nothing narrows them: the total is exact).
 */
class Walk {
  readonly page: number[] = []
  total = 0

  constructor(
    private readonly present: Uint8Array,
    private readonly checks: FilterCheck[],
    private readonly offset: number,
    private readonly limit: number,
  ) {}

  /** Rowids in `seq` order (reversed when `desc`), only those in `member` when given; with `untilFull`
   *  the walk stops at a full page and the caller counts the total. */
  over(seq: ArrayLike<number>, desc: boolean, member: Uint8Array | null = null, untilFull = false): void {
    // Locals, not fields, and the filters unrolled for the common counts: this loop runs over every
    // row of a 700,000-item bank on broad queries, and V8 keeps locals in registers.
    const { present, offset, limit, page } = this
    const [a, b] = this.checks
    const more = this.checks.length > 2 ? this.checks.slice(2) : null
    const n = seq.length
    let total = this.total
    for (let i = 0; i < n; i++) {
      const r = seq[desc ? n - 1 - i : i]
      if (!present[r] || (member !== null && !member[r])) continue
      if (a !== undefined && !a.allowed[a.codes[r]]) continue
      if (b !== undefined && !b.allowed[b.codes[r]]) continue
      if (more !== null && !passes(more, r)) continue
      if (total >= offset && page.length < limit) page.push(r)
      total++
      if (untilFull && page.length >= limit) break
    }
    this.total = total
  }

  /** Rowids 1…max, ascending or descending. */
  overRowids(max: number, desc: boolean): void {
    const { present, offset, limit, page } = this
    const [a, b] = this.checks
    const more = this.checks.length > 2 ? this.checks.slice(2) : null
    let total = this.total
    for (let i = 1; i <= max; i++) {
      const r = desc ? max + 1 - i : i
      if (!present[r]) continue
      if (a !== undefined && !a.allowed[a.codes[r]]) continue
      if (b !== undefined && !b.allowed[b.codes[r]]) continue
      if (more !== null && !passes(more, r)) continue
      if (total >= offset && page.length < limit) page.push(r)
      total++
    }
    this.total = total
  }
}

/** Whether row r exists and passes every filter (the first two unrolled, as in Walk). */
function accepted(present: Uint8Array, a: FilterCheck | undefined, b: FilterCheck | undefined, more: FilterCheck[] | null, r: number): boolean {
  if (!present[r]) return false
  if (a !== undefined && !a.allowed[a.codes[r]]) return false
  if (b !== undefined && !b.allowed[b.codes[r]]) return false
  return more === null || passes(more, r)
}

function passes(checks: FilterCheck[], r: number): boolean {
  for (let k = 0; k < checks.length; k++) if (!checks[k].allowed[checks[k].codes[r]]) return false
  return true
}

/** A coded column's rowids grouped by value: value rank k holds order[start[k] … start[k + 1]). */
interface ValueGroups {
  order: Int32Array
  /** Dictionary code → rank of its value in SQLite's order. */
  rank: Int32Array
  start: Int32Array
}

/**
 * The order of a dictionary-coded column by counting sort: rank the few distinct values, count rows
 * per rank, place rowids in ascending order. O(rows), a few milliseconds at 700,000 items, where
 * SQL ORDER BY on an unindexed column took most of a second.
 */
function countingOrder(cols: Columns, f: Coded): ValueGroups {
  const dict = cols.dicts[f]
  const byValue = dict.map((_, code) => code).sort((a, b) => compareValues(dict[a], dict[b]))
  const rank = new Int32Array(dict.length)
  byValue.forEach((code, r) => (rank[code] = r))
  const start = new Int32Array(dict.length + 1)
  const codes = cols.codes[f]
  for (let r = 1; r <= cols.maxRowid; r++) if (cols.present[r]) start[rank[codes[r]] + 1]++
  for (let k = 1; k <= dict.length; k++) start[k] += start[k - 1]
  const next = start.slice(0, dict.length)
  const order = new Int32Array(start[dict.length])
  for (let r = 1; r <= cols.maxRowid; r++) if (cols.present[r]) order[next[rank[codes[r]]]++] = r
  return { order, rank, start }
}

/** SQLite's order: numbers before text, text by code unit (BINARY collation). */
function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'number') return -1
  if (typeof b === 'number') return 1
  return a < b ? -1 : a > b ? 1 : 0
}

function codeOf(cols: Columns, f: Coded, value: string | number): number {
  let code = cols.lookup[f].get(value)
  if (code === undefined) {
    code = cols.dicts[f].length
    cols.dicts[f].push(value)
    cols.lookup[f].set(value, code)
  }
  return code
}

function codedValue(row: ItemRow, f: Coded): string | number {
  if (f === 'specialtySecondary') return row.specialtySecondary ?? ''
  return row[f]
}

function bitmap(max: number, ids: Int32Array): Uint8Array {
  const m = new Uint8Array(max + 1)
  for (let i = 0; i < ids.length; i++) m[ids[i]] = 1
  return m
}
