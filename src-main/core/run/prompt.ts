// The messages a run sends for one presentation of an item. Platform items are sent exactly as the
// platform wrote each record (the variant's prompt); other items through a template in the bank's
// language: zero-shot, or few-shot with solved examples from a dev split as earlier user/assistant
// turns. Multi-turn items carry their dialogue as message history (patient → user, doctor →
// assistant), the question last; images go as image parts before the text.
// Pure: the caller chooses the examples, reads their keys and resolves attachments to URLs.
import type { Item, ItemKey } from '../types'
import { CHOICE_TYPES } from '../types'
import type { TemplateSpec } from './spec'

export type ChatPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string | ChatPart[]
}

export interface Presentation {
  /** Canonical letter shown at each presented position (empty for items without options). */
  order: string[]
  /** The platform's own text of this presented copy, sent as is. */
  prompt?: string
}

/**
 * "<kind>/<n>": bump a kind's number when its wording or layout (or, for few-shot, how examples are
 * chosen: core/run/shots.ts) changes. Reports cite it; cached answers are keyed by the messages.
 */
export const TEMPLATE_VERSIONS = { 'zero-shot': 'zero-shot/1', 'few-shot': 'few-shot/1' } as const

export function templateVersion(template: Pick<TemplateSpec, 'kind'>): string {
  return TEMPLATE_VERSIONS[template.kind]
}

/**
 * The prompt a run was planned with, stored with it so it can be repeated: the template's version and
 * wording, and for few-shot the dev examples (at the item and key versions shown). `sha256` covers all
 * of it and every request's examples; the manifest cites it, so other examples mean another hash.
 */
export interface PromptRecord {
  version: string
  kind: TemplateSpec['kind']
  lang: 'zh' | 'en'
  system: string | null
  text: Record<string, string>
  shots: number
  examples: { id: string; version: number; key_version: number }[]
  /** Platform items among the questions: sent as the platform wrote them, no examples added. */
  as_written: number
  sha256: string
}

/** A solved example shown before the question: the dev item, its key, and its images' URLs. */
export interface Example {
  item: Item
  key: ItemKey
  imageUrls?: string[]
}

const WORDS = {
  zh: {
    single: '以下是一道单项选择题，请选出最合适的一个答案。',
    multi: '以下是一道多项选择题，正确答案可能有多个，请选出全部正确答案。',
    trueFalse: '请判断以下说法是否正确。',
    answerLine: (multi: boolean) => (multi ? '请在最后一行以“答案：”开头写出所选全部选项的字母，例如“答案：AC”。' : '请在最后一行以“答案：”开头写出所选选项的字母，例如“答案：B”。'),
    trueFalseLine: '请在最后一行写“答案：正确”或“答案：错误”。',
    case: '病例资料',
    question: '问题',
    answerPrefix: '答案：',
    trueWord: '正确',
    falseWord: '错误',
  },
  en: {
    single: 'The following is a single-choice question. Choose the one best answer.',
    multi: 'The following is a multiple-choice question with one or more correct answers. Choose all that are correct.',
    trueFalse: 'Decide whether the following statement is true.',
    answerLine: (multi: boolean) => (multi ? 'End with a line "Answer: " followed by all chosen letters, e.g. "Answer: AC".' : 'End with a line "Answer: " followed by the chosen letter, e.g. "Answer: B".'),
    trueFalseLine: 'End with a line "Answer: True" or "Answer: False".',
    case: 'Case',
    question: 'Question',
    answerPrefix: 'Answer: ',
    trueWord: 'True',
    falseWord: 'False',
  },
}

/** The messages for one presented copy of an item, after its examples (few-shot). */
export function buildMessages(item: Item, presentation: Presentation, template: TemplateSpec, imageUrls: string[] = [], examples: readonly Example[] = []): ChatMessage[] {
  const messages: ChatMessage[] = []
  if (template.system) messages.push({ role: 'system', content: template.system })
  for (const ex of examples) {
    const answer = exampleAnswer(ex.item, ex.key, template.lang)
    // Planning offers only examples with a gold answer; one without is a caller's bug, not a blank turn.
    if (answer === null) throw new Error(`example ${ex.item.id} has no gold answer to show`)
    messages.push(userTurn(questionText(ex.item, { order: canonicalOrder(ex.item) }, template.lang), ex.imageUrls ?? []))
    messages.push({ role: 'assistant', content: answer })
  }
  for (const turn of item.context?.history ?? []) {
    if (turn.role === 'system') messages.push({ role: 'system', content: turn.text })
    else messages.push({ role: turn.role === 'doctor' || turn.role === 'assistant' ? 'assistant' : 'user', content: turn.text })
  }
  messages.push(userTurn(presentation.prompt ?? questionText(item, presentation, template.lang), imageUrls))
  return messages
}

function userTurn(text: string, imageUrls: readonly string[]): ChatMessage {
  return { role: 'user', content: imageUrls.length ? [...imageUrls.map((url): ChatPart => ({ type: 'image_url', image_url: { url } })), { type: 'text', text }] : text }
}

/** An example is shown with its options in the bank's order. */
function canonicalOrder(item: Item): string[] {
  return CHOICE_TYPES.has(item.type) && item.type !== 'true_false' && item.options ? Object.keys(item.options).sort() : []
}

/**
 * The gold answer of a dev item as the model is asked to write it ("答案：B", "答案：正确"), or the
 * reference text for open items; null when the key holds nothing to show (such items are not examples).
 */
export function exampleAnswer(item: Item, key: ItemKey, lang: 'zh' | 'en'): string | null {
  const w = WORDS[lang]
  if (item.type === 'true_false') {
    if (key.answer === 'T') return w.answerPrefix + w.trueWord
    if (key.answer === 'F') return w.answerPrefix + w.falseWord
    return null
  }
  if (CHOICE_TYPES.has(item.type)) {
    const order = canonicalOrder(item)
    if (!key.answer || order.length === 0 || ![...key.answer].every((l) => order.includes(l))) return null
    return w.answerPrefix + key.answer
  }
  const text = (key.reference ?? key.accepted?.[0] ?? '').trim()
  return text || null
}

/** Whether a dev item can be shown as an example: a gold answer to show and a single question (no dialogue). */
export function usableExample(item: Item, key: ItemKey | undefined): boolean {
  return !!key && !item.context?.history?.length && exampleAnswer(item, key, 'zh') !== null
}

/**
 * The template's own wording in one language, as plain text: stored with a run and hashed into its
 * manifest, so a changed word shows as a changed template.
 */
export function templateText(lang: 'zh' | 'en'): Record<string, string> {
  const w = WORDS[lang]
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(w)) {
    if (typeof v === 'string') out[k] = v
    else {
      out[`${k}.single`] = v(false)
      out[`${k}.multi`] = v(true)
    }
  }
  return out
}

function questionText(item: Item, presentation: Presentation, lang: 'zh' | 'en'): string {
  const w = WORDS[lang]
  const parts: string[] = []
  const choice = CHOICE_TYPES.has(item.type) && item.type !== 'true_false' && item.options && presentation.order.length > 0
  if (item.type === 'true_false') parts.push(w.trueFalse)
  else if (choice) parts.push(item.type === 'multi_choice' ? w.multi : w.single)
  if (item.context?.instruction) parts.push(item.context.instruction.trim())
  if (item.context?.case) parts.push(`${w.case}：\n${item.context.case.trim()}`)
  parts.push(item.context?.case ? `${w.question}：${item.stem.trim()}` : item.stem.trim())
  if (choice) {
    const lines = presentation.order.map((canonical, i) => `${String.fromCharCode(65 + i)}. ${item.options![canonical] ?? ''}`)
    parts.push(lines.join('\n'))
    parts.push(w.answerLine(item.type === 'multi_choice'))
  } else if (item.type === 'true_false') {
    parts.push(w.trueFalseLine)
  }
  return parts.join('\n\n')
}
