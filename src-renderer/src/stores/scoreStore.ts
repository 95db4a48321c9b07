// The Reports › Score view's state: the responses file, the item set (whole bank, or the bank view's
// filters and search as they are when "Score" is pressed), the reading, the seed; and the last result
// with the request that produced it, so the page can say when the form no longer matches what it shows.
// Owned by ScoreView; nothing else writes here.
import { create } from 'zustand'
import { call } from '../api'
import { toUiError } from '../errors'
import type { UiError } from '../errors'
import { readBase64 } from '../fileData'
import { DEFAULT_SEED, formRequest } from '../scoreFormat'
import type { ScoreRequest, ScoreSummary, SetMode } from '../scoreFormat'
import { useBankStore } from './bankStore'

type Phase = 'idle' | 'reading' | 'scoring'

export interface ScoreResult {
  summary: ScoreSummary
  request: ScoreRequest
  /** Which pick of a file it was computed from (see fileToken). */
  fileToken: number
  /** ISO time the result came back. */
  scoredAt: string
}

interface ScoreState {
  file: File | null
  /** Bumped on every file choice: picking a file again, even of the same name and size, is new input. */
  fileToken: number
  setMode: SetMode
  answeredOnly: boolean
  seedText: string
  phase: Phase
  result: ScoreResult | null
  error: UiError | null

  setFile: (file: File | null) => void
  setSetMode: (mode: SetMode) => void
  setAnsweredOnly: (v: boolean) => void
  setSeedText: (text: string) => void
  /** Scores the chosen file with the form's settings. */
  run: () => Promise<void>
}

export const useScoreStore = create<ScoreState>((set, get) => ({
  file: null,
  fileToken: 0,
  setMode: 'whole',
  answeredOnly: false,
  seedText: String(DEFAULT_SEED),
  phase: 'idle',
  result: null,
  error: null,

  setFile: (file) => set((s) => ({ file, fileToken: s.fileToken + 1, error: null })),
  setSetMode: (setMode) => set({ setMode }),
  setAnsweredOnly: (answeredOnly) => set({ answeredOnly }),
  setSeedText: (seedText) => set({ seedText }),

  run: async () => {
    const s = get()
    const bank = useBankStore.getState()
    const request = formRequest(s, bank)
    // One run at a time: the form is disabled while it lasts, so its request is the one shown.
    if (!request || !s.file || s.phase !== 'idle') return
    set({ phase: 'reading', error: null })
    try {
      const contentBase64 = await readBase64(s.file)
      set({ phase: 'scoring' })
      const summary = await call('score.responses', {
        responses: { name: request.file.name, contentBase64 },
        filters: request.filters,
        search: request.search ?? undefined,
        answeredOnly: request.answeredOnly,
        seed: request.seed,
      })
      set({ phase: 'idle', result: { summary, request, fileToken: s.fileToken, scoredAt: new Date().toISOString() } })
    } catch (e) {
      // The earlier result stays on screen: a failed re-run loses nothing.
      set({ phase: 'idle', error: toUiError(e) })
    }
  },
}))
