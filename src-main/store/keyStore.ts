// keys.db access: versioned answer keys, references and rubrics, addressed by item id only, so the
// file means nothing without a bank and a bank reveals nothing without it.
import type { Db } from './db'
import { openDb } from './db'
import { KEYS_MIGRATIONS } from './schema'
import type { ItemKey } from '../core/types'

export interface KeyVersion {
  version: number
  key: ItemKey
  createdAt: string
  author: string
}

export class KeyStore {
  readonly db: Db
  private readonly s

  constructor(
    readonly file: string,
    opts: { cacheMb?: number } = {},
  ) {
    this.db = openDb(file, 'keys', KEYS_MIGRATIONS, opts)
    const db = this.db
    this.s = {
      latest: db.prepare('SELECT version, data, created_at, author FROM keys WHERE item_id = ? ORDER BY version DESC LIMIT 1'),
      insert: db.prepare(
        'INSERT INTO keys (item_id, version, data, created_at, author, import_sha256) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      insertFirst: db.prepare(
        'INSERT OR IGNORE INTO keys (item_id, version, data, created_at, author, import_sha256) VALUES (?, 1, ?, ?, ?, ?)',
      ),
      history: db.prepare('SELECT version, data, created_at, author FROM keys WHERE item_id = ? ORDER BY version DESC'),
      all: db.prepare(
        'SELECT item_id, data FROM keys k WHERE version = (SELECT MAX(version) FROM keys WHERE item_id = k.item_id)',
      ),
    }
  }

  close(): void {
    this.db.close()
  }

  get(itemId: string): KeyVersion | undefined {
    const r = this.s.latest.get(itemId) as { version: number; data: string; created_at: string; author: string } | undefined
    return r ? { version: r.version, key: JSON.parse(r.data) as ItemKey, createdAt: r.created_at, author: r.author } : undefined
  }

  /** Appends a version; returns its number. */
  put(itemId: string, key: ItemKey, opts: { author: string; now: string; importSha?: string }): number {
    const prev = this.s.latest.get(itemId) as { version: number; data: string } | undefined
    if (prev && prev.data === JSON.stringify(key)) return prev.version
    const version = (prev?.version ?? 0) + 1
    this.s.insert.run(itemId, version, JSON.stringify(key), opts.now, opts.author, opts.importSha ?? null)
    return version
  }

  /**
   * First key of a freshly imported item, without a lookup. A key already there (brought in by an
   * encrypted keys import before its items) is kept: this never overwrites.
   */
  insertFirst(itemId: string, key: ItemKey, opts: { author: string; now: string; importSha?: string }): void {
    this.insertFirstJson(itemId, JSON.stringify(key), opts)
  }

  insertFirstJson(itemId: string, keyJson: string, opts: { author: string; now: string; importSha?: string }): void {
    this.s.insertFirst.run(itemId, keyJson, opts.now, opts.author, opts.importSha ?? null)
  }

  history(itemId: string): KeyVersion[] {
    return (this.s.history.all(itemId) as { version: number; data: string; created_at: string; author: string }[]).map((r) => ({
      version: r.version,
      key: JSON.parse(r.data) as ItemKey,
      createdAt: r.created_at,
      author: r.author,
    }))
  }

  /** Current key of every item, for scoring a whole run. */
  *allCurrent(): Generator<[string, ItemKey]> {
    for (const r of this.s.all.iterate() as Iterable<{ item_id: string; data: string }>) {
      yield [r.item_id, JSON.parse(r.data) as ItemKey]
    }
  }

  count(): number {
    return this.db.prepare('SELECT COUNT(DISTINCT item_id) FROM keys').pluck().get() as number
  }

  /**
   * An import marks itself inside the keys transaction and clears the mark once the bank has
   * committed too, so a crash between the two commits is found on the next open without scanning.
   */
  markPendingImport(sha256: string): void {
    this.db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('pending_import', ?)").run(sha256)
  }

  clearPendingImport(): void {
    this.db.prepare("DELETE FROM meta WHERE key = 'pending_import'").run()
  }

  pendingImport(): string | undefined {
    return this.db.prepare("SELECT value FROM meta WHERE key = 'pending_import'").pluck().get() as string | undefined
  }

  /** Removes the keys one import wrote (its bank transaction never committed). */
  dropImport(sha256: string): number {
    return this.db.prepare('DELETE FROM keys WHERE import_sha256 = ?').run(sha256).changes
  }

}
