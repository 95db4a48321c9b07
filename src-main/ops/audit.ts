// The bank's audit log: verify the hash chain (the CLI's `medbench audit verify`), and page through
// entries with filters (for a log view). Reading the log reveals no keys: it holds only their hashes.
import { z } from 'zod'
import { AUDIT_ACTIONS } from '../core/audit/actions'
import { verifyAudit } from '../services/audit'
import { MAX_PAGE } from './bank'
import { op } from './define'
import type { Actor } from '../core/actors'
import type { AuditListRow } from '../store/auditLog'

/** Entries that carry a reviewer's verdict: only their author and coordinators read what they say. */
const VERDICT_ACTIONS = new Set(['review.decide', 'review.undo'])

/** Review blindness holds in the log too: another reviewer's decision shows as an entry, not its content. */
function blinded(viewer: Actor | null, r: AuditListRow): AuditListRow {
  if (!VERDICT_ACTIONS.has(r.action) || viewer?.role === 'coordinator' || viewer?.id === r.actor) return r
  return { ...r, old: null, new: null }
}

export const auditOps = {
  'audit.verify': op(z.object({}), 'public', (ctx) => verifyAudit(ctx.ws.bank)),

  'audit.list': op(
    z.object({
      target: z.string().min(1).max(200).optional(),
      /** A profile id. */
      actor: z.string().min(1).max(200).optional(),
      action: z.enum(AUDIT_ACTIONS).optional(),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(MAX_PAGE).default(100),
      /** Oldest first; newest first by default. */
      ascending: z.boolean().default(false),
    }),
    'public',
    (ctx, { target, actor, action, offset, limit, ascending }) => {
      const page = ctx.ws.bank.audit.list({ target, actor, action }, { offset, limit, ascending })
      return { ...page, rows: page.rows.map((r) => blinded(ctx.actor, r)) }
    },
  ),
}
