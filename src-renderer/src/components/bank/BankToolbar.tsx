// Search, filters, the row count and the query time above the table.
import { useCallback } from 'react'
import { FILTER_FACETS, useBankStore } from '../../stores/bankStore'
import { useAppStore } from '../../stores/appStore'
import { FacetFilter } from './FacetFilter'
import { BankCount } from './BankCount'
import { registerSearchInput } from '../../keyboard'
import { useT } from '../../i18n'

export function BankToolbar() {
  const t = useT()
  const searchInput = useBankStore((s) => s.searchInput)
  const setSearchInput = useBankStore((s) => s.setSearchInput)
  const filtered = useBankStore((s) => s.hasFilters())
  const anyFacet = useBankStore((s) => Object.values(s.filters).some((v) => v && v.length))
  const clearFilters = useBankStore((s) => s.clearFilters)
  const setImportOpen = useAppStore((s) => s.setImportOpen)
  const searchRef = useCallback((el: HTMLInputElement | null) => registerSearchInput(el), [])

  return (
    <div className="bank-toolbar">
      <div className="toolbar-row">
        <div className="search-box">
          <span className="search-icon" aria-hidden="true">
            ⌕
          </span>
          <input
            ref={searchRef}
            type="search"
            data-search=""
            data-testid="bank-search"
            placeholder={t('searchPlaceholder')}
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            aria-label={t('searchPlaceholder')}
            spellCheck={false}
          />
          {searchInput && (
            <button type="button" className="icon-button search-clear" onClick={() => setSearchInput('')} aria-label={t('clearSearch')}>
              ×
            </button>
          )}
        </div>
        <BankCount filtered={filtered} />
        <div className="toolbar-spacer" />
        <button type="button" className="btn btn-primary" onClick={() => setImportOpen(true)} data-testid="open-import" title="I">
          {t('importButton')}
        </button>
      </div>
      <div className="toolbar-row filters">
        {FILTER_FACETS.map((f) => (
          <FacetFilter key={f} facet={f} />
        ))}
        {anyFacet && (
          <button type="button" className="btn btn-quiet btn-small" onClick={clearFilters} data-testid="clear-filters">
            {t('clearFilters')}
          </button>
        )}
      </div>
    </div>
  )
}
