// Validation failures in plain words, in both languages. zod's own texts ("Invalid input: expected
// string, received undefined") are for programmers; a clinician or an IT auditor reads "missing
// --bank" / "缺少 --bank". Each host names fields its own way (the CLI as flags), through `label`.
import type { z } from 'zod'
import { defineMessages } from './messages'
import type { Msg } from './messages'

const m = defineMessages('zod', {
  issues: {
    zh: (p) => String(p.zh),
    en: (p) => String(p.en),
  },
})

type Issue = z.core.$ZodIssue
export type FieldLabel = (path: string) => string

const DEFAULT_TEXT = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/

const TYPE_ZH: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  boolean: '是/否',
  array: '列表',
  object: '对象',
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<PropertyKey, unknown>)[k]
  }
  return v
}

function bound(issue: { inclusive?: boolean }, n: unknown, big: boolean): { zh: string; en: string } {
  const inc = issue.inclusive !== false
  return big
    ? { zh: inc ? `不能超过 ${n}` : `必须小于 ${n}`, en: inc ? `at most ${n}` : `less than ${n}` }
    : { zh: inc ? `至少 ${n}` : `必须大于 ${n}`, en: inc ? `at least ${n}` : `more than ${n}` }
}

/** One issue as { zh, en } without the field name. */
export function describeIssue(issue: Issue, value: unknown): { zh: string; en: string } {
  const custom = !DEFAULT_TEXT.test(issue.message)
  switch (issue.code) {
    case 'invalid_type': {
      if (valueAt(value, issue.path) === undefined) return { zh: '缺少此项', en: 'missing' }
      const t = String(issue.expected)
      return { zh: `应为${TYPE_ZH[t] ?? t}`, en: `must be ${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}` }
    }
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big'
      const n = big ? (issue as { maximum: unknown }).maximum : (issue as { minimum: unknown }).minimum
      const origin = (issue as { origin?: string }).origin
      if (origin === 'string' && !big && n === 1) return { zh: '不能为空', en: 'must not be empty' }
      if (origin === 'array' && !big && n === 1) return { zh: '至少需要一项', en: 'give at least one' }
      const b = bound(issue as { inclusive?: boolean }, n, big)
      if (origin === 'string') return { zh: `长度${b.zh}个字符`, en: `${b.en} characters long` }
      if (origin === 'array') return { zh: `${b.zh}项`, en: `${b.en} entries` }
      return b
    }
    case 'invalid_value': {
      const values = (issue as { values: unknown[] }).values.map(String).join(', ')
      return { zh: `应为以下之一：${values}`, en: `must be one of: ${values}` }
    }
    case 'unrecognized_keys': {
      const keys = (issue as { keys: string[] }).keys.join(', ')
      return { zh: `不认识的字段：${keys}`, en: `unknown field(s): ${keys}` }
    }
    default:
      if (custom) return { zh: issue.message, en: issue.message }
      return { zh: '格式不正确', en: 'not in the expected form' }
  }
}

/** The issues of a failed parse, field by field, in both languages. */
export function validationMsg(_schema: z.ZodType, value: unknown, error: z.ZodError, label: FieldLabel = (p) => p): Msg {
  const parts = error.issues.slice(0, 5).map((i) => {
    const d = describeIssue(i, value)
    const field = i.path.length ? label(i.path.map(String).join('.')) : ''
    return { zh: field ? `${field}：${d.zh}` : d.zh, en: field ? `${field}: ${d.en}` : d.en }
  })
  return m.issues({ zh: parts.map((p) => p.zh).join('；'), en: parts.map((p) => p.en).join('; ') })
}
