// Answers given by layout rather than words: a careful reader sees the answer in
//  - a block of lines that hold only letters ("影响伤口愈合的全身因素：\n\nA B C D", "1. A\n2. B\n3. D",
//    "**A. 血管紧张素转换酶抑制剂**\n**B. β受体阻滞剂**"), wherever it stands in the answer;
//  - a line that holds only option texts ("瞳孔缩小；多汗、流涎；支气管分泌物增多");
//  - an option list in which the chosen options carry a mark ("B. 基底节区 ✓", "✅ C. …",
//    "D. … ← 正确", "**B. …**" among plain lines).
//  - on a multi-answer item, one block of lines under a heading, each an option, its text and a
//    neutral description ("三大表现：\n- **A**：脾大，常伴脾亢\n- **B**：侧支循环…"), naming a strict
//    subset of the options and no other option line anywhere.
// Read only when the output states no answer in words: any answer statement outranks these. One
// pass over the lines; the option-text search runs only when no letter line was found.

import { answerCard } from './card'
import { hay, type Assertion, type Ctx } from './context'
import { bareItemLine, trimEnd } from './fallbacks'
import { isBlankCode, isLatin, isMarkdown, popcount, readGroup, type LetterMask } from './letters'
import { bulletMarkOf, skipBullet } from './lists'
import { findOptionTexts, optionByOpeningWords, optionCoreAt, optionTextAt, paraphrasedOption, type TextHit } from './options'
import { REJECT_LABEL } from './patterns'

/** Lines longer than this are prose, not an answer line. */
const MAX_LINE = 160
/** A visible answer longer than this is prose or a degenerate output, not an answer laid out in lines. */
const MAX_REGION = 32_000

/**
 * A line [from, to) may open with an option letter: after at most 8 characters of bullets, numbers,
 * marks and brackets comes a Latin letter. Most lines open with a Chinese character or a word and
 * are passed over without reading them.
 */
function mayOpenWithLetter(s: string, from: number, to: number): boolean {
  // Leading blanks first (a struck-out option before it is blanked: "~~D. …~~ **B. …**").
  let i0 = from
  while (i0 < to && isBlankCode(s.charCodeAt(i0))) i0++
  const lim = Math.min(to, i0 + 8)
  for (let i = i0; i < lim; i++) {
    const c = s.charCodeAt(i)
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return c <= 90 || i + 1 >= to || !((s.charCodeAt(i + 1) | 32) >= 97 && (s.charCodeAt(i + 1) | 32) <= 122)
    if (c >= 0x3400 && c <= 0x9fff) return false
  }
  return false
}

/** Positive marks after an option's text: ✓ ✔ √ ☑ ✅ ★. */
function isCheck(c: number): boolean {
  return c === 0x2713 || c === 0x2714 || c === 0x221a || c === 0x2611 || c === 0x2705 || c === 0x2605
}

// Words that mark an option as the chosen one after its text: （正确）, 【答案】, ← 正确, <-- correct, (answer).
const MARK_WORD = /^[\s*_`]*(?:[(（【\[]\s*(?:正确|答案|当选|选|正确答案|本题答案|correct|answer|chosen)\s*[)）】\]]|(?:←|<-+|⟵|⬅)\s*(?:正确|答案|当选|本题答案|correct|answer|this\s+one)?)/i

interface OptionLine {
  letter: number
  mark: number
  bold: boolean
  /** Only the option's text, or the text and a neutral remark ("B — Liraglutide (LEADER trial)"). */
  plain: boolean
  /** Unmarked, and whatever follows the option's text does not judge it ("- **A**：脾大，常伴脾功能亢进"). */
  described: boolean
}

// A remark after an option's text that judges it, so the line is analysis, not a chosen option.
// A negation judges only as a verdict: "不属于", "不选", "无关", not the "不溢出脉外" of a description.
const JUDGING = /[错否×✗✘❌⚠]|不(?:正确|对|是|选|符合|属于|恰当|合适|包括|适用|成立|应|宜|当|可能|典型|常见|首选|考虑)|非(?:正确|本题|答案|首选|典型)|无(?:关|效|此|明显|特异)|排除|禁|慎|\b(?:not?|wrong|incorrect|false|avoid|exclude[ds]?|contra|never|less|weak)\b/i

/** A line that opens with an option letter and its own text ("B. 基底节区 ✓"), with its marks. */
function optionLine(x: Ctx, from: number, to: number): OptionLine | null {
  const s = x.s
  let k = skipBullet(s, from, to)
  const lead = bulletMarkOf()
  // "(B) Phenytoin", "（C）环孢素", "【A】腹痛": the bracket closes before the label separators.
  const open = k < to ? s.charCodeAt(k) : 0
  if (open === 40 || open === 0xff08 || open === 0x3010 || open === 91) k++
  const g = k < to ? readGroup(s, k, to, x.info.universe, false) : null
  if (g === null || g.items !== 1 || g.mask === 0) return null
  const letter = 31 - Math.clz32(g.mask)
  const close = s.charCodeAt(g.end)
  const t = optionTextAt(s, close === 0x3011 || close === 93 ? g.end + 1 : g.end, letter, x.info)
  if (t < 0) return null
  let mark = lead
  let e = t
  while (e < to && isMarkdown(s.charCodeAt(e))) e++
  const bold = k >= from + 2 && s.charCodeAt(k - 1) === 42 && s.charCodeAt(k - 2) === 42 && e >= t + 2
  while (e < to && (isBlankCode(s.charCodeAt(e)) || isMarkdown(s.charCodeAt(e)))) e++
  if (mark === 0 && e < to) {
    if (isCheck(s.charCodeAt(e))) mark = 1
    else if (MARK_WORD.test(s.slice(e, Math.min(to, e + 16)))) mark = 1
  }
  const neutral = e >= to || !JUDGING.test(s.slice(e, to))
  const plain = mark === 0 && (e >= to || (to - e <= 40 && isRemark(s.charCodeAt(e)) && neutral))
  return { letter, mark, bold, plain, described: mark === 0 && neutral }
}

/** A line that opens with a tick or a cross and then an option's letter as its label, followed by words; null otherwise. */
function checkedLetterLine(x: Ctx, from: number, to: number): OptionLine | null {
  const s = x.s
  const k = skipBullet(s, from, to)
  const mark = bulletMarkOf()
  if (mark === 0 || k >= to) return null
  const c = s.charCodeAt(k)
  if (c < 65 || c > 74 || !((1 << (c - 65)) & x.info.universe)) return null
  const d = s.charCodeAt(k + 1)
  // The letter is a label: a blank, a label mark or markdown after it, then the line's words (not "A、B" or "AB").
  if (!(d === 32 || d === 9 || d === 46 || d === 0xff0e || d === 0x3001 || d === 58 || d === 0xff1a || isMarkdown(d))) return null
  let e = k + 2
  while (e < to && (isBlankCode(s.charCodeAt(e)) || isMarkdown(s.charCodeAt(e)))) e++
  const w = s.charCodeAt(e)
  if (e >= to || (w >= 65 && w <= 90 && !isLatinWordAt(s, e)) || to - e < 2) return null
  return { letter: c - 65, mark, bold: false, plain: false, described: false }
}

/** s[i] opens a word of two or more Latin letters ("Donepezil"), not another option letter. */
function isLatinWordAt(s: string, i: number): boolean {
  const n = s.charCodeAt(i + 1)
  return (n >= 97 && n <= 122) || (n >= 65 && n <= 90)
}

/** A remark after an option's text opens with a bracket or a dash: "（6小时内最佳）", "(LEADER trial)", "— 首选". */
function isRemark(c: number): boolean {
  return c === 40 || c === 0xff08 || c === 0x3010 || c === 91 || c === 0x2014 || c === 0x2013 || c === 45
}

/** Only list separators, blanks, markdown and closing punctuation in s[from, to). */
/** The word "and" at i, a blank on each side, ending before `to`. */
function isAndAt(s: string, i: number, to: number): boolean {
  return i + 3 < to && (s.charCodeAt(i - 1) === 32 || s.charCodeAt(i - 1) === 44) && s.startsWith('and', i) && s.charCodeAt(i + 3) === 32
}

function onlySeparators(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (
      isBlankCode(c) || isMarkdown(c) || c === 0x3001 || c === 44 || c === 0xff0c || c === 59 || c === 0xff1b ||
      c === 47 || c === 43 || c === 0x548c || c === 0x53ca || c === 0x4e0e || c === 46 || c === 0x3002 || c === 0xff0e ||
      // Brackets and quotes around an option's text: 【皮下注射】, 「胺碘酮」, “U波明显”, 《…》.
      c === 0x3010 || c === 0x3011 || c === 0x300c || c === 0x300d || c === 0x300e || c === 0x300f || c === 0x201c ||
      c === 0x201d || c === 0x300a || c === 0x300b || c === 0x3014 || c === 0x3015
    ) continue
    // "Fasciculations, muscle wasting and hypotonia.": the English "and" joins the last text.
    if (isAndAt(s, i, to)) {
      i += 2
      continue
    }
    return false
  }
  return true
}

/**
 * A line [from, to) that holds only option texts ("瞳孔缩小；多汗、流涎"), as their letters, or 0. `hits`
 * are the option texts of the whole output in order; hits[h] is the first not before `from`.
 */
function textOnlyLine(x: Ctx, from: number, to: number, hits: TextHit[], h: number): LetterMask {
  const k = skipBullet(x.s, from, to)
  if (k >= to || bulletMarkOf() < 0 || h >= hits.length || hits[h].end > to) return 0
  let at = k
  let mask = 0
  for (; h < hits.length && hits[h].end <= to; h++) {
    if (hits[h].start < at || !onlySeparators(x.s, at, hits[h].start)) return 0
    mask |= 1 << hits[h].letter
    at = ownLetterAfter(x.s, hits[h].end, to, hits[h].letter)
  }
  // (a gloss only on a bulleted line: an unbulleted one is as often a sentence describing the option)
  return onlySeparators(x.s, at, to) || commitTrailer(x.s, at, to) || regimenTrailer(x.s, at, to) || (x.s.slice(from, k).trim() !== '' && glossTrailer(x.s, at, to)) ? mask : 0
}

// "- 胆道疾病（胆石症，胆汁反流或壶腹部梗阻）": the option's text, then a gloss in brackets that sets nothing aside.
const GLOSS_TRAILER_Y = /[ \t]*[（(](?![^()（）\n]*(?:不|非|排除|除外|错|误|✗|×|❌|\bnot\b|\bwrong\b|\bexclu))[^()（）\n]{1,40}[)）][ \t*_。.]*/iy

function glossTrailer(s: string, at: number, to: number): boolean {
  GLOSS_TRAILER_Y.lastIndex = at
  return GLOSS_TRAILER_Y.test(s) && GLOSS_TRAILER_Y.lastIndex === to
}

// "Doxycycline, 100 mg twice daily for 10 days.", "阿莫西林，0.5 g 每日三次": the drug named, then its dose and
// how it is given: a prescription, the answer written as the clinician would write it.
const REGIMEN_TRAILER_Y = /[ \t]*[，,][ \t]*\d+(?:\.\d+)?[ \t]*(?:mg|g|mcg|μg|µg|ug|ml|mL|IU|U|units?|毫克|克|微克|毫升|单位|万单位)(?:\/kg|\/(?:d|day)|\/次)?(?![A-Za-z])[^\n。.;；A-J]{0,60}[。.]?[ \t*_]*/y

function regimenTrailer(s: string, at: number, to: number): boolean {
  REGIMEN_TRAILER_Y.lastIndex = at
  return REGIMEN_TRAILER_Y.test(s) && REGIMEN_TRAILER_Y.lastIndex === to
}

// "奥美拉唑，就它了。": the option's text, then the model settling on it.
const COMMIT_TRAILER_Y = /[ \t]*[，,、][ \t]*(?:就(?:是|选|定)?(?:它|这个|这一?项|这么定)了?|就选它了?)[ \t]*[。.!！]?[ \t*_]*/y

function commitTrailer(s: string, at: number, to: number): boolean {
  COMMIT_TRAILER_Y.lastIndex = at
  return COMMIT_TRAILER_Y.test(s) && COMMIT_TRAILER_Y.lastIndex === to
}

/** After an option's text, its own letter in brackets ("Liraglutide (B)", "腹痛（A）"): the index after it, else `at`. */
function ownLetterAfter(s: string, at: number, to: number, letter: number): number {
  let k = at
  while (k < to && s.charCodeAt(k) === 32) k++
  const o = s.charCodeAt(k)
  if (k + 2 >= to) return at
  if ((o !== 40 && o !== 0xff08) || s.charCodeAt(k + 1) !== 65 + letter) return at
  const c = s.charCodeAt(k + 2)
  return c === 41 || c === 0xff09 ? k + 3 : at
}

interface Block {
  mask: LetterMask
  start: number
  end: number
  lines: number
}

/** Runs of consecutive lines of one kind, gathered into blocks: how many there were, and the last. */
class LineBlocks {
  count = 0
  last: Block | null = null
  private open = false

  add(s: string, mask: LetterMask, from: number, to: number): void {
    if (this.open && this.last !== null) {
      this.last.mask |= mask
      this.last.end = to
      this.last.lines++
      return
    }
    this.count++
    let start = from
    while (start < to && isBlankCode(s.charCodeAt(start))) start++
    this.last = { mask, start, end: to, lines: 1 }
    this.open = true
  }

  stop(): void {
    this.open = false
  }
}

/**
 * The answer the layout gives, or null: the options marked in an option list; else the only block
 * of letter-only lines; else the only block of option-text-only lines. Two blocks are a
 * per-option layout ("**A. 脑叶**\n少见……\n**B. …**"), not an answer; on a single-answer item a block
 * must be one line, and a block of lines covering every option is an echoed option list.
 */
export function layoutAnswer(x: Ctx, truncated: boolean): Assertion | null {
  if (x.hi - x.lo > MAX_REGION) return null
  return answerCard(x) ?? lettersLayout(x, truncated) ?? (truncated ? null : tickedTexts(x) ?? checklistInOrder(x))
}

function lettersLayout(x: Ctx, truncated: boolean): Assertion | null {
  const s = x.s
  const hasTexts = x.info.textLetters.length > 0
  let blocks = 0
  let block: Block | null = null
  let open = false
  // The option list: how many lines, which carry a mark, which are bold.
  let listed = 0
  let marked = 0
  let bold = 0
  let listStart = -1
  let listEnd = -1
  // Blocks of lines that are each an option and its text alone ("Ⓐ 洗胃\nⒷ 导泻\nⒸ 血液灌流"), and
  // blocks of lines that each give an option, its text and a neutral description of it.
  const opt = new LineBlocks()
  const desc = new LineBlocks()
  for (let from = x.lo; from < x.hi; ) {
    let nl = s.indexOf('\n', from)
    if (nl < 0 || nl > x.hi) nl = x.hi
    const to = trimEnd(s, from, nl)
    if (to > from && to - from <= MAX_LINE && mayOpenWithLetter(s, from, to)) {
      const line = bareItemLine(x, from, to)
      if (line !== null) {
        if (open && block !== null) {
          block.mask |= line.mask
          block.end = lineEndOf(s, line.end, to)
          block.lines++
        } else {
          blocks++
          // The span starts with the line, so "(A) (C)" and "**B**" show whole.
          let start = from
          while (start < line.start && isBlankCode(s.charCodeAt(start))) start++
          block = { mask: line.mask, start, end: lineEndOf(s, line.end, to), lines: 1 }
          open = true
        }
      } else open = false
      if (hasTexts) {
        // "☑ D 低分子肝素 —— 药物预防": a ticked or crossed line labelled by its letter counts in the list, however it words the option.
        const o = optionLine(x, from, to) ?? checkedLetterLine(x, from, to)
        if (o !== null) {
          listed |= 1 << o.letter
          if (o.mark > 0) marked |= 1 << o.letter
          if (o.bold) bold |= 1 << o.letter
          if (listStart < 0) listStart = from
          listEnd = to
        }
        const several = o === null || !o.plain ? optionsOnOneLine(x, from, to) : 0
        if (several !== 0) listed |= several
        if (o !== null && o.plain) opt.add(s, 1 << o.letter, from, to)
        else if (several !== 0) opt.add(s, several, from, to)
        else opt.stop()
        if (o !== null && o.described && several === 0) desc.add(s, 1 << o.letter, from, to)
        else desc.stop()
      }
    } else if (to > from) {
      open = false
      opt.stop()
      desc.stop()
    }
    from = nl + 1
  }
  // An output cut by the length limit answers by layout only with a letter block introduced as
  // the answer ("……的药物：\n\nA B D"): a marked list or a line of option text may be analysis
  // the model never concluded.
  if (truncated) return blocks === 1 && block !== null && (introduced(x, block.start) || askedBefore(x, block.start)) ? acceptBlock(x, block) : null
  const chosen = pickMarked(x, listed, marked !== 0 ? marked : bold)
  if (chosen !== 0) return { mask: chosen, start: listStart, end: listEnd, rule: 'marked_option' }
  // A bare line inside a headed list of lettered lines ("✅ D 自主呼吸恢复" among "✅ A 能扪及…") is one
  // line of that list: the list answers.
  const headed = x.multi ? headedLetterLines(x) : null
  if (blocks === 1 && block !== null) {
    const b: Block = block
    if (headed !== null && headed.mask !== b.mask && headed.start <= b.start && b.end <= headed.end) return headed
    return acceptBlock(x, b)
  }
  if (headed !== null) return headed
  if (blocks > 1 || !hasTexts) return null
  if (opt.count === 1 && opt.last !== null) {
    const chosen = chosenOptionLines(x, opt.last)
    if (chosen !== null) return chosen
  }
  if (desc.count === 1 && desc.last !== null && desc.last.lines > 1 && desc.last.mask === listed) {
    const chosen = chosenOptionLines(x, desc.last)
    if (chosen !== null) return chosen
  }
  return textBlock(x)
}

/**
 * The one option letter a bulleted line names (UNTICKED when the line is marked ☐ or ❌), or -1: right after the bullet ("- A 秋水仙碱"), in brackets
 * ("- **MMR** (A)"), or after a dash or an arrow ending the line ("- 秋水仙碱 —— A").
 */
function bulletLetter(x: Ctx, from: number, to: number, indented = false): number {
  const s = x.s
  const k = skipBullet(s, from, to)
  // An indented bullet is a sub-point, unless it is an item of a list under a key (YAML, indentedUnderKey).
  if (k === from || (isBlankCode(s.charCodeAt(from)) && !indented)) return -1
  const crossed = bulletMarkOf() < 0
  let found = -1
  for (let i = k; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c < 65 || c > 74 || !((1 << (c - 65)) & x.info.universe) || isLatin(s.charCodeAt(i - 1)) || isLatin(s.charCodeAt(i + 1))) continue
    const d = s.charCodeAt(i + 1)
    if (d >= 48 && d <= 57) continue
    const p = s.charCodeAt(i - 1)
    // "(A)", "（A）", "【A】", "[A]"
    const bracketed = ((p === 40 || p === 0xff08) && (d === 41 || d === 0xff09)) || (p === 0x3010 && d === 0x3011) || (p === 91 && d === 93)
    const opening = i === k || (i > k && isMarkdown(p) && skipMarkdownBack(s, i, k) === k)
    const closing = ENDING_DASH.test(s.slice(Math.max(k, i - 4), i)) && trimEnd(s, i + 1, to) === i + 1
    if (!bracketed && !opening && !closing) continue
    if (found >= 0) return -1
    found = c - 65
  }
  // "☐ C 右侧卧位": a line of the list the model left unticked.
  return found >= 0 && crossed ? UNTICKED : found
}

const UNTICKED = -2

function indentOf(s: string, from: number, to: number): number {
  let i = from
  while (i < to && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++
  return i - from
}

// A key alone on its line ("keep:", "selected:", "入选：").
const KEY_LINE = /^[ \t]*[^\s:：#*>-][^:：\n]{0,23}[:：][ \t]*$/

/** The line before `from` is a key alone, indented less than `own`: the indented lines are its list. */
function indentedUnderKey(x: Ctx, from: number, own: number): boolean {
  if (from <= x.lo) return false
  const prevStart = Math.max(x.lo, x.s.lastIndexOf('\n', from - 2) + 1)
  const prev = x.s.slice(prevStart, from - 1)
  return KEY_LINE.test(prev) && indentOf(prev, 0, prev.length) < own
}

function skipMarkdownBack(s: string, i: number, k: number): number {
  let j = i
  while (j > k && isMarkdown(s.charCodeAt(j - 1))) j--
  return j
}

const ENDING_DASH = /(?:——|—|–|-|→|:|：)\s*[*_]*$/

/**
 * The only block of two or more bulleted lines that each name one option, under a heading ending in
 * a colon that names no rejected options ("急性发作期可选用：\n- 秋水仙碱 —— A\n- 非甾体抗炎药 —— C",
 * "Live attenuated vaccines in this list:\n- **MMR** (A)\n- **Varicella** (B)"): a multi-answer item's answer.
 */
export function headedLetterLines(x: Ctx): Assertion | null {
  const s = x.s
  // Lines labelled by a letter without a bullet ("(A) 立即停药，使患者平卧；") count too, unless some
  // labelled line of the output gives a verdict: then the labels are an analysis of the options.
  const labels = !labelVerdictIn(x)
  let found: Block | null = null
  let cur: Block | null = null
  const close = () => {
    if (cur !== null && cur.lines >= 2 && cur.mask !== x.info.universe && introducedBy(x, cur.start)) {
      if (found !== null) return false
      found = cur
    }
    cur = null
    return true
  }
  let indent = -1
  for (let from = x.lo; from < x.hi; ) {
    let nl = s.indexOf('\n', from)
    if (nl < 0 || nl > x.hi) nl = x.hi
    const to = trimEnd(s, from, nl)
    if (to > from) {
      const own = indentOf(s, from, to)
      // "keep:\n  - A   # symmetric MCP/PIP\n  - B …" (hedge set 125): a block indented alike under a key of its own.
      const indented = own > 0 && (cur === null ? indentedUnderKey(x, from, own) : own === indent)
      let l = to - from <= MAX_LINE ? bulletLetter(x, from, to, indented) : -1
      if (l === -1 && labels && to - from <= MAX_LINE) l = labelLetter(x, from, to)
      if (l === UNTICKED && cur !== null) cur.end = to
      else if (l >= 0 && (cur === null || (cur.mask & (1 << l)) === 0)) {
        if (cur === null) {
          cur = { mask: 0, start: from, end: to, lines: 0 }
          indent = own
        }
        cur.mask |= 1 << l
        cur.end = to
        cur.lines++
      } else if (!close()) return null
    }
    from = nl + 1
  }
  if (!close() || found === null) return null
  const b: Block = found
  return { mask: b.mask, start: b.start, end: b.end, rule: 'option_lines' }
}

/** The option letter a line opens with as its label, without a bullet: "(A) 立即停药…", "（C）给予…", "B. 首选…"; or -1. */
function labelLetter(x: Ctx, from: number, to: number): number {
  const s = x.s
  let i = from
  while (i < to && isMarkdown(s.charCodeAt(i))) i++
  let c = s.charCodeAt(i)
  let after: number
  if (c === 40 || c === 0xff08 || c === 0x3010) {
    const close = s.charCodeAt(i + 2)
    if (c === 0x3010 ? close !== 0x3011 : close !== 41 && close !== 0xff09) return -1
    c = s.charCodeAt(i + 1)
    after = i + 3
  } else {
    const d = s.charCodeAt(i + 1)
    if (d !== 46 && d !== 0xff0e && d !== 0x3001) return -1
    after = i + 2
  }
  if (c < 65 || c > 74 || !((1 << (c - 65)) & x.info.universe)) return -1
  while (after < to && isMarkdown(s.charCodeAt(after))) after++
  // The label is followed by its line's text, not by another letter ("A. B. C.") or nothing.
  const e = s.charCodeAt(after)
  return after < to && (e === 32 || e === 9 || e >= 0x3400) && trimEnd(s, after, to) - after >= 2 ? c - 65 : -1
}

// A verdict on a labelled line: "A. 正确", "(B) 错误，……", "C ✗".
const LABEL_VERDICT = /^[ \t*_]*(?:[(（][A-J][)）]|[A-J][.．、])[^\n]{0,80}?(?:正确|错误|不对|不选|排除|对[。，,；;]|错[。，,；;]|[✓✔√✗✘×❌✅]|\b(?:correct|incorrect|wrong|true|false)\b)/im

function labelVerdictIn(x: Ctx): boolean {
  return LABEL_VERDICT.test(x.s.slice(x.lo, x.hi))
}

/** The end of a bare line's closing decoration ("**", ")"), up to its trimmed end `to`. */
function lineEndOf(s: string, end: number, to: number): number {
  let e = end
  while (e < to && (isMarkdown(s.charCodeAt(e)) || s.charCodeAt(e) === 41 || s.charCodeAt(e) === 0xff09 || s.charCodeAt(e) === 0x3011 || s.charCodeAt(e) === 93)) e++
  return e
}

function acceptBlock(x: Ctx, block: Block): Assertion | null {
  if (x.multi ? !(block.lines > 1 && block.mask === x.info.universe) : block.lines === 1 && popcount(block.mask) === 1) {
    return { mask: block.mask, start: block.start, end: block.end, rule: 'bare_block' }
  }
  // Every option, one bare letter a line, under a heading that introduces them ("五联征：\nA\nB\nC\nD\nE"):
  // an echoed option list carries the options' texts; letters alone are the model's list.
  if (x.multi && block.mask === x.info.universe && lettersOnly(x.s, block.start, block.end) && introducedBy(x, block.start)) {
    return { mask: block.mask, start: block.start, end: block.end, rule: 'bare_block' }
  }
  return null
}

/** s[from, to) holds letters only as single capitals: no Chinese text, no words. */
function lettersOnly(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0x3400) return false
    if (((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) && i + 1 < to) {
      const d = s.charCodeAt(i + 1) | 32
      if (d >= 97 && d <= 122) return false
    }
  }
  return true
}

/**
 * The only block of option lines, each an option and its own text alone, on lines under a heading
 * that introduces them ("百草枯中毒的处理：\n\nⒶ 洗胃\nⒷ 导泻\nⒸ 血液灌流"): the options the model
 * chose. An echoed option list covers every option, so a block that does is not an answer; on a
 * single-answer item the block is one line. A heading that names rejected options does not count.
 */
function chosenOptionLines(x: Ctx, b: Block): Assertion | null {
  if (x.multi ? b.mask === x.info.universe : b.lines !== 1) return null
  if (!introducedBy(x, b.start)) return null
  return { mask: b.mask, start: b.start, end: b.end, rule: 'option_lines' }
}

// The last sentence of a line that restates the question: "……问首选哪种药。", "Which drug is first-line?".
const ASKS = /(?:^|[。！；;.!，,：:])\s*(?:请?问|题目问|本题问|题问|问题是)[^。！；;.!]*[。.]?$|(?:哪|什么|何种|何者|\bwhich\b|\bwhat\b)[^。！；;.!?？]*[。.]?$|[?？]$/i

/**
 * The line before `at` (the last non-blank one) restates the question: the model answers it on the
 * next line ("呼吸科用药题：……问首选哪种药。\n\nⒷ 沙丁胺醇气雾剂").
 */
function askedBefore(x: Ctx, at: number): boolean {
  let k = x.s.lastIndexOf('\n', at)
  while (k > x.lo && (isBlankCode(x.s.charCodeAt(k - 1)) || isMarkdown(x.s.charCodeAt(k - 1)))) k--
  if (k <= x.lo) return false
  const lineStart = Math.max(x.lo, x.s.lastIndexOf('\n', k - 1) + 1)
  return ASKS.test(x.s.slice(Math.max(lineStart, k - 80), k))
}

/** introduced(), and the heading does not name rejected options ("排除：", "Incorrect options:"). */
function introducedBy(x: Ctx, at: number): boolean {
  if (!introduced(x, at)) return false
  const k = headEnd(x, at)
  const lineStart = Math.max(x.lo, x.s.lastIndexOf('\n', k - 1) + 1)
  const head = x.s.slice(lineStart, k)
  return !REJECT_LABEL.test(head) && !OPTIONS_HEAD.test(head)
}
// A heading that names the option list itself ("选项：", "Options:"): what follows echoes it.
const OPTIONS_HEAD = /^[\s#*>_]*(?:题目|本题|原题|题中)?(?:的)?(?:选项|备选项|备选答案|options?|choices?|answer choices)[\s*_]*(?:如下)?[\s*_]*[:：]?[\s*_]*$/i

/**
 * End of what stands before the line holding `at`, past blanks, markdown and the opening of a code fence or a JSON
 * array ("评估：\n\n```\n[\n  \"A\",\n  \"B\", …": the letters are introduced by the colon above the fence).
 */
function headEnd(x: Ctx, at: number): number {
  let k = x.s.lastIndexOf('\n', at)
  while (k > x.lo && (isBlankCode(x.s.charCodeAt(k - 1)) || isMarkdown(x.s.charCodeAt(k - 1)) || x.s.charCodeAt(k - 1) === 91)) k--
  return k
}

/**
 * The last non-blank character before the line holding `at` is a colon (a heading that introduces it),
 * or that line is a markdown heading naming the answer ("### 正确选项", "## Answer").
 */
function introduced(x: Ctx, at: number): boolean {
  const k = headEnd(x, at)
  const c = x.s.charCodeAt(k - 1)
  if (k > x.lo && (c === 58 || c === 0xff1a)) return true
  const lineStart = Math.max(x.lo, x.s.lastIndexOf('\n', k - 1) + 1)
  const heading = x.s.slice(lineStart, k)
  // "### 急性白血病的主要表现": a markdown heading restating what is asked, not an analysis.
  return k > x.lo && (ANSWER_HEADING.test(heading) || RESTATED_HEADING.test(heading) || (/^[ \t]*#{1,6}[ \t]/.test(heading) && !ANALYSIS_HEADING.test(heading)))
}

// "### 属于骨折早期并发症的选项": a heading that restates the question as "the options that …".
const RESTATED_HEADING = /^[ \t]*#{1,6}[ \t]*(?:\*\*)?(?![^\n]*(?:错误|不正确|不属于|不是|不选|排除|除外|干扰|分析|解析))[^\n#]{2,30}?的选项[ \t]*(?:\*\*)?[ \t]*$/

const ANALYSIS_HEADING = /分析|解析|逐项|各项|各选项|选项|排除|错误|干扰|鉴别|不选|否定|思路|步骤|推理|过程|依据|说明|备注|注意|\b(?:analysis|explanation|breakdown|rationale|reasoning|wrong|incorrect|exclu|distractor|options?|steps?|notes?)/i

const ANSWER_HEADING = /^[ \t]*#{1,6}[ \t]*(?:\*\*)?(?:最终|本题)?(?:正确选项|正确答案|答案|入选(?:选项|项)?|(?:final\s+|correct\s+)?answers?|correct\s+options?|selected(?:\s+options?)?)[ \t]*(?:\*\*)?[ \t]*$/i

/** The marked options of an option list of at least three lines, when a strict subset is marked. */
function pickMarked(x: Ctx, listed: LetterMask, marked: LetterMask): LetterMask {
  if (marked === 0 || popcount(listed) < 3 || (marked & ~listed) !== 0 || marked === listed) return 0
  return x.multi || popcount(marked) === 1 ? marked : 0
}

/** The only block of lines that hold option texts alone (one line on a single-answer item). */
function textBlock(x: Ctx): Assertion | null {
  const s = x.s
  // One search over the whole output (searching line by line would rescan the rest of it per line).
  const hits = findOptionTexts(hay(x), x.lo, x.hi, x.info)
  if (hits.length === 0) return null
  let found: Block | null = null
  let open = false
  let h = 0
  for (let from = x.lo; from < x.hi; ) {
    let nl = s.indexOf('\n', from)
    if (nl < 0 || nl > x.hi) nl = x.hi
    const to = trimEnd(s, from, nl)
    while (h < hits.length && hits[h].start < from) h++
    if (to > from) {
      const mask = to - from <= MAX_LINE ? textOnlyLine(x, from, to, hits, h) : 0
      if (mask !== 0) {
        if (open && found !== null) {
          found.mask |= mask
          found.end = to
          found.lines++
        } else {
          if (found !== null) return null
          found = { mask, start: from, end: to, lines: 1 }
          open = true
        }
      } else open = false
    }
    from = nl + 1
  }
  if (found === null) return null
  if (x.multi ? found.lines > 1 && found.mask === x.info.universe : found.lines > 1 || popcount(found.mask) !== 1) return null
  // "- 血压升高，脉压增大\n- 心率（脉搏）减慢\n- 呼吸减慢": one item of a bullet list that happens to be an
  // option's exact text is not the answer; the list is the model's explanation.
  if (bulletNeighbour(x, found.start, -1) || bulletNeighbour(x, found.end, 1)) return null
  let start = found.start
  while (start < found.end && isBlankCode(s.charCodeAt(start))) start++
  return { mask: found.mask, start, end: found.end, rule: 'option_text_line' }
}


/** The line right before (dir -1) or after (dir 1) the one holding `at`, with no blank line between, opens with a bullet. */
function bulletNeighbour(x: Ctx, at: number, dir: -1 | 1): boolean {
  const s = x.s
  let from: number
  let to: number
  if (dir < 0) {
    const lineStart = s.lastIndexOf('\n', at - 1)
    if (lineStart <= x.lo) return false
    to = lineStart
    from = Math.max(x.lo, s.lastIndexOf('\n', to - 1) + 1)
  } else {
    const nl = s.indexOf('\n', at)
    if (nl < 0 || nl >= x.hi) return false
    from = nl + 1
    const next = s.indexOf('\n', from)
    to = next < 0 || next > x.hi ? x.hi : next
  }
  to = trimEnd(s, from, to)
  if (to <= from) return false
  return skipBullet(s, from, to) > from && !isBlankCode(s.charCodeAt(from))
}

/**
 * A line holding only a letter at [start, end) heads a per-option analysis rather than answering
 * ("**A**\n脑叶出血少见\n\n**B**\n基底节区最常见\n\n**C**…"): a later line, not next to it, holds
 * only another letter, and its own letter never comes back on such a line. "B\n\n解析\nA\n…\nB\n…"
 * states B first and then heads the options, so B is its answer.
 */
export function headsOptions(x: Ctx, a: Assertion): boolean {
  const s = x.s
  let other = false
  let adjacent = true
  let from = s.indexOf('\n', a.end)
  if (from < 0 || from >= x.hi) return false
  for (from++; from < x.hi; ) {
    let nl = s.indexOf('\n', from)
    if (nl < 0 || nl > x.hi) nl = x.hi
    const to = trimEnd(s, from, nl)
    if (to > from) {
      const line = to - from <= MAX_LINE && mayOpenWithLetter(s, from, to) ? bareItemLine(x, from, to) : null
      if (line === null) adjacent = false
      else if (!adjacent) {
        if ((line.mask & a.mask) !== 0) return false
        other = true
      }
    }
    from = nl + 1
  }
  return other
}

// A checklist line: "- [x] ", "[ ] ", "* [✓] ", "☑ ", "☐ ", "✅ ". Group 1 is the mark.
const CHECKBOX_Y = /[ \t]*(?:[-*+•][ \t]*)?(?:\[([ xX✓✔√])\]|([☑✅✔✓☐⬜□]))[ \t]*/y

/**
 * The line at `from` and the next line with words both open with a checkbox ("- [x] A — MRSA\n- [x] B — …"): the first
 * line is one row of a checklist, which answers as a whole.
 */
export function opensChecklist(x: Ctx, from: number): boolean {
  CHECKBOX_Y.lastIndex = from
  if (!CHECKBOX_Y.test(x.s)) return false
  let k = x.s.indexOf('\n', from)
  while (k >= 0 && k < x.hi && isBlankCode(x.s.charCodeAt(k))) k++
  if (k < 0 || k >= x.hi) return false
  CHECKBOX_Y.lastIndex = x.s.lastIndexOf('\n', k - 1) + 1
  return CHECKBOX_Y.test(x.s)
}
const BLANK_BOXES = new Set([' ', '☐', '⬜', '□'])
/** Where a ticked line's note opens after the option's name: a dash, a colon or a bracket. */
const NOTE_OPENER = /[ \t]+[—–-][ \t]|[ \t]*(?:——|[:：（(])/
const BOX_G = /\[|[☑✅✔✓☐⬜□]/g
// What may follow the option's text on a checklist line: nothing, or a note after a dash, colon or bracket.
const TEXT_LINE_END_Y = /[ \t*_]*(?:[。.,，;；]*$|(?:——|—|–|-|:|：|（|\())/y

/** One line of a text that holds checkboxes: where it starts and ends (blanks trimmed), and, for a checkbox line, where its text opens after the box and whether the box is ticked. */
interface ChecklistLine {
  from: number
  to: number
  box: { text: number; ticked: boolean } | null
}

/** The lines of x[lo, hi), each read as ChecklistLine; null when the text has no checkbox or its options no texts. */
function checklistLines(x: Ctx): ChecklistLine[] | null {
  const s = x.s
  BOX_G.lastIndex = x.lo
  if (!BOX_G.test(s) || x.info.textLetters.length === 0) return null
  const lines: ChecklistLine[] = []
  for (let from = x.lo; from < x.hi; ) {
    let nl = s.indexOf('\n', from)
    if (nl < 0 || nl > x.hi) nl = x.hi
    const to = trimEnd(s, from, nl)
    CHECKBOX_Y.lastIndex = from
    const m = to > from ? CHECKBOX_Y.exec(s) : null
    lines.push({ from, to, box: m !== null && CHECKBOX_Y.lastIndex < to ? { text: CHECKBOX_Y.lastIndex, ticked: !BLANK_BOXES.has(m[1] ?? m[2]) } : null })
    from = nl + 1
  }
  return lines
}

/**
 * "- [ ] 维生素A\n- [x] 维生素B12\n- [x] 叶酸", "☑ 咽旁间隙感染——咽侧壁内移…\n☐ 颊间隙感染": one checklist of the options' own texts (no letters), the
 * chosen ones ticked. At least two options listed, each once, at least one ticked; two separate checklists
 * are no answer by layout, and two ticks on a single-answer item no answer at all.
 */
function tickedTexts(x: Ctx): Assertion | null {
  const lines = checklistLines(x)
  if (lines === null) return null
  const s = x.s
  const h = hay(x)
  let listed = 0
  let ticked = 0
  let runs = 0
  let inRun = false
  let start = -1
  let end = -1
  for (const { from, to, box } of lines) {
    let letter = -1
    if (box !== null) {
      const p = box.text
      for (const l of x.info.textLetters) {
        const e = optionTextAt(h, p, l, x.info)
        TEXT_LINE_END_Y.lastIndex = e
        if (e >= 0 && e <= to && TEXT_LINE_END_Y.test(s.slice(0, to))) {
          letter = l
          break
        }
      }
      // "[x] Ectopic ACTH — rapid-onset Cushing picture" for "Ectopic ACTH (Cushing syndrome)", "[x] Lambert–Eaton — …": the
      // option named short, before the dash or colon that opens its note.
      if (letter < 0) {
        const note = NOTE_OPENER.exec(s.slice(p, to))
        letter = optionByOpeningWords(h, p, note === null ? to : p + note.index, x.info)
        if (letter < 0) letter = x.info.textLetters.find((l) => optionCoreAt(h, p, l, x.info) === (note === null ? to : p + note.index)) ?? -1
      }
    }
    if (box !== null && letter >= 0 && (listed & (1 << letter)) === 0) {
      if (!inRun) {
        runs++
        inRun = true
        start = from
      }
      listed |= 1 << letter
      if (box.ticked) ticked |= 1 << letter
      end = to
    } else if (to > from) inRun = false
  }
  if (runs !== 1 || (listed & (listed - 1)) === 0 || ticked === 0) return null
  while (start < end && isBlankCode(s.charCodeAt(start))) start++
  // Two ticked on a single-answer item: no one answer given.
  return { mask: !x.multi && (ticked & (ticked - 1)) !== 0 ? 0 : ticked, start, end, rule: 'marked_option' }
}

/**
 * "- [x] 性接触——…\n- [x] 输血、血制品，以及…\n- [x] 母婴：宫内、分娩、哺乳\n- [ ] 蚊虫叮咬——…\n- [ ] 共用餐具——…" (hedge set 137): one
 * run of checkbox lines, one per option and in the options' order, most of them naming their option (its text, its opening
 * words, or a paraphrase) and none naming another: each line stands for the option in its place, the ticked ones chosen.
 */
function checklistInOrder(x: Ctx): Assertion | null {
  const all = checklistLines(x)
  if (all === null) return null
  const s = x.s
  const h = hay(x)
  const letters = x.info.textLetters.slice().sort((a, b) => a - b)
  const lines: { ticked: boolean; letter: number; from: number; to: number }[] = []
  let runs = 0
  let inRun = false
  for (const { from, to, box } of all) {
    if (box !== null) {
      if (!inRun) runs++
      inRun = true
      const p = box.text
      const note = NOTE_OPENER.exec(s.slice(p, to))
      const head = note === null ? to : p + note.index
      let letter = x.info.textLetters.find((l) => optionTextAt(h, p, l, x.info) >= 0) ?? -1
      if (letter < 0) letter = optionByOpeningWords(h, p, head, x.info)
      if (letter < 0 && head - p >= 3) letter = paraphrasedOption(h.slice(p, head), x.info)
      lines.push({ ticked: box.ticked, letter, from, to })
    } else if (to > from) inRun = false
  }
  if (runs !== 1 || lines.length !== letters.length) return null
  let named = 0
  let mask = 0
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].letter >= 0 && lines[i].letter !== letters[i]) return null
    if (lines[i].letter >= 0) named++
    if (lines[i].ticked) mask |= 1 << letters[i]
  }
  if (named * 2 < lines.length || mask === 0 || mask === x.info.universe) return null
  let start = lines[0].from
  while (isBlankCode(s.charCodeAt(start))) start++
  return { mask: !x.multi && (mask & (mask - 1)) !== 0 ? 0 : mask, start, end: lines[lines.length - 1].to, rule: 'marked_option' }
}

/**
 * "ⓐ 周期性复发　ⓑ 具有自限性　ⓒ 溃疡呈…" (prepared: "A 周期性复发 B 具有自限性 C 溃疡呈…"): a line of two or more
 * options, each its letter and its own whole text, one after another. The letters, or 0.
 */
function optionsOnOneLine(x: Ctx, from: number, to: number): LetterMask {
  const s = x.s
  let mask = 0
  let parts = 0
  let k = from
  while (k < to && isBlankCode(s.charCodeAt(k))) k++
  while (k < to) {
    const letter = s.charCodeAt(k) - 65
    if (letter < 0 || letter > 9 || (x.info.universe & (1 << letter)) === 0 || (mask & (1 << letter)) !== 0 || isLatin(s.charCodeAt(k + 1))) return 0
    k++
    while (k < to && (isBlankCode(s.charCodeAt(k)) || LABEL_PUNCT.has(s.charCodeAt(k)))) k++
    const e = optionTextAt(hay(x), k, letter, x.info)
    if (e < 0 || e > to) return 0
    mask |= 1 << letter
    parts++
    k = e
    const gap = k
    while (k < to && isBlankCode(s.charCodeAt(k))) k++
    if (k < to && k === gap) return 0
  }
  return parts >= 2 ? mask : 0
}
// Between a letter and its text: ". " "、" "：" ")".
const LABEL_PUNCT = new Set([46, 0xff0e, 0x3001, 58, 0xff1a, 41, 0xff09])
