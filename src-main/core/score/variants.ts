// Permuted presentations of one choice item (DESIGN §4, MedBench's five shuffles, circular eval).
// A variant's order[i] is the canonical letter shown at position i: presented "A" means order[0].

import type { Variant } from '../types'

type Order = Pick<Variant, 'order'>

/**
 * Maps presented letters back to canonical ones, sorted and de-duplicated. A presented letter beyond
 * the variant's options is dropped (it named no option).
 */
export function mapPresentedToCanonical(answer: string, variant: Order): string {
  let mask = 0
  for (let i = 0; i < answer.length; i++) {
    const idx = answer.charCodeAt(i) - 65
    if (idx < 0 || idx >= variant.order.length) continue
    const canon = variant.order[idx].charCodeAt(0) - 65
    if (canon >= 0 && canon < 26) mask |= 1 << canon
  }
  let out = ''
  for (let i = 0; i < 26; i++) if (mask & (1 << i)) out += String.fromCharCode(65 + i)
  return out
}

const presentedCache = new WeakMap<object, { from: Record<string, string>; presented: Record<string, string> }>()

/** The options as the model saw them under a variant: presented letter → canonical option text. */
export function presentedOptions(options: Record<string, string>, variant: Order): Record<string, string> {
  if (isIdentity(options, variant.order)) return options
  const hit = presentedCache.get(variant)
  if (hit && hit.from === options) return hit.presented
  const presented: Record<string, string> = {}
  variant.order.forEach((canon, i) => {
    const text = options[canon]
    if (text !== undefined) presented[String.fromCharCode(65 + i)] = text
  })
  presentedCache.set(variant, { from: options, presented })
  return presented
}

/** Whether the order shows exactly the options' letters in their own order (a plain presentation). */
function isIdentity(options: Record<string, string>, order: readonly string[]): boolean {
  let i = 0
  for (const k in options) {
    if (order[i] !== k || k.charCodeAt(0) !== 65 + i) return false
    i++
  }
  return i === order.length
}
