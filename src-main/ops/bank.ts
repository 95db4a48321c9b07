// The bank view's reads: paged, filtered, sorted, searched queries and the facet counts; and a copy
// of the bank file for handing on (items and history only: keys live in another file).
import path from 'node:path'
import { z } from 'zod'
import { FACETS, SORT_COLUMNS } from '../store/bankIndex'
import type { Facet, SortColumn } from '../store/bankIndex'
import { exportBank } from '../services/transfer'
import { op } from './define'
import { writablePath } from './files'

const facetFilter = z.array(z.string().max(200)).max(200).optional()

/** The one limit on a page of results, for every host: the CLI pages with --offset beyond it. */
export const MAX_PAGE = 1000

export const QueryInput = z.object({
  filters: z.object(Object.fromEntries(FACETS.map((f) => [f, facetFilter])) as Record<Facet, typeof facetFilter>).partial().optional(),
  search: z.string().max(500).optional(),
  sort: z
    .object({ column: z.enum(Object.keys(SORT_COLUMNS) as [SortColumn, ...SortColumn[]]), desc: z.boolean().optional() })
    .optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(0).max(MAX_PAGE).default(100),
})

export const bankOps = {
  'bank.query': op(QueryInput, 'public', (ctx, q) => {
    const t0 = performance.now()
    const r = ctx.ws.index.query({ ...q, limit: Math.max(q.limit, 1) })
    return { ...r, rows: q.limit === 0 ? [] : r.rows, tookMs: Math.round((performance.now() - t0) * 10) / 10 }
  }),

  // The query's filters and search (paging and sort ignored): each facet counts under the OTHER filters.
  'bank.facets': op(QueryInput.omit({ offset: true, limit: true }), 'public', (ctx, q) => ({
    facets: ctx.ws.index.facets(q),
    total: ctx.ws.index.total(),
  })),

  'bank.export': op(z.object({ out: z.string().min(1) }), 'actor', (ctx, { out }) => {
    const r = exportBank(ctx.ws, writablePath(ctx, out))
    return { file: path.resolve(r.file), items: r.items }
  }),
}
