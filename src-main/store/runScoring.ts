// A run's choice answers scored by SQLite from the readings the runner stored (runs.db `readings`)
// and the keys file, attached read-only: one pass over the run's items in id order. Nothing per
// response is built in JavaScript, so a report of 700,000 responses reads in seconds what would take
// a minute as row objects. A large run is read in two halves of the id range, one on a worker thread
// (scoreWorker.ts), so both cores work on it.
import { isCanonicalLetters } from '../core/score/choice'
import { INFERRED_RULES } from '../core/score/inferredRules'
import type { Db } from './db'
import { openReadOnly } from './db'
import { readResponseStats, readResponsesStamp, readingsComplete, type ResponseStats } from './runStore'
import { runOnWorker } from '../workers/syncWorker'
import { workerScript } from '../workers/workerScript'

export interface GroupRow {
  grp: number
  type: string
  track: string
  dimension: string
  specialty: string
  task: string
  source: string
}

/** Per item, in item-id order (SQLite BINARY, i.e. code-point order), for a range of the ids. */
export interface ItemColumns {
  ids: string[]
  versions: Int32Array
  /** The key version planned with; NaN where the item had none then. */
  keyVersions: Float64Array
  grp: Int32Array
  /** Planned requests of the item (unanswered and failed ones count 0). */
  n: Int32Array
  /** How many of the item's readings match its key exactly. */
  hits: Float64Array
  /** How many of those were inferred: read by a rule that found no statement of the answer (core/score/inferredRules.ts). */
  inferredHits: Float64Array
  /** Over the keyed items of the range: readings, those inferred, and those that read no answer. */
  readings: { answers: number; inferred: number; noAnswer: number }
  /** 0: no key; 1: a key with canonical answer letters. */
  keyed: Uint8Array
  /** The snapshot the columns were read from (responsesStamp): halves must agree. */
  stamp: string
  /** False when an item cannot be scored from readings (see scoreFromReadings). */
  ok: boolean
}

/** What one pass over a run's items gives. */
export interface ReadingsPass extends Omit<ItemColumns, 'stamp' | 'ok'> {
  groups: GroupRow[]
  /** Letters of first-sample permuted presentations of keyed items, by presented answer. */
  presentedCounts: Map<string, number>
  /** The run's responses, errors, tokens and latencies, from the same snapshot. */
  stats: ResponseStats
  /** Whether half of the items were read on a worker thread. */
  onWorker: boolean
}

/** Above this many items the second half of the ids is read on a worker thread. */
export const SPLIT_ABOVE = 50_000

/**
 * Scores the run from its readings, or returns null when they cannot stand for the outputs: the run
 * has items planned before run_groups, items other than single- and multiple-choice, a successful
 * response without a reading by `reader`, or a key whose letters are missing or not canonical (the
 * full path then scores or names the item). For a canonical key the core's exact comparison
 * (choiceExact) of a reading with it is string equality, which SQLite does without calling back into
 * JavaScript for each answer.
 */
export function scoreFromReadings(
  runsFile: string,
  keysFile: string,
  runId: string,
  reader: string,
  /** Items above which half is read on a worker (tests lower it to exercise the split). */
  opts: { splitAbove?: number } = {},
): ReadingsPass | null {
  const db = openScoring(runsFile, keysFile)
  if (!db) return null
  try {
    return db.transaction(() => pass(db, runsFile, keysFile, runId, reader, opts.splitAbove ?? SPLIT_ABOVE))()
  } catch {
    // A keys file that is missing or not a keys file, an older runs.db: the full path reports it.
    return null
  } finally {
    db.close()
  }
}

/** A read-only connection to the runs file with the keys file attached, or null if either will not open. */
export function openScoring(runsFile: string, keysFile: string): Db | null {
  let db: Db
  try {
    db = openReadOnly(runsFile, { cacheMb: 128 })
  } catch {
    return null
  }
  try {
    db.prepare('ATTACH DATABASE ? AS k').run(keysFile)
    return db
  } catch {
    db.close()
    return null
  }
}

function pass(db: Db, runsFile: string, keysFile: string, runId: string, reader: string, splitAbove: number): ReadingsPass | null {
  // From the narrow scoring index: the item rows themselves carry every option's text.
  const nItems = db.prepare('SELECT count(*) FROM run_items INDEXED BY run_items_scoring WHERE run_id = ?').pluck().get(runId) as number
  if (nItems === 0) return null
  const groups = db.prepare('SELECT grp, type, track, dimension, specialty, task, source FROM run_groups WHERE run_id = ? ORDER BY grp').all(runId) as GroupRow[]
  // Numbered 0, 1, … as planned: an item's number is its group's position.
  if (groups.some((g, i) => g.grp !== i || (g.type !== 'single_choice' && g.type !== 'multi_choice'))) return null
  // The upper half of the ids goes to a worker, started first so that it loads while this thread
  // checks the readings; it reads its own snapshot, which must turn out to be this one.
  const mid = nItems > splitAbove ? (db.prepare('SELECT item_id FROM run_items INDEXED BY run_items_scoring WHERE run_id = ? ORDER BY item_id LIMIT 1 OFFSET ?').pluck().get(runId, Math.floor(nItems / 2)) as string) : null
  const upper = mid === null ? null : runOnWorker<ItemsRequest, ItemColumns>(workerScript('scoreWorker', __dirname), { runsFile, keysFile, runId, from: mid, to: null, cap: nItems })
  const stats = readResponseStats(db, runId)
  if (!readingsComplete(db, runId, reader, stats.responses - stats.errors)) {
    upper?.cancel()
    return null
  }
  const lower = itemColumns(db, runId, null, mid, nItems)
  const rest = upper?.wait() ?? null
  if (upper && (!rest || rest.stamp !== lower.stamp)) {
    // The worker failed, or the run changed between the two snapshots: read the rest here.
    const again = itemColumns(db, runId, mid, null, nItems)
    return finish(db, runId, reader, groups, stats, lower, again, false)
  }
  return finish(db, runId, reader, groups, stats, lower, rest, rest !== null)
}

function finish(db: Db, runId: string, reader: string, groups: GroupRow[], stats: ResponseStats, a: ItemColumns, b: ItemColumns | null, onWorker: boolean): ReadingsPass | null {
  if (!a.ok || (b && !b.ok)) return null
  const { stamp: _stamp, ok: _ok, ...cols } = b ? { ...concatColumns(a, b), stamp: '', ok: true } : a
  const out: ReadingsPass = { ...cols, groups, presentedCounts: new Map(), stats, onWorker }
  // The position prior: first-sample answers to permuted presentations of items with a key. All
  // readings are counted in one pass over an index, then those of the (usually few) items without a
  // key taken off.
  const prior = `SELECT presented, count(*) AS n FROM readings INDEXED BY readings_by_reader WHERE run_id = ? AND reader = ? AND sample = 0 AND presented IS NOT NULL`
  for (const r of db.prepare(`${prior} GROUP BY presented`).all(runId, reader) as { presented: string; n: number }[]) out.presentedCounts.set(r.presented, r.n)
  const unkeyed: string[] = []
  for (let i = 0; i < out.ids.length; i++) if (!out.keyed[i]) unkeyed.push(out.ids[i])
  if (unkeyed.length) {
    for (const r of db.prepare(`${prior} AND item_id IN (SELECT value FROM json_each(?)) GROUP BY presented`).all(runId, reader, JSON.stringify(unkeyed)) as { presented: string; n: number }[]) {
      const left = out.presentedCounts.get(r.presented)! - r.n
      if (left > 0) out.presentedCounts.set(r.presented, left)
      else out.presentedCounts.delete(r.presented)
    }
  }
  return out
}

function concatColumns(a: ItemColumns, b: ItemColumns): Omit<ItemColumns, 'stamp' | 'ok'> {
  const cat = <T extends Int32Array | Float64Array | Uint8Array>(x: T, y: T, make: (n: number) => T): T => {
    const out = make(x.length + y.length)
    out.set(x, 0)
    out.set(y, x.length)
    return out
  }
  return {
    ids: a.ids.concat(b.ids),
    versions: cat(a.versions, b.versions, (n) => new Int32Array(n)),
    keyVersions: cat(a.keyVersions, b.keyVersions, (n) => new Float64Array(n)),
    grp: cat(a.grp, b.grp, (n) => new Int32Array(n)),
    n: cat(a.n, b.n, (n) => new Int32Array(n)),
    hits: cat(a.hits, b.hits, (n) => new Float64Array(n)),
    inferredHits: cat(a.inferredHits, b.inferredHits, (n) => new Float64Array(n)),
    keyed: cat(a.keyed, b.keyed, (n) => new Uint8Array(n)),
    readings: { answers: a.readings.answers + b.readings.answers, inferred: a.readings.inferred + b.readings.inferred, noAnswer: a.readings.noAnswer + b.readings.noAnswer },
  }
}

/**
 * SQL for the data of the key an item was planned with (keys file attached as `k`): that version, or
 * the latest where it is gone or there was none, as the full path's keysAt takes it.
 */
export function plannedKeyData(itemId: string, keyVersion: string): string {
  return `COALESCE(
    (SELECT kk.data FROM k.keys kk WHERE kk.item_id = ${itemId} AND kk.version = ${keyVersion}),
    (SELECT kk.data FROM k.keys kk WHERE kk.item_id = ${itemId} ORDER BY kk.version DESC LIMIT 1))`
}

export interface ItemsRequest {
  runsFile: string
  keysFile: string
  runId: string
  /** Item ids from (inclusive) and to (exclusive); null: unbounded. */
  from: string | null
  to: string | null
  /** The run's item count: no range holds more. */
  cap: number
}

/**
 * Each item of the range with its key and how many of its readings match it, written straight into
 * columns as SQLite produces them in id order (the index's order, so no sort runs first): no row
 * objects for 700,000 items.
 */
export function itemColumns(db: Db, runId: string, from: string | null, to: string | null, cap: number): ItemColumns {
  // Sized for every item of the run (cap), cut to the range's count at the end: no growing arrays.
  const ids: string[] = []
  const versions = new Int32Array(cap)
  const keyVersions = new Float64Array(cap)
  const grps = new Int32Array(cap)
  const ns = new Int32Array(cap)
  const hits = new Float64Array(cap)
  const inferredHits = new Float64Array(cap)
  const keyed = new Uint8Array(cap)
  const readings = { answers: 0, inferred: 0, noAnswer: 0 }
  let at = 0
  let ok = true
  const canonical = new Map<string, boolean>()
  db.function('mb_item', (id: string, version: number, keyVersion: number | null, grp: number | null, n: number | null, counts: number, hasKey: number, gold: unknown) => {
    // Items planned before run_groups have no group or request count; an item with more readings
    // than a packed count holds is left to the full path.
    if (grp === null || n === null || n >= COUNT_LIMIT || at >= cap || (at > 0 && !(ids[at - 1] < id))) {
      ok = false
      return null
    }
    ids.push(id)
    versions[at] = version
    keyVersions[at] = keyVersion ?? NaN
    grps[at] = grp
    ns[at] = n
    const c = unpackCounts(counts)
    hits[at] = c.hits
    inferredHits[at] = c.inferredHits
    keyed[at] = hasKey ? 1 : 0
    at++
    if (hasKey) {
      readings.answers += c.all
      readings.inferred += c.inferred
      readings.noAnswer += c.noAnswer
      if (typeof gold !== 'string') ok = false
      else {
        let k = canonical.get(gold)
        if (k === undefined) canonical.set(gold, (k = isCanonicalLetters(gold)))
        if (!k) ok = false
      }
    }
    return null
  })
  const range = `${from === null ? '' : 'AND ri.item_id >= @from'} ${to === null ? '' : 'AND ri.item_id < @to'}`
  db.prepare(
    `SELECT mb_item(id, version, key_version, grp, n_tasks, (${packedCounts('id', 'gold')}), kdata IS NOT NULL, gold)
     FROM (
       SELECT id, version, key_version, grp, n_tasks, kdata, json_extract(kdata, '$.answer') AS gold FROM (
         SELECT ri.item_id AS id, ri.item_version AS version, ri.key_version, ri.grp, ri.n_tasks,
           ${plannedKeyData('ri.item_id', 'ri.key_version')} AS kdata
         FROM run_items ri INDEXED BY run_items_scoring WHERE ri.run_id = @run ${range} ORDER BY ri.item_id
       )
     )`,
  )
    .pluck()
    .all({ run: runId, ...(from === null ? {} : { from }), ...(to === null ? {} : { to }) })
  return {
    ids,
    versions: versions.slice(0, at),
    keyVersions: keyVersions.slice(0, at),
    grp: grps.slice(0, at),
    n: ns.slice(0, at),
    hits: hits.slice(0, at),
    inferredHits: inferredHits.slice(0, at),
    keyed: keyed.slice(0, at),
    readings,
    stamp: readResponsesStamp(db, runId),
    ok,
  }
}

/**
 * Counts of one item's readings packed in one integer, 10 bits each, so that five stay within the
 * integers a JavaScript number holds exactly: an item has fewer readings than this.
 */
const COUNT_LIMIT = 1024

/**
 * SQL for one item's readings counted in one pass over them, packed in one integer (a scalar subquery
 * gives one value): all of them, those that match the key, those inferred, those inferred that match,
 * and those that read no answer.
 */
function packedCounts(itemId: string, gold: string): string {
  const inferred = `rd.rule IN (${INFERRED_RULES.map((r) => `'${r}'`).join(', ')})`
  return `SELECT coalesce(sum(
      (rd.answer = ${gold})
      + ${2 ** 10} * (rd.answer = ${gold} AND ${inferred})
      + ${2 ** 20} * (${inferred})
      + ${2 ** 30} * (rd.answer = '')
      + ${2 ** 40}), 0)
    FROM readings rd WHERE rd.run_id = @run AND rd.item_id = ${itemId}`
}

function unpackCounts(packed: number) {
  const field = (k: number) => Math.floor(packed / 2 ** (10 * k)) % COUNT_LIMIT
  return { hits: field(0), inferredHits: field(1), inferred: field(2), noAnswer: field(3), all: field(4) }
}
