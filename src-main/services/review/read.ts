// Reading review work: a reviewer's queue (next item first, one index range per open round), one
// item's review (decisions, outcomes, threaded comments) and adding a comment. Every decision and
// every reviewer's comment passes through the core's blindness rule (maySee / visibleDecisions)
// before it leaves here, whoever asks.
import { MbError } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { maySee, pseudonyms, visibleDecisions } from '../../core/review/blind'
import type { ShownDecision, ShownReviewer } from '../../core/review/blind'
import { statusLabel } from '../../core/review/status'
import type { Item, ItemKey } from '../../core/types'
import type { OutcomeRow } from '../../store/reviewStore'
import { textDigest } from '../audit'
import type { Workspace } from '../workspace'
import { blindInput, itemReview, itemRow, reviewMessages as m, reviewStatusOf, reviewWrite, roundsById } from './common'
import { myDecision } from './decide'
import type { MyDecision } from './decide'

export function idOf(ws: Workspace, rowid: number): string {
  return ws.bank.db.prepare('SELECT id FROM items WHERE rowid = ?').pluck().get(rowid) as string
}

export interface QueueEntry {
  itemId: string
  roundId: number
  round: number
  of: number
  /** The version assigned for review. */
  version: number
  item: Item
  /** Only when the round's plan lets reviewers check keys. */
  key: ItemKey | null
}

export interface ReviewQueue {
  /** Assigned to the caller in open rounds, and how many of those they decided. */
  assigned: number
  done: number
  /** Undecided items, next first. */
  next: QueueEntry[]
  /** The caller's latest standing decision in an open round: what undo takes back. */
  last: MyDecision | null
}

export function reviewQueue(ws: Workspace, actor: Actor, input: { limit: number; after?: string }): ReviewQueue {
  const store = ws.bank.review
  let assigned = 0
  let done = 0
  const next: QueueEntry[] = []
  const afterRowid = input.after ? (ws.bank.rowidOf(input.after) ?? 0) : 0
  for (const round of store.openRounds()) {
    const p = store.progress(actor.id, round.id)
    assigned += p.assigned
    done += p.decided
    if (next.length >= input.limit || p.assigned === p.decided) continue
    for (const a of store.queue(actor.id, round.id, input.limit - next.length, afterRowid)) {
      const id = idOf(ws, a.itemRowid)
      const stored = ws.bank.getItem(id)!
      next.push({
        itemId: id,
        roundId: round.id,
        round: round.number,
        of: round.plan.rounds,
        version: a.itemVersion,
        item: stored.item,
        key: round.plan.reviewersCheckKeys ? (ws.keys.get(id)?.key ?? null) : null,
      })
    }
  }
  const lastRow = store.lastOf(actor.id)
  const last = lastRow ? myDecision(lastRow, idOf(ws, lastRow.itemRowid), store.round(lastRow.roundId)!.number) : null
  return { assigned, done, next, last }
}

export interface ShownComment {
  id: number
  parentId: number | null
  author: ShownReviewer
  body: string
  createdAt: string
}

export interface ItemReviewView {
  itemId: string
  status: { zh: string; en: string }
  stage: 'in_review' | 'adjudication' | 'done' | null
  round: number | null
  of: number | null
  /** Whether the caller is assigned to the item in an open round (and so may decide on it). */
  assignedToMe: boolean
  decisions: ShownDecision[]
  outcomes: Omit<OutcomeRow, 'itemRowid' | 'adjudicatorId'>[]
  comments: ShownComment[]
}

export function itemReviewView(ws: Workspace, actor: Actor, input: { itemId: string }): ItemReviewView {
  const row = itemRow(ws, input.itemId)
  const rounds = roundsById(ws)
  const r = itemReview(ws, row.rowid, input.itemId, rounds)
  const blind = blindInput(actor, input.itemId, r)
  const openRound = r.ri ? rounds.get(r.ri.roundId) : undefined
  const assignedToMe = !!(r.ri && openRound?.state === 'open' && ws.bank.review.assignment(r.ri.roundId, row.rowid, actor.id))
  return {
    itemId: input.itemId,
    status: statusLabel(reviewStatusOf(row.status, r.ri)),
    stage: r.ri?.stage ?? null,
    round: r.ri?.number ?? null,
    of: r.ri?.of ?? null,
    assignedToMe,
    decisions: visibleDecisions(blind),
    outcomes: ws.bank.review.outcomes(row.rowid).map(({ itemRowid: _i, adjudicatorId: _a, ...o }) => o),
    comments: shownComments(ws, actor, input.itemId, row.rowid, r, rounds),
  }
}

/**
 * Threaded comments as the caller may see them. A comment a reviewer wrote while reviewing the item
 * in an open round counts as part of that round's work: hidden from the others like a decision.
 */
function shownComments(ws: Workspace, actor: Actor, itemId: string, rowid: number, r: ReturnType<typeof itemReview>, rounds: ReturnType<typeof roundsById>): ShownComment[] {
  const blind = blindInput(actor, itemId, r)
  let numbers: Map<string, number> | null = null
  const since = r.ri?.sinceRound ?? Infinity
  const out: ShownComment[] = []
  for (const c of ws.bank.review.comments(rowid)) {
    const inCycle = c.roundId !== null && c.roundId >= since
    const round = inCycle ? rounds.get(c.roundId!)!.number : null
    if (round !== null && !maySee(blind, { reviewerId: c.authorId, round })) continue
    let author: ShownReviewer
    const reviewerOfItem = r.assigned.some((ids) => ids.includes(c.authorId))
    if (c.authorId === actor.id) author = { kind: 'self', id: c.authorId }
    else if (!reviewerOfItem || actor.role === 'coordinator' || (actor.role === 'adjudicator' && blind.plan.adjudicatorSeesNames)) author = { kind: 'named', id: c.authorId }
    else {
      numbers ??= pseudonyms(itemId, r.assigned, r.decisions)
      const n = numbers.get(c.authorId) ?? 0
      author = { kind: 'pseudonym', n, label: { zh: `审核人 ${n}`, en: `Reviewer ${n}` } }
    }
    out.push({ id: c.id, parentId: c.parentId, author, body: c.body, createdAt: c.createdAt })
  }
  return out
}

export function addComment(ws: Workspace, actor: Actor, input: { itemId: string; body: string; parentId?: number }): Promise<{ comment: ShownComment }> {
  return reviewWrite(ws, () => {
    const row = itemRow(ws, input.itemId)
    const store = ws.bank.review
    if (input.parentId !== undefined) {
      const parent = store.comment(input.parentId)
      if (!parent || parent.itemRowid !== row.rowid) throw new MbError(m.commentParent({ id: input.itemId, parent: input.parentId }))
    }
    const ri = store.item(row.rowid)
    const round = ri ? store.round(ri.roundId) : undefined
    const inRound = round?.state === 'open' && ri!.stage === 'in_review' && !!store.assignment(round.id, row.rowid, actor.id)
    const now = new Date().toISOString()
    const id = store.addComment({ itemRowid: row.rowid, parentId: input.parentId ?? null, authorId: actor.id, roundId: inRound ? round!.id : null, body: input.body, createdAt: now })
    // The text itself stays out of the log (a reviewer's remark could reveal their verdict there).
    ws.bank.audit.append({ actor: actor.id, action: 'review.comment', target: input.itemId, at: now, new: { commentId: id, parentId: input.parentId ?? null, sha256: textDigest(input.body) } })
    return { comment: { id, parentId: input.parentId ?? null, author: { kind: 'self', id: actor.id } as ShownReviewer, body: input.body, createdAt: now } }
  })
}

export function listComments(ws: Workspace, actor: Actor, input: { itemId: string }): { comments: ShownComment[] } {
  return { comments: itemReviewView(ws, actor, input).comments }
}
