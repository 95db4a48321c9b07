// An answer card: one bracketed cell per option, in order, the chosen ones blacked out
// ("第12题 [A] [■] [C] [D] [E]", "【A】【B】【●】【D】"). A filled cell hides its letter, so only its
// place in the row names the option; a row with every letter still showing is an unfilled card. A cell may also keep
// its letter after its mark ("[■A] [■B] [□C] [□D] [■E]"): a filled mark chooses it, an empty one does not.

import { blankOut } from '../text/width'
import type { Assertion, Ctx } from './context'

const OPEN = new Set(['[', '【', '［', '(', '（'])
/** An opening bracket right before an option letter or a fill mark. */
const OPEN_G = /[[【［(（][ \u3000]*(?:[■●█◼▇▉◆✓✔√☑✅□○☐◻][ \u3000]*)?[A-J■●█◼▇▉◆✓✔√☑✅][ \u3000]*[\]】］)）]/g
const CLOSE: Record<string, string> = { '[': ']', '【': '】', '［': '］', '(': ')', '（': '）' }
/** Marks a pencil or a form leaves in a filled cell. */
const FILL = new Set(['■', '●', '█', '◼', '▇', '▉', '◆', '✓', '✔', '√', '☑', '✅'])
/** Marks of a cell left empty before its letter ("[□C]"). */
const EMPTY = new Set(['□', '○', '☐', '◻'])

/** A mark a pencil or a form leaves in a filled cell or box ("[■] C" as well as a card row's "[■]"). */
export function isFillMark(c: number): boolean {
  return FILL.has(String.fromCharCode(c))
}

interface Row {
  mask: number
  start: number
  end: number
}

/**
 * The cells of the card row opening at k, or null when the line holds no whole row of the options. Under a line of the
 * letters themselves (`headed`), a cell may be left blank ("[ ]  [■]  [ ]" under "A    B    C"): its place names it.
 */
function rowAt(s: string, k: number, to: number, universe: number, headed = false): Row | null {
  const open = s[k]
  const close = CLOSE[open]
  let mask = 0
  let cell = 0
  let i = k
  while (i < to && s[i] === open) {
    let j = i + 1
    while (s[j] === ' ' || s[j] === '\u3000') j++
    if (headed && s[j] === close) {
      cell++
      i = j + 1
      while (i < to && (s[i] === ' ' || s[i] === '\t' || s[i] === '\u3000')) i++
      continue
    }
    let c = s[j]
    j++
    while (s[j] === ' ' || s[j] === '\u3000') j++
    // "[■A]" / "[□C]": a mark, then the cell's own letter.
    if ((FILL.has(c) || EMPTY.has(c)) && s[j] === String.fromCharCode(65 + cell)) {
      if (EMPTY.has(c)) c = s[j]
      j++
      while (s[j] === ' ' || s[j] === '\u3000') j++
    }
    if (s[j] !== close) return null
    if (c !== String.fromCharCode(65 + cell)) {
      if (!FILL.has(c)) return null
      mask |= 1 << cell
    }
    cell++
    i = j + 1
    while (i < to && (s[i] === ' ' || s[i] === '\t' || s[i] === '\u3000')) i++
  }
  // Every option has its cell, and nothing but blanks or a closing remark follows on the line.
  if (universe !== (1 << cell) - 1 || (i < to && s[i] === open)) return null
  return { mask, start: k, end: i }
}

// An answer card left unfilled: a row of bracketed cells, A to at least D in order, every one still showing its letter,
// each with an empty box ("[□A] [□B] [□C] [□D]") or the row under a card's name ("答题卡：[A] [B] [C] [D] [E]"). It names
// every option and chooses none, so it is blanked. A row with a filled cell ("[A] [■] [C] [D]", "[■A] [□B]") is an
// answer card, which answerCard reads; "Selected: [A] [B] [C] [D]" chooses all four.
const UNFILLED_CELL = (letter: string) => `[[【][ \\u3000]*[□○☐◻]?[ \\u3000]*${letter}[ \\u3000]*[\\]】]`
/** Cells for A to D in order, then E to J as far as they go, joined by blanks; nothing of the kind after the last. */
const cellRow = (cell: (letter: string) => string, after: string) =>
  new RegExp(
    ['A', 'B', 'C', 'D'].map(cell).join('[ \\t\\u3000]*') +
      ['E', 'F', 'G', 'H', 'I', 'J'].reduceRight((rest, letter) => `(?:[ \\t\\u3000]*${cell(letter)}${rest})?`, '') +
      after,
    'g',
  )
const UNFILLED_CARD_G = cellRow(UNFILLED_CELL, '(?![ \\t\\u3000]*[[【])')
const EMPTY_BOX_G = /[□○☐◻]/g
const CARD_NAME = /(?:答题卡|涂卡|机读卡|answer\s*(?:card|sheet)|bubble\s*sheet)[^\n]{0,12}$/i

// "填涂区：A ○　B ○　C ○　D ○　E ○": each letter beside its own circle or box. The empty ones are blanked, and the marks of
// the filled ones, so that a row with none filled chooses nothing and "A ●　B ●　C ○ …" reads as the letters A and B.
const MARKED_CELL = (letter: string) => `${letter}[ \\t\\u3000]*[○◯□☐◻●◉■█✓✔☑]`
const MARKED_ROW_G = cellRow(MARKED_CELL, '(?![ \\t\\u3000]*[A-J■●])')
const EMPTY_CELL_G = /[A-J][ \t\u3000]*[○◯□☐◻]/g
// "│ ○A ○B ○C ○D ●E │" (or "〇A", an ideographic zero drawn as the bubble, hedge set 129): a round bubble before its letter, read the same way (boxes before letters, "☑ A ☐ C", are a
// checklist's, read as marked options).
const MARKED_FIRST_CELL = (letter: string) => `[○◯〇●◉][ \\t\\u3000]*${letter}`
const MARKED_FIRST_ROW_G = cellRow(MARKED_FIRST_CELL, '(?![ \\t\\u3000]*[○◯〇●◉])')
const EMPTY_FIRST_CELL_G = /[○◯〇][ \t\u3000]*[A-J]/g
const BUBBLE_G = /[●◉]/g
const FILL_MARK_G = /[●◉■█✓✔☑]/g
const ROUND_BOX = /[○◯〇□☐◻]/

function unfilledCardBlanked(s: string, row: string, at: number): string {
  const cells = row.split(/[\]】]/).length - 1
  if ((row.match(EMPTY_BOX_G)?.length ?? 0) === cells) return blankOut(row)
  return CARD_NAME.test(s.slice(Math.max(0, at - 40), at)) ? blankOut(row) : row
}

// "ANSWER SHEET\n  ( ● ) A\n  (   ) B" (hedge set 127): a bubble drawn as a bracket opening its line before a letter. It is
// read as the bare mark ("● A", "○ B"), padded to the bracket's length.
const BRACKET_BUBBLE_G = /^([ \t]*)[(（][ \t\u3000]*([●◉■✓✔xX])?[ \t\u3000]*[)）](?=[ \t]*[A-J](?![A-Za-z]))/gm

function bubbleInBrackets(cell: string, indent: string, mark: string | undefined): string {
  return indent + (mark !== undefined ? '●' : '○') + ' '.repeat(cell.length - indent.length - 1)
}

/** s with its unfilled card rows blanked and its rows of marked letters reduced to the filled letters (length kept). */
export function cardRowsPrepared(s: string, from: number): string {
  if (s.indexOf('D', from) < 0) return s
  if (s.indexOf('[', from) >= 0 || s.indexOf('【', from) >= 0) s = s.replace(UNFILLED_CARD_G, (row, at: number, all: string) => unfilledCardBlanked(all, row, at))
  if (s.indexOf('(', from) >= 0 || s.indexOf('（', from) >= 0) s = s.replace(BRACKET_BUBBLE_G, bubbleInBrackets)
  if (ROUND_BOX.test(s)) {
    s = s.replace(MARKED_ROW_G, (row) => row.replace(EMPTY_CELL_G, blankOut).replace(FILL_MARK_G, ' '))
    s = s.replace(MARKED_FIRST_ROW_G, (row) => row.replace(EMPTY_FIRST_CELL_G, blankOut).replace(BUBBLE_G, ' '))
  }
  return s
}

// The letters alone over a card's cells: "   A    B    C    D    E".
const LETTER_HEADER = /^[ \t\u3000]*A[ \t\u3000]+B[ \t\u3000]+C[ \t\u3000]+D(?:[ \t\u3000]+[E-J])*[ \t\u3000]*$/

/** The last filled answer-card row in the region, or null. Two filled cells on a single-answer item give no answer. */
export function answerCard(x: Ctx): Assertion | null {
  const s = x.s
  // Most outputs hold no bracket that could open a row: one search says so before any line is walked.
  OPEN_G.lastIndex = x.lo
  const first = OPEN_G.exec(s)
  if (first === null || first.index >= x.hi) return boxedLetters(x) ?? bareBoxedLetters(x) ?? tableCard(x) ?? keptLines(x)
  let found: Row | null = null
  for (let from = Math.max(x.lo, s.lastIndexOf('\n', first.index) + 1); from < x.hi; ) {
    let nl = s.indexOf('\n', from)
    if (nl < 0 || nl > x.hi) nl = x.hi
    const headed = from > x.lo && LETTER_HEADER.test(s.slice(Math.max(x.lo, s.lastIndexOf('\n', from - 2) + 1), from - 1))
    for (let k = from; k < nl; k++) {
      if (!OPEN.has(s[k])) continue
      const row = rowAt(s, k, nl, x.info.universe, headed)
      if (row !== null && row.mask !== 0) found = row
      if (row !== null) break
    }
    from = nl + 1
  }
  if (found === null) return boxedLetters(x) ?? bareBoxedLetters(x) ?? tableCard(x) ?? keptLines(x)
  let end = found.end
  while (end > found.start && /\s/.test(s[end - 1])) end--
  return { mask: chosenOnCard(x, found.mask), start: found.start, end, rule: 'answer_card' }
}

const TABLE_RULE = /^[ \t]*\|?[ \t]*:?-{3,}/

/**
 * A card drawn as a table (hedge set 125): the options' letters head consecutive columns, and the one row of marks under
 * them fills some ("| 题号 | A | B | C | D |\n|---|---|---|---|---|\n| 14 | ● | ○ | ○ | ○ |"). Several marked rows
 * (several questions) or a cell holding anything but a mark give none.
 */
function tableCard(x: Ctx): Assertion | null {
  const s = x.s
  const pipe = s.indexOf('|', x.lo)
  if (pipe < 0 || pipe >= x.hi) return null
  const lines = s.slice(x.lo, x.hi).split('\n')
  let at = x.lo
  const starts = lines.map((l) => {
    const k = at
    at += l.length + 1
    return k
  })
  const n = 32 - Math.clz32(x.info.universe)
  for (let h = 0; h + 2 < lines.length; h++) {
    const head = lines[h].split('|').map((c) => c.replace(/[*_ \t]/g, ''))
    const col = head.indexOf('A')
    if (col < 0 || !TABLE_RULE.test(lines[h + 1])) continue
    let ok = true
    for (let k = 0; k < n && ok; k++) ok = head[col + k] === String.fromCharCode(65 + k)
    if (!ok) continue
    let found: Assertion | null = null
    for (let r = h + 2; r < lines.length && lines[r].includes('|'); r++) {
      const cells = lines[r].split('|').map((c) => c.trim())
      let mask = 0
      for (let k = 0; k < n && ok; k++) {
        const c = cells[col + k] ?? ''
        if (c === '' || EMPTY.has(c)) continue
        if (FILL.has(c)) mask |= 1 << k
        else ok = false
      }
      if (!ok) return null
      if (mask === 0) continue
      if (found !== null) return null
      found = { mask: chosenOnCard(x, mask), start: starts[h], end: starts[r] + lines[r].trimEnd().length, rule: 'answer_card' }
    }
    return found
  }
  return null
}

// A box, filled or empty, then an option's letter: "[■] A   [ ] B".
// ("[+] A  Bacillus anthracis … [-] D  Listeria …", hedge set 137: a plus kept, a minus not)
const BOX_LETTER_G = /[[【(（][ \u3000]*([■●█◼▇▉◆✓✔√☑✅xX+\-−]?)[ \u3000]*[\]】)）][ \t\u3000]*([A-J])(?![A-Za-z])/g

/**
 * A card of boxes each before its letter, in any layout (hedge set 129: "│  [■] A   [ ] B   [ ] C  │\n│  [ ] D   [ ] E  │"):
 * every option boxed exactly once, the filled boxes the answer. Two filled on a single-answer item give none.
 */
function boxedLetters(x: Ctx): Assertion | null {
  return everyOptionMarked(x, BOX_LETTER_G, (m) => m[1] !== '' && m[1] !== '-' && m[1] !== '−')
}

// A box glyph, empty or filled, then an option's letter: "│ Q14  ☐ A  ☐ B  ■ C  ☐ D  ☐ E │" (hedge set 131). (A crossed box, ☒, is
// read neither way.)
// Bubbles too, a line each ("◉ A 核心体温＞40℃——…\n○ D 意识清楚…", hedge set 137).
const BARE_BOX_LETTER_G = /([☐□◻■☑✅✓✔○◯〇●◉])[ \t\u3000]*([A-J])(?![A-Za-z])/g
const EMPTY_BOX = /[☐□◻○◯〇]/
const FILLED_BOX = new Set(['■', '☑', '✅', '✓', '✔', '●', '◉'])

/** The same card with bare box glyphs: every option boxed exactly once, some boxes empty, the filled ones the answer. */
function bareBoxedLetters(x: Ctx): Assertion | null {
  if (!EMPTY_BOX.test(x.s)) return null
  return everyOptionMarked(x, BARE_BOX_LETTER_G, (m) => FILLED_BOX.has(m[1]))
}

// A line opening with a word that keeps or drops the option whose letter follows: "收  A 晕针 —— …", "收录 ← A 鼻塞",
// "弃  E 得气", "不收 ← E 反复鼻出血" (hedge set 129). Anchored by the m flag rather than a look-behind, which would be
// tried at every position of every output.
const KEPT_LINE_G = /^[ \t>*_-]*(不收|弃|舍|落选|不选|剔除|排除|收录|收|入选|选中|保留|取)[ \t]*(?:[←→⇐⇒:：|｜-]+[ \t]*)?([A-J])(?![A-Za-z])/gm
const DROP_WORDS = new Set(['不收', '弃', '舍', '落选', '不选', '剔除', '排除'])

/** Every option on a line of its own that keeps or drops it, some kept and some dropped: the kept ones. */
function keptLines(x: Ctx): Assertion | null {
  return everyOptionMarked(x, KEPT_LINE_G, (m) => !DROP_WORDS.has(m[1]))
}

/**
 * Matches of `re` (group 2 an option's letter) name every option exactly once, some kept (by `kept`) and some not: the
 * kept ones, as an answer card. Null when an option is missing, named twice, or all or none are kept.
 */
function everyOptionMarked(x: Ctx, re: RegExp, kept: (m: RegExpExecArray) => boolean): Assertion | null {
  const s = x.s
  const seen = new Map<number, boolean>()
  let start = -1
  let end = -1
  re.lastIndex = x.lo
  for (let m = re.exec(s); m !== null && m.index < x.hi; m = re.exec(s)) {
    const l = m[2].charCodeAt(0) - 65
    if (seen.has(l)) return null
    seen.set(l, kept(m))
    if (start < 0) start = m.index
    end = m.index + m[0].length
  }
  let mask = 0
  for (let l = 0; l < 10; l++) {
    if (((x.info.universe & (1 << l)) !== 0) !== seen.has(l)) return null
    if (seen.get(l) === true) mask |= 1 << l
  }
  if (mask === 0 || mask === x.info.universe) return null
  return { mask: chosenOnCard(x, mask), start, end, rule: 'answer_card' }
}

/** A card's filled options as the answer: on a single-answer item, two or more filled give none. */
function chosenOnCard(x: Ctx, mask: number): number {
  return !x.multi && (mask & (mask - 1)) !== 0 ? 0 : mask
}
