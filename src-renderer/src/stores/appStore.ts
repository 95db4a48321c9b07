// What the whole window shares: which section is showing, the bank's identity (app.info), who is
// acting (a profile of this bank, remembered per bank), the vocabulary of codes, which global dialog
// is open, and a watch on the bank's change counter so writes made elsewhere (the CLI, a second
// window) show up without a reload.
import { create } from 'zustand'
import { call, setActorId } from '../api'
import type { OpOutput } from '../api'
import { toUiError } from '../errors'
import type { UiError } from '../errors'

export const VIEWS = ['bank', 'review', 'runs', 'calibration', 'reports'] as const
export type View = (typeof VIEWS)[number]

export type AppInfo = OpOutput<'app.info'>
export type Vocabulary = OpOutput<'app.vocabulary'>
export type Profile = OpOutput<'users.list'>['profiles'][number]

const ACTOR_KEY = 'medbench.actor.'
const WATCH_MS = 2500

interface AppState {
  view: View
  info: AppInfo | null
  vocabulary: Vocabulary | null
  startError: UiError | null
  helpOpen: boolean
  importOpen: boolean
  /** The profile dialog: forced at first start (no profile chosen), or opened to switch. */
  profileOpen: boolean
  setView: (v: View) => void
  setHelpOpen: (open: boolean) => void
  setImportOpen: (open: boolean) => void
  setProfileOpen: (open: boolean) => void
  /** Acts as this profile from now on (remembered for this bank). */
  chooseProfile: (id: string) => Promise<void>
  /** Loads app.info and the vocabulary; called on start and after anything that changes counts. */
  refreshInfo: () => Promise<void>
}

function storedActor(bankPath: string): string | null {
  try {
    return localStorage.getItem(ACTOR_KEY + bankPath)
  } catch {
    return null
  }
}

let started = false

let infoSeq = 0

export const useAppStore = create<AppState>((set, get) => ({
  view: 'bank',
  info: null,
  vocabulary: null,
  startError: null,
  helpOpen: false,
  importOpen: false,
  profileOpen: false,
  setView: (view) => set({ view }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setImportOpen: (importOpen) => set({ importOpen }),
  setProfileOpen: (profileOpen) => set({ profileOpen: profileOpen || !get().info?.actor }),
  chooseProfile: async (id) => {
    const bank = get().info?.bankPath
    setActorId(id)
    try {
      if (bank) localStorage.setItem(ACTOR_KEY + bank, id)
    } catch {
      // storage unavailable: the choice lasts for this session
    }
    await get().refreshInfo()
    // A change poll started meanwhile (the package just written, say) supersedes this reply, and its own
    // may still be on the way: ask again until the info names the chosen profile, so the first-start
    // dialog never stays open over a profile that is already chosen.
    for (let i = 0; i < 5 && get().info?.actor?.id !== id; i++) await get().refreshInfo()
    set({ profileOpen: !get().info?.actor })
  },
  refreshInfo: async () => {
    // A reply overtaken by a newer request (a change poll in flight while the profile switched) is
    // dropped: it would show the previous profile and reset its views.
    const seq = ++infoSeq
    try {
      if (!started) {
        // The first call learns which bank this is, so the profile remembered for it can be used.
        const first = await call('app.info', {})
        setActorId(storedActor(first.bankPath))
      }
      const [info, vocabulary] = await Promise.all([call('app.info', {}), call('app.vocabulary', {})])
      if (seq !== infoSeq) return
      set({ info, vocabulary, startError: null, ...(info.actor ? {} : { profileOpen: true }) })
      if (!started) {
        started = true
        watchChanges(info.changes)
      }
    } catch (e) {
      set({ startError: toUiError(e) })
    }
  },
}))

type Listener = () => void
const listeners = new Set<Listener>()

/** Views that show bank data register here to reload when another process wrote to the bank. */
export function onExternalChange(fn: Listener): () => void {
  listeners.add(fn)
  return () => listeners.delete(fn)
}

/** Polls the cheap change counter while the page is visible; a move refreshes what is shown. */
function watchChanges(initial: number): void {
  let last = initial
  const tick = async () => {
    if (document.visibilityState === 'visible') {
      try {
        const { changes } = await call('app.changes', {})
        if (changes !== last) {
          last = changes
          await useAppStore.getState().refreshInfo()
          for (const fn of listeners) fn()
        }
      } catch {
        // the host is away (stopped or restarting); the next tick tries again
      }
    }
    setTimeout(tick, WATCH_MS)
  }
  setTimeout(tick, WATCH_MS)
}
