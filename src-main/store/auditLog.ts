// bank.db's audit log: appending a chained entry, reading pages of it, and streaming the whole chain
// through the core check. An entry is appended only inside a transaction the caller opened for the
// change it records, so a change and its entry commit together or not at all.
import crypto from 'node:crypto'
import type { Db } from './db'
import { AUDIT_FORMAT, ChainVerifier, entryHash, joinParts, nextLink } from '../core/audit/chain'
import type { AuditRow, ChainPart, ChainResult, Sha256Hex } from '../core/audit/chain'
import { runOnWorker } from '../workers/syncWorker'
import { workerScript } from '../workers/workerScript'
import type { AuditAction } from '../core/audit/actions'

/**
 * One-shot crypto.hash where the runtime has it (Node ≥ 20.12, Electron's Node): about three times
 * faster than createHash for short texts, which decides how long verifying a million entries takes.
 */
export const sha256Hex: Sha256Hex =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

export interface AuditAppend {
  /** The actor's profile id. */
  actor: string
  action: AuditAction
  target: string | null
  /** Stored as JSON text; undefined or null: none. */
  old?: unknown
  new?: unknown
  /** ISO time; the change's own stamp when it has one, so the entry and the rows it describes agree. */
  at?: string
}

export interface AuditFilter {
  target?: string
  actor?: string
  action?: string
  /** Leave out these actions' entries unless `viewer` made them (review blindness: ops/audit.ts). */
  othersHidden?: { actions: readonly string[]; viewer: string }
}

export interface AuditListRow {
  seq: number
  at: string
  actor: string
  /** The profile's current name, when the profile exists. */
  actorName: string | null
  action: string
  target: string | null
  old: unknown
  new: unknown
  hash: string
}

type RawRow = [number, string, string, string, string | null, string | null, string | null, string, string]

/** Below this many entries one thread checks the whole chain; above it a worker checks the upper half. */
const SPLIT_ABOVE = 100_000

export interface AuditPartRequest {
  file: string
  /** The part is the entries after this seq. */
  after: number
}

const COLUMNS = 'seq, at, actor, action, target, old, new, prev_hash, hash'
const toRow = (r: RawRow): AuditRow => ({ seq: r[0], at: r[1], actor: r[2], action: r[3], target: r[4], old: r[5], new: r[6], prevHash: r[7], hash: r[8] })

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n
/** Entries per page of the fast path: about 1.5 MB of text, one statement step instead of thousands. */
const PAGE = 4096

/**
 * The hashed text built by SQLite (json_array escapes exactly as JSON.stringify does: tests/unit/
 * audit-log.test.ts compares the two on every ASCII character, CJK, emoji and U+2028), each followed
 * by its recorded hash, one line per entry. One statement step per page instead of one per row is what
 * makes a million entries quick: stepping a cursor row by row costs more than hashing. Control
 * characters come out escaped, so a newline only ever ends a line. A page is a range of seqs, read in
 * the table's own (seq) order; a page that came out of any other order would fail its links and be
 * walked row by row, so the verdict never rests on that order.
 */
const PAGE_SQL = `SELECT count(*) AS n, min(seq) AS lo, max(seq) AS hi,
    max(length(prev_hash)) AS prevMax, max(length(hash)) AS hashMax,
    CAST(string_agg(json_array('${AUDIT_FORMAT}', seq, at, actor, action, target, old, new, prev_hash) || hash, char(10)) AS BLOB) AS lines
  FROM audit_log WHERE seq >= ? AND seq <= ?`

interface Page {
  n: number
  lo: number
  hi: number
  /** Whether no hash is longer than 64 characters (a shorter one cannot match a SHA-256). */
  prevMax: number
  hashMax: number
  /** UTF-8 bytes as SQLite holds them, no round trip through a JS string: text + hash per line. */
  lines: Buffer
}

const hashBytesHex: (bytes: Uint8Array) => string =
  typeof crypto.hash === 'function' ? (b) => crypto.hash('sha256', b, 'hex') : (b) => crypto.createHash('sha256').update(b).digest('hex')

/**
 * Whether every entry of a page holds, checked in bulk: seqs follow on without a gap from `want`,
 * each prev_hash (the text's last field) is the hash before it, and each text hashes to
 * its recorded hash. Returns the page's last hash, or null for "look row by row" (the row check names
 * the break, or finds the page sound after all).
 */
function pageHolds(p: Page, want: { seq: number; prevHash: string }): string | null {
  if (p.lo !== want.seq || p.hi - p.lo + 1 !== p.n || p.prevMax !== 64 || p.hashMax !== 64) return null
  const bytes = p.lines
  let prev = want.prevHash
  let at = 0
  for (let i = 0; i < p.n; i++) {
    const end = i === p.n - 1 ? bytes.length : bytes.indexOf(10, at)
    const hashAt = end - 64
    // The text ends `"<prev_hash>"]`; with no hash over 64 characters, a shorter one would put a quote
    // in this slice, which no hash matches.
    if (end < 0 || hashAt - 66 < at || bytes.toString('latin1', hashAt - 66, hashAt - 2) !== prev) return null
    const hash = bytes.toString('latin1', hashAt, end)
    if (hashBytesHex(bytes.subarray(at, hashAt)) !== hash) return null
    prev = hash
    at = end + 1
  }
  return at === bytes.length + 1 ? prev : null
}

/** How many pages were checked in bulk and how many walked row by row (tests look: the bulk path is the fast one). */
export interface PageTally {
  bulk: number
  rowByRow: number
}

/**
 * Checks the entries with after < seq ≤ upTo (after null: from the very first row, so a forged row
 * numbered 0 or below is seen too; upTo null: to the end). The first part starts at genesis; a later
 * part starts from its own first entry, whose link to the part before is checked where the two are
 * joined (joinParts). Pages are checked in bulk; a page that does not hold in bulk (or that SQLite
 * cannot render, a BLOB put in by hand) is walked row by row through the core check, which names the
 * first break exactly as a row-by-row walk of the whole log would.
 */
export function checkPart(db: Db, after: number | null, upTo: number | null, sha256: Sha256Hex = sha256Hex, tally?: PageTally): ChainPart {
  const hi = upTo === null ? INT64_MAX : upTo
  const page = db.prepare(PAGE_SQL)
  const rows = db.prepare(`SELECT ${COLUMNS} FROM audit_log WHERE seq >= ? AND seq <= ? ORDER BY seq LIMIT ${PAGE}`).raw(true)
  const firstRow = db
    .prepare('SELECT seq, prev_hash FROM audit_log WHERE seq >= ? AND seq <= ? ORDER BY seq LIMIT 1')
    .raw(true)
    .get(after === null ? INT64_MIN : after + 1, hi) as [number, string] | undefined
  if (!firstRow) return { result: new ChainVerifier(sha256).result(), first: null }
  const first = { seq: firstRow[0], prevHash: firstRow[1] }
  const top = db.prepare('SELECT max(seq) FROM audit_log WHERE seq <= ?').pluck().get(hi) as number
  const v = after === null ? new ChainVerifier(sha256) : new ChainVerifier(sha256, { seq: first.seq - 1, hash: first.prevHash })
  for (let from = first.seq; from <= top; ) {
    let p: Page | undefined
    try {
      p = page.get(from, Math.min(top, from + PAGE - 1)) as Page
    } catch {
      p = undefined // a value SQLite will not put in JSON (a BLOB put in by hand): the row check names it
    }
    const last = p && p.n > 0 ? pageHolds(p, nextLink(v.head())) : null
    if (p && last !== null) {
      if (tally) tally.bulk++
      v.pushChecked(p.n, { seq: p.hi, hash: last })
      from = p.hi + 1
      continue
    }
    if (tally) tally.rowByRow++
    const got = rows.all(from, hi) as RawRow[]
    for (const r of got) if (v.push(toRow(r))) return { result: v.result(), first }
    if (!got.length) break
    from = got[got.length - 1][0] + 1
  }
  return { result: v.result(), first }
}

/** A hand-edited entry may hold text that is not JSON: it is shown as it is, never an internal error. */
function parsed(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const json = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v))

export class AuditLog {
  private readonly s

  constructor(
    private readonly db: Db,
    private readonly sha256: Sha256Hex = sha256Hex,
  ) {
    this.s = {
      last: db.prepare('SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1'),
      insert: db.prepare('INSERT INTO audit_log (seq, at, actor, action, target, old, new, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      all: db.prepare(`SELECT ${COLUMNS} FROM audit_log ORDER BY seq`).raw(true),
    }
  }

  /** Appends one entry after the last; returns its seq. Refused outside a transaction (see the header). */
  append(e: AuditAppend): number {
    if (!this.db.inTransaction) throw new Error('audit entries are appended inside the transaction of the change they record')
    const link = nextLink(this.s.last.get() as { seq: number; hash: string } | undefined)
    const entry = { seq: link.seq, at: e.at ?? new Date().toISOString(), actor: e.actor, action: e.action, target: e.target, old: json(e.old), new: json(e.new), prevHash: link.prevHash }
    this.s.insert.run(entry.seq, entry.at, entry.actor, entry.action, entry.target, entry.old, entry.new, entry.prevHash, entryHash(entry, this.sha256))
    return entry.seq
  }

  /** Every entry in seq order, read through a cursor: memory stays flat however long the log is. */
  *rows(): Generator<AuditRow> {
    for (const r of this.s.all.iterate() as Iterable<RawRow>) yield toRow(r)
  }

  /**
   * Walks the chain through cursors and stops at the first entry that does not hold. A long log is
   * checked in two halves at once, the upper one on a worker thread with its own read-only
   * connection (hashing a million entries is CPU work, and a machine has two cores at least); if the
   * worker cannot run, this thread checks that half too.
   */
  verify(opts: { splitAbove?: number } = {}): ChainResult {
    const max = (this.db.prepare('SELECT max(seq) FROM audit_log').pluck().get() as number | null) ?? 0
    const mid = max > (opts.splitAbove ?? SPLIT_ABOVE) && this.db.name !== ':memory:' ? Math.floor(max / 2) : null
    const upper = mid === null ? null : runOnWorker<AuditPartRequest, ChainPart>(workerScript('auditWorker', __dirname), { file: this.db.name, after: mid })
    const lower = checkPart(this.db, null, mid, this.sha256)
    if (mid === null) return lower.result
    if (!lower.result.ok) {
      upper?.cancel()
      return lower.result
    }
    return joinParts(lower.result, upper?.wait() ?? checkPart(this.db, mid, null, this.sha256))
  }

  /** A page of entries, newest first unless asked otherwise, with the total under the same filters. */
  list(f: AuditFilter, page: { offset: number; limit: number; ascending?: boolean }): { total: number; rows: AuditListRow[] } {
    const where: string[] = []
    const args: string[] = []
    if (f.target !== undefined) (where.push('a.target = ?'), args.push(f.target))
    if (f.actor !== undefined) (where.push('a.actor = ?'), args.push(f.actor))
    if (f.action !== undefined) (where.push('a.action = ?'), args.push(f.action))
    if (f.othersHidden && f.othersHidden.actions.length) {
      where.push(`NOT (a.action IN (${f.othersHidden.actions.map(() => '?').join(', ')}) AND a.actor != ?)`)
      args.push(...f.othersHidden.actions, f.othersHidden.viewer)
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const total = this.db.prepare(`SELECT COUNT(*) FROM audit_log a ${clause}`).pluck().get(...args) as number
    const rows = this.db
      .prepare(
        `SELECT a.seq, a.at, a.actor, u.name AS actorName, a.action, a.target, a.old, a.new, a.hash
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor ${clause}
         ORDER BY a.seq ${page.ascending ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
      )
      .all(...args, page.limit, page.offset) as (Omit<AuditListRow, 'old' | 'new'> & { old: string | null; new: string | null })[]
    return { total, rows: rows.map((r) => ({ ...r, old: parsed(r.old), new: parsed(r.new) })) }
  }

  count(): number {
    return this.db.prepare('SELECT COUNT(*) FROM audit_log').pluck().get() as number
  }
}
