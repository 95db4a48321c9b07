// Rules for outputs without an answer statement: a line that is only a letter, a letter opening the
// output, an option named in words, the last letter mentioned.

import { clauseEnd, hay, hedgedGroup, hypothetical, isListing, negatedAfter, test, verdictAnchor, type Assertion, type Ctx } from './context'
import { isBlankCode, isClauseSep, isLatin, isMarkdown, isOpener, isSentenceEnd, isTrailer, popcount, readGroup, skipClosers, type LetterGroup, type LetterMask } from './letters'
import { bulletMarkOf, extendList, skipBullet } from './lists'
import { openingStart } from './opening'
import { findOptionTexts, optionTextAt, paraphrasedOption, type TextHit } from './options'
import { ARTICLE_AFTER_Y, CLAUSE_END_Y, CONTRAST_G, REJECT_LABEL, TEXT_CUE_G } from './patterns'
import { chainedTexts, textAfterCue } from './statements'

/**
 * A line [from, to) that holds only a letter list, optionally with brackets, 选项, the option's own
 * text and closing punctuation: "B", "(B)", "B项", "**B. 卵巢**", "A、C、E。".
 */
export function bareLine(x: Ctx, from: number, to: number, allowText: boolean): Assertion | null {
  const { s, info } = x
  let k = from
  while (k < to && isOpener(s.charCodeAt(k))) k++
  // "Options **(A)**, **(B)**, and **(E)**." answers as a line; "Options A and C:" heads what follows.
  const label = OPTION_LABEL_Y.test(s.slice(k, k + 9)) ? OPTION_LABEL_Y.lastIndex : 0
  OPTION_LABEL_Y.lastIndex = 0
  if (label > 0 && isClauseHead(s, to)) return null
  k += label
  while (label > 0 && k < to && isOpener(s.charCodeAt(k))) k++
  const g = readGroup(s, k, to, info.universe, true)
  if (g === null || g.mask === 0 || hedgedGroup(x, g)) return null
  let e = skipClosers(s, g.end, to)
  const spanEnd = e
  if (allowText) {
    const t = verdictAnchor(x, g)
    if (t !== g.end) e = skipClosers(s, t, to)
    // "B —— 乳腺肿大（受母体雌激素影响）": the option's text and a note in brackets ending the line.
    if (t !== g.end) e = noteToEnd(s, e, to)
  }
  // "1. A（人参，君药，大补元气）": the option's own text opening a bracketed note that ends the line.
  if (allowText && e < to && g.items === 1) e = ownTextNote(x, e, to, 31 - Math.clz32(g.mask))
  while (e < to && isTrailer(s.charCodeAt(e))) e++
  if (e !== to) return allowText ? textList(x, g, k, to) : null
  if (isListing(x, g)) return null
  return { mask: g.mask, start: k, end: Math.max(spanEnd, allowText ? e : spanEnd), rule: 'bare' }
}

const OPTION_LABEL_Y = /(?:options?|choices?)[ \t]+/iy
const LABELLED_LETTER_END_Y = /^[*_]*(?:[:：.．]|[ \t]*[—–])/

/** The line ending at `to` ends on a colon: it heads what follows. */
function isClauseHead(s: string, to: number): boolean {
  const c = s.charCodeAt(to - 1)
  return c === 58 || c === 0xff1a
}

/** A line that is a list of options each with its own text ("Ⓑ 肝掌、Ⓓ 蜘蛛痣、Ⓔ 男性乳房发育"), or null. */
function textList(x: Ctx, g: LetterGroup, start: number, to: number): Assertion | null {
  const list = extendList(x, g)
  if (list.mask === g.mask || list.end > to) return null
  let e = skipClosers(x.s, list.end, to)
  while (e < to && isTrailer(x.s.charCodeAt(e))) e++
  // An echoed option list runs A, B, C… in order; one that skips options ("Ⓐ 尿频 Ⓒ 尿急 Ⓔ 尿痛") is a choice.
  if (e !== to || (isListing(x, g) && (list.mask & (list.mask + 1)) === 0)) return null
  return { mask: list.mask, start, end: list.end, rule: 'bare' }
}

/** After an option's text at e: a bracketed note that runs to the line's end `to` is skipped (returns to), else e. */
function noteToEnd(s: string, e: number, to: number): number {
  let k = e
  while (k < to && s.charCodeAt(k) === 32) k++
  const open = s.charCodeAt(k)
  if (open !== 0xff08 && open !== 40) return e
  let end = to
  while (end > k && isTrailer(s.charCodeAt(end - 1)) && s.charCodeAt(end - 1) !== 0xff09 && s.charCodeAt(end - 1) !== 41) end--
  const close = s.charCodeAt(end - 1)
  if ((open === 0xff08 && close !== 0xff09) || (open === 40 && close !== 41)) return e
  // One note only: no bracket closes before the end.
  const inner = s.slice(k + 1, end - 1)
  return inner.includes(open === 40 ? ')' : '）') || inner.length > 80 ? e : to
}

/** A bare line [from, to) after an optional bullet ("- A", "2. C"). */
/** After a bracket at e that opens with the letter's own option text, the index after its closing bracket; else e. */
function ownTextNote(x: Ctx, e: number, to: number, letter: number): number {
  // "→ A (hemolytic anemia in G6PD deficiency)": a blank may stand before the bracket, and the text's case differ.
  let o = e
  while (o < to && x.s.charCodeAt(o) === 32) o++
  const c = x.s.charCodeAt(o)
  if ((c !== 40 && c !== 0xff08) || optionTextAt(hay(x), o + 1, letter, x.info) < 0) return e
  for (let j = o + 1; j < to; j++) {
    const d = x.s.charCodeAt(j)
    if (d === 41 || d === 0xff09) return j + 1
    if (d === 40 || d === 0xff08) return e
  }
  return e
}

export function bareItemLine(x: Ctx, from: number, to: number): Assertion | null {
  const k = skipBullet(x.s, from, to)
  return k >= to || bulletMarkOf() < 0 ? null : bareLine(x, k, to, true)
}

/** On multi-answer items: the bare line `first` and the bare lines right after it ("A\nC\nD"). */
export function bareLinesAfter(x: Ctx, first: Assertion): Assertion {
  const s = x.s
  let mask = first.mask
  let end = first.end
  let at = s.indexOf('\n', first.end)
  while (at >= 0 && at < x.hi) {
    const nl = s.indexOf('\n', at + 1)
    const lineEnd = nl < 0 || nl > x.hi ? x.hi : nl
    const line = bareItemLine(x, at + 1, trimEnd(s, at + 1, lineEnd))
    if (line === null) break
    mask |= line.mask
    end = line.end
    at = nl < 0 ? -1 : nl
  }
  // Every option listed may be the options echoed, unless the lines open the output with letters alone ("1) A\n2) B\n3) C\n4) D").
  if (mask === first.mask || (mask === x.info.universe && !(first.start - x.lo <= 4 && bareLettersIn(s, first.start, end)))) return first
  return { mask, start: first.start, end, rule: first.rule }
}

/** s[from, to) holds no Chinese and no word of two Latin letters: list marks and single letters only. */
function bareLettersIn(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0x3400) return false
    const l = c | 32
    if (l >= 97 && l <= 122 && i + 1 < to) {
      const d = s.charCodeAt(i + 1) | 32
      if (d >= 97 && d <= 122) return false
    }
  }
  return true
}

/** On multi-answer items: the bare line `last` and the bare lines right before it. */
export function bareLinesBefore(x: Ctx, last: Assertion): Assertion {
  const s = x.s
  let mask = last.mask
  let start = last.start
  let lineStart = s.lastIndexOf('\n', last.start - 1) + 1
  while (lineStart - 1 > x.lo) {
    const prevStart = Math.max(x.lo, s.lastIndexOf('\n', lineStart - 2) + 1)
    const line = bareItemLine(x, prevStart, trimEnd(s, prevStart, lineStart - 1))
    if (line === null) break
    mask |= line.mask
    start = line.start
    lineStart = prevStart
  }
  if (mask === last.mask || mask === x.info.universe) return last
  return { mask, start, end: last.end, rule: last.rule }
}

export function trimEnd(s: string, from: number, to: number): number {
  while (to > from && isBlankCode(s.charCodeAt(to - 1))) to--
  return to
}

// A dash after the opening letter, then the explanation; or then a verdict on the letter.
const DASH_EXPLAINS_Y = /^[ \t*_]*(?:——|—|–|--)[ \t]*[^\s—–-]/
const VERDICT_AT_DASH = /^[*_]*(?:错误|错|不对|不正确|不符|不选|不是|非|排除|×|✗|❌|not\b|incorrect|wrong|false|excluded)/i

/** After the letter ending at i: a dash, then an explanation that does not open with a verdict on the letter. */
function explainedAfterDash(s: string, i: number): boolean {
  if (!DASH_EXPLAINS_Y.test(s.slice(i, i + 8))) return false
  let k = i
  while (k < s.length && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9 || s.charCodeAt(k) === 42 || s.charCodeAt(k) === 95)) k++
  while (k < s.length && (s.charCodeAt(k) === 0x2014 || s.charCodeAt(k) === 0x2013 || s.charCodeAt(k) === 45)) k++
  while (k < s.length && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9)) k++
  return !VERDICT_AT_DASH.test(s.slice(k, k + 12))
}

/** A letter that opens the output: "B. 卵巢。卵巢是女性的生殖腺…", "B，因为…". */
const MEASURE_AFTER_Y = / \d[\d.,]*[ -]?[a-zμ%]/y
const NAME_AFTER_Y = / [A-Z][a-z]+(?:-[A-Z]?[a-z]+)? [a-z]/y
const ACRONYM_AFTER_Y = / [A-Z]{2,5}[a-z]?s?[ -][a-z]/y

export function leading(x: Ctx, from: number, to: number): Assertion | null {
  const { s, info } = x
  let k = from
  while (k < to && isOpener(s.charCodeAt(k))) k++
  // "Option E: PPI, bismuth and two antibiotics for 14 days.": the option's word, its letter, then a colon or a stop.
  const label = OPTION_LABEL_Y.test(s.slice(k, k + 9)) ? OPTION_LABEL_Y.lastIndex : 0
  OPTION_LABEL_Y.lastIndex = 0
  if (label > 0) {
    const g = readGroup(s, k + label, to, info.universe, false)
    if (g === null || g.items !== 1 || !LABELLED_LETTER_END_Y.test(s.slice(g.end, g.end + 2))) return null
    k += label
  }
  const g = readGroup(s, k, to, info.universe, false)
  if (g === null) return x.multi ? null : namedThenLettered(x, k, to)
  if (g.mask === 0 || hedgedGroup(x, g)) return null
  const c = s.charCodeAt(g.start)
  if (g.items === 1 && (c === 65 || c === 73) && test(ARTICLE_AFTER_Y, s, g.end)) return null
  // "A 10 mm induration on PPD…": the article before a measurement, unless that is option A's own text.
  if (g.items === 1 && c === 65 && test(MEASURE_AFTER_Y, s, g.end) && optionTextAt(s, g.end, 0, info) < 0) return null
  // "A Child-Pugh score of 14 puts…": the article before a capitalised name, unless that is option A's text.
  if (g.items === 1 && c === 65 && test(NAME_AFTER_Y, s, g.end) && optionTextAt(hay(x), g.end, 0, info) < 0) return null
  // "A CT angiogram — fast, …" (hedge set 133): the article before an abbreviation and a word, unless that is option A's text.
  if (g.items === 1 && c === 65 && test(ACRONYM_AFTER_Y, s, g.end) && optionTextAt(hay(x), g.end, 0, info) < 0) return null
  if (isListing(x, g)) return null
  // "E —— 足月活胎横位（肩先露）不能经阴道分娩，是剖宫产的绝对指征": after a dash the clause explains the
  // letter; only a verdict right after the dash ("A —— 错误", "A — not indicated") sets it aside.
  if (negatedAfter(x, g) && !explainedAfterDash(s, g.end)) return null
  const e = skipClosers(s, g.end, to)
  const d = e < to ? s[e] : ''
  if (d !== '' && !/[\s.．、:：)）\]】,，;；。]/.test(d) && verdictAnchor(x, g) === g.end) return null
  return { mask: g.mask, start: g.start, end: e, rule: 'leading' }
}

/**
 * An output that opens by naming one option and giving its letter in brackets: "Enoxaparin (B). Low-
 * molecular-weight heparin…", "**万古霉素（B）**是…". The letter confirms the name, so this is the
 * answer as surely as "B. 万古霉素" would be.
 */
function namedThenLettered(x: Ctx, from: number, to: number): Assertion | null {
  const s = x.s
  const h = hay(x)
  for (const l of x.info.textLetters) {
    const e = optionTextAt(h, from, l, x.info)
    if (e < 0) continue
    let k = e
    while (k < to && (s.charCodeAt(k) === 32 || isMarkdown(s.charCodeAt(k)))) k++
    const open = s.charCodeAt(k)
    if (open !== 40 && open !== 0xff08) return null
    if (s.charCodeAt(k + 1) !== 65 + l) return null
    const close = s.charCodeAt(k + 2)
    if (close !== 41 && close !== 0xff09) return null
    const end = skipClosers(s, k + 3, to)
    if (end < to && !LETTERED_END.test(s.slice(end, end + 4))) return null
    // "Warfarin (A) is teratogenic…": an option named first to be set aside.
    const goesOn = end < to && !isSentenceEnd(s.charCodeAt(end)) && s.charCodeAt(end) !== 46
    return goesOn && SET_ASIDE_IN_SENTENCE.test(s.slice(end, clauseEnd(x, end, 120))) ? null : { mask: 1 << l, start: from, end, rule: 'leading' }
  }
  return null
}

// What may follow "Name (B)" for it to be the answer: the sentence ends, or it goes on to say so ("is", "是").
const LETTERED_END = /^(?:[.。,，:：;；!！\n—–-]|\s+(?:is|was)\b|\s*(?:是|为))/
const SET_ASIDE_IN_SENTENCE = /\b(?:not|\w+n['’]t|contraindicated|avoided|wrong|incorrect|teratogenic)\b|不|禁|错|非|排除/i

/**
 * A sentence naming several options: keep those after a turn ("但确诊需要…") if any, then those of
 * the first clause that names one. "最先出现在耳后发际，然后蔓延至面部、躯干及四肢" answers
 * 耳后发际; the later clauses elaborate.
 */
function mainClauseHits(x: Ctx, start: number, hits: TextHit[]): TextHit[] {
  const s = x.s
  let turn = -1
  CONTRAST_G.lastIndex = start
  for (let m = CONTRAST_G.exec(s); m !== null && m.index < hits[hits.length - 1].start; m = CONTRAST_G.exec(s)) {
    turn = m.index + m[0].length
  }
  let pool = hits
  if (turn >= 0) {
    const after = hits.filter((h) => h.start >= turn)
    if (after.length > 0) pool = after
  }
  const first = pool[0]
  const out = [first]
  for (let i = 1; i < pool.length; i++) {
    let sameClause = true
    for (let k = first.end; k < pool[i].start; k++) {
      if (isClauseSep(s.charCodeAt(k))) {
        sameClause = false
        break
      }
    }
    if (!sameClause) break
    out.push(pool[i])
  }
  return out
}

const RESTATE_Y = /[ \t]*(?:——|—|–|-{1,2}|→|:|：|，即|,\s*i\.e\.,?|，也就是)[ \t*_]*(?:选项|options?\s+)?/y

/**
 * The option texts of a sentence followed by their letters, ending it ("…and pulmonary rehabilitation —
 * A, B, and D."): the letters, which may name an option whose text was paraphrased. Only letters that
 * include every option named.
 */
function restatedLetters(x: Ctx, a: Assertion): Assertion {
  RESTATE_Y.lastIndex = skipClosers(x.s, a.end, x.hi)
  if (!RESTATE_Y.test(x.s)) return a
  const g = readGroup(x.s, RESTATE_Y.lastIndex, x.hi, x.info.universe, false)
  if (g === null || (g.mask & a.mask) !== a.mask || g.mask === a.mask || !test(CLAUSE_END_Y, x.s, g.end)) return a
  return { ...a, mask: g.mask, end: g.end }
}

function hitsAssertion(hits: TextHit[]): Assertion {
  let mask = 0
  for (const h of hits) mask |= 1 << h.letter
  return { mask, start: hits[0].start, end: hits[hits.length - 1].end, rule: 'option_text' }
}

/**
 * s[i] ends a sentence: 。！？；\n, or an English full stop (". " after a letter or bracket). The dot of
 * an option's label followed by its own text ("A. 人参、B. 白术") ends nothing.
 */
function endsSentence(x: Ctx, i: number): boolean {
  const s = x.s
  const c = s.charCodeAt(i)
  if (isSentenceEnd(c)) return true
  if (c !== 46) return false
  const p = s.charCodeAt(i - 1)
  if (!isBlankCode(s.charCodeAt(i + 1)) || !(isLatin(p) || p === 41)) return false
  return !(p >= 65 && p <= 74 && !isLatin(s.charCodeAt(i - 2)) && optionTextAt(s, i, p - 65, x.info) >= 0)
}

/**
 * An option named in words without any cue. Models that do not conclude with 因此/综上/诊断为
 * usually answer first and explain after ("女性生殖腺是卵巢（A）…。前庭大腺（B）是…"), so the
 * first sentence is read before the closing ones.
 */
export function optionTextInSentences(x: Ctx, ruledOut: LetterMask): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  // Options the model ruled out by letter ("D东莨菪碱…均可排除") are not its answer in words either.
  const find = (from: number, to: number): TextHit[] =>
    findOptionTexts(hay(x), from, to, x.info).filter((h) => !(ruledOut & (1 << h.letter)))
  const lo = openingStart(x)
  let firstEnd = lo
  while (firstEnd < x.hi && !endsSentence(x, firstEnd)) firstEnd++
  // An opening that is the first line of a bulleted list ("- 乳磨牙：3~4岁\n- 第一恒磨牙：6~7岁") maps cases to options: not an answer.
  let firstHits = listOpening(x, lo) ? [] : find(lo, firstEnd)
  if (firstHits.length > 1 && !x.multi) firstHits = mainClauseHits(x, lo, firstHits)
  // On a multi-answer item the options may run on past the sentence's "；" ("三个特有体征：畸形；反常活动；骨擦音").
  if (firstHits.length > 0) return x.multi ? chainedTexts(x, restatedLetters(x, hitsAssertion(firstHits))) : restatedLetters(x, hitsAssertion(firstHits))
  let end = x.hi
  for (let n = 0; n < 3 && end > x.lo; n++) {
    let start = end - 1
    // Skip the delimiter(s) that end this sentence, then walk back to the previous delimiter.
    while (start > x.lo && endsSentence(x, start)) start--
    while (start > x.lo && !endsSentence(x, start - 1)) start--
    // "Hydroxocobalamin is the cyanide antidote; N-acetylcysteine is for acetaminophen; … pralidoxime for organophosphates." (hedge
    // set 139): a line glossing what three or more options are for runs down the others; an option so glossed there is not chosen.
    let hits = find(start, end)
    if (!x.multi && hits.length > 0 && glossesOptions(x, start)) hits = hits.filter((h) => !glossed(x, h))
    if (hits.length > 1 && !x.multi) hits = mainClauseHits(x, start, hits)
    if (hits.length > 0) return restatedLetters(x, hitsAssertion(hits))
    if (start <= firstEnd) break
    end = start
  }
  return null
}

/** The line holding `at` names three or more options, each followed by what it is for. */
function glossesOptions(x: Ctx, at: number): boolean {
  const s = x.s
  const from = Math.max(x.lo, s.lastIndexOf('\n', at) + 1)
  let to = s.indexOf('\n', at)
  if (to < 0 || to > x.hi) to = x.hi
  let mask = 0
  for (const h of findOptionTexts(hay(x), from, to, x.info)) if (glossed(x, h)) mask |= 1 << h.letter
  return popcount(mask) >= 3
}

/** What follows the option's text at h says what that option is for. */
function glossed(x: Ctx, h: TextHit): boolean {
  GLOSS_Y.lastIndex = h.end
  return GLOSS_Y.test(x.s)
}
// What an option is for: "… is for acetaminophen", "… for organophosphates", "… is the cyanide antidote", "Vincristine → neuropathy"
// (hedge set 141), "…用于…", "…见于…".
const GLOSS_Y = /(?:\s+(?:is|are)\s+(?:(?:only|mainly|usually)\s+)?(?:for|used\s+(?:for|in)|reserved\s+for|indicated\s+(?:for|in)|the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:antidote|treatment|drug|test|agent)\b)|\s+for\s+[a-z]|[ \t]*(?:→|->)|[ \t]*(?:用于|适用于|针对|多见于|见于|看))/iy

/**
 * The option's text found by optionTextInSentences is followed by its own letter in brackets, ending a sentence that
 * sets nothing aside ("…in a stable patient is **CT angiography of the chest (B)**."): the model named and lettered its
 * answer, which doubt elsewhere in the output ("a patient who can't leave the ED") does not unsettle.
 */
export function letteredText(x: Ctx, a: Assertion): Assertion | null {
  const s = x.s
  let k = a.end
  while (k < x.hi && (s.charCodeAt(k) === 32 || isMarkdown(s.charCodeAt(k)))) k++
  const open = s.charCodeAt(k)
  if ((open !== 40 && open !== 0xff08) || (1 << (s.charCodeAt(k + 1) - 65)) !== a.mask) return null
  const close = s.charCodeAt(k + 2)
  if (close !== 41 && close !== 0xff09) return null
  const end = skipClosers(s, k + 3, x.hi)
  const c = s.charCodeAt(end)
  if (end < x.hi && !isSentenceEnd(c) && c !== 46) return null
  let start = a.start
  while (start > x.lo && !endsSentence(x, start - 1)) start--
  return SET_ASIDE_IN_SENTENCE.test(s.slice(start, end)) ? null : { mask: a.mask, start: a.start, end, rule: 'option_text_lettered' }
}

export function optionTextAfterCue(x: Ctx): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  const s = x.s
  const cues: number[] = []
  TEXT_CUE_G.lastIndex = x.lo
  for (let m = TEXT_CUE_G.exec(s); m !== null && m.index < x.hi; m = TEXT_CUE_G.exec(s)) {
    cues.push(m.index, m.index + m[0].length)
  }
  for (let k = cues.length - 2, n = 0; k >= 0 && n < 6; k -= 2, n++) {
    // "若指金标准，应为腹腔镜检查": the answer to a reading of the question, not the model's answer.
    if (hypothetical(x, cues[k], cues[k + 1])) continue
    const a = textAfterCue(x, cues[k], cues[k + 1], clauseEnd(x, cues[k + 1], 60), true)
    if (a !== null) return x.multi ? chainedTexts(x, a) : a
  }
  return x.multi ? null : headedParaphrase(x)
}

const BULLETED = /^(?:[-*•·+]\s|\d{1,2}[.、)）])/

/** The reply opens with a bulleted line and the next line is bulleted too (hedge set 129). */
function listOpening(x: Ctx, lo: number): boolean {
  const s = x.s
  if (!BULLETED.test(s.slice(lo, lo + 4))) return false
  const nl = s.indexOf('\n', lo)
  return nl >= 0 && nl + 1 < x.hi && BULLETED.test(s.slice(nl + 1, nl + 5).trimStart())
}

/** A line short enough to be an answer in words. */
const MAX_HEADED = 30

/**
 * "急性肺水肿患者应立即采取的体位：\n\n**端坐位**", "…the definitive treatment is:\n\n**Digoxin immune Fab**": the only short line under a heading that ends in a
 * colon, paraphrasing one option (a single-answer item). A bulleted line is part of an explanation.
 */
// A heading's colon, full- or half-width ("…the definitive treatment is:\n\n**Digoxin immune Fab (DigiFab)**").
const COLON_G = /[:：]/g

function headedParaphrase(x: Ctx): Assertion | null {
  const s = x.s
  let found: Assertion | null = null
  COLON_G.lastIndex = x.lo
  for (let m = COLON_G.exec(s); m !== null && m.index < x.hi; m = COLON_G.exec(s)) {
    const colon = m.index
    let k = colon + 1
    while (k < x.hi && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 42)) k++
    if (s.charCodeAt(k) !== 10) continue
    const lineStart = Math.max(x.lo, s.lastIndexOf('\n', colon - 1) + 1)
    if (REJECT_LABEL.test(s.slice(lineStart, colon))) continue
    while (k < x.hi && isBlankCode(s.charCodeAt(k))) k++
    let nl = s.indexOf('\n', k)
    if (nl < 0 || nl > x.hi) nl = x.hi
    const to = trimEnd(s, k, nl)
    if (to - k > 2 * MAX_HEADED || BULLETED.test(s.slice(k, k + 4))) continue
    // Measured without its markdown ("**Digoxin immune Fab (DigiFab)**").
    const line = s.slice(k, to).replace(/[*_`]/g, '').trim()
    if (line.length > MAX_HEADED) continue
    const letter = line.length >= 2 ? paraphrasedOption(line, x.info) : -1
    if (letter < 0) continue
    if (found !== null) return null
    found = { mask: 1 << letter, start: k, end: to, rule: 'option_paraphrase' }
  }
  return found
}
