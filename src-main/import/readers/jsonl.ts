// JSON Lines: one object per line. A bad line becomes a RowError in place, so one broken record is
// reported with its line instead of aborting a 700,000-line import.
import { importMessages } from '../messages'
import type { DecodedLine } from '../decode'
import type { ReaderRow } from '../types'

const MAX_DETAIL = 80

export async function* readJsonlRows(lines: AsyncIterable<DecodedLine>): AsyncIterable<ReaderRow> {
  for await (const { line, text } of lines) {
    if (isBlank(text)) continue
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e)
      yield { line, error: importMessages.badJson({ detail: detail.slice(0, MAX_DETAIL) }) }
      continue
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      yield { line, error: importMessages.notAnObject({ kind: jsonKind(value) }) }
      continue
    }
    yield { line, fields: value as Record<string, unknown> }
  }
}

function isBlank(text: string): boolean {
  // Cheap first test: nearly every line starts with '{'.
  return text.length === 0 || (text.charCodeAt(0) <= 32 && text.trim().length === 0)
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}
