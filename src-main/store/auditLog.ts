// bank.db's audit log: appending a chained entry, reading pages of it, and streaming the whole chain
// through the core check. An entry is appended only inside a transaction the caller opened for the
// change it records, so a change and its entry commit together or not at all.
import crypto from 'node:crypto'
import type { Db } from './db'
import { ChainVerifier, entryHash, joinParts, nextLink } from '../core/audit/chain'
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

/**
 * Checks the entries with after < seq ≤ upTo through a cursor (after null: from the very first row,
 * so a forged row numbered 0 or below is seen too; upTo null: to the end). The first part starts at
 * genesis; a later part starts from its own first entry, whose link to the part before is checked
 * where the two are joined (joinParts).
 */
export function checkPart(db: Db, after: number | null, upTo: number | null, sha256: Sha256Hex = sha256Hex): ChainPart {
  const where = [after === null ? null : 'seq > ?', upTo === null ? null : 'seq <= ?'].filter((w) => w !== null)
  const stmt = db.prepare(`SELECT ${COLUMNS} FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq`).raw(true)
  let v: ChainVerifier | null = after === null ? new ChainVerifier(sha256) : null
  let first: ChainPart['first'] = null
  for (const r of stmt.iterate(...[after, upTo].filter((x) => x !== null)) as Iterable<RawRow>) {
    const row = toRow(r)
    if (!first) {
      first = { seq: row.seq, prevHash: row.prevHash }
      v ??= new ChainVerifier(sha256, { seq: row.seq - 1, hash: row.prevHash })
    }
    if (v!.push(row)) break
  }
  return { result: (v ?? new ChainVerifier(sha256)).result(), first }
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
