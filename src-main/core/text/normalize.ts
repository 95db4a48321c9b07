// Normalisation for comparing short answers (cloze, extraction tuples). Unlike foldWidth this may
// change length, so it is only used where no offsets are reported.

/** Punctuation that carries no meaning at the end of a short answer, half- and full-width. */
const TRAILING_PUNCT = /[\s.,;:!?。，、；：！？…~～'"“”‘’）)\]】》>]+$/u
const LEADING_PUNCT = /^[\s'"“”‘’（(\[【《<]+/u
const WS_RUN = /\s+/g

/**
 * NFKC (which also folds full-width to half-width), trim, drop trailing punctuation, lower-case.
 * Internal whitespace runs are collapsed to one space so "10 mg" and "10  mg" compare equal, but
 * not removed, because "10 mg" and "1 0mg" should not.
 */
export function normalizeShortAnswer(s: string): string {
  return s
    .normalize('NFKC')
    .replace(WS_RUN, ' ')
    .trim()
    .replace(TRAILING_PUNCT, '')
    .replace(LEADING_PUNCT, '')
    .toLowerCase()
}
