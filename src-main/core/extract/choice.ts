// Reads the final answer of a choice item from a model's free-text output.
//
// Order of evidence, strongest first (the name of the rule that decided is returned):
//  1. The LAST answer statement made with letters: an answer cue and letters (答案是B, 故选B, 答：B,
//     【答案】B, 正确的是B, The answer is (B), Answer: B, I choose B, 因此B。), MedBench brackets
//     (<B>, <A, C>), \boxed{B}, <answer>B</answer>, or a strong verdict (B是正确答案, B is the
//     correct answer). "Last" because models reason first and conclude at the end; a statement
//     whose letters are all ruled out afterwards ("答案是A……A不对") is dropped.
//  2. A first line that is only the answer ("B", "**B. 卵巢**" followed by an explanation), unless it
//     heads a per-option analysis; failing that, an answer given by layout (layout.ts): the only block
//     of letter-only lines ("…的临床表现：\n\nB、C、D、E"), an option list with the chosen options
//     marked ("B. 基底节区 ✓"), the only line of option texts alone.
//  3. An answer cue followed by an option's text (答案是卵巢), when no letter was stated.
//  4. Weak statements: 说法错误的是B (questions asking for the wrong statement), 可能是B.
//  5. A last line that is only the answer.
//  6. Per-option verdicts: the union of letters judged correct (A正确 / 选项B和D都对 / Both A and C
//     are correct), minus letters ruled out later.
//  7. A letter opening the output ("B，因为…").
//  8. An option's text after a phrase such as 诊断为 / 首选 / 考虑, or paraphrased there.
//  9. A refusal (作为AI… / 无法确定 / I cannot answer) gives "".
// 10. An option's text in the first or the closing sentences; 11. the last letter mentioned and
//     not ruled out afterwards.
// Letters inside terms (CT, NYHA, HbA1c, B超, A级, C反应蛋白, 维生素B12, hepatitis B) are never
// read, nor letters outside the given options, nor the labels of an option list the model echoed.
//
// No answer: an answer statement is cancelled by an abstention after it (abstain.ts: "无法从选项中
// 选出唯一正确答案", "暂不作答", "本题无正确答案", "I can't pick one"; after a final answer line or a
// conclusion only those about the answer itself), and without a statement an abstention or a hedge
// stops the fallbacks 3–11 unless the model settles after it. "C/D", "A（或E）", "B或C" on a
// single-answer item are hedges; a statement in a hypothetical ("若问最严重的并发症，则应选A")
// is not the model's answer. On a single-answer item, letters offered as alternatives on the answer's
// line ("答案：C（机械瓣时）/ D（…时）") and an output that ends by narrowing to several options
// ("剩下的选项是B和C。", "So the remaining options are A and D.") give no answer.
//
// Corrections: after an answer statement the model takes back, bare letter lines ending the output
// are its corrected answer ("答案：A、B、C、D\n\n不对，D…\n\nA\nB\nC").
//
// Lists: "A、C", "A（抗炎）、B（镇痛）", one letter per line, ranges ("A～D", multi-answer items only;
// on a single-answer item a range is a hedge), exclusions ("答案：除C、E外均正确", except.ts), and
// answers that point back at a block of option lines ("故应选以上三项", anaphora.ts).
//
// Single-choice outputs that assert several letters as the final answer return all of them; the
// scorer then marks the item wrong. Choosing one of them would reward hedging.
//
// Cost: the prepared text is built only when an output has <think> tags or rare full-width letters;
// letter groups are found by one scan and examined from the last one backwards, so a long
// explanation before "答案：B" is never analysed. About 3–4 µs per realistic output.

import { hay, test, type Assertion, type Ctx } from './context'
import { abstentionIn, doubtOnly, lastAbstention, NOT_MINE, PLACEHOLDER_NOTE } from './abstain'
import { anaphoricAnswer } from './anaphora'
import { danglingCue, isLengthFinish, repetitionLoop } from './cut'
import { alternativesOf, TieredDispatch } from './firstChars'
import { bareItemLine, bareLine, bareLinesAfter, bareLinesBefore, leading, letteredText, optionTextAfterCue, optionTextInSentences, trimEnd } from './fallbacks'
import { headedLetterLines, headsOptions, layoutAnswer, opensChecklist } from './layout'
import { isBlankCode, isLatin, isLower, isMarkdown, isSentenceEnd, lettersToMask, maskToLetters, popcount, type LetterMask } from './letters'
import { courtesyOnly, openingStart } from './opening'
import { findOptionTexts, matchHaystack, nameAndQualifier, optionByOpeningWords, optionHolding, optionInfo, optionTextAt, paraphrasedOption, type OptionInfo } from './options'
import { foldWidth } from '../text/width'
import { ANSWER_FIELD, EITHER_HEDGE, HEDGE_ANY_G, HEDGE_SINGLE_G, REFUSAL, REJECT_LABEL, STRONG_AFTER_Y } from './patterns'
import { prepare, prepareFrom, type Prepared } from './prepare'
import { closingCaveat, closingFooter, closingTrapRemark } from './remarks'
import { finalLineInThought, retractedBetween, retractionAfter, retractionIn, turnAfter } from './revisions'
import { anyLetterIn, capitalIn, finishWalk, lettersNamedIn, markupStatements, orAnotherOption, textStatements, walk } from './statements'
import { CharSet } from './words'

export interface ChoiceExtraction {
  /** Sorted, de-duplicated canonical upper-case letters; "" when no answer was given. */
  answer: string
  /** The exact substring of the original output that decided the answer ("" when none). */
  span: string
  /** Offsets of `span` in the original output: output.slice(start, end) === span. */
  start: number
  end: number
  /** Short name of the rule that fired, for explaining the decision. */
  rule: string
}

export interface ChoiceExtractOptions {
  /** Letter → option text as presented to the model. Letters outside these are never answers. */
  options?: Record<string, string>
  multi: boolean
  /**
   * Why generation stopped, as the model API reported it ("stop", "length", "max_tokens", …).
   * A length limit ("length", "max_tokens", "max_output_tokens", "MAX_TOKENS"; see isLengthFinish)
   * means the response was cut: it then has an answer only where it states one — a final-answer
   * line or markup (答案：B, 【答案】B, 最终答案, Final answer, <B>, \\boxed{B}, <answer>), a first
   * line that is only the answer, or an answer statement (故选B, 答案是卵巢) the model does not go on
   * to question. Letters mentioned on the way, verdicts, weak statements, option texts and the
   * last letter mentioned do not count, nor does anything in unclosed reasoning except a
   * final-answer line. Any other value, or none, changes nothing.
   */
  finishReason?: string | null
}

function result(x: { out: string }, mask: LetterMask, start: number, end: number, rule: string): ChoiceExtraction {
  return { answer: maskToLetters(mask), span: x.out.slice(start, end), start, end, rule }
}

function noAnswer(rule: string): ChoiceExtraction {
  return { answer: '', span: '', start: 0, end: 0, rule }
}

// ---------------------------------------------------------------------------------------------
// Fast path: the whole output is a letter list, maybe with a cue or brackets ("B", "<B>", "(c)",
// "答案：B", "A, C, E", "ACE"). Most platform prompts ask for exactly this.

const FAST =
  /^\s*(?:((?:最终|正确)?答案\s*(?:是|为)?\s*[:：]?|(?:[Ff]inal\s+)?[Aa]nswer\s*[:：]?)\s*)?(?:选项)?\s*([<(（【\[「"]?)\s*([A-Za-zＡ-Ｚａ-ｚ](?:\s*[,，、]\s*[A-ZＡ-Ｚ])*|[A-ZＡ-Ｚ]{2,10})\s*[>)）】\]」"]?\s*(?:项|选项)?\s*[.。．]?\s*$/

function fastPath(out: string, info: OptionInfo): ChoiceExtraction | null {
  const m = FAST.exec(out)
  if (m === null) return null
  const letters = m[3]
  let mask = 0
  let prev = 0
  let separated = false
  for (let i = 0; i < letters.length; i++) {
    let c = letters.charCodeAt(i)
    if (c >= 0xff01) c -= 0xfee0
    if (c >= 97 && c <= 122) {
      if (letters.length !== 1) return null
      c -= 32
    }
    if (c < 65 || c > 90) {
      separated = true
      continue
    }
    const bit = 1 << (c - 65)
    if (!separated && letters.length > 1) {
      // An unseparated run is an answer only if ascending and all options ("ACE", not "CT").
      if (c <= prev || !(bit & info.universe)) return null
      prev = c
    }
    mask |= bit
  }
  mask &= info.universe
  if (mask === 0) return null
  let start = 0
  let end = out.length
  while (start < end && out.charCodeAt(start) <= 32) start++
  while (end > start && out.charCodeAt(end - 1) <= 32) end--
  const rule = m[2] === '<' ? 'angle' : m[1] ? 'cue' : 'bare'
  return result({ out }, mask, start, end, rule)
}

// ---------------------------------------------------------------------------------------------

/** The first line when it is nothing but the answer ("B", "**B. 卵巢**"), on multi-answer items with
 *  the letters on the lines after it ("A\nC\nD"). */
function firstLine(x: Ctx): Assertion | null {
  const s = x.s
  const lo = openingStart(x)
  const nl = s.indexOf('\n', lo)
  const single = nl < 0 || nl > x.hi
  const end = single ? x.hi : trimEnd(s, lo, nl)
  const first = bareItemLine(x, lo, end)
  if (first === null) return single ? null : labelledFirstLine(x, lo, end)
  if (!single && (headsOptions(x, first) || opensChecklist(x, lo))) return null
  first.rule = single ? 'bare' : 'leading'
  return x.multi && !single ? bareLinesAfter(x, first) : first
}

/**
 * A first line that answers under the model's own restatement of the question, the explanation
 * following: "Best initial screening test: **A — anti-tTG IgA** (with a total IgA level).", "✅
 * 确诊胃癌最可靠的方法：**B　胃镜下活检病理检查**". The label names no option and sets none aside; the rest
 * of the line names no other letter, asks nothing and does not turn.
 */
// "ASA分级为Ⅲ级。" opening the output: a short subject, a copula, and one option's whole text.
const STATED_FIRST_LINE = /^[ \t*_#>]*([^\n，,。；;：:!?！？]{2,20}?)(?:应为|为|是|属于)[ \t*_“"「]*([^\n，,。；;：:]{1,30}?)[ \t*_”"」]*[。.]?$/

/** A first line [x.lo, end) stating the answer as one option's whole text after a copula (single-answer items). */
function statedFirstLine(x: Ctx, lo: number, end: number): Assertion | null {
  if (x.info.textLetters.length === 0 || end - lo > 60) return null
  // On the folded text, as option texts are stored.
  const m = STATED_FIRST_LINE.exec(hay(x).slice(lo, end))
  if (m === null || REJECT_LABEL.test(m[1]) || SET_ASIDE_LABEL.test(m[1]) || anyLetterIn(x, lo, end)) return null
  const text = m[2]
  const letter = x.info.textLetters.find((l) => x.info.texts[l] === text)
  return letter === undefined ? null : { mask: 1 << letter, start: lo + m.index, end, rule: 'labelled_text' }
}

/** The first colon (half or full width) in s[from, to) within `max` characters of `from`, or -1. */
function firstColon(s: string, from: number, to: number, max: number): number {
  for (let i = from; i < to && i - from <= max; i++) {
    const c = s.charCodeAt(i)
    if (c === 58 || c === 0xff1a) return i
  }
  return -1
}

/** The first line [lo, end) of the answer text (after any courtesy opening it) as "label: letters". */
function labelledFirstLine(x: Ctx, lo: number, end: number): Assertion | null {
  const s = x.s
  const colon = firstColon(s, lo, end, MAX_FIRST_LABEL)
  if (colon < 0) return x.multi ? null : statedFirstLine(x, lo, end)
  const label = s.slice(lo, colon)
  if (!LABEL_WORDS.test(label) || ANSWER_LABEL.test(label) || FIRST_GUESS.test(label) || REJECT_LABEL.test(label) || SET_ASIDE_LABEL.test(label) || SOURCE_LABEL.test(label) || anyLetterIn(x, lo, colon)) return null
  const g = leading(x, colon + 1, end)
  if (g === null || (!x.multi && popcount(g.mask) !== 1)) return null
  // "…：A、D、E、K" lists vitamins, not options: no capital but the group's may stand on the line.
  if (capitalIn(s, colon + 1, end, ~g.mask & ALL_CAPITALS) || FIRST_LINE_DOUBT.test(s.slice(g.end, end))) return null
  let start = lo
  while (start < colon && s.charCodeAt(start) <= 32) start++
  return { mask: g.mask, start, end: g.end, rule: 'labelled_line' }
}

// Labels that are no restatement of the question: an answer label, which the statements read with
// what corrects it ("答案：D……更正：E"), and a first guess ("**初判**：B", "Initial thought: Apixaban (A)").
const ANSWER_LABEL = /答|结论|\b(?:answer|final|conclusion)\b/i
const FIRST_GUESS = /初判|初步|初看|直觉|第一|倾向|猜|印象|暂|\b(?:thought|guess|gut|instinct|impression|tentative|leaning|hunch|take)\b/i

/** Every capital A–Z as a mask. */
const ALL_CAPITALS = (1 << 26) - 1

/** Characters of a first line's label, at most. */
const MAX_FIRST_LABEL = 40
// A label is words ("确诊胃癌最可靠的方法", "Best initial screening test"), not "1." or "**".
const LABEL_WORDS = /[\u4e00-\u9fff]{2}|[A-Za-z]{3}/
// What takes back or qualifies the letter on its own line: a question, a turn, an alternative.
const FIRST_LINE_DOUBT = /[?？]|但|不过|然而|或者?|还是|可能|\b(?:but|or|maybe|probably|unless)\b/i

// What opens the text after a letter line and questions it: "B\n\n但也要排除…", "A\n\nWait, …".
const TURN_NEXT = /^[\s*_]*(?:但|不过|然而|可是|不对|等等|也要|还要|再想|\bbut\b|\bwait\b|\bhowever\b|\bhmm\b)/i

const SET_ASIDE = /排除|不是|不对|错|不选|\b(?:not|isn['’]t|wrong|exclude)/i

// Characters around an option's text on a line of its own: markdown, blanks, closing punctuation.
const LINE_DECOR = /^[\s*_#>]+|[\s*_。.!！]+$/g

/**
 * In an output cut by the length limit, a line among its first few that states the answer alone: the
 * letters ("背景……\n\nA\n\n解释……") or exactly one option's text ("**NYHA Ⅲ级**。", "Vitamin B1
 * (thiamine)."). The explanation after it is what the limit cut.
 */
function earlyAnswerLine(x: Ctx): Assertion | null {
  const s = x.s
  for (let from = x.lo, n = 0; from < x.hi && n < 6; n++) {
    let nl = s.indexOf('\n', from)
    if (nl < 0 || nl > x.hi) nl = x.hi
    const to = trimEnd(s, from, nl)
    // The line the limit cut ("……\n\nD项" ending the output) may have gone on: it is no line of its own.
    if (nl >= x.hi && to > from) break
    if (to > from) {
      const bare = bareLine(x, from, to, false)
      // "B\n\n但也要排除…" goes on to question the letter: not an answer.
      if (bare !== null && (x.multi || popcount(bare.mask) === 1) && !turnAfter(x, bare.end) && !TURN_NEXT.test(s.slice(bare.end, bare.end + 40))) {
        return { ...bare, rule: 'early_line' }
      }
      if (!x.multi) {
        // "主动脉瓣狭窄杂音的最佳听诊部位是\n\n**C. 胸骨右缘第2肋间**\n\n这里是…": one letter with its own text, a line
        // alone under a line that leads to it (not an option echoed among others).
        const own = bare === null && leadsInto(s, x.lo, from) ? bareLine(x, from, to, true) : null
        if (own !== null && own.end === to && popcount(own.mask) === 1 && !turnAfter(x, own.end) && !TURN_NEXT.test(s.slice(own.end, own.end + 40)) && !letterHeadedNext(x, to)) {
          return { ...own, rule: 'early_line' }
        }
        const text = hay(x).slice(from, to).replace(LINE_DECOR, '')
        const letter = x.info.textLetters.find((l) => x.info.texts[l] === text)
        // "**肾上腺素**\n\n这是需要先排除的一个": an option named to be set aside, not chosen.
        if (letter !== undefined && !SET_ASIDE.test(s.slice(to, to + 40))) return { mask: 1 << letter, start: from, end: to, rule: 'early_line' }
      }
    } else n--
    from = nl + 1
  }
  return null
}

/** An answer word stands in s[from, hi) (a cheap test before looking for answer lines in words). */
function answerWordAfter(s: string, from: number, hi: number): boolean {
  const a = s.indexOf('答', from)
  if (a >= 0 && a < hi) return true
  ANSWER_WORD_G.lastIndex = from
  const m = ANSWER_WORD_G.exec(s)
  return m !== null && m.index < hi
}
const ANSWER_WORD_G = /answer/gi
const ANSWER_LABEL_OPENS = /^[*_#\s]*(?:(?:最终|正确|本题的?|参考)?答案|(?:final\s+)?answer)[*_ \t]*[:：]/i

// A line that ends by leading into what follows: "……的最佳听诊部位是", "正确的处理：", "The answer is".
const LEADS_INTO = /(?:是|为|如下|[:：]|\bis|\bare)[ \t*_]*$/

/** The last non-blank line before `from` leads into it. */
function leadsInto(s: string, lo: number, from: number): boolean {
  const end = trimEnd(s, lo, from)
  if (end <= lo) return false
  return LEADS_INTO.test(s.slice(Math.max(lo, s.lastIndexOf('\n', end - 1) + 1), end))
}

/** The next non-blank line after `to` opens with an option letter (option lines echoed one per line). */
function letterHeadedNext(x: Ctx, to: number): boolean {
  const s = x.s
  let k = to
  while (k < x.hi && isBlankCode(s.charCodeAt(k))) k++
  while (k < x.hi && (s.charCodeAt(k) === 42 || s.charCodeAt(k) === 95 || s.charCodeAt(k) === 35)) k++
  const c = s.charCodeAt(k)
  return c >= 65 && c <= 74 && (x.info.universe & (1 << (c - 65))) !== 0 && !isLatin(s.charCodeAt(k + 1))
}

function noAnswerAt(x: Ctx, rule: string, start: number, end: number): ChoiceExtraction {
  return { answer: '', span: x.out.slice(start, end), start, end, rule }
}

/** The last hedge in s[from, hi) as [start, end], or null (see hedgeAbout). */
function lastHedge(x: Ctx, from: number): [number, number] | null {
  let best: [number, number] | null = null
  for (const re of x.multi ? HEDGES_MULTI : HEDGES_SINGLE) {
    re.lastIndex = from
    for (let m = re.exec(x.s); m !== null && m.index < x.hi; m = re.exec(x.s)) {
      if ((best === null || m.index > best[0]) && hedgeAbout(x, m.index, m.index + m[0].length)) best = [m.index, m.index + m[0].length]
    }
  }
  return best
}

const PAIR_WORDS = /两者|二者|两个|这两|之间|\bboth\b|\beither\b|\bbetween\b/i

/**
 * A hedge phrase is about the answer when two options are named near it ("B和C都有可能", "A、E均
 * 有可能", "between C and D"), or it says "both"/"两者": "预后取决于病情" or "也可能出现腹水" in an
 * explanation is not a hedge.
 */
function hedgeAbout(x: Ctx, a: number, b: number): boolean {
  const s = x.s
  // On a multi-answer item doubt about one option ("答：B、C、D。A我拿不准，不冒险。") leaves it out of the
  // answer: the options that count are those of the hedge's own sentence, not the answer line's before it.
  const from = x.multi ? Math.max(sentenceStartBefore(x, a), a - 40) : Math.max(x.lo, a - 40)
  const to = Math.min(x.hi, b + 30)
  let seen = 0
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c < 65 || c > 90 || isLatin(s.charCodeAt(i - 1)) || (i + 1 < x.hi && isLatin(s.charCodeAt(i + 1)))) continue
    seen |= (1 << (c - 65)) & x.info.universe
    if (seen & (seen - 1)) return true
  }
  return PAIR_WORDS.test(s.slice(from, to))
}

const AS_AI = /^(?:作为|as an ai|I\s)/i

const HEDGES_MULTI = [HEDGE_ANY_G]
const HEDGES_SINGLE = [HEDGE_ANY_G, HEDGE_SINGLE_G]

/**
 * An output cut short (by the length limit, or visibly: an answer cue with nothing after it, a
 * repetition loop) answers only where it says so: a final answer line or markup, an answer
 * statement the model does not go on to question, a first line that is only the answer.
 */
function decideCut(x: Ctx, d: Assertion | null, rule: string, at: number, dangling: boolean): ChoiceExtraction {
  // "答案：ABDE" repeated until the limit cut its last copy to "答案：AB": the copy before it is whole.
  if (d !== null && d.end >= x.hi) {
    const whole = wholeCopyBefore(x)
    if (whole >= 0) {
      const x2: Ctx = { ...x, hi: whole, hayCache: null }
      const w = walk(x2, markupStatements(x2))
      if (w.decided !== null && w.decided.mask !== 0) return result(x, w.decided.mask, w.decided.start, w.decided.end, w.decided.rule)
    }
  }
  // "**答案：ABCD** …… 因此E选项\n\n4. 根据出入量……因此E选项\n\n4. 根据出…" cut: what stands before the loop began speaks.
  const loop = d === null ? -1 : loopStart(x, d.end)
  if (loop >= 0) {
    const x2: Ctx = { ...x, hi: trimEnd(x.s, x.lo, loop), hayCache: null }
    const w = walk(x2, markupStatements(x2))
    if (w.decided !== null && w.decided.mask !== 0 && w.decided.final === true) return result(x, w.decided.mask, w.decided.start, w.decided.end, w.decided.rule)
  }
  // "最终答案：A、B、" where the output stops: the list was cut, its end unknown.
  if (d !== null && listCutAfter(x, d.end)) return noAnswerAt(x, rule, d.start, x.hi)
  // "答案：ACD …… 所以上面那个ACD作废，我重新整理一下答案：" cut there: the answer was taken back.
  const gone = d === null || d.mask === 0 ? null : withdrawnAfter(x, d)
  if (gone !== null) return noAnswerAt(x, 'withdrawn', gone[0], gone[1])
  // "……所以E项" where the output stops: the sentence that would say what E is was cut.
  if (d !== null && (d.final === true || jsonField(x, d) || (!turnAfter(x, d.end) && !cutInClause(x, d.end)))) return result(x, d.mask, d.start, d.end, d.rule)
  // "C\n……等一下，这个字母是我随手写的……\n\n修正答案：" cut there: the opening letter was being corrected.
  if (dangling && CORRECTION_LABEL_END.test(x.s.slice(Math.max(x.lo, x.hi - 24), x.hi))) return noAnswer(rule)
  const first = firstLine(x) ?? earlyAnswerLine(x)
  if (first !== null) return result(x, first.mask, first.start, first.end, first.rule)
  // "……那一侧就是18%除以2。\n\n所以选": an option's text on the way to a cut answer cue is a step, not the answer.
  if (d === null) {
    const t = textStatements(x)
    if (t !== null && (t.final === true || (!turnAfter(x, t.end) && !dangling))) return result(x, t.mask, t.start, t.end, t.rule)
  }
  if (at < 0) return noAnswer(rule)
  const nl = x.s.indexOf('\n', at)
  return noAnswerAt(x, rule, at, nl < 0 || nl > x.hi ? x.hi : trimEnd(x.s, at, nl))
}

/**
 * The answer is the whole value of a JSON field on its own line (`"answer": "D",`): the model filled in its structured
 * answer before the limit cut a later field ("reason": "……但最终诊断必须依靠…"), so what the cut field was saying
 * does not reopen it.
 */
function jsonField(x: Ctx, d: Assertion): boolean {
  const s = x.s
  const lineStart = s.lastIndexOf('\n', d.start - 1) + 1
  const nl = s.indexOf('\n', d.end)
  const lineEnd = nl < 0 || nl > x.hi ? x.hi : nl
  if (lineEnd < x.hi && JSON_ANSWER_LINE.test(s.slice(lineStart, lineEnd))) return true
  // `{"answer": "C", "reason": "抗Sm抗体是…但特异性` (held-out set 108): the next field's string opened on the same line and
  // never closed: the limit cut the reason, not the answer.
  const next = JSON_NEXT_STRING_Y.exec(s.slice(d.end, Math.min(x.hi, d.end + 48)))
  return next !== null && JSON_ANSWER_OPEN.test(s.slice(lineStart, d.end)) && s.indexOf('"', d.end + next[0].length) < 0
}
// The answer field opening its object: `{"answer": "C`, `"answer": "C`.
const JSON_ANSWER_OPEN = /^[ \t]*\{?[ \t]*"[^"\n]{1,30}"[ \t]*:[ \t]*"?[ \t]*\S*$/
// After the answer's letters: the value's closing quote, a comma, and the next field's opening quote.
const JSON_NEXT_STRING_Y = /^"?[ \t]*,[ \t]*"[^"\n]{1,30}"[ \t]*:[ \t]*"/
// A line holding one field whose value is letters alone: `"answer": "D",`, `{"selected": ["A", "C"]}`.
const JSON_ANSWER_LINE = /^[ \t]*\{?[ \t]*"[^"\n]{1,30}"[ \t]*:[ \t]*(?:"[A-J](?:[ ,、]*[A-J])*"|\[[ \t]*"[A-J]"(?:[ \t]*,[ \t]*"[A-J]")*[ \t]*\])[ \t]*[,}]?[ \t]*$/

/**
 * `{"answer": null, "reason": "…原答案给的是氯吡格雷（B）…"}` closing the output, with no answer field holding a letter: the
 * model filled in its structured answer as none. Returns the field's span, or null.
 */
function nullJsonAnswer(x: Ctx): [number, number] | null {
  const s = x.s
  const q = s.indexOf('"', x.lo)
  if (q < 0 || q >= x.hi) return null
  NULL_ANSWER_G.lastIndex = q
  const m = NULL_ANSWER_G.exec(s)
  if (m === null || m.index >= x.hi) return null
  LETTER_ANSWER_G.lastIndex = x.lo
  const l = LETTER_ANSWER_G.exec(s)
  if (l !== null && l.index < x.hi) return null
  // The object closes the output: after its closing brace only a code fence or a short remark.
  const close = s.indexOf('}', m.index)
  if (close < 0 || close >= x.hi || x.hi - close > 120) return null
  return [m.index, m.index + m[0].length]
}
const ANSWER_KEY = `"${ANSWER_FIELD}"\\s*:\\s*`
const NULL_ANSWER_G = new RegExp(`${ANSWER_KEY}(?:null|""|\\[\\s*\\])`, 'g')
const LETTER_ANSWER_G = new RegExp(`${ANSWER_KEY}(?:"[ \\t]*[A-J]|\\[\\s*"[A-J])`, 'g')

/** An output that ends on a correction's label with nothing after it ("修正答案：", "Corrected answer:"). */
const CORRECTION_LABEL_END = /(?:更正|修正|纠正|改正|修订|订正)(?:后的?)?(?:答案|选项)?[*_\s】\]]*[:：]?[*_\s]*$|\b(?:corrected|revised|amended)\s+(?:answer|choice|selection)\s*:?\s*$/i

/** The end of the line before the output's last line when the last line is a cut copy of it (a strict prefix), else -1. */
function wholeCopyBefore(x: Ctx): number {
  const s = x.s
  const lastStart = s.lastIndexOf('\n', x.hi - 1) + 1
  const last = s.slice(lastStart, x.hi).trim()
  if (last.length < 2 || lastStart <= x.lo) return -1
  const prevEnd = trimEnd(s, x.lo, lastStart - 1)
  const prevStart = Math.max(x.lo, s.lastIndexOf('\n', prevEnd - 1) + 1)
  const prev = s.slice(prevStart, prevEnd).trim()
  if (prev.length > last.length && prev.startsWith(last)) return prevEnd
  return wholeSentenceBefore(x)
}

/** "所以选ＡＢＣＤ。。所以选ＡＢＣＤ。。所以选ＡＢ": copies in one line, the last cut; the end of the whole one before it, or -1. */
function wholeSentenceBefore(x: Ctx): number {
  const s = x.s
  let lastStart = x.hi
  while (lastStart > x.lo && !endsCopy(s.charCodeAt(lastStart - 1))) lastStart--
  const last = s.slice(lastStart, x.hi).trim()
  if (last.length < 2 || lastStart <= x.lo) return -1
  let prevEnd = lastStart
  while (prevEnd > x.lo && endsCopy(s.charCodeAt(prevEnd - 1))) prevEnd--
  let prevStart = prevEnd
  while (prevStart > x.lo && !endsCopy(s.charCodeAt(prevStart - 1))) prevStart--
  const prev = s.slice(prevStart, prevEnd).trim()
  return prev.length > last.length && prev.startsWith(last) ? prevEnd : -1
}
/** A copy of the answer ends at a sentence end or an English full stop. */
function endsCopy(c: number): boolean {
  return isSentenceEnd(c) || c === 46
}

/**
 * The output stops a few characters after `from` with no sentence end between, or right after "E项"
 * ("……所以E项"): its clause was cut; so it was where a repetition loop broke it off. Right at the letter ("所以选B") the
 * letter stands.
 */
function cutInClause(x: Ctx, from: number): boolean {
  if (loopBrokeClause(x, from)) return true
  if (x.hi - from > 4 || (x.hi === from && x.s.charCodeAt(from - 1) !== 0x9879 /* 项 */)) return false
  for (let i = from; i < x.hi; i++) {
    const c = x.s.charCodeAt(i)
    if (c === 0x3002 || c === 46 || c === 0xff01 || c === 33 || c === 0xff1f || c === 63 || c === 10) return false
  }
  return true
}

/**
 * "……浓茶有利尿作用应避免，因此E选项\n\n4. 根据出入量调整饮水……" where that line started: a repetition loop broke off the
 * clause at `from` (its line ends there without a full stop) and began the same line again.
 */
function loopBrokeClause(x: Ctx, from: number): boolean {
  return loopStart(x, from) >= 0
}

/** Where the loop that broke off the clause at `from` (see loopBrokeClause) began: the first copy of its line; else -1. */
function loopStart(x: Ctx, from: number): number {
  const s = x.s
  const nl = s.indexOf('\n', from)
  if (nl < 0 || nl >= x.hi || trimEnd(s, from, nl) - from > 2) return -1
  const c = s.charCodeAt(trimEnd(s, x.lo, nl) - 1)
  if (c === 0x3002 || c === 46 || c === 0xff01 || c === 33 || c === 0xff1f || c === 63) return -1
  const lineStart = Math.max(x.lo, s.lastIndexOf('\n', from - 1) + 1)
  let next = nl
  while (next < x.hi && isBlankCode(s.charCodeAt(next))) next++
  const n = Math.min(16, from - lineStart)
  const head = s.slice(lineStart, lineStart + n)
  // The next copy may itself be the one the length limit cut.
  const m = Math.min(n, x.hi - next)
  if (n < 8 || m < 4 || !s.startsWith(head.slice(0, m), next)) return -1
  return s.indexOf(head, x.lo)
}

/** Only a list separator (、 , ， 和 及 与 / &) and blanks or markdown stand between `from` and the end. */
function listCutAfter(x: Ctx, from: number): boolean {
  let seps = 0
  for (let i = from; i < x.hi; i++) {
    const c = x.s.charCodeAt(i)
    if (c === 0x3001 || c === 44 || c === 0xff0c || c === 0x548c || c === 0x53ca || c === 0x4e0e || c === 47 || c === 38) seps++
    else if (!(c === 32 || c === 9 || c === 42 || c === 95)) return false
  }
  return seps > 0
}

/**
 * Where the model, after its answer statement d, says it gives no answer after all: a statement of
 * abstention (see abstain.ts; after a final answer line or a conclusion only one about the answer itself, not a
 * remark on the question or a disclaimer), or a hedge after it takes the answer back, or right
 * after several letters on a single-answer item ("答案为A/D，取决于教材版本"). Null when d stands.
 */
function abstainedAfter(x: Ctx, d: Assertion): [number, number] | null {
  const several = !x.multi && popcount(d.mask) > 1
  // Several letters on a single-answer item may be announced as such earlier in the sentence
  // ("the question as written has three valid answers: A, C, and D").
  const level = d.final === true || d.conclusive === true ? 1 : 2
  let ab = lastAbstention(x, several ? sentenceStartBefore(x, d.start) : d.start, level)
  // "本题选 A。思考中写的D是第二阶段用药，不作为答案。": the disowned letter is another option, not the answer.
  while (ab !== null && !several && otherLetterDisowned(x, d, ab)) ab = lastAbstention(x, ab[1], level)
  if (ab !== null) return several || !(doubtRightAfter(x, d, ab) || doubtNamesItsPoint(x, d, ab) || (ab[0] >= d.end && reaffirmedAfter(x, ab))) ? ab : lastAbstention(x, ab[1], level)
  const from = several ? d.start : retractionAfter(x, d.end)
  return from < 0 ? null : lastHedge(x, from)
}

/**
 * The abstention is doubt alone, voiced in the answer's own sentence or the short one after it ("答案：B，但我不确定。",
 * "I'll take C, but I'm not confident.", "我选B。不过心里没底。"), and it names no other option: the model committed and
 * qualified its commitment, as a certainty figure does. A weak statement ("可能是B，但我不确定") is not a commitment.
 */
function doubtRightAfter(x: Ctx, d: Assertion, ab: [number, number]): boolean {
  if (d.rule === 'cue_weak' || ab[0] - d.end > DOUBT_GAP || ab[0] < d.end) return false
  // "选A还是选B，我拿不准": the answer's sentence names another option before it.
  if (namesLetter(x, sentenceStartBefore(x, d.start), d.start)) return false
  const s = x.s
  for (let i = d.end; i < ab[0]; i++) {
    const c = s.charCodeAt(i)
    if (c === 10 || (c >= 65 && c <= 74)) return false
  }
  if (!doubtOnly(s.slice(ab[0], ab[1]))) return false
  // The doubt's own sentence names no other option and goes on only briefly ("…，但我不确定是不是C" hesitates).
  let e = ab[1]
  while (e < x.hi && !isSentenceEnd(s.charCodeAt(e)) && s.charCodeAt(e) !== 46) e++
  return e - ab[1] <= DOUBT_TAIL && !namesLetter(x, ab[1], e)
}
/**
 * After a committed answer, doubt made the subject of what follows ("选E：头孢曲松全身用药。\n\n我唯一有点拿不准的是，
 * 有的老教材把…写在第一位"): the model names the one point it is unsure of, a caveat on the answer it gave, in a
 * sentence that names no other option.
 */
function doubtNamesItsPoint(x: Ctx, d: Assertion, ab: [number, number]): boolean {
  if (d.rule === 'cue_weak' || ab[0] < d.end || !doubtOnly(x.s.slice(ab[0], ab[1]))) return false
  DOUBT_POINT_Y.lastIndex = ab[1]
  if (!DOUBT_POINT_Y.test(x.s)) return false
  let e = ab[1]
  while (e < x.hi && !isSentenceEnd(x.s.charCodeAt(e)) && x.s.charCodeAt(e) !== 10) e++
  return !namesLetter(x, sentenceStartBefore(x, ab[0]), e)
}
const DOUBT_POINT_Y = /的(?:一处|一点)?(?:是|在于)|的地方|之处/y

/**
 * The abstention only says that a letter is not the answer ("不作为答案", "不是我的答案"), in a sentence after the answer
 * statement d that names that letter and none of d's: the model sets aside an option (a draft's, the think block's),
 * and its answer stands.
 */
function otherLetterDisowned(x: Ctx, d: Assertion, ab: [number, number]): boolean {
  if (!NOT_THE_ANSWER.test(x.s.slice(ab[0], ab[1]))) return false
  const named = namedLetters(x, Math.max(sentenceStartBefore(x, ab[0]), d.end), ab[0], isLatin)
  return named !== 0 && (named & d.mask) === 0
}
const NOT_THE_ANSWER = new RegExp(`^(?:(?:并?不|并非|非)(?:作为|作|算作?|当作|是)(?:我的|本题的?|这题的?)?(?:最终)?答案|${NOT_MINE}|(?:is\\s*n['’]t|is\\s+not)\\s+my\\s+(?:reply|response))$`, 'i')

/** Characters at most between the answer and the doubt, and after the doubt to its sentence's end. */
const DOUBT_GAP = 16
const DOUBT_TAIL = 12

// A label that opens the output with its conclusion.
const OPENING_LABEL_Y = /[\s*#>]*(?:先说结论|结论|最终(?:答复|答案|回答|结论)?|答案|答|final(?:\s+answer)?|answer|bottom\s+line)[*\s]*[:：]/iy

/**
 * An abstention on the output's first line when that line opens with a conclusion label ("先说结论：这题我不给选项。"),
 * or, against a statement that is neither a final answer nor a choice, when the first line is the decline itself ("我没办法直接选一个答案给你，
 * 因为……" before "- 有的教材写>15%，即C；- 有的写>20%，即D").
 */
function openingAbstention(x: Ctx, d: Assertion): [number, number] | null {
  const lo = openingStart(x)
  OPENING_LABEL_Y.lastIndex = lo
  const labelled = OPENING_LABEL_Y.test(x.s)
  // Unlabelled, the line may voice doubt the model then settles ("说实话我心里没底……我把这一题押在B上"): only a
  // therefore-word or weaker statement ("即D"), not one that chooses, yields to it.
  if (!labelled && (d.final === true || d.conclusive === true || d.rule === 'cue')) return null
  const from = labelled ? OPENING_LABEL_Y.lastIndex : lo
  const nl = x.s.indexOf('\n', from)
  return abstentionIn(x, lo, nl < 0 ? x.hi : nl, 1)
}

/** Start of the sentence holding `at` (after 。！？!?；; or a line break; at most 80 characters back). */
function sentenceStartBefore(x: Ctx, at: number): number {
  const lim = Math.max(x.lo, at - 80)
  for (let k = at - 1; k >= lim; k--) {
    const c = x.s.charCodeAt(k)
    if (c === 10 || c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b || c === 33 || c === 63 || c === 59) return k + 1
    if (c === 46 && x.s.charCodeAt(k + 1) === 32) return k + 1
  }
  return lim
}


/**
 * The output ends on a line "label：letters" with a short label that names no option letter: the
 * model closes by answering its own restatement of the question. Only the last line counts, so a
 * "B：…" row of an analysis never does.
 */
function labelledLastLine(x: Ctx): Assertion | null {
  let line = lineEndingAt(x, x.hi)
  let found = labelledLine(x, line[0], line[1])
  // "三主征 = A、B、C\n\n降颅压的常用药物是20%甘露醇。": closing remarks that name no option may follow (up to three: a note, a caveat, a disclaimer).
  for (let n = 0; found === null && n < 3 && line[0] > x.lo && !namesLetter(x, line[0], line[1]); n++) {
    line = lineEndingAt(x, line[0] - 1)
    // A box's top or bottom edge ("└──────┘") is drawing, not a remark: it takes none of the three.
    while (line[0] > x.lo && isBoxEdge(x.s, line[0], line[1])) line = lineEndingAt(x, line[0] - 1)
    found = labelledLine(x, line[0], line[1])
  }
  return found
}

/** The last non-blank line at or before `to`, as [start, end) with its trailing blanks trimmed. */
function lineEndingAt(x: Ctx, to: number): [number, number] {
  const hi = trimEnd(x.s, x.lo, to)
  return [Math.max(x.lo, x.s.lastIndexOf('\n', hi - 1) + 1), hi]
}

/** The line s[from, to) holds only box-drawing characters and blanks, and at least one of them. */
function isBoxEdge(s: string, from: number, to: number): boolean {
  let drawn = false
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0x2500 && c <= 0x257f) drawn = true
    else if (!isBlankCode(c)) return false
  }
  return drawn
}

const EXCLUDING_NOTE = /[ \t]*[（(]([^()（）\n]{1,60})[)）][ \t。.]*$/
const NOTE_EXCLUDES = /\b(?:wrong|incorrect|mis-?matched|excluded|ruled\s+out|not)\b|n['’]t\b|错|排除|不对|不正确|不选|除外|不符/i

const BOX_SIDES = new Set([0x2502, 0x2503, 0x2551])

/**
 * The end of a line's content inside a box drawn around it ("│ 选项：B           │", hedge set 145): the closing side and
 * the padding before it are the drawing's, not the line's. A line that does not open with a side keeps its end.
 */
function insideBoxBorder(s: string, lineStart: number, hi: number): number {
  let k = lineStart
  while (k < hi && isBlankCode(s.charCodeAt(k))) k++
  if (!BOX_SIDES.has(s.charCodeAt(k)) || !BOX_SIDES.has(s.charCodeAt(hi - 1)) || hi - 1 <= k) return hi
  return trimEnd(s, k, hi - 1)
}

/** The line s[lineStart, hi) when it is "label：letters" (or "label = letters") with a label naming no option. */
function labelledLine(x: Ctx, lineStart: number, hi: number): Assertion | null {
  const s = x.s
  hi = insideBoxBorder(s, lineStart, hi)
  let colon = -1
  for (let i = hi - 1; i > lineStart && hi - i <= 24; i--) {
    const c = s.charCodeAt(i)
    if (c === 58 || c === 0xff1a || c === 61 || c === 0xff1d) {
      colon = i
      break
    }
  }
  // "Appropriate measures: A (early passive range of motion), C (…) and E (…).": letters with notes run on past it.
  if (colon < 0) colon = firstColon(s, lineStart, hi, 48)
  // "…was the global answer to a regional question. For this stem: E." (hedge set 139): the label is the line's last sentence.
  for (let i = colon - 1; i > lineStart + 1; i--) {
    const c = s.charCodeAt(i)
    if ((c === 0x3002 || c === 0xff01 || ((c === 46 || c === 33) && s.charCodeAt(i + 1) === 32 && isLatin(s.charCodeAt(i - 1)))) && i + 1 < colon) {
      lineStart = i + 1
      break
    }
  }
  if (colon < 0 || colon - lineStart > 48) return null
  // "大概八九成吧：C 出血。": the letter may carry its option's own text. "…: B, C, D (A and E are mismatched).": a closing
  // note that rules the other letters out is no part of the list.
  const note = EXCLUDING_NOTE.exec(s.slice(colon + 1, hi))
  const line = bareLine(x, colon + 1, note !== null && NOTE_EXCLUDES.test(note[1]) ? colon + 1 + note.index : hi, true)
  if (line === null) return null
  const label = s.slice(lineStart, colon)
  if (REJECT_LABEL.test(label) || FIRST_GUESS.test(label) || SOURCE_LABEL.test(label) || anyLetterIn(x, lineStart, colon)) return null
  let start = lineStart
  while (start < colon && (s.charCodeAt(start) <= 32 || isBlankCode(s.charCodeAt(start)) || BOX_SIDES.has(s.charCodeAt(start)))) start++
  return { mask: line.mask, start, end: line.end, rule: 'labelled_line' }
}

// A label naming where someone else's letter came from ("On the back of that flashcard: \"A\"", "刷题App上：B"): not the model's line
// ("我同意题库：B" adopts it: 题库 alone is no source label).
const SOURCE_LABEL = /flash\s*card|answer\s+key|\bq-?bank\b|question\s+bank|卡片|答案页|刷题/i

// Quotes and markdown around an option's text on a labelled line.
const TEXT_DECOR = /^[\s*_“”"「」『』‘’']+|[\s*_“”"「」『』‘’'。.!！]+$/g
// Beside REJECT_LABEL (排除, 干扰项): a label that sets its option aside (禁用：阿司匹林, 慎用：…, "Avoid: …").
const SET_ASIDE_LABEL = /不(?!良)|[禁忌慎非错误无否]|避免|\b(?:not|avoid|wrong|incorrect)/i

/**
 * On a single-answer item, the last line that is a short label, a colon and exactly one option's text
 * ("心功能分级：Ⅲ级", "给药途径：“舌下含服”", "Diagnosis: Wernicke encephalopathy"): the model states its
 * answer in words under its own heading. Lines that open with an option's text ("Ⅰ级：体力活动不受限")
 * describe that option instead.
 */
// What ends the label: a colon, or an arrow standing for one ("Drug of choice → Trimethoprim-sulfamethoxazole").
const LABEL_SEPARATOR = /[:：]|[→⇒➜➔➡]|->|=>/
const GLOSS_END = /[ \t]*[(（][^()（）\n]{1,30}[)）][\s*_]*$/

/**
 * The label sets its option aside, unless the output asked for just that ("应当避免的措施是哪一项？" … "应避免：高浓度吸氧"):
 * a question before the line, holding the label's own set-aside word and asking which.
 */
function setAside(x: Ctx, label: string, lineStart: number): boolean {
  const m = SET_ASIDE_LABEL.exec(label)
  if (m === null) return false
  const word = m[0].toLowerCase()
  for (const q of x.s.slice(x.lo, lineStart).matchAll(ASKED_G)) if (q[0].toLowerCase().includes(word)) return false
  return true
}
// A question asking which option: its sentence, up to the question mark.
const ASKED_G = /[^。！？!?\n]*(?:哪一?[项个种条]|\bwhich\b)[^。！？!?\n]*[？?]/gi

function labelledTextLine(x: Ctx): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  const s = x.s
  for (let to = x.hi; to > x.lo; ) {
    const start = Math.max(x.lo, s.lastIndexOf('\n', to - 1) + 1)
    const end = trimEnd(s, start, to)
    const letter = labelledLineLetter(x, start, end)
    if (letter !== undefined) {
      // "- 乳磨牙：3~4岁\n- 第一恒磨牙：6~7岁\n- 第二恒磨牙、前磨牙：11~13岁" (hedge set 129): a list mapping cases to options,
      // its neighbouring lines labelled with other options' texts, is no answer.
      return BULLET_LINE.test(s.slice(start, end)) && mapsOptions(x, start, end, letter) ? null : { mask: 1 << letter, start, end, rule: 'labelled_text' }
    }
    to = start - 1
  }
  return null
}
const BULLET_LINE = /^[ \t]*(?:[-*•·]|\d{1,2}[.、)）])[ \t]/

/** The line before or after s[start, end) is also a labelled line naming another option. */
function mapsOptions(x: Ctx, start: number, end: number, letter: number): boolean {
  const s = x.s
  if (start > x.lo) {
    const prevStart = Math.max(x.lo, s.lastIndexOf('\n', start - 2) + 1)
    const other = labelledLineLetter(x, prevStart, trimEnd(s, prevStart, start - 1))
    if (other !== undefined && other !== letter) return true
  }
  if (end < x.hi) {
    const nextStart = s.indexOf('\n', end) + 1
    if (nextStart > 0 && nextStart < x.hi) {
      let nextEnd = s.indexOf('\n', nextStart)
      if (nextEnd < 0 || nextEnd > x.hi) nextEnd = x.hi
      const other = labelledLineLetter(x, nextStart, trimEnd(s, nextStart, nextEnd))
      if (other !== undefined && other !== letter) return true
    }
  }
  return false
}

/** The option a line "label：option text" names, or undefined. */
function labelledLineLetter(x: Ctx, start: number, end: number): number | undefined {
  const s = x.s
  if (end - start > MAX_LABELLED_LINE) return undefined
  const line = s.slice(start, end)
  const sep = LABEL_SEPARATOR.exec(line)
  const colon = sep === null ? -1 : sep.index
  const label = line.slice(0, colon)
  // "**Deficient nutrient: Niacin (vitamin B3)**": the label measured without its markdown, the text without a gloss.
  let lead = 0
  while (lead < colon && isMarkdown(line.charCodeAt(lead))) lead++
  if (sep === null || colon <= lead || colon - lead > (isLatin(line.charCodeAt(lead)) ? 40 : 16) || REJECT_LABEL.test(label) || setAside(x, label, start) || anyLetterIn(x, start, start + colon)) return undefined
  const text = hay(x).slice(start + colon + sep[0].length, end).replace(TEXT_DECOR, '')
  const bare = text.replace(GLOSS_END, '')
  let letter = text === '' ? undefined : x.info.textLetters.find((l) => x.info.texts[l] === text || x.info.texts[l] === bare)
  // "Site: Little's area." for "Kiesselbach's plexus (Little's area)": the option's name or its bracketed other name, alone.
  if (letter === undefined && text.length >= 4) {
    const named = x.info.textLetters.filter((l) => (nameAndQualifier(x.info.texts[l] as string) ?? ([] as string[])).includes(text))
    if (named.length === 1) letter = named[0]
  }
  // "**死因：A. 机械性窒息**": the option's own letter, then its text.
  if (letter === undefined) letter = letteredOwnText(x, start + colon + sep[0].length, end)
  return letter
}

/**
 * The one option that the bold spans opening a line and closing on it name, by `pick` (given the span's line start, its
 * opening and closing marks and the line's end); null when none does or two name different options.
 */
function oneBoldLine(x: Ctx, pick: (lineStart: number, open: number, close: number, lineEnd: number) => number | undefined): Assertion | null {
  const s = x.s
  let found: Assertion | null = null
  for (let i = s.indexOf('**', x.lo); i >= 0 && i < x.hi; i = s.indexOf('**', i + 2)) {
    let k = i
    while (k > x.lo && (s.charCodeAt(k - 1) === 32 || s.charCodeAt(k - 1) === 9)) k--
    if (k > x.lo && s.charCodeAt(k - 1) !== 10) continue
    const close = s.indexOf('**', i + 2)
    let nl = s.indexOf('\n', i)
    if (nl < 0 || nl > x.hi) nl = x.hi
    if (close < 0 || close >= nl) continue
    const l = pick(k, i, close, nl)
    if (l !== undefined) {
      if (found !== null && found.mask !== 1 << l) return null
      found ??= { mask: 1 << l, start: i, end: close + 2, rule: 'labelled_text' }
    }
    i = close
  }
  return found
}

/** The one line that opens with a bold option letter and its whole text ("**B：…**") right after a paragraph ending in a dash or colon. */
function introducedBoldOption(x: Ctx): Assertion | null {
  return oneBoldLine(x, (lineStart, open, close) => (introducedAbove(x.s, lineStart) ? letteredOwnText(x, open + 2, close) : undefined))
}

/**
 * The one line that is bold from end to end and opens with an option's letter, a separator and that option's text in the
 * model's words ("**C — stop heparin, start argatroban.**" for "Stop heparin and start argatroban", hedge set 121). A
 * walk-through that bolds every option's line names several letters and reads as none.
 */
function boldLetteredLine(x: Ctx): Assertion | null {
  return oneBoldLine(x, (_lineStart, open, close, lineEnd) => {
    // Bold to the end of its line (a full stop may follow the closing marks).
    if (!/^[ \t.。]*$/.test(x.s.slice(close + 2, lineEnd))) return undefined
    LETTER_SEPARATOR_Y.lastIndex = open + 2
    const m = LETTER_SEPARATOR_Y.exec(x.s)
    if (m === null || LETTER_SEPARATOR_Y.lastIndex >= close) return undefined
    const l = m[1].charCodeAt(0) - 65
    return ((1 << l) & x.info.universe) !== 0 && paraphrasedOption(hay(x).slice(LETTER_SEPARATOR_Y.lastIndex, close).replace(/[ \t.。]+$/, ''), x.info) === l ? l : undefined
  })
}
const LETTER_SEPARATOR_Y = /[ \t]*[(（]?([A-J])(?![A-Za-z])[)）]?[ \t]*(?:[.．、:：]|[—–]{1,2}|-)[ \t]*/y

// A line's opening: a letter, a comma or colon, then (letterTextSentenceLine) that option's text ending a sentence.
const LINE_LETTER_Y = /[ \t>*_#-]*([A-J])(?![A-Za-z])[ \t*_]*[，,、:：][ \t]*/y
const SENTENCE_END_Y = /[ \t*_]*[。.!！]/y

/**
 * "E，酚苄明。普萘洛尔排在第一个选项，但它只能在α阻滞充分之后才加。" (hedge set 125): the only line of the output that opens
 * with a letter and that option's own text as a sentence of their own: the model names its answer and goes on. Two such
 * lines (an option-by-option walk, "A，普萘洛尔。……\nB，硝普钠。……") name none.
 */
function letterTextSentenceLine(x: Ctx): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  const s = x.s
  let found: Assertion | null = null
  for (let start = x.lo; start < x.hi; ) {
    let nl = s.indexOf('\n', start)
    if (nl < 0 || nl > x.hi) nl = x.hi
    LINE_LETTER_Y.lastIndex = start
    const m = LINE_LETTER_Y.exec(s)
    if (m !== null && LINE_LETTER_Y.lastIndex < nl) {
      const letter = m[1].charCodeAt(0) - 65
      const end = (x.info.universe & (1 << letter)) !== 0 ? optionTextAt(hay(x), LINE_LETTER_Y.lastIndex, letter, x.info) : -1
      SENTENCE_END_Y.lastIndex = end
      if (end > 0 && end <= nl && SENTENCE_END_Y.test(s)) {
        if (found !== null) return null
        found = { mask: 1 << letter, start: start + m[0].length - m[0].trimStart().length, end, rule: 'letter_text_line' }
      }
    }
    start = nl + 1
  }
  return found
}

/** From `a` to `b`, an option's letter and then that option's whole text ("A. 机械性窒息", "（C）冠心病"): that letter, else undefined. */
function letteredOwnText(x: Ctx, a: number, b: number): number | undefined {
  OWN_LETTER_Y.lastIndex = a
  const m = OWN_LETTER_Y.exec(x.s)
  if (m === null || OWN_LETTER_Y.lastIndex >= b) return undefined
  const l = m[1].charCodeAt(0) - 65
  const text = hay(x).slice(OWN_LETTER_Y.lastIndex, b).replace(TEXT_DECOR, '')
  return x.info.texts[l] === text || x.info.texts[l] === text.replace(GLOSS_END, '') ? l : undefined
}
const OWN_LETTER_Y = /[ \t*_]*[(（]?([A-J])(?![A-Za-z])[)）]?[ \t]*[.．、:：]?[ \t]*/y

/** The last line before `hi`, on a paragraph of its own, naming one option by the opening words of its text (six characters or more). */
function closingShortName(x: Ctx, hi: number): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  const s = x.s
  const end = trimEnd(s, x.lo, hi)
  const start = Math.max(x.lo, s.lastIndexOf('\n', end - 1) + 1)
  // A paragraph of its own: a blank line before it.
  if (start <= x.lo || s.lastIndexOf('\n', start - 2) < x.lo || s.slice(s.lastIndexOf('\n', start - 2) + 1, start - 1).trim() !== '') return null
  if (end - start > SHORT_NAME_MAX || anyLetterIn(x, start, end)) return null
  let a = start
  let b = end
  while (a < b && (isBlankCode(s.charCodeAt(a)) || isMarkdown(s.charCodeAt(a)))) a++
  while (b > a && (isBlankCode(s.charCodeAt(b - 1)) || isMarkdown(s.charCodeAt(b - 1)) || s.charCodeAt(b - 1) === 46 || s.charCodeAt(b - 1) === 0x3002)) b--
  // "The ampulla." (hedge set 137): an English article before the name.
  ARTICLE_OPENS_Y.lastIndex = a
  if (x.info.latin && ARTICLE_OPENS_Y.test(s)) a = ARTICLE_OPENS_Y.lastIndex
  let letter = optionByOpeningWords(hay(x), a, b, x.info)
  // "一举几得的那个药——\n\n乳果糖。" for "口服乳果糖": after a paragraph that ends introducing it, part of one option's text.
  if (letter < 0 && introducedAbove(s, start)) letter = optionHolding(hay(x).slice(a, b), x.info)
  return letter < 0 ? null : { mask: 1 << letter, start: a, end: b, rule: 'option_text_line' }
}
const SHORT_NAME_MAX = 40
const ARTICLE_OPENS_Y = /(?:The|An|A)[ \t]+(?=[a-z])/y

/** The paragraph above the line at `start` ends in a dash or a colon, introducing what follows. */
function introducedAbove(s: string, start: number): boolean {
  let k = start - 1
  while (k > 0 && isBlankCode(s.charCodeAt(k - 1))) k--
  while (k > 0 && isMarkdown(s.charCodeAt(k - 1))) k--
  return INTRODUCER.has(s.charCodeAt(k - 1))
}
const INTRODUCER = new CharSet('—–：:')

/**
 * A retraction follows `from`, other than a remark added after the answer ("补一句：…", "补充：…") or a word
 * inside a paragraph that opens as one, or as a bracketed aside, and names no letter ("附带说一句，……就不容易看错").
 */
function revisedAfter(x: Ctx, from: number): boolean {
  for (let at = from; ; ) {
    const r = retractionIn(x, at, x.hi)
    if (r < 0) return false
    if (ADDENDUM_Y.test(x.s.slice(r, r + 4))) {
      at = r + 2
      continue
    }
    const lineStart = x.s.lastIndexOf('\n', r - 1) + 1
    const nl = x.s.indexOf('\n', r)
    const lineEnd = nl < 0 || nl > x.hi ? x.hi : nl
    if (lineStart <= from || !ADDENDUM_LINE_Y.test(x.s.slice(lineStart, lineStart + 12)) || namesLetter(x, lineStart, lineEnd)) return true
    at = lineEnd
  }
}
const ADDENDUM_Y = /^补(?:一句|充)/
const ADDENDUM_LINE_Y = /^[ \t*_>]*(?:[（(]|补(?:一句|充)|附带(?:说|提)?一?句|顺(?:便|带)(?:说|提)?一?句|另外|题外话|\b(?:P\.?S\.?|Note|By the way|Side note)\b)/i

/**
 * The letter clause (letterClause) that closes the output after `from`, with no decline in the model's own words
 * (tier 1) anywhere and no line after it naming a letter: else null.
 */
function closingClauseAfter(x: Ctx, from: number): Assertion | null {
  if (lastAbstention(x, x.lo, 1) !== null) return null
  const c = letterClause(x)
  if (c === null || c.start < from) return null
  const nl = x.s.indexOf('\n', c.end)
  return nl < 0 || nl >= x.hi || !namesLetter(x, nl, x.hi) ? c : null
}

// A clause that is one letter, maybe bold or bracketed, maybe followed by its option's own text (after a comma,
// or in brackets: "选项 B（ARB）"), ending a line.
const LETTER_CLAUSE_Y = /[ \t*_]*(?:选项|[Oo]ption)?[ \t*_]*[(（【\[]?[ \t*_]*([A-J])(?![A-Za-z])[ \t*_]*[)）】\]]?[ \t*_]*(?:[，,、:：][ \t]*([^\n。.!！?？]{1,40}?)|[（(][ \t]*([^\n（()）]{1,40}?)[ \t]*[）)])?[ \t*_]*[。.!！]?[ \t*_]*$/y
// A lower-case letter, half or full width, bracketed or not, after a copula ending the line (an upper-case one there is as
// often a leaning: "我的倾向是B。"); group 1 from the letter on.
const COPULA_LOWER = /(?<![能许概乎不或还像])(?<=[\u4e00-\u9fff])(?:是|为)[ \t\u3000]*((?:[(（][ \t]*([a-jａ-ｊ])[ \t]*[)）]|([a-jａ-ｊ])(?![A-Za-z]))[ \t*_]*[。.]?[ \t*_]*)$/

// The same clause as a lower-case letter in brackets, read only after a colon (elsewhere "(a)" numbers a list).
const LOWER_LETTER_CLAUSE_Y = /[ \t*_]*[(（][ \t]*([a-j])[ \t]*[)）][ \t*_]*[。.!！]?[ \t*_]*$/y

/**
 * The letter of the only line whose last clause (after 。！？；：, or a full stop and a blank) is that letter alone or
 * with its option's text; null when no line or lines with different letters end so (an option-by-option list).
 */
function letterClause(x: Ctx): Assertion | null {
  const s = x.s
  let found: Assertion | null = null
  for (let to = x.hi; to > x.lo; ) {
    const start = Math.max(x.lo, s.lastIndexOf('\n', to - 1) + 1)
    const end = trimEnd(s, start, to)
    let k = end - 1
    // The last clause starts after the last sentence or clause mark before the line's closing punctuation.
    while (k > start && /[。.!！]/.test(s[k])) k--
    while (k > start && !/[。！？?!；;：:]/.test(s[k - 1]) && !(s[k - 1] === ' ' && s[k - 2] === '.')) k--
    const line = s.slice(0, end)
    LETTER_CLAUSE_Y.lastIndex = k
    let m = end > start ? LETTER_CLAUSE_Y.exec(line) : null
    // "不打算再绕了，B。", "这里：肾上腺素，C。", "Lisinopril, A.", "不过这一题——A。": the letter alone after the
    // clause's last comma or dash.
    if (m === null && end > start) {
      const comma = Math.max(line.lastIndexOf('，', end - 1), line.lastIndexOf(',', end - 1), line.lastIndexOf('—', end - 1))
      if (comma >= k) {
        LETTER_CLAUSE_Y.lastIndex = comma + 1
        m = LETTER_CLAUSE_Y.exec(line)
        if (m !== null && (m[2] !== undefined || m[3] !== undefined)) m = null
        else if (m !== null) k = comma + 1
      }
    }
    // "确诊 PNH 最敏感、特异的检查：（b）": a lower-case letter, bracketed, alone after a colon.
    if (m === null && end > start && /[：:]/.test(s[k - 1] ?? '')) {
      LOWER_LETTER_CLAUSE_Y.lastIndex = k
      m = LOWER_LETTER_CLAUSE_Y.exec(line)
    }
    const clause = m !== null ? { at: k + (m[0].length - m[0].trimStart().length), letter: m[1], text: m[2] ?? m[3] } : end > start ? copulaLetter(x, start, end) : null
    if (clause !== null) {
      const letter = clause.letter.toUpperCase().charCodeAt(0) - 65
      const text = clause.text?.trim().replace(/[*_]+/g, '')
      const ownText = text === undefined || text === '' || (x.info.texts[letter] !== undefined && (optionTextAt(hay(x), s.indexOf(text, k), letter, x.info) >= 0 || sameWords(text, x.info.texts[letter])))
      // "答案：D …… 上面那个D不算数": an answer line the statements already weighed, and set aside.
      const answerLine = /[：:]/.test(s[k - 1] ?? '') && ANSWER_LABEL.test(s.slice(start, k))
      if ((x.info.universe & (1 << letter)) !== 0 && ownText && !answerLine && !revisedAfter(x, end) && !withdrawalIn(x, end)) {
        if (found !== null && found.mask !== 1 << letter) return null
        found ??= { mask: 1 << letter, start: clause.at, end, rule: 'letter_clause' }
      }
    }
    to = start - 1
  }
  return found
}

/**
 * "休克患者应采取的体位是（ｃ）。", "外科患者最常见的脱水类型是　d": the question restated, its copula, and a lower-case
 * letter ending the line s[start, end) (not after 可能是, 或是, 还是, 不是). Read on the text as written: folding makes "ｃ" an
 * upper-case C.
 */
function copulaLetter(x: Ctx, start: number, end: number): { at: number; letter: string; text: undefined } | null {
  const from = Math.max(start, end - 24)
  const c = COPULA_LOWER.exec(x.out.slice(from, end))
  if (c === null) return null
  const at = from + c.index + c[0].length - c[1].length
  return { at, letter: x.s[at + c[1].indexOf(c[2] ?? c[3])], text: undefined }
}

/** "C，坐位双腿下垂。" for "坐位，双腿下垂": the option's text with its inner commas and blanks dropped. */
function sameWords(text: string, option: string | null): boolean {
  if (option === null || option.length < 4) return false
  const bare = (t: string) => t.toLowerCase().replace(/[，,、\s]+/g, '').replace(/[。.]$/, '')
  return bare(text) === bare(option)
}

// A line choosing some letters and excluding the rest: "A、B、C、D；E排除", "最终把D加上：B、C、D、E，A不选",
// "A, B, C, D — and not E", "我对这道多选大概有85%的把握，ABCE，D除外", "但我认A、B、C、D四项，E不选",
// "ABC，这是我最后的回答；D我排除了", "A, B, C and D. Not E.". Groups 1 and 3 are the two runs of letters, 2
// "not", 4 the excluding words. What makes it an answer is that the two runs split the options between them.
const LETTER_RUN = `(?:[A-J]{2,10}(?![A-Za-z])|[A-J](?:[ \\t]*(?:[、,，/+＋]|and|和|及|与)?[ \\t]*[A-J](?![A-Za-z]))*)`
const COMPLEMENT_Y = new RegExp(
  `(?:[^\\n]{0,60}?(?:[：:，,]|(?<![否确承公默辨误])认|(?<![汇通电预])报|(?<![供交发])给|(?<![不别首])选|(?<![提移])交|作答|\\b(?:is|are)(?=[ \\t])))??[ \\t*_]*(${LETTER_RUN})(?:[ \\t]*(?:[两三四五六2-6][ \\t]?项|这几项|几项))?[ \\t*_]*(?:[，,][^\\n，,；;。.A-J]{1,16})?(?:[，,；;。.]|[ \\t]*[—–]{1,2})[ \\t]*(?:(?:[Aa]nd|[Bb]ut)[ \\t]+)?([Nn]ot[ \\t]+)?(?:选项|[Oo]ption[ \\t]+)?(${LETTER_RUN})[ \\t]*(?:均|都|则|[两三四2-4]?[ \\t]?项|这一?项|那一?项)?[ \\t]*(我?(?:明确|也|就)?(?:除外|排除了?|落选|剔除|去掉|不(?:选|勾|圈|入选|当选|认|算|在内|在其中|属于|包括|含|计入|纳入)[^\\n。.；;]{0,16})|(?:is|are)[ \\t]+(?:excluded|out|the[ \\t]+odd[ \\t]+ones?[ \\t]+out)|excluded|out)?[ \\t*_]*[。.!！]?[ \\t*_]*(?:[^\\nA-J]{0,30}?[。.!！]?)?[ \\t*_]*$`,
  'y',
)

/**
 * On a multi-answer item, the last line naming letters that chooses some and excludes every other one (see
 * COMPLEMENT_Y), with nothing after it but remarks that name no letter and take nothing back: the chosen
 * letters, or null.
 */
function complementLine(x: Ctx): Assertion | null {
  const s = x.s
  let end = trimEnd(s, x.lo, x.hi)
  let start = Math.max(x.lo, s.lastIndexOf('\n', end - 1) + 1)
  // Remarks after the line ("补充：……", "（这题我用了比平时更长的时间……）") name no letter.
  while (start > x.lo && end > start && !namesLetter(x, start, end)) {
    end = trimEnd(s, x.lo, start - 1)
    start = Math.max(x.lo, s.lastIndexOf('\n', end - 1) + 1)
  }
  if (end - start > 120 || end <= start) return null
  // "A、B、C、E。脑不选。": the option set aside may be named by its text; read as its letter.
  const named = excludedByText(x, start, end)
  const t = named === null ? s.slice(0, end) : s.slice(0, named.at) + named.letter + s.slice(named.at + named.length, end)
  COMPLEMENT_Y.lastIndex = start
  const m = COMPLEMENT_Y.exec(t)
  if (m === null || (m[2] === undefined && m[4] === undefined)) return named === null ? remarkedComplement(x, start, end) : null
  // "不选A、B、C，D……": the words before the chosen letters do not set them aside.
  const at = s.indexOf(m[1], start)
  if (named !== null && at + m[1].length > named.at) return null
  if (/不|没|\bnot\b|n['’]t\b/i.test(s.slice(start, at).replace(/^.*[，,。.：:；;]/, ''))) return null
  // The runs hold only option letters and their separators (COMPLEMENT_Y).
  const chosen = lettersToMask(m[1])
  const rest = lettersToMask(m[3])
  if (chosen === 0 || rest === 0 || (chosen & rest) !== 0 || (chosen | rest) !== x.info.universe) return null
  // What follows the excluded letters, on the line ("置信度约0.8") and after it, takes nothing back.
  const after = named === null ? s.lastIndexOf(m[3], end) + m[3].length : Math.max(named.at + named.length, t.lastIndexOf(m[3], t.length) + m[3].length + named.length - 1)
  if (revisedAfter(x, after) || withdrawalIn(x, after) || abstentionIn(x, after, x.hi, 3) !== null) return null
  return { mask: chosen, start: at, end: at + m[1].length, rule: 'complement', final: true }
}

/**
 * "A、B、E；C主运化属脾，D主纳气属肾，二者不选。": the chosen letters, then each of the others opening a clause
 * with a remark on it, the line closing by setting those aside. The two sets split the options.
 */
function remarkedComplement(x: Ctx, start: number, end: number): Assertion | null {
  const s = x.s
  REMARKED_HEAD_Y.lastIndex = start
  const head = REMARKED_HEAD_Y.exec(s)
  if (head === null || REMARKED_HEAD_Y.lastIndex > end) return null
  const tail = s.slice(REMARKED_HEAD_Y.lastIndex, end)
  if (!SET_ASIDE_END.test(tail)) return null
  const chosen = lettersToMask(head[1])
  let rest = 0
  for (const clause of tail.split(/[，,；;]/)) {
    const c = clause.trim()
    // Each clause opens with one letter standing alone ("C主运化属脾"), or is the closing words alone ("二者不选").
    const l = /^([A-J])(?![A-Za-z])/.exec(c)
    if (l !== null) rest |= 1 << (l[1].charCodeAt(0) - 65)
    else if (!SET_ASIDE_END.test(c) || /[A-J](?![A-Za-z])/.test(c)) return null
  }
  if (chosen === 0 || rest === 0 || (chosen & rest) !== 0 || (chosen | rest) !== x.info.universe) return null
  if (revisedAfter(x, end) || withdrawalIn(x, end) || abstentionIn(x, end, x.hi, 3) !== null) return null
  const at = head.index + head[0].indexOf(head[1])
  return { mask: chosen, start: at, end: at + head[1].length, rule: 'complement', final: true }
}
const REMARKED_HEAD_Y = new RegExp(`[ \\t*_]*(${LETTER_RUN})[ \\t*_]*[；;。.][ \\t]*`, 'y')
// Words after an option (by letter or text) that set it aside, for the two readings above.
const SET_ASIDE_WORD = '(?:不选|排除|除外|不入选|不当选|不勾|不收)'
const SET_ASIDE_END = new RegExp(`(?:二者|两者|两项|三者|三项|这两项|这两个|均|都|皆|一律)?${SET_ASIDE_WORD}[ \\t*_]*[。.!！]?[ \\t*_]*$`)

/** On a line, one option's whole text right before a word setting it aside ("脑不选", "膀胱排除"), after a sentence break: where, and its letter. */
function excludedByText(x: Ctx, start: number, end: number): { at: number; length: number; letter: string } | null {
  const s = x.s
  // The option texts are folded as the haystack is (same length as the text): found there, read in the text.
  const h = hay(x)
  let found: { at: number; length: number; letter: string } | null = null
  for (const l of x.info.textLetters) {
    const text = x.info.texts[l] as string
    if (text.length === 0 || text.length > 20) continue
    for (let i = h.indexOf(text, start); i >= 0 && i + text.length <= end; i = h.indexOf(text, i + 1)) {
      if (!/[。.；;，,\s]/.test(s[i - 1] ?? '')) continue
      EXCLUDED_AFTER_Y.lastIndex = i + text.length
      if (!EXCLUDED_AFTER_Y.test(s)) continue
      if (found !== null && found.at !== i) return null
      if (found === null || text.length > found.length) found = { at: i, length: text.length, letter: String.fromCharCode(65 + l) }
    }
  }
  return found
}
const EXCLUDED_AFTER_Y = new RegExp(`[ \\t]*${SET_ASIDE_WORD}`, 'y')

/** Characters of a labelled line, at most. */
const MAX_LABELLED_LINE = 60

// Taking an answer back: 收回, 撤下, 作废, 不算数, "is withdrawn", "scratch that B", "I've now taken it out", "taking the A off the table", "that A does
// not stand", "B comes off the line and stays off".
const WITHDRAW_SOURCE = String.raw`\bas\s+deleted\b|\b(?:delet|remov)(?:e|ed|ing)\b(?=\s+(?:the|that|my|this)\s)|(?:请|就)?当(?:它|这行|这个|那行)?不存在|收回|腾空|撤下|撤回|撤销|撤掉|撤去|作废|划掉|划去|已删除|删掉|清掉|擦掉|抹掉|拿下来|拿掉|摘掉(?=[，,。；;！!]|$)|不算数|不作数|不再有效|不能保留|\bdisregard\b|\btak(?:en|e|ing)\s+(?:it|that|this)\s+out\b|\bwithdrawing\s+(?:it|that|this)\b|\bwithdr[ae]wn?\b|\bwithdrawing\b|(?<!\bcat[ \t-]?)\bscratch(?:ing|ed)?\b(?![ \t]+(?:disease|test|marks?|wounds?|injur(?:y|ies)|fever)\b)|\bretract(?:s|ed|ing)?\b|\bun-?submit(?:s|ted|ting)?\b|\bdelete\s+(?:that|it|this)\b|\bstrik(?:e|ing)\s+(?:out\s+)?(?:that|my|the)\b|\bI(?:['’]ve|\s+have)\s+struck\s+(?:it|that|this|my)\b|\bpulled(?=\s*[,;])|\bpull(?:ing|ed)?\s+back\b|\bI['’]m\s+pulling\s+(?:it|that|this)\b(?!\s+(?:up|out|together|off))|(?:现在|就|先|我)?拆(?:掉|除)(?=[，,。；;！!]|$)|\boff\s+the\s+table\b|\b(?:comes?|came|coming|goes|going|taken?|taking)\s+off\s+(?:the|my)\s+(?:answer\s+)?(?:line|sheet|card|page|form)\b|\b(?:does|do)(?:\s+not|n['’]t)\s+stand\b|\bno\s+longer\s+(?:reflects|represents)\b|\bpull(?:ing|ed)?\s+(?:that|it|this|my\s+answer)\s+back\b|请?(?:视作|视为|当作|当成)(?:空行|空白|未作答|未答|没写|无效|null|空值)|(?:判|视|算|记)(?:为|作)无效|请?当(?:它|这行|那行|这一行|那一行)?没写过|当作没写过|退掉|退回去|(?<=[A-J][ \t]*我?[ \t]*要?)退回|(?<=[，,][ \t]*)不算(?=[。！!，,；;]|$)`
// Split by first characters (firstChars.ts): one alternation would try every phrase at every position of the text after the answer.
const WITHDRAW = new TieredDispatch([alternativesOf(WITHDRAW_SOURCE)], 'iy', ([a]) => a)
/** The withdrawal words' alternatives, for the tests that hold the dispatch to the whole alternation. */
export function withdrawalAlternatives(): string[] {
  return alternativesOf(WITHDRAW_SOURCE)
}

/** A word taking a written answer back stands after `from`. */
function withdrawalIn(x: Ctx, from: number): boolean {
  return WITHDRAW.nextMatch(x.s, from, x.hi) !== null
}
/** Characters between the answer's letter and a word taking it back, either way round. */
const WITHDRAW_NEAR = 16
/** Characters before the word within its own sentence where the letter may stand. */
const WITHDRAW_BEFORE = 40

/**
 * After the answer statement d (one letter), a word taking back that same letter within a few
 * characters of it ("那个 A 收回", "B 撤下", "that "B" is withdrawn"), with no other answer stated after
 * d (d is the last statement). Returns the span from the letter to the word, or null.
 */
function withdrawnAfter(x: Ctx, d: Assertion): [number, number] | null {
  const s = x.s
  // The answer's letters as one run: "那个 A 收回", "上面那个ACD作废" (a letter of a list taken out is an edit).
  const run = maskToLetters(d.mask)
  // "So: A pulled, nothing yet to replace it." (hedge set 147): the word right after the statement's own letters.
  const next = WITHDRAW.nextMatch(s, d.end, Math.min(x.hi, d.end + 2))
  // (Not "答案：B 收回前面的A": the word's object follows it.)
  if (next !== null && trimEnd(s, d.end, next.index) === d.end && test(CLAUSE_ENDS_Y, s, next.index + next[0].length)) {
    return [d.start, next.index + next[0].length]
  }
  for (let m = WITHDRAW.nextMatch(s, d.end, x.hi); m !== null; m = WITHDRAW.nextMatch(s, m.index + Math.max(1, m[0].length), x.hi)) {
    // Before the word, as far back as its sentence goes within WITHDRAW_BEFORE ("The B from two minutes ago is withdrawn").
    let a = m.index
    while (a > d.end && m.index - a < WITHDRAW_BEFORE && !isSentenceEnd(s.charCodeAt(a - 1))) a--
    a = Math.min(a, Math.max(d.end, m.index - WITHDRAW_NEAR))
    const b = Math.min(x.hi, m.index + m[0].length + WITHDRAW_NEAR)
    for (let i = a; i + run.length <= b; i++) {
      if (!s.startsWith(run, i) || isLatin(s.charCodeAt(i - 1)) || isLatin(s.charCodeAt(i + run.length))) continue
      return i < m.index ? [i, m.index + m[0].length] : [m.index, i + run.length]
    }
  }
  // "那句“答案应该是B”收回，不换成别的选项": the word right after the statement's own closing quote takes it back.
  // ("上面那行“选C”我收回来": the model, then the word.)
  // ("所以上面“答案：E”那一行我撤回": the quoted line named, then the word; "上面“答：A”这一行我从结论里摘掉"; "上面思考里那个“答：A”，我擦掉",
  // hedge set 129.)
  const own = WITHDRAW.nextMatch(s, d.end, Math.min(x.hi, d.end + 16))
  if (own !== null && /^[\s”"’'」』）)\]】]*(?:(?:那|这)一?(?:行|句|栏))?[，,]?[ \t]*(?:我|就|先)?(?:从[^。\n，,]{1,6}?(?:里|中))?$/.test(s.slice(d.end, own.index)) && /[”"’'」』]/.test(s.slice(Math.max(x.lo, d.start - 4), own.index))) return [d.start, own.index + own[0].length]
  // "I'm withdrawing that line. … consider the answer above retracted and nothing in its place.": the answer taken back
  // by reference, and the model saying nothing takes its place.
  const w = WITHDRAW.nextMatch(s, d.end, x.hi)
  if (w === null) return null
  // "答案栏那一行我撤回", "上面那句我收回": the answer's line, named as the word's object.
  if (LINE_REFERENCE.test(s.slice(Math.max(d.end, w.index - 12), w.index))) return [w.index, w.index + w[0].length]
  NO_REPLACEMENT_G.lastIndex = w.index
  const none = NO_REPLACEMENT_G.exec(s)
  return none !== null && none.index < x.hi ? [w.index, none.index + none[0].length] : null
}

/** Nothing but the clause's end follows: punctuation, or the line's or the text's end. */
const CLAUSE_ENDS_Y = /[ \t]*(?:[,，。.;；!！:：]|\n|$)/y
// The answer's own line or sentence as the object before a withdrawal word.
const LINE_REFERENCE = /(?:(?:答案栏?|答题栏|作答栏?|上面|前面|上方|刚才|第一)的?|把)(?:那|这)一?(?:行|句|栏|格|笔)(?:答案)?[ \t]*(?:我|就|先|也|都)?[ \t]*(?:要|得)?$/
// Nothing put in the place of an answer taken back ("现在拆掉，不换成别的字母", "A doesn't move into its slot either": hedge set 127;
// "I'm pulling it, and I'm not putting nitrofurantoin there in its place either": hedge set 129).
const NO_REPLACEMENT_G = /nothing\s+(?:in\s+its\s+place|replaces\s+it|to\s+replace\s+it)|\bnothing\s+(?:goes|is\s+going|will\s+go)\s+(?:in|into)\s+its\s+place|\bnothing\s+(?:among|of)\s+(?:these|them|the\s+\w+)(?:\s+\w+)?\s+takes\s+its\s+place|\bnot\s+(?:putting|giving|offering|writing|swapping|substituting)(?:\s+in)?\s+(?:another|a\s+new|a\s+different)\s+(?:letter|answer|option)\b|\b(?:no|don['’]t\s+have\s+a|without\s+a)\s+replacement\b|\b(?:don['’]t|do\s+not)\s+have\s+(?:a|another|any)\s+(?:other\s+)?(?:letter|answer|option)\s+to\s+(?:replace|put|swap)\b|\b(?:have|has|with)\s+no\s+(?:better|other|different|alternative|replacement)\s+(?:letter|answer|option|choice)\b|没有(?:找到)?(?:一个)?[^。\n，,]{0,8}?(?:替代|替换|顶替|替补|顶上)|没有(?:再)?(?:写|补|给|放)?(?:新的|别的|另外的|其他的?)(?:字母|选项|答案)|不补(?:别的|其他|新的|另外的)?(?:字母|选项|答案)|不(?:另|再)(?:往[里上]?)?(?:选|给|补|填|写|换|放)(?:一个|答案|字母|选项)?(?=[。！!，,；;]|$)|不(?:换|改)(?:成|为|上)?(?:别的|其他的?|另外的|新的|另一个)(?:字母|选项|答案)|\b(?:doesn['’]t|does\s+not|won['’]t|will\s+not)\s+(?:move|go|step|slide)\s+into\s+its\s+(?:slot|place)\b|\bnot\s+putting\s+[^.\n]{1,30}?\s+(?:there\s+)?in\s+its\s+place\b/gi

/** s[from, to) holds an option letter (alone or in a run: "B", "BCD"). */
function namesLetter(x: Ctx, from: number, to: number): boolean {
  return namedLetters(x, from, to, isLower) !== 0
}

/** The option letters standing alone in s[from, to): no neighbour for which `joined` holds ("CT" names none under isLatin). */
function namedLetters(x: Ctx, from: number, to: number, joined: (c: number) => boolean): LetterMask {
  let named = 0
  for (let i = from; i < to; i++) {
    const c = x.s.charCodeAt(i)
    if (c >= 65 && c <= 90 && (x.info.universe >> (c - 65)) & 1 && !joined(x.s.charCodeAt(i - 1)) && !joined(x.s.charCodeAt(i + 1))) named |= 1 << (c - 65)
  }
  return named
}

// Narrowing to a few options: 只剩B、C两项 / 剩下的选项是B和C / That leaves A and D / the remaining
// options are A and D / narrowed it down to B or C.
const NARROW_G = /剩下|只剩|还剩|余下|\bremaining\s+(?:options?|choices?|candidates?|possibilities|answers?)\b|\b(?:that|this|which)\s+leaves\b|\bnarrow(?:ed|s|ing)?\s+(?:it\s+|this\s+|things\s+)?down\s+to\b|\bleft\s+with\b/gi
// What may follow the letters of a narrowing that ends the output: 两项 / 两个选项 / 了 / "as candidates".
const NARROW_TAIL = /^[\s*_)）】"”]*(?:(?:两|二|三|2|3)?(?:个|项)?(?:选项|答案|可能|候选)?(?:了|可选|可供选择|待定|之间)?|\s*(?:as\s+(?:the\s+)?(?:candidates|possibilities|options))?)[\s*_]*[。.!！]?\s*$/i
/** Characters at the end of the output searched for a narrowing. */
const NARROW_NEAR = 160

/**
 * On a single-answer item, the output ends by narrowing to two or more options without choosing
 * ("……心梗肌钙蛋白阴性。剩下的选项是B和C。", "So the remaining options are A and D."): no answer.
 * Returns [start of the narrowing, end of the output], or null. Only the last sentence counts, and
 * only letters standing at its end, so "剩下的A和D是干扰项" is no narrowing.
 */
function narrowedAtEnd(x: Ctx): [number, number] | null {
  if (x.multi) return null
  // "剩下的选项是B和C。\n\nHope this helps!": a closing remark naming no option does not end the narrowing.
  return narrowedBefore(x, x.hi) ?? beforeCaveat(x, (hi) => narrowedBefore(x, hi))
}

function narrowedBefore(x: Ctx, hi: number): [number, number] | null {
  const s = x.s
  const from = Math.max(x.lo, hi - NARROW_NEAR)
  NARROW_G.lastIndex = from
  let at = -1
  let atEnd = -1
  for (let m = NARROW_G.exec(s); m !== null && m.index < hi; m = NARROW_G.exec(s)) {
    at = m.index
    atEnd = m.index + m[0].length
  }
  if (at < 0) return null
  let seen = 0
  let last = -1
  for (let i = atEnd; i < hi; i++) {
    const c = s.charCodeAt(i)
    // The clause only: "剩下B和C，选B。" chooses after the comma.
    if (c === 10 || c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b || c === 59 || c === 63) break
    if ((c === 0xff0c || c === 44) && !letterNext(s, i + 1, hi)) break
    if (c === 46 && (i + 1 >= hi || s.charCodeAt(i + 1) <= 32)) break
    if (c < 65 || c > 90 || isLatin(s.charCodeAt(i - 1)) || isLatin(s.charCodeAt(i + 1))) continue
    const bit = (1 << (c - 65)) & x.info.universe
    if (bit === 0) continue
    seen |= bit
    last = i + 1
  }
  if (popcount(seen) < 2 || !NARROW_TAIL.test(s.slice(last, hi))) return null
  return [at, hi]
}

/** The output ends on a line that is only the answer (on multi-answer items with the bare lines before it). */
function trailingLines(x: Ctx): Assertion | null {
  const at = (hi: number): Assertion | null => {
    const lastNl = x.s.lastIndexOf('\n', hi - 1)
    if (lastNl < x.lo) return null
    const line = bareItemLine(x, lastNl + 1, hi)
    if (line === null) return null
    const block = x.multi ? bareLinesBefore(x, line) : line
    return { mask: block.mask, start: block.start, end: block.end, rule: 'corrected_lines' }
  }
  return at(x.hi) ?? beforeCaveat(x, at)
}

/**
 * What `read` finds in the output ended before a closing remark that names no option and declines nothing
 * ("A\nB\nC\n\n（说实话我对这题不太有底。）", "…\n\nNot fully sure about this one, though."), or null. The remark is
 * read for a decline only once `read` finds something before it: most outputs end on no such remark.
 */
function beforeCaveat<T>(x: Ctx, read: (hi: number) => T | null): T | null {
  const s = x.s
  let end = x.hi
  while (end > x.lo && isBlankCode(s.charCodeAt(end - 1))) end--
  const nl = s.lastIndexOf('\n', end - 1)
  // (a closing line on the model's certainty may run longer: "Certainty well above the 70% figure itself — the only way this goes
  // wrong is …", hedge set 137)
  if (nl < x.lo || (end - nl > CAVEAT_MAX && !(end - nl <= CERTAINTY_CAVEAT_MAX && CERTAINTY_OPENS.test(s.slice(nl + 1, nl + 24))))) return null
  for (let i = nl + 1; i < end; i++) {
    const c = s.charCodeAt(i)
    if (c >= 65 && c <= 74 && (x.info.universe >> (c - 65)) & 1 && !isLatin(s.charCodeAt(i - 1)) && !isLatin(s.charCodeAt(i + 1))) return null
  }
  let k = nl
  while (k > x.lo && isBlankCode(s.charCodeAt(k - 1))) k--
  if (k <= x.lo) return null
  const found = read(k)
  return found === null || abstentionIn(x, nl + 1, end, 1) !== null ? null : found
}
const CAVEAT_MAX = 160
const CERTAINTY_CAVEAT_MAX = 320
const CERTAINTY_OPENS = /^[ \t*_>(（-]*(?:certainty|confidence|把握|置信|信心)/i

/**
 * After an answer statement ending at `from`, on the rest of its line and outside brackets: "/", 或 or
 * "or" and another option letter ("C（机械瓣时）/ D（非瓣膜病时）", "B (if stable) or D"). Returns the end
 * of that letter, or -1. Letters inside a note ("C（A/B均错误）") do not count.
 */
function alternativeAfter(x: Ctx, from: number): number {
  const s = x.s
  const to = Math.min(x.hi, from + 80)
  let depth = 0
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    // The statement's own sentence only: "答案：C。A/B 项错误" says nothing of the answer.
    if (c === 10 || c === 0x3002 || c === 0xff1b || c === 59 || c === 0xff01 || c === 33 || (c === 46 && s.charCodeAt(i + 1) === 32)) return -1
    if (c === 40 || c === 0xff08 || c === 0x3010 || c === 91) depth++
    else if (c === 41 || c === 0xff09 || c === 0x3011 || c === 93) depth = Math.max(0, depth - 1)
    else if (depth === 0 && (c === 47 || c === 0x6216 /* 或 */ || (c === 111 && s.charCodeAt(i + 1) === 114 && s.charCodeAt(i - 1) === 32 && s.charCodeAt(i + 2) === 32))) {
      let k = c === 111 ? i + 2 : i + 1
      while (k < to && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 42)) k++
      const d = s.charCodeAt(k)
      if (d >= 65 && d <= 90 && (x.info.universe >> (d - 65)) & 1 && !isLatin(s.charCodeAt(k + 1))) return k + 1
    }
  }
  return -1
}

/**
 * "**Selected:**\n- A — iron deficiency\n- B — thalassemia trait\n- D — sideroblastic anemia": the label's
 * letter opens a headed list of lettered lines (layout.ts), and the statement is the whole list.
 */
function labelledList(x: Ctx, d: Assertion): Assertion {
  // The label ends its line and the letter opens the next: only then can the letter open a list.
  const nl = x.s.indexOf('\n', d.start)
  if (nl < 0 || nl >= d.end) return d
  const list = headedLetterLines(x)
  if (list === null || d.start >= list.start || d.end <= list.start || d.end > list.end) return d
  if ((list.mask & d.mask) !== d.mask || list.mask === d.mask) return d
  return { ...d, mask: list.mask, end: list.end }
}

/** A lone capital follows at k after blanks ("B, C"): the comma joins a list. */
function letterNext(s: string, k: number, hi: number): boolean {
  while (k < hi && s.charCodeAt(k) === 32) k++
  const c = s.charCodeAt(k)
  return k < hi && c >= 65 && c <= 90 && !isLatin(s.charCodeAt(k + 1))
}

const PLACEHOLDER_OPEN_Y = new RegExp(PLACEHOLDER_NOTE, 'y')
/** The bracket open before `at` in its paragraph, not closed before it, opens a placeholder ("（本栏待填：…"): its span, or null. */
function placeholderAround(x: Ctx, at: number): [number, number] | null {
  const s = x.s
  let depth = 0
  for (let i = at - 1; i >= x.lo && at - i <= 240; i--) {
    const c = s.charCodeAt(i)
    if (c === 10 && s.charCodeAt(i - 1) === 10) return null
    if (c === 0xff09 || c === 41 || c === 0xff3d || c === 0x3011) depth++
    else if (c === 0xff08 || c === 40 || c === 0xff3b || c === 0x3010) {
      if (depth > 0) depth--
      else {
        PLACEHOLDER_OPEN_Y.lastIndex = i
        return PLACEHOLDER_OPEN_Y.test(s) ? [i, PLACEHOLDER_OPEN_Y.lastIndex] : null
      }
    }
  }
  return null
}

// "……我对这一点有些拿不准……不过题干没有这条线索，我就停在上面那个诊断上。" (hedge set 135): doubt, then the answer above kept.
const REAFFIRM = /(?:停|留|站)在上面(?:那个|的|这个)?(?:诊断|答案|选项|结论|判断)上|(?:还是|仍然|依然)(?:维持|坚持)(?:上面|前面|原来)的?(?:诊断|答案|选项|结论|判断)|\bI['’]ll\s+(?:stay|stick|stand)\s+(?:with|by)\s+(?:the\s+|my\s+)?(?:diagnosis|answer|option|choice)\s+above\b/

/** The phrase h only voices doubt, and the model keeps the answer above after it. */
function reaffirmedAfter(x: Ctx, h: [number, number]): boolean {
  return doubtOnly(x.s.slice(h[0], h[1])) && REAFFIRM.test(x.s.slice(h[1], x.hi))
}

function decide(x: Ctx, truncated: boolean): ChoiceExtraction {
  // 0. A JSON answer whose answer field is null or empty, closing the output: the other fields explain.
  const nullAnswer = nullJsonAnswer(x)
  if (nullAnswer !== null) return noAnswerAt(x, 'abstain', nullAnswer[0], nullAnswer[1])
  // 1. The last answer statement made with letters (or a strong verdict after it).
  const w = walk(x, markupStatements(x))
  // "……\n\nA、B、C、D；E排除。": a closing line that chooses letters and excludes the rest says all there is.
  const complement = x.multi && !truncated ? complementLine(x) : null
  // "答：A、B、C、D；E排除": the statement's cue shows, as the walk found it.
  const same = w.decided !== null && complement !== null && w.decided.mask === complement.mask && w.decided.start <= complement.start && w.decided.end >= complement.end
  if (complement !== null && !same) return result(x, complement.mask, complement.start, complement.end, complement.rule)
  if (x.multi && w.decided !== null) w.decided = labelledList(x, w.decided)
  if (w.decided === null) {
    // An answer line opening an output without a later statement is its answer ("B. 卵巢\n\n解析：
    // ……"), whatever its explanation says of the options, unless the model takes it back.
    // Failing that, an answer given by layout: a block of letter-only lines, an option list with
    // the chosen option marked, a line of option texts alone.
    const first = firstLine(x) ?? layoutAnswer(x, truncated)
    // "……\n\n故应选以上三项" under the block: the statement pointing back at it decides, and shows.
    // A line of option text is not taken back by a remark added after it ("奥美拉唑，就它了。\n\n补一句：…").
    if (first !== null && (first.rule === 'option_text_line' ? !revisedAfter(x, first.end) : retractionAfter(x, first.end) < 0) && !((first.rule === 'option_lines' || first.rule === 'bare_block') && anaphoricAnswer(x, first.end) !== null)) {
      first.final = true
      if (!truncated) {
        const h = abstainedAfter(x, first)
        if (h !== null) return noAnswerAt(x, 'hedge', h[0], h[1])
        // "Me, two minutes ago: B … The B from two minutes ago is withdrawn, and nothing replaces it."
        const gone = withdrawnAfter(x, first)
        if (gone !== null) return noAnswerAt(x, 'withdrawn', gone[0], gone[1])
      }
      return result(x, first.mask, first.start, first.end, first.rule)
    }
    finishWalk(x, w)
  }
  let d = w.decided
  if (d !== null && d.final !== true && d.conclusive !== true) {
    // "B\n\n解析：……有人会误认为而选C": the answer line opening the output is the final answer.
    const first = firstLine(x)
    if (first !== null && first.end <= d.start && !retractedBetween(x, first.end, d.end)) d = first
  }
  // "子女基因型只能是AB。\n\n答案：AB型": a final answer line in words after a letter said on the way.
  if (d !== null && d.final !== true && d.conclusive !== true && answerWordAfter(x.s, d.end, x.hi)) {
    const t = textStatements(x)
    if (t !== null && t.final === true && t.start >= d.end && ANSWER_LABEL_OPENS.test(x.s.slice(t.start, t.end))) d = t
  }
  if (d === null || d.final !== true) {
    // "故应选以上三项" after a block of option lines.
    const ana = anaphoricAnswer(x, d === null ? x.lo : d.end)
    if (ana !== null) d = ana
  }

  // "I'll go with A. … Hmm, wait. That's backwards … So the expected finding is hyperkalemia.": after
  // taking its letter back, the model states its answer by the option's text.
  // "答案：A（多巴胺）……写到这里我意识到前后矛盾……更正：正确答案：去甲肾上腺素": a final answer line corrected in words.
  if (d !== null && retractionAfter(x, d.end) >= 0) {
    const t = textStatements(x)
    if (t !== null && t.start >= d.end && (d.final !== true || t.final === true) && retractedBetween(x, d.end, t.start)) d = t
    // "Answer: A.\n\nScratching that: … is vancomycin plus ceftriaxone — B.": after taking its answer back, the model
    // closes the output with another letter standing as a clause of its own.
    else if (!x.multi) {
      const c = letterClause(x)
      if (c !== null && c.start >= d.end && c.mask !== d.mask && retractedBetween(x, d.end, c.start)) d = { ...c, final: true }
    }
  }

  // Cut short: only what the model states counts.
  if (truncated) return decideCut(x, d, 'truncated', -1, danglingCue(x) >= 0)
  if (d === null || d.final !== true) {
    const dangling = danglingCue(x)
    if (dangling >= 0) return decideCut(x, d, 'cut_off', dangling, true)
    // A statement that ends the output is not followed by a loop.
    const loop = d !== null && x.hi - d.end < 12 ? -1 : repetitionLoop(x)
    if (loop >= 0) return decideCut(x, d, 'loop', loop, false)
  }

  // "答案：A、B、C、D\n\n不对，D不属于……\n\nA\nB\nC": a correction the model writes as bare letter lines
  // ending the output, after taking its statement back.
  if (d !== null) {
    const tail = trailingLines(x)
    if (tail !== null && tail.start >= d.end && retractedBetween(x, d.end, tail.start)) {
      d = tail
      d.final = true
    }
  }

  // "……剩下的选项是B和C。" ending a single-answer output: narrowed, not chosen.
  const narrowed = narrowedAtEnd(x)
  if (narrowed !== null && (d === null || d.final !== true || d.start >= narrowed[0] - 40)) return noAnswerAt(x, 'hedge', narrowed[0], narrowed[1])

  if (d !== null) {
    // "【最终选择】\n（本栏待填：……若两者都明显，E最贴切；……）" (hedge set 131): a verdict inside the note that holds the answer's place.
    const slot = placeholderAround(x, d.start)
    if (slot !== null) return noAnswerAt(x, 'abstain', slot[0], slot[1])
    // "先说结论：这题我不给选项。……首选肾上腺素（A）本来没有疑问": a conclusion that opens the output by
    // declining stands against the explanation after it, as an answer line there would.
    const opening = openingAbstention(x, d)
    if (opening !== null && opening[1] <= d.start && !retractedBetween(x, opening[1], d.start)) return noAnswerAt(x, 'hedge', opening[0], opening[1])
    // "答案：C（机械瓣膜时）/ D（非瓣膜性房颤时）": letters offered as alternatives on a single-answer item.
    const alt = x.multi ? -1 : alternativeAfter(x, d.end)
    if (alt >= 0) return noAnswerAt(x, 'hedge', d.start, alt)
    // "选A还是选B，我拿不准"; "答案：A\n\n等等……A和B都有可能，无法确定".
    const h = d.mask === 0 ? null : abstainedAfter(x, d)
    if (h !== null) return noAnswerAt(x, 'hedge', h[0], h[1])
    // "Answer: B … So that "B" is withdrawn"; "上面那个 A 收回，算没写过": the model takes back the letter it
    // answered and states no other.
    const gone = d.mask === 0 ? null : withdrawnAfter(x, d)
    if (gone !== null) return noAnswerAt(x, 'withdrawn', gone[0], gone[1])
    return result(x, d.mask, d.start, d.end, d.rule)
  }

  // 2. A first line that is nothing but the answer.
  const first = firstLine(x)
  if (first !== null) {
    // "Beck's triad: B, C, D, E.\n\nNo — …\n\nB, C, D": taken back, and restated as bare lines ending the output.
    const tail = retractionAfter(x, first.end) >= 0 ? trailingLines(x) : null
    if (tail !== null && tail.start > first.end && retractedBetween(x, first.end, tail.start)) return result(x, tail.mask, tail.start, tail.end, tail.rule)
    // "**B**\n\n——这是我的第一反应，但我要收回它……这题我不作答。": a first line the model then declines.
    const h1 = lastAbstention(x, first.end, 1)
    if (h1 !== null) return noAnswerAt(x, 'abstain', h1[0], h1[1])
    // "**A**\n\n……开头那个加粗的A我收回，不拿别的字母去填补它的位置": the opening letter taken back, nothing in its place.
    const gone = withdrawnAfter(x, first)
    if (gone !== null) return noAnswerAt(x, 'withdrawn', gone[0], gone[1])
    return result(x, first.mask, first.start, first.end, first.rule)
  }

  // The model says it gives no answer ("本题存疑，暂不作答", "无法从选项中选出唯一正确答案") or hedges
  // ("B和C都有可能，无法确定"): no letter or option it mentioned on the way is its answer, unless
  // it settles after that ("但也可能是C，我倾向于C", "……综上，最可能的诊断是肺癌").
  // The later of the two counts: "题干未提供年龄……答案可能是 A，也可能是 C" ends on the hedge.
  const found = lastAbstention(x, x.lo, 3)
  const hedged = lastHedge(x, x.lo)
  const ab = found !== null && (hedged === null || found[1] >= hedged[1]) ? found : null
  const h = ab ?? hedged
  if (h !== null && (w.weak === null || w.weak.start < h[1]) && !reaffirmedAfter(x, h)) {
    const t = ab === null ? null : textStatements(x)
    // "但题干没提胎盘检查不完整。……\n\nC，子宫收缩乏力。": a remark on what the stem lacks, then the letter
    // standing as the output's closing clause (not after a decline in the model's own words, tier 1).
    // "…谁大谁小取决于两个变量的离散程度……\n\nr与b同号——C。": after a hedge word too.
    const closing = x.multi ? null : closingClauseAfter(x, h[1])
    if (closing !== null) return result(x, closing.mask, closing.start, closing.end, 'letter_clause')
    // "两个都对，但问“最早”，我把赌注放在浓缩功能上……——就是第二项。" (hedge set 131): an option named by its place after the
    // hedge, as a closing letter would be.
    const placed = x.multi || lastAbstention(x, x.lo, 1) !== null ? null : ordinalAnswer(x)
    if (placed !== null && placed.start >= h[1]) return result(x, placed.mask, placed.start, placed.end, 'ordinal')
    if (t === null || t.start < h[1]) {
      // "作为AI助手，我不能提供医疗建议": the refusal opens with who is speaking; show that.
      const ref = REFUSAL.exec(x.s)
      if (ref !== null && ref.index <= h[0] && AS_AI.test(ref[0])) return noAnswerAt(x, 'refusal', ref.index, ref.index + ref[0].length)
      return noAnswerAt(x, ab === null ? 'hedge' : 'abstain', h[0], h[1])
    }
  }

  const weak = (a: Assertion, rule: string): ChoiceExtraction => {
    // A leaning ("可能是B") is no answer to keep against a decline, whatever the decline's object.
    const declined = x.multi ? null : selfDecline(x, rule === 'cue_weak' || rule === 'hedged' ? 0 : a.mask)
    return declined === null ? result(x, a.mask, a.start, a.end, rule) : noAnswerAt(x, 'declined', declined[0], declined[1])
  }

  // 2b. A last line that labels its letters ("题目问“不属于”的项目：A", "The drug asked for: C").
  const labelled = labelledLastLine(x)
  if (labelled !== null) return result(x, labelled.mask, labelled.start, labelled.end, labelled.rule)

  // 3. An answer cue followed by an option's text, unless a letter standing as a clause of its own closes
  // the output after it ("……一上来就想写去甲肾上腺素（B）……这里：肾上腺素，C。").
  const t = textStatements(x)
  if (t !== null) {
    const closing = x.multi ? null : letterClause(x)
    if (closing !== null && closing.start >= t.end && closing.mask !== t.mask) return result(x, closing.mask, closing.start, closing.end, 'letter_clause')
    // "焦黄、凹陷应为Ⅲ度；但有的教材列为Ⅳ度……我在D与E之间来回摆，没法只圈一个。": an option's text after a
    // copula in the reasoning, not a final answer, then the model declining in its own voice.
    const declined = t.final === true ? null : declinedAfter(x, t.end, t.mask)
    if (declined !== null) return noAnswerAt(x, 'declined', declined[0], declined[1])
    return result(x, t.mask, t.start, t.end, t.rule)
  }

  // 4. Weak statements ("我的倾向是E……这个E我不写上去……没法在A和E之间落下一个字母": a leaning, then a decline).
  if (w.weak !== null) {
    const declined = declinedAfter(x, w.weak.end)
    if (declined !== null) return noAnswerAt(x, 'declined', declined[0], declined[1])
    return result(x, w.weak.mask, w.weak.start, w.weak.end, w.weak.rule)
  }

  // 5. A last line that is nothing but the answer (on multi-answer items, with the lines before it).
  const s = x.s
  const lastLine = (hi: number): Assertion | null => {
    const lastNl = s.lastIndexOf('\n', hi - 1)
    if (lastNl < x.lo) return null
    const line = bareLine(x, lastNl + 1, hi, true)
    return line === null ? null : x.multi ? bareLinesBefore(x, line) : line
  }
  const block = lastLine(x.hi) ?? beforeCaveat(x, lastLine)
  if (block !== null) return result(x, block.mask, block.start, block.end, 'last_line')

  // 5b. On a single-answer item, the one letter that stands as a clause of its own ending a line ("把握大约75%。A。",
  // "就这么办：B，红霉素。", "我还是归到深Ⅱ度，C。"), with nothing else so placed: the model's last word on it.
  const closing = x.multi ? null : letterClause(x)
  if (closing !== null) return result(x, closing.mask, closing.start, closing.end, 'letter_clause')

  // 6. Per-option verdicts (collected last to first).
  if (w.pos.length > 0) {
    let mask = 0
    for (const p of w.pos) mask |= p.mask
    const firstPos = w.pos[w.pos.length - 1]
    // "B和E都对，而题目是单选": two options found right on a single-answer item is no one answer.
    if (!x.multi && (mask & (mask - 1)) !== 0) return noAnswerAt(x, 'two_right', firstPos.start, w.pos[0].end)
    return weak({ mask, start: firstPos.start, end: w.pos[0].end, rule: 'verdict' }, 'verdict')
  }

  // From here on nothing in the output states an answer: what is read is a letter or an option's text
  // the model names. On a single-answer item, a model that speaks of itself in the negative
  // ("我不在B和E之间做选择", "我看不清楚，就不下笔了", "I'm not picking between D and B", "I don't have
  // the stem") or leaves its answer empty (留空, "blank", null, []) has named those options on the way, not chosen
  // one. The wording of a decline has no end; its grammar does, so this is read from the grammar.

  // 7. A letter opening the output.
  const lead = leading(x, openingStart(x), x.hi)
  if (lead !== null && !headsOptions(x, lead)) return weak(lead, lead.rule)

  // 8. Option text after a phrase that introduces an answer.
  const cueText = optionTextAfterCue(x)
  if (cueText !== null) {
    // "诊断依靠……特征性的大细胞：双核或多核" read as a paraphrase, then a closing "诊断性细胞：R-S细胞" (hedge set 121): an
    // option's own text on a labelled line after it is the model's later, exact word.
    const exact = cueText.rule === 'option_paraphrase' && !x.multi ? labelledTextLine(x) : null
    return exact !== null && exact.start >= cueText.end ? weak(exact, exact.rule) : weak(cueText, cueText.rule)
  }

  // 8b. An option named by its place ("选第三个选项", "the correct choice is the first option", "选前四项").
  const ord = ordinalAnswer(x)
  if (ord !== null) return weak(ord, 'ordinal')

  // 8c. On a multi-answer item, the one JSON key whose value is a list of letters and whose name does not set
  // them aside ({"命中": ["A", "B", "D", "E"], "落选": {"C": "…"}}): the model filed its choice under a name of its own
  // (a caveat in another field, "单凭它们不能确定窒息方式", is no refusal).
  const listed = x.multi ? jsonLetterList(x) : null
  if (listed !== null) return result(x, listed.mask, listed.start, listed.end, 'json_list')

  // 9. Refusal.
  const ref = REFUSAL.exec(s)
  if (ref !== null && ref.index < x.hi) return noAnswerAt(x, 'refusal', ref.index, ref.index + ref[0].length)

  // 9b. A line "label：option text" ("心功能分级：Ⅲ级", "给药途径：“舌下含服”").
  const labelledText = x.multi ? null : labelledTextLine(x)
  if (labelledText !== null) return weak(labelledText, labelledText.rule)

  // 9d. "…before anything else.\n\nBipolar II.": a closing line that is the opening words of one option's text alone.
  const named = x.multi ? null : closingShortName(x, x.hi) ?? beforeCaveat(x, (hi) => closingShortName(x, hi))
  if (named !== null) return weak(named, named.rule)

  // 9e. "…的超声表现是——\n\n**B：宫腔内未见孕囊，附件区见混合性包块**，可伴盆腔积液": a bold letter with its option's whole text
  // opening the line after a paragraph that introduces it.
  const bold = x.multi ? null : introducedBoldOption(x) ?? boldLetteredLine(x)
  if (bold !== null) return weak(bold, bold.rule)

  // 9d. One line opening with a letter and that option's whole text as a sentence ("E，酚苄明。普萘洛尔排在第一个选项，但…").
  const opened = x.multi ? null : letterTextSentenceLine(x)
  if (opened !== null) return weak(opened, opened.rule)
  // "肺经输穴即原穴——太渊（E）。" (hedge set 129): after a dash, an option's text and its own letter closing the sentence.
  const dashed = x.multi ? null : dashedLetteredText(x)
  if (dashed !== null) return weak(dashed, dashed.rule)

  // 9e. "Low TIBC? No. High ferritin — that's the one I'm submitting." (hedge set 125): the last option text, wherever it
  // stands, that the model calls its answer.
  const called = x.multi ? null : textCalledAnswer(x, w.ruledOut) ?? namedThenCalled(x, w.ruledOut)
  if (called !== null) return unlessDeclinedAfter(x, called)

  // 10. Option text in the opening or closing sentences; 11. the last letter mentioned and not ruled out after.
  const guess = restatedLetters(x, optionTextInSentences(x, w.ruledOut), w.lastMention) ?? w.lastMention
  if (guess === null) return noAnswer('none')
  // "…Between A and B, though, it comes down to age. How old is the child?" (hedge set 129): on a single-answer item that
  // states no answer, a reply that ends by asking the user a question has handed the choice back.
  const asked = x.multi ? -1 : closingQuestion(x)
  if (asked >= 0) return noAnswerAt(x, 'unsettled', asked, trimEnd(s, x.lo, x.hi))
  // "判断：NYHA Ⅱ级或Ⅲ级": the option's text, then "或" and another option: two offered, none chosen.
  if (!x.multi && guess.rule === 'option_text' && popcount(guess.mask) === 1 && orAnotherOption(x, guess.end, 31 - Math.clz32(guess.mask))) return noAnswerAt(x, 'unsettled', guess.start, guess.end)
  // "But with pure absence in a boy, ethosuximide is my answer.": the option's text the model calls its answer.
  if (guess.rule === 'option_text' && popcount(guess.mask) === 1) {
    // (yet "有的以X线上的牙槽骨吸收为准……这道单选我不落在B或C任何一边" declines)
    const end = strongVerdictEnd(s, guess.end)
    if (end >= 0) return unlessDeclinedAfter(x, { mask: guess.mask, start: guess.start, end, rule: 'option_text_verdict' })
    const lettered = letteredText(x, guess)
    if (lettered !== null) return weak(lettered, lettered.rule)
  }
  // On a single-answer item an output that never states an answer and voices doubt ("没有流量就算不出浓度",
  // "Can't guess", "题干前后矛盾") answers nothing: the option it names last would be the reader's guess.
  // Hedges the phrase lists above do not know end here rather than in a letter.
  if (!x.multi) {
    UNSETTLED.lastIndex = x.lo
    let u = UNSETTLED.exec(s)
    while (u !== null && u.index < x.hi && isQuestionMark(u[0]) && restatesQuestion(x, u.index)) u = UNSETTLED.exec(s)
    if (u !== null && u.index < x.hi) return noAnswerAt(x, 'unsettled', u.index, u.index + u[0].length)
    // "options A, B, C and E are all someone else's prescription": several letters named on a single-answer item.
    if (popcount(guess.mask) > 1) return weak({ ...guess, mask: 0 }, 'none')
    // The last letter named is a guess when its paragraph names another option not ruled out ("The key's B is one rule of
    // thumb … that's C … I can't vouch for it"): only the model's word could choose between them, and it gave none.
    // (Not where the letter closes its paragraph: "That leaves B and C, and the unequal arm pressures point to B."; but a
    // bracketed letter closing a list's last line, "- age 44 → 176 × 0.85 ≈ 150 (B)", labels that line, hedge set 125.)
    if (guess.rule === 'last_mention') {
      const [a, b] = paragraphAround(x, guess.start)
      const lineStart = Math.max(a, s.lastIndexOf('\n', guess.start - 1) + 1)
      // (nor the last line of a bulleted list, "- 冷敷对应B\n- 热敷对应C", whose lines map cases to options)
      const listed = BULLET_LINE.test(s.slice(lineStart, guess.start)) && lineStart > a
      const closes = CLOSING_TAIL_Y.test(s.slice(guess.end, b)) && !listed && !BRACKET_BEFORE.test(s.slice(Math.max(a, guess.start - 3), guess.start))
      if (!closes && popcount(lettersNamedIn(x, a, b) & ~w.ruledOut) > 1) return noAnswerAt(x, 'unsettled', guess.start, guess.end)
    }
  }
  return weak(guess, guess.rule)
}

const DASH_G = /[—–]{1,2}[ \t]*/g
const OWN_LETTER_CLOSE_Y = /[ \t]*[（(]([A-J])[)）]([ \t*_]*[。.!！])?/y

/**
 * The only place where a dash is followed by an option's text and its letter in brackets, closing its sentence; else null.
 * Several such (“桡神经损伤”——肱骨干骨折（C）；“尺神经损伤”——肱骨内上髁骨折（E）) map cases to options.
 */
function dashedLetteredText(x: Ctx): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  const s = x.s
  let found: Assertion | null = null
  DASH_G.lastIndex = x.lo
  for (let m = DASH_G.exec(s); m !== null && m.index < x.hi; m = DASH_G.exec(s)) {
    const at = m.index + m[0].length
    for (const l of x.info.textLetters) {
      const end = optionTextAt(hay(x), at, l, x.info)
      if (end < 0) continue
      OWN_LETTER_CLOSE_Y.lastIndex = end
      const c = OWN_LETTER_CLOSE_Y.exec(s)
      if (c === null || c[1].charCodeAt(0) - 65 !== l) continue
      if (found !== null && found.mask !== 1 << l) return null
      found ??= { mask: 1 << l, start: at, end: c[2] === undefined ? -1 : OWN_LETTER_CLOSE_Y.lastIndex - 1, rule: 'option_text_lettered' }
    }
  }
  return found === null || found.end < 0 ? null : found
}

/** The last option text in the reply that a strong verdict follows ("…ethosuximide is my answer", "X — that's the one I'm entering"), or null. */
function textCalledAnswer(x: Ctx, ruledOut: LetterMask): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  const hits = findOptionTexts(hay(x), x.lo, x.hi, x.info)
  for (let k = hits.length - 1; k >= 0; k--) {
    const h = hits[k]
    if ((ruledOut & (1 << h.letter)) !== 0) continue
    const end = strongVerdictEnd(x.s, h.end)
    if (end >= 0) return { mask: 1 << h.letter, start: h.start, end, rule: 'option_text_verdict' }
  }
  return null
}

// "A CT angiogram — fast, widely available, images the whole aorta. That's my choice, even granting…" (hedge set 133): a
// sentence that only calls the one before it the answer.
const THATS_MY_CHOICE_G = /(?<=[.!]\s{1,2}|\n)[ \t*_]*(?:That['’]s|That\s+is|This\s+is)\s+(?:my|the)\s+(?:choice|answer|pick|call|final\s+answer)\b/g
const OPENING_PHRASE_Y = /[ \t*_>-]*((?:an?\s+|the\s+)?[A-Za-z][A-Za-z0-9' -]{2,60}?)[ \t]*(?:[—–,:;(]|\.\s|$)/y
const ARTICLE = new Set(['a', 'an', 'the'])

/** The option whose text opens with words that stem-match every word of `phrase` (a "CT angiogram" for "CT angiography of the chest"), or -1. */
function optionByStems(phrase: string, info: OptionInfo): number {
  const words = phrase.toLowerCase().split(/[\s-]+/).filter((w) => w.length > 0 && !ARTICLE.has(w))
  if (words.length === 0 || words.join('').length < 5) return -1
  const same = (a: string, b: string) => a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6) && a.slice(0, Math.min(a.length, b.length) - 2) === b.slice(0, Math.min(a.length, b.length) - 2))
  let found = -1
  for (const l of info.textLetters) {
    const t = (info.texts[l] as string).toLowerCase().split(/[\s-]+/)
    if (t.length < words.length || !words.every((w, i) => same(w, t[i]))) continue
    if (found >= 0) return -1
    found = l
  }
  return found
}

function namedThenCalled(x: Ctx, ruledOut: LetterMask): Assertion | null {
  if (!x.info.latin) return null
  const s = x.s
  let last: Assertion | null = null
  THATS_MY_CHOICE_G.lastIndex = x.lo
  for (let m = THATS_MY_CHOICE_G.exec(s); m !== null && m.index < x.hi; m = THATS_MY_CHOICE_G.exec(s)) {
    if (/^[ \t]*[?？]/.test(s.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue
    // The sentence before: back to the previous full stop followed by a blank, or the line's start.
    let k = m.index - 1
    while (k > x.lo && s.charCodeAt(k) !== 10 && !(s.charCodeAt(k) === 32 && (s.charCodeAt(k - 1) === 46 || s.charCodeAt(k - 1) === 33) && k < m.index - 2)) k--
    if (k > x.lo) k++
    OPENING_PHRASE_Y.lastIndex = k
    const p = OPENING_PHRASE_Y.exec(s)
    if (p === null) continue
    const letter = optionByStems(p[1], x.info)
    if (letter < 0 || (ruledOut & (1 << letter)) !== 0) continue
    const at = k + p[0].indexOf(p[1])
    last = { mask: 1 << letter, start: at, end: m.index + m[0].length, rule: 'option_text_verdict' }
  }
  return last
}

/** Where a strong verdict right after `at` ends ("… is my answer", "— that's the one I'm entering"), or -1; not one asked ("…是我的答案？"). */
function strongVerdictEnd(s: string, at: number): number {
  STRONG_AFTER_Y.lastIndex = at
  if (!STRONG_AFTER_Y.test(s)) return -1
  const end = STRONG_AFTER_Y.lastIndex
  return /^[ \t]*[?？]/.test(s.slice(end, end + 4)) ? -1 : end
}

/** The answer a, unless the model declines in its own voice after it (declinedAfter). */
function unlessDeclinedAfter(x: Ctx, a: Assertion): ChoiceExtraction {
  const declined = declinedAfter(x, a.end)
  return declined !== null ? noAnswerAt(x, 'declined', declined[0], declined[1]) : result(x, a.mask, a.start, a.end, a.rule)
}

/** Where the reply's closing sentence starts when that sentence is a question (not the stem restated), else -1. */
function closingQuestion(x: Ctx): number {
  const s = x.s
  let end = trimEnd(s, x.lo, x.hi)
  while (end > x.lo && /[*_)）"”]/.test(s[end - 1])) end--
  if (end <= x.lo || (s[end - 1] !== '?' && s[end - 1] !== '？') || restatesQuestion(x, end - 1)) return -1
  let k = end - 1
  while (k > x.lo && !isSentenceEnd(s.charCodeAt(k - 1)) && s.charCodeAt(k - 1) !== 10 && !(s.charCodeAt(k - 1) === 32 && s.charCodeAt(k - 2) === 46)) k--
  // The question names no option ("Is it A?" weighs one).
  return namesLetter(x, k, end) ? -1 : k
}

const CLOSING_TAIL_Y = /^[ \t*_.。!！)）]*$/
const BRACKET_BEFORE = /[(（][ \t]*$/

/** The paragraph around `at`: between blank lines, within the reply. */
function paragraphAround(x: Ctx, at: number): [number, number] {
  const s = x.s
  let a = at
  while (a > x.lo && !(s.charCodeAt(a - 1) === 10 && blankLineBefore(s, a - 1, x.lo))) a--
  let b = at
  while (b < x.hi && !(s.charCodeAt(b) === 10 && blankLineAfter(s, b, x.hi))) b++
  return [a, b]
}

/** The newline at `nl` ends a blank line: only blanks between it and the newline before. */
function blankLineBefore(s: string, nl: number, lo: number): boolean {
  let k = nl - 1
  while (k >= lo && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9)) k--
  return k < lo || s.charCodeAt(k) === 10
}

/** The newline at `nl` opens a blank line: only blanks between it and the next newline. */
function blankLineAfter(s: string, nl: number, hi: number): boolean {
  let k = nl + 1
  while (k < hi && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9)) k++
  return k >= hi || s.charCodeAt(k) === 10
}

// (also an assignment in code, "选中 = [\"A\", \"B\", \"C\", \"E\"]" above "剔除 = [\"D\"]", hedge set 127)
const JSON_LETTER_LIST_G = /(?:"([^"\n]{1,24})"[ \t]*:|(?<=(?:^|\n)[ \t]*)([^\s"=:：\[\]{}#]{1,24})[ \t]*=)[ \t]*\[((?:[ \t]*"[ \t]*[A-J][ \t]*"[ \t]*,?)+)[ \t]*\]/g

function jsonLetterList(x: Ctx): Assertion | null {
  let found: Assertion | null = null
  JSON_LETTER_LIST_G.lastIndex = x.lo
  for (let m = JSON_LETTER_LIST_G.exec(x.s); m !== null && m.index < x.hi; m = JSON_LETTER_LIST_G.exec(x.s)) {
    const key = m[1] ?? m[2]
    if (REJECT_LABEL.test(key) || SET_ASIDE_LABEL.test(key)) continue
    const mask = lettersToMask(m[3])
    if ((mask & x.info.universe) !== mask) return null
    // Two lists that keep letters: which one answers is not said.
    if (found !== null) return null
    found = { mask, start: m.index, end: m.index + m[0].length, rule: 'json_list' }
  }
  return found
}

/**
 * "Vancomycin covers D, A and B — i.e. Enterococcus faecalis, MRSA, and C. difficile": option texts that restate the
 * letters just named, in the same line, read as those letters (every one of them), not as the texts found.
 */
function restatedLetters(x: Ctx, text: Assertion | null, letters: Assertion | null): Assertion | null {
  if (text === null || letters === null || text.rule !== 'option_text') return text
  if ((letters.mask & text.mask) !== text.mask || letters.end > text.start || text.start - letters.end > RESTATE_GAP) return text
  for (let i = letters.end; i < text.start; i++) if (x.s.charCodeAt(i) === 10 || isSentenceEnd(x.s.charCodeAt(i))) return text
  return letters
}
/** Characters at most between the letters and the texts restating them. */
const RESTATE_GAP = 24

// A model speaking of itself in the negative, or an answer left empty. Read only where no answer was
// stated (rules 7–11) or only per-option verdicts were (rule 6), on single-answer items: there every such output in the blind sets declined,
// and no output that answered said any of it.
const SELF_DECLINE_G = new RegExp(
  [
    // 我不在B和E之间做选择 / 我看不清楚，就不下笔了 / 我没有办法确认 / 我无法核实
    // (not an opinion on an option, 我不认为是A, 我不建议选C, 我不往C走; nor doubt, 我不太确定, 我没有十足把握, which a
    // committed answer may carry: "我不太确定，不过坏血病最符合")
    // (我国, 我院: not the model speaking; 不踏实, 不足以改变答案, 不是满分把握: doubt it answers through;
    // 我对这个答案的信心不算高, 我不太有底: doubt it answers through; 我不是医生, 我没有查资料, 我并不完全排除, 我没法完全排除早期骨髓炎: who answers
    // and how, not a decline; "不会因此改投": a commitment kept; 我没法保证百分之百正确, 我不能替代医生的诊断, "I am not a doctor", "I cannot guarantee": a disclaimer; 不再改了, 我不动摇: a commitment; 让我略有迟疑的是：题干没说…: after the colon another subject speaks; 我要的是不带前缀的那一个:
    // 不带 describes an option)
    // (nor a "我" inside quoted speech: 投射会变成“是继母看我不顺眼”)
    // (nor 我先不看讲义，自己过一遍 / 室友那个A我不跟，我这边是D: how it answers, or whose letter it does not follow; hedge set 119)
    // (nor "这两项我连犹豫都没有": no doubt at all about options set aside, hedge set 125)
    // (nor "题干没有提躯干，我不加": a term left out of a sum; nor "我不往那一类去": a category set aside; hedge set 127)
    // (nor "出题人的版本和我记的不同": 我 the object of a comparison, hedge set 129)
    // (nor "这一道不在没把握的那一两道里：C", "这个倾向就是我的作答，不再加保留": doubt denied, hedge set 135; "我也就不展开了", hedge set 137)
    // (nor "这道我没太多疑问：☑ 尿道球部": no doubt, hedge set 139; "我没把它放在第一位考虑的唯一理由是…": a reason given, "我不太敢说百分之百":
    // doubt it answers through, hedge set 141)
    '(?<![自和跟与同])(?<![“「『‘][^”"」』’\\n]{0,16})我(?![国院科省市军])[^。！？!?\\n：:]{0,10}(?<!连(?:犹豫|迟疑|怀疑|纠结|多想|动摇)都)(?:不|没|无法|不能)(?!(?:有)?(?:选|挑|要|取|写|填|往|考虑)[ \\t]*(?:选项)?[ \\t]*[A-J](?![A-Za-z])|(?:有)?(?:太多|什么|多少|任何|一点)?(?:疑问|疑虑|犹豫|怀疑|悬念|顾虑|保留意见|异议)|[^。！？!?\\n，,]{0,16}?的(?:唯一)?(?:理由|原因)(?:是|在于)|(?:太)?敢(?:说|讲)(?:百分之百|十成|绝对)|在[^。！？!?\\n，,]{0,4}?(?:没把握|拿不准|不确定|没底|没谱)|再(?:加|留|有|附)?(?:保留|犹豫|改)|(?:再)?(?:展开|赘述|多说|细说|详述|多讲)|(?:加|算进|计入|扣)(?:进去|上|入)?(?=[。！!，,；;]|$)|往[^。！？!?\\n，,]{0,8}?(?:那|这)一?(?:类|边|项|个|方向)(?:去|走|靠)|看(?!不)|跟(?!着?(?:猜|蒙|选|写|填))|认为|觉得|同意|赞同|建议|推荐|倾向|踏实|带|含|是(?:医生|医师|大夫|专业|专家|执业|临床)|有?(?:查|翻|参考|借助|联网|检索|引用|上网)|(?:完全)?排除|(?:法|办法)(?:完全|彻底)排除|(?:法|能)?(?:保证|担保|打包票)|(?:能|可以)?(?:替代|代替)(?:医生|医师|大夫|专业)(?:的)?(?:诊断|诊疗|建议|意见|面诊)|法?(?:核实|查证|考证)(?=[^。\\n]{0,16}(?:但|不过|可是|然而))|(?:会(?:因此|为此|就此)?)?再?(?:改|变|动摇|反悔|犹豫)|足以(?:改变|推翻|动摇)|是满分|敢?(?:打|给)(?:满分|百分之百)|敢?把话说(?:满|死)|(?:是|太|很|十分|完全|敢|能|怎么|大|上){0,3}(?:确定|肯定|有底|自信|放心|笃定|十拿九稳|有?(?:十足|太大|足够|多大|百分之百|满分)?的?把握)|算(?:太|很|特别)?(?:高|大|足|笃定|确定|肯定))',
    // 不替你圈 / 不帮你选 / 不为任何一方表态 / 不给任何一个字母 (not "除母乳外不给任何其他食物")
    '不(?:替|帮|给|为)(?:你|您|他|她)|不(?:替|帮|为)任何|不给任何(?:一方|一个|一项|选项|答案|字母|结论)',
    // 请补原文 / 麻烦把题干发我
    // (not an offer: 如需进一步解释，请告诉我 / 如有疑问请告诉我)
    '(?<!(?:如需|如果需要|如果还需要|若需|如有|若有|如果有|有任何)[^。\\n]{0,12})(?:请|麻烦)[^。\\n]{0,12}(?:补|发|贴|提供|确认|告诉|核对|查阅|对照|打出|打给)',
    // 答案完全取决于问法
    '答案[^。\\n，,]{0,6}取决于|取决于(?:问法|题干|版本|教材|出处|哪)',
    '空着|留空|放空|不填|未填|没有填',
    // ("So I'm not substituting. Treatment: E —": a commitment kept, hedge set 133; "…because of some detail I'm not seeing": what the
    // model may have missed, hedge set 149)
    "\\bI(?:['’]m| am| will|['’]ll|['’]d| would)?\\s+(?:not|never)\\b(?!\\s+(?:convinced|persuaded|100%|seeing|noticing|aware\\b|substituting|switching|budging|wavering|changing\\s+(?:it|that|my\\s+answer)|going\\s+to\\s+overthink|losing\\s+(?:any\\s+)?sleep|(?:too\\s+|very\\s+|overly\\s+)?(?:worried|concerned|bothered)\\b|a\\s+(?:doctor|physician|clinician|medical\\s+professional|substitute)\\b|(?:entirely\\s+|completely\\s+|totally\\s+|fully\\s+|100%\\s+|quite\\s+)?(?:sure|certain|confident|positive)\\b|(?:entirely\\s+|completely\\s+|totally\\s+|fully\\s+|quite\\s+)?(?:comfortable|at\\s+ease)(?=\\s*[,.;:—–-]|\\s+(?:but|though|yet)\\b)))",
    "\\bI\\s+(?:honestly\\s+|really\\s+|just\\s+|simply\\s+)?(?:don['’]t|won['’]t|can['’]t|cannot|couldn['’]t|wouldn['’]t|have\\s+no)\\b(?!\\s+(?:think|believe|agree|recommend|favou?r|buy|bet|stake|swear|guarantee|promise|replace|substitute)\\b)",
    // (not "a ten-second blank spell", "a blank stare": what the patient shows)
    '\\b[Bb]lank\\b(?!\\s+(?:spells?|stares?|episodes?|looks?|periods?|expressions?)\\b)',
    '\\b[Ww]ithdraw(?:ing|n)?\\s+(?:my|that|the|this)\\s+(?:\\w+\\s+)?answer',
    // "I'm flagging that as a tilt, not as my response to the item"
    "\\bnot\\s+(?:as\\s+)?my\\s+(?:final\\s+)?(?:response|answer|reply|submission)\\b",
    // "Ranking these for home use isn't something I'll do."
    "\\b(?:isn['’]t|is\\s+not)\\s+something\\s+I(?:['’]ll|\\s+will|\\s+can|['’]m\\s+going\\s+to)\\s+(?:do|offer|provide|give|answer|pick|choose|rank)\\b",
    '\\b[Hh]old(?:ing)?\\s+off\\b|\\b[Dd]efer\\b',
    '\\b(?:answer|letter|choice)\\s+(?:\\w+\\s+){0,2}depends\\b',
    '\\b[Ff]lag\\s+(?:the|this)\\s+(?:item|question)\\b',
    // (not a box before an option's letter: "[ ] A  [x] C")
    '\\bTBD\\b|\\bnull\\b|\\[\\s*\\](?![ \\t]*[A-J](?![A-Za-z]))',
  ].join('|'),
  'g',
)

/** The first self-decline in the output's answer text, or null (see SELF_DECLINE_G). */
function selfDecline(x: Ctx, answer: LetterMask): [number, number] | null {
  return selfDeclineAfter(x, x.lo, answer)
}

/**
 * On a single-answer item, the model declining in its own voice after `from`, and no option letter in a sentence after
 * its last decline (not "我没法把拉贝洛尔完全排除在外……A，硫酸镁。"; but "没法在A和E之间落下一个字母" declines).
 */
function declinedAfter(x: Ctx, from: number, answer: LetterMask = 0): [number, number] | null {
  if (x.multi) return null
  const first = selfDeclineAfter(x, from, answer)
  if (first === null) return null
  let last = first
  for (let next = selfDeclineAfter(x, last[1], answer); next !== null; next = selfDeclineAfter(x, next[1], answer)) last = next
  let e = last[1]
  while (e < x.hi && !isSentenceEnd(x.s.charCodeAt(e)) && x.s.charCodeAt(e) !== 10) e++
  return anyLetterIn(x, e, x.hi) ? null : first
}

/** The first self-decline after `from`, passing over those that set aside an option other than `answer` (setsAsideOther). */
function selfDeclineAfter(x: Ctx, from: number, answer: LetterMask = 0): [number, number] | null {
  SELF_DECLINE_G.lastIndex = from
  for (let m = SELF_DECLINE_G.exec(x.s); m !== null && m.index < x.hi; m = SELF_DECLINE_G.exec(x.s)) {
    if (answer === 0 || !setsAsideOther(x, m.index, SELF_DECLINE_G.lastIndex, answer)) return [m.index, m.index + m[0].length]
  }
  return null
}

// A choosing verb whose object is a pronoun ("但我不选它", "我不考虑这一项"), closing its clause.
const PRONOUN_OBJECT_Y = /[^。！？!?\n，,；;]{0,4}?(?:选|挑|要|取|写|填|考虑|用)[ \t]*(?:它|这个|这一?项|那个|那一?项)(?=[ \t]*(?:[。！!，,；;]|$))/y

/**
 * "我写下第二项：后鼻孔填塞。内镜电凝也很合理，但我不选它。" (hedge set 123): the pronoun stands for the option the
 * sentence names before it, not for the item, and that option is not the answer given: it is set aside, not the item
 * declined. The sentence must name another option (its letter, its text, or two of its text's character pairs, as
 * "内镜电凝" names "鼻内镜下电凝止血") and not the answer.
 */
function setsAsideOther(x: Ctx, start: number, end: number, answer: LetterMask): boolean {
  PRONOUN_OBJECT_Y.lastIndex = end
  if (!PRONOUN_OBJECT_Y.test(x.s)) return false
  const sentence = sentenceStartBefore(x, start)
  const named = namedLetters(x, sentence, start, isLatin) | optionsEchoed(x, sentence, start)
  return named !== 0 && (named & answer) === 0
}

/** Options whose texts s[from, to) echoes: two character pairs of one option's text and none of another's. */
function optionsEchoed(x: Ctx, from: number, to: number): LetterMask {
  const clause = x.s.slice(from, to)
  let echoed = 0
  let pairs = 0
  for (const letter of x.info.textLetters) {
    const t = x.info.texts[letter] as string
    let n = 0
    for (let i = 0; i + 2 <= t.length && n < 2; i++) if (!isLatin(t.charCodeAt(i)) && clause.includes(t.slice(i, i + 2))) n++
    if (n === 0) continue
    pairs++
    if (n >= 2) echoed |= 1 << letter
  }
  return pairs === 1 ? echoed : 0
}

// Doubt in any wording: cannot, unsure, contradictory, missing, a question mark, a choosing verb negated ("不从三兄弟里挑",
// "不再往下排座次", "不会指出该选哪个"; not "不应选A", which sets an option aside, nor "不在选项里", "不影响判断", nor "为什么不选别的"). Read only where no
// statement of an answer was made at all (rules 10 and 11). ("— neither is present here" states findings; "太渊同时还是八会穴中的
// 脉会", also is, hedge set 129; "…stopped ahead so it can't mask a persisting infection": what a drug cannot do, hedge set 139.)
// "甲类。其余三项不选。": the options left over set aside, which confirms the one named; no doubt.
const REST_SET_ASIDE = String.raw`(?:其余|其他|其它|剩下|剩余|余下|别的)的?(?:[两二三四2-4]个?)?(?:项|个|选项)?(?:都|均|也|一律|全部|统统)?`
const UNSETTLED = new RegExp(
  String.raw`(?<![而也并])(?<!为什么|为何)(?<!${REST_SET_ASIDE})不(?![仅但同久少断论管是良典全适规稳]|影响|妨碍)[^。！？!?\n，,；;]{0,8}?(?:(?<![首次必可])选(?![项择性用修])|挑|取(?![决消代得活材样血栓石环])|排(?![除泄尿便列序])|定(?![期时量位性义])|指(?=[出认定明])|给(?![药予氧])|判(?!断为))(?![ \t]*(?:选项)?[ \t]*[A-J](?![A-Za-z]))|缺乏判据|(?:无法|没法|没办法)(?!保证|担保|打包票|(?:核实|查证|考证)(?=[^。\n]{0,16}(?:但|不过|可是|然而)))|对不上|说不通|(?:分|辨|区分|判)不(?:出|清|开)|(?:在|停在|卡在|徘徊于?|介于)[ \t]*[A-J][ \t]*(?:和|与|跟|、|或)[ \t]*[A-J][ \t]*之间|不一致|冲突|不能确定|不确定|拿不准|难以|矛盾|缺少|缺失|不完整|歧义|都有可能|也可能|(?<!同时|也|却|仍然?|依然)还是|不给|(?<!${REST_SET_ASIDE})不选|不作答|[？?]|${EITHER_HEDGE}|(?<!\b(?:it|they|he|she|which|that|this|drug|test)\s+)(?:can['’]?t\b|cannot)(?!\s+(?:guarantee|promise)\b)|\b(?:it|this|that)\s+(?:can['’]?t|cannot)\s+(?:be\s+(?:determined|answered|decided|resolved|known|settled|told|distinguished|separated)|tell|decide|say)\b|unable|unclear|ambiguous|not\s+sure|uncertain|missing|insufficient|contradict|neither(?!\s+(?:is|are|was|were)\s+(?:present|seen|found|met|indicated|needed|required|the\s+case)\b)`,
  'gi',
)

function isQuestionMark(m: string): boolean {
  return m === '?' || m === '？'
}

const QUESTION_LABEL_Y = /[ \t>*_#（(【\[]*(?:题目|问题|题干|原题|question|q)[ \t*_]*[:：]/iy
const ASKED_AFTER_CASE = /[。！!][ \t]*(?:问|问题|题目)[ \t*_]*[:：][^。！!？?\n]*$/

/**
 * The question mark at `at` closes a line labelled as the question ("（题目：八会穴中，“血会”是哪一穴？）")
 * that names no option letter: the model restating the stem, not doubting. (An unlabelled first line
 * ending in a question mark is often a user's own question the model then declines.)
 */
function restatesQuestion(x: Ctx, at: number): boolean {
  const s = x.s
  let start = Math.max(x.lo, s.lastIndexOf('\n', at - 1) + 1)
  QUESTION_LABEL_Y.lastIndex = start
  if (!QUESTION_LABEL_Y.test(s)) {
    // "65岁男性，……胸片肺纹理增多。问：慢阻肺的确诊依据是什么？" (hedge set 139): the case, then the question under its label.
    const asked = ASKED_AFTER_CASE.exec(s.slice(start, at))
    if (asked === null) return false
    start += asked.index
  }
  for (let i = start; i < at; i++) {
    const c = s.charCodeAt(i)
    if (c >= 65 && c <= 74 && !isLatin(s.charCodeAt(i - 1)) && !isLatin(s.charCodeAt(i + 1))) return false
  }
  return true
}

// "我把票投给第一项", "勾第三项", "剩下的只有第四项", "所以我勾前三项", "My choice goes to the last option, E" (hedge set 123);
// "我取第三项：尿酸钠" (hedge set 125); "——填第三格", "第二项，就它。", "…是第二项。我照这个交。", "Going with the first one", "Ticking the last box: IV vancomycin." (hedge set 131).
// "我在答题卡上涂的是第一个格子", "I'd circle the first option", "I'll commit to the fourth option", "… it is — the fifth option", "我只认肺功能。第一项。",
// "Option two — the hemicraniectomy — is where I land" (hedge set 139); "Smith骨折，第二个。", "所以第一个选项，去甲肾上腺素。", options by their
// stem labels ("我填丁。", "把她送进了戊项", "…是它。甲项。", "落子：戊，特立帕肽"), "我心里几乎没有悬念：选项一。" (hedge set 141).
const ORDINAL_G =
  /(?:(?<![不没别])(?:选|应选|首选(?:的是)?|答案(?:是|为)?[:：]?|正确(?:的)?(?:是|为)|勾(?:选)?|圈(?:出)?|投给|写下?|落在|取|填|涂(?:的是|在)?|就是|剩下的只有|只剩下?)[ \t]*第(?<zhPick>[一二三四五六七八])(?:个|项|格)(?:选项)?|(?<![不没别])(?:选|勾(?:选)?|圈(?:出)?)(?:的是)?[ \t]*前(?<zhFirstN>[二三四五六七八])(?:个|项)|\b(?:answer|choice|pick)\s+(?:is|would\s+be|goes\s+to)\s+the\s+(?<enAnswerIs>first|second|third|fourth|fifth|sixth|last)\s+(?:option|choice|one)\b|(?<![不没别])选[ \t]*第[ \t]*(?<digitPlaces>[1-8](?:[ \t]*[、,，和][ \t]*[1-8])+)[ \t]*(?:个|项|条)|(?:^[ \t>*_]*(?:——|—)?[ \t]*|(?:是|为)[ \t]*)第(?<zhThisOne>[一二三四五六七八])(?:个|项)(?:选项)?[ \t]*[，,。][ \t]*我?(?:就(?:是|选|交|填)?它|就这个|照这个(?:交|填|写))(?=[。！!，,；;\s]|$)|\b(?:(?:going|go|went)\s+with|I(?:['’]ll|['’]d|\s+will|\s+would)\s+(?:go\s+with|take|pick|tick|mark|circle|commit\s+to)|it\s+is[ \t]*[—–]{1,2}|I\s+(?:take|pick|choose|tick|mark|circle)|I['’]m\s+(?:ticking|marking|circling|checking|taking|picking|choosing)|(?<=(?:^|[.!?]\s{1,2}|\n)[ \t*_>]*)(?:ticking|marking|circling|checking))\s+the\s+(?<enGoingWith>first|second|third|fourth|fifth|sixth|last)\s+(?:one|option|choice|box|bubble)\b|(?<=[：:][ \t*_]*)第[ \t]?(?<zhAfterColon>[一二三四五六七八]|[1-8])[ \t]?(?:个|项)(?:选项)?(?=[ \t*_]*(?:[（(][^（()）\n]{1,20}[）)])?[ \t*_]*(?:[。.！!]|\n|$))|(?<=[。！!，,][ \t]*|(?:所以|因此|故|综上)[ \t，,]*)第(?<zhClosing>[一二三四五六七八])(?:个|项)(?:选项)?(?=[ \t*_]*[。.！!][ \t]*(?:\n|$)|(?<=(?:所以|因此|故|综上)[ \t，,]*第.(?:个|项)(?:选项)?)[ \t]*[，,：:—])|(?<=(?:^|[.!?]\s{1,2}|\n)[ \t*_>]*)[Oo]ption\s+(?<enOptionNumber>one|two|three|four|five|six)\b(?=[^.\n]{0,80}?\bis\s+where\s+I(?:['’]ll|\s+will)?\s+(?:land|come\s+down|settle|end\s+up)\b)|(?:(?<![不没别未])(?:选|填|写|勾|圈|涂|交|报)(?:的是)?|送进了?|归入)[ \t]*(?<stemPicked>[甲乙丙丁戊])项?(?=[ \t*_]*(?:[。.！!，,；;]|\n|$))|(?<=[。！!，,\n][ \t]*)(?<stemClosing>[甲乙丙丁戊])项?(?=[ \t*_]*[。.！!][ \t]*(?:\n|$))|(?<=[：:][ \t*_]*)(?:选项(?<zhOptionAfterColon>[一二三四五六七八])(?=[ \t*_]*(?:[。.！!]|\n|$))|(?<stemAfterColon>[甲乙丙丁戊])(?=[ \t*_]*(?:[，,。.！!]|\n|$))))/gim
const ZH_ORDINALS = '一二三四五六七八'
const EN_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth']
const EN_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six']
// The heavenly stems as option labels, as some Chinese exams print them (甲 for A … 戊 for E).
const STEMS = '甲乙丙丁戊'
/** The place of the last option given (the universe's highest letter). */
function lastPlace(universe: LetterMask): number {
  return 31 - Math.clz32(universe)
}

/** The last place-named answer in the output: one option by its place, or on a multi-answer item the first N or several numbered places. */
function ordinalAnswer(x: Ctx): Assertion | null {
  let last: Assertion | null = null
  ORDINAL_G.lastIndex = x.lo
  for (let m = ORDINAL_G.exec(x.s); m !== null && m.index < x.hi; m = ORDINAL_G.exec(x.s)) {
    // "确定无疑：第四项（皮内）。" after a label that is not one of rejected options ("排除：第四项").
    const g = m.groups!
    if ((g.zhAfterColon ?? g.zhOptionAfterColon ?? g.stemAfterColon) !== undefined && REJECT_LABEL.test(x.s.slice(Math.max(x.lo, x.s.lastIndexOf('\n', m.index) + 1), m.index))) continue
    const zh = g.zhPick ?? g.zhThisOne ?? g.zhAfterColon ?? g.zhClosing ?? g.zhOptionAfterColon
    const en = (g.enAnswerIs ?? g.enGoingWith)?.toLowerCase()
    // "作答卡：第 3 项（牙髓炎）" (hedge set 141): the place in digits.
    const stem = g.stemPicked ?? g.stemClosing ?? g.stemAfterColon
    const place = stem !== undefined ? STEMS.indexOf(stem) : zh !== undefined ? (zh >= '1' && zh <= '8' ? Number(zh) - 1 : ZH_ORDINALS.indexOf(zh)) : en !== undefined ? (en === 'last' ? lastPlace(x.info.universe) : EN_ORDINALS.indexOf(en)) : g.enOptionNumber !== undefined ? EN_NUMBERS.indexOf(g.enOptionNumber) : -1
    // "答：选第1、2、3、5项": several places, on a multi-answer item.
    const places = g.digitPlaces === undefined || !x.multi ? 0 : [...g.digitPlaces.matchAll(/[1-8]/g)].reduce((acc, d) => acc | (1 << (Number(d[0]) - 1)), 0)
    const mask = g.digitPlaces !== undefined ? places : g.zhFirstN !== undefined ? (x.multi ? (1 << (ZH_ORDINALS.indexOf(g.zhFirstN) + 1)) - 1 : 0) : place >= 0 ? 1 << place : 0
    if (mask === 0 || (mask & ~x.info.universe) !== 0) continue
    last = { mask, start: m.index, end: m.index + m[0].length, rule: 'ordinal' }
  }
  return last
}

function contextOf(output: string, s: string, lo: number, hi: number, info: OptionInfo, multi: boolean): Ctx {
  return { out: output, s, lo, hi, info, multi, hayCache: null, retractCache: null }
}

/**
 * Extracts the model's final choice answer. Pure and allocation-light: regular expressions are
 * compiled at module load and per-option data is cached per options object.
 */
export function extractChoice(output: string, opts: ChoiceExtractOptions): ChoiceExtraction {
  if (output.indexOf('\r') < 0 && output.indexOf(' \n') < 0 && output.indexOf('\t\n') < 0) return extractLf(output, opts)
  // "\r\n" line ends (a server on Windows, a file saved there) and blanks ending a line (Markdown's "  \n" break):
  // read without them, the span cut from the output as written.
  let text = ''
  const removed: number[] = []
  let k = 0
  for (let i = 0; i < output.length; i++) {
    const c = output.charCodeAt(i)
    if (c === 13 || c === 32 || c === 9) {
      let j = i
      while (j < output.length && (output.charCodeAt(j) === 32 || output.charCodeAt(j) === 9)) j++
      if (output.charCodeAt(j) === 13 && output.charCodeAt(j + 1) === 10) j++
      if (j > i && output.charCodeAt(j) === 10) {
        for (; i < j; i++) removed.push(k)
        i--
        continue
      }
      if (c === 13) {
        // A lone "\r" is a line end of its own.
        text += '\n'
        k++
        continue
      }
    }
    text += output[i]
    k++
  }
  if (removed.length === 0) return extractLf(text, opts)
  const r = extractLf(text, opts)
  const before = (at: number, inclusive: boolean) => {
    let n = 0
    while (n < removed.length && (inclusive ? removed[n] <= at : removed[n] < at)) n++
    return n
  }
  const start = r.start + before(r.start, true)
  const end = Math.max(start, r.end + before(r.end, false))
  return { ...r, start, end, span: output.slice(start, end) }
}

function extractLf(output: string, opts: ChoiceExtractOptions): ChoiceExtraction {
  const info = optionInfo(opts.options)
  const truncated = isLengthFinish(opts.finishReason)
  if (output.length <= 48 && !truncated) {
    const fast = fastPath(output, info)
    if (fast !== null) return fast
  }
  const p = prepare(output)
  if (p.hi <= p.lo || (p.thinkUnclosed && courtesyOnly(p.s, p.lo, p.hi))) {
    if (!p.thinkUnclosed) return noAnswer('empty')
    // "<think>……\n\n**最终答案：C**" or "……\n所以选 B。" with the closing tag never written.
    let f = finalLineInThought(output, p.thoughtFrom)
    // "……故答案：Ⓐ\n\n我不是医生，以上仅用于学习。": the conclusion ends the reasoning before a closing remark.
    const tail = f >= 0 ? null : (closingFooter(output, p.thoughtFrom, output.length) ?? closingCaveat(output, p.thoughtFrom, output.length))
    if (tail !== null) f = finalLineInThought(output.slice(0, tail[1]), p.thoughtFrom)
    // (not in an output the limit cut: a bold line on the way is no stated answer there)
    if (f < 0 && !truncated) f = boldOptionLineInThought(output, p.thoughtFrom, info)
    if (f < 0 && !truncated) f = labelledOptionLineInThought(output, p.thoughtFrom, info)
    if (f < 0) return noAnswer('think_unclosed')
    // What follows that line is read as a reply would be, an app's footer and closing remarks included.
    return readReply(output, prepareFrom(output, f), info, opts.multi, truncated)
  }
  return readReply(output, p, info, opts.multi, truncated)
}

// A line that is one letter and its option's own text, in bold: "**（b）佝偻病活动期**", "**C. 胸骨右缘第2肋间**".
const BOLD_OPTION_LINE_G = /^[ \t]*\*\*[ \t]*[(（]?[ \t]*([A-Ja-jＡ-Ｊａ-ｊ])[ \t]*[)）.．、:：]?[ \t]*([^*\n]{1,60}?)[ \t。.]*\*\*[ \t。.]*$/gm

/**
 * In reasoning never closed ("<think>……\n\n**（b）佝偻病活动期**\n\n治疗：…"), the start of the one bold line that gives a letter
 * with its option's own text, after some reasoning; -1 when there is none, or two naming different letters.
 */
function boldOptionLineInThought(output: string, from: number, info: OptionInfo): number {
  let found = -1
  let letter = -1
  BOLD_OPTION_LINE_G.lastIndex = from
  for (let m = BOLD_OPTION_LINE_G.exec(output); m !== null; m = BOLD_OPTION_LINE_G.exec(output)) {
    const c = foldWidth(m[1]).toUpperCase().charCodeAt(0) - 65
    const t = info.texts[c]
    if (!t || matchHaystack(m[2].trim(), info).toLowerCase() !== t.toLowerCase()) continue
    if (found >= 0 && c !== letter) return -1
    found = m.index
    letter = c
  }
  return found > from && output.slice(from, found).trim().length > 0 ? found : -1
}

// A line that labels an option's own text as the answer or diagnosis: "诊断：结核性胸膜炎", "Final answer: Thiamine";
// "most likely diagnosis → Basal cell carcinoma" (held-out set 112: an arrow for the colon).
const LABELLED_OPTION_LINE_G = /^[ \t*_]*(?:最终|最可能的?|(?:the\s+)?most\s+likely\s+)?(?:诊断|答案|结论|final\s+answer|answer|diagnosis)[ \t*_]*(?:[:：]|[→⇒➜➡]|->|=>)[ \t*_]*([^*\n:：→]{2,60}?)[ \t*_。.]*$/gim

/**
 * In reasoning never closed ("<think>……题目问最可能的诊断。\n诊断：结核性胸膜炎\n\n治疗：…"), the start of the one line that
 * labels an option's own text as the answer, after some reasoning; -1 when there is none, or two naming different options.
 */
function labelledOptionLineInThought(output: string, from: number, info: OptionInfo): number {
  let found = -1
  let letter = -1
  LABELLED_OPTION_LINE_G.lastIndex = from
  for (let m = LABELLED_OPTION_LINE_G.exec(output); m !== null; m = LABELLED_OPTION_LINE_G.exec(output)) {
    const text = matchHaystack(m[1].trim(), info).toLowerCase()
    const c = info.textLetters.find((l) => (info.texts[l] as string).toLowerCase() === text)
    if (c === undefined) continue
    if (found >= 0 && c !== letter) return -1
    found = m.index
    letter = c
  }
  return found > from && output.slice(from, found).trim().length > 0 ? found : -1
}

/** The prepared reply p read: an app's footer set aside, closing remarks read past. */
function readReply(output: string, p: Prepared, info: OptionInfo, multi: boolean, truncated: boolean): ChoiceExtraction {
  // "……答案：C\n\n---\n*以上内容由AI生成，仅供参考*": an app's footer is no part of the reply.
  const footer = truncated ? null : closingFooter(p.s, p.lo, p.hi)
  const hi = footer !== null && abstentionIn(contextOf(output, p.s, p.lo, p.hi, info, multi), footer[0], p.hi, 1) === null ? footer[1] : p.hi
  return decideWithRemarks(output, p.s, p.lo, hi, info, multi, truncated)
}

/** decide, with a closing trap remark or caveat ending [lo, hi) read past. */
function decideWithRemarks(output: string, s: string, lo: number, hi: number, info: OptionInfo, multi: boolean, truncated: boolean): ChoiceExtraction {
  const x = contextOf(output, s, lo, hi, info, multi)
  // "……答案：C\n\n（易错：很多同学会误选B。）": the letter a closing trap remark names is never the answer; what
  // comes before it is read as the whole output.
  const trap = truncated ? null : closingTrapRemark(s, lo, hi)
  if (trap !== null && abstentionIn(x, trap[0], hi, 1) === null) {
    return trap[1] <= lo ? noAnswer('none') : decide(contextOf(output, s, lo, trap[1], info, multi), false)
  }
  const whole = decide(x, truncated)
  if (whole.answer !== '' || truncated) return whole
  // "题干描述的现象叫做 **移情**。\n\n（说实话我对这题不太有底。）": an answer that rests on how the output ends
  // (its closing sentence names the option) is read before a closing caveat that declines nothing.
  const caveat = closingCaveat(s, lo, hi)
  if (caveat === null || caveat[1] <= lo || abstentionIn(x, caveat[0], hi, 1) !== null) return whole
  const before = decide(contextOf(output, s, lo, caveat[1], info, multi), false)
  return before.answer !== '' ? before : whole
}
