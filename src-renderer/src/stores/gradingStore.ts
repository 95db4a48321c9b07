// The grader's side of a grading session: the sessions this profile grades in, the answer on screen,
// the grade being made (kept while the user visits other views, per session and answer), and the time
// since the answer was shown. Owned by GradingPanel.
import { create } from 'zustand'
import { call, type OpOutput } from '../api'
import { toUiError, type UiError } from '../errors'

export type Mine = OpOutput<'grading.mine'>[number]
export type Next = OpOutput<'grading.next'>

/** Below this many seconds a grade is flagged as implausibly fast. */
export const FAST_SECONDS = 5

interface Draft {
  overall: number | null
  criteria: (boolean | null)[]
}

interface GradingState {
  /** Whose grading this is: another profile starts from nothing (no drafts, no queue of the last one). */
  actor: string | null
  sessions: Mine[] | null
  session: string | null
  next: Next | null
  shownAt: number
  drafts: Record<string, Draft>
  busy: boolean
  error: UiError | null
  /** Grades this sitting that were made faster than FAST_SECONDS. */
  fast: number
  load: (actor: string | null) => Promise<void>
  open: (session: string) => Promise<void>
  draft: () => Draft | null
  setOverall: (v: number) => void
  setCriterion: (i: number, v: boolean) => void
  submit: () => Promise<{ seconds: number } | null>
}

const draftKey = (s: string | null, n: Next | null) => `${s}:${n?.item?.seq ?? ''}`

export const useGradingStore = create<GradingState>((set, get) => ({
  actor: null,
  sessions: null,
  session: null,
  next: null,
  shownAt: 0,
  drafts: {},
  busy: false,
  error: null,
  fast: 0,
  load: async (actor) => {
    // A grader's drafts and queue are theirs alone: on a shared machine the next profile must not see them.
    if (actor !== get().actor) set({ actor, sessions: null, session: null, next: null, drafts: {}, fast: 0, error: null })
    try {
      const sessions = await call('grading.mine', {})
      set({ sessions, error: null })
      const s = get()
      const pick = s.session && sessions.some((x) => x.id === s.session) ? s.session : (sessions.find((x) => x.done < x.total) ?? sessions[0])?.id
      if (pick && pick !== s.session) await get().open(pick)
    } catch (e) {
      set({ error: toUiError(e) })
    }
  },
  open: async (session) => {
    set({ busy: true, error: null, session })
    try {
      const next = await call('grading.next', { session })
      const key = draftKey(session, next)
      const n = next.item?.rubric?.length ?? 0
      const drafts = get().drafts[key] ? get().drafts : { ...get().drafts, [key]: { overall: next.item?.mine?.overall ?? null, criteria: next.item?.mine?.criteria ?? new Array(n).fill(null) } }
      set({ next, drafts, shownAt: Date.now(), busy: false })
    } catch (e) {
      set({ error: toUiError(e), busy: false })
    }
  },
  draft: () => get().drafts[draftKey(get().session, get().next)] ?? null,
  setOverall: (v) => {
    const k = draftKey(get().session, get().next)
    const d = get().drafts[k]
    if (d) set({ drafts: { ...get().drafts, [k]: { ...d, overall: v } } })
  },
  setCriterion: (i, v) => {
    const k = draftKey(get().session, get().next)
    const d = get().drafts[k]
    if (!d) return
    const criteria = [...d.criteria]
    criteria[i] = v
    set({ drafts: { ...get().drafts, [k]: { ...d, criteria } } })
  },
  submit: async () => {
    const s = get()
    const item = s.next?.item
    const d = s.draft()
    if (!s.session || !item || !d || d.overall === null || d.criteria.some((c) => c === null) || s.busy) return null
    const seconds = (Date.now() - s.shownAt) / 1000
    set({ busy: true, error: null })
    try {
      await call('grading.submit', { session: s.session, seq: item.seq, overall: d.overall, criteria: item.rubric ? (d.criteria as boolean[]) : undefined, seconds })
      if (seconds < FAST_SECONDS) set({ fast: get().fast + 1 })
      set({ busy: false })
      await get().open(s.session)
      void get().load(get().actor)
      return { seconds }
    } catch (e) {
      set({ error: toUiError(e), busy: false })
      return null
    }
  },
}))
