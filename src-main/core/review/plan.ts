// A review plan (issue 7, DESIGN.md §6): how many rounds, how many reviewers look at each item in a
// round, what counts as agreement, and where disagreement goes. Validated here once, so the CLI's
// `review plan --set plan.json`, the HTTP host and the UI refuse the same impossible plans with the
// same words. Custom refinements write "中文 / English" in one message, as the rest of the core does
// (zodMessages.ts shows a custom message as it is, in both languages).
import { z } from 'zod'
import type { Msg } from '../messages'
import { validationMsg } from '../zodMessages'

export const MAX_ROUNDS = 5
export const MAX_REVIEWERS_PER_ITEM = 9

export const ConsensusRuleSchema = z.discriminatedUnion('kind', [
  /** Every reviewer of the round gives the same decision. */
  z.object({ kind: z.literal('unanimous') }).strict(),
  /** More than half of the round's reviewers give the same decision (2 of 2, 2 of 3, 3 of 4). */
  z.object({ kind: z.literal('majority') }).strict(),
  /** At least k of the round's reviewers give the same decision. */
  z.object({ kind: z.literal('k_of_n'), k: z.number().int().min(1).max(MAX_REVIEWERS_PER_ITEM) }).strict(),
])
export type ConsensusRule = z.infer<typeof ConsensusRuleSchema>

export const DISAGREEMENT_ROUTES = ['next_round', 'adjudication'] as const
export type DisagreementRoute = (typeof DISAGREEMENT_ROUTES)[number]

export const ReviewPlanSchema = z
  .object({
    rounds: z.number().int().min(1).max(MAX_ROUNDS),
    reviewersPerItem: z.number().int().min(1).max(MAX_REVIEWERS_PER_ITEM),
    consensus: ConsensusRuleSchema,
    /** Where an item goes when a round ends without consensus; after the last round always adjudication. */
    onDisagreement: z.enum(DISAGREEMENT_ROUTES).default('adjudication'),
    /** Reviewers see (and judge) the answer keys; otherwise keys are withheld from them. */
    reviewersCheckKeys: z.boolean().default(false),
    /** Adjudicators see who decided what; otherwise reviewers are shown as 'Reviewer 1', 'Reviewer 2'. */
    adjudicatorSeesNames: z.boolean().default(false),
    /** Decisions made in fewer seconds than this are flagged as implausibly fast (see fast.ts). */
    fastDecisionSeconds: z.number().positive().max(3600).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const n = p.reviewersPerItem
    if (p.consensus.kind === 'k_of_n') {
      const k = p.consensus.k
      if (k > n) {
        ctx.addIssue({
          code: 'custom',
          path: ['consensus', 'k'],
          message: `k（${k}）不能大于每题审核人数（${n}） / k (${k}) cannot exceed the reviewers per item (${n})`,
        })
      } else if (2 * k <= n) {
        // Two different decisions could then both reach k (2 of 4 approve, 2 of 4 reject): no rule.
        ctx.addIssue({
          code: 'custom',
          path: ['consensus', 'k'],
          message: `k（${k}）须超过每题审核人数（${n}）的一半，否则两种不同的决定可能同时达到 k / k (${k}) must be more than half the reviewers per item (${n}), or two different decisions could both reach k`,
        })
      }
    }
    if (p.rounds === 1 && p.onDisagreement === 'next_round') {
      ctx.addIssue({
        code: 'custom',
        path: ['onDisagreement'],
        message: '只有一轮时没有下一轮，分歧只能交给裁决（adjudication） / with one round there is no next round: disagreement can only go to adjudication',
      })
    }
  })
export type ReviewPlan = z.output<typeof ReviewPlanSchema>
export type ReviewPlanInput = z.input<typeof ReviewPlanSchema>

/** The plan, or a message naming every problem (field by field, in both languages). */
export function parseReviewPlan(input: unknown): { ok: true; plan: ReviewPlan } | { ok: false; msg: Msg } {
  const r = ReviewPlanSchema.safeParse(input)
  return r.success ? { ok: true, plan: r.data } : { ok: false, msg: validationMsg(ReviewPlanSchema, input, r.error) }
}

/** How many equal decisions settle a round with `n` reviewers under the rule. */
export function votesNeeded(rule: ConsensusRule, n: number): number {
  switch (rule.kind) {
    case 'unanimous':
      return n
    case 'majority':
      return Math.floor(n / 2) + 1
    case 'k_of_n':
      return rule.k
  }
}

/** Where disagreement in `round` leads under the plan: the last round always goes to adjudication. */
export function disagreementRoute(plan: ReviewPlan, round: number): DisagreementRoute {
  return round < plan.rounds && plan.onDisagreement === 'next_round' ? 'next_round' : 'adjudication'
}
