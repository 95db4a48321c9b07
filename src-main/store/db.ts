// Opening SQLite files: WAL, sane pragmas and versioned migrations. A migration runs once, inside a
// transaction, and bumps PRAGMA user_version, so a bank made by an older build opens and upgrades.
import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages } from '../core/messages'

export type Db = Database.Database

export interface Migration {
  version: number
  up: string
}

const m = defineMessages('db', {
  dbOpenFailed: {
    zh: (p) => `无法打开数据库文件 ${p.file}：${p.detail}`,
    en: (p) => `cannot open database file ${p.file}: ${p.detail}`,
  },
  dbTooNew: {
    zh: (p) => `数据库 ${p.file} 由更新版本的 MedBench Studio 创建（结构版本 ${p.found}，本程序支持到 ${p.supported}）`,
    en: (p) => `database ${p.file} was made by a newer MedBench Studio (schema ${p.found}; this build knows up to ${p.supported})`,
  },
  dbWrongKind: {
    zh: (p) => `${p.file} 不是${p.expected}文件（它是${p.found}）`,
    en: (p) => `${p.file} is not a ${p.expected} file (it is a ${p.found})`,
  },
})

/**
 * A second, read-only connection to a file another connection has opened and migrated: for one long
 * read that must not share (or block) that connection. Files ATTACHed to it are read-only too.
 */
export function openReadOnly(file: string, opts: { cacheMb?: number } = {}): Db {
  const nativeBinding = process.versions.electron ? process.env.MEDBENCH_SQLITE_BINDING : undefined
  const db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) })
  db.pragma(`cache_size = -${(opts.cacheMb ?? 64) * 1024}`)
  db.pragma('temp_store = MEMORY')
  return db
}

/**
 * Opens (creating if needed) a database of a given kind. The kind is stored in the file so that a
 * keys file passed as --bank, or the other way round, is refused with a clear message instead of
 * silently growing the wrong tables.
 */
export function openDb(file: string, kind: 'bank' | 'keys' | 'runs' | 'settings', migrations: Migration[], opts: { cacheMb?: number; busyTimeoutMs?: number; mmapMb?: number } = {}): Db {
  let db: Db
  try {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    // Inside Electron the addon built for Electron's ABI is used (scripts/electron-native.mjs).
    const nativeBinding = process.versions.electron ? process.env.MEDBENCH_SQLITE_BINDING : undefined
    db = new Database(file, nativeBinding ? { nativeBinding } : {})
    // 8 KiB pages: fewer, fuller b-tree pages for the long JSON and search-text rows a bank holds; a
    // large import runs about 5% faster. It takes effect only when the file is new.
    db.pragma('page_size = 8192')
    db.pragma('journal_mode = WAL')
    // FULL: a commit is on disk when it returns. An import commits the keys file and then the bank,
    // and the two must agree after a power cut, which NORMAL (WAL synced only at checkpoints) does not give.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    // Short: a blocked write blocks the host's event loop; a busy bank is reported (services/busy.ts), not waited out.
    db.pragma(`busy_timeout = ${opts.busyTimeoutMs ?? 2000}`)
    db.pragma(`cache_size = -${(opts.cacheMb ?? 64) * 1024}`)
    db.pragma('temp_store = MEMORY')
    // Reads through a memory map: a search confirming thousands of candidates touches as many
    // scattered pages, and mapped pages cost about half of read() calls. Address space, not memory.
    if (opts.mmapMb) db.pragma(`mmap_size = ${opts.mmapMb * 1024 * 1024}`)
  } catch (e) {
    throw new MbError(m.dbOpenFailed({ file, detail: (e as Error).message }))
  }
  try {
    db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)')
    const found = (db.prepare("SELECT value FROM meta WHERE key = 'kind'").get() as { value: string } | undefined)?.value
    if (found && found !== kind) {
      throw new MbError(m.dbWrongKind({ file, expected: label(kind), found: label(found) }))
    }
    if (!found) db.prepare("INSERT INTO meta(key, value) VALUES ('kind', ?)").run(kind)
    migrate(db, file, migrations)
    return db
  } catch (e) {
    db.close()
    if (e instanceof MbError) throw e
    throw new MbError(m.dbOpenFailed({ file, detail: (e as Error).message }))
  }
}

function label(kind: string): string {
  return kind === 'bank' ? 'bank (题库)' : kind === 'keys' ? 'keys (答案库)' : kind === 'runs' ? 'runs (评测记录)' : kind === 'settings' ? 'settings (个人设置)' : kind
}

function migrate(db: Db, file: string, migrations: Migration[]): void {
  const current = db.pragma('user_version', { simple: true }) as number
  const latest = migrations.reduce((max, mg) => Math.max(max, mg.version), 0)
  if (current > latest) throw new MbError(m.dbTooNew({ file, found: current, supported: latest }))
  for (const mg of [...migrations].sort((a, b) => a.version - b.version)) {
    if (mg.version <= current) continue
    db.transaction(() => {
      db.exec(mg.up)
      db.pragma(`user_version = ${mg.version}`)
    })()
  }
}
