// A modal dialog: focus moves into it on open and back to where it was on close; Esc is handled by
// the global shortcut handler so the topmost layer closes first.
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'

interface Props {
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  width?: number
  testId?: string
  /** Role for screen readers: alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog'
}

export function Modal({ title, onClose, children, footer, width = 560, testId, role = 'dialog' }: Props) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current
    first?.focus()
    return () => {
      if (before && document.contains(before)) before.focus()
    }
  }, [])
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        className="modal"
        role={role}
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        style={{ width }}
        data-testid={testId}
      >
        <header className="modal-head">
          <h2>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label="close" title="Esc">
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-foot">{footer}</footer>}
      </div>
    </div>
  )
}
