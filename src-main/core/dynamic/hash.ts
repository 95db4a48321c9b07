// A stable 32-bit hash of a string, for seeding per-item random streams and ranking pool members.
//
// Why a string hash rather than one generator stepped through the items: a value derived from
// (purpose, seed, …, itemId) alone does not depend on how many items came before, in which order they
// were processed, or whether the run was interrupted and resumed — the same key always re-derives the
// same permutation or rank.
//
// FNV-1a (core/rng seedFromString) followed by the murmur3 32-bit finaliser: FNV-1a alone mixes its
// last characters poorly into the high bits (ids "q1", "q2" hash to nearby values), which would
// correlate neighbouring ids in a pool ranking; the finaliser spreads every input bit over the output.

import { seedFromString } from '../rng'

/** murmur3 fmix32: a bijection on 32-bit integers with full avalanche. */
function fmix32(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** Unsigned 32-bit hash of `s` (UTF-16 code units), identical on every platform and run. */
export function stableHash(s: string): number {
  return fmix32(seedFromString(s))
}
