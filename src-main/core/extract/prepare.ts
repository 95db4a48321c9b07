import { foldWidth } from '../text/width'

// Turns a raw model output into the text the answer rules read. Every transformation keeps the
// string length (so no NFKC, which may change it): an offset into the prepared text is also an
// offset into the original output, and the span shown to a clinician is exactly what the model wrote.

// Full-width letters, digits and the brackets the rules read as syntax (Ａ, ０, ＜, ＞, ｛, ｝, ＼)
// are folded to half-width, one UTF-16 unit for one, but only when an output contains one: they
// are rare, while full-width punctuation (，：（）) is in nearly every Chinese output and is matched
// in both widths directly, which is cheaper than rebuilding the string.
const RARE = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF1C\uFF1E\uFF3C\uFF5B\uFF5D]/

function foldIfRare(s: string): string {
  return RARE.test(s) ? foldWidth(s) : s
}

const THINK_HINT = /think(?:ing)?>/i
const THINK_BLOCK_G = /<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi
const THINK_CLOSE_G = /<\/think(?:ing)?>/gi
const THINK_OPEN = /<think(?:ing)?>/i

function blank(m: string): string {
  return ' '.repeat(m.length)
}

export interface Prepared {
  /** Same length as the original output. */
  s: string
  /** First and one-past-last non-blank index of the readable region. */
  lo: number
  hi: number
  /** A `<think>` was opened and never closed: the model ran out before answering. */
  thinkUnclosed: boolean
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0x3000 || c === 0xa0 || c === 0x200b || c === 0xfeff
}

export function prepare(output: string): Prepared {
  let s = foldIfRare(output)
  let thinkUnclosed = false
  if (THINK_HINT.test(s)) {
    // Reasoning is not the answer: a letter the model considered while thinking must never count.
    s = s.replace(THINK_BLOCK_G, blank)
    // Chat templates often put the opening tag in the prompt, so the output starts inside the
    // reasoning and only the closing tag appears: everything up to the last closing tag is thought.
    let lastClose = -1
    THINK_CLOSE_G.lastIndex = 0
    for (let m = THINK_CLOSE_G.exec(s); m; m = THINK_CLOSE_G.exec(s)) lastClose = m.index + m[0].length
    if (lastClose >= 0) s = ' '.repeat(lastClose) + s.slice(lastClose)
    const open = THINK_OPEN.exec(s)
    if (open) {
      thinkUnclosed = true
      s = s.slice(0, open.index) + ' '.repeat(s.length - open.index)
    }
  }
  let lo = 0
  let hi = s.length
  while (lo < hi && isBlank(s.charCodeAt(lo))) lo++
  while (hi > lo && isBlank(s.charCodeAt(hi - 1))) hi--
  return { s, lo, hi, thinkUnclosed }
}
