// Answer statements: letters after an answer cue (答案是B, 故选B, The answer is B), in markup
// (<B>, \\boxed{B}, <answer>B</answer>), strong verdicts (B是正确答案), and answers named by option
// text after a cue (答案是卵巢); and the backward walk over letter groups that finds the last one.

import { clauseEnd, conditionalVerdict, framingBefore, hay, hedgedGroup, hypothetical, isListing, markBefore, markSign, listSentenceEnded, negatedAfter, test, verdictAnchor, type Assertion, type Ctx } from './context'
import { findGroups, isBlankCode, isClauseSep, isLatin, isMarkdown, isTrailer, isUpper, popcount, readGroup, skipClosers, type LetterGroup, type LetterMask } from './letters'
import { exclusionAt } from './except'
import { CharSet } from './words'
import { extendList } from './lists'
import { findOptionTexts, optionByOpeningWords, optionTextAt, optionTextEndingAt, paraphrasedOption } from './options'
import {
  ANSWER_TAG_CLOSE,
  ANSWER_TAG_Y,
  ARTICLE_AFTER_Y,
  BOXED_G,
  CLAUSE_END_Y,
  cueBeforeMatch,
  nextCue,
  HAS_COPULA,
  HEDGE_FILLER,
  LIST_PREDICATE_Y,
  mayHaveCueBefore,
  mayHaveTermBefore,
  NEG_AFTER_Y,
  NEG_BEFORE_Y,
  POS_AFTER_Y,
  PREDICATE_AFTER_Y,
  questionAfter,
  REJECT_LABEL,
  STRONG_AFTER_Y,
  TERM_BEFORE_Y,
} from './patterns'
import { commitment, finalCueBefore, lineOpenedAt, retractedBetween } from './revisions'
import { answerColumnOf, correctedCell, rowVerdict } from './tables'

// Letters listed the English way: "C, D and E", "A, B, or C".
const ENGLISH_LIST = /^[A-J](?:,[ \t]*[A-J])*,?[ \t]+(?:and|or)[ \t]+[A-J]$/

export function cueGroup(x: Ctx, g: LetterGroup, cueStart: number, family: number): Assertion | null {
  // Lower-case letters are answers only right after an explicit answer cue ("答案是c"), or in brackets
  // after a heading's colon ("Select all that raise potassium: (a), (c), (e)."), or named as an option
  // ("So option (b).").
  if (g.lower && family !== 1 && !COLON_BRACKET_END.test(x.s.slice(cueStart, g.start)) && !NAMED_OPTION_END.test(x.s.slice(cueStart, g.start))) return null
  // "A（抑制胃酸分泌，首选PPI）、B（…）": a cue inside a bracket does not reach past its close.
  if (closesBefore(x.s, cueStart, g.start)) return null
  let mask = g.mask
  let end = g.end
  let extended = false
  let clause = -1
  if (negatedAfter(x, g)) {
    // "答案为B，C选项错误": the negated tail is not part of the answer.
    if (g.items < 2) return null
    // "So C, D and E are out." (hedge set 145): an English list, negated whole.
    if (ENGLISH_LIST.test(x.s.slice(g.start, g.end))) return null
    // "答案为BCD，A和E不选": the negation covers the letters joined by 和 before it, back to the comma.
    const cut = lastComma(x.s, g.start, g.lastStart)
    end = cut > g.start ? cut : g.prevEnd
    mask = readGroup(x.s, g.start, end, x.info.universe, g.lower)?.mask ?? 0
    // "A、B、C、D，选项E（维生素C）排除": letters kept and the rest excluded after a comma are a choice, not an
    // echo of the option list.
    if (cut <= g.start && isListing(x, g)) return null
  } else if (g.items > 1 && (clause = clauseStartIn(x, g)) >= 0) {
    // "应为B，C是维生素D缺乏的表现", "选A、B、C，D、E为干扰项": the letters after the comma start a
    // sentence of their own.
    end = clause
    while (end > g.start && !isUpper(x.s.charCodeAt(end - 1))) end--
    mask = readGroup(x.s, g.start, end, x.info.universe, g.lower)?.mask ?? 0
  } else if (!g.lower) {
    // "答案：A（抗炎）、B（镇痛）", "答案：\nA\nC\nD".
    const list = extendList(x, g)
    if (list.mask !== g.mask) {
      if (list.mask === x.info.universe && isListing(x, g)) return null
      // "逐项勾选：\n- [ ] A 硬下疳\n- [x] B 梅毒疹": the first line is marked as not chosen.
      mask = g.items === 1 && markBefore(x, g) < 0 ? list.mask & ~g.mask : list.mask
      end = list.end
      extended = true
    } else if (isListing(x, g)) return null
  }
  if (mask === 0) return null
  // A heading's colon introduces a list ("常见症状：C（…）、A（…）"), not one letter that opens a line
  // of the explanation ("鉴别要点：\nC（胆囊炎）墨菲征阳性").
  if (family === 3 && !extended && g.items < 2 && isColon(x.s.charCodeAt(cueStart))) return null
  // "Keep: A, D. Drop: B, C, E.": a colon labelled as setting the letters aside introduces no answer.
  if (family === 3 && isColon(x.s.charCodeAt(cueStart)) && REJECT_LABEL.test(labelBefore(x, cueStart))) return null
  if (g.lower && isListing(x, g)) return null
  const k = skipClosers(x.s, end, x.hi)
  // "应该选B？", "答案是B吗": a question the model asks itself.
  if (questionAfter(x.s, k, x.hi)) return null
  // "…a different answer — B, C and E respectively", "The answer is C if the examiner…", "选B，如果…":
  // letters matched to several things, or an answer under a condition, are not the model's answer.
  // ("选A；如果问“新生儿”，才考虑C": after a clause break, a condition that asks another question is a remark on it.)
  if (test(MAPPED_OR_CONDITIONAL_Y, x.s, k) && !test(OTHER_QUESTION_NEXT_Y, x.s, k)) return null
  // "两个版本的答案分别是 E 和 D": answers to several versions, one each.
  if (MAPPED_IN_CUE.test(x.s.slice(cueStart, g.start))) return null
  // "按影像学选A，按症状选B": the second of a pair, one answer per reading, side by side.
  if (!x.multi && secondOfPair(x, g)) return null
  if (family === 2) {
    // "因此A 小肠型、C 结肠型和D 多发型都属于少见类型": the letters are the subject of a sentence.
    if ((extended || g.items > 1) && test(LIST_PREDICATE_Y, x.s, end)) return null
    // 因此 / therefore are common words; they introduce the answer only when the letter ends the
    // clause, carries a verdict, or is followed by its option text that ends the clause ("因此B
    // 前庭大腺、C 前庭球都不是生殖腺" is a remark on B and C).
    // "…的并发症为 A～D 四项，E 不选": a count after the letters still ends the clause with them.
    const counted = test(COUNT_TAIL_Y, x.s, k) ? COUNT_TAIL_Y.lastIndex : k
    // "So my selections are ⓐ ⓑ ⓒ ⓓ — everything except the last option.": a dash and a remark end it too.
    if (!test(CLAUSE_END_Y, x.s, counted) && !test(POS_AFTER_Y, x.s, end) && !test(STRONG_AFTER_Y, x.s, end) && !(extended || g.items > 1 ? test(REMARK_DASH_Y, x.s, counted) : false)) {
      const anchor = extended ? g.end : verdictAnchor(x, g)
      if (anchor === g.end || !test(CLAUSE_END_Y, x.s, skipClosers(x.s, anchor, x.hi))) return null
    }
  }
  // "更正：C 是胎盘早剥，……正确答案为 B": the correction opens by saying what C is, not by choosing it.
  if (family === 1 && test(SUBJECT_AFTER_Y, x.s, k) && CORRECTION_CUE.test(x.s.slice(cueStart, g.start))) return null
  // "正确的有：\n\nA项：正确。……\n\nB项：……": the heading of an option-by-option analysis, not a list.
  if (x.multi && g.items === 1 && test(ANALYSIS_ENTRY_Y, x.s, g.end)) return null
  // "所以：A是坐位的好发部位，B是俯卧位……": a summary that says what each option is, not a choice.
  if (family !== 3 && test(SUBJECT_AFTER_Y, x.s, k) && SUMMARY_CUE.test(x.s.slice(cueStart, g.start))) return null
  end = k
  if (hedgedGroup(x, g)) return { mask: 0, start: cueStart, end, rule: 'hedged' }
  const framing = framingBefore(x, cueStart)
  if (framing === 2 || hypothetical(x, cueStart, g.start) || crossedLine(x, cueStart) || tableRuleBetween(x.s, cueStart, g.start) || acrossRows(x.s, cueStart, g.start)) return null
  if (framing === 1) return { mask: 0, start: cueStart, end, rule: 'uncertain' }
  // "| 本题答案 | A | B |" under "| 项目 | 原答案 | 更正后 |": the corrected cell answers.
  const cell = family === 3 ? null : correctedCell(x, end)
  if (cell !== null) return { mask: cell.mask, start: cueStart, end: cell.end, rule: 'corrected_cell', final: true }
  let c = family === 3 ? 0 : commitment(x, cueStart, g.start)
  // "选 A。" on a line of its own is an answer line, whatever the explanation after it mentions.
  if (c === 0 && family === 1 && wholeLine(x, cueStart, end)) c = 1
  // "PS：……以 B 为准。": the final word after the letter (an earlier answer line does not win over it).
  if (c === 0 && family === 1 && test(FINAL_AFTER_Y, x.s, g.end)) c = 1
  return { mask, start: cueStart, end, rule: family === 1 ? 'cue' : family === 2 ? 'cue_therefore' : 'cue_weak', final: c === 1, conclusive: c === 2 }
}

const FINAL_AFTER_Y = /[ \t*_]*为(?:准|最终(?:答案|选择|结果))/y

// The text before the letter: "按RA出题应是B，按题干描述就是" (the first reading's letter in group 1).
// Or two quoted askings: "所以“非侵入性首选”是B，“胃镜下首选”是" (group 2).
const PAIR_BEFORE = /(?:按|按照|依照|根据)[^。\n，,；;]{1,12}?(?:是|为|选)[ \t*_]*([A-J])(?![A-Za-z])[^。\n，,；;A-J]{0,3}[，,；;][ \t]*(?:而|但)?(?:按|按照|依照|根据)[^。\n，,；;]{1,12}?(?:是|为|选)[ \t*_]*$|[”"」』][ \t]*(?:是|为|选)[ \t*_]*([A-J])(?![A-Za-z])[^。\n，,；;A-J]{0,3}[，,；;][ \t]*(?:而|但)?[“"「『][^”"」』\n]{1,20}[”"」』][ \t]*(?:是|为|选)[ \t*_]*$/

/** The letter group g answers a second reading after a first reading answered another letter ("按影像学选A，按症状选B"). */
function secondOfPair(x: Ctx, g: LetterGroup): boolean {
  if (g.items !== 1) return false
  const m = PAIR_BEFORE.exec(x.s.slice(Math.max(x.lo, g.start - 48), g.start))
  return m !== null && ((1 << ((m[1] ?? m[2]).charCodeAt(0) - 65)) & g.mask) === 0
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57
}

/** A bracket closes in s[from, to) that did not open there (not a list number's "1)"). */
function closesBefore(s: string, from: number, to: number): boolean {
  let depth = 0
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c === 40 || c === 0xff08) depth++
    else if ((c === 41 || c === 0xff09) && !(i > from && isDigitCode(s.charCodeAt(i - 1)))) {
      if (depth === 0) return true
      depth--
    }
  }
  return false
}

// "按教材是D，按题库答案是A": one answer per source, side by side.
const MAPPED_OR_CONDITIONAL_Y =
  /[ \t*_]*[,，；;]?[ \t]*(?:respectively\b|分别|\bif\s+(?:the|it|we|you|this|they|one)\b|如果|若是?(?=[^，,。]{1,20}[，,])|(?:而|但)?(?:按|按照|依照|根据)[^。\n，,；;]{1,12}?(?:是|为|选|答案是|答案为)[ \t*_]*[A-J](?![A-Za-z]))/y

// After the letter: a clause break, then a condition that changes the question ("；如果问新生儿", "。若题目改问").
const OTHER_QUESTION_NEXT_Y = /[ \t*_]*[；;。][ \t]*(?:如果|若|假如|要是)(?:题目|题干|本题|这题)?(?:改|换)?(?:问|是问|问的是)/y

const MAPPED_IN_CUE = /分别|各自|respectively/i

// The cue is a heading's colon and the letter's bracket opens right after it.
const COLON_BRACKET_END = /^[:：][ \t]*[(（]$/
const NAMED_OPTION_END = /(?:\boption|\bchoice|选项)[ \t]*[(（]?$/i

const CORRECTION_CUE = /更正|修正|纠正|改正|订正|修订|修改/
const ANALYSIS_ENTRY_Y = /项?[ \t*_]*[:：][ \t*_]*(?:正确|错误|不正确|对|错|√|×|✓|✗|✔|✘)/y
const SUMMARY_CUE = /^(?:故|因此|所以|综上所?述?|总之|小结)[\s*_]*[:：][\s*_]*$/
// The letter is the subject of a description ("C 是胎盘早剥", "C 属于…"), not "C 是正确的" / "C 为本题答案".
// "更正：B项“总铁结合力降低”说反了": what the correction says of the option, here that it was wrong.
const SUBJECT_AFTER_Y = /[ \t]*(?:["“「『]?[^"”」』\n]{1,40}["”」』][ \t]*)?(?:(?:是|属于|指的是)(?!正确|对的|对|答案|本题|最终|首选|应选)|(?:说|写|弄|搞|记|判断)(?:反|错)了?|有误)/y

/**
 * The statement stands on a line the model opened with a cross ("❌ C：……若需同时做ACTH兴奋试验，可临时
 * 选C", "✗ B — …"): a line of the per-option analysis that rejects an option, not its answer.
 * Looks back at most 200 characters to the line start.
 */
function crossedLine(x: Ctx, at: number): boolean {
  const s = x.s
  const lim = Math.max(x.lo, at - 200)
  let k = at
  while (k > lim && s.charCodeAt(k - 1) !== 10) k--
  if (k === lim && k !== x.lo) return false
  while (k < at && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9 || s.charCodeAt(k) === 45 || s.charCodeAt(k) === 42 || s.charCodeAt(k) === 0x2022)) k++
  return markSign(s.charCodeAt(k)) < 0
}

/**
 * A table's rule ("|---|---|") between the cue and the letter: the cue is a header cell ("| 选项 | 是否选 |")
 * and the letter a row label, which the rows' own marks decide (see the verdicts).
 */
function tableRuleBetween(s: string, from: number, to: number): boolean {
  for (let i = from; i + 2 < to; i++) if (s.charCodeAt(i) === 45 && s.charCodeAt(i + 1) === 45 && s.charCodeAt(i + 2) === 45 && s.indexOf('|', i) < to) return true
  return false
}

/**
 * The cue and the letter stand in different rows of a table ("……提示失代偿在即 | 是 |\n| C | …"): the
 * letter labels the next row; it does not follow the cue.
 */
function acrossRows(s: string, from: number, to: number): boolean {
  const nl = s.indexOf('\n', from)
  const pipe = s.indexOf('|', from)
  return nl >= 0 && nl < to && pipe >= 0 && pipe < to
}

/** The statement [start, end) is its line: only decoration before it, only closing punctuation after. */
function wholeLine(x: Ctx, start: number, end: number): boolean {
  if (lineOpenedAt(x, start) < 0) return false
  let k = end
  while (k < x.hi && isTrailer(x.s.charCodeAt(k)) && x.s.charCodeAt(k) !== 10) k++
  return k >= x.hi || x.s.charCodeAt(k) === 10
}

/** Index of the last comma (either width) in s[from, to), or -1. */
function lastComma(s: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) {
    const c = s.charCodeAt(i)
    if (c === 44 || c === 0xff0c || c === 59 || c === 0xff1b) return i
  }
  return -1
}

/**
 * The last letters of g follow a comma and are the subject of a predicate ("B，C是干扰项", "A、B、C，D、E为
 * 干扰项"): the index of that comma, else -1.
 */
function clauseStartIn(x: Ctx, g: LetterGroup): number {
  const s = x.s
  let comma = -1
  for (let i = g.lastStart - 1; i > g.start; i--) {
    const c = s.charCodeAt(i)
    if (c === 44 || c === 0xff0c) {
      comma = i
      break
    }
  }
  return comma >= 0 && test(PREDICATE_AFTER_Y, s, g.end) && !test(POS_AFTER_Y, s, g.end) && !test(STRONG_AFTER_Y, s, g.end) ? comma : -1
}

const CUE_TAIL = /[\s:：*_是为]/
// The count after a list of letters ("A～D 四项", "ABD 三个").
// A spaced dash after a list, then a remark that opens with no option letter and no verdict.
const REMARK_DASH_Y = /[ \t*_]*(?:——|—|–|--)[ \t]*(?![A-J](?![A-Za-z])|not\b|wrong|incorrect|错|不)(?=\S)/y
// Also the word 选项 itself: "在本题中是 B 选项。"
const COUNT_TAIL_Y = /[ \t]*(?:(?:共|这|以上)?[两二三四五六七八九2-9](?:项|个|条|者)(?:选项)?|(?:这个|这一)?选项(?=[ \t]*[。.！!；;]|[ \t]*$))/y
// After a list of letters: their restatement in words ("，即", "——", "：", "(").
const RESTATE_AFTER = /^[ \t*_]*(?:，即|，也就是|,\s*i\.e\.|——|—|：|:|（|\()/

const DIFFERS = /不同|不一样|各异|有别|取决于|分别|depends|differs/
const SYSTEM_AFTER_Y = /(?:分法|分类法|分级法|分期法|标准|体系)/y

/** Right after an option's text: a predicate that rules it out ("是干扰项", "为错误选项", "不对"). */
// "或", "还是", "or" right after the option's text: another option may follow.
const OR_AFTER_Y = /[ \t*_]*(?:或者?|还是|抑或|[/／]|or\b)[ \t*_]*/iy

/**
 * "我的判断：NYHA Ⅱ级或Ⅲ级，信息不足以区分": the option's text, then "或" and another option's (or the words that set it apart,
 * "Ⅲ级" of "NYHA Ⅲ级"): two options offered, not one chosen.
 */
export function orAnotherOption(x: Ctx, end: number, letter: number): boolean {
  OR_AFTER_Y.lastIndex = end
  if (!OR_AFTER_Y.test(x.s)) return false
  const from = OR_AFTER_Y.lastIndex
  let to = from
  while (to < x.hi && to - from < 24 && !isClauseSep(x.s.charCodeAt(to))) to++
  // A–Z lower-cased only, as the options' texts are ("Ⅲ级" stays "Ⅲ级").
  const alt = x.s.slice(from, to).replace(/[*_`“”"'‘’]/g, '').trim().replace(/[A-Z]/g, (c) => c.toLowerCase())
  if (alt.length === 0) return false
  if (/^[A-J](?![A-Za-z])/.test(x.s.slice(from, from + 2))) return true
  for (const other of x.info.textLetters) {
    if (other === letter) continue
    const t = x.info.texts[other] as string
    if (t.startsWith(alt) || (alt.length >= 2 && t.endsWith(alt)) || alt.startsWith(t)) return true
  }
  return false
}

const TEXT_RULED_OUT_Y = /[ \t*_]*(?:也|则|就)?(?:是|为|属于)?(?:干扰(?:选?项)|错误(?:的|选项|答案)|不(?:对|正确|符合题意|当选|选)|(?:is|are)\s+(?:a\s+)?(?:distractors?|wrong|incorrect))/y

const NUMBERED_Y = /[ \t]*\d{1,2}[.、)）]/y

/** The cue ends a line that has words before it, and the text after it is on a numbered line below. */
function verdictClosingLine(x: Ctx, cueStart: number, p: number, hit: number): boolean {
  const s = x.s
  // The cue's filler may have run past the line's end already.
  const nl = s.indexOf('\n', cueStart)
  if (nl < 0 || nl >= hit) return false
  for (let i = p; i < nl; i++) if (!isBlankCode(s.charCodeAt(i)) && !isMarkdown(s.charCodeAt(i))) return false
  const lineStart = s.lastIndexOf('\n', cueStart - 1) + 1
  let words = false
  for (let i = lineStart; i < cueStart && !words; i++) words = !isBlankCode(s.charCodeAt(i)) && !isMarkdown(s.charCodeAt(i))
  NUMBERED_Y.lastIndex = nl + 1
  return words && NUMBERED_Y.test(s)
}

const DOUBT_REASON_BEFORE = /(?:(?:让|令|使|叫)我[^。\n，,：:]{0,12}|(?:保留|犹豫|迟疑|担心|顾虑|疑虑|不放心|吃不准|拿不准|不踏实|存疑))的$/
const QUOTED_CUE_Y = /^[“"‘][^”"’\n]{1,6}[”"’]/
const BOTH_TOGETHER = /(?:两者|二者|两项|两种|这两(?:者|项|种))[^。\n，,]{0,2}(?:并用|联用|合用|结合|兼顾|同时|都用)/

const NEGATED_CLAUSE_Y = /^(?:不|没|别|勿|并非|而非|排除)/

export function textAfterCue(x: Ctx, cueStart: number, p: number, to: number, fuzzy = false): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  // "两道题的答案应该分别是风邪和湿邪": answers to several questions, one each.
  if (MAPPED_IN_CUE.test(x.s.slice(cueStart, p))) return null
  if (verdictClosingLine(x, cueStart, p, to)) return null
  // "个别题库会把“万古霉素”写成“首选”而把利奈唑胺当作“二线”": a quoted cue word is a term under discussion.
  if (QUOTED_CUE_Y.test(x.s.slice(Math.max(x.lo, cueStart - 1), p + 2))) return null
  // "唯一让我不敢打满分的是：阿米替林在老教材里…": what the model's doubt rests on, not its answer.
  if (DOUBT_REASON_BEFORE.test(x.s.slice(Math.max(x.lo, cueStart - 20), cueStart))) return null
  const hits = findOptionTexts(hay(x), p, to, x.info)
  // "A（抑制胃酸分泌，首选PPI）、B（保护胃黏膜）": a cue inside a bracket does not reach past its close.
  if (hits.length > 0 && closesBefore(x.s, p, hits[0].start)) return null
  // "逆转方案为：A + B + C，即维生素K1 配合 PCC 或 FFP": the letters the cue introduces, then some of their
  // options in words; the words restate the letters.
  if (x.multi && hits.length > 0) {
    let b = p
    while (b < to && b - p < 4 && CUE_TAIL.test(x.s[b])) b++
    const g = readGroup(x.s, b, to, x.info.universe, false)
    if (g !== null && g.end <= hits[0].start && hits.every((h) => (g.mask & (1 << h.letter)) !== 0) && RESTATE_AFTER.test(x.s.slice(g.end, g.end + 4))) {
      return { mask: g.mask, start: cueStart, end: g.end, rule: 'option_text_cue' }
    }
  }
  if (hits.length === 0 || hits[0].start - p > 12) {
    if (!fuzzy) return hits.length === 0 ? openingWordsAfterCue(x, cueStart, p, to) : null
    // The model paraphrased the option: compare the clause right after the cue with each option.
    // After the cue's own colon or copula ("答案：口服抗凝治疗", "答案是…").
    let b = p
    while (b < to && b - p < 4 && CUE_TAIL.test(x.s[b])) b++
    let e = b
    while (e < to && !isClauseSep(x.s.charCodeAt(e))) e++
    // "所以灵敏度的计算公式为：真阳性 ÷（…）": a clause that introduces the answer after a colon.
    const c = x.s.charCodeAt(e)
    if ((c === 0xff1a || c === 58) && e - b <= 20) for (e++; e < to && !isClauseSep(x.s.charCodeAt(e)); ) e++
    // "所以不用去想血管加压素" (hedge set 141): the clause sets the option aside.
    if (e - b > 60 || NEGATED_CLAUSE_Y.test(x.s.slice(b, b + 2))) return null
    const letter = paraphrasedOption(hay(x).slice(b, e), x.info)
    return letter < 0 ? null : { mask: 1 << letter, start: cueStart, end: e, rule: 'option_paraphrase' }
  }
  // The answer is what directly follows the cue; further options in the clause are usually the
  // model comparing ("急性胰腺炎，需与胆囊炎鉴别"). Multi-answer items take all of them.
  if (!x.multi || hits.length === 1) {
    // "应为肌钙蛋白T，选项中只有肌钙蛋白I": the option is named in another clause; "the answer here
    // is C, vitamin B12" names its letter first.
    if (hits[0].start - p > 12 || (clauseBreakIn(x.s, p, hits[0].start) && !letterIn(x.s, p, hits[0].start, hits[0].letter))) return null
    // "空格里是成人还是婴儿，答案完全不同——成人是5～6cm": the answer said to differ, then one case's value.
    if (DIFFERS.test(x.s.slice(p, hits[0].start))) return null
    // "临床上常见的做法其实是两者并用：局部冲洗上药，同时…": both options together, not one of them.
    if (BOTH_TOGETHER.test(x.s.slice(p, hits[0].start))) return null
    // "答案是“以上都是”吗？": a question the model asks itself.
    if (questionAfter(x.s, skipClosers(x.s, hits[0].end, x.hi), x.hi)) return null
    // "所以选项里的Ⅳ度是干扰项": the option named to rule it out.
    if (test(TEXT_RULED_OUT_Y, x.s, skipClosers(x.s, hits[0].end, x.hi))) return null
    // "按国内传统的三度分法": the text begins a compound naming a system, not the option.
    if (test(SYSTEM_AFTER_Y, x.s, hits[0].end)) return null
    if (!x.multi && orAnotherOption(x, skipClosers(x.s, hits[0].end, x.hi), hits[0].letter)) return null
    // "调整为“乙类乙管”": a quoted term the option's text only begins.
    if (quotedLonger(x.s, cueStart, hits[0].start, hits[0].end)) return null
    // "四个选项对应的体重大约是：60 mg 对应4～6 kg，120 mg 对应8～12 kg，180 mg…": the cue walks through the options.
    if (!x.multi && enumeratesOptions(x, p)) return null
    return { mask: 1 << hits[0].letter, start: cueStart, end: hits[0].end, rule: 'option_text_cue' }
  }
  // "所以酯类只有A、B两个，利多卡因和阿替卡因都是酰胺类": letters answer the cue; the texts in the next clause are others.
  if (clauseBreakIn(x.s, p, hits[0].start) && anyLetterIn(x, p, hits[0].start)) return null
  let mask = 0
  for (const h of hits) mask |= 1 << h.letter
  return { mask, start: cueStart, end: hits[hits.length - 1].end, rule: 'option_text_cue' }
}

/** An English sentence after the cue that is all opening words of one option: "Filing this under mantle cell." (hedge set 131). */
const OPENING_WORDS_Y = /[ \t*_]*([A-Za-z][A-Za-z' -]{5,60}?)[ \t*_]*(?:[.!;]|\n|$)/y
function openingWordsAfterCue(x: Ctx, cueStart: number, p: number, to: number): Assertion | null {
  if (!x.info.latin) return null
  OPENING_WORDS_Y.lastIndex = p
  const m = OPENING_WORDS_Y.exec(x.s)
  if (m === null || OPENING_WORDS_Y.lastIndex > to + 1) return null
  const at = p + m[0].indexOf(m[1])
  const letter = optionByOpeningWords(hay(x), at, at + m[1].length, x.info)
  return letter < 0 ? null : { mask: 1 << letter, start: cueStart, end: at + m[1].length, rule: 'option_text_cue' }
}

const OPEN_QUOTE = /["“「『‘][ \t]*$/

/** Characters of the sentence after a cue searched for the options it walks through. */
const ENUMERATION_REACH = 160

/** The sentence after a cue names the texts of three options or more: a walk through the options, not an answer. */
function enumeratesOptions(x: Ctx, p: number): boolean {
  const s = x.s
  let e = p
  const end = Math.min(x.hi, p + ENUMERATION_REACH)
  while (e < end) {
    const c = s.charCodeAt(e)
    if (c === 10 || c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b || c === 59) break
    e++
  }
  let seen = 0
  for (const h of findOptionTexts(hay(x), p, e, x.info)) seen |= 1 << h.letter
  return popcount(seen) >= 3
}

/** The text at [start, end) opens a quotation (the cue's filler may hold its mark) that runs on past it in more Chinese. */
function quotedLonger(s: string, cueStart: number, start: number, end: number): boolean {
  if (OPEN_QUOTE.test(s.slice(Math.max(cueStart, start - 3), start)) && end < s.length && s.charCodeAt(end) >= 0x3400 && s.charCodeAt(end) <= 0x9fff) return true
  // "胸中其实是手厥阴心包经“起于胸中”的地方" (hedge set 129): the text ends a longer quoted phrase opened after the cue.
  const open = Math.max(s.lastIndexOf('“', start - 1), s.lastIndexOf('"', start - 1))
  return open > cueStart && open < start - 1 && (s[end] === '”' || s[end] === '"') && !/[”"\n]/.test(s.slice(open + 1, start))
}

// Between options named one after another: "脾大、脾功能亢进；侧支循环的建立和开放；腹水".
const TEXT_SEP_Y = /[ \t]*(?:[；;、，,]|以及|和|及|与|and\b)[ \t]*/y

/**
 * On a multi-answer item, the options named right after the clause the cue's answer ends, each
 * following the last across a separator: an option's text may hold the clause's own separators
 * ("脾大、脾功能亢进"), so the list goes on where the clause seemed to end.
 */
export function chainedTexts(x: Ctx, a: Assertion): Assertion {
  const h = hay(x)
  let { mask, end } = a
  for (;;) {
    TEXT_SEP_Y.lastIndex = end
    if (!TEXT_SEP_Y.test(x.s)) break
    const k = TEXT_SEP_Y.lastIndex
    const next = findOptionTexts(h, k, Math.min(x.hi, k + 60), x.info).find((t) => t.start === k)
    if (next === undefined || (mask & (1 << next.letter)) !== 0) break
    mask |= 1 << next.letter
    end = next.end
  }
  return mask === a.mask ? a : { ...a, mask, end }
}

/** An option letter earlier on the line of `at` follows an answer cue on that line. */
function cuedLetterInRow(x: Ctx, at: number): boolean {
  const s = x.s
  const lineStart = s.lastIndexOf('\n', at - 1) + 1
  for (let i = lineStart; i < at; i++) {
    const c = s.charCodeAt(i)
    if (c < 65 || c > 90 || (x.info.universe & (1 << (c - 65))) === 0 || isLatin(s.charCodeAt(i - 1)) || isLatin(s.charCodeAt(i + 1))) continue
    // The cue is in the row ("| 本题答案 | A | B |"), not the header's title above it ("| 原答案 | 修正后答案 |").
    const cue = cueBefore(x, i)
    if (cue !== null && cue[0] >= lineStart) return true
  }
  return false
}

/** A capital letter of `letters` (a mask, bit 0 = A) stands alone somewhere in s[from, to). */
export function capitalIn(s: string, from: number, to: number, letters: LetterMask): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (isUpper(c) && (letters & (1 << (c - 65))) !== 0 && !isLatin(s.charCodeAt(i - 1)) && !isLatin(s.charCodeAt(i + 1))) return true
  }
  return false
}

/** Some option letter stands alone in [from, to). */
export function anyLetterIn(x: Ctx, from: number, to: number): boolean {
  return capitalIn(x.s, from, to, x.info.universe)
}

function letterIn(s: string, from: number, to: number, letter: number): boolean {
  return capitalIn(s, from, to, 1 << letter)
}

function clauseBreakIn(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isClauseSep(s.charCodeAt(i)) && s.charCodeAt(i) !== 58 && s.charCodeAt(i) !== 0xff1a) return true
  return false
}

// A cue that may introduce an answer on the next line: one with a colon, an arrow, 如下, or the answer word itself.
const LINE_OPENER = /[:：→⇒➜➔➡⟶>]|如下|答案|answer|choice|option|选择|选项|勾选|结论|final|selected|chosen/i

/** Cue immediately before a letter at i, as [cueStart, family] (1 strong, 2 therefore, 3 weak), or null. */
function cueBefore(x: Ctx, i: number): [number, number] | null {
  if (!mayHaveCueBefore(x.s, i, x.lo)) return null
  const m = cueBeforeMatch(x.s, i)
  if (m === null) return null
  const all = m[1]
  const cueStart = i - all.length
  if (cueStart < x.lo) return null
  let family = m[2] !== undefined ? 1 : m[3] !== undefined ? 2 : 3
  const cueLen = (m[2] ?? m[3] ?? m[4]).length
  // A heading's colon ("常见症状：C（…）、A（…）") introduces the chosen options only on a multi-answer
  // item, and not under a heading that rejects ("避错提示：B（铁缺乏）、C（…）").
  if (cueLen === 1 && m[4] !== undefined && (!x.multi || headingRejects(x, cueStart))) return null
  if (all.length > cueLen) {
    const filler = all.slice(cueLen)
    // "…不是危象首选\nC. 卡比马唑 —— …": a cue ending its line without a colon does not reach the letter
    // that labels the next line ("答案：\nB" and "答案如下\nB" do).
    if (filler.includes('\n') && !LINE_OPENER.test(all)) return null
    // "所以选B", "因此答案是B": a therefore-word followed by a copula is a plain answer statement.
    if (family === 2 && HAS_COPULA.test(filler)) family = 1
    // "答案可能是B，但也可能是C，我倾向于C": a hedged statement must not outrank a later weak one.
    if (family !== 3 && HEDGE_FILLER.test(filler)) family = 3
  }
  return [cueStart, family]
}

function isColon(c: number): boolean {
  return c === 58 || c === 0xff1a
}

// (also a heading of one word that sets aside, "入：B、D、E\n出：A、C", hedge set 139)
const HEADING_REJECTS = /^[ \t*_>#-]*(?:出|舍|弃|删|否|out|no)[ \t*_]*$|排除|除外|干扰|不选|错误|易错|避错|陷阱|不正确|不属于|不包括|禁忌|禁用|慎用|无关|未勾|留空|空着|\b(?:left\s+(?:blank|out|unticked|unchecked)|unticked|unchecked|not\s+(?:ticked|checked|selected|chosen)|excluded|rejected|wrong|incorrect)\b/i

/** The heading that ends at `colon`, from its line start, names options set aside. */
function headingRejects(x: Ctx, colon: number): boolean {
  const start = Math.max(x.lo, x.s.lastIndexOf('\n', colon - 1) + 1)
  return HEADING_REJECTS.test(x.s.slice(start, colon))
}

/**
 * "So the expected finding is hyperkalemia — D", "答案是高钾血症（D）": a cue, the option's own text,
 * then its letter after a dash, a comma or an opening bracket. The cue reaches the letter through its text.
 */
const OPTION_WORD_BEFORE = /(?:\b[Oo]ption|\bchoice|选项)\s*$/

/**
 * "I'll go with spirometry — B": words of the option's text alone ("Spirometry with bronchodilator reversibility"),
 * ending at `end`; where they start, or -1. They must be at least a word of four letters (or two CJK characters),
 * start a word, and belong to no other option's text.
 */
function optionWordsEndingAt(x: Ctx, end: number, letter: number): number {
  const text = x.info.texts[letter]
  if (!text) return -1
  const s = x.s
  let p = end
  while (p > x.lo && end - p < 40 && text.includes(s.slice(p - 1, end).toLowerCase())) p--
  while (p < end && s.charCodeAt(p) === 32) p++
  const words = s.slice(p, end).toLowerCase()
  const latin = isLatin(s.charCodeAt(p))
  if (words.length < (latin ? 4 : 2) || (latin && isLatin(s.charCodeAt(p - 1)))) return -1
  for (const other of x.info.textLetters) if (other !== letter && x.info.texts[other]!.includes(words)) return -1
  return p
}

function cueBeforeOwnText(x: Ctx, g: LetterGroup): [number, number] | null {
  if (g.items !== 1 || x.info.textLetters.length === 0) return null
  const s = x.s
  let k = g.start
  // "… is CT pulmonary angiography — option B", "…（选项B）"
  const word = OPTION_WORD_BEFORE.exec(s.slice(Math.max(x.lo, k - 8), k))
  if (word !== null) k -= word[0].length
  let seps = 0
  while (k > x.lo && seps < 5) {
    const c = s.charCodeAt(k - 1)
    if (c === 32 || c === 0x2014 || c === 0x2013 || c === 45 || c === 44 || c === 0xff0c || c === 40 || c === 0xff08 || c === 42) {
      k--
      seps++
    } else break
  }
  if (seps === 0) return null
  const letter = 31 - Math.clz32(g.mask)
  let t = optionTextEndingAt(s, k, letter, x.info)
  // Words of the text only before a dash: "spirometry — B" appends the letter; "pick amiodarone (A)" may quote anyone.
  if (t < 0 && /[—–-]/.test(s.slice(k, g.start))) t = optionWordsEndingAt(x, k, letter)
  if (t < 0) return null
  let c = t
  while (c > x.lo && (s.charCodeAt(c - 1) === 42 || s.charCodeAt(c - 1) === 95)) c--
  const cue = cueBefore(x, c)
  return cue !== null && cue[1] !== 3 ? cue : null
}

/**
 * "答：不伤害、有利、尊重、公正——A、B、C、D": on a multi-answer item, a cue, words of each option's text in the letters'
 * order, then the letters after a dash. The cue reaches the letters through their texts.
 */
function cueBeforeOwnTexts(x: Ctx, g: LetterGroup): [number, number] | null {
  if (!x.multi || g.items < 2 || x.info.textLetters.length === 0) return null
  const s = x.s
  let k = g.start
  while (k > x.lo && (s.charCodeAt(k - 1) === 32 || s.charCodeAt(k - 1) === 42)) k--
  let dashes = 0
  while (k > x.lo && (s.charCodeAt(k - 1) === 0x2014 || s.charCodeAt(k - 1) === 0x2013)) {
    k--
    dashes++
  }
  if (dashes === 0) return null
  while (k > x.lo && s.charCodeAt(k - 1) === 32) k--
  const letters: number[] = []
  for (let i = g.start; i < g.end; i++) {
    const c = s.charCodeAt(i)
    if (c >= 65 && c <= 74 && !isLatin(s.charCodeAt(i + 1)) && !isLatin(s.charCodeAt(i - 1))) letters.push(c - 65)
  }
  if (letters.length !== g.items) return null
  for (let n = letters.length - 1; n >= 0; n--) {
    let t = optionTextEndingAt(s, k, letters[n], x.info)
    if (t < 0) t = optionWordsEndingAt(x, k, letters[n])
    if (t < 0) return null
    k = t
    if (n === 0) break
    const sep = k
    while (k > x.lo && TEXT_SEPARATORS.has(s.charCodeAt(k - 1))) k--
    if (k === sep) return null
  }
  while (k > x.lo && (s.charCodeAt(k - 1) === 42 || s.charCodeAt(k - 1) === 95 || s.charCodeAt(k - 1) === 32)) k--
  const cue = cueBefore(x, k)
  return cue !== null && cue[1] !== 3 ? cue : null
}
const TEXT_SEPARATORS = new CharSet('、，, 和与及')

/** A term such as 维生素, type or NYHA ends right before the letter at i: "维生素C", "type B". */
/**
 * The option letters named in s[a, b) as options: not inside terms ("vitamin C", "B超"), not the article "A", not a genus's
 * initial ("C. difficile").
 */
export function lettersNamedIn(x: Ctx, a: number, b: number): LetterMask {
  const s = x.s
  let mask = 0
  for (const g of findGroups(s, a, b, x.info.universe)) {
    if (g.lower || termBefore(s, g.start)) continue
    const c = s.charCodeAt(g.start)
    if (g.items === 1 && (c === 65 || c === 73) && test(ARTICLE_AFTER_Y, s, g.end)) continue
    if (g.items === 1 && test(GENUS_AFTER_Y, s, g.end) && inEnglishSentence(s, g.start)) continue
    mask |= g.mask
  }
  return mask
}

function termBefore(s: string, i: number): boolean {
  return mayHaveTermBefore(s, i) && test(TERM_BEFORE_Y, s, i)
}

// One letter as an element of its own inside an answer tag: "<choice>A</choice>".
const TAG_ITEM_G = /<(choice|option|letter|item|selected|selection)>[ \t]*([A-J])[ \t]*<\/\1>/gi

/** "<answer>\n  <choice>A</choice>\n  <choice>B</choice>\n</answer>": the letters of the elements filling s[p, to). */
function taggedLetters(x: Ctx, start: number, p: number, to: number): Assertion | null {
  let mask = 0
  let end = p
  TAG_ITEM_G.lastIndex = p
  for (let m = TAG_ITEM_G.exec(x.s); m !== null && m.index < to; m = TAG_ITEM_G.exec(x.s)) {
    // Only elements one after another, with blanks between them.
    if (x.s.slice(end, m.index).trim() !== '') break
    mask |= (1 << (m[2].toUpperCase().charCodeAt(0) - 65)) & x.info.universe
    end = m.index + m[0].length
  }
  if (mask === 0) return null
  // Several letters on a single-answer item: no one answer given.
  return { mask: !x.multi && (mask & (mask - 1)) !== 0 ? 0 : mask, start, end, rule: 'answer_tag' }
}

// Between two answer tags that join: the first one's closing tag and blanks.
const TAG_JOIN = /^\s*(?:<\/[A-Za-z_-]+>\s*)?$/
const CHOICE_TAG_Y = /^<choices?>/i

/** Answers in a marked-up form: MedBench's <B> / <A, C>, \\boxed{B}, <answer>B</answer>. Sorted by end. */
export function markupStatements(x: Ctx): Assertion[] {
  const { s, hi, info } = x
  const out: Assertion[] = []
  let run: { a: Assertion; mask: number } | null = null
  for (let i = s.indexOf('<', x.lo); i >= 0 && i < hi; i = s.indexOf('<', i + 1)) {
    ANSWER_TAG_Y.lastIndex = i
    if (ANSWER_TAG_Y.test(s)) {
      const p = ANSWER_TAG_Y.lastIndex
      const g = readGroup(s, p, hi, info.universe, true)
      // "<answer>\nA\nB\nC\n</answer>": letters one per line fill the tag.
      const lines = g !== null && x.multi ? letterLinesInTag(x, p) : null
      if (lines !== null) out.push({ mask: lines[0], start: i, end: lines[1], rule: 'answer_tag', final: true })
      else if (g !== null && g.mask !== 0 && !negatedAfter(x, g)) {
        const mask = hedgedGroup(x, g) ? 0 : g.mask
        const end = skipClosers(s, g.end, hi)
        // "<choice>B</choice><choice>C</choice>": one tag a letter, side by side, read as one answer (several letters on a
        // single-answer item are none).
        const prev = out.length > 0 ? out[out.length - 1] : null
        const choiceTag = CHOICE_TAG_Y.test(s.slice(i, p))
        if (choiceTag && run !== null && prev === run.a && mask !== 0 && TAG_JOIN.test(s.slice(prev.end, i))) {
          run.mask |= mask
          prev.mask = !x.multi && (run.mask & (run.mask - 1)) !== 0 ? 0 : run.mask
          prev.end = end
        } else {
          const a: Assertion = { mask, start: i, end, rule: 'answer_tag', final: true }
          out.push(a)
          run = mask === 0 || !choiceTag ? null : { a, mask }
        }
      } else if (g === null) {
        const close = s.slice(p, hi).search(ANSWER_TAG_CLOSE)
        const to = close < 0 ? hi : p + close
        const a = taggedLetters(x, i, p, to) ?? textAfterCue(x, i, p, to)
        if (a !== null) out.push({ ...a, rule: 'answer_tag', final: true })
      }
      continue
    }
    let j = i + 1
    while (j < hi && s.charCodeAt(j) === 32) j++
    const g = readGroup(s, j, hi, info.universe, false)
    if (g === null) continue
    let k = g.end
    while (k < hi && s.charCodeAt(k) === 32) k++
    if (s.charCodeAt(k) !== 62) continue
    const hedged = hedgedGroup(x, g)
    out.push({ mask: hedged ? 0 : g.mask, start: i, end: k + 1, rule: hedged ? 'hedged' : 'angle', final: true })
  }
  if (s.indexOf('\\boxed', x.lo) >= 0 || s.indexOf('<|begin_of_box|>', x.lo) >= 0) {
    BOXED_G.lastIndex = x.lo
    for (let m = BOXED_G.exec(s); m !== null && m.index < hi; m = BOXED_G.exec(s)) {
      const p = m.index + m[0].length
      const g = readGroup(s, p, hi, info.universe, true)
      if (g !== null && g.mask !== 0) out.push({ mask: hedgedGroup(x, g) || boxedAlternative(s, g.end, hi) ? 0 : g.mask, start: m.index, end: skipClosers(s, g.end, hi), rule: 'boxed', final: true })
      else if (g === null) {
        const close = s.indexOf('}', p)
        const a = textAfterCue(x, m.index, p, close < 0 ? hi : close)
        if (a !== null) out.push({ ...a, rule: 'boxed', final: true })
      }
    }
  }
  // "【C】疫苗接种" (or "「B」0.9%氯化钠溶液") on a line of its own: the bracketed letter and nothing but its option's text.
  OPEN_BRACKET_G.lastIndex = x.lo
  for (let m = OPEN_BRACKET_G.exec(s); m !== null && m.index < hi; m = OPEN_BRACKET_G.exec(s)) {
    const a = bracketLine(x, m.index)
    if (a !== null) out.push(a)
  }
  // "~~A~~ B": a struck-out answer and the letter written after it.
  for (let i = x.out.indexOf('~~', x.lo); i >= 0 && i < hi; i = x.out.indexOf('~~', i + 2)) {
    STRUCK_Y.lastIndex = i
    const m = STRUCK_Y.exec(x.out)
    if (m === null) continue
    const g = readGroup(s, i + m[0].length, hi, info.universe, false)
    if (g !== null && g.mask !== 0 && !negatedAfter(x, g) && !hedgedGroup(x, g)) {
      out.push({ mask: g.mask, start: i, end: skipClosers(s, g.end, hi), rule: 'struck_correction', final: true })
    }
    i += m[0].length - 2
  }
  if (out.length > 1) out.sort((a, b) => a.end - b.end)
  return x.multi && out.length > 1 ? joinBoxes(s, out) : out
}

/**
 * A line "【C】" or "【C】疫苗接种" (or in 「」, 『』, 〖〗; "「B」0.9%氯化钠溶液", held-out set 52) (its option's own text) standing alone, not one of several such lines
 * (an analysis that heads each option so): the answer, as a statement.
 */
function bracketLine(x: Ctx, i: number): Assertion | null {
  const s = x.s
  const lineStart = s.lastIndexOf('\n', i - 1) + 1
  const lead = s.slice(lineStart, i)
  const closer = CLOSER[s[i]]
  // "给药途径：【肌内注射】": an option's whole text in brackets after a heading, ending the line.
  if (s[i] === '【' && HEADING_LEAD.test(lead)) {
    const close = s.indexOf('】', i)
    let nl = s.indexOf('\n', i)
    if (nl < 0 || nl > x.hi) nl = x.hi
    if (close < 0 || close > nl || !/^[\s*_。.]*$/.test(s.slice(close + 1, nl))) return null
    for (const l of x.info.textLetters) {
      if (optionTextAt(s, i + 1, l, x.info) === close) return { mask: 1 << l, start: i, end: close + 1, rule: 'bracket_line' }
    }
    return null
  }
  if (!/^[\s*_>#-]*$/.test(lead)) return null
  const c = s.charCodeAt(i + 1)
  if (c < 65 || c > 74 || !(x.info.universe & (1 << (c - 65))) || s[i + 2] !== closer) return null
  let nl = s.indexOf('\n', i)
  if (nl < 0 || nl > x.hi) nl = x.hi
  const t = optionTextAt(s, i + 3, c - 65, x.info)
  const rest = s.slice(t >= 0 ? t : i + 3, nl)
  if (!/^[\s*_。.]*$/.test(rest)) return null
  if (bracketLineNear(s, lineStart - 1, -1, x.lo) || bracketLineNear(s, nl, 1, x.hi)) return null
  return { mask: 1 << (c - 65), start: i, end: t >= 0 ? t : i + 3, rule: 'bracket_line' }
}

const HEADING_LEAD = /^[\s*_>#-]*[^\s\n【】：:。]{1,16}[：:][\s*_]*$/

/** The non-blank line before (dir -1) or after (dir 1) the line break at `at` also opens with 【letter】. */
function bracketLineNear(s: string, at: number, dir: -1 | 1, bound: number): boolean {
  if (dir < 0 ? at <= bound : at >= bound) return false
  let k = at
  if (dir < 0) {
    while (k > bound && /\s/.test(s[k - 1])) k--
    const ls = s.lastIndexOf('\n', k - 1) + 1
    return /^[\s*_>#-]*[【「『〖][A-J][】」』〗]/.test(s.slice(ls, k))
  }
  while (k < bound && /\s/.test(s[k])) k++
  return /^[*_>#-]*[【「『〖][A-J][】」』〗]/.test(s.slice(k, k + 12))
}
const OPEN_BRACKET_G = /[【「『〖]/g
const CLOSER: Record<string, string> = { '【': '】', '「': '」', '『': '』', '〖': '〗' }

/** The letters of an answer tag that holds nothing else, across lines, and the end of its last letter; else null. */
function letterLinesInTag(x: Ctx, p: number): [LetterMask, number] | null {
  const close = x.s.slice(p, x.hi).search(ANSWER_TAG_CLOSE)
  if (close < 0) return null
  const body = x.s.slice(p, p + close)
  if (!body.includes('\n') || !TAG_LETTERS.test(body)) return null
  let mask = 0
  let end = p
  for (let k = 0; k < body.length; k++) {
    const c = body.charCodeAt(k)
    if (c >= 65 && c <= 74 && (x.info.universe & (1 << (c - 65))) !== 0) {
      mask |= 1 << (c - 65)
      end = p + k + 1
    }
  }
  return mask === 0 ? null : [mask, end]
}

const TAG_LETTERS = /^[\sA-J、,，;；*_-]*$/

/** A struck-out letter or list of letters ("~~A~~", "~~A、C~~"), then an optional arrow, before the letter that replaces it. */
const STRUCK_Y = /~~[ \t]*[A-J](?:[ \t]*[、,，][ \t]*[A-J])*[ \t]*~~[ \t*_]*(?:→|->|=>|改为|改成)?[ \t*_]*(?=[A-J](?![A-Za-z]))/y

// Between boxes of one answer: blanks, $ and separators ("$\\boxed{A}$　$\\boxed{B}$、$\\boxed{C}$").
const BOX_GAP = /^[\s$\u3000,，、;；&]*(?:和|and)?[\s$\u3000]*$/

/** On a multi-answer item, boxes side by side ("\\boxed{A} \\boxed{B} \\boxed{C}") are one answer. */
function joinBoxes(s: string, out: Assertion[]): Assertion[] {
  const joined: Assertion[] = []
  for (const a of out) {
    const last = joined.length > 0 ? joined[joined.length - 1] : null
    if (last !== null && last.rule === 'boxed' && a.rule === 'boxed' && last.mask !== 0 && a.mask !== 0 && a.start >= last.end && a.start - last.end <= 12 && BOX_GAP.test(s.slice(last.end, a.start))) {
      joined[joined.length - 1] = { ...last, mask: last.mask | a.mask, end: a.end }
    } else joined.push(a)
  }
  return joined
}

const ALTERNATIVE = /或|还是|\bor\b|\//
/**
 * The rest of a \\boxed{} after its first letter names an alternative the letter reader could not
 * join ("\\boxed{B \\text{ 或 } C}"): the box holds a hedge. Read to the box's closing brace, at
 * most 60 characters.
 */
function boxedAlternative(s: string, from: number, hi: number): boolean {
  let depth = 0
  const to = Math.min(hi, from + 60)
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c === 123) depth++
    else if (c === 125 && --depth < 0) return ALTERNATIVE.test(s.slice(from, i))
    else if (c === 10) break
  }
  return false
}

/** Answer statements that name an option by its text ("答案是卵巢"); read only when no letter was stated. */
export function textStatements(x: Ctx): Assertion | null {
  if (x.info.textLetters.length === 0) return null
  const s = x.s
  let last: Assertion | null = null
  let restated: Assertion | null = null
  for (let m = nextCue(s, x.lo, x.hi); m !== null; m = nextCue(s, m.index + Math.max(1, m[0].length), x.hi)) {
    // Weak cues hedge ("可能是…"); only a restated question ("属于五脏的有：心、肝") names the answer,
    // and it is read when no stronger statement names one.
    const weak = m[3] !== undefined
    if (weak && !RESTATED.test(m[3])) continue
    const cueLen = (m[1] ?? m[2] ?? m[3] ?? '').length
    if (m[1] === undefined && !weak && !HAS_COPULA.test(m[0].slice(cueLen))) continue
    const p = m.index + m[0].length
    // "1. 有症状的胆囊结石——选\n4. 无症状的小结石": a verdict closing one numbered line is not a cue for the next.
    if (verdictClosingLine(x, m.index, p, x.hi)) continue
    const label = labelledText(x, m.index, p, clauseEnd(x, p, 80))
    const named = label !== null && x.multi ? labelledLines(x, labelledRun(x, label, clauseEnd(x, p, 200))) : label ?? textAfterCue(x, m.index, p, clauseEnd(x, p, 80))
    // "本题答案：咳嗽、咳痰；咯血；低热、盗汗": the options listed on past the clause's end.
    const a = named !== null && x.multi ? chainedTexts(x, named) : named
    // "如果本意是考这位患者最可能的病原，答案方向是肺炎克雷伯菌": the answer to another question.
    if (a !== null && a.mask !== 0 && !acrossRows(s, m.index, a.end) && !hypothetical(x, m.index, p) && framingBefore(x, m.index) === 0) {
      a.final = commitment(x, m.index, p) === 1
      // "属于水溶性维生素的是：A 维生素C；C …": letters after a restated question are read as letters.
      if (weak) restated = anyLetterIn(x, p, a.end) ? restated : a
      // "答案：18%\n\n简要说明：……就是两个9%": an explanation after a final answer line does not replace it
      // unless the model took that line back in between.
      else if (last === null || last.final !== true || a.final === true || retractedBetween(x, last.end, a.start)) last = a
    }
  }
  return last ?? restated
}

// The weak cue that restates the question (patterns.ts WEAK): "属于β-内酰胺类的有：", "见于…的是：".
const RESTATED = /^(?:的有|(?:属于|符合|包括|见于|用于|引起|导致)[^。\n，,：:]{1,16}的是)\s*[:：]/

// "is **anti-CCP (option B)**": a short name of the option, then its letter in brackets.
const LABEL_AFTER = /^[^\n。；;，,.!?！？]{1,40}?(?:[(（]\s*(?:option|choice|选项)?\s*([A-Z])\s*[)）]|[,，]\s*(?:option|choice|选项)\s*([A-Z])(?![A-Za-z]))/

// A list line naming an option in a few words with its letter in brackets: "- HPV（B）".
const LABELLED_LINE_Y = /\n[ \t]*(?:[-*•·]\s*|\d{1,2}[.、)）]\s*)?[^\n（(]{1,40}?[（(]\s*(?:option|choice|选项)?\s*([A-J])\s*[)）][ \t]*[。；;，,.]?[ \t]*(?=\n|$)/y

/** "答案：\n- TCT（A）\n- HPV（B）\n- 阴道镜（C）": the labelled lines after the first, on a multi-answer item. */
function labelledLines(x: Ctx, a: Assertion): Assertion {
  let { mask, end } = a
  for (;;) {
    LABELLED_LINE_Y.lastIndex = lineEndAt(x.s, end)
    const m = LABELLED_LINE_Y.exec(x.s)
    if (m === null || m.index >= x.hi) break
    const bit = (1 << (m[1].charCodeAt(0) - 65)) & x.info.universe
    if (bit === 0 || (mask & bit) !== 0) break
    mask |= bit
    end = m.index + m[0].length
  }
  return mask === a.mask ? a : { ...a, mask, end }
}

/** Index of the line break ending the line that holds i (or the text's end). */
function lineEndAt(s: string, i: number): number {
  const nl = s.indexOf('\n', i)
  return nl < 0 ? s.length : nl
}

// Between two labelled options on one line: "、", a comma, a semicolon, 和 / 及 / 与.
const LABEL_SEP_Y = /[ \t]*(?:[、,，；;]|和|及|与)[ \t]*/y

/** "本题选：宫缩乏力（B）、胎盘因素（C）、软产道裂伤（D）": the labelled options after the first, on its line. */
function labelledRun(x: Ctx, a: Assertion, to: number): Assertion {
  let { mask, end } = a
  for (;;) {
    LABEL_SEP_Y.lastIndex = end
    if (!LABEL_SEP_Y.test(x.s) || LABEL_SEP_Y.lastIndex >= to) break
    const from = LABEL_SEP_Y.lastIndex
    const m = LABEL_AFTER.exec(x.s.slice(from, Math.min(to, from + 60)))
    if (m === null) break
    const bit = labelBit(x, m)
    if (bit === 0 || (mask & bit) !== 0) break
    mask |= bit
    end = from + m[0].length
  }
  return mask === a.mask ? a : { ...a, mask, end }
}

/** After a cue at p: the option named in a few words and labelled by its letter in brackets, or null. */
function labelledText(x: Ctx, cueStart: number, p: number, to: number): Assertion | null {
  const m = LABEL_AFTER.exec(x.s.slice(p, Math.min(to, p + 60)))
  if (m === null) return null
  const bit = labelBit(x, m)
  return bit === 0 ? null : { mask: bit, start: cueStart, end: p + m[0].length, rule: 'option_label' }
}

/** The option a LABEL_AFTER match labels, as a bit of the item's letters (0 when the item has no such option). */
function labelBit(x: Ctx, m: RegExpExecArray): LetterMask {
  return (1 << ((m[1] ?? m[2]).charCodeAt(0) - 65)) & x.info.universe
}

/**
 * A statement met while walking backwards decides, unless a strong verdict was met before it (it
 * comes later in the text) or its letters are all ruled out later (retracted). A final answer line
 * yields to neither unless the model takes it back in between ("答案：E……所以E不正确" explains an
 * item that asks for the wrong statement; "答案是A。等等，A不对" retracts).
 */
function consider(x: Ctx, w: Walk, a: Assertion): boolean {
  const s = w.strongAfter
  if (s !== null && !(a.final === true && !retractedBetween(x, a.end, s.start))) {
    w.decided = s
    return true
  }
  if (a.mask !== 0 && (a.mask & ~w.ruledOut) === 0 && !asksForWrong(x, a.start)) {
    if (a.final !== true || retractedBetween(x, a.end, x.hi)) return false
  }
  w.decided = a
  return true
}

// The statement's own line says the item asks for the wrong one ("本题问“错误的是”，答案：D"): the
// option marked ✘ afterwards is the answer, not a retraction of it.
const ASKS_WRONG = /错误的是|不正确的是|错误的一项|说法错误|不属于|不包括|除外|\bEXCEPT\b|\bNOT\s+(?:true|correct|associated)/

function asksForWrong(x: Ctx, at: number): boolean {
  const lineStart = Math.max(x.lo, x.s.lastIndexOf('\n', at - 1) + 1)
  return ASKS_WRONG.test(x.s.slice(lineStart, at))
}

export interface Walk {
  /** Statements (letter cues, markup, strong verdicts) that decide, when found. */
  decided: Assertion | null
  weak: Assertion | null
  pos: Assertion[]
  ruledOut: LetterMask
  lastMention: Assertion | null
  /** The last strong verdict ("B是正确答案") met so far in the backward walk. */
  strongAfter: Assertion | null
  /** Groups passed without a statement whose verdicts are not read yet (see readVerdicts). */
  pending: LetterGroup[]
}

function newWalk(): Walk {
  return { decided: null, weak: null, pos: [], ruledOut: 0, lastMention: null, strongAfter: null, pending: [] }
}

/** A statement the walk can settle on at group g, or null; weak ones are kept aside in w.weak. */
function statementAt(x: Ctx, w: Walk, g: LetterGroup): Assertion | null {
  const cue = cueBefore(x, g.start) ?? cueBeforeOwnText(x, g) ?? cueBeforeOwnTexts(x, g)
  // "| 本题 | A | B |" under "| 题号 | 原答案 | 更正后答案 |". A row whose old answer follows a cue
  // ("| 本题答案 | A | B |") is read from that cue (correctedCell), which spans the whole statement.
  // "| 题目 | 答案 |" … "| 乙肝传染性强的指标 | B、C |": the cell under the answer's own column.
  const column = cue === null ? answerColumnOf(x, g) : null
  if (column !== null && !hedgedGroup(x, g) && !cuedLetterInRow(x, g.start)) {
    return { mask: g.mask, start: g.start, end: g.end, rule: column, final: true }
  }
  if (cue === null) return x.multi ? exclusionStatement(x, w, g) : null
  const a = cueGroup(x, g, cue[0], cue[1])
  if (a === null) return null
  if (cue[1] === 3) {
    if (w.weak === null) w.weak = a
    return null
  }
  return a
}

/**
 * "答案：除C、E外均正确", "Answer: all except B and E": every other option. With an answer cue before
 * the phrase it is a statement of that cue's strength; alone ("除E外，其余均正确") a weak one.
 */
function exclusionStatement(x: Ctx, w: Walk, g: LetterGroup): Assertion | null {
  const ex = exclusionAt(x, g)
  if (ex === null) return null
  const mask = x.info.universe & ~g.mask
  if (mask === 0) return null
  const cue = cueBefore(x, ex[0])
  if (cue === null || cue[1] === 3) {
    if (w.weak === null) w.weak = { mask, start: ex[0], end: ex[1], rule: 'exclusion' }
    return null
  }
  if (framingBefore(x, cue[0]) !== 0 || hypothetical(x, cue[0], g.start)) return null
  const c = commitment(x, cue[0], ex[0])
  return { mask, start: cue[0], end: ex[1], rule: 'cue_exclusion', final: c === 1, conclusive: c === 2 }
}

/**
 * The decided statement is not final ("所以选B", "有人会选B"): an earlier final answer line wins
 * over it unless the model took that line back in between, or ruled its letters out after it.
 * "答案：C\n\n解析：……有人会选B" answers C; "答案：A\n\n等等……应该选C" answers C. Only groups
 * with a cue before them are examined (most have none, which a prefilter tells cheaply); the
 * letters between are checked for verdicts only once a final line is found.
 */
function preferEarlierFinal(x: Ctx, w: Walk, groups: LetterGroup[], k: number, markup: Assertion[], mk: number): Walk {
  const d = w.decided as Assertion
  if (!finalCueBefore(x, d.start) && !finalMarkupBefore(markup, mk, d.start)) return w
  const s = x.s
  const scratch = newWalk()
  for (; k >= 0; k--) {
    const g = groups[k]
    while (mk >= 0 && markup[mk].start >= g.end) {
      const m = markup[mk--]
      if (m.final === true && m.end <= d.start) return preferIfKept(x, w, m)
    }
    if (mk >= 0 && markup[mk].start <= g.start && markup[mk].end >= g.end) continue
    if (g.lower || g.end > d.start || termBefore(s, g.start)) continue
    const a = statementAt(x, scratch, g)
    if (a !== null && a.final === true) return preferIfKept(x, w, a)
  }
  while (mk >= 0) {
    const m = markup[mk--]
    if (m.final === true && m.end <= d.start) return preferIfKept(x, w, m)
  }
  return w
}

function finalMarkupBefore(markup: Assertion[], mk: number, to: number): boolean {
  for (let i = mk; i >= 0; i--) if (markup[i].final === true && markup[i].end <= to) return true
  return false
}

/** The final line f replaces the decided statement unless taken back or ruled out before it. */
function preferIfKept(x: Ctx, w: Walk, f: Assertion): Walk {
  const d = w.decided as Assertion
  if (f.mask === 0 || retractedBetween(x, f.end, d.end)) return w
  let negated = w.ruledOut
  for (const g of findGroups(x.s, f.end, d.start, x.info.universe)) {
    if (g.lower || (g.mask & f.mask) === 0 || isListing(x, g)) continue
    if (test(NEG_BEFORE_Y, x.s, g.start) || negatedAfter(x, g)) negated |= g.mask
  }
  if ((f.mask & ~negated) !== 0) w.decided = f
  return w
}

/**
 * Walks the letter groups from the last to the first. The first answer statement met is the model's
 * last one and decides, unless a strong verdict comes after it ("答案是A……B才是正确答案") or every
 * letter of it is ruled out later ("答案是A。等等，A不对"); a decided statement that is not final
 * may still yield to an earlier final answer line (see preferEarlierFinal). Groups before the
 * deciding statement are never examined, which keeps long outputs cheap. The verdicts of the groups
 * passed (ruled out, positive, strong, the last mention) are read only when something needs them:
 * before a statement is weighed, or by the fallbacks (finishWalk); an answer-first output
 * ("B. 卵巢\n\n解析：……") never reads the verdicts of its explanation.
 */
export function walk(x: Ctx, markup: Assertion[]): Walk {
  const s = x.s
  const w = newWalk()
  const groups = findGroups(s, x.lo, x.hi, x.info.universe)
  let mk = markup.length - 1
  for (let k = groups.length - 1; k >= 0; k--) {
    const g = groups[k]
    while (mk >= 0 && markup[mk].start >= g.end) {
      readVerdicts(x, w)
      if (consider(x, w, markup[mk--])) return settled(x, w, groups, k, markup, mk)
    }
    if (mk >= 0 && markup[mk].start <= g.start && markup[mk].end >= g.end) continue // inside <A, C>
    if (termBefore(s, g.start)) continue
    const a = statementAt(x, w, g)
    if (a !== null) {
      readVerdicts(x, w)
      if (consider(x, w, a)) return settled(x, w, groups, k - 1, markup, mk)
      continue
    }
    if (!g.lower && g.mask !== 0) w.pending.push(g)
  }
  while (mk >= 0) {
    readVerdicts(x, w)
    if (consider(x, w, markup[mk--])) return settled(x, w, groups, -1, markup, mk)
  }
  return w
}

/** Without a statement: reads the verdicts left and lets the last strong verdict decide. */
export function finishWalk(x: Ctx, w: Walk): Walk {
  readVerdicts(x, w)
  if (w.decided === null && w.strongAfter !== null) w.decided = w.strongAfter
  return w
}

/** Before a letter: "旧题可能以A为答案", "有的教材曾以C为正确答案": what others take as the answer. */
// "so neither A nor B gets my vote": the verdict after the letter is denied.
const NEITHER_BEFORE = /\b(?:neither|nor)\b[^.!?\n]{0,16}$/i
const TAKEN_BY_OTHERS = /(?:可能|曾经?|多|常|均|都|会|往往|一般|通常|也|题库|教材|旧题|旧版)以[\s*_（(“"]*$/

/** After a capital: ". difficile", ". coli", ". aureus": the species after a genus's initial. */
const GENUS_AFTER_Y = /\.[ \t]?[a-z]{3,}\b/y

/** The word before `at` (blanks skipped) is a lower-case English word or ends with a comma: mid-sentence. */
function inEnglishSentence(s: string, at: number): boolean {
  let k = at - 1
  while (k >= 0 && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9)) k--
  const c = s.charCodeAt(k)
  return k < at - 1 && ((c >= 97 && c <= 122) || c === 44)
}

// A bracketed gloss right after a letter, without letters of its own.
const BRACKET_GLOSS_Y = /[ \t]?[（(][^（()）\nA-J]{1,40}[）)]/y

/** Where a bracketed gloss right after a one-letter group ends, or -1. */
function glossEnd(x: Ctx, g: LetterGroup): number {
  if (g.items !== 1) return -1
  BRACKET_GLOSS_Y.lastIndex = g.end
  return BRACKET_GLOSS_Y.test(x.s) ? BRACKET_GLOSS_Y.lastIndex : -1
}

// A letter glossed in brackets, then 、 or a comma, ending where the next letter starts.
const GLOSSED_BEFORE = /(?<![A-Za-z])([A-J])[ \t]*[（(][^（()）\n]{1,40}[）)][ \t]*[、，,][ \t]*$/

/**
 * "A（青壮年男性、吸烟）、B（游走性浅静脉炎）、C（…）、E（…）——这四项我要" (hedge set 125): on a multi-answer item, the letters each
 * glossed in brackets and joined before the one a verdict follows share that verdict. Returns their mask and start.
 */
function glossedChain(x: Ctx, mask: LetterMask, start: number): [LetterMask, number] {
  for (;;) {
    const from = Math.max(x.lo, start - 64)
    const m = GLOSSED_BEFORE.exec(x.s.slice(from, start))
    if (m === null) return [mask, start]
    mask |= 1 << (m[1].charCodeAt(0) - 65)
    start = from + m.index
  }
}

/** Reads the verdicts of the pending groups, last to first: ruled out, positive, strong, mentioned. */
function readVerdicts(x: Ctx, w: Walk): void {
  const { s, hi } = x
  for (const g of w.pending) {
    const c = s.charCodeAt(g.start)
    if (g.items === 1 && (c === 65 || c === 73) && test(ARTICLE_AFTER_Y, s, g.end)) continue
    // "…MRSA, and C. difficile when given orally": a genus's initial inside an English sentence, not an option.
    if (g.items === 1 && test(GENUS_AFTER_Y, s, g.end) && inEnglishSentence(s, g.start)) continue
    if (isListing(x, g)) continue
    const row = rowVerdict(x, g)
    if (row !== 0) {
      if (row < 0) w.ruledOut |= g.mask
      else if ((g.mask & ~w.ruledOut) !== 0) w.pos.push({ mask: g.mask & ~w.ruledOut, start: g.start, end: skipClosers(s, g.end, hi), rule: 'verdict' })
      continue
    }
    const mark = markBefore(x, g)
    if (mark < 0 || test(NEG_BEFORE_Y, s, g.start)) {
      w.ruledOut |= g.mask
      continue
    }
    if (mark > 0 && (mark === 2 || !negatedAfter(x, g))) {
      const keep = g.mask & ~w.ruledOut
      if (keep !== 0) w.pos.push({ mask: keep, start: g.start, end: skipClosers(s, g.end, hi), rule: 'verdict' })
      continue
    }
    let v = verdictAnchor(x, g)
    // On a multi-answer item a letter glossed in its own words ("E（肢端溃疡坏疽）——这四项我要") takes the verdict after the gloss.
    if (x.multi && v === g.end && !test(STRONG_AFTER_Y, s, v)) {
      const after = glossEnd(x, g)
      if (after >= 0 && test(STRONG_AFTER_Y, s, after)) v = after
    }
    if (test(STRONG_AFTER_Y, s, v) && (conditionalVerdict(x, g.start, STRONG_AFTER_Y.lastIndex) || TAKEN_BY_OTHERS.test(s.slice(Math.max(x.lo, g.start - 10), g.start)) || NEITHER_BEFORE.test(s.slice(Math.max(x.lo, g.start - 24), g.start)))) continue
    if (test(STRONG_AFTER_Y, s, v)) {
      if (w.strongAfter === null && !hedgedGroup(x, g)) {
        const [mask, start] = x.multi ? glossedChain(x, g.mask, g.start) : [g.mask, g.start]
        w.strongAfter = { mask, start, end: STRONG_AFTER_Y.lastIndex, rule: 'verdict_strong' }
      }
    } else if (test(NEG_AFTER_Y, s, v) && !listSentenceEnded(s, g, v)) {
      // ("…in options A, B, D, and E. Asthma alone is not a reason to avoid it.": a list's sentence ended before the negation.)
      // "要是题目想考“无症状者需要另日重复”，C单独一次也不够": a verdict on another question rules nothing out.
      if (!conditionalVerdict(x, g.start)) w.ruledOut |= g.mask
    } else if (test(POS_AFTER_Y, s, v)) {
      const keep = g.mask & ~w.ruledOut
      if (keep !== 0) w.pos.push({ mask: keep, start: g.start, end: POS_AFTER_Y.lastIndex, rule: 'verdict' })
    } else if (w.lastMention === null && !hedgedGroup(x, g) && !conditionalVerdict(x, g.start)) {
      // (a letter under "如果题目问的是…，则应选A" answers another question: not the last one this output mentions)
      const keep = g.mask & ~w.ruledOut
      if (keep !== 0) w.lastMention = { mask: keep, start: g.start, end: skipClosers(s, g.end, hi), rule: 'last_mention' }
    }
  }
  w.pending.length = 0
}

function settled(x: Ctx, w: Walk, groups: LetterGroup[], k: number, markup: Assertion[], mk: number): Walk {
  const d = w.decided as Assertion
  return d.final === true || d.conclusive === true ? w : preferEarlierFinal(x, w, groups, k, markup, mk)
}

/** The words before a colon back to the start of their sentence or line, at most 24 characters ("Drop" in "… Drop: B, C"). */
function labelBefore(x: Ctx, colon: number): string {
  let b = colon
  while (b > x.lo && colon - b < 24) {
    const c = x.s.charCodeAt(b - 1)
    if (c === 10 || c === 0x3002 || c === 0xff1b || c === 59 || (c === 46 && b - 1 > x.lo && x.s.charCodeAt(b - 2) !== 46)) break
    b--
  }
  return x.s.slice(b, colon)
}
