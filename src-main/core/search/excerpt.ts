// Why a search result matched: the first searchable field that holds the query, and a short excerpt
// around its first occurrence, so a row found through its case text or a dialogue turn can show the
// words that matched. Computed only for the rows of the page shown. Pure: no I/O.
import type { SearchMatch } from '../types'
import { normalizeForSearch, searchFields } from './tokens'
import type { SearchableItem } from './tokens'

const BEFORE = 20
const WIDTH = 80
const LINE_BREAKS = /[\r\n\t]/g
const CJK_ONLY = /^[\u4e00-\u9fff]+$/

/** `needle` is already normalised (SearchPlan.needle). Undefined when no single field holds it. */
export function findMatch(item: SearchableItem, needle: string): SearchMatch | undefined {
  if (needle === '') return undefined
  // A query of plain CJK ideographs (心包, 贫血) is its own normal form and found as is in the text;
  // folding every field first (NFKC of long case texts) would cost more than the rest of the query.
  if (CJK_ONLY.test(needle)) {
    for (const f of searchFields(item)) {
      const at = f.text.indexOf(needle)
      if (at < 0) continue
      const m = excerpt(f.text, at, at + needle.length)
      return f.at === undefined ? { field: f.field, ...m } : { field: f.field, at: f.at, ...m }
    }
  }
  for (const f of searchFields(item)) {
    const hit = locate(f.text, needle)
    if (!hit) continue
    const m = excerpt(hit.text, hit.start, hit.end)
    return f.at === undefined ? { field: f.field, ...m } : { field: f.field, at: f.at, ...m }
  }
  return undefined
}

/** The needle's span in the field's own text, or in its normalised form when the two do not align. */
function locate(text: string, needle: string): { text: string; start: number; end: number } | undefined {
  const norm = normalizeForSearch(text)
  const at = norm.indexOf(needle)
  if (at < 0) return undefined
  // Usual case: folding kept every character's length, so offsets carry over to the original.
  if (norm.length === text.length) return { text, start: at, end: at + needle.length }
  // Some character changed length (℃ → °c, ½ → 1⁄2): fold one code point at a time to map offsets.
  let folded = ''
  const origin: number[] = []
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!
    const width = cp > 0xffff ? 2 : 1
    const piece = normalizeForSearch(text.slice(i, i + width))
    for (let k = 0; k < piece.length; k++) origin.push(i)
    folded += piece
    i += width
  }
  origin.push(text.length)
  const p = folded.indexOf(needle)
  if (p < 0) return { text: norm, start: at, end: at + needle.length }
  const endOrigin = origin[p + needle.length - 1]
  const cp = text.codePointAt(endOrigin)!
  return { text, start: origin[p], end: endOrigin + (cp > 0xffff ? 2 : 1) }
}

function excerpt(text: string, start: number, end: number): Omit<SearchMatch, 'field' | 'at'> {
  let from = Math.max(0, start - BEFORE)
  let to = Math.min(text.length, Math.max(from + WIDTH, end))
  // Never split a surrogate pair at either cut.
  if (from > 0 && isLowSurrogate(text.charCodeAt(from))) from--
  if (to < text.length && isLowSurrogate(text.charCodeAt(to))) to++
  const head = from > 0 ? '…' : ''
  const tail = to < text.length ? '…' : ''
  return {
    excerpt: head + text.slice(from, to).replace(LINE_BREAKS, ' ') + tail,
    start: head.length + start - from,
    length: end - start,
  }
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff
}
