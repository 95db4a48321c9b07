// Calibration of probabilistic verdicts: the judge's probability that a criterion is met against
// what the clinicians decided.

import { inputError, ok, undef, statsMessages as m, type StatResult } from './result'
import { checkSameLength } from './validate'

function checkProbs(what: string, probs: ArrayLike<number>, outcomes: ArrayLike<number | boolean>): void {
  checkSameLength(what, probs, outcomes, 'probabilities', 'outcomes')
  for (let i = 0; i < probs.length; i++) {
    const p = probs[i]
    if (typeof p !== 'number' || !(p >= 0 && p <= 1)) inputError(m.outOfRange({ what, where: `probabilities[${i + 1}]`, value: String(p), range: '[0, 1]' }))
    const y = outcomes[i]
    if (y !== 0 && y !== 1 && y !== true && y !== false) inputError(m.outOfRange({ what, where: `outcomes[${i + 1}]`, value: String(y), range: '{0, 1}' }))
  }
}

const num = (y: number | boolean) => (y === true || y === 1 ? 1 : 0)

/** Brier score: mean (p − y)², y ∈ {0, 1} (Brier 1950); scikit-learn's brier_score_loss. */
export function brierScore(probs: ArrayLike<number>, outcomes: ArrayLike<number | boolean>): StatResult {
  checkProbs('Brier score', probs, outcomes)
  const n = probs.length
  if (n === 0) return undef('no-units', 0)
  let s = 0
  for (let i = 0; i < n; i++) s += (probs[i] - num(outcomes[i])) ** 2
  return ok(s / n, n)
}

export interface CalibrationBin {
  /** Bin edges: [lo, hi), the last bin closed at 1. */
  lo: number
  hi: number
  count: number
  /** Mean predicted probability and observed frequency of y = 1 in the bin (null when empty). */
  meanProbability: number | null
  frequency: number | null
}

export interface EceResult extends StatResult {
  /** The reliability diagram's points. */
  bins: CalibrationBin[]
}

/**
 * Expected calibration error with B equal-width bins (Naeini et al. 2015; Guo et al. 2017):
 * ECE = Σ_b (n_b/N) |ȳ_b − p̄_b|, over the probability of the positive outcome (met), so the same bins
 * draw the reliability diagram. Bin b holds p in [b/B, (b+1)/B); p = 1 falls in the last bin.
 */
export function expectedCalibrationError(probs: ArrayLike<number>, outcomes: ArrayLike<number | boolean>, opts: { bins?: number } = {}): EceResult {
  const what = 'ECE'
  const B = opts.bins ?? 10
  if (!Number.isInteger(B) || B < 1) inputError(m.badOption({ what, option: 'bins', value: String(B) }))
  checkProbs(what, probs, outcomes)
  const n = probs.length
  const count = new Array<number>(B).fill(0)
  const sumP = new Array<number>(B).fill(0)
  const sumY = new Array<number>(B).fill(0)
  for (let i = 0; i < n; i++) {
    const b = Math.min(B - 1, Math.floor(probs[i] * B))
    count[b]++
    sumP[b] += probs[i]
    sumY[b] += num(outcomes[i])
  }
  const bins: CalibrationBin[] = count.map((c, b) => ({
    lo: b / B,
    hi: (b + 1) / B,
    count: c,
    meanProbability: c ? sumP[b] / c : null,
    frequency: c ? sumY[b] / c : null,
  }))
  if (n === 0) return { ...undef('no-units', 0), bins }
  let ece = 0
  for (let b = 0; b < B; b++) if (count[b]) ece += (count[b] / n) * Math.abs(sumY[b] / count[b] - sumP[b] / count[b])
  return { ...ok(ece, n), bins }
}
