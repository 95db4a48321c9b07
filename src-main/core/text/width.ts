// Width folding that keeps string length, so that an offset found in the folded text is also an
// offset into the model's original output (the extractor reports spans against the original).

const FOLDABLE = /[\uFF01-\uFF5E\u3000]/
const FOLDABLE_G = /[\uFF01-\uFF5E\u3000]/g

function halfOf(ch: string): string {
  const c = ch.charCodeAt(0)
  return c === 0x3000 ? ' ' : String.fromCharCode(c - 0xfee0)
}

/**
 * Maps full-width ASCII forms (Ａ, ：, （, ，, ０ …) and the ideographic space to their half-width
 * forms, one UTF-16 unit for one, so indices are preserved. Returns the input itself when nothing
 * needs folding, which is the common case and costs one scan.
 */
export function foldWidth(s: string): string {
  return FOLDABLE.test(s) ? s.replace(FOLDABLE_G, halfOf) : s
}

/** A string of m's length, all blanks: what a length-keeping transform leaves where it removes text. */
export function blankOut(m: string): string {
  return ' '.repeat(m.length)
}
