// The review status of an item and its legal moves (issue 7, "Status machine"). One explicit table,
// so the operations, the CLI and the UI refuse the same moves with the same words, and the tests can
// walk every state × event pair.
//
//   draft ──submit──▶ in_review(1/m) ──approve/reject──▶ approved / rejected
//                       │  next_round, revise (n < m) ──▶ in_review(n+1/m)
//                       │  escalate, revise at the last round ──▶ adjudication
//   adjudication ──adjudicate_approve / adjudicate_reject──▶ approved / rejected
//   approved ──release──▶ released (frozen in a pool)
//   in_review, adjudication ──withdraw──▶ draft; adjudication ──return_to_draft──▶ draft (unresolved)
//   draft, approved, rejected, released ──edit──▶ draft (a new version; a pool keeps the old one)
//
// A revise outcome makes a new item version that is reviewed again: the next round if there is one,
// otherwise the adjudicator, so no unreviewed text is ever approved.
import { z } from 'zod'
import { bilingual, defineMessages } from '../messages'
import type { Msg } from '../messages'
import type { ItemStatus } from '../types'
import { MAX_ROUNDS } from './plan'

export const STATE_KINDS = ['draft', 'in_review', 'adjudication', 'approved', 'rejected', 'released'] as const
export type StateKind = (typeof STATE_KINDS)[number]

export const ReviewStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('draft') }),
  z
    .object({ state: z.literal('in_review'), round: z.number().int().min(1).max(MAX_ROUNDS), of: z.number().int().min(1).max(MAX_ROUNDS) })
    .refine((s) => s.round <= s.of, '轮次超出计划的轮数 / the round is past the plan’s last round'),
  /** `round`: the round whose disagreement (or last-round revision) sent the item here. */
  z
    .object({ state: z.literal('adjudication'), round: z.number().int().min(1).max(MAX_ROUNDS), of: z.number().int().min(1).max(MAX_ROUNDS) })
    .refine((s) => s.round <= s.of, '轮次超出计划的轮数 / the round is past the plan’s last round'),
  z.object({ state: z.literal('approved') }),
  z.object({ state: z.literal('rejected') }),
  z.object({ state: z.literal('released') }),
])
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>

/**
 * How an item's review ended. `consensus`: settled by the plan's rule (majority, k of n) without
 * every reviewer agreeing; kept apart from `unanimous` so a 2–1 vote is never reported as unanimous.
 */
export const REVIEW_OUTCOMES = ['unanimous', 'consensus', 'adjudicated', 'unresolved'] as const
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number]

export const EVENT_KINDS = [
  'submit',
  'approve',
  'reject',
  'revise',
  'next_round',
  'escalate',
  'adjudicate_approve',
  'adjudicate_reject',
  'return_to_draft',
  'withdraw',
  'release',
  'edit',
] as const
export type EventKind = (typeof EVENT_KINDS)[number]

export type StatusEvent =
  /** Send a draft to review under a plan of `rounds` rounds. */
  | { kind: 'submit'; rounds: number }
  /** The round settled on approve / reject; `basis` says whether every reviewer agreed. */
  | { kind: 'approve'; basis: 'unanimous' | 'consensus' }
  | { kind: 'reject'; basis: 'unanimous' | 'consensus' }
  /** The round settled on one revision: it becomes a new version, reviewed again. */
  | { kind: 'revise' }
  /** No consensus and the plan sends disagreement to the next round (not from the last round). */
  | { kind: 'next_round' }
  /** No consensus (or conflicting revisions): to the adjudicator. */
  | { kind: 'escalate' }
  | { kind: 'adjudicate_approve' }
  | { kind: 'adjudicate_reject' }
  /** The adjudicator sends the item back to its authors without a verdict. */
  | { kind: 'return_to_draft' }
  /** A coordinator takes the item out of review. */
  | { kind: 'withdraw' }
  | { kind: 'release' }
  /** An editor saves a new version outside review. */
  | { kind: 'edit' }

export type TransitionResult = { ok: true; status: ReviewStatus; outcome?: ReviewOutcome } | { ok: false; msg: Msg }

const STATE_LABELS: Record<StateKind, { zh: string; en: string }> = {
  draft: { zh: '草稿', en: 'draft' },
  in_review: { zh: '审核中', en: 'in review' },
  adjudication: { zh: '待裁决', en: 'in adjudication' },
  approved: { zh: '已通过', en: 'approved' },
  rejected: { zh: '已驳回', en: 'rejected' },
  released: { zh: '已发布', en: 'released' },
}

export const EVENT_LABELS: Record<EventKind, { zh: string; en: string }> = {
  submit: { zh: '提交审核', en: 'submit for review' },
  approve: { zh: '本轮通过', en: 'approve by the round' },
  reject: { zh: '本轮驳回', en: 'reject by the round' },
  revise: { zh: '本轮修改', en: 'revise by the round' },
  next_round: { zh: '进入下一轮', en: 'go to the next round' },
  escalate: { zh: '转交裁决', en: 'send to adjudication' },
  adjudicate_approve: { zh: '裁决通过', en: 'approve by adjudication' },
  adjudicate_reject: { zh: '裁决驳回', en: 'reject by adjudication' },
  return_to_draft: { zh: '退回修改', en: 'return to the authors' },
  withdraw: { zh: '撤出审核', en: 'withdraw from review' },
  release: { zh: '发布', en: 'release' },
  edit: { zh: '编辑', en: 'edit' },
}

/** The state each event aims at, for the refusal message ("cannot go from approved to in review"). */
const EVENT_TARGET: Record<EventKind, StateKind> = {
  submit: 'in_review',
  approve: 'approved',
  reject: 'rejected',
  revise: 'in_review',
  next_round: 'in_review',
  escalate: 'adjudication',
  adjudicate_approve: 'approved',
  adjudicate_reject: 'rejected',
  return_to_draft: 'draft',
  withdraw: 'draft',
  release: 'released',
  edit: 'draft',
}

const m = defineMessages('review.status', {
  illegal: {
    zh: (p) => `题目状态为“${p.fromZh}”，不能“${p.eventZh}”转为“${p.toZh}”；“${p.eventZh}”只适用于：${p.allowedZh}`,
    en: (p) => `an item that is ${p.fromEn} cannot ${p.eventEn} (to ${p.toEn}); ${p.eventEn} applies only to items that are: ${p.allowedEn}`,
  },
  lastRound: {
    zh: (p) => `题目处于最后一轮（第 ${p.round}/${p.of} 轮），没有下一轮；分歧应转交裁决`,
    en: (p) => `the item is in the last round (round ${p.round} of ${p.of}): there is no next round, disagreement goes to adjudication`,
  },
  badRounds: {
    zh: (p) => `审核轮数应为 1 到 ${MAX_ROUNDS}，而不是 ${p.rounds}`,
    en: (p) => `a review has 1 to ${MAX_ROUNDS} rounds, not ${p.rounds}`,
  },
})

/** "in review (round 2 of 3)" / "审核中（第 2/3 轮）". */
export function statusLabel(s: ReviewStatus): { zh: string; en: string } {
  const l = STATE_LABELS[s.state]
  if (s.state === 'in_review' || s.state === 'adjudication') {
    return { zh: `${l.zh}（第 ${s.round}/${s.of} 轮）`, en: `${l.en} (round ${s.round} of ${s.of})` }
  }
  return l
}

export function statusMsg(s: ReviewStatus): Msg {
  const l = statusLabel(s)
  return bilingual(l.zh, l.en)
}

type Rule = (s: ReviewStatus, e: StatusEvent) => TransitionResult
const to = (status: ReviewStatus, outcome?: ReviewOutcome): TransitionResult => (outcome ? { ok: true, status, outcome } : { ok: true, status })
type Round = { round: number; of: number }
const round = (s: ReviewStatus): Round => s as Round

/** The legal moves: TABLE[state][event]. A pair that is not here is refused. */
const TABLE: Record<StateKind, Partial<Record<EventKind, Rule>>> = {
  draft: {
    submit: (_s, e) => {
      const rounds = (e as { rounds: number }).rounds
      if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) return { ok: false, msg: m.badRounds({ rounds: String(rounds) }) }
      return to({ state: 'in_review', round: 1, of: rounds })
    },
    edit: () => to({ state: 'draft' }),
  },
  in_review: {
    approve: (_s, e) => to({ state: 'approved' }, (e as { basis: ReviewOutcome }).basis),
    reject: (_s, e) => to({ state: 'rejected' }, (e as { basis: ReviewOutcome }).basis),
    revise: (s) => {
      const r = round(s)
      return to(r.round < r.of ? { state: 'in_review', round: r.round + 1, of: r.of } : { state: 'adjudication', round: r.round, of: r.of })
    },
    next_round: (s) => {
      const r = round(s)
      if (r.round >= r.of) return { ok: false, msg: m.lastRound({ round: r.round, of: r.of }) }
      return to({ state: 'in_review', round: r.round + 1, of: r.of })
    },
    escalate: (s) => to({ state: 'adjudication', round: round(s).round, of: round(s).of }),
    withdraw: () => to({ state: 'draft' }, 'unresolved'),
  },
  adjudication: {
    adjudicate_approve: () => to({ state: 'approved' }, 'adjudicated'),
    adjudicate_reject: () => to({ state: 'rejected' }, 'adjudicated'),
    return_to_draft: () => to({ state: 'draft' }, 'unresolved'),
    withdraw: () => to({ state: 'draft' }, 'unresolved'),
  },
  approved: {
    release: () => to({ state: 'released' }),
    edit: () => to({ state: 'draft' }),
  },
  rejected: {
    edit: () => to({ state: 'draft' }),
  },
  released: {
    edit: () => to({ state: 'draft' }),
  },
}

/** The states from which an event is legal, in table order. */
export function statesAllowing(event: EventKind): StateKind[] {
  return STATE_KINDS.filter((s) => TABLE[s][event] !== undefined)
}

/** The events legal from a state (before any check of the event's own data, such as the last round). */
export function eventsFrom(state: StateKind): EventKind[] {
  return EVENT_KINDS.filter((e) => TABLE[state][e] !== undefined)
}

/** The next status after `event`, with the review's outcome when the event ends it, or a refusal. */
export function transition(current: ReviewStatus, event: StatusEvent): TransitionResult {
  const rule = TABLE[current.state][event.kind]
  if (rule) return rule(current, event)
  const from = statusLabel(current)
  const ev = EVENT_LABELS[event.kind]
  const target = STATE_LABELS[EVENT_TARGET[event.kind]]
  const allowed = statesAllowing(event.kind).map((s) => STATE_LABELS[s])
  return {
    ok: false,
    msg: m.illegal({
      fromZh: from.zh,
      fromEn: from.en,
      eventZh: ev.zh,
      eventEn: ev.en,
      toZh: target.zh,
      toEn: target.en,
      allowedZh: allowed.map((a) => a.zh).join('、'),
      allowedEn: allowed.map((a) => a.en).join(', '),
    }),
  }
}

/**
 * The bank's stored item status (types.ts ITEM_STATUSES) for a review status. The round is not part
 * of it: the review tables keep which round an item is in (store/reviewStore.ts).
 */
export function storedStatus(s: ReviewStatus): ItemStatus {
  return s.state
}
