// Set comparison of choice answers. Letters are canonical upper-case strings such as "ACE".

import { lettersToMask, maskToLetters, popcount } from '../extract/letters'

/** 1 when the predicted letter set equals the key exactly, else 0. */
export function choiceExact(pred: string, gold: string): number {
  const g = lettersToMask(gold)
  return g !== 0 && lettersToMask(pred) === g ? 1 : 0
}

/**
 * Partial credit, reported separately from accuracy: |pred ∩ gold| / |gold| if every predicted
 * letter is in the key, else 0 (the Chinese licensing-exam rule: a missed option costs a share, a
 * wrong one costs everything). An empty prediction scores 0.
 */
export function choicePartial(pred: string, gold: string): number {
  const g = lettersToMask(gold)
  const p = lettersToMask(pred)
  if (g === 0 || p === 0 || (p & ~g) !== 0) return 0
  return popcount(p) / popcount(g)
}

/**
 * Whether letters are canonical (sorted, each once, not empty), as every reading's answer is. For a
 * canonical key, choiceExact(answer, key) is exactly answer === key: what lets SQLite compare them.
 */
export function isCanonicalLetters(letters: string): boolean {
  return letters !== '' && maskToLetters(lettersToMask(letters)) === letters
}
