// A run's report: every stored response scored by the one core, items aggregated on 0–100 with
// bootstrap intervals, honest about its base (failed and unanswered requests counted beside every
// score, open answers without a judge shown apart as lexical scores), dynamic-evaluation metrics,
// errors by class, latency and tokens, and the manifest that says exactly what was run.
import crypto from 'node:crypto'
import { keyDescription } from '../../core/run/profile'
import { aggregateGroups, scoreGroups } from '../../core/aggregate'
import { predictIsotonic, type IsotonicMap } from '../../core/calibration/isotonic'
import { quantileSorted } from '../../core/bootstrap'
import type { Estimate, ItemResult, ScoreGroup } from '../../core/aggregate'
import { READER_VERSION } from '../../core/score/readerVersion'
import { isDoubtfulReading, isInferredRule } from '../../core/score/inferredRules'
import { scoreFromReadings, type ReadingsPass } from '../../store/runScoring'
import type { ResponseRowOut } from '../../store/responseRows'
import { dynamicMetrics } from '../../core/dynamic'
import type { ResponseRecord } from '../../core/dynamic'
import { scoreItem } from '../../core/score'
import { ChoiceBatchBuilder, readingAt } from '../../core/score/readBatch'
import { scoreChoiceReading } from '../../core/score/scoreItem'
import { choiceExact } from '../../core/score/choice'
import type { ReadingCheckSection, ReadingSection } from '../../core/run/readingSection'
import { ReadSplit, type ReadSplitOptions } from './readSplit'
import { SCORERS } from '../../core/score/ids'
import { familyOfType } from '../../core/score/family'
import { TEMPLATE_VERSIONS } from '../../core/run/prompt'
import { CHOICE_TYPES } from '../../core/types'
import type { Item, ItemKey } from '../../core/types'
import type { ResponseStats, RunRecord, RunStore } from '../../store/runStore'
import type { Workspace } from '../workspace'
import { scoringItems } from './planRun'
import { itemKey } from './runner'

export interface ScoreCell {
  score: number | null
  ci_low: number | null
  ci_high: number | null
  n: number
}

/** One request's row: the same shape whether read from readings (store/responseRows) or scored here. */
export type PerResponse = ResponseRowOut

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
  /** The judge pass whose verdicts score the open answers (absent: none applied). */
  judge?: { id: string; model: string; template: string; samples: number; n_items: number; n_responses_judged: number; n_responses_unjudged: number; note: string }
  /** The fitted calibration the judged scores went through (absent: none). */
  calibration?: { id: string; method: string; session: string; n: number; mae_raw: number; mae_calibrated: number; refits: number; note: string }
  position_prior: Record<string, number>
  /** How the scored choice answers were read, and a reading check's comparison when one is applied (core/run/readingSection.ts). */
  reading?: ReadingSection
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
  /**
   * The prompt: template version and the hash of everything it showed (wording, system prompt, and for
   * few-shot the examples with their versions and which request showed which).
   */
  template: { version: string; sha256: string; kind?: string; shots?: number; examples?: number; dev?: unknown; images?: string }
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
  /** Every item the run asked, by id: [id, item version, key version planned with]. */
  items: { columns: ['id', 'version', 'key_version']; rows: [string, number, number | null][] }
}

const cell = (e: Estimate): ScoreCell => ({ score: e.mean, ci_low: e.lo, ci_high: e.hi, n: e.n })

/**
 * The key each item was planned with: the latest where it still is, else that version from history.
 * Keys are read by the items' ids in chunks; the few planned at an older version are looked up one
 * by one.
 */
export function keysAt(ws: Workspace, planned: Map<string, number | null>): Map<string, ItemKey> {
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

function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export interface PerItem {
  itemId: string
  dimension: string
  /** 0–1, over the item's presentations; accuracy-family items with a key only. */
  score: number
}

/** Per item while the responses stream past: the sum of its presentations' scores and their count. */
interface ItemTally {
  item: Item
  version: number
  keyVersion: number | null
  key: ItemKey | null
  family: 'accuracy' | 'lexical'
  sum: number
  n: number
  rouge: number[]
  bleu: number[]
  /** With a judge: the judged answers' scores summed, how many, and the failed or unanswered requests (0 each). */
  jSum: number
  jN: number
  missing: number
  /** The judge's own (uncalibrated) scores of the judged answers. */
  jRaw: number[]
  /** Choice answers scored right whose reading was inferred (see RunReport.reading). */
  inferredHits: number
  /** With a reading check: the judge's readings' scores less the reader's, summed over the item's answers. */
  checkDelta: number
}

/** A reading check's readings as a report applies them: per response (seq), the canonical letters the judge read ('' for none). */
export interface ReadingCheck {
  id: string
  model: string
  template: string
  check: 'doubtful' | 'all'
  samples: number
  bySeq: Map<number, string>
  /** The judge's reason for each reading in bySeq. */
  reasons: Map<number, string>
}

/**
 * A judge pass's verdicts as a report applies them: per response (seq), the mean score of its
 * readable verdicts over the samples; responses the pass has no readable verdict for are counted.
 */
export interface JudgeScores {
  id: string
  model: string
  template: string
  samples: number
  bySeq: Map<number, number>
  /** A fitted calibration to apply to the judge's scores, with its refits (its own uncertainty). */
  calibration?: { id: string; method: string; session: string; n: number; maeRaw: number; maeCalibrated: number; map: IsotonicMap; refits: IsotonicMap[] }
}

/** What a calibrated report needs to recompute judged items under another fit of the map. */
interface JudgedItem {
  /** Index in the run's item results. */
  index: number
  raw: number[]
  missing: number
}

/**
 * Scores a run's stored responses and aggregates them. Items are taken a chunk at a time with all
 * their requests and responses, and only each item's mean outlives its chunk, so a run of 700,000
 * responses never sits in memory as objects; the per-response rows are kept only when asked for (the
 * table, the CSV).
 */
export function buildRunReport(
  ws: Workspace,
  run: RunRecord,
  store: RunStore,
  opts: { seed?: number; resamples?: number; app: string; perResponse?: boolean; judge?: JudgeScores; readingCheck?: ReadingCheck; readSplit?: ReadSplitOptions },
): { report: RunReport; perResponse: PerResponse[]; perItem: PerItem[] } {
  const keepRows = opts.perResponse !== false
  const dynamic = run.spec.dynamic.permute || run.spec.dynamic.circular || store.hasPresentedCopies(run.id)
  // The readings pass scores choice answers only: with a judge the open answers are read here.
  if (!keepRows && !dynamic && !opts.judge && !opts.readingCheck) {
    // The answers as the runner read them, compared with the keys by SQLite: no output is read again.
    const pass = scoreFromReadings(store.file, ws.paths.keys, run.id, READER_VERSION)
    if (pass) return assemble(ws, run, tallyPass(pass), pass.stats, opts)
  }
  // One read transaction: a runner in another process cannot add responses between the reads below.
  return store.db.transaction(() => assemble(ws, run, scoreRun(ws, run, store, keepRows, dynamic, opts.judge, opts.readSplit, opts.readingCheck), store.responseStats(run.id), opts))()
}

/** What scoring a run's responses leaves for its report, however they were scored. */
interface Tally {
  groups: ScoreGroup[]
  perItem: () => PerItem[]
  perResponse: PerResponse[]
  /** Per item type: the sum of item means (in item-id order) and their number. */
  byType: Map<string, { sum: number; n: number }>
  lexical: { n: number; rouge: number[]; bleu: number[] }
  judged: { items: number; responses: number; unjudged: number }
  /** The full path's item results and which were judged (a calibrated report recomputes them). */
  results?: ItemResult[]
  judgedItems?: JudgedItem[]
  letterCounts: Map<string, number>
  letters: number
  records: ResponseRecord[] | null
  nTasks: number
  nResponses: number
  nErrors: number
  nUnanswered: number
  nNoKey: number
  planned: Manifest['items']['rows']
  reading: ReadingTally
}

/** How the scored choice answers were read (RunReport.reading), and the item groups with inferred right answers counted 0. */
interface ReadingTally {
  answers: number
  inferred: number
  inferredCorrect: number
  noAnswer: number
  /** Built only when some inferred answer was right: otherwise the groups themselves. */
  groupsIfInferredWrong: () => ScoreGroup[]
  /** With a reading check (full path only): its counts, and the groups with the judge's readings in place. */
  check?: { tally: CheckTally; groups: () => ScoreGroup[] }
}

interface CheckTally {
  checked: number
  unchecked: number
  agree: number
  found: number
  foundCorrect: number
  dropped: number
  droppedCorrect: number
  changed: number
}

function addType(byType: Tally['byType'], type: string, mean: number): void {
  const t = byType.get(type)
  if (t) {
    t.sum += mean
    t.n++
  } else byType.set(type, { sum: mean, n: 1 })
}

/** The readings pass as a tally: each keyed item's mean, grouped as aggregate() groups them. */
function tallyPass(p: ReadingsPass): Tally {
  const byType: Tally['byType'] = new Map()
  const planned: Manifest['items']['rows'] = new Array(p.ids.length)
  let nTasks = 0
  let nNoKey = 0
  let inferredCorrect = 0
  for (let i = 0; i < p.ids.length; i++) {
    const kv = p.keyVersions[i]
    planned[i] = [p.ids[i], p.versions[i], Number.isNaN(kv) ? null : kv]
    nTasks += p.n[i]
    if (!p.keyed[i]) {
      nNoKey++
      continue
    }
    addType(byType, p.groups[p.grp[i]].type, p.hits[i] / Math.max(1, p.n[i]))
    inferredCorrect += p.inferredHits[i]
  }
  const groups = passGroups(p, (i) => p.hits[i] / Math.max(1, p.n[i]))
  const letterCounts = new Map<string, number>()
  let letters = 0
  for (const [presented, count] of p.presentedCounts) {
    for (const l of presented) letterCounts.set(l, (letterCounts.get(l) ?? 0) + count)
    letters += presented.length * count
  }
  return {
    groups,
    perItem: () => {
      const out: PerItem[] = []
      for (let i = 0; i < p.ids.length; i++) {
        if (p.keyed[i]) out.push({ itemId: p.ids[i], dimension: p.groups[p.grp[i]].dimension, score: p.hits[i] / Math.max(1, p.n[i]) })
      }
      return out
    },
    perResponse: [],
    byType,
    lexical: { n: 0, rouge: [], bleu: [] },
    judged: { items: 0, responses: 0, unjudged: 0 },
    letterCounts,
    letters,
    records: null,
    nTasks,
    nResponses: p.stats.responses,
    nErrors: p.stats.errors,
    nUnanswered: nTasks - p.stats.responses,
    nNoKey,
    planned,
    reading: {
      answers: p.readings.answers,
      inferred: p.readings.inferred,
      inferredCorrect,
      noAnswer: p.readings.noAnswer,
      groupsIfInferredWrong: () => (inferredCorrect === 0 ? groups : passGroups(p, (i) => (p.hits[i] - p.inferredHits[i]) / Math.max(1, p.n[i]))),
    },
  }
}

/** The keyed items of a readings pass grouped as aggregate() groups them, each scored by `meanOf`. */
function passGroups(p: ReadingsPass, meanOf: (i: number) => number): ScoreGroup[] {
  const built = new Map<string, { g: Omit<ScoreGroup, 'scores' | 'ordinals'>; scores: number[]; ordinals: number[] }>()
  const byGrp = p.groups.map((g) => {
    const k = [g.track, g.dimension, g.task, g.specialty, g.source].join('\u001f')
    let e = built.get(k)
    if (!e) built.set(k, (e = { g: { track: g.track, dimension: g.dimension, task: g.task, specialtyPrimary: g.specialty, source: g.source }, scores: [], ordinals: [] }))
    return e
  })
  for (let i = 0; i < p.ids.length; i++) {
    if (!p.keyed[i]) continue
    const into = byGrp[p.grp[i]]
    into.scores.push(meanOf(i))
    into.ordinals.push(i)
  }
  return [...built.values()].filter((e) => e.scores.length > 0).map((e) => ({ ...e.g, scores: Float64Array.from(e.scores), ordinals: Int32Array.from(e.ordinals) }))
}

/** Every response read and scored here, a chunk of items at a time (the full path). */
function scoreRun(ws: Workspace, run: RunRecord, store: RunStore, keepRows: boolean, ranDynamic: boolean, judge?: JudgeScores, split?: ReadSplitOptions, check?: ReadingCheck): Tally {
  const judged = { items: 0, responses: 0, unjudged: 0 }
  const judgedItems: JudgedItem[] = []
  const perResponse: PerResponse[] = []
  // What is kept of each item once its chunk is scored: its mean and grouping columns, and its versions.
  const results: ItemResult[] = []
  const byType: Tally['byType'] = new Map()
  const lexical = { n: 0, rouge: [] as number[], bleu: [] as number[] }
  const planned: Manifest['items']['rows'] = []
  let nNoKey = 0
  // The dynamic metrics need every presentation's answer; a plain run needs only the letter counts.
  const records: ResponseRecord[] = []
  const letterCounts = new Map<string, number>()
  let letters = 0
  let nErrors = 0
  let nUnanswered = 0
  let nResponses = 0
  let nTasks = 0
  const orders = new Map<string, { order: string[] }>()
  const none = { extracted: null, span: null, rule: null }
  const reading = { answers: 0, inferred: 0, inferredCorrect: 0, noAnswer: 0 }
  /** Per item with inferred right answers: how much they add to its mean. */
  const inferredShare = new Map<string, number>()
  const ck: CheckTally = { checked: 0, unchecked: 0, agree: 0, found: 0, foundCorrect: 0, dropped: 0, droppedCorrect: 0, changed: 0 }
  /** Per item whose score a reading check changes: by how much its mean changes. */
  const checkShare = new Map<string, number>()
  const reader = new ReadSplit(split)
  try {
    for (const chunk of itemChunks(ws, run, store)) {
      const rows = store.tasksOfItems(run.id, [...chunk.keys()])
      // One variant object per distinct order: the scorer caches the presented options per variant.
      const variantOf = (ord: string) => {
        let variant = orders.get(ord)
        if (!variant) orders.set(ord, (variant = { order: ord ? (JSON.parse(ord) as string[]) : [] }))
        return variant
      }
      // The chunk's keyed choice answers are read first, together, on every core; the rest one by one below.
      const batch = new ChoiceBatchBuilder()
      const inBatch = new Int32Array(rows.length).fill(-1)
      rows.forEach((r, i) => {
        const tally = chunk.get(r.itemId)!
        const type = tally.item.type
        if (!r.has || r.errorClass || !tally.key?.answer || (type !== 'single_choice' && type !== 'multi_choice')) return
        inBatch[i] = batch.add(tally.item, r.output ?? '', variantOf(r.ord).order, r.finishReason)
      })
      const read = reader.read(batch.build())
      for (let ri = 0; ri < rows.length; ri++) {
        const r = rows[ri]
        nTasks++
        const variant = variantOf(r.ord)
        const order = variant.order
        const tally = chunk.get(r.itemId)!
        const item = tally.item
        const isChoice = presentsOptions(item, order)
        const recordIt = isChoice && r.sample === 0
        const base = keepRows ? { seq: r.seq, itemId: r.itemId, variantKey: r.variantKey, sample: r.sample } : null
        if (r.has) nResponses++
        if (!r.has || r.errorClass) {
          // Unanswered (the run has not sent it) or failed: counts 0 for the item, and is counted.
          tally.n++
          tally.missing++
          if (!r.has) nUnanswered++
          else nErrors++
          if (base) perResponse.push({ ...base, status: r.has ? 'failed' : 'unanswered', score: null, ...none, errorClass: r.errorClass })
          if (recordIt && ranDynamic) records.push({ itemId: r.itemId, variantKey: r.variantKey, order, presentedAnswer: '', correct: null })
          continue
        }
        const key = tally.key
        if (!key) {
          if (base) perResponse.push({ ...base, status: 'no_key', score: null, ...none, errorClass: null })
          continue
        }
        const pre = inBatch[ri] < 0 ? null : readingAt(read, inBatch[ri])
        // A reading that failed in the batch is made again here, so its error is the report's as before.
        const s = pre ? scoreChoiceReading(pre, key.answer!) : scoreItem(item, key, r.output ?? '', isChoice ? { variant, finishReason: r.finishReason } : { finishReason: r.finishReason })
        tally.sum += s.score
        tally.n++
        let checkedAs: string | undefined
        if (item.type === 'single_choice' || item.type === 'multi_choice') {
          reading.answers++
          const inferred = s.extracted !== '' && isInferredRule(s.rule)
          if (s.extracted === '') reading.noAnswer++
          else if (inferred) {
            reading.inferred++
            if (s.score === 1) {
              reading.inferredCorrect++
              tally.inferredHits++
            }
          }
          if (check) {
            checkedAs = check.bySeq.get(r.seq)
            if (checkedAs === undefined) {
              if (isDoubtfulReading(s.extracted, s.rule)) ck.unchecked++
            } else {
              const mine = s.extracted ?? ''
              const theirs = choiceExact(checkedAs, key.answer!)
              ck.checked++
              if (checkedAs === mine) ck.agree++
              else if (mine === '') (ck.found++, (ck.foundCorrect += theirs))
              else if (checkedAs === '') (ck.dropped++, (ck.droppedCorrect += s.score))
              else ck.changed++
              tally.checkDelta += theirs - s.score
            }
          }
        }
        if (s.metrics['generation.rouge_l'] !== undefined) tally.rouge.push(s.metrics['generation.rouge_l'])
        if (s.metrics['generation.bleu4'] !== undefined) tally.bleu.push(s.metrics['generation.bleu4'])
        if (judge && tally.family === 'lexical') {
          const j = judge.bySeq.get(r.seq)
          if (j === undefined) judged.unjudged++
          else {
            judged.responses++
            tally.jSum += judge.calibration ? (predictIsotonic(judge.calibration.map, j) ?? j) : j
            tally.jRaw.push(j)
            tally.jN++
          }
        }
        if (base) perResponse.push({ ...base, status: 'scored', score: s.score, extracted: s.extracted ?? null, span: s.span ?? null, rule: s.rule ?? null, errorClass: null, ...(checkedAs !== undefined ? { checkedAs, checkReason: check!.reasons.get(r.seq) ?? '' } : {}) })
        if (recordIt) {
          const presented = toPresented(s.extracted ?? '', order)
          for (let i = 0; i < presented.length; i++) {
            letterCounts.set(presented[i], (letterCounts.get(presented[i]) ?? 0) + 1)
            letters++
          }
          if (ranDynamic) records.push({ itemId: r.itemId, variantKey: r.variantKey, order, presentedAnswer: presented, correct: s.score === 1 })
        }
      }
      // Every presentation of these items is scored: keep their means, let the rest go.
      for (const [id, e] of chunk) {
        planned.push([id, e.version, e.keyVersion])
        if (!e.key) {
          nNoKey++
          continue
        }
        // Judged open answers join the accuracy family: the mean over judged answers and the failed or
        // unanswered requests (0 each); answers the judge gave no readable verdict for are counted apart.
        const judgedItem = e.family === 'lexical' && e.jN > 0
        if (judgedItem) judged.items++
        const mean = judgedItem ? e.jSum / (e.jN + e.missing) : e.sum / Math.max(1, e.n)
        if (e.family === 'lexical' && !judgedItem) {
          lexical.n++
          if (e.rouge.length) lexical.rouge.push(e.rouge.reduce((a, b) => a + b, 0) / e.rouge.length)
          if (e.bleu.length) lexical.bleu.push(e.bleu.reduce((a, b) => a + b, 0) / e.bleu.length)
          continue
        }
        const it = e.item
        if (judgedItem) judgedItems.push({ index: results.length, raw: e.jRaw, missing: e.missing })
        results.push({ itemId: id, score: mean, track: it.track, dimension: it.dimension, task: it.task, specialtyPrimary: it.specialty.primary, source: it.source.name })
        addType(byType, it.type, mean)
        if (e.inferredHits > 0) inferredShare.set(id, e.inferredHits / Math.max(1, e.n))
        if (e.checkDelta !== 0) checkShare.set(id, e.checkDelta / Math.max(1, e.n))
      }
    }
  } finally {
    reader.close()
  }
  if (keepRows) perResponse.sort((a, b) => a.seq - b.seq)
  const groups = scoreGroups(results)
  return {
    groups,
    perItem: () => results.map((r) => ({ itemId: r.itemId, dimension: r.dimension, score: r.score })),
    perResponse,
    byType,
    lexical,
    judged,
    results,
    judgedItems,
    letterCounts,
    letters,
    records: ranDynamic ? records : null,
    nTasks,
    nResponses,
    nErrors,
    nUnanswered,
    nNoKey,
    planned,
    reading: {
      ...reading,
      groupsIfInferredWrong: () => (inferredShare.size === 0 ? groups : scoreGroups(results.map((r) => (inferredShare.has(r.itemId) ? { ...r, score: r.score - inferredShare.get(r.itemId)! } : r)))),
      ...(check ? { check: { tally: ck, groups: () => (checkShare.size === 0 ? groups : scoreGroups(results.map((r) => (checkShare.has(r.itemId) ? { ...r, score: r.score + checkShare.get(r.itemId)! } : r)))) } } : {}),
    },
  }
}

/** RunReport.reading from the tally: the counts, and the overall score with inferred right answers counted 0. */
function readingSection(r: ReadingTally, overall: ScoreCell, seed: number, check: ReadingCheck | undefined): NonNullable<RunReport['reading']> {
  return {
    reader: READER_VERSION,
    n_answers: r.answers,
    n_stated: r.answers - r.inferred - r.noAnswer,
    n_inferred: r.inferred,
    n_inferred_correct: r.inferredCorrect,
    n_no_answer: r.noAnswer,
    // Only the point: the interval would repeat the overall one's resampling for a bound.
    overall_if_inferred_wrong: r.inferredCorrect === 0 ? overall.score : aggregateGroups(r.groupsIfInferredWrong(), { seed, resamples: 0 }).overall.mean,
    note: 'answers read from a statement of the answer, inferred where the output states none (an opening letter, an option text, per-option verdicts, the last letter named), or read as no answer (declined, hedged, cut off; scored 0); the overall score if every inferred answer counted as no answer',
    ...(check && r.check ? { check: checkSection(check, r.check.tally, r.check.groups, overall, seed) } : {}),
  }
}

function checkSection(check: ReadingCheck, t: CheckTally, groups: () => ScoreGroup[], overall: ScoreCell, seed: number): ReadingCheckSection {
  const changes = t.found + t.dropped + t.changed
  return {
    judge: check.id,
    model: check.model,
    template: check.template,
    check: check.check,
    n_checked: t.checked,
    n_unchecked: t.unchecked,
    n_agree: t.agree,
    n_found: t.found,
    n_found_correct: t.foundCorrect,
    n_dropped: t.dropped,
    n_dropped_correct: t.droppedCorrect,
    n_changed: t.changed,
    overall_with_check: changes === 0 ? overall.score : aggregateGroups(groups(), { seed, resamples: 0 }).overall.mean,
    note: "an LLM judge read the choice answers the reader inferred or read as no answer (or all of them); where it read one, its reading replaces the reader's in overall_with_check only: the scores above are the reader's",
  }
}

/** The report from a tally: aggregates with intervals, the dynamic metrics, errors, latency, manifest. */
function assemble(
  ws: Workspace,
  run: RunRecord,
  t: Tally,
  stats: ResponseStats,
  opts: { seed?: number; resamples?: number; app: string; judge?: JudgeScores; readingCheck?: ReadingCheck },
): { report: RunReport; perResponse: PerResponse[]; readonly perItem: PerItem[] } {
  const { byType, lexical, letterCounts, letters, records, planned } = t

  const seed = opts.seed ?? run.spec.seed
  const resamples = opts.resamples ?? 1000
  const agg: ReturnType<typeof aggregateGroups> & { calibratedOverall?: ScoreCell; calibratedBySpecialty?: Record<string, ScoreCell>; calibratedBySource?: Record<string, ScoreCell> } = aggregateGroups(t.groups, { seed, resamples })
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
  if (opts.judge?.calibration && t.results && t.judgedItems?.length) {
    widenForCalibration(agg, t.results, t.judgedItems, opts.judge.calibration.refits, seed, { byTrack, byDimension, byTask, tracks: agg.tracks.length })
  }
  const byType2: Record<string, ScoreCell> = {}
  for (const [type, x] of byType) byType2[type] = { score: (100 * x.sum) / x.n, ci_low: null, ci_high: null, n: x.n }

  const dyn = records && records.length ? dynamicMetrics(records) : null
  // Share of each presented letter among the letters answered (multi-letter answers count each).
  const prior: Record<string, number> = {}
  for (const [l, n] of [...letterCounts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) prior[l] = n / letters
  const latencies = stats.latencies
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null)

  const report: RunReport = {
    run: run.id,
    status: run.status,
    n_items: planned.length,
    n_tasks: t.nTasks,
    n_responses: t.nResponses,
    n_errors: t.nErrors,
    n_unanswered: t.nUnanswered,
    n_no_key: t.nNoKey,
    overall: agg.calibratedOverall ?? cell(agg.overall),
    by_track: byTrack,
    by_dimension: byDimension,
    by_task: byTask,
    by_specialty: agg.calibratedBySpecialty ?? Object.fromEntries(agg.bySpecialty.map((s) => [s.specialty, cell(s)])),
    by_source: agg.calibratedBySource ?? Object.fromEntries(agg.bySource.map((s) => [s.source, cell(s)])),
    by_type: byType2,
    lexical: {
      n_items: lexical.n,
      rouge_l: avg(lexical.rouge) === null ? null : 100 * avg(lexical.rouge)!,
      bleu4: avg(lexical.bleu) === null ? null : 100 * avg(lexical.bleu)!,
      note: 'open answers not yet judged: lexical overlap with the reference, reported apart, never averaged into accuracy',
    },
    ...(opts.judge?.calibration
      ? {
          calibration: {
            id: opts.judge.calibration.id,
            method: opts.judge.calibration.method,
            session: opts.judge.calibration.session,
            n: opts.judge.calibration.n,
            mae_raw: opts.judge.calibration.maeRaw,
            mae_calibrated: opts.judge.calibration.maeCalibrated,
            refits: opts.judge.calibration.refits.length,
            note: "each judged answer's score mapped through this calibration; every interval that holds judged items is widened by the calibration's own uncertainty (the map refitted on bootstrap resamples of its graded sample), combined in quadrature with item sampling",
          },
        }
      : {}),
    ...(opts.judge
      ? {
          judge: {
            id: opts.judge.id,
            model: opts.judge.model,
            template: opts.judge.template,
            samples: opts.judge.samples,
            n_items: t.judged.items,
            n_responses_judged: t.judged.responses,
            n_responses_unjudged: t.judged.unjudged,
            note: 'open answers scored by this judge pass (mean of its readable verdicts per answer), in the accuracy family; answers with no readable verdict are counted here and left out of their item\'s mean; items with none stay under lexical',
          },
        }
      : {}),
    position_prior: prior,
    ...(t.reading.answers > 0 ? { reading: readingSection(t.reading, agg.calibratedOverall ?? cell(agg.overall), seed, opts.readingCheck) } : {}),
    ...(dyn
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
    errors_by_class: stats.errorsByClass,
    latency_ms: { p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), max: latencies.length ? latencies[latencies.length - 1] : null },
    tokens: { prompt: stats.promptTokens, completion: stats.completionTokens },
    scorers: Object.values(SCORERS).map((s) => ({ name: s.name, version: s.version })),
    method: {
      scale: 100,
      unanswered: 'counted as 0',
      item_score: 'mean over the presentations (and samples) sent for the item; a failed or unanswered one counts 0',
      bootstrap: agg.method.bootstrap,
      seed,
      resamples,
    },
    manifest: manifest(ws, run, planned, opts.app),
  }
  return {
    report,
    perResponse: t.perResponse,
    // Built when asked for (a comparison): a report alone does not need 700,000 objects.
    get perItem() {
      return t.perItem()
    },
  }
}

function presentsOptions(item: Item, order: string[]): boolean {
  return order.length > 0 && CHOICE_TYPES.has(item.type) && item.type !== 'true_false'
}

type ItemMeta = Pick<Item, 'type' | 'track' | 'dimension' | 'task'> & { specialty: string; source: string }

/** Items scored together: their keys read in one lookup, their requests in one read. */
const CHUNK = 20_000

/**
 * The run's planned items, CHUNK at a time in id order, each with its key, as empty tallies: from what
 * run_items recorded when the run was planned, or, for runs planned before that table, from the bank
 * at the planned versions. A chunk's requests are then read and scored together, so an item's options
 * are parsed once and let go when the chunk is done, and a report of 700,000 responses holds one
 * chunk of items' texts at a time. The grouping columns come joined in one string that thousands of
 * items share: split once each.
 */
function* itemChunks(ws: Workspace, run: RunRecord, store: RunStore): Generator<Map<string, ItemTally>> {
  const tally = (item: Item, version: number, keyVersion: number | null): ItemTally => ({ item, version, keyVersion, key: null, family: familyOfType(item.type), sum: 0, n: 0, rouge: [], bleu: [], jSum: 0, jN: 0, missing: 0, jRaw: [], inferredHits: 0, checkDelta: 0 })
  const withKeys = (chunk: Map<string, ItemTally>) => {
    const keys = keysAt(ws, new Map([...chunk].map(([id, t]) => [id, t.keyVersion])))
    for (const [id, t] of chunk) t.key = keys.get(id) ?? null
    return chunk
  }
  const metas = new Map<string, ItemMeta>()
  let after = ''
  let any = false
  for (;;) {
    const rows = store.runItemsPage(run.id, after, CHUNK)
    if (rows.length === 0) break
    any = true
    const chunk = new Map<string, ItemTally>()
    for (const r of rows) {
      let m = metas.get(r.meta)
      if (!m) {
        const [type, track, dimension, specialty, task, source] = r.meta.split('\u001f')
        m = { type: type as Item['type'], track: track as Item['track'], dimension: dimension as Item['dimension'], specialty, task, source }
        metas.set(r.meta, m)
      }
      const item: Item = {
        id: r.itemId,
        type: m.type,
        track: m.track,
        dimension: m.dimension,
        specialty: { primary: m.specialty },
        task: m.task,
        stem: '',
        ...(r.options ? { options: JSON.parse(r.options) as Record<string, string> } : {}),
        source: { name: m.source },
      }
      chunk.set(r.itemId, tally(item, r.itemVersion, r.keyVersion))
    }
    after = rows[rows.length - 1].itemId
    yield withKeys(chunk)
  }
  if (any) return
  const planned = store.plannedItems(run.id)
  const items = scoringItems(ws, planned)
  for (let i = 0; i < planned.length; i += CHUNK) {
    const chunk = new Map<string, ItemTally>()
    for (const p of planned.slice(i, i + CHUNK)) chunk.set(p.itemId, tally(items.get(itemKey(p.itemId, p.itemVersion))!, p.itemVersion, p.keyVersion))
    yield withKeys(chunk)
  }
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

function manifest(ws: Workspace, run: RunRecord, rows: Manifest['items']['rows'], app: string): Manifest {
  // Rows by item id: 700,000 of them read, sign and print several times faster than as objects.
  const e = run.spec.endpoint
  return {
    app,
    created_at: new Date().toISOString(),
    run: { id: run.id, created_at: run.createdAt, author: run.author, status: run.status },
    bank: { file: ws.paths.bank, items_sha256: sha256(JSON.stringify(rows.map((r) => [r[0], r[1]]))) },
    keys: { file: ws.paths.keys, versions_sha256: sha256(JSON.stringify(rows.map((r) => [r[0], r[2]]))) },
    template: run.prompt
      ? {
          version: run.prompt.version,
          sha256: run.prompt.sha256,
          kind: run.prompt.kind,
          shots: run.prompt.shots,
          examples: run.prompt.examples.length,
          ...(run.spec.template.dev ? { dev: run.spec.template.dev } : {}),
          ...(run.spec.images ? { images: run.spec.images } : {}),
        }
      : // Runs planned before prompts were recorded: zero-shot, hashed by their template settings.
        { version: TEMPLATE_VERSIONS['zero-shot'], sha256: sha256(JSON.stringify(run.spec.template)) },
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
    items: { columns: ['id', 'version', 'key_version'], rows },
  }
}

/**
 * Widens the report's intervals by a calibration's own uncertainty: the judged items are rescored
 * under each refit of the map, every cell's point estimate is recomputed (the same hierarchy), and the
 * spread of those estimates (half the 95% range) is added in quadrature to each side of the cell's
 * item-sampling interval. Cells without judged items do not move.
 */
function widenForCalibration(
  agg: ReturnType<typeof aggregateGroups> & { calibratedOverall?: ScoreCell; calibratedBySpecialty?: Record<string, ScoreCell>; calibratedBySource?: Record<string, ScoreCell> },
  results: ItemResult[],
  judged: JudgedItem[],
  refits: IsotonicMap[],
  seed: number,
  cells: { byTrack: Record<string, ScoreCell>; byDimension: Record<string, ScoreCell>; byTask: Record<string, ScoreCell>; tracks: number },
): void {
  const spread = new Map<string, number[]>()
  const add = (k: string, v: number | null) => v !== null && (spread.get(k) ?? spread.set(k, []).get(k)!).push(v)
  for (const map of refits) {
    const copy = results.slice()
    for (const j of judged) {
      let sum = 0
      for (const r of j.raw) sum += predictIsotonic(map, r) ?? r
      copy[j.index] = { ...results[j.index], score: sum / (j.raw.length + j.missing) }
    }
    const a = aggregateGroups(scoreGroups(copy), { seed, resamples: 1 })
    add('overall', a.overall.mean)
    for (const tr of a.tracks) {
      add(`track:${tr.track}`, tr.mean)
      for (const d of tr.dimensions) {
        add(`dim:${cells.tracks > 1 ? `${tr.track}/${d.dimension}` : d.dimension}`, d.mean)
        for (const k of d.tasks) add(`task:${k.task}`, k.mean)
      }
    }
    for (const x of a.bySpecialty) add(`spec:${x.specialty}`, x.mean)
    for (const x of a.bySource) add(`src:${x.source}`, x.mean)
  }
  const half = (k: string): number => {
    const xs = spread.get(k)
    if (!xs || xs.length < 2) return 0
    const sorted = Float64Array.from(xs).sort()
    return (quantileSorted(sorted, 0.975) - quantileSorted(sorted, 0.025)) / 2
  }
  const widen = (c: ScoreCell, k: string): ScoreCell => {
    const h = half(k)
    if (c.score === null || c.ci_low === null || c.ci_high === null || h === 0) return c
    return { ...c, ci_low: Math.max(0, c.score - Math.hypot(c.score - c.ci_low, h)), ci_high: Math.min(100, c.score + Math.hypot(c.ci_high - c.score, h)) }
  }
  agg.calibratedOverall = widen(cell(agg.overall), 'overall')
  for (const [k, c] of Object.entries(cells.byTrack)) cells.byTrack[k] = widen(c, `track:${k}`)
  for (const [k, c] of Object.entries(cells.byDimension)) cells.byDimension[k] = widen(c, `dim:${k}`)
  for (const [k, c] of Object.entries(cells.byTask)) cells.byTask[k] = widen(c, `task:${k}`)
  agg.calibratedBySpecialty = Object.fromEntries(agg.bySpecialty.map((s) => [s.specialty, widen(cell(s), `spec:${s.specialty}`)]))
  agg.calibratedBySource = Object.fromEntries(agg.bySource.map((s) => [s.source, widen(cell(s), `src:${s.source}`)]))
}
