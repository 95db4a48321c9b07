// How a request to a model server ended badly, as the runner acts on it, and what a good answer holds.
/**
 * Why a request failed, as the runner acts on it: retry later (rate_limit, server, timeout,
 * connection, bad_response), give up on this request (bad_request), or stop the run (auth, not_found).
 * `input`: the request could not be made from the item (an image missing or unreadable); never sent.
 */
export type ErrorClass = 'rate_limit' | 'server' | 'timeout' | 'connection' | 'bad_response' | 'bad_request' | 'auth' | 'not_found' | 'cancelled' | 'input'

export class RequestError extends Error {
  constructor(
    readonly errorClass: ErrorClass,
    message: string,
    /** Milliseconds the server asked us to wait (Retry-After), when it did. */
    readonly retryAfterMs: number | null = null,
    readonly status: number | null = null,
  ) {
    super(message)
  }
}

export interface Completion {
  output: string
  reasoning: string | null
  finishReason: string | null
  promptTokens: number | null
  completionTokens: number | null
  latencyMs: number
}

/** Retry-After in seconds or as an HTTP date; retry-after-ms as some servers send it. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  if (!headers) return null
  const ms = headers.get('retry-after-ms')
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms))
  const v = headers.get('retry-after')
  if (!v) return null
  if (/^\d+(\.\d+)?$/.test(v.trim())) return Math.max(0, Number(v) * 1000)
  const at = Date.parse(v)
  return Number.isFinite(at) ? Math.max(0, at - now) : null
}
