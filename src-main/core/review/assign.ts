// Assignment of one review round (issue 7, "Assignment by specialty with load balancing").
//
// For each item, in the order given, pick `perItem` distinct reviewers:
//   hard rules: never the item's author; never a reviewer at capacity; never the same reviewer twice;
//   preference, in this order:
//     1. reviewers of the item's specialty who did not review it in an earlier round,
//     2. reviewers of the item's specialty who did (a qualified second look beats none),
//     3. other reviewers who did not review it earlier (only when the specialty has too few),
//     4. other reviewers who did;
//   within a tier, least loaded first, ties broken by a seeded random draw (a fresh draw each time a
//   reviewer's load changes, so pairings vary and the same seed gives the same assignment).
// Items that could not get `perItem` reviewers, items given reviewers outside their specialty and
// items given a reviewer of an earlier round are listed in the result, never dropped quietly.
//
// Speed: one min-heap per specialty plus one of everybody (loadHeap.ts). An item pops about perItem
// entries; a chosen reviewer is pushed again into each heap they belong to, and older entries go stale
// (dropped on pop; a heap full of them is rebuilt). Measured: 700,000 items × 50 reviewers, 2 per item,
// about 0.7–0.9 s of CPU on a busy shared 2-core machine (3 per item with many fallbacks: about 2 s).
import { MbError, defineMessages } from '../messages'
import type { Msg } from '../messages'
import { createRng } from '../rng'
import { LoadHeap, MAX_HEAP_LOAD } from './loadHeap'
import { MAX_REVIEWERS_PER_ITEM } from './plan'

export interface AssignItem {
  id: string
  /** The item's primary specialty; null when it has none (then every reviewer fits equally). */
  specialty: string | null
  /** Actor id of the item's author (of its current version); never assigned to review it. */
  authorId: string | null
}

export interface AssignReviewer {
  id: string
  specialties: readonly string[]
  /** Open assignments the reviewer already has. */
  load: number
  /** The most open assignments the reviewer takes; no limit when absent. */
  capacity?: number
}

export interface AssignInput {
  /** Distinct items (the bank's ids are unique; an id given twice would be staffed twice). */
  items: readonly AssignItem[]
  reviewers: readonly AssignReviewer[]
  perItem: number
  seed: number
  /** Reviewers who reviewed each item in earlier rounds (round 2 and later). */
  earlier?: ReadonlyMap<string, readonly string[]>
}

/**
 * Flat, because a round may hold 700,000 items and an object per item costs more than the work:
 * item i's reviewers are slots[i·perItem … i·perItem + perItem − 1], each an index into `reviewerIds`
 * (the input's reviewers, in order), −1 where the item could not be staffed (see `short`).
 * assignedTo(result, i) gives them as ids.
 */
export interface AssignResult {
  perItem: number
  slots: Int32Array
  reviewerIds: string[]
  /** Each reviewer's load after this round, by id. */
  loads: Map<string, number>
  short: { itemId: string; got: number; wanted: number }[]
  /** Items of a specialty given reviewers outside it; `reviewerIds` names those reviewers. */
  outsideSpecialty: { itemId: string; reviewerIds: string[] }[]
  /** Items given a reviewer who reviewed them in an earlier round. */
  repeats: { itemId: string; reviewerIds: string[] }[]
  /** What the coordinator should read: one message per kind of compromise made. */
  notes: Msg[]
}

const m = defineMessages('review.assign', {
  badPerItem: {
    zh: (p) => `每题审核人数应为 1 到 ${MAX_REVIEWERS_PER_ITEM}，而不是 ${p.n}`,
    en: (p) => `reviewers per item must be 1 to ${MAX_REVIEWERS_PER_ITEM}, not ${p.n}`,
  },
  duplicateReviewer: {
    zh: (p) => `审核人“${p.id}”在名单中出现了两次`,
    en: (p) => `reviewer "${p.id}" is listed twice`,
  },
  badLoad: {
    zh: (p) => `审核人“${p.id}”的任务量 ${p.load} 无效（应为 0 到 ${MAX_HEAP_LOAD} 的整数）`,
    en: (p) => `reviewer "${p.id}" has an invalid load ${p.load} (an integer from 0 to ${MAX_HEAP_LOAD})`,
  },
  short: {
    zh: (p) => `${p.count} 道题目未能配齐 ${p.n} 名审核人（可用的审核人不足，或已达任务上限），例如“${p.example}”`,
    en: (p) => `${p.count} item(s) could not get ${p.n} reviewers (too few eligible reviewers, or reviewers at capacity), e.g. "${p.example}"`,
  },
  outside: {
    zh: (p) => `${p.count} 道题目本专科的审核人不足，部分交给了其他专科的审核人，例如“${p.example}”`,
    en: (p) => `${p.count} item(s) had too few reviewers of their specialty and were given reviewers of other specialties, e.g. "${p.example}"`,
  },
  repeats: {
    zh: (p) => `${p.count} 道题目没有足够的新审核人，由上一轮的审核人再次审核，例如“${p.example}”`,
    en: (p) => `${p.count} item(s) had too few new reviewers and were given a reviewer of an earlier round, e.g. "${p.example}"`,
  },
})

/** Rebuild a heap once stale entries outnumber live ones this many times over. */
const STALE_FACTOR = 4

export function assignRound(input: AssignInput): AssignResult {
  const { items, reviewers, perItem } = input
  if (!Number.isInteger(perItem) || perItem < 1 || perItem > MAX_REVIEWERS_PER_ITEM) throw new MbError(m.badPerItem({ n: String(perItem) }))
  const rng = createRng(input.seed)
  const R = reviewers.length
  const index = new Map<string, number>()
  const load = new Float64Array(R)
  const cap = new Float64Array(R)
  const ver = new Int32Array(R)
  reviewers.forEach((r, i) => {
    if (index.has(r.id)) throw new MbError(m.duplicateReviewer({ id: r.id }))
    if (!Number.isInteger(r.load) || r.load < 0 || r.load > MAX_HEAP_LOAD) throw new MbError(m.badLoad({ id: r.id, load: String(r.load) }))
    index.set(r.id, i)
    load[i] = r.load
    cap[i] = Math.min(r.capacity ?? Infinity, MAX_HEAP_LOAD)
  })

  // Heap 0 holds everybody; one more per specialty. memberOf[r] lists the heaps reviewer r is in.
  const heaps: LoadHeap[] = [new LoadHeap()]
  const members: number[][] = [reviewers.map((_, i) => i)]
  const bySpecialty = new Map<string, number>()
  const memberOf: number[][] = reviewers.map(() => [0])
  reviewers.forEach((r, i) => {
    for (const s of new Set(r.specialties)) {
      let h = bySpecialty.get(s)
      if (h === undefined) {
        h = heaps.length
        bySpecialty.set(s, h)
        heaps.push(new LoadHeap())
        members.push([])
      }
      members[h].push(i)
      memberOf[i].push(h)
    }
  })
  const rebuild = (h: number) => {
    heaps[h].clear()
    for (const r of members[h]) if (load[r] < cap[r]) heaps[h].push(LoadHeap.key(load[r], rng.nextUint32()), r, ver[r])
  }
  for (let h = 0; h < heaps.length; h++) rebuild(h)

  const slots = new Int32Array(items.length * perItem).fill(-1)
  const result: AssignResult = {
    perItem,
    slots,
    reviewerIds: reviewers.map((r) => r.id),
    loads: new Map(),
    short: [],
    outsideSpecialty: [],
    repeats: [],
    notes: [],
  }
  // Per-item scratch, reused (typed arrays with counts: resizing plain arrays per item is slow).
  // Valid entries popped per item are at most one per reviewer per heap drawn from (two heaps).
  const backKey = new Float64Array(2 * R + 2)
  const backWho = new Int32Array(2 * R + 2)
  const backVer = new Int32Array(2 * R + 2)
  const backHeap = new Int32Array(2 * R + 2)
  let nBack = 0
  const chosen = new Int32Array(perItem)
  let nChosen = 0
  const repeatPool = new Int32Array(R + 1)
  const earlier = new Int32Array(R + 1)
  let nEarlier = 0
  let author = -1
  const isChosen = (r: number) => {
    for (let i = 0; i < nChosen; i++) if (chosen[i] === r) return true
    return false
  }
  const isEarlier = (r: number) => {
    for (let i = 0; i < nEarlier; i++) if (earlier[i] === r) return true
    return false
  }

  // Takes fresh reviewers from heap h until the item is staffed or the heap is empty, then, if still
  // short, reviewers of an earlier round met on the way (least loaded first).
  const draw = (h: number) => {
    const heap = heaps[h]
    let nRepeat = 0
    while (nChosen < perItem && heap.size > 0) {
      const r = heap.topReviewer()
      const key = heap.topKey()
      const v = heap.topVersion()
      heap.pop()
      if (v !== ver[r] || load[r] >= cap[r]) continue
      backKey[nBack] = key
      backWho[nBack] = r
      backVer[nBack] = v
      backHeap[nBack++] = h
      if (r === author || isChosen(r)) continue
      if (isEarlier(r)) repeatPool[nRepeat++] = r
      else chosen[nChosen++] = r
    }
    for (let i = 0; i < nRepeat && nChosen < perItem; i++) chosen[nChosen++] = repeatPool[i]
  }

  const earlierOf = input.earlier
  for (let it = 0; it < items.length; it++) {
    const item = items[it]
    author = item.authorId === null ? -1 : (index.get(item.authorId) ?? -1)
    nEarlier = 0
    const before = earlierOf?.get(item.id)
    if (before) for (const id of before) {
      const r = index.get(id)
      if (r !== undefined) earlier[nEarlier++] = r
    }
    nChosen = 0
    nBack = 0

    // Specialists first; everybody else only when the specialty cannot staff the item. Every
    // eligible specialist was popped by then, so draw(0) meets no specialist it could still take.
    const special = item.specialty === null ? undefined : bySpecialty.get(item.specialty)
    if (special !== undefined) draw(special)
    // chosen[0 … fromSpecialty − 1] are of the item's specialty, the rest are not.
    const fromSpecialty = item.specialty === null ? perItem : nChosen
    if (nChosen < perItem) draw(0)

    // Put back the entries popped but not chosen, unchanged; chosen reviewers get fresh entries.
    for (let i = 0; i < nBack; i++) if (!isChosen(backWho[i])) heaps[backHeap[i]].push(backKey[i], backWho[i], backVer[i])
    let outside: string[] | null = null
    let again: string[] | null = null
    for (let i = 0; i < nChosen; i++) {
      const r = chosen[i]
      slots[it * perItem + i] = r
      if (i >= fromSpecialty) (outside ??= []).push(reviewers[r].id)
      if (nEarlier > 0 && isEarlier(r)) (again ??= []).push(reviewers[r].id)
      load[r]++
      ver[r]++
      if (load[r] >= cap[r]) continue
      for (const h of memberOf[r]) {
        heaps[h].push(LoadHeap.key(load[r], rng.nextUint32()), r, ver[r])
        if (heaps[h].size > STALE_FACTOR * members[h].length + 16) rebuild(h)
      }
    }
    if (nChosen < perItem) result.short.push({ itemId: item.id, got: nChosen, wanted: perItem })
    if (outside) result.outsideSpecialty.push({ itemId: item.id, reviewerIds: outside })
    if (again) result.repeats.push({ itemId: item.id, reviewerIds: again })
  }

  reviewers.forEach((r, i) => result.loads.set(r.id, load[i]))
  const note = (list: { itemId: string }[], make: (p: { count: number; n: number; example: string }) => Msg) => {
    if (list.length) result.notes.push(make({ count: list.length, n: perItem, example: list[0].itemId }))
  }
  note(result.short, m.short)
  note(result.outsideSpecialty, m.outside)
  note(result.repeats, m.repeats)
  return result
}

/** Item i's reviewers (by input position), as ids. */
export function assignedTo(result: AssignResult, i: number): string[] {
  const out: string[] = []
  for (let j = i * result.perItem; j < (i + 1) * result.perItem; j++) if (result.slots[j] >= 0) out.push(result.reviewerIds[result.slots[j]])
  return out
}
