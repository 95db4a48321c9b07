// Letter-level reading: which capital letters in a text are option letters, and how letters join
// into an answer list ("A、C", "A, C and E", "ACE"). Works on char codes with module-level scratch
// state, so reading a letter allocates nothing; only a successful group allocates one small object.

/** Bit i stands for letter String.fromCharCode(65 + i). */
export type LetterMask = number

/** Used when the caller gives no options: ten letters cover every MedBench choice task. */
export const DEFAULT_UNIVERSE: LetterMask = 0x3ff

const SINGLE = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))

/** How many letters a mask holds. */
export function popcount(m: LetterMask): number {
  let n = 0
  for (; m !== 0; m &= m - 1) n++
  return n
}

export function maskToLetters(mask: LetterMask): string {
  if (mask === 0) return ''
  if ((mask & (mask - 1)) === 0) return SINGLE[31 - Math.clz32(mask)]
  let out = ''
  for (let i = 0; i < 26; i++) if (mask & (1 << i)) out += SINGLE[i]
  return out
}

export function lettersToMask(letters: string): LetterMask {
  let m = 0
  for (let i = 0; i < letters.length; i++) {
    const c = letters.charCodeAt(i)
    if (c >= 65 && c <= 90) m |= 1 << (c - 65)
  }
  return m
}

export function isUpper(c: number): boolean {
  return c >= 65 && c <= 90
}
export function isLower(c: number): boolean {
  return c >= 97 && c <= 122
}
export function isLatin(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
}
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}
export function isAlnum(c: number): boolean {
  return isLatin(c) || isDigit(c)
}
export function isCjk(c: number): boolean {
  return c >= 0x3400 && c <= 0x9fff
}

// A capital followed by one of these is part of a medical term, not an option: B超, A级, C反应蛋白,
// T管, X线, P波, B族, A型, B细胞, A群链球菌, C期, T字, 乙型 A 亚型 …
const TERM_AFTER = new Set(Array.from('超级型族类管反细淋因抗受波段区带期群字亚肝组线', (ch) => ch.charCodeAt(0)))

/** True when the letter ending at `j` (exclusive) continues into a term such as "D-二聚体", "D-青霉胺" or "A级". */
export function termFollows(s: string, j: number, hi: number): boolean {
  if (j >= hi) return false
  const c = s.charCodeAt(j)
  if (isDigit(c)) return true
  if (TERM_AFTER.has(c)) return true
  // "B 超" spaced as many models space Latin from Chinese: still the ultrasound ("B 超声…" may be a
  // letter and its option's text).
  if (c === 32 && j + 1 < hi && s.charCodeAt(j + 1) === 0x8d85 && s.charCodeAt(j + 2) !== 0x58f0) return true
  if ((c === 45 || c === 0x2010) && j + 1 < hi) {
    const d = s.charCodeAt(j + 1)
    // "D-二聚体", "D-青霉胺", "L-多巴": a hyphen into a Chinese word is the term's own.
    return isAlnum(d) || isCjk(d)
  }
  // Superscript/subscript digits and ions: "K+", "T⁺".
  return c === 0x207a || c === 0x2082
}

// Scratch result of readItem.
let itemMask = 0
let itemEnd = 0
let itemLower = false

/**
 * Reads one answer item at i: a lone capital (B), a lone lower-case letter when allowed (答案是c),
 * or a run of capitals that can only be a multi-answer (ACE: all options, strictly ascending).
 * Words (CT, DNA, HbA1c, NYHA) fail here, which is what keeps abbreviations out of answers.
 */
function readItem(s: string, i: number, hi: number, universe: LetterMask, lowerOk: boolean): boolean {
  if (i >= hi) return false
  if (i > 0) {
    const p = s.charCodeAt(i - 1)
    if (isAlnum(p)) return false
    // Contractions: the "s" of "it's", the "m" of "I'm".
    if ((p === 39 || p === 0x2019) && i > 1 && isLatin(s.charCodeAt(i - 2))) return false
  }
  const c = s.charCodeAt(i)
  if (isUpper(c)) {
    let j = i + 1
    while (j < hi && isLatin(s.charCodeAt(j))) j++
    if (j - i === 1) {
      // "A, and I'd hold that at 80/20" (hedge set 137): the pronoun before a contraction is no option.
      if (c === 73 && (s.charCodeAt(j) === 39 || s.charCodeAt(j) === 0x2019) && isLatin(s.charCodeAt(j + 1))) return false
      if (termFollows(s, j, hi) && rangeEnd(s, j, hi, c, universe) < 0 && !(s.charCodeAt(i - 1) !== 45 && hyphenRun(s, j, hi, c) === 1)) return false
      itemMask = (1 << (c - 65)) & universe
      itemEnd = j
      itemLower = false
      return true
    }
    if (j - i > 10) return false
    let m = 0
    let prev = 64
    for (let k = i; k < j; k++) {
      const d = s.charCodeAt(k)
      if (!isUpper(d) || d <= prev) return false
      const bit = 1 << (d - 65)
      if (!(bit & universe)) return false
      m |= bit
      prev = d
    }
    if (termFollows(s, j, hi)) return false
    itemMask = m
    itemEnd = j
    itemLower = false
    return true
  }
  if (lowerOk && isLower(c)) {
    const j = i + 1
    if (j < hi && isLatin(s.charCodeAt(j))) return lowerRun(s, i, hi, universe)
    if (termFollows(s, j, hi)) return false
    // "the answer is a benign tumour", "Select all that apply: a 60-year-old man": an article, not an option.
    let k = j
    while (k < hi && s.charCodeAt(k) === 32) k++
    if (k > j && k < hi && (isLower(s.charCodeAt(k)) || isDigit(s.charCodeAt(k)))) return false
    // 'pick a "closest" one': an article before a quoted word.
    if (c === 97 && k > j && k + 1 < hi && isQuote(s.charCodeAt(k)) && isLatin(s.charCodeAt(k + 1))) return false
    itemMask = (1 << (c - 97)) & universe
    itemEnd = j
    itemLower = true
    return true
  }
  return false
}

/**
 * "答案：abcd": a run of lower-case option letters, strictly ascending, after an explicit answer cue
 * (the only place lower case is read). Words such as "bed" are not ascending option runs or are
 * followed by a letter.
 */
function lowerRun(s: string, i: number, hi: number, universe: LetterMask): boolean {
  let j = i
  let m = 0
  let prev = 96
  while (j < hi && isLower(s.charCodeAt(j))) {
    const d = s.charCodeAt(j)
    const bit = 1 << (d - 97)
    if (d <= prev || !(bit & universe) || j - i >= 10) return false
    m |= bit
    prev = d
    j++
  }
  if (j < hi && isLatin(s.charCodeAt(j))) return false
  // "Answer: ace inhibitors": a word in a phrase, not letters.
  let k = j
  while (k < hi && s.charCodeAt(k) === 32) k++
  if (k > j && k < hi && isLower(s.charCodeAt(k))) return false
  itemMask = m
  itemEnd = j
  itemLower = true
  return true
}

// Scratch result of rangeEnd: the letters the range covers.
let rangeMask = 0

/**
 * At i: "-X-Y" (two or more hyphens, each before a capital standing alone), after the letter `first`:
 * 1 when the letters rise ("A-B-C-E", a list), 2 when they do not ("C-A-B", an order of steps, no
 * answer), 0 when there is no such run.
 */
function hyphenRun(s: string, i: number, hi: number, first: number): 0 | 1 | 2 {
  let k = i
  let n = 0
  let prev = first
  let rising = true
  while (k + 1 < hi && s.charCodeAt(k) === 45 && isUpper(s.charCodeAt(k + 1))) {
    if (s.charCodeAt(k + 1) <= prev) rising = false
    prev = s.charCodeAt(k + 1)
    n++
    k += 2
  }
  if (n < 2 || (k < hi && (isAlnum(s.charCodeAt(k)) || s.charCodeAt(k) === 45))) return 0
  return rising ? 1 : 2
}

function isRangeDash(c: number): boolean {
  // ～ ~ 〜 - – — 至 到
  return c === 0xff5e || c === 126 || c === 0x301c || c === 45 || c === 0x2013 || c === 0x2014 || c === 0x81f3 || c === 0x5230
}

/**
 * A range of options after the letter `from` (a char code) that ends at j: "A～D", "A-D", "A到E"
 * ("答案：A～D四项均正确"). Returns the end of the range's last letter, or -1; the letters it covers
 * are left in rangeMask. The last letter must be a later option standing alone, so "D-二聚体" and
 * "HLA-B27" are no ranges.
 */
function rangeEnd(s: string, j: number, hi: number, from: number, universe: LetterMask): number {
  let k = j
  if (k < hi && s.charCodeAt(k) === 32) k++
  // "A through D"
  if (s.startsWith('through ', k) && s.charCodeAt(j) === 32) k += 7
  else if (k >= hi || !isRangeDash(s.charCodeAt(k))) return -1
  k++
  if (k < hi && s.charCodeAt(k) === 32) k++
  const to = s.charCodeAt(k)
  if (!isUpper(to) || to <= from || !((1 << (to - 65)) & universe)) return -1
  if (k + 1 < hi && (isAlnum(s.charCodeAt(k + 1)) || termFollows(s, k + 1, hi))) return -1
  rangeMask = 0
  for (let c = from; c <= to; c++) rangeMask |= 1 << (c - 65)
  rangeMask &= universe
  return k + 1
}

// Scratch result of readSeparator.
let sepHedge = false
let sepSlash = false
let sepBlankOnly = false

function startsWithAt(s: string, i: number, lit: string): boolean {
  return s.startsWith(lit, i)
}

function wordAt(s: string, i: number, w: string, hi: number): boolean {
  if (i + w.length > hi) return false
  for (let k = 0; k < w.length; k++) if ((s.charCodeAt(i + k) | 32) !== w.charCodeAt(k)) return false
  const after = i + w.length < hi ? s.charCodeAt(i + w.length) : 32
  return !isLatin(after)
}

/** Reads a list separator at i and returns its end, or -1. Newlines never join a list. */
function isInlineBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 0x3000 || isMarkdown(c)
}

/** ( （ [ ［ 【 and quote marks: what may open a list item. */
function isItemOpener(c: number): boolean {
  return c === 40 || c === 0xff08 || c === 91 || c === 0xff3b || c === 0x3010 || isQuote(c)
}

/** Quote marks around list items, as in a JSON array: ["A", "C"], “A”、“C”. */
function isQuote(c: number): boolean {
  return c === 34 || c === 39 || c === 0x201c || c === 0x201d || c === 0x2018 || c === 0x2019 || (c >= 0x300c && c <= 0x300f)
}

/** Markdown decoration: * _ ` (bold, italics, code around letters: "**A**、**C**"). */
export function isMarkdown(c: number): boolean {
  return c === 42 || c === 95 || c === 96
}

/** The line holding k starts or ends with a pipe: a markdown table row. */
function tableLine(s: string, k: number): boolean {
  let a = s.lastIndexOf('\n', k - 1) + 1
  while (isInlineBlank(s.charCodeAt(a))) a++
  if (s.charCodeAt(a) === 124) return true
  let b = s.indexOf('\n', k)
  if (b < 0) b = s.length
  while (b > k && isInlineBlank(s.charCodeAt(b - 1))) b--
  return s.charCodeAt(b - 1) === 124
}

function readSeparator(s: string, i: number, hi: number): number {
  let k = i
  while (k < hi && isInlineBlank(s.charCodeAt(k))) k++
  sepHedge = false
  sepSlash = false
  sepBlankOnly = false
  const c = k < hi ? s.charCodeAt(k) : 0
  if (c === 47 || c === 0xff0f) sepSlash = true
  let j = -1
  // , ， 、 / ／ & + ＋ · ・ ("**Selected:** A · B · D")
  if (c === 44 || c === 0xff0c || c === 0x3001 || c === 47 || c === 0xff0f || c === 38 || c === 43 || c === 0xff0b || c === 0xb7 || c === 0x30fb) j = k + 1
  // "A | C | D" outside a table (a table's cells are read by the table rules); "选：A｜B｜C｜D" in full width.
  else if ((c === 124 || c === 0xff5c) && !tableLine(s, k)) j = k + 1
  // "<answer>A;B;C;D</answer>": a semicolon between single letters, no blank around it.
  else if (c === 59 && k === i && isUpper(s.charCodeAt(k + 1)) && !isLatin(s.charCodeAt(k + 2))) j = k + 1
  // "答案：A.B.C.D": a full stop between single letters, no blank around it (not "A. 休克", a label).
  else if (c === 46 && k === i && isUpper(s.charCodeAt(k + 1)) && !isLatin(s.charCodeAt(k + 2)) && !isLatin(s.charCodeAt(i - 2))) j = k + 1
  // "①B ②C ③D ④E": circled numbers that number the letters, after a blank.
  else if (c >= 0x2460 && c <= 0x2473 && k > i) j = k + 1
  else if (startsWithAt(s, k, '以及')) j = k + 2
  else if (startsWithAt(s, k, '还是')) {
    j = k + 2
    sepHedge = true
  } else if (c === 0x2248 || c === 0x2252 || c === 0x2243) {
    j = k + 1 // "A ≈ E": as likely as each other
    sepHedge = true
  } else if (wordAt(s, k, 'vs', hi)) {
    j = s.charCodeAt(k + 2) === 46 ? k + 3 : k + 2 // "A vs. E"
    sepHedge = true
  } else if (c === 0x548c || c === 0x4e0e || c === 0x53ca) j = k + 1 // 和 与 及
  else if (c === 0x6216) {
    j = k + 1 // 或
    sepHedge = true
  } else if (wordAt(s, k, 'and', hi)) j = k + 3
  else if (wordAt(s, k, 'or', hi)) {
    j = k + 2
    sepHedge = true
  }
  if (j < 0) {
    if (k === i) return -1
    sepBlankOnly = true
    return k
  }
  while (j < hi && isInlineBlank(s.charCodeAt(j))) j++
  // ", and C" / "，和C" / ", or C"
  if (c === 44 || c === 0xff0c) {
    if (wordAt(s, j, 'and', hi)) j += 3
    else if (wordAt(s, j, 'or', hi)) {
      j += 2
      sepHedge = true
    } else if (s.charCodeAt(j) === 0x548c) j += 1
    while (j < hi && isInlineBlank(s.charCodeAt(j))) j++
  }
  return j
}

/** "或" / "还是" / "or " at i, after blanks: an alternative follows. */
function altAfter(s: string, i: number, hi: number): boolean {
  let k = i
  while (k < hi && s.charCodeAt(k) === 32) k++
  const c = s.charCodeAt(k)
  return c === 0x6216 || startsWithAt(s, k, '还是') || wordAt(s, k, 'or', hi)
}

function skipOptionWord(s: string, i: number): number {
  if (startsWithAt(s, i, '选项')) return i + 2
  if (s.charCodeAt(i) === 0x9879 /* 项 */) return i + 1
  // "第B项、第C项": an ordinal before the letter.
  if (s.charCodeAt(i) === 0x7b2c /* 第 */ && isUpper(s.charCodeAt(i + 1))) return i + 1
  return i
}

export interface LetterGroup {
  /** Letters inside the universe; letters outside it are dropped. */
  mask: LetterMask
  start: number
  /** End of the last item (before any 项/选项 suffix). */
  end: number
  items: number
  lastStart: number
  lastMask: LetterMask
  /** End of the item before the last one, for dropping a negated tail ("答案为B，C错误"). */
  prevEnd: number
  /** Joined by 或 / 还是 / or: the model is hedging between letters. */
  hedged: boolean
  /** Joined by a slash ("C/D"): a hedge on a single-answer item, a list on a multi-answer one. */
  slash: boolean
  /** Holds a range ("A～D"): a list on a multi-answer item, a hedge on a single-answer one. */
  range: boolean
  lower: boolean
}

/**
 * Reads an answer list starting at p: "B", "选项B", "A、C", "A, C, E", "A和C", "A and C", "ACE",
 * "A C E", "A", "C" (JSON). Returns null when no option letter starts at p.
 */
export function readGroup(
  s: string,
  p: number,
  hi: number,
  universe: LetterMask,
  allowLower: boolean,
): LetterGroup | null {
  let i = skipOptionWord(s, p)
  if (i !== p) while (i < hi && s.charCodeAt(i) === 32) i++
  if (!readItem(s, i, hi, universe, allowLower)) return null
  const lower = itemLower
  let mask = itemMask
  const start = i
  let end = itemEnd
  let items = 1
  let lastStart = i
  let lastMask = itemMask
  let prevEnd = start
  let hedged = false
  let slash = false
  let range = false
  // "(A) (C)" is a list; "B and E (A, C, D)" is a list and a note in brackets.
  let bracketed = start > 0 && isItemOpener(s.charCodeAt(start - 1))
  // "A-B-C-E": letters joined by hyphens, more than two of them, are a list, not ranges; "C-A-B" is a
  // sequence ("顺序由A-B-C改为C-A-B"), not letters at all.
  const run = hyphenRun(s, end, hi, s.charCodeAt(end - 1))
  if (run === 2) return null
  const chain = run === 1
  for (;;) {
    if (chain && s.charCodeAt(end) === 45 && end + 1 < hi && isUpper(s.charCodeAt(end + 1))) {
      // isHyphenChain checked that each letter of the chain stands alone.
      prevEnd = end
      lastMask = (1 << (s.charCodeAt(end + 1) - 65)) & universe
      mask |= lastMask
      items++
      lastStart = end + 1
      end += 2
      continue
    }
    if (!chain && (lastMask & (lastMask - 1)) === 0) {
      const r = rangeEnd(s, end, hi, s.charCodeAt(lastStart), universe)
      if (r >= 0) {
        prevEnd = end
        mask |= rangeMask
        lastMask = rangeMask
        items++
        end = r
        range = true
        continue
      }
    }
    let k = skipOptionWord(s, end)
    // "(B) and (D)", "选项（B）和（D）", "**A**、**C**": brackets or markdown around each item.
    while (k < hi && isMarkdown(s.charCodeAt(k))) k++
    let close = s.charCodeAt(k)
    // "A（或E）", "B (or C)": an alternative in brackets.
    if ((close === 40 || close === 0xff08) && altAfter(s, k + 1, hi)) close = s.charCodeAt(++k)
    if (close === 41 || close === 0xff09 || close === 93 || close === 0xff3d || close === 0x3011 || isQuote(close)) k++
    const sepEnd = readSeparator(s, k, hi)
    if (sepEnd < 0) break
    const blankOnly = sepBlankOnly
    const hedge = sepHedge
    const slashed = sepSlash
    let k3 = skipOptionWord(s, sepEnd)
    const open = s.charCodeAt(k3)
    const opened = isItemOpener(open)
    if (blankOnly && opened && !bracketed && !isQuote(open)) break
    if (opened) k3++
    while (k3 < hi && isMarkdown(s.charCodeAt(k3))) k3++
    if (k3 !== sepEnd) while (k3 < hi && s.charCodeAt(k3) === 32) k3++
    if (!readItem(s, k3, hi, universe, lower)) break
    // A list keeps its case: "a, c" or "A, C", never "s A" from "it's A".
    if (itemLower !== lower) break
    // "答案是B I think": a blank alone joins letters only when no English word follows.
    if (blankOnly) {
      let q = itemEnd
      while (q < hi && s.charCodeAt(q) === 32) q++
      if (q > itemEnd && q < hi && isLower(s.charCodeAt(q))) break
    }
    prevEnd = end
    mask |= itemMask
    items++
    lastStart = k3
    lastMask = itemMask
    end = itemEnd
    if (hedge) hedged = true
    if (slashed) slash = true
    bracketed = opened
  }
  return { mask, start, end, items, lastStart, lastMask, prevEnd, hedged, slash, range, lower }
}

/**
 * Index after an optional 项/选项 suffix and closing wrappers such as ) 】 > " 」 (blanks between
 * them are crossed, trailing blanks are not), so a span reads "(B)" or "B项" rather than "(B".
 */
export function skipClosers(s: string, i: number, hi: number): number {
  let end = skipOptionWord(s, i)
  let k = end
  for (;;) {
    while (k < hi && s.charCodeAt(k) === 32) k++
    const c = k < hi ? s.charCodeAt(k) : 0
    if (
      c === 41 || c === 0xff09 || c === 93 || c === 0xff3d || c === 0x3011 || c === 62 || c === 34 || c === 39 ||
      c === 0x201d || c === 0x2019 || c === 0x300d || c === 0x300f || c === 0x3017 || c === 125 || isMarkdown(c)
    ) {
      k++
      end = k
    } else break
  }
  return end
}

// Char-code classes used in loops; testing a regex on s[i] would allocate a string per character.

export function isBlankCode(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x3000
}

/** 。！？；!?; and newline: the end of a sentence. */
export function isSentenceEnd(c: number): boolean {
  return c === 0x3002 || c === 10 || c === 33 || c === 63 || c === 59 || c === 0xff01 || c === 0xff1f || c === 0xff1b
}

/** Clause separators: , ， 、 : ： (and sentence ends). */
export function isClauseSep(c: number): boolean {
  return c === 44 || c === 0xff0c || c === 58 || c === 0xff1a || c === 0x3001 || isSentenceEnd(c)
}

/** Openers that may precede a bare answer: blanks, markdown, ( （ [ ［ 【 < " “ ' ‘ 「, ≫ «. */
export function isOpener(c: number): boolean {
  return (
    isBlankCode(c) || isMarkdown(c) || c === 35 || c === 40 || c === 0xff08 || c === 91 || c === 0xff3b ||
    c === 0x3010 || c === 60 || c === 34 || c === 0x201c || c === 39 || c === 0x2018 || c === 0x300c || isPointer(c)
  )
}

/** ≫ ≪ « » 《 》 〈 〉 drawn around a bare answer ("≫ E ≪", hedge set 135), on either side. */
function isPointer(c: number): boolean {
  return c === 0x226b || c === 0x226a || c === 0xab || c === 0xbb || c === 0x300a || c === 0x300b || c === 0x3008 || c === 0x3009
}

/** What may follow a bare answer up to the end of its line: blanks, closing brackets, punctuation. */
export function isTrailer(c: number): boolean {
  return (
    isBlankCode(c) ||
    isMarkdown(c) || c === 46 || c === 0xff0e || c === 0x3002 || c === 44 || c === 0xff0c || c === 58 ||
    c === 0xff1a || c === 59 || c === 0xff1b || c === 33 || c === 0xff01 || c === 41 || c === 0xff09 ||
    c === 93 || c === 0xff3d || c === 0x3011 || c === 62 || c === 34 || c === 0x201d || c === 39 ||
    c === 0x2019 || c === 0x300d || isPointer(c)
  )
}

const LATIN_G = /[A-Za-z]/g

/**
 * Every letter group of s[lo, hi), in order: upper-case letter lists, and isolated lower-case
 * letters (which count only after an answer cue). A regular expression finds the next Latin
 * letter faster than a JavaScript loop over every char; words are skipped whole.
 */
export function findGroups(s: string, lo: number, hi: number, universe: LetterMask): LetterGroup[] {
  const out: LetterGroup[] = []
  LATIN_G.lastIndex = lo
  while (LATIN_G.test(s)) {
    const i = LATIN_G.lastIndex - 1
    if (i >= hi) break
    const g = isAlnum(s.charCodeAt(i - 1)) ? null : readGroup(s, i, hi, universe, isLower(s.charCodeAt(i)))
    if (g === null || (g.lower && g.mask === 0)) {
      let k = i + 1
      while (k < hi && isLatin(s.charCodeAt(k))) k++
      LATIN_G.lastIndex = k
      continue
    }
    out.push(g)
    LATIN_G.lastIndex = g.end > i ? g.end : i + 1
  }
  return out
}

/** Index of the first sentence end in s[from, lim), or lim. */
export function sentenceEndFrom(s: string, from: number, lim: number): number {
  for (let i = from; i < lim; i++) if (isSentenceEnd(s.charCodeAt(i))) return i
  return lim
}
