// Who may see which review decisions (issue 7: "no reviewer sees another's decision on the same item
// until the round closes … adjudicators do not see reviewer names unless the plan allows it").
// The operations pass every decision they read through here before returning it, so blindness holds
// in every host, not only in the UI.
//
// For a decision made in round r:
//   coordinator  — always, with the reviewer's id;
//   reviewer     — their own, always; another's only once round r is closed, only if the viewer
//                  reviewed this item in round r, and not while the viewer is assigned to an open
//                  round of the item (a later round's reviewer is not anchored by an earlier
//                  verdict), and under a pseudonym;
//   adjudicator  — once round r is closed; the reviewer's id only if the plan allows, else a pseudonym;
//   editor       — once round r is closed, under a pseudonym.
// A decision shown is rebuilt field by field, so nothing the store attached (a name, an institution)
// passes through unseen.
import type { Actor } from '../actors'
import { MbError, bilingual } from '../messages'
import { seedFromString } from '../rng'
import type { Decision } from './decision'
import type { ReviewPlan } from './plan'
import type { DecisionKind, ReasonCode } from './reasons'

export type ShownReviewer =
  | { kind: 'self'; id: string }
  | { kind: 'named'; id: string }
  /** 'Reviewer 2': the same number for the same reviewer everywhere on this item, unrelated across items. */
  | { kind: 'pseudonym'; n: number; label: { zh: string; en: string } }

export interface ShownDecision {
  itemId: string
  round: number
  reviewer: ShownReviewer
  kind: DecisionKind
  reasons: ReasonCode[]
  comment?: string
  confidence?: number
  revision?: string
  seconds?: number
  decidedAt: string
}

export interface BlindInput {
  viewer: Pick<Actor, 'id' | 'role'>
  plan: Pick<ReviewPlan, 'adjudicatorSeesNames'>
  itemId: string
  /** The item's decisions, any rounds. */
  decisions: readonly Decision[]
  /** Rounds (of this item's review) still open; every other round is closed. */
  openRounds: ReadonlySet<number>
  /** assigned[r − 1]: the reviewers assigned to this item in round r. */
  assigned: readonly (readonly string[])[]
}

/**
 * Pseudonym numbers for every reviewer of the item: by the first round they reviewed it in, then by a
 * hash of item and reviewer (not by id, which would order them the same way on every item).
 */
export function pseudonyms(itemId: string, assigned: readonly (readonly string[])[], decisions: readonly Pick<Decision, 'reviewerId' | 'round'>[] = []): Map<string, number> {
  const first = new Map<string, number>()
  assigned.forEach((ids, i) => {
    for (const id of ids) if (!first.has(id)) first.set(id, i + 1)
  })
  for (const d of decisions) if ((first.get(d.reviewerId) ?? Infinity) > d.round) first.set(d.reviewerId, d.round)
  const order = [...first.keys()].map((id) => ({ id, round: first.get(id)!, h: seedFromString(`${itemId}\u0000${id}`) }))
  order.sort((a, b) => a.round - b.round || a.h - b.h || (a.id < b.id ? -1 : 1))
  return new Map(order.map((o, i) => [o.id, i + 1]))
}

/** Whether `viewer` may see decision `d` at all (names aside). */
export function maySee(input: Omit<BlindInput, 'decisions' | 'plan'>, d: Pick<Decision, 'reviewerId' | 'round'>): boolean {
  const { viewer } = input
  if (viewer.role === 'coordinator') return true
  if (viewer.role === 'reviewer' && d.reviewerId === viewer.id) return true
  if (input.openRounds.has(d.round)) return false
  if (viewer.role === 'reviewer') {
    const took = (round: number) => (input.assigned[round - 1] ?? []).includes(viewer.id)
    for (const open of input.openRounds) if (took(open)) return false
    return took(d.round)
  }
  return viewer.role === 'adjudicator' || viewer.role === 'editor'
}

/** The decisions `viewer` may see, each with the reviewer shown as the rules above allow. */
export function visibleDecisions(input: BlindInput): ShownDecision[] {
  const { viewer, itemId } = input
  let numbers: Map<string, number> | null = null
  const out: ShownDecision[] = []
  for (const d of input.decisions) {
    if (d.itemId !== itemId) {
      throw new MbError(bilingual(`查看题目“${itemId}”的决定时混入了题目“${d.itemId}”的决定`, `decisions of item "${d.itemId}" were passed when showing item "${itemId}"`))
    }
    const mine = d.reviewerId === viewer.id
    if (!maySee(input, d)) continue
    let reviewer: ShownReviewer
    if (viewer.role === 'coordinator' || (viewer.role === 'adjudicator' && input.plan.adjudicatorSeesNames)) reviewer = { kind: 'named', id: d.reviewerId }
    else if (mine && viewer.role === 'reviewer') reviewer = { kind: 'self', id: d.reviewerId }
    else {
      numbers ??= pseudonyms(itemId, input.assigned, input.decisions)
      const n = numbers.get(d.reviewerId)!
      reviewer = { kind: 'pseudonym', n, label: { zh: `审核人 ${n}`, en: `Reviewer ${n}` } }
    }
    const shown: ShownDecision = { itemId: d.itemId, round: d.round, reviewer, kind: d.kind, reasons: [...d.reasons], decidedAt: d.decidedAt }
    if (d.comment !== undefined) shown.comment = d.comment
    if (d.confidence !== undefined) shown.confidence = d.confidence
    if (d.revision !== undefined) shown.revision = d.revision
    if (d.seconds !== undefined) shown.seconds = d.seconds
    out.push(shown)
  }
  return out
}
