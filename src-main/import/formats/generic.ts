// Generic JSONL/CSV/XLSX with a field mapping (`--map stem=题干 --map options=A,B,C,D,E`). Targets a
// mapping does not name fall back to obvious column names (id/编号, question/题干, answer/答案, A–E,
// 解析…). Without an id the item gets <prefix>:h<first 12 hex of sha256(stem, options)>, the prefix being
// the file name without extension (or `--map id_prefix=…`, which also prefixes ids the file gives).
// A `source` column names the dataset (source.name, and the taxonomy's source); without one the file
// name does. Specialty names are placed on the specialty list (specialty.ts): "内科" → 内科学.
import type { Dimension, Item, ItemKey, ItemType, Track } from '../../core/types'
import { CHOICE_TYPES, DIMENSIONS, ITEM_TYPES, TRACKS } from '../../core/types'
import { importMessages as m } from '../messages'
import { resolveTaxonomy } from '../taxonomy'
import { normalizeSpecialty } from '../specialty'
import type { AdapterContext, FormatAdapter, FormatName, ParseResult, SourceRow } from '../types'
import { baseName as fileBaseName, extensionOf } from '../file-names'
import {
  choiceTypeFor,
  contentHash,
  fail,
  finish,
  halfWidthLetters,
  HashIds,
  letterAt,
  nonEmpty,
  optionsFromColumns,
  optionsText,
  parseAnswerLetters,
  parseOptionLines,
  specialtyOf,
  text,
} from './common'
import type { Options, Outcome } from './common'

export const GENERIC_TARGETS = [
  'id',
  'stem',
  'options',
  'answer',
  'type',
  'track',
  'dimension',
  'specialty',
  'secondary',
  'task',
  'reference',
  'explanation',
  'case',
  'instruction',
  'source',
] as const
export type GenericTarget = (typeof GENERIC_TARGETS)[number]

/** Column names tried, case-insensitively, for a target the mapping leaves out. */
const DEFAULT_COLUMNS: Record<GenericTarget, readonly string[]> = {
  id: ['id', '编号', '题号', '序号', 'qid', 'question_id', 'item_id'],
  stem: ['stem', 'question', '题干', '题目', '问题', '试题', 'query', 'prompt'],
  options: ['options', '选项'],
  answer: ['answer', '答案', '正确答案', '标准答案'],
  type: ['type', '题型'],
  track: ['track', '赛道'],
  dimension: ['dimension', '维度', '能力维度'],
  specialty: ['specialty', 'primary', '一级学科', '一级科室', '学科', '科室', 'department'],
  secondary: ['secondary', '二级学科', '二级科室'],
  task: ['task', '任务', 'subject', '科目'],
  reference: ['reference', '参考答案', 'output', 'response'],
  explanation: ['explanation', '解析', '答案解析', 'analysis'],
  case: ['case', '病例', '病历', '病例摘要', 'context'],
  instruction: [],
  source: ['source', '来源', '数据集', 'dataset'],
}

const TYPE_WORDS: Record<string, ItemType> = {
  单选: 'single_choice', 单选题: 'single_choice', 单项选择题: 'single_choice', 最佳选择题: 'single_choice',
  // Licensing-exam item types: A1–A4 and B1 are single best answer, X is multiple answer.
  A型题: 'single_choice', A1型题: 'single_choice', A2型题: 'single_choice', A3型题: 'single_choice',
  A4型题: 'single_choice', B型题: 'single_choice', B1型题: 'single_choice',
  多选: 'multi_choice', 多选题: 'multi_choice', 多项选择题: 'multi_choice', 不定项选择题: 'multi_choice', X型题: 'multi_choice',
  判断: 'true_false', 判断题: 'true_false', 是非题: 'true_false',
  填空: 'cloze', 填空题: 'cloze',
  抽取: 'extraction', 信息抽取: 'extraction',
  问答: 'open_ended', 问答题: 'open_ended', 简答题: 'open_ended', 论述题: 'open_ended', 病例分析: 'open_ended',
  多轮对话: 'multi_turn', 对话: 'multi_turn',
}
const TRACK_WORDS: Record<string, Track> = { 大语言模型: 'llm', 语言模型: 'llm', 多模态: 'multimodal', 智能体: 'agent' }
const DIMENSION_WORDS: Record<string, Dimension> = {
  医学知识问答: 'knowledge_qa', 知识问答: 'knowledge_qa',
  医学语言理解: 'understanding', 语言理解: 'understanding',
  医学语言生成: 'generation', 语言生成: 'generation',
  复杂医学推理: 'reasoning', 医学推理: 'reasoning', 推理: 'reasoning',
  医疗安全和伦理: 'safety_ethics', 医疗安全与伦理: 'safety_ethics', 安全伦理: 'safety_ethics',
}
const TRUE_WORDS = new Set(['T', 'TRUE', '对', '正确', '是', '√', '✓', 'Y', 'YES'])
const FALSE_WORDS = new Set(['F', 'FALSE', '错', '错误', '否', '×', '✗', 'N', 'NO'])

export function genericAdapter(name: Extract<FormatName, 'jsonl' | 'csv' | 'xlsx'>): FormatAdapter {
  return {
    name,
    detect(_rows, fileName) {
      const ext = extensionOf(fileName)
      const kind = ext === 'xlsx' || ext === 'xlsm' ? 'xlsx' : ext === 'csv' || ext === 'tsv' || ext === 'tab' ? 'csv' : 'jsonl'
      // A floor: any specific format that fits outranks it.
      return kind === name ? 0.1 : 0.01
    },
    async *parse(rows, ctx) {
      // A CSV/XLSX header is fixed, so a mapped column it lacks is a typo; JSONL rows may omit optional keys.
      const columns = new ColumnResolver(ctx.mapping, name !== 'jsonl')
      const hashIds = new HashIds()
      for await (const row of rows) yield parseRow(row, ctx, columns.for(row), hashIds)
    },
  }
}

/** Where each target is read from, for one set of keys. */
interface Resolved {
  single: Partial<Record<GenericTarget, string>>
  /** Option columns in letter order, when options come from separate columns. */
  optionColumns: [letter: string, column: string][] | null
  /** Mapped columns that are absent (all of them for CSV/XLSX, the stem's for JSONL): row errors. */
  missing: string[]
}

class ColumnResolver {
  private readonly cache = new Map<string, Resolved>()
  constructor(
    private readonly mapping: Record<string, string>,
    private readonly strict: boolean,
  ) {}

  for(row: SourceRow): Resolved {
    const keys = Object.keys(row.fields)
    // CSV/XLSX rows share one key set; JSONL rows nearly always do.
    const signature = keys.join('\u0000')
    let resolved = this.cache.get(signature)
    if (!resolved) {
      resolved = this.resolve(keys)
      if (this.cache.size < 64) this.cache.set(signature, resolved)
    }
    return resolved
  }

  private resolve(keys: string[]): Resolved {
    const lower = new Map<string, string>()
    for (const k of keys) if (!lower.has(k.trim().toLowerCase())) lower.set(k.trim().toLowerCase(), k)
    const present = new Set(keys)
    const single: Resolved['single'] = {}
    const missing: string[] = []
    let optionColumns: Resolved['optionColumns'] = null
    for (const target of GENERIC_TARGETS) {
      const mapped = this.mapping[target]
      if (target === 'options' && mapped && mapped.includes(',')) {
        const cols = mapped.split(',').map((c) => c.trim()).filter(Boolean)
        if (this.strict) missing.push(...cols.filter((c) => !present.has(c)))
        const byLetter = cols.every((c) => /^[A-Z]$/.test(c))
        optionColumns = cols.map((c, i) => [byLetter ? c : letterAt(i), c])
        continue
      }
      if (mapped) {
        if (present.has(mapped)) single[target] = mapped
        else if (this.strict || target === 'stem') missing.push(mapped)
        continue
      }
      const found = DEFAULT_COLUMNS[target].map((c) => lower.get(c)).find((c) => c !== undefined)
      if (found !== undefined) single[target] = found
    }
    if (!optionColumns && !single.options) optionColumns = defaultOptionColumns(keys)
    return { single, optionColumns, missing }
  }
}

/** A, B, C… (or 选项A…, option_a…) columns, consecutive from A. */
function defaultOptionColumns(keys: string[]): [string, string][] | null {
  const byLetter = new Map<string, string>()
  for (const k of keys) {
    const match = /^(?:选项|option[_ ]?)?([A-Za-z])$/i.exec(k.trim())
    if (!match) continue
    const plain = /^[A-Z]$/.test(k.trim())
    const letter = match[1].toUpperCase()
    // A bare "A" column wins over "选项A" if both exist.
    if (!byLetter.has(letter) || plain) byLetter.set(letter, k)
  }
  const out: [string, string][] = []
  for (let i = 0; byLetter.has(letterAt(i)); i++) out.push([letterAt(i), byLetter.get(letterAt(i))!])
  return out.length >= 2 ? out : null
}

function parseRow(row: SourceRow, ctx: AdapterContext, cols: Resolved, hashIds: HashIds): ParseResult {
  if (cols.missing.length > 0) return fail(row.line, m.missingField({ field: cols.missing[0] }))
  const f = row.fields
  const get = (t: GenericTarget) => (cols.single[t] !== undefined ? text(f[cols.single[t]!]) : '')
  if (cols.single.stem === undefined) return fail(row.line, m.missingField({ field: 'stem' }))
  const stem = get('stem').trim()

  let options: Options | undefined
  if (cols.single.options !== undefined && get('options').trim() !== '') {
    const parsed = parseOptionLines(get('options').replace(/\\n/g, '\n'))
    if (!parsed.ok) return fail(row.line, parsed.reason)
    options = parsed.value
  } else if (cols.optionColumns) {
    const parsed = optionsFromColumns(cols.optionColumns.map(([letter, col]) => [letter, text(f[col])]))
    if (!parsed.ok) return fail(row.line, parsed.reason)
    if (Object.keys(parsed.value).length > 0) options = parsed.value
  }

  const declared = parseEnum(get('type'), 'type', ITEM_TYPES, TYPE_WORDS)
  if (!declared.ok) return fail(row.line, declared.reason)
  const answerText = get('answer').trim()
  const built = buildKey(declared.value, options, answerText, get('reference'), get('explanation'))
  if (!built.ok) return fail(row.line, built.reason)
  const { type, key } = built.value

  const task = nonEmpty(get('task'))
  const fileBase = baseName(ctx.fileName)
  const sourceName = nonEmpty(get('source')) ?? fileBase
  const tax = resolveTaxonomy(ctx.taxonomy, sourceName, task)
  const track = parseEnum(get('track'), 'track', TRACKS, TRACK_WORDS)
  if (!track.ok) return fail(row.line, track.reason)
  const dimension = parseEnum(get('dimension'), 'dimension', DIMENSIONS, DIMENSION_WORDS)
  if (!dimension.ok) return fail(row.line, dimension.reason)
  const specialty = specialtyFrom(nonEmpty(get('specialty')), nonEmpty(get('secondary')), tax)

  const prefix = nonEmpty(ctx.mapping.id_prefix)
  const givenId = nonEmpty(get('id'))
  const id = givenId !== undefined
    ? prefix ? `${prefix}:${givenId}` : givenId
    : hashIds.next(`${prefix ?? idSafe(fileBase)}:h${contentHash(stem, optionsText(options))}`)

  const item: Item = {
    id,
    track: track.value ?? tax.track,
    dimension: dimension.value ?? tax.dimension,
    specialty,
    type,
    task: task ?? fileBase,
    stem,
    source: { name: sourceName, ref: givenId ?? `${ctx.fileName}:${row.line}` },
  }
  if (task) item.source.subject = task
  if (options) item.options = options
  const caseText = nonEmpty(get('case'))
  const instruction = nonEmpty(get('instruction'))
  if (caseText || instruction) {
    item.context = {}
    if (caseText) item.context.case = caseText
    if (instruction) item.context.instruction = instruction
  }
  return finish(row.line, item, key)
}

/** The file's specialty columns placed on the list, or the taxonomy's when the file names none. */
function specialtyFrom(primary: string | undefined, secondary: string | undefined, tax: { primary: string; secondary?: string }): Item['specialty'] {
  if (primary) return normalizeSpecialty(primary, secondary)
  if (secondary) {
    const placed = normalizeSpecialty(secondary)
    return placed.secondary ? placed : { primary: tax.primary, secondary }
  }
  return specialtyOf(tax)
}

/**
 * The item type and key: a declared type wins; otherwise options make it a choice item (multi when the
 * answer has several letters) and no options make it open-ended, the answer being its reference.
 */
function buildKey(
  declared: ItemType | undefined,
  options: Options | undefined,
  answer: string,
  reference: string,
  explanation: string,
): Outcome<{ type: ItemType; key?: ItemKey }> {
  const key: ItemKey = {}
  if (nonEmpty(explanation)) key.explanation = explanation.trim()
  let type: ItemType
  if (declared === 'true_false') {
    type = declared
    if (answer) {
      const word = halfWidthLetters(answer).toUpperCase()
      if (TRUE_WORDS.has(word)) key.answer = 'T'
      else if (FALSE_WORDS.has(word)) key.answer = 'F'
      else return { ok: false, reason: m.badTrueFalse({ answer }) }
    }
  } else if (declared ? CHOICE_TYPES.has(declared) : options !== undefined) {
    const letters = Object.keys(options ?? {})
    let parsedAnswer: string | undefined
    if (answer) {
      const parsed = parseAnswerLetters(answer, letters)
      if (!parsed.ok) return parsed
      parsedAnswer = parsed.value
      key.answer = parsed.value
    }
    type = declared ?? (parsedAnswer ? choiceTypeFor(parsedAnswer) : 'single_choice')
    if (type === 'single_choice' && parsedAnswer && parsedAnswer.length > 1) {
      return { ok: false, reason: m.singleChoiceManyAnswers({ answer }) }
    }
  } else {
    type = declared ?? 'open_ended'
    const ref = nonEmpty(reference) ?? nonEmpty(answer)
    if (ref) key.reference = ref
  }
  if (!key.reference && nonEmpty(reference)) key.reference = reference.trim()
  return { ok: true, value: Object.keys(key).length > 0 ? { type, key } : { type } }
}

function parseEnum<T extends string>(
  raw: string,
  field: string,
  allowed: readonly T[],
  words: Record<string, T>,
): Outcome<T | undefined> {
  const v = raw.trim()
  if (v === '') return { ok: true, value: undefined }
  if ((allowed as readonly string[]).includes(v)) return { ok: true, value: v as T }
  const lower = v.toLowerCase()
  if ((allowed as readonly string[]).includes(lower)) return { ok: true, value: lower as T }
  if (words[v]) return { ok: true, value: words[v] }
  return { ok: false, reason: m.unknownValue({ field, value: v, allowed: allowed.join(', ') }) }
}

function baseName(fileName: string): string {
  return fileBaseName(fileName) || 'import'
}

function idSafe(s: string): string {
  return s.replace(/\s+/g, '_').replace(/:/g, '_')
}
