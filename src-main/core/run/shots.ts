// Which dev examples a few-shot run shows before each question. Deterministic: a function of the run's
// seed, the question's id and the dev pool only, so a resumed or repeated run shows the same examples.
// Closest first: examples of the same task and type, then of the same type, then any; within each tier
// a seeded draw. O(k) per question however large the pool, so 100,000 questions plan in moments.
// Pure. Changing how this chooses means bumping the few-shot template version (prompt.ts).
import type { ItemType } from '../types'
import { createRng, seedFromString } from '../rng'

export interface ShotCandidate {
  id: string
  type: ItemType
  task: string
}

export class ShotPicker {
  private readonly byTaskType = new Map<string, string[]>()
  private readonly byType = new Map<string, string[]>()
  private readonly all: string[]

  constructor(candidates: readonly ShotCandidate[]) {
    // Sorted by id, so the draw does not depend on the order the bank returned them in.
    const sorted = [...candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    for (let i = 1; i < sorted.length; i++) if (sorted[i].id === sorted[i - 1].id) throw new Error(`dev example ${sorted[i].id} listed twice`)
    this.all = sorted.map((c) => c.id)
    for (const c of sorted) {
      push(this.byTaskType, `${c.type}\u0000${c.task}`, c.id)
      push(this.byType, c.type, c.id)
    }
  }

  get size(): number {
    return this.all.length
  }

  /** Up to k example ids for the question, closest tier first, each id once. */
  pick(question: { id: string; type: ItemType; task: string }, k: number, seed: number): string[] {
    if (k <= 0) return []
    const rng = createRng(seedFromString(`shots\u0000${seed}\u0000${question.id}`))
    const out: string[] = []
    const taken = new Set<string>()
    for (const tier of [this.byTaskType.get(`${question.type}\u0000${question.task}`), this.byType.get(question.type), this.all]) {
      if (!tier || out.length >= k) continue
      const free = tier.length - countIn(tier, taken)
      const want = Math.min(k - out.length, free)
      if (want <= 0) continue
      if (free <= 4 * want) {
        // Small tier: shuffle what is left and take the first ones.
        const left = tier.filter((id) => !taken.has(id))
        for (let i = 0; i < want; i++) {
          const j = i + rng.int(left.length - i)
          ;[left[i], left[j]] = [left[j], left[i]]
          out.push(left[i])
          taken.add(left[i])
        }
      } else {
        // Large tier: draw until `want` new ones (few misses: at most a quarter of it is taken).
        const target = out.length + want
        while (out.length < target) {
          const id = tier[rng.int(tier.length)]
          if (taken.has(id)) continue
          out.push(id)
          taken.add(id)
        }
      }
    }
    return out
  }
}

function push(map: Map<string, string[]>, key: string, id: string): void {
  const list = map.get(key)
  if (list) list.push(id)
  else map.set(key, [id])
}

/** How many of the taken ids (at most k ≤ 10) are in the tier (sorted by id, as every tier is). */
function countIn(tier: readonly string[], taken: ReadonlySet<string>): number {
  let n = 0
  for (const id of taken) if (binaryHas(tier, id)) n++
  return n
}

function binaryHas(sorted: readonly string[], id: string): boolean {
  let lo = 0
  let hi = sorted.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const v = sorted[mid]
    if (v === id) return true
    if (v < id) lo = mid + 1
    else hi = mid - 1
  }
  return false
}
