// A chat model's reply may open with a line of courtesy ("好的，我来看这道题。", "Sure, let me work through this.")
// before the answer it leads with: the rules that read an output's opening read it after that line.

import type { Ctx } from './context'
import { isBlankCode } from './letters'
import { anyLetterIn, capitalIn } from './statements'

// A line of courtesy opening a chat model's reply ("好的，我来看这道题。", "Sure, let me work through this."), or one naming
// the topic ("这道题考查的是临床基础知识。", "This question tests renal physiology."), naming no option.
const COURTESY_Y = /[ \t]*(?:(?:好的|好|嗯+|明白了?|收到|OK|Okay|Sure|Alright|All right|Certainly|Of course|Got it|Great question|好问题)(?![A-Za-z])|(?:我来|下面我?来?|让我们?来?|这道题我?来|Let me\b|Let['’]s\b|Here['’]s\b|Here is\b)|(?:这道题|本题|这题|该题|此题)(?:主要|重点)?(?:考查|考察|考的是|考点是?|涉及)|This\s+(?:question|item|one)\s+(?:tests|is\s+testing|is\s+about|asks\s+about|concerns)\b)[^\n]{0,40}\n[ \t]*\n?/iy

/** s[lo, hi) is a line of courtesy and nothing else ("好的。\n\n" before reasoning that never closed). */
export function courtesyOnly(s: string, lo: number, hi: number): boolean {
  COURTESY_Y.lastIndex = lo
  if (hi - lo > 60 || !COURTESY_Y.test(s)) return false
  let k = COURTESY_Y.lastIndex
  while (k < hi && isBlankCode(s.charCodeAt(k))) k++
  return k >= hi && !capitalIn(s, lo, hi, 0x3ff)
}

/** Where the reply proper opens: after a line of courtesy opening it, or x.lo. */
export function openingStart(x: Ctx): number {
  COURTESY_Y.lastIndex = x.lo
  if (!COURTESY_Y.test(x.s)) return x.lo
  const at = COURTESY_Y.lastIndex
  return at < x.hi && !anyLetterIn(x, x.lo, at) ? at : x.lo
}

