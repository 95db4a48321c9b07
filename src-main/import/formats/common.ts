// Building blocks every adapter shares: reading cell values, option blocks and answer letters, stable
// content-hash ids, and the final schema check that turns a candidate item into a ParseResult.
import { createHash } from 'node:crypto'
import { ItemKeySchema, ItemSchema } from '../../core/types'
import type { Item, ItemKey, ItemType } from '../../core/types'
import type { Msg } from '../../core/messages'
import { importMessages as m } from '../messages'
import type { ParseResult, SourceRow } from '../types'
import { IdTable } from '../id-table'

/**
 * A field as text: strings as they are, numbers and booleans printed, absent as "". A list of strings
 * (Huatuo-26M's one-element `instruction` lists) is joined by line breaks; other structures as JSON.
 */
export function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.join('\n')
  }
  return JSON.stringify(value)
}

/** pandas writes a missing cell as "nan"; for optional metadata that means "not given". */
export function optionalText(value: unknown): string | undefined {
  const s = text(value).trim()
  return s === '' || s === 'nan' || s === 'NaN' || s === 'null' ? undefined : s
}

export function has(row: SourceRow, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(row.fields, name)
}

/** Upper-case ASCII for full-width letters (Ａ–Ｚ) so "Ｂ" and "B" are the same option. */
export function halfWidthLetters(s: string): string {
  return s.replace(/[Ａ-Ｚ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
}

export function letterAt(i: number): string {
  return String.fromCharCode(65 + i)
}

/** "A–E" for a run from A, "A, C, F" otherwise: how messages name an option set. */
export function letterRange(letters: readonly string[]): string {
  if (letters.length === 0) return '—'
  const contiguous = letters.every((l, i) => l === letterAt(i))
  return contiguous && letters.length > 1 ? `A–${letters[letters.length - 1]}` : letters.join(', ')
}

export type Options = Record<string, string>
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: Msg }

const OPTION_LINE = /^\s*([A-ZＡ-Ｚ])(?:\s*[.．、:：)）]|\s)\s*(.*)$/

/**
 * Parses "A text\nB text…" (CMExam, generic option columns). A line that does not start with a letter
 * continues the option above it, so an option may span lines; a letter given twice is an error.
 */
export function parseOptionLines(block: string): Outcome<Options> {
  const options: Options = {}
  let current: string | null = null
  for (const raw of block.split(/\r?\n/)) {
    if (raw.trim() === '') continue
    const match = OPTION_LINE.exec(raw)
    if (match) {
      const letter = halfWidthLetters(match[1])
      if (letter in options) return { ok: false, reason: m.duplicateOptionLetter({ letter }) }
      options[letter] = match[2].trim()
      current = letter
    } else if (current !== null) {
      options[current] = `${options[current]}\n${raw.trim()}`
    } else {
      return { ok: false, reason: m.badOptionLine({ text: raw.trim().slice(0, 40) }) }
    }
  }
  for (const [letter, value] of Object.entries(options)) {
    if (value === '') return { ok: false, reason: m.emptyOption({ letter }) }
  }
  return { ok: true, value: options }
}

/**
 * Options from separate columns (CMMLU's A–D, generic A–E). Trailing empty columns are dropped (a
 * four-option row in a five-column sheet); an empty one before a filled one is an error.
 */
export function optionsFromColumns(cells: readonly [letter: string, value: string][]): Outcome<Options> {
  let last = cells.length
  while (last > 0 && cells[last - 1][1].trim() === '') last--
  const options: Options = {}
  for (let i = 0; i < last; i++) {
    const [letter, value] = cells[i]
    if (letter in options) return { ok: false, reason: m.duplicateOptionLetter({ letter }) }
    if (value.trim() === '') return { ok: false, reason: m.emptyOption({ letter }) }
    options[letter] = value.trim()
  }
  return { ok: true, value: options }
}

const ANSWER_SEPARATORS = /[\s,，、;；/|<>＜＞]+/g

/**
 * Answer letters checked against the options, sorted and de-duplicated ("C,A" → "AC"). Lower case is
 * accepted only when every letter it names exists, so pandas' "nan" is reported as a value, not as
 * options N and A.
 */
export function parseAnswerLetters(raw: unknown, optionLetters: readonly string[]): Outcome<string> {
  const given = text(raw).trim()
  // Fast path for the common case, a single valid letter.
  if (given.length === 1 && optionLetters.includes(given)) return { ok: true, value: given }
  if (given === '') return { ok: false, reason: m.answerMissing() }
  let s = halfWidthLetters(given).replace(ANSWER_SEPARATORS, '')
  const range = letterRange(optionLetters)
  if (/^[a-z]+$/.test(s) && [...s.toUpperCase()].every((l) => optionLetters.includes(l))) s = s.toUpperCase()
  if (!/^[A-Z]+$/.test(s)) return { ok: false, reason: m.answerNotInOptions({ answer: given, letters: range }) }
  const letters = [...new Set(s)].sort()
  for (const letter of letters) {
    if (!optionLetters.includes(letter)) {
      return { ok: false, reason: m.answerUnknownLetter({ answer: given, letter, letters: range }) }
    }
  }
  return { ok: true, value: letters.join('') }
}

/** single_choice for one letter, multi_choice for several (CMExam, generic files without a type). */
export function choiceTypeFor(answer: string): ItemType {
  return answer.length > 1 ? 'multi_choice' : 'single_choice'
}

/** First 12 hex digits of sha256 over the parts joined by U+0000 (which no part contains). */
export function contentHash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 12)
}

/**
 * Content-hash ids for records without one. Identical records get "-2", "-3"… in file order, so the
 * ids stay stable across re-imports of the same file and a repeated record is kept, not refused.
 */
export class HashIds {
  private readonly seen = new IdTable()
  next(base: string): string {
    const n = this.seen.get(base) + 1
    this.seen.set(base, n)
    return n === 1 ? base : `${base}-${n}`
  }
}

/** Options rendered one per line, the form content hashes are taken over. */
export function optionsText(options: Options | undefined): string {
  if (!options) return ''
  return Object.entries(options)
    .map(([l, v]) => `${l} ${v}`)
    .join('\n')
}

/** A failed record; `itemId` when the record is known to belong to an item (another may still import). */
export function fail(line: number, reason: Msg, itemId?: string): ParseResult {
  return itemId === undefined ? { ok: false, line, reason } : { ok: false, line, reason, itemId }
}

/**
 * The last gate before an item leaves an adapter: checks adapters cannot express in a schema (a choice
 * item needs options, an empty stem gets its own message) and then the shared zod schemas.
 */
export function finish(line: number, item: Item, key?: ItemKey): ParseResult {
  if (item.stem.trim() === '') return fail(line, m.emptyStem(), item.id)
  const choice = item.type === 'single_choice' || item.type === 'multi_choice'
  if (choice && (!item.options || Object.keys(item.options).length === 0)) {
    return fail(line, m.noOptions({ type: item.type }), item.id)
  }
  const parsed = ItemSchema.safeParse(item)
  if (!parsed.success) return fail(line, zodReason(parsed.error.issues), item.id)
  if (key === undefined) return { ok: true, line, item: parsed.data }
  const parsedKey = ItemKeySchema.safeParse(key)
  if (!parsedKey.success) return fail(line, zodReason(parsedKey.error.issues, 'key.'), item.id)
  return { ok: true, line, item: parsed.data, key: parsedKey.data }
}

function zodReason(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix = ''): Msg {
  const issue = issues[0]
  const field = prefix + issue.path.map(String).join('.')
  return m.invalidField({ field: field || '(record)', detail: issue.message })
}

/** Trimmed text or undefined, for optional item fields that must not be empty strings. */
export function nonEmpty(s: string | undefined): string | undefined {
  const v = s?.trim()
  return v ? v : undefined
}

/** An item's specialty from a resolved taxonomy entry (no empty secondary). */
export function specialtyOf(tax: { primary: string; secondary?: string }): Item['specialty'] {
  return tax.secondary ? { primary: tax.primary, secondary: tax.secondary } : { primary: tax.primary }
}

/**
 * Detection shared by the dataset adapters: the share of sample rows that fit, scaled by how sure a
 * fit makes us (a CMExam row also fits a looser format, so it scores higher than that one).
 */
export function fitScore(rows: SourceRow[], weight: number, fits: (row: SourceRow) => boolean): number {
  if (rows.length === 0) return 0
  return (weight * rows.filter(fits).length) / rows.length
}

/** The usual adapter loop: one result per row, with per-file state for content-hash ids. */
export async function* eachRow(
  rows: AsyncIterable<SourceRow>,
  parseRow: (row: SourceRow, hashIds: HashIds) => ParseResult,
): AsyncIterable<ParseResult> {
  const hashIds = new HashIds()
  for await (const row of rows) yield parseRow(row, hashIds)
}
