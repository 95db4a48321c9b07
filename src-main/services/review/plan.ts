// The bank's review plan: read it, set it (validated by the core's schema, logged with old → new).
// Rounds already open keep the plan they were opened under (store/reviewStore.ts).
import { MbError } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { parseReviewPlan } from '../../core/review/plan'
import type { ReviewPlan } from '../../core/review/plan'
import type { Workspace } from '../workspace'
import { reviewWrite } from './common'

export function getPlan(ws: Workspace): { plan: ReviewPlan | null } {
  return { plan: ws.bank.review.getPlan() }
}

export function setPlan(ws: Workspace, actor: Actor, input: unknown): Promise<{ plan: ReviewPlan }> {
  const parsed = parseReviewPlan(input)
  if (!parsed.ok) return Promise.reject(new MbError(parsed.msg))
  const plan = parsed.plan
  return reviewWrite(ws, () => {
    const old = ws.bank.review.getPlan()
    const now = new Date().toISOString()
    ws.bank.review.setPlan(plan, now, actor.id)
    ws.bank.audit.append({ actor: actor.id, action: 'review.plan', target: 'bank', at: now, old, new: plan })
    return { plan }
  })
}
