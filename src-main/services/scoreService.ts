// Scores a file of model answers over a stated item set (the whole bank, or a filter) with the one
// scoring core. Honest about its base: every item of the set is accounted for as scored, missing (no
// response: 0, unless the answered-only reading is asked for, which the summary then says) or
// unscorable (no key); responses outside the set or not in the bank are listed, never silently
// dropped. Accuracy-like and lexical-overlap scores are aggregated apart, never averaged together.
import { z } from 'zod'
import { aggregate } from '../core/aggregate'
import type { Estimate, ItemResult } from '../core/aggregate'
import { coverageTable, EMPTY_COVERAGE } from '../core/coverage'
import type { Coverage, CoverageItem, CoverageTable, ItemState } from '../core/coverage'
import { MbError, defineMessages } from '../core/messages'
import type { Msg } from '../core/messages'
import { scoreItem, scoreVariantOutputs } from '../core/score'
import type { ItemScore, ScorerId } from '../core/score'
import { familyOfType } from '../core/score/family'
import type { ScoreFamily } from '../core/score/family'
import type { Item, ItemType } from '../core/types'
import type { Facet } from '../store/bankIndex'
import type { ItemMeta } from '../store/bankStore'
import type { Workspace } from './workspace'

const m = defineMessages('score', {
  badResponse: {
    zh: (p) => `${p.file}:${p.line}: 回答记录无效（${p.detail}）`,
    en: (p) => `${p.file}:${p.line}: not a valid response record (${p.detail})`,
  },
  unknownItem: {
    zh: (p) => `${p.file}:${p.line}: 题库中没有题目“${p.id}”，未计分`,
    en: (p) => `${p.file}:${p.line}: item "${p.id}" is not in the bank; not scored`,
  },
  outsideSet: {
    zh: (p) => `${p.file}:${p.line}: 题目“${p.id}”不在本次计分的题目范围内，未计分`,
    en: (p) => `${p.file}:${p.line}: item "${p.id}" is outside the item set being scored; not scored`,
  },
  noKey: {
    zh: (p) => `${p.file}:${p.line}: 题目“${p.id}”没有答案，无法计分（计入“无法计分”）`,
    en: (p) => `${p.file}:${p.line}: item "${p.id}" has no key and cannot be scored (counted as unscorable)`,
  },
  duplicate: {
    zh: (p) => `${p.file}:${p.line}: 题目“${p.id}”的回答重复（第 ${p.first} 行已有），只计第一条`,
    en: (p) => `${p.file}:${p.line}: second response to item "${p.id}" (first on line ${p.first}); only the first is scored`,
  },
  variantOutOfRange: {
    zh: (p) => `${p.file}:${p.line}: 题目“${p.id}”只有 ${p.count} 个置换版本，variant ${p.variant} 无效`,
    en: (p) => `${p.file}:${p.line}: item "${p.id}" has ${p.count} presented variants; variant ${p.variant} does not exist`,
  },
  variantsMissing: {
    zh: (p) => `题目“${p.id}”缺少置换版本 ${p.missing} 的回答，按答错计`,
    en: (p) => `item "${p.id}" has no response for variant(s) ${p.missing}; they count as wrong`,
  },
  cannotScore: {
    zh: (p) => `${p.file}:${p.line}: ${p.reason}`,
    en: (p) => `${p.file}:${p.line}: ${p.reason}`,
  },
  noResponses: {
    zh: (p) => `${p.file} 中没有任何回答记录`,
    en: (p) => `${p.file} has no response records`,
  },
  emptySet: {
    zh: () => '计分范围内没有题目（检查筛选条件）',
    en: () => 'the item set to score is empty (check the filters)',
  },
})

/** A response: `variant` (0-based) says which presented permutation of the item was answered. */
const ResponseSchema = z.object({
  item_id: z.union([z.string().min(1), z.number()]).transform(String),
  output: z.string(),
  variant: z.number().int().min(0).optional(),
})

export interface ItemSetSpec {
  filters?: Partial<Record<Facet, string[]>>
  search?: string
}

export interface ScoreOptions extends ItemSetSpec {
  seed: number
  fileName?: string
  /** Score only the items that were answered (the other reading); the summary says so. */
  answeredOnly?: boolean
}

/** An estimate with the coverage of its group beside it. */
export type Node = Estimate & Coverage

export interface FamilySummary {
  family: ScoreFamily
  overall: Node
  byTrack: (Node & { track: string })[]
  byDimension: (Node & { track: string; dimension: string })[]
  byTask: (Node & { track: string; dimension: string; task: string })[]
  bySpecialty: (Node & { specialty: string })[]
  bySource: (Node & { source: string })[]
}

export interface ScoreSummary {
  /** The set scored: the whole bank or the filter given. */
  itemSet: { whole: boolean; filters: ItemSetSpec['filters']; search: string | null }
  /** "all": every item of the set counts, unanswered ones as 0. "answered-only": only answered ones. */
  reading: 'all' | 'answered-only'
  /** Items in the set. */
  nItems: number
  /** Response records read (valid or not). */
  nResponses: number
  /** Items of the set with no response. */
  nMissing: number
  /** Items answered and scored. */
  nScored: number
  /** Items answered but not scorable (no key). */
  nUnscorable: number
  /** Response records about items outside the set or not in the bank, or not valid. */
  nIgnoredResponses: number
  /** Accuracy-like scores (choice, extraction, judged). Null when the set has no such item. */
  accuracy: FamilySummary | null
  /** Lexical-overlap scores of open answers (ROUGE-L…), reported apart. Null when none. */
  lexical: FamilySummary | null
  scorers: ScorerId[]
  method: ReturnType<typeof aggregate>['method']
  /** Lines that were not scored, or scored with a caveat; the host renders them in its language. */
  problems: Msg[]
}

interface Answered {
  firstLine: number
  outputs: (string | undefined)[]
  single?: string
}

/** JSONL text of responses: a line that is not JSON is reported, not fatal. */
export function scoreResponsesText(ws: Workspace, text: string, opts: ScoreOptions): ScoreSummary {
  const file = opts.fileName ?? 'responses.jsonl'
  const records: { line: number; value: unknown }[] = []
  const bad: Msg[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim()) continue
    try {
      records.push({ line: i + 1, value: JSON.parse(lines[i]) })
    } catch (e) {
      bad.push(m.badResponse({ file, line: i + 1, detail: `JSON: ${(e as Error).message}` }))
    }
  }
  if (records.length + bad.length === 0) throw new MbError(m.noResponses({ file }))
  return scoreResponses(ws, records, opts, bad)
}

export function scoreResponses(ws: Workspace, records: { line: number; value: unknown }[], opts: ScoreOptions, earlier: Msg[] = []): ScoreSummary {
  const file = opts.fileName ?? 'responses.jsonl'
  const problems: Msg[] = [...earlier]
  let ignored = earlier.length
  const whole = !opts.search?.trim() && !Object.values(opts.filters ?? {}).some((v) => v && v.length > 0)
  const member = ws.index.select(opts.filters ?? {}, opts.search)

  // Responses, grouped by item; those outside the set are reported and left out.
  const answered = new Map<string, Answered>()
  const itemCache = new Map<string, Item>()
  for (const { line, value } of records) {
    const r = ResponseSchema.safeParse(value)
    if (!r.success) {
      problems.push(m.badResponse({ file, line, detail: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }))
      ignored++
      continue
    }
    const { item_id: id, output, variant } = r.data
    let a = answered.get(id)
    if (!a) {
      const rowid = ws.bank.rowidOf(id)
      if (rowid === undefined) {
        problems.push(m.unknownItem({ file, line, id }))
        ignored++
        continue
      }
      if (!member[rowid]) {
        problems.push(m.outsideSet({ file, line, id }))
        ignored++
        continue
      }
      a = { firstLine: line, outputs: [] }
      answered.set(id, a)
    }
    if (variant !== undefined) {
      const item = cachedItem(ws, itemCache, id)
      const count = item.variants?.length ?? 0
      if (variant >= count) {
        problems.push(m.variantOutOfRange({ file, line, id, count, variant }))
        ignored++
        continue
      }
      if (a.outputs[variant] !== undefined) {
        problems.push(m.duplicate({ file, line, id, first: a.firstLine }))
        ignored++
        continue
      }
      a.outputs[variant] = output
    } else if (a.single !== undefined) {
      problems.push(m.duplicate({ file, line, id, first: a.firstLine }))
      ignored++
    } else {
      a.single = output
    }
  }

  // Every item of the set: scored, missing or unscorable, in its family.
  const results: Record<ScoreFamily, ItemResult[]> = { accuracy: [], lexical: [] }
  const states: Record<ScoreFamily, CoverageItem[]> = { accuracy: [], lexical: [] }
  const scorers = new Map<string, ScorerId>()
  let nItems = 0
  for (const meta of ws.bank.itemMeta()) {
    if (!member[meta.rowid]) continue
    nItems++
    const family = familyOfType(meta.type as ItemType)
    const a = answered.get(meta.id)
    let state: ItemState
    let score: number | null = null
    if (!a) {
      state = 'missing'
      if (!opts.answeredOnly) score = 0
    } else {
      const s = scoreOne(ws, itemCache, meta.id, a, file, problems)
      if (s === null) state = 'unscorable'
      else {
        state = 'scored'
        score = s.score
        scorers.set(`${s.scorer.name}@${s.scorer.version}`, s.scorer)
      }
    }
    states[family].push(groupOf(meta, state))
    if (score !== null) results[family].push({ ...groupOf(meta, state), itemId: meta.id, score })
  }
  if (nItems === 0) throw new MbError(m.emptySet())

  const summarise = (family: ScoreFamily): FamilySummary | null => {
    if (states[family].length === 0) return null
    return familySummary(family, aggregate(results[family], { seed: opts.seed }), coverageTable(states[family]))
  }
  const all = [...states.accuracy, ...states.lexical]
  const count = (s: ItemState) => all.filter((x) => x.state === s).length
  return {
    itemSet: { whole, filters: opts.filters ?? {}, search: opts.search?.trim() || null },
    reading: opts.answeredOnly ? 'answered-only' : 'all',
    nItems,
    nResponses: records.length + earlier.length,
    nMissing: count('missing'),
    nScored: count('scored'),
    nUnscorable: count('unscorable'),
    nIgnoredResponses: ignored,
    accuracy: summarise('accuracy'),
    lexical: summarise('lexical'),
    scorers: [...scorers.values()].sort((a, b) => a.name.localeCompare(b.name)),
    method: aggregate([], { seed: opts.seed }).method,
    problems,
  }
}

function cachedItem(ws: Workspace, cache: Map<string, Item>, id: string): Item {
  let item = cache.get(id)
  if (!item) cache.set(id, (item = ws.bank.getItem(id)!.item))
  return item
}

function groupOf(meta: ItemMeta, state: ItemState): CoverageItem {
  return { track: meta.track, dimension: meta.dimension, task: meta.task, specialtyPrimary: meta.specialty_primary, source: meta.source, state }
}

/** One answered item's score, or null (with the reason among the problems) when it has none. */
function scoreOne(ws: Workspace, cache: Map<string, Item>, id: string, a: Answered, file: string, problems: Msg[]): ItemScore | null {
  const item = cachedItem(ws, cache, id)
  const key = ws.keys.get(id)?.key
  if (!key) {
    problems.push(m.noKey({ file, line: a.firstLine, id }))
    return null
  }
  try {
    if (a.outputs.length > 0 && item.variants?.length) {
      const missing = item.variants.map((_, i) => i).filter((i) => a.outputs[i] === undefined)
      if (missing.length > 0) problems.push(m.variantsMissing({ id, missing: missing.join(', ') }))
      return scoreVariantOutputs(item, key, item.variants.map((_, i) => a.outputs[i] ?? ''))
    }
    return scoreItem(item, key, a.single ?? a.outputs.find((o) => o !== undefined) ?? '')
  } catch (e) {
    if (!(e instanceof MbError)) throw e
    problems.push(m.cannotScore({ file, line: a.firstLine, reason: e.msg }))
    return null
  }
}

function familySummary(family: ScoreFamily, agg: ReturnType<typeof aggregate>, cov: CoverageTable): FamilySummary {
  const c = (map: Map<string, Coverage>, key: string): Coverage => map.get(key) ?? EMPTY_COVERAGE
  const empty: Estimate = { mean: null, lo: null, hi: null, n: 0 }
  const est = new Map<string, Estimate>()
  for (const t of agg.tracks) {
    est.set(t.track, t)
    for (const d of t.dimensions) {
      est.set(`${t.track}/${d.dimension}`, d)
      for (const k of d.tasks) est.set(`${t.track}/${d.dimension}/${k.task}`, k)
    }
  }
  const strip = (e: Estimate): Estimate => ({ mean: e.mean, lo: e.lo, hi: e.hi, n: e.n })
  const node = (key: string, map: Map<string, Coverage>): Node => ({ ...strip(est.get(key) ?? empty), ...c(map, key) })
  const sorted = (keys: Iterable<string>) => [...keys].sort()
  const spec = new Map(agg.bySpecialty.map((s) => [s.specialty, s]))
  const src = new Map(agg.bySource.map((s) => [s.source, s]))
  return {
    family,
    overall: { ...strip(agg.overall), ...cov.overall },
    byTrack: sorted(cov.byTrack.keys()).map((k) => ({ track: k, ...node(k, cov.byTrack) })),
    byDimension: sorted(cov.byDimension.keys()).map((k) => {
      const [track, dimension] = k.split('/')
      return { track, dimension, ...node(k, cov.byDimension) }
    }),
    byTask: sorted(cov.byTask.keys()).map((k) => {
      const [track, dimension, ...task] = k.split('/')
      return { track, dimension, task: task.join('/'), ...node(k, cov.byTask) }
    }),
    bySpecialty: sorted(cov.bySpecialty.keys()).map((k) => ({ specialty: k, ...strip(spec.get(k) ?? empty), ...c(cov.bySpecialty, k) })),
    bySource: sorted(cov.bySource.keys()).map((k) => ({ source: k, ...strip(src.get(k) ?? empty), ...c(cov.bySource, k) })),
  }
}
