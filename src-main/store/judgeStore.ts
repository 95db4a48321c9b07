// runs.db's judge passes and their verdicts (migration 6), on the run store's connection: a verdict
// is committed the moment it is read, so a killed pass resumes with only the missing ones.
import type { Db } from './db'
import type { Msg } from '../core/messages'

export type JudgeStatus = 'running' | 'completed' | 'interrupted' | 'failed'
export type VerdictStatus = 'ok' | 'unparsed' | 'failed'

export interface JudgeRecord {
  id: string
  runId: string
  createdAt: string
  updatedAt: string
  author: string
  status: JudgeStatus
  spec: unknown
  stopReason: Msg | null
}

export interface VerdictRow {
  seq: number
  sample: number
  itemId: string
  mode: string
  status: VerdictStatus
  verdict: unknown
  score: number | null
  raw: string | null
  problem: Msg | null
  attempts: number
  latencyMs: number | null
  promptTokens: number | null
  completionTokens: number | null
  createdAt: string
}

/** A response a judge pass reads: a stored answer (no error) to an open item, with its key version. */
export interface JudgeTarget {
  seq: number
  itemId: string
  keyVersion: number | null
  type: string
  specialty: string
  dimension: string
  messages: string
  output: string
}

/** A choice answer a reading check reads: the options as the run stored them and the order it presented them in. */
export interface ReadTarget {
  seq: number
  itemId: string
  keyVersion: number | null
  type: 'single_choice' | 'multi_choice'
  /** JSON object of canonical letter -> text. */
  options: string
  /** JSON array of canonical letters in presented order; '' when the options were shown as they are. */
  ord: string
  messages: string
  output: string
  finishReason: string | null
}

type Raw = Record<string, unknown>

const record = (r: Raw): JudgeRecord => ({
  id: r.id as string,
  runId: r.run_id as string,
  createdAt: r.created_at as string,
  updatedAt: r.updated_at as string,
  author: r.author as string,
  status: r.status as JudgeStatus,
  spec: JSON.parse(r.spec as string),
  stopReason: r.stop_reason ? (JSON.parse(r.stop_reason as string) as Msg) : null,
})

/** A run's answers a judge can grade: open ones that came back without an error. */
const TARGETS = `SELECT r.seq, t.item_id AS itemId, t.key_version AS keyVersion, i.type, i.specialty, i.dimension, r.messages, r.output
  FROM responses r JOIN tasks t ON t.run_id = r.run_id AND t.seq = r.seq
  JOIN run_items i ON i.run_id = t.run_id AND i.item_id = t.item_id AND i.item_version = t.item_version
  WHERE r.run_id = ? AND r.error_class IS NULL AND r.output IS NOT NULL AND i.type IN ('open_ended', 'multi_turn')`

/** A run's choice answers that came back without an error, for a reading check. */
const READ_TARGETS = `SELECT r.seq, t.item_id AS itemId, t.key_version AS keyVersion, i.type, i.options, t.ord, r.messages, r.output, r.finish_reason AS finishReason
  FROM responses r JOIN tasks t ON t.run_id = r.run_id AND t.seq = r.seq
  JOIN run_items i ON i.run_id = t.run_id AND i.item_id = t.item_id AND i.item_version = t.item_version
  WHERE r.run_id = ? AND r.error_class IS NULL AND r.output IS NOT NULL AND i.type IN ('single_choice', 'multi_choice') AND i.options IS NOT NULL
  ORDER BY r.seq`

export class JudgeStore {
  private readonly s

  constructor(db: Db) {
    this.s = {
      insert: db.prepare('INSERT INTO judges (id, run_id, created_at, updated_at, author, status, spec) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      get: db.prepare('SELECT * FROM judges WHERE id = ?'),
      ofRun: db.prepare('SELECT * FROM judges WHERE run_id = ? ORDER BY created_at'),
      setStatus: db.prepare('UPDATE judges SET status = ?, stop_reason = ?, updated_at = ? WHERE id = ?'),
      targets: db.prepare(`${TARGETS} ORDER BY r.seq`),
      target: db.prepare(`${TARGETS} AND r.seq = ?`),
      readTargets: db.prepare(READ_TARGETS),
      readVerdicts: db.prepare("SELECT seq, verdict FROM verdicts WHERE judge_id = ? AND status = 'ok' AND mode = 'read' ORDER BY seq, sample"),
      done: db.prepare('SELECT seq, sample FROM verdicts WHERE judge_id = ?'),
      put: db.prepare(
        `INSERT OR IGNORE INTO verdicts (judge_id, seq, sample, item_id, mode, status, verdict, score, raw, problem, attempts, latency_ms, prompt_tokens, completion_tokens, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      verdicts: db.prepare('SELECT * FROM verdicts WHERE judge_id = ? ORDER BY seq, sample LIMIT ? OFFSET ?'),
      okScores: db.prepare("SELECT seq, score FROM verdicts WHERE judge_id = ? AND status = 'ok' AND score IS NOT NULL"),
      rubricVerdicts: db.prepare("SELECT seq, verdict FROM verdicts WHERE judge_id = ? AND status = 'ok' AND mode = 'rubric' ORDER BY seq, sample"),
      counts: db.prepare(
        `SELECT COUNT(*) AS done, COALESCE(SUM(status = 'ok'), 0) AS ok, COALESCE(SUM(status = 'unparsed'), 0) AS unparsed,
           COALESCE(SUM(status = 'failed'), 0) AS failed, COALESCE(SUM(prompt_tokens), 0) AS promptTokens,
           COALESCE(SUM(completion_tokens), 0) AS completionTokens
         FROM verdicts WHERE judge_id = ?`,
      ),
    }
  }

  create(j: { id: string; runId: string; author: string; spec: unknown; now: string }): JudgeRecord {
    this.s.insert.run(j.id, j.runId, j.now, j.now, j.author, 'running', JSON.stringify(j.spec))
    return this.get(j.id)!
  }

  get(id: string): JudgeRecord | null {
    const r = this.s.get.get(id) as Raw | undefined
    return r ? record(r) : null
  }

  ofRun(runId: string): JudgeRecord[] {
    return (this.s.ofRun.all(runId) as Raw[]).map(record)
  }

  setStatus(id: string, status: JudgeStatus, reason: Msg | null, now: string): void {
    this.s.setStatus.run(status, reason ? JSON.stringify(reason) : null, now, id)
  }

  targets(runId: string): JudgeTarget[] {
    return this.s.targets.all(runId) as JudgeTarget[]
  }

  readTargets(runId: string): ReadTarget[] {
    return this.s.readTargets.all(runId) as ReadTarget[]
  }

  /** A reading check's readable verdicts: per response and sample, the canonical letters read and the judge's reason. */
  readVerdicts(judgeId: string): { seq: number; answer: string; reason: string }[] {
    return (this.s.readVerdicts.all(judgeId) as { seq: number; verdict: string }[]).map((r) => {
      const v = JSON.parse(r.verdict) as { answer: string; reason?: string }
      return { seq: r.seq, answer: v.answer, reason: v.reason ?? '' }
    })
  }

  /** One target, by the response's seq (null when that answer is not gradable). */
  target(runId: string, seq: number): JudgeTarget | null {
    return (this.s.target.get(runId, seq) as JudgeTarget | undefined) ?? null
  }

  /** "seq:sample" of every verdict the pass already has. */
  done(judgeId: string): Set<string> {
    return new Set((this.s.done.all(judgeId) as { seq: number; sample: number }[]).map((r) => `${r.seq}:${r.sample}`))
  }

  /** Stores a verdict once; false when the pass already had one for this response and sample. */
  put(judgeId: string, v: VerdictRow): boolean {
    return (
      this.s.put.run(
        judgeId,
        v.seq,
        v.sample,
        v.itemId,
        v.mode,
        v.status,
        v.verdict === null || v.verdict === undefined ? null : JSON.stringify(v.verdict),
        v.score,
        v.raw,
        v.problem ? JSON.stringify(v.problem) : null,
        v.attempts,
        v.latencyMs,
        v.promptTokens,
        v.completionTokens,
        v.createdAt,
      ).changes === 1
    )
  }

  verdicts(judgeId: string, limit = 1000, offset = 0): VerdictRow[] {
    return (this.s.verdicts.all(judgeId, limit, offset) as Raw[]).map((r) => ({
      seq: r.seq as number,
      sample: r.sample as number,
      itemId: r.item_id as string,
      mode: r.mode as string,
      status: r.status as VerdictStatus,
      verdict: r.verdict ? JSON.parse(r.verdict as string) : null,
      score: r.score as number | null,
      raw: r.raw as string | null,
      problem: r.problem ? (JSON.parse(r.problem as string) as Msg) : null,
      attempts: r.attempts as number,
      latencyMs: r.latency_ms as number | null,
      promptTokens: r.prompt_tokens as number | null,
      completionTokens: r.completion_tokens as number | null,
      createdAt: r.created_at as string,
    }))
  }

  /** Every readable verdict's score, by response. */
  okScores(judgeId: string): { seq: number; score: number }[] {
    return this.s.okScores.all(judgeId) as { seq: number; score: number }[]
  }

  /** Each rubric verdict's met / not met per criterion, by response (one list per sample). */
  rubricVerdicts(judgeId: string): { seq: number; met: boolean[] }[] {
    return (this.s.rubricVerdicts.all(judgeId) as { seq: number; verdict: string }[]).map((r) => ({
      seq: r.seq,
      met: (JSON.parse(r.verdict) as { criteria: { met: boolean }[] }).criteria.map((c) => c.met),
    }))
  }

  counts(judgeId: string): { done: number; ok: number; unparsed: number; failed: number; promptTokens: number; completionTokens: number } {
    return this.s.counts.get(judgeId) as never
  }
}
