// The Calibration view's preference-set page: the JSONL file, the bootstrap settings, and the last
// report with the file it came from (kept while the user visits other tabs and views). Owned by
// PreferencePanel; nothing else writes here.
import { create } from 'zustand'
import { call, type OpOutput } from '../api'
import { parseBootstrap, runUpload, uploadStart, type UploadedFile, type UploadState } from './uploadStats'

export type PreferenceResult = OpOutput<'stats.preference'>

interface PreferenceState extends UploadState {
  result: { report: PreferenceResult; fileName: string } | null
}

export const usePreferenceStore = create<PreferenceState>((set, get) => ({
  ...uploadStart(set),
  set: (p) => set(p),
  run: async () => {
    const s = get()
    const b = parseBootstrap(s)
    if (!b) return
    await runUpload(s, set, async (file: UploadedFile) => ({ report: await call('stats.preference', { file, bootstrap: b.resamples, seed: b.seed }), fileName: file.name }))
  },
}))
