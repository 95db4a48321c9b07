// Released pools (issue 7): a named, frozen set of approved item versions with a content hash, which
// runs use and reports cite. Releasing takes every approved (and already released) item at its
// current version, moves approved items to 'released', and writes the pool once; the store's
// triggers refuse any later change, and a name is never reused.
import { MbError, defineMessages } from '../core/messages'
import type { Actor } from '../core/actors'
import { transition } from '../core/review/status'
import type { PoolItemRow, PoolRow } from '../store/poolStore'
import { sha256Hex } from '../store/auditLog'
import { textDigest } from './audit'
import { stampOf } from './itemService'
import type { Workspace } from './workspace'
import { itemError, reviewWrite, touchRows } from './review/common'

const m = defineMessages('pool', {
  nameTaken: {
    zh: (p) => `已有名为“${p.name}”的题池；已发布的题池不能更改，请换一个名称发布新题池`,
    en: (p) => `a pool named "${p.name}" already exists; a released pool never changes: release a new one under another name`,
  },
  empty: {
    zh: () => '没有已通过审核的题目可以发布',
    en: () => 'there are no approved items to release',
  },
  notFound: {
    zh: (p) => `没有名为“${p.name}”的题池`,
    en: (p) => `no pool named "${p.name}"`,
  },
})

/**
 * The pool's content hash: SHA-256 over one line per item, sorted by id, "id@version sha256:<hex of
 * the version's stored text>". Anyone holding the bank can recompute it from pool_items and item_versions.
 */
export function poolDigest(items: readonly PoolItemRow[]): string {
  const lines = [...items].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0)).map((i) => `${i.itemId}@${i.version} ${i.sha256}`)
  return `sha256:${sha256Hex(lines.join('\n'))}`
}

export function releasePool(ws: Workspace, actor: Actor, input: { name: string; note?: string }): Promise<{ pool: PoolRow; released: number }> {
  let touched: string[] = []
  return reviewWrite(
    ws,
    () => {
      if (ws.bank.pools.byName(input.name)) throw new MbError(m.nameTaken({ name: input.name }))
      const rows = ws.bank.db
        .prepare(
          `SELECT i.rowid, i.id, i.status, i.version, v.data FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version
           WHERE i.status IN ('approved', 'released') ORDER BY i.id`,
        )
        .all() as { rowid: number; id: string; status: 'approved' | 'released'; version: number; data: string }[]
      if (rows.length === 0) throw new MbError(m.empty())
      const items: PoolItemRow[] = rows.map((r) => ({ itemId: r.id, version: r.version, sha256: textDigest(r.data) }))
      const now = new Date().toISOString()
      const stamp = { ...stampOf(actor), now }
      const sha256 = poolDigest(items)
      const pool = { name: input.name, createdBy: actor.id, createdAt: now, sha256, n: items.length, note: input.note ?? null }
      const id = ws.bank.pools.insert(pool, items)
      const moved: string[] = []
      for (const r of rows) {
        if (r.status !== 'approved') continue
        const t = transition({ state: 'approved' }, { kind: 'release' })
        if (!t.ok) throw itemError(r.id, t.msg)
        ws.bank.recordStatus(r.rowid, 'approved', 'released', { ...stamp, note: `发布到题池“${input.name}” / released in pool "${input.name}"` })
        moved.push(r.id)
      }
      ws.bank.audit.append({ actor: actor.id, action: 'pool.release', target: `pool:${input.name}`, at: now, new: { poolId: id, name: input.name, n: items.length, sha256, released: moved.length } })
      touched = moved
      return { pool: { id, ...pool }, released: moved.length }
    },
    () => touchRows(ws, touched),
  )
}

export function listPools(ws: Workspace): { pools: PoolRow[] } {
  return { pools: ws.bank.pools.list() }
}

export function getPool(ws: Workspace, input: { name: string; limit: number; offset: number }): { pool: PoolRow; items: PoolItemRow[] } {
  const pool = ws.bank.pools.byName(input.name)
  if (!pool) throw new MbError(m.notFound({ name: input.name }))
  return { pool, items: ws.bank.pools.items(pool.id, input.limit, input.offset) }
}
