// The editable source-subject → track / dimension / specialty mapping importers read.
import { z } from 'zod'
import { effectiveTaxonomy, saveTaxonomy } from '../services/taxonomyService'
import { mapBusy } from '../services/busy'
import { op } from './define'

export const taxonomyOps = {
  'taxonomy.get': op(z.object({}), 'public', (ctx) => ({ mapping: effectiveTaxonomy(ctx.ws.bank) })),

  'taxonomy.set': op(z.object({ mapping: z.record(z.string(), z.unknown()) }), ['editor', 'coordinator'], (ctx, { mapping }) => {
    mapBusy(ctx.ws.paths.bank, () => saveTaxonomy(ctx.ws.bank, mapping))
    ctx.ws.changed()
    return { mapping: effectiveTaxonomy(ctx.ws.bank) }
  }),
}
