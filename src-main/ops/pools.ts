// Released pools: release (coordinator), list and read. A pool never changes after release.
import { z } from 'zod'
import { getPool, listPools, releasePool } from '../services/pools'
import { MAX_PAGE } from './bank'
import { op } from './define'

const PoolName = z.string().trim().min(1).max(120)

export const poolOps = {
  'pool.release': op(z.object({ name: PoolName, note: z.string().max(2000).optional() }), ['coordinator'], (ctx, input) => releasePool(ctx.ws, ctx.actor!, input)),

  'pool.list': op(z.object({}), 'public', (ctx) => listPools(ctx.ws)),

  'pool.get': op(
    z.object({ name: PoolName, offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(MAX_PAGE).default(MAX_PAGE) }),
    'public',
    (ctx, input) => getPool(ctx.ws, input),
  ),
}
