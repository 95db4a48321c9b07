// The bank view's state: the query (filters, search, sort) and a sparse cache of result pages. The
// table is virtual over the WHOLE result (result.total rows), so pages are fetched by offset as they
// scroll into view; every change to the query starts a new generation and answers for an older one
// are dropped, so a slow reply can never paint rows of a query the user has already left.
import { create } from 'zustand'
import { call } from '../api'
import type { OpInput, OpOutput } from '../api'
import type { Facet, SortColumn } from '../../../src-main/store/bankIndex'
import type { ItemRow } from '../../../src-main/core/types'
import { toUiError } from '../errors'
import { onExternalChange } from './appStore'
import type { UiError } from '../errors'

export const PAGE_SIZE = 100
/** Pages kept in memory; far-away pages are dropped and re-fetched if the user scrolls back. */
const MAX_PAGES = 60
const SEARCH_DEBOUNCE_MS = 200

/** Facets offered as filter menus, in toolbar order. */
export const FILTER_FACETS = ['track', 'dimension', 'specialtyPrimary', 'type', 'status', 'source'] as const satisfies readonly Facet[]
export type FilterFacet = (typeof FILTER_FACETS)[number]

export type FacetCounts = OpOutput<'bank.facets'>['facets']
export type Filters = Partial<Record<FilterFacet, string[]>>
export interface Sort {
  column: SortColumn
  desc: boolean
}

/** What a result is for: the part of the view a link or a reload brings back (see urlSync.ts). */
export interface BankQueryState {
  filters: Filters
  search: string
  sort: Sort | null
}

/** Every column bank.query sorts by, as a value (the type alone cannot check a link's sort). */
const SORT_KEYS: Record<SortColumn, true> = {
  rowid: true,
  id: true,
  track: true,
  dimension: true,
  specialtyPrimary: true,
  type: true,
  status: true,
  source: true,
  task: true,
  version: true,
  updatedAt: true,
}
export const SORT_COLUMNS = Object.keys(SORT_KEYS) as SortColumn[]

interface BankState {
  filters: Filters
  /** What is in the search box right now. */
  searchInput: string
  /** The search the current results are for (searchInput after the debounce). */
  search: string
  sort: Sort | null

  facets: FacetCounts | null
  /** Items in the whole bank. */
  bankTotal: number | null

  /** Bumped on every query change; pages and replies belong to one generation. */
  gen: number
  /** Rows in the current result; null until the first page of the first query answers. */
  total: number | null
  /** Set while the first page of a new generation is on its way. */
  querying: boolean
  tookMs: number | null
  error: UiError | null
  pages: Map<number, ItemRow[]>
  pending: Set<number>

  /** Index of the selected row in the result, -1 for none. */
  selected: number

  setFilter: (facet: FilterFacet, values: string[]) => void
  clearFilters: () => void
  setSearchInput: (text: string) => void
  setSort: (sort: Sort | null) => void
  /** Takes a whole query at once (Back/Forward): one new result, not one per part. */
  applyQuery: (q: BankQueryState) => void
  /** Sets the query before the first result is asked for (a reload restoring its link). */
  restoreQuery: (q: BankQueryState) => void
  select: (index: number) => void
  /** Makes sure the pages covering rows [start, end] are loaded or on their way. */
  ensureRange: (start: number, end: number) => void
  /** Re-runs the current query (after an import or a save) keeping the selection and scroll. */
  refresh: () => Promise<void>
  loadFacets: () => Promise<void>
  rowAt: (index: number) => ItemRow | undefined
  /** The row at an index of the result, fetching its page when it is not loaded. */
  loadRow: (index: number) => Promise<ItemRow | undefined>
  /** Where a loaded row with this id sits in the result (the selection first), or -1. */
  indexOfId: (id: string) => number
  hasFilters: () => boolean
}

let searchTimer: ReturnType<typeof setTimeout> | null = null

export const useBankStore = create<BankState>((set, get) => {
  function queryInput(page: number): OpInput<'bank.query'> {
    const { filters, search, sort } = get()
    const active = Object.fromEntries(Object.entries(filters).filter(([, v]) => v && v.length > 0))
    return {
      filters: active,
      search: search.trim() === '' ? undefined : search,
      sort: sort ?? undefined,
      offset: page * PAGE_SIZE,
      limit: PAGE_SIZE,
    }
  }

  async function fetchPage(page: number, gen: number): Promise<void> {
    set((s) => ({ pending: new Set(s.pending).add(page) }))
    try {
      const r = await call('bank.query', queryInput(page))
      if (get().gen !== gen) return
      set((s) => {
        const pages = new Map(s.pages)
        pages.set(page, r.rows)
        const pending = new Set(s.pending)
        pending.delete(page)
        return { pages: evict(pages, page), pending, total: r.total, tookMs: r.tookMs, querying: false, error: null }
      })
    } catch (e) {
      if (get().gen !== gen) return
      set((s) => {
        const pending = new Set(s.pending)
        pending.delete(page)
        return { pending, querying: false, error: toUiError(e) }
      })
    }
  }

  /** A new query: forget every page, go back to the top, fetch the first page and the facet counts. */
  function restart(keepSelection = false): Promise<void> {
    const gen = get().gen + 1
    set((s) => ({
      gen,
      pages: new Map(),
      pending: new Set(),
      querying: true,
      selected: keepSelection ? s.selected : -1,
    }))
    void get().loadFacets()
    return fetchPage(0, gen)
  }

  function takeQuery(q: BankQueryState): void {
    if (searchTimer) clearTimeout(searchTimer)
    searchTimer = null
    set({ filters: q.filters, search: q.search, searchInput: q.search, sort: q.sort })
  }

  /** Facet counts answer one query; a reply for a query the user has left is dropped. */
  let facetSeq = 0

  return {
    filters: {},
    searchInput: '',
    search: '',
    sort: null,
    facets: null,
    bankTotal: null,
    gen: 0,
    total: null,
    querying: false,
    tookMs: null,
    error: null,
    pages: new Map(),
    pending: new Set(),
    selected: -1,

    setFilter: (facet, values) => {
      set((s) => ({ filters: { ...s.filters, [facet]: values } }))
      void restart()
    },
    clearFilters: () => {
      set({ filters: {} })
      void restart()
    },
    setSearchInput: (text) => {
      set({ searchInput: text })
      if (searchTimer) clearTimeout(searchTimer)
      // Typing 心包 fires several input events (IME composition); one query per pause is enough.
      searchTimer = setTimeout(() => {
        searchTimer = null
        if (get().search === text) return
        set({ search: text })
        void restart()
      }, SEARCH_DEBOUNCE_MS)
    },
    setSort: (sort) => {
      set({ sort })
      void restart()
    },
    applyQuery: (q) => {
      takeQuery(q)
      void restart()
    },
    restoreQuery: (q) => takeQuery(q),
    select: (index) => {
      const total = get().total ?? 0
      set({ selected: total === 0 ? -1 : Math.max(0, Math.min(total - 1, index)) })
    },
    ensureRange: (start, end) => {
      const { pages, pending, gen, total } = get()
      if (total === null || total === 0) return
      const last = Math.min(end, total - 1)
      for (let p = Math.floor(Math.max(0, start) / PAGE_SIZE); p <= Math.floor(last / PAGE_SIZE); p++) {
        if (!pages.has(p) && !pending.has(p)) void fetchPage(p, gen)
      }
    },
    refresh: async () => {
      // Keep the rows on screen until the new ones arrive, so the table does not flash empty.
      const gen = get().gen + 1
      const visible = [...get().pages.keys()]
      set({ gen, pending: new Set(), querying: true })
      const first = visible.length ? visible : [0]
      const old = get().pages
      await Promise.all(first.map((p) => fetchPage(p, gen)))
      if (get().gen !== gen) return
      // Pages not re-fetched belong to the previous generation: drop them.
      set((s) => {
        const pages = new Map(s.pages)
        for (const p of old.keys()) if (!first.includes(p)) pages.delete(p)
        const total = s.total ?? 0
        return { pages, selected: s.selected >= total ? total - 1 : s.selected }
      })
      await get().loadFacets()
    },
    loadFacets: async () => {
      const seq = ++facetSeq
      const { filters, search } = queryInput(0)
      try {
        // Each facet is counted under the search and the OTHER filters (BankIndex.facets).
        const r = await call('bank.facets', { filters, search })
        if (seq === facetSeq) set({ facets: r.facets, bankTotal: r.total })
      } catch (e) {
        if (seq === facetSeq) set({ error: toUiError(e) })
      }
    },
    rowAt: (index) => get().pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE],
    loadRow: async (index) => {
      const loaded = get().rowAt(index)
      if (loaded || index < 0 || index >= (get().total ?? 0)) return loaded
      const page = Math.floor(index / PAGE_SIZE)
      await fetchPage(page, get().gen)
      return get().rowAt(index)
    },
    indexOfId: (id) => {
      const { selected, pages } = get()
      if (selected >= 0 && get().rowAt(selected)?.id === id) return selected
      for (const [p, rows] of pages) {
        const k = rows.findIndex((r) => r.id === id)
        if (k >= 0) return p * PAGE_SIZE + k
      }
      return -1
    },
    hasFilters: () => {
      const { filters, search } = get()
      return search.trim() !== '' || Object.values(filters).some((v) => v && v.length > 0)
    },
  }
})

/** Drops the pages farthest from the one just loaded once the cache is full. */
function evict(pages: Map<number, ItemRow[]>, around: number): Map<number, ItemRow[]> {
  if (pages.size <= MAX_PAGES) return pages
  const far = [...pages.keys()].sort((a, b) => Math.abs(b - around) - Math.abs(a - around))
  for (const p of far.slice(0, pages.size - MAX_PAGES)) pages.delete(p)
  return pages
}

/** Starts the bank view: the first page, then the facet counts (refresh loads both). */
export function initBank(): Promise<void> {
  onExternalChange(() => void useBankStore.getState().refresh())
  return useBankStore.getState().refresh()
}
