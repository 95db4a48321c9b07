// Byte-level decoding of text files. Bytes are cut at LF before decoding: 0x0A never occurs inside a
// multi-byte character in UTF-8 or GB18030 (GB18030 trail bytes are 0x30–0x39 and 0x40–0xFE), so any run
// of whole lines decodes on its own. That keeps memory flat (one chunk plus a partial line is held) and
// lets an encoding error name its exact line.
import { Buffer, isUtf8 } from 'node:buffer'
import iconv from 'iconv-lite'
import { MbError } from '../core/messages'
import { importMessages } from './messages'
import type { TextEncoding } from './types'

const LF = 0x0a
const CR = 0x0d
const BOM_CHAR = 0xfeff
/** U+FFFD encoded in GB18030: the one way a replacement character can be genuine in a GBK file. */
const GB18030_FFFD = Buffer.from([0x84, 0x31, 0xa4, 0x37])

/** How many bytes of the file detectEncoding should be given; more is fine. */
export const ENCODING_SAMPLE_BYTES = 64 * 1024

export function detectEncoding(sample: Uint8Array): TextEncoding {
  if (sample.length >= 3 && sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8-bom'
  const bytes = toBuffer(sample)
  const complete = bytes.subarray(0, completeUtf8Length(bytes))
  if (isUtf8(complete)) return 'utf-8'
  return mostlyUtf8(complete) ? 'utf-8' : 'gb18030'
}

/**
 * A UTF-8 file with one corrupt line should fail on that line as UTF-8, not on line 1 as GBK: if at least
 * half of the sample's non-ASCII lines are valid UTF-8 the file is UTF-8 (GBK text with several Chinese
 * characters on a line is practically never valid UTF-8).
 */
function mostlyUtf8(bytes: Buffer): boolean {
  let valid = 0
  let invalid = 0
  let start = 0
  while (start < bytes.length) {
    const nl = bytes.indexOf(LF, start)
    const end = nl === -1 ? bytes.length : nl
    const line = bytes.subarray(start, end)
    if (line.some((b) => b >= 0x80)) {
      if (isUtf8(line)) valid++
      else invalid++
    }
    start = end + 1
  }
  return valid >= invalid && valid > 0
}

/**
 * Length of the sample without a multi-byte character cut off at its end, so a sample taken from the
 * middle of a file is not mistaken for invalid UTF-8.
 */
function completeUtf8Length(bytes: Uint8Array): number {
  const n = bytes.length
  let i = n - 1
  // Step back over at most three continuation bytes (10xxxxxx) to the lead byte.
  while (i >= 0 && n - i <= 3 && (bytes[i] & 0xc0) === 0x80) i--
  if (i < 0) return n
  const lead = bytes[i]
  const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1
  return n - i < need ? i : n
}

export interface DecodedLine {
  /** 1-based physical line number. */
  line: number
  text: string
}

/**
 * Streams a text file as lines. CRLF and LF both end a line; a last line without a newline is still a
 * line; a BOM is dropped. Throws MbError (naming the line) on bytes that are invalid in `encoding`.
 * Each chunk is decoded in one piece up to its last LF (the rest waits for the next chunk); only when
 * that piece fails is it decoded line by line to find the culprit.
 */
export async function* readLines(
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncoding,
): AsyncIterable<DecodedLine> {
  const decode = encoding === 'gb18030' ? decodeGb18030 : decodeUtf8
  let carry: Buffer[] = []
  let line = 1
  for await (const chunk of chunks) {
    const buf = toBuffer(chunk)
    const lastNl = buf.lastIndexOf(LF)
    if (lastNl === -1) {
      if (buf.length > 0) carry.push(buf)
      continue
    }
    const complete = buf.subarray(0, lastNl + 1)
    const block = carry.length === 0 ? complete : Buffer.concat([...carry, complete])
    carry = lastNl + 1 < buf.length ? [buf.subarray(lastNl + 1)] : []
    const text = decode(block, line)
    let start = 0
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      const end = nl > start && text.charCodeAt(nl - 1) === CR ? nl - 1 : nl
      yield { line, text: clean(text.slice(start, end), line) }
      line++
      start = nl + 1
    }
  }
  if (carry.length > 0) {
    const text = decode(Buffer.concat(carry), line)
    const end = text.length > 0 && text.charCodeAt(text.length - 1) === CR ? text.length - 1 : text.length
    yield { line, text: clean(text.slice(0, end), line) }
  }
}

/**
 * A whole file's text at once (files small enough to hold: a ratings sheet), BOM dropped and line
 * ends LF, exactly the lines readLines would give joined by LF. Invalid bytes name their line.
 */
export function decodeWhole(bytes: Uint8Array, encoding: TextEncoding): string {
  const text = (encoding === 'gb18030' ? decodeGb18030 : decodeUtf8)(toBuffer(bytes), 1)
  return clean(text, 1).replace(/\r\n/g, '\n')
}

function clean(text: string, line: number): string {
  return line === 1 && text.charCodeAt(0) === BOM_CHAR ? text.slice(1) : text
}

/** Decodes a block of whole lines starting at `firstLine`. */
// TextDecoder decodes CJK-heavy UTF-8 about a third faster than Buffer#toString and validates in the
// same pass. ignoreBOM keeps a U+FEFF that starts a later block; line 1's BOM is dropped in clean().
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

function decodeUtf8(block: Buffer, firstLine: number): string {
  try {
    return utf8.decode(block)
  } catch {
    // Fall through to locate the bad line.
  }
  throw new MbError(importMessages.invalidUtf8({ line: firstLine + badLineOffset(block, (b) => isUtf8(b)) }))
}

function decodeGb18030(block: Buffer, firstLine: number): string {
  const text = iconv.decode(block, 'gb18030')
  if (gb18030Ok(block, text)) return text
  const offset = badLineOffset(block, (b) => gb18030Ok(b, iconv.decode(b, 'gb18030')))
  throw new MbError(importMessages.invalidGb18030({ line: firstLine + offset }))
}

/**
 * iconv-lite substitutes U+FFFD instead of throwing; that is an error unless the file really encoded
 * U+FFFD.
 */
function gb18030Ok(bytes: Buffer, text: string): boolean {
  return !text.includes('\ufffd') || bytes.includes(GB18030_FFFD)
}

/** Index (0-based) of the first line in `block` that `ok` rejects. */
function badLineOffset(block: Buffer, ok: (line: Buffer) => boolean): number {
  let start = 0
  for (let i = 0; ; i++) {
    const nl = block.indexOf(LF, start)
    const end = nl === -1 ? block.length : nl
    if (!ok(block.subarray(start, end))) return i
    if (nl === -1) return i
    start = nl + 1
  }
}

export function toBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
}
