// CSV/TSV through csv-parse's streaming parser. Input is the decoder's lines (so GBK, BOM and CRLF are
// already dealt with and encoding errors name their line); each record is keyed by the header and
// carries the line it starts on, also when quoted fields span several lines.
import { Readable, pipeline } from 'node:stream'
import { parse } from 'csv-parse'
import { parse as parseSync } from 'csv-parse/sync'
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

function parseOptions(opts: CsvOptions) {
  return {
    delimiter: opts.delimiter ?? ',',
    relax_column_count: true,
    // Hand-made sheets put bare quotes inside unquoted Chinese text; Excel itself always quotes.
    relax_quotes: true,
    // Empty lines come through as [""] and are skipped (CsvRecords), so the line count stays exact.
    skip_empty_lines: false,
  }
}

export async function* readCsvRows(lines: AsyncIterable<DecodedLine>, opts: CsvOptions = {}): AsyncIterable<ReaderRow> {
  const parser = parse(parseOptions(opts))
  // pipeline (unlike pipe) forwards a decoding MbError from the source into the parser's iteration.
  pipeline(Readable.from(batch(lines)), parser, () => undefined)

  const records = new CsvRecords()
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      const row = records.push(fields)
      if (row) yield row
    }
  } catch (e) {
    throw csvError(e, parser.info.lines)
  }
}

/**
 * The same rows from text already decoded in one piece (a small file read whole): csv-parse's
 * synchronous parser, several times faster than the stream for files of tens of thousands of rows.
 */
export function readCsvText(text: string, opts: CsvOptions = {}): ReaderRow[] {
  let records: string[][]
  try {
    records = parseSync(text, parseOptions(opts))
  } catch (e) {
    throw csvError(e, 0)
  }
  const keyed = new CsvRecords()
  const rows: ReaderRow[] = []
  for (const fields of records) {
    const row = keyed.push(fields)
    if (row) rows.push(row)
  }
  return rows
}

/**
 * Records → rows keyed by the header (the first non-empty record), each with the line it starts on.
 * Lines reach the parser LF-normalised, so a record spans 1 + (line breaks inside its fields) lines;
 * counting them here is cheaper than csv-parse's `info`, which copies its state for every record.
 */
class CsvRecords {
  private header: string[] | null = null
  private next = 1

  push(fields: string[]): ReaderRow | null {
    const line = this.next
    this.next += 1 + breaksIn(fields)
    if (fields.every((f) => f.trim() === '')) return null
    if (this.header === null) {
      this.header = headerNames(fields)
      return null
    }
    const header = this.header
    if (fields.length !== header.length && !onlyEmptyExtras(fields, header.length)) {
      return { line, error: importMessages.csvFieldCount({ count: fields.length, expected: header.length }) }
    }
    const row: Record<string, unknown> = {}
    for (let i = 0; i < header.length; i++) row[header[i]] = fields[i] ?? ''
    return { line, fields: row }
  }
}

function csvError(e: unknown, fallbackLine: number): unknown {
  if (e instanceof MbError) return e
  const err = e as { code?: string; message?: string; lines?: number }
  if (typeof err.code === 'string' && err.code.startsWith('CSV_')) {
    return new MbError(importMessages.csvSyntax({ line: err.lines ?? fallbackLine, detail: err.message ?? err.code }))
  }
  return e
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
