// What the window needs to start: which bank, how big, who is acting, the vocabulary of codes, and a
// change counter the UI watches to notice writes made elsewhere (the CLI, a second window).
import { z } from 'zod'
import { ROLES } from '../core/actors'
import { DIMENSIONS, ITEM_STATUSES, ITEM_TYPES, TRACKS } from '../core/types'
import { SORT_COLUMNS } from '../store/bankIndex'
import type { SortColumn } from '../store/bankIndex'
import { FORMATS } from '../import/types'
import { GENERIC_TARGETS } from '../import/formats/generic'
import { op } from './define'

export const appOps = {
  'app.info': op(z.object({}), 'public', (ctx) => ({
    version: ctx.version,
    host: ctx.host,
    demo: ctx.demo,
    bankPath: ctx.ws.paths.bank,
    keysPath: ctx.ws.paths.keys,
    items: ctx.ws.index.total(),
    keys: ctx.ws.keys.count(),
    actor: ctx.actor,
    profiles: ctx.ws.bank.users.count(),
    changes: ctx.ws.changeCounter,
  })),

  /** Cheap: the UI polls it and refreshes what it shows when the counter moves. */
  'app.changes': op(z.object({}), 'public', (ctx) => ({ changes: ctx.ws.changeCounter })),

  'app.vocabulary': op(z.object({}), 'public', () => ({
    tracks: TRACKS,
    dimensions: DIMENSIONS,
    types: ITEM_TYPES,
    statuses: ITEM_STATUSES,
    roles: ROLES,
    formats: FORMATS,
    /** Fields a generic JSONL/CSV/XLSX import can map columns to (`--map field=column`). */
    mappingFields: [...GENERIC_TARGETS, 'id_prefix'],
    sortColumns: Object.keys(SORT_COLUMNS) as SortColumn[],
  })),
}
