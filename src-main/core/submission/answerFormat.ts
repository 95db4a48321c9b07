// The answer a MedBench platform record asks for, read from its own question text, and the model's
// answer written that way. Pure. The platform's instructions sit inside `question`:
//   MedExam          "…填写到<>中" and the example "答：<E>"           → "<D>"
//   MedSafety/Ethics "只需要输出最适合的选项字母…示例输出：A"          → "D"
//   MedRxCheck_MSQ   "需要输出所有答案的选项…示例输出：ABC"            → "ACD"
//   DDx-advanced     "多个答案之间使用','分隔" and the example "答案：A, C, E, G" → "A, C"
//   SMDoc, MedInsureCalc, MedReportQC, MedDiffer, MedPrimary, MedTreat, MedCare, MedOutcome, VLM
//   MedDetect/MedOCR: "以json格式输出" / "严格遵守 JSON 格式" / "```json{…}```" → the JSON the model wrote
//   everything else (open questions, fixed text templates, Agent tasks)    → the model's answer text
// Letters are always the record's PRESENTED letters (the caller reads them against that copy's options).
// Agent tool-call tasks (MedCallAPI) describe the API's return value as a JSON schema but do not ask for
// JSON, and an LLM judge scores them: they get the whole answer text, nothing cut away.

export type LetterStyle = 'angle' | 'plain'

export type AnswerFormat =
  | {
      kind: 'letters'
      /** "<D>" (MedExam) or bare letters ("D", "ABC", "A, C"). */
      style: LetterStyle
      /** Between letters of a multi-letter answer: "" (ABC), ", " (A, C), "," or "、", as the record's example writes it. */
      separator: string
    }
  | { kind: 'json' }
  | { kind: 'text' }

/**
 * An answer cue followed by a letter list, as the platform writes its examples: "答：<E>", "示例输出：ABC",
 * "答案：A, C, E". The list must end the line or the sentence ("例如：CT检查" is not an answer example).
 */
const EXAMPLE = /(?:答案|答|示例输出|输出示例|例如|示例|输出格式)[ \t]*[:：][ \t]*([<＜]?)[ \t]*([A-Z](?:[ \t]*[,，、;；|/][ \t]*[A-Z]|[A-Z])*)[ \t]*([>＞]?)(?=[ \t]*(?:$|[\r\n。；;，,）)]))/gm
/** "填写到<>中", "写在<>中", "放在＜＞里". */
const EMPTY_BRACKETS = /[<＜]\s*[>＞]/
/** "多个答案之间使用','分隔", "用逗号分隔", "以“、”隔开". */
const SEPARATOR_WORDS = /(?:[‘'"“「]\s*([,，、;；|])\s*[’'"”」]|(逗号)|(顿号))\s*(?:分隔|分开|隔开|间隔)/
/**
 * The record asks for JSON output, not merely mentions JSON inside a quoted document or as a parameter
 * type ("application/json", "(json, 必填)"): "以json格式输出", "严格遵守 JSON 格式", "```json{…}```",
 * "标准 JSON 数组格式返回", or an example answer that is a JSON object (MedOutcome: "answer": {…}).
 */
const JSON_ASK = /(?:```\s*json)|(?:(?:以|用|按|按照|遵守|遵循|输出|返回|格式为|格式：|格式:)[^。\n]{0,12}?\bjson\b)|(?:\bjson\s*(?:格式|数组|对象|字符串))|(?:"answer"\s*:\s*[{[])/i

export interface FormatContext {
  /** The item is a choice item answered with letters (single_choice / multi_choice with options). */
  choice: boolean
}

/** The answer format the record's question asks for. */
export function detectAnswerFormat(question: string, ctx: FormatContext): AnswerFormat {
  if (!ctx.choice) return JSON_ASK.test(question) ? { kind: 'json' } : { kind: 'text' }
  let angle = EMPTY_BRACKETS.test(question)
  let separator: string | null = null
  EXAMPLE.lastIndex = 0
  for (let m = EXAMPLE.exec(question); m !== null; m = EXAMPLE.exec(question)) {
    // A bracketed example counts only when closed: "<E>", not "<200" in a lab value.
    if (m[1] && m[3]) angle = true
    if (separator === null && m[2].length > 1) separator = separatorOf(m[2])
  }
  if (separator === null) {
    const w = SEPARATOR_WORDS.exec(question)
    if (w) separator = w[1] ? w[1] : w[2] ? ',' : '、'
  }
  return { kind: 'letters', style: angle ? 'angle' : 'plain', separator: separator ?? (angle ? ', ' : '') }
}

/** What stands between the first two letters of an example list: "", ", ", ",", "、"… */
function separatorOf(list: string): string {
  return list.slice(1, 1 + list.slice(1).search(/[A-Z]/))
}

/** Letters (presented, sorted, e.g. "AC") written as the format asks; "" stays "" (no answer). */
export function formatLetters(letters: string, format: Extract<AnswerFormat, { kind: 'letters' }>): string {
  if (letters === '') return ''
  const body = [...letters].join(format.separator)
  return format.style === 'angle' ? `<${body}>` : body
}

const FENCE_G = /```[ \t]*([A-Za-z0-9_-]*)[ \t]*\r?\n?([\s\S]*?)```/g

/**
 * The answer text (reasoning already removed) as a JSON-format record wants it: the JSON value the
 * model wrote, as it wrote it (the whole answer, a fenced block, or the first {…} / […] that parses);
 * the whole text when nothing parses, so a malformed answer is still handed in, never dropped.
 */
export function jsonAnswer(text: string): string {
  const t = text.trim()
  if (t === '') return ''
  if (parses(t)) return t
  const fenced: string[] = []
  FENCE_G.lastIndex = 0
  for (let m = FENCE_G.exec(t); m !== null; m = FENCE_G.exec(t)) fenced.push(m[2].trim())
  for (const f of fenced) if (parses(f)) return f
  const span = firstJsonSpan(t)
  if (span !== null) return span
  return fenced.length === 1 ? fenced[0] : t
}

function parses(s: string): boolean {
  const c = s.charCodeAt(0)
  if (c !== 123 /* { */ && c !== 91 /* [ */) return false
  try {
    JSON.parse(s)
    return true
  } catch {
    return false
  }
}

/** The first balanced {…} or […] (strings respected) that parses as JSON. */
function firstJsonSpan(s: string): string | null {
  for (let start = 0; start < s.length; start++) {
    const c = s[start]
    if (c !== '{' && c !== '[') continue
    const end = balancedEnd(s, start)
    if (end < 0) continue
    const cand = s.slice(start, end + 1)
    if (parses(cand)) return cand
  }
  return null
}

function balancedEnd(s: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < s.length; i++) {
    const c = s[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
      continue
    }
    if (c === '"') inString = true
    else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      depth--
      if (depth === 0) return i
      if (depth < 0) return -1
    }
  }
  return -1
}
