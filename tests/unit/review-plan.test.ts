import { describe, expect, it } from 'vitest'
import { renderMsg } from '../../src-main/core/messages'
import { disagreementRoute, parseReviewPlan, votesNeeded } from '../../src-main/core/review/plan'
import type { ReviewPlan } from '../../src-main/core/review/plan'
import { REASON_CODES, REASON_LABELS, allowedReasons, checkReasons, requiresReason } from '../../src-main/core/review/reasons'
import { DecisionInputSchema, checkDecision } from '../../src-main/core/review/decision'

const base = { rounds: 2, reviewersPerItem: 3, consensus: { kind: 'majority' } }

function refusal(input: unknown): { zh: string; en: string } {
  const r = parseReviewPlan(input)
  if (r.ok) throw new Error('expected a refusal')
  return { zh: renderMsg(r.msg, 'zh'), en: renderMsg(r.msg, 'en') }
}

describe('review plan', () => {
  it('accepts a plan and fills the defaults', () => {
    const r = parseReviewPlan(base)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.plan).toEqual({ ...base, onDisagreement: 'adjudication', reviewersCheckKeys: false, adjudicatorSeesNames: false })
  })

  it('accepts every k of n with k above half of n, up to n', () => {
    for (let n = 1; n <= 9; n++) {
      for (let k = 1; k <= 9; k++) {
        const r = parseReviewPlan({ ...base, reviewersPerItem: n, consensus: { kind: 'k_of_n', k } })
        expect(r.ok, `k=${k} n=${n}`).toBe(k <= n && 2 * k > n)
      }
    }
  })

  it('refuses k greater than the reviewers per item, in both languages, naming the field', () => {
    const t = refusal({ ...base, consensus: { kind: 'k_of_n', k: 4 } })
    expect(t.zh).toContain('consensus.k')
    expect(t.zh).toContain('k（4）不能大于每题审核人数（3）')
    expect(t.en).toContain('k (4) cannot exceed the reviewers per item (3)')
  })

  it('refuses k at or below half of n (two decisions could both reach it)', () => {
    const t = refusal({ ...base, reviewersPerItem: 4, consensus: { kind: 'k_of_n', k: 2 } })
    expect(t.en).toContain('more than half')
    expect(t.zh).toContain('须超过每题审核人数（4）的一半')
  })

  it('refuses next_round with a single round', () => {
    const t = refusal({ ...base, rounds: 1, onDisagreement: 'next_round' })
    expect(t.en).toContain('onDisagreement')
    expect(t.en).toContain('with one round there is no next round')
    expect(parseReviewPlan({ ...base, rounds: 1, onDisagreement: 'adjudication' }).ok).toBe(true)
  })

  it('refuses rounds and reviewers out of range, unknown rules and unknown fields', () => {
    expect(refusal({ ...base, rounds: 0 }).en).toBe('rounds: at least 1')
    expect(refusal({ ...base, rounds: 6 }).en).toBe('rounds: at most 5')
    expect(refusal({ ...base, reviewersPerItem: 10 }).en).toBe('reviewersPerItem: at most 9')
    expect(refusal({ ...base, reviewersPerItem: 2.5 }).zh).toContain('reviewersPerItem')
    expect(refusal({ ...base, consensus: { kind: 'most' } }).en).toContain('consensus')
    expect(refusal({ ...base, reviewer: 3 }).en).toContain('unknown field(s): reviewer')
    expect(refusal({ ...base, fastDecisionSeconds: 0 }).en).toContain('fastDecisionSeconds')
    expect(refusal({ rounds: 2 }).zh).toContain('reviewersPerItem：缺少此项')
  })

  it('counts the votes each rule needs', () => {
    expect([1, 2, 3, 4, 5].map((n) => votesNeeded({ kind: 'unanimous' }, n))).toEqual([1, 2, 3, 4, 5])
    expect([1, 2, 3, 4, 5].map((n) => votesNeeded({ kind: 'majority' }, n))).toEqual([1, 2, 2, 3, 3])
    expect(votesNeeded({ kind: 'k_of_n', k: 2 }, 3)).toBe(2)
  })

  it('sends disagreement to adjudication after the last round whatever the plan says', () => {
    const plan = { ...base, rounds: 3, onDisagreement: 'next_round' } as ReviewPlan
    expect([1, 2, 3].map((r) => disagreementRoute(plan, r))).toEqual(['next_round', 'next_round', 'adjudication'])
    expect(disagreementRoute({ ...plan, onDisagreement: 'adjudication' }, 1)).toBe('adjudication')
  })
})

describe('decision reasons', () => {
  it('has the eight reasons of the issue with both labels', () => {
    expect(REASON_CODES).toEqual(['factual_error', 'key_wrong', 'ambiguous_stem', 'outdated_guideline', 'unsafe_content', 'duplicate', 'off_specialty', 'poor_chinese'])
    for (const r of REASON_CODES) {
      expect(REASON_LABELS[r].zh).toMatch(/[\u4e00-\u9fff]/)
      expect(REASON_LABELS[r].en.length).toBeGreaterThan(3)
    }
  })

  it('requires a reason for revise and reject, none for approve', () => {
    expect(requiresReason('approve')).toBe(false)
    expect(requiresReason('revise')).toBe(true)
    expect(requiresReason('reject')).toBe(true)
    expect(renderMsg(checkReasons('reject', [], { keysVisible: true })!, 'en')).toBe('a "reject" decision needs a reason from the list')
    expect(renderMsg(checkReasons('revise', [], { keysVisible: true })!, 'zh')).toContain('“修改”需要说明理由')
    expect(checkReasons('approve', [], { keysVisible: false })).toBeNull()
    expect(renderMsg(checkReasons('approve', ['duplicate'], { keysVisible: true })!, 'en')).toContain('an approval takes no reason')
    expect(checkReasons('reject', ['duplicate', 'off_specialty'], { keysVisible: false })).toBeNull()
    expect(renderMsg(checkReasons('reject', ['duplicate', 'duplicate'], { keysVisible: false })!, 'en')).toContain('"Duplicate" is given twice')
  })

  it('offers "answer key wrong" only to those who see the keys', () => {
    expect(allowedReasons('approve', { keysVisible: true })).toEqual([])
    expect(allowedReasons('reject', { keysVisible: true })).toContain('key_wrong')
    expect(allowedReasons('reject', { keysVisible: false })).not.toContain('key_wrong')
    expect(allowedReasons('reject', { keysVisible: false })).toHaveLength(7)
    expect(renderMsg(checkReasons('revise', ['key_wrong'], { keysVisible: false })!, 'en')).toContain('do not see the answer keys')
    expect(checkReasons('revise', ['key_wrong'], { keysVisible: true })).toBeNull()
  })

  it('ties a revision to revise decisions only', () => {
    const ok = { keysVisible: true }
    expect(checkDecision({ kind: 'revise', reasons: ['poor_chinese'], revision: 'h1' }, ok)).toBeNull()
    expect(renderMsg(checkDecision({ kind: 'revise', reasons: ['poor_chinese'] }, ok)!, 'en')).toContain('needs the revised version')
    expect(renderMsg(checkDecision({ kind: 'approve', reasons: [], revision: 'h1' }, ok)!, 'en')).toContain('only a "revise" decision carries')
    expect(renderMsg(checkDecision({ kind: 'reject', reasons: [] }, ok)!, 'en')).toContain('needs a reason')
  })

  it('validates a submitted decision', () => {
    expect(DecisionInputSchema.parse({ kind: 'approve' })).toEqual({ kind: 'approve', reasons: [] })
    expect(DecisionInputSchema.safeParse({ kind: 'approve', confidence: 6 }).success).toBe(false)
    expect(DecisionInputSchema.safeParse({ kind: 'reject', reasons: ['bad'] }).success).toBe(false)
    expect(DecisionInputSchema.safeParse({ kind: 'maybe' }).success).toBe(false)
    expect(DecisionInputSchema.safeParse({ kind: 'approve', who: 'x' }).success).toBe(false)
  })
})
