// CMB-Clin (FreedomIntelligence/CMB): one clinical case {id, title, description, QA_pairs} becomes one
// open-ended item per question, id cmb-clin:<case id>:<n> with n counting pairs from 1. The case text is
// the item's context; the reference answer is "answer" (early commits) or "solution" (HF release).
import type { Item, ItemKey } from '../../core/types'
import { importMessages as m } from '../messages'
import { resolveTaxonomy } from '../taxonomy'
import type { AdapterContext, FormatAdapter, ParseResult, SourceRow } from '../types'
import { fail, finish, fitScore, has, nonEmpty, optionalText, specialtyOf, text } from './common'

const LICENCE = 'Apache-2.0'

export const cmbClinAdapter: FormatAdapter = {
  name: 'cmb-clin',
  detect: (rows) => fitScore(rows, 0.95, (r) => Array.isArray(r.fields.QA_pairs)),
  async *parse(rows, ctx) {
    for await (const row of rows) yield* parseCase(row, ctx)
  },
}

function parseCase(row: SourceRow, ctx: AdapterContext): ParseResult[] {
  const f = row.fields
  if (!has(row, 'id')) return [fail(row.line, m.missingField({ field: 'id' }))]
  const pairs = f.QA_pairs
  if (!Array.isArray(pairs) || pairs.length === 0) return [fail(row.line, m.noQaPairs())]
  const caseId = text(f.id).trim()
  const title = optionalText(f.title)
  const description = nonEmpty(text(f.description))
  const tax = resolveTaxonomy(ctx.taxonomy, 'CMB-Clin', title)
  return pairs.map((pair: unknown, i): ParseResult => {
    const p = (pair && typeof pair === 'object' ? pair : {}) as Record<string, unknown>
    const reference = nonEmpty(text(p.answer ?? p.solution))
    const item: Item = {
      id: `cmb-clin:${caseId}:${i + 1}`,
      track: tax.track,
      dimension: tax.dimension,
      specialty: specialtyOf(tax),
      type: tax.type ?? 'open_ended',
      task: 'CMB-Clin',
      stem: text(p.question).trim(),
      source: { name: 'CMB-Clin', licence: LICENCE, ref: `${caseId}#${i + 1}` },
    }
    if (title) item.source.subject = title
    if (description) item.context = { case: description }
    const key: ItemKey | undefined = reference ? { reference } : undefined
    return finish(row.line, item, key)
  })
}
