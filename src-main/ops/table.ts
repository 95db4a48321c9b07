// Every operation the renderer (and the HTTP bridge, and parts of the CLI) can call. Inputs are zod
// schemas; outputs are plain JSON. The renderer imports only the TYPE of this table.
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'
import { MbError, defineMessages, renderMsg } from '../core/messages'
import { DIMENSIONS, ITEM_STATUSES, ITEM_TYPES, TRACKS } from '../core/types'
import { FACETS, SORT_COLUMNS } from '../store/bankIndex'
import type { Facet, SortColumn } from '../store/bankIndex'
import { FORMATS } from '../import/types'
import { GENERIC_TARGETS } from '../import/formats/generic'
import { getItem, history, saveItem, saveKey, setStatus } from '../services/itemService'
import { importFile } from '../services/importService'
import type { ImportProgress, ImportReport } from '../services/importService'
import { extractChoice } from '../core/extract/choice'
import { scoreResponsesText } from '../services/scoreService'
import { effectiveTaxonomy, saveTaxonomy } from '../services/taxonomyService'
import { toMsg, op } from './define'
import type { OpContext } from './define'

const m = defineMessages('ops', {
  pathsNotAllowed: {
    zh: () => '浏览器模式下只能上传文件内容，不能按路径读取本机文件',
    en: () => 'in the browser, files are uploaded by content; local paths cannot be read',
  },
  pathNotPicked: {
    zh: (p) => `不能读取 ${p.path}：只能导入在“选择文件”对话框中选中的文件，请重新选择`,
    en: (p) => `cannot read ${p.path}: only files chosen in the file picker can be imported; choose the file again`,
  },
  uploadTooLarge: {
    zh: (p) => `文件 ${p.name} 太大（${p.mb} MB）；请用命令行 medbench import 导入大文件`,
    en: (p) => `file ${p.name} is too large (${p.mb} MB); import large files with the medbench import command`,
  },
  jobNotFound: {
    zh: (p) => `找不到任务 ${p.id}`,
    en: (p) => `no such job: ${p.id}`,
  },
})

const MAX_UPLOAD_BYTES = 200 * 1024 * 1024

const facetFilter = z.array(z.string().max(200)).max(200).optional()

const QueryInput = z.object({
  filters: z.object(Object.fromEntries(FACETS.map((f) => [f, facetFilter])) as Record<Facet, typeof facetFilter>).partial().optional(),
  search: z.string().max(500).optional(),
  sort: z
    .object({ column: z.enum(Object.keys(SORT_COLUMNS) as [SortColumn, ...SortColumn[]]), desc: z.boolean().optional() })
    .optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(100),
})

const FileInput = z.union([
  z.object({ path: z.string().min(1) }),
  z.object({ name: z.string().min(1).max(255), contentBase64: z.string() }),
])

const ImportInput = z.object({
  files: z.array(FileInput).min(1).max(50),
  format: z.enum(['auto', ...FORMATS]).default('auto'),
  mapping: z.record(z.string(), z.string()).default({}),
  skipInvalid: z.boolean().default(false),
})

export interface ImportJobProgress extends ImportProgress {
  fileIndex: number
  fileCount: number
}

export interface ImportFileResult {
  name: string
  ok: boolean
  report: ImportReport | null
  /** `file:line: reason` lines in both languages. */
  issues: { zh: string; en: string }[]
  error: { zh: string; en: string } | null
}

export const ops = {
  'app.info': op(z.object({}), (ctx) => ({
    version: ctx.version,
    host: ctx.host,
    demo: ctx.demo,
    bankPath: ctx.ws.paths.bank,
    keysPath: ctx.ws.paths.keys,
    items: ctx.ws.index.total(),
    keys: ctx.ws.keys.count(),
    author: ctx.ws.author,
  })),

  'app.vocabulary': op(z.object({}), () => ({
    tracks: TRACKS,
    dimensions: DIMENSIONS,
    types: ITEM_TYPES,
    statuses: ITEM_STATUSES,
    formats: FORMATS,
    /** Fields a generic JSONL/CSV/XLSX import can map columns to (`--map field=column`). */
    mappingFields: [...GENERIC_TARGETS, 'id_prefix'],
    sortColumns: Object.keys(SORT_COLUMNS) as SortColumn[],
  })),

  'bank.query': op(QueryInput, (ctx, q) => {
    const t0 = performance.now()
    const r = ctx.ws.index.query(q)
    return { ...r, tookMs: Math.round((performance.now() - t0) * 10) / 10 }
  }),

  'bank.facets': op(z.object({}), (ctx) => ({ facets: ctx.ws.index.facets(), total: ctx.ws.index.total() })),

  'item.get': op(z.object({ id: z.string().min(1) }), (ctx, { id }) => getItem(ctx.ws, id)),

  'item.save': op(
    z.object({ id: z.string().min(1), baseVersion: z.number().int().min(1), item: z.unknown(), note: z.string().max(2000).optional() }),
    (ctx, input) => saveItem(ctx.ws, input),
  ),

  'item.saveKey': op(z.object({ id: z.string().min(1), baseVersion: z.number().int().min(0), key: z.unknown() }), (ctx, input) =>
    saveKey(ctx.ws, input),
  ),

  'item.setStatus': op(z.object({ id: z.string().min(1), status: z.enum(ITEM_STATUSES) }), async (ctx, { id, status }) => {
    await setStatus(ctx.ws, id, status)
    return { ok: true }
  }),

  'item.history': op(z.object({ id: z.string().min(1) }), (ctx, { id }) => history(ctx.ws, id)),

  'import.start': op(ImportInput, (ctx, input) => {
    const staged = stageFiles(ctx, input.files)
    const job = ctx.jobs.start<ImportJobProgress, ImportFileResult[]>(
      'import',
      async (report) => {
        const results: ImportFileResult[] = []
        try {
          for (let i = 0; i < staged.length; i++) {
            const f = staged[i]
            results.push(
              await importOne(ctx, f.path, f.name, input, (p) => report({ ...p, file: f.name, fileIndex: i, fileCount: staged.length })),
            )
          }
        } finally {
          for (const f of staged) if (f.temp) fs.rmSync(path.dirname(f.path), { recursive: true, force: true })
        }
        return results
      },
      toMsg,
    )
    return { jobId: job.id }
  }),

  'job.get': op(z.object({ jobId: z.string().min(1) }), (ctx, { jobId }) => {
    const job = ctx.jobs.get(jobId)
    if (!job) throw new MbError(m.jobNotFound({ id: jobId }))
    return {
      id: job.id,
      kind: job.kind,
      state: job.state,
      progress: job.progress as ImportJobProgress | null,
      result: job.result as ImportFileResult[] | null,
      error: job.error ? { zh: renderMsg(job.error, 'zh'), en: renderMsg(job.error, 'en') } : null,
    }
  }),

  'extract.choice': op(
    z.object({ output: z.string().max(200_000), options: z.record(z.string(), z.string()).optional(), multi: z.boolean().default(false) }),
    (_ctx, input) => extractChoice(input.output, { options: input.options, multi: input.multi }),
  ),

  'score.responses': op(
    z.object({ jsonl: z.string().max(50_000_000), fileName: z.string().max(255).default('responses.jsonl'), seed: z.number().int().default(20240601) }),
    (ctx, input) => {
      const summary = scoreResponsesText(ctx.ws, input.jsonl, { seed: input.seed, fileName: input.fileName })
      return { ...summary, problems: summary.problems.map((p) => ({ zh: renderMsg(p, 'zh'), en: renderMsg(p, 'en') })) }
    },
  ),

  'taxonomy.get': op(z.object({}), (ctx) => ({ mapping: effectiveTaxonomy(ctx.ws.bank) })),

  'taxonomy.set': op(z.object({ mapping: z.record(z.string(), z.unknown()) }), (ctx, { mapping }) => {
    saveTaxonomy(ctx.ws.bank, mapping)
    return { mapping: effectiveTaxonomy(ctx.ws.bank) }
  }),
}

export type OpTable = typeof ops
export type OpName = keyof OpTable
export type OpInput<N extends OpName> = z.input<OpTable[N]['input']>
export type OpOutput<N extends OpName> = Awaited<ReturnType<OpTable[N]['run']>>

interface StagedFile {
  name: string
  path: string
  temp: boolean
}

function stageFiles(ctx: OpContext, files: z.output<typeof FileInput>[]): StagedFile[] {
  return files.map((f) => {
    if ('path' in f) {
      if (ctx.host === 'http') throw new MbError(m.pathsNotAllowed())
      // Fail closed: an Electron host without the hook reads no path at all.
      if (ctx.host === 'electron' && !ctx.canReadPath?.(f.path)) throw new MbError(m.pathNotPicked({ path: f.path }))
      return { name: path.basename(f.path), path: f.path, temp: false }
    }
    const bytes = Buffer.from(f.contentBase64, 'base64')
    if (bytes.length > MAX_UPLOAD_BYTES) throw new MbError(m.uploadTooLarge({ name: f.name, mb: Math.round(bytes.length / 1e6) }))
    // The original name is kept (in a private folder) because messages cite it: "file.csv:12: …".
    const dir = path.join(ctx.uploadsDir, crypto.randomUUID())
    fs.mkdirSync(dir, { recursive: true })
    const target = path.join(dir, path.basename(f.name))
    fs.writeFileSync(target, bytes)
    return { name: f.name, path: target, temp: true }
  })
}

async function importOne(
  ctx: OpContext,
  file: string,
  name: string,
  input: z.output<typeof ImportInput>,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportFileResult> {
  try {
    const report = await importFile(ctx.ws, file, {
      format: input.format,
      mapping: input.mapping,
      skipInvalid: input.skipInvalid,
      onProgress,
    })
    const issues = report.issues.map((i) => ({
      zh: `${name}:${i.line}: ${renderMsg(i.reason, 'zh')}`,
      en: `${name}:${i.line}: ${renderMsg(i.reason, 'en')}`,
    }))
    return { name, ok: report.ok, report: { ...report, file: name }, issues, error: null }
  } catch (e) {
    const msg = toMsg(e)
    return { name, ok: false, report: null, issues: [], error: { zh: `${name}: ${renderMsg(msg, 'zh')}`, en: `${name}: ${renderMsg(msg, 'en')}` } }
  }
}
