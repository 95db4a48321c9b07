// Which presentations of an item a run sends to a model. Pure: the runner calls planPresentations
// once per item and records each response under the presentation's variantKey, so the metrics (and a
// resumed run) can tell the presentations apart without storing anything else.
//
// Combination rules, first match wins:
//   1. The item carries the platform's own variants (MedBench's five shuffled copies): one
//      presentation per variant, in the item's order, exactly as the platform wrote it (order and
//      prompt copied unchanged), keys 'v0', 'v1'…. The run settings are ignored: re-shuffling the
//      platform's copies would make the score incomparable to the platform's.
//   2. The item cannot be shuffled — not single_choice or multi_choice (open items have no options;
//      true/false keys are 'T'/'F', not option letters), or fewer than two options: one identity
//      presentation, key 'id'.
//   3. circular: all n rotations, identity first, keys 'rot0'…'rot{n-1}'. Circular wins over
//      permute: the rotations already put every option at every position exactly once, and extra
//      random shuffles on top would multiply the calls without feeding any defined metric; `samples`
//      is ignored.
//   4. permute: `samples` seeded permutations, keys 'p0'…'p{samples-1}'. Each sample is an
//      independent draw (see seededPermutation), so with few options two samples can coincide; they
//      are still sent, because dropping duplicates would make the count and the distribution depend
//      on luck. The identity is not added: a permute run measures permuted accuracy only.
//   5. Neither: one identity presentation, key 'id'.
// The identity keys ('id' and 'rot0') are what plain accuracy counts (see metrics.ts).

import type { Item, ItemType } from '../types'
import { identityOrder, rotations, seededPermutation, type Order } from './permutation'
import { canonicalLetters, checkCount, checkSeed } from './validate'

export interface DynamicSettings {
  /** Send `samples` seeded shuffles of each choice item. */
  permute: boolean
  /** Send all rotations of each choice item (wins over permute). */
  circular: boolean
  /** Number of shuffles per item when permuting (≥ 1); ignored otherwise. */
  samples: number
  /** The run's seed, recorded in its manifest. */
  seed: number
}

export type PresentationKind = 'identity' | 'rotation' | 'permutation' | 'platform'

export interface Presentation {
  /** Stable name of this presentation within its item: 'id', 'rot2', 'p0', 'v3'. */
  variantKey: string
  kind: PresentationKind
  /** order[i] is the canonical letter shown at presented position i (empty for items without options). */
  order: string[]
  /** The platform's own prompt for this copy (kind 'platform' only): send it as written. */
  prompt?: string
}

export type PlanItem = Pick<Item, 'id' | 'type' | 'options' | 'variants'>

/** Item types whose options may be shuffled: their keys are option letters. */
const SHUFFLABLE: ReadonlySet<ItemType> = new Set(['single_choice', 'multi_choice'])

/** The item's option letters in canonical order (none for items without options). */
export function optionLetters(item: Pick<Item, 'options'>): string[] {
  return canonicalLetters(Object.keys(item.options ?? {}))
}

function shufflable(item: PlanItem, letters: readonly string[]): boolean {
  return SHUFFLABLE.has(item.type) && letters.length >= 2
}

function identity(letters: readonly string[]): Presentation {
  return { variantKey: 'id', kind: 'identity', order: identityOrder(letters).order }
}

/** The presentations to send for `item`, in the order to send them (rules above). */
export function planPresentations(item: PlanItem, settings: DynamicSettings): Presentation[] {
  // Settings are checked for every item, not only the ones they affect, so a bad manifest fails at
  // the first item rather than halfway through a run.
  checkSeed(settings.seed)
  if (settings.permute) checkCount(settings.samples, 'samples', 1)
  if (item.variants && item.variants.length > 0) {
    return item.variants.map((v, i) => ({ variantKey: `v${i}`, kind: 'platform', order: v.order.slice(), prompt: v.prompt }))
  }
  const letters = optionLetters(item)
  if (!shufflable(item, letters)) return [identity(letters)]
  if (settings.circular) {
    return rotations(letters).map((r, k) => ({ variantKey: `rot${k}`, kind: 'rotation', order: r.order }))
  }
  if (settings.permute) {
    const out: Presentation[] = []
    for (let s = 0; s < settings.samples; s++) {
      out.push({ variantKey: `p${s}`, kind: 'permutation', order: seededPermutation(letters, item.id, settings.seed, s).order })
    }
    return out
  }
  return [identity(letters)]
}

export interface ParsedVariantKey {
  kind: PresentationKind
  /** Rotation, sample or platform-variant index; 0 for the identity. */
  index: number
}

const KEY = /^(?:(id)|(rot|p|v)(0|[1-9][0-9]{0,8}))$/
const KINDS: Record<string, PresentationKind> = { rot: 'rotation', p: 'permutation', v: 'platform' }

/** Reads a variantKey back; null for a key this module never produces. */
export function parseVariantKey(key: string): ParsedVariantKey | null {
  const m = KEY.exec(key)
  if (!m) return null
  if (m[1]) return { kind: 'identity', index: 0 }
  return { kind: KINDS[m[2]], index: Number(m[3]) }
}

/**
 * Re-derives the order a stored response was given under, from its key alone: lets a resumed run or
 * an audit check that a recorded order is the one the plan would send. Null when the key cannot
 * belong to this item (a rotation or platform variant it does not have, an unknown key).
 */
export function orderForKey(item: PlanItem, key: string, seed: number): Order | null {
  const parsed = parseVariantKey(key)
  if (!parsed) return null
  switch (parsed.kind) {
    case 'platform': {
      const v = item.variants?.[parsed.index]
      return v ? { order: v.order.slice() } : null
    }
    case 'identity':
      return identityOrder(optionLetters(item))
    case 'rotation': {
      const r = rotations(optionLetters(item))
      return r[parsed.index] ?? null
    }
    case 'permutation':
      return seededPermutation(optionLetters(item), item.id, seed, parsed.index)
  }
}
