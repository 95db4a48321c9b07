// The adjudication queue and the adjudicator's verdict. The queue lists items whose reviewers
// disagreed, lowest agreement first (core adjudicationOrder), each with its decisions as the viewer
// may see them (names hidden unless the plan allows) and the proposed revisions beside the current
// version. A verdict that goes against every reviewer needs a written reason (core checkVerdict).
import { MbError } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { checkVerdict, verdictEvent } from '../../core/review/adjudicate'
import { adjudicationOrder } from '../../core/review/consensus'
import { visibleDecisions } from '../../core/review/blind'
import type { ShownDecision } from '../../core/review/blind'
import type { DecisionKind, ReasonCode } from '../../core/review/reasons'
import { transition } from '../../core/review/status'
import { ItemSchema } from '../../core/types'
import type { Item } from '../../core/types'
import { validationMsg } from '../../core/zodMessages'
import { textDigest } from '../audit'
import { appendItemVersion, stampOf } from '../itemService'
import type { Workspace } from '../workspace'
import { blindInput, itemError, itemReview, itemRow, reviewMessages as m, reviewStatusOf, reviewWrite, roundsById, touchRows } from './common'

export interface AdjudicationEntry {
  itemId: string
  /** The round whose disagreement sent it here. */
  round: number
  of: number
  agreement: number
  version: number
  item: Item
  /** That round's decisions, as the caller may see them. */
  decisions: ShownDecision[]
  /** Proposed revisions by content hash, with the full revised item (diff it against `item`). */
  revisions: { revision: string; item: Item }[]
}

export function adjudicationQueue(ws: Workspace, actor: Actor, input: { limit: number; offset: number }): { total: number; entries: AdjudicationEntry[] } {
  const store = ws.bank.review
  const rounds = roundsById(ws)
  const total = store.stageCounts().adjudication
  // The stage index orders by the stored agreement; the core's order (ties: more decisions first, then id) is applied to the page.
  const page = store.itemsOfStage('adjudication', input.offset + input.limit, 0)
  const built = page.map((ri) => {
    const id = ws.bank.db.prepare('SELECT id FROM items WHERE rowid = ?').pluck().get(ri.itemRowid) as string
    const r = itemReview(ws, ri.itemRowid, id, rounds)
    const inRound = r.decisions.filter((d) => d.round === ri.number)
    return { itemId: id, ri, r, decisions: inRound }
  })
  const ordered = adjudicationOrder(built).slice(input.offset, input.offset + input.limit)
  const entries = ordered.map((e): AdjudicationEntry => {
    const stored = ws.bank.getItem(e.itemId)!
    const shown = visibleDecisions(blindInput(actor, e.itemId, e.r)).filter((d) => d.round === e.ri.number)
    const hashes = [...new Set(shown.map((d) => d.revision).filter((h): h is string => !!h))]
    return {
      itemId: e.itemId,
      round: e.ri.number,
      of: e.ri.of,
      agreement: e.agreement,
      version: stored.version,
      item: stored.item,
      decisions: shown,
      revisions: hashes.map((h) => ({ revision: h, item: JSON.parse(store.revision(h)!.data) as Item })),
    }
  })
  return { total, entries }
}

export interface VerdictInput {
  itemId: string
  kind: DecisionKind
  reasons: ReasonCode[]
  comment?: string
  /** Revise: a reviewer's proposed revision to adopt, by hash… */
  revision?: string
  /** …or the adjudicator's own edit of the item. */
  revisedItem?: unknown
}

export function adjudicate(ws: Workspace, actor: Actor, input: VerdictInput): Promise<{ itemId: string; status: 'approved' | 'rejected'; version: number }> {
  let touched: string[] = []
  return reviewWrite(
    ws,
    () => {
      const store = ws.bank.review
      const row = itemRow(ws, input.itemId)
      const r = itemReview(ws, row.rowid, input.itemId)
      if (!r.ri || r.ri.stage !== 'adjudication' || row.status !== 'adjudication') {
        const t = transition(reviewStatusOf(row.status, r.ri), { kind: input.kind === 'reject' ? 'adjudicate_reject' : 'adjudicate_approve' })
        throw t.ok ? new MbError(m.notInAdjudication({ id: input.itemId })) : itemError(input.itemId, t.msg)
      }
      const ri = r.ri
      const current = ws.bank.getItem(input.itemId)!
      let revision = input.revision
      let revisedData: string | null = null
      if (input.kind === 'revise') {
        if (input.revisedItem !== undefined) {
          const parsed = ItemSchema.safeParse(input.revisedItem)
          if (!parsed.success) throw new MbError(m.revisedItemInvalid({ detail: validationMsg(ItemSchema, input.revisedItem, parsed.error) }))
          if (parsed.data.id !== input.itemId) throw new MbError(m.revisedIdChanged({ from: input.itemId, to: parsed.data.id }))
          revisedData = JSON.stringify(parsed.data)
          revision = textDigest(revisedData)
        } else if (revision) {
          const rev = store.revision(revision)
          if (!rev || rev.itemRowid !== row.rowid) throw new MbError(m.revisionUnknown({ id: input.itemId, revision }))
          revisedData = rev.data
        }
      }
      const decisions = r.decisions.filter((d) => d.round === ri.number)
      const problem = checkVerdict(decisions, { kind: input.kind, reasons: input.reasons, revision, comment: input.comment })
      if (problem) throw new MbError(problem)
      const t = transition({ state: 'adjudication', round: ri.number, of: ri.of }, verdictEvent(input))
      if (!t.ok) throw itemError(input.itemId, t.msg)
      const now = new Date().toISOString()
      const stamp = { ...stampOf(actor), now }
      let version = current.version
      if (revisedData !== null && revisedData !== JSON.stringify(current.item)) {
        version = appendItemVersion(ws, actor, current, ItemSchema.parse(JSON.parse(revisedData)), stamp, `裁决采纳的修改 / revision adopted by adjudication`)
      }
      const status = t.status.state as 'approved' | 'rejected'
      ws.bank.recordStatus(row.rowid, 'adjudication', status, { ...stamp, note: input.comment ?? '裁决 / adjudication' })
      const verdict = { kind: input.kind, reasons: input.reasons, comment: input.comment ?? null, revision: revision ?? null }
      store.addOutcome({ itemRowid: row.rowid, roundId: ri.roundId, outcome: 'adjudicated', status, version, agreement: ri.agreement, adjudicatorId: actor.id, verdict, createdAt: now })
      store.putItem({ ...ri, stage: 'done' })
      ws.bank.audit.append({ actor: actor.id, action: 'review.adjudicate', target: input.itemId, at: now, old: { status: 'adjudication', round: ri.number }, new: { status, version, ...verdict } })
      touched = [input.itemId]
      return { itemId: input.itemId, status, version }
    },
    () => touchRows(ws, touched),
  )
}
