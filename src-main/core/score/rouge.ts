// ROUGE-L on characters for Chinese (words for Latin text): LCS-based precision, recall and F1.
// Tokens come from contentTokens: NFKC, lower case, whitespace and punctuation dropped, each Han
// character one token, each Latin word or number one token.

import { lcsLength } from '../text/lcs'
import { contentTokens, internTokens } from '../text/tokens'

export interface RougeL {
  precision: number
  recall: number
  /** F1 (β = 1): 2PR / (P + R). */
  f1: number
  lcs: number
}

/** ROUGE-L of token-id sequences. An empty candidate or reference scores 0. */
export function rougeLIds(candidate: ArrayLike<number>, reference: ArrayLike<number>): RougeL {
  if (candidate.length === 0 || reference.length === 0) return { precision: 0, recall: 0, f1: 0, lcs: 0 }
  const lcs = lcsLength(candidate, reference)
  const precision = lcs / candidate.length
  const recall = lcs / reference.length
  const f1 = lcs === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { precision, recall, f1, lcs }
}

export function rougeL(candidate: string, reference: string): RougeL {
  const [c, r] = internTokens(contentTokens(candidate), contentTokens(reference))
  return rougeLIds(c, r)
}
