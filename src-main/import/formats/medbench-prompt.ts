// Reads the parts out of a MedBench platform prompt. The platform puts the task description, the
// required answer format, few-shot examples, the stem and the options into one `question` string:
//
//   ## 任务：请回答单项选择题…          ← instruction headings (任务/要求/输出/示例/角色…)
//   ## 任务示例：题目：… A.… 答：<E>    ← a few-shot example, with its own options: skipped
//   ## 题目：下列哪一项… A. 临床表现不典型  ← the last non-instruction heading starts the stem;
//   B. …                               the options are the last consistent run A, B, C… (own
//   E. …                               lines, inline after the stem, or several to a line)
//
// Everything before the stem heading is the instruction. Pure string functions, no I/O.
import { halfWidthLetters, letterAt } from './common'

const HEADING = /^\s*#{1,6}\s*(.*)$/
const INSTRUCTION_HEADING = /^(任务|要求|输出|示例|角色|说明|注意|评分|格式|背景|提示)/
/** Headings that only label the stem ("## 题目：…"); others ("## 患者信息：…") are part of it. */
const STEM_LABEL = /^(?:题目和问题|问题和信息|问题描述|题目|问题|题干|试题)\s*(?:[：:]\s*|$)/

export interface PromptParts {
  instruction?: string
  /** The stem and, for choice tasks, the options that follow it. */
  body: string
}

export function splitPrompt(question: string): PromptParts {
  const lines = question.replace(/\r\n?/g, '\n').split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    const heading = HEADING.exec(lines[i])
    if (!heading) continue
    const title = heading[1].trim()
    if (INSTRUCTION_HEADING.test(title)) continue
    const first = title.replace(STEM_LABEL, '')
    return withInstruction(lines.slice(0, i).join('\n'), [first, ...lines.slice(i + 1)].join('\n'))
  }
  // No stem heading (SMDoc, agent tasks): a leading heading paragraph is the task description.
  if (HEADING.test(lines[0])) {
    const blank = lines.findIndex((l, i) => i > 0 && l.trim() === '')
    if (blank > 0) {
      const rest = lines.slice(blank + 1).join('\n')
      if (rest.trim() !== '') return withInstruction(lines.slice(0, blank).join('\n'), rest)
    }
  }
  return { body: lines.join('\n').trim() }
}

function withInstruction(instruction: string, body: string): PromptParts {
  const ins = instruction.trim()
  return ins ? { instruction: ins, body: body.trim() } : { body: body.trim() }
}

export interface PresentedOption {
  letter: string
  text: string
}

export interface OptionBlock {
  stem: string
  /** In presented order, letters A, B, C… */
  options: PresentedOption[]
  /** Text after the options (an answer-format reminder), if any. */
  trailing?: string
}

/**
 * The options of a choice prompt, or why there are none: `seen` lists the option letters that were
 * found but do not run A, B, C… in order (empty when nothing looked like options at all).
 */
export type OptionsFound = { ok: true; block: OptionBlock } | { ok: false; seen: string[] }

/** "A." "B．" "C、" "D)" "E）": a capital letter, optionally full-width, then its separator. */
const MARKER = /([A-ZＡ-Ｚ])[ \t\u3000]*([.．、)）])/g

interface Marker {
  /** Where the letter is, and where the option text starts. */
  start: number
  end: number
  /** 0 for A, 1 for B… */
  code: number
  /** The separator family: "." and "．", "、", ")" and "）". */
  sep: 'dot' | 'comma' | 'paren'
  /** First thing on its line (only whitespace before it). */
  strong: boolean
}

/**
 * Finds the last run of options A, B, C… in the body. The platform writes them one per line, after the
 * stem on the stem's own line, or several to a line ("A、希波克拉底B、盖伦…"); an option may wrap onto
 * a few lines. A letter needs a separator to count ("HbA1c", "A型", "B超" never do), and letters inside
 * ordinary text ("维生素B、C") must not split it, so a run is accepted only when it is consistent as a
 * whole:
 *  - its letters go A, B, C… without a gap and all use one separator family;
 *  - no option-like line (a letter and separator starting a line) is left out between its options or
 *    after its last one: such a line means the run stops half-way or skips a letter;
 *  - no option is empty or wraps onto more than a few lines;
 *  - an A in the middle of a line follows the stem, not another option's text.
 * Among the runs starting at the same A, the longest wins (so "E. …F. …" on one line gives E and F).
 */
export function findOptions(body: string): OptionsFound {
  const markers = findMarkers(body)
  for (let a = markers.length - 1; a >= 0; a--) {
    if (markers[a].code !== 0) continue
    if (!markers[a].strong && lineStartsWithOption(body, markers, a)) continue
    const run = longestRun(body, markers, a)
    if (run.length >= 2) return { ok: true, block: blockOf(body, markers, run) }
  }
  return { ok: false, seen: seenLetters(markers) }
}

function findMarkers(body: string): Marker[] {
  const out: Marker[] = []
  MARKER.lastIndex = 0
  for (let m = MARKER.exec(body); m; m = MARKER.exec(body)) {
    // No test of the character before the letter: options run on after Latin text ("维生素CB.亚硫酸氢钠",
    // "…ml,bidB.200mg"), so only the run as a whole can tell an option from "维生素B、C".
    const start = m.index
    const lineStart = body.lastIndexOf('\n', start - 1) + 1
    out.push({
      start,
      end: start + m[0].length,
      code: halfWidthLetters(m[1]).charCodeAt(0) - 65,
      sep: m[2] === '、' ? 'comma' : m[2] === ')' || m[2] === '）' ? 'paren' : 'dot',
      strong: body.slice(lineStart, start).trim() === '',
    })
  }
  return out
}

/** Whether the line holding marker i starts with another option (so marker i is inside its text). */
function lineStartsWithOption(body: string, markers: Marker[], i: number): boolean {
  const lineStart = body.lastIndexOf('\n', markers[i].start - 1) + 1
  for (let j = i - 1; j >= 0 && markers[j].start >= lineStart; j--) if (markers[j].strong) return true
  return false
}

/** An option wrapping onto more lines than this is more likely not an option block at all. */
const MAX_OPTION_LINES = 6

/**
 * The longest consistent run starting at marker `a`, as marker indices. Memoised per marker: the
 * best continuation from a marker does not depend on how the run got there.
 */
function longestRun(body: string, markers: Marker[], a: number): number[] {
  const sep = markers[a].sep
  const memo = new Map<number, number[] | null>()
  const from = (i: number): number[] | null => {
    const known = memo.get(i)
    if (known !== undefined) return known
    let best: number[] | null = null
    // The next option is before the next option-like line, or is that line.
    let boundary = i + 1
    while (boundary < markers.length && !markers[boundary].strong) boundary++
    for (let j = i + 1; j <= boundary && j < markers.length; j++) {
      const next = markers[j]
      if (next.code !== markers[i].code + 1 || next.sep !== sep) continue
      if (!optionText(body.slice(markers[i].end, next.start))) continue
      const rest = from(j)
      if (rest && (best === null || rest.length + 1 > best.length)) best = [i, ...rest]
    }
    // The run may end here only if no option-like line follows and this option has text.
    if (best === null && boundary >= markers.length && lastOptionText(body, markers[i]) !== '') best = [i]
    memo.set(i, best)
    return best
  }
  return from(a) ?? []
}

/** An option's text with its wrapped lines trimmed, or null when it is empty or too long. */
function optionText(raw: string): string | null {
  const lines = raw.split('\n').map((l) => l.trim()).filter((l) => l !== '')
  if (lines.length === 0 || lines.length > MAX_OPTION_LINES) return null
  return lines.join('\n')
}

/** The last option ends with its line; what follows is a format reminder or similar. */
function lastOptionText(body: string, m: Marker): string {
  const nl = body.indexOf('\n', m.end)
  return body.slice(m.end, nl === -1 ? body.length : nl).trim()
}

function blockOf(body: string, markers: Marker[], run: number[]): OptionBlock {
  const options: PresentedOption[] = run.map((idx, k) => {
    const m = markers[idx]
    const text = k + 1 < run.length ? optionText(body.slice(m.end, markers[run[k + 1]].start))! : lastOptionText(body, m)
    return { letter: letterAt(m.code), text }
  })
  const last = markers[run[run.length - 1]]
  const nl = body.indexOf('\n', last.end)
  const trailing = nl === -1 ? '' : body.slice(nl + 1).trim()
  const block: OptionBlock = { stem: body.slice(0, markers[run[0]].start).trim(), options }
  if (trailing) block.trailing = trailing
  return block
}

/** For the error message: the letters of the option-like lines, and of the run the last A starts. */
function seenLetters(markers: Marker[]): string[] {
  let a = -1
  for (let i = markers.length - 1; i >= 0 && a === -1; i--) if (markers[i].code === 0) a = i
  const picked = a === -1
    ? markers.filter((m) => m.strong)
    : markers.slice(a).filter((m) => m.strong || m.sep === markers[a].sep)
  return picked.length >= 2 ? picked.map((m) => letterAt(m.code)) : []
}

/** Whitespace-insensitive form used to match option texts and stems across permutations. */
export function normalizeForMatch(s: string): string {
  return s.replace(/\s+/g, ' ').trim()
}
