// The item form works on the same texts as the JSON editors (the item's and its key's), so drafts,
// autosave, save and the "advanced" JSON tab all see one document. Each edit parses the texts,
// changes one thing and writes them back in the editors' format; fields the form does not show
// (attachments, variants, tags, platform records) pass through untouched.
import { ItemKeySchema, ItemSchema, CHOICE_TYPES } from '../../../../src-main/core/types'
import type { ItemType } from '../../../../src-main/core/types'
import { describeIssue } from '../../../../src-main/core/zodMessages'

type Json = Record<string, unknown>

export interface FormDoc {
  item: Json
  /** Null when the key is withheld from this user or the item has none yet and none is being made. */
  key: Json | null
}

export type Parsed = { ok: true; doc: FormDoc } | { ok: false; which: 'item' | 'key'; detail: string }

/** The editors' serialisation (itemStore's): two-space JSON and a final newline. */
export function toText(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n'
}

export function parseDoc(itemText: string, keyText: string | null): Parsed {
  const item = parseObject(itemText)
  if (typeof item === 'string') return { ok: false, which: 'item', detail: item }
  if (keyText === null || keyText.trim() === '') return { ok: true, doc: { item, key: null } }
  const key = parseObject(keyText)
  if (typeof key === 'string') return { ok: false, which: 'key', detail: key }
  return { ok: true, doc: { item, key } }
}

function parseObject(text: string): Json | string {
  try {
    const v: unknown = JSON.parse(text)
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : 'not a JSON object'
  } catch (e) {
    return (e as Error).message
  }
}

/** A copy of `obj` with the value at `path` set (undefined removes it, and a parent it leaves empty). */
export function setPath(obj: Json, path: readonly string[], value: unknown): Json {
  const [head, ...rest] = path
  const out: Json = { ...obj }
  if (rest.length === 0) {
    if (value === undefined) delete out[head]
    else out[head] = value
    return out
  }
  const child = out[head] !== null && typeof out[head] === 'object' && !Array.isArray(out[head]) ? (out[head] as Json) : {}
  const next = setPath(child, rest, value)
  if (Object.keys(next).length === 0) delete out[head]
  else out[head] = next
  return out
}

export function getPath(obj: Json | null, path: readonly string[]): unknown {
  let v: unknown = obj
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Json)[k]
  }
  return v
}

/** The options as [letter, text], in letter order. */
export function optionList(item: Json): [string, string][] {
  const o = item.options
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return []
  return Object.entries(o as Json)
    .map(([l, t]): [string, string] => [l, typeof t === 'string' ? t : String(t)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

function withOptions(doc: FormDoc, list: [string, string][], answer: string | null): FormDoc {
  const item = { ...doc.item, options: Object.fromEntries(list) }
  // No option marked: no answer field (the key schema refuses an empty one).
  const key = doc.key === null || answer === null ? doc.key : setPath(doc.key, ['answer'], answer || undefined)
  return { item, key }
}

function answerOf(doc: FormDoc): string {
  const a = doc.key?.answer
  return typeof a === 'string' ? a : ''
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Options carry letters A, B, C… in order: letters follow positions, so the key moves with its text. */
function relettered(texts: string[], correct: boolean[]): { list: [string, string][]; answer: string } {
  const list = texts.map((t, i): [string, string] => [LETTERS[i], t])
  const answer = correct.map((c, i) => (c ? LETTERS[i] : '')).join('')
  return { list, answer }
}

function positions(doc: FormDoc): { texts: string[]; correct: boolean[] } {
  const list = optionList(doc.item)
  const answer = answerOf(doc)
  return { texts: list.map(([, t]) => t), correct: list.map(([l]) => answer.includes(l)) }
}

/** Whether the options can be added, removed or moved: presented copies (variants) fix their order. */
export function optionsLocked(item: Json): boolean {
  return Array.isArray(item.variants) && item.variants.length > 0
}

export function addOption(doc: FormDoc): FormDoc {
  const { texts, correct } = positions(doc)
  if (texts.length >= LETTERS.length) return doc
  const r = relettered([...texts, ''], [...correct, false])
  return withOptions(doc, r.list, doc.key === null ? null : r.answer)
}

export function removeOption(doc: FormDoc, index: number): FormDoc {
  const { texts, correct } = positions(doc)
  if (index < 0 || index >= texts.length) return doc
  texts.splice(index, 1)
  correct.splice(index, 1)
  const r = relettered(texts, correct)
  return withOptions(doc, r.list, doc.key === null ? null : r.answer)
}

export function moveOption(doc: FormDoc, index: number, delta: -1 | 1): FormDoc {
  const { texts, correct } = positions(doc)
  const to = index + delta
  if (index < 0 || index >= texts.length || to < 0 || to >= texts.length) return doc
  ;[texts[index], texts[to]] = [texts[to], texts[index]]
  ;[correct[index], correct[to]] = [correct[to], correct[index]]
  const r = relettered(texts, correct)
  return withOptions(doc, r.list, doc.key === null ? null : r.answer)
}

export function setOptionText(doc: FormDoc, index: number, text: string): FormDoc {
  const list = optionList(doc.item)
  if (index < 0 || index >= list.length) return doc
  list[index] = [list[index][0], text]
  return withOptions(doc, list, null)
}

/** Marks an option correct: the only one on a single-answer item, toggled on a multiple-answer one. */
export function toggleCorrect(doc: FormDoc, index: number): FormDoc {
  const list = optionList(doc.item)
  if (index < 0 || index >= list.length) return doc
  const letter = list[index][0]
  const key = doc.key ?? {}
  const answer = answerOf(doc)
  const multi = doc.item.type === 'multi_choice'
  const next = multi ? (answer.includes(letter) ? answer.replace(letter, '') : [...answer, letter].sort().join('')) : answer === letter ? '' : letter
  return { item: doc.item, key: setPath(key, ['answer'], next || undefined) }
}

export interface FieldIssue {
  /** The form field it belongs to: "stem", "options.B", "answer", "specialty.primary", … */
  field: string
  zh: string
  en: string
}

/** What the bank would refuse on save (the core's schemas and the key's checks), field by field, as the user types. */
export function validateDoc(doc: FormDoc): FieldIssue[] {
  const out: FieldIssue[] = []
  const item = ItemSchema.safeParse(doc.item)
  if (!item.success) for (const i of item.error.issues) out.push({ field: i.path.map(String).join('.'), ...describeIssue(i, doc.item) })
  if (doc.key !== null) {
    const key = ItemKeySchema.safeParse(doc.key)
    if (!key.success) for (const i of key.error.issues) out.push({ field: i.path.map(String).join('.'), ...describeIssue(i, doc.key) })
  }
  const type = doc.item.type as ItemType
  const list = optionList(doc.item)
  if (CHOICE_TYPES.has(type) && type !== 'true_false') {
    if (list.length < 2) out.push({ field: 'options', zh: '选择题至少需要两个选项', en: 'a choice item needs at least two options' })
    list.forEach(([l, t]) => {
      if (t.trim() === '') out.push({ field: `options.${l}`, zh: `选项 ${l} 的内容为空`, en: `option ${l} is empty` })
    })
    const seen = new Map<string, string>()
    for (const [l, t] of list) {
      const norm = t.trim()
      if (norm === '') continue
      const prev = seen.get(norm)
      if (prev) out.push({ field: `options.${l}`, zh: `选项 ${l} 与选项 ${prev} 内容相同`, en: `option ${l} repeats option ${prev}` })
      else seen.set(norm, l)
    }
    if (doc.key !== null) {
      const answer = answerOf(doc)
      const letters = new Set(list.map(([l]) => l))
      const outside = [...answer].filter((l) => !letters.has(l))
      if (outside.length > 0) out.push({ field: 'answer', zh: `答案 ${outside.join('')} 不在选项中`, en: `answer ${outside.join('')} is not among the options` })
      if (answer === '') out.push({ field: 'answer', zh: '尚未标记正确选项', en: 'no option is marked correct' })
      else if (type === 'single_choice' && answer.length > 1) out.push({ field: 'answer', zh: '单选题只能有一个正确选项', en: 'a single-choice item has exactly one correct option' })
    }
  }
  return out
}
