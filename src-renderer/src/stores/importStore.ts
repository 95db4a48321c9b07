// The import dialog's state machine: choose files and options → (read files) → job running, polled
// every 300 ms → per-file results. The chosen files stay after a run so an aborted import can be
// retried with "skip invalid records" without picking them again.
import { create } from 'zustand'
import { call, isElectron, openNativeFiles } from '../api'
import type { OpInput, OpOutput } from '../api'
import { toUiError } from '../errors'
import { readBase64 } from '../fileData'
import type { UiError } from '../errors'
import { useBankStore } from './bankStore'
import { useAppStore } from './appStore'

const POLL_MS = 300

export type ImportFormat = OpInput<'import.start'>['format'] & string
export type JobInfo = OpOutput<'job.get'>
export type FileResult = NonNullable<JobInfo['result']>['files'][number]
export type JobProgress = NonNullable<JobInfo['progress']>

export interface MappingRow {
  field: string
  column: string
}

type Phase = 'choose' | 'reading' | 'running' | 'done' | 'failed'

interface ImportState {
  phase: Phase
  /** Browser: File objects read as base64 on start. Electron: paths from the native picker. */
  files: File[]
  paths: string[]
  format: ImportFormat
  skipInvalid: boolean
  mapping: MappingRow[]
  progress: JobProgress | null
  results: FileResult[] | null
  error: UiError | null

  setFiles: (files: File[]) => void
  pickNative: () => Promise<void>
  setFormat: (f: ImportFormat) => void
  setSkipInvalid: (v: boolean) => void
  addMapping: () => void
  updateMapping: (i: number, row: MappingRow) => void
  removeMapping: (i: number) => void
  start: () => Promise<void>
  retrySkippingInvalid: () => Promise<void>
  /** Back to choosing files (keeps the options). */
  reset: () => void
  /** Called when the dialog opens: leaves a running import alone, clears a finished one. */
  openFresh: () => void
  hasFiles: () => boolean
}

export const useImportStore = create<ImportState>((set, get) => {
  let run = 0

  async function poll(jobId: string, myRun: number): Promise<void> {
    for (;;) {
      await new Promise((r) => setTimeout(r, POLL_MS))
      if (run !== myRun) return
      let job: JobInfo
      try {
        job = await call('job.get', { jobId })
      } catch (e) {
        set({ phase: 'failed', error: toUiError(e) })
        return
      }
      if (run !== myRun) return
      if (job.progress) set({ progress: job.progress })
      if (job.state === 'running') continue
      if (job.state === 'done') set({ phase: 'done', results: job.result?.files ?? [] })
      else set({ phase: 'failed', error: job.error ? { code: 'job', ...job.error } : null })
      // Whatever happened, counts and rows may have changed: refresh the bank view and the top bar.
      void useBankStore.getState().refresh()
      void useAppStore.getState().refreshInfo()
      return
    }
  }

  return {
    phase: 'choose',
    files: [],
    paths: [],
    format: 'auto',
    skipInvalid: false,
    mapping: [],
    progress: null,
    results: null,
    error: null,

    setFiles: (files) => set({ files, paths: [] }),
    pickNative: async () => {
      try {
        const paths = await openNativeFiles()
        if (paths.length) set({ paths, files: [] })
      } catch (e) {
        set({ phase: 'failed', error: toUiError(e) })
      }
    },
    setFormat: (format) => set({ format }),
    setSkipInvalid: (skipInvalid) => set({ skipInvalid }),
    addMapping: () => set((s) => ({ mapping: [...s.mapping, { field: 'stem', column: '' }] })),
    updateMapping: (i, row) => set((s) => ({ mapping: s.mapping.map((r, k) => (k === i ? row : r)) })),
    removeMapping: (i) => set((s) => ({ mapping: s.mapping.filter((_, k) => k !== i) })),

    start: async () => {
      const s = get()
      if (!s.hasFiles() || s.phase === 'reading' || s.phase === 'running') return
      const myRun = ++run
      set({ phase: 'reading', progress: null, results: null, error: null })
      try {
        const files =
          isElectron() && s.paths.length
            ? s.paths.map((path) => ({ path }))
            : await Promise.all(s.files.map(async (f) => ({ name: f.name, contentBase64: await readBase64(f) })))
        if (run !== myRun) return
        const mapping = Object.fromEntries(s.mapping.filter((m) => m.column.trim() !== '').map((m) => [m.field, m.column.trim()]))
        const { jobId } = await call('import.start', { files, format: s.format, skipInvalid: s.skipInvalid, mapping })
        if (run !== myRun) return
        set({ phase: 'running' })
        await poll(jobId, myRun)
      } catch (e) {
        if (run === myRun) set({ phase: 'failed', error: toUiError(e) })
      }
    },

    retrySkippingInvalid: async () => {
      set({ skipInvalid: true, phase: 'choose' })
      await get().start()
    },

    reset: () => {
      run++
      set({ phase: 'choose', files: [], paths: [], progress: null, results: null, error: null })
    },
    openFresh: () => {
      // A finished import's results have been read; a new import starts from a clean choice, and
      // all-or-nothing again (skip-invalid is a per-import decision, not a sticky preference).
      if (get().phase === 'done' || get().phase === 'failed') {
        run++
        set({ phase: 'choose', files: [], paths: [], progress: null, results: null, error: null, skipInvalid: false })
      }
    },

    hasFiles: () => get().files.length > 0 || get().paths.length > 0,
  }
})

/** Import results that should send the user to "retry with skip-invalid". */
export function abortedResults(results: FileResult[] | null): FileResult[] {
  return (results ?? []).filter((r) => r.report && !r.report.ok && !r.report.alreadyImported)
}
