// One multi-select filter menu for a facet, with each value's item count from bank.facets.
import { useEffect, useRef, useState } from 'react'
import { useBankStore } from '../../stores/bankStore'
import type { FilterFacet } from '../../stores/bankStore'
import { useCodeLabel, useT } from '../../i18n'
import type { CodeKind } from '../../i18n'
import { fmtCount } from '../../format'

const CODED: Partial<Record<FilterFacet, CodeKind>> = { track: 'track', dimension: 'dimension', type: 'type', status: 'status' }

export function FacetFilter({ facet }: { facet: FilterFacet }) {
  const t = useT()
  const label = useCodeLabel()
  const values = useBankStore((s) => s.facets?.[facet]) ?? []
  const selected = useBankStore((s) => s.filters[facet]) ?? []
  const setFilter = useBankStore((s) => s.setFilter)
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
  // Facet lists are at most a few hundred values: filtering on every keystroke is cheap.
  const q = find.trim().toLowerCase()
  const shown = q ? values.filter((v) => v.value.toLowerCase().includes(q) || show(v.value).toLowerCase().includes(q)) : values

  const toggle = (v: string) => {
    const next = selected.includes(v) ? selected.filter((x) => x !== v) : [...selected, v]
    setFilter(facet, next)
  }

  const summary =
    selected.length === 0 ? t('filterAll') : selected.length === 1 ? show(selected[0]) : t('filterSelected', { n: selected.length })

  return (
    <div className="facet" ref={root}>
      <button
        type="button"
        className={selected.length ? 'facet-button active' : 'facet-button'}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid={`filter-${facet}`}
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
          data-testid={`filter-menu-${facet}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation()
              e.preventDefault()
              setOpen(false)
            }
          }}
        >
          {values.length > 8 && (
            <input
              className="facet-find"
              placeholder={t('filterSearch')}
              value={find}
              onChange={(e) => setFind(e.target.value)}
              autoFocus
            />
          )}
          <div className="facet-options">
            {shown.length === 0 && <div className="muted facet-empty">{t('filterNone')}</div>}
            {shown.map((v) => (
              <label key={v.value} className="facet-option" data-value={v.value}>
                <input type="checkbox" checked={selected.includes(v.value)} onChange={() => toggle(v.value)} />
                <span className="facet-option-label" title={v.value}>
                  {show(v.value)}
                </span>
                <span className="facet-count">{fmtCount(v.count)}</span>
              </label>
            ))}
          </div>
          {selected.length > 0 && (
            <button type="button" className="btn btn-small facet-clear" onClick={() => setFilter(facet, [])}>
              {t('filterClear')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
