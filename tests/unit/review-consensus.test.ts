import { describe, expect, it } from 'vitest'
import { MbError, renderMsg } from '../../src-main/core/messages'
import { adjudicationOrder, agreement, outcomeEvent, roundOutcome } from '../../src-main/core/review/consensus'
import type { Decision } from '../../src-main/core/review/decision'
import { categoryCounts, labelMatrix } from '../../src-main/core/review/labels'
import type { ConsensusRule, ReviewPlan } from '../../src-main/core/review/plan'
import type { DecisionKind } from '../../src-main/core/review/reasons'
import { transition } from '../../src-main/core/review/status'

function plan(consensus: ConsensusRule, reviewersPerItem: number, rounds = 2, onDisagreement: ReviewPlan['onDisagreement'] = 'next_round'): ReviewPlan {
  return { rounds, reviewersPerItem, consensus, onDisagreement, reviewersCheckKeys: false, adjudicatorSeesNames: false }
}

/** 'A', 'J', 'R:x' (revise proposing revision x) → decisions by r1, r2, … in round `round`. */
function ds(spec: string, round = 1, itemId = 'q1'): Decision[] {
  return spec.split(' ').filter(Boolean).map((s, i) => {
    const kind: DecisionKind = s[0] === 'A' ? 'approve' : s[0] === 'J' ? 'reject' : 'revise'
    return {
      itemId,
      round,
      reviewerId: `r${i + 1}`,
      kind,
      reasons: kind === 'approve' ? [] : ['factual_error'],
      ...(kind === 'revise' ? { revision: s.slice(2) } : {}),
      decidedAt: '2026-12-01T00:00:00Z',
    }
  })
}

const U = { kind: 'unanimous' } as const
const M = { kind: 'majority' } as const
const K = (k: number) => ({ kind: 'k_of_n', k }) as const

/** The outcome as a short string: kind, then basis or why, then the revision. */
function short(p: ReviewPlan, spec: string, round = 1): string {
  const o = roundOutcome(p, round, ds(spec, round))
  if (o.kind === 'revised') return `revised/${o.basis}/${o.revision}/${o.by.join(',')}`
  if (o.kind === 'approved' || o.kind === 'rejected') return `${o.kind}/${o.basis}`
  return `${o.kind}/${o.why}`
}

describe('round consensus', () => {
  it('unanimous, 2 reviewers', () => {
    const p = plan(U, 2)
    expect(short(p, 'A A')).toBe('approved/unanimous')
    expect(short(p, 'J J')).toBe('rejected/unanimous')
    expect(short(p, 'A J')).toBe('next_round/no_consensus')
    expect(short(p, 'A R:x')).toBe('next_round/no_consensus')
    expect(short(p, 'R:x R:x')).toBe('revised/unanimous/x/r1,r2')
    // Two different revisions: the adjudicator chooses, even though the plan would go to round 2.
    expect(short(p, 'R:x R:y')).toBe('adjudication/conflicting_revisions')
    expect(short(p, 'A')).toBe('next_round/missing_decisions')
    expect(short(p, '')).toBe('next_round/no_consensus')
  })

  it('unanimous, 3 reviewers', () => {
    const p = plan(U, 3)
    expect(short(p, 'A A A')).toBe('approved/unanimous')
    expect(short(p, 'A A J')).toBe('next_round/no_consensus')
    expect(short(p, 'A A')).toBe('next_round/missing_decisions')
  })

  it('majority: 2 of 2, 2 of 3, 3 of 4; an even split is no majority', () => {
    expect(short(plan(M, 2), 'A A')).toBe('approved/unanimous')
    expect(short(plan(M, 2), 'A J')).toBe('next_round/no_consensus')
    const p3 = plan(M, 3)
    expect(short(p3, 'A A J')).toBe('approved/consensus')
    expect(short(p3, 'J A J')).toBe('rejected/consensus')
    expect(short(p3, 'A R:x J')).toBe('next_round/no_consensus')
    expect(short(p3, 'R:x J R:x')).toBe('revised/consensus/x/r1,r3')
    expect(short(p3, 'R:x J R:y')).toBe('adjudication/conflicting_revisions')
    // A missing decision does not block a majority that is there, and is no vote for anything.
    expect(short(p3, 'J J')).toBe('rejected/consensus')
    expect(short(p3, 'J')).toBe('next_round/missing_decisions')
    const p4 = plan(M, 4)
    expect(short(p4, 'A A J J')).toBe('next_round/no_consensus')
    expect(short(p4, 'A A A J')).toBe('approved/consensus')
    expect(short(p4, 'A A J')).toBe('next_round/no_consensus')
  })

  it('k of n', () => {
    const p = plan(K(2), 3)
    expect(short(p, 'A A J')).toBe('approved/consensus')
    expect(short(p, 'A J')).toBe('next_round/no_consensus')
    expect(short(p, 'A A')).toBe('approved/consensus')
    const p34 = plan(K(3), 4)
    expect(short(p34, 'A A A J')).toBe('approved/consensus')
    expect(short(p34, 'A A J J')).toBe('next_round/no_consensus')
    expect(short(p34, 'J J J J')).toBe('rejected/unanimous')
    // 3 of 3 is unanimity.
    expect(short(plan(K(3), 3), 'A A J')).toBe('next_round/no_consensus')
    expect(short(plan(K(3), 3), 'A A A')).toBe('approved/unanimous')
  })

  it('settles nothing when extra decisions let two kinds reach k', () => {
    // The plan asked for 3 reviewers (k = 2); a fourth decision was recorded: 2–2 is no consensus.
    expect(short(plan(K(2), 3), 'A A J J')).toBe('next_round/no_consensus')
    expect(short(plan(U, 2), 'A A A')).toBe('approved/unanimous')
  })

  it('goes to adjudication on disagreement when the plan says so, and after the last round always', () => {
    expect(short(plan(M, 2, 2, 'adjudication'), 'A J')).toBe('adjudication/no_consensus')
    expect(short(plan(M, 2, 2, 'next_round'), 'A J', 2)).toBe('adjudication/no_consensus')
    expect(short(plan(U, 2, 1, 'adjudication'), 'A')).toBe('adjudication/missing_decisions')
  })

  it('reports votes, missing decisions and agreement', () => {
    const o = roundOutcome(plan(M, 3), 1, ds('A R:x'))
    expect(o.votes).toEqual({ approve: 1, revise: 1, reject: 0 })
    expect(o.missing).toBe(1)
    expect(o.agreement).toBe(0.5)
  })

  it('refuses decisions of another item or round, twice by one reviewer, or a round outside the plan', () => {
    const p = plan(M, 3)
    const mixed = [...ds('A'), ...ds('J', 1, 'q2').map((d) => ({ ...d, reviewerId: 'r9' }))]
    expect(() => roundOutcome(p, 1, mixed)).toThrow(MbError)
    expect(() => roundOutcome(p, 2, ds('A A'))).toThrow(/item "q1" round 2 was given a decision on item "q1" round 1/)
    const twice = [...ds('A'), ...ds('J')]
    try {
      roundOutcome(p, 1, twice)
      expect.unreachable()
    } catch (e) {
      expect(renderMsg((e as MbError).msg, 'zh')).toContain('审核人“r1”在题目“q1”第 1 轮有两条决定')
    }
    expect(() => roundOutcome(p, 3, [])).toThrow(/round 3 is not one of the plan's 2 rounds/)
  })

  it('fires the status event its outcome stands for', () => {
    const inReview = { state: 'in_review', round: 1, of: 2 } as const
    const p = plan(M, 3)
    const after = (spec: string) => {
      const r = transition(inReview, outcomeEvent(roundOutcome(p, 1, ds(spec))))
      return r.ok ? [r.status.state, r.outcome ?? '-'].join('/') : 'refused'
    }
    expect(after('A A A')).toBe('approved/unanimous')
    expect(after('A A J')).toBe('approved/consensus')
    expect(after('J J A')).toBe('rejected/consensus')
    expect(after('R:x R:x A')).toBe('in_review/-')
    expect(after('R:x R:y A')).toBe('adjudication/-')
    expect(after('A R:x J')).toBe('in_review/-')
  })
})

describe('agreement and the adjudication queue', () => {
  it('is the share of the most common decision', () => {
    expect(agreement(ds('A A'))).toBe(1)
    expect(agreement(ds('A J'))).toBe(0.5)
    expect(agreement(ds('A J R:x'))).toBeCloseTo(1 / 3)
    expect(agreement(ds('A A J'))).toBeCloseTo(2 / 3)
    expect(agreement(ds('R:x R:y'))).toBe(1)
    expect(agreement([])).toBe(0)
  })

  it('orders lowest agreement first, then more decisions, then item id', () => {
    const queue = adjudicationOrder([
      { itemId: 'c', decisions: ds('A A J') },
      { itemId: 'b', decisions: ds('A J') },
      { itemId: 'a', decisions: ds('A J') },
      { itemId: 'd', decisions: ds('A J A J') },
      { itemId: 'e', decisions: ds('A J R:x') },
      { itemId: 'f', decisions: ds('R:x R:y') },
    ])
    expect(queue.map((q) => q.itemId)).toEqual(['e', 'd', 'a', 'b', 'c', 'f'])
    expect(queue[0].agreement).toBeCloseTo(1 / 3)
  })
})

describe('label matrix for the agreement statistics', () => {
  it('lays out one round as units × raters of category indices, with gaps as null', () => {
    const decisions = [...ds('A J', 1, 'q2'), ...ds('A A R:x', 1, 'q1')]
    const m = labelMatrix(decisions)
    expect(m.categories).toEqual(['approve', 'revise', 'reject'])
    expect(m.units).toEqual(['q1', 'q2'])
    expect(m.raters).toEqual(['r1', 'r2', 'r3'])
    expect(m.labels).toEqual([
      [0, 0, 1],
      [0, 2, null],
    ])
    expect(categoryCounts(m)).toEqual([
      [2, 1, 0],
      [1, 0, 1],
    ])
  })

  it('refuses two labels in one cell (decisions of two rounds mixed)', () => {
    expect(() => labelMatrix([...ds('A', 1), ...ds('J', 2)])).toThrow(/two decisions on item "q1"/)
  })
})
