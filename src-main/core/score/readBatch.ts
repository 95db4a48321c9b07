// Many choice answers read in one call, in a shape that crosses to a worker thread cheaply: the items
// and presented orders once each, the answers as parallel columns. The same readChoice as one answer
// at a time; a batch may be cut into ranges read on different threads (services/runs/readSplit.ts).

import type { Item } from '../types'
import { readChoice, type ChoiceReading } from './readChoice'

export interface ChoiceBatch {
  /** The distinct items the answers belong to. */
  items: Pick<Item, 'type' | 'options'>[]
  /** The distinct presented orders; an empty order is a plain presentation. */
  orders: string[][]
  /** Per answer: its item's index in `items`. */
  item: Int32Array
  /** Per answer: its order's index in `orders`. */
  order: Int32Array
  outputs: string[]
  /** The distinct finish reasons; index 0 is none given. */
  reasons: (string | null)[]
  /** Per answer: its finish reason's index in `reasons`. */
  reason: Int32Array
}

/** The readings of a batch, as columns; `failed[i]` is 1 where reading threw (no reading). */
export interface BatchReadings {
  answer: string[]
  presented: string[]
  span: string[]
  rule: string[]
  failed: Uint8Array
}

export function emptyReadings(n: number): BatchReadings {
  return { answer: new Array<string>(n).fill(''), presented: new Array<string>(n).fill(''), span: new Array<string>(n).fill(''), rule: new Array<string>(n).fill(''), failed: new Uint8Array(n) }
}

/**
 * Reads the answers [from, to) of the batch into `into` from index `at` (default: a fresh set of
 * readings for the range). A reading that throws is marked failed, never lost with the rest.
 */
export function readChoiceBatch(batch: ChoiceBatch, from = 0, to = batch.outputs.length, into = emptyReadings(to - from), at = 0): BatchReadings {
  // One variant object per order: the reader caches an item's presented options per variant object.
  const variants = batch.orders.map((order) => (order.length > 0 ? { order } : undefined))
  for (let i = from; i < to; i++) {
    const j = at + i - from
    let r: ChoiceReading
    try {
      r = readChoice(batch.items[batch.item[i]], batch.outputs[i], { variant: variants[batch.order[i]], finishReason: batch.reasons[batch.reason[i]] })
    } catch {
      into.failed[j] = 1
      continue
    }
    into.answer[j] = r.answer
    into.presented[j] = r.presented
    into.span[j] = r.span
    into.rule[j] = r.rule
  }
  return into
}

/**
 * A batch's readings packed to cross between threads as numbers: answers, presented letters and
 * rules are few distinct strings (a table), and a span is where it stands in its output. Cloning
 * four strings per answer back would cost the waiting thread more than the reading it was spared.
 */
export interface PackedReadings {
  strings: string[]
  answer: Int32Array
  presented: Int32Array
  rule: Int32Array
  /** Where the span starts in the output, or -1: then `spanText` has it. */
  spanAt: Int32Array
  spanLength: Int32Array
  spanText: Record<number, string>
  failed: Uint8Array
}

export function packReadings(batch: ChoiceBatch, r: BatchReadings): PackedReadings {
  const n = r.failed.length
  const index = new Map<string, number>()
  const strings: string[] = []
  const id = (s: string) => {
    let k = index.get(s)
    if (k === undefined) index.set(s, (k = strings.push(s) - 1))
    return k
  }
  const p: PackedReadings = { strings, answer: new Int32Array(n), presented: new Int32Array(n), rule: new Int32Array(n), spanAt: new Int32Array(n), spanLength: new Int32Array(n), spanText: {}, failed: r.failed }
  for (let i = 0; i < n; i++) {
    p.answer[i] = id(r.answer[i])
    p.presented[i] = id(r.presented[i])
    p.rule[i] = id(r.rule[i])
    const span = r.span[i]
    const at = span === '' ? 0 : batch.outputs[i].indexOf(span)
    p.spanAt[i] = at
    p.spanLength[i] = span.length
    if (at < 0) p.spanText[i] = span
  }
  return p
}

/** Unpacks readings of answers [from, …) of `batch` into `into` at the same indexes. */
export function unpackReadings(batch: ChoiceBatch, p: PackedReadings, from: number, into: BatchReadings): void {
  for (let i = 0; i < p.failed.length; i++) {
    const j = from + i
    if ((into.failed[j] = p.failed[i])) continue
    into.answer[j] = p.strings[p.answer[i]]
    into.presented[j] = p.strings[p.presented[i]]
    into.rule[j] = p.strings[p.rule[i]]
    const at = p.spanAt[i]
    into.span[j] = at < 0 ? p.spanText[i] : batch.outputs[j].slice(at, at + p.spanLength[i])
  }
}

export function packedTransfer(p: PackedReadings): ArrayBuffer[] {
  return [p.answer, p.presented, p.rule, p.spanAt, p.spanLength, p.failed].map((a) => a.buffer as ArrayBuffer)
}

/** The reading of answer i of a batch's readings, or null where it failed. */
export function readingAt(r: BatchReadings, i: number): ChoiceReading | null {
  return r.failed[i] ? null : { answer: r.answer[i], presented: r.presented[i], span: r.span[i], rule: r.rule[i] }
}

/** Builds a batch answer by answer, sharing items and orders by identity and by their text. */
export class ChoiceBatchBuilder {
  private readonly itemIndex = new Map<object, number>()
  private lastItem: object | null = null
  private lastIndex = 0
  private readonly orderIndex = new Map<string, number>()
  private readonly items: Pick<Item, 'type' | 'options'>[] = []
  private readonly orders: string[][] = [[]]
  // Growing typed columns: a million pushes onto a plain array cost a report more than its reading of them.
  private itemOf = new Int32Array(1024)
  private orderOf = new Int32Array(1024)
  private readonly outputs: string[] = []
  private reasonOf = new Int32Array(1024)
  private readonly reasons: (string | null)[] = [null]

  /** Adds an answer and returns its index in the batch. */
  add(item: Pick<Item, 'type' | 'options'>, output: string, order: readonly string[], finishReason: string | null): number {
    // A chunk's answers come item by item: the last item is the likely one.
    let ii = item === this.lastItem ? this.lastIndex : this.itemIndex.get(item)
    if (ii === undefined) {
      this.itemIndex.set(item, (ii = this.items.length))
      this.items.push({ type: item.type, ...(item.options ? { options: item.options } : {}) })
    }
    this.lastItem = item
    this.lastIndex = ii
    let oi = 0
    if (order.length > 0) {
      const ok = order.join('\u001f')
      const known = this.orderIndex.get(ok)
      if (known === undefined) {
        this.orderIndex.set(ok, (oi = this.orders.length))
        this.orders.push([...order])
      } else oi = known
    }
    const n = this.outputs.length
    if (n === this.itemOf.length) {
      this.itemOf = grown(this.itemOf)
      this.orderOf = grown(this.orderOf)
      this.reasonOf = grown(this.reasonOf)
    }
    this.itemOf[n] = ii
    this.orderOf[n] = oi
    this.outputs.push(output)
    if (finishReason !== null) {
      // Servers send a handful of reasons ("stop", "length", "tool_calls"): a list is looked up fastest.
      let k = this.reasons.indexOf(finishReason)
      if (k < 0) k = this.reasons.push(finishReason) - 1
      this.reasonOf[n] = k
    }
    return n
  }

  get size(): number {
    return this.outputs.length
  }

  build(): ChoiceBatch {
    const n = this.outputs.length
    return { items: this.items, orders: this.orders, item: this.itemOf.slice(0, n), order: this.orderOf.slice(0, n), outputs: this.outputs, reasons: this.reasons, reason: this.reasonOf.slice(0, n) }
  }
}

function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2)
  b.set(a)
  return b
}

/** The answers [from, to) as a batch of their own, with only the items and orders they use. */
export function sliceBatch(batch: ChoiceBatch, from: number, to: number): ChoiceBatch {
  const n = to - from
  const itemMap = new Int32Array(batch.items.length).fill(-1)
  const orderMap = new Int32Array(batch.orders.length).fill(-1)
  const items: ChoiceBatch['items'] = []
  const orders: string[][] = []
  const item = new Int32Array(n)
  const order = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    const ii = batch.item[from + i]
    if (itemMap[ii] < 0) itemMap[ii] = items.push(batch.items[ii]) - 1
    item[i] = itemMap[ii]
    const oi = batch.order[from + i]
    if (orderMap[oi] < 0) orderMap[oi] = orders.push(batch.orders[oi]) - 1
    order[i] = orderMap[oi]
  }
  return { items, orders, item, order, outputs: batch.outputs.slice(from, to), reasons: batch.reasons, reason: batch.reason.slice(from, to) }
}
