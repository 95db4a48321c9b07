// A page of a run's per-response table read by SQLite from the readings the runner stored, instead of
// scoring every response of the run to show a hundred of them. The same rows as the report's full
// path gives (tests compare them); null where readings cannot stand for the outputs.
import { choiceExact } from '../core/score/choice'
import { INFERRED_RULES } from '../core/score/inferredRules'
import type { ResponseFilter } from '../core/run/responseFilters'
import type { Db } from './db'
import { openScoring, plannedKeyData } from './runScoring'
import { readResponsesStamp, readingsComplete } from './runStore'

export type { ResponseFilter }

/** One request of a run as the per-response table, the CSV and the full report path show it. */
export interface ResponseRowOut {
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
  /** With a reading check applied: the letters the judge read ('' for no answer), and its reason; absent where it read none. */
  checkedAs?: string
  checkReason?: string
}

// Each request with its response's error, its reading and its item's key letters (the key planned
// with, else the latest), in request order.
const ROWS = `
  WITH rows AS (
    SELECT t.seq, t.item_id AS itemId, t.variant_key AS variantKey, t.sample, r.seq IS NOT NULL AS has, r.error_class AS errorClass,
      rd.answer, rd.span, rd.rule,
      json_extract(${plannedKeyData('t.item_id', 'ri.key_version')}, '$.answer') AS gold
    FROM tasks t
    JOIN run_items ri ON ri.run_id = t.run_id AND ri.item_id = t.item_id AND ri.item_version = t.item_version
    LEFT JOIN responses r ON r.run_id = t.run_id AND r.seq = t.seq
    LEFT JOIN readings rd ON rd.run_id = t.run_id AND rd.item_id = t.item_id AND rd.seq = t.seq
    WHERE t.run_id = @run
  )`

// mb_exact is the core's exact comparison (choiceExact), registered on the connection.
const WHERE: Record<ResponseFilter, string> = {
  all: '1',
  wrong: 'has AND errorClass IS NULL AND gold IS NOT NULL AND mb_exact(answer, gold) = 0',
  failed: 'has AND errorClass IS NOT NULL',
  unanswered: 'NOT has',
  // Items with a key whose answers (only answers that arrived have readings) were read more than one way.
  inconsistent: `itemId IN (SELECT rd.item_id FROM readings rd WHERE rd.run_id = @run GROUP BY rd.item_id
    HAVING count(DISTINCT rd.answer) > 1 AND EXISTS (SELECT 1 FROM k.keys kk WHERE kk.item_id = rd.item_id))`,
  // Scored answers the reader inferred rather than read from a statement (core/score/inferredRules.ts).
  inferred: `has AND errorClass IS NULL AND gold IS NOT NULL AND rule IN (${INFERRED_RULES.map((r) => `'${r}'`).join(', ')})`,
  // The judge's readings are not in runs.db's readings: page() leaves this filter to the full path.
  check_differs: '0',
}

/** Rows a filter keeps, by run file, run, filter and the responses' stamp: counting 700,000 rows takes seconds. */
const totals = new Map<string, number>()

/**
 * One page of the table, and how many rows the filter keeps. Null when a response of the run has no
 * reading by `reader`, or the run has items other than single- and multiple-choice or none recorded:
 * the caller then scores the run in full.
 */
export function responseRowsFromReadings(
  runsFile: string,
  keysFile: string,
  runId: string,
  reader: string,
  q: { filter: ResponseFilter; offset: number; limit: number },
): { total: number; rows: ResponseRowOut[] } | null {
  const db = openScoring(runsFile, keysFile)
  if (!db) return null
  try {
    return db.transaction(() => page(db, runId, reader, q))()
  } catch {
    return null
  } finally {
    db.close()
  }
}

function page(db: Db, runId: string, reader: string, q: { filter: ResponseFilter; offset: number; limit: number }): { total: number; rows: ResponseRowOut[] } | null {
  if (q.filter === 'check_differs') return null
  const types = db.prepare('SELECT DISTINCT type FROM run_groups WHERE run_id = ?').pluck().all(runId) as string[]
  if (types.length === 0 || types.some((t) => t !== 'single_choice' && t !== 'multi_choice')) return null
  const answered = db.prepare('SELECT count(*) FROM responses WHERE run_id = ? AND error_class IS NULL').pluck().get(runId) as number
  if (!readingsComplete(db, runId, reader, answered)) return null
  db.function('mb_exact', { deterministic: true }, (answer: string | null, gold: string) => choiceExact(answer ?? '', gold))
  const where = WHERE[q.filter]
  const totalKey = JSON.stringify([db.name, runId, q.filter, readResponsesStamp(db, runId)])
  let total = totals.get(totalKey)
  if (total === undefined) {
    total = q.filter === 'all' ? (db.prepare('SELECT count(*) FROM tasks WHERE run_id = ?').pluck().get(runId) as number) : (db.prepare(`${ROWS} SELECT count(*) FROM rows WHERE ${where}`).pluck().get({ run: runId }) as number)
    if (totals.size > 50) totals.clear()
    totals.set(totalKey, total)
  }
  const raw = db
    .prepare(`${ROWS} SELECT seq, itemId, variantKey, sample, has, errorClass, answer, span, rule, gold FROM rows WHERE ${where} ORDER BY seq LIMIT @limit OFFSET @offset`)
    .all({ run: runId, limit: q.limit, offset: q.offset }) as {
    seq: number
    itemId: string
    variantKey: string
    sample: number
    has: number
    errorClass: string | null
    answer: string | null
    span: string | null
    rule: string | null
    gold: string | null
  }[]
  const rows = raw.map((r): ResponseRowOut => {
    const base = { seq: r.seq, itemId: r.itemId, variantKey: r.variantKey, sample: r.sample }
    if (!r.has || r.errorClass !== null) return { ...base, status: r.has ? 'failed' : 'unanswered', score: null, extracted: null, span: null, rule: null, errorClass: r.errorClass }
    if (r.gold === null) return { ...base, status: 'no_key', score: null, extracted: null, span: null, rule: null, errorClass: null }
    return { ...base, status: 'scored', score: choiceExact(r.answer ?? '', r.gold), extracted: r.answer, span: r.span, rule: r.rule, errorClass: null }
  })
  return { total, rows }
}
