// What one round's decisions on one item amount to under the plan (issue 7, "consensus rule").
//
// Semantics, for n = the plan's reviewers per item (or the decisions' count if more were recorded):
// - a decision kind "passes" when at least votesNeeded(rule, n) reviewers chose it: unanimous = n,
//   majority = more than half of n (2 of 2, 2 of 3, 3 of 4: an even split is no majority), k of n = k.
//   A reviewer who has not decided counts as not agreeing: missing decisions never help a kind pass.
// - approve or reject passing settles the item; `basis` is 'unanimous' only when every one of the n
//   reviewers decided and all chose the same, otherwise 'consensus'.
// - revise passing settles the item only when every reviser proposed the same revision (the same
//   content hash); two different revisions conflict and go to the adjudicator, who picks one.
// - nothing passing is disagreement: the next round if the plan says so and a round remains,
//   otherwise adjudication.
import { MbError, defineMessages } from '../messages'
import type { Decision } from './decision'
import { disagreementRoute, votesNeeded } from './plan'
import type { ReviewPlan } from './plan'
import { DECISION_KINDS } from './reasons'
import type { DecisionKind } from './reasons'
import type { StatusEvent } from './status'

export type Votes = Record<DecisionKind, number>

export type RoundOutcome = { votes: Votes; missing: number; agreement: number } & (
  | { kind: 'approved'; basis: 'unanimous' | 'consensus' }
  | { kind: 'rejected'; basis: 'unanimous' | 'consensus' }
  /** `by`: the reviewers who proposed the revision, sorted. */
  | { kind: 'revised'; basis: 'unanimous' | 'consensus'; revision: string; by: string[] }
  | { kind: 'next_round'; why: DisagreementWhy }
  | { kind: 'adjudication'; why: DisagreementWhy }
)

/**
 * no_consensus: no kind reached the rule; missing_decisions: the decisions given all agree but too
 * few reviewers decided; conflicting_revisions: revise passed with different revisions.
 */
export type DisagreementWhy = 'no_consensus' | 'missing_decisions' | 'conflicting_revisions'

const m = defineMessages('review.consensus', {
  mixedItems: {
    zh: (p) => `计算共识时混入了其他题目或轮次的决定：题目“${p.item}”第 ${p.round} 轮，却有题目“${p.otherItem}”第 ${p.otherRound} 轮的决定`,
    en: (p) => `consensus for item "${p.item}" round ${p.round} was given a decision on item "${p.otherItem}" round ${p.otherRound}`,
  },
  twice: {
    zh: (p) => `审核人“${p.reviewer}”在题目“${p.item}”第 ${p.round} 轮有两条决定；每轮每人只应有一条`,
    en: (p) => `reviewer "${p.reviewer}" has two decisions on item "${p.item}" in round ${p.round}; there is one per reviewer per round`,
  },
  badRound: {
    zh: (p) => `第 ${p.round} 轮不在审核计划的 ${p.rounds} 轮之内`,
    en: (p) => `round ${p.round} is not one of the plan's ${p.rounds} rounds`,
  },
})

export function countVotes(decisions: readonly Pick<Decision, 'kind'>[]): Votes {
  const votes: Votes = { approve: 0, revise: 0, reject: 0 }
  for (const d of decisions) votes[d.kind]++
  return votes
}

/**
 * The item's agreement: the share of its decisions that chose the most common kind (1 when all
 * agree, 1/2 for a 1–1 split, 1/3 for approve–revise–reject); 0 with no decisions. Decision kinds
 * only: two different revisions agree here even though they conflict for consensus.
 */
export function agreement(decisions: readonly Pick<Decision, 'kind'>[]): number {
  if (decisions.length === 0) return 0
  const v = countVotes(decisions)
  return Math.max(v.approve, v.revise, v.reject) / decisions.length
}

function checkSet(round: number, plan: ReviewPlan, decisions: readonly Decision[]): void {
  if (!Number.isInteger(round) || round < 1 || round > plan.rounds) throw new MbError(m.badRound({ round, rounds: plan.rounds }))
  const first = decisions[0]
  const seen = new Set<string>()
  for (const d of decisions) {
    if (d.itemId !== first.itemId || d.round !== round) {
      throw new MbError(m.mixedItems({ item: first.itemId, round, otherItem: d.itemId, otherRound: d.round }))
    }
    if (seen.has(d.reviewerId)) throw new MbError(m.twice({ reviewer: d.reviewerId, item: d.itemId, round }))
    seen.add(d.reviewerId)
  }
}

/** The outcome of `round` for one item from that round's decisions (all on the same item). */
export function roundOutcome(plan: ReviewPlan, round: number, decisions: readonly Decision[]): RoundOutcome {
  checkSet(round, plan, decisions)
  const n = Math.max(plan.reviewersPerItem, decisions.length)
  const needed = votesNeeded(plan.consensus, n)
  const votes = countVotes(decisions)
  const base = { votes, missing: n - decisions.length, agreement: agreement(decisions) }
  const passing = DECISION_KINDS.filter((k) => votes[k] >= needed)
  // Only possible when more decisions were recorded than the plan's n (k no longer above half).
  const winner = passing.length === 1 ? passing[0] : null
  const disagree = (why: DisagreementWhy): RoundOutcome =>
    disagreementRoute(plan, round) === 'next_round' ? { ...base, kind: 'next_round', why } : { ...base, kind: 'adjudication', why }

  if (!winner) {
    const allSame = decisions.length > 0 && DECISION_KINDS.some((k) => votes[k] === decisions.length)
    return disagree(allSame && base.missing > 0 ? 'missing_decisions' : 'no_consensus')
  }
  const basis = votes[winner] === n ? 'unanimous' : 'consensus'
  if (winner === 'approve') return { ...base, kind: 'approved', basis }
  if (winner === 'reject') return { ...base, kind: 'rejected', basis }
  const revisers = decisions.filter((d) => d.kind === 'revise')
  const revisions = new Set(revisers.map((d) => d.revision ?? ''))
  if (revisions.size !== 1 || revisions.has('')) return { ...base, kind: 'adjudication', why: 'conflicting_revisions' }
  return { ...base, kind: 'revised', basis, revision: [...revisions][0], by: revisers.map((d) => d.reviewerId).sort() }
}

/** The status event a round outcome fires (status.ts). */
export function outcomeEvent(o: RoundOutcome): StatusEvent {
  switch (o.kind) {
    case 'approved':
      return { kind: 'approve', basis: o.basis }
    case 'rejected':
      return { kind: 'reject', basis: o.basis }
    case 'revised':
      return { kind: 'revise' }
    case 'next_round':
      return { kind: 'next_round' }
    case 'adjudication':
      return { kind: 'escalate' }
  }
}

export interface QueueEntry {
  itemId: string
  decisions: readonly Pick<Decision, 'kind'>[]
}

/**
 * The adjudication queue's order: lowest agreement first; among equals, more decisions first (a 2–2
 * split says more than a 1–1), then item id, so the order is the same on every machine.
 */
export function adjudicationOrder<T extends QueueEntry>(entries: readonly T[]): (T & { agreement: number })[] {
  return entries
    .map((e) => ({ ...e, agreement: agreement(e.decisions) }))
    .sort((a, b) => a.agreement - b.agreement || b.decisions.length - a.decisions.length || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0))
}
