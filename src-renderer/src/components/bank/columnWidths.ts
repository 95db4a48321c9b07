// The bank table's column widths as the user left them, kept in this browser profile (localStorage):
// a layout preference, not bank data. Whatever is stored is checked before use, so an old or edited
// entry can never make a column vanish or fill the screen.

const KEY = 'medbench.bank.columnWidths'
export const MIN_WIDTH = 40
export const MAX_WIDTH = 900
/** One keyboard step of the resize handle (←/→), in pixels. */
export const WIDTH_STEP = 16

export type Widths = Record<string, number>

/** Known columns with whole widths inside [MIN_WIDTH, MAX_WIDTH]; everything else is dropped. */
export function sanitizeWidths(value: unknown, known: readonly string[]): Widths {
  const out: Widths = {}
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out
  for (const id of known) {
    const w = (value as Record<string, unknown>)[id]
    if (typeof w === 'number' && Number.isFinite(w)) out[id] = clampWidth(w)
  }
  return out
}

export function clampWidth(w: number): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w)))
}

export function loadWidths(known: readonly string[]): Widths {
  try {
    return sanitizeWidths(JSON.parse(localStorage.getItem(KEY) ?? '{}'), known)
  } catch {
    return {}
  }
}

export function saveWidths(widths: Widths): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(widths))
  } catch {
    // storage unavailable (private mode, quota): the widths last for this session
  }
}
