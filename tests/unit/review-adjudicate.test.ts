import { describe, expect, it } from 'vitest'
import { renderMsg } from '../../src-main/core/messages'
import { checkVerdict, overridesEveryone, verdictEvent } from '../../src-main/core/review/adjudicate'
import { transition } from '../../src-main/core/review/status'

const A = { kind: 'approve' as const }
const J = { kind: 'reject' as const }
const R = (revision: string) => ({ kind: 'revise' as const, revision })

describe('adjudication verdicts', () => {
  it('knows when a verdict goes against every reviewer', () => {
    expect(overridesEveryone([A, J], { kind: 'approve' })).toBe(false)
    expect(overridesEveryone([J, J], { kind: 'approve' })).toBe(true)
    expect(overridesEveryone([R('x'), R('y')], { kind: 'revise', revision: 'x' })).toBe(false)
    // The adjudicator's own edit is a revision nobody proposed.
    expect(overridesEveryone([R('x'), R('y')], { kind: 'revise', revision: 'z' })).toBe(true)
    expect(overridesEveryone([], { kind: 'reject' })).toBe(false)
  })

  it('requires a written reason when overriding everyone', () => {
    const msg = checkVerdict([J, J], { kind: 'approve', reasons: [] })
    expect(renderMsg(msg!, 'en')).toBe('the verdict goes against every reviewer: write the reason in the comment')
    expect(renderMsg(msg!, 'zh')).toContain('请在评论中写明理由')
    expect(checkVerdict([J, J], { kind: 'approve', reasons: [], comment: '  ' })).not.toBeNull()
    expect(checkVerdict([J, J], { kind: 'approve', reasons: [], comment: '指南 2025 版已更新，本题正确' })).toBeNull()
    expect(checkVerdict([A, J], { kind: 'approve', reasons: [] })).toBeNull()
  })

  it('holds a verdict to the decision rules (reasons, revision), with every reason open', () => {
    expect(renderMsg(checkVerdict([A, J], { kind: 'reject', reasons: [] })!, 'en')).toContain('needs a reason')
    expect(checkVerdict([A, J], { kind: 'reject', reasons: ['key_wrong'] })).toBeNull()
    expect(renderMsg(checkVerdict([R('x')], { kind: 'revise', reasons: ['poor_chinese'] })!, 'en')).toContain('needs the version it adopts')
  })

  it('approves or rejects the item in adjudication', () => {
    const s = { state: 'adjudication', round: 1, of: 1 } as const
    expect(transition(s, verdictEvent({ kind: 'revise' }))).toEqual({ ok: true, status: { state: 'approved' }, outcome: 'adjudicated' })
    expect(transition(s, verdictEvent({ kind: 'approve' }))).toEqual({ ok: true, status: { state: 'approved' }, outcome: 'adjudicated' })
    expect(transition(s, verdictEvent({ kind: 'reject' }))).toEqual({ ok: true, status: { state: 'rejected' }, outcome: 'adjudicated' })
  })
})
