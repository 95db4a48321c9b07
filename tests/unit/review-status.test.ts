import { describe, expect, it } from 'vitest'
import { renderMsg } from '../../src-main/core/messages'
import {
  EVENT_KINDS,
  ReviewStatusSchema,
  STATE_KINDS,
  eventsFrom,
  statusLabel,
  storedStatus,
  transition,
} from '../../src-main/core/review/status'
import type { EventKind, ReviewStatus, StateKind, StatusEvent } from '../../src-main/core/review/status'

// One representative status per state (in review in a middle round), and one event per kind.
const STATES: Record<StateKind, ReviewStatus> = {
  draft: { state: 'draft' },
  in_review: { state: 'in_review', round: 1, of: 2 },
  adjudication: { state: 'adjudication', round: 2, of: 2 },
  approved: { state: 'approved' },
  rejected: { state: 'rejected' },
  released: { state: 'released' },
}
const EVENTS: Record<EventKind, StatusEvent> = {
  submit: { kind: 'submit', rounds: 2 },
  approve: { kind: 'approve', basis: 'unanimous' },
  reject: { kind: 'reject', basis: 'consensus' },
  revise: { kind: 'revise' },
  next_round: { kind: 'next_round' },
  escalate: { kind: 'escalate' },
  adjudicate_approve: { kind: 'adjudicate_approve' },
  adjudicate_reject: { kind: 'adjudicate_reject' },
  return_to_draft: { kind: 'return_to_draft' },
  withdraw: { kind: 'withdraw' },
  release: { kind: 'release' },
  edit: { kind: 'edit' },
}

// The legal moves, written out independently of the module's table: [state, event] → [next, outcome].
const LEGAL: Partial<Record<StateKind, Partial<Record<EventKind, [ReviewStatus, string | undefined]>>>> = {
  draft: {
    submit: [{ state: 'in_review', round: 1, of: 2 }, undefined],
    edit: [{ state: 'draft' }, undefined],
  },
  in_review: {
    approve: [{ state: 'approved' }, 'unanimous'],
    reject: [{ state: 'rejected' }, 'consensus'],
    revise: [{ state: 'in_review', round: 2, of: 2 }, undefined],
    next_round: [{ state: 'in_review', round: 2, of: 2 }, undefined],
    escalate: [{ state: 'adjudication', round: 1, of: 2 }, undefined],
    withdraw: [{ state: 'draft' }, 'unresolved'],
  },
  adjudication: {
    adjudicate_approve: [{ state: 'approved' }, 'adjudicated'],
    adjudicate_reject: [{ state: 'rejected' }, 'adjudicated'],
    return_to_draft: [{ state: 'draft' }, 'unresolved'],
    withdraw: [{ state: 'draft' }, 'unresolved'],
  },
  approved: {
    release: [{ state: 'released' }, undefined],
    edit: [{ state: 'draft' }, undefined],
  },
  rejected: { edit: [{ state: 'draft' }, undefined] },
  released: { edit: [{ state: 'draft' }, undefined] },
}

describe('review status machine', () => {
  const pairs = STATE_KINDS.flatMap((s) => EVENT_KINDS.map((e) => [s, e] as const))

  it('covers 6 states × 12 events', () => {
    expect(pairs).toHaveLength(72)
  })

  it.each(pairs)('%s + %s', (s, e) => {
    const r = transition(STATES[s], EVENTS[e])
    const legal = LEGAL[s]?.[e]
    if (legal) {
      expect(r).toEqual(legal[1] ? { ok: true, status: legal[0], outcome: legal[1] } : { ok: true, status: legal[0] })
      return
    }
    expect(r.ok).toBe(false)
    if (r.ok) return
    // The refusal names the current state, the event and the state it aimed at, in both languages.
    const zh = renderMsg(r.msg, 'zh')
    const en = renderMsg(r.msg, 'en')
    expect(zh).toContain(statusLabel(STATES[s]).zh)
    expect(en).toContain(`an item that is ${statusLabel(STATES[s]).en} cannot`)
    expect(zh).toMatch(/不能“.+”转为“.+”/)
    expect(en).toMatch(/applies only to items that are: \w/)
  })

  it('lists the legal events of each state as the table says', () => {
    for (const s of STATE_KINDS) expect(eventsFrom(s).sort()).toEqual(Object.keys(LEGAL[s] ?? {}).sort())
  })

  it('words a refusal concretely', () => {
    const r = transition({ state: 'approved' }, { kind: 'submit', rounds: 2 })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(renderMsg(r.msg, 'en')).toBe('an item that is approved cannot submit for review (to in review); submit for review applies only to items that are: draft')
    expect(renderMsg(r.msg, 'zh')).toBe('题目状态为“已通过”，不能“提交审核”转为“审核中”；“提交审核”只适用于：草稿')
  })

  it('refuses a next round from the last round, and sends a last-round revision to adjudication', () => {
    const last: ReviewStatus = { state: 'in_review', round: 2, of: 2 }
    const r = transition(last, { kind: 'next_round' })
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(renderMsg(r.msg, 'en')).toContain('the last round (round 2 of 2)')
      expect(renderMsg(r.msg, 'zh')).toContain('最后一轮（第 2/2 轮）')
    }
    expect(transition(last, { kind: 'revise' })).toEqual({ ok: true, status: { state: 'adjudication', round: 2, of: 2 } })
    expect(transition(last, { kind: 'escalate' })).toEqual({ ok: true, status: { state: 'adjudication', round: 2, of: 2 } })
  })

  it('walks a whole review: submit, round 1 disagreement, round 2 revise, adjudication, release', () => {
    let s: ReviewStatus = { state: 'draft' }
    const steps: StatusEvent[] = [{ kind: 'submit', rounds: 3 }, { kind: 'next_round' }, { kind: 'revise' }, { kind: 'escalate' }, { kind: 'adjudicate_approve' }, { kind: 'release' }]
    const seen: string[] = []
    let outcome: string | undefined
    for (const e of steps) {
      const r = transition(s, e)
      if (!r.ok) throw new Error(renderMsg(r.msg, 'en'))
      s = r.status
      outcome = r.outcome ?? outcome
      seen.push(statusLabel(s).en)
    }
    expect(seen).toEqual(['in review (round 1 of 3)', 'in review (round 2 of 3)', 'in review (round 3 of 3)', 'in adjudication (round 3 of 3)', 'approved', 'released'])
    expect(outcome).toBe('adjudicated')
  })

  it('refuses a review of 0 or 6 rounds', () => {
    for (const rounds of [0, 6, 1.5]) {
      const r = transition({ state: 'draft' }, { kind: 'submit', rounds })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(renderMsg(r.msg, 'en')).toContain(`not ${rounds}`)
    }
  })

  it('parses stored statuses and maps them to the bank’s item statuses', () => {
    expect(ReviewStatusSchema.safeParse({ state: 'in_review', round: 3, of: 2 }).success).toBe(false)
    expect(ReviewStatusSchema.safeParse({ state: 'in_review', round: 1, of: 2 }).success).toBe(true)
    expect(ReviewStatusSchema.safeParse({ state: 'pending' }).success).toBe(false)
    expect(storedStatus({ state: 'adjudication', round: 1, of: 1 })).toBe('adjudication')
    expect(storedStatus({ state: 'released' })).toBe('released')
  })
})
