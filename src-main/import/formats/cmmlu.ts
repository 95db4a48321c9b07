// CMMLU (haonan-li/CMMLU): Question, A–D, Answer, and an id and subject either in the row (our jsonl,
// the csv's unnamed first column) or implied by the file name (data/test/anatomy.csv). CMMLU repeats row
// ids across subjects and across its dev and test splits, so the item id is cmmlu:<split>:<subject>:<id>
// when the split is known (a `split` column, or dev/test/val in the file name) and cmmlu:<subject>:<id>
// otherwise.
import type { Item, ItemKey } from '../../core/types'
import { importMessages as m } from '../messages'
import { resolveTaxonomy } from '../taxonomy'
import { baseName } from '../file-names'
import type { AdapterContext, FormatAdapter, ParseResult, SourceRow } from '../types'
import {
  contentHash,
  eachRow,
  fail,
  fitScore,
  finish,
  has,
  HashIds,
  optionalText,
  optionsFromColumns,
  parseAnswerLetters,
  specialtyOf,
  text,
} from './common'

const LETTERS = ['A', 'B', 'C', 'D'] as const
const REQUIRED = ['Question', ...LETTERS, 'Answer'] as const
const LICENCE = 'CC BY-NC-SA 4.0'

export const cmmluAdapter: FormatAdapter = {
  name: 'cmmlu',
  detect: (rows) => fitScore(rows, 0.9, (r) => REQUIRED.every((f) => has(r, f)) && !has(r, 'Options')),
  parse: (rows, ctx) => eachRow(rows, (row, hashIds) => parseRow(row, ctx, hashIds)),
}

function parseRow(row: SourceRow, ctx: AdapterContext, hashIds: HashIds): ParseResult {
  const f = row.fields
  for (const name of REQUIRED) if (!has(row, name)) return fail(row.line, m.missingField({ field: name }))
  const subject = optionalText(f.subject) ?? subjectFromFileName(ctx.fileName)
  const stem = text(f.Question).trim()
  const options = optionsFromColumns(LETTERS.map((l) => [l, text(f[l])]))
  if (!options.ok) return fail(row.line, options.reason)
  const answer = parseAnswerLetters(f.Answer, Object.keys(options.value))
  if (!answer.ok) return fail(row.line, answer.reason)

  const rowId = optionalText(f.id) ?? optionalText(f['']) ?? optionalText(f['Unnamed: 0'])
  const split = optionalText(f.split) ?? splitFromFileName(ctx.fileName)
  const ns = split ? `cmmlu:${split}:${subject}` : `cmmlu:${subject}`
  const id = rowId !== undefined ? `${ns}:${rowId}` : hashIds.next(`${ns}:h${contentHash(stem, ...LETTERS.map((l) => text(f[l])))}`)
  const tax = resolveTaxonomy(ctx.taxonomy, 'CMMLU', subject)
  const item: Item = {
    id,
    track: tax.track,
    dimension: tax.dimension,
    specialty: specialtyOf(tax),
    type: answer.value.length > 1 ? 'multi_choice' : 'single_choice',
    task: `CMMLU/${subject}`,
    stem,
    options: options.value,
    source: { name: 'CMMLU', licence: LICENCE, subject, ref: rowId ?? `${ctx.fileName}:${row.line}` },
  }
  if (split) item.tags = [`split:${split}`]
  const key: ItemKey = { answer: answer.value }
  return finish(row.line, item, key)
}

/** "cmmlu_dev_gbk.csv" → "dev"; a name that names no split → undefined. */
export function splitFromFileName(fileName: string): string | undefined {
  return /(?:^|[^a-z])(dev|test|val|train)(?:[^a-z]|$)/i.exec(baseName(fileName))?.[1].toLowerCase()
}

/** "anatomy.csv", "data/test/anatomy.csv" → "anatomy". */
export function subjectFromFileName(fileName: string): string {
  return baseName(fileName) || 'unknown'
}
