// bank.db access: items, their append-only versions, imports, taxonomy. Statements are prepared once
// per store; callers own transactions (the import service wraps a whole file in one).
import type { Db } from './db'
import { openDb } from './db'
import { BANK_MIGRATIONS } from './schema'
import { noteNewBank } from './searchIndex'
import type { Item, ItemRow, ItemStatus } from '../core/types'
import { ItemSchema } from '../core/types'
import { summarizeItem } from '../core/rowSummary'
import type { PreparedItem } from '../import/prepared'
import { normalizeForSearch, searchText } from '../core/search/tokens'
import { UserStore } from './users'
import { AuditLog } from './auditLog'
import { ReviewStore } from './reviewStore'
import { PoolStore } from './poolStore'
import { PackageStore } from './packageStore'

export interface StoredItem {
  rowid: number
  item: Item
  version: number
  status: ItemStatus
  updatedAt: string
}

export interface VersionRow {
  version: number
  item: Item
  createdAt: string
  author: string
  actorId: string | null
  note: string | null
}

/** A status change, kept as an event: nothing about an item is updated without a trace. */
export interface StatusEvent {
  from: ItemStatus | null
  to: ItemStatus
  createdAt: string
  author: string
  actorId: string | null
  note: string | null
}

/** Who wrote, as each row records it: the name at the time and the profile id. */
export interface WriteStamp {
  author: string
  actorId: string | null
  now: string
}

export interface ItemMeta {
  rowid: number
  id: string
  track: string
  dimension: string
  specialty_primary: string
  source: string
  task: string
  type: string
}

export interface ImportRow {
  id: number
  fileName: string
  sha256: string
  format: string
  items: number
  keys: number
  skipped: number
  createdAt: string
}

interface ItemDbRow {
  rowid: number
  id: string
  track: string
  dimension: string
  specialty_primary: string
  specialty_secondary: string | null
  type: string
  status: string
  source: string
  task: string
  version: number
  updated_at: string
  data: string
}

/** The current row joined with its current version, whose JSON holds the item itself. */
const CURRENT = `SELECT i.rowid AS rowid, i.id AS id, i.track AS track, i.dimension AS dimension, i.specialty_primary AS specialty_primary,
  i.specialty_secondary AS specialty_secondary, i.type AS type, i.status AS status, i.source AS source, i.task AS task,
  i.version AS version, i.updated_at AS updated_at, v.data AS data
  FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version`

export function toItemRow(r: ItemDbRow, item: Item = JSON.parse(r.data) as Item): ItemRow {
  return {
    id: r.id,
    track: r.track as ItemRow['track'],
    dimension: r.dimension as ItemRow['dimension'],
    specialtyPrimary: r.specialty_primary,
    specialtySecondary: r.specialty_secondary,
    type: r.type as ItemRow['type'],
    status: r.status as ItemStatus,
    source: r.source,
    task: r.task,
    stem: item.stem,
    summary: summarizeItem(item),
    options: item.options ?? null,
    version: r.version,
    updatedAt: r.updated_at,
  }
}

export class BankStore {
  readonly db: Db
  readonly users: UserStore
  readonly audit: AuditLog
  readonly review: ReviewStore
  readonly pools: PoolStore
  readonly packages: PackageStore
  private readonly s

  constructor(
    readonly file: string,
    opts: { cacheMb?: number; mmapMb?: number } = {},
  ) {
    this.db = openDb(file, 'bank', BANK_MIGRATIONS, opts)
    this.users = new UserStore(this.db)
    this.audit = new AuditLog(this.db)
    this.review = new ReviewStore(this.db)
    this.pools = new PoolStore(this.db)
    this.packages = new PackageStore(this.db)
    const db = this.db
    noteNewBank(db)
    this.s = {
      insertItem: db.prepare(
        `INSERT INTO items (rowid, id, track, dimension, specialty_primary, specialty_secondary, type, status, source, task, version, updated_at, import_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertVersion: db.prepare(
        'INSERT INTO item_versions (item_rowid, version, data, created_at, author, actor_id, note) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      insertSearch: db.prepare('INSERT INTO item_search (rowid, text) VALUES (?, ?)'),
      replaceSearch: db.prepare('INSERT OR REPLACE INTO item_search (rowid, text) VALUES (?, ?)'),
      updateItem: db.prepare(
        `UPDATE items SET track = ?, dimension = ?, specialty_primary = ?, specialty_secondary = ?, type = ?, source = ?, task = ?,
           version = ?, updated_at = ? WHERE rowid = ?`,
      ),
      byId: db.prepare(`${CURRENT} WHERE i.id = ?`),
      versions: db.prepare(
        'SELECT version, data, created_at, author, actor_id, note FROM item_versions WHERE item_rowid = ? ORDER BY version DESC',
      ),
      versionData: db.prepare('SELECT data FROM item_versions WHERE item_rowid = ? AND version = ?').pluck(),
      idExists: db.prepare('SELECT rowid FROM items WHERE id = ?').pluck(),
      setStatus: db.prepare('UPDATE items SET status = ?, updated_at = ? WHERE rowid = ?'),
      insertEvent: db.prepare(
        'INSERT INTO item_events (item_rowid, kind, from_value, to_value, created_at, author, actor_id, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      events: db.prepare(
        "SELECT from_value, to_value, created_at, author, actor_id, note FROM item_events WHERE item_rowid = ? AND kind = 'status' ORDER BY id DESC",
      ),
      importBySha: db.prepare(
        'SELECT id, file_name, sha256, format, items, keys, skipped, created_at FROM imports WHERE sha256 = ? AND format = ? AND options_hash = ?',
      ),
      insertImport: db.prepare(
        'INSERT INTO imports (file_name, sha256, format, options_hash, items, keys, skipped, created_at, uid, actor_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      updateImportCounts: db.prepare('UPDATE imports SET items = ?, keys = ?, skipped = ? WHERE id = ?'),
      upsertSource: db.prepare(
        'INSERT INTO sources (name, licence) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET licence = COALESCE(excluded.licence, licence)',
      ),
      upsertSpecialty: db.prepare('INSERT OR IGNORE INTO specialties (primary_name, secondary_name) VALUES (?, ?)'),
    }
  }

  close(): void {
    this.db.close()
  }

  /**
   * Inserts a prepared (already serialised) item as version 1, or returns undefined when its id is
   * taken, in which case the caller compares contents. `rowid`, when given, is above every rowid in
   * the bank (see nextRowid).
   */
  tryInsertPrepared(
    p: PreparedItem,
    opts: { status: ItemStatus; author: string; actorId: string | null; importId: number | null; now: string; rowid?: number },
  ): number | undefined {
    let rowid: number
    try {
      rowid = Number(
        this.s.insertItem.run(
          opts.rowid ?? null,
          p.id, p.track, p.dimension, p.primary, p.secondary, p.type, opts.status, p.source, p.task, 1, opts.now, opts.importId,
        ).lastInsertRowid,
      )
    } catch (e) {
      if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined
      throw e
    }
    this.s.insertVersion.run(rowid, 1, p.data, opts.now, opts.author, opts.actorId, null)
    this.s.insertSearch.run(rowid, p.text)
    return rowid
  }

  noteSourceAndSpecialty(source: string, licence: string | null, primary: string, secondary: string | null): void {
    this.s.upsertSource.run(source, licence)
    this.s.upsertSpecialty.run(primary, secondary ?? '')
  }

  /** One above the largest rowid: where a writer holding the write lock may number new rows from. */
  nextRowid(): number {
    return ((this.db.prepare('SELECT MAX(rowid) FROM items').pluck().get() as number | null) ?? 0) + 1
  }

  rowidOf(id: string): number | undefined {
    return this.s.idExists.get(id) as number | undefined
  }

  getRow(id: string): (ItemRow & { rowid: number }) | undefined {
    const r = this.s.byId.get(id) as ItemDbRow | undefined
    return r ? { ...toItemRow(r), rowid: r.rowid } : undefined
  }

  getItem(id: string): StoredItem | undefined {
    const r = this.s.byId.get(id) as ItemDbRow | undefined
    if (!r) return undefined
    return {
      rowid: r.rowid,
      item: ItemSchema.parse(JSON.parse(r.data)),
      version: r.version,
      status: r.status as ItemStatus,
      updatedAt: r.updated_at,
    }
  }

  /** Appends a version and points the current row at it. The caller checks the base version. */
  appendVersion(rowid: number, item: Item, version: number, opts: WriteStamp & { note?: string }): void {
    this.s.insertVersion.run(rowid, version, JSON.stringify(item), opts.now, opts.author, opts.actorId, opts.note ?? null)
    this.s.replaceSearch.run(rowid, normalizeForSearch(searchText(item)))
    this.s.updateItem.run(
      item.track,
      item.dimension,
      item.specialty.primary,
      item.specialty.secondary ?? null,
      item.type,
      item.source.name,
      item.task,
      version,
      opts.now,
      rowid,
    )
  }

  /** Records a status change as an event and points the current row at the new status. */
  recordStatus(rowid: number, from: ItemStatus, to: ItemStatus, opts: WriteStamp & { note?: string }): void {
    this.s.insertEvent.run(rowid, 'status', from, to, opts.now, opts.author, opts.actorId, opts.note ?? null)
    this.s.setStatus.run(to, opts.now, rowid)
  }

  statusEvents(rowid: number): StatusEvent[] {
    return (
      this.s.events.all(rowid) as { from_value: string | null; to_value: string; created_at: string; author: string; actor_id: string | null; note: string | null }[]
    ).map((e) => ({
      from: e.from_value as ItemStatus | null,
      to: e.to_value as ItemStatus,
      createdAt: e.created_at,
      author: e.author,
      actorId: e.actor_id,
      note: e.note,
    }))
  }

  /** A version's stored JSON text, exactly as written (what the audit log hashes). */
  versionData(rowid: number, version: number): string | undefined {
    return this.s.versionData.get(rowid, version) as string | undefined
  }

  versions(rowid: number): VersionRow[] {
    return (
      this.s.versions.all(rowid) as { version: number; data: string; created_at: string; author: string; actor_id: string | null; note: string | null }[]
    ).map((v) => ({ version: v.version, item: JSON.parse(v.data) as Item, createdAt: v.created_at, author: v.author, actorId: v.actor_id, note: v.note }))
  }

  findImport(sha256: string, format: string, optionsHash: string): ImportRow | undefined {
    const r = this.s.importBySha.get(sha256, format, optionsHash) as
      | { id: number; file_name: string; sha256: string; format: string; items: number; keys: number; skipped: number; created_at: string }
      | undefined
    return r
      ? { id: r.id, fileName: r.file_name, sha256: r.sha256, format: r.format, items: r.items, keys: r.keys, skipped: r.skipped, createdAt: r.created_at }
      : undefined
  }

  recordImport(fileName: string, sha256: string, format: string, optionsHash: string, stamp: WriteStamp & { uid: string }): number {
    return Number(
      this.s.insertImport.run(fileName, sha256, format, optionsHash, 0, 0, 0, stamp.now, stamp.uid, stamp.actorId).lastInsertRowid,
    )
  }

  finishImport(id: number, items: number, keys: number, skipped: number): void {
    this.s.updateImportCounts.run(items, keys, skipped, id)
  }

  /**
   * Whether the import that marked itself pending in the keys file committed here too. Marks are
   * "uid" for imports by this build, "sha256:<hash>" from older builds (which keyed on the file only).
   */
  hasImport(mark: string): boolean {
    if (mark.startsWith('sha256:')) {
      return this.db.prepare('SELECT 1 FROM imports WHERE sha256 = ? LIMIT 1').get(mark.slice(7)) !== undefined
    }
    return this.db.prepare('SELECT 1 FROM imports WHERE uid = ?').get(mark) !== undefined
  }

  /** Current rows with their items, each version's JSON parsed once. */
  rowsByRowids(rowids: number[]): Map<number, { row: ItemRow; item: Item }> {
    const out = new Map<number, { row: ItemRow; item: Item }>()
    if (rowids.length === 0) return out
    const rows = this.db
      .prepare(`${CURRENT} WHERE i.rowid IN (SELECT value FROM json_each(?))`)
      .all(JSON.stringify(rowids)) as ItemDbRow[]
    for (const r of rows) {
      const item = JSON.parse(r.data) as Item
      out.set(r.rowid, { row: toItemRow(r, item), item })
    }
    return out
  }

  /** The columns scoring groups by, for every item (no JSON parsed): the base of coverage counts. */
  *itemMeta(): Generator<ItemMeta> {
    const stmt = this.db.prepare('SELECT rowid, id, track, dimension, specialty_primary, source, task, type FROM items ORDER BY rowid')
    yield* stmt.iterate() as Iterable<ItemMeta>
  }

  count(): number {
    return this.db.prepare('SELECT COUNT(*) FROM items').pluck().get() as number
  }

  getTaxonomy(): Record<string, unknown> {
    const out: Record<string, unknown> = {}
    for (const r of this.db.prepare('SELECT key, target FROM taxonomy').all() as { key: string; target: string }[]) {
      out[r.key] = JSON.parse(r.target)
    }
    return out
  }

  setTaxonomy(mapping: Record<string, unknown>): void {
    this.db.transaction(() => {
      this.db.exec('DELETE FROM taxonomy')
      const ins = this.db.prepare('INSERT INTO taxonomy (key, target) VALUES (?, ?)')
      for (const [k, v] of Object.entries(mapping)) ins.run(k, JSON.stringify(v))
    })()
  }

  sources(): { name: string; licence: string | null }[] {
    return this.db.prepare('SELECT name, licence FROM sources ORDER BY name').all() as { name: string; licence: string | null }[]
  }
}
