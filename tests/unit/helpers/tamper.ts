// Tampering with a bank's audit log the way someone with a database tool would, for the tests that
// check verification catches it.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/** A copy of `source` (and its keys file beside it, when `withKeys`) named `name` in `dir`, so each case starts intact. */
export function copyDb(source: string, dir: string, name: string, withKeys = false): string {
  const target = path.join(dir, `${name}.db`)
  const db = new Database(source)
  db.prepare('VACUUM INTO ?').run(target)
  db.close()
  if (withKeys) fs.copyFileSync(source.replace(/\.db$/, '.keys.db'), path.join(dir, `${name}.keys.db`))
  return target
}

/** Raw SQL on a closed bank, the append-only triggers dropped first. */
export function handEdit(file: string, sql: (db: Database.Database) => void): void {
  const db = new Database(file)
  db.exec('DROP TRIGGER audit_log_no_update; DROP TRIGGER audit_log_no_delete')
  sql(db)
  db.close()
}
