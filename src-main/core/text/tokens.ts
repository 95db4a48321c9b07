// Tokenisation for lexical overlap metrics (ROUGE-L, BLEU). Chinese has no spaces, so each Han
// character (or kana/hangul syllable) is one token, as in the character-level ROUGE used by the
// Chinese medical benchmarks; Latin text and numbers are split into words so that "mg" is one unit
// rather than two. Whitespace and punctuation are dropped: they say nothing about content.

const WORD = /[\p{L}\p{N}]/u
// Scripts written without spaces: each character is a token.
const CHAR_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/**
 * Splits text into content tokens. Input is NFKC-normalised and lower-cased first, so full-width
 * letters and digits match their half-width forms and "CT" matches "ct".
 */
export function contentTokens(text: string): string[] {
  const s = text.normalize('NFKC').toLowerCase()
  const out: string[] = []
  let word = ''
  for (const ch of s) {
    if (CHAR_SCRIPT.test(ch)) {
      if (word) {
        out.push(word)
        word = ''
      }
      out.push(ch)
    } else if (WORD.test(ch)) {
      word += ch
    } else if (word) {
      out.push(word)
      word = ''
    }
  }
  if (word) out.push(word)
  return out
}

/**
 * Maps token lists to small integers with one shared dictionary, so the LCS and n-gram loops compare
 * numbers instead of strings.
 */
export function internTokens(...lists: string[][]): Int32Array[] {
  const ids = new Map<string, number>()
  return lists.map((list) => {
    const arr = new Int32Array(list.length)
    for (let i = 0; i < list.length; i++) {
      const t = list[i]
      let id = ids.get(t)
      if (id === undefined) {
        id = ids.size
        ids.set(t, id)
      }
      arr[i] = id
    }
    return arr
  })
}

/**
 * Sentence boundaries for Chinese and Latin text; the delimiter stays with its sentence. A Latin full
 * stop ends a sentence only before whitespace or the end, so "0.5 mg" and "e.g." stay whole.
 */
const SENTENCE = /(?:[^。！？；!?;\n.]|\.(?!\s|$))+(?:[。！？；!?;\n]|\.(?=\s|$))*/g

export function splitSentences(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(SENTENCE)) {
    const t = m[0].trim()
    if (t) out.push(t)
  }
  return out
}
