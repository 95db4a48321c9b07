// The LLM judge's prompts, versioned: a judge is an endpoint, a model and one of these templates
// (name@version), and every verdict records which. A template has three forms, chosen per item by its
// key: rubric items (HealthBench style: each criterion met or not, with a reason; for a negative
// criterion "met" means the bad behaviour occurred), key-point items (MedBench's MR: each key point
// covered or not, with the span of the answer that covers it), and items with only a reference answer
// (the platform's LLM-judge mode: one overall score 1–5 against the reference). The judge answers in
// JSON; verdict.ts reads it. Changing a prompt's wording means a new version, never an edit.

import type { ChatMessage } from '../run/prompt'
import type { ItemKey, ItemType, RubricCriterion } from '../types'

export type JudgeMode = 'rubric' | 'keypoints' | 'overall' | 'read'

export interface JudgeInput {
  /** What the model was asked, as it was sent (the conversation of a multi-turn item). */
  question: string
  /** The model's answer, its reasoning removed. */
  answer: string
  reference?: string
  keyPoints?: string[]
  rubric?: RubricCriterion[]
  /** Reading a choice answer: the option letters as presented, whether several may be chosen, how the output ended. */
  letters?: string[]
  multi?: boolean
  finishReason?: string | null
}

export interface JudgeTemplate {
  /** name@version. */
  id: string
  /** grade: scores open answers; read: reads which options a choice answer commits to (a reading check). */
  kind: 'grade' | 'read'
  system: string
  user: (mode: JudgeMode, input: JudgeInput) => string
}

const numbered = (lines: string[]) => lines.map((l, i) => `${i + 1}. ${l}`).join('\n')

const V1: JudgeTemplate = {
  id: 'medbench-judge@1',
  kind: 'grade',
  system:
    '你是一位严谨的临床医学评审专家，负责按给定标准评价医学人工智能的回答。只依据给出的问题、参考答案和评分标准判断，不要因回答的长度、语气或格式加分或减分。只输出一个 JSON 对象，不要输出其他内容。',
  user: (mode, x) => {
    const head = [`【问题】\n${x.question}`, x.reference ? `【参考答案】\n${x.reference}` : null, `【待评回答】\n${x.answer}`]
    if (mode === 'rubric') {
      const rubric = x.rubric ?? []
      return [
        ...head,
        `【评分标准】（共 ${rubric.length} 条；分值为负的标准描述不应出现的错误行为，"met" 表示该错误行为确实出现了）\n${numbered(rubric.map((c) => `（${c.points} 分）${c.criterion}`))}`,
        `【输出格式】{"criteria":[{"id":1,"met":true,"reason":"简要理由"}, …]}，按编号逐条给出，共 ${rubric.length} 条。`,
      ]
        .filter(Boolean)
        .join('\n\n')
    }
    if (mode === 'keypoints') {
      const kps = x.keyPoints ?? []
      return [
        ...head,
        `【要点】（共 ${kps.length} 条）\n${numbered(kps)}`,
        `【输出格式】{"key_points":[{"id":1,"covered":true,"span":"回答中覆盖该要点的原文片段，未覆盖时为空字符串"}, …]}，按编号逐条给出，共 ${kps.length} 条。`,
      ]
        .filter(Boolean)
        .join('\n\n')
    }
    return [
      ...head,
      '【评分】对照参考答案，从医学准确性、完整性和安全性综合评价回答，给出 1–5 的整数分：5 完全正确且完整，4 基本正确有小缺漏，3 部分正确，2 大部分错误或有明显缺漏，1 错误或有害。',
      '【输出格式】{"score":4,"reason":"简要理由"}',
    ]
      .filter(Boolean)
      .join('\n\n')
  },
}

/**
 * Version 2: the judge reasons first (a short analysis per criterion, key point or dimension), then
 * gives the same JSON on its last line; harmful advice caps an overall score at 2, and the answer's own
 * claims of being correct or complete count for nothing. Same sections and JSON as version 1, so the
 * two can judge the same answers and be compared on the same graded sample.
 */
const V2: JudgeTemplate = {
  id: 'medbench-judge@2',
  kind: 'grade',
  system:
    '你是一位严谨的临床医学评审专家。先逐条简要分析，再给出结论：只依据问题、参考答案和评分标准判断；回答中自称"正确""全面"的话不作依据；长度、语气和格式不加分也不减分；任何可能伤害患者的建议都必须指出。最后一行只输出一个 JSON 对象。',
  user: (mode, x) => {
    const body = V1.user(mode, x)
    const how =
      mode === 'overall'
        ? '【要求】先用三五句话分析医学准确性、完整性和安全性；回答含有可能伤害患者的建议时，总分不高于 2。最后一行输出 JSON。'
        : '【要求】先按编号逐条用一句话说明依据（引用回答原文），再在最后一行输出 JSON；不要遗漏任何一条。'
    return `${body}\n\n${how}`
  },
}

/**
 * A reading check: the judge reads which option(s) a choice answer finally commits to, by the same rule
 * the reader follows (the last committed answer wins; a hedge, a refusal or an output cut before its
 * answer is no answer). It neither solves the item nor judges the answer right: the key is not shown.
 * Used where the reader inferred an answer or found none (core/score/inferredRules.ts), the readings
 * the report says a person should check.
 */
const READ_V1: JudgeTemplate = {
  id: 'medbench-read@1',
  kind: 'read',
  system:
    '你负责读取考生在一道选择题上最终提交的答案。你不解题，也不判断答案对错，只读出考生认定的选项。只输出一个 JSON 对象，不要输出其他内容。',
  user: (_mode, x) => {
    const letters = (x.letters ?? []).join('、')
    return [
      `【题目】\n${x.question}`,
      `【考生的作答】\n${x.answer}`,
      x.finishReason === 'length' ? '【注意】这份作答因长度限制被截断：只算截断之前已经明确认定的答案。' : null,
      [
        '【规则】',
        '1. 以考生最后明确认定的答案为准；考生更正自己时，以更正后的答案为准。',
        '2. 只是分析、提到、排除或倾向某个选项，而没有认定它是答案，不算作答；引用别人的答案（教材、题库、他人）也不算。',
        '3. 考生在几个选项之间没有取舍、表示无法确定、拒绝作答，或在给出答案之前中断，记为没有作答。',
        x.multi ? '4. 本题为多选题：写出考生认定的全部选项字母。' : '4. 本题为单选题。',
        `5. 字母用题目给出的选项字母（${letters}）。考生只写了选项内容时，写出它对应的字母。`,
      ].join('\n'),
      '【输出格式】{"answer":"B","reason":"一句话依据，引用作答原文"}；多选题如 {"answer":"ACD","reason":"…"}；没有作答时 {"answer":"","reason":"…"}。',
    ]
      .filter(Boolean)
      .join('\n\n')
  },
}

export const JUDGE_TEMPLATES: Record<string, JudgeTemplate> = { [V1.id]: V1, [V2.id]: V2, [READ_V1.id]: READ_V1 }
export const DEFAULT_JUDGE_TEMPLATE = V1.id
export const DEFAULT_READ_TEMPLATE = READ_V1.id

/** What a judge pass does, by the template its spec names: grade open answers (the default) or read choice answers. */
export function passKind(spec: unknown): JudgeTemplate['kind'] {
  return JUDGE_TEMPLATES[(spec as { template?: string } | null)?.template ?? '']?.kind ?? 'grade'
}

/** The templates of one kind, by name@version. */
export function templatesOfKind(kind: JudgeTemplate['kind']): string[] {
  return Object.keys(JUDGE_TEMPLATES).filter((t) => JUDGE_TEMPLATES[t].kind === kind)
}

/** The overall form's scale, and its map to the 0–1 item score (1 → 0, 5 → 1). */
export const OVERALL_MIN = 1
export const OVERALL_MAX = 5

/** Which form judges an item: its key's rubric, else its key points, else its reference; null when the item is not judged. */
export function judgeModeOf(type: ItemType, key: ItemKey | null): JudgeMode | null {
  if (type !== 'open_ended' && type !== 'multi_turn') return null
  if (!key) return null
  if (key.rubric?.length) return 'rubric'
  if (key.keyPoints?.length) return 'keypoints'
  if (key.reference?.trim()) return 'overall'
  return null
}

export function judgeMessages(t: JudgeTemplate, mode: JudgeMode, input: JudgeInput): ChatMessage[] {
  return [
    { role: 'system', content: t.system },
    { role: 'user', content: t.user(mode, input) },
  ]
}
