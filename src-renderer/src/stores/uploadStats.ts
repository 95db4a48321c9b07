// What the Calibration view's file pages share (agreement, preference sets): the chosen file, the
// bootstrap settings as typed, and one computation at a time from the file's content, its error said
// as a sentence.
import { toUiError, type UiError } from '../errors'
import { readBase64 } from '../fileData'

/** The file as the operations take it (FileInput). */
export interface UploadedFile {
  name: string
  contentBase64: string
}

/** A file page's state as its upload form reads and writes it. */
export interface UploadState {
  file: File | null
  resamplesText: string
  seedText: string
  busy: boolean
  error: UiError | null
  setFile: (f: File | null) => void
  set: (p: { resamplesText?: string; seedText?: string }) => void
  run: () => Promise<void>
}

const intIn = (text: string, lo: number, hi: number): number | null => {
  const t = text.trim()
  const n = Number(t)
  return /^\d+$/.test(t) && n >= lo && n <= hi ? n : null
}

/** The operations' bounds (src-main/ops/preference.ts, src-main/ops/agreement.ts). */
export const parseResamples = (t: string) => intIn(t, 2, 100_000)
export const parseSeed = (t: string) => intIn(t, 0, 2 ** 32 - 1)

/** The bootstrap settings as numbers, or null when either is not a whole number in bounds. */
export function parseBootstrap(s: { resamplesText: string; seedText: string }): { resamples: number; seed: number } | null {
  const resamples = parseResamples(s.resamplesText)
  const seed = parseSeed(s.seedText)
  return resamples === null || seed === null ? null : { resamples, seed }
}

/** A page's first state: no file, 1000 resamples, seed 1, nothing computed; choosing a file clears the error. */
export function uploadStart(set: (p: { file: File | null; error: null }) => void) {
  return {
    file: null,
    resamplesText: '1000',
    seedText: '1',
    busy: false,
    result: null,
    error: null,
    setFile: (file: File | null) => set({ file, error: null }),
  }
}

/**
 * Computes from the chosen file (nothing without one, or while busy): reads it as {name,
 * contentBase64}, hands it to `compute` and keeps the answer as `result`; busy meanwhile, and the
 * error as a sentence when reading or computing fails.
 */
export async function runUpload<R>(
  s: { file: File | null; busy: boolean },
  set: (p: { busy: true; error: null } | { result: NoInfer<R>; busy: false } | { error: UiError; busy: false }) => void,
  compute: (file: UploadedFile) => Promise<R>,
): Promise<void> {
  if (!s.file || s.busy) return
  const file = s.file
  set({ busy: true, error: null })
  try {
    const contentBase64 = await readBase64(file)
    const result = await compute({ name: file.name, contentBase64 })
    set({ result, busy: false })
  } catch (e) {
    set({ error: toUiError(e), busy: false })
  }
}
