// CSV/TSV through csv-parse's streaming parser. Input is the decoder's lines (so GBK, BOM and CRLF are
// already dealt with and encoding errors name their line); each record is keyed by the header and
// carries the line it starts on, also when quoted fields span several lines.
import { Readable, pipeline } from 'node:stream'
import { parse } from 'csv-parse'
import { MbError } from '../../core/messages'
import { importMessages } from '../messages'
import type { DecodedLine } from '../decode'
import type { ReaderRow } from '../types'
import { headerNames } from './header'

/** Lines are batched into ~64 KB strings: one write per line would dominate the parse time. */
const BATCH_CHARS = 64 * 1024

export interface CsvOptions {
  delimiter?: string
}

export async function* readCsvRows(lines: AsyncIterable<DecodedLine>, opts: CsvOptions = {}): AsyncIterable<ReaderRow> {
  const parser = parse({
    delimiter: opts.delimiter ?? ',',
    relax_column_count: true,
    // Hand-made sheets put bare quotes inside unquoted Chinese text; Excel itself always quotes.
    relax_quotes: true,
    // Empty lines come through as [""] and are skipped below, so the line count stays exact.
    skip_empty_lines: false,
  })
  // pipeline (unlike pipe) forwards a decoding MbError from the source into the parser's iteration.
  pipeline(Readable.from(batch(lines)), parser, () => undefined)

  let header: string[] | null = null
  // Lines reach the parser LF-normalised, so a record spans 1 + (line breaks inside its fields) lines.
  // Counting them here is cheaper than csv-parse's `info`, which copies its state for every record.
  let next = 1
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      const line = next
      next += 1 + breaksIn(fields)
      if (fields.every((f) => f.trim() === '')) continue
      if (header === null) {
        header = headerNames(fields)
        continue
      }
      if (fields.length !== header.length && !onlyEmptyExtras(fields, header.length)) {
        yield { line, error: importMessages.csvFieldCount({ count: fields.length, expected: header.length }) }
        continue
      }
      const row: Record<string, unknown> = {}
      for (let i = 0; i < header.length; i++) row[header[i]] = fields[i] ?? ''
      yield { line, fields: row }
    }
  } catch (e) {
    if (e instanceof MbError) throw e
    const err = e as { code?: string; message?: string; lines?: number }
    if (typeof err.code === 'string' && err.code.startsWith('CSV_')) {
      throw new MbError(
        importMessages.csvSyntax({ line: err.lines ?? parser.info.lines, detail: err.message ?? err.code }),
      )
    }
    throw e
  }
}

async function* batch(lines: AsyncIterable<DecodedLine>): AsyncIterable<string> {
  let buf = ''
  for await (const { text } of lines) {
    buf += text + '\n'
    if (buf.length >= BATCH_CHARS) {
      yield buf
      buf = ''
    }
  }
  if (buf.length > 0) yield buf
}

function breaksIn(fields: string[]): number {
  let n = 0
  for (const f of fields) for (let i = f.indexOf('\n'); i !== -1; i = f.indexOf('\n', i + 1)) n++
  return n
}

function onlyEmptyExtras(fields: string[], width: number): boolean {
  if (fields.length < width) return false
  for (let i = width; i < fields.length; i++) if (fields[i].trim() !== '') return false
  return true
}
