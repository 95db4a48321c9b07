// Picks a reader from the file name and the first bytes, and hands back rows plus what it found out
// (container kind, text encoding) for the import report.
import { Buffer } from 'node:buffer'
import { MbError } from '../../core/messages'
import { importMessages } from '../messages'
import { detectEncoding, ENCODING_SAMPLE_BYTES, readLines, toBuffer } from '../decode'
import type { ReaderKind, ReaderRow, TextEncoding } from '../types'
import { extensionOf } from '../file-names'
import { readJsonlRows } from './jsonl'
import { readCsvRows } from './csv'
import { readXlsxRows } from './xlsx'

export interface RowSource {
  kind: ReaderKind
  /** null for XLSX, which is not a text file. */
  encoding: TextEncoding | null
  rows: AsyncIterable<ReaderRow>
}

/** `encoding` overrides detection (a retry after a late non-UTF-8 byte, see the import service). */
export async function readRows(
  fileName: string,
  input: AsyncIterable<Uint8Array> | Uint8Array,
  encodingOverride?: TextEncoding,
): Promise<RowSource> {
  const { sample, chunks } = await peekBytes(input instanceof Uint8Array ? once(input) : input, ENCODING_SAMPLE_BYTES)
  const kind = pickKind(fileName, sample)
  if (kind === 'xlsx') return { kind, encoding: null, rows: readXlsxRows(chunks) }
  const encoding = encodingOverride ?? detectEncoding(sample)
  const lines = readLines(chunks, encoding)
  if (kind === 'jsonl') return { kind, encoding, rows: readJsonlRows(lines) }
  return { kind, encoding, rows: readCsvRows(lines, { delimiter: isTsv(fileName) ? '\t' : ',' }) }
}

function isTsv(fileName: string): boolean {
  const ext = extensionOf(fileName)
  return ext === 'tsv' || ext === 'tab'
}

/** Files people pick by mistake, by their first bytes: refused as a whole, not as a line error per line. */
const BINARY_SIGNATURES: readonly [kind: string, bytes: number[]][] = [
  ['PNG', [0x89, 0x50, 0x4e, 0x47]],
  ['JPEG', [0xff, 0xd8, 0xff]],
  ['GIF', [0x47, 0x49, 0x46, 0x38]],
  ['PDF', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['gzip', [0x1f, 0x8b]],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf]],
  ['RAR', [0x52, 0x61, 0x72, 0x21]],
  ['SQLite', [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20]],
]

function pickKind(fileName: string, sample: Uint8Array): ReaderKind {
  const ext = extensionOf(fileName)
  const name = fileName.replace(/^.*[\\/]/, '')
  if (startsWith(sample, [0x50, 0x4b, 0x03, 0x04])) {
    // An .xlsx is a zip; so is a .zip or .docx given by mistake. Excel writes its content-types part
    // first, so a workbook under another name is still recognised.
    if (ext === 'xlsx' || ext === 'xlsm' || includesAscii(sample, '[Content_Types].xml') && includesAscii(sample, 'xl/')) return 'xlsx'
    throw new MbError(importMessages.binaryFile({ file: name, kind: 'zip' }))
  }
  if (startsWith(sample, [0xd0, 0xcf, 0x11, 0xe0])) throw new MbError(importMessages.xlsNotSupported())
  if (startsWith(sample, [0xff, 0xfe]) || startsWith(sample, [0xfe, 0xff])) {
    throw new MbError(importMessages.utf16NotSupported())
  }
  const signature = BINARY_SIGNATURES.find(([, bytes]) => startsWith(sample, bytes))
  if (signature) throw new MbError(importMessages.binaryFile({ file: name, kind: signature[0] }))
  // Text in UTF-8 or GB18030 never holds a NUL byte (UTF-16 was caught above).
  if (sample.includes(0)) throw new MbError(importMessages.binaryFile({ file: name, kind: '?' }))
  if (ext === 'xlsx' || ext === 'xlsm') return 'xlsx'
  const first = firstSignificantByte(sample)
  if (first === 0x5b /* [ */ && ext !== 'csv' && !isTsv(fileName)) {
    throw new MbError(importMessages.jsonArrayNotSupported())
  }
  if (ext === 'csv' || isTsv(fileName)) return 'csv'
  if (ext === 'jsonl' || ext === 'ndjson' || ext === 'json') return 'jsonl'
  return first === 0x7b /* { */ ? 'jsonl' : 'csv'
}

function firstSignificantByte(sample: Uint8Array): number | undefined {
  let i = startsWith(sample, [0xef, 0xbb, 0xbf]) ? 3 : 0
  while (i < sample.length && (sample[i] === 0x20 || sample[i] === 0x09 || sample[i] === 0x0a || sample[i] === 0x0d)) i++
  return sample[i]
}

function includesAscii(bytes: Uint8Array, text: string): boolean {
  return toBuffer(bytes).includes(text, 0, 'latin1')
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  if (bytes.length < prefix.length) return false
  return prefix.every((b, i) => bytes[i] === b)
}

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes
}

/**
 * Reads chunks until `size` bytes are seen, returning them as a sample plus an iterable that replays
 * them before the rest, so the stream is only consumed once.
 */
export async function peekBytes(
  source: AsyncIterable<Uint8Array>,
  size: number,
): Promise<{ sample: Uint8Array; chunks: AsyncIterable<Uint8Array> }> {
  const it = source[Symbol.asyncIterator]()
  const head: Uint8Array[] = []
  let seen = 0
  let done = false
  while (seen < size) {
    const r = await it.next()
    if (r.done) {
      done = true
      break
    }
    head.push(r.value)
    seen += r.value.length
  }
  const sample = head.length === 1 ? head[0] : Buffer.concat(head.map(toBuffer))
  async function* replay(): AsyncIterable<Uint8Array> {
    yield* head
    if (done) return
    for (;;) {
      const r = await it.next()
      if (r.done) return
      yield r.value
    }
  }
  return { sample, chunks: replay() }
}
