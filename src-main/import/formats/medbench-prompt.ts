// Reads the parts out of a MedBench platform prompt. The platform puts the task description, the
// required answer format, few-shot examples, the stem and the options into one `question` string:
//
//   ## 任务：请回答单项选择题…          ← instruction headings (任务/要求/输出/示例/角色…)
//   ## 任务示例：题目：… A.… 答：<E>    ← a few-shot example, with its own options: skipped
//   ## 题目：下列哪一项… A. 临床表现不典型  ← the last non-instruction heading starts the stem;
//   B. …                               the options are the last block of "X." lines, the first of
//   E. …                               which may sit on the stem's own line
//
// Everything before the stem heading is the instruction. Pure string functions, no I/O.
import { halfWidthLetters, letterAt } from './common'

const HEADING = /^\s*#{1,6}\s*(.*)$/
const INSTRUCTION_HEADING = /^(任务|要求|输出|示例|角色|说明|注意|评分|格式|背景|提示)/
/** Headings that only label the stem ("## 题目：…"); others ("## 患者信息：…") are part of it. */
const STEM_LABEL = /^(?:题目和问题|问题和信息|问题描述|题目|问题|题干|试题)\s*(?:[：:]\s*|$)/
const OPTION_LINE = /^\s*([A-ZＡ-Ｚ])\s*[.．、)）]\s*(.*)$/
/** "…临床特点 A. 临床表现不典型": an option A after a space or closing punctuation on the stem's line. */
const INLINE_A = /(^|[\s\u3000？?：:。，,）)])[AＡ]\s*[.．、]\s*/g
/** An option wrapping onto more lines than this is more likely not an option block at all. */
const MAX_CONTINUATION_LINES = 5

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

/** The last block of at least two options "A. …" … in the body, or null if there is none. */
export function extractOptions(body: string): OptionBlock | null {
  const lines = body.split('\n')
  for (let end = lines.length - 1; end >= 0; end--) {
    if (!OPTION_LINE.test(lines[end])) continue
    const block = blockEndingAt(lines, end)
    if (block && block.options.length >= 2) return block
  }
  return null
}

/** Walks up from the last option line, expecting the letters before it down to A. */
function blockEndingAt(lines: string[], end: number): OptionBlock | null {
  const last = OPTION_LINE.exec(lines[end])!
  const lastLetter = halfWidthLetters(last[1])
  const options: PresentedOption[] = [{ letter: lastLetter, text: last[2].trim() }]
  let expected = lastLetter.charCodeAt(0) - 1
  let continuation: string[] = []
  let stemTail = ''
  let i = end - 1
  for (; expected >= 65; i--) {
    if (i < 0) return null
    const line = lines[i]
    if (line.trim() === '') continue
    const match = OPTION_LINE.exec(line)
    if (match) {
      if (halfWidthLetters(match[1]).charCodeAt(0) !== expected) return null
      options.unshift({ letter: letterAt(expected - 65), text: joinLines(match[2], continuation) })
      continuation = []
      expected--
      continue
    }
    if (expected === 65) {
      const inline = inlineOptionA(line)
      if (inline) {
        options.unshift({ letter: 'A', text: joinLines(inline.text, continuation) })
        stemTail = inline.prefix
        expected--
        i--
        break
      }
    }
    // A line that is not an option continues the option below it (walking up, the one above in text
    // order comes next): collect it until that option's own line shows up.
    continuation.unshift(line.trim())
    if (continuation.length > MAX_CONTINUATION_LINES) return null
  }
  if (expected >= 65) return null
  // Lines 0..i are the stem; with an inline A, the part of line i+1 before it ends the stem.
  const stemLines = lines.slice(0, i + 1)
  if (stemTail) stemLines.push(stemTail)
  const trailing = lines.slice(end + 1).join('\n').trim()
  const block: OptionBlock = { stem: stemLines.join('\n').trim(), options }
  if (trailing) block.trailing = trailing
  return block
}

function joinLines(first: string, rest: string[]): string {
  return [first.trim(), ...rest].join('\n').trim()
}

function inlineOptionA(line: string): { prefix: string; text: string } | null {
  let lastMatch: RegExpExecArray | null = null
  INLINE_A.lastIndex = 0
  for (let m = INLINE_A.exec(line); m; m = INLINE_A.exec(line)) lastMatch = m
  if (!lastMatch) return null
  const prefix = line.slice(0, lastMatch.index + lastMatch[1].length).trimEnd()
  const text = line.slice(lastMatch.index + lastMatch[0].length).trim()
  if (prefix === '' || text === '') return null
  return { prefix, text }
}

/** Whitespace-insensitive form used to match option texts and stems across permutations. */
export function normalizeForMatch(s: string): string {
  return s.replace(/\s+/g, ' ').trim()
}
