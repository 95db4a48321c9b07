// Who does what (DESIGN.md §9). A profile is local: a display name, an institution and a role, kept
// in the bank so every version, key and status event can name its author, and the operations can
// enforce roles in one place. There are no passwords: profiles attribute work, they do not secure it.
import { z } from 'zod'

export const ROLES = ['editor', 'reviewer', 'adjudicator', 'coordinator'] as const
export type Role = (typeof ROLES)[number]

export interface Actor {
  id: string
  name: string
  institution: string | null
  role: Role
}

/** A reviewer's specialties (names as the bank's specialty_primary gives them): review assignment prefers them. */
export const SpecialtiesSchema = z.array(z.string().trim().min(1).max(80)).max(50)

export const ProfileInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  institution: z.string().trim().max(120).optional(),
  role: z.enum(ROLES),
  specialties: SpecialtiesSchema.optional(),
})

/** Work the app does on its own behalf (building the demo bank), never a person. */
export const SYSTEM_ACTOR: Actor = { id: 'system', name: 'MedBench Studio', institution: null, role: 'coordinator' }

/** Who may read answer keys today: everyone but reviewers (the review plan may later allow them). */
export function canSeeKeys(actor: Actor | null): boolean {
  return !!actor && actor.role !== 'reviewer'
}

/** Who may edit items and keys and change their status outside a review round. */
export function canEdit(actor: Actor | null): boolean {
  return !!actor && (actor.role === 'editor' || actor.role === 'coordinator')
}
