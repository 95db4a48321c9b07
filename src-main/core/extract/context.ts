// Per-call state of the choice extractor and the checks every rule shares: where a verdict after a
// letter starts, whether a letter is an echoed option-list entry, whether it is ruled out after.

import { sentenceEndFrom, type LetterGroup, type LetterMask } from './letters'
import { isListingEntry, matchHaystack, optionTextAt, type OptionInfo } from './options'
import { CLAUSE_BREAK_G, DOUBT, NEG_AFTER_Y } from './patterns'

/** Something the output asserts: letters, where it says so, and the rule that read it. */
export interface Assertion {
  mask: LetterMask
  start: number
  end: number
  rule: string
}

/** Per-call state, so helpers do not take eight arguments. */
export interface Ctx {
  /** The original output (spans are cut from it). */
  out: string
  /** The prepared text: same length, reasoning blanked. */
  s: string
  lo: number
  hi: number
  info: OptionInfo
  multi: boolean
  hayCache: string | null
}

/** The prepared text folded and lower-cased for option-text search, computed on first use. */
export function hay(x: Ctx): string {
  if (x.hayCache === null) x.hayCache = matchHaystack(x.s, x.info)
  return x.hayCache
}

export function test(re: RegExp, s: string, at: number): boolean {
  re.lastIndex = at
  return re.test(s)
}

/** Where the verdict after a group starts: past the option's own text when the model quotes it. */
export function verdictAnchor(x: Ctx, g: LetterGroup): number {
  if (g.items === 1 && x.info.textLetters.length > 0) {
    const k = optionTextAt(x.s, g.end, 31 - Math.clz32(g.mask), x.info)
    if (k >= 0) return k
  }
  return g.end
}

export function isListing(x: Ctx, g: LetterGroup): boolean {
  return (
    g.items === 1 &&
    g.mask !== 0 &&
    x.info.textLetters.length > 0 &&
    isListingEntry(x.s, g.start, g.end, 31 - Math.clz32(g.mask), x.info)
  )
}

export function negatedAfter(x: Ctx, g: LetterGroup): boolean {
  const a = verdictAnchor(x, g)
  return test(NEG_AFTER_Y, x.s, a) || (a !== g.end && test(NEG_AFTER_Y, x.s, g.end))
}

/** The clause before a cue expresses doubt: "我不确定答案是A", "if the answer is A". */
export function doubtBefore(x: Ctx, cueStart: number): boolean {
  const from = Math.max(x.lo, cueStart - 40)
  const left = x.s.slice(from, cueStart)
  let cut = 0
  CLAUSE_BREAK_G.lastIndex = 0
  for (let m = CLAUSE_BREAK_G.exec(left); m; m = CLAUSE_BREAK_G.exec(left)) cut = m.index + m[0].length
  return DOUBT.test(cut === 0 ? left : left.slice(cut))
}

export function clauseEnd(x: Ctx, from: number, max: number): number {
  return sentenceEndFrom(x.s, from, Math.min(x.hi, from + max))
}
