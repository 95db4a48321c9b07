// Keyboard helpers shared by the global shortcut handler and the views.

/** Is the user typing somewhere a single-key shortcut would steal characters from? */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target.closest('.monaco-editor')) return true
  const field = target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')
  if (!field) return false
  if (field instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file'].includes(field.type)
  return true
}

export function inMonaco(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest('.monaco-editor')
}

let searchInput: HTMLInputElement | null = null

/** The bank toolbar registers its search box so `/` can reach it from anywhere. */
export function registerSearchInput(el: HTMLInputElement | null): void {
  searchInput = el
}

export function focusSearch(): boolean {
  if (!searchInput) return false
  searchInput.focus()
  searchInput.select()
  return true
}

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** A form's onKeyDown: Ctrl+Enter (⌘+Enter) submits from any field, never mid-composition of Chinese input. */
export function submitOnCtrlEnter(submit: () => void) {
  return (e: { key: string; ctrlKey: boolean; metaKey: boolean; nativeEvent: { isComposing: boolean }; preventDefault: () => void }) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.nativeEvent.isComposing) {
      e.preventDefault()
      submit()
    }
  }
}
