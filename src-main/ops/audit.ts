// The bank's audit log: verify the hash chain (the CLI's `medbench audit verify`), and page through
// entries with filters (for a log view). Reading the log reveals no keys: it holds only their hashes.
import { z } from 'zod'
import { AUDIT_ACTIONS } from '../core/audit/actions'
import { verifyAudit } from '../services/audit'
import { MAX_PAGE } from './bank'
import { op } from './define'

/**
 * Entries that tell who reviewed an item and how: only their author and coordinators list them, so
 * the log cannot undo review blindness (a verdict before the round closes, a name the adjudicator
 * should not see). The chain still covers them: audit.verify checks every entry.
 */
const REVIEW_WORK = ['review.decide', 'review.undo', 'review.comment'] as const

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
      const othersHidden = ctx.actor?.role === 'coordinator' ? undefined : { actions: REVIEW_WORK, viewer: ctx.actor?.id ?? '' }
      return ctx.ws.bank.audit.list({ target, actor, action, othersHidden }, { offset, limit, ascending })
    },
  ),
}
