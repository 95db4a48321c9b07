// A run's report: every stored response scored by the one core, items aggregated on 0–100 with
// bootstrap intervals, honest about its base (failed and unanswered requests counted beside every
// score, open answers without a judge shown apart as lexical scores), dynamic-evaluation metrics,
// errors by class, latency and tokens, and the manifest that says exactly what was run.
import crypto from 'node:crypto'
import { keyDescription } from '../../core/run/profile'
import { aggregate } from '../../core/aggregate'
import type { Estimate, ItemResult } from '../../core/aggregate'
import { dynamicMetrics } from '../../core/dynamic'
import type { ResponseRecord } from '../../core/dynamic'
import { scoreItem } from '../../core/score'
import { SCORERS } from '../../core/score/ids'
import { familyOfType } from '../../core/score/family'
import { TEMPLATE_VERSION } from '../../core/run/prompt'
import { CHOICE_TYPES } from '../../core/types'
import type { Item, ItemKey } from '../../core/types'
import type { RunRecord, ScoringRow, TaskRow } from '../../store/runStore'
import type { Workspace } from '../workspace'
import { scoringItems } from './planRun'
import { itemKey } from './runner'

export interface ScoreCell {
  score: number | null
  ci_low: number | null
  ci_high: number | null
  n: number
}

export interface PerResponse {
  seq: number
  itemId: string
  variantKey: string
  sample: number
  status: 'scored' | 'failed' | 'unanswered' | 'no_key'
  score: number | null
  extracted: string | null
  span: string | null
  rule: string | null
  errorClass: string | null
}

export interface RunReport {
  run: string
  status: string
  n_items: number
  n_tasks: number
  n_responses: number
  n_errors: number
  /** Planned requests with no stored response (a run that has not finished). */
  n_unanswered: number
  n_no_key: number
  overall: ScoreCell
  by_track: Record<string, ScoreCell>
  by_dimension: Record<string, ScoreCell>
  by_task: Record<string, ScoreCell>
  by_specialty: Record<string, ScoreCell>
  by_source: Record<string, ScoreCell>
  by_type: Record<string, ScoreCell>
  /** Open answers not yet judged: lexical overlap with the reference, never averaged into the above. */
  lexical: { n_items: number; rouge_l: number | null; bleu4: number | null; note: string }
  position_prior: Record<string, number>
  dynamic?: { circular_accuracy: number | null; permuted_accuracy: number | null; plain_accuracy: number | null; consistency: number | null; n_circular_items: number; n_incomplete: number }
  errors_by_class: Record<string, number>
  latency_ms: { p50: number | null; p90: number | null; p99: number | null; max: number | null }
  tokens: { prompt: number; completion: number }
  scorers: { name: string; version: number }[]
  method: { scale: 100; unanswered: 'counted as 0'; item_score: string; bootstrap: string; seed: number; resamples: number }
  manifest: Manifest
}

export interface Manifest {
  app: string
  created_at: string
  run: { id: string; created_at: string; author: string; status: string }
  bank: { file: string; items_sha256: string }
  keys: { file: string; versions_sha256: string }
  template: { version: string; sha256: string }
  endpoint: {
    /** The saved profile the endpoint came from, if any. */
    profile: string | null
    urls: string[]
    model: string
    params: unknown
    stream: boolean
    concurrency: number
    adaptive: boolean
    /** Where the key came from, never its value: "environment variable NAME", "stored secret of profile NAME" or "none". */
    api_key: string
  }
  selection: unknown
  dynamic: unknown
  seed: number
  limits: unknown
  items: { id: string; version: number; key_version: number | null }[]
}

const cell = (e: Estimate): ScoreCell => ({ score: e.mean, ci_low: e.lo, ci_high: e.hi, n: e.n })

/** The key each item was planned with: the latest where it still is, else that version from history. */
function keysAt(ws: Workspace, tasks: TaskRow[]): Map<string, ItemKey> {
  const planned = new Map<string, number | null>()
  for (const t of tasks) planned.set(t.itemId, t.keyVersion)
  const latest = ws.keys.latestMany([...planned.keys()])
  const out = new Map<string, ItemKey>()
  for (const [id, version] of planned) {
    const l = latest.get(id)
    if (!l) continue
    out.set(id, version === null || l.version === version ? l.key : (ws.keys.history(id).find((k) => k.version === version)?.key ?? l.key))
  }
  return out
}

/** Presented letters for canonical ones under an order (the inverse of mapPresentedToCanonical). */
function toPresented(canonical: string, order: string[]): string {
  let out = ''
  for (let i = 0; i < order.length; i++) if (canonical.includes(order[i])) out += String.fromCharCode(65 + i)
  return out
}

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export interface PerItem {
  itemId: string
  dimension: string
  /** 0–1, over the item's presentations; accuracy-family items with a key only. */
  score: number
}

export function buildRunReport(
  ws: Workspace,
  run: RunRecord,
  tasks: TaskRow[],
  responses: ScoringRow[],
  opts: { seed?: number; resamples?: number; app: string; perResponse?: boolean },
): { report: RunReport; perResponse: PerResponse[]; perItem: PerItem[] } {
  const keepRows = opts.perResponse !== false
  const items = scoringItems(ws, tasks)
  const keys = keysAt(ws, tasks)
  const bySeq = new Map(responses.map((r) => [r.seq, r]))
  const perResponse: PerResponse[] = []
  // Per item: the scores of its presentations (a failed or unanswered one counts 0).
  const itemScores = new Map<string, { item: Item; scores: number[]; family: 'accuracy' | 'lexical'; rouge: number[]; bleu: number[]; noKey: boolean }>()
  const records: ResponseRecord[] = []
  const errorsByClass: Record<string, number> = {}
  const latencies: number[] = []
  const tokens = { prompt: 0, completion: 0 }
  let nErrors = 0
  let nUnanswered = 0
  let nResponses = 0
  for (const t of tasks) {
    const item = items.get(itemKey(t.itemId, t.itemVersion))!
    const key = keys.get(t.itemId) ?? null
    const family = familyOfType(item.type)
    const entry = itemScores.get(t.itemId) ?? { item, scores: [], family, rouge: [], bleu: [], noKey: !key }
    itemScores.set(t.itemId, entry)
    const r = bySeq.get(t.seq)
    const base = { seq: t.seq, itemId: t.itemId, variantKey: t.variantKey, sample: t.sample }
    const isChoice = CHOICE_TYPES.has(item.type) && item.type !== 'true_false' && t.order.length > 0
    if (!r) {
      nUnanswered++
      entry.scores.push(0)
      if (keepRows) perResponse.push({ ...base, status: 'unanswered', score: null, extracted: null, span: null, rule: null, errorClass: null })
      if (isChoice && t.sample === 0) records.push({ itemId: t.itemId, variantKey: t.variantKey, order: t.order, presentedAnswer: '', correct: null })
      continue
    }
    nResponses++
    if (r.latencyMs !== null && !r.cached) latencies.push(r.latencyMs)
    tokens.prompt += r.promptTokens ?? 0
    tokens.completion += r.completionTokens ?? 0
    if (r.errorClass) {
      nErrors++
      errorsByClass[r.errorClass] = (errorsByClass[r.errorClass] ?? 0) + 1
      entry.scores.push(0)
      if (keepRows) perResponse.push({ ...base, status: 'failed', score: null, extracted: null, span: null, rule: null, errorClass: r.errorClass })
      if (isChoice && t.sample === 0) records.push({ itemId: t.itemId, variantKey: t.variantKey, order: t.order, presentedAnswer: '', correct: null })
      continue
    }
    if (!key) {
      if (keepRows) perResponse.push({ ...base, status: 'no_key', score: null, extracted: null, span: null, rule: null, errorClass: null })
      continue
    }
    const s = scoreItem(item, key, r.output ?? '', isChoice ? { variant: { order: t.order }, finishReason: r.finishReason } : { finishReason: r.finishReason })
    entry.scores.push(s.score)
    if (s.metrics['generation.rouge_l'] !== undefined) entry.rouge.push(s.metrics['generation.rouge_l'])
    if (s.metrics['generation.bleu4'] !== undefined) entry.bleu.push(s.metrics['generation.bleu4'])
    if (keepRows) perResponse.push({ ...base, status: 'scored', score: s.score, extracted: s.extracted ?? null, span: s.span ?? null, rule: s.rule ?? null, errorClass: null })
    if (isChoice && t.sample === 0) {
      records.push({ itemId: t.itemId, variantKey: t.variantKey, order: t.order, presentedAnswer: toPresented(s.extracted ?? '', t.order), correct: s.score === 1 })
    }
  }

  const results: ItemResult[] = []
  const byType = new Map<string, number[]>()
  const lexical = { n: 0, rouge: [] as number[], bleu: [] as number[] }
  let nNoKey = 0
  for (const [id, e] of itemScores) {
    if (e.noKey) {
      nNoKey++
      continue
    }
    const mean = e.scores.reduce((a, b) => a + b, 0) / Math.max(1, e.scores.length)
    if (e.family === 'lexical') {
      lexical.n++
      if (e.rouge.length) lexical.rouge.push(e.rouge.reduce((a, b) => a + b, 0) / e.rouge.length)
      if (e.bleu.length) lexical.bleu.push(e.bleu.reduce((a, b) => a + b, 0) / e.bleu.length)
      continue
    }
    const it = e.item
    results.push({ itemId: id, score: mean, track: it.track, dimension: it.dimension, task: it.task, specialtyPrimary: it.specialty.primary, source: it.source.name })
    const list = byType.get(it.type) ?? []
    list.push(mean)
    byType.set(it.type, list)
  }
  const seed = opts.seed ?? run.spec.seed
  const resamples = opts.resamples ?? 1000
  const agg = aggregate(results, { seed, resamples })
  const byDimension: Record<string, ScoreCell> = {}
  const byTrack: Record<string, ScoreCell> = {}
  const byTask: Record<string, ScoreCell> = {}
  for (const tr of agg.tracks) {
    byTrack[tr.track] = cell(tr)
    for (const d of tr.dimensions) {
      // A dimension appears under one track in practice; several tracks would need the track in the key.
      byDimension[agg.tracks.length > 1 ? `${tr.track}/${d.dimension}` : d.dimension] = cell(d)
      for (const t of d.tasks) byTask[t.task] = cell(t)
    }
  }
  const byType2: Record<string, ScoreCell> = {}
  for (const [type, xs] of byType) byType2[type] = { score: (100 * xs.reduce((a, b) => a + b, 0)) / xs.length, ci_low: null, ci_high: null, n: xs.length }

  const ranDynamic = run.spec.dynamic.permute || run.spec.dynamic.circular || tasks.some((t) => /^v\d+$/.test(t.variantKey))
  const dyn = ranDynamic && records.length ? dynamicMetrics(records) : null
  // Share of each presented letter among the letters answered (multi-letter answers count each).
  const letterCounts = new Map<string, number>()
  let letters = 0
  for (const r of records) {
    for (const l of r.presentedAnswer) {
      letterCounts.set(l, (letterCounts.get(l) ?? 0) + 1)
      letters++
    }
  }
  const prior: Record<string, number> = {}
  for (const [l, n] of [...letterCounts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) prior[l] = n / letters
  latencies.sort((a, b) => a - b)
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null)

  const report: RunReport = {
    run: run.id,
    status: run.status,
    n_items: itemScores.size,
    n_tasks: tasks.length,
    n_responses: nResponses,
    n_errors: nErrors,
    n_unanswered: nUnanswered,
    n_no_key: nNoKey,
    overall: cell(agg.overall),
    by_track: byTrack,
    by_dimension: byDimension,
    by_task: byTask,
    by_specialty: Object.fromEntries(agg.bySpecialty.map((s) => [s.specialty, cell(s)])),
    by_source: Object.fromEntries(agg.bySource.map((s) => [s.source, cell(s)])),
    by_type: byType2,
    lexical: {
      n_items: lexical.n,
      rouge_l: avg(lexical.rouge) === null ? null : 100 * avg(lexical.rouge)!,
      bleu4: avg(lexical.bleu) === null ? null : 100 * avg(lexical.bleu)!,
      note: 'open answers not yet judged: lexical overlap with the reference, reported apart, never averaged into accuracy',
    },
    position_prior: prior,
    ...(ranDynamic && dyn
      ? {
          dynamic: {
            circular_accuracy: dyn.circular.n ? dyn.circular.rate : null,
            permuted_accuracy: dyn.permuted.rate,
            plain_accuracy: dyn.plain.rate,
            consistency: dyn.consistency.rate,
            n_circular_items: dyn.circular.n,
            n_incomplete: dyn.circular.n_incomplete,
          },
        }
      : {}),
    errors_by_class: errorsByClass,
    latency_ms: { p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), max: latencies.length ? latencies[latencies.length - 1] : null },
    tokens,
    scorers: Object.values(SCORERS).map((s) => ({ name: s.name, version: s.version })),
    method: {
      scale: 100,
      unanswered: 'counted as 0',
      item_score: 'mean over the presentations (and samples) sent for the item; a failed or unanswered one counts 0',
      bootstrap: agg.method.bootstrap,
      seed,
      resamples,
    },
    manifest: manifest(ws, run, tasks, opts.app),
  }
  return { report, perResponse, perItem: results.map((r) => ({ itemId: r.itemId, dimension: r.dimension, score: r.score })) }
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

function manifest(ws: Workspace, run: RunRecord, tasks: TaskRow[], app: string): Manifest {
  const seen = new Map<string, { id: string; version: number; key_version: number | null }>()
  for (const t of tasks) seen.set(t.itemId, { id: t.itemId, version: t.itemVersion, key_version: t.keyVersion })
  const items = [...seen.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const e = run.spec.endpoint
  return {
    app,
    created_at: new Date().toISOString(),
    run: { id: run.id, created_at: run.createdAt, author: run.author, status: run.status },
    bank: { file: ws.paths.bank, items_sha256: sha256(JSON.stringify(items.map((i) => [i.id, i.version]))) },
    keys: { file: ws.paths.keys, versions_sha256: sha256(JSON.stringify(items.map((i) => [i.id, i.key_version]))) },
    template: { version: TEMPLATE_VERSION, sha256: sha256(JSON.stringify(run.spec.template)) },
    endpoint: {
      profile: e.profile ?? null,
      urls: e.urls,
      model: e.model,
      params: e.params,
      stream: e.stream,
      concurrency: e.concurrency,
      adaptive: e.adaptive,
      api_key: keyDescription(e),
    },
    selection: run.spec.selection,
    dynamic: run.spec.dynamic,
    seed: run.spec.seed,
    limits: run.spec.limits,
    items,
  }
}
