// CMExam (williamliujl/CMExam): Question, Options ("A …\nB …"), Answer (1–5 letters), Explanation.
// The csv/jsonl conversions write the option separator as the two characters backslash-n; Excel keeps a
// real line break. With a row_index the id is cmexam:<row_index>; without one (the xlsx) it is
// cmexam:h<first 12 hex of sha256(Question + "\n" + options as "A text" lines joined by "\n")>, taken
// after both separators are normalised, so the same question gets the same id from either file.
import type { Item, ItemKey } from '../../core/types'
import { importMessages as m } from '../messages'
import { resolveTaxonomy } from '../taxonomy'
import type { AdapterContext, FormatAdapter, ParseResult, SourceRow } from '../types'
import {
  choiceTypeFor,
  contentHash,
  eachRow,
  fail,
  finish,
  fitScore,
  has,
  HashIds,
  optionalText,
  optionsText,
  parseAnswerLetters,
  parseOptionLines,
  specialtyOf,
  text,
} from './common'

const REQUIRED = ['Question', 'Options', 'Answer'] as const
const LICENCE = 'Apache-2.0 (research/non-commercial use per CMExam README)'

export const cmexamAdapter: FormatAdapter = {
  name: 'cmexam',
  detect: (rows) => fitScore(rows, 0.95, (r) => REQUIRED.every((f) => has(r, f))),
  parse: (rows, ctx) => eachRow(rows, (row, hashIds) => parseRow(row, ctx, hashIds)),
}

function parseRow(row: SourceRow, ctx: AdapterContext, hashIds: HashIds): ParseResult {
  const f = row.fields
  for (const name of REQUIRED) if (!has(row, name)) return fail(row.line, m.missingField({ field: name }))
  const stem = text(f.Question).trim()
  const options = parseOptionLines(text(f.Options).replace(/\\n/g, '\n'))
  if (!options.ok) return fail(row.line, options.reason)
  if (Object.keys(options.value).length === 0) return fail(row.line, m.noOptions({ type: 'single_choice' }))
  const answer = parseAnswerLetters(f.Answer, Object.keys(options.value))
  if (!answer.ok) return fail(row.line, answer.reason)

  const rowIndex = optionalText(f.row_index)
  const id = rowIndex !== undefined
    ? `cmexam:${rowIndex}`
    : hashIds.next(`cmexam:h${contentHash(`${stem}\n${optionsText(options.value)}`)}`)
  const tax = resolveTaxonomy(ctx.taxonomy, 'CMExam', null)
  const item: Item = {
    id,
    track: tax.track,
    dimension: tax.dimension,
    specialty: specialtyOf(tax),
    type: choiceTypeFor(answer.value),
    task: 'CMExam',
    stem,
    options: options.value,
    source: { name: 'CMExam', licence: LICENCE, ref: rowIndex ?? `${ctx.fileName}:${row.line}` },
  }
  const key: ItemKey = { answer: answer.value }
  const explanation = optionalText(f.Explanation)
  if (explanation) key.explanation = explanation
  return finish(row.line, item, key)
}
