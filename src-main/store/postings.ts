// The bigram inverted index, stored in bank.db as delta-varint blobs: postings(tok, seg, ids). A bulk
// import appends one segment per flush; a single edit appends small segments and records bigrams its
// text lost in posting_removed, so no blob is ever rewritten in place.
import type { Db } from './db'
import { forEachBigram, normalizeForSearch, searchText } from '../core/search/tokens'
import type { SearchableItem } from '../core/search/tokens'
import { SegmentBuilder, decodeIds, encodeIds, encodeSegment } from '../core/search/segments'
import type { PostingSegment } from '../core/search/segments'

export { decodeIds, encodeIds }

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

/** Bigrams of an item's searchable text, de-duplicated. */
export function itemBigrams(item: SearchableItem): Set<number> {
  const set = new Set<number>()
  forEachBigram(normalizeForSearch(searchText(item)), (c) => set.add(c))
  return set
}

/** Stores a segment encoded by core/search/segments.ts as the next segment. */
export function writeSegment(db: Db, segment: PostingSegment): void {
  const insert = db.prepare('INSERT INTO postings (tok, seg, ids) VALUES (?, ?, ?)')
  const seg = nextSegment(db)
  const { toks, offsets, bytes } = segment
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let k = 0; k < toks.length; k++) insert.run(toks[k], seg, buf.subarray(offsets[k], offsets[k + 1]))
}

/** A SegmentBuilder that writes each segment as soon as it is due, for writers that number their own rows. */
export class PostingsBuilder {
  private readonly segments: SegmentBuilder

  constructor(
    private readonly db: Db,
    segmentPairs?: number,
  ) {
    this.segments = new SegmentBuilder(segmentPairs)
  }

  /** `text` is already normalizeForSearch(searchText(item)), as prepared records carry it. */
  addNormalized(rowid: number, text: string): void {
    this.segments.add(rowid, text)
    if (this.segments.full) this.flush()
  }

  /** Writes what has accumulated; call inside the writer's transaction. */
  flush(): void {
    if (!this.segments.empty) writeSegment(this.db, encodeSegment(this.segments.takeRaw()))
  }
}

/** Segment numbers only need to grow; the largest rowid is a B-tree lookup, MAX(seg) a full scan. */
function nextSegment(db: Db): number {
  const last = db.prepare('SELECT seg FROM postings ORDER BY id DESC LIMIT 1').pluck().get() as number | undefined
  return (last ?? 0) + 1
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
      if (undelete.run(t, rowid).changes === 0) insert.run(t, seg, Buffer.from(encodeIds([rowid])))
    }
  }
  const mark = db.prepare('INSERT OR IGNORE INTO posting_removed (tok, item_rowid) VALUES (?, ?)')
  for (const t of lost) mark.run(t, rowid)
}

/**
 * Narrows candidate rows (ascending) bigram by bigram. Each bigram's lists are decoded straight into
 * marks on one bitmap of the candidates (mark k: in every list so far), so a list holding every row
 * of the bank costs one pass over its bytes and no array of its own.
 */
export class CandidateFilter {
  private readonly mark: Uint8Array
  private level = 1
  private readonly top: number
  /** Candidates still in. */
  count: number

  constructor(
    private readonly db: Db,
    private readonly candidates: ArrayLike<number>,
  ) {
    this.top = candidates.length > 0 ? candidates[candidates.length - 1] : 0
    this.mark = new Uint8Array(this.top + 1)
    for (let i = 0; i < candidates.length; i++) this.mark[candidates[i]] = 1
    this.count = candidates.length
  }

  /** Keeps the candidates that hold `tok`; at most 254 bigrams. */
  keep(tok: number): void {
    const { mark, top } = this
    const was = this.level
    const now = was + 1
    let count = 0
    for (const blob of this.db.prepare('SELECT ids FROM postings WHERE tok = ?').pluck().all(tok) as Buffer[]) {
      let id = 0
      let i = 0
      const n = blob.length
      while (i < n) {
        let b = blob[i++]
        if (b < 0x80) {
          id += b
        } else {
          let v = b & 0x7f
          let mul = 128
          do {
            b = blob[i++]
            v += (b & 0x7f) * mul
            mul *= 128
          } while (b & 0x80)
          id += v
        }
        if (id > top) break
        if (mark[id] === was) {
          mark[id] = now
          count++
        }
      }
    }
    for (const id of this.db.prepare('SELECT item_rowid FROM posting_removed WHERE tok = ?').pluck().all(tok) as number[]) {
      if (id <= top && mark[id] === now) {
        mark[id] = was
        count--
      }
    }
    this.level = now
    this.count = count
  }

  rows(): number[] {
    const out: number[] = []
    for (let i = 0; i < this.candidates.length; i++) if (this.mark[this.candidates[i]] === this.level) out.push(this.candidates[i])
    return out
  }
}
