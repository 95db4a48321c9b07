// Builds the bigram postings of many rows as segments: for every bigram of the rows added, the
// ascending list of rows holding it, delta-varint coded. Pure (no I/O). A big import splits the work:
// the parse worker gathers each record's bigrams (SegmentBuilder), the thread that writes SQLite
// sorts and encodes them (encodeSegment) and stores them (store/postings.ts).
//
// This is the hot loop of a big import, so it allocates nothing per bigram: characters get small dense
// ids, a bigram is a 30-bit key, and an open-addressing table gives each key of the segment a slot.
// A slot remembers the last row that had its bigram, so a row repeating a bigram (an id and a source
// naming the same subject) adds it once. Pairs are stored as slots only, with each row's extent, and a
// segment places them by counting sort: every key's rows come out together and already ascending.
import { bigramCode, isWordCodePoint } from './tokens'

/** One encoded segment: token i's list is bytes[offsets[i], offsets[i + 1]). */
export interface PostingSegment {
  toks: Float64Array
  offsets: Uint32Array
  bytes: Uint8Array
}

const NOT_WORD = -2

/** Pairs held before a segment is due: about 60 MB of typed arrays while it is built. */
export const SEGMENT_PAIRS = 8_000_000

export class SegmentBuilder {
  private pairSlot: Int32Array
  private n = 0
  private rowIds: Int32Array
  private rowEnd: Int32Array
  private rows = 0
  // Open-addressing table, at most half full: key → slot (key -1 where empty).
  private tableKeys: Int32Array
  private tableSlot: Int32Array
  private shift: number
  // Per slot: its key, the last row added to it, how many rows it holds.
  private slotKey: Int32Array
  private slotLast: Int32Array
  private slotCount: Int32Array
  private slots = 0
  private wide = new Map<number, number[]>()
  /** Per code point: its dense id, NOT_WORD, or -1 before it is first seen. */
  private readonly dense = new Int32Array(0x110000).fill(-1)
  private readonly codePoints: number[] = []

  constructor(private readonly segmentPairs = SEGMENT_PAIRS) {
    this.pairSlot = new Int32Array(Math.min(segmentPairs, 1 << 20) + 4096)
    this.rowIds = new Int32Array(1 << 14)
    this.rowEnd = new Int32Array(1 << 14)
    const bits = 17
    this.shift = 32 - bits
    this.tableKeys = new Int32Array(1 << bits).fill(-1)
    this.tableSlot = new Int32Array(1 << bits)
    this.slotKey = new Int32Array(1 << (bits - 1))
    this.slotLast = new Int32Array(1 << (bits - 1))
    this.slotCount = new Int32Array(1 << (bits - 1))
  }

  /** True once a segment's worth of pairs has accumulated. */
  get full(): boolean {
    return this.n >= this.segmentPairs
  }

  get empty(): boolean {
    return this.rows === 0 && this.wide.size === 0
  }

  /** A character's dense id, or -1 when it is not a word character (see tokens.ts). */
  private classify(cp: number): number {
    if (!isWordCodePoint(cp)) return (this.dense[cp] = NOT_WORD), -1
    const id = this.codePoints.length
    this.codePoints.push(cp)
    this.dense[cp] = id
    return id
  }

  /** Rows come in increasing order; `text` is normalised (normalizeForSearch(searchText(item))). */
  add(row: number, text: string): void {
    if (this.n + text.length >= this.pairSlot.length) this.pairSlot = grown(this.pairSlot, this.n, this.n + text.length + 1)
    const pairSlot = this.pairSlot
    const dense = this.dense
    // Locals for the hot loop; a table growth (rare) replaces the arrays, so they are re-read then.
    let keys = this.tableKeys
    let tableSlot = this.tableSlot
    let slotLast = this.slotLast
    let slotCount = this.slotCount
    let mask = keys.length - 1
    let shift = this.shift
    let n = this.n
    let prev = -1
    for (let i = 0; i < text.length; i++) {
      let cp = text.charCodeAt(i)
      if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
        cp = text.codePointAt(i)!
        i++
      }
      let id = dense[cp]
      if (id < 0) {
        if (id === NOT_WORD || (id = this.classify(cp)) < 0) {
          prev = -1
          continue
        }
      }
      if (prev >= 0) {
        if (prev < 0x8000 && id < 0x8000) {
          const key = prev * 0x8000 + id
          let h = Math.imul(key, 0x9e3779b1) >>> shift
          let slot = -1
          for (;;) {
            const k = keys[h]
            if (k === key) {
              slot = tableSlot[h]
              break
            }
            if (k === -1) break
            h = (h + 1) & mask
          }
          if (slot < 0) {
            slot = this.newSlot(key, h)
            keys = this.tableKeys
            tableSlot = this.tableSlot
            slotLast = this.slotLast
            slotCount = this.slotCount
            mask = keys.length - 1
            shift = this.shift
          }
          if (slotLast[slot] !== row) {
            slotLast[slot] = row
            slotCount[slot]++
            pairSlot[n++] = slot
          }
        } else {
          // Past 32,768 distinct characters (never seen in a real bank) a slower exact path takes over.
          const code = bigramCode(this.codePoints[prev], cp)
          let list = this.wide.get(code)
          if (!list) this.wide.set(code, (list = []))
          if (list[list.length - 1] !== row) list.push(row)
        }
      }
      prev = id
    }
    if (this.rows === this.rowIds.length) {
      this.rowIds = grown(this.rowIds, this.rows, this.rows * 2)
      this.rowEnd = grown(this.rowEnd, this.rows, this.rows * 2)
    }
    this.rowIds[this.rows] = row
    this.rowEnd[this.rows++] = n
    this.n = n
  }

  /** A slot for a key not in the table, whose probe ended at the empty entry `h`. */
  private newSlot(key: number, h: number): number {
    if (this.slots >= this.slotKey.length) {
      this.growTable()
      const mask = this.tableKeys.length - 1
      h = Math.imul(key, 0x9e3779b1) >>> this.shift
      while (this.tableKeys[h] !== -1) h = (h + 1) & mask
    }
    const slot = this.slots++
    this.tableKeys[h] = key
    this.tableSlot[h] = slot
    this.slotKey[slot] = key
    this.slotLast[slot] = -1
    this.slotCount[slot] = 0
    return slot
  }

  /** Doubles the table and the per-slot arrays; slots keep their numbers. */
  private growTable(): void {
    const size = this.tableKeys.length * 2
    this.shift--
    this.tableKeys = new Int32Array(size).fill(-1)
    this.tableSlot = new Int32Array(size)
    const mask = size - 1
    for (let slot = 0; slot < this.slots; slot++) {
      let h = Math.imul(this.slotKey[slot], 0x9e3779b1) >>> this.shift
      while (this.tableKeys[h] !== -1) h = (h + 1) & mask
      this.tableKeys[h] = this.slotKey[slot]
      this.tableSlot[h] = slot
    }
    this.slotKey = grown(this.slotKey, this.slots, size >> 1)
    this.slotLast = grown(this.slotLast, this.slots, size >> 1)
    this.slotCount = grown(this.slotCount, this.slots, size >> 1)
  }

  /**
   * Everything added since the last call, as the raw pairs of one segment, and starts afresh. The
   * pairs' buffer changes hands (a worker transfers it), so a new one is made for what comes next.
   */
  takeRaw(): RawSegment {
    const slots = this.slots
    const toks = new Float64Array(slots)
    for (let s = 0; s < slots; s++) {
      const key = this.slotKey[s]
      toks[s] = bigramCode(this.codePoints[key >>> 15], this.codePoints[key & 0x7fff])
    }
    const raw: RawSegment = {
      pairSlot: this.pairSlot.subarray(0, this.n),
      rowIds: this.rowIds.slice(0, this.rows),
      rowEnd: this.rowEnd.slice(0, this.rows),
      toks,
      slotCount: this.slotCount.slice(0, slots),
      wide: [...this.wide],
    }
    this.pairSlot = new Int32Array(this.pairSlot.length)
    this.n = 0
    this.rows = 0
    this.slots = 0
    this.tableKeys.fill(-1)
    this.wide = new Map()
    return raw
  }
}

/**
 * What SegmentBuilder gathered for one segment: per pair its slot (pairs of row r end at rowEnd[r]),
 * per slot its token and row count, and the rare bigrams of characters past the dense range.
 */
export interface RawSegment {
  pairSlot: Int32Array
  rowIds: Int32Array
  rowEnd: Int32Array
  toks: Float64Array
  slotCount: Int32Array
  wide: [tok: number, rows: number[]][]
}

/** The buffers a worker hands over with a RawSegment. */
export function rawSegmentBuffers(raw: RawSegment): ArrayBuffer[] {
  return [raw.pairSlot, raw.rowIds, raw.rowEnd, raw.toks, raw.slotCount].map((a) => a.buffer as ArrayBuffer)
}

/**
 * The stored form of a raw segment: one delta-varint list per token, tokens ascending (so the index
 * grows at ascending positions), `offset` added to every row, rows in `skip` (after the offset) left out.
 */
export function encodeSegment(raw: RawSegment, offset = 0, skip?: ReadonlySet<number>): PostingSegment {
  const { pairSlot, rowIds, rowEnd, toks, slotCount } = raw
  const slots = toks.length
  const order = new Int32Array(slots)
  for (let s = 0; s < slots; s++) order[s] = s
  order.sort((a, b) => toks[a] - toks[b])
  // Counting sort of the pairs by slot; each slot's rows stay in the order they were added.
  const start = new Int32Array(slots)
  let pos = 0
  for (let i = 0; i < slots; i++) {
    start[order[i]] = pos
    pos += slotCount[order[i]]
  }
  const next = start.slice()
  const placed = new Int32Array(pairSlot.length)
  let i = 0
  for (let r = 0; r < rowIds.length; r++) {
    const row = rowIds[r]
    for (const end = rowEnd[r]; i < end; i++) placed[next[pairSlot[i]]++] = row
  }
  if ((skip && skip.size > 0) || raw.wide.length > 0) {
    // Rare: rows to leave out, or characters past the dense range.
    const lists: { tok: number; ids: ArrayLike<number> }[] = []
    for (let k = 0; k < slots; k++) lists.push({ tok: toks[order[k]], ids: placed.subarray(start[order[k]], next[order[k]]) })
    for (const [tok, ids] of raw.wide) lists.push({ tok, ids })
    const kept = skip && skip.size > 0 ? lists.map((l) => ({ tok: l.tok, ids: Array.from(l.ids).filter((row) => !skip.has(row + offset)) })) : lists
    return encodeLists(kept.filter((l) => l.ids.length > 0), offset)
  }
  // Common case, straight from the placed rows: sizes first, then the bytes. Rows fit in 31 bits.
  const out = { toks: new Float64Array(slots), offsets: new Uint32Array(slots + 1), bytes: new Uint8Array(0) }
  let size = 0
  for (let k = 0; k < slots; k++) {
    const s = order[k]
    out.toks[k] = toks[s]
    out.offsets[k] = size
    let prev = 0
    for (let j = start[s], end = next[s]; j < end; j++) {
      const id = placed[j] + offset
      let d = id - prev
      prev = id
      size++
      while (d >= 0x80) {
        size++
        d >>>= 7
      }
    }
  }
  out.offsets[slots] = size
  const bytes = (out.bytes = new Uint8Array(size))
  let p = 0
  for (let k = 0; k < slots; k++) {
    const s = order[k]
    let prev = 0
    for (let j = start[s], end = next[s]; j < end; j++) {
      const id = placed[j] + offset
      let d = id - prev
      prev = id
      while (d >= 0x80) {
        bytes[p++] = (d & 0x7f) | 0x80
        d >>>= 7
      }
      bytes[p++] = d
    }
  }
  return out
}

function grown(a: Int32Array, used: number, size: number): Int32Array {
  const b = new Int32Array(Math.max(size, a.length * 2))
  b.set(a.subarray(0, used))
  return b
}

function encodeLists(lists: { tok: number; ids: ArrayLike<number> }[], offset: number): PostingSegment {
  const toks = new Float64Array(lists.length)
  const offsets = new Uint32Array(lists.length + 1)
  let size = 0
  for (let k = 0; k < lists.length; k++) {
    toks[k] = lists[k].tok
    offsets[k] = size
    size += encodedLength(lists[k].ids, offset)
  }
  offsets[lists.length] = size
  const bytes = new Uint8Array(size)
  for (let k = 0; k < lists.length; k++) writeIds(lists[k].ids, offset, bytes, offsets[k])
  return { toks, offsets, bytes }
}

function encodedLength(ids: ArrayLike<number>, offset: number): number {
  let len = 0
  let prev = 0
  for (let i = 0; i < ids.length; i++) {
    let d = ids[i] + offset - prev
    prev = ids[i] + offset
    len++
    while (d >= 0x80) {
      len++
      d = Math.floor(d / 128)
    }
  }
  return len
}

/** Writes `ids` (ascending, each plus `offset`) as delta varints at `pos`; returns the end. */
function writeIds(ids: ArrayLike<number>, offset: number, out: Uint8Array, pos: number): number {
  let prev = 0
  for (let i = 0; i < ids.length; i++) {
    let d = ids[i] + offset - prev
    prev = ids[i] + offset
    while (d >= 0x80) {
      out[pos++] = (d & 0x7f) | 0x80
      d = Math.floor(d / 128)
    }
    out[pos++] = d
  }
  return pos
}

export function encodeIds(ids: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(encodedLength(ids, 0))
  writeIds(ids, 0, out, 0)
  return out
}

export function decodeIds(buf: Uint8Array, into: number[]): void {
  let prev = 0
  let i = 0
  while (i < buf.length) {
    let v = 0
    let mul = 1
    let b: number
    do {
      b = buf[i++]
      v += (b & 0x7f) * mul
      mul *= 128
    } while (b & 0x80)
    prev += v
    into.push(prev)
  }
}
