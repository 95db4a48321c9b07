// A judge pass: an LLM judge over a run's stored answers, separate from the run. For every answer
// to an open item whose key has a rubric, key points or a reference (core/judge/templates.ts), or, in
// a reading check, every choice answer the reader inferred or read as no answer, and for
// each of `samples` samples (self-consistency), the judge is asked until its verdict reads (at most
// maxAttempts asks, transport retries with backoff included); each verdict is committed the moment it
// is read, with the judge's raw output, its problem when it never read, tokens and latency. A resumed
// pass asks only for what has no verdict. A judge server that stays unreachable interrupts the pass
// (resumable), never fills it with failures.
import crypto from 'node:crypto'
import { MbError, defineMessages, type Msg } from '../../core/messages'
import { createRng } from '../../core/rng'
import { backoffMs, type BackoffOptions } from '../../core/run/backoff'
import type { ChatMessage } from '../../core/run/prompt'
import type { EndpointSpec } from '../../core/run/spec'
import type { ItemKey, RubricCriterion } from '../../core/types'
import { JUDGE_TEMPLATES, judgeMessages, judgeModeOf, type JudgeMode, type JudgeTemplate } from '../../core/judge/templates'
import { readVerdict } from '../../core/judge/verdict'
import { readChoice } from '../../core/score/readChoice'
import { isDoubtfulReading } from '../../core/score/inferredRules'
import { choiceExact } from '../../core/score/choice'
import { mapPresentedToCanonical } from '../../core/score/variants'
import type { JudgeRecord, JudgeStatus, JudgeStore, VerdictRow } from '../../store/judgeStore'
import { HttpChatClient } from '../runs/chatHttp'
import { ReplicaPool, type Replica } from '../runs/replicas'
import { RequestError } from '../runs/requestError'
import type { Workspace } from '../workspace'
import { keysAt } from '../runs/runReport'

export const judgeMessagesText = defineMessages('judge', {
  noTemplate: {
    zh: (p) => `没有名为 ${p.name} 的评审模板（可用：${p.known}）`,
    en: (p) => `no judge template ${p.name} (known: ${p.known})`,
  },
  noJudge: { zh: (p) => `找不到评审 ${p.id}`, en: (p) => `no judge pass ${p.id}` },
  otherRun: { zh: (p) => `评审 ${p.id} 属于评测 ${p.run}，不是 ${p.asked}`, en: (p) => `judge pass ${p.id} belongs to run ${p.run}, not ${p.asked}` },
  unreachable: {
    zh: (p) => `评审模型服务 ${p.url} 持续无法访问（${p.detail}），评审已中断；恢复后可继续：--resume ${p.id}`,
    en: (p) => `the judge server ${p.url} stayed unreachable (${p.detail}); the pass was interrupted; continue with --resume ${p.id}`,
  },
  fatal: {
    zh: (p) => `评审模型服务拒绝了请求（${p.detail}），评审已停止：请检查模型名称和 API 密钥`,
    en: (p) => `the judge server refused the request (${p.detail}); the pass stopped: check the model name and the API key`,
  },
  requestFailed: { zh: (p) => `评审请求失败：${p.detail}`, en: (p) => `the judge request failed: ${p.detail}` },
})

export interface JudgeSpec {
  endpoint: EndpointSpec
  /** name@version of a template in JUDGE_TEMPLATES. */
  template: string
  /**
   * A reading check (a template of kind 'read'): which choice answers it reads. doubtful: those the
   * reader inferred or read as no answer; all: every one. Absent on grading passes.
   */
  check?: 'doubtful' | 'all'
  /** Verdicts per answer (self-consistency; use temperature > 0 for more than one). */
  samples: number
  concurrency: number
  /** Asks per verdict, transport retries and unreadable verdicts together. */
  maxAttempts: number
}

export interface JudgeOutcome {
  judge: string
  status: JudgeStatus
  /** Verdicts stored (ok, unparsed and failed). */
  done: number
  /** Verdicts that did not read or got no answer. */
  errors: number
  total: number
  reason: Msg | null
}

/** What the model was asked, as text: the user's message, or the turns of a conversation. */
export function questionText(messagesJson: string): string {
  const msgs = JSON.parse(messagesJson) as ChatMessage[]
  const text = (c: ChatMessage['content']) =>
    typeof c === 'string' ? c : c.map((p) => ((p as { type: string }).type === 'text' ? (p as { text: string }).text : '[图片]')).join('')
  const turns = msgs.filter((m) => m.role !== 'system')
  if (turns.length === 1) return text(turns[0].content)
  return turns.map((m) => `【${m.role === 'user' ? '用户' : '助手'}】${text(m.content)}`).join('\n')
}

interface Job {
  seq: number
  itemId: string
  sample: number
  mode: JudgeMode
  messages: ChatMessage[]
  /** What the verdict is checked against: the criteria, the key points, or the option letters presented. */
  expect: { rubric?: RubricCriterion[]; keyPoints?: string[]; letters?: string[] }
  /** A reading check: the presented order (to map the judge's letters back), the key's letters, the reader's reading. */
  read?: { order: string[]; gold: string | null; reader: { answer: string; rule: string } }
}

/** A grading pass's jobs: every open answer whose key has a rubric, key points or a reference. */
function gradeJobs(ws: Workspace, store: JudgeStore, runId: string, template: JudgeTemplate): Omit<Job, 'sample'>[] {
  const targets = store.targets(runId)
  const keys = keysAt(ws, new Map(targets.map((t) => [t.itemId, t.keyVersion])))
  const out: Omit<Job, 'sample'>[] = []
  for (const target of targets) {
    const key: ItemKey | null = keys.get(target.itemId) ?? null
    const mode = judgeModeOf(target.type as never, key)
    if (!mode || !key) continue
    const messages = judgeMessages(template, mode, { question: questionText(target.messages), answer: target.output, reference: key.reference, keyPoints: key.keyPoints, rubric: key.rubric })
    out.push({ seq: target.seq, itemId: target.itemId, mode, messages, expect: { rubric: key.rubric, keyPoints: key.keyPoints } })
  }
  return out
}

/**
 * A reading check's jobs: the run's choice answers, read again by this build's reader, and those it
 * inferred or read as no answer (or all of them), each with the options as they were presented.
 */
function readJobs(ws: Workspace, store: JudgeStore, runId: string, template: JudgeTemplate, check: 'doubtful' | 'all'): Omit<Job, 'sample'>[] {
  const targets = store.readTargets(runId)
  const keys = keysAt(ws, new Map(targets.map((t) => [t.itemId, t.keyVersion])))
  const out: Omit<Job, 'sample'>[] = []
  const orders = new Map<string, string[]>()
  for (const t of targets) {
    let order = orders.get(t.ord)
    if (!order) orders.set(t.ord, (order = t.ord ? (JSON.parse(t.ord) as string[]) : []))
    const item = { type: t.type, options: JSON.parse(t.options) as Record<string, string> }
    const reading = readChoice(item, t.output, { variant: order.length ? { order } : undefined, finishReason: t.finishReason })
    if (check === 'doubtful' && !isDoubtfulReading(reading.answer, reading.rule)) continue
    const letters = order.length ? order.map((_, i) => String.fromCharCode(65 + i)) : Object.keys(item.options).sort()
    const messages = judgeMessages(template, 'read', { question: questionText(t.messages), answer: t.output, letters, multi: t.type === 'multi_choice', finishReason: t.finishReason })
    out.push({ seq: t.seq, itemId: t.itemId, mode: 'read', messages, expect: { letters }, read: { order, gold: keys.get(t.itemId)?.answer ?? null, reader: { answer: reading.answer, rule: reading.rule } } })
  }
  return out
}

export async function runJudgePass(
  ws: Workspace,
  store: JudgeStore,
  judge: JudgeRecord,
  spec: JudgeSpec,
  apiKey: string | undefined,
  tuning: { backoff?: BackoffOptions; unreachableAfter?: number; coolMs?: number } = {},
): Promise<JudgeOutcome> {
  const template = JUDGE_TEMPLATES[spec.template]
  if (!template) throw new MbError(judgeMessagesText.noTemplate({ name: spec.template, known: Object.keys(JUDGE_TEMPLATES).join(', ') }))
  const done = store.done(judge.id)
  const jobs: Job[] = []
  let total = 0
  const planned = template.kind === 'read' ? readJobs(ws, store, judge.runId, template, spec.check ?? 'doubtful') : gradeJobs(ws, store, judge.runId, template)
  for (const job of planned) {
    for (let sample = 0; sample < spec.samples; sample++) {
      total++
      if (!done.has(`${job.seq}:${sample}`)) jobs.push({ ...job, sample })
    }
  }
  store.setStatus(judge.id, 'running', null, new Date().toISOString())
  const rng = createRng(Number.parseInt(crypto.createHash('sha256').update(judge.id).digest('hex').slice(0, 8), 16))
  const unreachableAfter = tuning.unreachableAfter ?? 8
  // Set from inside the workers, so held in an object (a plain let would narrow to null here).
  const halt: { stop: { status: JudgeStatus; reason: Msg } | null } = { stop: null }
  let consecutiveDown = 0
  let missing = 0
  let lastDown = ''
  let lastDownUrl = spec.endpoint.urls[0]
  let next = 0

  // Every base URL of the endpoint (replicas of one model) takes `concurrency` requests; one that keeps
  // failing is drained for a while, as in a run (services/runs/replicas.ts).
  const pool = new ReplicaPool(spec.endpoint.urls, spec.concurrency, false, tuning.coolMs ?? 1000)
  const clients = new Map(spec.endpoint.urls.map((u) => [u, new HttpChatClient(u, spec.endpoint, apiKey)]))
  /** A replica with room, waiting while all are busy; null once the pass halts. */
  const acquire = async (): Promise<Replica | null> => {
    for (;;) {
      if (halt.stop) return null
      const now = Date.now()
      // With every replica drained, asking anyway is what lets the pass see the server is gone and
      // interrupt (after unreachableAfter failures in a row) instead of waiting out the cool-offs.
      const r = pool.pick(now) ?? (pool.allDown ? pool.replicas.reduce((a, b) => (b.waitMs(now) < a.waitMs(now) ? b : a)) : null)
      if (r) {
        r.take()
        return r
      }
      const wait = pool.nextOpenMs(Date.now())
      await sleep(Number.isFinite(wait) ? Math.max(5, Math.min(wait, 250)) : 5)
    }
  }

  const one = async (job: Job): Promise<void> => {
    let attempts = 0
    let last: { raw: string | null; problem: Msg; completion?: { latencyMs: number; promptTokens: number | null; completionTokens: number | null } } | null = null
    let failed = false
    let down = false
    while (attempts < spec.maxAttempts && !halt.stop) {
      const replica = await acquire()
      if (!replica) break
      attempts++
      try {
        const c = await clients.get(replica.url)!.complete(job.messages)
        replica.succeeded(c.latencyMs)
        consecutiveDown = 0
        const read = readVerdict(job.mode, c.output, job.expect)
        const usage = { latencyMs: c.latencyMs, promptTokens: c.promptTokens, completionTokens: c.completionTokens }
        if (read.ok) {
          const { verdict, score } = job.read && read.verdict.mode === 'read' ? checked(job.read, read.verdict) : read
          store.put(judge.id, row(job, { status: 'ok', verdict, score, raw: c.output, problem: null, attempts, ...usage }))
          return
        }
        last = { raw: c.output, problem: read.problem, completion: usage }
        failed = false
      } catch (e) {
        if (!(e instanceof RequestError)) {
          replica.released()
          throw e
        }
        replica.failed(e.errorClass, e.status, Date.now())
        last = { raw: null, problem: judgeMessagesText.requestFailed({ detail: e.message.slice(0, 200) }) }
        failed = true
        if (e.errorClass === 'auth' || e.errorClass === 'not_found') {
          halt.stop ??= { status: 'failed', reason: judgeMessagesText.fatal({ detail: e.message.slice(0, 200) }) }
          return
        }
        if (e.errorClass === 'connection' || e.errorClass === 'timeout') {
          down = true
          lastDown = e.message
          lastDownUrl = replica.url
          if (++consecutiveDown >= unreachableAfter) {
            halt.stop ??= { status: 'interrupted', reason: judgeMessagesText.unreachable({ url: replica.url, detail: e.message.slice(0, 120), id: judge.id }) }
            return
          }
        } else down = false
        if (e.errorClass === 'bad_request') break
        if (attempts < spec.maxAttempts) await sleep(backoffMs(attempts, rng, e.retryAfterMs, tuning.backoff))
      }
    }
    if (halt.stop || !last) return
    // The server could not be reached: no verdict is written, so a resume asks again.
    if (down) {
      missing++
      return
    }
    store.put(judge.id, row(job, { status: failed ? 'failed' : 'unparsed', verdict: null, score: null, raw: last.raw, problem: last.problem, attempts, latencyMs: last.completion?.latencyMs ?? null, promptTokens: last.completion?.promptTokens ?? null, completionTokens: last.completion?.completionTokens ?? null }))
  }

  const worker = async () => {
    while (!halt.stop && next < jobs.length) await one(jobs[next++])
  }
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(spec.concurrency * spec.endpoint.urls.length, jobs.length)) }, worker))
  } catch (e) {
    store.setStatus(judge.id, 'interrupted', null, new Date().toISOString())
    throw e
  } finally {
    for (const c of clients.values()) c.close()
  }
  if (!halt.stop && missing > 0) {
    halt.stop = { status: 'interrupted', reason: judgeMessagesText.unreachable({ url: lastDownUrl, detail: lastDown.slice(0, 120), id: judge.id }) }
  }
  const status: JudgeStatus = halt.stop?.status ?? 'completed'
  store.setStatus(judge.id, status, halt.stop?.reason ?? null, new Date().toISOString())
  const c = store.counts(judge.id)
  return { judge: judge.id, status, done: c.done, errors: c.unparsed + c.failed, total, reason: halt.stop?.reason ?? null }
}

/** A reading check's verdict as stored: the judge's letters mapped back to canonical ones, the reader's beside them, and the key's verdict on the judge's. */
function checked(read: NonNullable<Job['read']>, v: { presented: string; reason: string }): { verdict: unknown; score: number | null } {
  const answer = read.order.length ? mapPresentedToCanonical(v.presented, { order: read.order }) : v.presented
  return {
    verdict: { mode: 'read', answer, presented: v.presented, reason: v.reason, reader: read.reader },
    score: read.gold ? choiceExact(answer, read.gold) : null,
  }
}

function row(job: Job, v: Omit<VerdictRow, 'seq' | 'sample' | 'itemId' | 'mode' | 'createdAt'>): VerdictRow {
  return { seq: job.seq, sample: job.sample, itemId: job.itemId, mode: job.mode, createdAt: new Date().toISOString(), ...v }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
