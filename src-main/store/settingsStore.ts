// settings.db: the user's own settings, in their data folder beside the report-signing key; for now
// the saved endpoint profiles.
//
// Why here and not in runs.db (which had an unused endpoint_profiles table, dropped by its migration
// 2): runs.db travels with results to whoever audits them, and a bank travels to reviewers; the
// servers a user evaluates, the headers they send and where their key lives are theirs, shared by
// every bank they open, and belong with the user's other per-machine files. SQLite rather than a JSON
// file because the window and the CLI may save at the same moment, and a transaction loses neither.
// No secret is ever written here: a profile names where its key comes from; the stored secrets are
// ciphertext in their own file (services/endpoints/secrets.ts).
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { EndpointFieldsSchema } from '../core/run/spec'
import { KeySourceSchema, SecretStoreKindSchema } from '../core/run/profile'
import type { EndpointProfile } from '../core/run/profile'
import { openDb } from './db'
import type { Db, Migration } from './db'

export const SETTINGS_MIGRATIONS: Migration[] = [
  {
    version: 1,
    up: `
CREATE TABLE endpoint_profiles (
  name TEXT PRIMARY KEY,
  -- { endpoint, key, secretStore } as JSON (core/run/profile.ts); never a key's value.
  profile TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`,
  },
]

const StoredSchema = z.object({
  endpoint: EndpointFieldsSchema,
  key: KeySourceSchema,
  secretStore: SecretStoreKindSchema.optional(),
})

/** A row that no longer reads as a profile (written by a newer build, or edited by hand): listed, never dropped. */
export interface UnreadableProfile {
  name: string
  updatedAt: string
  problem: string
}

export class SettingsStore {
  readonly db: Db

  constructor(readonly file: string) {
    const dir = path.dirname(file)
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    this.db = openDb(file, 'settings', SETTINGS_MIGRATIONS, { cacheMb: 2 })
    // Not secret, but personal (server addresses, headers): readable only by its owner. SQLite gives
    // its -wal and -shm files the database file's mode.
    try {
      fs.chmodSync(file, 0o600)
    } catch {
      // a file system without modes (FAT on a USB stick): nothing to tighten
    }
  }

  list(): { profiles: EndpointProfile[]; unreadable: UnreadableProfile[] } {
    const rows = this.db.prepare('SELECT name, profile, updated_at AS updatedAt FROM endpoint_profiles ORDER BY name').all() as { name: string; profile: string; updatedAt: string }[]
    const profiles: EndpointProfile[] = []
    const unreadable: UnreadableProfile[] = []
    for (const r of rows) {
      const p = read(r)
      if ('problem' in p) unreadable.push(p)
      else profiles.push(p)
    }
    return { profiles, unreadable }
  }

  get(name: string): EndpointProfile | UnreadableProfile | null {
    const r = this.db.prepare('SELECT name, profile, updated_at AS updatedAt FROM endpoint_profiles WHERE name = ?').get(name) as
      | { name: string; profile: string; updatedAt: string }
      | undefined
    return r ? read(r) : null
  }

  has(name: string): boolean {
    return this.db.prepare('SELECT 1 FROM endpoint_profiles WHERE name = ?').get(name) !== undefined
  }

  /** Inserts or replaces a profile (the caller decides whether replacing is wanted). */
  put(p: EndpointProfile): void {
    const body = JSON.stringify({ endpoint: p.endpoint, key: p.key, ...(p.secretStore ? { secretStore: p.secretStore } : {}) })
    this.db
      .prepare(
        `INSERT INTO endpoint_profiles (name, profile, created_at, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET profile = excluded.profile, updated_at = excluded.updated_at`,
      )
      .run(p.name, body, p.updatedAt, p.updatedAt)
  }

  delete(name: string): boolean {
    return this.db.prepare('DELETE FROM endpoint_profiles WHERE name = ?').run(name).changes > 0
  }

  close(): void {
    this.db.close()
  }
}

function read(r: { name: string; profile: string; updatedAt: string }): EndpointProfile | UnreadableProfile {
  let raw: unknown
  try {
    raw = JSON.parse(r.profile)
  } catch (e) {
    return { name: r.name, updatedAt: r.updatedAt, problem: `not JSON: ${(e as Error).message}` }
  }
  const parsed = StoredSchema.safeParse(raw)
  if (!parsed.success) {
    const i = parsed.error.issues[0]
    return { name: r.name, updatedAt: r.updatedAt, problem: `${i.path.join('.') || '(profile)'}: ${i.message}` }
  }
  return { name: r.name, updatedAt: r.updatedAt, ...parsed.data }
}
