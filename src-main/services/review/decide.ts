// A reviewer's decision on an item assigned to them in an open round, and its undo. Submitting is
// idempotent by the client-minted decision id: a retry after a lost answer returns the decision
// already recorded. A revise carries the whole revised item; it is kept as a proposal (by content
// hash) and becomes a version only when the round closes on it, so no other reviewer sees it first.
import { MbError } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { checkDecision } from '../../core/review/decision'
import type { DecisionInput } from '../../core/review/decision'
import { ItemSchema } from '../../core/types'
import { validationMsg } from '../../core/zodMessages'
import type { DecisionRow } from '../../store/reviewStore'
import { textDigest } from '../audit'
import type { Workspace } from '../workspace'
import { itemRow, reviewMessages as m, reviewWrite } from './common'

export interface DecideInput extends Omit<DecisionInput, 'revision'> {
  decisionId: string
  itemId: string
  /** Revise: the whole item as the reviewer would have it. */
  revisedItem?: unknown
}

/** A decision as its own reviewer sees it. */
export interface MyDecision {
  decisionId: string
  itemId: string
  roundId: number
  round: number
  itemVersion: number
  kind: DecisionRow['kind']
  reasons: DecisionRow['reasons']
  comment: string | null
  confidence: number | null
  seconds: number | null
  revision: string | null
  decidedAt: string
}

export function myDecision(d: DecisionRow, itemId: string, round: number): MyDecision {
  return {
    decisionId: d.id,
    itemId,
    roundId: d.roundId,
    round,
    itemVersion: d.itemVersion,
    kind: d.kind,
    reasons: d.reasons,
    comment: d.comment,
    confidence: d.confidence,
    seconds: d.seconds,
    revision: d.revision,
    decidedAt: d.decidedAt,
  }
}

/** The proposal's text and hash: the item validated, its id unchanged, different from the current version. */
function proposal(ws: Workspace, itemId: string, revised: unknown): { data: string; hash: string } {
  const parsed = ItemSchema.safeParse(revised)
  if (!parsed.success) throw new MbError(m.revisedItemInvalid({ detail: validationMsg(ItemSchema, revised, parsed.error) }))
  if (parsed.data.id !== itemId) throw new MbError(m.revisedIdChanged({ from: itemId, to: parsed.data.id }))
  const current = ws.bank.getItem(itemId)!
  const data = JSON.stringify(parsed.data)
  if (data === JSON.stringify(current.item)) throw new MbError(m.revisionUnchanged())
  return { data, hash: textDigest(data) }
}

export function decide(ws: Workspace, actor: Actor, input: DecideInput): Promise<{ decision: MyDecision; duplicate: boolean }> {
  return reviewWrite(ws, () => {
    const row = itemRow(ws, input.itemId)
    const store = ws.bank.review
    const earlier = store.decision(input.decisionId)
    if (earlier) {
      if (earlier.reviewerId !== actor.id || earlier.itemRowid !== row.rowid) throw new MbError(m.decisionIdTaken({ decisionId: input.decisionId }))
      if (earlier.withdrawn) throw new MbError(m.decisionWithdrawn({ decisionId: input.decisionId }))
      return { decision: myDecision(earlier, input.itemId, store.round(earlier.roundId)!.number), duplicate: true }
    }
    const ri = store.item(row.rowid)
    const round = ri && ri.stage === 'in_review' ? store.round(ri.roundId) : undefined
    const assignment = round?.state === 'open' ? store.assignment(round.id, row.rowid, actor.id) : undefined
    if (!round || !assignment) throw new MbError(m.notAssigned({ id: input.itemId }))
    if (store.standing(round.id, row.rowid, actor.id)) throw new MbError(m.alreadyDecided({ id: input.itemId }))
    const d = recordDecision(ws, actor.id, row, round, { ...input, decidedAt: new Date().toISOString() })
    return { decision: myDecision(d, input.itemId, round.number), duplicate: false }
  })
}

export interface RecordInput {
  decisionId: string
  itemId: string
  kind: DecisionRow['kind']
  reasons: DecisionRow['reasons']
  comment?: string | null
  confidence?: number | null
  seconds?: number | null
  revisedItem?: unknown
  decidedAt: string
}

/**
 * Records a reviewer's decision on an item assigned to them in an open round (the caller checked the
 * assignment and that none stands): the revision kept as a proposal, the assignment marked decided,
 * one audit entry. Everything is checked before anything is written, so a refusal writes nothing.
 * `via`: the offline package it came in (merge), logged with it.
 */
export function recordDecision(
  ws: Workspace,
  reviewerId: string,
  row: { rowid: number; id: string; version: number },
  round: { id: number; number: number; plan: { reviewersCheckKeys: boolean } },
  input: RecordInput,
  via?: { packageId: string; mergedBy: string },
): DecisionRow {
  const store = ws.bank.review
  const prop = input.kind === 'revise' && input.revisedItem !== undefined ? proposal(ws, input.itemId, input.revisedItem) : null
  const problem = checkDecision(
    { kind: input.kind, reasons: input.reasons, revision: prop?.hash ?? (input.revisedItem !== undefined ? 'given' : undefined) },
    { keysVisible: round.plan.reviewersCheckKeys },
  )
  if (problem) throw new MbError(problem)
  if (prop) store.putRevision(prop.hash, row.rowid, row.version, prop.data, input.decidedAt, reviewerId)
  const d: DecisionRow = {
    id: input.decisionId,
    roundId: round.id,
    itemRowid: row.rowid,
    reviewerId,
    itemVersion: row.version,
    kind: input.kind,
    reasons: [...input.reasons],
    comment: input.comment ?? null,
    confidence: input.confidence ?? null,
    seconds: input.seconds ?? null,
    revision: prop?.hash ?? null,
    decidedAt: input.decidedAt,
    withdrawn: false,
    revisedVersion: null,
  }
  store.insertDecision(d)
  store.setDecided(round.id, row.rowid, reviewerId, true)
  ws.bank.audit.append({
    actor: reviewerId,
    action: 'review.decide',
    target: input.itemId,
    at: via ? new Date().toISOString() : input.decidedAt,
    new: {
      decisionId: d.id, roundId: round.id, round: round.number, version: row.version, kind: d.kind, reasons: d.reasons, revision: d.revision, seconds: d.seconds,
      ...(via ? { decidedAt: d.decidedAt, package: via.packageId, mergedBy: via.mergedBy } : {}),
    },
  })
  return d
}

/** Takes back the caller's decision (the one named, or their latest) while its round is open. */
export function undo(ws: Workspace, actor: Actor, input: { decisionId?: string }): Promise<{ undone: MyDecision }> {
  return reviewWrite(ws, () => {
    const store = ws.bank.review
    const d = input.decisionId ? store.decision(input.decisionId) : store.lastOf(actor.id)
    const round = d ? store.round(d.roundId) : undefined
    if (!d || d.withdrawn || d.reviewerId !== actor.id || round?.state !== 'open') throw new MbError(m.nothingToUndo())
    const itemId = ws.bank.db.prepare('SELECT id FROM items WHERE rowid = ?').pluck().get(d.itemRowid) as string
    const now = new Date().toISOString()
    store.withdraw(d.id, now)
    store.setDecided(d.roundId, d.itemRowid, actor.id, false)
    ws.bank.audit.append({ actor: actor.id, action: 'review.undo', target: itemId, at: now, old: { decisionId: d.id, roundId: d.roundId, round: round.number, kind: d.kind } })
    return { undone: myDecision(d, itemId, round.number) }
  })
}
