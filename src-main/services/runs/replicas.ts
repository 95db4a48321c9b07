// The replicas behind one model (one base URL per GPU or node, as vLLM/SGLang scale out), each with its
// own concurrency. Requests go to the replica with the most room; a replica that keeps failing is
// drained for a cooling-off period that doubles each time, then let back with one probe request
// (circuit breaker). Adaptive mode: a replica's limit halves on 429/503 and grows by one after a full
// window of successes while latency stays within 1.5× of its best.
import type { ErrorClass } from './requestError'

export interface ReplicaState {
  url: string
  state: 'up' | 'down' | 'probing'
  limit: number
  inFlight: number
  failures: number
}

const TRIP_AFTER = 3

export class Replica {
  limit: number
  inFlight = 0
  /** Consecutive failures of the kind a down server gives. */
  private failures = 0
  private trips = 0
  private downUntil = 0
  private probing = false
  private successes = 0
  private bestLatency = Infinity

  constructor(
    readonly url: string,
    private readonly initial: number,
    private readonly adaptive: boolean,
    private readonly coolMs: number,
  ) {
    this.limit = initial
  }

  /** Whether a request may go here now. */
  open(now: number): boolean {
    if (this.downUntil > now) return false
    // Cooled off: one probe at a time until it answers.
    if (this.downUntil > 0) return !this.probing && this.inFlight === 0
    return this.inFlight < this.limit
  }

  /** Ms until this replica may take a request again (0 if it may, Infinity if only a release helps). */
  waitMs(now: number): number {
    if (this.downUntil > now) return this.downUntil - now
    return this.open(now) ? 0 : Infinity
  }

  take(): void {
    this.inFlight++
    if (this.downUntil > 0) this.probing = true
  }

  succeeded(latencyMs: number): void {
    this.inFlight--
    this.failures = 0
    this.trips = 0
    this.downUntil = 0
    this.probing = false
    if (!this.adaptive) return
    this.bestLatency = Math.min(this.bestLatency, latencyMs)
    if (++this.successes >= this.limit) {
      this.successes = 0
      if (latencyMs <= this.bestLatency * 1.5 + 5 && this.limit < this.initial * 2) this.limit++
    }
  }

  failed(errorClass: ErrorClass, status: number | null, now: number): void {
    this.inFlight--
    this.probing = false
    if (this.adaptive && (errorClass === 'rate_limit' || status === 503)) {
      this.limit = Math.max(1, Math.floor(this.limit / 2))
      this.successes = 0
    }
    if (errorClass === 'server' || errorClass === 'timeout' || errorClass === 'connection') {
      if (++this.failures >= TRIP_AFTER || this.downUntil > 0) {
        this.trips++
        this.failures = 0
        this.downUntil = now + Math.min(60_000, this.coolMs * 2 ** (this.trips - 1))
      }
    } else if (errorClass !== 'cancelled') {
      this.failures = 0
    }
  }

  /** A cancelled request gives its slot back without judging the replica. */
  released(): void {
    this.inFlight--
    this.probing = false
  }

  get down(): boolean {
    return this.downUntil > 0
  }

  state(now: number): ReplicaState {
    return {
      url: this.url,
      state: this.downUntil > now ? 'down' : this.downUntil > 0 ? 'probing' : 'up',
      limit: this.limit,
      inFlight: this.inFlight,
      failures: this.failures,
    }
  }
}

export class ReplicaPool {
  readonly replicas: Replica[]

  constructor(urls: string[], concurrency: number, adaptive: boolean, coolMs = 1000) {
    this.replicas = urls.map((u) => new Replica(u, concurrency, adaptive, coolMs))
  }

  /** The open replica with the most room, or null. */
  pick(now: number): Replica | null {
    let best: Replica | null = null
    let room = -Infinity
    for (const r of this.replicas) {
      if (!r.open(now)) continue
      const free = (r.limit - r.inFlight) / r.limit
      if (free > room) (best = r), (room = free)
    }
    return best
  }

  /** Ms until some replica cools off (Infinity when only a finishing request can free a slot). */
  nextOpenMs(now: number): number {
    return Math.min(...this.replicas.map((r) => r.waitMs(now)))
  }

  get inFlight(): number {
    return this.replicas.reduce((s, r) => s + r.inFlight, 0)
  }

  /** Every replica is failing (drained or being probed). */
  get allDown(): boolean {
    return this.replicas.every((r) => r.down)
  }
}
