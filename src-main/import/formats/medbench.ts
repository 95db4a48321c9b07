// MedBench platform question files: {"question", "answer", "other": {"id", "source"}, "img_path"?}.
// Records sharing (other.source, other.id) are one item: for MedExam, MedSafety, MedEthics and
// MedRxCheck_SCQ the platform shows each stem five times with its options shuffled. The first record's
// options become the canonical ones; every record is kept as a variant {prompt, order, line} with
// order[i] = the canonical letter of the option shown at position i. A filled `answer` is in the
// record's presented letters and is mapped to canonical letters.
//
// Each variant also keeps what a submission needs to write its record back exactly (variant.record:
// the file's base name, the record's position, `other` and any other top-level field verbatim; the
// prompt is the question string itself, untrimmed). Never the record's answer: that is a key.
//
// Source names are normalised to the task catalogue ("MedRxCheck_V4_SCQ" → MedRxCheck_SCQ, "CTR-QC" →
// MedReportQC, see taxonomy.ts); the item id keeps the raw source ("MedExam_V4:3"), and so does
// source.subject, so nothing the platform wrote is lost.
//
// This is the one adapter that buffers: a small window of open groups (permutations are adjacent in the
// platform's files). A group that reappears after leaving the window yields a second item with the same
// id, which the pipeline reports as a duplicate id on that line.
import type { Item, ItemKey, ItemType, PlatformRecord as StoredRecord, Track, Variant } from '../../core/types'
import type { Msg } from '../../core/messages'
import { importMessages as m } from '../messages'
import { MEDBENCH_DIMENSION_BY_TRACK, medbenchTask, resolveTaxonomy } from '../taxonomy'
import { baseName } from '../file-names'
import type { AdapterContext, FormatAdapter, ParseResult, SourceRow } from '../types'
import { fail, finish, has, parseAnswerLetters, specialtyOf, text } from './common'
import { findOptions, normalizeForMatch, splitPrompt } from './medbench-prompt'
import type { PresentedOption } from './medbench-prompt'

const OPEN_GROUPS = 64

export const medbenchAdapter: FormatAdapter = {
  name: 'medbench',
  detect(rows) {
    if (rows.length === 0) return 0
    const fits = rows.filter((r) => has(r, 'question') && otherOf(r)?.id !== undefined).length
    return (0.95 * fits) / rows.length
  },
  parse: parseMedbench,
}

/**
 * The task of a record: its source name normalised (medbenchTask), refined by the file name when that
 * names a sub-task of it. LLM_MedRxCheck_SQ.jsonl holds records whose source is "MedRxCheck_V4": they
 * are the structured-question part, MedRxCheck_SQ, beside MedRxCheck_SCQ and MedRxCheck_MSQ.
 */
export function taskOf(source: string, fileName = ''): string {
  const task = medbenchTask(source)
  const fromFile = medbenchTask(baseName(fileName).replace(/^(LLM|Agent|VLM)_/i, ''))
  return /^_(SCQ|MSQ|SQ)$/.test(fromFile.slice(task.length)) && fromFile.startsWith(task) ? fromFile : task
}

export function isChoice(type: ItemType): boolean {
  return type === 'single_choice' || type === 'multi_choice'
}

/** The item type the mapping gives a task (open-ended when it does not know the task). */
export function medbenchType(ctx: Pick<AdapterContext, 'taxonomy'>, task: string): ItemType {
  return resolveTaxonomy(ctx.taxonomy, 'MedBench', task).type ?? 'open_ended'
}

interface PlatformRecord {
  line: number
  source: string
  id: string
  question: string
  answer: string
  images: string[]
  /** What a submission needs to write this record back (question files only, not key files). */
  stored?: StoredRecord
}

interface ParsedRecord {
  instruction?: string
  stem: string
  options?: PresentedOption[]
}

interface Group {
  itemId: string
  /** The platform's source name as written ("MedRxCheck_V4_SCQ"). */
  source: string
  task: string
  type: ItemType
  images: string[]
  firstLine: number
  canonical: (ParsedRecord & { line: number }) | null
  variants: Variant[]
  /** Canonical key from the first record that had one, and its line. */
  key: { value: ItemKey; line: number } | null
  errors: ParseResult[]
}

async function* parseMedbench(rows: AsyncIterable<SourceRow>, ctx: AdapterContext): AsyncIterable<ParseResult> {
  const fileTrack = trackFromFileName(ctx.fileName)
  const open = new Map<string, Group>()
  const file = ctx.fileName.replace(/^.*[\\/]/, '')
  let index = 0
  for await (const row of rows) {
    const rec = readRecord(row, true, file, index++)
    if (!rec.ok) {
      yield rec.error
      continue
    }
    const itemId = `${rec.value.source}:${rec.value.id}`
    let group = open.get(itemId)
    if (group) {
      // Re-insert so the Map's order is least-recently-seen first.
      open.delete(itemId)
    } else {
      const task = taskOf(rec.value.source, ctx.fileName)
      group = {
        itemId,
        source: rec.value.source,
        task,
        type: medbenchType(ctx, task),
        images: rec.value.images,
        firstLine: rec.value.line,
        canonical: null,
        variants: [],
        key: null,
        errors: [],
      }
    }
    open.set(itemId, group)
    addRecord(group, rec.value)
    if (open.size > OPEN_GROUPS) {
      const [oldest, old] = open.entries().next().value as [string, Group]
      open.delete(oldest)
      yield* flush(old, ctx, fileTrack)
    }
  }
  for (const group of open.values()) yield* flush(group, ctx, fileTrack)
}

function otherOf(row: SourceRow): Record<string, unknown> | undefined {
  const other = row.fields.other
  return other && typeof other === 'object' && !Array.isArray(other) ? (other as Record<string, unknown>) : undefined
}

type Read = { ok: true; value: PlatformRecord } | { ok: false; error: ParseResult }

/** `file` and `index` (the record's position in it) keep the record for a submission; key files pass none. */
export function readRecord(row: SourceRow, requireQuestion = true, file = '', index = 0): Read {
  const other = otherOf(row)
  const id = other ? text(other.id).trim() : ''
  const source = other ? text(other.source).trim() : ''
  if (!id) return { ok: false, error: fail(row.line, m.missingField({ field: 'other.id' })) }
  if (!source) return { ok: false, error: fail(row.line, m.missingField({ field: 'other.source' })) }
  const question = text(row.fields.question)
  if (requireQuestion && question.trim() === '') {
    return { ok: false, error: fail(row.line, m.missingField({ field: 'question' })) }
  }
  const img = row.fields.img_path
  const images = (Array.isArray(img) ? img : img === undefined || img === null ? [] : [img]).map(text).filter((p) => p)
  const value: PlatformRecord = { line: row.line, source, id, question, answer: text(row.fields.answer).trim(), images }
  if (file) value.stored = storedRecord(row, file, index)
  return { ok: true, value }
}

const OWN_FIELDS = new Set(['question', 'answer', 'other'])

/**
 * The record as written, minus its answer (a key when filled) and minus the question when the prompt
 * already holds it verbatim (a string: text() returns it unchanged). Values are the parsed JSON values
 * themselves, so writing them back gives the same JSON.
 */
function storedRecord(row: SourceRow, file: string, index: number): StoredRecord {
  const fields = Object.keys(row.fields)
  const out: StoredRecord = { file, index, fields, other: row.fields.other }
  const extra = fields.filter((f) => !OWN_FIELDS.has(f))
  if (extra.length) out.extra = Object.fromEntries(extra.map((f) => [f, row.fields[f]]))
  if (typeof row.fields.question !== 'string') out.question = row.fields.question
  return out
}

function parseRecord(question: string, type: ItemType, task: string): ParsedRecord | { error: Msg } {
  const { instruction, body } = splitPrompt(question)
  if (!isChoice(type)) return instruction ? { instruction, stem: body } : { stem: body }
  const found = findOptions(body)
  if (!found.ok) {
    if (found.seen.length === 0) return { error: m.medbenchOptionsNotFound({ task }) }
    return { error: m.medbenchOptionsBroken({ task, letters: found.seen.join(' ') }) }
  }
  const block = found.block
  // Text after the options (format reminders) belongs with the instructions, not the stem.
  const ins = [instruction, block.trailing].filter((s): s is string => !!s).join('\n\n')
  return ins ? { instruction: ins, stem: block.stem, options: block.options } : { stem: block.stem, options: block.options }
}

function addRecord(group: Group, rec: PlatformRecord): void {
  const parsed = parseRecord(rec.question, group.type, group.task)
  if ('error' in parsed) {
    group.errors.push(fail(rec.line, parsed.error, group.itemId))
    return
  }
  let order: string[]
  if (group.canonical === null) {
    group.canonical = { ...parsed, line: rec.line }
    order = (parsed.options ?? []).map((o) => o.letter)
  } else {
    const matched = matchVariant(group, parsed, rec.line)
    if (!matched.ok) {
      group.errors.push(matched.error)
      return
    }
    order = matched.order
  }
  group.variants.push(rec.stored ? { prompt: rec.question, order, line: rec.line, record: rec.stored } : { prompt: rec.question, order, line: rec.line })
  if (rec.answer !== '') addAnswer(group, rec, order, parsed)
}

function matchVariant(
  group: Group,
  parsed: ParsedRecord,
  line: number,
): { ok: true; order: string[] } | { ok: false; error: ParseResult } {
  const canonical = group.canonical!
  const first = canonical.line
  if (normalizeForMatch(parsed.stem) !== normalizeForMatch(canonical.stem)) {
    return { ok: false, error: fail(line, m.medbenchVariantStem({ id: group.itemId, first }), group.itemId) }
  }
  const shown = parsed.options ?? []
  const canon = canonical.options ?? []
  if (shown.length !== canon.length) {
    const detail = `${shown.length} ≠ ${canon.length}`
    return { ok: false, error: fail(line, m.medbenchVariantOptions({ id: group.itemId, first, detail }), group.itemId) }
  }
  const unused = new Map<string, string[]>()
  for (const o of canon) {
    const k = normalizeForMatch(o.text)
    unused.set(k, [...(unused.get(k) ?? []), o.letter])
  }
  const order: string[] = []
  for (const o of shown) {
    const letters = unused.get(normalizeForMatch(o.text))
    const letter = letters?.shift()
    if (letter === undefined) {
      const detail = `${o.letter}. ${o.text.slice(0, 40)}`
      return { ok: false, error: fail(line, m.medbenchVariantOptions({ id: group.itemId, first, detail }), group.itemId) }
    }
    order.push(letter)
  }
  return { ok: true, order }
}

function addAnswer(group: Group, rec: PlatformRecord, order: string[], parsed: ParsedRecord): void {
  let key: ItemKey
  if (isChoice(group.type)) {
    const presented = (parsed.options ?? []).map((o) => o.letter)
    const letters = parseAnswerLetters(rec.answer, presented)
    if (!letters.ok) {
      group.errors.push(fail(rec.line, letters.reason, group.itemId))
      return
    }
    const canonical = [...letters.value].map((l) => order[l.charCodeAt(0) - 65]).sort().join('')
    if (group.type === 'single_choice' && canonical.length > 1) {
      group.errors.push(fail(rec.line, m.singleChoiceManyAnswers({ answer: rec.answer }), group.itemId))
      return
    }
    key = { answer: canonical }
  } else {
    key = { reference: rec.answer }
  }
  if (group.key === null) {
    group.key = { value: key, line: rec.line }
  } else {
    const a = group.key.value.answer ?? group.key.value.reference ?? ''
    const b = key.answer ?? key.reference ?? ''
    if (a !== b) group.errors.push(fail(rec.line, m.medbenchKeyConflict({ id: group.itemId, a, b }), group.itemId))
  }
}

function* flush(group: Group, ctx: AdapterContext, fileTrack: Track | undefined): Iterable<ParseResult> {
  yield* group.errors
  const canonical = group.canonical
  if (!canonical) return
  const exact = ctx.taxonomy[`MedBench:${group.task}`]
  const tax = resolveTaxonomy(ctx.taxonomy, 'MedBench', group.task)
  const track: Track = exact?.track ?? fileTrack ?? (group.images.length > 0 ? 'multimodal' : 'llm')
  const dimension = exact?.dimension ?? (track === 'llm' ? tax.dimension : MEDBENCH_DIMENSION_BY_TRACK[track])
  const item: Item = {
    id: group.itemId,
    track,
    dimension,
    specialty: specialtyOf(tax),
    type: group.type,
    task: group.task,
    stem: canonical.stem,
    variants: group.variants,
    source: { name: 'MedBench', subject: group.source, ref: group.itemId },
  }
  if (canonical.options) {
    item.options = Object.fromEntries(canonical.options.map((o) => [o.letter, o.text]))
  }
  if (canonical.instruction) item.context = { instruction: canonical.instruction }
  if (group.images.length > 0) item.attachments = group.images.map((path) => ({ kind: 'image' as const, path }))
  yield finish(group.firstLine, item, group.key?.value)
}

/** LLM_MedExam.jsonl → llm, Agent_MedCallAPI.jsonl → agent, VLM_MedClass.jsonl → multimodal. */
export function trackFromFileName(fileName: string): Track | undefined {
  const base = fileName.replace(/^.*[\\/]/, '')
  if (/^LLM_/i.test(base)) return 'llm'
  if (/^Agent_/i.test(base)) return 'agent'
  if (/^VLM_/i.test(base)) return 'multimodal'
  return undefined
}
