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

/**
 * The items of one combination of grouping columns, in item-id order. `ordinals` are the items'
 * positions in the id order of the whole result set, so groups that share a task or a specialty can
 * be merged back into id order without their ids.
 */
export interface ScoreGroup {
  track: string
  dimension: string
  task: string
  specialtyPrimary: string
  source: string
  /** 0..1, one per item. */
  scores: Float64Array
  ordinals: Int32Array
}

/**
 * Item ids in Unicode code-point order, the order SQLite's BINARY collation gives UTF-8 text, so
 * results sorted here and rows sorted by SQLite resample identically. JavaScript's `<` compares UTF-16
 * units, which agrees unless a character above U+FFFF meets one in U+E000–U+FFFF.
 */
export function compareIds(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    const xs = x >= 0xd800 && x <= 0xdfff
    const ys = y >= 0xd800 && y <= 0xdfff
    return xs === ys ? x - y : xs ? 1 : -1
  }
  return a.length - b.length
}

const SURROGATE = /[\uD800-\uDFFF]/

/** Item results as score groups: ids sorted once, each group's items in that order. */
export function scoreGroups(results: readonly ItemResult[]): ScoreGroup[] {
  const byId = results.slice()
  // The native comparison is several times faster and agrees with code-point order without surrogates.
  if (byId.some((r) => SURROGATE.test(r.itemId))) byId.sort((a, b) => compareIds(a.itemId, b.itemId))
  else byId.sort((a, b) => byName(a.itemId, b.itemId))
  const groups = new Map<string, { g: Omit<ScoreGroup, 'scores' | 'ordinals'>; scores: number[]; ordinals: number[] }>()
  byId.forEach((r, i) => {
    const k = `${r.track}\u001f${r.dimension}\u001f${r.task}\u001f${r.specialtyPrimary}\u001f${r.source}`
    let e = groups.get(k)
    if (!e) groups.set(k, (e = { g: { track: r.track, dimension: r.dimension, task: r.task, specialtyPrimary: r.specialtyPrimary, source: r.source }, scores: [], ordinals: [] }))
    e.scores.push(r.score)
    e.ordinals.push(i)
  })
  return [...groups.values()].map((e) => ({ ...e.g, scores: Float64Array.from(e.scores), ordinals: Int32Array.from(e.ordinals) }))
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
 * The scores of several groups in an order that does not depend on the order results arrive in: by
 * item id where items are resampled (a resample picks positions), by value where the normal limit is
 * drawn (only the sum and the squares count, and a numeric sort of 700,000 numbers is far cheaper than
 * sorting 700,000 ids, while still fixing the floating-point summation order).
 */
function mergedScores(groups: readonly ScoreGroup[]): Float64Array {
  let n = 0
  for (const g of groups) n += g.scores.length
  if (n > NORMAL_LIMIT_ABOVE) {
    const out = new Float64Array(n)
    let at = 0
    for (const g of groups) {
      out.set(g.scores, at)
      at += g.scores.length
    }
    return out.sort()
  }
  if (groups.length === 1) return groups[0].scores
  const pairs: [number, number][] = []
  for (const g of groups) for (let i = 0; i < g.scores.length; i++) pairs.push([g.ordinals[i], g.scores[i]])
  pairs.sort((a, b) => a[0] - b[0])
  return Float64Array.from(pairs, (p) => p[1])
}

function methodOf(seed: number, B: number, level: number): AggregateReport['method'] {
  return {
    scale: 100,
    seed,
    resamples: B,
    level,
    hierarchy: 'task=mean(items); dimension=mean(tasks); track=mean(dimensions); overall=mean(tracks)',
    bootstrap: `percentile; items resampled within each task for the hierarchy, within the group for specialty/source; a group of more than ${NORMAL_LIMIT_ABOVE} items draws its resampled mean from the normal limit N(mean, σ²/n)`,
  }
}

export function aggregate(results: readonly ItemResult[], opts: AggregateOptions = {}): AggregateReport {
  for (const r of results) {
    if (!(Number.isFinite(r.score) && r.score >= 0 && r.score <= 1)) {
      throw new MbError(coreMessages.invalidInput({ detail: `score of item ${r.itemId} is ${r.score}; scores must lie in [0, 1]` }))
    }
  }
  return aggregateGroups(scoreGroups(results), opts)
}

/** aggregate() over items already grouped (see ScoreGroup): what a report read by SQL hands over. */
export function aggregateGroups(groups: readonly ScoreGroup[], opts: AggregateOptions = {}): AggregateReport {
  const seed = opts.seed ?? BOOTSTRAP_DEFAULTS.seed
  const B = opts.resamples ?? BOOTSTRAP_DEFAULTS.resamples
  const level = opts.level ?? BOOTSTRAP_DEFAULTS.level
  const method = methodOf(seed, B, level)
  let nItems = 0
  for (const g of groups) {
    nItems += g.scores.length
    for (let i = 0; i < g.scores.length; i++) {
      const x = g.scores[i]
      if (!(x >= 0 && x <= 1)) throw new MbError(coreMessages.invalidInput({ detail: `score of an item of task ${g.task} is ${x}; scores must lie in [0, 1]` }))
    }
  }
  if (nItems === 0) return { overall: EMPTY, tracks: [], bySpecialty: [], bySource: [], method }

  // Build the tree in name order, so output and resampling order never depend on input order.
  const tracks: Trk[] = []
  for (const [tName, tItems] of [...groupBy(groups, (r) => r.track)].sort((a, b) => byName(a[0], b[0]))) {
    const dims: Dim[] = []
    for (const [dName, dItems] of [...groupBy(tItems, (r) => r.dimension)].sort((a, b) => byName(a[0], b[0]))) {
      const tasks: Task[] = []
      for (const [kName, kItems] of [...groupBy(dItems, (r) => r.task)].sort((a, b) => byName(a[0], b[0]))) {
        const scores = mergedScores(kItems)
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

  const flat = (kind: string, key: (g: ScoreGroup) => string): [string, Estimate][] =>
    [...groupBy(groups, key)]
      .sort((a, b) => byName(a[0], b[0]))
      .map(([name, items]) => {
        const scores = mergedScores(items)
        const r = createRng((seed ^ seedFromString(`${kind}:${name}`)) >>> 0)
        const boot = new Float64Array(B)
        const draw = drawer(scores)
        for (let b = 0; b < B; b++) boot[b] = draw(r)
        return [name, estimate(mean(scores), boot, level, scores.length)]
      })

  return {
    overall: estimate(overallPoint, overallBoot, level, nItems),
    tracks: trackNodes,
    bySpecialty: flat('specialty', (r) => r.specialtyPrimary).map(([specialty, e]) => ({ specialty, ...e })),
    bySource: flat('source', (r) => r.source).map(([source, e]) => ({ source, ...e })),
    method,
  }
}
