// Imports run as jobs that any host can poll (the CLI polls the same way the window does), so
// progress works alike over Electron IPC, the HTTP bridge and the terminal.
import { z } from 'zod'
import { MbError, defineMessages, renderMsg } from '../core/messages'
import { FORMATS } from '../import/types'
import { importFiles } from '../services/importService'
import type { ImportProgress, ImportReport } from '../services/importService'
import { bothLanguages as both, op, toMsg } from './define'
import { FileInput, readablePath, releaseFiles, stageFiles } from './files'

const m = defineMessages('jobs', {
  jobNotFound: {
    zh: (p) => `找不到任务 ${p.id}`,
    en: (p) => `no such job: ${p.id}`,
  },
})

export const ImportInput = z.object({
  files: z.array(FileInput).min(1).max(100),
  format: z.enum(['auto', ...FORMATS]).default('auto'),
  mapping: z.record(z.string(), z.string()).default({}),
  skipInvalid: z.boolean().default(false),
  /** A MedBench platform key file with the answers of the question files. */
  keyFile: FileInput.optional(),
  encoding: z.enum(['utf-8', 'gb18030']).optional(),
})

export type ImportJobProgress = ImportProgress

export interface ImportFileResult {
  name: string
  ok: boolean
  report: ImportReport | null
  /** `file:line: reason` lines in both languages. */
  issues: { zh: string; en: string }[]
  error: { zh: string; en: string } | null
}

export interface ImportJobResult {
  /** True when the whole batch committed. */
  ok: boolean
  files: ImportFileResult[]
}


export const importOps = {
  'import.start': op(ImportInput, ['editor', 'coordinator'], (ctx, input) => {
    const staged = stageFiles(ctx, input.files)
    let keyFile: string | undefined
    const keyStaged = input.keyFile ? stageFiles(ctx, [input.keyFile]) : []
    if (input.keyFile) keyFile = 'path' in input.keyFile ? readablePath(ctx, input.keyFile.path) : keyStaged[0].path
    const actor = ctx.actor!
    const job = ctx.jobs.start<ImportJobProgress, ImportJobResult>(
      'import',
      async (report) => {
        try {
          const batch = await importFiles(
            ctx.ws,
            staged.map((f) => ({ path: f.path, name: f.name })),
            { format: input.format, mapping: input.mapping, skipInvalid: input.skipInvalid, keyFile, encoding: input.encoding, actor, onProgress: report },
          )
          return {
            ok: batch.ok,
            files: batch.files.map((f) => ({
              name: f.name,
              ok: !!f.report?.ok && !f.error,
              report: f.report ? { ...f.report, file: f.name } : null,
              issues: (f.report?.issues ?? []).map((i) => ({
                zh: `${f.name}:${i.line}: ${renderMsg(i.reason, 'zh')}`,
                en: `${f.name}:${i.line}: ${renderMsg(i.reason, 'en')}`,
              })),
              error: f.error ? { zh: `${f.name}: ${renderMsg(f.error, 'zh')}`, en: `${f.name}: ${renderMsg(f.error, 'en')}` } : null,
            })),
          }
        } finally {
          releaseFiles([...staged, ...keyStaged])
        }
      },
      toMsg,
    )
    return { jobId: job.id }
  }),

  'job.get': op(z.object({ jobId: z.string().min(1).max(100) }), 'public', (ctx, { jobId }) => {
    const job = ctx.jobs.get(jobId)
    if (!job) throw new MbError(m.jobNotFound({ id: jobId }))
    return {
      id: job.id,
      kind: job.kind,
      state: job.state,
      progress: job.progress as ImportJobProgress | null,
      result: job.result as ImportJobResult | null,
      error: job.error ? both(job.error) : null,
    }
  }),
}
