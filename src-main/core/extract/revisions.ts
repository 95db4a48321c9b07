// How a model commits to an answer and takes it back. Reasoning models state an answer, then
// correct it ("答案：B……更正：D", "所以选B。不对……答案改为：C"), or state it and then explain it
// ("答案：C\n\n解析：……有人会选B"). The last answer the model commits to wins; an explanation that
// follows a final-answer line does not override it, a correction does.

import type { Ctx } from './context'
import { isLatin, isUpper } from './letters'
import { alternativesOf, TieredDispatch } from './firstChars'
import { WordList } from './words'

// Words that take back what came before. Interjections (不对，/ 哦 / 错了) count only where a
// sentence, a parenthesis or a clause of their own starts (see isInterjection); as a verdict inside
// an explanation ("B项需氧菌不对") they do not. Every alternative starts with its word, so the regex
// engine can skip ahead by first characters.
const RETRACT_G =
  /(不对|不，|不是的|错了|哦)|勘误|笔误|口误|编辑于|【编辑|（编辑|手误|手滑|收回|撤回|作废|推翻|(?<!但|却|会|就|而)漏(?:了|选|掉)|遗漏|(?<!宁可|宁愿|宁肯)少选|补选|等等|等一下|等一等|说错|写错|看错|搞错|记错|写快了|划掉|划去|涂掉|擦掉|擦去|重写|补一句|补充一句|更新一下|改一下|混淆了|弄混|更正|纠正(?!休克|酸|碱|低|高|贫血|脱水|电解质|水|凝血|缺|心衰|心律|血|循环|容量|内环境|代谢|营养|畸形|不良|病因|诱因)|修正|改正|修改|订正|修订|(?<!题目|题干|问题|问法|设问|本题|此题|这题|若|如果|假如|假设|要是|不用|不必|无需|无须|不需要?|没必要|用不着|不要|[别勿]|不能|不应|不该)(?:改为|改成)|改选|(?:答案|以上|上述|前面|刚才|之前|此前|先前|上面)(?:的)?(?:答案|回答)?(?:有误|错误|不对)|(?:以上|上述|前面|刚才|之前|此前|先前|上面)的?(?:答案|回答)(?=应为|应该是|应是|改为|更正为)|(?<![未没不需必])再次(?:检查|核对|核算|计算|确认|审题)|(?:计算|推算|换算)(?:有误|错误|出错)|\bedit(?:ed)?\s*[:：]|\bmixed\s+up\b|选错|答错|重新(?:考虑|审视|思考|计算|算|看|读|审题|分析)|(?<![未没不需必])再(?:想想|想一想|核对|检查(?=一下|一遍|下|看)|仔细|审题|读一下|看一下题)|仔细(?:想想|一想)|抱歉|不好意思|对不起|\bwait\b|\bactually\b|\bhold on\b|\bhmm\b|\bon second thought|\bre-?read|\breconsider|\brethink(?:ing)?\b|答反了|写成了(?=[ \t]*[A-J](?![A-Za-z]))|(?<=(?:^|\n)[ \t*_>]*)No\s*[—–]|\bcorrect(?:ion|ed)\b|\brevis(?:ion|ed)\b|\bamend(?:ment|ed)\b|\bscratch(?:ing)? that|\bmistake\b|\bI was wrong|\boops\b|\bsorry\b|\bmy bad\b|\bI mis(?:read|spoke|remembered|judged)\b|\bI misread\b/gi

/** An interjection at k: at the start of a sentence, line or parenthesis, or "，不对，". */
function isInterjection(s: string, k: number, lo: number, word: string): boolean {
  let j = k
  while (j > lo && (s.charCodeAt(j - 1) === 32 || s.charCodeAt(j - 1) === 9)) j--
  if (j <= lo) return true
  const c = s.charCodeAt(j - 1)
  if (c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 33 || c === 63 || c === 10 || c === 0x2026 || c === 0x2014 || c === 40 || c === 0xff08) return true
  if ((c === 0xff0c || c === 44) && word === '不对') {
    const d = s.charCodeAt(k + 2)
    return d === 0xff0c || d === 44 || d === 0x3002 || d === 0xff01 || d === 33
  }
  return false
}

/**
 * Every place in x.s from x.lo on where a retraction word starts: [start, length, interjection?]
 * triples, found in one pass and kept on the context, since the walk asks about many stretches of
 * one output. A match is taken at each place one can start (the pass resumes one character on),
 * so a stretch starting inside an earlier match finds what a search from there would.
 */
function retractionsOf(x: Ctx): number[] {
  if (x.retractCache !== null && x.retractCache.s === x.s && x.retractCache.lo === x.lo) return x.retractCache.at
  const at: number[] = []
  const s = x.s
  for (let i = RETRACT_DISPATCH.nextPlace(s, x.lo, s.length); i >= 0; i = RETRACT_DISPATCH.nextPlace(s, i + 1, s.length)) {
    const m = RETRACT_DISPATCH.execAt(s, i)
    if (m !== null) at.push(i, m[0].length, m[1] === undefined ? 0 : 1)
  }
  x.retractCache = { s: x.s, lo: x.lo, at }
  return at
}

// RETRACT_G tried at one place, at the places one of its words can start, with only the words that can
// start there (firstChars.ts). The interjections, its first alternative, keep group 1.
const [INTERJECTIONS, ...RETRACT_WORDS] = alternativesOf(RETRACT_G.source)
/** The retraction words' alternatives, for the test that holds their first characters to every match. */
export function retractionAlternatives(): string[] {
  return [INTERJECTIONS, ...RETRACT_WORDS]
}
const RETRACT_DISPATCH = new TieredDispatch([[INTERJECTIONS], RETRACT_WORDS], 'iy', ([interjections, words]) => `${interjections}|${words}`)

/** Index of the first retraction in s[from, to), or -1. */
export function retractionIn(x: Ctx, from: number, to: number): number {
  if (from >= to) return -1
  if (from < x.lo) return retractionScanned(x, from, to)
  const at = retractionsOf(x)
  // The first kept place at or after `from` (triples: search over their starts).
  let lo = 0
  let hi = at.length / 3
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (at[mid * 3] < from) lo = mid + 1
    else hi = mid
  }
  let k = lo * 3
  while (k < at.length && at[k] < to) {
    const i = at[k]
    if (at[k + 2] === 0 || isInterjection(x.s, i, x.lo, x.s.slice(i, i + at[k + 1]))) return i
    // As a search would go on: past the end of the match it passed over.
    const next = i + at[k + 1]
    while (k < at.length && at[k] < next) k += 3
  }
  return -1
}

/** retractionIn by searching the text itself: for a stretch before the context's start, and as the reference the kept places are tested against. */
export function retractionScanned(x: Ctx, from: number, to: number): number {
  const s = x.s
  RETRACT_G.lastIndex = from
  for (let m = RETRACT_G.exec(s); m !== null && m.index < to; m = RETRACT_G.exec(s)) {
    if (m[1] === undefined || isInterjection(s, m.index, x.lo, m[1])) return m.index
  }
  return -1
}

/** Words after a statement that show the model was still deliberating (used when the output was cut). */
const TURN_G =
  /但是?|不过|然而|可是|让我|我们再|我再|需要再|还需要|还要|核实|确认一下|检查一下|等等|不对|下面再|接下来再|再逐项|逐项排除|逐一排除|[?？]|\bbut\b|\bhowever\b|\blet\s+me\b|\blet['’]s\b|\bdouble-check|\bverify\b|\bwait\b|\bhmm\b|\bactually\b/gi

/** Words that make an answer statement final wherever it stands ("更新答案：C", "新答案：C" after an earlier answer line). */
const FINAL_WORD_G = /最终|最后|更新为|完整答案|更正|修正|纠正|改正|订正|修订|为准|改为|改成|改选|更新后|调整后|调整为|补充后|新答案|\bfinal\b|\bcorrect(?:ion|ed)\b|\brevised\b|\bupdated\b|\bchanging\b/gi
const FINAL_WORDS = ['最终', '最后', '更新为', '完整答案', '更正', '修正', '纠正', '改正', '订正', '修订', '为准', '改为', '改成', '改选', '更新后', '调整后', '调整为', '补充后', '新答案', 'final', 'correction', 'corrected', 'revised', 'updated', 'changing']

/** Words that make a statement a conclusion ("故选B", "因此，本题答案为C", "Therefore, the answer is A"). */
const CONCLUSION_WORDS = ['故', '因此', '所以', '因而', '综上', '总之', '由此', '可见', '据此', 'therefore', 'thus', 'hence', 'consequently', 'in conclusion']

/** Both lists, looked up in one pass over a statement's cue (see commitment). */
const COMMITMENT_WORDS = new WordList([...FINAL_WORDS, ...CONCLUSION_WORDS])
const IS_FINAL_WORD = new Set(FINAL_WORDS)

/** An answer cue that opens its line ("答案：C", "**答案**：C", "【答案】C", "Answer: B") is a final answer line. */
const ANSWER_NOUN_Y = /(?:(?:正确|参考|标准|最终)?答案|答\s*[:：]|answer|结论|正确的?选项|final)/iy

/** Index of the first match of global `re` in s[from, to), or -1. The regex runs on a slice (a
 *  view, not a copy), so a miss costs the window, not the rest of the output. */
function firstAt(re: RegExp, s: string, from: number, to: number): number {
  if (from >= to) return -1
  re.lastIndex = 0
  const m = re.exec(s.slice(from, to))
  return m === null ? -1 : from + m.index
}

export function retractedBetween(x: Ctx, from: number, to: number): boolean {
  return retractionIn(x, from, to) >= 0
}

/** Where the model first takes something back after `from`, or -1. */
export function retractionAfter(x: Ctx, from: number): number {
  return retractionIn(x, from, x.hi)
}

/**
 * The model goes on to question a statement that ends at `from`: a turn in what immediately
 * follows it (the rest of its paragraph, at most 80 characters). An explanation further on
 * ("所以答案是B。\n\n解析：A项虽然……但……") is not a turn.
 */
export function turnAfter(x: Ctx, from: number): boolean {
  const para = x.s.indexOf('\n\n', from)
  const to = Math.min(x.hi, from + 80, para < 0 ? x.hi : para)
  return firstAt(TURN_G, x.s, from, optionLineWithin(x, from, to)) >= 0
}

/**
 * The start of the first line in s[from, to) that opens with an option letter ("选C。\nA 阿司匹林：…\nB
 * 布洛芬：…，但…"), else `to`: a "但" in the analysis of another option does not turn from the answer.
 */
function optionLineWithin(x: Ctx, from: number, to: number): number {
  const s = x.s
  for (let nl = s.indexOf('\n', from); nl >= 0 && nl < to; nl = s.indexOf('\n', nl + 1)) {
    let k = nl + 1
    while (k < to && isLineOpener(s.charCodeAt(k))) k++
    const c = s.charCodeAt(k)
    if (isUpper(c) && (x.info.universe >> (c - 65)) & 1 && !isLatin(s.charCodeAt(k + 1))) return nl
  }
  return to
}

/**
 * Whether s[lo, to) may hold a final answer statement made with a cue: a "final" or correction
 * word (found by its first character, then confirmed), or a line that opens with an answer word.
 * Lets the walk skip looking back on most outputs.
 */
export function finalCueBefore(x: Ctx, to: number): boolean {
  const s = x.s
  if (firstAt(FINAL_WORD_G, s, x.lo, to) >= 0) return true
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
export function lineOpenedAt(x: Ctx, i: number): number {
  let k = i
  while (k > x.lo && isLineOpener(x.s.charCodeAt(k - 1))) k--
  return k === x.lo || x.s.charCodeAt(k - 1) === 10 ? k : -1
}

/**
 * What a statement is to the model: 0 just said; 1 its final answer (a final answer line, a
 * correction, a "final" word: later explanations do not override it); 2 a conclusion it draws
 * (故选B, 因此答案为C, Therefore the answer is A: overrides an earlier final answer line).
 */
export type Commitment = 0 | 1 | 2

/**
 * How the statement whose cue spans [cueStart, letterStart) commits: final (1) when a correction or a
 * "final" word is in the cue or just before it on its line (修正后的答案, 最终答案, Final answer,
 * Correction:) or an answer cue opens its line ("答案：C", "**答案**：C", "Answer: B"); a
 * conclusion (2) when a therefore word is ("D. 有排卵型功血\n\n解析：……故本题选B" answers B, while a mere
 * mention in an explanation, "有人会选B" or "选A胸片则敏感性太低", does not override the answer line).
 */
export function commitment(x: Ctx, cueStart: number, letterStart: number): Commitment {
  const s = x.s
  let ls = cueStart
  while (ls > x.lo && cueStart - ls < 16 && s.charCodeAt(ls - 1) !== 10) ls--
  // Therefore words count closer to the cue (8 characters), so a sentence before does not lend one.
  const near = cueStart - 8
  let conclusion = false
  for (let k = COMMITMENT_WORDS.find(s, ls, letterStart); k >= 0; k = COMMITMENT_WORDS.find(s, k + 1, letterStart)) {
    const word = COMMITMENT_WORDS.wordAt(s, k, letterStart) as string
    if (IS_FINAL_WORD.has(word)) return 1
    if (k >= near) conclusion = true
  }
  // "正确答案：**A**" opening its line: the cue matched from 答案, its qualifier stands before it.
  const q = s.slice(cueStart - 2, cueStart)
  const lineAt = q === '正确' || q === '参考' || q === '标准' || q === '最终' || q === '本题' ? cueStart - 2 : cueStart
  if (lineOpenedAt(x, lineAt) >= 0) {
    ANSWER_NOUN_Y.lastIndex = lineAt
    if (ANSWER_NOUN_Y.test(s)) return 1
  }
  return conclusion ? 2 : 0
}

// A line inside unclosed reasoning that gives the final answer: "**最终答案：C**", "最终答案 → C", "答案：B", "我的答案：ⓒ",
// "所选：Ⓒ", "本题答案为【Ｃ】",
// "【答案】A", "Final Answer: B", "$\\boxed{C}$", a line that is only "正确答案是 B", and a line that opens by stating
// its answer ("答案为E，即…", "我的答案是B", "综上，选C。", "所以这题我会选（d）…", "So the answer is B."): the labelling brief keeps an answer stated before the length
// limit cut, "答案：D" repeated until the limit included. "答案是A" inside a sentence is thinking aloud.
const FINAL_LINE_G =
  /^[ \t>#*_\-•【\[]*(?:(?:所以|因此|故|综上所?述?)[，,]?\s*)?(?:【答案】|答案(?=[ \t]*[（(【\[［][ \t]*[A-J])|答(?=[ \t]*[:：])|(?:(?:我的|本题的?|这题的?|最终的?)?(?:正确|参考|标准|完整|补充后的?|更正后的?|修正后的?)?答案|answer|结论|所选|我选|我的选择)[ \t*_]*(?:[:：]|$)|正确答案(?:是|为)(?=[ \t*_]*[A-Ja-jＡ-Ｊａ-ｊ][ \t*_。.]*$)|(?:我的|本题的?)?答案(?:为|是)(?=[ \t*_]*[:：]?[ \t*_]*[【\[［(（]?[ \t]*[A-JＡ-Ｊ](?![A-Za-z]))|(?<=(?:所以|因此|故|综上所?述?)[，,]?[ \t]*)(?:(?:本题|这题|此题|这道题)?我?(?:会|就|还是)?)?应?选(?=[ \t*_]*[（(]?[ \t]*[A-JＡ-Ｊa-j](?![A-Za-z]))|(?:so|therefore|thus),?\s+the\s+answer\s+is(?=[ \t*_]*[A-J](?![A-Za-z]))|(?:(?:最终|最后)(?:给出)?(?:我的)?(?:答案|选择|选项|结论|回答)|final\s+answer|final(?=[ \t*_]*:))[ \t*_]*(?:[:：→⇒➜➡]|=>|->|是|为|is\b|$)|\$*\\boxed\{)/gim

// What opens a line that turns away from the one before it.
const TURN_Y = /\s*(?:不过|但是?|然而|可是|不对|等等|再想想|\bbut\b|\bwait\b|\bhowever\b|\bhmm\b)/iy

/** The line after the one at `at` opens by turning away from it. */
function turnsAfterLine(text: string, at: number): boolean {
  const nl = text.indexOf('\n', at)
  if (nl < 0) return false
  TURN_Y.lastIndex = nl + 1
  return TURN_Y.test(text)
}

// The reasoning's last clause concludes with the answer and ends the text: "本例为Ⅰ期愈合，故答案：Ⓐ".
const FINAL_CLAUSE_AT_END = /[，,。；;][ \t]*(?:所以|因此|故|综上所?述?)[，,]?[ \t]*(?:本题)?(?:正确)?(?:答案|应选|选)[ \t]*(?:为|是)?[ \t]*[:：]?[ \t*_]*[A-JＡ-Ｊ\u24b6-\u24bf](?:[ \t]*[、,，]?[ \t]*[A-J])*[ \t*_。.]*$/

const LOOPED_CLAUSE_AT_END = /[，,。；;→][ \t]*(?:(?:所以|因此|故|综上所?述?)[，,]?[ \t]*)?(?:本题)?(?:正确)?(?:答案|应选|选)[ \t]*(?:为|是)?[ \t]*[:：]?[ \t*_]*[A-J][ \t*_。.]*$/

/** Start of a concluding clause that ends reasoning never closed (after at least some reasoning), or -1. */
function finalClauseAtEnd(text: string, from: number): number {
  let end = text.length
  while (end > from && text.charCodeAt(end - 1) <= 32) end--
  // "……→挥鞭样损伤，选B。\n\nB\n\nB\n\nB" cut by the limit: the conclusion's letter repeated, a line
  // each, is the answer in a loop; the clause above it is what ends the reasoning.
  let repeated = ''
  let times = 0
  for (;;) {
    const ls = Math.max(from, text.lastIndexOf('\n', end - 1) + 1)
    const line = text.slice(ls, end).trim()
    if (!/^[A-J]$/.test(line) || (repeated !== '' && line !== repeated)) break
    repeated = line
    times++
    end = ls
    while (end > from && text.charCodeAt(end - 1) <= 32) end--
  }
  if (times === 1) return -1
  const lineStart = Math.max(from, text.lastIndexOf('\n', end - 1) + 1)
  // Before a loop the clause need not say 所以: "……，选B。" then B repeated is the conclusion restated.
  const m = (times > 0 ? LOOPED_CLAUSE_AT_END : FINAL_CLAUSE_AT_END).exec(text.slice(lineStart, end))
  if (m === null || (times > 0 && m[0].replace(/[ \t*_。.]+$/, '').slice(-1) !== repeated)) return -1
  return lineStart + m.index + 1
}

/**
 * Start of the last final-answer line in reasoning that starts at `from` and was never closed
 * ("<think>\n……所以选C。\n\n**最终答案：C**" with no </think>), or -1. The line must follow some
 * reasoning: a thought that opens with an answer has not been reasoned yet.
 */
export function finalLineInThought(text: string, from: number): number {
  const clause = finalClauseAtEnd(text, from)
  if (clause >= 0) return clause
  let last = -1
  FINAL_LINE_G.lastIndex = from
  for (let m = FINAL_LINE_G.exec(text); m !== null; m = FINAL_LINE_G.exec(text)) {
    // "答案是A。\n不过职业粉尘……也很重要": a line the next one turns away from is thinking aloud.
    if (m.index > from && !turnsAfterLine(text, m.index)) last = m.index
    if (m[0].length === 0) FINAL_LINE_G.lastIndex++
  }
  if (last < 0) return -1
  for (let i = from; i < last; i++) {
    const c = text.charCodeAt(i)
    if (c > 32 && c !== 0x3000) return last
  }
  return -1
}
