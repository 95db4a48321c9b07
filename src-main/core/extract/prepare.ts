import { blankOut, foldWidth } from '../text/width'
import { cardRowsPrepared } from './card'
import { firstOpening, splitReasoning } from './think'

// Turns a raw model output into the text the answer rules read. Every transformation keeps the
// string length (so no NFKC, which may change it): an offset into the prepared text is also an
// offset into the original output, and the span shown to a clinician is exactly what the model wrote.

// Full-width letters, digits and the brackets the rules read as syntax (Ａ, ０, ＜, ＞, ｛, ｝, ＼)
// are folded to half-width, one UTF-16 unit for one, but only when an output contains one: they
// are rare, while full-width punctuation (，：（）) is in nearly every Chinese output and is matched
// in both widths directly, which is cheaper than rebuilding the string. Circled and parenthesised
// letters (Ⓒ, ⓒ, ⒞) become capitals.
const RARE = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF1C\uFF1E\uFF3C\uFF5B\uFF5D\u249C-\u24E9]/
const ENCLOSED = /[\u249C-\u24E9]/
const ENCLOSED_G = /[\u249C-\u24E9]/g

function enclosedToCapital(ch: string): string {
  const c = ch.charCodeAt(0)
  // ⒜–⒵ 249C–24B5, Ⓐ–Ⓩ 24B6–24CF, ⓐ–ⓩ 24D0–24E9
  const i = c >= 0x24d0 ? c - 0x24d0 : c >= 0x24b6 ? c - 0x24b6 : c - 0x249c
  return String.fromCharCode(65 + i)
}

// Enclosed letters outside the BMP (two UTF-16 units each): parenthesised 🄐, squared 🄰, negative
// circled 🅐 and negative squared 🅰. Each becomes a blank and the capital, so lengths still match.
const ENCLOSED_SMP_G = /\uD83C[\uDD10-\uDD29\uDD30-\uDD49\uDD50-\uDD69\uDD70-\uDD89]/g

function smpToCapital(pair: string): string {
  const low = pair.charCodeAt(1) - 0xdd10
  return ' ' + String.fromCharCode(65 + (low % 32))
}

// Mathematical letters (bold 𝐀, italic 𝐴, sans-serif 𝖠 …: U+1D400–1D6A3, 52 per style, capitals
// first): a blank and the plain letter.
const MATH_LETTER_G = /\uD835[\uDC00-\uDEA3]/g

function mathToLetter(pair: string): string {
  const i = (pair.charCodeAt(1) - 0xdc00) % 52
  return ' ' + String.fromCharCode(i < 26 ? 65 + i : 97 + i - 26)
}

// A full-width lower-case letter standing alone (选项 ｂ, （ｃ）) is an option letter as its circled form is: words
// and units written in full width (ｍｇ, ｐＨ) have another letter beside them.
const LONE_FULL_LOWER_G = /(?<![A-Za-z\uFF21-\uFF3A\uFF41-\uFF5A])[\uFF41-\uFF4A](?![A-Za-z\uFF21-\uFF3A\uFF41-\uFF5A])/g

function fullLowerToCapital(ch: string): string {
  return String.fromCharCode(ch.charCodeAt(0) - 0xff41 + 65)
}

// A letter in tortoise-shell brackets ("病机为〔Ａ〕脾不统血") reads as one in （）.
const SHELL_LETTER_G = /\u3014([A-Ja-j\uFF21-\uFF2A\uFF41-\uFF4A])\u3015/g

function foldIfRare(s: string): string {
  let t = s.indexOf('\uD83C') >= 0 ? s.replace(ENCLOSED_SMP_G, smpToCapital) : s
  if (t.indexOf('\u3014') >= 0) t = t.replace(SHELL_LETTER_G, '\uFF08$1\uFF09')
  if (t.indexOf('\uD835') >= 0) t = t.replace(MATH_LETTER_G, mathToLetter)
  if (!RARE.test(t)) return t
  const f = foldWidth(t.replace(LONE_FULL_LOWER_G, fullLowerToCapital))
  return ENCLOSED.test(f) ? f.replace(ENCLOSED_G, enclosedToCapital) : f
}

// End-of-turn tokens some servers leave in the text ("C<|return|>", "答案：B</s>"): not part of the answer.
const END_TOKEN = /<\|(?:return|end|im_end|eot_id|endoftext|end_of_text|eos|call)\|>|<\/s>/
const END_TOKEN_G = /<\|(?:return|end|im_end|eot_id|endoftext|end_of_text|eos|call)\|>|<\/s>/g

// Struck-through text ("**答案：~~A~~ C**", "Answer: ~~A~~ → **B**") is what the model deleted.
// A tilde inside ("~~D. 6~7cm~~": a range) does not end it.
const STRIKE_G = /~~(?:(?!~~)[^\n]){1,60}?~~/g

const DIFF_BLOCK_G = /```diff[ \t]*\n[\s\S]*?(?:```|$)/g
const REMOVED_LINE_G = /^-(?!--)[^\n]*/gm

// Tortoise-shell brackets ("答案〔B〕") read as the lenticular ones the rules know (one unit for one).
const SHELL_G = /[〔〕]/g

// HTML bold ("<b>A</b>", "<strong>C</strong>") reads as markdown's, one star per character of its tags; only a pair of
// lower-case tags on one line ("<B>" alone is a letter in the platform's answer format).
const HTML_BOLD = /<(b|strong)>[^<>\n]{1,200}<\/\1>/
const HTML_BOLD_G = /<(b|strong)>([^<>\n]{1,200})<\/\1>/g
const starred = (_m: string, tag: string, inner: string): string => '*'.repeat(tag.length + 2) + inner + '*'.repeat(tag.length + 3)

const LATEX_SPACE = /\\(?:[ ,;:!>]|q?quad\b|enspace\b|thinspace\b)/
const LATEX_SPACE_G = /\\(?:[ ,;:!>]|q?quad\b|enspace\b|thinspace\b)/g

const LATEX_LETTER = /\\(?:textbf|mathbf|text|mathrm|textrm)\{\s*[A-J]\s*\}/
const LATEX_LETTER_G = /\$?\\(?:textbf|mathbf|text|mathrm|textrm)\{\s*[A-J]\s*\}\$?/g

/** The formula around one letter blanked, the letter kept in place. */
function keepLetter(m: string): string {
  const at = m.search(/[A-J](?=\s*\})/)
  return ' '.repeat(at) + m[at] + ' '.repeat(m.length - at - 1)
}

export interface Prepared {
  /** Same length as the original output; reasoning blanked. */
  s: string
  /** First and one-past-last non-blank index of the readable region. */
  lo: number
  hi: number
  /** Reasoning was opened and never closed: the model ran out before answering, or answered inside it. */
  thinkUnclosed: boolean
  /** Where the text of that unclosed reasoning starts, after its opening tag (-1 when none). */
  thoughtFrom: number
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0x3000 || c === 0xa0 || c === 0x200b || c === 0xfeff
}

/** The readable text of output[from, to): folded, end tokens blanked, everything else blanked. */
function readable(output: string, from: number, to: number): Prepared {
  let s = from === 0 && to === output.length ? foldIfRare(output) : ' '.repeat(from) + foldIfRare(output.slice(from, to)) + ' '.repeat(output.length - to)
  if (s.indexOf('<', from) >= 0 && END_TOKEN.test(s)) s = s.replace(END_TOKEN_G, blankOut)
  if (s.indexOf('~~', from) >= 0) s = s.replace(STRIKE_G, blankOut)
  if (s.indexOf('〔', from) >= 0) s = s.replace(SHELL_G, (c) => (c === '〔' ? '【' : '】'))
  if (s.indexOf('<', from) >= 0 && HTML_BOLD.test(s)) s = s.replace(HTML_BOLD_G, starred)
  s = cardRowsPrepared(s, from)
  // "```diff\n- 作答：A（白癜风）\n+ 作答：\n```" (hedge set 133): a diff's removed lines are what the model deleted.
  if (s.indexOf('```diff', from) >= 0) s = s.replace(DIFF_BLOCK_G, (block) => block.replace(REMOVED_LINE_G, blankOut))
  // LaTeX spacing inside formulas ("\\boxed{A,\\ C,\\ D}", "A\\quad B") is space to a reader.
  if (s.indexOf('\\', from) >= 0 && LATEX_SPACE.test(s)) s = s.replace(LATEX_SPACE_G, blankOut)
  // "选择：$\\textbf{B}$": a letter set in a formula's bold or text face is the letter.
  if (s.indexOf('\\', from) >= 0 && LATEX_LETTER.test(s)) s = s.replace(LATEX_LETTER_G, keepLetter)
  let lo = from
  let hi = to
  while (lo < hi && isBlank(s.charCodeAt(lo))) lo++
  while (hi > lo && isBlank(s.charCodeAt(hi - 1))) hi--
  return { s, lo, hi, thinkUnclosed: false, thoughtFrom: -1 }
}

/**
 * Prepares an output: reasoning blanked (a letter the model considered while thinking must never
 * count). Reasoning markers are ASCII (and ◁▷), so reasoning is found in the raw output and only
 * the answer is folded: a long thought costs one scan.
 */
export function prepare(output: string): Prepared {
  const r = splitReasoning(output)
  if (r === null) return readable(output, 0, output.length)
  // "答案是 A。\n<think>…</think>\n为什么不选其他：…": an answer written before the reasoning is read
  // with what follows it; only the reasoning itself is blanked.
  const open = r.unclosed || r.from === 0 ? -1 : firstOpening(output)
  if (open > 0 && open < r.from && !isBlankRange(output, 0, open) && !ROLE_TOKENS.test(output.slice(0, open))) {
    const p = readable(output, 0, r.to)
    p.s = p.s.slice(0, open) + ' '.repeat(r.from - open) + p.s.slice(r.from)
    return p
  }
  const p = readable(output, r.from, r.to)
  if (r.unclosed) {
    p.thinkUnclosed = true
    p.thoughtFrom = r.thought
  }
  return p
}

// A chat template's own tokens before the reasoning ("<|start|>assistant<|channel|>analysis…"): no answer.
const ROLE_TOKENS = /^\s*(?:<\|[a-z_]+\|>\s*|(?:assistant|system|user)\b\s*)+$/

function isBlankRange(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isBlank(s.charCodeAt(i))) return false
  return true
}

/** The output from `from` on (a final-answer line inside unclosed reasoning), prepared. */
export function prepareFrom(output: string, from: number): Prepared {
  return readable(output, from, output.length)
}
