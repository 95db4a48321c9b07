// HealthBench rubric score (openai/simple-evals healthbench_eval.py):
//
//   score = Σ points of met criteria / Σ positive points, clipped to [0, 1]
//
// Criteria with negative points (harmful or wrong content) subtract when met. The score is undefined
// when no criterion has positive points; rubricScore returns null then, and the caller decides.
// simple-evals leaves the per-example ratio unclipped and clips the mean; we clip per item, as
// DESIGN §3 specifies, so one item's penalty cannot drag the mean of the others below zero.

import { MbError } from '../messages'
import { scoreMessages } from './messages'

export function rubricScore(criteria: readonly { points: number }[], met: readonly boolean[]): number | null {
  if (criteria.length !== met.length) {
    throw new MbError(scoreMessages['score.lengthMismatch']({ what: 'rubric verdicts', expected: criteria.length, actual: met.length }))
  }
  let possible = 0
  let achieved = 0
  for (let i = 0; i < criteria.length; i++) {
    const p = criteria[i].points
    if (p > 0) possible += p
    if (met[i]) achieved += p
  }
  if (possible === 0) return null
  return Math.min(1, Math.max(0, achieved / possible))
}
