// Imports files into a workspace, all-or-nothing per file: every record is parsed and checked, and
// only when the whole file is clean (or --skip-invalid was asked for) do the bank and keys commit.
// Re-importing a file already imported is a no-op that says so. The import writes through its own
// connections, so readers on the workspace keep seeing the last committed bank while it runs.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages, renderMsg } from '../core/messages'
import type { Lang, Msg } from '../core/messages'
import type { Item, ItemKey } from '../core/types'
import { BankStore } from '../store/bankStore'
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
  /** A MedBench platform key file whose answers go with the questions imported. */
  keyFile?: string
  /** Text encoding, when the user knows it; detected otherwise. */
  encoding?: TextEncoding
  /** Called every few thousand records with bytes read so far. */
  onProgress?: (p: ImportProgress) => void
}

export interface ImportProgress {
  file: string
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
  skipped: number
  /** Every skipped record (with --skip-invalid), or every error that aborted the import. */
  issues: RecordIssue[]
  /** Records that failed validation (all of them, even when `issues` lists only the first 200). */
  invalid: number
  /** True when this exact file was imported before and nothing was done. */
  alreadyImported: boolean
  importedAt?: string
  ok: boolean
}

const MAX_REPORTED_ERRORS = 200
/** Below this a worker thread costs more to start than it saves. */
const WORKER_MIN_BYTES = 8 * 1024 * 1024
const IMPORT_CACHE_MB = 32

export async function importFile(ws: Workspace, file: string, opts: ImportOptions): Promise<ImportReport> {
  return ws.writes.run(async () => {
    try {
      return await importUnlocked(ws, file, opts)
    } catch (e) {
      // Encoding is detected from the first 64 KiB. A GBK file whose first 64 KiB happen to be
      // plain ASCII looks like UTF-8 until its first Chinese line; nothing was written (the
      // transaction rolled back), so it is read again as GB18030. If that fails too, the UTF-8
      // error, which names the line, is the more useful one.
      if (!(e instanceof MbError) || e.msg.code !== 'import.invalidUtf8' || opts.encoding || startsWithBom(file)) throw e
      try {
        return await importUnlocked(ws, file, { ...opts, encoding: 'gb18030' })
      } catch {
        throw e
      }
    }
  })
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

async function importUnlocked(ws: Workspace, file: string, opts: ImportOptions): Promise<ImportReport> {
  const fileName = path.basename(file)
  const size = statSize(file)
  const taxonomy: TaxonomyMapping = effectiveTaxonomy(ws.bank)
  // The file is hashed while the parse worker starts and reads ahead; its records wait until the hash
  // has said whether this exact file was imported before.
  const hashing = hashFile(file)
  hashing.catch(() => undefined)
  let parsed: OpenedFile
  try {
    // With a key file every record is read before writing starts (below), so the writer builds the
    // postings: a worker's segments would come before the writer knew which records it stored.
    parsed = await openParsed(file, fileName, size, opts, taxonomy, !opts.keyFile)
  } catch (e) {
    await hashing.catch(() => undefined)
    throw e
  }
  let sha256: string
  let keyFileSha: string
  try {
    sha256 = await hashing
    keyFileSha = opts.keyFile ? await hashFile(opts.keyFile) : ''
  } catch (e) {
    await parsed.stop()
    throw e
  }
  const optionsHash = crypto
    .createHash('sha256')
    .update(JSON.stringify({ mapping: sortKeys(opts.mapping), keyFileSha }))
    .digest('hex')

  const previous = ws.bank.findImport(sha256, parsed.format, optionsHash)
  if (previous) {
    await parsed.stop()
    return {
      file,
      format: parsed.format,
      encoding: parsed.encoding ?? 'xlsx',
      items: previous.items,
      added: 0,
      unchanged: previous.items,
      keys: previous.keys,
      skipped: previous.skipped,
      invalid: 0,
      issues: [],
      alreadyImported: true,
      importedAt: previous.createdAt,
      ok: true,
    }
  }

  // A key file may answer in presented letters, which only the parsed variants can map; platform
  // question files are small, so with a key file the records are held in memory first.
  let results: AsyncIterable<PreparedResult> | PreparedResult[] = parsed.results
  let keyMap: Map<string, ItemKey> | null = null
  if (opts.keyFile) {
    const buffered: PreparedResult[] = []
    for await (const r of parsed.results) buffered.push(r)
    const inFile = new Map(buffered.flatMap((r) => (r.ok ? [[r.id, JSON.parse(r.data) as Item] as const] : [])))
    keyMap = await loadKeyFile(opts.keyFile, (id) => inFile.get(id) ?? ws.bank.getItem(id)?.item, taxonomy)
    results = buffered
  }

  // Separate connections: the transaction stays invisible to the workspace until both commit.
  // Smaller page caches than the workspace's own: an import only appends, and memory stays well
  // inside the 600 MB a 700,000-item import is allowed.
  const bank = new BankStore(ws.paths.bank, { cacheMb: IMPORT_CACHE_MB })
  const keys = new KeyStore(ws.paths.keys, { cacheMb: IMPORT_CACHE_MB })
  const now = new Date().toISOString()
  const report: ImportReport = {
    file,
    format: parsed.format,
    encoding: parsed.encoding ?? 'xlsx',
    items: 0,
    added: 0,
    unchanged: 0,
    keys: 0,
    skipped: 0,
    invalid: 0,
    issues: [],
    alreadyImported: false,
    ok: false,
  }
  let errors = 0
  const noteIssue = (line: number, reason: Msg) => {
    errors++
    report.invalid++
    if (opts.skipInvalid || report.issues.length < MAX_REPORTED_ERRORS) report.issues.push({ line, reason })
  }
  try {
    bank.db.exec('BEGIN IMMEDIATE')
    keys.db.exec('BEGIN IMMEDIATE')
    keys.markPendingImport(sha256)
    const importId = bank.recordImport(fileName, sha256, parsed.format, optionsHash, now)
    // Record n of the file becomes rowid base + n - 1; rows not stored leave gaps, which the worker's
    // segments learn of through `skipped`.
    const base = bank.nextRowid()
    const skipped = new Set<number>()
    let postings: PostingsBuilder | null = null
    if (parsed.postings) {
      parsed.postings.onSegment = (segment) => {
        // After the first error nothing more is written: the import will roll back.
        if (errors === 0 || opts.skipInvalid) writeSegment(bank.db, encodeSegment(segment, base - 1, skipped))
      }
    } else {
      postings = new PostingsBuilder(bank.db)
    }
    const noted = new Set<string>()
    const keyOpts = { author: ws.author, now, importSha: sha256 }
    let records = 0
    for await (const r of results) {
      records++
      if (opts.onProgress && records % 2000 === 0) opts.onProgress({ file, bytesRead: parsed.bytesRead(), bytesTotal: size, records })
      if (!r.ok) {
        noteIssue(r.line, r.reason)
        continue
      }
      const key = keyMap?.has(r.id) ? JSON.stringify(keyMap.get(r.id)) : r.key
      // After the first error nothing more is written, but every record is still checked so the
      // user gets the whole list of problems at once.
      const rowid = base + r.seq - 1
      let inserted = false
      if (errors > 0 && !opts.skipInvalid) {
        if (bank.rowidOf(r.id) === undefined) continue
      } else {
        inserted = bank.tryInsertPrepared(r, { status: 'draft', author: ws.author, importId, now, rowid }) !== undefined
      }
      if (!inserted) {
        skipped.add(rowid)
        // The id is in the bank already: fine when the content is the same (the same rows from
        // another file or encoding), an error when it differs.
        const stored = bank.getItem(r.id)!
        if (!sameItem(stored.item, JSON.parse(r.data) as Item)) {
          noteIssue(r.line, importMessages.idExistsDifferent({ id: r.id }))
          continue
        }
        if (key) {
          const current = keys.get(r.id)
          if (current && !sameItem(current.key, JSON.parse(key))) {
            noteIssue(r.line, importMessages.keyExistsDifferent({ id: r.id }))
            continue
          }
          if (!current) keys.insertFirstJson(r.id, key, keyOpts)
          report.keys++
        }
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
        keys.insertFirstJson(r.id, key, keyOpts)
        report.keys++
      }
      report.added++
    }
    opts.onProgress?.({ file, bytesRead: size, bytesTotal: size, records })

    if (errors > 0 && !opts.skipInvalid) {
      bank.db.exec('ROLLBACK')
      keys.db.exec('ROLLBACK')
      report.added = 0
      report.unchanged = 0
      report.keys = 0
      return report
    }
    postings?.flush()
    report.items = report.added + report.unchanged
    report.skipped = report.invalid
    bank.finishImport(importId, report.items, report.keys, report.skipped)
    // Keys first: a crash before the bank commits leaves orphan keys, which the next open drops.
    keys.db.exec('COMMIT')
    bank.db.exec('COMMIT')
    keys.clearPendingImport()
    report.ok = true
    report.importedAt = now
  } catch (e) {
    if (bank.db.inTransaction) bank.db.exec('ROLLBACK')
    if (keys.db.inTransaction) keys.db.exec('ROLLBACK')
    throw e
  } finally {
    await parsed.stop()
    bank.close()
    keys.close()
    ws.index.invalidate()
  }
  return report
}

interface OpenedFile extends PreparedFile {
  bytesRead(): number
  stop(): Promise<void>
  postings?: WorkerPostings
}

/** Large files parse on a worker thread while this thread writes, so an import uses both cores. */
async function openParsed(
  file: string,
  fileName: string,
  size: number,
  opts: ImportOptions,
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

