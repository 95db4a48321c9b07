// bank.db's released pools (migration 4): a named set of item versions, written once. Triggers
// refuse any UPDATE or DELETE, so a pool a run or a report cites never changes; a new release is a
// new pool with a new name.
import type { Db } from './db'

export interface PoolRow {
  id: number
  name: string
  createdBy: string
  createdAt: string
  /** "sha256:<hex>" over the sorted "id@version sha256" lines of its items (services/pools.ts). */
  sha256: string
  n: number
  note: string | null
}

export interface PoolItemRow {
  itemId: string
  version: number
  /** "sha256:<hex>" of the version's stored JSON text. */
  sha256: string
}

type Raw = { id: number; name: string; created_by: string; created_at: string; sha256: string; n: number; note: string | null }
const toPool = (r: Raw): PoolRow => ({ id: r.id, name: r.name, createdBy: r.created_by, createdAt: r.created_at, sha256: r.sha256, n: r.n, note: r.note })

export class PoolStore {
  constructor(readonly db: Db) {}

  byName(name: string): PoolRow | undefined {
    const r = this.db.prepare('SELECT * FROM pools WHERE name = ?').get(name) as Raw | undefined
    return r ? toPool(r) : undefined
  }

  list(): PoolRow[] {
    return (this.db.prepare('SELECT * FROM pools ORDER BY id').all() as Raw[]).map(toPool)
  }

  items(poolId: number, limit: number, offset: number): PoolItemRow[] {
    return this.db
      .prepare('SELECT item_id AS itemId, version, sha256 FROM pool_items WHERE pool_id = ? ORDER BY item_id LIMIT ? OFFSET ?')
      .all(poolId, limit, offset) as PoolItemRow[]
  }

  /** Writes a pool and its items; the caller holds the transaction. */
  insert(p: Omit<PoolRow, 'id'>, items: Iterable<PoolItemRow>): number {
    const id = Number(
      this.db.prepare('INSERT INTO pools (name, created_by, created_at, sha256, n, note) VALUES (?, ?, ?, ?, ?, ?)').run(p.name, p.createdBy, p.createdAt, p.sha256, p.n, p.note)
        .lastInsertRowid,
    )
    const put = this.db.prepare('INSERT INTO pool_items (pool_id, item_id, version, sha256) VALUES (?, ?, ?, ?)')
    for (const it of items) put.run(id, it.itemId, it.version, it.sha256)
    return id
  }
}
