// The bigram inverted index, stored in bank.db as delta-varint blobs: postings(tok, seg, ids). A bulk
// import appends one segment per flush; a single edit appends small segments and records bigrams its
// text lost in posting_removed, so no blob is ever rewritten in place.
import type { Db } from './db'
import { bigramCode, forEachBigram, isWordCodePoint, normalizeForSearch, searchText } from '../core/search/tokens'
import type { SearchableItem } from '../core/search/tokens'

// Segments are appended (a rowid table) and found through a small index, so a bulk import writes
// sequentially instead of splitting pages all over a table keyed by token.
export const POSTINGS_SCHEMA = `
CREATE TABLE postings (
  id INTEGER PRIMARY KEY,
  tok INTEGER NOT NULL,
  seg INTEGER NOT NULL,
  ids BLOB NOT NULL
);
CREATE INDEX postings_tok ON postings (tok, seg);
CREATE TABLE posting_removed (
  tok INTEGER NOT NULL,
  item_rowid INTEGER NOT NULL,
  PRIMARY KEY (tok, item_rowid)
) WITHOUT ROWID;
`

export function encodeIds(ids: ArrayLike<number>): Buffer {
  const out = Buffer.allocUnsafe(ids.length * 5)
  let pos = 0
  let prev = 0
  for (let i = 0; i < ids.length; i++) {
    let d = ids[i] - prev
    prev = ids[i]
    while (d >= 0x80) {
      out[pos++] = (d & 0x7f) | 0x80
      d = Math.floor(d / 128)
    }
    out[pos++] = d
  }
  return out.subarray(0, pos)
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

/** Bigrams of an item's searchable text, de-duplicated. */
export function itemBigrams(item: SearchableItem): Set<number> {
  const set = new Set<number>()
  forEachBigram(normalizeForSearch(searchText(item)), (c) => set.add(c))
  return set
}

/**
 * Accumulates postings for rows added in increasing rowid order and writes them as one segment per
 * flush, so memory stays bounded however large the import. This is the hot loop of a big import, so
 * it allocates nothing per bigram: characters get small dense ids, a bigram is a 30-bit integer key,
 * and (key, rowid) pairs are appended to flat typed arrays, radix-sorted by key at flush time and
 * written as one delta-coded blob per key. The stored token is the code-point pair, rebuilt on flush.
 */
export class PostingsBuilder {
  private keys: Int32Array
  private rows: Int32Array
  private n = 0
  private wide = new Map<number, number[]>()
  private readonly dense = new Int32Array(0x110000).fill(-1)
  private readonly codePoints: number[] = []
  private readonly insert
  private readonly nextSeg: () => number

  constructor(
    db: Db,
    private readonly flushAt = 4_000_000,
  ) {
    this.keys = new Int32Array(flushAt + 4096)
    this.rows = new Int32Array(flushAt + 4096)
    this.insert = db.prepare('INSERT INTO postings (tok, seg, ids) VALUES (?, ?, ?)')
    let seg = nextSegment(db)
    this.nextSeg = () => seg++
  }

  private denseId(cp: number): number {
    let id = this.dense[cp]
    if (id < 0) {
      id = this.codePoints.length
      this.codePoints.push(cp)
      this.dense[cp] = id
    }
    return id
  }

  /** `text` is already normalizeForSearch(searchText(item)), as prepared records carry it. */
  addNormalized(rowid: number, text: string): void {
    if (this.n + text.length >= this.keys.length) this.grow(this.n + text.length + 1)
    const keys = this.keys
    const rows = this.rows
    let n = this.n
    let prev = -1
    for (let i = 0; i < text.length; i++) {
      let cp = text.charCodeAt(i)
      if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
        cp = text.codePointAt(i)!
        i++
      }
      if (!isWordCodePoint(cp)) {
        prev = -1
        continue
      }
      const id = this.denseId(cp)
      if (prev >= 0) {
        if (prev < 0x8000 && id < 0x8000) {
          keys[n] = prev * 0x8000 + id
          rows[n++] = rowid
        } else {
          // Past 32,768 distinct characters (never seen in a real bank) a slower exact path takes over.
          const code = bigramCode(this.codePoints[prev], cp)
          let list = this.wide.get(code)
          if (!list) this.wide.set(code, (list = []))
          if (list[list.length - 1] !== rowid) list.push(rowid)
        }
      }
      prev = id
    }
    this.n = n
    if (n >= this.flushAt) this.flush()
  }

  private grow(min: number): void {
    const size = Math.max(min, this.keys.length * 2)
    const k = new Int32Array(size)
    const r = new Int32Array(size)
    k.set(this.keys.subarray(0, this.n))
    r.set(this.rows.subarray(0, this.n))
    this.keys = k
    this.rows = r
  }

  /** Writes what has accumulated; call inside the import's transaction. */
  flush(): void {
    if (this.n === 0 && this.wide.size === 0) return
    const seg = this.nextSeg()
    const { keys, rows } = radixSortPairs(this.keys, this.rows, this.n)
    const groups: { tok: number; blob: Buffer }[] = []
    const ids: number[] = []
    let i = 0
    while (i < this.n) {
      const key = keys[i]
      ids.length = 0
      for (; i < this.n && keys[i] === key; i++) {
        // Stable sort keeps each key's rows in insertion order; a row repeating a bigram is adjacent.
        if (ids.length === 0 || ids[ids.length - 1] !== rows[i]) ids.push(rows[i])
      }
      if (!isSorted(ids)) ids.sort((x, y) => x - y)
      const a = this.codePoints[Math.floor(key / 0x8000)]
      const b = this.codePoints[key % 0x8000]
      groups.push({ tok: bigramCode(a, b), blob: encodeIds(ids) })
    }
    for (const [code, list] of this.wide) {
      if (!isSorted(list)) list.sort((x, y) => x - y)
      groups.push({ tok: code, blob: encodeIds(list) })
    }
    // In token order, the index grows at ascending positions within each flush.
    groups.sort((x, y) => x.tok - y.tok)
    for (const g of groups) this.insert.run(g.tok, seg, g.blob)
    this.n = 0
    this.wide = new Map()
  }
}

/** Stable LSD radix sort of (key, row) pairs by 30-bit key, two 15-bit passes. */
function radixSortPairs(keys: Int32Array, rows: Int32Array, n: number): { keys: Int32Array; rows: Int32Array } {
  let srcK: Int32Array = keys.subarray(0, n)
  let srcR: Int32Array = rows.subarray(0, n)
  let dstK: Int32Array = new Int32Array(n)
  let dstR: Int32Array = new Int32Array(n)
  const count = new Int32Array(0x8000 + 1)
  for (const shift of [0, 15]) {
    count.fill(0)
    for (let i = 0; i < n; i++) count[((srcK[i] >>> shift) & 0x7fff) + 1]++
    for (let b = 1; b <= 0x8000; b++) count[b] += count[b - 1]
    for (let i = 0; i < n; i++) {
      const pos = count[(srcK[i] >>> shift) & 0x7fff]++
      dstK[pos] = srcK[i]
      dstR[pos] = srcR[i]
    }
    ;[srcK, dstK] = [dstK, srcK]
    ;[srcR, dstR] = [dstR, srcR]
  }
  return { keys: srcK, rows: srcR }
}

/** Segment numbers only need to grow; the largest rowid is a B-tree lookup, MAX(seg) a full scan. */
function nextSegment(db: Db): number {
  const last = db.prepare('SELECT seg FROM postings ORDER BY id DESC LIMIT 1').pluck().get() as number | undefined
  return (last ?? 0) + 1
}

function isSorted(a: number[]): boolean {
  for (let i = 1; i < a.length; i++) if (a[i] < a[i - 1]) return false
  return true
}

/** Bytes of a bigram's stored lists: about one per row for common bigrams, a cost estimate. */
export function postingSize(db: Db, tok: number): number {
  return db.prepare('SELECT COALESCE(SUM(LENGTH(ids)), 0) FROM postings WHERE tok = ?').pluck().get(tok) as number
}

/** Reads the sorted, de-duplicated rowids holding a bigram, minus those removed by edits. */
export function readPosting(db: Db, tok: number): number[] {
  const rows = db.prepare('SELECT ids FROM postings WHERE tok = ? ORDER BY seg').all(tok) as { ids: Buffer }[]
  const ids: number[] = []
  for (const r of rows) decodeIds(r.ids, ids)
  let sorted = true
  for (let i = 1; i < ids.length; i++) if (ids[i] <= ids[i - 1]) sorted = false
  let out = ids
  if (!sorted) {
    out = ids.sort((a, b) => a - b).filter((v, i, a) => i === 0 || a[i - 1] !== v)
  }
  const removed = db.prepare('SELECT item_rowid FROM posting_removed WHERE tok = ?').pluck().all(tok) as number[]
  if (removed.length === 0) return out
  const gone = new Set(removed)
  return out.filter((id) => !gone.has(id))
}

/** Re-indexes one edited row: adds bigrams it gained, marks those it lost. */
export function reindexRow(db: Db, rowid: number, before: Set<number>, after: Set<number>): void {
  const gained = [...after].filter((t) => !before.has(t))
  const lost = [...before].filter((t) => !after.has(t))
  if (gained.length > 0) {
    const undelete = db.prepare('DELETE FROM posting_removed WHERE tok = ? AND item_rowid = ?')
    const seg = nextSegment(db)
    const insert = db.prepare('INSERT INTO postings (tok, seg, ids) VALUES (?, ?, ?)')
    for (const t of gained) {
      // A bigram lost earlier and regained now only needs its tombstone lifted.
      if (undelete.run(t, rowid).changes === 0) insert.run(t, seg, encodeIds([rowid]))
    }
  }
  const mark = db.prepare('INSERT OR IGNORE INTO posting_removed (tok, item_rowid) VALUES (?, ?)')
  for (const t of lost) mark.run(t, rowid)
}

/** Intersects sorted id lists, smallest first. */
export function intersectSorted(lists: number[][]): number[] {
  if (lists.length === 0) return []
  const sorted = [...lists].sort((a, b) => a.length - b.length)
  let acc = sorted[0]
  for (let k = 1; k < sorted.length && acc.length > 0; k++) {
    const other = sorted[k]
    const out: number[] = []
    let i = 0
    let j = 0
    while (i < acc.length && j < other.length) {
      if (acc[i] === other[j]) {
        out.push(acc[i])
        i++
        j++
      } else if (acc[i] < other[j]) i++
      else j++
    }
    acc = out
  }
  return acc
}
