// bank.db's audit log: appending a chained entry, reading pages of it, and streaming the whole chain
// through the core check. An entry is appended only inside a transaction the caller opened for the
// change it records, so a change and its entry commit together or not at all.
import crypto from 'node:crypto'
import type { Db } from './db'
import { ChainVerifier, entryHash, nextLink } from '../core/audit/chain'
import type { AuditRow, ChainResult, Sha256Hex } from '../core/audit/chain'
import type { AuditAction } from '../core/audit/actions'

export const sha256Hex: Sha256Hex = (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

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
      all: db.prepare('SELECT seq, at, actor, action, target, old, new, prev_hash, hash FROM audit_log ORDER BY seq').raw(true),
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
    for (const r of this.s.all.iterate() as Iterable<RawRow>) {
      yield { seq: r[0], at: r[1], actor: r[2], action: r[3], target: r[4], old: r[5], new: r[6], prevHash: r[7], hash: r[8] }
    }
  }

  /** Walks the chain and stops at the first entry that does not hold. */
  verify(): ChainResult {
    const v = new ChainVerifier(this.sha256)
    for (const r of this.rows()) if (v.push(r)) break
    return v.result()
  }

  /** A page of entries, newest first unless asked otherwise, with the total under the same filters. */
  list(f: AuditFilter, page: { offset: number; limit: number; ascending?: boolean }): { total: number; rows: AuditListRow[] } {
    const where: string[] = []
    const args: string[] = []
    if (f.target !== undefined) (where.push('a.target = ?'), args.push(f.target))
    if (f.actor !== undefined) (where.push('a.actor = ?'), args.push(f.actor))
    if (f.action !== undefined) (where.push('a.action = ?'), args.push(f.action))
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
