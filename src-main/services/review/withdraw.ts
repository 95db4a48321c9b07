// A coordinator takes an item out of review (status machine 'withdraw'): back to draft, its review
// recorded as unresolved, its pending assignments lapsed so it leaves every reviewer's queue. The
// decisions already made stay on record.
import type { Actor } from '../../core/actors'
import { transition } from '../../core/review/status'
import { stampOf } from '../itemService'
import type { Workspace } from '../workspace'
import { itemError, itemRow, reviewStatusOf, reviewWrite, touchRows } from './common'

export function withdrawItem(ws: Workspace, actor: Actor, input: { itemId: string; note?: string }): Promise<{ itemId: string; status: 'draft'; lapsed: number }> {
  return reviewWrite(
    ws,
    () => {
      const row = itemRow(ws, input.itemId)
      const store = ws.bank.review
      const ri = store.item(row.rowid)
      // An item set to 'in review' by hand has no review record: it is withdrawn all the same.
      const active = ri && ri.stage !== 'done' ? ri : undefined
      const t = transition(reviewStatusOf(row.status, active), { kind: 'withdraw' })
      if (!t.ok) throw itemError(input.itemId, t.msg)
      const stamp = stampOf(actor)
      const lapsed = active ? store.lapse(active.roundId, row.rowid) : 0
      ws.bank.recordStatus(row.rowid, row.status, 'draft', { ...stamp, note: input.note ?? '撤出审核 / withdrawn from review' })
      if (active) {
        store.addOutcome({ itemRowid: row.rowid, roundId: active.roundId, outcome: 'unresolved', status: 'draft', version: row.version, agreement: active.agreement, adjudicatorId: null, verdict: null, createdAt: stamp.now })
        store.putItem({ ...active, stage: 'done' })
      }
      ws.bank.audit.append({
        actor: actor.id,
        action: 'review.withdraw',
        target: input.itemId,
        at: stamp.now,
        old: { status: row.status, round: active?.number ?? null },
        new: { status: 'draft', lapsed, note: input.note ?? null },
      })
      return { itemId: input.itemId, status: 'draft' as const, lapsed }
    },
    () => touchRows(ws, [input.itemId]),
  )
}
