// The editable source-subject → track / dimension / specialty mapping importers read.
import { z } from 'zod'
import { effectiveTaxonomy, saveTaxonomy } from '../services/taxonomyService'
import { mapBusy } from '../services/busy'
import { auditedBankWrite, textDigest } from '../services/audit'
import { op } from './define'

export const taxonomyOps = {
  'taxonomy.get': op(z.object({}), 'public', (ctx) => ({ mapping: effectiveTaxonomy(ctx.ws.bank) })),

  'taxonomy.set': op(z.object({ mapping: z.record(z.string(), z.unknown()) }), ['editor', 'coordinator'], (ctx, { mapping }) => {
    const bank = ctx.ws.bank
    // The bank's own overrides before and after (the shipped defaults are not the bank's to log).
    const summary = () => {
      const saved = bank.getTaxonomy()
      return { entries: Object.keys(saved).length, sha256: textDigest(JSON.stringify(saved)) }
    }
    const before = summary()
    mapBusy(ctx.ws.paths.bank, () =>
      auditedBankWrite(
        bank,
        () => saveTaxonomy(bank, mapping),
        () => ({ actor: ctx.actor!.id, action: 'taxonomy.set', target: null, old: before, new: summary() }),
      ),
    )
    ctx.ws.changed()
    return { mapping: effectiveTaxonomy(ctx.ws.bank) }
  }),
}
