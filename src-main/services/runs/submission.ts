// The MedBench platform submission of a run: a zip of MedBench_LLM/<Task>.jsonl (and MedBench_Agent/,
// MedBench_VLM/), every record of each question file the run touched, in the file's order, with
// `question` and `other` (and img_path, and any other field) exactly the JSON values the platform
// wrote, and `answer` filled from the run's response to that presented copy in the format the record
// asks for (core/submission). Records without a usable answer get "" and are counted per file and
// reason; records of those files that the run did not select come from the bank with "" too, so each
// file is whole. The zip is streamed: each file's lines are made as the zip reaches it, a few hundred
// items at a time, so a 100,000-record submission never holds every prompt at once.
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import JSZip from 'jszip'
import { MbError, defineMessages } from '../../core/messages'
import { MISSING_REASONS, recordAnswer } from '../../core/submission/recordAnswer'
import type { MissingReason, StoredOutput } from '../../core/submission/recordAnswer'
import { submissionPath } from '../../core/submission/zipPath'
import type { Item, PlatformRecord, Track } from '../../core/types'
import type { RunRecord, TaskRow } from '../../store/runStore'
import type { Workspace } from '../workspace'
import { runItems } from './planRun'
import { itemKey } from './runner'

const m = defineMessages('submission', {
  noPlatformItems: {
    zh: (p) => `评测 ${p.run} 中没有 MedBench 平台题目（由平台题目文件导入的题目），无法生成提交包`,
    en: (p) => `run ${p.run} has no MedBench platform items (items imported from the platform's question files); there is nothing to submit`,
  },
  recordsMissing: {
    zh: (p) =>
      `${p.count} 道平台题目缺少原始记录（题库在支持提交包之前导入）：${p.ids}${p.more}。为避免猜测，未生成提交包；请将平台题目文件重新导入到一个新题库，在新题库上评测后再生成`,
    en: (p) =>
      `${p.count} platform items have no stored record (the bank was imported before submissions were supported): ${p.ids}${p.more}. Rather than guess, no zip was written; import the platform's question files into a new bank, run on it, and write the submission from that run`,
  },
  duplicateRecord: {
    zh: (p) => `${p.file} 的第 ${p.index} 条记录在本次评测中出现两次（题目 ${p.a} 与 ${p.b}）：同名的两个题目文件被导入到同一题库？`,
    en: (p) => `record ${p.index} of ${p.file} appears twice in this run (items ${p.a} and ${p.b}): were two question files of the same name imported into one bank?`,
  },
  pathClash: {
    zh: (p) => `题目文件 ${p.a} 与 ${p.b} 在提交包中都会写到 ${p.path}`,
    en: (p) => `question files ${p.a} and ${p.b} would both be written to ${p.path} in the zip`,
  },
  itemMissing: {
    zh: (p) => `题库中找不到本次评测的题目 ${p.id}（版本 ${p.version}）：评测是在另一个题库上进行的？`,
    en: (p) => `item ${p.id} (version ${p.version}) of this run is not in the bank: was the run made on another bank?`,
  },
  targetExists: {
    zh: (p) => `目标文件已存在：${p.file}（不会覆盖）`,
    en: (p) => `the target file exists: ${p.file} (it is never overwritten)`,
  },
})

export type AnswerKind = 'letters' | 'json' | 'text'

export interface SubmissionFileReport {
  /** Path inside the zip: "MedBench_LLM/MedExam.jsonl". */
  path: string
  /** The question file as imported: "LLM_MedExam.jsonl". */
  source: string
  records: number
  answered: number
  /** Records written with answer "", by why. */
  missing: Record<MissingReason, number>
  /**
   * Positions between the file's first and last stored record that the bank does not hold (records
   * skipped at import): the file in the zip is short of them, which the platform will notice.
   */
  gaps: number
  /** Records of another item claiming a position a record of this run holds (kept: the run's). */
  conflicts: number
  formats: Record<AnswerKind, number>
}

export interface SubmissionResult {
  run: string
  status: string
  /** The zip written (absolute path), or null when it was returned as bytes. */
  file: string | null
  files: SubmissionFileReport[]
  records: number
  answered: number
  missing: Record<MissingReason, number>
  gaps: number
  /** Items of the run that are not platform items (another dataset in the same run): not in the zip. */
  otherItems: number
}

/** One record to write: where it goes and what answers it. */
interface Entry {
  file: string
  index: number
  itemId: string
  version: number
  variant: number
  track: Track
  /** The run's tasks for this presented copy, by sample; empty for a record the run did not select. */
  seqs: number[]
}

/** Items read from the bank at once (each with all its presented copies and their prompts). */
const ITEM_CHUNK = 500
/** Bytes of lines handed to the zip at once. */
const FLUSH_BYTES = 256 * 1024

const zeroMissing = (): Record<MissingReason, number> => Object.fromEntries(MISSING_REASONS.map((r) => [r, 0])) as Record<MissingReason, number>

/**
 * Writes the submission of `run`: to `out` (a new file; an existing one is never overwritten) or,
 * without it, into the returned bytes. Throws a message when the run has no platform items, or
 * some of its items have no stored record (a bank imported before records were kept).
 */
export async function writeSubmission(ws: Workspace, run: RunRecord, out: string | null): Promise<{ result: SubmissionResult; bytes: Buffer | null }> {
  if (out !== null && fs.existsSync(out)) throw new MbError(m.targetExists({ file: out }))
  const store = ws.runs.store
  const tasks = store.tasks(run.id)
  const entries = collectRunEntries(ws, run, tasks)
  addBankEntries(ws, entries)
  const files = arrangeFiles(entries.list)

  const zip = new JSZip()
  const reports: SubmissionFileReport[] = []
  for (const f of files) {
    const report: SubmissionFileReport = { path: f.path, source: f.source, records: 0, answered: 0, missing: zeroMissing(), gaps: f.gaps, conflicts: f.conflicts, formats: { letters: 0, json: 0, text: 0 } }
    reports.push(report)
    zip.file(f.path, Readable.from(fileLines(ws, run.id, f.entries, report), { objectMode: false }), { binary: true })
  }
  const stream = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE', compressionOptions: { level: 6 } })
  let bytes: Buffer | null = null
  if (out === null) {
    const chunks: Buffer[] = []
    await drain(stream, (c) => chunks.push(c))
    bytes = Buffer.concat(chunks)
  } else {
    await writeNew(out, stream)
  }
  const total = { records: 0, answered: 0, missing: zeroMissing(), gaps: 0 }
  for (const r of reports) {
    total.records += r.records
    total.answered += r.answered
    total.gaps += r.gaps
    for (const k of MISSING_REASONS) total.missing[k] += r.missing[k]
  }
  const result = { run: run.id, status: run.status, file: out === null ? null : path.resolve(out), files: reports, ...total, otherItems: entries.otherItems }
  return { result, bytes }
}

/** A temporary file beside the target, linked into place only when complete: never half a zip, never over a file. */
async function writeNew(out: string, stream: NodeJS.ReadableStream): Promise<void> {
  const dir = path.dirname(path.resolve(out))
  fs.mkdirSync(dir, { recursive: true })
  const tmp = path.join(dir, `.${path.basename(out)}.${crypto.randomBytes(6).toString('hex')}.part`)
  const fd = fs.openSync(tmp, 'wx', 0o600)
  try {
    try {
      await drain(stream, (c) => fs.writeSync(fd, c))
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
    try {
      fs.linkSync(tmp, out)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new MbError(m.targetExists({ file: out }))
      // A file system without hard links: copied, still never over an existing file.
      try {
        fs.copyFileSync(tmp, out, fs.constants.COPYFILE_EXCL)
      } catch (c) {
        if ((c as NodeJS.ErrnoException).code === 'EEXIST') throw new MbError(m.targetExists({ file: out }))
        throw c
      }
    }
  } finally {
    fs.rmSync(tmp, { force: true })
  }
}

/**
 * Reads JSZip's output stream to its end (an old-style stream: events, not async iteration). The zip
 * is made as it is read, so each file's lines are produced only when the zip reaches that file.
 */
function drain(stream: NodeJS.ReadableStream, onChunk: (c: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('data', (c: Buffer) => {
      try {
        onChunk(c)
      } catch (e) {
        reject(e)
      }
    })
    stream.on('error', reject)
    stream.on('end', () => resolve())
  })
}

interface Entries {
  list: Entry[]
  /** Item ids of the run (their records are the run's, not the bank's). */
  inRun: Set<string>
  /** Catalogue tasks of the run's platform items (the bank's other records are looked for there). */
  tasks: Set<string>
  /** Run items without presented copies: not from the platform's files. */
  otherItems: number
}

/** Per presented copy of an item: its index in variants, and where its record sits (null: none stored). */
type CopyMeta = [number, string | null, number | null]

/**
 * The records of an item's presented copies, read by SQLite from the stored JSON without parsing it
 * here: pass 1 needs only where each record goes, and the prompts are most of an item's bytes.
 */
const COPIES = `(SELECT json_group_array(json_array(key, json_extract(value, '$.record.file'), json_extract(value, '$.record.index')))
  FROM json_each(v.data, '$.variants'))`

/** Pass 1: every presented copy of the run's platform items, with the responses that answer it. */
function collectRunEntries(ws: Workspace, run: RunRecord, tasks: TaskRow[]): Entries {
  const byItem = new Map<string, TaskRow[]>()
  for (const t of tasks) {
    const list = byItem.get(t.itemId)
    if (list) list.push(t)
    else byItem.set(t.itemId, [t])
  }
  const out: Entries = { list: [], inRun: new Set(byItem.keys()), tasks: new Set(), otherItems: 0 }
  const withoutRecord: string[] = []
  const meta = ws.bank.db.prepare(
    `SELECT json_extract(v.data, '$.task') AS task, json_extract(v.data, '$.track') AS track, ${COPIES} AS copies
     FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = ? WHERE i.id = ?`,
  )
  for (const [id, its] of byItem) {
    const version = its[0].itemVersion
    const row = meta.get(version, id) as { task: string; track: Track; copies: string } | undefined
    // A run is planned from the bank and versions are never deleted: a missing row is a different bank.
    if (!row) throw new MbError(m.itemMissing({ id, version }))
    const copies = (JSON.parse(row.copies) as CopyMeta[]).sort((a, b) => a[0] - b[0])
    if (copies.length === 0) {
      out.otherItems++
      continue
    }
    if (copies.some((c) => c[1] === null || c[2] === null)) {
      withoutRecord.push(id)
      continue
    }
    out.tasks.add(row.task)
    const seqsByVariant = new Map<number, { sample: number; seq: number }[]>()
    for (const t of its) {
      const v = /^v(\d+)$/.exec(t.variantKey)
      if (!v) continue
      const list = seqsByVariant.get(Number(v[1])) ?? []
      list.push({ sample: t.sample, seq: t.seq })
      seqsByVariant.set(Number(v[1]), list)
    }
    for (const [k, file, index] of copies) {
      const seqs = (seqsByVariant.get(k) ?? []).sort((a, b) => a.sample - b.sample).map((x) => x.seq)
      out.list.push({ file: file!, index: index!, itemId: id, version, variant: k, track: row.track, seqs })
    }
  }
  if (withoutRecord.length) {
    const shown = withoutRecord.slice(0, 10)
    throw new MbError(m.recordsMissing({ count: withoutRecord.length, ids: shown.join(', '), more: withoutRecord.length > shown.length ? ` … (+${withoutRecord.length - shown.length})` : '' }))
  }
  if (out.list.length === 0) throw new MbError(m.noPlatformItems({ run: run.id }))
  return out
}

/**
 * The bank's other records of the same question files (items the run did not select: a pool, a
 * limit, a filter): written with answer "" so each file in the zip is the whole file.
 */
function addBankEntries(ws: Workspace, entries: Entries): void {
  const files = new Set(entries.list.map((e) => e.file))
  const rows = ws.bank.db
    .prepare(
      `SELECT i.id AS id, i.version AS version, i.track AS track, ${COPIES} AS copies
       FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version
       WHERE i.source = 'MedBench' AND i.task IN (SELECT value FROM json_each(?)) AND i.id NOT IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify([...entries.tasks]), JSON.stringify([...entries.inRun])) as { id: string; version: number; track: Track; copies: string }[]
  for (const row of rows) {
    for (const [k, file, index] of JSON.parse(row.copies) as CopyMeta[]) {
      if (file !== null && index !== null && files.has(file)) entries.list.push({ file, index, itemId: row.id, version: row.version, variant: k, track: row.track, seqs: [] })
    }
  }
}

interface ZipFile {
  path: string
  source: string
  entries: Entry[]
  gaps: number
  conflicts: number
}

/** Entries per question file, in the file's order; zip paths checked for clashes. */
function arrangeFiles(list: Entry[]): ZipFile[] {
  const byFile = new Map<string, Entry[]>()
  for (const e of list) {
    const l = byFile.get(e.file)
    if (l) l.push(e)
    else byFile.set(e.file, [e])
  }
  const out: ZipFile[] = []
  const byPath = new Map<string, string>()
  for (const [file, all] of byFile) {
    // The run's own record first where two claim one position.
    all.sort((a, b) => a.index - b.index || Number(b.seqs.length > 0) - Number(a.seqs.length > 0))
    const kept: Entry[] = []
    let conflicts = 0
    for (const e of all) {
      const prev = kept[kept.length - 1]
      if (prev && prev.index === e.index) {
        if (e.seqs.length > 0) throw new MbError(m.duplicateRecord({ file, index: e.index + 1, a: prev.itemId, b: e.itemId }))
        conflicts++
        continue
      }
      kept.push(e)
    }
    const last = kept[kept.length - 1].index
    const zipPath = submissionPath(file, kept[0].track)
    const clash = byPath.get(zipPath)
    if (clash !== undefined) throw new MbError(m.pathClash({ a: clash, b: file, path: zipPath }))
    byPath.set(zipPath, file)
    out.push({ path: zipPath, source: file, entries: kept, gaps: last + 1 - kept.length, conflicts })
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** Pass 2, as the zip reaches the file: its lines, a chunk of items at a time. */
async function* fileLines(ws: Workspace, runId: string, entries: Entry[], report: SubmissionFileReport): AsyncIterable<Buffer> {
  let pending: string[] = []
  let size = 0
  for (let i = 0; i < entries.length; ) {
    // A chunk ends at an item boundary no later than ITEM_CHUNK distinct items.
    const seen = new Set<string>()
    let j = i
    while (j < entries.length && (seen.size < ITEM_CHUNK || seen.has(entries[j].itemId))) seen.add(entries[j++].itemId)
    const chunk = entries.slice(i, j)
    i = j
    const items = runItems(ws, chunk.map((e) => ({ itemId: e.itemId, itemVersion: e.version })))
    const outputs = new Map<number, StoredOutput>()
    for (const r of ws.runs.store.outputsBySeq(runId, chunk.flatMap((e) => e.seqs))) outputs.set(r.seq, r)
    for (const e of chunk) {
      const item = items.get(itemKey(e.itemId, e.version))!
      const line = recordLine(item, e, outputs, report)
      pending.push(line)
      size += line.length * 3
      if (size >= FLUSH_BYTES) {
        yield Buffer.from(pending.join(''), 'utf8')
        pending = []
        size = 0
      }
    }
  }
  if (pending.length) yield Buffer.from(pending.join(''), 'utf8')
}

/** One record as the platform wrote it, with its answer filled in; counted in the file's report. */
function recordLine(item: Item, e: Entry, outputs: Map<number, StoredOutput>, report: SubmissionFileReport): string {
  const v = item.variants![e.variant]
  const rec = v.record!
  let chosen: ReturnType<typeof recordAnswer> | null = null
  if (e.seqs.length === 0) {
    chosen = { answer: '', missing: 'not_in_run', format: recordAnswer(item, v.prompt, v.order, null).format }
  } else {
    // Samples in order: the first with an answer; else why the first had none.
    for (const seq of e.seqs) {
      const a = recordAnswer(item, v.prompt, v.order, outputs.get(seq) ?? null)
      if (!a.missing) {
        chosen = a
        break
      }
      chosen ??= a
    }
  }
  const a = chosen!
  report.records++
  report.formats[a.format]++
  if (a.missing) report.missing[a.missing]++
  else report.answered++
  return JSON.stringify(writtenRecord(rec, v.prompt, a.answer)) + '\n'
}

/** The record's fields in its own order: question and other as written, the answer filled in. */
function writtenRecord(rec: PlatformRecord, prompt: string, answer: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const value = (f: string): unknown => {
    if (f === 'question') return rec.question !== undefined ? rec.question : prompt
    if (f === 'answer') return answer
    if (f === 'other') return rec.other
    return rec.extra?.[f]
  }
  for (const f of rec.fields) out[f] = value(f)
  for (const f of ['question', 'answer', 'other']) if (!(f in out)) out[f] = value(f)
  return out
}
