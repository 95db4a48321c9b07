// One multi-select filter menu for a facet, with each value's item count from bank.facets: the items
// the search and the OTHER filters leave, so a count says what ticking the value would add. Values are
// the normalised names (内科学 gathers 内科, KUAKE-QIC gathers kuake_qic_intent); the stored names a
// value gathers are in its tooltip.
import { useEffect, useRef, useState } from 'react'
import { useBankStore } from '../../stores/bankStore'
import type { FilterFacet } from '../../stores/bankStore'
import { useCodeLabel, useT } from '../../i18n'
import type { CodeKind } from '../../i18n'
import { fmtCount } from '../../format'
import { facetValue } from '../../../../src-main/store/facetValues'

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
  // A link may name a stored variant ("内科"): it is ticked as the value that gathers it.
  const chosen = new Set(selected.map((v) => facetValue(facet, v)))
  // Ticked values stay in the menu when the other filters leave them no items, so they can be unticked.
  const listed = [...values, ...[...chosen].filter((v) => !values.some((e) => e.value === v)).map((value) => ({ value, count: 0, raw: undefined }))]
  // Facet lists are at most a few hundred values: filtering on every keystroke is cheap.
  const q = find.trim().toLowerCase()
  const shown = q ? listed.filter((v) => v.value.toLowerCase().includes(q) || show(v.value).toLowerCase().includes(q)) : listed

  const toggle = (v: string) => {
    const next = chosen.has(v) ? selected.filter((x) => facetValue(facet, x) !== v) : [...selected, v]
    setFilter(facet, next)
  }

  const summary =
    chosen.size === 0 ? t('filterAll') : chosen.size === 1 ? show([...chosen][0]) : t('filterSelected', { n: chosen.size })

  return (
    <div className="facet" ref={root}>
      <button
        type="button"
        className={chosen.size ? 'facet-button active' : 'facet-button'}
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
          {listed.length > 8 && (
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
              <label
                key={v.value}
                className={`facet-option${v.count === 0 ? ' empty' : ''}`}
                data-value={v.value}
                data-count={v.count}
                title={v.raw ? t('facetGathers', { value: v.value, names: v.raw.join('、') }) : v.value}
              >
                <input type="checkbox" checked={chosen.has(v.value)} onChange={() => toggle(v.value)} />
                <span className="facet-option-label">{show(v.value)}</span>
                <span className="facet-count">{fmtCount(v.count)}</span>
              </label>
            ))}
          </div>
          {chosen.size > 0 && (
            <button type="button" className="btn btn-small facet-clear" onClick={() => setFilter(facet, [])}>
              {t('filterClear')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
