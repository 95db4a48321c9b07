// Per-call state of the choice extractor and the checks every rule shares: where a verdict after a
// letter starts, whether a letter is an echoed option-list entry, whether it is ruled out after.

import { sentenceEndFrom, type LetterGroup, type LetterMask } from './letters'
import { isListingEntry, matchHaystack, optionTextAt, type OptionInfo } from './options'
import { ATTRIBUTED, CLAUSE_BREAK_G, DOUBT, NEG_AFTER_Y } from './patterns'

/** Something the output asserts: letters, where it says so, and the rule that read it. */
export interface Assertion {
  mask: LetterMask
  start: number
  end: number
  rule: string
  /** A final answer (final-answer line, correction, markup): later explanations do not override it. */
  final?: boolean
  /** A conclusion (故选B, 因此答案为C): overrides an earlier final answer line. */
  conclusive?: boolean
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

/** The clause before a cue (at most 40 characters, from the last clause break). */
function clauseBefore(x: Ctx, cueStart: number): string {
  const from = Math.max(x.lo, cueStart - 40)
  const left = x.s.slice(from, cueStart)
  let cut = 0
  CLAUSE_BREAK_G.lastIndex = 0
  for (let m = CLAUSE_BREAK_G.exec(left); m; m = CLAUSE_BREAK_G.exec(left)) cut = m.index + m[0].length
  return cut === 0 ? left : left.slice(cut)
}

/**
 * How the clause before a cue frames the statement: 1 doubt ("我不确定答案是A", "if the answer is
 * A"), 2 someone else's choice ("有人认为应选B", "many students choose D"), 0 neither.
 */
export function framingBefore(x: Ctx, cueStart: number): number {
  const clause = clauseBefore(x, cueStart)
  return DOUBT.test(clause) ? 1 : ATTRIBUTED.test(clause) ? 2 : 0
}

export function clauseEnd(x: Ctx, from: number, max: number): number {
  return sentenceEndFrom(x.s, from, Math.min(x.hi, from + max))
}

/**
 * A verdict mark opening the letter's line ("✅ A. 抗炎", "- ❌ B 镇痛", "- [x] C", "- [ ] D"): 1 for a
 * check, -1 for a cross or an empty box, 0 for none. Marks elsewhere belong to the letter before
 * them ("A:× B:√").
 */
export function markBefore(x: Ctx, g: LetterGroup): number {
  const s = x.s
  let k = g.start
  while (k > x.lo && isMarkGap(s.charCodeAt(k - 1))) k--
  if (k <= x.lo) return 0
  let sign = markSign(s.charCodeAt(k - 1))
  if (sign !== 0) k--
  else if (s.charCodeAt(k - 1) === 93 && k - 3 >= x.lo && s.charCodeAt(k - 3) === 91) {
    // "[x]" / "[ ]"
    const b = s.charCodeAt(k - 2)
    sign = b === 120 || b === 88 || markSign(b) > 0 ? 1 : b === 32 ? -1 : 0
    k -= 3
  }
  if (sign === 0) return 0
  while (k > x.lo && isMarkGap(s.charCodeAt(k - 1))) k--
  return k === x.lo || s.charCodeAt(k - 1) === 10 ? sign : 0
}

/** ✅ ✔ ☑ ✓ → 1, ❌ ✗ ✘ × → -1, else 0. */
export function markSign(c: number): number {
  if (c === 0x2705 || c === 0x2714 || c === 0x2611 || c === 0x2713) return 1
  if (c === 0x274c || c === 0x2717 || c === 0x2718 || c === 0xd7) return -1
  return 0
}

function isMarkGap(c: number): boolean {
  return c === 32 || c === 9 || c === 42 || c === 95 || c === 45 || c === 0xfe0f || c === 0x3000
}
