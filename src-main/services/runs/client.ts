// One chat request to an OpenAI-compatible server (vLLM, SGLang, llama.cpp, Ollama, LM Studio) through
// the official client library, with its own retries off: the runner retries, so it can honour
// Retry-After, count attempts, drain a failing replica and keep an error budget. Reasoning text that
// servers return beside the answer (`reasoning_content`, or `reasoning`) is kept apart from it.
import OpenAI from 'openai'
import type { ChatMessage } from '../../core/run/prompt'
import type { EndpointSpec } from '../../core/run/spec'

/**
 * Why a request failed, as the runner acts on it: retry later (rate_limit, server, timeout,
 * connection, bad_response), give up on this request (bad_request), or stop the run (auth, not_found).
 */
export type ErrorClass = 'rate_limit' | 'server' | 'timeout' | 'connection' | 'bad_response' | 'bad_request' | 'auth' | 'not_found' | 'cancelled'

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

type ReasoningFields = { reasoning_content?: string | null; reasoning?: string | null }

export class ChatClient {
  private readonly client: OpenAI

  constructor(
    readonly baseUrl: string,
    private readonly endpoint: EndpointSpec,
    apiKey: string | undefined,
  ) {
    this.client = new OpenAI({
      baseURL: baseUrl,
      // Local servers mostly take any key; the library insists on one.
      apiKey: apiKey ?? 'EMPTY',
      maxRetries: 0,
      timeout: endpoint.timeoutMs,
      defaultHeaders: endpoint.headers,
    })
  }

  async complete(messages: ChatMessage[], signal?: AbortSignal): Promise<Completion> {
    const t0 = performance.now()
    const body = {
      ...this.endpoint.extraBody,
      ...this.endpoint.params,
      model: this.endpoint.model,
      messages: messages as OpenAI.Chat.ChatCompletionMessageParam[],
    }
    try {
      if (this.endpoint.stream) {
        const stream = await this.client.chat.completions.create({ ...body, stream: true, stream_options: { include_usage: true } }, { signal })
        let output = ''
        let reasoning = ''
        let finishReason: string | null = null
        let usage: OpenAI.CompletionUsage | null = null
        let sawChoice = false
        for await (const chunk of stream) {
          if (chunk.usage) usage = chunk.usage
          const choice = chunk.choices?.[0]
          if (!choice) continue
          sawChoice = true
          const delta = choice.delta as (typeof choice.delta & ReasoningFields) | undefined
          if (delta?.content) output += delta.content
          const r = delta?.reasoning_content ?? delta?.reasoning
          if (r) reasoning += r
          if (choice.finish_reason) finishReason = choice.finish_reason
        }
        if (!sawChoice) throw new RequestError('bad_response', 'the server streamed no choices')
        return { output, reasoning: reasoning || null, finishReason, promptTokens: usage?.prompt_tokens ?? null, completionTokens: usage?.completion_tokens ?? null, latencyMs: performance.now() - t0 }
      }
      const r = await this.client.chat.completions.create({ ...body, stream: false }, { signal })
      const choice = r?.choices?.[0]
      if (!choice) throw new RequestError('bad_response', 'the server answered with no choices')
      const message = choice.message as typeof choice.message & ReasoningFields
      if (message?.content == null && !message?.reasoning_content && !message?.reasoning) throw new RequestError('bad_response', 'the answer has no content')
      return {
        output: message.content ?? '',
        reasoning: message.reasoning_content ?? message.reasoning ?? null,
        finishReason: choice.finish_reason ?? null,
        promptTokens: r.usage?.prompt_tokens ?? null,
        completionTokens: r.usage?.completion_tokens ?? null,
        latencyMs: performance.now() - t0,
      }
    } catch (e) {
      throw classify(e, signal)
    }
  }

  /** The server's model names: "test connection". */
  async models(): Promise<string[]> {
    try {
      const out: string[] = []
      for await (const m of this.client.models.list()) out.push(m.id)
      return out
    } catch (e) {
      throw classify(e)
    }
  }
}

/** The runner's view of a failure; never the raw library error (it may quote request headers). */
export function classify(e: unknown, signal?: AbortSignal): RequestError {
  if (e instanceof RequestError) return e
  if (signal?.aborted || e instanceof OpenAI.APIUserAbortError) return new RequestError('cancelled', 'cancelled')
  if (e instanceof OpenAI.APIConnectionTimeoutError) return new RequestError('timeout', 'no answer within the time limit')
  if (e instanceof OpenAI.APIConnectionError) return new RequestError('connection', `connection failed: ${causeOf(e)}`)
  if (e instanceof OpenAI.APIError) {
    const status = e.status ?? 0
    const detail = `HTTP ${status}: ${serverMessage(e)}`
    if (status === 429) return new RequestError('rate_limit', detail, retryAfterMs(e.headers), status)
    if (status === 401 || status === 403) return new RequestError('auth', detail, null, status)
    if (status === 404) return new RequestError('not_found', detail, null, status)
    if (status === 408 || status === 409 || status >= 500) return new RequestError('server', detail, retryAfterMs(e.headers), status)
    return new RequestError('bad_request', detail, null, status)
  }
  // A body that is not JSON, a stream cut mid-way, an answer of the wrong shape.
  return new RequestError('bad_response', `unreadable answer: ${(e as Error)?.message ?? String(e)}`.slice(0, 500))
}

function causeOf(e: Error): string {
  const cause = (e as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? e.message
}

function serverMessage(e: InstanceType<typeof OpenAI.APIError>): string {
  const err = e.error as { message?: string } | undefined
  return (err?.message ?? e.message ?? '').slice(0, 300)
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
