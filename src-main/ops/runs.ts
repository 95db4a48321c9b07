// Evaluation runs: plan and start, watch, pause / cancel / resume, list; and "test connection" for an
// endpoint. The runner lives in the host process that started it; every host reaches it the same way.
import { z } from 'zod'
import { RESPONSE_FILTERS } from '../core/run/responseFilters'
import { EnvVarNameSchema, RunStartInputSchema } from '../core/run/spec'
import { resolveEndpoint } from '../services/endpoints/profiles'
import type { RunRecord } from '../store/runStore'
import { pairedComparison } from '../core/run/compare'
import { buildRunReport } from '../services/runs/runReport'
import type { PerResponse } from '../services/runs/runReport'
import { filterResponses, responsePageFromReadings } from '../services/runs/responsePage'
import { signReport, verifyReport } from '../services/runs/signing'
import { signingKeyFile } from '../services/runs/keyFile'
import { writeSubmission } from '../services/runs/submission'
import { rereadRun } from '../services/runs/reread'
import { judgeScores, readingCheck } from '../services/judge/judgeService'
import { calibrationForReport, calibrationMessages } from '../services/grading/calibrationFit'
import { predictIsotonic } from '../core/calibration/isotonic'
import { MbError, defineMessages } from '../core/messages'

/** A judge pass's scores with a fitted calibration to apply (refused when fitted for another pass). */
function withCalibration<T extends ReturnType<typeof judgeScores>>(ctx: OpContext, judge: T, id: string | undefined): T {
  if (!id) return judge
  const { record, refits } = calibrationForReport(ctx.ws, id, judge.id)
  return {
    ...judge,
    stamp: `${judge.stamp}:${id}`,
    calibration: { id, method: record.method, session: record.session, n: record.n, maeRaw: record.metrics.mae_raw, maeCalibrated: record.metrics.mae_calibrated, map: record.map, refits },
  }
}

/** Each row with the judge's score of its answer (the mean over its samples, through the calibration's map when one is given), or null. */
function judgeOfRows(ctx: OpContext, run: string, judgeId: string | undefined, calibration: string | undefined) {
  if (!judgeId && calibration) refuseCalibration()
  const j = judgeId ? withCalibration(ctx, judgeScores(ctx.ws, run, judgeId), calibration) : null
  return <R extends { seq: number }>(rows: R[]): (R & { judgeScore: number | null })[] =>
    rows.map((r) => {
      const v = j?.bySeq.get(r.seq)
      return { ...r, judgeScore: v === undefined ? null : j!.calibration ? (predictIsotonic(j!.calibration.map, v) ?? v) : v }
    })
}

const readingCheckMessages = defineMessages('readingCheck', {
  needsCheck: {
    zh: () => '"与复核不一致"筛选需要先选择一次答案读取复核',
    en: () => 'the filter for answers the reading check read differently needs a reading check chosen',
  },
})

function refuseCalibration(): never {
  throw new MbError(calibrationMessages.needsJudge())
}
import { READER_VERSION } from '../core/score/readerVersion'
import { reportHtml } from '../core/run/reportHtml'
import { reportCsv } from '../core/run/reportCsv'
import { writablePath } from './files'
import { bothLanguages as both, keyContext, op } from './define'
import type { OpContext } from './define'

const RunId = z.object({ run: z.string().min(1).max(64) })


/**
 * A run as the hosts show it: the stop reason rendered in both languages, the prompt as a summary
 * (its example list and wording stay in runs.db: a list of runs must not carry thousands of ids each).
 */
function view(r: RunRecord) {
  const p = r.prompt
  return {
    ...r,
    stopReason: r.stopReason ? both(r.stopReason) : null,
    prompt: p ? { version: p.version, kind: p.kind, lang: p.lang, shots: p.shots, n_examples: p.examples.length, as_written: p.as_written, sha256: p.sha256 } : null,
  }
}

const ReportOpts = z.object({
  seed: z.number().int().min(0).optional(),
  resamples: z.number().int().min(100).max(100_000).default(1000),
  /** The per-response rows (the table, the CSV); a report alone does not need them. */
  perResponse: z.boolean().default(true),
  /** A judge pass of this run whose verdicts score the open answers (the report names it). */
  judge: z.string().min(1).max(64).optional(),
  /** A calibration fitted for that judge pass, applied to its scores (the report names it and widens its intervals). */
  calibration: z.string().min(1).max(64).optional(),
  /** A reading check of this run (a judge pass that read its choice answers): the report compares its readings with the reader's. */
  readingCheck: z.string().min(1).max(64).optional(),
})

// The last report per run, while its responses and the bank stay the same: the per-item table pages
// through it, and a run of 700,000 responses is not re-scored for every page.
const lastReport = new Map<string, { key: string; value: ReturnType<typeof buildRunReport> & { platformItems: number } }>()

function report(ctx: OpContext, run: string, opts: z.output<typeof ReportOpts>) {
  const r = ctx.ws.runs.get(run)
  const store = ctx.ws.runs.store
  const judge = opts.judge ? withCalibration(ctx, judgeScores(ctx.ws, run, opts.judge), opts.calibration) : opts.calibration ? refuseCalibration() : undefined
  const check = opts.readingCheck ? readingCheck(ctx.ws, run, opts.readingCheck) : undefined
  const key = JSON.stringify([ctx.ws.runs.file, r.status, store.responsesStamp(run), ctx.ws.changeCounter, opts, judge?.stamp, check?.stamp])
  const hit = lastReport.get(run)
  if (hit && hit.key === key) return hit.value
  const built = buildRunReport(ctx.ws, r, store, { ...opts, judge, readingCheck: check, app: `MedBench Studio ${ctx.version}` })
  // Assigned, not spread: spreading would build the per-item list, which only a comparison reads.
  const value = Object.assign(built, { platformItems: platformItemCount(ctx, run, built.report.manifest.items.rows) })
  lastReport.clear()
  lastReport.set(run, { key, value })
  return value
}

/**
 * Whether the run's answers should be read again (run.reread) for its reports to be made from stored
 * readings: some were read by other code (an upgrade), or the run lacks its item groups. Not while
 * the run is active: the runner is still adding readings.
 */
function readingsOf(ctx: OpContext, run: string) {
  const state = ctx.ws.runs.store.readingsState(run, READER_VERSION)
  return { reader: READER_VERSION, ...state, rereadable: !ctx.ws.runs.isActive(run) && (state.other > 0 || state.needsGroups) }
}

/**
 * How many of the run's items came from the MedBench platform's question files: the submission zip
 * is offered only for those. Counted in runs.db (run_items); runs planned before that table ask the bank.
 */
function platformItemCount(ctx: OpContext, run: string, rows: readonly (readonly [string, ...unknown[]])[]): number {
  const recorded = ctx.ws.runs.store.itemsFromSource(run, 'MedBench')
  if (recorded !== null || rows.length === 0) return recorded ?? 0
  const row = ctx.ws.bank.db
    .prepare(`SELECT count(*) AS n FROM items WHERE source = 'MedBench' AND id IN (SELECT value FROM json_each(?))`)
    .get(JSON.stringify(rows.map((r) => r[0]))) as { n: number }
  return row.n
}

const EXPORT_MIME = { json: 'application/json', html: 'text/html', csv: 'text/csv' } as const

const ResponseFilter = z.enum(RESPONSE_FILTERS)

/** Table rows with what was sent and received for each: the prompt, the raw output, the reasoning. */
function withResponses(ctx: OpContext, run: string, page: readonly PerResponse[]) {
  const stored = new Map(ctx.ws.runs.store.responsesBySeq(run, page.map((p) => p.seq)).map((r) => [r.seq, r]))
  return page.map((p) => {
    const r = stored.get(p.seq)
    return {
      ...p,
      messages: r ? (JSON.parse(r.messages) as unknown) : null,
      output: r?.output ?? null,
      reasoning: r?.reasoning ?? null,
      finishReason: r?.finishReason ?? null,
      error: r?.error ?? null,
      attempts: r?.attempts ?? 0,
      latencyMs: r?.latencyMs ?? null,
      endpoint: r?.endpoint ?? null,
      cached: r?.cached ?? false,
    }
  })
}

export const runOps = {
  /** A run over a whole endpoint, or a saved profile with this run's changes (resolved by the endpoints service). */
  'run.start': op(RunStartInputSchema, 'actor', (ctx, input) => {
    const { profile: _profile, endpoint: _endpoint, ...rest } = input
    const spec = { ...rest, endpoint: resolveEndpoint(ctx.settings, input) }
    const { run, nItems } = ctx.ws.runs.start(spec, { actor: ctx.actor!, keys: keyContext(ctx) })
    return { run: view(run), nItems, runsFile: ctx.ws.runs.file }
  }),

  'run.resume': op(
    RunId.extend({ retryFailed: z.boolean().default(false), apiKeyEnv: EnvVarNameSchema.optional() }),
    'actor',
    (ctx, input) => view(ctx.ws.runs.resume(input.run, { actor: ctx.actor!, retryFailed: input.retryFailed, apiKeyEnv: input.apiKeyEnv, keys: keyContext(ctx) })),
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
    // With its counts and whether this process runs it, so a list can show progress without a call per run.
    runs: ctx.ws.runs.list(input.limit).map((r) => ({ ...view(r), ...ctx.ws.runs.store.counts(r.id), active: ctx.ws.runs.isActive(r.id) })),
  })),

  /** The run's report, scored by the core and signed with this app's key. */
  'run.report': op(RunId.merge(ReportOpts), 'public', (ctx, input) => {
    const { report: rep, perResponse, platformItems } = report(ctx, input.run, input)
    return { report: signReport(rep, signingKeyFile()), perResponse, platformItems, readings: readingsOf(ctx, input.run) }
  }),

  /**
   * The run's report as a file's text: the signed JSON (as `report --json` writes it, indented), the
   * self-contained HTML, or the per-response CSV. One writer for every host, so the app's downloads and
   * `medbench report --html/--csv` cannot drift apart.
   */
  'run.export': op(RunId.merge(ReportOpts.omit({ perResponse: true })).extend({ format: z.enum(['json', 'html', 'csv']) }), 'public', (ctx, input) => {
    // The same options as run.report's, so a report just shown is not scored again.
    const opts = { run: input.run, seed: input.seed, resamples: input.resamples, perResponse: input.format === 'csv', judge: input.judge, calibration: input.calibration, readingCheck: input.readingCheck }
    if (input.format === 'csv') {
      // Every row read from the runner's stored readings where they stand, else from scoring the run.
      const rows = responsePageFromReadings(ctx.ws, input.run, { filter: 'all', offset: 0, limit: Number.MAX_SAFE_INTEGER })?.rows ?? report(ctx, input.run, opts).perResponse
      return { run: input.run, format: input.format, mime: EXPORT_MIME.csv, rows: rows.length, text: reportCsv(rows) }
    }
    const { report: rep } = report(ctx, input.run, opts)
    const text = input.format === 'html' ? reportHtml(signReport(rep, signingKeyFile())) : JSON.stringify(signReport(rep, signingKeyFile()), null, 2) + '\n'
    return { run: input.run, format: input.format, mime: EXPORT_MIME[input.format], rows: null, text }
  }),

  /**
   * The per-response table of a run: how each answer was read and scored, with the prompt as sent,
   * the raw output and the reasoning, filterable to wrong, failed, unanswered, inconsistent or inferred (read
   * without an answer statement) items.
   */
  'run.responses': op(
    RunId.extend({
      filter: ResponseFilter.default('all'),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(1000).default(100),
      /** A judge pass (and a calibration fitted for it) whose score of each open answer the rows carry. */
      judge: z.string().min(1).max(64).optional(),
      calibration: z.string().min(1).max(64).optional(),
      /** A reading check whose reading of each choice answer the rows carry (checkedAs). */
      readingCheck: z.string().min(1).max(64).optional(),
    }),
    'public',
    (ctx, input) => {
      const judged = judgeOfRows(ctx, input.run, input.judge, input.calibration)
      if (input.filter === 'check_differs' && !input.readingCheck) throw new MbError(readingCheckMessages.needsCheck())
      if (input.readingCheck) {
        // The reader's readings beside the judge's: the full path, which reads each answer as this build does.
        const { perResponse } = report(ctx, input.run, { resamples: 1000, perResponse: true, readingCheck: input.readingCheck })
        const rows = filterResponses(perResponse, input.filter)
        return { total: rows.length, offset: input.offset, rows: judged(withResponses(ctx, input.run, rows.slice(input.offset, input.offset + input.limit))) }
      }
      // A page read from the runner's stored readings; the whole run is scored only where they cannot stand.
      const fromReadings = responsePageFromReadings(ctx.ws, input.run, input)
      if (fromReadings) return { total: fromReadings.total, offset: input.offset, rows: judged(withResponses(ctx, input.run, fromReadings.rows)) }
      const { perResponse } = report(ctx, input.run, { resamples: 1000, perResponse: true })
      const rows = filterResponses(perResponse, input.filter)
      const page = rows.slice(input.offset, input.offset + input.limit)
      return { total: rows.length, offset: input.offset, rows: judged(withResponses(ctx, input.run, page)) }
    },
  ),

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

  /**
   * The MedBench platform submission of a run over the platform's question files: a zip of
   * MedBench_LLM/<Task>.jsonl (MedBench_Agent/, MedBench_VLM/) with every record as the platform wrote
   * it and its answer filled in. Written to `out` by the CLI (a new file, never over one), handed back
   * as bytes to the window and the browser, which save it themselves.
   */
  'run.submission': op(RunId.extend({ out: z.string().min(1).max(4096).optional() }), 'public', async (ctx, input) => {
    const out = input.out !== undefined ? writablePath(ctx, input.out) : null
    const { result, bytes } = await writeSubmission(ctx.ws, ctx.ws.runs.get(input.run), out)
    return { ...result, contentBase64: bytes ? bytes.toString('base64') : null }
  }),

  /**
   * Reads a run's stored answers again with this build's reading code (after an upgrade), so its
   * reports are made from readings again; outputs are not changed. Open to anyone who may read the
   * run: it replaces derived data only, as a report's cache would.
   */
  'run.reread': op(RunId, 'public', (ctx, input) => {
    const result = rereadRun(ctx.ws.runs.store, ctx.ws.runs.get(input.run), ctx.ws.runs.isActive(input.run))
    lastReport.clear()
    return result
  }),

  /** Checks a report as run.report wrote it: any changed value breaks the signature. */
  'report.verify': op(z.object({ report: z.unknown() }), 'public', (_ctx, input) => verifyReport(input.report, signingKeyFile())),
}
