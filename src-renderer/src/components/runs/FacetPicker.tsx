// A multi-select of one facet's values for the new-run form, counted like the bank's own filter menus
// (under the form's other filters), but owned by the form: choosing here does not touch the bank view.
import { useEffect, useRef, useState } from 'react'
import type { FilterFacet } from '../../stores/bankStore'
import { useRunStore } from '../../stores/runStore'
import { useCodeLabel, useT } from '../../i18n'
import type { CodeKind } from '../../i18n'
import { fmtCount } from '../../format'

const CODED: Partial<Record<FilterFacet, CodeKind>> = { track: 'track', dimension: 'dimension', type: 'type', status: 'status' }

export function FacetPicker({ facet, disabled }: { facet: FilterFacet; disabled?: boolean }) {
  const t = useT()
  const label = useCodeLabel()
  const values = useRunStore((s) => s.facets?.[facet]) ?? []
  const selected = useRunStore((s) => s.form.filters[facet]) ?? []
  const [open, setOpen] = useState(false)
  const [find, setFind] = useState('')
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  const kind = CODED[facet]
  const show = (v: string) => (kind ? label(kind, v) : v)
  const chosen = new Set(selected)
  const listed = [...values, ...selected.filter((v) => !values.some((e) => e.value === v)).map((value) => ({ value, count: 0 }))]
  const q = find.trim().toLowerCase()
  const shown = q ? listed.filter((v) => v.value.toLowerCase().includes(q) || show(v.value).toLowerCase().includes(q)) : listed
  const setValues = (next: string[]) => {
    const filters = { ...useRunStore.getState().form.filters, [facet]: next }
    if (next.length === 0) delete filters[facet]
    useRunStore.getState().setForm({ filters })
  }
  const toggle = (v: string) => setValues(chosen.has(v) ? selected.filter((x) => x !== v) : [...selected, v])
  const summary = chosen.size === 0 ? t('filterAll') : chosen.size === 1 ? show(selected[0]) : t('filterSelected', { n: chosen.size })

  return (
    <div className="facet" ref={root}>
      <button
        type="button"
        className={chosen.size ? 'facet-button active' : 'facet-button'}
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        data-testid={`run-filter-${facet}`}
      >
        <span className="facet-name">{t(`facet_${facet}`)}</span>
        <span className="facet-summary">{summary}</span>
        <span className="caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div
          className="facet-menu"
          role="listbox"
          aria-multiselectable="true"
          data-testid={`run-filter-menu-${facet}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation()
              e.preventDefault()
              setOpen(false)
            }
          }}
        >
          {listed.length > 8 && (
            <input className="facet-find" placeholder={t('filterSearch')} value={find} onChange={(e) => setFind(e.target.value)} autoFocus />
          )}
          <div className="facet-options">
            {shown.length === 0 && <div className="muted facet-empty">{t('filterNone')}</div>}
            {shown.map((v) => (
              <label key={v.value} className={`facet-option${v.count === 0 ? ' empty' : ''}`} data-value={v.value} data-count={v.count}>
                <input type="checkbox" checked={chosen.has(v.value)} onChange={() => toggle(v.value)} />
                <span className="facet-option-label">{show(v.value)}</span>
                <span className="facet-count">{fmtCount(v.count)}</span>
              </label>
            ))}
          </div>
          {chosen.size > 0 && (
            <button type="button" className="btn btn-small facet-clear" onClick={() => setValues([])}>
              {t('filterClear')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
