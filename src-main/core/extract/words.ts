// Fixed word lists looked up without a regular expression: a table of first characters, then a
// direct comparison. Most windows hold no first character at all, and a table lookup per character
// is much cheaper than running a large case-insensitive alternation over short windows.
// Latin words match case-insensitively and as whole words; other words match anywhere.

function lowerCode(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
}

/**
 * A small set of UTF-16 code units: a 128-entry table for ASCII and a small open-addressing table
 * (at most a quarter full) for the rest. Compact on purpose: a 64 KB table per set would be faster to index but
 * misses the cache on the scattered CJK code points of real text.
 */
export class CharSet {
  private readonly ascii = new Uint8Array(128)
  private readonly slots: Int32Array
  private readonly mask: number

  constructor(chars: Iterable<string>) {
    const wide = [...new Set(Array.from(chars, (ch) => ch.charCodeAt(0)))].filter((c) => c >= 128)
    let size = 16
    while (size < wide.length * 4) size *= 2
    this.slots = new Int32Array(size).fill(-1)
    this.mask = size - 1
    for (const ch of chars) {
      const c = ch.charCodeAt(0)
      if (c < 128) this.ascii[c] = 1
    }
    for (const c of wide) {
      let i = (c * 0x9e37) & this.mask
      while (this.slots[i] !== -1) i = (i + 1) & this.mask
      this.slots[i] = c
    }
  }

  has(c: number): boolean {
    if (c < 128) return this.ascii[c] === 1
    for (let i = (c * 0x9e37) & this.mask; ; i = (i + 1) & this.mask) {
      const v = this.slots[i]
      if (v === c) return true
      if (v === -1) return false
    }
  }
}

export class WordList {
  private readonly first: CharSet
  private readonly byFirst = new Map<number, string[]>()

  constructor(words: readonly string[]) {
    const firsts: string[] = []
    for (const w of words) {
      const c = w.charCodeAt(0)
      firsts.push(w[0])
      if (c >= 97 && c <= 122) firsts.push(w[0].toUpperCase())
      const list = this.byFirst.get(c)
      if (list) list.push(w)
      else this.byFirst.set(c, [w])
    }
    this.first = new CharSet(firsts)
  }

  /** True when s[from, to) holds a character that may start a word: a cheap test before a regex. */
  mayOccur(s: string, from: number, to: number): boolean {
    for (let k = from; k < to; k++) if (this.first.has(s.charCodeAt(k))) return true
    return false
  }

  /** Index of the first word of the list in s[from, to), or -1. */
  find(s: string, from: number, to: number): number {
    for (let k = from; k < to; k++) if (this.first.has(s.charCodeAt(k)) && this.wordAt(s, k, to) !== null) return k
    return -1
  }

  /** The word of the list that starts at k and ends by `to`, or null. */
  wordAt(s: string, k: number, to: number): string | null {
    const words = this.byFirst.get(lowerCode(s.charCodeAt(k)))
    if (words === undefined) return null
    for (const w of words) if (this.matchesAt(s, k, to, w)) return w
    return null
  }

  private matchesAt(s: string, k: number, to: number, w: string): boolean {
    if (k + w.length > to) return false
    for (let j = 1; j < w.length; j++) if (lowerCode(s.charCodeAt(k + j)) !== w.charCodeAt(j)) return false
    if (w.charCodeAt(0) >= 128) return true
    // Latin words are whole words.
    return (k === 0 || !isWordCode(s.charCodeAt(k - 1))) && (k + w.length >= s.length || !isWordCode(s.charCodeAt(k + w.length)))
  }
}
