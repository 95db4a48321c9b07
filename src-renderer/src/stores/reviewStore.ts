// The Review view's state: a reviewer's queue (one item at a time, a decision drafted for it and kept
// per item across reloads), an adjudicator's queue, and the coordinator's dashboard with its actions.
// Everything goes through the review operations, which enforce roles and blindness; this store only
// shows what they return.
import { create } from 'zustand'
import { call } from '../api'
import type { OpOutput } from '../api'
import { toUiError } from '../errors'
import { useAppStore } from './appStore'
import type { UiError } from '../errors'

export type Queue = OpOutput<'review.queue'>
export type QueueItem = Queue['next'][number]
export type Dashboard = OpOutput<'review.status'>
export type AdjQueue = OpOutput<'review.adjudication.queue'>
export type Kind = 'approve' | 'revise' | 'reject'

export interface Draft {
  kind: Kind | null
  reasons: string[]
  comment: string
  confidence: number | null
  /** The proposed item (JSON text) when revising. */
  revised: string | null
}

const EMPTY: Draft = { kind: null, reasons: [], comment: '', confidence: null, revised: null }
const DRAFT_KEY = 'medbench.reviewDraft.'

/** Drafts are the acting profile's own: another reviewer on the same machine never sees them. */
function draftKey(itemId: string): string {
  return `${DRAFT_KEY}${useAppStore.getState().info?.actor?.id ?? 'none'}.${itemId}`
}

function loadDraft(itemId: string): Draft {
  try {
    const raw = localStorage.getItem(draftKey(itemId))
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<Draft>) } : { ...EMPTY }
  } catch {
    return { ...EMPTY }
  }
}

function saveDraft(itemId: string, d: Draft): void {
  try {
    if (d.kind === null && d.reasons.length === 0 && d.comment === '' && d.confidence === null) localStorage.removeItem(draftKey(itemId))
    else localStorage.setItem(draftKey(itemId), JSON.stringify(d))
  } catch {
    // No storage (private mode): the draft lasts while the page is open.
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

interface ReviewState {
  queue: Queue | null
  /** Items passed over with J, so K can come back to them. */
  skipped: string[]
  current: QueueItem | null
  shownAt: number
  draft: Draft
  loading: boolean
  submitting: boolean
  error: UiError | null
  /** The decision just recorded, for the "saved" line and undo. */
  saved: { itemId: string; kind: Kind } | null

  dashboard: Dashboard | null
  dashError: UiError | null
  busy: string | null
  actionResult: { zh: string; en: string } | null

  adj: AdjQueue | null
  adjIndex: number
  adjDraft: { kind: Kind | null; reasons: string[]; comment: string; revision: string | null }
  adjError: UiError | null

  /** Forgets everything shown: another profile is acting now. */
  reset: () => void
  loadQueue: (after?: string) => Promise<void>
  next: () => Promise<void>
  previous: () => Promise<void>
  setDraft: (patch: Partial<Draft>) => void
  toggleReason: (code: string) => void
  submit: () => Promise<void>
  undo: () => Promise<void>

  loadDashboard: () => Promise<void>
  assign: () => Promise<void>
  closeRound: () => Promise<void>
  releasePool: (name: string) => Promise<boolean>

  loadAdjudication: () => Promise<void>
  setAdjIndex: (i: number) => void
  setAdjDraft: (patch: Partial<ReviewState['adjDraft']>) => void
  adjudicate: () => Promise<void>
}

const EMPTY_ADJ = { kind: null, reasons: [], comment: '', revision: null }

export const useReviewStore = create<ReviewState>((set, get) => {
  function show(queue: Queue, item: QueueItem | null): void {
    set({ queue, current: item, shownAt: Date.now(), draft: item ? loadDraft(item.itemId) : { ...EMPTY }, loading: false, error: null })
  }

  return {
    queue: null,
    skipped: [],
    current: null,
    shownAt: 0,
    draft: { ...EMPTY },
    loading: false,
    submitting: false,
    error: null,
    saved: null,
    dashboard: null,
    dashError: null,
    busy: null,
    actionResult: null,
    adj: null,
    adjIndex: 0,
    adjDraft: { ...EMPTY_ADJ },
    adjError: null,

    reset: () =>
      set({
        queue: null,
        skipped: [],
        current: null,
        draft: { ...EMPTY },
        error: null,
        saved: null,
        dashboard: null,
        dashError: null,
        actionResult: null,
        adj: null,
        adjIndex: 0,
        adjDraft: { ...EMPTY_ADJ },
        adjError: null,
      }),

    loadQueue: async (after) => {
      set({ loading: true })
      try {
        const q = await call('review.queue', { limit: 1, ...(after ? { after } : {}) })
        // Past the last item: start again from the first one passed over.
        if (q.next.length === 0 && after) {
          const again = await call('review.queue', { limit: 1 })
          return show(again, again.next[0] ?? null)
        }
        show(q, q.next[0] ?? null)
      } catch (e) {
        set({ loading: false, error: toUiError(e) })
      }
    },

    next: async () => {
      const cur = get().current
      if (!cur) return
      set((s) => ({ skipped: [...s.skipped, cur.itemId] }))
      await get().loadQueue(cur.itemId)
    },

    previous: async () => {
      const back = get().skipped
      if (back.length === 0) return
      const id = back[back.length - 1]
      set({ skipped: back.slice(0, -1) })
      // The queue pages by item order: the item before `id` is what `after` the one before it gives.
      const q = await call('review.queue', { limit: 200 })
      const at = q.next.findIndex((n) => n.itemId === id)
      show(q, at >= 0 ? q.next[at] : (q.next[0] ?? null))
    },

    setDraft: (patch) => {
      const cur = get().current
      const draft = { ...get().draft, ...patch }
      if (patch.kind === 'revise' && draft.revised === null && cur) draft.revised = JSON.stringify(cur.item, null, 2) + '\n'
      set({ draft })
      if (cur) saveDraft(cur.itemId, draft)
    },

    toggleReason: (code) => {
      const r = get().draft.reasons
      get().setDraft({ reasons: r.includes(code) ? r.filter((x) => x !== code) : [...r, code] })
    },

    submit: async () => {
      const { current, draft, shownAt, submitting } = get()
      if (!current || submitting || draft.kind === null) return
      set({ submitting: true, error: null })
      try {
        let revisedItem: unknown
        if (draft.kind === 'revise' && draft.revised !== null) revisedItem = JSON.parse(draft.revised)
        await call('review.decide', {
          decisionId: newId(),
          itemId: current.itemId,
          kind: draft.kind,
          reasons: draft.reasons as never,
          ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
          ...(draft.confidence ? { confidence: draft.confidence } : {}),
          seconds: Math.round((Date.now() - shownAt) / 1000),
          ...(revisedItem !== undefined ? { revisedItem } : {}),
        })
        saveDraft(current.itemId, { ...EMPTY })
        set({ submitting: false, saved: { itemId: current.itemId, kind: draft.kind } })
        await get().loadQueue()
      } catch (e) {
        set({ submitting: false, error: toUiError(e) })
      }
    },

    undo: async () => {
      const last = get().queue?.last
      if (!last) return
      try {
        await call('review.undo', { decisionId: last.decisionId })
        set({ saved: null })
        await get().loadQueue()
      } catch (e) {
        set({ error: toUiError(e) })
      }
    },

    loadDashboard: async () => {
      try {
        set({ dashboard: await call('review.status', {}), dashError: null })
      } catch (e) {
        set({ dashError: toUiError(e) })
      }
    },

    assign: async () => {
      set({ busy: 'assign', actionResult: null, dashError: null })
      try {
        const r = await call('review.assign', {})
        set({ actionResult: { zh: `已分配 ${r.items} 题（第 ${r.round} 轮）`, en: `${r.items} items assigned (round ${r.round})` } })
      } catch (e) {
        set({ dashError: toUiError(e) })
      }
      set({ busy: null })
      await get().loadDashboard()
    },

    closeRound: async () => {
      set({ busy: 'close', actionResult: null, dashError: null })
      try {
        const r = await call('review.closeRound', {})
        set({
          actionResult: {
            zh: `第 ${r.round} 轮已结束：${r.items} 题，通过 ${r.approved}，不通过 ${r.rejected}，采纳修改 ${r.revised}，进入下一轮 ${r.nextRound}，待裁决 ${r.adjudication}`,
            en: `round ${r.round} closed: ${r.items} items, approved ${r.approved}, rejected ${r.rejected}, revised ${r.revised}, next round ${r.nextRound}, to adjudication ${r.adjudication}`,
          },
        })
      } catch (e) {
        set({ dashError: toUiError(e) })
      }
      set({ busy: null })
      await get().loadDashboard()
    },

    releasePool: async (name) => {
      set({ busy: 'pool', actionResult: null, dashError: null })
      try {
        const { pool: p } = await call('pool.release', { name })
        set({ busy: null, actionResult: { zh: `题池“${p.name}”已发布：${p.n} 题，${p.sha256.slice(0, 19)}…`, en: `pool “${p.name}” released: ${p.n} items, ${p.sha256.slice(0, 19)}…` } })
        await get().loadDashboard()
        return true
      } catch (e) {
        set({ busy: null, dashError: toUiError(e) })
        return false
      }
    },

    loadAdjudication: async () => {
      try {
        const adj = await call('review.adjudication.queue', { limit: 50, offset: 0 })
        set((s) => ({ adj, adjIndex: Math.min(s.adjIndex, Math.max(0, adj.entries.length - 1)), adjError: null }))
      } catch (e) {
        set({ adjError: toUiError(e) })
      }
    },

    setAdjIndex: (adjIndex) => set({ adjIndex, adjDraft: { ...EMPTY_ADJ } }),

    setAdjDraft: (patch) => set((s) => ({ adjDraft: { ...s.adjDraft, ...patch } })),

    adjudicate: async () => {
      const { adj, adjIndex, adjDraft } = get()
      const entry = adj?.entries[adjIndex]
      if (!entry || adjDraft.kind === null) return
      set({ busy: 'adjudicate', adjError: null })
      try {
        await call('review.adjudicate', {
          itemId: entry.itemId,
          kind: adjDraft.kind,
          reasons: adjDraft.reasons as never,
          ...(adjDraft.comment.trim() ? { comment: adjDraft.comment.trim() } : {}),
          ...(adjDraft.kind === 'revise' && adjDraft.revision ? { revision: adjDraft.revision } : {}),
        })
        set({ adjDraft: { ...EMPTY_ADJ } })
        await get().loadAdjudication()
      } catch (e) {
        set({ adjError: toUiError(e) })
      }
      set({ busy: null })
    },
  }
})
