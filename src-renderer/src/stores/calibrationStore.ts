// The Calibration view's agreement page: the ratings file, the level and bootstrap settings, and the
// last report with the settings that produced it (kept while the user visits other views). Owned by
// CalibrationView; nothing else writes here.
import { create } from 'zustand'
import { call, type OpOutput } from '../api'
import { parseBootstrap, runUpload, uploadStart, type UploadedFile, type UploadState } from './uploadStats'

export type Level = 'auto' | 'nominal' | 'ordinal' | 'interval' | 'ratio'
export type AgreementDetail = OpOutput<'stats.agreementDetail'>

interface CalibrationState extends UploadState {
  level: Level
  bootstrap: boolean
  result: { detail: AgreementDetail; fileName: string; resamples: number | null; seed: number | null } | null
  set: (p: Partial<Pick<CalibrationState, 'level' | 'bootstrap' | 'resamplesText' | 'seedText'>>) => void
}

export const useCalibrationStore = create<CalibrationState>((set, get) => ({
  ...uploadStart(set),
  level: 'auto',
  bootstrap: true,
  set: (p) => set(p),
  run: async () => {
    const s = get()
    const b = s.bootstrap ? parseBootstrap(s) : { resamples: null, seed: null }
    if (!b) return
    await runUpload(s, set, async (ratings: UploadedFile) => ({
      detail: await call('stats.agreementDetail', { ratings, level: s.level === 'auto' ? undefined : s.level, bootstrap: b.resamples ?? undefined, seed: b.seed ?? undefined }),
      fileName: ratings.name,
      resamples: b.resamples,
      seed: b.seed,
    }))
  },
}))
