// The adjudicator's verdict on an item that reached the adjudication queue (issue 7: "a reason is
// required when overriding everyone"). The verdict approves the item as it is, approves a revision
// (one a reviewer proposed, or the adjudicator's own edit), or rejects it.
import { defineMessages } from '../messages'
import type { Msg } from '../messages'
import type { Decision } from './decision'
import { checkReasons } from './reasons'
import type { DecisionKind, ReasonCode } from './reasons'
import type { StatusEvent } from './status'

export interface Verdict {
  kind: DecisionKind
  reasons: readonly ReasonCode[]
  /** Revise: the adopted version's content hash. */
  revision?: string
  comment?: string
}

const m = defineMessages('review.adjudicate', {
  overrideNeedsComment: {
    zh: () => '裁决与所有审核人的决定都不同，请在评论中写明理由',
    en: () => 'the verdict goes against every reviewer: write the reason in the comment',
  },
  revisionMissing: {
    zh: () => '采用修改时需要指明采用的版本',
    en: () => 'a revise verdict needs the version it adopts',
  },
})

/**
 * Whether the verdict agrees with no reviewer: no decision of the same kind (for revise, none that
 * proposed the same revision). With no decisions at all there is nobody to override.
 */
export function overridesEveryone(decisions: readonly Pick<Decision, 'kind' | 'revision'>[], v: Pick<Verdict, 'kind' | 'revision'>): boolean {
  if (decisions.length === 0) return false
  return !decisions.some((d) => d.kind === v.kind && (v.kind !== 'revise' || d.revision === v.revision))
}

/** The first problem with a verdict, or null. Adjudicators see keys, so every reason is open to them. */
export function checkVerdict(decisions: readonly Pick<Decision, 'kind' | 'revision'>[], v: Verdict): Msg | null {
  if (v.kind === 'revise' && !v.revision) return m.revisionMissing()
  const reasons = checkReasons(v.kind, v.reasons, { keysVisible: true })
  if (reasons) return reasons
  if (overridesEveryone(decisions, v) && !v.comment?.trim()) return m.overrideNeedsComment()
  return null
}

/** The status event a verdict fires: an adopted revision becomes the new version, approved. */
export function verdictEvent(v: Pick<Verdict, 'kind'>): StatusEvent {
  return v.kind === 'reject' ? { kind: 'adjudicate_reject' } : { kind: 'adjudicate_approve' }
}
