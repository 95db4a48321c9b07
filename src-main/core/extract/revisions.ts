// How a model commits to an answer and takes it back. Reasoning models state an answer, then
// correct it ("答案：B……更正：D", "所以选B。不对……答案改为：C"), or state it and then explain it
// ("答案：C\n\n解析：……有人会选B"). The last answer the model commits to wins; an explanation that
// follows a final-answer line does not override it, a correction does.

import type { Ctx } from './context'

// Words that take back what came before. Interjections (不对，/ 不。) count only where a sentence,
// a parenthesis or a clause of their own starts; as a verdict inside an explanation ("B项需氧菌不对")
// they do not.
const RETRACT_G =
  /(?:^|[。！？!?\n…—(（]\s*)(?:不对|不，|不是的|错了|哦)|[，,]\s*不对(?=[，,。！!])|等等|等一下|等一等|说错|写错|看错|搞错|记错|混淆了|弄混|更正|纠正|修正|改正|修改|改为|改成|改选|(?:答案|以上|上述|前面|刚才|之前)(?:的答案)?(?:有误|错误|不对)|选错|答错|重新(?:考虑|审视|思考|计算|算|看|读|审题|分析)|再(?:想想|想一想|核对|检查|仔细|审题|读一下|看一下题)|仔细(?:想想|一想)|抱歉|不好意思|对不起|\bwait\b|\bactually\b|\bhold on\b|\bhmm\b|\bon second thought|\bre-?read|\breconsider|\bcorrect(?:ion|ed)\b|\bscratch that|\bmistake\b|\bI was wrong/gim

/** Words after a statement that show the model was still deliberating (used when the output was cut). */
const TURN_G =
  /但是?|不过|然而|可是|让我|我们再|我再|需要再|还需要|还要|核实|确认一下|检查一下|等等|不对|[?？]|\bbut\b|\bhowever\b|\blet\s+me\b|\blet['’]s\b|\bdouble-check|\bverify\b|\bwait\b|\bhmm\b|\bactually\b/gi

/** Words that make an answer statement final wherever it stands. */
const FINAL_WORD_G = /最终|最后|更正|修正|纠正|改正|改为|改成|改选|\bfinal\b|\bcorrect(?:ion|ed)\b|\brevised\b|\bupdated\b/gi

/** Words that make a statement a conclusion ("故选B", "因此，本题答案为C", "Therefore, the answer is A"). */
const CONCLUSION_G = /故|因此|所以|因而|综上|总之|由此|可见|据此|\btherefore\b|\bthus\b|\bhence\b|\bconsequently\b|\bin\s+conclusion\b/gi

/** An answer cue that opens its line ("答案：C", "**答案**：C", "【答案】C", "Answer: B") is a final answer line. */
const ANSWER_NOUN_Y = /(?:(?:正确|参考|标准|最终)?答案|答\s*[:：]|answer|结论|正确的?选项|final)/iy

/** Words that can make a statement final wherever it stands (a cheap pre-test for FINAL_WORD_G). */
const FINAL_WORD_HINT_G = /最终|最后|更正|修正|纠正|改正|改[为成选]|final|correct(?:ion|ed)|revised|updated/gi

function firstAt(re: RegExp, s: string, from: number, to: number): number {
  if (from >= to) return -1
  re.lastIndex = from
  const m = re.exec(s)
  return m !== null && m.index < to ? m.index : -1
}

export function retractedBetween(x: Ctx, from: number, to: number): boolean {
  return firstAt(RETRACT_G, x.s, from, to) >= 0
}

/** Where the model first takes something back after `from`, or -1. */
export function retractionAfter(x: Ctx, from: number): number {
  return firstAt(RETRACT_G, x.s, from, x.hi)
}

/**
 * The model goes on to question a statement that ends at `from`: a turn in what immediately
 * follows it (the rest of its paragraph, at most 80 characters). An explanation further on
 * ("所以答案是B。\n\n解析：A项虽然……但……") is not a turn.
 */
export function turnAfter(x: Ctx, from: number): boolean {
  const para = x.s.indexOf('\n\n', from)
  return firstAt(TURN_G, x.s, from, Math.min(x.hi, from + 80, para < 0 ? x.hi : para)) >= 0
}

/**
 * Whether s[lo, to) may hold a final answer statement: a "final" or correction word anywhere, or
 * a line that opens with an answer word. Lets the walk skip looking back on most outputs.
 */
export function finalHintBefore(x: Ctx, to: number): boolean {
  if (firstAt(FINAL_WORD_HINT_G, x.s, x.lo, to) >= 0) return true
  const s = x.s
  for (let line = x.lo; line >= 0 && line < to; line = s.indexOf('\n', line) + 1 || -1) {
    let k = line
    while (k < to && isLineOpener(s.charCodeAt(k))) k++
    ANSWER_NOUN_Y.lastIndex = k
    if (k < to && ANSWER_NOUN_Y.test(s)) return true
  }
  return false
}

/** Line-opening decoration: blanks, markdown, quote marks, bullets, brackets. */
function isLineOpener(c: number): boolean {
  return (
    c === 32 || c === 9 || c === 0x3000 || c === 35 || c === 42 || c === 95 || c === 62 || c === 45 || c === 0x2022 ||
    c === 0xb7 || c === 124 || c === 0x3010 || c === 91 || c === 40 || c === 0xff08 || c === 0x2705 || c === 0x2714
  )
}

/** Start of the line holding `i`, or -1 when something other than decoration precedes `i` on it. */
function lineOpenedAt(x: Ctx, i: number): number {
  let k = i
  while (k > x.lo && isLineOpener(x.s.charCodeAt(k - 1))) k--
  return k === x.lo || x.s.charCodeAt(k - 1) === 10 ? k : -1
}

/**
 * Whether the statement whose cue spans [cueStart, letterStart) is a final answer: a correction or a
 * "final" word in the cue or just before it on its line (修正后的答案, 最终答案, Final answer), or an
 * answer cue that opens its line.
 */
/**
 * Whether the statement whose cue spans [cueStart, letterStart) draws a conclusion: a therefore
 * word in the cue or just before it on its line. A conclusion overrides an earlier final answer
 * line ("D. 有排卵型功血\n\n解析：……故本题选B" answers B); a mere mention in an explanation
 * ("有人会选B", "选A胸片则敏感性太低") does not.
 */
export function isConclusion(x: Ctx, cueStart: number, letterStart: number): boolean {
  const s = x.s
  let ls = cueStart
  while (ls > x.lo && cueStart - ls < 8 && s.charCodeAt(ls - 1) !== 10) ls--
  return firstAt(CONCLUSION_G, s, ls, letterStart) >= 0
}

export function isFinalCue(x: Ctx, cueStart: number, letterStart: number): boolean {
  const s = x.s
  let ls = cueStart
  while (ls > x.lo && cueStart - ls < 16 && s.charCodeAt(ls - 1) !== 10) ls--
  if (firstAt(FINAL_WORD_G, s, ls, letterStart) >= 0) return true
  if (lineOpenedAt(x, cueStart) < 0) return false
  ANSWER_NOUN_Y.lastIndex = cueStart
  return ANSWER_NOUN_Y.test(s)
}

// A line inside unclosed reasoning that gives the final answer: "**最终答案：C**", "答案：B",
// "【答案】A", "Final Answer: B", "$\\boxed{C}$". A plain "答案是A。" inside reasoning is thinking aloud.
const FINAL_LINE_G =
  /^[ \t>#*_\-•【\[]*(?:【答案】|(?:(?:正确|参考|标准)?答案|answer|结论)[ \t*_]*(?:[:：]|$)|(?:(?:最终|最后)(?:答案|选择|结论|回答)|final\s+answer)[ \t*_]*(?:[:：]|是|为|is\b|$)|\$*\\boxed\{)/gim

/**
 * Start of the last final-answer line in reasoning that starts at `from` and was never closed
 * ("<think>\n……所以选C。\n\n**最终答案：C**" with no </think>), or -1. The line must follow some
 * reasoning: a thought that opens with an answer has not been reasoned yet.
 */
export function finalLineInThought(text: string, from: number): number {
  let last = -1
  FINAL_LINE_G.lastIndex = from
  for (let m = FINAL_LINE_G.exec(text); m !== null; m = FINAL_LINE_G.exec(text)) {
    if (m.index > from) last = m.index
    if (m[0].length === 0) FINAL_LINE_G.lastIndex++
  }
  if (last < 0) return -1
  for (let i = from; i < last; i++) {
    const c = text.charCodeAt(i)
    if (c > 32 && c !== 0x3000) return last
  }
  return -1
}
