// Reading and editing one item. A save never overwrites: it appends a version (of the item or of its
// key) and refuses when someone saved in between, so two editors cannot silently lose each other's
// work. Status changes are events with their author, shown in the history like versions.
import { MbError, defineMessages } from '../core/messages'
import { canSeeKeys } from '../core/actors'
import type { Actor } from '../core/actors'
import { ItemKeySchema, ItemSchema } from '../core/types'
import { validationMsg } from '../core/zodMessages'
import type { Item, ItemKey, ItemStatus } from '../core/types'
import type { StatusEvent, StoredItem, VersionRow, WriteStamp } from '../store/bankStore'
import type { KeyDraft, KeyVersion } from '../store/keyStore'
import { itemBigrams, reindexRow } from '../store/postings'
import { busyError, mapBusy } from './busy'
import { auditedKeysWrite, keyDigest, textDigest } from './audit'
import { changedFields } from '../core/audit/actions'
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
  underReview: {
    zh: (p) => `题目“${p.id}”正在审核中（第 ${p.round}/${p.of} 轮${p.adjudication ? '，待裁决' : ''}）：其内容与状态由审核决定；如需改动，请协调人先将其撤出审核`,
    en: (p) => `item "${p.id}" is under review (round ${p.round} of ${p.of}${p.adjudication ? ', awaiting adjudication' : ''}): the review decides its text and status; a coordinator can withdraw it from review first`,
  },
  busyReview: {
    zh: () => '题库正忙：正在分配或结束一整轮审核（大题库约需一分钟）。请稍后重试，您的修改仍保留在编辑器中。',
    en: () => 'bank busy: a whole review round is being assigned or closed (about a minute on a large bank). Try again shortly; your edit is kept.',
  },
  adjudicationByReview: {
    zh: () => '“待裁决”状态只能由审核轮次的结果产生，不能手工设置',
    en: () => 'the adjudication status comes only from a review round’s outcome; it cannot be set by hand',
  },
  statusUnchanged: {
    zh: (p) => `题目“${p.id}”的状态已经是“${p.status}”`,
    en: (p) => `item "${p.id}" already has status "${p.status}"`,
  },
})

/**
 * An editor's write during an import in this process would wait until the import ends; it is told
 * at once instead, with who imports what, and the editor keeps the edit to save again.
 */
export function duringImport(ws: Workspace): Error | null {
  if (ws.writes.busyWith === 'review-bulk') return new MbError(m.busyReview())
  return ws.writes.busyWith === 'import' ? busyError(ws.paths.bank) : null
}

/**
 * An item in an active review (a round or the adjudication queue) changes only through the review:
 * an edit meanwhile would be overwritten by an adopted revision, and a hand-set status would leave
 * the review's own record behind.
 */
function refuseUnderReview(ws: Workspace, id: string, rowid: number): void {
  const ri = ws.bank.review.item(rowid)
  if (ri && ri.stage !== 'done') throw new MbError(m.underReview({ id, round: ri.number, of: ri.of, adjudication: ri.stage === 'adjudication' ? 'yes' : '' }))
}

/** Statuses an edit returns to draft (core/review/status.ts: approved, rejected, released ──edit──▶ draft). */
const SETTLED = new Set<ItemStatus>(['approved', 'rejected', 'released'])

export function stampOf(actor: Actor): WriteStamp {
  return { author: actor.name, actorId: actor.id, now: new Date().toISOString() }
}

export interface ItemDetail {
  item: Item
  version: number
  status: ItemStatus
  updatedAt: string
  /** The key, when it was asked for and the caller's role may see keys; otherwise null. */
  key: ItemKey | null
  keyVersion: number
  /** True when a key exists but was not returned (not asked for, or not allowed). */
  keyWithheld: boolean
  /** The caller's unsaved key edit, kept in the keys file (never in the browser). */
  keyDraft: KeyDraft | null
}

export function getItem(ws: Workspace, actor: Actor | null, id: string, opts: { withKey?: boolean } = {}): ItemDetail {
  const stored = ws.bank.getItem(id)
  if (!stored) throw new MbError(m.itemNotFound({ id }))
  const key = ws.keys.get(id)
  const show = !!opts.withKey && canSeeKeys(actor)
  return {
    item: stored.item,
    version: stored.version,
    status: stored.status,
    updatedAt: stored.updatedAt,
    key: show ? (key?.key ?? null) : null,
    keyVersion: key?.version ?? 0,
    keyWithheld: !!key && !show,
    keyDraft: show && actor ? (ws.keys.getDraft(id, actor.id) ?? null) : null,
  }
}

export function saveItem(
  ws: Workspace,
  actor: Actor,
  input: { id: string; baseVersion: number; item: unknown; note?: string },
): Promise<{ version: number }> {
  const busy = duringImport(ws)
  if (busy) return Promise.reject(busy)
  return ws.writes.run(() => {
    const parsed = ItemSchema.safeParse(input.item)
    if (!parsed.success) throw new MbError(m.invalidItem({ detail: validationMsg(ItemSchema, input.item, parsed.error) }))
    const item = parsed.data
    if (item.id !== input.id) throw new MbError(m.idChanged({ from: input.id, to: item.id }))
    const stored = ws.bank.getItem(input.id)
    if (!stored) throw new MbError(m.itemNotFound({ id: input.id }))
    refuseUnderReview(ws, input.id, stored.rowid)
    if (stored.version !== input.baseVersion) {
      throw new MbError(m.staleVersion({ id: input.id, current: stored.version, base: input.baseVersion }))
    }
    if (JSON.stringify(stored.item) === JSON.stringify(item)) throw new MbError(m.unchanged())
    const stamp = stampOf(actor)
    const version = mapBusy(ws.paths.bank, () =>
      ws.bank.db.transaction(() => {
        const v = appendItemVersion(ws, actor, stored, item, stamp, input.note)
        // The review status machine's 'edit': a settled item that changes is a draft again, so an
        // unreviewed text is never approved or released (a released pool keeps the version it froze).
        if (SETTLED.has(stored.status)) {
          ws.bank.recordStatus(stored.rowid, stored.status, 'draft', { ...stamp, note: `编辑后为草稿 / a draft again after an edit` })
          ws.bank.audit.append({ actor: actor.id, action: 'item.status', target: input.id, at: stamp.now, old: { status: stored.status }, new: { status: 'draft', note: 'edit' } })
        }
        return v
      })(),
    )
    ws.index.rowChanged(stored.rowid, ws.bank.getRow(item.id)!)
    ws.changed()
    return { version }
  })
}

/**
 * Appends `item` as the next version of `stored`, with its search postings and its audit entry: the
 * one path every edit takes (an editor's save, a revision adopted in review). Runs inside the
 * caller's bank transaction; the caller then tells the index (ws.index.rowChanged).
 */
export function appendItemVersion(ws: Workspace, actor: Actor, stored: StoredItem, item: Item, stamp: WriteStamp, note?: string): number {
  const version = stored.version + 1
  const oldData = ws.bank.versionData(stored.rowid, stored.version)!
  ws.bank.appendVersion(stored.rowid, item, version, { ...stamp, note })
  reindexRow(ws.bank.db, stored.rowid, itemBigrams(stored.item), itemBigrams(item))
  ws.bank.audit.append({
    actor: actor.id,
    action: 'item.edit',
    target: item.id,
    at: stamp.now,
    old: { version: stored.version, sha256: textDigest(oldData) },
    new: { version, sha256: textDigest(ws.bank.versionData(stored.rowid, version)!), changed: changedFields(stored.item, item), note: note ?? null },
  })
  return version
}

export function saveKey(ws: Workspace, actor: Actor, input: { id: string; baseVersion: number; key: unknown }): Promise<{ version: number }> {
  const busy = duringImport(ws)
  if (busy) return Promise.reject(busy)
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
    const stamp = stampOf(actor)
    const version = auditedKeysWrite(
      ws,
      () => {
        const v = ws.keys.put(input.id, key, stamp)
        ws.keys.clearDraft(input.id, actor.id)
        return v
      },
      (v, secret) => ({
        actor: actor.id,
        action: 'key.edit',
        target: input.id,
        at: stamp.now,
        old: current ? { version: current.version, digest: keyDigest(secret, current.key) } : null,
        new: { version: v, digest: keyDigest(secret, key) },
      }),
    )
    ws.changed()
    return { version }
  })
}

/** Keeps the caller's unsaved key text in the keys file; an empty text removes it. */
export function saveKeyDraft(ws: Workspace, actor: Actor, input: { id: string; baseVersion: number; text: string }): { savedAt: string | null } {
  if (!ws.bank.rowidOf(input.id)) throw new MbError(m.itemNotFound({ id: input.id }))
  if (input.text === '') {
    mapBusy(ws.paths.keys, () => ws.keys.clearDraft(input.id, actor.id))
    return { savedAt: null }
  }
  const savedAt = new Date().toISOString()
  mapBusy(ws.paths.keys, () => ws.keys.saveDraft(input.id, actor.id, { text: input.text, baseVersion: input.baseVersion, savedAt }))
  return { savedAt }
}

export function setStatus(ws: Workspace, actor: Actor, input: { id: string; status: ItemStatus; note?: string }): Promise<{ status: ItemStatus }> {
  const busy = duringImport(ws)
  if (busy) return Promise.reject(busy)
  return ws.writes.run(() => {
    const row = ws.bank.getRow(input.id)
    if (!row) throw new MbError(m.itemNotFound({ id: input.id }))
    if (row.status === input.status) throw new MbError(m.statusUnchanged({ id: input.id, status: input.status }))
    refuseUnderReview(ws, input.id, row.rowid)
    if (input.status === 'adjudication') throw new MbError(m.adjudicationByReview())
    const stamp = stampOf(actor)
    mapBusy(ws.paths.bank, () =>
      ws.bank.db.transaction(() => {
        ws.bank.recordStatus(row.rowid, row.status, input.status, { ...stamp, note: input.note })
        ws.bank.audit.append({
          actor: actor.id,
          action: 'item.status',
          target: input.id,
          at: stamp.now,
          old: { status: row.status },
          new: { status: input.status, note: input.note ?? null },
        })
      })(),
    )
    ws.index.rowChanged(row.rowid, ws.bank.getRow(input.id)!)
    ws.changed()
    return { status: input.status }
  })
}

/** Who did something, as the history shows it: the name recorded then, and the profile now. */
export interface HistoryActor {
  name: string
  actorId: string | null
  institution: string | null
  role: string | null
}

export interface ItemHistory {
  versions: (Omit<VersionRow, 'author' | 'actorId'> & { by: HistoryActor })[]
  keyVersions: (Omit<KeyVersion, 'author' | 'actorId'> & { by: HistoryActor })[]
  /** Withheld (empty) when the caller's role may not see keys. */
  keysWithheld: boolean
  statusEvents: (Omit<StatusEvent, 'author' | 'actorId'> & { by: HistoryActor })[]
}

export function history(ws: Workspace, actor: Actor | null, id: string): ItemHistory {
  const row = ws.bank.getRow(id)
  if (!row) throw new MbError(m.itemNotFound({ id }))
  const profiles = new Map(ws.bank.users.list().map((u) => [u.id, u]))
  const by = (author: string, actorId: string | null): HistoryActor => {
    const p = actorId ? profiles.get(actorId) : undefined
    return { name: author, actorId, institution: p?.institution ?? null, role: p?.role ?? null }
  }
  const strip = <T extends { author: string; actorId: string | null }>({ author, actorId, ...rest }: T) => ({ ...rest, by: by(author, actorId) })
  const showKeys = canSeeKeys(actor)
  return {
    versions: ws.bank.versions(row.rowid).map(strip),
    keyVersions: showKeys ? ws.keys.history(id).map(strip) : [],
    keysWithheld: !showKeys,
    statusEvents: ws.bank.statusEvents(row.rowid).map(strip),
  }
}
