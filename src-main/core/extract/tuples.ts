// Parses the structured part of an extraction answer into tuples, for micro-F1 against key.tuples.
// Accepted shapes, tried in this order:
//  - a JSON object {field: value} (MedBench SMDoc): each pair becomes [field, value]; an array value
//    gives one tuple per element; a nested object gives [field.sub, value];
//  - a JSON array: of arrays (["头痛","症状"]), of strings (["头痛"]), or of objects, whose values are
//    taken in key order ({"entity":"头痛","type":"症状"} → ["头痛","症状"]);
//  - otherwise lines "实体：类型" / "实体: 类型" → [实体, 类型], "(a, b, c)" → [a, b, c], or a bare line → [line].
// JSON may sit in a ``` fence and be surrounded by prose. null values and empty strings are dropped.

import { stripReasoning } from './think'

const FENCE = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/
const BULLET = /^\s*(?:[-*•·]|\d+[.)、]|[（(]\d+[）)])\s*/
const TUPLE_LINE = /^[（(\[](.*)[）)\]]$/

function scalar(v: unknown): string | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'string') return v.trim() === '' ? null : v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  return JSON.stringify(v)
}

function fromObject(obj: Record<string, unknown>, prefix: string, out: string[][]): void {
  for (const [k, v] of Object.entries(obj)) {
    const field = prefix ? `${prefix}.${k}` : k
    if (Array.isArray(v)) {
      for (const el of v) {
        const t = scalar(el)
        if (t !== null) out.push([field, t])
      }
    } else if (v !== null && typeof v === 'object') {
      fromObject(v as Record<string, unknown>, field, out)
    } else {
      const t = scalar(v)
      if (t !== null) out.push([field, t])
    }
  }
}

function fromJson(v: unknown): string[][] | null {
  const out: string[][] = []
  if (Array.isArray(v)) {
    for (const el of v) {
      if (Array.isArray(el)) {
        const t = el.map(scalar).filter((x): x is string => x !== null)
        if (t.length > 0) out.push(t)
      } else if (el !== null && typeof el === 'object') {
        const t = Object.values(el as Record<string, unknown>)
          .map(scalar)
          .filter((x): x is string => x !== null)
        if (t.length > 0) out.push(t)
      } else {
        const t = scalar(el)
        if (t !== null) out.push([t])
      }
    }
    return out
  }
  if (v !== null && typeof v === 'object') {
    fromObject(v as Record<string, unknown>, '', out)
    return out
  }
  return null
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // Models often write Chinese quotes or a trailing comma; repair only those.
    const repaired = text
      .replace(/[“”]/g, '"')
      .replace(/，(?=\s*")/g, ',')
      .replace(/,\s*([}\]])/g, '$1')
    try {
      return JSON.parse(repaired)
    } catch {
      return undefined
    }
  }
}

function jsonCandidate(text: string): string | null {
  const fence = FENCE.exec(text)
  if (fence) return fence[1].trim()
  const o = text.indexOf('{')
  const a = text.indexOf('[')
  const start = o < 0 ? a : a < 0 ? o : Math.min(o, a)
  if (start < 0) return null
  const close = text[start] === '{' ? '}' : ']'
  const end = text.lastIndexOf(close)
  return end > start ? text.slice(start, end + 1) : null
}

function fromLines(text: string): string[][] {
  const out: string[][] = []
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(BULLET, '').trim()
    if (!line) continue
    const tuple = TUPLE_LINE.exec(line)
    if (tuple) {
      const parts = tuple[1].split(/[,，、]/).map((p) => p.trim()).filter(Boolean)
      if (parts.length > 0) out.push(parts)
      continue
    }
    const colon = line.search(/[:：]/)
    if (colon > 0) {
      const left = line.slice(0, colon).trim()
      const right = line.slice(colon + 1).trim()
      if (left && right) out.push([left, right])
      else if (left) out.push([left])
      continue
    }
    out.push([line])
  }
  return out
}

/** Tuples stated by a model output; see the module comment for the accepted shapes. */
export function parseTuples(output: string): string[][] {
  const text = stripReasoning(output)
  const cand = jsonCandidate(text)
  if (cand !== null) {
    const parsed = tryParse(cand)
    if (parsed !== undefined) {
      const t = fromJson(parsed)
      if (t !== null) return t
    }
  }
  return fromLines(text)
}
