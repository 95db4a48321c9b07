// Profiles in bank.db: who works on this bank, with what role. Versions, keys and events store the
// actor's id and the name it had then, so history reads right even after a profile is renamed.
import crypto from 'node:crypto'
import type { Actor, Role } from '../core/actors'
import type { Db } from './db'

export interface Profile extends Actor {
  /** Specialties the person reviews in (empty: any); see core/review/assign.ts. */
  specialties: string[]
  createdAt: string
  updatedAt: string
}

interface UserRow {
  id: string
  name: string
  institution: string | null
  role: string
  specialties: string | null
  created_at: string
  updated_at: string
}

const toProfile = (r: UserRow): Profile => ({
  id: r.id,
  name: r.name,
  institution: r.institution,
  role: r.role as Role,
  specialties: r.specialties ? (JSON.parse(r.specialties) as string[]) : [],
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

export class UserStore {
  constructor(private readonly db: Db) {}

  list(): Profile[] {
    return (this.db.prepare('SELECT * FROM users ORDER BY name').all() as UserRow[]).map(toProfile)
  }

  count(): number {
    return this.db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number
  }

  get(id: string): Profile | undefined {
    const r = this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
    return r ? toProfile(r) : undefined
  }

  /** By id, or by display name (case-insensitive for Latin names), as the CLI's --as gives it. */
  find(ref: string): Profile | undefined {
    const r = this.db.prepare('SELECT * FROM users WHERE id = ? OR lower(name) = lower(?) ORDER BY id = ? DESC LIMIT 1').get(ref, ref, ref) as
      | UserRow
      | undefined
    return r ? toProfile(r) : undefined
  }

  create(p: { name: string; institution?: string | null; role: Role; specialties?: string[] }, now: string): Profile {
    const id = `u-${crypto.randomBytes(6).toString('hex')}`
    this.db
      .prepare('INSERT INTO users (id, name, institution, role, specialties, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(id, p.name, p.institution || null, p.role, specialtiesText(p.specialties), now, now)
    return this.get(id)!
  }

  /** A profile made elsewhere, under its own id (a reviewer's profile arriving in a review package). */
  insertKnown(p: { id: string; name: string; role: Role }, now: string): Profile {
    this.db
      .prepare('INSERT INTO users (id, name, institution, role, specialties, created_at, updated_at) VALUES (?, ?, NULL, ?, NULL, ?, ?)')
      .run(p.id, p.name, p.role, now, now)
    return this.get(p.id)!
  }

  update(id: string, p: { name?: string; institution?: string | null; role?: Role; specialties?: string[] }, now: string): Profile {
    const cur = this.get(id)!
    this.db
      .prepare('UPDATE users SET name = ?, institution = ?, role = ?, specialties = ?, updated_at = ? WHERE id = ?')
      .run(
        p.name ?? cur.name,
        p.institution === undefined ? cur.institution : p.institution || null,
        p.role ?? cur.role,
        specialtiesText(p.specialties ?? cur.specialties),
        now,
        id,
      )
    return this.get(id)!
  }
}

/** Stored as a JSON array, distinct and in the order given; none: NULL. */
function specialtiesText(list: readonly string[] | undefined): string | null {
  const distinct = [...new Set(list ?? [])]
  return distinct.length ? JSON.stringify(distinct) : null
}
