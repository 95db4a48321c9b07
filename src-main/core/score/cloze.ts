import { clozeCandidates } from '../extract/cloze'
import { normalizeShortAnswer } from '../text/normalize'

export interface ClozeResult {
  correct: boolean
  /** The candidate that matched, or the most specific candidate when none did. */
  candidate: string
}

/**
 * Normalised exact match (NFKC, full-width → half-width, trimmed, trailing punctuation dropped,
 * case-insensitive) of any answer candidate against the reference and every accepted answer.
 */
export function scoreCloze(output: string, accepted: readonly string[]): ClozeResult {
  const gold = new Set(accepted.map(normalizeShortAnswer).filter((s) => s.length > 0))
  const cands = clozeCandidates(output)
  for (const c of cands) if (gold.has(normalizeShortAnswer(c))) return { correct: true, candidate: c.trim() }
  return { correct: false, candidate: (cands[0] ?? '').trim() }
}
