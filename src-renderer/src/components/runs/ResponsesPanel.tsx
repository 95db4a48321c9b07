// The per-response table of a run, a page at a time from run.responses: how each answer was read
// (extracted letters, the rule that found them) and scored, or why there is none. A filter narrows it to
// wrong, failed, unanswered or inconsistent items. A click or Enter opens the response; J/K move.
import { useMemo } from 'react'
import { flexRender, getCoreRowModel, useReactTable, createColumnHelper } from '@tanstack/react-table'
import { RESPONSE_FILTERS, RESPONSE_PAGE, useRunStore } from '../../stores/runStore'
import type { ResponseFilter, ResponseRow } from '../../stores/runStore'
import { useLang, useT } from '../../i18n'
import type { Lang, StringKey } from '../../i18n'
import { translate } from '../../i18n'
import { fmtCount } from '../../format'
import { ErrorLine } from '../common/ErrorLine'
import { errorClassLabel, responseStatusLabel, variantLabel } from './runLabels'

const FILTER_LABEL: Record<ResponseFilter, StringKey> = {
  all: 'respFilterAll',
  wrong: 'respFilterWrong',
  failed: 'respFilterFailed',
  unanswered: 'respFilterUnanswered',
  inconsistent: 'respFilterInconsistent',
  inferred: 'respFilterInferred',
  check_differs: 'respFilterCheckDiffers',
}

const col = createColumnHelper<ResponseRow>()

function columns(lang: Lang, withCheck: boolean) {
  const h = (k: StringKey) => translate(lang, k)
  // With a reading check chosen: the judge's reading beside the reader's.
  const checkCol = col.accessor('checkedAs', {
    header: h('respColChecked'),
    cell: (c) => (c.getValue() === undefined ? '' : c.getValue() === '' ? h('readNoAnswer') : c.getValue()),
    meta: { className: 'cell-mono rc-checked' },
  })
  return [
    col.accessor('seq', { header: '#', cell: (c) => c.getValue() + 1, meta: { className: 'cell-num rc-seq' } }),
    col.accessor('itemId', { header: h('respColItem'), meta: { className: 'cell-mono rc-item' } }),
    col.display({
      id: 'variant',
      header: h('respColVariant'),
      cell: (c) => <span title={c.row.original.variantKey}>{variantLabel(c.row.original.variantKey, c.row.original.sample, lang)}</span>,
      meta: { className: 'rc-variant' },
    }),
    col.accessor('status', {
      header: h('respColStatus'),
      cell: (c) => <span className={`resp-pill resp-${c.getValue()}`}>{responseStatusLabel(c.getValue(), lang)}</span>,
      meta: { className: 'rc-status' },
    }),
    col.accessor('extracted', { header: h('respColExtracted'), cell: (c) => c.getValue() ?? '', meta: { className: 'cell-mono rc-extracted' } }),
    ...(withCheck ? [checkCol] : []),
    col.accessor('score', {
      header: h('respColScore'),
      cell: (c) => (c.getValue() === null ? '—' : fmtItemScore(c.getValue()!)),
      meta: { className: 'cell-num rc-score' },
    }),
    col.accessor('judgeScore', {
      header: h('respColJudge'),
      cell: (c) => (c.getValue() === null ? '' : fmtItemScore(c.getValue()!)),
      meta: { className: 'cell-num rc-judge' },
    }),
    col.accessor('rule', { header: h('respColRule'), cell: (c) => c.getValue() ?? '', meta: { className: 'cell-mono rc-rule' } }),
    col.display({
      id: 'error',
      header: h('respColError'),
      cell: (c) => {
        const r = c.row.original
        return r.errorClass ? <span title={r.error ?? undefined}>{errorClassLabel(r.errorClass, lang)}</span> : ''
      },
      meta: { className: 'rc-error' },
    }),
  ]
}


/** An item score 0–1 as the table shows it: 1, 0, or two decimals for partial credit. */
export function fmtItemScore(s: number): string {
  return Number.isInteger(s) ? String(s) : s.toFixed(2)
}

export function ResponsesPanel() {
  const t = useT()
  const lang = useLang()
  const rows = useRunStore((s) => s.rows)
  const total = useRunStore((s) => s.total)
  const offset = useRunStore((s) => s.offset)
  const filter = useRunStore((s) => s.filter)
  const loading = useRunStore((s) => s.rowsLoading)
  const error = useRunStore((s) => s.rowsError)
  const rowSel = useRunStore((s) => s.rowSel)
  const detailSeq = useRunStore((s) => s.detail?.seq ?? null)
  const withCheck = useRunStore((s) => s.reportCheck !== null)
  const cols = useMemo(() => columns(lang, withCheck), [lang, withCheck])
  // react-table caches cells per row object; a language change needs fresh row objects.
  const data = useMemo(() => rows.map((r) => ({ ...r })), [rows, lang]) // eslint-disable-line react-hooks/exhaustive-deps
  const table = useReactTable({ data, columns: cols, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.seq) })
  const s = useRunStore.getState()
  const last = total === null ? 0 : Math.min(total, offset + rows.length)

  return (
    <section className="responses-panel" data-testid="responses-panel">
      <div className="responses-head">
        <h2>{t('respTitle')}</h2>
        <label className="resp-filter">
          <span className="muted">{t('respFilter')}</span>
          <select value={filter} onChange={(e) => s.setFilter(e.target.value as ResponseFilter)} data-testid="responses-filter">
            {RESPONSE_FILTERS.filter((f) => f !== 'check_differs' || withCheck).map((f) => (
              <option key={f} value={f}>
                {t(FILTER_LABEL[f])}
              </option>
            ))}
          </select>
        </label>
        <span className="muted small" data-testid="responses-total" data-total={total ?? ''}>
          {total === null ? t('rowLoading') : total === 0 ? t('respNone') : t('respRange', { from: fmtCount(offset + 1), to: fmtCount(last), total: fmtCount(total) })}
        </span>
        <span className="toolbar-spacer" />
        <button type="button" className="btn btn-small" disabled={offset === 0 || loading} onClick={() => void s.setOffset(offset - RESPONSE_PAGE)} data-testid="responses-prev">
          {t('respPrev')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={total === null || offset + rows.length >= total || loading}
          onClick={() => void s.setOffset(offset + RESPONSE_PAGE)}
          data-testid="responses-next"
        >
          {t('respNext')}
        </button>
      </div>
      <ErrorLine error={error} testId="responses-error" />
      <div className="responses-table-wrap">
        <table className="responses-table" data-testid="responses-table" tabIndex={0} aria-busy={loading} aria-rowcount={total ?? undefined}>
          <thead>
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((hd) => (
                  <th key={hd.id} scope="col" className={(hd.column.columnDef.meta as { className?: string } | undefined)?.className}>
                    {flexRender(hd.column.columnDef.header, hd.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row, i) => (
              <tr
                key={row.id}
                className={`resp-row${i === rowSel ? ' selected' : ''}${row.original.seq === detailSeq ? ' open' : ''}`}
                aria-selected={i === rowSel}
                aria-rowindex={offset + i + 1}
                onClick={() => s.openDetail(i)}
                data-testid="response-row"
                data-seq={row.original.seq}
                data-status={row.original.status}
              >
                {row.getVisibleCells().map((c) => (
                  <td key={c.id} className={(c.column.columnDef.meta as { className?: string } | undefined)?.className}>
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted small responses-hint">{t('respHint')}</p>
    </section>
  )
}
