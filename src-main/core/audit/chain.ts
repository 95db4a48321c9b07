// The audit log's hash chain, as pure functions: how an entry is serialised for hashing, and the
// check that walks entries in seq order and names the first one that does not hold. No I/O and no
// Node APIs (like the rest of core): the caller injects SHA-256 and feeds rows one at a time, so a
// million-entry log is checked without holding it in memory.

/** Hex SHA-256 of a UTF-8 string; injected so core stays free of node:crypto. */
export type Sha256Hex = (text: string) => string

/** The prev_hash of entry 1: a fixed value, so the first entry is checked like every other. */
export const GENESIS_HASH = '0'.repeat(64)

/** Bumped if the serialisation ever changes; it is part of every hashed text, so old and new never collide. */
export const AUDIT_FORMAT = 'mb-audit-1'
const FORMAT = AUDIT_FORMAT

export interface AuditEntry {
  seq: number
  /** ISO time. */
  at: string
  /** The actor's profile id. */
  actor: string
  action: string
  target: string | null
  /** JSON text (never a key's content: only a keyed hash of it). */
  old: string | null
  new: string | null
  prevHash: string
}

export interface AuditRow extends AuditEntry {
  hash: string
}

/**
 * The text that is hashed: a JSON array of the fields in a fixed order. JSON of strings, numbers and
 * nulls has exactly one spelling, so the same entry always gives the same text.
 */
export function canonicalEntry(e: AuditEntry): string {
  return JSON.stringify([FORMAT, e.seq, e.at, e.actor, e.action, e.target, e.old, e.new, e.prevHash])
}

export function entryHash(e: AuditEntry, sha256: Sha256Hex): string {
  return sha256(canonicalEntry(e))
}

/** The next entry of a chain whose last entry is `last` (undefined: the log is empty). */
export function nextLink(last: { seq: number; hash: string } | undefined): { seq: number; prevHash: string } {
  return last ? { seq: last.seq + 1, prevHash: last.hash } : { seq: 1, prevHash: GENESIS_HASH }
}

/**
 * hash: the entry's content no longer gives its hash; prev: it does not point at the entry before it;
 * gap: entries are missing before it; order: an entry numbered below the next expected one (put in by hand).
 */
export type ChainProblem = 'hash' | 'prev' | 'gap' | 'order'

export interface ChainBreak {
  /** The first entry that does not hold (for a gap: the first missing one). */
  seq: number
  problem: ChainProblem
  /** For a gap or order: the seq expected; for prev: the hash it should point at; for hash: the hash its content gives. */
  expected: string | number
  /** What the entry holds instead (for a gap: the seq of the next entry there is). */
  found: string | number
}

export type ChainResult =
  | { ok: true; entries: number; head: { seq: number; hash: string } | null }
  | { ok: false; entries: number; broken: ChainBreak }

/**
 * Checks a chain one entry at a time, in seq order. `push` returns the first break once found (and
 * keeps returning it); later entries are not looked at. An entry is checked for a gap, then for its
 * link to the previous entry, then for its own hash, so a hand edit of one entry's content is named
 * at that entry, and a deleted entry by its own (missing) seq.
 */
export class ChainVerifier {
  private last: { seq: number; hash: string } | undefined
  private count = 0
  private broken: ChainBreak | null = null

  /**
   * `after`: the entry this part of the chain continues from (a later half checked on its own);
   * absent: the chain starts at genesis.
   */
  constructor(
    private readonly sha256: Sha256Hex,
    after?: { seq: number; hash: string },
  ) {
    this.last = after
  }

  push(row: AuditRow): ChainBreak | null {
    if (this.broken) return this.broken
    const want = nextLink(this.last)
    if (row.seq < want.seq) {
      this.broken = { seq: row.seq, problem: 'order', expected: want.seq, found: row.seq }
    } else if (row.seq > want.seq) {
      this.broken = { seq: want.seq, problem: 'gap', expected: want.seq, found: row.seq }
    } else if (row.prevHash !== want.prevHash) {
      this.broken = { seq: row.seq, problem: 'prev', expected: want.prevHash, found: row.prevHash }
    } else {
      const hash = entryHash(row, this.sha256)
      if (hash !== row.hash) this.broken = { seq: row.seq, problem: 'hash', expected: hash, found: row.hash }
    }
    if (this.broken) return this.broken
    this.count++
    this.last = { seq: row.seq, hash: row.hash }
    return null
  }

  /**
   * Counts a run of entries the caller has checked in bulk (same checks as push, all passed: the
   * store's paged fast path); `last` is the run's last entry. Ignored once a break was found.
   */
  pushChecked(count: number, last: { seq: number; hash: string }): void {
    if (this.broken || count === 0) return
    this.count += count
    this.last = last
  }

  /** The entry the next one must follow (undefined: it must be the first of the chain, or of a part not yet begun). */
  head(): { seq: number; hash: string } | undefined {
    return this.last
  }

  /** Intact entries so far, and the head (the last entry's seq and hash: what an outside record can pin). */
  result(): ChainResult {
    if (this.broken) return { ok: false, entries: this.count, broken: this.broken }
    return { ok: true, entries: this.count, head: this.last ?? null }
  }
}

/** The whole check over any iterable of rows (a generator over a database cursor streams). */
export function verifyChain(rows: Iterable<AuditRow>, sha256: Sha256Hex): ChainResult {
  const v = new ChainVerifier(sha256)
  for (const r of rows) if (v.push(r)) break
  return v.result()
}

/** What a later part of the chain, checked on its own, says about its first entry: the link to check across the seam. */
export interface ChainPart {
  result: ChainResult
  /** The part's first entry (null when it had none). */
  first: { seq: number; prevHash: string } | null
}

/**
 * Joins the verdicts of two consecutive parts of one chain, checked separately (the upper part from
 * its own first entry on): the first break of the lower part wins; then the seam (the upper part's
 * first entry must follow the lower part's last); then the upper part's own first break.
 */
export function joinParts(lower: ChainResult, upper: ChainPart): ChainResult {
  if (!lower.ok || !upper.first) return lower
  const want = nextLink(lower.head ?? undefined)
  const entries = lower.entries
  if (upper.first.seq !== want.seq) return { ok: false, entries, broken: { seq: want.seq, problem: 'gap', expected: want.seq, found: upper.first.seq } }
  if (upper.first.prevHash !== want.prevHash) {
    return { ok: false, entries, broken: { seq: upper.first.seq, problem: 'prev', expected: want.prevHash, found: upper.first.prevHash } }
  }
  return { ...upper.result, entries: entries + upper.result.entries }
}
