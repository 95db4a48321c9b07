// The bank's audit log: verify the hash chain (the CLI's `medbench audit verify`), and page through
// entries with filters (for a log view). Reading the log reveals no keys: it holds only their hashes.
import { z } from 'zod'
import { AUDIT_ACTIONS } from '../core/audit/actions'
import { verifyAudit } from '../services/audit'
import { MAX_PAGE } from './bank'
import { op } from './define'

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
    (ctx, { target, actor, action, offset, limit, ascending }) => ctx.ws.bank.audit.list({ target, actor, action }, { offset, limit, ascending }),
  ),
}
