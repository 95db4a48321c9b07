// The open item: what is stored (item.get), what is in the two editors, and where each save stands.
// The item and its key are saved separately (they live in different files), each against the
// version it was opened at, so a save made elsewhere in between is refused instead of overwritten.
import { create } from 'zustand'
import { call } from '../api'
import type { OpOutput } from '../api'
import type { ItemStatus } from '../../../src-main/core/types'
import { toUiError } from '../errors'
import type { UiError } from '../errors'
import { translate } from '../i18n'
import { useBankStore } from './bankStore'
import { onExternalChange, useAppStore } from './appStore'
import { cancelKeyDraft, clearDraft, loadDraft, saveDraftSoon, saveKeyDraftSoon } from './drafts'
import type { Draft } from './drafts'

export type ItemDetail = OpOutput<'item.get'>
export type EditorKind = 'item' | 'key'

export interface SaveState {
  phase: 'idle' | 'saving' | 'saved' | 'error'
  /** The version a successful save made. */
  version?: number
  error?: UiError
}

interface ItemState {
  openId: string | null
  detail: ItemDetail | null
  loading: boolean
  loadError: UiError | null
  tab: 'edit' | 'history'

  itemText: string
  keyText: string
  /** The stored content, pretty-printed: the editors are dirty when they differ from it. */
  itemBase: string
  keyBase: string
  itemSave: SaveState
  keySave: SaveState
  statusSave: SaveState
  /** Optional note stored with the next item version ("why I changed it"). */
  note: string
  /** The editor Ctrl+S saves when the focus is elsewhere in the panel. */
  lastFocused: EditorKind

  /** Drafts found in local storage on open: restored into the editor, or (edited from an older
   *  version) only offered, so they can never silently overwrite a newer version. */
  restored: Partial<Record<EditorKind, Draft>>
  staleDrafts: Partial<Record<EditorKind, Draft>>
  discardDraft: (kind: EditorKind) => void

  /** A close or switch waiting for the user to confirm discarding edits. */
  confirm: { kind: 'close' | 'open' | 'reload'; id?: string; editor?: EditorKind } | null

  open: (id: string) => void
  close: () => void
  confirmYes: () => void
  confirmNo: () => void
  setTab: (tab: 'edit' | 'history') => void
  /** The form or the JSON editors; kept across items and restarts. */
  editorMode: EditorMode
  setEditorMode: (mode: EditorMode) => void
  setText: (kind: EditorKind, text: string) => void
  setLastFocused: (kind: EditorKind) => void
  setNote: (note: string) => void
  save: (kind: EditorKind) => Promise<void>
  /** Discards the editor's draft and loads what is stored now (after a conflict). */
  reload: (kind: EditorKind) => void
  setStatus: (status: ItemStatus) => Promise<void>
  isDirty: () => boolean
  /** Re-reads the open item (after a change made elsewhere), keeping nothing the user typed. */
  refreshOpen: () => void
}

export type EditorMode = 'form' | 'json'
const EDITOR_MODE_KEY = 'medbench.editorMode'

function storedEditorMode(): EditorMode {
  try {
    return localStorage.getItem(EDITOR_MODE_KEY) === 'json' ? 'json' : 'form'
  } catch {
    return 'form'
  }
}

export function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n'
}

const idle: SaveState = { phase: 'idle' }

export const useItemStore = create<ItemState>((set, get) => {
  let loadSeq = 0

  async function load(id: string, keep?: { item?: boolean; key?: boolean }): Promise<void> {
    const seq = ++loadSeq
    set({ loading: true, loadError: null })
    try {
      const detail = await call('item.get', { id, withKey: true })
      if (seq !== loadSeq || get().openId !== id) return
      const itemBase = pretty(detail.item)
      const keyBase = pretty(detail.key ?? {})
      const found = keep ? null : findDrafts(id, detail, { item: itemBase, key: keyBase })
      set((s) => ({
        detail,
        loading: false,
        itemBase,
        keyBase,
        itemText: keep?.item ? s.itemText : (found?.restored.item?.text ?? itemBase),
        keyText: keep?.key ? s.keyText : (found?.restored.key?.text ?? keyBase),
        ...(found ? { restored: found.restored, staleDrafts: found.stale } : {}),
      }))
    } catch (e) {
      if (seq !== loadSeq) return
      set({ loading: false, loadError: toUiError(e) })
    }
  }

  /** What an editor panel looks like before anything is loaded or typed. */
  const FRESH = {
    detail: null,
    tab: 'edit',
    itemText: '',
    keyText: '',
    itemBase: '',
    keyBase: '',
    itemSave: idle,
    keySave: idle,
    statusSave: idle,
    lastFocused: 'item',
    note: '',
    confirm: null,
    restored: {},
    staleDrafts: {},
  } as const satisfies Partial<ItemState>

  /**
   * Leaving the open item (closing it, or switching to another) is reached with no edits, or after the
   * user chose to discard them: those drafts go. A draft of an older version that was only offered
   * stays until it is discarded explicitly.
   */
  function dropEdits() {
    const s = get()
    if (!s.openId) return
    if (s.itemText !== s.itemBase) dropDraft(s.openId, 'item')
    if (s.keyText !== s.keyBase) dropDraft(s.openId, 'key')
  }

  function doOpen(id: string) {
    dropEdits()
    set({ ...FRESH, openId: id })
    void load(id)
  }

  function doClose() {
    dropEdits()
    loadSeq++
    set({ openId: null, detail: null, confirm: null, itemText: '', keyText: '', itemBase: '', keyBase: '' })
  }

  function doReload(kind: EditorKind) {
    const id = get().openId
    if (!id) return
    dropDraft(id, kind)
    set(kind === 'item' ? { itemSave: idle } : { keySave: idle })
    void load(id, kind === 'item' ? { key: true } : { item: true })
  }

  return {
    ...FRESH,
    editorMode: storedEditorMode(),
    setEditorMode: (editorMode) => {
      try {
        localStorage.setItem(EDITOR_MODE_KEY, editorMode)
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      set({ editorMode })
    },
    openId: null,
    loading: false,
    loadError: null,

    open: (id) => {
      if (get().openId === id) return
      if (get().openId && get().isDirty()) set({ confirm: { kind: 'open', id } })
      else doOpen(id)
    },
    close: () => {
      if (!get().openId) return
      if (get().isDirty()) set({ confirm: { kind: 'close' } })
      else doClose()
    },
    confirmYes: () => {
      const c = get().confirm
      if (!c) return
      // Closing and opening clear the question in the same update that changes the item, so watchers
      // (the address bar) never see the question gone with the old item still open.
      if (c.kind === 'close') doClose()
      else if (c.kind === 'open' && c.id) doOpen(c.id)
      else {
        set({ confirm: null })
        if (c.kind === 'reload' && c.editor) doReload(c.editor)
      }
    },
    confirmNo: () => set({ confirm: null }),
    setTab: (tab) => set({ tab }),
    setText: (kind, text) => {
      const s = get()
      if (s.openId && s.detail) {
        const base = kind === 'item' ? s.itemBase : s.keyBase
        if (kind === 'key') saveKeyDraftSoon(s.openId, text === base ? '' : text, s.detail.keyVersion, sendKeyDraft)
        else if (text === base) clearDraft(bankPath(), s.openId, kind)
        else saveDraftSoon(bankPath(), s.openId, kind, text, s.detail.version)
      }
      set(kind === 'item' ? { itemText: text, itemSave: keepSaved(s.itemSave) } : { keyText: text, keySave: keepSaved(s.keySave) })
    },
    discardDraft: (kind) => {
      const s = get()
      if (!s.openId) return
      dropDraft(s.openId, kind)
      set({
        restored: { ...s.restored, [kind]: undefined },
        staleDrafts: { ...s.staleDrafts, [kind]: undefined },
        ...(s.restored[kind] ? (kind === 'item' ? { itemText: s.itemBase } : { keyText: s.keyBase }) : {}),
      })
    },
    setLastFocused: (lastFocused) => set({ lastFocused }),
    setNote: (note) => set({ note }),

    save: async (kind) => {
      const s = get()
      const id = s.openId
      if (!id || !s.detail) return
      const slot = kind === 'item' ? 'itemSave' : 'keySave'
      if (s[slot].phase === 'saving') return
      const text = kind === 'item' ? s.itemText : s.keyText
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch (e) {
        const where = jsonErrorPlace(text, (e as Error).message)
        set({
          [slot]: {
            phase: 'error',
            error: { code: 'badJson', zh: translate('zh', 'badJson', where), en: translate('en', 'badJson', where) },
          },
        } as Partial<ItemState>)
        return
      }
      set({ [slot]: { phase: 'saving' } } as Partial<ItemState>)
      try {
        const r =
          kind === 'item'
            ? await call('item.save', { id, baseVersion: s.detail.version, item: value, note: s.note.trim() || undefined })
            : await call('item.saveKey', { id, baseVersion: s.detail.keyVersion, key: value })
        if (get().openId !== id) return
        // The key's draft was removed by the save itself (same transaction); the item's is local.
        if (kind === 'item') clearDraft(bankPath(), id, 'item')
        else cancelKeyDraft(id)
        set({
          [slot]: { phase: 'saved', version: r.version },
          restored: { ...get().restored, [kind]: undefined },
          ...(kind === 'item' ? { note: '' } : {}),
        } as Partial<ItemState>)
        // Show what was stored (the schema may have dropped unknown fields), keep the other draft.
        // Keystrokes made while the save was on its way stay in the editor.
        const now = get()
        await load(id, {
          item: kind === 'item' ? now.itemText !== text : true,
          key: kind === 'key' ? now.keyText !== text : true,
        })
        void useBankStore.getState().refresh()
        if (kind === 'key') void useAppStore.getState().refreshInfo()
      } catch (e) {
        if (get().openId !== id) return
        set({ [slot]: { phase: 'error', error: toUiError(e) } } as Partial<ItemState>)
      }
    },

    reload: (kind) => {
      const s = get()
      const dirty = kind === 'item' ? s.itemText !== s.itemBase : s.keyText !== s.keyBase
      if (dirty) set({ confirm: { kind: 'reload', editor: kind } })
      else doReload(kind)
    },

    setStatus: async (status) => {
      const id = get().openId
      if (!id) return
      set({ statusSave: { phase: 'saving' } })
      try {
        await call('item.setStatus', { id, status })
        if (get().openId !== id) return
        set((s) => ({ statusSave: { phase: 'saved' }, detail: s.detail ? { ...s.detail, status } : s.detail }))
        void useBankStore.getState().refresh()
      } catch (e) {
        set({ statusSave: { phase: 'error', error: toUiError(e) } })
      }
    },

    refreshOpen: () => {
      const id = get().openId
      if (id) void load(id)
    },
    isDirty: () => {
      const s = get()
      return !!s.detail && (s.itemText !== s.itemBase || s.keyText !== s.keyBase)
    },
  }
})

// Another process (the CLI, a second window) saved: an open item without edits shows what is stored
// now; one with edits keeps them, and its next save is refused as stale rather than overwriting.
onExternalChange(() => {
  const s = useItemStore.getState()
  if (s.openId && s.detail && !s.isDirty()) s.refreshOpen()
})

function sendKeyDraft(id: string, text: string, baseVersion: number): Promise<unknown> {
  return call('item.saveKeyDraft', { id, text, baseVersion })
}

/** Forgets an editor's draft: item drafts in local storage, key drafts in the keys file. */
function dropDraft(id: string, kind: EditorKind): void {
  if (kind === 'item') return clearDraft(bankPath(), id, 'item')
  cancelKeyDraft(id)
  void sendKeyDraft(id, '', 0).catch(() => undefined)
}

function bankPath(): string {
  return useAppStore.getState().info?.bankPath ?? ''
}

/** Drafts left by an earlier session for this item, split by whether they still apply. */
function findDrafts(id: string, detail: ItemDetail, bases: Record<EditorKind, string>) {
  const restored: Partial<Record<EditorKind, Draft>> = {}
  const stale: Partial<Record<EditorKind, Draft>> = {}
  for (const kind of ['item', 'key'] as const) {
    const d = kind === 'item' ? loadDraft(bankPath(), id, kind) : detail.keyDraft
    if (!d) continue
    if (d.text === bases[kind]) {
      dropDraft(id, kind)
      continue
    }
    const current = kind === 'item' ? detail.version : detail.keyVersion
    if (d.baseVersion === current) restored[kind] = d
    else stale[kind] = d
  }
  return { restored, stale }
}

/** Typing after a save keeps "saved as version N" visible until the next save; errors clear. */
function keepSaved(s: SaveState): SaveState {
  return s.phase === 'error' ? idle : s
}

/** Where JSON.parse gave up, as line and column (the engine's own wording is English-only). */
function jsonErrorPlace(text: string, message: string): { line: number; col: number } {
  const lc = /line (\d+) column (\d+)/.exec(message)
  if (lc) return { line: Number(lc[1]), col: Number(lc[2]) }
  const pos = /position (\d+)/.exec(message)
  const at = pos ? Number(pos[1]) : text.length
  const before = text.slice(0, at).split('\n')
  return { line: before.length, col: before[before.length - 1].length + 1 }
}
