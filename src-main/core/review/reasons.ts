// What a reviewer may decide and why (issue 7, "Decisions"). Codes are stable: they are stored with
// every decision, written into review packages and counted by the agreement statistics, so a label
// may be reworded but a code never changes meaning.
import { defineMessages } from '../messages'
import type { Msg } from '../messages'

export const DECISION_KINDS = ['approve', 'revise', 'reject'] as const
export type DecisionKind = (typeof DECISION_KINDS)[number]

export const REASON_CODES = [
  'factual_error',
  'key_wrong',
  'ambiguous_stem',
  'outdated_guideline',
  'unsafe_content',
  'duplicate',
  'off_specialty',
  'poor_chinese',
] as const
export type ReasonCode = (typeof REASON_CODES)[number]

export const DECISION_LABELS: Record<DecisionKind, { zh: string; en: string }> = {
  approve: { zh: '通过', en: 'Approve' },
  revise: { zh: '修改', en: 'Revise' },
  reject: { zh: '驳回', en: 'Reject' },
}

export const REASON_LABELS: Record<ReasonCode, { zh: string; en: string }> = {
  factual_error: { zh: '医学事实错误', en: 'Factual error' },
  key_wrong: { zh: '答案有误', en: 'Answer key wrong' },
  ambiguous_stem: { zh: '题干有歧义', en: 'Ambiguous stem' },
  outdated_guideline: { zh: '指南已过时', en: 'Outdated guideline' },
  unsafe_content: { zh: '内容不安全', en: 'Unsafe content' },
  duplicate: { zh: '重复题目', en: 'Duplicate' },
  off_specialty: { zh: '不属于所标专科', en: 'Off-specialty' },
  poor_chinese: { zh: '中文表达欠佳', en: 'Poor Chinese' },
}

const m = defineMessages('review.reason', {
  reasonRequired: {
    zh: (p) => `“${p.decisionZh}”需要说明理由（从理由列表中选择）`,
    en: (p) => `a "${p.decisionEn}" decision needs a reason from the list`,
  },
  reasonNotAllowed: {
    zh: () => '“通过”不带理由；如有意见请写在评论里',
    en: () => 'an approval takes no reason; write any remark in the comment',
  },
  keyReasonHidden: {
    zh: () => '本审核计划不让审核人查看答案，不能选择“答案有误”',
    en: () => 'reviewers do not see the answer keys under this plan, so "answer key wrong" cannot be chosen',
  },
  reasonRepeated: {
    zh: (p) => `理由“${p.zh}”重复了`,
    en: (p) => `the reason "${p.en}" is given twice`,
  },
})

/** Whether a decision of this kind must carry at least one reason (and approve may carry none). */
export function requiresReason(kind: DecisionKind): boolean {
  return kind !== 'approve'
}

/**
 * The reasons a viewer may pick for a decision. "Answer key wrong" needs the key: offered to a
 * reviewer only when the plan lets reviewers check keys (adjudicators always see keys).
 */
export function allowedReasons(kind: DecisionKind, opts: { keysVisible: boolean }): readonly ReasonCode[] {
  if (!requiresReason(kind)) return []
  return opts.keysVisible ? REASON_CODES : REASON_CODES.filter((r) => r !== 'key_wrong')
}

/** The first problem with a decision's reasons, or null when they fit its kind. */
export function checkReasons(kind: DecisionKind, reasons: readonly ReasonCode[], opts: { keysVisible: boolean }): Msg | null {
  if (!requiresReason(kind)) return reasons.length ? m.reasonNotAllowed() : null
  if (reasons.length === 0) {
    return m.reasonRequired({ decisionZh: DECISION_LABELS[kind].zh, decisionEn: DECISION_LABELS[kind].en.toLowerCase() })
  }
  const seen = new Set<ReasonCode>()
  for (const r of reasons) {
    if (seen.has(r)) return m.reasonRepeated(REASON_LABELS[r])
    seen.add(r)
  }
  if (!opts.keysVisible && seen.has('key_wrong')) return m.keyReasonHidden()
  return null
}
