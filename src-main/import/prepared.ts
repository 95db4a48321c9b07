// A parsed record made ready for storage: the item and key serialised once, the search text
// normalised once. Large imports prepare records on the parse worker, so the thread that writes to
// SQLite receives flat strings (cheap to pass between threads) and does nothing but write.
import { normalizeForSearch, searchText } from '../core/search/tokens'
import type { Item, ItemKey } from '../core/types'
import type { ParseResult } from './types'

export interface PreparedItem {
  ok: true
  line: number
  /** 1, 2, 3… over the file's valid records: the writer stores record n as rowid base + n - 1. */
  seq: number
  id: string
  track: string
  dimension: string
  primary: string
  secondary: string | null
  type: string
  source: string
  licence: string | null
  task: string
  /** JSON of the Item. */
  data: string
  /** JSON of the ItemKey, when the record carried one. */
  key: string | null
  /** Normalised searchable text (core/search/tokens.ts searchText), for the search index. */
  text: string
}

export type PreparedResult = PreparedItem | Extract<ParseResult, { ok: false }>

export function prepareItem(line: number, item: Item, key: ItemKey | undefined, seq = 0): PreparedItem {
  return {
    ok: true,
    line,
    seq,
    id: item.id,
    track: item.track,
    dimension: item.dimension,
    primary: item.specialty.primary,
    secondary: item.specialty.secondary ?? null,
    type: item.type,
    source: item.source.name,
    licence: item.source.licence ?? null,
    task: item.task,
    data: JSON.stringify(item),
    key: key ? JSON.stringify(key) : null,
    text: normalizeForSearch(searchText(item)),
  }
}

/** `seq` is the number of valid records before this one, plus one; ignored for a failure. */
export function prepare(r: ParseResult, seq: number): PreparedResult {
  return r.ok ? prepareItem(r.line, r.item, r.key, seq) : r
}

export async function* prepareAll(results: AsyncIterable<ParseResult>): AsyncIterable<PreparedResult> {
  let seq = 0
  for await (const r of results) yield prepare(r, r.ok ? ++seq : 0)
}
