// Closing a round (coordinator): each item's decisions become an outcome (core roundOutcome), the
// outcome an event, the event a move of the status machine. Approved and rejected items are done;
// an agreed revision becomes a new item version (the same path as an editor's save) reviewed again;
// disagreement goes to the next round (opened and assigned here, earlier reviewers avoided) or to
// adjudication. One 'review.close' entry records the counts and a digest of every item's outcome.
import { MbError } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { outcomeEvent, roundOutcome } from '../../core/review/consensus'
import type { RoundOutcome } from '../../core/review/consensus'
import { transition } from '../../core/review/status'
import { ItemSchema } from '../../core/types'
import type { RoundRow } from '../../store/reviewStore'
import { sha256Hex } from '../../store/auditLog'
import { appendItemVersion, stampOf } from '../itemService'
import type { Workspace } from '../workspace'
import { assignItems } from './assign'
import type { AssignSummary, RoundItem } from './assign'
import { itemError, reviewMessages as m, reviewWrite, toDecision, touchRows } from './common'

export interface CloseSummary {
  roundId: number
  round: number
  items: number
  approved: number
  rejected: number
  /** Items whose agreed revision became a new version. */
  revised: number
  nextRound: number
  adjudication: number
  /** The next round, when disagreement or a revision sent items there. */
  next: AssignSummary | null
}

/** The round to close: the one named, or the only open one. */
function pickRound(ws: Workspace, roundId: number | undefined): RoundRow {
  const store = ws.bank.review
  if (roundId !== undefined) {
    const r = store.round(roundId)
    if (!r || r.state !== 'open') throw new MbError(m.roundNotOpen({ id: roundId }))
    return r
  }
  const open = store.openRounds()
  if (open.length === 0) throw new MbError(m.noOpenRound())
  if (open.length > 1) throw new MbError(m.severalOpen({ ids: open.map((r) => r.id).join(', ') }))
  return open[0]
}

export function closeRound(ws: Workspace, actor: Actor, input: { roundId?: number; seed?: number }): Promise<CloseSummary> {
  const touched: string[] = []
  return reviewWrite(
    ws,
    () => {
      const store = ws.bank.review
      const round = pickRound(ws, input.roundId)
      const plan = round.plan
      const now = new Date().toISOString()
      const stamp = { ...stampOf(actor), now }
      store.closeRound(round.id, now, actor.id)

      const itemsOfRound = new Map<number, string[]>()
      for (const a of store.assignmentsOfRound(round.id)) {
        const list = itemsOfRound.get(a.itemRowid) ?? []
        list.push(a.reviewerId)
        itemsOfRound.set(a.itemRowid, list)
      }
      // Items sent to this round with nobody available to review them are closed too.
      for (const r of ws.bank.db.prepare("SELECT item_rowid FROM review_items WHERE round_id = ? AND stage = 'in_review'").pluck().all(round.id) as number[]) {
        if (!itemsOfRound.has(r)) itemsOfRound.set(r, [])
      }
      const decisionsOf = new Map<number, ReturnType<typeof store.decisionsOfRound>>()
      for (const d of store.decisionsOfRound(round.id)) {
        const list = decisionsOf.get(d.itemRowid) ?? []
        list.push(d)
        decisionsOf.set(d.itemRowid, list)
      }

      const summary: CloseSummary = { roundId: round.id, round: round.number, items: 0, approved: 0, rejected: 0, revised: 0, nextRound: 0, adjudication: 0, next: null }
      const next: RoundItem[] = []
      const lines: string[] = []
      // The next round is opened when its first item is known.
      let nextId: number | undefined
      const earlier = new Map<string, string[]>()
      const itemOf = ws.bank.db.prepare('SELECT id, status, version, specialty_primary AS specialty FROM items WHERE rowid = ?')
      for (const [rowid] of [...itemsOfRound].sort((a, b) => a[0] - b[0])) {
        const ri = store.item(rowid)
        // Withdrawn from review (or moved on) since it was assigned: nothing to settle.
        if (!ri || ri.roundId !== round.id || ri.stage !== 'in_review') continue
        const stored = itemOf.get(rowid) as { id: string; status: string; version: number; specialty: string }
        if (stored.status !== 'in_review') continue
        const id = stored.id
        const rows = decisionsOf.get(rowid) ?? []
        const outcome: RoundOutcome = roundOutcome(plan, round.number, rows.map((d) => toDecision(d, id, round.number)))
        const t = transition({ state: 'in_review', round: ri.number, of: ri.of }, outcomeEvent(outcome))
        if (!t.ok) throw itemError(id, t.msg)
        summary.items++
        touched.push(id)
        let version = stored.version
        if (outcome.kind === 'revised') {
          const rev = store.revision(outcome.revision)!
          const current = ws.bank.getItem(id)!
          const item = ItemSchema.parse(JSON.parse(rev.data))
          version = appendItemVersion(ws, actor, current, item, stamp, `审核第 ${round.number} 轮采纳的修改（${outcome.by.length} 位审核人提出） / revision adopted in review round ${round.number} (proposed by ${outcome.by.length} reviewer(s))`)
          for (const d of rows) if (d.revision === outcome.revision) store.setRevisedVersion(d.id, version)
          summary.revised++
        }
        const to = t.status
        if (to.state === 'approved' || to.state === 'rejected') {
          ws.bank.recordStatus(rowid, 'in_review', to.state, { ...stamp, note: `审核第 ${round.number} 轮 / review round ${round.number}` })
          store.addOutcome({ itemRowid: rowid, roundId: round.id, outcome: t.outcome!, status: to.state, version, agreement: outcome.agreement, adjudicatorId: null, verdict: null, createdAt: now })
          store.putItem({ ...ri, stage: 'done', agreement: outcome.agreement })
          summary[to.state]++
        } else if (to.state === 'adjudication') {
          ws.bank.recordStatus(rowid, 'in_review', 'adjudication', { ...stamp, note: `审核第 ${round.number} 轮后转交裁决 / to adjudication after round ${round.number}` })
          store.putItem({ ...ri, stage: 'adjudication', agreement: outcome.agreement })
          summary.adjudication++
        } else if (to.state === 'in_review') {
          nextId ??= store.openRound(round.number + 1, plan, now, actor.id)
          next.push({ rowid, id, specialty: outcome.kind === 'revised' ? ws.bank.getRow(id)!.specialtyPrimary : stored.specialty, version })
          // Reviewers of this item so far in its cycle: avoided in the next round where possible.
          const before = ri.sinceRound === round.id ? (itemsOfRound.get(rowid) ?? []) : store.assignmentsOfItem(rowid, ri.sinceRound).map((a) => a.reviewerId)
          earlier.set(id, [...new Set(before)])
          store.putItem({ ...ri, roundId: nextId, number: round.number + 1, agreement: outcome.agreement })
          summary.nextRound++
        }
        lines.push(`${id}\t${outcome.kind}\t${to.state}\t${version}`)
      }

      ws.bank.audit.append({
        actor: actor.id,
        action: 'review.close',
        target: `round:${round.id}`,
        at: now,
        new: {
          roundId: round.id,
          round: round.number,
          items: summary.items,
          approved: summary.approved,
          rejected: summary.rejected,
          revised: summary.revised,
          nextRound: summary.nextRound,
          adjudication: summary.adjudication,
          // Every item's outcome, in item order, hashed: the entry pins them without listing thousands.
          outcomes: `sha256:${sha256Hex(lines.join('\n'))}`,
        },
      })

      if (nextId !== undefined) {
        summary.next = assignItems(ws, actor, { id: nextId, number: round.number + 1 }, plan, next, { seed: input.seed ?? nextId, earlier, now })
      }
      return summary
    },
    () => touchRows(ws, touched),
  )
}
