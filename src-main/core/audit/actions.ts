// What the audit log records: the actions that change a bank, and the pure summaries entries carry
// (which fields an edit changed), so every writer describes the same action the same way.

export const AUDIT_ACTIONS = [
  /** One entry per imported file (counts, file name and hash), not one per item: see store/auditLog.ts. */
  'import',
  'item.edit',
  'item.status',
  /** A key's content is never logged: only a keyed hash of it (services/audit.ts). */
  'key.edit',
  'keys.import',
  'taxonomy.set',
  'user.create',
  'user.update',
  /** Review (issue 7): one entry per action; an assignment or a round's close is one entry with counts. */
  'review.plan',
  'review.assign',
  'review.decide',
  'review.undo',
  'review.close',
  'review.adjudicate',
  /** A coordinator took an item out of review (back to draft, outcome unresolved). */
  'review.withdraw',
  'review.comment',
  /** Offline review packages: one sent to a reviewer, one opened into a reviewer's copy, one merged back. */
  'review.export',
  'review.open',
  'review.merge',
  /** A released pool: its name, size and content hash. */
  'pool.release',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Top-level fields whose values differ between two versions of an item, sorted: an edit's diff summary. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).sort()
}
