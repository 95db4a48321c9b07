// A loopback LLM judge for tests: an OpenAI-compatible /v1/chat/completions that reads the judge
// prompt of core/judge/templates.ts (question, reference, answer, numbered criteria or key points) and
// answers with a verdict in JSON. Its verdicts follow a truth the test controls: a criterion or key
// point is met when the answer contains the phrase quoted in it as 「…」 (so a test knows what a
// careful grader would say), and `flip` is the seeded chance of saying the opposite (controllable
// agreement). Faults: the first `garbleFirst` answers (or a `garble` share) are prose with no JSON, the
// first `fail500` requests get a 500, `countOff` answers give one entry too few. /v1/models lists the
// model. Reading checks (medbench-read): the judge reads the letters whose option texts the answer
// names (or states as 答案：X), none where it says 无法确定, unless the test's `readAs` says otherwise. Checked with the
// official openai client in tests/unit/judge.test.ts.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRng } from '../../src-main/core/rng'

export interface JudgeServerOptions {
  model?: string
  seed?: number
  /** Chance (0–1) of each verdict entry disagreeing with the truth. Default 0. */
  flip?: number
  /** The first this many chat answers have no JSON in them. */
  garbleFirst?: number
  /** Chance of an answer with no JSON. */
  garble?: number
  /** The first this many chat requests get an HTTP 500. */
  fail500?: number
  /** The first this many answers give one entry too few. */
  countOff?: number
  /** Answer every request with no JSON (a judge that never complies). */
  neverJson?: boolean
  /** Reading checks: the letters (as presented) the judge reads in an answer; undefined falls back to the default reading. */
  readAs?: (answer: string, options: Record<string, string>) => string | undefined
  /** Reading checks: every this many-th read says no answer (a judge that disagrees with the reader, for the e2e). */
  readNoneEvery?: number
  port?: number
}

export interface JudgeServer {
  url: string
  stats: { chatRequests: number; byMode: Record<string, number> }
  close(): Promise<void>
}

const QUOTED = /「([^」]+)」/

/** The numbered lines of a section: "1. …" up to the next blank line. */
function numberedAfter(text: string, header: string): string[] {
  const at = text.indexOf(header)
  if (at < 0) return []
  const body = text.slice(at).split('\n').slice(1)
  const out: string[] = []
  for (const line of body) {
    const m = /^(\d+)\. (.*)$/.exec(line)
    if (!m) break
    out.push(m[2])
  }
  return out
}

function section(text: string, header: string): string {
  const at = text.indexOf(header)
  if (at < 0) return ''
  const rest = text.slice(at + header.length).replace(/^\n/, '')
  const end = rest.indexOf('\n\n【')
  return end < 0 ? rest : rest.slice(0, end)
}

/** Whether the answer holds the 「phrase」 a criterion or key point quotes. */
export function truthOf(entry: string, answer: string): boolean {
  const q = QUOTED.exec(entry)
  return q ? answer.includes(q[1]) : false
}

export async function startJudgeServer(o: JudgeServerOptions = {}): Promise<JudgeServer> {
  const model = o.model ?? 'fake-judge'
  const rng = createRng(o.seed ?? 1)
  const stats = { chatRequests: 0, byMode: {} as Record<string, number> }
  let answered = 0

  const verdictText = (prompt: string): string => {
    if (prompt.includes('【考生的作答】')) {
      stats.byMode.read = (stats.byMode.read ?? 0) + 1
      if (o.readNoneEvery && stats.byMode.read % o.readNoneEvery === 0) return JSON.stringify({ answer: '', reason: '作答没有认定任何选项' })
      const answer = section(prompt, '【考生的作答】')
      const options: Record<string, string> = {}
      for (const m of section(prompt, '【题目】').matchAll(/^[ \t]*([A-Z])[.．、:：)）][ \t]*(.+?)[ \t]*$/gm)) options[m[1]] = m[2]
      const own = o.readAs?.(answer, options)
      const stated = /答案[:：]\s*([A-Z]+)/.exec(answer)?.[1]
      const letters = own ?? stated ?? (answer.includes('无法确定') ? '' : Object.keys(options).filter((l) => answer.includes(options[l])).join(''))
      return JSON.stringify({ answer: letters, reason: letters ? '作答认定了这些选项' : '作答没有认定任何选项' })
    }
    const answer = section(prompt, '【待评回答】')
    const decide = (entry: string) => (rng.next() < (o.flip ?? 0) ? !truthOf(entry, answer) : truthOf(entry, answer))
    if (prompt.includes('【评分标准】')) {
      stats.byMode.rubric = (stats.byMode.rubric ?? 0) + 1
      const criteria = numberedAfter(prompt, '【评分标准】')
      const entries = criteria.map((c, i) => ({ id: i + 1, met: decide(c), reason: decide(c) ? '回答涉及此点' : '回答未涉及此点' }))
      return JSON.stringify({ criteria: entries })
    }
    if (prompt.includes('【要点】')) {
      stats.byMode.keypoints = (stats.byMode.keypoints ?? 0) + 1
      const kps = numberedAfter(prompt, '【要点】')
      return JSON.stringify({ key_points: kps.map((k, i) => {
        const covered = decide(k)
        return { id: i + 1, covered, span: covered ? (QUOTED.exec(k)?.[1] ?? '') : '' }
      }) })
    }
    stats.byMode.overall = (stats.byMode.overall ?? 0) + 1
    const reference = section(prompt, '【参考答案】')
    const score = answer.trim() === reference.trim() ? 5 : answer.includes(reference.slice(0, 4)) ? 3 : 1
    return JSON.stringify({ score, reason: '对照参考答案' })
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ object: 'list', data: [{ id: model, object: 'model', created: 0, owned_by: 'test' }] }))
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error', code: null } }))
      }
      stats.chatRequests++
      if (stats.chatRequests <= (o.fail500 ?? 0)) {
        res.writeHead(500, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ error: { message: 'The server had an error (fake judge).', type: 'server_error', code: null } }))
      }
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[]; model?: string }
      const prompt = body.messages[body.messages.length - 1].content
      answered++
      let content: string
      if (o.neverJson || answered <= (o.garbleFirst ?? 0) || rng.next() < (o.garble ?? 0)) content = '我认为这个回答总体上还不错，但需要更多信息才能判断。'
      else {
        let json = verdictText(prompt)
        if (answered <= (o.garbleFirst ?? 0) + (o.countOff ?? 0)) {
          const v = JSON.parse(json) as Record<string, unknown[]>
          for (const k of ['criteria', 'key_points']) if (Array.isArray(v[k])) v[k] = v[k].slice(0, -1)
          json = JSON.stringify(v)
        }
        // Prose around a fenced block, as chat models write it.
        content = `评审如下：\n\`\`\`json\n${json}\n\`\`\`\n以上。`
      }
      const reply = {
        id: `chatcmpl-judge-${answered}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: Math.ceil(prompt.length / 2), completion_tokens: Math.ceil(content.length / 2), total_tokens: Math.ceil((prompt.length + content.length) / 2) },
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
