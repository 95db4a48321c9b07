// The `answer` one platform record gets in a submission, from the stored response to that presented
// copy. Pure. Choice items: the letters the model chose, read against THIS copy's options by the same
// extractor that scores (so "答案：B" means this copy's B) and written in this copy's letters as its
// question asks. Every other item: the model's answer text without its reasoning (JSON extracted where
// the question asks for JSON). No usable answer gives "" with the reason, never a guess.
import { extractChoice } from '../extract/choice'
import { stripReasoning } from '../extract/think'
import { presentedOptions } from '../score/variants'
import type { Item } from '../types'
import { detectAnswerFormat, formatLetters, jsonAnswer } from './answerFormat'
import type { AnswerFormat } from './answerFormat'

/** Why a record's answer is "": the request failed, was never answered, or the answer read as none. */
export type MissingReason = 'failed' | 'not_run' | 'no_answer' | 'not_in_run'
export const MISSING_REASONS: readonly MissingReason[] = ['failed', 'not_run', 'no_answer', 'not_in_run']

export interface RecordAnswer {
  answer: string
  /** Set when answer is "". */
  missing?: MissingReason
  format: AnswerFormat['kind']
}

export interface StoredOutput {
  output: string | null
  finishReason: string | null
  errorClass: string | null
}

/** Choice items whose answers are option letters (true/false keys are T/F, not letters). */
export function answersWithLetters(item: Pick<Item, 'type' | 'options'>, order: readonly string[]): boolean {
  return (item.type === 'single_choice' || item.type === 'multi_choice') && !!item.options && order.length > 0
}

/**
 * The answer for one record: `prompt` is the record's question as sent, `order` its presented order,
 * `response` the stored response (null when the request was never answered).
 */
export function recordAnswer(item: Pick<Item, 'type' | 'options'>, prompt: string, order: readonly string[], response: StoredOutput | null): RecordAnswer {
  const choice = answersWithLetters(item, order)
  const format = detectAnswerFormat(prompt, { choice })
  if (response === null) return { answer: '', missing: 'not_run', format: format.kind }
  if (response.errorClass !== null || response.output === null) return { answer: '', missing: 'failed', format: format.kind }
  let answer: string
  if (format.kind === 'letters') {
    const ex = extractChoice(response.output, {
      options: presentedOptions(item.options!, { order: order as string[] }),
      multi: item.type === 'multi_choice',
      finishReason: response.finishReason,
    })
    answer = formatLetters(ex.answer, format)
  } else {
    const text = stripReasoning(response.output).trim()
    answer = format.kind === 'json' ? jsonAnswer(text) : text
  }
  return answer === '' ? { answer, missing: 'no_answer', format: format.kind } : { answer, format: format.kind }
}
