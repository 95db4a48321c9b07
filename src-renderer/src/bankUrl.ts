// The bank view's state in the address bar's hash, so a reload, a bookmark or Back/Forward brings back
// the search, the filters, the sort and the open item: "#q=心包&dimension=knowledge_qa&type=single_choice
// &type=multi_choice&sort=updatedAt&desc=1&item=cmexam%3A123". The hash, not the query string: the web
// host's token arrives as ?token= and is removed from the query (api.ts), and the hash never reaches a
// server. Pure: the stores' wiring is in stores/urlSync.ts.

export interface BankUrlState {
  search: string
  filters: Record<string, string[]>
  sort: { column: string; desc: boolean } | null
  item: string | null
}

export const EMPTY_URL_STATE: BankUrlState = { search: '', filters: {}, sort: null, item: null }

/** What the view can put in the URL; anything else in a hand-edited or older link is ignored. */
export interface UrlVocabulary {
  facets: readonly string[]
  sortColumns: readonly string[]
}

/** Limits that keep a pasted link from asking the host for more than the view itself could. */
const MAX_VALUES = 200
const MAX_TEXT = 500

/** The hash for a state, without '#'; '' for the plain view. Facets in vocabulary order, values as chosen. */
export function encodeBankUrl(s: BankUrlState, vocab: UrlVocabulary): string {
  const p = new URLSearchParams()
  if (s.search.trim() !== '') p.set('q', s.search)
  for (const f of vocab.facets) for (const v of s.filters[f] ?? []) p.append(f, v)
  if (s.sort) {
    p.set('sort', s.sort.column)
    if (s.sort.desc) p.set('desc', '1')
  }
  if (s.item) p.set('item', s.item)
  return p.toString()
}

/** The state a hash ('#…' or without '#') describes; unknown keys, facets and sort columns are dropped. */
export function decodeBankUrl(hash: string, vocab: UrlVocabulary): BankUrlState {
  const p = new URLSearchParams(hash.replace(/^#/, ''))
  const text = (v: string | null) => (v ?? '').slice(0, MAX_TEXT)
  const filters: Record<string, string[]> = {}
  for (const f of vocab.facets) {
    const values = [...new Set(p.getAll(f).map(text).filter((v) => v !== ''))].slice(0, MAX_VALUES)
    if (values.length) filters[f] = values
  }
  const column = p.get('sort')
  const desc = p.get('desc')
  return {
    search: text(p.get('q')),
    filters,
    sort: column && vocab.sortColumns.includes(column) ? { column, desc: desc === '1' || desc === 'true' } : null,
    item: text(p.get('item')) || null,
  }
}

/**
 * Whether going from one state to the next makes a new history entry (Back returns to the previous
 * state) or rewrites the current one. Choosing a filter or a sort, opening or closing an item are steps
 * to go back from; refining a search already typed, and moving from one open item to the next (J/K),
 * are not: Back then returns to the list as it was before, not through every keystroke or item.
 */
export function historyMode(prev: BankUrlState, next: BankUrlState): 'push' | 'replace' {
  const sameFilters = JSON.stringify(prev.filters) === JSON.stringify(next.filters)
  const sameSort = JSON.stringify(prev.sort) === JSON.stringify(next.sort)
  if (!sameFilters || !sameSort) return 'push'
  if (!!prev.item !== !!next.item) return 'push'
  if (prev.search !== next.search && prev.search.trim() === '') return 'push'
  return 'replace'
}
