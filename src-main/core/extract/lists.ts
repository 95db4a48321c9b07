// Answer lists that readGroup alone does not join: letters each followed by the option's text or a
// note ("A（抗炎）、B（镇痛）、D（抗凝血）", "A. 青霉素、B. 头孢曲松"), and, on multi-answer items,
// one letter per line ("答案：\nA\nC\nD", "- **A** 糖尿病肾病\n- **B** 视网膜病变").

import { hedgedGroup, markSign, negatedAfter, type Ctx } from './context'
import { isBlankCode, isMarkdown, isTrailer, readGroup, skipClosers, type LetterGroup, type LetterMask } from './letters'
import { optionCoreAt, optionTextAt } from './options'

export interface ListEnd {
  mask: LetterMask
  /** End of the list's last item (its text or note included). */
  end: number
}

/** Characters at most in a bracketed note after a listed letter. */
const NOTE_MAX = 80

/** Index after a bracketed note right at k ("（抗炎）", "(Furosemide)"), or k. Notes stay on one line. */
function skipNote(s: string, k: number, hi: number): number {
  let i = k
  if (i < hi && s.charCodeAt(i) === 32) i++
  const c = s.charCodeAt(i)
  // "A【腹部压痛】": lenticular brackets hold a note too.
  const close = c === 40 || c === 0xff08 ? -1 : c === 0x3010 ? 0x3011 : 0
  if (close === 0) return k
  // "(A)(B)": a bracketed letter is the next item, not a note.
  if (isCapital(s.charCodeAt(i + 1)) && (s.charCodeAt(i + 2) === 41 || s.charCodeAt(i + 2) === 0xff09 || s.charCodeAt(i + 2) === 0x3011)) return k
  // "E (hyperoxaluria, including enteric hyperoxaluria after bowel resection)": a note may run to a clause.
  const lim = Math.min(hi, i + NOTE_MAX)
  for (let j = i + 1; j < lim; j++) {
    const d = s.charCodeAt(j)
    if (close < 0 ? d === 41 || d === 0xff09 : d === close) return j + 1
    if (d === 10 || d === 40 || d === 0xff08 || d === 0x3010) return k
  }
  return k
}

/** After an item: closers, then the option's own text or a bracketed note, then closers again. */
function afterItem(x: Ctx, g: LetterGroup): number {
  const { s, hi } = x
  let k = skipClosers(s, g.end, hi)
  if (g.items === 1 && x.info.textLetters.length > 0) {
    const letter = 31 - Math.clz32(g.lastMask)
    let t = optionTextAt(s, k, letter, x.info)
    if (t < 0) t = optionCoreAt(s, k, letter, x.info)
    if (t >= 0) k = skipClosers(s, t, hi)
  }
  const n = skipNote(s, k, hi)
  return n === k ? k : skipClosers(s, n, hi)
}

// Scratch result of listSep: the separator was a semicolon, which readGroup does not join, or an
// enumeration comma 、, which only ever joins items of one list.
let sepSemicolon = false
let sepEnumeration = false
// "(A)(B)(C)": bracketed letters side by side, which readGroup does not join either.
let sepBracket = false

/** A list separator at k (blanks around it): , ， 、 ； ; + 和 及 与 以及 and &. Index after it, or -1. */
function listSep(s: string, k: number, hi: number): number {
  let i = k
  while (i < hi && (s.charCodeAt(i) === 32 || isMarkdown(s.charCodeAt(i)))) i++
  const c = s.charCodeAt(i)
  let j = -1
  sepSemicolon = c === 59 || c === 0xff1b
  sepEnumeration = c === 0x3001
  sepBracket = false
  if (c === 44 || c === 0xff0c || c === 0x3001 || c === 59 || c === 0xff1b || c === 38 || c === 43 || c === 0xff0b || c === 0x548c || c === 0x53ca || c === 0x4e0e) j = i + 1
  // "(A)(B)(C)": bracketed letters side by side; the next item's opening bracket is its separator.
  else if ((c === 40 || c === 0xff08) && i === k && isCapital(s.charCodeAt(i + 1)) && (s.charCodeAt(i + 2) === 41 || s.charCodeAt(i + 2) === 0xff09)) {
    sepBracket = true
    return i
  }
  else if (s.startsWith('以及', i)) j = i + 2
  else if (s.startsWith('and ', i)) j = i + 4
  // "1) A  2) B  3) C": the next item's number, after blanks, separates as a bracket does.
  else if (i > k && c >= 49 && c <= 57) {
    let n = i + 1
    if (s.charCodeAt(n) >= 48 && s.charCodeAt(n) <= 57) n++
    const d = s.charCodeAt(n)
    if (d === 41 || d === 0xff09 || d === 46 || d === 0x3001) {
      n++
      while (n < hi && s.charCodeAt(n) === 32) n++
      if (isCapital(s.charCodeAt(n))) {
        sepBracket = true
        return n
      }
    }
  }
  if (j < 0) return -1
  while (j < hi && (s.charCodeAt(j) === 32 || isMarkdown(s.charCodeAt(j)))) j++
  return j
}

function isNoteClose(c: number): boolean {
  return c === 0x3011 || c === 0xff09 || c === 41
}

function isCapital(c: number): boolean {
  return c >= 65 && c <= 90
}

/** Opening decoration before an item: ( （ [ 【 " “ and markdown. */
function skipItemOpeners(s: string, k: number, hi: number): number {
  let i = k
  while (i < hi) {
    const c = s.charCodeAt(i)
    if (c === 40 || c === 0xff08 || c === 91 || c === 0x3010 || c === 34 || c === 0x201c || isMarkdown(c)) i++
    else break
  }
  return i
}

/** k ends a clause: end of text, or a sentence end / newline after blanks and markdown. */
function clauseEndsAt(s: string, k: number, hi: number): boolean {
  let i = k
  while (i < hi && (s.charCodeAt(i) === 32 || isMarkdown(s.charCodeAt(i)))) i++
  if (i >= hi) return true
  const c = s.charCodeAt(i)
  return c === 0x3002 || c === 46 || c === 0xff0e || c === 59 || c === 0xff1b || c === 10 || c === 13 || c === 33 || c === 0xff01
}

/** A comma at k, after blanks and markdown. */
function commaAt(s: string, k: number, hi: number): boolean {
  let i = k
  while (i < hi && (s.charCodeAt(i) === 32 || isMarkdown(s.charCodeAt(i)))) i++
  return i < hi && (s.charCodeAt(i) === 44 || s.charCodeAt(i) === 0xff0c)
}

/** Index of the line end when only trailing punctuation follows k on its line, else -1. */
// A remark after an item's option text that judges it negatively: the line rejects the option.
const NEGATIVE_REMARK = /[不非错×✗✘❌]|\b(?:not?|wrong|incorrect|false|never|avoid)\b/i

/**
 * On a bulleted line ("- (A) Phenytoin, the classic cause"), the end of the line when the rest after
 * the item's option text is a neutral remark; -1 otherwise. A list of options introduced as the
 * answer may describe each chosen option on its line.
 */
function remarkToLineEnd(s: string, from: number, at: number, hi: number): number {
  let ls = s.lastIndexOf('\n', from - 1) + 1
  while (ls < from && (s.charCodeAt(ls) === 32 || s.charCodeAt(ls) === 9)) ls++
  const c = s.charCodeAt(ls)
  // "- (A) …", and numbered lines: "1. A（毛果芸香碱）——缩瞳".
  const bulleted = ((c === 45 || c === 42 || c === 0x2022 || c === 0xb7) && s.charCodeAt(ls + 1) === 32) || NUMBERED_Y.test(s.slice(ls, from))
  // "A. 营养不良——蛋白质缺乏……": a line opened by the item, its option text, then a dash and a description.
  const described = ls === from && DESCRIPTION_DASH.test(s.slice(at, at + 3))
  if (!bulleted && !described) return -1
  const nl = s.indexOf('\n', at)
  const end = nl < 0 || nl > hi ? hi : nl
  const rest = s.slice(at, end)
  if (rest.length > 120 || NEGATIVE_REMARK.test(rest)) return -1
  return end
}

const NUMBERED_Y = /^(?:\d{1,2}[.、)）]|[(（]\d{1,2}[)）]|[\u2460-\u2473\u2776-\u277f])\s*[*_]{0,2}$/

// A comment that rejects its option ("# 不是基本原则"); 不 alone is no verdict ("# 不伤害原则").
const COMMENT_REJECTS = /不(?:是|属于|选|正确|对|包括|符合)|错误|排除|除外|[×✗✘❌]|\b(?:not|wrong|incorrect|false|exclude)/i

/** "  - A  # 尊重原则" in a YAML answer: a comment after blanks runs to the line end. Its end, or -1. */
function commentToLineEnd(s: string, k: number, hi: number): number {
  let i = k
  while (i < hi && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++
  if (i === k || s.charCodeAt(i) !== 35) return -1
  const nl = s.indexOf('\n', i)
  const end = nl < 0 || nl > hi ? hi : nl
  return COMMENT_REJECTS.test(s.slice(i, end)) ? -1 : end
}

const DESCRIPTION_DASH = /^\s*(?:——|—|–|-{1,2}|→)/

function lineRestBlank(s: string, k: number, hi: number): number {
  let i = k
  // "A ✔": a check mark after the letter affirms it.
  while (i < hi && s.charCodeAt(i) !== 10 && (isTrailer(s.charCodeAt(i)) || markSign(s.charCodeAt(i)) > 0 || s.charCodeAt(i) === 0xfe0f)) i++
  if (i >= hi) return hi
  return s.charCodeAt(i) === 10 ? i : -1
}

// Scratch result of skipBullet: the line's verdict mark (1 check, -1 cross or empty box, 0 none).
let bulletMark = 0

/** The verdict mark of the line last passed to skipBullet. */
export function bulletMarkOf(): number {
  return bulletMark
}

/** ➤ ► ▶ ▸ ◆ ● ■ → ⇒: bullets some models draw. */
function isArrowBullet(c: number): boolean {
  return c === 0x27a4 || c === 0x25ba || c === 0x25b6 || c === 0x25b8 || c === 0x25c6 || c === 0x25cf || c === 0x25a0 || c === 0x2192 || c === 0x21d2
}

/** Index after a line's bullet ("- ", "* ", "• ", "1. ", "2、"), a verdict mark (✅, ❌, [x], [ ]),
 *  blanks and markdown. The mark is left in bulletMark. */
export function skipBullet(s: string, k: number, hi: number): number {
  let i = k
  bulletMark = 0
  while (i < hi && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++
  let c = s.charCodeAt(i)
  // A Markdown quote "> A 膀胱刺激征" reads as a bullet.
  if (c === 45 || c === 42 || c === 43 || c === 0x2022 || c === 0xb7 || c === 62 || isArrowBullet(c)) {
    if (s.charCodeAt(i + 1) === 32) i += 2
    c = s.charCodeAt(i)
  }
  if (markSign(c) !== 0) {
    bulletMark = markSign(c)
    i++
    if (s.charCodeAt(i) === 0xfe0f) i++
  } else if (c === 91 && s.charCodeAt(i + 2) === 93) {
    const b = s.charCodeAt(i + 1)
    if (b === 120 || b === 88 || b === 32) {
      bulletMark = b === 32 ? -1 : 1
      i += 3
    }
  } else if ((c >= 0x2460 && c <= 0x249b) || (c >= 0x2776 && c <= 0x2793)) {
    // ① ⑴ ⒈ ❶ ➀: numbered bullets.
    i++
  } else if ((c === 40 || c === 0xff08) && s.charCodeAt(i + 1) >= 48 && s.charCodeAt(i + 1) <= 57) {
    // "(1) A", "（2）B"
    let j = i + 2
    if (s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++
    if (s.charCodeAt(j) === 41 || s.charCodeAt(j) === 0xff09) i = j + 1
  } else if (c >= 48 && c <= 57) {
    let j = i + 1
    if (j < hi && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++
    const d = s.charCodeAt(j)
    if (d === 46 || d === 0x3001 || d === 41 || d === 0xff09) i = j + 1
  }
  while (i < hi && (s.charCodeAt(i) === 32 || isMarkdown(s.charCodeAt(i)))) i++
  return i
}

/** An option letter standing alone within the next 48 characters of the line. */
function letterAhead(x: Ctx, from: number): boolean {
  const s = x.s
  const to = Math.min(x.hi, from + 48)
  for (let k = from; k < to; k++) {
    const c = s.charCodeAt(k)
    if (c === 10) return false
    if (c >= 65 && c <= 90 && (x.info.universe & (1 << (c - 65))) !== 0 && !isLatinCode(s.charCodeAt(k - 1)) && !isLatinCode(s.charCodeAt(k + 1))) return true
  }
  return false
}

function isLatinCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
}

/** Reads one more item at k; null unless it is a clean upper-case item with no verdict against it. */
function itemAt(x: Ctx, k: number): LetterGroup | null {
  const at = skipItemOpeners(x.s, k, x.hi)
  const g = readGroup(x.s, at, x.hi, x.info.universe, false) ?? labelAfterText(x, at)
  if (g === null || g.mask === 0 || hedgedGroup(x, g) || negatedAfter(x, g)) return null
  return g
}

/** An option's own text with its letter in brackets after it ("镇痛（B）", "Protamine (B)"): that letter, or null. */
function labelAfterText(x: Ctx, k: number): LetterGroup | null {
  const s = x.s
  for (const l of x.info.textLetters) {
    let e = optionTextAt(s, k, l, x.info)
    if (e < 0 || e === k) continue
    while (isMarkdownOrBlank(s.charCodeAt(e))) e++
    const open = s.charCodeAt(e)
    if ((open === 40 || open === 0xff08) && s.charCodeAt(e + 1) === 65 + l) {
      const close = s.charCodeAt(e + 2)
      if (close === 41 || close === 0xff09) return readGroup(s, e + 1, x.hi, x.info.universe, false)
    }
  }
  return null
}

function isMarkdownOrBlank(c: number): boolean {
  return c === 32 || isMarkdown(c)
}

/** Index after a run of inline blanks at k (at least one), or -1. */
function blankSep(s: string, k: number, hi: number): number {
  let i = k
  while (i < hi && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9 || s.charCodeAt(i) === 0x3000)) i++
  return i > k ? i : -1
}

/** Another list item follows at k: after a separator, or after blanks when both carry their text. */
function continues(x: Ctx, k: number, textual: boolean): boolean {
  const j = listSep(x.s, k, x.hi)
  if (j >= 0) return itemAt(x, j) !== null
  if (!textual) return false
  let b = blankSep(x.s, k, x.hi)
  if (b < 0 && isNoteClose(x.s.charCodeAt(k - 1))) b = k
  if (b < 0) return false
  const h = itemAt(x, b)
  return h !== null && afterItem(x, h) !== skipClosers(x.s, h.end, x.hi)
}

/**
 * When the line after the one ending at `lineEnd` opens with the option text of `letter` (the text of a
 * letter written alone on its line), the end of that line; else `lineEnd`.
 */
function ownTextLine(x: Ctx, lineEnd: number, letter: number): number {
  if (lineEnd < 0 || lineEnd >= x.hi || x.info.textLetters.length === 0) return lineEnd
  const at = skipBullet(x.s, lineEnd + 1, x.hi)
  if (optionTextAt(x.s, at, letter, x.info) < 0) return lineEnd
  const nl = x.s.indexOf('\n', at)
  return nl < 0 || nl >= x.hi ? x.hi : nl
}

/**
 * Extends the list that g starts. Items on the same line must be separated and each must end its
 * clause or be followed by another item, so "答案：B（肌红蛋白），A（肌钙蛋白I）特异性最高" stays B.
 * On multi-answer items a list continues over following lines that hold only a letter (with an
 * optional bullet, option text or note) when the first line holds one letter; a run of lines that
 * covers every option is an echoed option list, not an answer, and is not joined.
 */
export function extendList(x: Ctx, g: LetterGroup): ListEnd {
  const { s, hi } = x
  let mask = g.mask
  let end = g.end
  // The common case: no other option letter follows on the line ("故选B。", "The answer is A and
  // C."), and the item is not the first of a list of lines.
  if (!(x.multi && g.items === 1) && !letterAhead(x, g.end)) return { mask, end }
  let k = afterItem(x, g)
  let sawText = k !== skipClosers(s, g.end, hi)
  // Same line: "A（抗炎）、B（镇痛）、D（抗凝血）"; items that carry their option text may also be
  // separated by blanks alone ("A. 立即停药  B. 皮下注射肾上腺素  C. 吸氧").
  for (;;) {
    let j = listSep(s, k, hi)
    const blank = j < 0
    if (blank) {
      if (!sawText) break
      j = blankSep(s, k, hi)
      // "A【腹部压痛】B【反跳痛】": a closed note may stand right before the next item.
      if (j < 0 && isNoteClose(s.charCodeAt(k - 1))) j = k
      if (j < 0) break
    }
    const semicolon = !blank && (sepSemicolon || sepBracket)
    const enumeration = !blank && sepEnumeration
    const h = itemAt(x, j)
    if (h === null) break
    const after = afterItem(x, h)
    // "镇痛（B）": an item reached through its option text carries it.
    const textual = after !== skipClosers(s, h.end, hi) || h.start > skipItemOpeners(s, j, hi)
    // Without any option text or note, readGroup would already have joined these letters
    // (unless a semicolon separates them: "A; B; D").
    if (!textual && (blank || (!sawText && !semicolon))) break
    // "A（心肌炎）、B（多关节炎）、E（皮下结节），五项全选": after 、 a comma also ends the list.
    if (!clauseEndsAt(s, after, hi) && !continues(x, after, textual) && !(enumeration && textual && commaAt(s, after, hi))) break
    mask |= h.mask
    end = after
    k = after
    sawText = sawText || textual
  }
  if (!x.multi || g.items !== 1 || mask !== g.mask) return { mask, end }
  // One letter per line.
  let lineEnd = lineRestBlank(s, k, hi)
  if (lineEnd < 0 && sawText) lineEnd = remarkToLineEnd(s, g.start, k, hi)
  if (lineEnd < 0) lineEnd = commentToLineEnd(s, k, hi)
  let linesMask = mask
  let linesEnd = end
  let n = 0
  // Whether any line carries an option's text: every option as bare letters after an answer cue
  // ("应全选：\n- A\n- B\n- C\n- D") is the answer "all"; with texts it may be the echoed option list.
  let texts = sawText
  // "答案：\nA\n年龄（…）\nB\n营养不良（…）": each letter's own text on the line under it.
  let own = ownTextLine(x, lineEnd, 31 - Math.clz32(g.mask))
  if (own !== lineEnd) (lineEnd = own), (texts = true)
  while (lineEnd >= 0 && lineEnd < hi) {
    const at = skipBullet(s, lineEnd + 1, hi)
    if (bulletMark < 0) {
      // "❌ E. 降血糖", "- [ ] B. Spironolactone": a line the model marks as not chosen.
      const nl = s.indexOf('\n', at)
      lineEnd = nl < 0 || nl >= hi ? -1 : nl
      continue
    }
    const h = itemAt(x, at)
    if (h === null) break
    const after = afterItem(x, h)
    let next = lineRestBlank(s, after, hi)
    if (next < 0 && after !== skipClosers(s, h.end, hi)) next = remarkToLineEnd(s, h.start, after, hi)
    if (next < 0) next = commentToLineEnd(s, after, hi)
    if (next < 0) break
    own = ownTextLine(x, next, 31 - Math.clz32(h.mask))
    if (own !== next) (next = own), (texts = true)
    linesMask |= h.mask
    linesEnd = after
    lineEnd = next
    texts = texts || after !== skipClosers(s, h.end, hi)
    n++
  }
  if (n === 0 || (linesMask === x.info.universe && texts)) return { mask, end }
  while (linesEnd > end && isBlankCode(s.charCodeAt(linesEnd - 1))) linesEnd--
  return { mask: linesMask, end: linesEnd }
}
