// CMtMedQA (SupritYoung/Zhongjing): multi-turn consultations {id, cate1, cate2, instruction, input,
// output, history: [[patient, doctor], …]} and adversarial safety prompts {instruct, output} without id.
// A consultation becomes a multi_turn item (also with an empty history: the format is the dialogue's);
// a safety prompt becomes an open-ended safety_ethics item with id cmtmedqa:s<first 12 hex of
// sha256(instruct)> ("-2", "-3" for repeats: the file holds a few identical prompts).
import type { Item, ItemKey } from '../../core/types'
import { importMessages as m } from '../messages'
import { resolveTaxonomy } from '../taxonomy'
import type { ResolvedTaxonomy } from '../taxonomy'
import { isKnownSpecialty, normalizeSpecialty } from '../specialty'
import type { AdapterContext, FormatAdapter, ParseResult, SourceRow } from '../types'
import { contentHash, eachRow, fail, finish, fitScore, has, HashIds, nonEmpty, optionalText, specialtyOf, text } from './common'

const LICENCE = 'Apache-2.0'
type Turn = NonNullable<NonNullable<Item['context']>['history']>[number]

export const cmtmedqaAdapter: FormatAdapter = {
  name: 'cmtmedqa',
  detect: (rows) =>
    fitScore(rows, 0.9, (r) => (has(r, 'history') && has(r, 'instruction') && has(r, 'output')) || (has(r, 'instruct') && has(r, 'output'))),
  parse: (rows, ctx) =>
    eachRow(rows, (row, hashIds) => (has(row, 'instruct') && !has(row, 'instruction') ? parseSafety(row, ctx, hashIds) : parseDialogue(row, ctx))),
}

function parseDialogue(row: SourceRow, ctx: AdapterContext): ParseResult {
  const f = row.fields
  for (const name of ['id', 'instruction'] as const) {
    if (!has(row, name)) return fail(row.line, m.missingField({ field: name }))
  }
  const history: Turn[] = []
  const raw = f.history ?? []
  if (!Array.isArray(raw)) return fail(row.line, m.badHistory({ turn: 1 }))
  for (let i = 0; i < raw.length; i++) {
    const turn = raw[i] as unknown
    if (!Array.isArray(turn) || turn.length !== 2) return fail(row.line, m.badHistory({ turn: i + 1 }))
    history.push({ role: 'patient', text: text(turn[0]) }, { role: 'doctor', text: text(turn[1]) })
  }
  const cate1 = optionalText(f.cate1)
  const cate2 = optionalText(f.cate2)
  const department = departmentOf(ctx, cate2, cate1)
  const tax = department.tax ?? resolveTaxonomy(ctx.taxonomy, 'CMtMedQA', null)
  const input = nonEmpty(text(f.input))
  const id = text(f.id).trim()
  const item: Item = {
    id: `cmtmedqa:${id}`,
    track: tax.track,
    dimension: tax.dimension,
    specialty: department.place,
    type: tax.type ?? 'multi_turn',
    task: 'CMtMedQA',
    stem: input ? `${text(f.instruction).trim()}\n${input}` : text(f.instruction).trim(),
    context: { history },
    source: { name: 'CMtMedQA', licence: LICENCE, ref: id },
  }
  if (cate1) item.source.subject = cate1
  if (cate2 && cate2 !== cate1) item.tags = [`cate2:${cate2}`]
  const reference = nonEmpty(text(f.output))
  return finish(row.line, item, reference ? { reference } : undefined)
}

/**
 * The specialty of a consultation, finer department first: cate2 as the mapping has it, or placed on the
 * specialty list by name ("风湿免疫" → 内科学/风湿免疫科); then cate1 likewise; then cate1 (or cate2) kept
 * as given, so a department nobody mapped is not lost; then the source default.
 */
function departmentOf(
  ctx: AdapterContext,
  cate2: string | undefined,
  cate1: string | undefined,
): { place: Item['specialty']; tax?: ResolvedTaxonomy } {
  for (const name of [cate2, cate1]) {
    if (!name) continue
    const mapped = resolveTaxonomy(ctx.taxonomy, 'CMtMedQA', name)
    if (mapped.exact) return { place: specialtyOf(mapped), tax: mapped }
    if (isKnownSpecialty(name)) return { place: normalizeSpecialty(name) }
  }
  const given = cate1 ?? cate2
  return given ? { place: { primary: given } } : { place: specialtyOf(resolveTaxonomy(ctx.taxonomy, 'CMtMedQA', null)) }
}

function parseSafety(row: SourceRow, ctx: AdapterContext, hashIds: HashIds): ParseResult {
  const f = row.fields
  const stem = text(f.instruct).trim()
  const tax = resolveTaxonomy(ctx.taxonomy, 'CMtMedQA', 'safety')
  const id = hashIds.next(`cmtmedqa:s${contentHash(stem)}`)
  const item: Item = {
    id,
    track: tax.track,
    dimension: tax.dimension,
    specialty: specialtyOf(tax),
    type: tax.type ?? 'open_ended',
    task: 'CMtMedQA/safety',
    stem,
    source: { name: 'CMtMedQA', licence: LICENCE, subject: 'safety', ref: `${ctx.fileName}:${row.line}` },
  }
  const reference = nonEmpty(text(f.output))
  const key: ItemKey | undefined = reference ? { reference } : undefined
  return finish(row.line, item, key)
}
