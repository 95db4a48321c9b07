// The loopback model server (tests/support/modelServer.ts), driven by the official `openai` client so
// the protocol is the real one: model list, completions with and without streaming, usage and
// finish_reason, reasoning text, answers to permuted presentations, controllable accuracy and position
// bias, every fault the client must survive, the API key, the counters, and the command-line entry.
import { afterEach, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, InternalServerError, RateLimitError } from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { fingerprint, readItemsFile, startModelServer } from '../support/modelServer'
import type { ModelServer, ModelServerOptions, ServerItem, ServerStats } from '../support/modelServer'
import { formatFixture, projectRoot, tempDir } from './helpers/paths'

// Original items in the style of Chinese licensing exams.
const MI: ServerItem = {
  stem: '男，62岁。突发胸骨后压榨性疼痛2小时，伴大汗，心电图示V1～V4导联ST段弓背向上抬高。最可能的诊断是',
  options: { A: '急性前壁心肌梗死', B: '急性下壁心肌梗死', C: '稳定型心绞痛', D: '急性心包炎', E: '主动脉夹层' },
  answer: 'A',
}
const THYROID: ServerItem = {
  stem: '甲状腺危象时首选的抗甲状腺药物是',
  options: { A: '甲巯咪唑', B: '丙硫氧嘧啶', C: '复方碘溶液', D: '普萘洛尔' },
  answer: 'B',
}
const DIURETICS: ServerItem = {
  stem: '下列药物中属于保钾利尿药的有',
  options: { A: '螺内酯', B: '氨苯蝶啶', C: '呋塞米', D: '阿米洛利', E: '氢氯噻嗪' },
  answer: 'ABD',
}
/** Shorter than the stem index's prefix: found by the fallback scan. */
const SHOCK: ServerItem = {
  stem: '休克的本质是',
  options: { A: '血压下降', B: '组织微循环灌注不足', C: '心输出量减少', D: '中心静脉压降低' },
  answer: 'B',
}
/** Option texts with letters and separators inside them ("维生素B、C"). */
const VITAMINS: ServerItem = {
  stem: '下列各组中，均属于脂溶性维生素的是',
  options: { A: '维生素B、C', B: '维生素A、D', C: '维生素B1、B2', D: '叶酸、维生素C' },
  answer: 'B',
}
const ITEMS = [MI, THYROID, DIURETICS, SHOCK, VITAMINS]

type Layout = 'dot' | 'comma-inline' | 'paren' | 'space' | 'fullwidth'
const LAYOUTS: Layout[] = ['dot', 'comma-inline', 'paren', 'space', 'fullwidth']
const FULL = 'ＡＢＣＤＥＦ'

/** The item presented with its options in `order` (canonical letters, in presented order). */
function present(item: ServerItem, order: string[], layout: Layout = 'dot', preamble = '以下是中国医学考试的选择题，请给出正确答案。'): string {
  const shown = order.map((canonical, i) => [String.fromCharCode(65 + i), item.options[canonical]] as const)
  let options: string
  switch (layout) {
    case 'dot': options = shown.map(([l, t]) => `${l}. ${t}`).join('\n'); break
    case 'comma-inline': options = shown.map(([l, t]) => `${l}、${t}`).join(''); break
    case 'paren': options = shown.map(([l, t]) => `(${l}) ${t}`).join('\n'); break
    case 'space': options = shown.map(([l, t]) => `${l} ${t}`).join('\n'); break
    case 'fullwidth': options = shown.map(([l, t]) => `${FULL[l.charCodeAt(0) - 65]}．${t}`).join('\n'); break
  }
  return `${preamble}\n\n${item.stem}\n${options}\n答案：`
}

/** The presented letters of the item's answer under `order`, worked out here, not by the server. */
function keyUnder(item: ServerItem, order: string[]): string[] {
  return order.flatMap((canonical, i) => (item.answer.includes(canonical) ? [String.fromCharCode(65 + i)] : []))
}

/** Rotations and the reversal of an item's letters: a handful of distinct presentations. */
function orders(item: ServerItem): string[][] {
  const letters = Object.keys(item.options)
  const out = letters.map((_, s) => letters.map((_, i) => letters[(i + s) % letters.length]))
  out.push([...letters].reverse())
  return out
}

function user(content: string): ChatCompletionMessageParam[] {
  return [{ role: 'user', content }]
}

const servers: ModelServer[] = []
async function serve(opts: ModelServerOptions = {}): Promise<{ server: ModelServer; client: OpenAI }> {
  const server = await startModelServer({ items: ITEMS, ...opts })
  servers.push(server)
  return { server, client: clientFor(server.url) }
}

function clientFor(url: string, opts: { timeout?: number; apiKey?: string } = {}): OpenAI {
  return new OpenAI({ baseURL: url, apiKey: opts.apiKey ?? 'x', maxRetries: 0, timeout: opts.timeout ?? 10_000 })
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

async function ask(client: OpenAI, content: string, extra: { model?: string; max_tokens?: number } = {}) {
  return client.chat.completions.create({ model: extra.model ?? 'fake-plain', messages: user(content), ...(extra.max_tokens ? { max_tokens: extra.max_tokens } : {}) })
}

/** The rejection of a promise (fails the test if it resolves). */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p
  } catch (e) {
    return e
  }
  throw new Error('expected a rejection')
}

async function waitFor(cond: () => boolean, ms = 3000): Promise<void> {
  const t0 = Date.now()
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('condition not reached')
    await new Promise((r) => setTimeout(r, 10))
  }
}

interface Delta { content?: string | null; reasoning_content?: string }

describe('protocol', () => {
  it('lists its models', async () => {
    const { client } = await serve({ model: 'fake-plain', models: ['fake-reasoner', 'fake-think'] })
    const list = await client.models.list()
    expect(list.data.map((m) => m.id)).toEqual(['fake-plain', 'fake-reasoner', 'fake-think'])
    expect(list.data[0]).toMatchObject({ object: 'model', owned_by: expect.any(String), created: expect.any(Number) })
  })

  it('answers a completion with usage and finish_reason stop', async () => {
    const { client } = await serve()
    const short = await ask(client, present(THYROID, ['A', 'B', 'C', 'D']))
    expect(short.object).toBe('chat.completion')
    expect(short.model).toBe('fake-plain')
    expect(short.choices).toHaveLength(1)
    expect(short.choices[0].message.content).toBe('答案：B')
    expect(short.choices[0].finish_reason).toBe('stop')
    expect((short.choices[0].message as unknown as Delta).reasoning_content).toBeUndefined()
    // One token per non-ASCII character, one per four ASCII characters: 答 案 ： + "B".
    expect(short.usage!.completion_tokens).toBe(4)
    expect(short.usage!.total_tokens).toBe(short.usage!.prompt_tokens + 4)
    // A preamble 21 Chinese characters longer: 21 more prompt tokens.
    const added = '请结合临床知识与药理学原理作答并说明理由。'
    const long = await ask(client, present(THYROID, ['A', 'B', 'C', 'D'], 'dot', '以下是中国医学考试的选择题，请给出正确答案。' + added))
    expect(long.usage!.prompt_tokens).toBe(short.usage!.prompt_tokens + 21)
  })

  it('cuts an answer longer than max_tokens and says length', async () => {
    const { client } = await serve()
    const r = await ask(client, present(THYROID, ['A', 'B', 'C', 'D']), { max_tokens: 2 })
    expect(r.choices[0].message.content).toBe('答案')
    expect(r.choices[0].finish_reason).toBe('length')
    expect(r.usage!.completion_tokens).toBe(2)
    const enough = await ask(client, present(THYROID, ['A', 'B', 'C', 'D']), { max_tokens: 4 })
    expect(enough.choices[0]).toMatchObject({ finish_reason: 'stop', message: { content: '答案：B' } })
  })

  it('streams chunks, with reasoning_content on deltas and usage in the final chunk when asked', async () => {
    const { client } = await serve()
    const stream = await client.chat.completions.create({
      model: 'fake-reasoner',
      messages: user(present(MI, ['C', 'D', 'A', 'B', 'E'])),
      stream: true,
      stream_options: { include_usage: true },
    })
    let content = ''
    let reasoning = ''
    let chunks = 0
    let finish: string | null = null
    let usage: OpenAI.CompletionUsage | null | undefined
    let usageChoices = -1
    for await (const chunk of stream) {
      chunks++
      expect(chunk.object).toBe('chat.completion.chunk')
      if (chunk.usage) {
        usage = chunk.usage
        usageChoices = chunk.choices.length
      }
      for (const c of chunk.choices) {
        const d = c.delta as Delta
        if (d.content) content += d.content
        if (d.reasoning_content) reasoning += d.reasoning_content
        if (c.finish_reason) finish = c.finish_reason
      }
    }
    expect(content).toBe('**答案：C**')
    expect(reasoning).toMatch(/故选C。$/)
    expect(reasoning).not.toContain('答案')
    expect(chunks).toBeGreaterThanOrEqual(5)
    expect(finish).toBe('stop')
    expect(usageChoices).toBe(0)
    expect(usage!.completion_tokens).toBeGreaterThan(content.length)
    expect(usage!.total_tokens).toBe(usage!.prompt_tokens + usage!.completion_tokens)
  })

  it('streams without a usage chunk unless include_usage', async () => {
    const { client } = await serve()
    const stream = await client.chat.completions.create({ model: 'fake-plain', messages: user(present(SHOCK, ['B', 'A', 'C', 'D'])), stream: true })
    let content = ''
    let sawUsage = false
    for await (const chunk of stream) {
      if (chunk.usage) sawUsage = true
      for (const c of chunk.choices) content += c.delta.content ?? ''
    }
    expect(content).toBe('答案：A')
    expect(sawUsage).toBe(false)
  })

  it('cuts a streamed reasoning answer at max_tokens', async () => {
    const { client } = await serve()
    const stream = await client.chat.completions.create({ model: 'fake-reasoner', messages: user(present(MI, ['A', 'B', 'C', 'D', 'E'])), stream: true, max_tokens: 6 })
    let content = ''
    let reasoning = ''
    let finish: string | null = null
    for await (const chunk of stream) {
      for (const c of chunk.choices) {
        reasoning += (c.delta as Delta).reasoning_content ?? ''
        content += c.delta.content ?? ''
        finish = c.finish_reason ?? finish
      }
    }
    expect(finish).toBe('length')
    expect(reasoning).toBe('本题考查“男')
    expect(content).toBe('')
  })
})

describe('output styles', () => {
  it('reasoner: analysis in reasoning_content naming a distractor, the answer in content', async () => {
    const { client } = await serve()
    const r = await ask(client, present(THYROID, ['D', 'C', 'B', 'A']), { model: 'fake-reasoner' })
    const msg = r.choices[0].message as unknown as Delta
    expect(msg.content).toBe('**答案：C**')
    expect(msg.reasoning_content).toMatch(/选项A看似合理/)
    expect(msg.reasoning_content).toMatch(/故选C。$/)
  })

  it('think: the analysis inline in <think>, then the answer', async () => {
    const { client } = await serve()
    const r = await ask(client, present(THYROID, ['D', 'C', 'B', 'A']), { model: 'fake-think' })
    const content = r.choices[0].message.content!
    expect(content).toMatch(/^<think>\n本题考查.*选项A看似合理.*故选C。\n<\/think>\n\n答案：C$/s)
    expect((r.choices[0].message as unknown as Delta).reasoning_content).toBeUndefined()
  })

  it('style option applies to model names that do not name a style', async () => {
    const { client } = await serve({ model: 'qwen2.5-7b', style: 'think' })
    const r = await ask(client, present(THYROID, ['A', 'B', 'C', 'D']), { model: 'qwen2.5-7b' })
    expect(r.choices[0].message.content).toMatch(/^<think>[\s\S]*<\/think>\n\n答案：B$/)
  })

  it('multi-answer items answer "答案：A, C"', async () => {
    const { client } = await serve()
    const r = await ask(client, present(DIURETICS, ['C', 'A', 'E', 'B', 'D']))
    expect(r.choices[0].message.content).toBe('答案：B, D, E')
  })
})

describe('answers', () => {
  it('answers every permuted presentation, in every option layout, with the presented letters of the key', async () => {
    const { client, server } = await serve({ accuracy: 1 })
    let n = 0
    for (const item of ITEMS) {
      for (const order of orders(item)) {
        for (const layout of LAYOUTS) {
          const prompt = present(item, order, layout)
          const want = keyUnder(item, order)
          const r = await ask(client, prompt)
          expect(r.choices[0].message.content, `${item.stem} ${order.join('')} ${layout}`).toBe(`答案：${want.join(', ')}`)
          expect(server.expected(user(prompt))).toEqual({ letters: want.join(''), correct: true })
          n++
        }
      }
    }
    expect(n).toBe((6 + 5 + 6 + 5 + 5) * LAYOUTS.length)
    expect(server.stats().unknownItems).toBe(0)
  })

  it('finds the item when the prompt carries few-shot examples of other items, and in content parts', async () => {
    const { client } = await serve()
    const example = `${present(VITAMINS, ['A', 'B', 'C', 'D'], 'dot', '示例：')}B\n\n`
    const prompt = present(MI, ['E', 'D', 'C', 'B', 'A'], 'dot', `${example}请回答下题：`)
    const r = await ask(client, prompt)
    expect(r.choices[0].message.content).toBe('答案：E')
    const parts = await client.chat.completions.create({
      model: 'fake-plain',
      messages: [
        { role: 'system', content: '你是医学考试助手。' },
        { role: 'user', content: [{ type: 'text', text: '请回答：' }, { type: 'text', text: present(SHOCK, ['D', 'C', 'B', 'A']) }] },
      ],
    })
    expect(parts.choices[0].message.content).toBe('答案：C')
  })

  it('reads items from a JSONL file (generic and CMExam shapes)', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'items.jsonl')
    fs.writeFileSync(file, [
      JSON.stringify({ stem: THYROID.stem, options: THYROID.options, answer: 'B' }),
      JSON.stringify({ stem: '简述糖尿病的分型', answer: '1型、2型' }),
      'not json',
      '',
    ].join('\n'))
    expect(readItemsFile(file)).toEqual([{ stem: THYROID.stem, options: THYROID.options, answer: 'B' }])
    const cmexam = readItemsFile(formatFixture('cmexam_sample.jsonl'))
    expect(cmexam.length).toBeGreaterThanOrEqual(4)
    const pericarditis = cmexam.find((i) => i.stem.startsWith('急性心包炎'))!
    expect(pericarditis.options.B).toBe('胸骨左缘第3、4肋间')
    const { client } = await serve({ items: [file, formatFixture('cmexam_sample.jsonl')] })
    const order = ['E', 'D', 'C', 'B', 'A']
    const r = await ask(client, present(pericarditis, order))
    expect(r.choices[0].message.content).toBe('答案：D')
    const t = await ask(client, present(THYROID, ['B', 'A', 'C', 'D']))
    expect(t.choices[0].message.content).toBe('答案：A')
  })

  it('gives a fixed non-answer to an unknown item', async () => {
    const { client, server } = await serve()
    const messages = user('下列哪项不是肾病综合征的典型表现\nA. 大量蛋白尿\nB. 低白蛋白血症\nC. 高脂血症\nD. 肉眼血尿')
    const r = await client.chat.completions.create({ model: 'fake-plain', messages })
    expect(r.choices[0].message.content).toBe('无法确定')
    expect(server.expected(messages)).toBeNull()
    expect(server.stats().unknownItems).toBe(1)
  })

  it('accuracy 0 with positionBias {A: 1}: presented A unless A is right, then another wrong letter', async () => {
    const { client, server } = await serve({ accuracy: 0, positionBias: { A: 1 } })
    let sawA = 0
    let sawOther = 0
    for (const item of ITEMS) {
      for (const order of orders(item)) {
        const prompt = present(item, order)
        const key = keyUnder(item, order)
        const content = (await ask(client, prompt)).choices[0].message.content!
        const got = content.replace('答案：', '').split(', ')
        expect(server.expected(user(prompt))).toEqual({ letters: got.join(''), correct: false })
        if (key.includes('A')) {
          expect(got).toHaveLength(1)
          expect(key).not.toContain(got[0])
          expect(got[0]).toMatch(/^[B-E]$/)
          sawOther++
        } else {
          expect(got).toEqual(['A'])
          sawA++
        }
      }
    }
    expect(sawA).toBeGreaterThan(10)
    expect(sawOther).toBeGreaterThan(3)
  })

  it('accuracy 0.5: about half right, each answer as expected() says, the same request always the same', async () => {
    const { client, server } = await serve({ accuracy: 0.5, seed: 7 })
    const prompts = Array.from({ length: 120 }, (_, i) => present(ITEMS[i % 5], orders(ITEMS[i % 5])[i % 4], 'dot', `第${i + 1}题：`))
    let right = 0
    const answers: string[] = []
    for (const p of prompts) {
      const content = (await ask(client, p)).choices[0].message.content!
      const exp = server.expected(user(p))!
      expect(content).toBe(`答案：${exp.letters.split('').join(', ')}`)
      const item = ITEMS[prompts.indexOf(p) % 5]
      const key = keyUnder(item, orders(item)[prompts.indexOf(p) % 4]).join('')
      expect(exp.correct).toBe(exp.letters === key)
      if (exp.correct) right++
      answers.push(content)
    }
    expect(right).toBeGreaterThan(40)
    expect(right).toBeLessThan(80)
    // Deterministic: asked again, the same answers.
    for (let i = 0; i < 10; i++) expect((await ask(client, prompts[i])).choices[0].message.content).toBe(answers[i])
    // Another seed decides otherwise somewhere; another model name too.
    const other = await serve({ accuracy: 0.5, seed: 8 })
    const otherAnswers = await Promise.all(prompts.slice(0, 30).map(async (p) => (await ask(other.client, p)).choices[0].message.content))
    expect(otherAnswers).not.toEqual(answers.slice(0, 30))
    const byModel = prompts.slice(0, 30).map((p) => server.expected(user(p), 'fake-think')!.letters)
    expect(byModel).not.toEqual(prompts.slice(0, 30).map((p) => server.expected(user(p))!.letters))
  })
})

describe('faults', () => {
  const prompt = present(THYROID, ['A', 'B', 'C', 'D'])

  it('429 surfaces as RateLimitError with a readable Retry-After', async () => {
    const { client, server } = await serve({ faults: { queue: ['429'], retryAfterS: 7 } })
    const e = await rejection(ask(client, prompt))
    expect(e).toBeInstanceOf(RateLimitError)
    const err = e as APIError
    expect(err.status).toBe(429)
    expect(err.headers?.get('retry-after')).toBe('7')
    expect(err.code).toBe('rate_limit_exceeded')
    // The queue is spent: the next request is answered.
    expect((await ask(client, prompt)).choices[0].message.content).toBe('答案：B')
    expect(server.stats().byStatus).toEqual({ '429': 1, '200': 1 })
    expect(server.stats().byFault).toEqual({ '429': 1 })
  })

  it('500 and 503 come with an OpenAI-style error body', async () => {
    const { client } = await serve({ faults: { queue: ['500', '503'] } })
    const e500 = (await rejection(ask(client, prompt))) as APIError
    expect(e500).toBeInstanceOf(InternalServerError)
    expect(e500.status).toBe(500)
    expect(e500.type).toBe('server_error')
    const e503 = (await rejection(ask(client, prompt))) as APIError
    expect(e503.status).toBe(503)
    expect(e503.type).toBe('service_unavailable')
  })

  it('a stall outlasts the client timeout: APIConnectionTimeoutError, and the request leaves the in-flight count', async () => {
    const { server } = await serve({ faults: { queue: ['stall'], stallMs: 20_000 } })
    const client = clientFor(server.url, { timeout: 300 })
    const t0 = Date.now()
    const e = await rejection(ask(client, prompt))
    expect(e).toBeInstanceOf(APIConnectionTimeoutError)
    expect(Date.now() - t0).toBeLessThan(5000)
    await waitFor(() => server.stats().inFlight === 0)
    expect(server.stats().byFault).toEqual({ stall: 1 })
  })

  it('a connection reset before the response is an APIConnectionError', async () => {
    const { client } = await serve({ faults: { queue: ['reset'] } })
    const e = await rejection(ask(client, prompt))
    expect(e).toBeInstanceOf(APIConnectionError)
    expect(e).not.toBeInstanceOf(APIConnectionTimeoutError)
    expect((await ask(client, prompt)).choices[0].message.content).toBe('答案：B')
  })

  it('a reset mid-stream fails the iteration after the first chunks; mid-body fails the request', async () => {
    const { client } = await serve({ faults: { queue: ['reset-mid', 'reset-mid'] } })
    const stream = await client.chat.completions.create({ model: 'fake-reasoner', messages: user(prompt), stream: true })
    let chunks = 0
    const e = await rejection((async () => {
      for await (const chunk of stream) if (chunk.choices.length) chunks++
    })())
    expect(e).toBeInstanceOf(Error)
    expect(chunks).toBeGreaterThanOrEqual(1)
    const e2 = await rejection(ask(client, prompt))
    expect(e2).toBeInstanceOf(Error)
    expect(e2 instanceof APIError && typeof e2.status === 'number').toBe(false)
  })

  it('a malformed JSON body is an error from the client, streaming too', async () => {
    const { client } = await serve({ faults: { queue: ['malformed', 'malformed'] } })
    const e = await rejection(ask(client, prompt))
    expect(e).toBeInstanceOf(Error)
    expect(e).not.toBeInstanceOf(APIError)
    const stream = await client.chat.completions.create({ model: 'fake-plain', messages: user(prompt), stream: true })
    const e2 = await rejection((async () => {
      for await (const chunk of stream) void chunk
    })())
    expect(e2).toBeInstanceOf(Error)
  })

  it('empty choices', async () => {
    const { client } = await serve({ faults: { queue: ['empty', 'empty'] } })
    const r = await ask(client, prompt)
    expect(r.choices).toEqual([])
    expect(r.usage!.completion_tokens).toBeGreaterThan(0)
    const stream = await client.chat.completions.create({ model: 'fake-plain', messages: user(prompt), stream: true })
    let content = ''
    for await (const chunk of stream) for (const c of chunk.choices) content += c.delta.content ?? ''
    expect(content).toBe('')
  })

  it('down: every request refused with 503 until it is up again', async () => {
    const { client, server } = await serve()
    server.setFaults({ down: true })
    expect(((await rejection(client.models.list())) as APIError).status).toBe(503)
    expect(((await rejection(ask(client, prompt))) as APIError).status).toBe(503)
    server.setFaults({})
    expect((await ask(client, prompt)).choices[0].message.content).toBe('答案：B')
    expect(server.stats().byFault).toEqual({ down: 2 })
  })

  it('a queue with gaps, and seeded fault rates', async () => {
    const { client, server } = await serve({ faults: { queue: ['500', null, '429'] } })
    const statuses: (number | undefined)[] = []
    for (let i = 0; i < 4; i++) {
      try {
        await ask(client, prompt)
        statuses.push(200)
      } catch (e) {
        statuses.push((e as APIError).status)
      }
    }
    expect(statuses).toEqual([500, 200, 429, 200])

    const run = async (seed: number) => {
      const s = await serve({ seed, faults: { rates: { '500': 0.3, '429': 0.1 } } })
      const out: (number | undefined)[] = []
      for (let i = 0; i < 60; i++) {
        try {
          await ask(s.client, prompt)
          out.push(200)
        } catch (e) {
          out.push((e as APIError).status)
        }
      }
      return out
    }
    const a = await run(3)
    const b = await run(3)
    expect(a).toEqual(b)
    const failed = a.filter((s) => s !== 200).length
    expect(failed).toBeGreaterThan(10)
    expect(failed).toBeLessThan(40)
    expect(a).toContain(429)
    expect(server.stats().byFault).toEqual({ '500': 1, '429': 1 })
  })
})

describe('API key', () => {
  it('a wrong or missing key is a 401 that does not echo the key', async () => {
    const { server } = await serve({ apiKey: 'sk-local-secret-123' })
    const wrong = clientFor(server.url, { apiKey: 'sk-wrong-456' })
    const e = (await rejection(wrong.models.list())) as APIError
    expect(e).toBeInstanceOf(AuthenticationError)
    expect(e.status).toBe(401)
    expect(e.code).toBe('invalid_api_key')
    expect(JSON.stringify(e.error)).not.toMatch(/secret-123|wrong-456/)
    const missing = await fetch(`${server.url}/chat/completions`, { method: 'POST', body: JSON.stringify({ messages: user('x') }) })
    expect(missing.status).toBe(401)
    expect(await missing.text()).not.toContain('secret')
    const right = clientFor(server.url, { apiKey: 'sk-local-secret-123' })
    expect((await ask(right, present(THYROID, ['A', 'B', 'C', 'D']))).choices[0].message.content).toBe('答案：B')
  })
})

describe('counters and control', () => {
  it('counts requests, concurrency, statuses and fingerprints', async () => {
    const { client, server } = await serve({ latencyMs: 150 })
    const prompts = Array.from({ length: 6 }, (_, i) => present(ITEMS[i % 5], orders(ITEMS[i % 5])[i % 3], 'dot', `题${i}`))
    const t0 = Date.now()
    await Promise.all(prompts.map((p) => ask(client, p)))
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140)
    await ask(client, prompts[0])
    await client.models.list()
    const s: ServerStats = server.stats()
    expect(s.requests).toBe(8)
    expect(s.chatRequests).toBe(7)
    expect(s.maxInFlight).toBe(6)
    expect(s.inFlight).toBe(0)
    expect(s.byStatus).toEqual({ '200': 8 })
    expect(s.connections.maxOpen).toBeGreaterThanOrEqual(6)
    expect(s.byFingerprint[fingerprint(user(prompts[0]))]).toBe(2)
    expect(s.byFingerprint[fingerprint(user(prompts[1]))]).toBe(1)
    expect(Object.values(s.byFingerprint).reduce((a, b) => a + b, 0)).toBe(7)
    server.resetStats()
    expect(server.stats()).toMatchObject({ requests: 0, chatRequests: 0, byFingerprint: {}, byStatus: {} })
  })

  it('latency with jitter delays the first byte within its bounds', async () => {
    const { client } = await serve({ latencyMs: { mean: 200, jitter: 50 } })
    const t0 = Date.now()
    await ask(client, present(THYROID, ['A', 'B', 'C', 'D']))
    const ms = Date.now() - t0
    expect(ms).toBeGreaterThanOrEqual(145)
    expect(ms).toBeLessThan(1500)
  })

  it('streams its chunks apart when chunkDelayMs is set, after the latency', async () => {
    const { client } = await serve({ latencyMs: 100, chunkDelayMs: 40 })
    const t0 = Date.now()
    const stream = await client.chat.completions.create({ model: 'fake-reasoner', messages: user(present(THYROID, ['A', 'B', 'C', 'D'])), stream: true })
    const times: number[] = []
    let content = ''
    for await (const chunk of stream) {
      times.push(Date.now() - t0)
      for (const c of chunk.choices) content += c.delta.content ?? ''
    }
    expect(content).toBe('**答案：B**')
    expect(times[0]).toBeGreaterThanOrEqual(95)
    expect(times.length).toBeGreaterThanOrEqual(6)
    expect(times[times.length - 1] - times[0]).toBeGreaterThanOrEqual(40 * (times.length - 2))
  })

  it('close() does not wait for a stalled request; the client sees the connection go', async () => {
    const server = await startModelServer({ items: ITEMS, faults: { queue: ['stall'], stallMs: 60_000 } })
    const client = clientFor(server.url, { timeout: 30_000 })
    const pending = rejection(ask(client, present(THYROID, ['A', 'B', 'C', 'D'])))
    await waitFor(() => server.stats().inFlight === 1)
    const t0 = Date.now()
    await server.close()
    expect(Date.now() - t0).toBeLessThan(2000)
    const e = await pending
    expect(e).toBeInstanceOf(APIConnectionError)
    expect(e).not.toBeInstanceOf(APIConnectionTimeoutError)
  })

  it('POST /__control sets faults and resets counters; GET /__stats reads them', async () => {
    const { client, server } = await serve()
    const base = server.url.replace(/\/v1$/, '')
    const set = await fetch(`${base}/__control`, { method: 'POST', body: JSON.stringify({ faults: { queue: ['503'] } }) })
    expect(set.status).toBe(200)
    expect(((await rejection(ask(client, present(THYROID, ['A', 'B', 'C', 'D'])))) as APIError).status).toBe(503)
    const stats = (await (await fetch(`${base}/__stats`)).json()) as ServerStats
    expect(stats).toMatchObject({ requests: 1, chatRequests: 1, byStatus: { '503': 1 }, byFault: { '503': 1 } })
    await fetch(`${base}/__control`, { method: 'POST', body: JSON.stringify({ resetStats: true, faults: { down: true } }) })
    expect(server.stats().requests).toBe(0)
    expect(((await rejection(client.models.list())) as APIError).status).toBe(503)
    await fetch(`${base}/__control`, { method: 'POST', body: JSON.stringify({ faults: null }) })
    expect((await client.models.list()).data.length).toBeGreaterThan(0)
    const bad = await fetch(`${base}/__control`, { method: 'POST', body: '{' })
    expect(bad.status).toBe(400)
  })
})

describe('command-line entry', () => {
  it('starts as a child process and prints its URL as the first line', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'items.jsonl')
    fs.writeFileSync(file, ITEMS.map((i) => JSON.stringify(i)).join('\n') + '\n')
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'tests/support/model-server.ts'),
      '--port', '0', '--items', file, '--model', 'fake-reasoner', '--api-key-env', 'FAKE_MODEL_KEY', '--faults', '{"queue":["429"]}'], {
      cwd: projectRoot,
      env: { ...process.env, FAKE_MODEL_KEY: 'k-123' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let stderr = ''
      child.stderr!.on('data', (c: Buffer) => { stderr += c.toString() })
      const line = await new Promise<string>((resolve, reject) => {
        readline.createInterface({ input: child.stdout! }).once('line', resolve)
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)))
      })
      const { url } = JSON.parse(line) as { url: string }
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/)
      const client = clientFor(url, { apiKey: 'k-123' })
      expect((await client.models.list()).data.map((m) => m.id)).toEqual(['fake-reasoner'])
      expect(((await rejection(ask(client, present(MI, ['B', 'A', 'C', 'D', 'E']), { model: 'fake-reasoner' }))) as APIError).status).toBe(429)
      const r = await ask(client, present(MI, ['B', 'A', 'C', 'D', 'E']), { model: 'fake-reasoner' })
      expect(r.choices[0].message.content).toBe('**答案：B**')
      const stats = (await (await fetch(url.replace(/\/v1$/, '/__stats'))).json()) as ServerStats
      expect(stats).toMatchObject({ requests: 3, byStatus: { '200': 2, '429': 1 } })
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(stderr).not.toContain('k-123')
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
