// Scores a file of model answers against the bank and its keys with the one scoring core, then
// aggregates. Every response that cannot be scored is listed with its line and the reason; nothing
// is silently dropped from the denominator without saying so.
import { z } from 'zod'
import { aggregate } from '../core/aggregate'
import type { AggregateReport, Estimate, ItemResult } from '../core/aggregate'
import { MbError, defineMessages, renderMsg } from '../core/messages'
import type { Msg } from '../core/messages'
import { scoreItem, scoreVariantOutputs } from '../core/score'
import type { ItemScore, ScorerId } from '../core/score'
import type { Item } from '../core/types'
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
  noKey: {
    zh: (p) => `${p.file}:${p.line}: 题目“${p.id}”没有答案，未计分`,
    en: (p) => `${p.file}:${p.line}: item "${p.id}" has no key; not scored`,
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
    zh: (p) => `题目“${p.id}”缺少置换版本 ${p.missing} 的回答，按未答计`,
    en: (p) => `item "${p.id}" has no response for variant(s) ${p.missing}; they count as unanswered`,
  },
  cannotScore: {
    zh: (p) => `${p.file}:${p.line}: ${p.reason}`,
    en: (p) => `${p.file}:${p.line}: ${p.reason}`,
  },
  noResponses: {
    zh: (p) => `${p.file} 中没有可计分的回答`,
    en: (p) => `${p.file} has no response that could be scored`,
  },
})

/** A response: `variant` (0-based) says which presented permutation of the item was answered. */
const ResponseSchema = z.object({
  item_id: z.union([z.string().min(1), z.number()]).transform(String),
  output: z.string(),
  variant: z.number().int().min(0).optional(),
})

export interface ScoreSummary {
  /** Response records read. */
  responses: number
  /** Items scored (an item answered in five permutations counts once). */
  itemsScored: number
  overall: Estimate
  byTrack: (Estimate & { track: string })[]
  byDimension: (Estimate & { track: string; dimension: string })[]
  byTask: (Estimate & { dimension: string; task: string })[]
  bySpecialty: AggregateReport['bySpecialty']
  bySource: AggregateReport['bySource']
  scorers: ScorerId[]
  method: AggregateReport['method']
  /** Lines that were not scored, or scored with a caveat; the host renders them in its language. */
  problems: Msg[]
}

interface Pending {
  item: Item
  firstLine: number
  outputs: (string | undefined)[]
  single?: string
}

/** JSONL text of responses: a line that is not JSON is reported, not fatal. */
export function scoreResponsesText(ws: Workspace, text: string, opts: { seed: number; fileName?: string }): ScoreSummary {
  const file = opts.fileName ?? 'responses.jsonl'
  const records: { line: number; value: unknown }[] = []
  const bad: Msg[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim()) continue
    try {
      records.push({ line: i + 1, value: JSON.parse(lines[i]) })
    } catch (e) {
      bad.push(m.badResponse({ file, line: i + 1, detail: `not JSON: ${(e as Error).message}` }))
    }
  }
  const summary = scoreResponses(ws, records, opts, bad)
  return { ...summary, responses: records.length + bad.length }
}

export function scoreResponses(
  ws: Workspace,
  records: { line: number; value: unknown }[],
  opts: { seed: number; fileName?: string },
  earlier: Msg[] = [],
): ScoreSummary {
  const file = opts.fileName ?? 'responses.jsonl'
  const problems: Msg[] = [...earlier]
  const byItem = new Map<string, Pending>()
  for (const { line, value } of records) {
    const r = ResponseSchema.safeParse(value)
    if (!r.success) {
      problems.push(m.badResponse({ file, line, detail: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }))
      continue
    }
    const { item_id: id, output, variant } = r.data
    let p = byItem.get(id)
    if (!p) {
      const stored = ws.bank.getItem(id)
      if (!stored) {
        problems.push(m.unknownItem({ file, line, id }))
        continue
      }
      p = { item: stored.item, firstLine: line, outputs: [] }
      byItem.set(id, p)
    }
    if (variant !== undefined) {
      const count = p.item.variants?.length ?? 0
      if (variant >= count) {
        problems.push(m.variantOutOfRange({ file, line, id, count, variant }))
        continue
      }
      if (p.outputs[variant] !== undefined) {
        problems.push(m.duplicate({ file, line, id, first: p.firstLine }))
        continue
      }
      p.outputs[variant] = output
    } else if (p.single !== undefined) {
      problems.push(m.duplicate({ file, line, id, first: p.firstLine }))
    } else {
      p.single = output
    }
  }

  const results: ItemResult[] = []
  const scorers = new Map<string, ScorerId>()
  for (const [id, p] of byItem) {
    const key = ws.keys.get(id)?.key
    if (!key) {
      problems.push(m.noKey({ file, line: p.firstLine, id }))
      continue
    }
    let s: ItemScore
    try {
      if (p.outputs.length > 0 && p.item.variants?.length) {
        const missing = p.item.variants.map((_, i) => i).filter((i) => p.outputs[i] === undefined)
        if (missing.length > 0) problems.push(m.variantsMissing({ id, missing: missing.join(', ') }))
        s = scoreVariantOutputs(p.item, key, p.item.variants.map((_, i) => p.outputs[i] ?? ''))
      } else {
        s = scoreItem(p.item, key, p.single ?? p.outputs.find((o) => o !== undefined) ?? '')
      }
    } catch (e) {
      if (!(e instanceof MbError)) throw e
      problems.push(m.cannotScore({ file, line: p.firstLine, reason: e.msg }))
      continue
    }
    scorers.set(`${s.scorer.name}@${s.scorer.version}`, s.scorer)
    results.push({
      itemId: id,
      score: s.score,
      track: p.item.track,
      dimension: p.item.dimension,
      task: p.item.task,
      specialtyPrimary: p.item.specialty.primary,
      source: p.item.source.name,
    })
  }
  if (results.length === 0) {
    throw new MbError(m.noResponses({ file }), { problems: problems.map((x) => ({ zh: renderMsg(x, 'zh'), en: renderMsg(x, 'en') })) })
  }

  const agg = aggregate(results, { seed: opts.seed })
  return {
    responses: records.length,
    itemsScored: results.length,
    overall: agg.overall,
    byTrack: agg.tracks.map(({ dimensions: _d, ...t }) => t),
    byDimension: agg.tracks.flatMap((t) => t.dimensions.map(({ tasks: _t, ...d }) => ({ ...d, track: t.track }))),
    byTask: agg.tracks.flatMap((t) => t.dimensions.flatMap((d) => d.tasks.map((k) => ({ ...k, dimension: d.dimension })))),
    bySpecialty: agg.bySpecialty,
    bySource: agg.bySource,
    scorers: [...scorers.values()].sort((a, b) => a.name.localeCompare(b.name)),
    method: agg.method,
    problems,
  }
}
