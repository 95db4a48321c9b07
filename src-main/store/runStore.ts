// runs.db access. Every response is committed the moment it arrives, once: (run, seq) is the key and
// the insert ignores a second copy, so a resumed run can never store a request twice. WAL with
// synchronous = NORMAL: a commit survives the process being killed (it is in the OS's hands), and what
// a power cut could take back is only responses that are then simply asked for again; FULL's fsync
// per response would cap a run at a few hundred responses a second.
import crypto from 'node:crypto'
import type { Db } from './db'
import { openDb } from './db'
import { RUNS_MIGRATIONS } from './runSchema'
import type { RunSpec } from '../core/run/spec'
import type { Msg } from '../core/messages'
import type { Item } from '../core/types'
import type { PromptRecord } from '../core/run/prompt'

export type RunStatus = 'planned' | 'running' | 'paused' | 'interrupted' | 'completed' | 'failed' | 'cancelled'

export interface RunRecord {
  id: string
  createdAt: string
  updatedAt: string
  author: string
  actorId: string | null
  status: RunStatus
  spec: RunSpec
  bankFile: string
  nTasks: number
  stopReason: Msg | null
  /** The prompt as planned (few-shot examples, template wording, hash); null for runs before it was kept. */
  prompt: PromptRecord | null
}

export interface TaskRow {
  seq: number
  itemId: string
  itemVersion: number
  keyVersion: number | null
  variantKey: string
  sample: number
  order: string[]
  /** Few-shot: the dev examples shown before this request, in order (ids; versions in the run's prompt). */
  shots?: string[]
}

export interface ResponseRow {
  seq: number
  messages: string
  output: string | null
  reasoning: string | null
  finishReason: string | null
  errorClass: string | null
  error: string | null
  attempts: number
  latencyMs: number | null
  promptTokens: number | null
  completionTokens: number | null
  endpoint: string | null
  cached: boolean
  createdAt: string
}

/** Counts and sums over a run's stored responses (responseStats). */
export interface ResponseStats {
  responses: number
  errors: number
  promptTokens: number
  completionTokens: number
  errorsByClass: Record<string, number>
  /** Latencies of answers not taken from the cache, sorted. */
  latencies: Float64Array
}

/** A choice answer as read when its response was stored (the readings table). */
export interface StoredReading {
  itemId: string
  sample: number
  reader: string
  answer: string
  presented: string | null
  span: string
  rule: string
}

/** What a report needs of one item of a run (the run_items table). */
export interface RunItemMeta {
  id: string
  version: number
  keyVersion: number | null
  type: Item['type']
  track: Item['track']
  dimension: Item['dimension']
  specialty: string
  task: string
  source: string
  options: Record<string, string> | null
}

/** One planned request with what scoring needs of its response (see tasksOfItems). */
export interface ScoringSliceRow {
  seq: number
  itemId: string
  itemVersion: number
  variantKey: string
  sample: number
  ord: string
  has: number
  output: string | null
  finishReason: string | null
  errorClass: string | null
}

/** An item as the run recorded it for scoring (run_items). */
export interface RunItemRow {
  itemId: string
  itemVersion: number
  keyVersion: number | null
  /** Type, track, dimension, specialty, task and source joined by U+001F. */
  meta: string
  options: string | null
}


export interface CachedAnswer {
  output: string
  reasoning: string | null
  finishReason: string | null
  promptTokens: number | null
  completionTokens: number | null
}

type RunRow = {
  id: string
  created_at: string
  updated_at: string
  author: string
  actor_id: string | null
  status: RunStatus
  spec: string
  bank_file: string
  n_tasks: number
  stop_reason: string | null
  prompt: string | null
}

const toRun = (r: RunRow): RunRecord => ({
  id: r.id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  author: r.author,
  actorId: r.actor_id,
  status: r.status,
  spec: JSON.parse(r.spec) as RunSpec,
  bankFile: r.bank_file,
  nTasks: r.n_tasks,
  stopReason: r.stop_reason ? (JSON.parse(r.stop_reason) as Msg) : null,
  prompt: r.prompt ? (JSON.parse(r.prompt) as PromptRecord) : null,
})

// Letters and digits only (no look-alikes): an id starting with "-" would read as a flag in `--resume ID`.
const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789A'

function newRunId(): string {
  return Array.from(crypto.randomBytes(10), (b) => ID_ALPHABET[b % 32]).join('')
}

export class RunStore {
  readonly db: Db
  private readonly s

  constructor(readonly file: string) {
    // A run writes sequentially and reads little back: a small page cache is enough.
    this.db = openDb(file, 'runs', RUNS_MIGRATIONS, { cacheMb: 16 })
    this.db.pragma('synchronous = NORMAL')
    const db = this.db
    this.s = {
      run: db.prepare('SELECT * FROM runs WHERE id = ?'),
      runs: db.prepare('SELECT * FROM runs ORDER BY created_at DESC LIMIT ?'),
      setStatus: db.prepare('UPDATE runs SET status = ?, stop_reason = ?, updated_at = ? WHERE id = ?'),
      insertTask: db.prepare(
        'INSERT INTO tasks (run_id, seq, item_id, item_version, key_version, variant_key, sample, ord, shots) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      insertResponse: db.prepare(
        `INSERT OR IGNORE INTO responses (run_id, seq, messages, output, reasoning, finish_reason, error_class, error, attempts,
           latency_ms, prompt_tokens, completion_tokens, endpoint, cached, created_at)
         VALUES (@runId, @seq, @messages, @output, @reasoning, @finishReason, @errorClass, @error, @attempts,
           @latencyMs, @promptTokens, @completionTokens, @endpoint, @cached, @createdAt)`,
      ),
      insertReading: db.prepare('INSERT OR REPLACE INTO readings (run_id, item_id, seq, sample, reader, answer, presented, span, rule) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      deleteFailed: db.prepare('DELETE FROM responses WHERE run_id = ? AND seq = ? AND error_class IS NOT NULL'),
      pending: db.prepare(
        `SELECT t.seq, t.item_id, t.item_version, t.key_version, t.variant_key, t.sample, t.ord, t.shots FROM tasks t
         WHERE t.run_id = ? AND NOT EXISTS (SELECT 1 FROM responses r WHERE r.run_id = t.run_id AND r.seq = t.seq) ORDER BY t.seq`,
      ),
      failedSeqs: db.prepare('SELECT seq FROM responses WHERE run_id = ? AND error_class IS NOT NULL ORDER BY seq'),
      counts: db.prepare(
        `SELECT COUNT(*) AS done, COALESCE(SUM(error_class IS NOT NULL), 0) AS errors, COALESCE(SUM(cached), 0) AS cached
         FROM responses WHERE run_id = ?`,
      ),
      tasks: db.prepare('SELECT seq, item_id, item_version, key_version, variant_key, sample, ord FROM tasks WHERE run_id = ? ORDER BY seq'),
      responses: db.prepare('SELECT * FROM responses WHERE run_id = ? ORDER BY seq'),
      tasksOfItems: db.prepare(
        `SELECT t.seq, t.item_id AS itemId, t.item_version AS itemVersion, t.variant_key AS variantKey, t.sample, t.ord,
           r.seq IS NOT NULL AS has, r.output, r.finish_reason AS finishReason, r.error_class AS errorClass
         FROM json_each(?) j
         -- The index of UNIQUE (run_id, item_id, variant_key, sample): without being told, the planner
         -- walks all of the run's tasks for every chunk of items.
         CROSS JOIN tasks t INDEXED BY sqlite_autoindex_tasks_2 ON t.run_id = ? AND t.item_id = j.value
         LEFT JOIN responses r ON r.run_id = t.run_id AND r.seq = t.seq`,
      ),
      runItemsPage: db.prepare(
        `SELECT item_id AS itemId, item_version AS itemVersion, key_version AS keyVersion,
           type || char(31) || track || char(31) || dimension || char(31) || specialty || char(31) || task || char(31) || source AS meta, options
         FROM run_items WHERE run_id = ? AND item_id > ? ORDER BY item_id LIMIT ?`,
      ),
      cacheGet: db.prepare('SELECT output, reasoning, finish_reason, prompt_tokens, completion_tokens FROM response_cache WHERE key = ?'),
      cachePut: db.prepare(
        'INSERT OR IGNORE INTO response_cache (key, output, reasoning, finish_reason, prompt_tokens, completion_tokens, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
    }
  }

  /** Creates a run with all its planned requests in one transaction: a run exists whole or not at all. */
  createRun(r: {
    spec: RunSpec
    bankFile: string
    author: string
    actorId: string | null
    now: string
    tasks: Omit<TaskRow, 'seq'>[]
    prompt?: PromptRecord | null
    /** What scoring needs of each planned item (see run_items); omitted, reports read the bank. */
    items?: Iterable<RunItemMeta>
  }): RunRecord {
    const id = newRunId()
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO runs (id, created_at, updated_at, author, actor_id, status, spec, bank_file, n_tasks, prompt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(id, r.now, r.now, r.author, r.actorId, 'planned', JSON.stringify(r.spec), r.bankFile, r.tasks.length, r.prompt ? JSON.stringify(r.prompt) : null)
      r.tasks.forEach((t, i) =>
        this.s.insertTask.run(id, i, t.itemId, t.itemVersion, t.keyVersion, t.variantKey, t.sample, t.order.length ? JSON.stringify(t.order) : '', t.shots?.length ? JSON.stringify(t.shots) : ''),
      )
      const insert = this.db.prepare(
        'INSERT OR IGNORE INTO run_items (run_id, item_id, item_version, key_version, type, track, dimension, specialty, task, source, options, grp, n_tasks) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      const insertGroup = this.db.prepare('INSERT INTO run_groups (run_id, grp, type, track, dimension, specialty, task, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      const groups = new Map<string, number>()
      const nTasks = new Map<string, number>()
      for (const t of r.tasks) nTasks.set(t.itemId, (nTasks.get(t.itemId) ?? 0) + 1)
      for (const it of r.items ?? []) {
        const k = [it.type, it.track, it.dimension, it.specialty, it.task, it.source].join('\u001f')
        let grp = groups.get(k)
        if (grp === undefined) {
          groups.set(k, (grp = groups.size))
          insertGroup.run(id, grp, it.type, it.track, it.dimension, it.specialty, it.task, it.source)
        }
        insert.run(id, it.id, it.version, it.keyVersion, it.type, it.track, it.dimension, it.specialty, it.task, it.source, it.options ? JSON.stringify(it.options) : null, grp, nTasks.get(it.id) ?? 0)
      }
    })()
    return this.run(id)!
  }

  /** Each (item, version) a run planned, with the key version it planned with. */
  plannedItems(runId: string): { itemId: string; itemVersion: number; keyVersion: number | null }[] {
    return this.db
      .prepare('SELECT item_id AS itemId, item_version AS itemVersion, MAX(key_version) AS keyVersion FROM tasks WHERE run_id = ? GROUP BY item_id, item_version')
      .all(runId) as { itemId: string; itemVersion: number; keyVersion: number | null }[]
  }

  /** The items the run recorded for scoring (run_items), `limit` at a time in id order after `after`. */
  runItemsPage(runId: string, after: string, limit: number): RunItemRow[] {
    return this.s.runItemsPage.all(runId, after, limit) as RunItemRow[]
  }

  /**
   * The planned requests for these items with what scoring needs of their responses, an item's
   * requests together. Rows come as objects, which better-sqlite3 builds faster than raw arrays, and
   * carry only the columns scoring reads (latency and tokens are summed by SQLite: responseStats).
   */
  tasksOfItems(runId: string, itemIds: string[]): ScoringSliceRow[] {
    return this.s.tasksOfItems.all(JSON.stringify(itemIds), runId) as ScoringSliceRow[]
  }

  /** Tokens, errors by class and the latencies of answers not taken from the cache, summed by SQLite. */
  responseStats(runId: string): ResponseStats {
    return readResponseStats(this.db, runId)
  }

  /** How many of the run's items come from this source, from run_items; null for runs planned before it. */
  itemsFromSource(runId: string, source: string): number | null {
    // Runs with item groups answer without reading every item's source (none, usually).
    const groups = this.db.prepare('SELECT grp FROM run_groups WHERE run_id = ? AND source = ?').pluck().all(runId, source) as number[]
    if (groups.length === 0 && this.db.prepare('SELECT EXISTS (SELECT 1 FROM run_groups WHERE run_id = ?)').pluck().get(runId) === 1) return 0
    const r = this.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(source = ?), 0) AS hits FROM run_items WHERE run_id = ?').get(source, runId) as { n: number; hits: number }
    return r.n === 0 ? null : r.hits
  }

  /** Whether the run sent the platform's presented copies of an item (variant keys v0, v1, …). */
  hasPresentedCopies(runId: string): boolean {
    return this.db.prepare("SELECT EXISTS (SELECT 1 FROM tasks WHERE run_id = ? AND variant_key GLOB 'v[0-9]*')").pluck().get(runId) === 1
  }



  run(id: string): RunRecord | null {
    const r = this.s.run.get(id) as RunRow | undefined
    return r ? toRun(r) : null
  }

  runs(limit = 100): RunRecord[] {
    return (this.s.runs.all(limit) as RunRow[]).map(toRun)
  }

  setStatus(id: string, status: RunStatus, reason: Msg | null, now: string): void {
    this.s.setStatus.run(status, reason ? JSON.stringify(reason) : null, now, id)
  }

  /** Tasks without a stored response, in plan order. */
  pendingTasks(runId: string): TaskRow[] {
    return (this.s.pending.all(runId) as TaskDbRow[]).map(toTask)
  }

  tasks(runId: string): TaskRow[] {
    // Most tasks of a run share a handful of orders: parse each once (700,000 parses cost seconds).
    const orders = new Map<string, string[]>()
    return (this.s.tasks.all(runId) as TaskDbRow[]).map((t) => {
      let order = orders.get(t.ord)
      if (!order) orders.set(t.ord, (order = t.ord ? (JSON.parse(t.ord) as string[]) : []))
      return { seq: t.seq, itemId: t.item_id, itemVersion: t.item_version, keyVersion: t.key_version, variantKey: t.variant_key, sample: t.sample, order }
    })
  }

  /** Forgets the failed responses of a run so they are sent again (an explicit retry). */
  clearFailed(runId: string): number {
    const seqs = this.s.failedSeqs.pluck().all(runId) as number[]
    this.db.transaction(() => {
      for (const seq of seqs) this.s.deleteFailed.run(runId, seq)
    })()
    return seqs.length
  }

  /** Stores a response; false when the task already had one (it is never stored twice). */
  saveResponse(runId: string, r: ResponseRow, reading?: StoredReading | null): boolean {
    const saved = this.s.insertResponse.run({ ...r, runId, cached: r.cached ? 1 : 0 }).changes === 1
    if (saved && reading) this.s.insertReading.run(runId, reading.itemId, r.seq, reading.sample, reading.reader, reading.answer, reading.presented, reading.span, reading.rule)
    return saved
  }

  /**
   * What changes whenever the run's stored responses do (one stored, a failed one removed for a retry):
   * read from the (run_id, seq) index alone, without the large response rows.
   */
  responsesStamp(runId: string): string {
    return readResponsesStamp(this.db, runId)
  }

  /** Stores (or replaces) the reading of a stored answer. */
  putReading(runId: string, seq: number, reading: StoredReading): void {
    this.s.insertReading.run(runId, reading.itemId, seq, reading.sample, reading.reader, reading.answer, reading.presented, reading.span, reading.rule)
  }

  /**
   * Numbers the grouping columns of a run planned before run_groups (run_items.grp) and counts each
   * item's requests (n_tasks), as planning now does; false when the run has no run_items or has groups.
   */
  backfillGroups(runId: string): boolean {
    const db = this.db
    const has = db.prepare('SELECT EXISTS (SELECT 1 FROM run_items WHERE run_id = ?) AS items, EXISTS (SELECT 1 FROM run_groups WHERE run_id = ?) AS groups').get(runId, runId) as { items: number; groups: number }
    if (!has.items || has.groups) return false
    db.transaction(() => {
      db.prepare(
        `INSERT INTO run_groups (run_id, grp, type, track, dimension, specialty, task, source)
         SELECT @run, row_number() OVER (ORDER BY type, track, dimension, specialty, task, source) - 1, type, track, dimension, specialty, task, source
         FROM (SELECT DISTINCT type, track, dimension, specialty, task, source FROM run_items WHERE run_id = @run)`,
      ).run({ run: runId })
      db.prepare(
        `UPDATE run_items SET
           grp = (SELECT g.grp FROM run_groups g WHERE g.run_id = run_items.run_id AND g.type = run_items.type AND g.track = run_items.track
                  AND g.dimension = run_items.dimension AND g.specialty = run_items.specialty AND g.task = run_items.task AND g.source = run_items.source),
           n_tasks = (SELECT count(*) FROM tasks t INDEXED BY sqlite_autoindex_tasks_2 WHERE t.run_id = run_items.run_id AND t.item_id = run_items.item_id)
         WHERE run_id = @run`,
      ).run({ run: runId })
    })()
    return true
  }

  /**
   * How a run's stored readings stand against this build's reading code: made by it (`current`), by
   * other code (`other`, after an upgrade), and whether the run lacks its item groups (planned before
   * run_groups). Either makes reports read every output again until the run is read again (reread).
   */
  readingsState(runId: string, reader: string): { current: number; other: number; needsGroups: boolean } {
    const db = this.db
    const all = db.prepare('SELECT count(*) FROM readings INDEXED BY readings_by_reader WHERE run_id = ?').pluck().get(runId) as number
    const current = db.prepare('SELECT count(*) FROM readings INDEXED BY readings_by_reader WHERE run_id = ? AND reader = ?').pluck().get(runId, reader) as number
    const has = db.prepare('SELECT EXISTS (SELECT 1 FROM run_items WHERE run_id = ?) AS items, EXISTS (SELECT 1 FROM run_groups WHERE run_id = ?) AS groups').get(runId, runId) as { items: number; groups: number }
    return { current, other: all - current, needsGroups: has.items === 1 && has.groups === 0 }
  }

  counts(runId: string): { done: number; errors: number; cached: number } {
    return this.s.counts.get(runId) as { done: number; errors: number; cached: number }
  }

  responses(runId: string): ResponseRow[] {
    return (this.s.responses.all(runId) as ResponseDbRow[]).map(toResponse)
  }

    responsesBySeq(runId: string, seqs: number[]): ResponseRow[] {
    if (seqs.length === 0) return []
    const rows = this.db.prepare('SELECT * FROM responses WHERE run_id = ? AND seq IN (SELECT value FROM json_each(?))').all(runId, JSON.stringify(seqs)) as ResponseDbRow[]
    return rows.map(toResponse)
  }

  /** The answers of some responses and how each ended, without prompts (a submission's lines). */
  outputsBySeq(runId: string, seqs: number[]): Pick<ResponseRow, 'seq' | 'output' | 'finishReason' | 'errorClass'>[] {
    if (seqs.length === 0) return []
    return this.db
      .prepare('SELECT seq, output, finish_reason AS finishReason, error_class AS errorClass FROM responses WHERE run_id = ? AND seq IN (SELECT value FROM json_each(?))')
      .all(runId, JSON.stringify(seqs)) as Pick<ResponseRow, 'seq' | 'output' | 'finishReason' | 'errorClass'>[]
  }

  cached(key: string): CachedAnswer | null {
    const r = this.s.cacheGet.get(key) as { output: string; reasoning: string | null; finish_reason: string | null; prompt_tokens: number | null; completion_tokens: number | null } | undefined
    return r ? { output: r.output, reasoning: r.reasoning, finishReason: r.finish_reason, promptTokens: r.prompt_tokens, completionTokens: r.completion_tokens } : null
  }

  cache(key: string, a: CachedAnswer, now: string): void {
    this.s.cachePut.run(key, a.output, a.reasoning, a.finishReason, a.promptTokens, a.completionTokens, now)
  }

  close(): void {
    this.db.close()
  }
}

type TaskDbRow = { seq: number; item_id: string; item_version: number; key_version: number | null; variant_key: string; sample: number; ord: string; shots?: string }
const toTask = (t: TaskDbRow): TaskRow => ({
  seq: t.seq,
  itemId: t.item_id,
  itemVersion: t.item_version,
  keyVersion: t.key_version,
  variantKey: t.variant_key,
  sample: t.sample,
  order: t.ord ? (JSON.parse(t.ord) as string[]) : [],
  ...(t.shots ? { shots: JSON.parse(t.shots) as string[] } : {}),
})

const toResponse = (r: ResponseDbRow): ResponseRow => ({
  seq: r.seq,
  messages: r.messages,
  output: r.output,
  reasoning: r.reasoning,
  finishReason: r.finish_reason,
  errorClass: r.error_class,
  error: r.error,
  attempts: r.attempts,
  latencyMs: r.latency_ms,
  promptTokens: r.prompt_tokens,
  completionTokens: r.completion_tokens,
  endpoint: r.endpoint,
  cached: r.cached === 1,
  createdAt: r.created_at,
})

type ResponseDbRow = {
  seq: number
  messages: string
  output: string | null
  reasoning: string | null
  finish_reason: string | null
  error_class: string | null
  error: string | null
  attempts: number
  latency_ms: number | null
  prompt_tokens: number | null
  completion_tokens: number | null
  endpoint: string | null
  cached: number
  created_at: string
}

/** Counts and sums over a run's stored responses, on any connection to its file. */
export function readResponseStats(db: Db, runId: string): ResponseStats {
  // One scan of the responses, whose rows are large: each row's latency and error class go to a
  // function that files them, instead of 700,000 values materialised as an array first.
  const n = db.prepare('SELECT count(*) FROM responses WHERE run_id = ?').pluck().get(runId) as number
  const latencies = new Float64Array(n)
  let k = 0
  let errors = 0
  const byClass = new Map<string, number>()
  db.function('mb_stat', (latency: number | null, cached: number, errorClass: string | null) => {
    if (latency !== null && cached === 0) latencies[k++] = latency
    if (errorClass !== null) {
      byClass.set(errorClass, (byClass.get(errorClass) ?? 0) + 1)
      errors++
    }
    return 0
  })
  const t = db
    .prepare('SELECT COALESCE(SUM(prompt_tokens), 0) AS p, COALESCE(SUM(completion_tokens), 0) AS c, SUM(mb_stat(latency_ms, cached, error_class)) AS z FROM responses WHERE run_id = ?')
    .get(runId) as { p: number; c: number }
  const errorsByClass: Record<string, number> = {}
  for (const c of [...byClass.keys()].sort()) errorsByClass[c] = byClass.get(c)!
  return { responses: n, errors, promptTokens: t.p, completionTokens: t.c, errorsByClass, latencies: latencies.slice(0, k).sort() }
}

/** What changes whenever a run's stored responses do, read from the (run_id, seq) index alone. */
export function readResponsesStamp(db: Db, runId: string): string {
  const r = db.prepare('SELECT count(*) AS n, COALESCE(max(id), 0) AS last FROM responses WHERE run_id = ?').get(runId) as { n: number; last: number }
  return `${r.n}:${r.last}`
}

/** Whether every answer that arrived (no error) has a reading by `reader`: only those get one. */
export function readingsComplete(db: Db, runId: string, reader: string, answered: number): boolean {
  return db.prepare('SELECT count(*) FROM readings INDEXED BY readings_by_reader WHERE run_id = ? AND reader = ?').pluck().get(runId, reader) === answered
}
