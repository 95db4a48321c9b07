// Two runs side by side: on the items both scored, the mean difference (B − A) per dimension and
// overall with a paired bootstrap interval (items resampled, each carrying both of its scores), so a
// difference is judged against the spread of per-item differences, not of two independent means.
import { bootstrapMeanCI } from '../bootstrap'

export interface PairedItem {
  itemId: string
  dimension: string
  a: number
  b: number
}

export interface Difference {
  /** B − A on 0–100. */
  diff: number
  ci_low: number
  ci_high: number
  n: number
  a: number
  b: number
}

function diffOf(items: PairedItem[], seed: number, resamples: number): Difference | null {
  if (items.length === 0) return null
  const sorted = [...items].sort((x, y) => (x.itemId < y.itemId ? -1 : x.itemId > y.itemId ? 1 : 0))
  const ci = bootstrapMeanCI(
    sorted.map((i) => i.b - i.a),
    { seed, resamples },
  )!
  const mean = (f: (i: PairedItem) => number) => (100 * sorted.reduce((s, i) => s + f(i), 0)) / sorted.length
  return { diff: ci.mean * 100, ci_low: ci.lo * 100, ci_high: ci.hi * 100, n: sorted.length, a: mean((i) => i.a), b: mean((i) => i.b) }
}

export function pairedComparison(items: PairedItem[], seed = 1, resamples = 1000): { overall: Difference | null; by_dimension: Record<string, Difference> } {
  const dims = new Map<string, PairedItem[]>()
  for (const i of items) dims.set(i.dimension, [...(dims.get(i.dimension) ?? []), i])
  const by: Record<string, Difference> = {}
  for (const [d, list] of [...dims].sort((x, y) => (x[0] < y[0] ? -1 : 1))) by[d] = diffOf(list, seed, resamples)!
  return { overall: diffOf(items, seed, resamples), by_dimension: by }
}
