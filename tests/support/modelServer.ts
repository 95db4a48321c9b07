// A loopback stand-in for a local model server (vLLM, llama.cpp, Ollama) speaking the OpenAI Chat
// Completions protocol over node:http, for tests and benchmarks on a machine without model weights.
//
// It answers choice questions from known keys: the item is found by its stem in the last user message,
// the presented options are read back from the prompt and the key's option TEXTS are mapped to the
// presented letters, so a permuted presentation is answered consistently. Whether an answer is right
// (`accuracy`) and which wrong letter it picks (`positionBias`) is a function of a hash of
// (seed, model, messages): the same request always gets the same answer, and `expected(messages)`
// tells a test what it will be. Faults (429, 500/503, stalls, connection resets, malformed bodies,
// empty choices, a server that is down) come on demand, from `setFaults` or `POST /__control`.
//
// Self-contained on purpose: nothing from src-main, so a bug in the app's own option parser or answer
// extractor cannot be mirrored here and go unnoticed. It logs nothing.
import http from 'node:http'
import type { Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import fs from 'node:fs'

// ---------------------------------------------------------------------------------------------------
// Public types

/** A choice item with its key: option letters to texts, `answer` the correct letters ("B", "ACD"). */
export interface ServerItem {
  stem: string
  options: Record<string, string>
  answer: string
}

/**
 * plain: content "答案：B". reasoner: `reasoning_content` with a short analysis (separate from content,
 * as vLLM's and DeepSeek's reasoning parsers return it), content "**答案：B**". think: the analysis
 * inline in content as `<think>…</think>`, then "答案：B". The analysis names a wrong option as a
 * distractor ("选项C看似合理…"), so a reader that does not skip reasoning is caught out. prose: the
 * chosen options' texts in a sentence ("坏血病与题干描述一致。"), which a reader must infer the letters from.
 */
export type OutputStyle = 'plain' | 'reasoner' | 'think' | 'prose'

/**
 * 429: rate limited, with a Retry-After header (seconds). 500, 503: OpenAI-style error body.
 * stall: no response for `stallMs` (then the normal answer, if the client is still there).
 * reset: the socket is reset (RST) after the request is read, before any response byte.
 * reset-mid: the response starts (headers and part of the body; or the first chunks of a stream),
 *   then the socket is reset.
 * malformed: 200 with a body (or a stream chunk) that is not valid JSON.
 * empty: 200 with `choices: []`.
 */
export type FaultKind = '429' | '500' | '503' | 'stall' | 'reset' | 'reset-mid' | 'malformed' | 'empty'

export const FAULT_KINDS: readonly FaultKind[] = ['429', '500', '503', 'stall', 'reset', 'reset-mid', 'malformed', 'empty']

export interface FaultConfig {
  /** Every request (models too) is answered 503: a server that is down. */
  down?: boolean
  /** Forced faults for the next chat-completion requests, one each, in order (null: no fault). */
  queue?: (FaultKind | null)[]
  /** Probability of each fault per chat-completion request (seeded draws, in arrival order). */
  rates?: Partial<Record<FaultKind, number>>
  /** Retry-After of a 429, in seconds. Default 1. */
  retryAfterS?: number
  /** How long a stall lasts. Default 60,000 ms. */
  stallMs?: number
}

export type Latency = number | { mean: number; jitter: number }

export interface ModelServerOptions {
  /** Items, or paths of JSONL files of items (see readItemsFile), or a mix. */
  items?: ServerItem[] | string | (ServerItem | string)[]
  /** The model id /v1/models lists first and the default for `expected`. Default 'fake-plain'. */
  model?: string
  /**
   * More ids for /v1/models (default, when `model` is not given either: fake-reasoner, fake-think).
   * Any model name is accepted in requests.
   */
  models?: string[]
  /** Style when the request's model name does not name one (…plain, …reasoner, …think). Default plain. */
  style?: OutputStyle
  /** Probability (0–1) of answering right. Default 1. */
  accuracy?: number
  /** When wrong: probability of answering this presented letter (if it is wrong), e.g. { A: 0.5 }. */
  positionBias?: Record<string, number>
  /** Seed of every decision (answers, fault draws, latency jitter). Default 0. */
  seed?: number | string
  /** Delay before the first response byte. Default 0. */
  latencyMs?: Latency
  /** Delay between stream chunks. Default 0. */
  chunkDelayMs?: number
  /** Require `Authorization: Bearer <apiKey>`; otherwise 401. */
  apiKey?: string
  faults?: FaultConfig
  /** The answer to an item the server does not know. Default "无法确定". */
  unknownAnswer?: string
  /**
   * The answer to a prompt the server does not know as an item, from the last user message (open
   * questions in tests); undefined falls back to unknownAnswer.
   */
  openAnswer?: (prompt: string) => string | undefined
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /**
   * Keep the last this many chat requests as received (model and messages, image parts and their data
   * URLs included), for tests that check what was sent: `received()`. Default 0 (nothing kept).
   */
  keepRequests?: number
}

/** A chat request as the server received it. */
export interface ReceivedRequest {
  model: string
  messages: unknown[]
}

export interface ServerStats {
  /** Requests to /v1/… (control and stats requests are not counted). */
  requests: number
  /** Chat-completion requests with a valid body. */
  chatRequests: number
  inFlight: number
  maxInFlight: number
  /** Responses by status code as sent ('200', '429', …). Resets before any byte have none. */
  byStatus: Record<string, number>
  /** Faults served, by kind ('down' counts requests refused while down). */
  byFault: Record<string, number>
  /** Chat requests received per fingerprint (see `fingerprint`): a retried request counts again. */
  byFingerprint: Record<string, number>
  /** Chat requests whose item was not found. */
  unknownItems: number
  connections: { opened: number; open: number; maxOpen: number }
}

export interface Expected {
  /** The presented letters answered, sorted and concatenated ("B", "AC"). */
  letters: string
  correct: boolean
}

export interface ModelServer {
  /** Base URL for an OpenAI client, ending in /v1. */
  url: string
  port: number
  stats(): ServerStats
  resetStats(): void
  /** Replaces the fault configuration ({} clears it). */
  setFaults(f: FaultConfig): void
  close(): Promise<void>
  /** What the server answers to these messages (for `model`, default the server's), or null if the item is unknown. */
  expected(messages: unknown, model?: string): Expected | null
  /** The last `keepRequests` chat requests, oldest first. */
  received(): ReceivedRequest[]
  /** Forgets the kept requests. */
  clearReceived(): void
}

// ---------------------------------------------------------------------------------------------------
// Items

/** MurmurHash3 (x86, 32-bit) of a string's UTF-16 units: fast, well mixed, not cryptographic. */
function murmur32(s: string, seed: number): number {
  let h = seed | 0
  for (let i = 0; i < s.length; i++) {
    let k = Math.imul(s.charCodeAt(i), 0xcc9e2d51)
    k = (k << 15) | (k >>> 17)
    h ^= Math.imul(k, 0x1b873593)
    h = (h << 13) | (h >>> 19)
    h = (Math.imul(h, 5) + 0xe6546b64) | 0
  }
  return fmix32(h ^ s.length)
}

function fmix32(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** Two independent 32-bit hashes of the messages as the client sent them (JSON, key order kept). */
function messageHash(messages: unknown): [number, number] {
  const json = JSON.stringify(messages)
  return [murmur32(json, 0x2f0b5a1d), murmur32(json, 0x9747b28c)]
}

function hex(h: [number, number]): string {
  return h[0].toString(16).padStart(8, '0') + h[1].toString(16).padStart(8, '0')
}

/** Fingerprint of a request's messages, as counted in `stats().byFingerprint`: 16 hex digits. */
export function fingerprint(messages: unknown): string {
  return hex(messageHash(messages))
}

const OPTION_LINE = /^\s*[(（]?([A-ZＡ-Ｚ])(?:\s*[.．、:：)）]|\s)\s*(.*)$/

function halfLetter(s: string): string {
  const c = s.charCodeAt(0)
  return c >= 0xff21 && c <= 0xff3a ? String.fromCharCode(c - 0xfee0) : s.toUpperCase()
}

function optionsOf(raw: unknown): Record<string, string> | null {
  if (Array.isArray(raw)) {
    const out: Record<string, string> = {}
    raw.forEach((t, i) => { out[String.fromCharCode(65 + i)] = String(t) })
    return raw.length ? out : null
  }
  if (raw && typeof raw === 'object') {
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof v === 'string' || typeof v === 'number') out[halfLetter(k.trim())] = String(v)
    }
    return Object.keys(out).length ? out : null
  }
  if (typeof raw === 'string') {
    // "A 心尖部\nB …" (CMExam writes the line breaks as a literal backslash-n).
    const out: Record<string, string> = {}
    let current: string | null = null
    for (const line of raw.replace(/\\n/g, '\n').split(/\r?\n/)) {
      if (!line.trim()) continue
      const m = OPTION_LINE.exec(line)
      if (m) {
        current = halfLetter(m[1])
        out[current] = m[2].trim()
      } else if (current) {
        out[current] += '\n' + line.trim()
      }
    }
    return Object.keys(out).length ? out : null
  }
  return null
}

/**
 * Choice items from a JSONL file: generic `{stem, options, answer}` (options an object of letters to
 * texts, a list, or "A. …\nB. …" text), also CMExam (`Question`, `Options`, `Answer`) and CMMLU
 * (`Question`, `A`…`D`, `Answer`). Lines that are not choice items with a key are skipped.
 */
export function readItemsFile(file: string): ServerItem[] {
  const out: ServerItem[] = []
  for (const line of fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!line.trim()) continue
    let row: Record<string, unknown>
    try {
      row = JSON.parse(line) as Record<string, unknown>
    } catch {
      continue
    }
    if (!row || typeof row !== 'object') continue
    const stem = row.stem ?? row.question ?? row.Question ?? row['题干']
    let options = optionsOf(row.options ?? row.Options ?? row['选项'])
    if (!options) {
      const cols: Record<string, string> = {}
      for (const l of 'ABCDEFGH') if (typeof row[l] === 'string' || typeof row[l] === 'number') cols[l] = String(row[l])
      options = Object.keys(cols).length >= 2 ? cols : null
    }
    const answer = row.answer ?? row.Answer ?? row['答案']
    if (typeof stem !== 'string' || !stem.trim() || !options || typeof answer !== 'string') continue
    out.push({ stem, options, answer })
  }
  return out
}

/** Full-width ASCII folded to half-width, whitespace removed: the form stems and option texts are compared in. */
const WS = /\s+/g
const FW = /[\uFF01-\uFF5E]/g
function squash(s: string): string {
  return s.replace(WS, '').replace(FW, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
}

interface Entry {
  stem: string
  /** Squashed stem. */
  key: string
  /** Squashed option text → canonical letter. */
  textToLetter: Map<string, string>
  /** Squashed option texts, longest first (for the last option, which runs on to what follows). */
  textsByLength: string[]
  letters: string[]
  answer: Set<string>
  preview: string
}

function entryOf(item: ServerItem): Entry | null {
  const textToLetter = new Map<string, string>()
  const letters: string[] = []
  for (const [k, v] of Object.entries(item.options)) {
    const letter = halfLetter(k.trim())
    const t = squash(String(v))
    if (!/^[A-Z]$/.test(letter) || !t || textToLetter.has(t)) continue
    textToLetter.set(t, letter)
    letters.push(letter)
  }
  letters.sort()
  const answer = new Set<string>()
  for (const ch of squash(item.answer).toUpperCase()) if (letters.includes(ch)) answer.add(ch)
  const key = squash(item.stem)
  if (!key || answer.size === 0 || letters.length < 2) return null
  const preview = item.stem.replace(WS, '').slice(0, 14)
  return {
    stem: item.stem,
    key,
    textToLetter,
    textsByLength: [...textToLetter.keys()].sort((a, b) => b.length - a.length),
    letters,
    answer,
    preview: preview.length < item.stem.replace(WS, '').length ? `${preview}…` : preview,
  }
}

/** Stems are indexed by a rolling hash of their first K squashed characters; shorter stems are scanned. */
const K = 8
const BASE = 0x01000193
let BASE_K = 1
for (let i = 0; i < K; i++) BASE_K = Math.imul(BASE_K, BASE)

function prefixHash(codes: ArrayLike<number>, from: number): number {
  let h = 0
  for (let i = from; i < from + K; i++) h = (Math.imul(h, BASE) + codes[i]) | 0
  return h
}

class ItemIndex {
  private byPrefix = new Map<number, Entry[]>()
  private short: Entry[] = []
  size = 0

  add(item: ServerItem): void {
    const e = entryOf(item)
    if (!e) return
    this.size++
    if (e.key.length < K) {
      this.short.push(e)
      return
    }
    const codes = new Uint16Array(K)
    for (let i = 0; i < K; i++) codes[i] = e.key.charCodeAt(i)
    const h = prefixHash(codes, 0)
    const list = this.byPrefix.get(h)
    if (list) list.push(e)
    else this.byPrefix.set(h, [e])
  }

  /** Every (entry, squashed position) whose stem occurs in the squashed text. */
  find(p: Prompt): { e: Entry; at: number }[] {
    const out: { e: Entry; at: number }[] = []
    const { codes, n, squashed } = p
    if (n >= K && this.byPrefix.size) {
      let h = prefixHash(codes, 0)
      for (let i = 0; ; i++) {
        const list = this.byPrefix.get(h)
        if (list) for (const e of list) if (squashed.startsWith(e.key, i)) out.push({ e, at: i })
        if (i + K >= n) break
        h = (Math.imul(h, BASE) + codes[i + K] - Math.imul(codes[i], BASE_K)) | 0
      }
    }
    for (const e of this.short) {
      const at = squashed.lastIndexOf(e.key)
      if (at >= 0) out.push({ e, at })
    }
    return out
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading the prompt

interface Prompt {
  /** The text with full-width ASCII folded (same length and offsets as the original). */
  folded: string
  /** Squashed text: folded, whitespace removed; `pos[k]` is the offset of its k-th character in `folded`. */
  squashed: string
  /** The squashed text's first `n` char codes. `codes` and `pos` are shared scratch arrays, valid only
   *  until the next readPrompt (every use is synchronous, within one request). */
  codes: Uint16Array
  pos: Int32Array
  n: number
}

function isSpace(c: number): boolean {
  return c <= 32 || c === 0xa0 || c === 0x3000 || c === 0xfeff || c === 0x2028 || c === 0x2029 || (c >= 0x2000 && c <= 0x200a)
}

/** Scratch arrays reused across requests (a request is read synchronously, start to end). */
let scratchFolded = new Uint16Array(4096)
let scratchCodes = new Uint16Array(4096)
let scratchPos = new Int32Array(4096)

function readPrompt(text: string): Prompt {
  const len = text.length
  if (len > scratchCodes.length) {
    const size = Math.max(len, scratchCodes.length * 2)
    scratchFolded = new Uint16Array(size)
    scratchCodes = new Uint16Array(size)
    scratchPos = new Int32Array(size)
  }
  const foldedCodes = scratchFolded
  const codes = scratchCodes
  const pos = scratchPos
  let n = 0
  for (let i = 0; i < len; i++) {
    let c = text.charCodeAt(i)
    if (c >= 0xff01 && c <= 0xff5e) c -= 0xfee0
    foldedCodes[i] = c
    if (isSpace(c)) continue
    codes[n] = c
    pos[n++] = i
  }
  return {
    folded: Buffer.from(foldedCodes.buffer, 0, len * 2).toString('utf16le'),
    squashed: Buffer.from(codes.buffer, 0, n * 2).toString('utf16le'),
    codes,
    pos,
    n,
  }
}

interface Marker {
  code: number
  /** Where the marker starts (the letter, or its opening parenthesis) and where its text starts. */
  start: number
  textStart: number
}

/**
 * Option markers in folded text from `from`: "A." "A、" "A:" "A)" "(A)" (full-width forms folded), and
 * "A text" at the start of a line. Letters inside ordinary text ("维生素B、C") are markers too; the run
 * is chosen later by matching the texts between markers against the item's options.
 */
function markersIn(s: string, from: number): Marker[] {
  const out: Marker[] = []
  const len = s.length
  for (let i = from; i < len; i++) {
    const c = s.charCodeAt(i)
    if (c < 65 || c > 90) continue
    const prev = i > 0 ? s.charCodeAt(i - 1) : 10
    const next = i + 1 < len ? s.charCodeAt(i + 1) : 0
    if (prev === 40 /* ( */ && next === 41 /* ) */) {
      out.push({ code: c - 65, start: i - 1, textStart: i + 2 })
      continue
    }
    let j = i + 1
    while (j < len && j - i <= 3 && (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9)) j++
    const sep = j < len ? s.charCodeAt(j) : 0
    if (sep === 46 /* . */ || sep === 0x3001 /* 、 */ || sep === 58 /* : */ || sep === 41 /* ) */) {
      out.push({ code: c - 65, start: i, textStart: j + 1 })
    } else if (j > i + 1 && atLineStart(s, i, from)) {
      out.push({ code: c - 65, start: i, textStart: j })
    }
  }
  return out
}

function atLineStart(s: string, i: number, from: number): boolean {
  for (let k = i - 1; k >= from; k--) {
    const c = s.charCodeAt(k)
    if (c === 10 || c === 13) return true
    if (c !== 32 && c !== 9) return false
  }
  return true
}

/** Presented letter → canonical letter, from the first run of options after `from` whose texts are the item's. */
/** The option texts between markers, checked against one item's options (no closures: a hot path). */
class RunFinder {
  private memo = new Map<number, number[] | null>()
  constructor(private s: string, private markers: Marker[], private e: Entry, private reach: number) {}

  /** The canonical letter of the text between markers i and j, if it is one of the item's options. */
  between(i: number, j: number): string | undefined {
    return this.e.textToLetter.get(this.s.slice(this.markers[i].textStart, this.markers[j].start).replace(WS, ''))
  }

  /** The last option's text runs on to whatever follows it: the longest option text it starts with. */
  last(i: number): string | undefined {
    const from = this.markers[i].textStart
    const rest = this.s.slice(from, from + this.reach).replace(WS, '')
    for (const t of this.e.textsByLength) if (rest.startsWith(t)) return this.e.textToLetter.get(t)
    return undefined
  }

  /** The longest run of markers from i going i, i+1… whose texts are all the item's options. */
  run(i: number): number[] | null {
    const known = this.memo.get(i)
    if (known !== undefined) return known
    const markers = this.markers
    let best: number[] | null = null
    for (let j = i + 1; j < markers.length; j++) {
      if (markers[j].code !== markers[i].code + 1 || this.between(i, j) === undefined) continue
      const rest = this.run(j)
      if (rest && (!best || rest.length + 1 > best.length)) best = [i, ...rest]
    }
    if (!best && this.last(i) !== undefined) best = [i]
    this.memo.set(i, best)
    return best
  }
}

/** Presented letter → canonical letter, from the first run of options after `from` whose texts are the item's. */
function presentedOptions(p: Prompt, from: number, e: Entry): Map<string, string> | null {
  const markers = markersIn(p.folded, from)
  if (markers.length < 2) return null
  // Look only as far as the longest option could reach (whitespace included).
  const finder = new RunFinder(p.folded, markers, e, e.textsByLength[0].length * 2 + 64)
  let chosen: number[] | null = null
  for (let a = 0; a < markers.length; a++) {
    if (markers[a].code !== 0) continue
    const run = finder.run(a)
    if (run && run.length >= 2 && (!chosen || run.length > chosen.length)) chosen = run
    if (chosen && chosen.length >= e.letters.length) break
  }
  if (!chosen) return null
  const map = new Map<string, string>()
  for (let k = 0; k < chosen.length; k++) {
    const mi = chosen[k]
    const canonical = k + 1 < chosen.length ? finder.between(mi, chosen[k + 1]) : finder.last(mi)
    map.set(String.fromCharCode(65 + markers[mi].code), canonical!)
  }
  return map
}

function lastUserText(messages: unknown[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i] as { role?: unknown; content?: unknown } | null
    if (m && m.role === 'user') return contentText(m.content)
  }
  return messages.map((m) => contentText((m as { content?: unknown } | null)?.content)).join('\n')
}

function contentText(c: unknown): string {
  if (typeof c === 'string') return c
  if (Array.isArray(c)) {
    let s = ''
    for (const part of c) if (part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string') s += (s ? '\n' : '') + (part as { text: string }).text
    return s
  }
  return ''
}

interface Understood {
  e: Entry
  /** Presented letters in order, and which of them are right. */
  presented: string[]
  correct: Set<string>
}

function understand(index: ItemIndex, text: string): Understood | null {
  if (index.size === 0) return null
  const p = readPrompt(text)
  const hits = index.find(p)
  if (hits.length === 0) return null
  let best: { u: Understood; resolved: boolean; end: number; len: number } | null = null
  for (const { e, at } of hits) {
    const stemEnd = p.pos[at + e.key.length - 1] + 1
    const map = presentedOptions(p, stemEnd, e) ?? presentedOptions(p, 0, e)
    let u: Understood
    let resolved = false
    if (map) {
      const correct = new Set<string>()
      for (const [shown, canonical] of map) if (e.answer.has(canonical)) correct.add(shown)
      resolved = correct.size === e.answer.size
      u = resolved ? { e, presented: [...map.keys()], correct } : { e, presented: e.letters, correct: e.answer }
    } else {
      u = { e, presented: e.letters, correct: e.answer }
    }
    const end = at + e.key.length
    if (!best || (resolved && !best.resolved) || (resolved === best.resolved && (end > best.end || (end === best.end && e.key.length > best.len)))) {
      best = { u, resolved, end, len: e.key.length }
    }
  }
  return best!.u
}

// ---------------------------------------------------------------------------------------------------
// Deciding and writing the answer

interface Answer {
  u: Understood | null
  letters: string[]
  correct: boolean
}

/** Three uniform draws in [0, 1) that are a function of (seed, model, messages) only. */
function draws(seedModel: [number, number, number], h: [number, number]): [number, number, number] {
  return [draw(seedModel, h, 0), draw(seedModel, h, 1), draw(seedModel, h, 2)]
}

function draw(seedModel: [number, number, number], h: [number, number], i: number): number {
  return fmix32(h[0] ^ Math.imul(h[1] ^ seedModel[i], 0x9e3779b1 + 2 * i) ^ seedModel[i]) / 4294967296
}

function decide(u: Understood | null, d: [number, number, number], accuracy: number, bias: [string, number][]): Answer {
  if (!u) return { u, letters: [], correct: false }
  const right = [...u.correct].sort()
  const [u1, u2, u3] = d
  if (u1 < accuracy) return { u, letters: right, correct: true }
  const wrong = u.presented.filter((l) => !u.correct.has(l)).sort()
  let cum = 0
  for (const [letter, p] of bias) {
    cum += p
    if (u2 < cum) {
      if (wrong.includes(letter)) return { u, letters: [letter], correct: false }
      break
    }
  }
  if (wrong.length) return { u, letters: [wrong[Math.floor(u3 * wrong.length)]], correct: false }
  // Every presented option is right: leave one out, if that is possible.
  return right.length > 1 ? { u, letters: right.slice(0, -1), correct: false } : { u, letters: right, correct: true }
}

/** Token estimate: one per non-ASCII character, one per four ASCII characters. */
function tokens(s: string): number {
  let ascii = 0
  let other = 0
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) < 128) ascii++
    else other++
  }
  return other + Math.ceil(ascii / 4)
}

function prefixWithin(s: string, budget: number): string {
  let ascii = 0
  let other = 0
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) < 128) ascii++
    else other++
    if (other + Math.ceil(ascii / 4) > budget) return s.slice(0, i)
  }
  return s
}

function promptTokens(messages: unknown[]): number {
  let t = 2
  for (const m of messages) t += 4 + tokens(contentText((m as { content?: unknown } | null)?.content))
  return t
}

interface Reply {
  reasoning: string
  content: string
  finish: 'stop' | 'length'
  completionTokens: number
}

function compose(a: Answer, style: OutputStyle, unknown: string, maxTokens: number | undefined, prompt = ''): Reply {
  let analysis = ''
  let final = unknown
  if (a.u) {
    const shown = a.letters.join(', ')
    const distractor = a.u.presented.find((l) => !a.letters.includes(l))
    analysis = `本题考查“${a.u.e.preview}”。逐项分析：${distractor ? `选项${distractor}看似合理，但与题干要点不符；` : ''}选项${a.letters.join('、')}符合题意。故选${shown}。`
    final = `答案：${shown}`
  } else {
    analysis = '题干与已知题目均不相符，信息不足，无法作出判断。'
  }
  let reasoning = ''
  let content: string
  if (style === 'reasoner') {
    reasoning = analysis
    content = a.u ? `**${final}**` : final
  } else if (style === 'think') {
    content = `<think>\n${analysis}\n</think>\n\n${final}`
  } else if (style === 'prose' && a.u) {
    // The chosen options' texts as the prompt presented them ("A. 坏血病" → "坏血病与题干描述一致。").
    content = a.letters.map((l) => new RegExp(`^[ \\t]*${l}[.．、:：)）][ \\t]*(.+?)[ \\t]*$`, 'm').exec(prompt)?.[1] ?? l).join('、') + '与题干描述一致。'
  } else {
    content = final
  }
  let rt = tokens(reasoning)
  let ct = tokens(content)
  let finish: Reply['finish'] = 'stop'
  if (maxTokens !== undefined && rt + ct > maxTokens) {
    finish = 'length'
    reasoning = prefixWithin(reasoning, maxTokens)
    rt = tokens(reasoning)
    content = prefixWithin(content, Math.max(0, maxTokens - rt))
    ct = tokens(content)
  }
  return { reasoning, content, finish, completionTokens: rt + ct }
}

function styleOf(model: string, fallback: OutputStyle): OutputStyle {
  const m = model.toLowerCase()
  if (m.includes('reasoner') || m.includes('reasoning')) return 'reasoner'
  if (m.includes('think')) return 'think'
  if (m.includes('prose')) return 'prose'
  if (m.includes('plain')) return 'plain'
  return fallback
}

/** A few pieces of a text, for stream chunks (never splitting a surrogate pair). */
function pieces(s: string, n: number): string[] {
  if (!s) return []
  const out: string[] = []
  const size = Math.max(1, Math.ceil(s.length / n))
  let i = 0
  while (i < s.length) {
    let j = Math.min(s.length, i + size)
    if (j < s.length && s.charCodeAt(j - 1) >= 0xd800 && s.charCodeAt(j - 1) <= 0xdbff) j++
    out.push(s.slice(i, j))
    i = j
  }
  return out
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------------------------------------------
// The server

interface ErrorSpec {
  message: string
  type: string
  code: string | null
}

const MAX_BODY = 32 * 1024 * 1024

/** Fresh counters; what is in flight or open now (in `prev`) stays counted. */
function emptyStats(prev?: ServerStats): ServerStats {
  const live = prev?.inFlight ?? 0
  const open = prev?.connections.open ?? 0
  return {
    requests: 0,
    chatRequests: 0,
    inFlight: live,
    maxInFlight: live,
    byStatus: {},
    byFault: {},
    byFingerprint: {},
    unknownItems: 0,
    connections: { opened: 0, open, maxOpen: open },
  }
}

function bump(rec: Record<string, number>, key: string): void {
  rec[key] = (rec[key] ?? 0) + 1
}

export async function startModelServer(opts: ModelServerOptions = {}): Promise<ModelServer> {
  const index = new ItemIndex()
  const sources = opts.items === undefined ? [] : Array.isArray(opts.items) ? opts.items : [opts.items]
  for (const src of sources) {
    if (typeof src === 'string') for (const it of readItemsFile(src)) index.add(it)
    else index.add(src)
  }
  const defaultModel = opts.model ?? 'fake-plain'
  const more = opts.models ?? (opts.model === undefined ? ['fake-reasoner', 'fake-think'] : [])
  const modelIds = [defaultModel, ...more.filter((m) => m !== defaultModel)]
  const fallbackStyle = opts.style ?? 'plain'
  const accuracy = opts.accuracy ?? 1
  const bias = Object.entries(opts.positionBias ?? {}).map(([l, p]) => [halfLetter(l), p] as [string, number]).sort((x, y) => (x[0] < y[0] ? -1 : 1))
  const seed = String(opts.seed ?? 0)
  const unknownAnswer = opts.unknownAnswer ?? '无法确定'
  const chunkDelay = opts.chunkDelayMs ?? 0
  const authHeader = opts.apiKey === undefined ? undefined : `Bearer ${opts.apiKey}`
  const rand = mulberry32(murmur32(`faults\u0000${seed}`, 1))
  const created = Math.floor(Date.now() / 1000)
  const modelsBody = JSON.stringify({
    object: 'list',
    data: modelIds.map((id) => ({ id, object: 'model', created, owned_by: 'medbench-fake' })),
  })

  let faults: FaultConfig = {}
  let queue: (FaultKind | null)[] = []
  const setFaults = (f: FaultConfig) => {
    faults = { ...f }
    queue = [...(f.queue ?? [])]
  }
  setFaults(opts.faults ?? {})

  let stats = emptyStats()
  const keep = opts.keepRequests ?? 0
  const kept: ReceivedRequest[] = []
  let seq = 0
  const timers = new Set<NodeJS.Timeout>()
  const sockets = new Set<Socket>()
  const styles = new Map<string, OutputStyle>()
  const styleFor = (model: string) => {
    let s = styles.get(model)
    if (!s) {
      s = styleOf(model, fallbackStyle)
      if (styles.size < 1000) styles.set(model, s)
    }
    return s
  }

  const later = (ms: number, fn: () => void): NodeJS.Timeout => {
    const t = setTimeout(() => {
      timers.delete(t)
      fn()
    }, ms)
    timers.add(t)
    return t
  }

  const head = (res: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders) => {
    bump(stats.byStatus, String(status))
    res.writeHead(status, headers)
  }

  const sendJson = (res: http.ServerResponse, status: number, body: string, extra?: http.OutgoingHttpHeaders) => {
    if (res.destroyed || res.headersSent) return
    head(res, status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...extra })
    res.end(body)
  }

  const sendError = (res: http.ServerResponse, status: number, e: ErrorSpec, extra?: http.OutgoingHttpHeaders) =>
    sendJson(res, status, JSON.stringify({ error: { message: e.message, type: e.type, param: null, code: e.code } }), extra)

  const seedModels = new Map<string, [number, number, number]>()
  const answerFor = (messages: unknown[], model: string, h: [number, number]): Answer => {
    const u = understand(index, lastUserText(messages))
    let sm = seedModels.get(model)
    if (!sm) {
      const key = `${seed}\u0000${model}`
      sm = [murmur32(key, 11), murmur32(key, 12), murmur32(key, 13)]
      if (seedModels.size < 1000) seedModels.set(model, sm)
    }
    return decide(u, draws(sm, h), accuracy, bias)
  }

  const latency = (): number => {
    const l = opts.latencyMs ?? 0
    if (typeof l === 'number') return l
    return Math.max(0, l.mean + (rand() * 2 - 1) * l.jitter)
  }

  const pickFault = (): FaultKind | null => {
    if (queue.length) return queue.shift() ?? null
    const rates = faults.rates
    if (!rates) return null
    const u = rand()
    let cum = 0
    for (const k of FAULT_KINDS) {
      cum += rates[k] ?? 0
      if (u < cum) return k
    }
    return null
  }

  const chat = (req: http.IncomingMessage, res: http.ServerResponse, raw: string) => {
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw) as Record<string, unknown>
    } catch {
      return sendError(res, 400, { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error', code: null })
    }
    const messages = body?.messages
    if (!Array.isArray(messages) || messages.length === 0) {
      return sendError(res, 400, { message: "'messages' must be a non-empty array.", type: 'invalid_request_error', code: null })
    }
    stats.chatRequests++
    if (keep > 0) {
      kept.push({ model: typeof body.model === 'string' ? body.model : defaultModel, messages })
      if (kept.length > keep) kept.shift()
    }
    const h = messageHash(messages)
    bump(stats.byFingerprint, hex(h))
    const model = typeof body.model === 'string' ? body.model : defaultModel
    const stream = body.stream === true
    const includeUsage = stream && (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true
    const mt = [body.max_completion_tokens, body.max_tokens].filter((v): v is number => typeof v === 'number' && v >= 0)
    const maxTokens = mt.length ? Math.min(...mt) : undefined
    const fault = pickFault()
    if (fault) bump(stats.byFault, fault)

    const respond = () => {
      if (res.destroyed || res.headersSent) return
      if (fault === '429') {
        return sendError(res, 429, { message: 'Rate limit reached for requests (fake server).', type: 'requests', code: 'rate_limit_exceeded' }, { 'retry-after': String(faults.retryAfterS ?? 1) })
      }
      if (fault === '500') return sendError(res, 500, { message: 'The server had an error while processing your request (fake server).', type: 'server_error', code: null })
      if (fault === '503') return sendError(res, 503, { message: 'The engine is currently overloaded (fake server).', type: 'service_unavailable', code: null })
      if (fault === 'reset') return req.socket.resetAndDestroy()

      const a = answerFor(messages, model, h)
      if (!a.u) stats.unknownItems++
      const open = a.u ? undefined : opts.openAnswer?.(contentText((messages[messages.length - 1] as { content?: unknown } | null)?.content))
      const reply = compose(a, styleFor(model), open ?? unknownAnswer, maxTokens, lastUserText(messages))
      const pt = promptTokens(messages)
      const usage = { prompt_tokens: pt, completion_tokens: reply.completionTokens, total_tokens: pt + reply.completionTokens }
      const id = `chatcmpl-fake-${++seq}`
      const now = Math.floor(Date.now() / 1000)

      if (!stream) {
        if (fault === 'malformed') {
          return sendJson(res, 200, `{"id":"${id}","object":"chat.completion","created":${now},"model":${JSON.stringify(model)},"choices":[{"index":0,"message":{"role":"assistant","content":"答`)
        }
        const message: Record<string, unknown> = { role: 'assistant', content: reply.content }
        if (reply.reasoning) message.reasoning_content = reply.reasoning
        const out = JSON.stringify({
          id,
          object: 'chat.completion',
          created: now,
          model,
          choices: fault === 'empty' ? [] : [{ index: 0, message, logprobs: null, finish_reason: reply.finish }],
          usage,
        })
        if (fault === 'reset-mid') {
          const buf = Buffer.from(out)
          head(res, 200, { 'content-type': 'application/json', 'content-length': buf.length })
          res.write(buf.subarray(0, buf.length >> 1))
          later(20, () => req.socket.resetAndDestroy())
          return
        }
        return sendJson(res, 200, out)
      }

      // Streaming: role chunk, reasoning pieces, content pieces, the finish chunk, usage chunk, [DONE].
      const base = `{"id":"${id}","object":"chat.completion.chunk","created":${now},"model":${JSON.stringify(model)},"choices":`
      const tail = includeUsage ? ',"usage":null}' : '}'
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${base}[{"index":0,"delta":${JSON.stringify(delta)},"logprobs":null,"finish_reason":${finish ? `"${finish}"` : 'null'}}]${tail}\n\n`
      const events: string[] = []
      if (fault === 'empty') {
        events.push(`data: ${base}[]${tail}\n\n`)
      } else {
        events.push(chunk({ role: 'assistant', content: '' }, null))
        for (const r of pieces(reply.reasoning, 3)) events.push(chunk({ reasoning_content: r }, null))
        for (const c of pieces(reply.content, 3)) events.push(chunk({ content: c }, null))
        events.push(chunk({}, reply.finish))
      }
      if (includeUsage) events.push(`data: ${base}[],"usage":${JSON.stringify(usage)}}\n\n`)
      events.push('data: [DONE]\n\n')
      if (fault === 'malformed') events.splice(1, 0, `data: ${base}[{"index":0,"delta":{"content":"答\n\n`)

      head(res, 200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' })
      if (fault === 'reset-mid') {
        res.write(events[0])
        if (events.length > 2) res.write(events[1])
        later(20, () => req.socket.resetAndDestroy())
        return
      }
      if (chunkDelay <= 0) {
        res.end(events.join(''))
        return
      }
      let k = 0
      const next = () => {
        if (res.destroyed) return
        res.write(events[k++])
        if (k === events.length) res.end()
        else later(chunkDelay, next)
      }
      next()
    }

    const wait = fault === 'stall' ? faults.stallMs ?? 60_000 : latency()
    if (wait <= 0) return respond()
    const t = later(wait, respond)
    res.on('close', () => {
      clearTimeout(t)
      timers.delete(t)
    })
  }

  const readBody = (req: http.IncomingMessage, res: http.ServerResponse, done: (raw: string) => void) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size <= MAX_BODY) chunks.push(c)
    })
    req.on('end', () => {
      if (size > MAX_BODY) return sendError(res, 413, { message: 'Request body too large.', type: 'invalid_request_error', code: null })
      done(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8'))
    })
  }

  const control = (res: http.ServerResponse, raw: string) => {
    let body: { faults?: FaultConfig | null; resetStats?: boolean }
    try {
      body = JSON.parse(raw || '{}') as typeof body
    } catch {
      return sendError(res, 400, { message: 'bad JSON', type: 'invalid_request_error', code: null })
    }
    if (body.faults !== undefined) setFaults(body.faults ?? {})
    if (body.resetStats) stats = emptyStats(stats)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ ok: true, faults: { ...faults, queue } }))
  }

  const server = http.createServer((req, res) => {
    const q = req.url?.indexOf('?') ?? -1
    const path = q >= 0 ? req.url!.slice(0, q) : req.url ?? '/'
    if (path === '/__stats' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(snapshot()))
      return
    }
    if (path === '/__control' && req.method === 'POST') return readBody(req, res, (raw) => control(res, raw))

    stats.requests++
    stats.inFlight++
    if (stats.inFlight > stats.maxInFlight) stats.maxInFlight = stats.inFlight
    res.on('close', () => { stats.inFlight-- })

    if (faults.down) {
      bump(stats.byFault, 'down')
      return sendError(res, 503, { message: 'The server is down (fake server).', type: 'service_unavailable', code: 'server_down' })
    }
    if (authHeader !== undefined && req.headers.authorization !== authHeader) {
      return sendError(res, 401, { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' })
    }
    if ((path === '/v1/models' || path === '/models') && req.method === 'GET') return sendJson(res, 200, modelsBody)
    if ((path === '/v1/chat/completions' || path === '/chat/completions') && req.method === 'POST') {
      return readBody(req, res, (raw) => chat(req, res, raw))
    }
    sendError(res, 404, { message: `Unknown route ${req.method} ${path}.`, type: 'invalid_request_error', code: 'not_found' })
  })
  server.keepAliveTimeout = 30_000
  server.headersTimeout = 35_000
  server.requestTimeout = 0
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    const c = stats.connections
    c.opened++
    c.open++
    if (c.open > c.maxOpen) c.maxOpen = c.open
    socket.on('close', () => {
      sockets.delete(socket)
      stats.connections.open = Math.max(0, stats.connections.open - 1)
    })
  })

  const resetStats = () => { stats = emptyStats(stats) }
  function snapshot(): ServerStats {
    return structuredClone(stats)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  const host = opts.host ?? '127.0.0.1'

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/v1`,
    port,
    stats: snapshot,
    resetStats,
    setFaults,
    expected(messages: unknown, model = defaultModel): Expected | null {
      if (!Array.isArray(messages)) return null
      const a = answerFor(messages, model, messageHash(messages))
      return a.u ? { letters: a.letters.join(''), correct: a.correct } : null
    },
    received: () => kept.slice(),
    clearReceived: () => {
      kept.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        timers.clear()
        server.close(() => resolve())
        server.closeAllConnections()
        for (const s of sockets) s.destroy()
      }),
  }
}
