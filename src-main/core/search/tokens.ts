// Search tokens for Chinese substring search. FTS5's trigram tokenizer cannot match queries shorter
// than three characters, and two-character terms (心包, 贫血) are the commonest Chinese medical
// queries. So the bank keeps its own inverted index of overlapping character BIGRAMS. A query of
// n ≥ 2 characters becomes the intersection of its bigrams' row lists: exact for n = 2, and for longer
// queries a small superset that the store confirms by substring. Bigrams are numbers (two code
// points packed into one safe integer) so that indexing 700,000 items allocates no strings.
// Pure: no I/O.

/** NFKC folds full-width letters and digits (Ａ→A, １→1); lower-casing makes Latin terms case-blind. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

const CODE_SPACE = 0x110000
const WORD = /[\p{L}\p{N}]/u

/** Letters, digits and CJK ideographs; spaces, punctuation and symbols break a run. */
export function isWordCodePoint(cp: number): boolean {
  if (cp < 0x80) return (cp >= 48 && cp <= 57) || (cp >= 97 && cp <= 122) || (cp >= 65 && cp <= 90)
  if (cp >= 0x4e00 && cp <= 0x9fff) return true
  if (cp >= 0x3000 && cp <= 0x303f) return false // CJK punctuation: 。，、「」
  if (cp >= 0xff00 && cp <= 0xffef) return false // full-width forms left over after NFKC are symbols
  return WORD.test(String.fromCodePoint(cp))
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

/** The text of an item that search looks at: its stem and its option texts. */
export function searchableText(stem: string, options: Record<string, string> | null | undefined): string {
  if (!options) return stem
  let text = stem
  for (const letter of Object.keys(options)) text += '\n' + options[letter]
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
