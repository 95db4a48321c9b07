// What the extractor knows about the options of one item: which letters exist, and their texts for
// reading answers given as text only ("答案是卵巢"). Derived once per options object and cached, so
// scoring the same item a million times does not rebuild it.

import { lcsLengthChars } from '../text/lcs'
import { abbreviationOf } from './abbreviations'
import { foldWidth } from '../text/width'
import { DEFAULT_UNIVERSE, isCjk, isUpper, type LetterMask } from './letters'

export interface OptionInfo {
  universe: LetterMask
  /** Indexed by letter (0 = A): the option text, width-folded, trimmed, lower-cased; null if unusable. */
  texts: (string | null)[]
  /** Letters that have a usable text. */
  textLetters: number[]
  /** Some option text contains Latin letters, so matching must ignore case. */
  latin: boolean
  /** Indexed by letter: the text spelled with the space between a number and its unit toggled
   *  ("50cm" ↔ "50 cm", "1 mg" ↔ "1mg"), or null when the text has no such number. */
  alts: (string | null)[]
  /** Indexed by letter: the initials of a Latin option of three or more words ("jugular venous
   *  distension" → "jvd"), or the common abbreviation of a listed name ("丙硫氧嘧啶" → "PTU",
   *  abbreviations.ts), or a vitamin's English name ("维生素B1" → "vitamin b1"), matched as a whole word only; or null. */
  acronyms: (string | null)[]
  /** Indexed by letter: the text without a trailing bracketed qualifier ("严重未控制的高血压（>180/110 mmHg）" →
   *  "严重未控制的高血压") when at least four characters remain, or null. */
  cores: (string | null)[]
}

const NO_OPTIONS: OptionInfo = { universe: DEFAULT_UNIVERSE, texts: [], textLetters: [], latin: false, alts: [], acronyms: [], cores: [] }
// Options objects are treated as immutable (they come from validated items); mutating one after it
// has been scored would leave a stale entry here. Only the last few are kept, found by identity in a
// ring: an item's answers are read together, so they find nearly every repeat. A WeakMap holding the
// 200,000 items of a large report, or a Map hashing each of them, cost the report a tenth to a quarter
// of its time in garbage collection; one not found is rebuilt, lazily, at little cost.
const RECENT = 8
const recentOptions: (object | null)[] = new Array<object | null>(RECENT).fill(null)
const recentInfo: OptionInfo[] = new Array<OptionInfo>(RECENT).fill(NO_OPTIONS)
let nextSlot = 0

const EDGE_QUOTES = /^["“「『]([\u3400-\u9fff])["”」』]$/
const EDGE_PUNCT = /^[\s.,;:。，；：、]+|[\s.,;:。，；：、]+$/g
const UPPER_G = /[A-Z]+/g
const HAS_UPPER = /[A-Z]/

function lower(m: string): string {
  return m.toLowerCase()
}

/** Lower-cases A–Z only: full Unicode case mapping would turn "Ⅲ级" into "ⅲ级", which the
 *  char-by-char comparison (foldCode) does not do, and may change the length. */
function asciiLower(s: string): string {
  return HAS_UPPER.test(s) ? s.replace(UPPER_G, lower) : s
}
const HAS_LATIN = /[A-Za-z]/


export function optionInfo(options: Record<string, string> | undefined): OptionInfo {
  if (!options) return NO_OPTIONS
  for (let k = 0; k < RECENT; k++) if (recentOptions[k] === options) return recentInfo[k]
  const info = new LazyOptionInfo(options)
  recentOptions[nextSlot] = options
  recentInfo[nextSlot] = info
  nextSlot = (nextSlot + 1) % RECENT
  return info
}

/**
 * Which letters exist is read at once (every output needs it); the folded texts only when an output
 * is read for option texts, which few do: a report of 700,000 answers like "答案：B" then never folds
 * 3.5 million option texts.
 */
class LazyOptionInfo implements OptionInfo {
  readonly universe: LetterMask
  private filled: { texts: (string | null)[]; textLetters: number[]; latin: boolean } | null = null
  // Derived forms, each built on first use: most outputs that need the texts never need these.
  private altForms: (string | null)[] | null = null
  private acronymForms: (string | null)[] | null = null
  private coreForms: (string | null)[] | null = null

  constructor(private readonly options: Record<string, string>) {
    let universe = 0
    for (const key in options) {
      if (!Object.prototype.hasOwnProperty.call(options, key)) continue
      const idx = letterOfKey(key)
      if (idx >= 0) universe |= 1 << idx
    }
    this.universe = universe || DEFAULT_UNIVERSE
  }

  get texts(): (string | null)[] {
    return (this.filled ??= this.fill()).texts
  }
  get textLetters(): number[] {
    return (this.filled ??= this.fill()).textLetters
  }
  get latin(): boolean {
    return (this.filled ??= this.fill()).latin
  }
  get alts(): (string | null)[] {
    return (this.altForms ??= this.derive(unitSpacing))
  }
  get acronyms(): (string | null)[] {
    return (this.acronymForms ??= this.deriveAcronyms())
  }
  get cores(): (string | null)[] {
    return (this.coreForms ??= this.derive(coreText))
  }

  private fill() {
    const texts: (string | null)[] = []
    const textLetters: number[] = []
    let latin = false
    for (const key in this.options) {
      if (!Object.prototype.hasOwnProperty.call(this.options, key)) continue
      const idx = letterOfKey(key)
      if (idx < 0) continue
      const raw = this.options[key]
      if (typeof raw !== 'string') continue
      const t = optionText(raw)
      if (t.length === 0) continue
      texts[idx] = t
      textLetters.push(idx)
      if (!latin && HAS_LATIN.test(t)) latin = true
    }
    return { texts, textLetters, latin }
  }

  private derive(f: (t: string) => string | null): (string | null)[] {
    const out: (string | null)[] = []
    for (const idx of this.textLetters) out[idx] = f(this.texts[idx] as string)
    return out
  }

  private deriveAcronyms(): (string | null)[] {
    const acronyms = this.derive(acronymOf)
    // A listed option name is also found by its abbreviation ("PTU"), in the case the haystack has.
    // A listed abbreviation wins over the initials ("SIADH", not "sias", for "syndrome of inappropriate ADH secretion").
    for (const idx of this.textLetters) {
      const abbr = abbreviationOf(this.texts[idx] as string) ?? vitaminInEnglish(this.texts[idx] as string)
      if (abbr) acronyms[idx] = this.latin ? abbr.toLowerCase() : abbr
    }
    return acronyms
  }
}

const VITAMIN = /^维生素([a-k]\d{0,2})$/i

/** "维生素B1" → "Vitamin B1": a model answering in English names a vitamin option so ("Vitamin B1 (thiamine), given IV…"). */
function vitaminInEnglish(t: string): string | null {
  const m = VITAMIN.exec(t)
  return m === null ? null : `Vitamin ${m[1].toUpperCase()}`
}

const MINOR_WORDS = new Set(['of', 'and', 'the', 'to', 'in', 'for', 'with', 'a', 'an', 'or', 'on', 'by'])

/** "jugular venous distension" → "jvd": initials of three or more Latin words, else null. */
function acronymOf(t: string): string | null {
  // Three words or more: most option texts (any Chinese one) have no blank or hyphen at all.
  if (t.indexOf(' ') < 0 && t.indexOf('-') < 0) return null
  const words = t.split(/[\s-]+/).filter((w) => w.length > 0 && !MINOR_WORDS.has(w))
  if (words.length < 3 || words.length > 6 || !words.every((w) => /^[a-z]+$/.test(w))) return null
  return words.map((w) => w[0]).join('')
}

// A number and its unit, with or without a space: "50cm", "50 cm", "1 mg", "37.5℃", "10 %".
const UNIT_SPACED_G = /(\d) (?=[a-zμ%℃°])/g
const UNIT_TIGHT_G = /(\d)(?=[a-zμ%℃°])/g
const HAS_UNIT = /\d ?[a-zμ%℃°]/

/** The option's text with the spacing between its numbers and units toggled, or null. Models write
 *  "50 cm" for an option "50cm" and the reverse; a reader sees the same option. */
function unitSpacing(t: string): string | null {
  if (!HAS_UNIT.test(t)) return null
  const compact = t.replace(UNIT_SPACED_G, '$1')
  const alt = compact !== t ? compact : t.replace(UNIT_TIGHT_G, '$1 ')
  return alt !== t && alt.length >= 2 ? alt : null
}

/** The letter index of an options key ("A", "b", "Ｃ", " D "), or -1. */
function letterOfKey(key: string): number {
  if (key.length === 1) {
    let c = key.charCodeAt(0)
    if (c >= 97 && c <= 122) c -= 32
    if (c >= 65 && c <= 90) return c - 65
  }
  const k = foldWidth(key.trim()).toUpperCase()
  return k.length === 1 && isUpper(k.charCodeAt(0)) ? k.charCodeAt(0) - 65 : -1
}

/** Blanks and . , ; : 。 ， ； ： 、 in either width: trimmed off an option's text. */
function isEdge(c: number): boolean {
  return (
    c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x3000 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0xfeff || c === 46 || c === 44 ||
    c === 59 || c === 58 || c === 0x3002 || c === 0xff0c || c === 0xff1b || c === 0xff1a || c === 0x3001 || c === 0xff0e
  )
}

/** An option's text as stored: edge punctuation trimmed, full-width folded, A–Z lower-cased. */
function optionText(raw: string): string {
  let a = 0
  let b = raw.length
  while (a < b && isEdge(raw.charCodeAt(a))) a++
  while (b > a && isEdge(raw.charCodeAt(b - 1))) b--
  return romanDegrees(asciiLower(foldWidth(a === 0 && b === raw.length ? raw : raw.slice(a, b))))
}

// "Ⅱ度Ⅱ型" and "二度Ⅱ型" name the same block: a Roman numeral before 度 reads as its Chinese numeral
// (one character for one, so offsets hold).
const ROMAN_DEGREE = /[ⅠⅡⅢⅣⅰⅱⅲⅳ](?=度|°)/
const ROMAN_DEGREE_G = /[ⅠⅡⅢⅣⅰⅱⅲⅳ](?=度|°)/g
const CHINESE_OF_ROMAN: Record<string, string> = { Ⅰ: '一', Ⅱ: '二', Ⅲ: '三', Ⅳ: '四', ⅰ: '一', ⅱ: '二', ⅲ: '三', ⅳ: '四' }

function romanDegrees(t: string): string {
  const r = ROMAN_DEGREE.test(t) ? t.replace(ROMAN_DEGREE_G, (c) => CHINESE_OF_ROMAN[c]) : t
  // "卡介苗与乙肝疫苗" names the option "卡介苗和乙肝疫苗": the conjunctions read alike (one for one).
  return AND_WORD.test(r) ? r.replace(AND_WORD_G, '和') : r
}
const AND_WORD = /[与及]/
const AND_WORD_G = /[与及]/g

/**
 * The prepared text as option texts are stored: full-width folded, A–Z lower-cased. Same length
 * as `s`. Only needed when searching for option texts, which few outputs reach.
 */
export function matchHaystack(s: string, info: OptionInfo): string {
  const folded = romanDegrees(foldWidth(s))
  if (!info.latin) return folded
  return asciiLower(folded)
}

/** Folds one char code the way option texts are stored (half-width, lower case). */
function foldCode(c: number): number {
  if (c >= 0xff01 && c <= 0xff5e) c -= 0xfee0
  // 与 and 及 read as 和, as option texts are stored (romanDegrees).
  if (c === 0x4e0e || c === 0x53ca) return 0x548c
  return c >= 65 && c <= 90 ? c + 32 : c
}

/**
 * True when option text t occurs in s at k, comparing char by char without allocating. Both sides are
 * folded: stored texts are already, and an abbreviation keeps the case the haystack has ("ARB").
 */
function matchesAt(s: string, k: number, t: string): boolean {
  if (k < 0 || k + t.length > s.length) return false
  for (let j = 0; j < t.length; j++) if (foldCode(s.charCodeAt(k + j)) !== foldCode(t.charCodeAt(j))) return false
  return true
}

/** A label separator between a letter and its option text: blank . ． 、 : ： ) ） */
function isLabelSep(c: number): boolean {
  // · and ・ as in "Ｃ·丙戊酸钠"
  return c === 0xb7 || c === 0x30fb || c === 0x2013 || c === 0x2014 || c === 45 || c === 32 || c === 9 || c === 0x3000 || c === 0xa0 || c === 46 || c === 0xff0e || c === 0x3001 || c === 58 || c === 0xff1a || c === 41 || c === 0xff09 || c === 42
}

export interface TextHit {
  letter: number
  start: number
  end: number
}

const NEG_BEFORE = /(?:不是|并非|而非|排除|不考虑|不用(?:去)?(?:想|考虑)|不必(?:去)?(?:想|考虑)|不选|除了|不应|不能|不宜|禁用|慎用|not |rather than |instead of |except |exclude )\s*$/i
const NEG_AFTER = /^\s*(?:[,，]?\s*(?:不是|不对|错误|不正确|不符|可排除|排除|(?:为|是|属)?(?:禁忌|禁用|忌用)|is not|isn't|is incorrect|is wrong|is contraindicated|can be ruled out))/i

// One-character items joined by 、，, 和 及 与: "心、肝、脾和肾".
const ONE_CHAR_LIST = /^[\u3400-\u9fff](?:\s*[、，,和及与]\s*[\u3400-\u9fff])*$/

/**
 * One-character option texts (心, 肝, 甲) when they make up the whole region, alone or as a list of
 * such texts: a single character occurs in almost any sentence, so nothing else around them counts.
 */
function oneCharTexts(hay: string, from: number, to: number, info: OptionInfo): TextHit[] {
  // (a quoted one, "这题我圈“怒”", hedge set 129, without its quotes)
  const whole = hay.slice(from, to).replace(EDGE_PUNCT, '').replace(EDGE_QUOTES, '$1')
  if (!ONE_CHAR_LIST.test(whole)) return []
  const at = hay.indexOf(whole, from)
  const hits: TextHit[] = []
  // Items stand at the even positions once blanks are dropped (item, joiner, item, …).
  for (let i = 0, n = 0; i < whole.length; i++) {
    if (isBlank(whole.charCodeAt(i))) continue
    if (n++ % 2 === 1) continue
    const letter = info.textLetters.find((l) => info.texts[l] === whole[i])
    if (letter === undefined) return []
    hits.push({ letter, start: at + i, end: at + i + 1 })
  }
  return hits
}

/**
 * Finds option texts inside [from, to). Overlapping hits keep the longest text, so when one option's
 * text contains another's ("肺炎" inside "肺炎球菌肺炎") the longer option wins; hits the model
 * negates ("而不是胆囊炎") are dropped. One-character options are only read when they make up the
 * whole region, because a single character such as 肝 or 心 occurs in almost any sentence.
 */
function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57
}

/** The match [a, b) starts or ends inside a number ("1|2周", "0.|5 mg"). */
function splitsNumber(text: string, a: number, b: number): boolean {
  const before = a > 0 ? text.charCodeAt(a - 1) : 32
  const after = b < text.length ? text.charCodeAt(b) : 32
  return (isDigitCode(text.charCodeAt(a)) && (isDigitCode(before) || before === 46)) || (isDigitCode(text.charCodeAt(b - 1)) && (isDigitCode(after) || (after === 46 && isDigitCode(b + 1 < text.length ? text.charCodeAt(b + 1) : 32))))
}

export function findOptionTexts(hay: string, from: number, to: number, info: OptionInfo): TextHit[] {
  const hits: TextHit[] = []
  if (info.textLetters.length === 0 || to <= from) return hits
  // indexOf has no end bound: a short window far from the end is searched as its own slice, so a
  // text that is absent costs the window, not the rest of the output (many windows per output).
  const windowed = hay.length - to > 64
  const text = windowed ? hay.slice(from, to) : hay
  const base = windowed ? from : 0
  const first = from - base
  const lim = to - base
  for (const letter of info.textLetters) {
    const t = info.texts[letter] as string
    if (t.length < 2) continue
    let idx = text.indexOf(t, first)
    // An option named hundreds of times is no statement; the cap keeps degenerate outputs linear.
    // "孕12周" does not name the option "2周": a number's digits are read whole.
    const digitEdges = isDigitCode(t.charCodeAt(0)) || isDigitCode(t.charCodeAt(t.length - 1))
    while (idx >= 0 && idx + t.length <= lim && hits.length < 256) {
      if (!digitEdges || !splitsNumber(text, idx, idx + t.length)) hits.push({ letter, start: base + idx, end: base + idx + t.length })
      idx = text.indexOf(t, idx + 1)
    }
    const acr = info.acronyms[letter]
    if (acr) {
      for (idx = text.indexOf(acr, first); idx >= 0 && idx + acr.length <= lim && hits.length < 256; idx = text.indexOf(acr, idx + 1)) {
        // "vitamin b1" is no word of "vitamin b12".
        if (!isLatinCode(text.charCodeAt(idx - 1)) && !isLatinCode(text.charCodeAt(idx + acr.length)) && !isDigitCode(text.charCodeAt(idx + acr.length))) hits.push({ letter, start: base + idx, end: base + idx + acr.length })
      }
    }
    const alt = info.alts[letter]
    if (alt === null || alt === undefined) continue
    for (idx = text.indexOf(alt, first); idx >= 0 && idx + alt.length <= lim && hits.length < 256; idx = text.indexOf(alt, idx + 1)) {
      hits.push({ letter, start: base + idx, end: base + idx + alt.length })
    }
  }
  if (hits.length === 0) return to - from > 24 ? hits : oneCharTexts(hay, from, to, info)
  // One sweep in text order; where hits overlap, the longest wins.
  if (hits.length > 1) hits.sort((a, b) => a.start - b.start || b.end - a.end)
  const kept: TextHit[] = []
  for (const h of hits) {
    const last = kept.length > 0 ? kept[kept.length - 1] : null
    if (last !== null && h.start < last.end) {
      if (h.end - h.start > last.end - last.start) kept[kept.length - 1] = h
      continue
    }
    kept.push(h)
  }
  return kept.filter((h) => {
    if (isEchoedEntry(hay, h, info)) return false
    if (NEG_BEFORE.test(hay.slice(Math.max(from, h.start - 6), h.start))) return false
    return !NEG_AFTER.test(hay.slice(h.end, Math.min(to + 12, h.end + 16)))
  })
}

/** The hit is the text of an entry in an echoed option list ("A. 正中神经\nB. 桡神经…"). */
function isEchoedEntry(s: string, h: TextHit, info: OptionInfo): boolean {
  let q = h.start - 1
  let n = 0
  while (q >= 0 && n < 4 && isLabelSep(s.charCodeAt(q))) {
    q--
    n++
  }
  if (q < 0 || n === 0 || foldCode(s.charCodeAt(q)) !== 97 + h.letter) return false
  return isListingEntry(s, q, q + 1, h.letter, info)
}

/**
 * Where the option's own text ends when it follows position i (after a label separator such as
 * ". " or "："), or -1: "B. 前庭大腺" → after 前庭大腺.
 */
export function optionTextAt(s: string, i: number, letter: number, info: OptionInfo): number {
  const t = info.texts[letter]
  if (!t) return -1
  let k = i
  let n = 0
  while (n < 6 && k < s.length && isLabelSep(s.charCodeAt(k))) {
    k++
    n++
  }
  if (matchesAt(s, k, t)) return k + t.length
  // "选项 B（ARB）": the option's common abbreviation, as a whole word.
  const acr = info.acronyms[letter]
  if (acr && matchesAt(s, k, acr) && !isLatinCode(s.charCodeAt(k + acr.length)) && !isDigitCode(s.charCodeAt(k + acr.length))) return k + acr.length
  // "D　严重未控制的高血压" for "严重未控制的高血压（>180/110 mmHg）": the text without its bracketed qualifier,
  // where the text ends there.
  const core = info.cores[letter]
  if (core === null || core === undefined || !matchesAt(s, k, core)) return -1
  const next = s.charCodeAt(k + core.length)
  return isCjk(next) || isLatinCode(next) ? -1 : k + core.length
}

const QUALIFIER = /\s*[（(]([^（()）]{1,40})[)）]$/

/** An option text "name (qualifier)" as its name and its bracketed qualifier; null for a text without one. */
export function nameAndQualifier(t: string): [string, string] | null {
  const m = QUALIFIER.exec(t)
  return m === null ? null : [t.slice(0, m.index), m[1]]
}

/**
 * "B 食物、C 宿主" for "食物（蔗糖等）", "宿主（牙齿与唾液）": in a list, right after its letter, the option's text without its
 * bracketed qualifier however short, where the text ends there. Where it ends, or -1.
 */
export function optionCoreAt(s: string, i: number, letter: number, info: OptionInfo): number {
  const t = info.texts[letter]
  const parts = t ? nameAndQualifier(t) : null
  if (parts === null || parts[0].length < 2) return -1
  const core = parts[0]
  let k = i
  while (k - i < 6 && k < s.length && isLabelSep(s.charCodeAt(k))) k++
  if (!matchesAt(s, k, core)) return -1
  const next = s.charCodeAt(k + core.length)
  return isCjk(next) || isLatinCode(next) ? -1 : k + core.length
}

/**
 * "[x] Lambert–Eaton — antibodies against…" for "Lambert–Eaton myasthenic syndrome": the words at i, up to `to`, open exactly
 * one option's text and end where a word of it ends (six characters or more; three in Chinese). That option's letter, or -1.
 */
export function optionByOpeningWords(s: string, i: number, to: number, info: OptionInfo): number {
  const head = s.slice(i, to).trim().toLowerCase()
  if (head.length < (isLatinCode(head.charCodeAt(0)) ? 6 : 3)) return -1
  let found = -1
  for (const l of info.textLetters) {
    const t = info.texts[l] as string
    if (!t.startsWith(head) || isLatinCode(t.charCodeAt(head.length)) || (isCjk(t.charCodeAt(head.length)) && isLatinCode(head.charCodeAt(0)))) continue
    if (found >= 0) return -1
    found = l
  }
  return found
}

/** An option's text without a trailing bracketed qualifier, when at least four characters remain; else null. */
function coreText(t: string): string | null {
  const core = nameAndQualifier(t)?.[0]
  if (core === undefined) return null
  return core.length >= 4 ? core : null
}

/** Where the option's own text starts when it ends right at `end` ("…is hyperkalemia" before " — D"), or -1. */
export function optionTextEndingAt(s: string, end: number, letter: number, info: OptionInfo): number {
  const t = info.texts[letter]
  return t && matchesAt(s, end - t.length, t) ? end - t.length : -1
}

function isLatinCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0x3000
}

/**
 * True when a letter at [start, end) is an entry of the option list the model echoed back
 * ("A. 卵巢\nB. 前庭大腺 …"): it is followed by its own option text and a neighbouring entry is too.
 */
export function isListingEntry(s: string, start: number, end: number, letter: number, info: OptionInfo): boolean {
  const after = optionTextAt(s, end, letter, info)
  if (after < 0) return false
  // Next entry.
  let k = after
  let n = 0
  while (k < s.length && n < 6 && isBlank(s.charCodeAt(k))) {
    k++
    n++
  }
  let c = s.charCodeAt(k)
  if (c === 40 || c === 0xff08) c = s.charCodeAt(++k)
  c = foldCode(c) - 97
  // An echoed list runs in order: the next entry's letter comes later ("E. 腹泻\n\nC肌束颤动为烟碱样症状，不选" is a remark).
  if (c >= 0 && c < 26 && c > letter && optionTextAt(s, k + 1, c, info) >= 0) return true
  // Previous entry: "...前庭球\nD. 乳腺" where D is the last option.
  let j = start - 1
  n = 0
  while (j >= 0 && n < 6 && (isBlank(s.charCodeAt(j)) || s.charCodeAt(j) === 40 || s.charCodeAt(j) === 0xff08)) {
    j--
    n++
  }
  for (const other of info.textLetters) {
    if (other >= letter) continue
    const t = info.texts[other] as string
    const tStart = j + 1 - t.length
    if (tStart <= 0 || !matchesAt(s, tStart, t)) continue
    let q = tStart - 1
    let m = 0
    while (q >= 0 && m < 4 && isLabelSep(s.charCodeAt(q))) {
      q--
      m++
    }
    if (q >= 0 && foldCode(s.charCodeAt(q)) === 97 + other) return true
  }
  return false
}

/** A formula's characters without spacing, with ÷ and × as / and *. */
function formulaForm(t: string): string {
  return t.replace(/[\s\u3000]+/g, '').replace(/÷/g, '/').replace(/[×✕]/g, '*')
}

const HEAD_SEP = /^[，,；;、]$/

/** Text without its bracketed parts, "（PT）" or "(DigiFab)". */
function withoutBrackets(t: string): string {
  return t.replace(/[(（][^()（）]{0,30}[)）]/g, '')
}

/**
 * The one option whose text holds the clause (three characters or more), as its head words or at least 40% of it, or -1:
 * "lithium" for "Lithium carbonate", "端坐位" for "端坐位，双腿下垂", "乳果糖" for "口服乳果糖".
 */
export function optionHolding(clause: string, info: OptionInfo): number {
  const named = clause.trim().replace(/[.。!！]+$/, '')
  if (named.length < 3) return -1
  const holders = info.textLetters.filter((l) => (info.texts[l] as string).includes(named))
  if (holders.length !== 1) return -1
  const held = info.texts[holders[0]] as string
  // …or the option's first phrase.
  return named.length >= 0.4 * held.length || (HEAD_SEP.test(held.slice(named.length, named.length + 1)) && held.startsWith(named)) ? holders[0] : -1
}

/**
 * The option a short clause paraphrases ("应首选腹腔穿刺抽取腹水进行检查" for "腹腔穿刺腹水检查"):
 * the option whose characters the clause contains in order for at least 80% of the option's length,
 * clearly ahead (by 0.25) of every other option. Options shorter than four characters are left
 * out, since two or three characters in order occur by chance. Returns the letter or -1.
 */
export function paraphrasedOption(clause: string, info: OptionInfo): number {
  // A formula written with other signs or spacing ("真阳性 ÷（真阳性 ＋ 假阴性）") is the option's own.
  const formula = formulaForm(clause)
  let exact = -1
  for (const letter of info.textLetters) {
    const t = formulaForm(info.texts[letter] as string)
    if (t.length >= 4 && formula.includes(t)) exact = exact === -1 ? letter : -2
  }
  if (exact >= 0) return exact
  // The option named by its head words alone ("Best answer: lithium" for "Lithium carbonate"): the
  // clause is part of exactly one option's text and at least 40% of it.
  const held = optionHolding(clause, info)
  if (held >= 0) return held
  // The option's words without its bracketed gloss ("口服抗凝药（华法林或新型口服抗凝药）" against
  // "口服抗凝治疗（华法林或NOAC）"), when that is what the clause shares with it.
  const bare = withoutBrackets(clause)
  const scores: { letter: number; text: string; score: number }[] = []
  for (const letter of info.textLetters) {
    const t = info.texts[letter] as string
    if (t.length < 4) continue
    const core = withoutBrackets(t)
    scores.push({ letter, text: t, score: Math.max(lcsLengthChars(t, clause) / t.length, core.length >= 4 && core !== t ? lcsLengthChars(core, bare) / core.length : 0) })
  }
  // A shorter option whose characters all lie in a longer one that also fits ("凝血酶时间" in
  // "凝血酶原时间及INR") fits because the longer one does: it does not compete with it.
  const fits = scores.filter((c) => c.score >= 0.8)
  const within = (a: string, b: string) => a.length < b.length && lcsLengthChars(a, b) === a.length
  let best: (typeof scores)[number] | null = null
  for (const c of fits) if (!fits.some((d) => d !== c && within(c.text, d.text)) && (best === null || c.score > best.score)) best = c
  if (best === null) return -1
  let second = 0
  for (const c of scores) if (c !== best && !within(c.text, best.text)) second = Math.max(second, c.score)
  return best.score - second >= 0.25 ? best.letter : -1
}
