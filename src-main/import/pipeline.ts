// The import layer's entry point: bytes in, ParseResults out, streaming end to end. Reads with the
// reader the file calls for, detects the format on the first rows, runs the adapter, and adds what no
// single adapter can see: reader errors in stream order and duplicate item ids within the file.
// Nothing here touches the database; the import service decides what to do with the results.
import { MbError } from '../core/messages'
import { detectFormat, DETECT_ROWS } from './detect'
import { ADAPTERS } from './formats'
import { fail } from './formats/common'
import { importMessages as m } from './messages'
import { readRows } from './readers'
import { IdTable } from './id-table'
import { DEFAULT_TAXONOMY } from './taxonomy'
import { FORMATS, isRowError } from './types'
import type {
  FormatName,
  ParseResult,
  ReaderKind,
  ReaderRow,
  SourceRow,
  TaxonomyMapping,
  TextEncoding,
} from './types'

export interface ParseFileOptions {
  /** File name (directories are ignored): picks the reader and feeds ids/subjects derived from it. */
  fileName: string
  /** Called once; the file is read as it is iterated. */
  chunks: () => AsyncIterable<Uint8Array>
  format: FormatName | 'auto'
  /** Generic formats: target field → column (`--map stem=题干`). */
  mapping?: Record<string, string>
  taxonomy?: TaxonomyMapping
  /** Forces the text encoding instead of detecting it from the first 64 KiB. */
  encoding?: TextEncoding
}

export interface ParsedFile {
  format: FormatName
  kind: ReaderKind
  /** null for XLSX. */
  encoding: TextEncoding | null
  /** One pass only. Throws MbError on file-level failures (encoding, malformed CSV, unreadable XLSX). */
  results: AsyncIterable<ParseResult>
}

export async function parseFile(opts: ParseFileOptions): Promise<ParsedFile> {
  if (opts.format !== 'auto' && !(FORMATS as readonly string[]).includes(opts.format)) {
    throw new MbError(m.unknownFormat({ name: String(opts.format) }))
  }
  const source = await readRows(opts.fileName, opts.chunks(), opts.encoding)
  const rows = source.rows[Symbol.asyncIterator]()
  const head: ReaderRow[] = []
  let headRows = 0
  let ended = false
  while (headRows < DETECT_ROWS) {
    const r = await rows.next()
    if (r.done) {
      ended = true
      break
    }
    head.push(r.value)
    if (!isRowError(r.value)) headRows++
  }
  const fileName = opts.fileName.replace(/^.*[\\/]/, '')
  if (ended && head.length === 0) throw new MbError(m.noRecords({ file: fileName }))
  const format =
    opts.format === 'auto'
      ? detectFormat(head.filter((r): r is SourceRow => !isRowError(r)), fileName).name
      : opts.format
  const adapter = ADAPTERS[format]
  const ctx = { fileName, mapping: opts.mapping ?? {}, taxonomy: opts.taxonomy ?? DEFAULT_TAXONOMY }

  // Reader errors wait here until the adapter's next result, so they come out near their line.
  const pending: ParseResult[] = []
  async function* sourceRows(): AsyncIterable<SourceRow> {
    for (const row of head) {
      if (isRowError(row)) pending.push(fail(row.line, row.error))
      else yield row
    }
    head.length = 0
    if (ended) return
    for (let r = await rows.next(); !r.done; r = await rows.next()) {
      if (isRowError(r.value)) pending.push(fail(r.value.line, r.value.error))
      else yield r.value
    }
  }

  async function* results(): AsyncIterable<ParseResult> {
    const firstLine = new IdTable()
    for await (const result of adapter.parse(sourceRows(), ctx)) {
      if (pending.length > 0) yield* pending.splice(0)
      if (result.ok) {
        const first = firstLine.get(result.item.id)
        if (first !== 0) {
          yield fail(result.line, m.duplicateId({ id: result.item.id, first }), result.item.id)
          continue
        }
        firstLine.set(result.item.id, result.line)
      }
      yield result
    }
    if (pending.length > 0) yield* pending.splice(0)
  }

  return { format, kind: source.kind, encoding: source.encoding, results: results() }
}

/** Convenience for tests and small files: every result in order. */
export async function collectResults(results: AsyncIterable<ParseResult>): Promise<ParseResult[]> {
  const out: ParseResult[] = []
  for await (const r of results) out.push(r)
  return out
}
