// What the whole window shares: which section is showing, the bank's identity (app.info), the
// vocabulary of codes, and which global dialog is open.
import { create } from 'zustand'
import { call } from '../api'
import type { OpOutput } from '../api'
import { toUiError } from '../errors'
import type { UiError } from '../errors'

export const VIEWS = ['bank', 'review', 'runs', 'calibration', 'reports'] as const
export type View = (typeof VIEWS)[number]

export type AppInfo = OpOutput<'app.info'>
export type Vocabulary = OpOutput<'app.vocabulary'>

interface AppState {
  view: View
  info: AppInfo | null
  vocabulary: Vocabulary | null
  startError: UiError | null
  helpOpen: boolean
  importOpen: boolean
  setView: (v: View) => void
  setHelpOpen: (open: boolean) => void
  setImportOpen: (open: boolean) => void
  /** Loads app.info and the vocabulary; called on start and after anything that changes counts. */
  refreshInfo: () => Promise<void>
}

export const useAppStore = create<AppState>((set) => ({
  view: 'bank',
  info: null,
  vocabulary: null,
  startError: null,
  helpOpen: false,
  importOpen: false,
  setView: (view) => set({ view }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setImportOpen: (importOpen) => set({ importOpen }),
  refreshInfo: async () => {
    try {
      const [info, vocabulary] = await Promise.all([call('app.info', {}), call('app.vocabulary', {})])
      set({ info, vocabulary, startError: null })
    } catch (e) {
      set({ startError: toUiError(e) })
    }
  },
}))
