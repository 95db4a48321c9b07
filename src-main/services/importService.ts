// Imports files into a workspace, all-or-nothing across the files given together: every record of
// every file is parsed and checked, and only when all are clean (or --skip-invalid was asked for) do
// the bank and keys commit. Re-importing a file already imported is a no-op that says so. The import
// writes through its own connections, so readers on the workspace keep seeing the last committed bank
// while it runs, and announces itself so a writer elsewhere is told who holds the bank.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages, renderMsg } from '../core/messages'
import type { Lang, Msg } from '../core/messages'
import type { Actor } from '../core/actors'
import type { Item, ItemKey } from '../core/types'
import { BankStore } from '../store/bankStore'
import type { ImportRow } from '../store/bankStore'
import { KeyStore } from '../store/keyStore'
import { PostingsBuilder, writeSegment } from '../store/postings'
import { encodeSegment } from '../core/search/segments'
import type { FormatName, TaxonomyMapping, TextEncoding } from '../import/types'
import { parseFile } from '../import/pipeline'
import { parseFileInWorker, workerAvailable } from '../import/parseInWorker'
import type { PreparedFile, WorkerPostings } from '../import/parseInWorker'
import { prepareAll } from '../import/prepared'
import type { PreparedResult } from '../import/prepared'
import { loadKeyFile } from './keyFile'
import type { Workspace } from './workspace'
import { effectiveTaxonomy } from './taxonomyService'
import { announceWriter, busyError, isBusy } from './busy'
import { fault } from './faults'
import { stampOf } from './itemService'

export const importMessages = defineMessages('importService', {
  fileUnreadable: {
    zh: (p) => `无法读取文件 ${p.file}：${p.detail}`,
    en: (p) => `cannot read ${p.file}: ${p.detail}`,
  },
  idExistsDifferent: {
    zh: (p) => `题目编号“${p.id}”已在题库中，且内容不同（如需修改请在编辑器中保存新版本）`,
    en: (p) => `item id "${p.id}" is already in the bank with different content (edit it in the editor to make a new version)`,
  },
  keyExistsDifferent: {
    zh: (p) => `题目“${p.id}”的答案已在答案库中，且与本文件不同`,
    en: (p) => `the key of item "${p.id}" is already in the keys file and differs from this file`,
  },
  importAborted: {
    zh: (p) => `${p.file}：发现 ${p.count} 条无效记录，未导入任何内容（可用 --skip-invalid 跳过无效记录）`,
    en: (p) => `${p.file}: ${p.count} invalid record(s); nothing was imported (use --skip-invalid to import the valid ones)`,
  },
})

export interface ImportOptions {
  format: FormatName | 'auto'
  mapping: Record<string, string>
  skipInvalid: boolean
  /** Who imports: recorded on every version and key the import writes. */
  actor: Actor
  /** A MedBench platform key file whose answers go with the questions imported. */
  keyFile?: string
  /** Text encoding, when the user knows it; detected otherwise. */
  encoding?: TextEncoding
  /** Called every few thousand records with bytes read so far. */
  onProgress?: (p: ImportProgress) => void
}

export interface ImportProgress {
  file: string
  fileIndex: number
  fileCount: number
  bytesRead: number
  bytesTotal: number
  records: number
}

export interface RecordIssue {
  line: number
  reason: Msg
}

export interface ImportReport {
  file: string
  format: FormatName
  encoding: string
  /** Items the bank holds from this file (new plus already present with identical content). */
  items: number
  added: number
  unchanged: number
  keys: number
  /** Records skipped (with --skip-invalid); the same as skippedRecords, kept for older readers. */
  skipped: number
  /** Records (lines) skipped. A platform item has several records, so these two can differ. */
  skippedRecords: number
  /** Items left out entirely because none of their records could be used. */
  skippedItems: number
  /** Every skipped record (with --skip-invalid), or every error that aborted the import. */
  issues: RecordIssue[]
  /** Records that failed validation (all of them, even when `issues` lists only the first 200). */
  invalid: number
  /** True when this exact file was imported before and nothing was done. */
  alreadyImported: boolean
  importedAt?: string
  ok: boolean
}

/** One file of a batch: its report, or the reason it could not be read at all. */
export interface FileOutcome {
  /** The path as given. */
  file: string
  /** The name messages cite ("file.csv:12: …"). */
  name: string
  report: ImportReport | null
  error: Msg | null
}

export interface BatchReport {
  /** True when every file was clean (or skip-invalid was asked) and the batch committed. */
  ok: boolean
  files: FileOutcome[]
}

export interface ImportSource {
  path: string
  /** Name to cite in messages; the path's base name when absent. */
  name?: string
}

const MAX_REPORTED_ERRORS = 200
/** Below this a worker thread costs more to start than it saves. */
const WORKER_MIN_BYTES = 8 * 1024 * 1024
const IMPORT_CACHE_MB = 32

/**
 * Imports several files as one: every file is read and checked, and the bank and keys commit only
 * when all are clean (or skip-invalid was asked for), so a bad third file never leaves the first two
 * half-imported. Every file's outcome is reported.
 */
export function importFiles(ws: Workspace, sources: (string | ImportSource)[], opts: ImportOptions): Promise<BatchReport> {
  const files = sources.map((s) => (typeof s === 'string' ? { path: s, name: path.basename(s) } : { path: s.path, name: s.name ?? path.basename(s.path) }))
  return ws.writes.run(
    () =>
      announceWriter(ws.paths.bank, { kind: 'import', file: files.map((f) => f.name).join(', '), who: opts.actor.name, since: new Date().toISOString() }, () =>
        importBatch(ws, files, opts),
      ),
    'import',
  )
}

/** One file; a file that cannot be read at all throws its message (the CLI's and tests' old contract). */
export async function importFile(ws: Workspace, file: string, opts: ImportOptions): Promise<ImportReport> {
  const batch = await importFiles(ws, [file], opts)
  const only = batch.files[0]
  if (only.error) throw new MbError(only.error)
  return only.report!
}

function startsWithBom(file: string): boolean {
  const fd = fs.openSync(file, 'r')
  try {
    const b = Buffer.alloc(3)
    return fs.readSync(fd, b, 0, 3, 0) === 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf
  } finally {
    fs.closeSync(fd)
  }
}

interface Planned {
  src: { path: string; name: string }
  size: number
  /** Hashed while the parse worker starts and reads ahead: its records wait for the verdict. */
  sha256: Promise<string>
  optionsHash: string
  /** With a key file, records are read before anything is written (the key file needs them all). */
  buffered?: { parsed: OpenedFile; results: PreparedResult[] }
}

async function importBatch(ws: Workspace, files: { path: string; name: string }[], opts: ImportOptions): Promise<BatchReport> {
  const taxonomy: TaxonomyMapping = effectiveTaxonomy(ws.bank)
  const outcomes: FileOutcome[] = files.map((f) => ({ file: f.path, name: f.name, report: null, error: null }))
  const keyFileSha = opts.keyFile ? await hashFile(opts.keyFile) : ''
  const optionsHash = crypto
    .createHash('sha256')
    .update(JSON.stringify({ mapping: sortKeys(opts.mapping), keyFileSha }))
    .digest('hex')

  // Files that cannot even be opened are reported now; the others are checked record by record.
  const planned: (Planned | null)[] = []
  for (let i = 0; i < files.length; i++) {
    try {
      const size = statSize(files[i].path)
      const sha256 = hashFile(files[i].path)
      sha256.catch(() => undefined) // awaited (and its failure reported) when the file's turn comes
      planned.push({ src: files[i], size, sha256, optionsHash })
    } catch (e) {
      outcomes[i].error = toMsgOrThrow(e)
      planned.push(null)
    }
  }

  let keyMap: Map<string, ItemKey> | null = null
  if (opts.keyFile) {
    // A key file may answer in presented letters, which only the parsed variants can map; platform
    // question files are small, so with a key file every file's records are held in memory first.
    const inFiles = new Map<string, Item>()
    for (let i = 0; i < planned.length; i++) {
      const p = planned[i]
      if (!p) continue
      try {
        p.buffered = await withEncodingRetry(p, opts.encoding, async (encoding) => {
          // All records are read before writing starts, so the writer builds the search postings.
          const parsed = await openParsed(p.src.path, p.src.name, p.size, { ...opts, encoding }, taxonomy, false)
          const results: PreparedResult[] = []
          for await (const r of parsed.results) results.push(r)
          return { parsed, results }
        })
        for (const r of p.buffered.results) if (r.ok) inFiles.set(r.id, JSON.parse(r.data) as Item)
      } catch (e) {
        outcomes[i].error = toMsgOrThrow(e)
        planned[i] = null
      }
    }
    keyMap = await loadKeyFile(opts.keyFile, (id) => inFiles.get(id) ?? ws.bank.getItem(id)?.item, taxonomy)
  }

  // Separate connections: the transaction stays invisible to the workspace until both commit.
  // Smaller page caches than the workspace's own: an import only appends, and memory stays well
  // inside the 600 MB a 700,000-item import is allowed.
  const bank = new BankStore(ws.paths.bank, { cacheMb: IMPORT_CACHE_MB })
  const keys = new KeyStore(ws.paths.keys, { cacheMb: IMPORT_CACHE_MB })
  // Short: it is stored on every key row the import writes.
  const uid = crypto.randomBytes(9).toString('base64url')
  const stamp = { ...stampOf(opts.actor), uid }
  let batchFailed = outcomes.some((o) => o.error !== null)
  try {
    try {
      bank.db.exec('BEGIN IMMEDIATE')
      keys.db.exec('BEGIN IMMEDIATE')
    } catch (e) {
      if (isBusy(e)) throw busyError(ws.paths.bank)
      throw e
    }
    keys.markPendingImport(uid, stamp.now)
    const ctx: FileRun = { bank, keys, stamp, keyMap, opts, writing: () => !batchFailed || opts.skipInvalid }
    for (let i = 0; i < planned.length; i++) {
      const p = planned[i]
      if (!p) continue
      const progress = (records: number, bytesRead: number) =>
        opts.onProgress?.({ file: p.src.path, fileIndex: i, fileCount: files.length, bytesRead, bytesTotal: p.size, records })
      try {
        const report = await runFile(ctx, p, taxonomy, progress)
        outcomes[i].report = report
        if (!report.ok) batchFailed = true
      } catch (e) {
        outcomes[i].error = toMsgOrThrow(e)
        batchFailed = true
      }
    }

    if (batchFailed) {
      bank.db.exec('ROLLBACK')
      keys.db.exec('ROLLBACK')
      for (const o of outcomes) {
        if (!o.report || o.report.alreadyImported) continue
        Object.assign(o.report, { ok: false, added: 0, unchanged: 0, keys: 0, items: 0, skipped: 0, skippedItems: 0, skippedRecords: 0 })
        delete o.report.importedAt
      }
      return { ok: false, files: outcomes }
    }
    fault('import:before-commit')
    // Keys first, marked pending: a crash before the bank commits leaves keys the next open drops.
    keys.db.exec('COMMIT')
    fault('import:after-keys-commit')
    try {
      fault('import:bank-commit')
      bank.db.exec('COMMIT')
    } catch (e) {
      // The keys are committed but the bank is not: withdraw them now, so no reader is ever served
      // keys of items that never arrived (the next open would also do it, but this process lives on).
      if (bank.db.inTransaction) bank.db.exec('ROLLBACK')
      keys.dropImport(uid)
      throw isBusy(e) ? busyError(ws.paths.bank) : e
    }
    keys.clearPendingImport(uid)
    for (const o of outcomes) if (o.report && !o.report.alreadyImported) Object.assign(o.report, { ok: true, importedAt: stamp.now })
    return { ok: true, files: outcomes }
  } catch (e) {
    if (bank.db.inTransaction) bank.db.exec('ROLLBACK')
    if (keys.db.inTransaction) keys.db.exec('ROLLBACK')
    throw e
  } finally {
    for (const p of planned) await p?.buffered?.parsed.stop()
    bank.close()
    keys.close()
    ws.index.invalidate()
    ws.changed()
  }
}

interface FileRun {
  bank: BankStore
  keys: KeyStore
  stamp: ReturnType<typeof stampOf> & { uid: string }
  keyMap: Map<string, ItemKey> | null
  opts: ImportOptions
  /** False once any file of the batch failed (without skip-invalid): the rest is only checked. */
  writing: () => boolean
}

/**
 * Reads one file inside the batch's transaction, between savepoints: a file-level failure undoes
 * only what this file wrote (the batch then fails as a whole, but the other files are still checked).
 */
async function runFile(ctx: FileRun, p: Planned, taxonomy: TaxonomyMapping, progress: (records: number, bytes: number) => void): Promise<ImportReport> {
  const once = async (parsed: OpenedFile, results: AsyncIterable<PreparedResult> | PreparedResult[]): Promise<ImportReport> => {
    const before = ctx.bank.findImport(await p.sha256, parsed.format, p.optionsHash)
    if (before) return alreadyImported(p.src.path, parsed, before)
    ctx.bank.db.exec('SAVEPOINT import_file')
    ctx.keys.db.exec('SAVEPOINT import_file')
    try {
      const report = await writeFile(ctx, p, parsed, results, progress)
      ctx.bank.db.exec('RELEASE import_file')
      ctx.keys.db.exec('RELEASE import_file')
      return report
    } catch (e) {
      for (const db of [ctx.bank.db, ctx.keys.db]) db.exec('ROLLBACK TO import_file; RELEASE import_file')
      throw e
    }
  }
  if (p.buffered) return once(p.buffered.parsed, p.buffered.results)
  return withEncodingRetry(p, ctx.opts.encoding, async (encoding) => {
    // The worker gathers the search bigrams too, unless records are buffered for a key file.
    const parsed = await openParsed(p.src.path, p.src.name, p.size, { ...ctx.opts, encoding }, taxonomy, !ctx.keyMap)
    try {
      return await once(parsed, parsed.results)
    } finally {
      await parsed.stop()
    }
  })
}

/**
 * Encoding is detected from the first 64 KiB. A GBK file whose first 64 KiB happen to be plain ASCII
 * looks like UTF-8 until its first Chinese line; what it wrote was rolled back, so it is read again as
 * GB18030. If that fails too, the UTF-8 error, which names the line, is the more useful one.
 */
async function withEncodingRetry<T>(p: Planned, encoding: TextEncoding | undefined, run: (encoding: TextEncoding | undefined) => Promise<T>): Promise<T> {
  try {
    return await run(encoding)
  } catch (e) {
    if (!(e instanceof MbError) || e.msg.code !== 'import.invalidUtf8' || encoding || startsWithBom(p.src.path)) throw e
    try {
      return await run('gb18030')
    } catch {
      throw e
    }
  }
}

function alreadyImported(file: string, parsed: OpenedFile, previous: ImportRow): ImportReport {
  return {
    file,
    format: parsed.format,
    encoding: parsed.encoding ?? 'xlsx',
    items: previous.items,
    added: 0,
    unchanged: previous.items,
    keys: previous.keys,
    skipped: previous.skipped,
    skippedRecords: previous.skipped,
    skippedItems: 0,
    invalid: 0,
    issues: [],
    alreadyImported: true,
    importedAt: previous.createdAt,
    ok: true,
  }
}

async function writeFile(
  ctx: FileRun,
  p: Planned,
  parsed: OpenedFile,
  results: AsyncIterable<PreparedResult> | PreparedResult[],
  progress: (records: number, bytes: number) => void,
): Promise<ImportReport> {
  const { bank, keys, stamp, keyMap, opts } = ctx
  const report: ImportReport = {
    file: p.src.path,
    format: parsed.format,
    encoding: parsed.encoding ?? 'xlsx',
    items: 0,
    added: 0,
    unchanged: 0,
    keys: 0,
    skipped: 0,
    skippedRecords: 0,
    skippedItems: 0,
    invalid: 0,
    issues: [],
    alreadyImported: false,
    ok: false,
  }
  const failedItems = new Set<string>()
  const keptItems = new Set<string>()
  let unattributed = 0
  const noteIssue = (line: number, reason: Msg, itemId?: string) => {
    report.invalid++
    if (itemId === undefined) unattributed++
    else failedItems.add(itemId)
    if (opts.skipInvalid || report.issues.length < MAX_REPORTED_ERRORS) report.issues.push({ line, reason })
  }
  const importId = bank.recordImport(p.src.name, await p.sha256, parsed.format, p.optionsHash, stamp)
  const writingNow = () => ctx.writing() && (report.invalid === 0 || opts.skipInvalid)
  // Record n of the file becomes rowid base + n - 1, so the parse worker can gather the search
  // bigrams of rows before they are stored; rows not stored leave gaps, which its segments learn of
  // through `notStored`. Postings are per file, so a file rolled back to its savepoint takes its own
  // postings with it.
  const base = bank.nextRowid()
  const notStored = new Set<number>()
  let postings: PostingsBuilder | null = null
  if (parsed.postings) {
    parsed.postings.onSegment = (segment) => {
      // Once nothing more is written, the batch will roll back: its segments are not needed.
      if (writingNow()) writeSegment(bank.db, encodeSegment(segment, base - 1, notStored))
    }
  } else {
    postings = new PostingsBuilder(bank.db)
  }
  const noted = new Set<string>()
  const keyStamp = { author: stamp.author, actorId: stamp.actorId, now: stamp.now, importUid: stamp.uid }
  let records = 0
  for await (const r of results) {
    records++
    if (records % 2000 === 0) progress(records, parsed.bytesRead())
    if (!r.ok) {
      noteIssue(r.line, r.reason, (r as { itemId?: string }).itemId)
      continue
    }
    const key = keyMap?.has(r.id) ? JSON.stringify(keyMap.get(r.id)) : r.key
    // After the first error nothing more is written, but every record is still checked so the
    // user gets the whole list of problems at once.
    const writing = writingNow()
    const rowid = base + r.seq - 1
    let inserted = false
    if (!writing) {
      if (bank.rowidOf(r.id) === undefined) {
        keptItems.add(r.id)
        continue
      }
    } else {
      inserted = bank.tryInsertPrepared(r, { status: 'draft', author: stamp.author, actorId: stamp.actorId, importId, now: stamp.now, rowid }) !== undefined
    }
    if (!inserted) {
      notStored.add(rowid)
      // The id is in the bank already: fine when the content is the same (the same rows from
      // another file or encoding), an error when it differs.
      const stored = bank.getItem(r.id)!
      if (!sameItem(stored.item, JSON.parse(r.data) as Item)) {
        noteIssue(r.line, importMessages.idExistsDifferent({ id: r.id }), r.id)
        continue
      }
      if (key) {
        const current = keys.get(r.id)
        if (current && !sameItem(current.key, JSON.parse(key))) {
          noteIssue(r.line, importMessages.keyExistsDifferent({ id: r.id }), r.id)
          continue
        }
        if (!current && writing) keys.insertFirstJson(r.id, key, keyStamp)
        report.keys++
      }
      keptItems.add(r.id)
      report.unchanged++
      continue
    }
    const noteKey = `${r.source}\u0000${r.licence ?? ''}\u0000${r.primary}\u0000${r.secondary ?? ''}`
    if (!noted.has(noteKey)) {
      noted.add(noteKey)
      bank.noteSourceAndSpecialty(r.source, r.licence, r.primary, r.secondary)
    }
    postings?.addNormalized(rowid, r.text)
    if (key) {
      keys.insertFirstJson(r.id, key, keyStamp)
      report.keys++
    }
    keptItems.add(r.id)
    report.added++
  }
  progress(records, p.size)
  if (writingNow()) postings?.flush()
  report.skippedRecords = report.invalid
  report.skipped = report.invalid
  report.skippedItems = unattributed + [...failedItems].filter((id) => !keptItems.has(id)).length
  report.items = report.added + report.unchanged
  report.ok = report.invalid === 0 || opts.skipInvalid
  bank.finishImport(importId, report.items, report.keys, report.skippedRecords)
  // One entry per file, inside the file's savepoint (rolled back with it). Not one per item: a
  // 700,000-item import would add as many hashed rows, and each item's version 1 already names this
  // import (items.import_id) and its actor.
  bank.audit.append({
    actor: opts.actor.id,
    action: 'import',
    target: p.src.name,
    at: stamp.now,
    new: {
      importId,
      file: p.src.name,
      sha256: await p.sha256,
      format: parsed.format,
      items: report.items,
      added: report.added,
      unchanged: report.unchanged,
      keys: report.keys,
      skipped: report.skippedRecords,
      ...(ctx.keyMap ? { keyFile: opts.keyFile ? path.basename(opts.keyFile) : null } : {}),
    },
  })
  return report
}

function toMsgOrThrow(e: unknown): Msg {
  if (e instanceof MbError) return e.msg
  throw e
}

interface OpenedFile extends PreparedFile {
  bytesRead(): number
  stop(): Promise<void>
  /** The worker's search bigrams, when it was asked to gather them. */
  postings?: WorkerPostings
}

/** Large files parse on a worker thread while this thread writes, so an import uses both cores. */
async function openParsed(
  file: string,
  fileName: string,
  size: number,
  opts: Pick<ImportOptions, 'format' | 'mapping' | 'encoding'>,
  taxonomy: TaxonomyMapping,
  postings: boolean,
): Promise<OpenedFile> {
  if (size >= WORKER_MIN_BYTES && workerAvailable()) {
    return parseFileInWorker({ path: file, fileName, format: opts.format, mapping: opts.mapping, taxonomy, encoding: opts.encoding, postings })
  }
  let bytesRead = 0
  const chunks = async function* () {
    for await (const c of fs.createReadStream(file, { highWaterMark: 1 << 20 })) {
      bytesRead += (c as Buffer).length
      yield c as Buffer
    }
  }
  const parsed = await parseFile({ fileName, chunks, format: opts.format, mapping: opts.mapping, taxonomy, encoding: opts.encoding })
  return { ...parsed, results: prepareAll(parsed.results), bytesRead: () => bytesRead, stop: async () => undefined }
}

/** `file:line: reason` lines, as the CLI prints them and the import dialog lists them. */
export function formatIssues(report: ImportReport, lang: Lang): string[] {
  const name = path.basename(report.file)
  return report.issues.map((i) => `${name}:${i.line}: ${renderMsg(i.reason, lang)}`)
}

export function abortMessage(report: ImportReport): MbError {
  return new MbError(importMessages.importAborted({ file: path.basename(report.file), count: report.invalid }))
}

function sameItem(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b))
}

function sortKeys<T>(v: T): T {
  if (Array.isArray(v)) return v.map(sortKeys) as T
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v as object).sort()) out[k] = sortKeys((v as Record<string, unknown>)[k])
    return out as T
  }
  return v
}

function statSize(file: string): number {
  try {
    return fs.statSync(file).size
  } catch (e) {
    throw new MbError(importMessages.fileUnreadable({ file, detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }))
  }
}

async function hashFile(file: string): Promise<string> {
  const h = crypto.createHash('sha256')
  try {
    for await (const c of fs.createReadStream(file, { highWaterMark: 1 << 20 })) h.update(c as Buffer)
  } catch (e) {
    throw new MbError(importMessages.fileUnreadable({ file, detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }))
  }
  return h.digest('hex')
}

