// Which text the bank's search index holds. meta.search_version records the SEARCH_VERSION the
// item_search texts and bigram postings were built with; a bank from a build that indexed less (stem
// and options only, before the key existed) is re-indexed once, from the current version of every
// item. The rebuild is one pass over the items with the import's own postings builder: linear in the
// bank's size (about as long as importing it again without parsing), and done once.
import type { Db } from './db'
import { PostingsBuilder } from './postings'
import { SEARCH_VERSION, normalizeForSearch, searchText } from '../core/search/tokens'
import type { SearchableItem } from '../core/search/tokens'

const KEY = 'search_version'

function storedVersion(db: Db): number | undefined {
  const v = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(KEY) as string | undefined
  return v === undefined ? undefined : Number(v)
}

/**
 * On opening a bank: an empty bank without the key is new, so its index is current by definition;
 * one that holds items without the key was indexed by an older build and is left to
 * ensureSearchIndex. Reads only, unless the key must be written.
 */
export function noteNewBank(db: Db): void {
  if (storedVersion(db) !== undefined) return
  if (db.prepare('SELECT 1 FROM items LIMIT 1').get() !== undefined) return
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(KEY, String(SEARCH_VERSION))
}

/** True when the index holds what this build searches (a newer build's index is taken as it is). */
export function searchIndexCurrent(db: Db): boolean {
  return (storedVersion(db) ?? 0) >= SEARCH_VERSION
}

/**
 * Re-indexes the bank when its index is older than this build's, and says whether the index is
 * current afterwards. It never waits for another writer (an import in this process or another): it
 * answers false and the caller searches the index as it is, trying again later.
 */
export function ensureSearchIndex(db: Db): boolean {
  if (searchIndexCurrent(db)) return true
  if (db.inTransaction) return false
  const timeout = db.pragma('busy_timeout', { simple: true }) as number
  db.pragma('busy_timeout = 0')
  try {
    db.exec('BEGIN IMMEDIATE')
  } catch (e) {
    if ((e as { code?: string }).code === 'SQLITE_BUSY') return false
    throw e
  } finally {
    db.pragma(`busy_timeout = ${timeout}`)
  }
  try {
    // Someone may have rebuilt it between the check and the lock.
    if (!searchIndexCurrent(db)) rebuild(db)
    db.exec('COMMIT')
  } catch (e) {
    if (db.inTransaction) db.exec('ROLLBACK')
    throw e
  }
  return true
}

function rebuild(db: Db): void {
  db.exec('DELETE FROM item_search; DELETE FROM postings; DELETE FROM posting_removed;')
  const insert = db.prepare('INSERT INTO item_search (rowid, text) VALUES (?, ?)')
  const postings = new PostingsBuilder(db)
  // better-sqlite3 allows no writes while a statement iterates, so rows are read in rowid batches.
  const batch = db
    .prepare(
      `SELECT i.rowid, v.data FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version
       WHERE i.rowid > ? ORDER BY i.rowid LIMIT 2000`,
    )
    .raw()
  let last = 0
  for (;;) {
    const rows = batch.all(last) as [number, string][]
    if (rows.length === 0) break
    for (const [rowid, data] of rows) {
      const text = normalizeForSearch(searchText(JSON.parse(data) as SearchableItem))
      insert.run(rowid, text)
      postings.addNormalized(rowid, text)
    }
    last = rows[rows.length - 1][0]
  }
  postings.flush()
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(KEY, String(SEARCH_VERSION))
}
