// The bigram inverted index, stored in bank.db as delta-varint blobs: postings(tok, seg, ids). A bulk
// import appends one segment per flush; a single edit appends small segments and records bigrams its
// text lost in posting_removed, so no blob is ever rewritten in place.
import type { Db } from './db'
import { forEachBigram, normalizeForSearch, searchableText } from '../core/search/tokens'

export const POSTINGS_SCHEMA = `
CREATE TABLE postings (
  tok INTEGER NOT NULL,
  seg INTEGER NOT NULL,
  ids BLOB NOT NULL,
  PRIMARY KEY (tok, seg)
) WITHOUT ROWID;
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
export function itemBigrams(stem: string, options: Record<string, string> | null | undefined): Set<number> {
  const set = new Set<number>()
  forEachBigram(normalizeForSearch(searchableText(stem, options)), (c) => set.add(c))
  return set
}

/**
 * Accumulates postings for rows added in increasing rowid order and writes them as one segment
 * per flush, so memory stays bounded however large the import.
 */
export class PostingsBuilder {
  private lists = new Map<number, number[]>()
  private entries = 0
  private readonly insert
  private readonly nextSeg: () => number

  constructor(
    private readonly db: Db,
    private readonly flushAt = 4_000_000,
  ) {
    this.insert = db.prepare('INSERT INTO postings (tok, seg, ids) VALUES (?, ?, ?)')
    const segStmt = db.prepare('SELECT COALESCE(MAX(seg), 0) + 1 AS s FROM postings')
    this.nextSeg = () => (segStmt.get() as { s: number }).s
  }

  add(rowid: number, stem: string, options: Record<string, string> | null | undefined): void {
    const lists = this.lists
    forEachBigram(normalizeForSearch(searchableText(stem, options)), (code) => {
      let list = lists.get(code)
      if (!list) {
        list = []
        lists.set(code, list)
      }
      // Rows arrive in increasing order, so a repeat within one row is always the last entry.
      if (list.length === 0 || list[list.length - 1] !== rowid) {
        list.push(rowid)
        this.entries++
      }
    })
    if (this.entries >= this.flushAt) this.flush()
  }

  /** Writes what has accumulated; call inside the import's transaction. */
  flush(): void {
    if (this.lists.size === 0) return
    const seg = this.nextSeg()
    for (const [tok, ids] of this.lists) {
      // Edits add rows out of order; a segment must be sorted for delta coding.
      if (!isSorted(ids)) ids.sort((a, b) => a - b)
      this.insert.run(tok, seg, encodeIds(ids))
    }
    this.lists = new Map()
    this.entries = 0
  }
}

function isSorted(a: number[]): boolean {
  for (let i = 1; i < a.length; i++) if (a[i] < a[i - 1]) return false
  return true
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
    const seg = (db.prepare('SELECT COALESCE(MAX(seg), 0) + 1 AS s FROM postings').get() as { s: number }).s
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
