// The dev split a few-shot run draws its examples from: read from the bank with the gold answers from
// the keys file the workspace already has open (examples are shown solved, so a bank handed out
// without its keys cannot run few-shot, and says so). At planning the split is resolved and checked
// (not overlapping the questions, enough usable examples); at a resume the examples are read back at
// the item and key versions the run recorded, so it shows exactly what it showed before.
import { MbError, defineMessages } from '../../core/messages'
import type { PromptRecord } from '../../core/run/prompt'
import { usableExample } from '../../core/run/prompt'
import { ShotPicker } from '../../core/run/shots'
import type { DevSelection } from '../../core/run/spec'
import type { Item, ItemKey } from '../../core/types'
import type { Workspace } from '../workspace'

const m = defineMessages('fewShot', {
  devEmpty: {
    zh: (p) => `示例来源（${p.dev}）中没有题目，无法组成少样本提示`,
    en: (p) => `the dev split (${p.dev}) holds no items; there is nothing to draw few-shot examples from`,
  },
  noKeys: {
    zh: (p) => `少样本示例需要标准答案，但答案文件 ${p.file} 中没有示例来源（${p.dev}）任何一道题（共 ${p.n} 道）的答案：请提供题库的答案文件（--keys）或改用零样本模板`,
    en: (p) => `few-shot examples are shown with their answers, but the keys file ${p.file} has none for the ${p.n} items of the dev split (${p.dev}): give the bank's keys (--keys) or use the zero-shot template`,
  },
  tooFew: {
    zh: (p) => `示例来源（${p.dev}）中只有 ${p.usable} 道可作示例的题，少于每题所需的 ${p.k} 道（无答案 ${p.noKey} 道，答案无法展示 ${p.noAnswer} 道，多轮对话 ${p.dialogue} 道）`,
    en: (p) => `the dev split (${p.dev}) has ${p.usable} usable examples, fewer than the ${p.k} shots asked for (${p.noKey} without a key, ${p.noAnswer} whose key has nothing to show, ${p.dialogue} dialogues)`,
  },
  overlap: {
    zh: (p) => `示例来源与评测题目重叠（${p.n} 道，例如 ${p.ids}）：示例不能是被评测的题。请缩小评测范围（例如 --tag split:test）或换一个示例来源`,
    en: (p) => `the dev split overlaps the items under evaluation (${p.n}, e.g. ${p.ids}): an example must not be a question of the run. Narrow the selection (e.g. --tag split:test) or pick another dev split`,
  },
  exampleGone: {
    zh: (p) => `评测记录的示例题 ${p.id}（版本 ${p.version}）在题库中找不到`,
    en: (p) => `example ${p.id} (version ${p.version}) recorded with the run is not in the bank`,
  },
  keyGone: {
    zh: (p) => `评测记录的示例题 ${p.id} 的答案（版本 ${p.version}）不在答案文件 ${p.file} 中：少样本评测需要题库的答案文件（--keys）`,
    en: (p) => `the answer of example ${p.id} (key version ${p.version}) recorded with the run is not in the keys file ${p.file}: a few-shot run needs the bank's keys (--keys)`,
  },
})

export interface DevExample {
  item: Item
  version: number
  key: ItemKey
  keyVersion: number
}

export interface DevPool {
  examples: Map<string, DevExample>
  picker: ShotPicker
}

/** "tag split:dev, filters dimension=knowledge_qa, 3 ids": the dev split in a message. */
export function describeDev(dev: DevSelection): string {
  const parts: string[] = []
  if (dev.tag) parts.push(`tag ${dev.tag}`)
  for (const [f, v] of Object.entries(dev.filters ?? {})) if (v.length) parts.push(`${f}=${v.join('|')}`)
  if (dev.search?.trim()) parts.push(`search "${dev.search.trim()}"`)
  if (dev.ids?.length) parts.push(dev.ids.length <= 3 ? `ids ${dev.ids.join(', ')}` : `${dev.ids.length} ids`)
  return parts.join(', ')
}

/**
 * The usable examples of the dev split (with a key, a gold answer to show, a single question), or a
 * clear refusal: no items, no keys at all, or fewer usable than `k`.
 */
export function resolveDevPool(ws: Workspace, dev: DevSelection, rows: { item: Item; version: number }[], k: number): DevPool {
  const describe = describeDev(dev)
  if (rows.length === 0) throw new MbError(m.devEmpty({ dev: describe }))
  const keys = ws.keys.latestMany(rows.map((r) => r.item.id))
  if (keys.size === 0) throw new MbError(m.noKeys({ file: ws.paths.keys, dev: describe, n: rows.length }))
  const examples = new Map<string, DevExample>()
  let noKey = 0
  let noAnswer = 0
  let dialogue = 0
  for (const { item, version } of rows) {
    const key = keys.get(item.id)
    if (!key) noKey++
    else if (item.context?.history?.length) dialogue++
    else if (!usableExample(item, key.key)) noAnswer++
    else examples.set(item.id, { item, version, key: key.key, keyVersion: key.version })
  }
  if (examples.size < k || examples.size === 0) {
    throw new MbError(m.tooFew({ dev: describe, usable: examples.size, k, noKey, noAnswer, dialogue }))
  }
  return { examples, picker: new ShotPicker([...examples.values()].map((e) => ({ id: e.item.id, type: e.item.type, task: e.item.task }))) }
}

/** Refuses a dev split that shares items with the questions. */
export function checkNoOverlap(pool: DevPool, questionIds: Iterable<string>): void {
  const shared: string[] = []
  for (const id of questionIds) if (pool.examples.has(id)) shared.push(id)
  if (shared.length) throw new MbError(m.overlap({ n: shared.length, ids: shared.slice(0, 5).join(', ') + (shared.length > 5 ? ' …' : '') }))
}

/** The examples a run recorded, at the item and key versions it recorded (for a resume). */
export function loadRecordedExamples(ws: Workspace, prompt: PromptRecord | null): Map<string, { item: Item; key: ItemKey }> {
  const out = new Map<string, { item: Item; key: ItemKey }>()
  if (!prompt || prompt.examples.length === 0) return out
  const latest = ws.keys.latestMany(prompt.examples.map((e) => e.id))
  for (const e of prompt.examples) {
    const rowid = ws.bank.rowidOf(e.id)
    const found = rowid === undefined ? undefined : ws.bank.rowsByRowids([rowid]).get(rowid)
    const item = !found ? undefined : found.row.version === e.version ? found.item : ws.bank.versions(rowid!).find((v) => v.version === e.version)?.item
    if (!item) throw new MbError(m.exampleGone({ id: e.id, version: e.version }))
    const l = latest.get(e.id)
    const key = !l ? undefined : l.version === e.key_version ? l.key : ws.keys.history(e.id).find((k) => k.version === e.key_version)?.key
    if (!key) throw new MbError(m.keyGone({ id: e.id, version: e.key_version, file: ws.paths.keys }))
    out.set(e.id, { item, key })
  }
  return out
}
