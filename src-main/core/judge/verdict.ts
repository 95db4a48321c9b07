// Reading a judge's answer: the JSON object its template asked for, found in whatever the model wrote
// around it (a <think> block, a ```json fence, a sentence before or after), checked against the item
// (one entry per criterion or key point, in order), and turned into the item's score with the core's
// formulas. A verdict that cannot be read says why; the caller asks again and, if it never reads,
// reports it. A verdict is never guessed.

import { z } from 'zod'
import { defineMessages, type Msg } from '../messages'
import { rubricScore } from '../score/rubric'
import { keyPointRecall } from '../score/keypoints'
import { OVERALL_MAX, OVERALL_MIN, type JudgeMode } from './templates'
import type { RubricCriterion } from '../types'

export const verdictMessages = defineMessages('verdict', {
  noJson: { zh: () => '评审输出中没有 JSON 对象', en: () => 'the judge wrote no JSON object' },
  badJson: { zh: (p) => `评审输出的 JSON 无法解析（${p.detail}）`, en: (p) => `the judge's JSON does not parse (${p.detail})` },
  badShape: { zh: (p) => `评审输出缺少或写错了字段：${p.detail}`, en: (p) => `the judge's JSON lacks or misnames a field: ${p.detail}` },
  wrongCount: {
    zh: (p) => `评审给出 ${p.got} 条判断，应为 ${p.want} 条`,
    en: (p) => `the judge gave ${p.got} verdicts where ${p.want} were asked for`,
  },
  badIds: { zh: () => '评审判断的编号与标准不对应', en: () => 'the judge numbered its verdicts differently from the criteria' },
  badLetters: {
    zh: (p) => `评审读出的答案 ${p.answer} 含有不是选项的字母（选项：${p.letters}）`,
    en: (p) => `the judge read ${p.answer}, which names letters that are not options (options: ${p.letters})`,
  },
  outOfScale: {
    zh: (p) => `评审分数 ${p.score} 不在 ${p.min}–${p.max} 的整数范围内`,
    en: (p) => `the judge's score ${p.score} is not a whole number from ${p.min} to ${p.max}`,
  },
})

export type Verdict =
  | { mode: 'rubric'; criteria: { met: boolean; reason: string }[] }
  | { mode: 'keypoints'; keyPoints: { covered: boolean; span: string }[] }
  | { mode: 'overall'; score: number; reason: string }
  /** A reading check: the letters as presented ('' for no answer), and why. */
  | { mode: 'read'; presented: string; reason: string }

export type VerdictRead = { ok: true; verdict: Verdict; score: number | null } | { ok: false; problem: Msg }

const RubricShape = z.object({ criteria: z.array(z.object({ id: z.number().int().optional(), met: z.boolean(), reason: z.string().default('') })) })
const KeyPointShape = z.object({ key_points: z.array(z.object({ id: z.number().int().optional(), covered: z.boolean(), span: z.string().default('') })) })
const OverallShape = z.object({ score: z.number(), reason: z.string().default('') })
const ReadShape = z.object({ answer: z.union([z.string(), z.array(z.string()), z.null()]), reason: z.string().default('') })

/** "A, C" / ["A","C"] / "无" / null as sorted letters; null when a letter is not among `letters`. */
function readLetters(answer: string | string[] | null, letters: readonly string[]): string | null {
  // Wrappers a judge adds around the letters ("选项B", "(B)", "option C") are not part of the answer.
  const text = (Array.isArray(answer) ? answer.join('') : (answer ?? '')).toUpperCase().replace(/选项|OPTIONS?|[\s,，、;；/和及()（）【】[\]"'“”]+/g, '')
  if (/^(|无|没有|未作答|NONE|NULL|NA|-)$/.test(text)) return ''
  if (!/^[A-Z]+$/.test(text)) return null
  const set = new Set(text)
  if ([...set].some((l) => !letters.includes(l))) return null
  return [...set].sort().join('')
}

/** The outermost JSON object in a text: after any <think> block, inside a ```json fence if there is one. */
export function findJsonObject(text: string): string | null {
  let t = text.replace(/<think>[\s\S]*?<\/think>/g, '')
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(t)
  if (fence && fence[1].includes('{')) t = fence[1]
  const start = t.indexOf('{')
  if (start < 0) return null
  // Balanced braces, outside strings.
  let depth = 0
  let inString = false
  for (let i = start; i < t.length; i++) {
    const c = t[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
      continue
    }
    if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return t.slice(start, i + 1)
  }
  return null
}

function ordered<T extends { id?: number }>(entries: T[], want: number): T[] | Msg {
  if (entries.length !== want) return verdictMessages.wrongCount({ got: entries.length, want })
  if (entries.every((e) => e.id === undefined)) return entries
  const byId = new Map(entries.map((e) => [e.id, e]))
  if (byId.size !== want) return verdictMessages.badIds()
  const out: T[] = []
  for (let i = 1; i <= want; i++) {
    const e = byId.get(i)
    if (!e) return verdictMessages.badIds()
    out.push(e)
  }
  return out
}

export function readVerdict(mode: JudgeMode, text: string, expect: { rubric?: readonly RubricCriterion[]; keyPoints?: readonly string[]; letters?: readonly string[] }): VerdictRead {
  const json = findJsonObject(text)
  if (json === null) return { ok: false, problem: verdictMessages.noJson() }
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (e) {
    return { ok: false, problem: verdictMessages.badJson({ detail: (e as Error).message.slice(0, 120) }) }
  }
  const shape = (r: z.ZodSafeParseResult<unknown>) => verdictMessages.badShape({ detail: r.error!.issues.map((i) => i.path.join('.') || i.message).join(', ').slice(0, 160) })
  if (mode === 'rubric') {
    const r = RubricShape.safeParse(value)
    if (!r.success) return { ok: false, problem: shape(r) }
    const rubric = expect.rubric ?? []
    const entries = ordered(r.data.criteria, rubric.length)
    if (!Array.isArray(entries)) return { ok: false, problem: entries }
    const criteria = entries.map((e) => ({ met: e.met, reason: e.reason }))
    return { ok: true, verdict: { mode, criteria }, score: rubricScore(rubric, criteria.map((c) => c.met)) }
  }
  if (mode === 'keypoints') {
    const r = KeyPointShape.safeParse(value)
    if (!r.success) return { ok: false, problem: shape(r) }
    const entries = ordered(r.data.key_points, expect.keyPoints?.length ?? 0)
    if (!Array.isArray(entries)) return { ok: false, problem: entries }
    const keyPoints = entries.map((e) => ({ covered: e.covered, span: e.span }))
    return { ok: true, verdict: { mode, keyPoints }, score: keyPointRecall(keyPoints.map((k) => k.covered)) }
  }
  if (mode === 'read') {
    const r = ReadShape.safeParse(value)
    if (!r.success) return { ok: false, problem: shape(r) }
    const letters = expect.letters ?? []
    const presented = readLetters(r.data.answer, letters)
    if (presented === null) return { ok: false, problem: verdictMessages.badLetters({ answer: JSON.stringify(r.data.answer), letters: letters.join('') }) }
    // Scored against the key by the pass, which knows the presented order and the key.
    return { ok: true, verdict: { mode, presented, reason: r.data.reason }, score: null }
  }
  const r = OverallShape.safeParse(value)
  if (!r.success) return { ok: false, problem: shape(r) }
  const s = r.data.score
  if (!Number.isInteger(s) || s < OVERALL_MIN || s > OVERALL_MAX) return { ok: false, problem: verdictMessages.outOfScale({ score: s, min: OVERALL_MIN, max: OVERALL_MAX }) }
  return { ok: true, verdict: { mode, score: s, reason: r.data.reason }, score: (s - OVERALL_MIN) / (OVERALL_MAX - OVERALL_MIN) }
}
