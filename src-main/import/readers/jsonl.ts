// JSON Lines: one object per line. A bad line becomes a RowError in place, so one broken record is
// reported with its line instead of aborting a 700,000-line import.
import type { Msg } from '../../core/messages'
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
      yield { line, error: jsonError(e instanceof Error ? e.message : String(e), text) }
      continue
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      yield { line, error: importMessages.notAnObject({ kind: jsonKind(value) }) }
      continue
    }
    yield { line, fields: value as Record<string, unknown> }
  }
}

/**
 * V8's message is English only; the Msg says in the user's language what kind of mistake it is and
 * where (1-based character), keeping V8's words as detail.
 */
function jsonError(detail: string, text: string): Msg {
  const at = /position (\d+)/.exec(detail)
  const position = at ? Number(at[1]) : undefined
  const problem = /Unterminated string|Unexpected end of JSON input/.test(detail) || position === text.length
    ? 'truncated'
    : /after JSON/.test(detail)
      ? 'trailing'
      : /control character/.test(detail)
        ? 'control'
        : 'syntax'
  const params: Record<string, string | number> = { problem, detail: detail.slice(0, MAX_DETAIL) }
  if (position !== undefined) params.column = position + 1
  return importMessages.badJson(params)
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
