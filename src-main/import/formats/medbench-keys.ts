// A MedBench key file a user may hold separately from the question files: JSONL records
// {"other": {"id", "source"}, "answer", "question"?}. With `question`, the answer's letters are those of
// that presented permutation and are mapped through the matching variant's order; without it they are
// canonical. Returns keys by item id plus per-line errors; storing them is the service's job.
import type { Item, ItemKey } from '../../core/types'
import type { Msg } from '../../core/messages'
import { importMessages as m } from '../messages'
import { DEFAULT_TAXONOMY } from '../taxonomy'
import { isRowError } from '../types'
import type { ReaderRow, TaxonomyMapping } from '../types'
import { letterAt, parseAnswerLetters } from './common'
import { isChoice, medbenchType, readRecord, taskOf } from './medbench'

/** What the key file needs to know about an item already in the bank. */
export type MedbenchKeyTarget = Pick<Item, 'type' | 'options' | 'variants'>

export interface MedbenchKeyFileOptions {
  /** Looks an item up by id (`MedExam_V4:3`); needed to map letters of records that carry `question`. */
  lookup?: (itemId: string) => MedbenchKeyTarget | undefined
  /** Gives the item type when the item is not in the bank (defaults to DEFAULT_TAXONOMY). */
  taxonomy?: TaxonomyMapping
}

export interface MedbenchKeys {
  keys: Map<string, ItemKey>
  errors: { line: number; reason: Msg }[]
}

const ALL_LETTERS = Array.from({ length: 26 }, (_, i) => letterAt(i))

export async function parseMedbenchKeyFile(
  rows: Iterable<ReaderRow> | AsyncIterable<ReaderRow>,
  opts: MedbenchKeyFileOptions = {},
): Promise<MedbenchKeys> {
  const taxonomy = opts.taxonomy ?? DEFAULT_TAXONOMY
  const keys = new Map<string, ItemKey>()
  const errors: MedbenchKeys['errors'] = []
  for await (const row of rows) {
    if (isRowError(row)) {
      errors.push({ line: row.line, reason: row.error })
      continue
    }
    const read = readRecord(row, false)
    if (!read.ok) {
      if (!read.error.ok) errors.push({ line: read.error.line, reason: read.error.reason })
      continue
    }
    const rec = read.value
    if (rec.answer === '') continue
    const itemId = `${rec.source}:${rec.id}`
    const item = opts.lookup?.(itemId)
    const type = item?.type ?? medbenchType({ taxonomy }, taskOf(rec.source))
    const key = isChoice(type) ? choiceKey(itemId, rec.question, rec.answer, item, type === 'single_choice') : { ok: true as const, key: { reference: rec.answer } }
    if (!key.ok) {
      errors.push({ line: rec.line, reason: key.reason })
      continue
    }
    const before = keys.get(itemId)
    if (before === undefined) {
      keys.set(itemId, key.key)
    } else {
      const a = before.answer ?? before.reference ?? ''
      const b = key.key.answer ?? key.key.reference ?? ''
      if (a !== b) errors.push({ line: rec.line, reason: m.medbenchKeyConflict({ id: itemId, a, b }) })
    }
  }
  return { keys, errors }
}

type KeyOutcome = { ok: true; key: ItemKey } | { ok: false; reason: Msg }

function choiceKey(
  itemId: string,
  question: string,
  answer: string,
  item: MedbenchKeyTarget | undefined,
  single: boolean,
): KeyOutcome {
  let presented: string[]
  let order: string[] | null = null
  if (question.trim() !== '') {
    if (!item) return { ok: false, reason: m.medbenchItemUnknown({ id: itemId }) }
    const variant = findVariant(item, question)
    if (!variant) return { ok: false, reason: m.medbenchPromptUnknown({ id: itemId }) }
    order = variant.order
    presented = order.map((_, i) => letterAt(i))
  } else {
    presented = item?.options ? Object.keys(item.options) : ALL_LETTERS
  }
  const letters = parseAnswerLetters(answer, presented)
  if (!letters.ok) return letters
  const canonical = order ? [...letters.value].map((l) => order[l.charCodeAt(0) - 65]).sort().join('') : letters.value
  if (single && canonical.length > 1) return { ok: false, reason: m.singleChoiceManyAnswers({ answer }) }
  return { ok: true, key: { answer: canonical } }
}

function findVariant(item: MedbenchKeyTarget, question: string) {
  const variants = item.variants ?? []
  const exact = variants.find((v) => v.prompt === question)
  if (exact) return exact
  // Key files rewritten on another system may differ in line ends or surrounding whitespace.
  const norm = (s: string) => s.replace(/\r\n?/g, '\n').trim()
  const q = norm(question)
  return variants.find((v) => norm(v.prompt) === q)
}
