// One reviewer's decision on one item in one round: the shape every other review module reads.
// The operations validate a submitted decision with DecisionInputSchema, then checkDecision (which
// needs the plan, to know whether reviewers see keys).
import { z } from 'zod'
import { defineMessages } from '../messages'
import type { Msg } from '../messages'
import { DECISION_KINDS, REASON_CODES, checkReasons } from './reasons'
import type { DecisionKind, ReasonCode } from './reasons'

export const DecisionInputSchema = z
  .object({
    kind: z.enum(DECISION_KINDS),
    reasons: z.array(z.enum(REASON_CODES)).max(REASON_CODES.length).default([]),
    comment: z.string().max(4000).optional(),
    /** The reviewer's own confidence, 1 (unsure) to 5 (certain). */
    confidence: z.number().int().min(1).max(5).optional(),
    /**
     * Revise: the proposed new version, named by the hash of its content. Two reviewers who made the
     * same edit propose the same revision; any other two revisions conflict (consensus.ts).
     */
    revision: z.string().min(1).max(200).optional(),
    /** Seconds the item was on the reviewer's screen before the decision (fast.ts). */
    seconds: z.number().min(0).max(7 * 24 * 3600).optional(),
  })
  .strict()
export type DecisionInput = z.output<typeof DecisionInputSchema>

export interface Decision {
  itemId: string
  round: number
  reviewerId: string
  kind: DecisionKind
  reasons: readonly ReasonCode[]
  comment?: string
  confidence?: number
  revision?: string
  seconds?: number
  /** ISO time of the decision. */
  decidedAt: string
}

const m = defineMessages('review.decision', {
  revisionMissing: {
    zh: () => '“修改”需要附上修改后的题目版本',
    en: () => 'a "revise" decision needs the revised version of the item',
  },
  revisionUnexpected: {
    zh: () => '只有“修改”才附带修改后的版本；请选择“修改”或去掉修改内容',
    en: () => 'only a "revise" decision carries a revised version: choose revise or drop the edit',
  },
})

/** The first problem with a decision, or null when it may be recorded. */
export function checkDecision(d: Pick<DecisionInput, 'kind' | 'reasons' | 'revision'>, opts: { keysVisible: boolean }): Msg | null {
  if (d.kind === 'revise' && !d.revision) return m.revisionMissing()
  if (d.kind !== 'revise' && d.revision) return m.revisionUnexpected()
  return checkReasons(d.kind, d.reasons, opts)
}
