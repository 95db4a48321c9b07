// The Runs section (评测): the runs of this bank's runs file on the left; on the right either the form
// for a new run, the selected run — its live progress, its report and its per-response table, with
// a response opened over the right half — or the comparison of the runs ticked in the list. J/K, Enter and Esc work the table while this view shows and
// the user is not typing; the status is polled only while the view shows.
import { useEffect } from 'react'
import { useAppStore } from '../../stores/appStore'
import { useRunStore } from '../../stores/runStore'
import { isTypingTarget } from '../../keyboard'
import { RunList } from './RunList'
import { NewRunForm } from './NewRunForm'
import { RunDetail } from './RunDetail'
import { RunCompare } from './RunCompare'
import { ResponseDetail } from './ResponseDetail'

export function RunsView() {
  const visible = useAppStore((a) => a.view === 'runs')
  const mode = useRunStore((s) => s.mode)
  const detail = useRunStore((s) => s.detail)

  useEffect(() => {
    useRunStore.getState().setVisible(visible)
  }, [visible])

  useEffect(() => {
    if (!visible) return
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return
      const app = useAppStore.getState()
      if (app.helpOpen || app.importOpen || app.profileOpen) return
      const s = useRunStore.getState()
      if (e.key === 'Escape') {
        if (s.confirmCancel) return stop(e, () => s.setConfirmCancel(false))
        if (s.detail) return stop(e, () => s.closeDetail())
        return
      }
      if (isTypingTarget(e.target) || s.confirmCancel || s.mode !== 'run') return
      const key = e.key
      if (key === 'j' || key === 'J') return stop(e, () => void s.moveRow(1).then(focusRow))
      if (key === 'k' || key === 'K') return stop(e, () => void s.moveRow(-1).then(focusRow))
      // ↑/↓ only on the table itself, where they would otherwise scroll the page.
      const inTable = e.target instanceof Element && !!e.target.closest('[data-testid="responses-table"]')
      if (inTable && (key === 'ArrowDown' || key === 'ArrowUp')) return stop(e, () => void s.moveRow(key === 'ArrowDown' ? 1 : -1).then(focusRow))
      if (key === 'Enter') {
        // Enter on a focused button or link belongs to it.
        if (e.target instanceof Element && e.target.closest('button, a, summary, [role="button"]')) return
        if (s.rowSel >= 0) stop(e, () => s.openDetail())
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [visible])

  return (
    <section className="runs-view" data-testid="runs-view">
      <RunList />
      <div className="runs-main" data-testid="runs-main">
        {mode === 'new' ? <NewRunForm /> : mode === 'compare' ? <RunCompare /> : <RunDetail />}
      </div>
      {mode === 'run' && detail && <ResponseDetail key={detail.seq} row={detail} />}
    </section>
  )
}

/** Keeps the selected row in view and the focus on the table, so Enter opens it. */
function focusRow(): void {
  requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>('[data-testid="response-row"][aria-selected="true"]')
    row?.scrollIntoView({ block: 'nearest' })
    const table = document.querySelector<HTMLElement>('[data-testid="responses-table"]')
    if (table && !table.contains(document.activeElement)) table.focus({ preventScroll: true })
  })
}

function stop(e: KeyboardEvent, action: () => void): void {
  e.preventDefault()
  e.stopPropagation()
  action()
}
