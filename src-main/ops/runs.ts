// Evaluation runs: plan and start, watch, pause / cancel / resume, list; and "test connection" for an
// endpoint. The runner lives in the host process that started it; every host reaches it the same way.
import { z } from 'zod'
import { renderMsg } from '../core/messages'
import { EndpointSpecSchema, RunSpecSchema } from '../core/run/spec'
import { ChatClient } from '../services/runs/client'
import type { RunRecord } from '../store/runStore'
import { pairedComparison } from '../core/run/compare'
import { buildRunReport } from '../services/runs/runReport'
import { signReport, verifyReport } from '../services/runs/signing'
import { signingKeyFile } from '../services/runs/keyFile'
import { op } from './define'
import type { OpContext } from './define'

const RunId = z.object({ run: z.string().min(1).max(64) })

const both = (msg: Parameters<typeof renderMsg>[0]) => ({ zh: renderMsg(msg, 'zh'), en: renderMsg(msg, 'en') })

/** A run as the hosts show it: the stop reason rendered in both languages. */
function view(r: RunRecord) {
  return { ...r, stopReason: r.stopReason ? both(r.stopReason) : null }
}

const ReportOpts = z.object({ seed: z.number().int().min(0).optional(), resamples: z.number().int().min(100).max(100_000).default(1000) })

function report(ctx: OpContext, run: string, opts: z.output<typeof ReportOpts>) {
  const r = ctx.ws.runs.get(run)
  const store = ctx.ws.runs.store
  return buildRunReport(ctx.ws, r, store.tasks(run), store.responses(run), { ...opts, app: `MedBench Studio ${ctx.version}` })
}

export const runOps = {
  'run.start': op(RunSpecSchema, 'actor', (ctx, spec) => {
    const { run, nItems } = ctx.ws.runs.start(spec, { actor: ctx.actor! })
    return { run: view(run), nItems, runsFile: ctx.ws.runs.file }
  }),

  'run.resume': op(
    RunId.extend({ retryFailed: z.boolean().default(false), apiKeyEnv: EndpointSpecSchema.shape.apiKeyEnv }),
    'actor',
    (ctx, input) => view(ctx.ws.runs.resume(input.run, { actor: ctx.actor!, retryFailed: input.retryFailed, apiKeyEnv: input.apiKeyEnv })),
  ),

  'run.control': op(RunId.extend({ action: z.enum(['pause', 'interrupt', 'cancel']) }), 'actor', (ctx, input) => {
    ctx.ws.runs.pause(input.run, input.action)
    return ctx.ws.runs.status(input.run)
  }),

  'run.status': op(RunId, 'public', (ctx, input) => {
    const p = ctx.ws.runs.status(input.run)
    const r = ctx.ws.runs.get(input.run)
    return { ...p, active: ctx.ws.runs.isActive(input.run), stopReason: r.stopReason ? both(r.stopReason) : null }
  }),

  'run.list': op(z.object({ limit: z.number().int().min(1).max(1000).default(100) }), 'public', (ctx, input) => ({
    runsFile: ctx.ws.runs.file,
    runs: ctx.ws.runs.list(input.limit).map(view),
  })),

  /** The run's report, scored by the core and signed with this app's key. */
  'run.report': op(RunId.merge(ReportOpts), 'public', (ctx, input) => {
    const { report: rep, perResponse } = report(ctx, input.run, input)
    return { report: signReport(rep, signingKeyFile()), perResponse }
  }),

  /** Two or more runs of this file on the items they share: paired bootstrap differences to the first. */
  'run.compare': op(z.object({ runs: z.array(z.string().min(1).max(64)).min(2).max(8) }).merge(ReportOpts), 'public', (ctx, input) => {
    const [base, ...others] = input.runs.map((id) => ({ id, ...report(ctx, id, input) }))
    const scoresOf = (perItem: { itemId: string; dimension: string; score: number }[]) => new Map(perItem.map((p) => [p.itemId, p]))
    const a = scoresOf(base.perItem)
    return {
      base: { run: base.id, overall: base.report.overall, by_dimension: base.report.by_dimension },
      comparisons: others.map((o) => {
        const paired = o.perItem.filter((p) => a.has(p.itemId)).map((p) => ({ itemId: p.itemId, dimension: p.dimension, a: a.get(p.itemId)!.score, b: p.score }))
        return { run: o.id, overall: o.report.overall, by_dimension: o.report.by_dimension, n_shared: paired.length, difference: pairedComparison(paired, input.seed ?? 1, input.resamples) }
      }),
    }
  }),

  /** Checks a report as run.report wrote it: any changed value breaks the signature. */
  'report.verify': op(z.object({ report: z.unknown() }), 'public', (_ctx, input) => verifyReport(input.report, signingKeyFile())),

  /** Lists the models each base URL serves: a wrong URL, key or a server that is down shows here first. */
  'endpoint.test': op(
    z.object({
      urls: EndpointSpecSchema.shape.urls,
      apiKeyEnv: EndpointSpecSchema.shape.apiKeyEnv,
      timeoutMs: z.number().int().min(500).max(120_000).default(10_000),
    }),
    'actor',
    async (_ctx, input) => {
      const key = input.apiKeyEnv ? process.env[input.apiKeyEnv] : undefined
      const endpoint = EndpointSpecSchema.parse({ urls: input.urls, model: '-', timeoutMs: Math.max(1000, input.timeoutMs) })
      return Promise.all(
        input.urls.map(async (url) => {
          try {
            return { url, ok: true, models: await new ChatClient(url, endpoint, key).models(), error: null }
          } catch (e) {
            return { url, ok: false, models: [], error: (e as Error).message }
          }
        }),
      )
    },
  ),
}
