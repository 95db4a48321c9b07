// Per-call state of the choice extractor and the checks every rule shares: where a verdict after a
// letter starts, whether a letter is an echoed option-list entry, whether it is ruled out after.

import { isFillMark } from './card'
import { isCjk, isLatin, isSentenceEnd, sentenceEndFrom, type LetterGroup, type LetterMask } from './letters'
import { findOptionTexts, isListingEntry, matchHaystack, optionTextAt, type OptionInfo } from './options'
import { ATTRIBUTED, DOUBT, NEG_AFTER_Y } from './patterns'
import { WordList } from './words'

/** Something the output asserts: letters, where it says so, and the rule that read it. */
export interface Assertion {
  mask: LetterMask
  start: number
  end: number
  rule: string
  /** A final answer (final-answer line, correction, markup): later explanations do not override it. */
  final?: boolean
  /** A conclusion (故选B, 因此答案为C): overrides an earlier final answer line. */
  conclusive?: boolean
}

/** Per-call state, so helpers do not take eight arguments. */
export interface Ctx {
  /** The original output (spans are cut from it). */
  out: string
  /** The prepared text: same length, reasoning blanked. */
  s: string
  lo: number
  hi: number
  info: OptionInfo
  multi: boolean
  hayCache: string | null
  /** Where retraction words stand in `s` (revisions.ts), found on first use. */
  retractCache: { s: string; lo: number; at: number[] } | null
}

/** The prepared text folded and lower-cased for option-text search, computed on first use. */
export function hay(x: Ctx): string {
  if (x.hayCache === null) x.hayCache = matchHaystack(x.s, x.info)
  return x.hayCache
}

export function test(re: RegExp, s: string, at: number): boolean {
  re.lastIndex = at
  return re.test(s)
}

/**
 * Where the verdict after a group starts: past the option's own text when the model quotes it, bare
 * or in brackets ("E（烦躁不安）": the 不 of the option's text is no verdict on E).
 */
/** After an opening bracket at `from`: a note of two to twelve characters that opens the letter's own text; the index after its closing bracket, or -1. */
function ownTextHead(x: Ctx, from: number, letter: number): number {
  const text = x.info.texts[letter]
  if (text == null) return -1
  const lim = Math.min(x.hi, from + 13)
  for (let j = from + 2; j < lim; j++) {
    const c = x.s.charCodeAt(j)
    if (c === 41 || c === 0xff09) return text.length > j - from && text.startsWith(hay(x).slice(from, j)) ? j + 1 : -1
    if (c === 40 || c === 0xff08 || c === 10) return -1
  }
  return -1
}

export function verdictAnchor(x: Ctx, g: LetterGroup): number {
  if (g.items === 1 && x.info.textLetters.length > 0) {
    const letter = 31 - Math.clz32(g.mask)
    const k = optionTextAt(x.s, g.end, letter, x.info)
    if (k >= 0) return k
    let b = g.end
    if (x.s.charCodeAt(b) === 32) b++
    const open = x.s.charCodeAt(b)
    if (open === 40 || open === 0xff08) {
      const t = optionTextAt(x.s, b + 1, letter, x.info)
      const close = x.s.charCodeAt(t)
      if (t >= 0 && (close === 41 || close === 0xff09)) return t + 1
      // "E（不伤害）" for 不伤害原则: the note is the head of the option's own text.
      const head = ownTextHead(x, b + 1, letter)
      if (head >= 0) return head
    }
    // "- B  # 不伤害原则": the option's text as a YAML comment.
    let c = g.end
    while (x.s.charCodeAt(c) === 32 || x.s.charCodeAt(c) === 9) c++
    if (c > g.end && x.s.charCodeAt(c) === 35) {
      const t = optionTextAt(x.s, c + 1, letter, x.info)
      if (t >= 0) return t
    }
  } else if (g.items > 1 && x.info.textLetters.length > 0 && g.end - g.lastStart === 1) {
    // "A、B、C、D，E（维生素C）排除": the last letter's own text in brackets, whose capital is no letter.
    const b = x.s.charCodeAt(g.end) === 32 ? g.end + 1 : g.end
    const open = x.s.charCodeAt(b)
    if (open === 40 || open === 0xff08) {
      const t = optionTextAt(x.s, b + 1, x.s.charCodeAt(g.lastStart) - 65, x.info)
      const close = x.s.charCodeAt(t)
      if (t >= 0 && (close === 41 || close === 0xff09) && /[A-Z]/.test(x.s.slice(b + 1, t))) return t + 1
    }
  }
  return g.end
}

/** The group hedges between letters: "A或C", "B还是C", "A (or E)", and "C/D" or "B～D" on a single-answer item. */
export function hedgedGroup(x: Ctx, g: LetterGroup): boolean {
  return g.hedged || ((g.slash || g.range) && !x.multi)
}

export function isListing(x: Ctx, g: LetterGroup): boolean {
  return (
    g.items === 1 &&
    g.mask !== 0 &&
    x.info.textLetters.length > 0 &&
    isListingEntry(x.s, g.start, g.end, 31 - Math.clz32(g.mask), x.info)
  )
}

// The question asks for the wrong, unsuitable or excluded option.
const ASKS_FOR_WRONG = /(?:本题|题目|此题|这题|题干)(?:问|问的是|要求选|要选|考的是)[^。\n]{0,6}?[“"「]?[^”"」。\n]{0,8}?(?:不恰当|不正确|错误|不属于|不包括|不宜|不应|禁忌|不符合|不妥|不合理)/

const ASKED_FOR_FORBIDDEN = /问(?:的是)?[^。\n？?，,]{0,8}?(?:禁用|禁忌|不宜使用|不能使用|不可使用)/

export function negatedAfter(x: Ctx, g: LetterGroup): boolean {
  return negatedFrom(x, g, verdictAnchor(x, g))
}

/**
 * A negation follows at `at`, and the comment before it names no other option: in "A、B、C、D（肉眼血尿不选）"
 * the 不选 is about 肉眼血尿, option E, not about D.
 */
function negatedFrom(x: Ctx, g: LetterGroup, at: number): boolean {
  if (!test(NEG_AFTER_Y, x.s, at)) return false
  // "…options **A, B, and D**. Lowering glucose is not one.": after a list, ". " ends the sentence; it
  // is no option label ("D. 降血糖不正确") of a single letter.
  if (listSentenceEnded(x.s, g, at)) return false
  // "The answer is option D. Don't stack lisinopril on top…" (hedge set 131): a letter inside a sentence that a full stop ends
  // before a capital; only a letter opening its line ("D. Do not give…") labels an option.
  if (g.items === 1 && sentenceEndsAt(x.s, at) && !opensItsLine(x.s, g.start, x.lo) && isCapitalAfterStop(x.s, at)) return false
  // "Final: A. (Study notes only — not a treatment protocol.)": a remark in brackets after the sentence ends.
  if (sentenceEndsAt(x.s, at) && x.s.charCodeAt(at + 2) === 40 && LABEL_BEFORE.test(x.s.slice(Math.max(x.lo, g.start - 24), g.start))) return false
  let end = NEG_AFTER_Y.lastIndex
  // "答案：B——这是错误的做法，本题问“不恰当的措施”", "**答案：B**（本题问的是"错误"的做法）": the wrong one is
  // what the question asks for.
  if (ASKS_FOR_WRONG.test(x.s.slice(at, sentenceEndFrom(x.s, end, Math.min(x.hi, end + 80))))) return false
  // "……问禁用的药物。……选C——曲普坦类在这里不能碰。": the question restated earlier asks for the one not to use.
  if (!x.multi && g.items === 1 && ASKED_FOR_FORBIDDEN.test(x.s.slice(x.lo, g.start))) return false
  // "A、B、D（顺序不影响）", "B, A, D (order does not matter)": a remark on the list's order, no verdict on D.
  if (ORDER_REMARK.test(x.s.slice(at, end))) return false
  // "把E写到答题卡上——不算十足把握": doubt about the choice, no verdict on the option.
  if (x.s.charCodeAt(end - 1) === 0x4e0d /* 不 */ && SURE_AFTER_NOT.test(x.s.slice(end, end + 8))) return false
  // "正确：B ｜ 错误：A C D E": a label with a colon introduces other letters; it is no verdict on B.
  if (x.s.charCodeAt(end - 1) === 0x9519 /* 错 */ && x.s.charCodeAt(end) === 0x8bef /* 误 */) end++
  const after = x.s.charCodeAt(end)
  if (after === 58 || after === 0xff1a) return false
  // "B（而不是我之前说的A）", "B，并非A": the object of 不是 / 非 is the other letter later in its clause.
  const rather = x.s.charCodeAt(end - 1) === 0x975e || (x.s.charCodeAt(end - 1) === 0x4e0d && x.s.charCodeAt(end) === 0x662f)
  if (rather && otherLetterInClause(x, g, end)) return false
  // "答案应是 B 而不是狭窄": "X 而不是 Y" puts X in Y's place, whatever Y is.
  if (rather && x.s.charCodeAt(end - 2) === 0x800c /* 而 */) return false
  // "D. (Not C: …)": an English "not" right before another letter negates that letter.
  if (/not$/i.test(x.s.slice(end - 3, end)) && otherLetterNext(x, g, end)) return false
  // "答案：A B C E 四项，不选 D": 不选 takes the letter after it as its object.
  if (/不选$/.test(x.s.slice(end - 2, end)) && otherLetterNext(x, g, end)) return false
  // "B、C、D、E（不含A）": 不含 / 不包括 takes the letter after it as its object.
  if (x.s.charCodeAt(end - 1) === 0x4e0d /* 不 */ && EXCLUDES_Y.test(x.s.slice(end, end + 3))) {
    const k = end + (x.s.charCodeAt(end + 1) === 0x62ec || x.s.charCodeAt(end + 1) === 0x542b ? 2 : 1)
    if (otherLetterNext(x, g, k)) return false
  }
  if (x.info.textLetters.length === 0 || end - at < 3) return true
  const own = g.items === 1 ? 31 - Math.clz32(g.mask) : -1
  if (findOptionTexts(hay(x), at, end, x.info).some((h) => h.letter !== own && (g.mask & (1 << h.letter)) === 0)) return false
  // "答案：ABCD（乳果糖排除）": part of another option's text ("口服乳果糖", E) is what the bracket sets aside.
  // Only inside one bracket opened right after the letters: "（A对）、给药途径不当" crosses its bracket into the next entry.
  const comment = x.s.slice(at, end).toLowerCase()
  if (!/^\s*[（(][^）)]*$/.test(comment)) return true
  return !x.info.textLetters.some((l) => l !== own && (g.mask & (1 << l)) === 0 && sharedRun(comment, x.info.texts[l]!) >= 3)
}

/** Length of the longest run of CJK characters the two strings share. */
function sharedRun(a: string, b: string): number {
  let best = 0
  for (let i = 0; i < a.length; i++) {
    if (!isCjk(a.charCodeAt(i))) continue
    for (let j = 0; j < b.length; j++) {
      let n = 0
      while (i + n < a.length && j + n < b.length && a.charCodeAt(i + n) === b.charCodeAt(j + n) && isCjk(a.charCodeAt(i + n))) n++
      if (n > best) best = n
    }
  }
  return best
}

const SURE_AFTER_NOT = /^(?:算|太|很|够|是很|是太)?(?:十足|百分百|完全|特别|非常)?(?:有)?(?:把握|确定|肯定|有底|笃定)/
const ORDER_REMARK = /(?:顺序|次序|排序|排列|先后|\border\b|\bsequence\b)[^。.；;\n]{0,10}$/i

// An answer label ending right before the letter: "Final: ", "**Answer:** ", "答案：".
const LABEL_BEFORE = /(?:final|answer|答案|结论)[^\n:：]{0,12}[:：][\s*_]*$/i

/** g is a list of letters whose sentence ends at `at` ("… A, B, D, and E. Asthma alone is not…"): what follows is no verdict on it. */
export function listSentenceEnded(s: string, g: LetterGroup, at: number): boolean {
  return g.items > 1 && sentenceEndsAt(s, at)
}

/** Only blanks, bullets or markdown stand between the line's start and `i`. */
function opensItsLine(s: string, i: number, lo: number): boolean {
  for (let k = i - 1; k >= lo; k--) {
    const c = s.charCodeAt(k)
    if (c === 10) return true
    if (c !== 32 && c !== 9 && c !== 42 && c !== 95 && c !== 45 && c !== 62 && c !== 35 && c !== 0x2022) return false
  }
  return true
}

/** After the full stop and blank that end a sentence at `at`: a capital opens the next ("D. Don't…"). */
function isCapitalAfterStop(s: string, at: number): boolean {
  let k = at
  while (s.charCodeAt(k) === 42 || s.charCodeAt(k) === 95) k++
  k += 2
  while (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 40) k++
  const c = s.charCodeAt(k)
  return c >= 65 && c <= 90
}

function sentenceEndsAt(s: string, at: number): boolean {
  let k = at
  while (s.charCodeAt(k) === 42 || s.charCodeAt(k) === 95) k++
  return s.charCodeAt(k) === 46 && (s.charCodeAt(k + 1) === 32 || s.charCodeAt(k + 1) === 10)
}

/** An option letter outside g stands alone in the rest of the clause from `at` (20 characters at most). */
function otherLetterInClause(x: Ctx, g: LetterGroup, at: number): boolean {
  const s = x.s
  const lim = Math.min(x.hi, at + 20)
  for (let i = at; i < lim; i++) {
    const c = s.charCodeAt(i)
    if (isClauseBreak(c) || c === 41 || c === 0xff09) return false
    if (c >= 65 && c <= 90 && (x.info.universe & ~g.mask & (1 << (c - 65))) !== 0 && !isLatin(s.charCodeAt(i - 1)) && !isLatin(s.charCodeAt(i + 1))) return true
  }
  return false
}

/** Another option letter (not in g) follows at `at` after blanks and an optional "option"/"choice". */
function otherLetterNext(x: Ctx, g: LetterGroup, at: number): boolean {
  OTHER_NEXT_Y.lastIndex = at
  const m = OTHER_NEXT_Y.exec(x.s)
  if (m === null) return false
  const c = m[1].charCodeAt(0)
  return (x.info.universe & ~g.mask & (1 << (c - 65))) !== 0
}

const EXCLUDES_Y = /^(?:含|包括|包含)/
const OTHER_NEXT_Y = /\s{0,2}(?:option\s+|choice\s+)?\(?([A-J])(?![A-Za-z])/y

/**
 * Where the clause before a cue starts: at most 40 characters back, after the last clause break (, ， ; ； 。 . ! ? ！ ？
 * newline, 但/但是, 不过, 然而, "but"). Scanned backwards, which finds the last break first.
 */
function clauseStart(x: Ctx, cueStart: number): number {
  const s = x.s
  const from = Math.max(x.lo, cueStart - 40)
  let cut = from
  for (let k = cueStart - 1; k >= from; k--) {
    const c = s.charCodeAt(k)
    if (
      isClauseBreak(c) ||
      c === 0x4f46 /* 但 */ ||
      (k > from && ((c === 0x662f /* 是 */ && s.charCodeAt(k - 1) === 0x4f46) || (c === 0x8fc7 /* 过 */ && s.charCodeAt(k - 1) === 0x4e0d) || (c === 0x800c /* 而 */ && s.charCodeAt(k - 1) === 0x7136))) ||
      ((c === 116 || c === 84) && isBut(s, k, from, cueStart))
    ) {
      cut = c === 0x4f46 && k + 1 < cueStart && s.charCodeAt(k + 1) === 0x662f ? k + 2 : k + 1
      break
    }
  }
  return cut
}

function isClauseBreak(c: number): boolean {
  return c === 44 || c === 0xff0c || c === 59 || c === 0xff1b || c === 0x3002 || c === 46 || c === 33 || c === 63 || c === 0xff01 || c === 0xff1f || c === 10
}

/** "but" as a word ending at k (its t), within [from, to). */
function isBut(s: string, k: number, from: number, to: number): boolean {
  if (k - 2 < from || (s.charCodeAt(k - 1) | 32) !== 117 || (s.charCodeAt(k - 2) | 32) !== 98) return false
  const before = k - 3 >= from ? s.charCodeAt(k - 3) : 32
  const after = k + 1 < to ? s.charCodeAt(k + 1) : 32
  return !isWordCode(before) && !isWordCode(after)
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
}

// A character of each word of DOUBT and ATTRIBUTED, mostly the first (keep in sync; 些 stands for 一些人, 一 being too
// common to filter): clauses without any skip
// the regular expressions.
const FRAMING_FIRST = new WordList(Array.from('不无难未没是如假若倘nuiwd有很许些部考学同初容常用题你您两几三多别另其导老带上主师室男女博网smocy'))

/**
 * How the clause before a cue frames the statement: 1 doubt ("我不确定答案是A", "if the answer is
 * A"), 2 someone else's choice ("有人认为应选B", "many students choose D"), 0 neither.
 */
export function framingBefore(x: Ctx, cueStart: number): number {
  let from = clauseStart(x, cueStart)
  // "所以我跟你同学的选择不一样：我选C": after a colon the model speaks for itself.
  const colon = Math.max(x.s.lastIndexOf('：', cueStart - 1), x.s.lastIndexOf(':', cueStart - 1))
  if (colon >= from && OWN_VOICE_Y.test(x.s.slice(colon + 1, cueStart)) && MODEL_CONTRASTS.test(x.s.slice(from, colon))) from = colon + 1
  if (from < cueStart && FRAMING_FIRST.mayOccur(x.s, from, cueStart)) {
    const clause = x.s.slice(from, cueStart)
    if (DOUBT.test(clause)) return 1
    if (ATTRIBUTED.test(clause)) return 2
  }
  return quotedSpeech(x, cueStart) || speakerLine(x, cueStart) ? 2 : 0
}

const OWN_VOICE_Y = /^[ \t*_]*(?:我|\bI\b)/
// The label before the colon is the model setting itself against someone ("我跟你同学的选择不一样"), not someone's words ("同学说").
const MODEL_CONTRASTS = /^[^说讲道]*(?:我|\bI\b)[^说讲道]*(?:不一样|不同|相反|不一致|differs?|disagree)[^说讲道]*$/

// A line of a transcript that opens with someone else's name: "【助手A】选D，硒。", "@老周：……所以选胺碘酮，B。", "Assistant 2: B".
const SPEAKER_LABEL_Y = /[ \t>*_-]*(?:【([^】\n]{1,12})】|\[([^\]\n]{1,12})\][ \t]*[:：]|@([^\s：:@]{1,12})[ \t]*[:：]|([^\s：:，,。]{1,12})[ \t]*[:：])/y
// Labels naming one of several assistants or models ("助手A", "模型2", "Assistant B"); people are SPEAKER's.
const NUMBERED_ASSISTANT = /(?:助手|模型|AI|GPT|机器人|\b(?:assistant|model|chatbot|bot))[ \t]*(?:[A-Z0-9甲乙丙丁一二三四](?![A-Za-z0-9])|#\d)/i

const SPOKEN_END = /[。！？!?”」』]/
const NOT_A_NAME = /我|的|是|所以|因为|因此|\b(?:I|my|so)\b/i

/** The cue's line opens with a label naming someone other than the model (a transcript, a group chat), or a handle "@name：". */
function speakerLine(x: Ctx, cueStart: number): boolean {
  const s = x.s
  let b = cueStart
  while (b > x.lo && s.charCodeAt(b - 1) !== 10) b--
  SPEAKER_LABEL_Y.lastIndex = b
  const m = SPEAKER_LABEL_Y.exec(s)
  if (m === null || SPEAKER_LABEL_Y.lastIndex > cueStart) return false
  if (m[3] !== undefined) return true
  // A bare label is a name ("助手B：", "带教老师："), not a clause of the model's own ("所以我跟的是同学B那一票：").
  if (m[4] !== undefined && (m[4].length > 8 || NOT_A_NAME.test(m[4]))) return false
  // After a bare label ("老师上课讲过：“……”，照这个推应该是A") the speaker's words end at the first sentence's end or closing quote.
  if (m[4] !== undefined && SPOKEN_END.test(s.slice(SPEAKER_LABEL_Y.lastIndex, cueStart))) return false
  const label = m[1] ?? m[2] ?? m[4]
  return NUMBERED_ASSISTANT.test(label) || SPEAKER.test(label)
}

// Someone other than the model: a person who gave the letter (a teacher, a roommate, a colleague, a forum, another assistant).
const SPEAKER = /老师|带教|护士长|主任|组长|同学|室友|同事|同伴|学长|学姐|师兄|师姐|朋友|网友|家长|群里|别人|他人|对方|另一个(?:模型|助手|AI|回答)|其他(?:模型|助手|AI)|\b(?:teacher|tutor|instructor|attending|resident|friend|colleague|classmate|roommate|someone|somebody|forum|another\s+(?:model|assistant|AI|chatbot)|other\s+(?:model|assistant|AI|chatbot))\b/i
/** Marks that open a quotation: “ 「 『 and the straight quote (whose parity on its line decides). */
const QUOTE_OPEN = new Set([0x201c, 0x300c, 0x300e, 34])

/**
 * The cue stands inside a quotation that someone else spoke ("带教老师……说这题“选A，闭着眼都能选”", 'the other
 * assistant wrote "The answer is A"'): reported speech, not the model's own statement. The quotation opens on
 * the cue's line, within 40 characters, and is not closed before the cue; its sentence names the speaker.
 */
function quotedSpeech(x: Ctx, cueStart: number): boolean {
  const s = x.s
  const lo = Math.max(x.lo, cueStart - 40)
  let q = -1
  for (let k = cueStart - 1; k >= lo; k--) {
    const c = s.charCodeAt(k)
    if (c === 10 || c === 0x201d || c === 0x300d || c === 0x300f) return false
    if (QUOTE_OPEN.has(c)) {
      q = k
      break
    }
  }
  if (q < 0) return false
  // A straight quote may close as well as open: an even count of them before it on its line means it opens.
  if (s.charCodeAt(q) === 34) {
    let n = 0
    for (let k = q - 1; k >= x.lo && s.charCodeAt(k) !== 10; k--) if (s.charCodeAt(k) === 34) n++
    if (n % 2 !== 0) return false
  }
  let b = q
  while (b > x.lo && q - b < 60 && !isSentenceBreak(s.charCodeAt(b - 1))) b--
  return SPEAKER.test(s.slice(b, q))
}

function isSentenceBreak(c: number): boolean {
  return c === 10 || c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 33 || c === 63
}

// A hypothetical: a condition earlier in the sentence (若问“最具特征性”，则应为E; If the question
// had asked about dabigatran, the answer would be C) and a consequent word in the statement itself.
// "如" alone is a condition only where it cannot be 例如 / 如下 / 如图 / 如同 / 如实.
// "- 问“婴幼儿肺炎最常见的细菌病原体”，则选 C": a bulleted line that opens by quoting another question.
const CONDITION = /^[\s*_>#-]*(?:\d{1,2}[.、)）]\s*)?问\s*[“"「『‘]|或(?:者|是)(?:题干|题目|原题|本题)问|[，,；;]\s*问(?!题)|(?:即使|即便|哪怕|就算)[^，,。；;\n]{0,4}(?:题|问|换|改)|若|如果|假如|假设|倘若|要是|万一|设若|否则|不然|换成|换作|换为|(?<![例比诸譬])如(?![下上图此前后何今同实期常])|\b(?:if|suppose|supposing|assuming|otherwise|were\s+the|had\s+the)\b/i
const ASKED_OTHER = /^[\s*_>#-]*(?:\d{1,2}[.、)）]\s*)?问\s*[“"「『‘][^”"」』’\n]{1,24}[”"」』’]\s*[，,]?\s*$/
// "……，问血糖标本则是E": a clause that opens with 问 asks another question.
// 可/可以 ("若需同时做ACTH兴奋试验，可临时选C"): Chinese often drops 则 before a modal.
const CONSEQUENT = /则|那|就|便|会|可以|也(?=应|要|该|会|选|是)|可(?=临时|考虑|改|酌情|选|用|换)|\bwould\b|\bthen\b|\bcould\b|\bmight\b/i
// A condition that changes the question itself ("若题目问…", "如果换成…", "if the question asked…"), or
// reads it one way of several ("若指金标准，应为C；若按最常见的病因，…")
// makes what follows hypothetical even without a consequent word ("若问噻嗪类会升高哪项，选C").
const OTHER_QUESTION = /(?:若|如果|假如|假设|倘若|要是|即使|即便|哪怕|就算|(?<![例比诸譬])如)[^，,。；;\n]{0,4}(?:题|问|换|改|考查?(?!虑|量|验)|是问)|(?:若|如果|假如|倘若|要是)(?:严格|单纯|仅仅?|只|是)?(?:指|按照?|理解为|意思是|本意是|侧重|强调|从)|(?<![A-J]\s?)(?:换成|换作|换为)|改问|换问|\bif\s+(?:the\s+|this\s+)?(?:question|stem|item|vignette)\b|\bif\s+(?:it|they|we|you)\s+(?:had\s+)?(?:asked|were\s+asking)|\bif\s+(?:it|the\s+(?:question|stem|item|source|key))\s+(?:says|asks|means|wants|is\s+asking|refers)/i

// A sentence that opens by supposing a different case ("补充：若患者能遵嘱活动（M6），总分为11分，应选D", "📝 延伸：若父母一方为AB型…"),
// Chinese dropping 则 before the verdict. "若无禁忌，首选A" states a caveat, not another case.
const OPENS_WITH_CASE = /^[\s*_>#-]*(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:(?:补充|注|另|另外|附|备注|PS|延伸|拓展|扩展|提示|小贴士|知识点)[：:，,]\s*)?(?:若|如果|假如|倘若|要是)(?!无|没有|不|非|未)[^，,。；;\n]{1,30}[，,]/u

// "If this patient is pregnant, the answer is labetalol": an English sentence that opens by supposing a case, English
// dropping "then". Not the model's own pressed choice ("If I had to pick, it's B", "If forced to choose, B").
const OPENS_WITH_IF = /^[\s*_>-]*if\s+(?!I\b|I['’]|forced\b|pressed\b|pushed\b|made\s+to\b|you\s+(?:want|need|force|insist|make|ask|press)|we\s+(?:must|have\s+to|had\s+to)|one\s+(?:must|has\s+to)|it\s+(?:must|has\s+to)\s+be\s+one)[^,;.\n]{2,120},\s*$/i

// A clause that opens on the case just supposed ("那样的话", "要是那样"; not "这样的话", which may conclude).
// "比如阳性人数本来是150（那样灵敏度就是75%）": a bracketed consequence of a case supposed before it.
// "……；改成“慢性肾衰晚期”，选蜡样管型": a clause that changes the question, its answer in the next clause.
const OPENS_WITH_CHANGE = /^[\s*_>#-]*(?:若|如果|要是|假如)?(?:题干|题目|问题|问法)?(?:改成|改为|换成|换为|换作)[ \t]*[“"「『‘]/
const THAT_CASE_BRACKETED = /[（(][ \t]*(?:那样|这样)(?:的话|一来)?[^）)\n]{0,16}$/
const THAT_CASE = /^[\s*_>-]*(?:那样的话|那样一来|那种情况下|(?:要是|若是|如果|假如)那样(?:的话)?)/

/**
 * Start of the sentence holding `at`: after 。！？；!?; a newline or an opening parenthesis left open
 * before `at`, at most 80 back. A parenthesis closed before `at` is part of the sentence ("若问“来源于
 * 滤泡旁细胞（C 细胞）”，则选 C": the condition is before it).
 */
function sentenceStart(x: Ctx, at: number): number {
  const s = x.s
  const from = Math.max(x.lo, at - 80)
  let depth = 0
  for (let k = at - 1; k >= from; k--) {
    const c = s.charCodeAt(k)
    if (c === 41 || c === 0xff09) depth++
    else if ((c === 40 || c === 0xff08) && depth > 0) {
      depth--
      continue
    }
    if (c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b || c === 33 || c === 63 || c === 59 || c === 10 || c === 40 || c === 0xff08) return k + 1
    if (c === 46 && s.charCodeAt(k + 1) === 32) return k + 1
  }
  return from
}

/**
 * The sentence holding a letter at `at` opens with a condition on another question ("若题目问新斯的明的
 * 不良反应，D 才正确"): a verdict in it is about that question, not this one.
 */
export function conditionalVerdict(x: Ctx, at: number, verdictEnd = at): boolean {
  const sent = sentenceStart(x, at)
  if (sent < at && OTHER_QUESTION.test(x.s.slice(sent, at))) return true
  // "A would be the right choice if he had CKD": the condition follows the verdict.
  return verdictEnd > at && CONDITION_AFTER.test(x.s.slice(verdictEnd, verdictEnd + 8))
}

const CONDITION_AFTER = /^[ \t,，]*(?:(?:if|when|had|were|in\s+a|for\s+a)\b|若|如果|假如|要是|倘若)/i

/**
 * The statement whose cue starts at cueStart and whose letter starts at letterStart is the
 * consequent of a condition ("若题干改为“最严重的并发症”，则应选A"): the model says what the answer
 * would be for another question, which is not its answer.
 */
export function hypothetical(x: Ctx, cueStart: number, letterStart: number): boolean {
  const from = clauseStart(x, cueStart)
  const sent = sentenceStart(x, from)
  // "疱壁松弛、纳呆便溏就是B，皮疹已退而痛不止就是C" (hedge set 137): cases mapped to different letters in one sentence.
  if (mapsCases(x, sent, letterStart)) return true
  // "有下标就是A，没有就是B": the first of a case and its negation.
  PAIRED_CASE_AFTER_Y.lastIndex = letterStart + 1
  if (/^(?:有|是)/.test(x.s.slice(from, cueStart)) && PAIRED_CASE_AFTER_Y.test(x.s)) return true
  // "我不能排除出题人想考该患者，那样的话就是C": the clause goes on from a case supposed before it.
  if (THAT_CASE.test(x.s.slice(from, cueStart)) || THAT_CASE_BRACKETED.test(x.s.slice(from, cueStart))) return true
  // "…；问“…”则选B": a clause of its own after a semicolon, its condition stated before it.
  if (sent >= from) {
    const cond = x.s.slice(fullSentenceStart(x, from), cueStart)
    // "；问“脾开窍于”，应为C": a restated other question needs no 则.
    if (ASKED_OTHER.test(cond)) return true
    return CONSEQUENT.test(x.s.slice(from, letterStart)) && CONDITION.test(cond)
  }
  // "题目若问“确诊病原”我会犹豫，问的是“诊断依据”，我交C": a clause restating what the item does ask ends the supposition.
  const b = x.s.slice(sent, from)
  const actual = ASKED_ACTUALLY.exec(b)
  const before = actual === null ? b : b.slice(actual.index)
  if (!CONSEQUENT.test(x.s.slice(from, letterStart))) return OTHER_QUESTION.test(before) || OPENS_WITH_CASE.test(before) || ASKED_OTHER.test(before) || OPENS_WITH_IF.test(before) || OPENS_WITH_CHANGE.test(before)
  // The condition may also open the statement's own clause ("……，否则应选B"), or a parallel clause
  // before it in the same sentence ("若题目给的是银翘散，则应选B；给白虎汤，则应为C").
  if (CONDITION.test(x.s.slice(sent, cueStart)) || PAIRED_CASES.test(x.s.slice(sent, cueStart))) return true
  // "如果选项里有…，我可能会犹豫…；可本题没有给它位置，那这道题我愿意写E": a clause turning back to the item as given
  // ends the supposition before it.
  return CONDITION.test(x.s.slice(fullSentenceStart(x, sent), cueStart)) && !TURNS_BACK.test(x.s.slice(sent, cueStart))
}
const CASE_LETTER_G = /就(?:是|选)[ \t]*([A-J])(?![A-Za-z])/g
/** The sentence from `sent` through the one at `at` maps cases to two or more different letters with 就是/就选. */
function mapsCases(x: Ctx, sent: number, at: number): boolean {
  let end = at
  while (end < x.hi && !isSentenceEnd(x.s.charCodeAt(end))) end++
  const region = x.s.slice(sent, end)
  if (region.indexOf('就') === region.lastIndexOf('就')) return false
  let seen = 0
  CASE_LETTER_G.lastIndex = 0
  for (let m = CASE_LETTER_G.exec(region); m !== null; m = CASE_LETTER_G.exec(region)) seen |= 1 << (m[1].charCodeAt(0) - 65)
  return (seen & (seen - 1)) !== 0
}
// "有下标就是A，没有就是B": a case and its negation, each with its letter (the slice ends before the second 就).
const PAIRED_CASES = /(?:有|是)[^，,。；;\n]{0,8}?就(?:是|选)[ \t]*[A-J][ \t]*[，,；;][ \t]*(?:没有|不是|无|否则|不然)[^，,。；;\n]{0,8}$/
const PAIRED_CASE_AFTER_Y = /[ \t]*[，,；;][ \t]*(?:没有|不是|无|否则|不然)[^，,。；;\n]{0,8}?就(?:是|选)[ \t]*[A-J](?![A-Za-z])/y
const ASKED_ACTUALLY = /[，,；;][ \t]*(?:而|可|但是?|不过|然而)?(?:本题|这道?题|此题|题目|题干)?(?:实际(?:上)?)?问的(?:是|却是)/
const TURNS_BACK = /^[ \t]*(?:可|但是?|不过|然而|可是)(?:本题|这道?题|此题|题目|题干|实际上?)/

/** Start of the sentence holding `at` by full stops only (。！？!? or a line break; ； does not end it), at most 120 back. */
function fullSentenceStart(x: Ctx, at: number): number {
  const lim = Math.max(x.lo, at - 120)
  for (let k = at - 1; k >= lim; k--) {
    const c = x.s.charCodeAt(k)
    if (c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 33 || c === 63 || c === 10) return k + 1
  }
  return lim
}

export function clauseEnd(x: Ctx, from: number, max: number): number {
  return sentenceEndFrom(x.s, from, Math.min(x.hi, from + max))
}

/**
 * A verdict mark opening the letter's line ("✅ A. 抗炎", "- ❌ B 镇痛", "- [x] C", "- [ ] D"): 1 for a
 * check, -1 for a cross or an empty box, 0 for none; 2 or -2 for a mark stuck before its letter on a
 * line of such marks ("✔A ✔B ✘C"), which decides alone. Other marks belong to the letter before them
 * ("A:× B:√").
 */
export function markBefore(x: Ctx, g: LetterGroup): number {
  const s = x.s
  let k = g.start
  while (k > x.lo && isMarkGap(s.charCodeAt(k - 1))) k--
  if (k <= x.lo) return 0
  let sign = markSign(s.charCodeAt(k - 1))
  // "涂卡：■A　□B　□C　□D": filled and empty squares on a card line, each its letter's.
  const sq = s.charCodeAt(k - 1)
  if (sign === 0 && (sq === 0x25a0 || sq === 0x25a1) && squareLine(x, k)) return sq === 0x25a0 ? 2 : -2
  if (sign !== 0) k--
  else if (s.charCodeAt(k - 1) === 93 && k - 3 >= x.lo && s.charCodeAt(k - 3) === 91) {
    // "[x]" / "[ ]"
    const b = s.charCodeAt(k - 2)
    sign = b === 120 || b === 88 || markSign(b) > 0 || isFillMark(b) ? 1 : b === 32 ? -1 : 0
    k -= 3
    // "[ ] A  [ ] B  [■] C  [ ] D": a line of boxes, each its letter's.
    if (sign !== 0 && boxLine(x, k)) return 2 * sign
  }
  if (sign === 0) return 0
  // (a blank may part them on a line of such marks: "☑ A ☑ B ☐ C")
  const attached = k === g.start - 1 || (k === g.start - 2 && (s.charCodeAt(g.start - 1) === 0xfe0f || s.charCodeAt(g.start - 1) === 32))
  while (k > x.lo && isMarkGap(s.charCodeAt(k - 1))) k--
  if (k === x.lo || s.charCodeAt(k - 1) === 10) return sign
  // "✔A ✔B ✘C ✔D": on a line that opens with a mark stuck to its letter, each mark is its letter's.
  return attached && markLedLine(x, k) ? 2 * sign : 0
}

// A line of filled and empty squares before letters, after a short label: "涂卡：■A　□B　□C　□D".
const SQUARE_LINE = /^[ \t>*_-]*(?:[^\n：:■□]{1,12}[：:])?[ \t\u3000]*(?:[■□][ \t]?[A-J](?![A-Za-z])[ \t\u3000]*){2,}$/

function squareLine(x: Ctx, k: number): boolean {
  const line = shortLineAt(x, k)
  return line !== null && line.includes('□') && SQUARE_LINE.test(line)
}

// A line of boxes, each before its letter, two or more: "[ ] A  [ ] B  [■] C". What may fill a box is card.ts's.
const BOX_LINE = /^[ \t>*_-]*(?:\[[^\]\n]\][ \t]*[A-J](?![A-Za-z])[ \t]*){2,}$/

function boxLine(x: Ctx, k: number): boolean {
  const line = shortLineAt(x, k)
  return line !== null && BOX_LINE.test(line)
}

/** The line holding k (within the context), when it is short enough to be a row of marks (80 characters), else null. */
function shortLineAt(x: Ctx, k: number): string | null {
  const s = x.s
  const a = Math.max(x.lo, s.lastIndexOf('\n', k - 1) + 1)
  let e = s.indexOf('\n', k)
  if (e < 0 || e > x.hi) e = x.hi
  return e - a <= 80 ? s.slice(a, e) : null
}

/** The line holding k opens with a mark stuck to an option letter ("✔A …"), after a short label if any ("> 勾选结果：☑A ☑B ☐C"). */
function markLedLine(x: Ctx, k: number): boolean {
  const s = x.s
  let i = s.lastIndexOf('\n', k - 1) + 1
  while (i < k && (isMarkGap(s.charCodeAt(i)) || s.charCodeAt(i) === 62)) i++
  // A blank may part each mark from its letter when the line opens with a mark or with a label ended
  // by a blank; after "A:×" a mark is the letter's before it ("A:× B:× C:× D:√").
  let spaced = true
  if (markSign(s.charCodeAt(i)) === 0) {
    // The label ends at a colon, or at a blank before the first mark ("属于十九畏的药对 ☑ A ☑ B").
    let colon = i
    while (colon < k && colon - i <= 12 && s.charCodeAt(colon) !== 0xff1a && s.charCodeAt(colon) !== 58 && s.charCodeAt(colon) !== 10 && !(s.charCodeAt(colon) === 32 && markSign(s.charCodeAt(colon + 1)) !== 0)) colon++
    const blankLabel = s.charCodeAt(colon) === 32
    if (colon > k || (colon === k && !blankLabel) || colon - i > 12 || s.charCodeAt(colon) === 10) return false
    spaced = blankLabel
    i = colon + 1
    while (i < k && isMarkGap(s.charCodeAt(i))) i++
  }
  if (markSign(s.charCodeAt(i)) === 0) return false
  i++
  if (s.charCodeAt(i) === 0xfe0f) i++
  if (spaced && s.charCodeAt(i) === 32) i++
  const c = s.charCodeAt(i)
  return c >= 65 && c <= 90 && (x.info.universe & (1 << (c - 65))) !== 0
}

/** ✅ ✔ ☑ ✓ → 1, ❌ ✗ ✘ × and an empty box ☐ → -1, else 0. (☒ is left out: forms use it for checked.) */
export function markSign(c: number): number {
  // √ is the check mark of Chinese answer sheets (打√).
  if (c === 0x2705 || c === 0x2714 || c === 0x2611 || c === 0x2713 || c === 0x221a) return 1
  if (c === 0x274c || c === 0x2717 || c === 0x2718 || c === 0xd7 || c === 0x2610) return -1
  return 0
}

function isMarkGap(c: number): boolean {
  return c === 32 || c === 9 || c === 42 || c === 95 || c === 45 || c === 0xfe0f || c === 0x3000
}
