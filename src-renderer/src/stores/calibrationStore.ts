// The Calibration view's agreement page: the ratings file, the level and bootstrap settings, and the
// last report with the settings that produced it (kept while the user visits other views). Owned by
// CalibrationView; nothing else writes here.
import { create } from 'zustand'
import { call, type OpOutput } from '../api'
import { toUiError, type UiError } from '../errors'
import { readBase64 } from '../fileData'

export type Level = 'auto' | 'nominal' | 'ordinal' | 'interval' | 'ratio'
export type AgreementDetail = OpOutput<'stats.agreementDetail'>

interface CalibrationState {
  file: File | null
  level: Level
  bootstrap: boolean
  resamplesText: string
  seedText: string
  busy: boolean
  result: { detail: AgreementDetail; fileName: string; resamples: number | null; seed: number | null } | null
  error: UiError | null
  setFile: (f: File | null) => void
  set: (p: Partial<Pick<CalibrationState, 'level' | 'bootstrap' | 'resamplesText' | 'seedText'>>) => void
  run: () => Promise<void>
}

const intIn = (text: string, lo: number, hi: number): number | null => {
  const n = Number(text.trim())
  return /^\d+$/.test(text.trim()) && n >= lo && n <= hi ? n : null
}

export const parseResamples = (t: string) => intIn(t, 2, 100_000)
export const parseSeed = (t: string) => intIn(t, 0, 2 ** 32 - 1)

export const useCalibrationStore = create<CalibrationState>((set, get) => ({
  file: null,
  level: 'auto',
  bootstrap: true,
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
    const resamples = s.bootstrap ? parseResamples(s.resamplesText) : null
    const seed = s.bootstrap ? parseSeed(s.seedText) : null
    if (s.bootstrap && (resamples === null || seed === null)) return
    set({ busy: true, error: null })
    try {
      const contentBase64 = await readBase64(s.file)
      const detail = await call('stats.agreementDetail', {
        ratings: { name: s.file.name, contentBase64 },
        level: s.level === 'auto' ? undefined : s.level,
        bootstrap: resamples ?? undefined,
        seed: seed ?? undefined,
      })
      set({ result: { detail, fileName: s.file.name, resamples, seed }, busy: false })
    } catch (e) {
      set({ error: toUiError(e), busy: false })
    }
  },
}))
