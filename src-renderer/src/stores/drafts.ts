// Unsaved editor text survives a crash, a killed window or a closed browser tab: every change is
// written to localStorage (debounced) and removed once it is saved or deliberately discarded.
// Drafts are scoped to the bank file, since two banks may use the same item ids.

export interface Draft {
  text: string
  /** The version the draft was edited from; a draft of an older version is offered, never applied. */
  baseVersion: number
  savedAt: string
}

const PREFIX = 'medbench.draft.'

function storageKey(bank: string, id: string, kind: string): string {
  return `${PREFIX}${bank}\u0000${id}\u0000${kind}`
}

export function loadDraft(bank: string, id: string, kind: string): Draft | null {
  try {
    const raw = localStorage.getItem(storageKey(bank, id, kind))
    if (!raw) return null
    const d = JSON.parse(raw) as Draft
    return typeof d.text === 'string' && typeof d.baseVersion === 'number' ? d : null
  } catch {
    return null
  }
}

export function clearDraft(bank: string, id: string, kind: string): void {
  const key = storageKey(bank, id, kind)
  clearTimeout(timers.get(key))
  timers.delete(key)
  pending.delete(key)
  try {
    localStorage.removeItem(key)
  } catch {
    // storage unavailable: nothing was kept either
  }
}

const timers = new Map<string, ReturnType<typeof setTimeout>>()
const pending = new Map<string, () => void>()

/** Writes after a short pause in typing; `flushDrafts` writes pending ones at once (page hide). */
export function saveDraftSoon(bank: string, id: string, kind: string, text: string, baseVersion: number): void {
  const key = storageKey(bank, id, kind)
  const write = () => {
    timers.delete(key)
    try {
      localStorage.setItem(key, JSON.stringify({ text, baseVersion, savedAt: new Date().toISOString() } satisfies Draft))
    } catch {
      // quota or private mode: the beforeunload warning still guards the draft
    }
  }
  clearTimeout(timers.get(key))
  timers.set(key, setTimeout(write, 300))
  pending.set(key, write)
}

export function flushDrafts(): void {
  for (const [key, write] of pending) {
    if (timers.has(key)) {
      clearTimeout(timers.get(key))
      write()
    }
  }
  pending.clear()
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushDrafts)

// Key drafts never go to local storage: an answer key must not sit in plain text outside the keys
// file. They are sent (debounced) to item.saveKeyDraft, which keeps them in the keys file per
// profile; item.get hands them back when the same person opens the item again.
const keyTimers = new Map<string, ReturnType<typeof setTimeout>>()

export function saveKeyDraftSoon(id: string, text: string, baseVersion: number, send: (id: string, text: string, base: number) => Promise<unknown>): void {
  clearTimeout(keyTimers.get(id))
  keyTimers.set(
    id,
    setTimeout(() => {
      keyTimers.delete(id)
      send(id, text, baseVersion).catch(() => undefined)
    }, 400),
  )
}

export function cancelKeyDraft(id: string): void {
  clearTimeout(keyTimers.get(id))
  keyTimers.delete(id)
}
