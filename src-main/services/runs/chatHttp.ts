// Chat Completions over node:http with a keep-alive agent per replica. The official client library
// (openai-node over fetch) cost about 2 ms of CPU per request here: a run at concurrency 64 reached
// 430 responses/s with the CPU spent in the client. This speaks the same protocol (checked against that
// library on the same server in tests/unit/chatHttp.test.ts): JSON or SSE answers, OpenAI error bodies,
// Retry-After, a whole-request time limit.
import http from 'node:http'
import https from 'node:https'
import { RequestError, retryAfterMs } from './requestError'
import type { Completion } from './requestError'
import type { ChatMessage } from '../../core/run/prompt'
import type { EndpointSpec } from '../../core/run/spec'

/** An answer larger than this is not a chat answer (a misconfigured proxy, a file server). */
const MAX_BODY = 64 * 1024 * 1024

type Json = Record<string, unknown>

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export class HttpChatClient {
  private readonly url: URL
  /** Host, port and path prefix as request options: building them from a URL per request showed in profiles. */
  private readonly target: { protocol: string; hostname: string; port: string; prefix: string }
  private readonly agent: http.Agent
  /** Requests not yet answered, so a cancel can end them all without a listener per request. */
  private readonly live = new Set<{ req: http.ClientRequest; fail: (e: RequestError) => void }>()
  private readonly lib: typeof http | typeof https
  private readonly headers: Record<string, string>

  constructor(
    readonly baseUrl: string,
    private readonly endpoint: EndpointSpec,
    apiKey: string | undefined,
  ) {
    this.url = new URL(baseUrl.endsWith('/') ? baseUrl : baseUrl + '/')
    this.lib = this.url.protocol === 'https:' ? https : http
    this.target = { protocol: this.url.protocol, hostname: this.url.hostname.replace(/^\[|\]$/g, ''), port: this.url.port, prefix: this.url.pathname }
    this.agent = new this.lib.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' })
    this.headers = { 'content-type': 'application/json', accept: 'application/json', ...endpoint.headers }
    if (apiKey) this.headers.authorization = `Bearer ${apiKey}`
  }

  async complete(messages: ChatMessage[]): Promise<Completion> {
    const t0 = performance.now()
    const e = this.endpoint
    const body: Json = { ...e.extraBody, ...e.params, model: e.model, messages }
    if (e.stream) {
      body.stream = true
      body.stream_options = { include_usage: true }
    }
    const raw = await this.request('POST', 'chat/completions', JSON.stringify(body), e.stream)
    const latencyMs = () => performance.now() - t0
    if (e.stream && /text\/event-stream/.test(String(raw.headers['content-type'] ?? ''))) return { ...readStream(raw.body), latencyMs: latencyMs() }
    const r = parse(raw.body)
    const choice = (r.choices as Json[] | undefined)?.[0]
    if (!choice) throw new RequestError('bad_response', 'the server answered with no choices')
    const message = (choice.message ?? {}) as Json
    const reasoning = (message.reasoning_content ?? message.reasoning ?? null) as string | null
    if (message.content == null && !reasoning) throw new RequestError('bad_response', 'the answer has no content')
    const usage = (r.usage ?? {}) as Json
    return {
      output: (message.content as string | null) ?? '',
      reasoning,
      finishReason: (choice.finish_reason as string | null) ?? null,
      promptTokens: (usage.prompt_tokens as number | undefined) ?? null,
      completionTokens: (usage.completion_tokens as number | undefined) ?? null,
      latencyMs: latencyMs(),
    }
  }

  async models(): Promise<string[]> {
    const r = parse((await this.request('GET', 'models', null)).body)
    // An OpenAI-compatible server lists { data: [{ id }, …] }; anything else is some other server.
    if (!Array.isArray(r.data)) throw new RequestError('bad_response', 'the answer is not a model list')
    return (r.data as Json[]).map((m) => String(m?.id))
  }

  /** Ends every request in flight (they fail as cancelled). */
  abortAll(): void {
    for (const l of [...this.live]) {
      l.req.destroy()
      l.fail(new RequestError('cancelled', 'cancelled'))
    }
  }

  close(): void {
    this.agent.destroy()
  }

  private request(method: string, rel: string, payload: string | null, stream = false): Promise<Raw> {
    const t = this.target
    return new Promise((resolve, reject) => {
      let settled = false
      const done = (err: RequestError | null, value?: Raw) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        this.live.delete(entry)
        if (err) reject(err)
        else resolve(value!)
      }
      const req = this.lib.request(
        {
          protocol: t.protocol,
          hostname: t.hostname,
          port: t.port,
          path: t.prefix + rel,
          method,
          agent: this.agent,
          headers: payload === null ? this.headers : { ...this.headers, 'content-length': Buffer.byteLength(payload), accept: stream ? 'text/event-stream' : 'application/json' },
        },
        (res) => {
          const chunks: Buffer[] = []
          let size = 0
          res.on('data', (c: Buffer) => {
            size += c.length
            if (size > MAX_BODY) {
              req.destroy()
              done(new RequestError('bad_response', `the answer is larger than ${MAX_BODY / 1024 / 1024} MB`))
            } else chunks.push(c)
          })
          res.on('error', () => done(new RequestError('connection', 'the connection broke during the answer')))
          res.on('aborted', () => done(new RequestError('connection', 'the connection broke during the answer')))
          res.on('end', () => {
            const status = res.statusCode ?? 0
            const text = Buffer.concat(chunks).toString('utf8')
            if (status >= 200 && status < 300) return done(null, { status, headers: res.headers, body: text })
            done(statusError(status, text, res.headers))
          })
        },
      )
      const timer = setTimeout(() => {
        req.destroy()
        done(new RequestError('timeout', 'no answer within the time limit'))
      }, this.endpoint.timeoutMs)
      const entry = { req, fail: (e: RequestError) => done(e) }
      this.live.add(entry)
      req.on('error', (err: NodeJS.ErrnoException) => done(new RequestError('connection', `connection failed: ${err.code ?? err.message}`)))
      if (payload !== null) req.end(payload)
      else req.end()
    })
  }
}

function parse(text: string): Json {
  try {
    const v = JSON.parse(text) as unknown
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Json
  } catch {
    /* reported below */
  }
  throw new RequestError('bad_response', `unreadable answer: ${text.slice(0, 200)}`)
}

/** An SSE answer read whole: content and reasoning deltas joined, the last finish reason and usage. */
function readStream(body: string): Omit<Completion, 'latencyMs'> {
  let output = ''
  let reasoning = ''
  let finishReason: string | null = null
  let usage: Json | null = null
  let sawChoice = false
  let sawDone = false
  for (const line of body.split('\n')) {
    if (!line.startsWith('data:')) continue
    const data = line.slice(5).trim()
    if (data === '[DONE]') {
      sawDone = true
      break
    }
    const chunk = parse(data)
    if (chunk.error) throw new RequestError('server', `error in stream: ${JSON.stringify(chunk.error).slice(0, 300)}`)
    if (chunk.usage) usage = chunk.usage as Json
    const choice = (chunk.choices as Json[] | undefined)?.[0]
    if (!choice) continue
    sawChoice = true
    const delta = (choice.delta ?? {}) as Json
    if (typeof delta.content === 'string') output += delta.content
    const r = delta.reasoning_content ?? delta.reasoning
    if (typeof r === 'string') reasoning += r
    if (choice.finish_reason) finishReason = choice.finish_reason as string
  }
  if (!sawChoice) throw new RequestError('bad_response', 'the server streamed no choices')
  if (!sawDone && finishReason === null) throw new RequestError('connection', 'the stream ended before the answer did')
  return {
    output,
    reasoning: reasoning || null,
    finishReason,
    promptTokens: (usage?.prompt_tokens as number | undefined) ?? null,
    completionTokens: (usage?.completion_tokens as number | undefined) ?? null,
  }
}

/** An HTTP error status as the runner acts on it (see ErrorClass). */
function statusError(status: number, text: string, headers: http.IncomingHttpHeaders): RequestError {
  let message = text.slice(0, 300)
  try {
    const err = (JSON.parse(text) as { error?: { message?: string } | string }).error
    message = typeof err === 'string' ? err : (err?.message ?? message)
  } catch {
    /* not JSON: the text itself */
  }
  const detail = `HTTP ${status}: ${message}`.slice(0, 400)
  const h = new Headers()
  for (const k of ['retry-after', 'retry-after-ms']) if (typeof headers[k] === 'string') h.set(k, headers[k] as string)
  if (status === 429) return new RequestError('rate_limit', detail, retryAfterMs(h), status)
  if (status === 401 || status === 403) return new RequestError('auth', detail, null, status)
  if (status === 404) return new RequestError('not_found', detail, null, status)
  if (status === 408 || status === 409 || status >= 500) return new RequestError('server', detail, retryAfterMs(h), status)
  return new RequestError('bad_request', detail, null, status)
}
