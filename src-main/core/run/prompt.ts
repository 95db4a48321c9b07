// The messages a run sends for one presentation of an item. Platform items are sent exactly as the
// platform wrote each record (the variant's prompt); other items through a zero-shot template in the
// bank's language. Multi-turn items carry their dialogue as message history; images go as image parts.
// Pure: the caller resolves attachments to data URLs.
import type { Item } from '../types'
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

/** Bump when the wording below changes: reports cite it, and cached answers are keyed by the messages. */
export const TEMPLATE_VERSION = 'zero-shot/1'

const WORDS = {
  zh: {
    single: '以下是一道单项选择题，请选出最合适的一个答案。',
    multi: '以下是一道多项选择题，正确答案可能有多个，请选出全部正确答案。',
    trueFalse: '请判断以下说法是否正确。',
    answerLine: (multi: boolean) => (multi ? '请在最后一行以“答案：”开头写出所选全部选项的字母，例如“答案：AC”。' : '请在最后一行以“答案：”开头写出所选选项的字母，例如“答案：B”。'),
    trueFalseLine: '请在最后一行写“答案：正确”或“答案：错误”。',
    case: '病例资料',
    question: '问题',
  },
  en: {
    single: 'The following is a single-choice question. Choose the one best answer.',
    multi: 'The following is a multiple-choice question with one or more correct answers. Choose all that are correct.',
    trueFalse: 'Decide whether the following statement is true.',
    answerLine: (multi: boolean) => (multi ? 'End with a line "Answer: " followed by all chosen letters, e.g. "Answer: AC".' : 'End with a line "Answer: " followed by the chosen letter, e.g. "Answer: B".'),
    trueFalseLine: 'End with a line "Answer: True" or "Answer: False".',
    case: 'Case',
    question: 'Question',
  },
}

/** The messages for one presented copy of an item. */
export function buildMessages(item: Item, presentation: Presentation, template: TemplateSpec, imageUrls: string[] = []): ChatMessage[] {
  const messages: ChatMessage[] = []
  if (template.system) messages.push({ role: 'system', content: template.system })
  for (const turn of item.context?.history ?? []) {
    if (turn.role === 'system') messages.push({ role: 'system', content: turn.text })
    else messages.push({ role: turn.role === 'doctor' || turn.role === 'assistant' ? 'assistant' : 'user', content: turn.text })
  }
  const text = presentation.prompt ?? questionText(item, presentation, template.lang)
  messages.push({ role: 'user', content: imageUrls.length ? [...imageUrls.map((url): ChatPart => ({ type: 'image_url', image_url: { url } })), { type: 'text', text }] : text })
  return messages
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
