// Drives one run to its end: sends every planned request that has no stored response, spreads them
// over the replicas within their concurrency, retries with backoff (Retry-After honoured), drains
// failing replicas, and commits each response the moment it arrives. Exactly once: a task's response
// is stored under its (run, seq) key and never twice, so after a kill -9 the resumed run sends only the
// requests that were in flight. Pause lets in-flight requests finish and store; cancel aborts them.
// Images are read when their request is next (asynchronously, a few requests ahead), sent as data
// URLs, stored and cached by the hash of their bytes; one that cannot be read fails its request as
// `input` without sending it.
import crypto from 'node:crypto'
import { defineMessages } from '../../core/messages'
import type { Msg } from '../../core/messages'
import { createRng } from '../../core/rng'
import { backoffMs } from '../../core/run/backoff'
import type { BackoffOptions } from '../../core/run/backoff'
import { buildMessages } from '../../core/run/prompt'
import { readingOf } from './readings'
import type { ChatMessage, Example } from '../../core/run/prompt'
import { errorBudget } from '../../core/run/spec'
import type { Item, ItemKey } from '../../core/types'
import { ImageError, ImageSource, imageRef } from './images'
import type { LoadedImage } from './images'
import type { RunRecord, RunStatus, RunStore, TaskRow } from '../../store/runStore'
import { HttpChatClient } from './chatHttp'
import { RequestError } from './requestError'
import type { Completion, ErrorClass } from './requestError'
import { ReplicaPool } from './replicas'
import type { Replica, ReplicaState } from './replicas'

const m = defineMessages('runner', {
  errorBudget: {
    zh: (p) => `失败的请求已达 ${p.errors} 个，超过允许的 ${p.budget} 个，评测已停止（可修复后继续：--resume ${p.run}）`,
    en: (p) => `${p.errors} requests failed, more than the ${p.budget} allowed; the run stopped (fix and continue with --resume ${p.run})`,
  },
  serverDown: {
    zh: (p) => `模型服务 ${p.urls} 持续无法访问（${p.detail}），评测已中断；服务恢复后可继续：--resume ${p.run}`,
    en: (p) => `the model server ${p.urls} stayed unreachable (${p.detail}); the run was interrupted; continue when it is back: --resume ${p.run}`,
  },
  fatal: {
    zh: (p) => `模型服务拒绝了请求（${p.detail}），评测已停止：请检查模型名称和 API 密钥`,
    en: (p) => `the model server refused the request (${p.detail}); the run stopped: check the model name and the API key`,
  },
  missingItem: {
    zh: (p) => `题库中找不到本次评测的题目 ${p.id}（版本 ${p.version}）`,
    en: (p) => `item ${p.id} (version ${p.version}) of this run is not in the bank`,
  },
  missingExample: {
    zh: (p) => `题目 ${p.item} 的示例题 ${p.id} 未随评测记录载入`,
    en: (p) => `example ${p.id} of item ${p.item} was not loaded with the run's record`,
  },
  internal: {
    zh: (p) => `评测因内部错误停止：${p.detail}（已保存的回答不受影响，可继续）`,
    en: (p) => `the run stopped on an internal error: ${p.detail} (stored responses are kept; it can be resumed)`,
  },
  interrupted: {
    zh: (p) => `评测已中断；可继续：--resume ${p.run}`,
    en: (p) => `the run was interrupted; continue with --resume ${p.run}`,
  },
})

export interface RunProgress {
  run: string
  status: RunStatus
  total: number
  done: number
  errors: number
  cached: number
  inFlight: number
  /** Responses per second over the last ten seconds. */
  rate: number
  etaSec: number | null
  replicas: ReplicaState[]
  errorsByClass: Partial<Record<ErrorClass, number>>
}

export interface RunOutcome {
  run: string
  status: RunStatus
  done: number
  errors: number
  reason: Msg | null
}

export interface RunnerOptions {
  store: RunStore
  run: RunRecord
  /** The item of each task, by `${id}@${version}`. */
  items: Map<string, Item>
  /** Few-shot: the examples tasks name, with their gold answers (see the run's prompt record). */
  examples?: Map<string, { item: Item; key: ItemKey }>
  /** The folder attachment paths are relative to. */
  imagesRoot?: string
  apiKey?: string
  onProgress?: (p: RunProgress) => void
  /** Stop as interrupted when every replica has been failing this long (default 2 minutes). */
  downGraceMs?: number
  backoff?: BackoffOptions
  /** First cooling-off of a drained replica (doubles per trip). */
  coolMs?: number
}

interface Outcome {
  p: Pending
  c: Completion | null
  err: RequestError | null
  url: string | null
  cached: boolean
  /** Whose slot the answer holds until it is committed (null: cached, or a failure already released). */
  replica: Replica | null
}

interface Pending {
  task: TaskRow
  item: Item
  /** Few-shot examples shown before the question. */
  shots: Example[]
  /** Every image the request carries: the examples' first, then the item's (the order they are shown). */
  attachments: { owner: string; path: string }[]
  /** Read when the request is next; held until it is stored (and across its retries). */
  images: LoadedImage[] | null
  /** Which queue holds it while it waits. */
  at: 'fresh' | 'ready' | 'retry'
  attempts: number
  readyAt: number
  /** Built when first taken: a 700,000-request run must not hold every prompt at once. */
  messages: ChatMessage[] | null
  cacheKey: string
}

export const itemKey = (id: string, version: number) => `${id}@${version}`

/** The URL an image part carries: by its place among the request's attachments and its path. */
export type ImageUrl = (index: number, path: string) => string

/**
 * The messages of a task: the platform's own copy when the task is one, else the template, after its
 * examples. `url` gives each attachment's URL (a data URL to send; a reference by hash to store and
 * to key the cache); without it no images are shown.
 */
export function taskMessages(item: Item, task: TaskRow, run: RunRecord, shots: readonly Example[] = [], url?: ImageUrl): ChatMessage[] {
  const v = /^v(\d+)$/.exec(task.variantKey)
  const prompt = v ? item.variants?.[Number(v[1])]?.prompt : undefined
  let n = 0
  const urls = (it: Item) => (url ? (it.attachments ?? []).map((a) => url(n++, a.path)) : [])
  const examples = shots.map((s) => ({ item: s.item, key: s.key, imageUrls: urls(s.item) }))
  return buildMessages(item, { order: task.order, prompt }, run.spec.template, urls(item), examples)
}

/** Shared by every request without examples or images: a 100,000-request run holds no empty arrays. */
const NONE: never[] = []

/** The attachments of a request in the order taskMessages shows them. */
function attachmentsOf(item: Item, shots: readonly Example[]): { owner: string; path: string }[] {
  if (!item.attachments?.length && shots.every((s) => !s.item.attachments?.length)) return NONE
  const out: { owner: string; path: string }[] = []
  for (const s of shots) for (const a of s.item.attachments ?? []) out.push({ owner: `${item.id} (example ${s.item.id})`, path: a.path })
  for (const a of item.attachments ?? []) out.push({ owner: item.id, path: a.path })
  return out
}

/** Same model, parameters, messages and sample → the same cached answer. */
export function cacheKey(run: RunRecord, messages: ChatMessage[], sample: number): string {
  const e = run.spec.endpoint
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ model: e.model, params: e.params, extra: e.extraBody ?? null, messages, sample }))
    .digest('hex')
}

export class Runner {
  private readonly pool: ReplicaPool
  private readonly clients = new Map<string, HttpChatClient>()
  /** Planned requests not yet sent, in plan order, read from `head` on. */
  private readonly fresh: Pending[] = []
  private head = 0
  /** Requests waiting out a backoff before their next attempt (few). */
  private readonly retries: Pending[] = []
  /** Requests whose images are read, waiting for a slot (at most `maxLoading` with those being read). */
  private readonly ready: Pending[] = []
  private loading = 0
  private readonly maxLoading: number
  private readonly images: ImageSource
  /** Requests sent and not yet stored, by task seq (an answer counts as in flight until committed). */
  private readonly inFlight = new Set<number>()
  /** Answers and final failures waiting for the next commit. */
  private batch: Outcome[] = []
  private flushScheduled = false
  private readonly rng
  private stopping: { status: RunStatus; reason: Msg | null; abort: boolean } | null = null
  private wake: (() => void) | null = null
  private downSince: number | null = null
  private lastDownDetail = ''
  private counts = { done: 0, errors: 0, cached: 0 }
  private readonly errorsByClass: Partial<Record<ErrorClass, number>> = {}
  private readonly recent: number[] = []
  private readonly budget: number
  readonly done: Promise<RunOutcome>

  constructor(private readonly o: RunnerOptions) {
    const e = o.run.spec.endpoint
    this.pool = new ReplicaPool(e.urls, e.concurrency, e.adaptive, o.coolMs ?? 1000)
    for (const url of e.urls) this.clients.set(url, new HttpChatClient(url, e, o.apiKey))
    this.rng = createRng((o.run.spec.seed ^ 0x5bd1e995) >>> 0)
    this.budget = errorBudget(o.run.spec.limits.maxErrors, o.run.nTasks)
    // Images read ahead of their slot: enough to keep every replica busy, few enough to keep memory flat.
    this.maxLoading = Math.max(2, Math.min(32, e.concurrency * e.urls.length))
    this.images = new ImageSource(o.imagesRoot ?? '.')
    this.done = this.start()
  }

  /** Stop sending; requests in flight finish and are stored. */
  pause(): void {
    this.stop('paused', null, false)
  }

  /** Stop now; requests in flight are abandoned (sent again on resume). */
  cancel(): void {
    this.stop('cancelled', null, true)
  }

  /** The process is going away (Ctrl+C): like pause, but the run reads as interrupted. */
  interrupt(): void {
    this.stop('interrupted', m.interrupted({ run: this.o.run.id }), false)
  }

  progress(): RunProgress {
    const now = Date.now()
    while (this.recent.length && this.recent[0] < now - 10_000) this.recent.shift()
    const span = this.recent.length ? Math.max(1, (now - this.recent[0]) / 1000) : 1
    const rate = this.recent.length / span
    const left = this.o.run.nTasks - this.counts.done
    return {
      run: this.o.run.id,
      status: this.stopping?.status ?? 'running',
      total: this.o.run.nTasks,
      ...this.counts,
      inFlight: this.inFlight.size,
      rate,
      etaSec: rate > 0 ? left / rate : null,
      replicas: this.pool.replicas.map((r) => r.state(now)),
      errorsByClass: { ...this.errorsByClass },
    }
  }

  private stop(status: RunStatus, reason: Msg | null, abort: boolean): void {
    if (this.stopping) return
    this.stopping = { status, reason, abort }
    if (abort) for (const c of this.clients.values()) c.abortAll()
    this.poke()
  }

  private poke(): void {
    const w = this.wake
    this.wake = null
    w?.()
  }

  private async start(): Promise<RunOutcome> {
    const { store, run } = this.o
    this.counts = store.counts(run.id)
    for (const task of store.pendingTasks(run.id)) {
      const item = this.o.items.get(itemKey(task.itemId, task.itemVersion))
      if (!item) {
        this.finish('failed', m.missingItem({ id: task.itemId, version: task.itemVersion }))
        return this.outcome()
      }
      const shots: Example[] = task.shots?.length ? [] : NONE
      for (const id of task.shots ?? NONE) {
        const ex = this.o.examples?.get(id)
        if (!ex) {
          this.finish('failed', m.missingExample({ item: task.itemId, id }))
          return this.outcome()
        }
        shots.push(ex)
      }
      this.fresh.push({ task, item, shots, attachments: attachmentsOf(item, shots), images: null, at: 'fresh', attempts: 0, readyAt: 0, messages: null, cacheKey: '' })
    }
    // From here each item is held only by its own queued requests, and freed as they are sent: a run
    // of 100,000 items does not keep every item in memory to its end.
    this.o.items.clear()
    store.setStatus(run.id, 'running', null, new Date().toISOString())
    try {
      await this.loop()
    } catch (e) {
      // A store failure (disk full, the file removed): what was committed stays; resume continues.
      for (const c of this.clients.values()) c.abortAll()
      this.finish('failed', m.internal({ detail: (e as Error).message }))
    }
    return this.outcome()
  }

  private outcome(): RunOutcome {
    const r = this.o.store.run(this.o.run.id)!
    return { run: r.id, status: r.status, done: this.counts.done, errors: this.counts.errors, reason: r.stopReason }
  }

  private finish(status: RunStatus, reason: Msg | null): void {
    this.o.store.setStatus(this.o.run.id, status, reason, new Date().toISOString())
  }

  private async loop(): Promise<void> {
    let lastProgress = 0
    for (;;) {
      const now = Date.now()
      if (now - lastProgress > 200) {
        lastProgress = now
        this.o.onProgress?.(this.progress())
      }
      if (this.stopping) {
        if (this.inFlight.size === 0) break
        await this.sleep(Infinity)
        continue
      }
      if (this.head === this.fresh.length && this.retries.length === 0 && this.ready.length === 0 && this.inFlight.size === 0) break
      this.checkDown(now)
      if (this.stopping) continue
      const next = this.nextReady(now)
      if (next && next.attachments.length && !next.images) {
        // Its images first, a few requests ahead; then it comes back through `ready`.
        if (this.loading + this.ready.length < this.maxLoading) {
          this.take(next)
          this.load(next)
          continue
        }
      } else if (next) {
        this.prepare(next)
        // Answers already paid for are taken without waiting for a slot.
        const hit = this.o.run.spec.cache && next.attempts === 0 ? this.o.store.cached(next.cacheKey) : null
        if (hit) {
          this.take(next)
          this.inFlight.add(next.task.seq)
          this.queueStore({ p: next, c: { ...hit, latencyMs: 0 }, err: null, url: null, cached: true, replica: null })
          continue
        }
        const replica = this.pool.pick(now)
        if (replica) {
          this.take(next)
          this.send(next, replica)
          continue
        }
      }
      let readyIn = Infinity
      for (const r of this.retries) readyIn = Math.min(readyIn, r.readyAt - now)
      if (this.head < this.fresh.length) readyIn = 0
      await this.sleep(Math.min(next ? Infinity : Math.max(1, readyIn), this.pool.nextOpenMs(now), 250))
    }
    const st = this.stopping
    this.o.onProgress?.({ ...this.progress(), status: st?.status ?? 'completed' })
    this.finish(st ? st.status : 'completed', st?.reason ?? null)
    for (const c of this.clients.values()) c.close()
  }

  /** One whose images are read, else a retry whose backoff is over, else the next planned request. */
  private nextReady(now: number): Pending | null {
    if (this.ready.length) return this.ready[0]
    for (const p of this.retries) if (p.readyAt <= now) return p
    return this.head < this.fresh.length ? this.fresh[this.head] : null
  }

  private take(p: Pending): void {
    if (p.at === 'ready') this.ready.splice(this.ready.indexOf(p), 1)
    else if (p.at === 'retry') this.retries.splice(this.retries.indexOf(p), 1)
    else this.fresh[this.head++] = undefined as unknown as Pending
  }

  private prepare(p: Pending): void {
    if (p.messages) return
    const imgs = p.images
    // Stored with each image as its path and hash; cached by the hash of the bytes alone, so the same
    // picture under another path is the same request and another picture under one path is not.
    p.messages = taskMessages(p.item, p.task, this.o.run, p.shots, imgs ? (i, path) => imageRef(path, imgs[i].sha256) : undefined)
    if (this.o.run.spec.cache) {
      p.cacheKey = cacheKey(this.o.run, imgs ? taskMessages(p.item, p.task, this.o.run, p.shots, (i) => `sha256:${imgs[i].sha256}`) : p.messages, p.task.sample)
    }
  }

  /** The messages as they go over the wire: the images as data URLs. */
  private wire(p: Pending): ChatMessage[] {
    const imgs = p.images
    return imgs ? taskMessages(p.item, p.task, this.o.run, p.shots, (i) => imgs[i].dataUrl) : p.messages!
  }

  /** Reads a request's images; it then waits in `ready`, or fails as `input` naming the item and path. */
  private load(p: Pending): void {
    this.loading++
    this.inFlight.add(p.task.seq)
    Promise.all(p.attachments.map((a) => this.images.load(a.owner, a.path))).then(
      (imgs) => {
        p.images = imgs
        p.at = 'ready'
        this.ready.push(p)
      },
      (e: unknown) => {
        const err = new RequestError('input', e instanceof ImageError ? e.message : String(e))
        this.errorsByClass.input = (this.errorsByClass.input ?? 0) + 1
        // Never sent: stored with the paths it needed, counted as failed, not retried.
        p.messages = taskMessages(p.item, p.task, this.o.run, p.shots, (_i, path) => imageRef(path))
        this.inFlight.add(p.task.seq)
        this.queueStore({ p, c: null, err, url: null, cached: false, replica: null })
      },
    )
      .catch((e: unknown) => {
        this.inFlight.delete(p.task.seq)
        this.stop('failed', m.internal({ detail: (e as Error).message }), true)
      })
      .finally(() => {
        this.loading--
        if (p.images) this.inFlight.delete(p.task.seq)
        this.poke()
      })
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = Number.isFinite(ms) ? setTimeout(() => this.poke(), Math.max(1, ms)) : null
      this.wake = () => {
        if (t) clearTimeout(t)
        resolve()
      }
    })
  }

  /** Circuit breaker for the whole run: every replica failing for longer than the grace period. */
  private checkDown(now: number): void {
    if (!this.pool.allDown) {
      this.downSince = null
      return
    }
    this.downSince ??= now
    if (now - this.downSince >= (this.o.downGraceMs ?? 120_000)) {
      this.stop('interrupted', m.serverDown({ urls: this.o.run.spec.endpoint.urls.join(', '), detail: this.lastDownDetail, run: this.o.run.id }), true)
    }
  }

  private send(p: Pending, replica: Replica): void {
    this.inFlight.add(p.task.seq)
    replica.take()
    p.attempts++
    this.clients
      .get(replica.url)!
      .complete(this.wire(p))
      .then(
        // The replica's slot stays taken until the answer is committed, so at most `concurrency`
        // requests per replica are ever unstored: exactly those a crash makes us send again.
        (c) => this.queueStore({ p, c, err: null, url: replica.url, cached: false, replica }),
        (e: unknown) => {
          this.inFlight.delete(p.task.seq)
          const err = e instanceof RequestError ? e : new RequestError('bad_response', String(e))
          if (err.errorClass === 'cancelled') {
            replica.released()
          } else {
            replica.failed(err.errorClass, err.status, Date.now())
            this.failed(p, err, replica.url)
          }
        },
      )
      .finally(() => this.poke())
  }

  private failed(p: Pending, err: RequestError, url: string): void {
    this.errorsByClass[err.errorClass] = (this.errorsByClass[err.errorClass] ?? 0) + 1
    if (err.errorClass === 'auth' || err.errorClass === 'not_found') {
      // Nothing will succeed: stop without storing, so a resume after the fix sends it again.
      this.stop('failed', m.fatal({ detail: err.message }), true)
      return
    }
    if (err.errorClass === 'server' || err.errorClass === 'timeout' || err.errorClass === 'connection') this.lastDownDetail = err.message
    const retryable = err.errorClass !== 'bad_request'
    if (retryable && p.attempts < this.o.run.spec.limits.maxAttempts && !this.stopping) {
      p.readyAt = Date.now() + backoffMs(p.attempts, this.rng, err.retryAfterMs, this.o.backoff)
      p.at = 'retry'
      this.retries.push(p)
      return
    }
    if (this.stopping && retryable && p.attempts < this.o.run.spec.limits.maxAttempts) {
      // Stopping: leave it unanswered rather than call it failed; a resume sends it.
      return
    }
    this.inFlight.add(p.task.seq)
    this.queueStore({ p, c: null, err, url, cached: false, replica: null })
  }

  private queueStore(o: Outcome): void {
    this.batch.push(o)
    if (this.flushScheduled) return
    this.flushScheduled = true
    // Everything that arrived in this turn of the event loop goes in one commit: one WAL write for
    // dozens of answers under load, no added wait when they are few.
    setImmediate(() => this.flush())
  }

  private flush(): void {
    this.flushScheduled = false
    const batch = this.batch
    this.batch = []
    if (batch.length === 0) return
    const now = new Date().toISOString()
    const { store, run } = this.o
    const saved: boolean[] = []
    // Read outside the write transaction: it holds the file's lock for no longer than the writes.
    const readings = batch.map(({ p, c }) => (c && c.output !== null ? readingOf(p.item, p.task, c.output, c.finishReason) : null))
    try {
      store.db.transaction(() => {
        for (const [i, { p, c, err, url, cached }] of batch.entries()) {
          saved.push(
            store.saveResponse(run.id, {
              seq: p.task.seq,
              messages: JSON.stringify(p.messages),
              output: c?.output ?? null,
              reasoning: c?.reasoning ?? null,
              finishReason: c?.finishReason ?? null,
              errorClass: err?.errorClass ?? null,
              error: err?.message ?? null,
              attempts: p.attempts,
              latencyMs: c ? Math.round(c.latencyMs * 10) / 10 : null,
              promptTokens: c?.promptTokens ?? null,
              completionTokens: c?.completionTokens ?? null,
              endpoint: url,
              cached,
              createdAt: now,
            }, readings[i]),
          )
          if (c && !cached && run.spec.cache) store.cache(p.cacheKey, c, now)
        }
      })()
    } catch (e) {
      // Disk full, the file gone: nothing of this batch is stored; those requests go again on resume.
      for (const o of batch) {
        this.inFlight.delete(o.p.task.seq)
        o.replica?.released()
      }
      this.stop('failed', m.internal({ detail: (e as Error).message }), true)
      this.poke()
      return
    }
    const t = Date.now()
    for (const [i, o] of batch.entries()) {
      this.inFlight.delete(o.p.task.seq)
      if (o.replica && o.c) o.replica.succeeded(o.c.latencyMs)
      if (!saved[i]) continue
      this.counts.done++
      if (o.err) this.counts.errors++
      if (o.cached) this.counts.cached++
      this.recent.push(t)
    }
    if (this.counts.errors > this.budget) {
      this.stop('failed', m.errorBudget({ errors: this.counts.errors, budget: this.budget, run: this.o.run.id }), true)
    }
    this.poke()
  }
}
