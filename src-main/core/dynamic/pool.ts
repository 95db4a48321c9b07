// Rotating pools (DESIGN §4): each run draws a fresh subset of a larger released pool, and the
// manifest records the seed, so the subset can be re-drawn exactly.
//
// Every id gets a rank hash(seed, id) and the n lowest ranks are taken: an id's rank depends on
// itself and the seed only, so the subset does not depend on the order ids are listed in, and adding
// an id to the pool changes the subset by at most one member (the new id displaces the old n-th).

import { stableHash } from './hash'
import { checkCount, checkSeed, invalid } from './validate'

/**
 * A seeded subset of `n` ids from `ids`, returned in the input's order. n ≥ ids.length returns every
 * id (a copy). Equal ranks (32-bit hash collisions) are broken by the id itself, so the result stays
 * independent of input order. Repeated ids are rejected: a pool lists each item once.
 */
export function selectPool(ids: readonly string[], n: number, seed: number): string[] {
  checkSeed(seed)
  checkCount(n, 'pool size', 0)
  const seen = new Set<string>()
  for (const id of ids) {
    if (seen.has(id)) invalid(`item id "${id}" appears twice in the pool`)
    seen.add(id)
  }
  if (n >= ids.length) return ids.slice()
  const ranked = ids.map((id) => ({ id, rank: stableHash(`pool:${seed}:${id}`) }))
  ranked.sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const chosen = new Set<string>()
  for (let i = 0; i < n; i++) chosen.add(ranked[i].id)
  return ids.filter((id) => chosen.has(id))
}
