// How long to wait before trying a request again: exponential backoff with full jitter (so a crowd of
// failed requests does not come back at the same instant), never sooner than the server asked.
import type { Rng } from '../rng'

export interface BackoffOptions {
  baseMs: number
  capMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 30_000 }

/** Delay before attempt `attempt + 1` (attempt counts from 1, the first try). */
export function backoffMs(attempt: number, rng: Rng, retryAfterMs: number | null, opts: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(opts.capMs, opts.baseMs * 2 ** Math.max(0, attempt - 1))
  const jittered = rng.next() * ceiling
  // Retry-After is a floor; a little jitter on top keeps the retries of one 429 burst apart.
  return retryAfterMs !== null ? retryAfterMs + rng.next() * Math.min(1000, opts.baseMs) : jittered
}
