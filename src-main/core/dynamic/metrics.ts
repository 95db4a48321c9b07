// Dynamic-evaluation metrics of a run, computed from its stored responses (DESIGN §4). Pure: the
// runner passes one record per planned presentation; nothing is read or written here.
//
// Conventions, shared by every metric:
//  - A record with correct === null is missing (the call failed or was never answered). Missing
//    presentations are never dropped silently: each metric reports them beside its rate, and the
//    all-or-nothing metrics (circular, all copies right, consistency) count an item with a missing
//    presentation as failed.
//  - A record with correct === false and presentedAnswer '' was answered with no recognisable letter:
//    an answer, and a wrong one.
//  - Rates are shares in [0, 1] (aggregate.ts scales to 0–100 for the report) and null when there is
//    nothing to divide by; every rate comes with the counts it was computed from.
//  - (itemId, variantKey) identifies a response; a repeated pair is rejected, because which of two
//    answers to keep (a retry, a resumed run) is the runner's decision, not the metric's.
//  - Per-item lists are sorted by itemId, so results never depend on the order records arrive in.

import { mapPresentedToCanonical } from '../score/variants'
import { parseVariantKey } from './plan'
import { invalid } from './validate'

export interface ResponseRecord {
  itemId: string
  /** The presentation's key from planPresentations ('id', 'rot2', 'p0', 'v3'). */
  variantKey: string
  /** The order the item was presented in: order[i] is the canonical letter at presented position i. */
  order: string[]
  /** Letters the model gave, as presented positions ('AC'); '' when it gave none. */
  presentedAnswer: string
  /** null: failed or unanswered. */
  correct: boolean | null
}

/** Presentation-level accuracy. */
export interface AccuracyStat {
  /** correct / n; null when n is 0. */
  rate: number | null
  correct: number
  /** Answered presentations (correct !== null). */
  n: number
  /** Presentations with correct === null, not in n. */
  n_missing: number
}

export interface ItemOutcome {
  itemId: string
  /** 1 when the item counts as right, else 0 (ready for aggregate.ts as an item score). */
  score: 0 | 1
  /** A presentation of the item was missing (and the item was therefore counted as wrong). */
  incomplete: boolean
}

export interface CircularStat {
  /** Items with every rotation answered right, over items with rotations. */
  rate: number | null
  correct: number
  /** Items that had rotation presentations. */
  n: number
  /** Items with a rotation absent or unanswered; counted as wrong, included in n. */
  n_incomplete: number
  items: ItemOutcome[]
}

export interface ConsistencyStat {
  /** Consistent items over items with at least two presentations. */
  rate: number | null
  consistent: number
  n: number
  /** Items with an unanswered presentation; counted as inconsistent, included in n. */
  n_incomplete: number
  /** Items with a single presentation: nothing to agree with, left out of n. */
  n_single: number
}

export interface LetterShare {
  /** Presented letter (position): 'A' is the first option shown. */
  letter: string
  /** Times this position was chosen. */
  count: number
  /** count / n_letters; null when no letter was chosen at all. */
  share: number | null
  /**
   * The share a chooser blind to position would give this letter, given the same presentations and
   * the same number of letters per answer (k letters over n options: k/n to each position). Under
   * shuffled presentations, share far from uniform is position bias.
   */
  uniform: number | null
}

export interface PositionPrior {
  letters: LetterShare[]
  /** Letters chosen in total (the denominator of every share). */
  n_letters: number
  /** Answered presentations (correct !== null). */
  n: number
  /** Answered presentations with no letter inside their options. */
  n_no_letter: number
  /** Letters naming a position beyond the presented options (not counted in any share). */
  n_out_of_range: number
  /** Presentations with correct === null, left out. */
  n_missing: number
}

export interface PlatformItem {
  itemId: string
  /** Copies the item has (highest 'v' index + 1). */
  copies: number
  right: number
  /** Copies absent or unanswered; counted as wrong. */
  n_missing: number
  /** right / copies: the platform's per-item score. */
  score: number
  allRight: boolean
}

export interface PlatformStat {
  /** Mean over items of the per-item score; null without platform items. */
  score: { mean: number | null; n: number }
  /** Items with every copy answered right. */
  allRight: { rate: number | null; correct: number; n: number }
  n_copies: number
  n_missing: number
  /** Items with at least one missing copy. */
  n_incomplete: number
  items: PlatformItem[]
}

export interface DynamicMetrics {
  /** Identity presentations only ('id', 'rot0'); n = 0 when the run sent none. */
  plain: AccuracyStat
  /** Every presentation, whatever its kind. */
  permuted: AccuracyStat
  circular: CircularStat
  consistency: ConsistencyStat
  positionPrior: PositionPrior
  platform: PlatformStat
}

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function rate(num: number, den: number): number | null {
  return den === 0 ? null : num / den
}

/** Groups records by item (ids sorted) and rejects a repeated (itemId, variantKey). */
function groupByItem(records: readonly ResponseRecord[]): [string, ResponseRecord[]][] {
  const groups = new Map<string, ResponseRecord[]>()
  const seen = new Set<string>()
  for (const r of records) {
    const pair = JSON.stringify([r.itemId, r.variantKey])
    if (seen.has(pair)) invalid(`item "${r.itemId}" has two responses for presentation ${r.variantKey}`)
    seen.add(pair)
    const list = groups.get(r.itemId)
    if (list) list.push(r)
    else groups.set(r.itemId, [r])
  }
  return [...groups].sort((a, b) => byId(a[0], b[0]))
}

function checkUnique(records: readonly ResponseRecord[]): void {
  groupByItem(records)
}

function accuracy(records: readonly ResponseRecord[]): AccuracyStat {
  let correct = 0
  let n = 0
  let missing = 0
  for (const r of records) {
    if (r.correct === null) missing++
    else {
      n++
      if (r.correct) correct++
    }
  }
  return { rate: rate(correct, n), correct, n, n_missing: missing }
}

/** True for the keys that name the canonical presentation: 'id' and the first rotation. */
export function isIdentityKey(key: string): boolean {
  const p = parseVariantKey(key)
  return p !== null && (p.kind === 'identity' || (p.kind === 'rotation' && p.index === 0))
}

/**
 * Accuracy on the canonical presentation only. Chosen by key, not by looking at the order: a random
 * permutation that happens to be the identity would otherwise pull a random handful of items into
 * "plain" accuracy in a permute-only run.
 */
export function plainAccuracy(records: readonly ResponseRecord[]): AccuracyStat {
  checkUnique(records)
  return accuracy(records.filter((r) => isIdentityKey(r.variantKey)))
}

/** Mean correctness over every answered presentation; missing ones are counted in n_missing. */
export function permutedAccuracy(records: readonly ResponseRecord[]): AccuracyStat {
  checkUnique(records)
  return accuracy(records)
}

/**
 * Circular evaluation: an item counts only if every one of its rotations was answered right. The
 * rotations an item should have are rot0…rot{n-1} for its n options (the length of the recorded
 * orders), so an absent rotation record is noticed as well as an unanswered one; either makes the
 * item incomplete, and an incomplete item counts as wrong.
 */
export function circularAccuracy(records: readonly ResponseRecord[]): CircularStat {
  const items: ItemOutcome[] = []
  let correct = 0
  let incomplete = 0
  for (const [itemId, list] of groupByItem(records)) {
    const byIndex = new Map<number, ResponseRecord>()
    let options = 0
    for (const r of list) {
      const p = parseVariantKey(r.variantKey)
      if (p?.kind !== 'rotation') continue
      byIndex.set(p.index, r)
      options = Math.max(options, r.order.length)
    }
    if (byIndex.size === 0) continue
    for (const k of byIndex.keys()) {
      if (k >= options) invalid(`item "${itemId}" has rotation rot${k} but only ${options} options`)
    }
    let allRight = true
    let missing = false
    for (let k = 0; k < options; k++) {
      const r = byIndex.get(k)
      if (!r || r.correct === null) missing = true
      else if (!r.correct) allRight = false
    }
    const right = allRight && !missing
    if (right) correct++
    if (missing) incomplete++
    items.push({ itemId, score: right ? 1 : 0, incomplete: missing })
  }
  return { rate: rate(correct, items.length), correct, n: items.length, n_incomplete: incomplete, items }
}

/**
 * Share of items whose answers, mapped back to canonical letters, are the same in every presentation.
 * An empty answer agrees with nothing (otherwise a model that never answers would be perfectly
 * consistent); an unanswered presentation makes the item incomplete and inconsistent.
 */
export function consistency(records: readonly ResponseRecord[]): ConsistencyStat {
  let n = 0
  let consistent = 0
  let incomplete = 0
  let single = 0
  for (const [, list] of groupByItem(records)) {
    if (list.length < 2) {
      single++
      continue
    }
    n++
    if (list.some((r) => r.correct === null)) {
      incomplete++
      continue
    }
    const first = mapPresentedToCanonical(list[0].presentedAnswer, list[0])
    if (first !== '' && list.every((r) => mapPresentedToCanonical(r.presentedAnswer, r) === first)) consistent++
  }
  return { rate: rate(consistent, n), consistent, n, n_incomplete: incomplete, n_single: single }
}

/**
 * How often each presented position is chosen (position bias). Every distinct letter of an answer
 * counts once ('AC' adds one to A and one to C; 'AA' one to A), so shares sum to 1 over the letters
 * chosen. Letters run from A to the largest option count seen, zeros included.
 */
export function positionPrior(records: readonly ResponseRecord[]): PositionPrior {
  checkUnique(records)
  const counts: number[] = []
  const uniform: number[] = []
  let width = 0
  let nLetters = 0
  let answered = 0
  let noLetter = 0
  let outOfRange = 0
  let missing = 0
  for (const r of records) {
    if (r.correct === null) {
      missing++
      continue
    }
    answered++
    const size = r.order.length
    width = Math.max(width, size)
    let mask = 0
    for (let i = 0; i < r.presentedAnswer.length; i++) {
      const idx = r.presentedAnswer.charCodeAt(i) - 65
      if (idx >= 0 && idx < 26) mask |= 1 << idx
    }
    let k = 0
    for (let idx = 0; idx < 26; idx++) {
      if (!(mask & (1 << idx))) continue
      if (idx >= size) {
        outOfRange++
        continue
      }
      counts[idx] = (counts[idx] ?? 0) + 1
      k++
    }
    if (k === 0) noLetter++
    nLetters += k
    for (let idx = 0; idx < size && k > 0; idx++) uniform[idx] = (uniform[idx] ?? 0) + k / size
  }
  const letters: LetterShare[] = []
  for (let idx = 0; idx < width; idx++) {
    const count = counts[idx] ?? 0
    letters.push({
      letter: String.fromCharCode(65 + idx),
      count,
      share: rate(count, nLetters),
      uniform: rate(uniform[idx] ?? 0, nLetters),
    })
  }
  return { letters, n_letters: nLetters, n: answered, n_no_letter: noLetter, n_out_of_range: outOfRange, n_missing: missing }
}

/**
 * The platform's own copies ('v' keys): per-item score = share of its copies answered right, a
 * missing copy counting as wrong as it does on the platform (every record must carry an answer); the
 * "all copies right" rate is the strict, circular-style reading. An item's copies are v0…v{max}: a
 * gap in the indices is a missing copy. A trailing copy can only be seen as missing if the runner
 * records it (with correct: null), as it should for every planned presentation.
 */
export function platformCopies(records: readonly ResponseRecord[]): PlatformStat {
  const items: PlatformItem[] = []
  let sum = 0
  let allRight = 0
  let copiesTotal = 0
  let missingTotal = 0
  let incomplete = 0
  for (const [itemId, list] of groupByItem(records)) {
    let copies = 0
    let right = 0
    let answered = 0
    for (const r of list) {
      const p = parseVariantKey(r.variantKey)
      if (p?.kind !== 'platform') continue
      copies = Math.max(copies, p.index + 1)
      if (r.correct !== null) answered++
      if (r.correct === true) right++
    }
    if (copies === 0) continue
    const missing = copies - answered
    const score = right / copies
    const all = right === copies
    items.push({ itemId, copies, right, n_missing: missing, score, allRight: all })
    sum += score
    if (all) allRight++
    copiesTotal += copies
    missingTotal += missing
    if (missing > 0) incomplete++
  }
  const n = items.length
  return {
    score: { mean: rate(sum, n), n },
    allRight: { rate: rate(allRight, n), correct: allRight, n },
    n_copies: copiesTotal,
    n_missing: missingTotal,
    n_incomplete: incomplete,
    items,
  }
}

/** Every dynamic metric of a run's responses. */
export function dynamicMetrics(records: readonly ResponseRecord[]): DynamicMetrics {
  return {
    plain: plainAccuracy(records),
    permuted: permutedAccuracy(records),
    circular: circularAccuracy(records),
    consistency: consistency(records),
    positionPrior: positionPrior(records),
    platform: platformCopies(records),
  }
}
