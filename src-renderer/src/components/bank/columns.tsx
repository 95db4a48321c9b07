// The bank table's columns. Every cell returns plain strings or text-only elements: stems and options
// come from outside files and may contain markup, which must show as characters and never run. Ids and
// specialties are cut from the START ("…MedExam_V4:123", "…/ 普通外科"): their tails tell rows apart.
// Specialties and sources show under the names the facets use (facetValues.ts); the stored name, when
// it differs, is in the tooltip.
import type { ColumnDef, RowData } from '@tanstack/react-table'
import type { ItemRow } from '../../../../src-main/core/types'
import type { SortColumn } from '../../../../src-main/store/bankIndex'
import type { Lang, StringKey } from '../../i18n'
import { codeLabel, shortCodeLabel, translate } from '../../i18n'
import { fmtTime } from '../../format'
import { facetValue } from '../../../../src-main/store/facetValues'
import { normalizeSpecialty } from '../../../../src-main/import/specialty'

/** A row of the result with its position in it (rows are cached by page, so they carry their index). */
export type IndexedRow = ItemRow & { _index: number }

export interface ColumnMeta {
  /** The bank.query sort column, or null where the host cannot sort (stems: no sort index). */
  sortColumn: SortColumn | null
  header: StringKey
  className?: string
  /** The cell's full text, for its tooltip (the cell itself may be cut). */
  title?: (r: IndexedRow) => string
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

/** Where a search hit sits, in words: 病例, 对话第 3 轮, 说明, 编号, 来源. */
function matchLabel(lang: Lang, m: NonNullable<ItemRow['match']>): string {
  if (m.field === 'history') return translate(lang, 'matchTurn', { n: Number(m.at ?? 0) })
  return translate(lang, m.field === 'case' ? 'matchCase' : m.field === 'instruction' ? 'matchInstruction' : m.field === 'id' ? 'matchId' : 'matchSource')
}

/** The excerpt from a few characters before the hit: the part a narrow cell can show. */
function nearHit(m: NonNullable<ItemRow['match']>): string {
  const from = Math.max(0, m.start - 6)
  return (from > 0 ? '…' : '') + m.excerpt.slice(from)
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

/** "内科学 / 心血管内科" as the facets name it, and as stored when that differs ("心内科"). */
function specialtyText(r: ItemRow): { shown: string; stored: string } {
  const join = (p: string, s: string | null | undefined) => (s ? `${p} / ${s}` : p)
  const placed = normalizeSpecialty(r.specialtyPrimary, r.specialtySecondary ?? undefined)
  return { shown: join(placed.primary, placed.secondary), stored: join(r.specialtyPrimary, r.specialtySecondary) }
}

/** What the stem cell's tooltip says: the summary (case or dialogue) on its own lines, then the stem. */
function stemTitle(lang: Lang, r: ItemRow): string {
  const s = r.summary
  const stem = oneLine(r.stem)
  const labelled = (key: StringKey, text: string) => `${translate(lang, key)}${lang === 'zh' ? '：' : ': '}${text}`
  if (s?.kind === 'case') return `${labelled('summaryCase', s.text)}\n${stem}`
  if (s?.kind === 'dialogue') {
    return [translate(lang, 'summaryTurns', { n: s.turns }), labelled('summaryFirst', s.first), labelled('summaryLast', stem)].join('\n')
  }
  return stem
}

/** Default widths; the user's own (BankTable keeps them) override these. The stem takes what is left. */
export const DEFAULT_WIDTHS: Readonly<Record<string, number>> = {
  id: 150,
  type: 96,
  dimension: 118,
  specialty: 150,
  status: 76,
  source: 104,
  version: 52,
  updated: 136,
}

export function bankColumns(lang: Lang, sortable: ReadonlySet<string>): ColumnDef<IndexedRow>[] {
  const col = (
    id: string,
    header: StringKey,
    sortColumn: SortColumn | null,
    value: (r: IndexedRow) => string,
    className?: string,
    title?: (r: IndexedRow) => string,
  ): ColumnDef<IndexedRow> => ({
    id,
    accessorFn: value,
    header: () => translate(lang, header),
    cell: (ctx) => ctx.getValue() as string,
    size: DEFAULT_WIDTHS[id] ?? 0,
    enableResizing: id in DEFAULT_WIDTHS,
    // Sortable only when the host says it can sort that column (app.vocabulary.sortColumns).
    enableSorting: sortColumn !== null && sortable.has(sortColumn),
    meta: { sortColumn, header, className, title } satisfies ColumnMeta,
  })
  /** Cut from the start: the text sits in an LTR isolate inside a right-to-left cell (see styles.css). */
  const fromStart = (ctx: { getValue: () => unknown }) => <bdi className="trunc-start-text">{ctx.getValue() as string}</bdi>
  return [
    { ...col('id', 'col_id', 'id', (r) => r.id, 'cell-mono trunc-start'), cell: fromStart },
    {
      ...col('stem', 'col_stem', null, (r) => oneLine(r.stem), 'cell-stem', (r) => stemTitle(lang, r)),
      cell: (ctx) => {
        const search = ctx.table.options.meta?.search ?? ''
        const r = ctx.row.original
        const option = matchingOption(r, search)
        const s = r.summary
        const outside = !option && r.match && r.match.field !== 'stem' && r.match.field !== 'option' ? r.match : null
        return (
          <>
            {outside && (
              // Found outside the stem (case text, a dialogue turn, instructions, id, source): say where,
              // first, so the hit shows before the cell runs out of width.
              <span className="stem-match" data-testid="stem-match" data-field={outside.field}>
                <span className="stem-tag">{matchLabel(lang, outside)}</span>
                <Highlight text={nearHit(outside)} needle={search} />
                <span aria-hidden="true">{' · '}</span>
              </span>
            )}
            {s?.kind === 'case' && (
              <span className="stem-context" data-testid="stem-case">
                <span className="stem-tag">{translate(lang, 'summaryCase')}</span>
                <Highlight text={s.text} needle={search} />
              </span>
            )}
            {s?.kind === 'dialogue' && (
              <>
                <span className="stem-tag" data-testid="stem-turns">
                  {translate(lang, 'summaryTurns', { n: s.turns })}
                </span>
                <span className="stem-first" data-testid="stem-first">
                  <Highlight text={s.first} needle={search} />
                </span>
                <span className="stem-arrow" aria-hidden="true">
                  {' → '}
                </span>
              </>
            )}
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
    col('type', 'col_type', 'type', (r) => shortCodeLabel(lang, 'type', r.type)),
    col('dimension', 'col_dimension', 'dimension', (r) => shortCodeLabel(lang, 'dimension', r.dimension)),
    {
      ...col('specialty', 'col_specialty', 'specialtyPrimary', (r) => specialtyText(r).shown, 'trunc-start', (r) => {
        const { shown, stored } = specialtyText(r)
        return shown === stored ? shown : translate(lang, 'storedAs', { shown, stored })
      }),
      cell: fromStart,
    },
    {
      ...col('status', 'col_status', 'status', (r) => codeLabel(lang, 'status', r.status), 'cell-status'),
      cell: (ctx) => <span className={`status-pill status-${ctx.row.original.status}`}>{ctx.getValue() as string}</span>,
    },
    col('source', 'col_source', 'source', (r) => facetValue('source', r.source), undefined, (r) => {
      const shown = facetValue('source', r.source)
      return shown === r.source ? shown : translate(lang, 'storedAs', { shown, stored: r.source })
    }),
    col('version', 'col_version', 'version', (r) => String(r.version), 'cell-num'),
    col('updated', 'col_updated', 'updatedAt', (r) => fmtTime(r.updatedAt, lang), 'cell-mono'),
  ]
}
