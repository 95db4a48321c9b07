// keys.db access: versioned answer keys, references and rubrics, addressed by item id only, so the
// file means nothing without a bank and a bank reveals nothing without it.
import crypto from 'node:crypto'
import type { Db } from './db'
import { openDb } from './db'
import { KEYS_MIGRATIONS } from './schema'
import type { ItemKey } from '../core/types'

export interface KeyVersion {
  version: number
  key: ItemKey
  createdAt: string
  author: string
  actorId: string | null
}

/** Who wrote a key version, and which import (if any) brought it. */
export interface KeyStamp {
  author: string
  actorId: string | null
  now: string
  importUid?: string
}

/** An unsaved key edit: kept here, in the keys file, so answers never sit in plain text elsewhere. */
export interface KeyDraft {
  text: string
  baseVersion: number
  savedAt: string
}

type KeyRow = { version: number; data: string; created_at: string; author: string; actor_id: string | null }
const toVersion = (r: KeyRow): KeyVersion => ({
  version: r.version,
  key: JSON.parse(r.data) as ItemKey,
  createdAt: r.created_at,
  author: r.author,
  actorId: r.actor_id,
})

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
      latest: db.prepare('SELECT version, data, created_at, author, actor_id FROM keys WHERE item_id = ? ORDER BY version DESC LIMIT 1'),
      insert: db.prepare(
        'INSERT INTO keys (item_id, version, data, created_at, author, actor_id, import_uid) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      insertFirst: db.prepare(
        'INSERT OR IGNORE INTO keys (item_id, version, data, created_at, author, actor_id, import_uid) VALUES (?, 1, ?, ?, ?, ?, ?)',
      ),
      history: db.prepare('SELECT version, data, created_at, author, actor_id FROM keys WHERE item_id = ? ORDER BY version DESC'),
      all: db.prepare(
        'SELECT item_id, data FROM keys k WHERE version = (SELECT MAX(version) FROM keys WHERE item_id = k.item_id)',
      ),
    }
  }

  close(): void {
    this.db.close()
  }

  get(itemId: string): KeyVersion | undefined {
    const r = this.s.latest.get(itemId) as KeyRow | undefined
    return r ? toVersion(r) : undefined
  }

  /** Appends a version; returns its number. */
  put(itemId: string, key: ItemKey, opts: KeyStamp): number {
    const prev = this.s.latest.get(itemId) as { version: number; data: string } | undefined
    if (prev && prev.data === JSON.stringify(key)) return prev.version
    const version = (prev?.version ?? 0) + 1
    this.s.insert.run(itemId, version, JSON.stringify(key), opts.now, opts.author, opts.actorId, opts.importUid ?? null)
    return version
  }

  /**
   * First key of a freshly imported item, without a lookup. A key already there (brought in by an
   * encrypted keys import before its items) is kept: this never overwrites.
   */
  insertFirst(itemId: string, key: ItemKey, opts: KeyStamp): void {
    this.insertFirstJson(itemId, JSON.stringify(key), opts)
  }

  insertFirstJson(itemId: string, keyJson: string, opts: KeyStamp): void {
    this.s.insertFirst.run(itemId, keyJson, opts.now, opts.author, opts.actorId, opts.importUid ?? null)
  }

  /** The latest key of each of `ids` that has one, read in chunks (a 700,000-item report reads them all). */
  latestMany(ids: readonly string[]): Map<string, { version: number; key: ItemKey }> {
    const out = new Map<string, { version: number; key: ItemKey }>()
    // Rows as objects: better-sqlite3 builds those faster than raw arrays.
    const stmt = this.db.prepare('SELECT item_id AS id, version, data FROM keys WHERE item_id IN (SELECT value FROM json_each(?))')
    for (let i = 0; i < ids.length; i += 50_000) {
      for (const r of stmt.all(JSON.stringify(ids.slice(i, i + 50_000))) as { id: string; version: number; data: string }[]) {
        const seen = out.get(r.id)
        if (!seen || seen.version < r.version) out.set(r.id, { version: r.version, key: JSON.parse(r.data) as ItemKey })
      }
    }
    return out
  }

  history(itemId: string): KeyVersion[] {
    return (this.s.history.all(itemId) as KeyRow[]).map(toVersion)
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
   * One row per import: a second import never overwrites the first one's mark.
   */
  markPendingImport(uid: string, now: string): void {
    this.db.prepare('INSERT INTO pending_imports (uid, created_at) VALUES (?, ?)').run(uid, now)
  }

  clearPendingImport(uid: string): void {
    this.db.prepare('DELETE FROM pending_imports WHERE uid = ?').run(uid)
  }

  pendingImports(): string[] {
    return this.db.prepare('SELECT uid FROM pending_imports ORDER BY created_at').pluck().all() as string[]
  }

  /** Removes the keys one import wrote (its bank transaction never committed) and its mark. */
  dropImport(mark: string): number {
    return this.db.transaction(() => {
      const changes = mark.startsWith('sha256:')
        ? this.db.prepare('DELETE FROM keys WHERE import_sha256 = ?').run(mark.slice(7)).changes
        : this.db.prepare('DELETE FROM keys WHERE import_uid = ?').run(mark).changes
      this.clearPendingImport(mark)
      return changes
    })()
  }

  /**
   * The secret the audit log's key hashes are keyed with (services/audit.ts). It lives here, beside
   * the keys: a bank travels without it, so a logged hash of a short answer cannot be guessed by
   * hashing "A" to "E". Made on first use, which must be inside a keys-file transaction.
   */
  auditSecret(): Buffer {
    const found = this.db.prepare("SELECT value FROM meta WHERE key = 'audit_secret'").pluck().get() as string | undefined
    if (found) return Buffer.from(found, 'base64')
    const made = crypto.randomBytes(32)
    this.db.prepare("INSERT INTO meta (key, value) VALUES ('audit_secret', ?)").run(made.toString('base64'))
    return made
  }

  /**
   * The token of an offline review package (core/review/package.ts): kept beside the keys, like the
   * audit secret, so a copy of the bank alone cannot forge a returned package.
   */
  packageToken(packageId: string): string | undefined {
    return this.db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(`review_pkg:${packageId}`) as string | undefined
  }

  putPackageToken(packageId: string, token: string): void {
    this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(`review_pkg:${packageId}`, token)
  }

  getDraft(itemId: string, actorId: string): KeyDraft | undefined {
    const r = this.db.prepare('SELECT text, base_version, saved_at FROM key_drafts WHERE item_id = ? AND actor_id = ?').get(itemId, actorId) as
      | { text: string; base_version: number; saved_at: string }
      | undefined
    return r ? { text: r.text, baseVersion: r.base_version, savedAt: r.saved_at } : undefined
  }

  saveDraft(itemId: string, actorId: string, d: KeyDraft): void {
    this.db
      .prepare('INSERT OR REPLACE INTO key_drafts (item_id, actor_id, base_version, text, saved_at) VALUES (?, ?, ?, ?, ?)')
      .run(itemId, actorId, d.baseVersion, d.text, d.savedAt)
  }

  clearDraft(itemId: string, actorId: string): void {
    this.db.prepare('DELETE FROM key_drafts WHERE item_id = ? AND actor_id = ?').run(itemId, actorId)
  }

}
