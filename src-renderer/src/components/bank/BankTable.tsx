// The virtual bank table. @tanstack/react-table owns columns, headers and sort state (all manual:
// the server pages, sorts and filters); @tanstack/react-virtual owns which of the result's `total`
// rows are on screen. Only rows of loaded pages near the viewport are handed to the table, so a
// 700,000-item bank costs the same as a 700-item one. Columns are resizable (react-table's column
// sizing, by mouse or by ←/→ on the header's handle); the widths are remembered (columnWidths.ts).
import { useEffect, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent as ReactKeyboardEvent } from 'react'
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { Column, ColumnSizingState, SortingState, Updater } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { PAGE_SIZE, useBankStore } from '../../stores/bankStore'
import { useItemStore } from '../../stores/itemStore'
import { useAppStore } from '../../stores/appStore'
import { DEFAULT_WIDTHS, bankColumns } from './columns'
import type { ColumnMeta, IndexedRow } from './columns'
import { MAX_WIDTH, MIN_WIDTH, WIDTH_STEP, clampWidth, loadWidths, saveWidths } from './columnWidths'
import { useLang, useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'

const ROW_H = 30
const HEAD_H = 32
const OVERSCAN = 12
const STEM_MIN = 220
const FETCH_DELAY_MS = 60
const SAVE_WIDTHS_MS = 300
const RESIZABLE = Object.keys(DEFAULT_WIDTHS)

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

  // The user's widths; columns they never resized keep the default (DEFAULT_WIDTHS).
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>(() => loadWidths(RESIZABLE))
  useEffect(() => {
    const timer = setTimeout(() => saveWidths(columnSizing), SAVE_WIDTHS_MS)
    return () => clearTimeout(timer)
  }, [columnSizing])

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
    state: { sorting, columnSizing },
    meta: { search },
    columnResizeMode: 'onChange',
    defaultColumn: { minSize: MIN_WIDTH, maxSize: MAX_WIDTH },
    onColumnSizingChange: setColumnSizing,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const s = next[0]
      const meta = s ? (columns.find((c) => c.id === s.id)?.meta as ColumnMeta | undefined) : undefined
      useBankStore.getState().setSort(meta?.sortColumn ? { column: meta.sortColumn, desc: s.desc } : null)
    },
  })
  const rowsById = table.getRowModel().rowsById

  // The stem takes the width the other columns leave; they have theirs.
  const widthStyle = (column: Column<IndexedRow>) => {
    if (!column.getCanResize()) return { flex: '1 1 0', minWidth: STEM_MIN }
    const size = column.getSize()
    return { width: size, flex: `0 0 ${size}px` }
  }
  // Rows are as wide as the viewport, but never narrower than the fixed columns plus a readable stem.
  const minWidth = table.getAllLeafColumns().reduce((sum, c) => sum + (c.getCanResize() ? c.getSize() : STEM_MIN), 0)
  const resizeBy = (id: string, e: ReactKeyboardEvent) => {
    const delta = e.key === 'ArrowLeft' ? -WIDTH_STEP : e.key === 'ArrowRight' ? WIDTH_STEP : 0
    if (e.key !== 'Home' && delta === 0) return
    // The table's own keys (↑/↓, Enter…) stay with the table; these are the handle's.
    e.preventDefault()
    e.stopPropagation()
    const column = table.getColumn(id)
    if (!column) return
    if (e.key === 'Home') column.resetSize()
    else setColumnSizing((old) => ({ ...old, [id]: clampWidth(column.getSize() + delta) }))
  }

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
            const label = t(meta.header)
            return (
              <div
                key={h.id}
                role="columnheader"
                className="grid-th-cell"
                style={widthStyle(h.column)}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
              >
                <button
                  type="button"
                  disabled={!canSort}
                  className={`grid-th${canSort ? ' sortable' : ''}${meta.className === 'cell-num' ? ' cell-num' : ''}`}
                  onClick={h.column.getToggleSortingHandler()}
                  title={sorted ? t(sorted === 'asc' ? 'sortAsc' : 'sortDesc') : undefined}
                  data-testid={`th-${h.id}`}
                >
                  <span className="th-label">{flexRender(h.column.columnDef.header, h.getContext())}</span>
                  <span className="sort-mark" aria-hidden="true">
                    {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                  </span>
                </button>
                {h.column.getCanResize() && (
                  <div
                    className={`col-resizer${h.column.getIsResizing() ? ' resizing' : ''}`}
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={t('resizeColumn', { col: label })}
                    aria-valuenow={h.column.getSize()}
                    aria-valuemin={MIN_WIDTH}
                    aria-valuemax={MAX_WIDTH}
                    title={t('resizeColumn', { col: label })}
                    tabIndex={0}
                    onMouseDown={h.getResizeHandler()}
                    onTouchStart={h.getResizeHandler()}
                    onDoubleClick={() => h.column.resetSize()}
                    onKeyDown={(e) => resizeBy(h.id, e)}
                    data-testid={`resize-${h.id}`}
                  />
                )}
              </div>
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
                      style={widthStyle(cell.column)}
                      title={meta.title ? meta.title(row.original) : value}
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
