// The virtual bank table. @tanstack/react-table owns columns, headers and sort state (all manual:
// the server pages, sorts and filters); @tanstack/react-virtual owns which of the result's `total`
// rows are on screen. Only rows of loaded pages near the viewport are handed to the table, so a
// 700,000-item bank costs the same as a 700-item one.
import { useEffect, useMemo, useRef } from 'react'
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { SortingState, Updater } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { PAGE_SIZE, useBankStore } from '../../stores/bankStore'
import { useItemStore } from '../../stores/itemStore'
import { useAppStore } from '../../stores/appStore'
import { bankColumns } from './columns'
import type { ColumnMeta, IndexedRow } from './columns'
import { useLang, useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'

const ROW_H = 30
const HEAD_H = 32
const OVERSCAN = 12
const STEM_MIN = 220
const FETCH_DELAY_MS = 60

export function BankTable() {
  const t = useT()
  const lang = useLang()
  const total = useBankStore((s) => s.total) ?? 0
  const pages = useBankStore((s) => s.pages)
  const gen = useBankStore((s) => s.gen)
  const sort = useBankStore((s) => s.sort)
  const search = useBankStore((s) => s.search)
  const selected = useBankStore((s) => s.selected)
  const error = useBankStore((s) => s.error)
  const filtered = useBankStore((s) => s.hasFilters())
  const querying = useBankStore((s) => s.querying)
  const openId = useItemStore((s) => s.openId)
  const scroller = useRef<HTMLDivElement>(null)

  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_H,
    overscan: OVERSCAN,
    scrollMargin: HEAD_H,
    scrollPaddingStart: HEAD_H,
  })
  const items = virtualizer.getVirtualItems()
  const first = items.length ? items[0].index : 0
  const last = items.length ? items[items.length - 1].index : -1

  // Fetch the pages the viewport needs (plus overscan) once it rests: dragging the scrollbar across
  // a large bank should not request every page it passes over.
  useEffect(() => {
    if (last < 0) return
    const timer = setTimeout(() => useBankStore.getState().ensureRange(first, last), FETCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [first, last, gen, total])

  // A new query starts at the top.
  const queryKey = useBankStore((s) => `${JSON.stringify(s.filters)}|${s.search}|${JSON.stringify(s.sort)}`)
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 })
  }, [queryKey])

  useEffect(() => {
    if (selected >= 0) virtualizer.scrollToIndex(selected, { align: 'auto' })
  }, [selected, virtualizer])

  // Rows handed to react-table: the loaded pages overlapping the rendered window.
  const windowRows = useMemo(() => {
    const rows: IndexedRow[] = []
    if (last < 0) return rows
    for (let p = Math.floor(first / PAGE_SIZE); p <= Math.floor(last / PAGE_SIZE); p++) {
      const page = pages.get(p)
      if (page) page.forEach((r, k) => rows.push({ ...r, _index: p * PAGE_SIZE + k }))
    }
    return rows
    // react-table caches cell values per row object, so a language change needs fresh row objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, first, last, lang])

  const sortColumns = useAppStore((s) => s.vocabulary?.sortColumns)
  const columns = useMemo(() => bankColumns(lang, new Set(sortColumns ?? [])), [lang, sortColumns])
  const sorting: SortingState = useMemo(() => {
    if (!sort) return []
    const col = columns.find((c) => (c.meta as ColumnMeta).sortColumn === sort.column)
    return col ? [{ id: col.id!, desc: sort.desc }] : []
  }, [sort, columns])

  const table = useReactTable({
    data: windowRows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => String(r._index),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    enableMultiSort: false,
    state: { sorting },
    meta: { search },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const s = next[0]
      const meta = s ? (columns.find((c) => c.id === s.id)?.meta as ColumnMeta | undefined) : undefined
      useBankStore.getState().setSort(meta?.sortColumn ? { column: meta.sortColumn, desc: s.desc } : null)
    },
  })
  const rowsById = table.getRowModel().rowsById

  const widthStyle = (size: number) => (size ? { width: size, flex: `0 0 ${size}px` } : { flex: '1 1 0', minWidth: STEM_MIN })
  // Rows are as wide as the viewport, but never narrower than the fixed columns plus a readable stem.
  const minWidth = columns.reduce((sum, c) => sum + (c.size || STEM_MIN), 0)

  return (
    <div className="grid-wrap">
      {error && (
        <div className="grid-error">
          <ErrorLine error={error} />
          <button type="button" className="btn btn-small" onClick={() => void useBankStore.getState().refresh()}>
            {t('retry')}
          </button>
        </div>
      )}
      <div
        className="grid"
        ref={scroller}
        role="grid"
        aria-rowcount={total}
        aria-busy={querying}
        data-testid="bank-grid"
        tabIndex={-1}
      >
        <div className="grid-head" role="row" style={{ height: HEAD_H, minWidth }}>
          {table.getHeaderGroups()[0].headers.map((h) => {
            const sorted = h.column.getIsSorted()
            const meta = h.column.columnDef.meta as ColumnMeta
            const canSort = h.column.getCanSort()
            return (
              <button
                type="button"
                key={h.id}
                role="columnheader"
                disabled={!canSort}
                className={`grid-th${canSort ? ' sortable' : ''}${meta.className === 'cell-num' ? ' cell-num' : ''}`}
                style={widthStyle(h.column.columnDef.size ?? 0)}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                onClick={h.column.getToggleSortingHandler()}
                title={sorted ? t(sorted === 'asc' ? 'sortAsc' : 'sortDesc') : undefined}
                data-testid={`th-${h.id}`}
              >
                <span className="th-label">{flexRender(h.column.columnDef.header, h.getContext())}</span>
                <span className="sort-mark" aria-hidden="true">
                  {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                </span>
              </button>
            )
          })}
        </div>
        <div className="grid-body" style={{ height: virtualizer.getTotalSize(), minWidth }}>
          {items.map((vi) => {
            const row = rowsById[String(vi.index)]
            const isSelected = vi.index === selected
            const style = { transform: `translateY(${vi.start - HEAD_H}px)`, height: ROW_H, minWidth }
            if (!row) {
              return (
                <div key={vi.key} className="grid-row placeholder" role="row" aria-rowindex={vi.index + 1} style={style}>
                  <div className="grid-td muted">{t('rowLoading')}</div>
                </div>
              )
            }
            const open = row.original.id === openId
            return (
              <div
                key={vi.key}
                className={`grid-row${isSelected ? ' selected' : ''}${open ? ' open' : ''}`}
                role="row"
                aria-rowindex={vi.index + 1}
                aria-selected={isSelected}
                style={style}
                data-id={row.original.id}
                data-testid="bank-row"
                onClick={() => useBankStore.getState().select(vi.index)}
                onDoubleClick={() => useItemStore.getState().open(row.original.id)}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta as ColumnMeta
                  const value = cell.getValue() as string
                  return (
                    <div
                      key={cell.id}
                      role="gridcell"
                      className={`grid-td ${meta.className ?? ''}`}
                      style={widthStyle(cell.column.columnDef.size ?? 0)}
                      title={value}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </div>
                  )
                })}
              </div>
            )
          })}
        </div>
        {total === 0 && !querying && !error && (
          <div className="grid-empty" data-testid="bank-empty">
            {filtered ? t('noResults') : t('emptyBank')}
          </div>
        )}
      </div>
      <div className="grid-foot muted">{t('bankHint')}</div>
    </div>
  )
}
