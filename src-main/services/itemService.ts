// Reading and editing one item. A save never overwrites: it appends a version (of the item or of its
// key) and refuses when someone saved in between, so two editors cannot silently lose each other's work.
import { MbError, defineMessages } from '../core/messages'
import { ItemKeySchema, ItemSchema } from '../core/types'
import { validationMsg } from '../core/zodMessages'
import type { Item, ItemKey, ItemStatus } from '../core/types'
import type { VersionRow } from '../store/bankStore'
import type { KeyVersion } from '../store/keyStore'
import { itemBigrams, reindexRow } from '../store/postings'
import type { Workspace } from './workspace'

const m = defineMessages('item', {
  staleVersion: {
    zh: (p) => `题目“${p.id}”已被保存为第 ${p.current} 版（您编辑的是第 ${p.base} 版）；请重新打开后再修改`,
    en: (p) => `item "${p.id}" was saved as version ${p.current} meanwhile (you edited version ${p.base}); reopen it and edit again`,
  },
  staleKeyVersion: {
    zh: (p) => `题目“${p.id}”的答案已被保存为第 ${p.current} 版（您编辑的是第 ${p.base} 版）`,
    en: (p) => `the key of item "${p.id}" was saved as version ${p.current} meanwhile (you edited version ${p.base})`,
  },
  idChanged: {
    zh: (p) => `不能修改题目编号（“${p.from}” → “${p.to}”）`,
    en: (p) => `the item id cannot change ("${p.from}" → "${p.to}")`,
  },
  invalidItem: {
    zh: (p) => `题目内容无效：${p.detail}`,
    en: (p) => `the item is not valid: ${p.detail}`,
  },
  invalidKey: {
    zh: (p) => `答案内容无效：${p.detail}`,
    en: (p) => `the key is not valid: ${p.detail}`,
  },
  answerNotInOptions: {
    zh: (p) => `答案字母 ${p.letters} 不在选项 ${p.options} 中`,
    en: (p) => `answer letter(s) ${p.letters} not among the options ${p.options}`,
  },
  itemNotFound: {
    zh: (p) => `题库中没有题目“${p.id}”`,
    en: (p) => `item "${p.id}" is not in the bank`,
  },
  unchanged: {
    zh: () => '内容未改变，未生成新版本',
    en: () => 'nothing changed; no new version was made',
  },
})

export interface ItemDetail {
  item: Item
  version: number
  status: ItemStatus
  updatedAt: string
  key: ItemKey | null
  keyVersion: number
}

export function getItem(ws: Workspace, id: string): ItemDetail {
  const stored = ws.bank.getItem(id)
  if (!stored) throw new MbError(m.itemNotFound({ id }))
  const key = ws.keys.get(id)
  return {
    item: stored.item,
    version: stored.version,
    status: stored.status,
    updatedAt: stored.updatedAt,
    key: key?.key ?? null,
    keyVersion: key?.version ?? 0,
  }
}

export function saveItem(
  ws: Workspace,
  input: { id: string; baseVersion: number; item: unknown; note?: string },
): Promise<{ version: number }> {
  return ws.writes.run(() => {
    const parsed = ItemSchema.safeParse(input.item)
    if (!parsed.success) throw new MbError(m.invalidItem({ detail: validationMsg(ItemSchema, input.item, parsed.error) }))
    const item = parsed.data
    if (item.id !== input.id) throw new MbError(m.idChanged({ from: input.id, to: item.id }))
    const stored = ws.bank.getItem(input.id)
    if (!stored) throw new MbError(m.itemNotFound({ id: input.id }))
    if (stored.version !== input.baseVersion) {
      throw new MbError(m.staleVersion({ id: input.id, current: stored.version, base: input.baseVersion }))
    }
    if (JSON.stringify(stored.item) === JSON.stringify(item)) throw new MbError(m.unchanged())
    const version = stored.version + 1
    const now = new Date().toISOString()
    const db = ws.bank.db
    db.transaction(() => {
      ws.bank.appendVersion(stored.rowid, item, version, { author: ws.author, note: input.note, now })
      reindexRow(db, stored.rowid, itemBigrams(stored.item), itemBigrams(item))
    })()
    ws.index.rowChanged(stored.rowid, ws.bank.getRow(item.id)!)
    return { version }
  })
}

export function saveKey(
  ws: Workspace,
  input: { id: string; baseVersion: number; key: unknown },
): Promise<{ version: number }> {
  return ws.writes.run(() => {
    const parsed = ItemKeySchema.safeParse(input.key)
    if (!parsed.success) throw new MbError(m.invalidKey({ detail: validationMsg(ItemKeySchema, input.key, parsed.error) }))
    const key = parsed.data
    const stored = ws.bank.getItem(input.id)
    if (!stored) throw new MbError(m.itemNotFound({ id: input.id }))
    if (key.answer && stored.item.options) {
      const missing = [...key.answer].filter((l) => !(l in stored.item.options!))
      if (missing.length > 0) {
        throw new MbError(m.answerNotInOptions({ letters: missing.join(''), options: Object.keys(stored.item.options).join('') }))
      }
    }
    const current = ws.keys.get(input.id)
    const currentVersion = current?.version ?? 0
    if (currentVersion !== input.baseVersion) {
      throw new MbError(m.staleKeyVersion({ id: input.id, current: currentVersion, base: input.baseVersion }))
    }
    if (current && JSON.stringify(current.key) === JSON.stringify(key)) throw new MbError(m.unchanged())
    const version = ws.keys.put(input.id, key, { author: ws.author, now: new Date().toISOString() })
    return { version }
  })
}

export function setStatus(ws: Workspace, id: string, status: ItemStatus): Promise<void> {
  return ws.writes.run(() => {
    const row = ws.bank.getRow(id)
    if (!row) throw new MbError(m.itemNotFound({ id }))
    ws.bank.setStatus(row.rowid, status, new Date().toISOString())
    ws.index.rowChanged(row.rowid, ws.bank.getRow(id)!)
  })
}

export interface ItemHistory {
  versions: VersionRow[]
  keyVersions: KeyVersion[]
}

export function history(ws: Workspace, id: string): ItemHistory {
  const row = ws.bank.getRow(id)
  if (!row) throw new MbError(m.itemNotFound({ id }))
  return { versions: ws.bank.versions(row.rowid), keyVersions: ws.keys.history(id) }
}
