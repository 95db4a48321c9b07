// Answers in markdown table rows. A model that corrects itself in a table writes the old and the new
// answer side by side under headers that say which is which:
//
//   | 项目 | 原答案 | 更正后 |
//   |---|---|---|
//   | 本题答案 | A | B |
//
// The letter under the corrected column is the answer, not the first letter after the row's label.

import type { Ctx } from './context'
import { isBlankCode, isMarkdown, readGroup, type LetterGroup, type LetterMask } from './letters'

// A header that names the column holding the answer the model settled on.
// A header naming the answer itself: "| 题目 | 答案 |", "| Question | Answer |".
const ANSWER_TITLE = /^[\s*_]*(?:最终|本题|我的)?(?:答案|作答|所选|所选答案|选择)[\s*_]*$|^[\s*_]*(?:final\s+|my\s+)?(?:answer|choice|selection)[\s*_]*$/i
const CORRECTED = /更正|修正|纠正|改正|订正|修订|改为|改后|最终|现答案|新答案|复核后|\b(?:corrected|revised|final|updated|new|amended)\b/i

export interface Cell {
  mask: LetterMask
  end: number
}

/**
 * When the letters ending at `from` stand in a table cell and a later cell of the same row holds
 * only letters under a header naming a correction ("更正后", "Revised"), that cell; else null.
 */
export function correctedCell(x: Ctx, from: number): Cell | null {
  const s = x.s
  const lineEnd = endOfLine(s, from, x.hi)
  let pipe = from
  while (pipe < lineEnd && s.charCodeAt(pipe) !== 124) pipe++
  if (pipe >= lineEnd || !blanksOrNote(s, from, pipe)) return null
  let found: Cell | null = null
  let foundColumn = -1
  while (pipe >= 0 && pipe < lineEnd) {
    let k = pipe + 1
    while (k < lineEnd && (isBlankCode(s.charCodeAt(k)) || isMarkdown(s.charCodeAt(k)))) k++
    let next = k
    while (next < lineEnd && s.charCodeAt(next) !== 124) next++
    const cellEnd = next
    const g = k < cellEnd ? readGroup(s, k, cellEnd, x.info.universe, false) : null
    if (g !== null && g.mask !== 0 && blanksOrNote(s, g.end, cellEnd)) {
      found = { mask: g.mask, end: g.end }
      foundColumn = columnOf(s, k)
    }
    pipe = next < lineEnd ? next : -1
  }
  if (found === null) return null
  const header = headerRow(x, from)
  if (header === null) return null
  const cells = header.split('|')
  const title = cells[foundColumn]
  return title !== undefined && CORRECTED.test(title) ? found : null
}

/**
 * The letters of g fill a table cell on their own under a header naming the corrected answer
 * ("| 题号 | 原填答案 | 更正后答案 |" … "| 本题 | A | B |": 'corrected_cell') or the answer itself ("| 题目 | 答案 |"
 * … "| 乙肝传染性强的指标 | B、C |": 'answer_cell'): the row states the answer even when its label is no answer
 * cue. Else null.
 */
export function answerColumnOf(x: Ctx, g: LetterGroup): 'corrected_cell' | 'answer_cell' | null {
  const s = x.s
  const lineStart = s.lastIndexOf('\n', g.start - 1) + 1
  let open = g.start
  while (open > lineStart && (isBlankCode(s.charCodeAt(open - 1)) || isMarkdown(s.charCodeAt(open - 1))) && s.charCodeAt(open - 1) !== 124) open--
  if (open <= lineStart || s.charCodeAt(open - 1) !== 124) return null
  const lineEnd = endOfLine(s, g.end, x.hi)
  let close = g.end
  while (close < lineEnd && s.charCodeAt(close) !== 124) close++
  if (close >= lineEnd || !blanksOrNote(s, g.end, close)) return null
  const header = headerRow(x, g.start)
  if (header === null) return null
  const name = header.split('|')[columnOf(s, g.start)]
  return name === undefined ? null : CORRECTED.test(name) ? 'corrected_cell' : ANSWER_TITLE.test(name) ? 'answer_cell' : null
}

// A header naming a column of yes/no verdicts on each row's option ("是否入选", "对错", "Correct?", "判定", hedge set 127).
const VERDICT_HEADER = /是否|入选|当选|对错|正误|判断|判定|结论|选否|\b(?:verdict|correct|true|include[ds]?|select(?:ed)?|chosen|choose|pick(?:ed)?)\b/i
// ● / ○: a filled and an empty dot under "入选".
const YES = /^(?:是|对|正确|入选|当选|选中|选|✓|✔|√|✅|●|yes|y|true|correct)(?![\u3400-\u9fffA-Za-z])/i
const NO = /^(?:否|不是|错|错误|不正确|不选|不入选|×|✗|✘|❌|○|no|n|false|incorrect|wrong)(?![\u3400-\u9fffA-Za-z])/i

/**
 * The verdict on g's option in a table row it labels, read from a yes/no column ("| A | 抗炎 | 是 |"
 * under "| 选项 | 作用 | 是否入选 |"): 1 yes, -1 no, 0 none.
 */
export function rowVerdict(x: Ctx, g: LetterGroup): number {
  if (g.items !== 1) return 0
  const s = x.s
  const lineStart = s.lastIndexOf('\n', g.start - 1) + 1
  const lineEnd = endOfLine(s, g.end, x.hi)
  // Most letters stand on lines without a pipe; only the letter's own line is scanned.
  let pipe = lineStart
  while (pipe < lineEnd && s.charCodeAt(pipe) !== 124) pipe++
  if (pipe >= lineEnd) return 0
  const line = s.slice(lineStart, lineEnd)
  const cells = line.split('|')
  const column = columnOf(s, g.start)
  // The letter must be the row's label: the whole of its cell, or its head before the option's words
  // ("| B 查感染、查用药 | … | 选中 |").
  if (cells[column] === undefined || !labelCell(cells[column], s[g.start])) return 0
  const header = headerRow(x, g.start)
  if (header === null) return 0
  const titles = header.split('|')
  let verdict = 0
  for (let c = 0; c < titles.length; c++) {
    if (c === column || !VERDICT_HEADER.test(titles[c]) || cells[c] === undefined) continue
    const cell = cells[c].replace(/^[\s*_]+/, '')
    verdict = YES.test(cell) ? 1 : NO.test(cell) ? -1 : verdict
  }
  return verdict
}

const LABEL_HEAD = /^[\s*_(（]*([A-J])[\s*_.．、:：)）]*(?:$|[\s.．、:：)）](?![\s*_]*[A-J](?![A-Za-z])))/

/** Whether a cell is the letter alone, or the letter then its option's words. */
function labelCell(cell: string, letter: string): boolean {
  const m = LABEL_HEAD.exec(cell)
  return m !== null && m[1] === letter
}

function endOfLine(s: string, from: number, hi: number): number {
  const nl = s.indexOf('\n', from)
  return nl < 0 || nl > hi ? hi : nl
}

function onlyBlanks(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isBlankCode(s.charCodeAt(i)) && !isMarkdown(s.charCodeAt(i))) return false
  return true
}

/** s[from, to) is blank, or a bracketed note after the letters ("B（易位型，约2.5%~5%）") and blanks. */
function blanksOrNote(s: string, from: number, to: number): boolean {
  let i = from
  while (i < to && (isBlankCode(s.charCodeAt(i)) || isMarkdown(s.charCodeAt(i)))) i++
  const open = s[i]
  if (open === '（' || open === '(') {
    const close = s.indexOf(open === '（' ? '）' : ')', i + 1)
    if (close < 0 || close >= to || s.slice(i + 1, close).includes(open)) return false
    i = close + 1
  }
  return onlyBlanks(s, i, to)
}

/** Index of the cell holding position `at`, counting the pipes before it on its line. */
function columnOf(s: string, at: number): number {
  const lineStart = s.lastIndexOf('\n', at - 1) + 1
  let n = 0
  for (let i = lineStart; i < at; i++) if (s.charCodeAt(i) === 124) n++
  return n
}

/** The first line of the table holding `at` (the row above its |---| rule), or null. */
function headerRow(x: Ctx, at: number): string | null {
  const s = x.s
  let lineStart = s.lastIndexOf('\n', at - 1) + 1
  let header: string | null = null
  // At most 40 rows up: a longer table is data, not a correction.
  for (let rows = 0; rows < 40 && lineStart > x.lo; rows++) {
    const prevEnd = lineStart - 1
    const prevStart = Math.max(x.lo, s.lastIndexOf('\n', prevEnd - 1) + 1)
    const line = s.slice(prevStart, prevEnd)
    if (!line.includes('|')) break
    if (/^\s*\|?\s*:?-{3,}/.test(line)) {
      const headStart = Math.max(x.lo, s.lastIndexOf('\n', prevStart - 2) + 1)
      header = prevStart > x.lo ? s.slice(headStart, prevStart - 1) : null
      break
    }
    lineStart = prevStart
  }
  return header
}
