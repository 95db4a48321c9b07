// The editable source-subject → taxonomy mapping: the defaults shipped with the importers, overlaid
// with whatever the user saved in this bank. Importers read the effective mapping at import time.
import { z } from 'zod'
import { MbError, defineMessages } from '../core/messages'
import { DIMENSIONS, ITEM_TYPES, TRACKS } from '../core/types'
import { DEFAULT_TAXONOMY } from '../import/taxonomy'
import type { TaxonomyMapping } from '../import/types'
import type { BankStore } from '../store/bankStore'

const TargetSchema = z
  .object({
    track: z.enum(TRACKS).optional(),
    dimension: z.enum(DIMENSIONS).optional(),
    primary: z.string().min(1).optional(),
    secondary: z.string().min(1).optional(),
    type: z.enum(ITEM_TYPES).optional(),
  })
  .strict()

const MappingSchema = z.record(z.string().regex(/^[^:]+:.+$/, 'keys look like "Source:subject" or "Source:*"'), TargetSchema)

const m = defineMessages('taxonomy', {
  badTaxonomy: {
    zh: (p) => `分类映射无效：${p.detail}`,
    en: (p) => `the taxonomy mapping is not valid: ${p.detail}`,
  },
})

export function effectiveTaxonomy(bank: BankStore): TaxonomyMapping {
  return { ...DEFAULT_TAXONOMY, ...(bank.getTaxonomy() as TaxonomyMapping) }
}

/** Saves the entries that differ from the defaults, so later default fixes still reach this bank. */
export function saveTaxonomy(bank: BankStore, mapping: Record<string, unknown>): void {
  const parsed = MappingSchema.safeParse(mapping)
  if (!parsed.success) {
    throw new MbError(m.badTaxonomy({ detail: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }))
  }
  const overrides: TaxonomyMapping = {}
  for (const [k, v] of Object.entries(parsed.data)) {
    if (JSON.stringify(DEFAULT_TAXONOMY[k]) !== JSON.stringify(v)) overrides[k] = v
  }
  bank.setTaxonomy(overrides)
}
