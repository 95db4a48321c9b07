// Starting or resuming a judge pass over a run (the judge.run operation): the pass's record in the
// runs file (its spec without secrets), the key from the endpoint's variable or profile, and the pass.
import crypto from 'node:crypto'
import { MbError } from '../../core/messages'
import type { Actor } from '../../core/actors'
import type { EndpointSpec } from '../../core/run/spec'
import { DEFAULT_JUDGE_TEMPLATE, JUDGE_TEMPLATES, passKind } from '../../core/judge/templates'
import { defineMessages } from '../../core/messages'
import { JudgeStore } from '../../store/judgeStore'
import { endpointKey, type KeyContext } from '../endpoints/profiles'
import type { Workspace } from '../workspace'
import { perRunsFile } from '../runs/perRunsFile'
import { judgeMessagesText, runJudgePass, type JudgeOutcome, type JudgeSpec } from './judgePass'
import type { JudgeScores, ReadingCheck } from '../runs/runReport'

const kindMessages = defineMessages('judgeKind', {
  isReadingCheck: {
    zh: (p) => `评审 ${p.id} 是答案读取复核（${p.template}），不给开放题评分：请作为读取复核使用（--reading-check ${p.id}）`,
    en: (p) => `judge pass ${p.id} is a reading check (${p.template}), which scores no open answer: use it as one (--reading-check ${p.id})`,
  },
  notReadingCheck: {
    zh: (p) => `评审 ${p.id} 用模板 ${p.template} 给开放题评分，不是答案读取复核：请作为评审使用（--judge ${p.id}）`,
    en: (p) => `judge pass ${p.id} grades open answers with ${p.template}; it is not a reading check: use it as a judge (--judge ${p.id})`,
  },
  checkOnlyRead: {
    zh: (p) => `--check 只用于答案读取复核模板，${p.template} 不是`,
    en: (p) => `--check applies to reading-check templates only, and ${p.template} is not one`,
  },
})

/** The judge passes of the workspace's runs file (on the run store's connection). */
export const judgeStore = perRunsFile((db) => new JudgeStore(db))

export interface JudgeRunInput {
  run: string
  /** Resume this pass instead of starting one. */
  resume?: string
  endpoint?: EndpointSpec
  template?: string
  samples?: number
  concurrency?: number
  maxAttempts?: number
  /** A reading check: the choice answers it reads (default: those inferred or read as no answer). */
  check?: 'doubtful' | 'all'
  /** On resume: a new variable for the key. */
  apiKeyEnv?: string
}

export function newJudgeId(now: Date): string {
  return `judge-${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${crypto.randomBytes(3).toString('hex')}`
}

export async function judgeRun(ws: Workspace, input: JudgeRunInput, o: { actor: Actor; keys?: KeyContext; tuning?: Parameters<typeof runJudgePass>[5] }): Promise<JudgeOutcome> {
  ws.runs.get(input.run) // refuses an unknown run, naming the file
  const store = judgeStore(ws)
  let judge
  let spec: JudgeSpec
  if (input.resume) {
    judge = store.get(input.resume)
    if (!judge) throw new MbError(judgeMessagesText.noJudge({ id: input.resume }))
    if (judge.runId !== input.run) throw new MbError(judgeMessagesText.otherRun({ id: judge.id, run: judge.runId, asked: input.run }))
    spec = judge.spec as JudgeSpec
    if (input.apiKeyEnv) spec = { ...spec, endpoint: { ...spec.endpoint, apiKeyEnv: input.apiKeyEnv } }
  } else {
    const template = input.template ?? DEFAULT_JUDGE_TEMPLATE
    const t = JUDGE_TEMPLATES[template]
    if (!t) throw new MbError(judgeMessagesText.noTemplate({ name: template, known: Object.keys(JUDGE_TEMPLATES).join(', ') }))
    if (input.check && t.kind !== 'read') throw new MbError(kindMessages.checkOnlyRead({ template }))
    spec = { endpoint: input.endpoint!, template, ...(t.kind === 'read' ? { check: input.check ?? 'doubtful' } : {}), samples: input.samples ?? 1, concurrency: input.concurrency ?? 8, maxAttempts: input.maxAttempts ?? 4 }
    // The key first: a pass whose key is missing is refused before it is recorded.
    endpointKey(spec.endpoint, o.keys)
    const now = new Date()
    judge = store.create({ id: newJudgeId(now), runId: input.run, author: o.actor.name, spec, now: now.toISOString() })
  }
  const apiKey = endpointKey(spec.endpoint, o.keys)
  return runJudgePass(ws, store, judge, spec, apiKey, o.tuning)
}

/**
 * A pass's readable verdicts as a report applies them: per response, the mean over its samples. The
 * stamp changes when verdicts are added, so a cached report is not reused across them.
 */
export function judgeScores(ws: Workspace, runId: string, judgeId: string): JudgeScores & { stamp: string } {
  const store = judgeStore(ws)
  const judge = store.get(judgeId)
  if (!judge) throw new MbError(judgeMessagesText.noJudge({ id: judgeId }))
  if (judge.runId !== runId) throw new MbError(judgeMessagesText.otherRun({ id: judge.id, run: judge.runId, asked: runId }))
  const spec = judge.spec as JudgeSpec
  if (passKind(spec) === 'read') throw new MbError(kindMessages.isReadingCheck({ id: judge.id, template: spec.template }))
  const sums = new Map<number, { s: number; n: number }>()
  for (const v of store.okScores(judgeId)) {
    const e = sums.get(v.seq)
    if (e) (e.s += v.score), e.n++
    else sums.set(v.seq, { s: v.score, n: 1 })
  }
  const c = store.counts(judgeId)
  return {
    id: judge.id,
    model: spec.endpoint.model,
    template: spec.template,
    samples: spec.samples,
    bySeq: new Map([...sums].map(([seq, e]) => [seq, e.s / e.n])),
    stamp: `${c.done}:${judge.updatedAt}`,
  }
}

/**
 * A reading check's verdicts as a report applies them: per response, the letters the judge read (the
 * answer most of its readable samples gave; samples split evenly between answers give none, and the
 * response counts as unchecked).
 */
export function readingCheck(ws: Workspace, runId: string, judgeId: string): ReadingCheck & { stamp: string } {
  const store = judgeStore(ws)
  const judge = store.get(judgeId)
  if (!judge) throw new MbError(judgeMessagesText.noJudge({ id: judgeId }))
  if (judge.runId !== runId) throw new MbError(judgeMessagesText.otherRun({ id: judge.id, run: judge.runId, asked: runId }))
  const spec = judge.spec as JudgeSpec
  if (passKind(spec) !== 'read') throw new MbError(kindMessages.notReadingCheck({ id: judge.id, template: spec.template }))
  // Per response and reading: how many samples gave it, and the judge's reason the first time.
  const votes = new Map<number, Map<string, { n: number; reason: string }>>()
  for (const v of store.readVerdicts(judgeId)) {
    let m = votes.get(v.seq)
    if (!m) votes.set(v.seq, (m = new Map()))
    const e = m.get(v.answer)
    if (e) e.n++
    else m.set(v.answer, { n: 1, reason: v.reason })
  }
  const bySeq = new Map<number, string>()
  const reasons = new Map<number, string>()
  for (const [seq, m] of votes) {
    const ranked = [...m].sort((a, b) => b[1].n - a[1].n)
    if (ranked.length === 1 || ranked[0][1].n > ranked[1][1].n) {
      bySeq.set(seq, ranked[0][0])
      reasons.set(seq, ranked[0][1].reason)
    }
  }
  const c = store.counts(judgeId)
  return { id: judge.id, model: spec.endpoint.model, template: spec.template, check: spec.check ?? 'doubtful', samples: spec.samples, bySeq, reasons, stamp: `${c.done}:${judge.updatedAt}` }
}
