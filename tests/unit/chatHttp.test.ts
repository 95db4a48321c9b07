// The runner's own Chat Completions client reads what the official OpenAI client library reads, from
// the same loopback server: answers (plain and streamed), reasoning text, finish reasons, usage; and
// it classifies the failures the runner acts on (429 with Retry-After, 500, 401, a stall, a reset,
// malformed JSON, empty choices).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import OpenAI from 'openai'
import { HttpChatClient } from '../../src-main/services/runs/chatHttp'
import { RequestError } from '../../src-main/services/runs/requestError'
import { EndpointSpecSchema } from '../../src-main/core/run/spec'
import type { ChatMessage } from '../../src-main/core/run/prompt'
import { startModelServer } from '../support/modelServer'
import type { ModelServer } from '../support/modelServer'

const ITEMS = [
  { stem: '治疗室性心动过速的首选药物是', options: { A: '利多卡因', B: '地高辛', C: '普萘洛尔', D: '维拉帕米' }, answer: 'A' },
  { stem: '下列属于抗凝药物的有（多选）', options: { A: '肝素', B: '华法林', C: '阿司匹林', D: '维生素K' }, answer: 'AB' },
]
const ask = (i: number): ChatMessage[] => [{ role: 'user', content: `${ITEMS[i].stem}\n${Object.entries(ITEMS[i].options).map(([l, t]) => `${l}. ${t}`).join('\n')}` }]

describe('HttpChatClient against the official client', () => {
  let srv: ModelServer
  beforeAll(async () => {
    srv = await startModelServer({ items: ITEMS, seed: 1, apiKey: 'sk-local' })
  })
  afterAll(() => srv.close())

  for (const stream of [false, true]) {
    for (const model of ['fake-plain', 'fake-reasoner', 'fake-think']) {
      it(`${model}, ${stream ? 'streamed' : 'whole'}: same answer, reasoning, finish reason and usage`, async () => {
        const official = new OpenAI({ baseURL: srv.url, apiKey: 'sk-local', maxRetries: 0 })
        const ours = new HttpChatClient(srv.url, EndpointSpecSchema.parse({ urls: [srv.url], model, stream }), 'sk-local')
        for (const i of [0, 1]) {
          const got = await ours.complete(ask(i))
          let output = ''
          let reasoning = ''
          let finish: string | null = null
          let usage: OpenAI.CompletionUsage | undefined
          if (stream) {
            const s = await official.chat.completions.create({ model, messages: ask(i) as OpenAI.Chat.ChatCompletionMessageParam[], stream: true, stream_options: { include_usage: true } })
            for await (const c of s) {
              if (c.usage) usage = c.usage
              const ch = c.choices[0]
              if (!ch) continue
              output += ch.delta.content ?? ''
              reasoning += (ch.delta as { reasoning_content?: string }).reasoning_content ?? ''
              finish = ch.finish_reason ?? finish
            }
          } else {
            const r = await official.chat.completions.create({ model, messages: ask(i) as OpenAI.Chat.ChatCompletionMessageParam[] })
            output = r.choices[0].message.content ?? ''
            reasoning = (r.choices[0].message as { reasoning_content?: string }).reasoning_content ?? ''
            finish = r.choices[0].finish_reason
            usage = r.usage
          }
          expect(got.output).toBe(output)
          expect(got.reasoning ?? '').toBe(reasoning)
          expect(got.finishReason).toBe(finish)
          expect(got.promptTokens).toBe(usage?.prompt_tokens ?? null)
          expect(got.completionTokens).toBe(usage?.completion_tokens ?? null)
          expect(got.output).toContain(srv.expected(ask(i), model)!.letters.split('').join(', '))
          if (model === 'fake-reasoner') expect(got.reasoning).toBeTruthy()
        }
        ours.close()
      })
    }
  }

  const failures: [string, Parameters<ModelServer['setFaults']>[0], string, number?][] = [
    ['429 with Retry-After', { queue: ['429'], retryAfterS: 2 }, 'rate_limit', 429],
    ['500', { queue: ['500'] }, 'server', 500],
    ['503', { queue: ['503'] }, 'server', 503],
    ['a connection reset', { queue: ['reset'] }, 'connection'],
    ['a reset mid-answer', { queue: ['reset-mid'] }, 'connection'],
    ['malformed JSON', { queue: ['malformed'] }, 'bad_response'],
    ['empty choices', { queue: ['empty'] }, 'bad_response'],
    ['a stall past the time limit', { queue: ['stall'], stallMs: 3000 }, 'timeout'],
  ]
  for (const [label, faults, errorClass, status] of failures) {
    it(`${label} → ${errorClass}`, async () => {
      for (const stream of [false, true]) {
        srv.setFaults(faults)
        const ours = new HttpChatClient(srv.url, EndpointSpecSchema.parse({ urls: [srv.url], model: 'fake-plain', stream, timeoutMs: 1000 }), 'sk-local')
        const err = await ours.complete(ask(0)).then(
          () => null,
          (e: unknown) => e,
        )
        expect(err, `stream ${stream}`).toBeInstanceOf(RequestError)
        expect((err as RequestError).errorClass, `stream ${stream}`).toBe(errorClass)
        if (status) expect((err as RequestError).status).toBe(status)
        if (errorClass === 'rate_limit') expect((err as RequestError).retryAfterMs).toBe(2000)
        ours.close()
      }
      srv.setFaults({})
    })
  }

  it('a wrong key is an auth failure (the run stops), the model list works with the right one', async () => {
    const bad = new HttpChatClient(srv.url, EndpointSpecSchema.parse({ urls: [srv.url], model: 'fake-plain' }), 'sk-wrong')
    const err = await bad.complete(ask(0)).catch((e: unknown) => e)
    expect((err as RequestError).errorClass).toBe('auth')
    bad.close()
    const good = new HttpChatClient(srv.url, EndpointSpecSchema.parse({ urls: [srv.url], model: 'x' }), 'sk-local')
    expect(await good.models()).toContain('fake-plain')
    good.close()
  })

  it('abortAll ends requests in flight as cancelled', async () => {
    srv.setFaults({ queue: ['stall'], stallMs: 5000 })
    const c = new HttpChatClient(srv.url, EndpointSpecSchema.parse({ urls: [srv.url], model: 'fake-plain', timeoutMs: 10_000 }), 'sk-local')
    const p = c.complete(ask(0)).catch((e: unknown) => e)
    await new Promise((r) => setTimeout(r, 100))
    c.abortAll()
    expect(((await p) as RequestError).errorClass).toBe('cancelled')
    c.close()
    srv.setFaults({})
  })
})
