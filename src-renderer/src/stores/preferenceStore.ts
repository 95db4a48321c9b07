// The Calibration view's preference-set page: the JSONL file, the bootstrap settings, and the last
// report with the file it came from (kept while the user visits other tabs and views). Owned by
// PreferencePanel; nothing else writes here.
import { create } from 'zustand'
import { call, type OpOutput } from '../api'
import { toUiError, type UiError } from '../errors'
import { readBase64 } from '../fileData'

export type PreferenceResult = OpOutput<'stats.preference'>

interface PreferenceState {
  file: File | null
  resamplesText: string
  seedText: string
  busy: boolean
  result: { report: PreferenceResult; fileName: string } | null
  error: UiError | null
  setFile: (f: File | null) => void
  set: (p: Partial<Pick<PreferenceState, 'resamplesText' | 'seedText'>>) => void
  run: () => Promise<void>
}

const intIn = (text: string, lo: number, hi: number): number | null => {
  const t = text.trim()
  const n = Number(t)
  return /^\d+$/.test(t) && n >= lo && n <= hi ? n : null
}

/** The operation's bounds (src-main/ops/preference.ts). */
export const parsePrefResamples = (t: string) => intIn(t, 2, 100_000)
export const parsePrefSeed = (t: string) => intIn(t, 0, 2 ** 32 - 1)

export const usePreferenceStore = create<PreferenceState>((set, get) => ({
  file: null,
  resamplesText: '1000',
  seedText: '1',
  busy: false,
  result: null,
  error: null,
  setFile: (file) => set({ file, error: null }),
  set: (p) => set(p),
  run: async () => {
    const s = get()
    if (!s.file || s.busy) return
    const bootstrap = parsePrefResamples(s.resamplesText)
    const seed = parsePrefSeed(s.seedText)
    if (bootstrap === null || seed === null) return
    const file = s.file
    set({ busy: true, error: null })
    try {
      const contentBase64 = await readBase64(file)
      const report = await call('stats.preference', { file: { name: file.name, contentBase64 }, bootstrap, seed })
      set({ result: { report, fileName: file.name }, busy: false })
    } catch (e) {
      set({ error: toUiError(e), busy: false })
    }
  },
}))
