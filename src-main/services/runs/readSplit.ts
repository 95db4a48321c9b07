// Reading a large batch of choice answers on every core. The batch is cut into slices: the calling
// thread reads them from the front while kept worker threads are sent slices from the back, a couple
// ahead each, so whoever is faster reads more and nobody waits for a fixed half. The caller takes the
// workers' answers between its own slices and waits for the last ones synchronously, so a report or a
// re-read stays one synchronous pass. Readings are the same as read one by one (readChoiceBatch); a
// slice whose worker fails or stalls is read here instead, so no answer goes unread.
import os from 'node:os'
import { emptyReadings, readChoiceBatch, sliceBatch, unpackReadings, type BatchReadings, type ChoiceBatch, type PackedReadings } from '../../core/score/readBatch'
import { keepWorker, type KeptWorker } from '../../workers/syncWorker'
import { workerScript } from '../../workers/workerScript'

export interface ReadSplitOptions {
  /** Threads to read on, this one included (default: the machine's cores, at most 8). */
  threads?: number
  /** Answers per slice at least: fewer are not worth a message (tests lower it). */
  minSlice?: number
}

/** Slices sent to a worker ahead of its answers: one to read, one waiting, so it never idles. */
const AHEAD = 2
/** Answers per slice at most: small enough to balance the threads, large enough to cost little to send. */
const MAX_SLICE = 20_000

type Reader = KeptWorker<ChoiceBatch, PackedReadings>

/** Held for a pass over a run and closed after it: its workers are started once, on first need. */
export class ReadSplit {
  private readonly threads: number
  private readonly minSlice: number
  private workers: (Reader | null)[] | null = null
  /** Slices read here because their worker failed or stalled (tests and the bench look at it). */
  fallbacks = 0
  /** Answers read on worker threads so far. */
  readElsewhere = 0

  constructor(opts: ReadSplitOptions = {}) {
    this.threads = Math.max(1, Math.min(8, opts.threads ?? os.availableParallelism()))
    this.minSlice = opts.minSlice ?? 2_000
  }

  read(batch: ChoiceBatch): BatchReadings {
    const n = batch.outputs.length
    if (this.threads <= 1 || n < 2 * this.minSlice) return readChoiceBatch(batch)
    const size = Math.max(this.minSlice, Math.min(MAX_SLICE, Math.ceil(n / (this.threads * 8))))
    const slices = Math.ceil(n / size)
    const lo = (s: number) => s * size
    const hi = (s: number) => Math.min(n, (s + 1) * size)
    const out = emptyReadings(n)
    const workers = this.started(this.threads - 1)
    const queues: number[][] = workers.map(() => [])
    // A worker given up on is null from then on: its slices are read here.
    const alive = (k: number) => this.workers?.[k] ?? null
    let front = 0
    let back = slices - 1
    const feed = () => {
      workers.forEach((_, k) => {
        const w = alive(k)
        while (w && queues[k].length < AHEAD && front <= back) {
          const part = sliceBatch(batch, lo(back), hi(back))
          w.send(part, [part.item.buffer as ArrayBuffer, part.order.buffer as ArrayBuffer, part.reason.buffer as ArrayBuffer])
          queues[k].push(back--)
        }
      })
    }
    const settle = (k: number, got: PackedReadings | null) => {
      const s = queues[k].shift()!
      if (got && got.failed.length === hi(s) - lo(s)) {
        unpackReadings(batch, got, lo(s), out)
        this.readElsewhere += got.failed.length
      } else this.giveUp(k, s, batch, out, lo, hi, queues)
    }
    const collect = (waitMs: number) => {
      workers.forEach((_, k) => {
        const w = alive(k)
        while (w && queues[k].length > 0 && alive(k) === w) {
          const got = w.take(waitMs)
          if (got === undefined) break
          settle(k, got)
        }
      })
    }
    feed()
    let longest = 0
    while (front <= back) {
      const s = front++
      const t0 = performance.now()
      readChoiceBatch(batch, lo(s), hi(s), out, lo(s))
      longest = Math.max(longest, performance.now() - t0)
      collect(0)
      feed()
    }
    // Every slice is given out: wait for the workers' last ones. A slice takes a worker about as long
    // as one here; one that has not come after a minute and far longer than that is taken as stalled.
    collect(Math.max(60_000, 20 * longest * AHEAD))
    return out
  }

  close(): void {
    for (const w of this.workers ?? []) w?.close()
    this.workers = null
  }

  /** The worker failed slice `s`: it and the slices still queued on that worker are read here. */
  private giveUp(k: number, s: number, batch: ChoiceBatch, out: BatchReadings, lo: (s: number) => number, hi: (s: number) => number, queues: number[][]) {
    this.workers![k]?.close()
    this.workers![k] = null
    for (const t of [s, ...queues[k].splice(0)]) {
      this.fallbacks++
      readChoiceBatch(batch, lo(t), hi(t), out, lo(t))
    }
  }

  private started(count: number): (Reader | null)[] {
    this.workers ??= []
    while (this.workers.length < count) this.workers.push(keepWorker<ChoiceBatch, PackedReadings>(workerScript('readWorker', __dirname)))
    return this.workers.slice(0, count)
  }
}
