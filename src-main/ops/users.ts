// Local user profiles: who works on this bank and in what role. Anyone may add themselves as an
// editor or reviewer; adjudicators and coordinators are named by a coordinator, except the very first
// profile of a bank (whoever sets the bank up coordinates it until they hand that on).
import { z } from 'zod'
import { MbError, defineMessages } from '../core/messages'
import { ProfileInputSchema, ROLES, SpecialtiesSchema } from '../core/actors'
import type { Role } from '../core/actors'
import { mapBusy } from '../services/busy'
import { auditedBankWrite } from '../services/audit'
import { op } from './define'
import type { OpContext } from './define'

const m = defineMessages('users', {
  nameTaken: {
    zh: (p) => `已有名为“${p.name}”的档案`,
    en: (p) => `a profile named "${p.name}" already exists`,
  },
  roleNeedsCoordinator: {
    zh: () => '只有协调人可以设立仲裁专家或协调人，或更改他人的档案',
    en: () => 'only a coordinator can name adjudicators or coordinators, or change someone else’s profile',
  },
  noSuchProfile: {
    zh: (p) => `没有档案“${p.ref}”`,
    en: (p) => `no profile "${p.ref}"`,
  },
})

const SELF_SERVICE: readonly Role[] = ['editor', 'reviewer']

function mayGrant(ctx: OpContext, role: Role, bankHasProfiles: boolean): boolean {
  return !bankHasProfiles || SELF_SERVICE.includes(role) || ctx.actor?.role === 'coordinator'
}

export const userOps = {
  'users.list': op(z.object({}), 'public', (ctx) => ({ profiles: ctx.ws.bank.users.list() })),

  'users.create': op(ProfileInputSchema, 'public', (ctx, input) => {
    const users = ctx.ws.bank.users
    if (users.find(input.name)) throw new MbError(m.nameTaken({ name: input.name }))
    if (!mayGrant(ctx, input.role, users.count() > 0)) throw new MbError(m.roleNeedsCoordinator())
    const now = new Date().toISOString()
    // Anyone may add themselves: without a profile yet, the new profile is the actor of its own entry.
    const profile = mapBusy(ctx.ws.paths.bank, () =>
      auditedBankWrite(
        ctx.ws.bank,
        () => users.create(input, now),
        (p) => ({ actor: ctx.actor?.id ?? p.id, action: 'user.create', target: p.id, at: now, new: { name: p.name, role: p.role, institution: p.institution, specialties: p.specialties } }),
      ),
    )
    ctx.ws.changed()
    return { profile }
  }),

  'users.update': op(
    z.object({
      id: z.string().min(1),
      name: z.string().trim().min(1).max(80).optional(),
      institution: z.string().trim().max(120).optional(),
      role: z.enum(ROLES).optional(),
      specialties: SpecialtiesSchema.optional(),
    }),
    'actor',
    (ctx, input) => {
      const users = ctx.ws.bank.users
      const target = users.get(input.id)
      if (!target) throw new MbError(m.noSuchProfile({ ref: input.id }))
      const self = ctx.actor!.id === target.id
      const roleChange = input.role !== undefined && input.role !== target.role
      if (ctx.actor!.role !== 'coordinator' && (!self || (roleChange && !SELF_SERVICE.includes(input.role!)))) {
        throw new MbError(m.roleNeedsCoordinator())
      }
      if (input.name && input.name !== target.name && users.find(input.name)) throw new MbError(m.nameTaken({ name: input.name }))
      const now = new Date().toISOString()
      const profile = mapBusy(ctx.ws.paths.bank, () =>
        auditedBankWrite(
          ctx.ws.bank,
          () => users.update(input.id, input, now),
          (p) => ({
            actor: ctx.actor!.id,
            action: 'user.update',
            target: p.id,
            at: now,
            old: { name: target.name, role: target.role, institution: target.institution, specialties: target.specialties },
            new: { name: p.name, role: p.role, institution: p.institution, specialties: p.specialties },
          }),
        ),
      )
      ctx.ws.changed()
      return { profile }
    },
  ),
}
