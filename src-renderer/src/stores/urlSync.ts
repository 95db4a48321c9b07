// Keeps the bank view and the address bar's hash in step (the format is bankUrl.ts): a reload or a
// bookmark brings back the search, filters, sort and open item; Back/Forward move through them. The
// stores stay the truth: this module writes the hash when they change and, on Back/Forward, hands the
// stores the state the hash describes through their ordinary actions, so unsaved edits still ask first.
import { decodeBankUrl, encodeBankUrl, historyMode } from '../bankUrl'
import type { BankUrlState, UrlVocabulary } from '../bankUrl'
import { FILTER_FACETS, SORT_COLUMNS, useBankStore } from './bankStore'
import type { BankQueryState, Filters } from './bankStore'
import { useItemStore } from './itemStore'
import { useAppStore } from './appStore'

const VOCAB: UrlVocabulary = { facets: FILTER_FACETS, sortColumns: SORT_COLUMNS }

/** The item a link names, until it can be opened (see restoreFromUrl); the hash keeps it meanwhile. */
let pendingItem: string | null = null

function currentState(): BankUrlState {
  const { filters, search, sort } = useBankStore.getState()
  const item = useItemStore.getState().openId ?? pendingItem
  return { filters: filters as Record<string, string[]>, search, sort, item }
}

function toQuery(s: BankUrlState): BankQueryState {
  return { filters: s.filters as Filters, search: s.search, sort: s.sort as BankQueryState['sort'] }
}

const hashOf = (s: BankUrlState) => encodeBankUrl(s, VOCAB)

function write(s: BankUrlState, mode: 'push' | 'replace'): void {
  const hash = hashOf(s)
  const url = `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
}

/**
 * Before the bank's first query: takes the search, filters and sort from the hash, and opens the item
 * it names once the window knows who is acting (item.get withholds keys by role, and drafts are kept
 * per bank, so opening earlier could show the wrong thing).
 */
export function restoreFromUrl(): void {
  const s = decodeBankUrl(window.location.hash, VOCAB)
  useBankStore.getState().restoreQuery(toQuery(s))
  if (!s.item) return
  pendingItem = s.item
  const openPending = () => {
    const id = pendingItem
    pendingItem = null
    // The user may have opened something else meanwhile; the link does not override that.
    if (id && !useItemStore.getState().openId) useItemStore.getState().open(id)
  }
  if (useAppStore.getState().info?.actor) return openPending()
  const stop = useAppStore.subscribe((app) => {
    if (!app.info?.actor) return
    stop()
    openPending()
  })
}

let started = false

/** Writes the hash on every change of the query or the open item; follows Back/Forward. */
export function startUrlSync(): void {
  if (started) return
  started = true
  // The state the current history entry's hash stands for.
  let shown = currentState()
  // While Back/Forward hands its state to the stores, their intermediate states are not steps.
  let applying = false
  // After Back/Forward, the next write corrects the entry (edits kept) rather than adding one.
  let popped = false

  const sync = () => {
    if (applying || useItemStore.getState().confirm) return
    const now = currentState()
    if (hashOf(now) !== hashOf(shown)) {
      write(now, popped ? 'replace' : historyMode(shown, now))
      shown = now
    }
    popped = false
  }
  useBankStore.subscribe(sync)
  useItemStore.subscribe(sync)
  // A link is written back as the view read it (unknown parts dropped), without a new entry.
  write(shown, 'replace')

  window.addEventListener('popstate', () => {
    const s = decodeBankUrl(window.location.hash, VOCAB)
    pendingItem = null
    shown = s
    popped = true
    applying = true
    try {
      if (hashOf({ ...s, item: null }) !== hashOf({ ...currentState(), item: null })) useBankStore.getState().applyQuery(toQuery(s))
      const item = useItemStore.getState()
      if (s.item && s.item !== item.openId) item.open(s.item)
      else if (!s.item && item.openId) item.close()
    } finally {
      applying = false
    }
    // Unless discarding edits waits for an answer, the stores now match the hash.
    sync()
  })
}
