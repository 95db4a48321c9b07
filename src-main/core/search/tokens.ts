// Search tokens for Chinese substring search. FTS5's trigram tokenizer cannot match queries shorter
// than three characters, and two-character terms (心包, 贫血) are the commonest Chinese medical
// queries. So the bank keeps its own inverted index of overlapping character BIGRAMS. A query of
// n ≥ 2 characters becomes the intersection of its bigrams' row lists: exact for n = 2, and for longer
// queries a small superset that the store confirms by substring. Bigrams are numbers (two code
// points packed into one safe integer) so that indexing 700,000 items allocates no strings.
// Pure: no I/O.
import type { Item, SearchMatch } from '../types'

/**
 * The searchable text of an item changed in this build's version of the index; a bank whose meta says
 * otherwise (or nothing) is re-indexed once (store/searchIndex.ts). 1: stem and options. 2: also
 * instructions, case text, every dialogue turn, the id and the source.
 */
export const SEARCH_VERSION = 2

/**
 * NFKC folds full-width letters and digits (Ａ→A, １→1); lower-casing makes Latin terms case-blind.
 * (A JavaScript fast path that skips NFKC for ideographs, ASCII and full-width punctuation measured
 * slower than V8's native NFKC, whose quick check already passes such text through.)
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

const CODE_SPACE = 0x110000
const WORD = /[\p{L}\p{N}]/u
// Per code point: 1 word, 2 not, 0 not yet asked (the Unicode test runs once per code point). The
// common blocks are filled in up front; this test runs for every character of every imported text.
const WORD_CLASS = new Uint8Array(CODE_SPACE)
WORD_CLASS.fill(2, 0, 0x80)
WORD_CLASS.fill(1, 0x30, 0x3a) // 0-9
WORD_CLASS.fill(1, 0x41, 0x5b) // A-Z
WORD_CLASS.fill(1, 0x61, 0x7b) // a-z
WORD_CLASS.fill(1, 0x4e00, 0xa000)
WORD_CLASS.fill(2, 0x3000, 0x3040) // CJK punctuation: 。，、「」
WORD_CLASS.fill(2, 0xff00, 0xfff0) // full-width forms left over after NFKC are symbols

/** Letters, digits and CJK ideographs; spaces, punctuation and symbols break a run. */
export function isWordCodePoint(cp: number): boolean {
  const c = WORD_CLASS[cp]
  if (c !== 0) return c === 1
  const word = WORD.test(String.fromCodePoint(cp))
  WORD_CLASS[cp] = word ? 1 : 2
  return word
}

/** A bigram of two code points as one integer (< 2^42, so exact in a double and in SQLite). */
export function bigramCode(a: number, b: number): number {
  return a * CODE_SPACE + b
}

/**
 * Calls `emit` for every bigram of every word run of already-normalised text. Duplicates are
 * emitted too; the index builder de-duplicates per row.
 */
export function forEachBigram(normalized: string, emit: (code: number) => void): void {
  let prev = -1
  for (let i = 0; i < normalized.length; i++) {
    let cp = normalized.charCodeAt(i)
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < normalized.length) {
      cp = normalized.codePointAt(i)!
      i++
    }
    if (isWordCodePoint(cp)) {
      if (prev >= 0) emit(prev * CODE_SPACE + cp)
      prev = cp
    } else {
      prev = -1
    }
  }
}

/** The parts of an item search reads. Keys and reference answers are not items: they are never here. */
export type SearchableItem = Pick<Item, 'id' | 'stem' | 'options' | 'context' | 'source'>

/** A searchable field of an item: an option's letter or a dialogue turn's number (from 1) says which. */
export interface SearchField {
  field: SearchMatch['field']
  at?: string | number
  text: string
}

/**
 * Every text of an item that search looks at, in the order a match is reported: stem, options,
 * instructions (long documents live there), case text, each dialogue turn, id, source name, subject
 * and reference. Presented variants are left out: each is the same stem, options and instructions
 * again in another order.
 */
export function searchFields(item: SearchableItem): SearchField[] {
  const out: SearchField[] = [{ field: 'stem', text: item.stem }]
  if (item.options) for (const letter of Object.keys(item.options)) out.push({ field: 'option', at: letter, text: item.options[letter] })
  const ctx = item.context
  if (ctx?.instruction) out.push({ field: 'instruction', text: ctx.instruction })
  if (ctx?.case) out.push({ field: 'case', text: ctx.case })
  if (ctx?.history) ctx.history.forEach((turn, i) => out.push({ field: 'history', at: i + 1, text: turn.text }))
  out.push({ field: 'id', text: item.id })
  for (const part of sourceParts(item)) out.push({ field: 'source', text: part })
  return out
}

/**
 * The source's name, subject and reference, less those the id already spells (cmmlu:test:anatomy:12
 * holds CMMLU, anatomy and 12): whatever is found in them is found in the id, and big imports are
 * spared a third of each row's identifiers.
 */
function sourceParts(item: SearchableItem): string[] {
  const id = item.id.toLowerCase()
  const out: string[] = []
  for (const part of [item.source.name, item.source.subject, item.source.ref]) {
    if (part && !id.includes(part.toLowerCase())) out.push(part)
  }
  return out
}

/** The fields joined by line breaks, which end a word run, so no bigram spans two fields. */
export function searchText(item: SearchableItem): string {
  // Hand-joined: this runs for every imported record.
  let text = item.stem
  if (item.options) for (const letter of Object.keys(item.options)) text += '\n' + item.options[letter]
  const ctx = item.context
  if (ctx) {
    if (ctx.instruction) text += '\n' + ctx.instruction
    if (ctx.case) text += '\n' + ctx.case
    if (ctx.history) for (const turn of ctx.history) text += '\n' + turn.text
  }
  text += '\n' + item.id
  for (const part of sourceParts(item)) text += '\n' + part
  return text
}

export interface SearchPlan {
  /** The normalised query, for the confirming substring test. */
  needle: string
  /** Distinct bigram codes that every matching row must hold; empty when the query has none. */
  bigrams: number[]
  /** True when the bigram match alone is exact (the query is one two-character run). */
  exact: boolean
}

export function planSearch(query: string): SearchPlan {
  const needle = normalizeForSearch(query.trim())
  const codes = new Set<number>()
  forEachBigram(needle, (c) => codes.add(c))
  const chars = Array.from(needle)
  const exact = chars.length === 2 && codes.size === 1
  return { needle, bigrams: [...codes], exact }
}
