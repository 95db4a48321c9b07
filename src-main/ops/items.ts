// One item: read (the key only when asked for and the caller's role may see it), save a version,
// save its key, keep an unsaved key edit in the keys file, change its status, read its history.
import { z } from 'zod'
import { ITEM_STATUSES } from '../core/types'
import { getItem, history, saveItem, saveKey, saveKeyDraft, setStatus } from '../services/itemService'
import { op } from './define'

const EDITORS = ['editor', 'coordinator'] as const
const ItemId = z.string().min(1).max(200)

export const itemOps = {
  'item.get': op(z.object({ id: ItemId, withKey: z.boolean().default(false) }), 'public', (ctx, { id, withKey }) =>
    getItem(ctx.ws, ctx.actor, id, { withKey }),
  ),

  'item.save': op(
    z.object({ id: ItemId, baseVersion: z.number().int().min(1), item: z.unknown(), note: z.string().max(2000).optional() }),
    EDITORS,
    (ctx, input) => saveItem(ctx.ws, ctx.actor!, input),
  ),

  'item.saveKey': op(z.object({ id: ItemId, baseVersion: z.number().int().min(0), key: z.unknown() }), EDITORS, (ctx, input) =>
    saveKey(ctx.ws, ctx.actor!, input),
  ),

  /** An unsaved key edit, kept in the keys file (never in the browser's storage); '' removes it. */
  'item.saveKeyDraft': op(
    z.object({ id: ItemId, baseVersion: z.number().int().min(0), text: z.string().max(1_000_000) }),
    EDITORS,
    (ctx, input) => saveKeyDraft(ctx.ws, ctx.actor!, input),
  ),

  'item.setStatus': op(z.object({ id: ItemId, status: z.enum(ITEM_STATUSES), note: z.string().max(2000).optional() }), EDITORS, (ctx, input) =>
    setStatus(ctx.ws, ctx.actor!, input),
  ),

  'item.history': op(z.object({ id: ItemId }), 'public', (ctx, { id }) => history(ctx.ws, ctx.actor, id)),
}
