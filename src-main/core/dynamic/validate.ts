// Argument checks shared by the dynamic-evaluation modules. A bad seed or a repeated letter is a
// programming or manifest error; failing loudly beats a run that cannot be reproduced later.

import { coreMessages, MbError } from '../messages'

export function invalid(detail: string): never {
  throw new MbError(coreMessages.invalidInput({ detail }))
}

/**
 * Seeds are recorded in a run's manifest and re-read as JSON numbers, so only safe integers are
 * accepted: 1.5 or 2^60 would not survive the round trip exactly (and would change every permutation).
 */
export function checkSeed(seed: number, what = 'seed'): void {
  if (!Number.isSafeInteger(seed)) invalid(`${what} must be an integer, got ${seed}`)
}

export function checkCount(n: number, what: string, min: number): void {
  if (!Number.isSafeInteger(n) || n < min) invalid(`${what} must be an integer ≥ ${min}, got ${n}`)
}

const LETTER = /^[A-Z]$/

/** Option letters, sorted into canonical order (A, B, C…); each must be one upper-case letter, once. */
export function canonicalLetters(letters: readonly string[]): string[] {
  const sorted = letters.slice().sort()
  for (let i = 0; i < sorted.length; i++) {
    if (!LETTER.test(sorted[i])) invalid(`option letter must be one of A–Z, got "${sorted[i]}"`)
    if (i > 0 && sorted[i] === sorted[i - 1]) invalid(`option letter ${sorted[i]} appears twice`)
  }
  return sorted
}
