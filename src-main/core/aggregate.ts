// Aggregation of item scores into the report's numbers (DESIGN §3), on a 0–100 scale.
//
// Hierarchy (each level an unweighted mean of the level below, so a task with 2,000 items does not
// drown a task with 30, and a dimension with many tasks does not drown one with few):
//   task      = mean of its items' scores
//   dimension = mean of its tasks
//   track     = mean of its dimensions
//   overall   = mean of the tracks
// Flat groupings, per primary specialty and per source: mean of their items.
//
// Intervals: 95% percentile bootstrap, B = 1000 by default, seeded.
//  - Hierarchical levels: items are resampled with replacement WITHIN each task (stratified by task),
//    and every task, dimension, track and overall mean is recomputed from the same resample. Tasks
//    are fixed by the benchmark's design, not sampled, so a resample never loses a task and the
//    interval reflects item sampling only.
//  - Flat groupings: items of the group are resampled; the seed is derived from the base seed and
//    the group's name, so adding a group does not move the others' intervals.
// Items are ordered by id inside each task before resampling: the same items and seed give the same
// intervals whatever order the results arrive in.

import { percentileBounds, BOOTSTRAP_DEFAULTS, resampleMean } from './bootstrap'
import { coreMessages, MbError } from './messages'
import { createRng, seedFromString } from './rng'
import type { Rng } from './rng'

export interface ItemResult {
  itemId: string
  /** 0..1. */
  score: number
  track: string
  dimension: string
  task: string
  specialtyPrimary: string
  source: string
}

export interface Estimate {
  /** 0–100; null when the group has no items. */
  mean: number | null
  lo: number | null
  hi: number | null
  /** Number of items under this node. */
  n: number
}

export interface TaskNode extends Estimate {
  task: string
}
export interface DimensionNode extends Estimate {
  dimension: string
  tasks: TaskNode[]
}
export interface TrackNode extends Estimate {
  track: string
  dimensions: DimensionNode[]
}

export interface AggregateOptions {
  seed?: number
  resamples?: number
  level?: number
}

export interface AggregateReport {
  overall: Estimate
  tracks: TrackNode[]
  bySpecialty: (Estimate & { specialty: string })[]
  bySource: (Estimate & { source: string })[]
  method: {
    scale: 100
    seed: number
    resamples: number
    level: number
    hierarchy: 'task=mean(items); dimension=mean(tasks); track=mean(dimensions); overall=mean(tracks)'
    bootstrap: string
  }
}

const EMPTY: Estimate = { mean: null, lo: null, hi: null, n: 0 }

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function mean(xs: ArrayLike<number>): number {
  let s = 0
  for (let i = 0; i < xs.length; i++) s += xs[i]
  return s / xs.length
}

function estimate(point: number, boot: Float64Array, level: number, n: number): Estimate {
  const [lo, hi] = percentileBounds(boot, level)
  return { mean: point * 100, lo: lo * 100, hi: hi * 100, n }
}

interface Task {
  name: string
  scores: Float64Array
  draw: Draw
  boot: Float64Array
}

/**
 * Above this many items a resampled mean is drawn from its normal limit N(mean, σ²/n) (σ² the
 * items' variance, as the bootstrap sees it) instead of by resampling n items: the same mean and
 * variance as the bootstrap's, different from it by far less than the intervals' own precision at
 * that size, and a 700,000-response report then takes milliseconds instead of minutes.
 */
export const NORMAL_LIMIT_ABOVE = 10_000

type Draw = (rng: Rng) => number

function drawer(scores: Float64Array): Draw {
  if (scores.length <= NORMAL_LIMIT_ABOVE) return (rng) => resampleMean(scores, rng)
  const m = mean(scores)
  let ss = 0
  for (let i = 0; i < scores.length; i++) ss += (scores[i] - m) ** 2
  const se = Math.sqrt(ss / scores.length / scores.length)
  // Box–Muller from two uniform draws of the same seeded stream.
  return (rng) => m + se * Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next())
}
interface Dim {
  name: string
  tasks: Task[]
  boot: Float64Array
}
interface Trk {
  name: string
  dims: Dim[]
  boot: Float64Array
}

function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>()
  for (const x of xs) {
    const k = key(x)
    const list = m.get(k)
    if (list) list.push(x)
    else m.set(k, [x])
  }
  return m
}

/**
 * A group's scores in an order that does not depend on the order results arrive in: by item id where
 * items are resampled (a resample picks positions), by value where the normal limit is drawn (only
 * the sum and the squares count, and a numeric sort of 700,000 numbers is far cheaper than sorting
 * 700,000 ids, while still fixing the floating-point summation order).
 */
function sortedScores(items: readonly ItemResult[]): Float64Array {
  if (items.length > NORMAL_LIMIT_ABOVE) return Float64Array.from(items, (r) => r.score).sort()
  const sorted = items.slice().sort((a, b) => byName(a.itemId, b.itemId))
  return Float64Array.from(sorted, (r) => r.score)
}

export function aggregate(results: readonly ItemResult[], opts: AggregateOptions = {}): AggregateReport {
  const seed = opts.seed ?? BOOTSTRAP_DEFAULTS.seed
  const B = opts.resamples ?? BOOTSTRAP_DEFAULTS.resamples
  const level = opts.level ?? BOOTSTRAP_DEFAULTS.level
  for (const r of results) {
    if (!(Number.isFinite(r.score) && r.score >= 0 && r.score <= 1)) {
      throw new MbError(coreMessages.invalidInput({ detail: `score of item ${r.itemId} is ${r.score}; scores must lie in [0, 1]` }))
    }
  }
  const method: AggregateReport['method'] = {
    scale: 100,
    seed,
    resamples: B,
    level,
    hierarchy: 'task=mean(items); dimension=mean(tasks); track=mean(dimensions); overall=mean(tracks)',
    bootstrap: `percentile; items resampled within each task for the hierarchy, within the group for specialty/source; a group of more than ${NORMAL_LIMIT_ABOVE} items draws its resampled mean from the normal limit N(mean, σ²/n)`,
  }
  if (results.length === 0) return { overall: EMPTY, tracks: [], bySpecialty: [], bySource: [], method }

  // Build the tree in name order, so output and resampling order never depend on input order.
  const tracks: Trk[] = []
  for (const [tName, tItems] of [...groupBy(results, (r) => r.track)].sort((a, b) => byName(a[0], b[0]))) {
    const dims: Dim[] = []
    for (const [dName, dItems] of [...groupBy(tItems, (r) => r.dimension)].sort((a, b) => byName(a[0], b[0]))) {
      const tasks: Task[] = []
      for (const [kName, kItems] of [...groupBy(dItems, (r) => r.task)].sort((a, b) => byName(a[0], b[0]))) {
        const scores = sortedScores(kItems)
        tasks.push({ name: kName, scores, draw: drawer(scores), boot: new Float64Array(B) })
      }
      dims.push({ name: dName, tasks, boot: new Float64Array(B) })
    }
    tracks.push({ name: tName, dims, boot: new Float64Array(B) })
  }
  const overallBoot = new Float64Array(B)

  const rng = createRng(seed)
  for (let b = 0; b < B; b++) {
    let overall = 0
    for (const t of tracks) {
      let tSum = 0
      for (const d of t.dims) {
        let dSum = 0
        for (const k of d.tasks) {
          const m = k.draw(rng)
          k.boot[b] = m
          dSum += m
        }
        d.boot[b] = dSum / d.tasks.length
        tSum += d.boot[b]
      }
      t.boot[b] = tSum / t.dims.length
      overall += t.boot[b]
    }
    overallBoot[b] = overall / tracks.length
  }

  let overallPoint = 0
  const trackNodes: TrackNode[] = tracks.map((t) => {
    let tPoint = 0
    let tN = 0
    const dimensions: DimensionNode[] = t.dims.map((d) => {
      let dPoint = 0
      let dN = 0
      const tasks: TaskNode[] = d.tasks.map((k) => {
        const p = mean(k.scores)
        dPoint += p
        dN += k.scores.length
        return { task: k.name, ...estimate(p, k.boot, level, k.scores.length) }
      })
      dPoint /= d.tasks.length
      tPoint += dPoint
      tN += dN
      return { dimension: d.name, ...estimate(dPoint, d.boot, level, dN), tasks }
    })
    tPoint /= t.dims.length
    overallPoint += tPoint
    return { track: t.name, ...estimate(tPoint, t.boot, level, tN), dimensions }
  })
  overallPoint /= tracks.length

  const flat = (kind: string, key: (r: ItemResult) => string): [string, Estimate][] =>
    [...groupBy(results, key)]
      .sort((a, b) => byName(a[0], b[0]))
      .map(([name, items]) => {
        const scores = sortedScores(items)
        const r = createRng((seed ^ seedFromString(`${kind}:${name}`)) >>> 0)
        const boot = new Float64Array(B)
        const draw = drawer(scores)
        for (let b = 0; b < B; b++) boot[b] = draw(r)
        return [name, estimate(mean(scores), boot, level, scores.length)]
      })

  return {
    overall: estimate(overallPoint, overallBoot, level, results.length),
    tracks: trackNodes,
    bySpecialty: flat('specialty', (r) => r.specialtyPrimary).map(([specialty, e]) => ({ specialty, ...e })),
    bySource: flat('source', (r) => r.source).map(([source, e]) => ({ source, ...e })),
    method,
  }
}
