// The presented orders of one choice item: the identity, its cyclic rotations and seeded shuffles.
// An order follows core/types Variant: order[i] is the canonical letter shown at presented position i
// (presented "A" means order[0]), so core/score/variants mapPresentedToCanonical maps answers back.
//
// Letters are always put into canonical order (A, B, C…) first, so the result depends on the item's
// set of letters only, never on the order Object.keys happened to list them in.

import type { Variant } from '../types'
import { createRng, shuffleInPlace } from '../rng'
import { stableHash } from './hash'
import { canonicalLetters, checkCount, checkSeed } from './validate'

/** A presented order without a prompt: the runner renders the prompt from the item and the order. */
export type Order = Pick<Variant, 'order'>

/** The canonical presentation: every option at its own letter. */
export function identityOrder(letters: readonly string[]): Order {
  return { order: canonicalLetters(letters) }
}

/** True when `order` shows the options in canonical (ascending) order. */
export function isIdentityOrder(order: readonly string[]): boolean {
  for (let i = 1; i < order.length; i++) if (order[i - 1] >= order[i]) return false
  return true
}

/**
 * The seed of sample `sample` of item `itemId` under run seed `seed`. The three values are written
 * into one unambiguous string (the numbers cannot contain ':', so everything after the third ':' is
 * the id) under a 'perm' prefix, so the permutation streams never coincide with pool ranks.
 */
function permutationSeed(itemId: string, seed: number, sample: number): number {
  return stableHash(`perm:${seed}:${sample}:${itemId}`)
}

/**
 * A uniformly random order of `letters`, fully determined by (letters, itemId, seed, sample): a
 * resumed or re-ordered run re-derives exactly the same permutation for every item. Each sample is an
 * independent draw, so two samples may coincide and a sample may be the identity (probability 1/n!
 * each); forcing distinct or non-identity orders would bias the per-position distribution.
 */
export function seededPermutation(letters: readonly string[], itemId: string, seed: number, sample = 0): Order {
  checkSeed(seed)
  checkCount(sample, 'sample', 0)
  const order = canonicalLetters(letters)
  shuffleInPlace(order, createRng(permutationSeed(itemId, seed, sample)))
  return { order }
}

/**
 * All n cyclic rotations, identity first: rotation k shows canonical letter letters[(i + k) mod n] at
 * position i, so across the n rotations every option appears exactly once at every position (the
 * basis of circular evaluation). An empty letter list has no rotation.
 */
export function rotations(letters: readonly string[]): Order[] {
  const base = canonicalLetters(letters)
  const n = base.length
  const out: Order[] = []
  for (let k = 0; k < n; k++) out.push({ order: base.map((_, i) => base[(i + k) % n]) })
  return out
}
