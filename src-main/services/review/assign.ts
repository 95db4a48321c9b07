// Starting a review: draft items go to round 1 of the plan, each given its reviewers by the core's
// assignRound (specialty first, least loaded, never the item's author, seeded). Closing a round
// reuses assignItems for the next round, avoiding the item's earlier reviewers where it can.
import { MbError, renderMsg } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { assignRound } from '../../core/review/assign'
import type { AssignItem } from '../../core/review/assign'
import type { ReviewPlan } from '../../core/review/plan'
import { transition } from '../../core/review/status'
import { stampOf } from '../itemService'
import type { Workspace } from '../workspace'
import { itemError, itemRow, requirePlan, reviewMessages as m, reviewStatusOf, reviewWrite, touchRows } from './common'

export interface AssignSummary {
  roundId: number
  round: number
  items: number
  assignments: number
  /** Assignments per reviewer (profile id) in this round. */
  perReviewer: Record<string, number>
  /** Items that got fewer reviewers than the plan asks for. */
  short: number
  /** What the coordinator should read about compromises made (too few reviewers, outside specialty…). */
  notes: { zh: string; en: string }[]
}

export interface RoundItem {
  rowid: number
  id: string
  specialty: string | null
  version: number
}


/**
 * Assigns the items of round `roundId` (inside the caller's transaction) and appends the round's one
 * 'review.assign' entry. `earlier`: each item's reviewers in earlier rounds of its cycle.
 */
export function assignItems(
  ws: Workspace,
  actor: Actor,
  round: { id: number; number: number },
  plan: ReviewPlan,
  items: readonly RoundItem[],
  opts: { seed: number; earlier?: ReadonlyMap<string, readonly string[]>; now: string },
): AssignSummary {
  const reviewers = ws.bank.users.list().filter((u) => u.role === 'reviewer')
  if (reviewers.length === 0) throw new MbError(m.noReviewers())
  const loads = ws.bank.review.openLoads()
  // Version 1's author: whoever wrote the item is never its reviewer.
  const authorOf = ws.bank.db.prepare('SELECT actor_id FROM item_versions WHERE item_rowid = ? AND version = 1').pluck()
  const input: AssignItem[] = items.map((it) => ({ id: it.id, specialty: it.specialty, authorId: (authorOf.get(it.rowid) as string | null) ?? null }))
  const result = assignRound({
    items: input,
    reviewers: reviewers.map((r) => ({ id: r.id, specialties: r.specialties, load: loads.get(r.id) ?? 0 })),
    perItem: plan.reviewersPerItem,
    seed: opts.seed,
    earlier: opts.earlier,
  })
  const perReviewer: Record<string, number> = {}
  let assignments = 0
  items.forEach((it, i) => {
    for (let j = i * result.perItem; j < (i + 1) * result.perItem; j++) {
      const r = result.slots[j]
      if (r < 0) continue
      const id = result.reviewerIds[r]
      ws.bank.review.assign(round.id, it.rowid, id, it.version)
      perReviewer[id] = (perReviewer[id] ?? 0) + 1
      assignments++
    }
  })
  const notes = result.notes.map((n) => ({ zh: renderMsg(n, 'zh'), en: renderMsg(n, 'en') }))
  const summary: AssignSummary = { roundId: round.id, round: round.number, items: items.length, assignments, perReviewer, short: result.short.length, notes }
  ws.bank.audit.append({
    actor: actor.id,
    action: 'review.assign',
    target: `round:${round.id}`,
    at: opts.now,
    new: { roundId: round.id, round: round.number, of: plan.rounds, items: items.length, assignments, perReviewer, short: result.short.length, seed: opts.seed },
  })
  return summary
}

/** Draft items (all of them, or the ones named) go to round 1 under the bank's plan. */
export function startReview(ws: Workspace, actor: Actor, input: { ids?: string[]; seed?: number }): Promise<AssignSummary> {
  let touched: string[] = []
  return reviewWrite(
    ws,
    () => {
      const plan = requirePlan(ws)
      let items: RoundItem[] = []
      if (input.ids?.length) {
        for (const id of new Set(input.ids)) {
          const row = itemRow(ws, id)
          const t = transition(reviewStatusOf(row.status, ws.bank.review.item(row.rowid)), { kind: 'submit', rounds: plan.rounds })
          if (!t.ok) throw itemError(id, t.msg)
          items.push({ rowid: row.rowid, id, specialty: ws.bank.getRow(id)!.specialtyPrimary, version: row.version })
        }
      } else {
        items = ws.bank.db
          .prepare("SELECT rowid, id, specialty_primary AS specialty, version FROM items WHERE status = 'draft' ORDER BY rowid")
          .all() as RoundItem[]
      }
      if (items.length === 0) throw new MbError(m.noDrafts())
      const now = new Date().toISOString()
      const roundId = ws.bank.review.openRound(1, plan, now, actor.id)
      const stamp = stampOf(actor)
      for (const it of items) {
        ws.bank.recordStatus(it.rowid, 'draft', 'in_review', { ...stamp, note: `审核第 1/${plan.rounds} 轮 / review round 1 of ${plan.rounds}` })
        ws.bank.review.putItem({ itemRowid: it.rowid, sinceRound: roundId, roundId, number: 1, of: plan.rounds, stage: 'in_review', agreement: null })
      }
      touched = items.map((i) => i.id)
      return assignItems(ws, actor, { id: roundId, number: 1 }, plan, items, { seed: input.seed ?? roundId, now })
    },
    () => touchRows(ws, touched),
  )
}
