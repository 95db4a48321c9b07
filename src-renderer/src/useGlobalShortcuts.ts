// One keydown handler for the window. Layers are checked top-down (confirmation, dialogs, the item
// panel, the bank) so Esc always closes the topmost thing. Single-key shortcuts are off while the
// user types in a field or in an editor: a clinician typing "?" into a stem must get a "?".
import { useEffect } from 'react'
import { useAppStore, VIEWS } from './stores/appStore'
import { useBankStore } from './stores/bankStore'
import { useItemStore } from './stores/itemStore'
import { focusSearch, inMonaco, isTypingTarget } from './keyboard'
import { openAdjacent } from './stores/itemNav'

const PAGE_ROWS = 20

export function useGlobalShortcuts(): void {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.isComposing) return
      const app = useAppStore.getState()
      const item = useItemStore.getState()
      const bank = useBankStore.getState()
      const typing = isTypingTarget(e.target)
      const mod = e.ctrlKey || e.metaKey

      // Ctrl/Cmd+S never opens the browser's "save page"; inside Monaco the editor's own action
      // has already saved (and stopped the event), so reaching here means focus is elsewhere.
      if (mod && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault()
        if (app.view === 'bank' && item.openId && item.tab === 'edit' && !item.confirm) void item.save(item.lastFocused)
        return
      }

      if (e.key === 'Escape') {
        if (item.confirm) return stop(e, () => item.confirmNo())
        if (app.helpOpen) return stop(e, () => app.setHelpOpen(false))
        if (app.profileOpen) return stop(e, () => app.setProfileOpen(false))
        if (app.importOpen) return stop(e, () => app.setImportOpen(false))
        if (inMonaco(e.target)) {
          // First Esc leaves the editor (Monaco has already closed any widget), the next closes the panel.
          return stop(e, () => (document.querySelector<HTMLElement>('[data-panel-focus]') ?? document.body).focus())
        }
        if (typing && e.target instanceof HTMLInputElement && e.target.dataset.search !== undefined) {
          return stop(e, () => {
            if (bank.searchInput) bank.setSearchInput('')
            else (e.target as HTMLInputElement).blur()
          })
        }
        if (typing) return stop(e, () => (e.target as HTMLElement).blur())
        // The item panel belongs to the bank view: another view's Esc is that view's own.
        if (item.openId && app.view === 'bank') return stop(e, () => (item.tab === 'history' ? item.setTab('edit') : item.close()))
        return
      }

      if (typing || mod) return
      // Enter and Space on a focused button belong to the button.
      if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof Element && e.target.closest('button, a, summary, [role="button"]')) return
      if (item.confirm || app.helpOpen || app.importOpen || app.profileOpen) return

      if (e.altKey) {
        const n = Number(e.code.replace('Digit', ''))
        if (n >= 1 && n <= VIEWS.length) stop(e, () => app.setView(VIEWS[n - 1]))
        return
      }

      if (e.key === '?') return stop(e, () => app.setHelpOpen(true))

      // The rest belongs to the bank view (its item panel stays open, hidden, while another view shows).
      if (app.view !== 'bank') return

      if (item.openId) {
        if (e.key === 'h' || e.key === 'H') return stop(e, () => item.setTab(item.tab === 'edit' ? 'history' : 'edit'))
        // J/K anywhere in the panel outside a field; ↑/↓ only on the panel itself, where they scroll nothing.
        if (e.key === 'j' || e.key === 'J') return stop(e, () => void openAdjacent(1))
        if (e.key === 'k' || e.key === 'K') return stop(e, () => void openAdjacent(-1))
        if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && panelHasFocus(e.target)) {
          return stop(e, () => void openAdjacent(e.key === 'ArrowDown' ? 1 : -1))
        }
        return
      }

      const total = bank.total ?? 0
      if (['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', 'j', 'J', 'k', 'K'].includes(e.key)) focusGrid()
      switch (e.key) {
        case '/':
          return stop(e, () => focusSearch())
        case 'i':
        case 'I':
          return stop(e, () => app.setImportOpen(true))
        case 'ArrowDown':
        case 'j':
        case 'J':
          return stop(e, () => bank.select(bank.selected + 1))
        case 'ArrowUp':
        case 'k':
        case 'K':
          return stop(e, () => bank.select(bank.selected <= 0 ? 0 : bank.selected - 1))
        case 'PageDown':
          return stop(e, () => bank.select(bank.selected + PAGE_ROWS))
        case 'PageUp':
          return stop(e, () => bank.select(Math.max(0, bank.selected - PAGE_ROWS)))
        case 'Home':
          return stop(e, () => bank.select(0))
        case 'End':
          return stop(e, () => bank.select(total - 1))
        case 'Enter': {
          const row = bank.selected >= 0 ? bank.rowAt(bank.selected) : undefined
          if (row) stop(e, () => item.open(row.id))
          return
        }
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}

/** The item panel itself (or nothing) has the focus: not an editor, a field, a button or a link in it. */
function panelHasFocus(target: EventTarget | null): boolean {
  if (target === document.body) return true
  return target instanceof HTMLElement && target.dataset.panelFocus !== undefined
}

/** Moving through rows puts the focus on the table, so a later Enter opens the row instead of
 *  pressing whichever toolbar button was clicked last. */
function focusGrid(): void {
  document.querySelector<HTMLElement>('[data-testid="bank-grid"]')?.focus({ preventScroll: true })
}

function stop(e: KeyboardEvent, action: () => void): void {
  e.preventDefault()
  e.stopPropagation()
  action()
}
