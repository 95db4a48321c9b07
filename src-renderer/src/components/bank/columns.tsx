// The bank table's columns. Every cell returns plain strings or text-only elements: stems and options
// come from outside files and may contain markup, which must show as characters and never run.
import type { ColumnDef, RowData } from '@tanstack/react-table'
import type { ItemRow } from '../../../../src-main/core/types'
import type { SortColumn } from '../../../../src-main/store/bankIndex'
import type { Lang, StringKey } from '../../i18n'
import { codeLabel, shortCodeLabel, translate } from '../../i18n'
import { fmtDate } from '../../format'

/** A row of the result with its position in it (rows are cached by page, so they carry their index). */
export type IndexedRow = ItemRow & { _index: number }

export interface ColumnMeta {
  /** The bank.query sort column, or null where the host cannot sort (stems: no sort index). */
  sortColumn: SortColumn | null
  header: StringKey
  className?: string
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface TableMeta<TData extends RowData> {
    /** The search the rows answer, to mark where it matched. */
    search: string
  }
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Text split around case-insensitive matches of the needle; matches become <mark> (still text). */
export function Highlight({ text, needle }: { text: string; needle: string }) {
  const n = needle.trim().toLowerCase()
  if (!n) return <>{text}</>
  const lower = text.toLowerCase()
  const parts: (string | { m: string })[] = []
  let at = 0
  for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, at)) {
    if (i > at) parts.push(text.slice(at, i))
    parts.push({ m: text.slice(i, i + n.length) })
    at = i + n.length
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts.map((p, k) => (typeof p === 'string' ? p : <mark key={k}>{p.m}</mark>))}</>
}

/** When the search matched an option rather than the stem, show that option after the stem. */
function matchingOption(row: ItemRow, needle: string): string | null {
  // The same folding the bank's search uses (NFKC, lower case), so full-width and compatibility
  // characters that matched on the server are recognised here too.
  const fold = (s: string) => s.normalize('NFKC').toLowerCase()
  const n = fold(needle.trim())
  if (!n || !row.options || fold(row.stem).includes(n)) return null
  for (const [letter, text] of Object.entries(row.options)) if (fold(text).includes(n)) return `${letter}. ${oneLine(text)}`
  return null
}

export function bankColumns(lang: Lang, sortable: ReadonlySet<string>): ColumnDef<IndexedRow>[] {
  const col = (
    id: string,
    header: StringKey,
    sortColumn: SortColumn | null,
    size: number,
    value: (r: IndexedRow) => string,
    className?: string,
  ): ColumnDef<IndexedRow> => ({
    id,
    accessorFn: value,
    header: () => translate(lang, header),
    cell: (ctx) => ctx.getValue() as string,
    size,
    // Sortable only when the host says it can sort that column (app.vocabulary.sortColumns).
    enableSorting: sortColumn !== null && sortable.has(sortColumn),
    meta: { sortColumn, header, className } satisfies ColumnMeta,
  })
  return [
    col('id', 'col_id', 'id', 150, (r) => r.id, 'cell-mono'),
    {
      ...col('stem', 'col_stem', null, 0, (r) => oneLine(r.stem), 'cell-stem'),
      cell: (ctx) => {
        const search = ctx.table.options.meta?.search ?? ''
        const option = matchingOption(ctx.row.original, search)
        return (
          <>
            <Highlight text={ctx.getValue() as string} needle={search} />
            {option && (
              <span className="stem-option" data-testid="stem-option">
                {' · '}
                <Highlight text={option} needle={search} />
              </span>
            )}
          </>
        )
      },
    },
    col('type', 'col_type', 'type', 96, (r) => shortCodeLabel(lang, 'type', r.type)),
    col('dimension', 'col_dimension', 'dimension', 118, (r) => shortCodeLabel(lang, 'dimension', r.dimension)),
    col('specialty', 'col_specialty', 'specialtyPrimary', 150, (r) =>
      r.specialtySecondary ? `${r.specialtyPrimary} / ${r.specialtySecondary}` : r.specialtyPrimary,
    ),
    {
      ...col('status', 'col_status', 'status', 76, (r) => codeLabel(lang, 'status', r.status), 'cell-status'),
      cell: (ctx) => <span className={`status-pill status-${ctx.row.original.status}`}>{ctx.getValue() as string}</span>,
    },
    col('source', 'col_source', 'source', 104, (r) => r.source),
    col('version', 'col_version', 'version', 52, (r) => String(r.version), 'cell-num'),
    col('updated', 'col_updated', 'updatedAt', 124, (r) => fmtDate(r.updatedAt), 'cell-mono'),
  ]
}
