// Offline review packages (issue 7): the coordinator exports one reviewer's undecided items of an
// open round; the reviewer opens the package into an empty bank on their laptop (which becomes a
// review copy: the same Review view and operations work there, offline), decides, and exports a
// return package; the coordinator merges it. Merging is idempotent by decision id, refuses a package
// that was altered or made for another bank or a closed round, and reports each decision it could not
// take (the item changed centrally, was reassigned, or was decided online meanwhile) as a conflict,
// with the decision itself, so nothing the reviewer did is lost.
import path from 'node:path'
import zlib from 'node:zlib'
import { z } from 'zod'
import crypto from 'node:crypto'
import { MbError, defineMessages, renderMsg } from '../../core/messages'
import type { Msg } from '../../core/messages'
import type { Actor } from '../../core/actors'
import {
  AssignmentBodySchema,
  EnvelopeSchema,
  PackageHeaderSchema,
  ReturnBodySchema,
  macMatches,
  newToken,
  seal,
} from '../../core/review/package'
import type { AssignmentBody, Envelope, PackageDecision, PackageHeader, ReturnBody } from '../../core/review/package'
import { ItemKeySchema, ItemSchema } from '../../core/types'
import { validationMsg } from '../../core/zodMessages'
import { prepareItem } from '../../import/prepared'
import type { PackageRow } from '../../store/packageStore'
import type { RoundRow } from '../../store/reviewStore'
import { textDigest } from '../audit'
import { decryptKeys, encryptKeys } from '../keysCrypto'
import type { Workspace } from '../workspace'
import { recordDecision } from './decide'
import { idOf } from './read'
import { reviewMessages, reviewWrite, touchRows } from './common'

const m = defineMessages('review.packages', {
  notAPackage: {
    zh: (p) => `${p.file} 不是 MedBench Studio 审核包（${p.detail}）`,
    en: (p) => `${p.file} is not a MedBench Studio review package (${p.detail})`,
  },
  badPart: {
    zh: (p) => `审核包 ${p.file} 的${p.part}无效：${p.detailZh}`,
    en: (p) => `the ${p.partEn} of review package ${p.file} is not valid: ${p.detailEn}`,
  },
  altered: {
    zh: (p) => `审核包 ${p.file} 已被改动或损坏（完整性校验失败），未合并任何内容`,
    en: (p) => `review package ${p.file} was altered or is damaged (integrity check failed); nothing was merged`,
  },
  damaged: {
    zh: (p) => `审核包 ${p.file} 已损坏（完整性校验失败），未打开`,
    en: (p) => `review package ${p.file} is damaged (integrity check failed); nothing was opened`,
  },
  wrongBank: {
    zh: (p) => `审核包 ${p.file} 属于另一个题库（${p.bank}），不能合并到本题库`,
    en: (p) => `review package ${p.file} belongs to another bank (${p.bank}); it cannot be merged here`,
  },
  unknownPackage: {
    zh: (p) => `本题库没有导出过编号为 ${p.id} 的审核包（${p.file}）：它来自另一个题库，或本题库的答案文件不是导出时那一个`,
    en: (p) => `this bank never exported review package ${p.id} (${p.file}): it comes from another bank, or this is not the keys file it was exported with`,
  },
  roundClosed: {
    zh: (p) => `审核包 ${p.file} 属于第 ${p.round} 轮（编号 ${p.id}），该轮已关闭，其中的决定不能再合并`,
    en: (p) => `review package ${p.file} belongs to round ${p.round} (id ${p.id}), which is closed; its decisions can no longer be merged`,
  },
  isAssignment: {
    zh: (p) => `${p.file} 是发给审核专家的审核包，不是返回包：请在审核专家的电脑上打开它`,
    en: (p) => `${p.file} is the package sent to the reviewer, not a returned one: open it on the reviewer's machine`,
  },
  isReturn: {
    zh: (p) => `${p.file} 是审核专家的返回包：请在协调人的题库中合并（medbench review merge）`,
    en: (p) => `${p.file} is a reviewer's returned package: merge it in the coordinator's bank (medbench review merge)`,
  },
  ownBank: {
    zh: (p) => `审核包 ${p.file} 就是从本题库导出的：请在审核专家的电脑上用一个空题库打开`,
    en: (p) => `review package ${p.file} was exported from this bank: open it on the reviewer's machine, in an empty bank`,
  },
  notEmpty: {
    zh: (p) => `本题库已有 ${p.n} 道题目，不能打开审核包；请新建一个空题库来打开（例如 medbench review open ${p.file} --bank 新题库.db）`,
    en: (p) => `this bank already holds ${p.n} items, so a review package cannot be opened into it; open it in a new, empty bank (e.g. medbench review open ${p.file} --bank new.db)`,
  },
  otherCopy: {
    zh: (p) => `本题库是题库“${p.mine}”的审核副本，审核包 ${p.file} 来自另一个题库（${p.theirs}）`,
    en: (p) => `this bank is a review copy of "${p.mine}"; review package ${p.file} comes from another bank (${p.theirs})`,
  },
  passphraseNeeded: {
    zh: () => '此审核包含加密的答案（计划要求审核专家核对答案）：请提供口令',
    en: () => 'this review package carries encrypted answer keys (the plan has reviewers check keys): give the passphrase',
  },
  passphraseForKeys: {
    zh: () => '审核计划要求审核专家核对答案：导出审核包需要一个口令来加密答案',
    en: () => 'the plan has reviewers check answer keys: exporting the package needs a passphrase to encrypt them',
  },
  noReviewer: {
    zh: (p) => `本题库没有名为“${p.ref}”的审核专家档案`,
    en: (p) => `this bank has no reviewer profile "${p.ref}"`,
  },
  nothingToExport: {
    zh: (p) => `${p.name} 在第 ${p.round} 轮没有待审的题目，无需导出审核包`,
    en: (p) => `${p.name} has no undecided items in round ${p.round}: there is nothing to export`,
  },
  noCopy: {
    zh: () => '本题库不是审核副本（没有打开过审核包），没有可返回的审核结果',
    en: () => 'this bank is not a review copy (no review package was opened here): there is nothing to return',
  },
  notYourPackage: {
    zh: (p) => `审核包 ${p.id} 是发给 ${p.name} 的，只有该审核专家能导出返回包`,
    en: (p) => `review package ${p.id} was sent to ${p.name}; only that reviewer can export its return`,
  },
  tokenMissing: {
    zh: (p) => `找不到审核包 ${p.id} 的校验令牌：本题库的答案文件不是打开审核包时那一个`,
    en: (p) => `the token of review package ${p.id} is missing: this is not the keys file the package was opened with`,
  },
  badItem: {
    zh: (p) => `审核包 ${p.file} 中的题目“${p.id}”无效：${p.detailZh}`,
    en: (p) => `item "${p.id}" in review package ${p.file} is not valid: ${p.detailEn}`,
  },
  // Conflicts: a decision the merge could not take, with why.
  cMissing: { zh: () => '题目已不在题库中', en: () => 'the item is no longer in the bank' },
  cNotInRound: { zh: () => '题目已不在该轮审核中（已撤回、已结束或进入了其他轮次）', en: () => 'the item is no longer in this round (withdrawn, closed, or moved on)' },
  cNotAssigned: { zh: () => '该题已不再分配给这位审核专家', en: () => 'the item is no longer assigned to this reviewer' },
  cChanged: {
    zh: (p) => `题目在此期间被修改（审核时为第 ${p.base} 版，现为第 ${p.now} 版）`,
    en: (p) => `the item changed meanwhile (reviewed at version ${p.base}, now version ${p.now})`,
  },
  cDecided: { zh: () => '这位审核专家已在线上对该题做出了本轮决定', en: () => 'this reviewer already decided the item online in this round' },
  cIdTaken: { zh: () => '决定编号已被另一条决定使用', en: () => 'the decision id belongs to another decision' },
  cInvalid: { zh: (p) => `决定无效：${p.detail}`, en: (p) => `the decision is not valid: ${p.detailEn}` },
})

export type ConflictReason = 'missing' | 'not_in_round' | 'not_assigned' | 'changed' | 'decided_online' | 'id_taken' | 'invalid'

export interface MergeConflict {
  itemId: string
  decisionId: string
  reason: ConflictReason
  message: { zh: string; en: string }
  /** The reviewer's decision as it came, so the coordinator can act on it. */
  decision: Pick<PackageDecision, 'kind' | 'reasons' | 'comment' | 'confidence' | 'baseVersion' | 'decidedAt'> & { revised: boolean }
  currentVersion: number | null
}

export interface MergeResult {
  packageId: string
  reviewer: { id: string; name: string }
  round: number
  merged: number
  unchanged: number
  conflicts: MergeConflict[]
  comments: { merged: number; unchanged: number }
}

const text = (msg: Msg) => ({ zh: renderMsg(msg, 'zh'), en: renderMsg(msg, 'en') })

// ---------------------------------------------------------------------------------------------
// Reading and writing the file: gzip of the envelope's JSON.

function writeEnvelope(e: Envelope): Buffer {
  return zlib.gzipSync(Buffer.from(JSON.stringify(e), 'utf8'))
}

function readEnvelope(bytes: Buffer, file: string): { envelope: Envelope; header: PackageHeader } {
  let json: unknown
  try {
    json = JSON.parse(zlib.gunzipSync(bytes).toString('utf8'))
  } catch (e) {
    throw new MbError(m.notAPackage({ file, detail: (e as Error).message }))
  }
  const env = EnvelopeSchema.safeParse(json)
  if (!env.success) throw new MbError(m.notAPackage({ file, detail: renderMsg(validationMsg(EnvelopeSchema, json, env.error), 'en') }))
  const header = PackageHeaderSchema.safeParse(env.data.header)
  if (!header.success) {
    throw new MbError(m.badPart({ file, part: '包头', partEn: 'header', ...details(validationMsg(PackageHeaderSchema, env.data.header, header.error)) }))
  }
  return { envelope: env.data, header: header.data }
}

const details = (msg: Msg) => ({ detailZh: renderMsg(msg, 'zh'), detailEn: renderMsg(msg, 'en') })

function parseBody<S extends z.ZodType>(schema: S, body: string, file: string): z.output<S> {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch (e) {
    throw new MbError(m.badPart({ file, part: '内容', partEn: 'body', detailZh: (e as Error).message, detailEn: (e as Error).message }))
  }
  const r = schema.safeParse(json)
  if (!r.success) throw new MbError(m.badPart({ file, part: '内容', partEn: 'body', ...details(validationMsg(schema, json, r.error)) }))
  return r.data
}

function bankName(ws: Workspace): string {
  return path.basename(ws.paths.bank)
}

function openRoundFor(ws: Workspace, roundId?: number): RoundRow {
  if (roundId !== undefined) {
    const r = ws.bank.review.round(roundId)
    if (!r || r.state !== 'open') throw new MbError(reviewMessages.roundNotOpen({ id: roundId }))
    return r
  }
  const open = ws.bank.review.openRounds()
  if (open.length === 0) throw new MbError(reviewMessages.noOpenRound())
  if (open.length > 1) throw new MbError(reviewMessages.severalOpen({ ids: open.map((r) => r.id).join(', ') }))
  return open[0]
}

// ---------------------------------------------------------------------------------------------
// Coordinator: export one reviewer's package.

export interface ExportInput {
  /** The reviewer's profile id or name. */
  reviewer: string
  roundId?: number
  /** Required when the plan has reviewers check keys: the keys travel sealed under it. */
  passphrase?: string
}

export interface ExportResult {
  packageId: string
  reviewer: { id: string; name: string }
  round: number
  roundId: number
  items: number
  keys: boolean
  bytes: Buffer
}

export function exportPackage(ws: Workspace, actor: Actor, input: ExportInput): Promise<ExportResult> {
  return reviewWrite(ws, () => {
    const reviewer = ws.bank.users.find(input.reviewer)
    if (!reviewer || reviewer.role !== 'reviewer') throw new MbError(m.noReviewer({ ref: input.reviewer }))
    const round = openRoundFor(ws, input.roundId)
    const pending = ws.bank.review.queue(reviewer.id, round.id, 1_000_000, 0)
    if (pending.length === 0) throw new MbError(m.nothingToExport({ name: reviewer.name, round: round.number }))
    const withKeys = round.plan.reviewersCheckKeys
    if (withKeys && !input.passphrase) throw new MbError(m.passphraseForKeys())
    const items: AssignmentBody['items'] = pending.map((a) => {
      const it = ws.bank.getItem(idOf(ws, a.itemRowid))!
      return { id: it.item.id, version: it.version, data: it.item }
    })
    let sealedKeys: string | undefined
    if (withKeys) {
      const keys = ws.keys.latestMany(items.map((i) => i.id))
      const lines = items.flatMap((i) => (keys.has(i.id) ? [JSON.stringify({ item_id: i.id, key: keys.get(i.id)!.key })] : []))
      sealedKeys = encryptKeys(Buffer.from(lines.join('\n'), 'utf8'), input.passphrase!, lines.length).toString('base64')
    }
    const now = new Date().toISOString()
    const packageId = `pkg-${crypto.randomUUID()}`
    const token = newToken()
    const header: PackageHeader = {
      kind: 'assignment',
      packageId,
      bank: { uid: ws.bank.packages.uid(), name: bankName(ws) },
      round: { id: round.id, number: round.number, of: round.plan.rounds },
      reviewer: { id: reviewer.id, name: reviewer.name },
      createdAt: now,
      createdBy: actor.name,
      items: items.length,
      keys: withKeys,
    }
    const body: AssignmentBody = { plan: round.plan, token, items, ...(sealedKeys ? { sealedKeys } : {}) }
    // The token first (keys file): a bank row without its token could never be merged.
    ws.keys.putPackageToken(packageId, token)
    ws.bank.packages.insert({
      id: packageId, direction: 'sent', bankUid: header.bank.uid, bankName: header.bank.name, roundId: round.id, originRoundId: round.id,
      reviewerId: reviewer.id, items: items.length, itemVersions: null, keys: withKeys, createdAt: now, createdBy: actor.name, openedAt: null,
    })
    const bytes = writeEnvelope(seal(token, header, body))
    ws.bank.audit.append({
      actor: actor.id,
      action: 'review.export',
      target: `round:${round.id}`,
      at: now,
      new: { packageId, reviewer: reviewer.id, round: round.number, items: items.length, keys: withKeys, file: textDigest(bytes) },
    })
    return { packageId, reviewer: { id: reviewer.id, name: reviewer.name }, round: round.number, roundId: round.id, items: items.length, keys: withKeys, bytes }
  })
}

// ---------------------------------------------------------------------------------------------
// Reviewer: open a package into an empty bank (or the review copy it already made).

export interface OpenResult {
  packageId: string
  bank: string
  reviewer: { id: string; name: string }
  round: number
  items: number
  keys: number
  /** The package had been opened here before: nothing changed. */
  alreadyOpen: boolean
}

export async function openPackage(ws: Workspace, actor: Actor | null, bytes: Buffer, file: string, passphrase?: string): Promise<OpenResult> {
  const { envelope, header } = readEnvelope(bytes, file)
  if (header.kind === 'return') throw new MbError(m.isReturn({ file }))
  const body = parseBody(AssignmentBodySchema, envelope.body, file)
  if (!macMatches(body.token, header, envelope.body, envelope.mac)) throw new MbError(m.damaged({ file }))
  const items = body.items.map((it) => {
    const parsed = ItemSchema.safeParse(it.data)
    if (!parsed.success) throw new MbError(m.badItem({ file, id: it.id, ...details(validationMsg(ItemSchema, it.data, parsed.error)) }))
    if (parsed.data.id !== it.id) throw new MbError(m.badItem({ file, id: it.id, detailZh: `编号 ${parsed.data.id}`, detailEn: `id ${parsed.data.id}` }))
    return { item: parsed.data, version: it.version }
  })
  let keys: { itemId: string; key: ReturnType<typeof ItemKeySchema.parse> }[] = []
  if (header.keys) {
    if (!passphrase) throw new MbError(m.passphraseNeeded())
    const { plain } = decryptKeys(Buffer.from(body.sealedKeys ?? '', 'base64'), passphrase)
    keys = plain
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => {
        const rec = JSON.parse(l) as { item_id: string; key: unknown }
        return { itemId: rec.item_id, key: ItemKeySchema.parse(rec.key) }
      })
  }
  const opened: OpenResult = {
    packageId: header.packageId,
    bank: header.bank.name,
    reviewer: header.reviewer,
    round: header.round.number,
    items: items.length,
    keys: keys.length,
    alreadyOpen: false,
  }
  let touched: string[] = []
  return reviewWrite(
    ws,
    () => {
      const pk = ws.bank.packages
      const known = pk.get(header.packageId)
      if (known?.direction === 'opened') return { ...opened, alreadyOpen: true }
      if (known) throw new MbError(m.ownBank({ file }))
      const copyOf = pk.copyOf()
      if (copyOf === null) {
        if (pk.existingUid() === header.bank.uid) throw new MbError(m.ownBank({ file }))
        const n = ws.bank.count()
        if (n > 0) throw new MbError(m.notEmpty({ n, file }))
      } else if (copyOf.uid !== header.bank.uid) {
        throw new MbError(m.otherCopy({ mine: copyOf.name, theirs: header.bank.name, file }))
      }
      const now = new Date().toISOString()
      const by = actor?.id ?? header.reviewer.id
      if (!ws.bank.users.get(header.reviewer.id)) ws.bank.users.insertKnown({ id: header.reviewer.id, name: header.reviewer.name, role: 'reviewer' }, now)
      ws.bank.review.setPlan(body.plan, now, by)
      const roundId = ws.bank.review.openRound(header.round.number, body.plan, now, header.createdBy)
      const stamp = { author: `${header.createdBy}（${header.bank.name}）`, actorId: null, now }
      const note = `审核包 ${header.packageId} / review package`
      let rowid = ws.bank.nextRowid()
      for (const { item } of items) {
        const existing = ws.bank.getItem(item.id)
        let localRowid: number
        let localVersion: number
        if (existing) {
          localRowid = existing.rowid
          localVersion = existing.version
          if (JSON.stringify(existing.item) !== JSON.stringify(item)) {
            localVersion++
            ws.bank.appendVersion(localRowid, item, localVersion, { ...stamp, note })
          }
          if (existing.status !== 'in_review') ws.bank.recordStatus(localRowid, existing.status, 'in_review', { ...stamp, note })
        } else {
          const p = prepareItem(0, item, undefined)
          localRowid = ws.bank.tryInsertPrepared(p, { status: 'in_review', author: stamp.author, actorId: null, importId: null, now, rowid: rowid++ })!
          localVersion = 1
          ws.bank.noteSourceAndSpecialty(p.source, p.licence, p.primary, p.secondary)
        }
        ws.bank.review.putItem({ itemRowid: localRowid, sinceRound: roundId, roundId, number: header.round.number, of: header.round.of, stage: 'in_review', agreement: null })
        ws.bank.review.assign(roundId, localRowid, header.reviewer.id, localVersion)
      }
      pk.insert({
        id: header.packageId, direction: 'opened', bankUid: header.bank.uid, bankName: header.bank.name, roundId, originRoundId: header.round.id,
        reviewerId: header.reviewer.id, items: items.length, itemVersions: new Map(items.map((i) => [i.item.id, i.version])), keys: header.keys,
        createdAt: header.createdAt, createdBy: header.createdBy, openedAt: now,
      })
      // The keys file: the token (to MAC the return) and the keys the reviewer checks.
      ws.keys.db.transaction(() => {
        ws.keys.putPackageToken(header.packageId, body.token)
        for (const k of keys) ws.keys.put(k.itemId, k.key, { author: stamp.author, actorId: null, now })
      })()
      ws.bank.audit.append({
        actor: by,
        action: 'review.open',
        target: `round:${roundId}`,
        at: now,
        new: { packageId: header.packageId, bank: header.bank.name, round: header.round.number, items: items.length, keys: keys.length, file: textDigest(bytes) },
      })
      touched = items.map((i) => i.item.id)
      return opened
    },
    () => touchRows(ws, touched),
  )
}

// ---------------------------------------------------------------------------------------------
// Reviewer: the return package.

export interface ReturnResult {
  packageId: string
  decisions: number
  comments: number
  /** Items of the package still undecided (they stay assigned centrally). */
  undecided: number
  bytes: Buffer
}

export function returnPackage(ws: Workspace, actor: Actor, input: { packageId?: string }): ReturnResult {
  const pk = ws.bank.packages
  const p: PackageRow | undefined = input.packageId ? pk.get(input.packageId) : pk.list('opened', 1)[0]
  if (!p || p.direction !== 'opened') throw new MbError(m.noCopy())
  if (p.reviewerId !== actor.id) throw new MbError(m.notYourPackage({ id: p.id, name: ws.bank.users.get(p.reviewerId)?.name ?? p.reviewerId }))
  const token = ws.keys.packageToken(p.id)
  if (!token) throw new MbError(m.tokenMissing({ id: p.id }))
  const round = ws.bank.review.round(p.roundId)!
  const versions = p.itemVersions ?? new Map<string, number>()
  const body: ReturnBody = { decisions: [], comments: [] }
  for (const d of ws.bank.review.decisionsOfRound(round.id)) {
    if (d.reviewerId !== actor.id) continue
    const itemId = idOf(ws, d.itemRowid)
    const base = versions.get(itemId)
    if (base === undefined) continue
    const revised = d.revision ? ws.bank.review.revision(d.revision) : undefined
    body.decisions.push({
      decisionId: d.id,
      itemId,
      baseVersion: base,
      kind: d.kind,
      reasons: d.reasons,
      comment: d.comment,
      confidence: d.confidence,
      seconds: d.seconds,
      ...(revised ? { revisedItem: JSON.parse(revised.data) } : {}),
      decidedAt: d.decidedAt,
    })
  }
  const rowids = ws.bank.db.prepare('SELECT item_rowid FROM review_assignments WHERE round_id = ? AND reviewer_id = ?').pluck().all(round.id, actor.id) as number[]
  for (const rowid of rowids) {
    for (const c of ws.bank.review.comments(rowid)) {
      if (c.authorId === actor.id && c.createdAt >= (p.openedAt ?? '')) body.comments.push({ itemId: idOf(ws, rowid), body: c.body, createdAt: c.createdAt })
    }
  }
  const header: PackageHeader = {
    kind: 'return',
    packageId: p.id,
    bank: { uid: p.bankUid, name: p.bankName },
    round: { id: p.originRoundId, number: round.number, of: round.plan.rounds },
    reviewer: { id: actor.id, name: actor.name },
    createdAt: new Date().toISOString(),
    createdBy: actor.name,
    items: p.items,
    decisions: body.decisions.length,
    keys: false,
  }
  return {
    packageId: p.id,
    decisions: body.decisions.length,
    comments: body.comments.length,
    undecided: p.items - body.decisions.length,
    bytes: writeEnvelope(seal(token, header, body)),
  }
}

// ---------------------------------------------------------------------------------------------
// Coordinator: merge a returned package.

export async function mergePackage(ws: Workspace, actor: Actor, bytes: Buffer, file: string): Promise<MergeResult> {
  const { envelope, header } = readEnvelope(bytes, file)
  if (header.kind === 'assignment') throw new MbError(m.isAssignment({ file }))
  let touched: string[] = []
  return reviewWrite(
    ws,
    () => {
      if (ws.bank.packages.existingUid() !== header.bank.uid) throw new MbError(m.wrongBank({ file, bank: header.bank.name }))
      const sent = ws.bank.packages.get(header.packageId)
      const token = ws.keys.packageToken(header.packageId)
      if (!sent || sent.direction !== 'sent' || !token) throw new MbError(m.unknownPackage({ id: header.packageId, file }))
      if (!macMatches(token, header, envelope.body, envelope.mac) || header.reviewer.id !== sent.reviewerId || header.round.id !== sent.roundId) {
        throw new MbError(m.altered({ file }))
      }
      const round = ws.bank.review.round(sent.roundId)!
      if (round.state !== 'open') throw new MbError(m.roundClosed({ file, round: round.number, id: round.id }))
      const body = parseBody(ReturnBodySchema, envelope.body, file)
      const store = ws.bank.review
      const reviewerId = sent.reviewerId
      const result: MergeResult = {
        packageId: sent.id,
        reviewer: { id: reviewerId, name: ws.bank.users.get(reviewerId)?.name ?? header.reviewer.name },
        round: round.number,
        merged: 0,
        unchanged: 0,
        conflicts: [],
        comments: { merged: 0, unchanged: 0 },
      }
      const mergedIds: string[] = []
      for (const d of body.decisions) {
        const conflict = (reason: ConflictReason, msg: Msg, currentVersion: number | null) =>
          result.conflicts.push({
            itemId: d.itemId,
            decisionId: d.decisionId,
            reason,
            message: text(msg),
            decision: { kind: d.kind, reasons: d.reasons, comment: d.comment, confidence: d.confidence, baseVersion: d.baseVersion, decidedAt: d.decidedAt, revised: d.revisedItem !== undefined },
            currentVersion,
          })
        const row = ws.bank.getRow(d.itemId)
        const earlier = store.decision(d.decisionId)
        if (earlier) {
          if (earlier.reviewerId === reviewerId && row && earlier.itemRowid === row.rowid) result.unchanged++
          else conflict('id_taken', m.cIdTaken(), row?.version ?? null)
          continue
        }
        if (!row) {
          conflict('missing', m.cMissing(), null)
          continue
        }
        const ri = store.item(row.rowid)
        const assignment = store.assignment(round.id, row.rowid, reviewerId)
        if (!ri || ri.roundId !== round.id || ri.stage !== 'in_review') conflict('not_in_round', m.cNotInRound(), row.version)
        else if (!assignment) conflict('not_assigned', m.cNotAssigned(), row.version)
        else if (row.version !== d.baseVersion) conflict('changed', m.cChanged({ base: d.baseVersion, now: row.version }), row.version)
        else if (store.standing(round.id, row.rowid, reviewerId)) conflict('decided_online', m.cDecided(), row.version)
        else {
          try {
            recordDecision(ws, reviewerId, { rowid: row.rowid, id: d.itemId, version: row.version }, round, d, { packageId: sent.id, mergedBy: actor.id })
            result.merged++
            mergedIds.push(d.itemId)
          } catch (e) {
            if (!(e instanceof MbError)) throw e
            conflict('invalid', m.cInvalid({ detail: renderMsg(e.msg, 'zh'), detailEn: renderMsg(e.msg, 'en') }), row.version)
          }
        }
      }
      for (const c of body.comments) {
        const row = ws.bank.getRow(c.itemId)
        if (!row) continue
        if (store.comments(row.rowid).some((x) => x.authorId === reviewerId && x.body === c.body && x.createdAt === c.createdAt)) {
          result.comments.unchanged++
          continue
        }
        store.addComment({ itemRowid: row.rowid, parentId: null, authorId: reviewerId, roundId: round.id, body: c.body, createdAt: c.createdAt })
        result.comments.merged++
      }
      // The same package merged again changes nothing: no merge record, no log entry (a file whose
      // only outcome was conflicts is recorded once, so they stay in the log).
      const sha = textDigest(bytes)
      const wrote = result.merged > 0 || result.comments.merged > 0
      if (wrote || (result.conflicts.length > 0 && !ws.bank.packages.merges(sent.id).some((x) => x.sha256 === sha))) {
        const now = new Date().toISOString()
        ws.bank.packages.addMerge({ packageId: sent.id, sha256: sha, mergedAt: now, mergedBy: actor.id, merged: result.merged, unchanged: result.unchanged, conflicts: result.conflicts.length })
        ws.bank.audit.append({
          actor: actor.id,
          action: 'review.merge',
          target: `round:${round.id}`,
          at: now,
          new: {
            packageId: sent.id, reviewer: reviewerId, round: round.number, file: sha, merged: result.merged, unchanged: result.unchanged,
            comments: result.comments.merged, conflicts: result.conflicts.map((c) => ({ itemId: c.itemId, decisionId: c.decisionId, reason: c.reason })),
          },
        })
      }
      touched = mergedIds
      return result
    },
    () => touchRows(ws, touched),
  )
}

// ---------------------------------------------------------------------------------------------
// What the UI shows: packages sent (with their merges) and, in a review copy, the ones opened.

export function packageInfo(ws: Workspace) {
  const pk = ws.bank.packages
  const name = (id: string) => ws.bank.users.get(id)?.name ?? id
  const view = (p: PackageRow) => ({
    packageId: p.id,
    reviewer: { id: p.reviewerId, name: name(p.reviewerId) },
    roundId: p.roundId,
    round: ws.bank.review.round(p.roundId)?.number ?? null,
    roundOpen: ws.bank.review.round(p.roundId)?.state === 'open',
    items: p.items,
    keys: p.keys,
    createdAt: p.createdAt,
    createdBy: p.createdBy,
    openedAt: p.openedAt,
  })
  return {
    copyOf: pk.copyOf(),
    sent: pk.list('sent').map((p) => ({ ...view(p), merges: pk.merges(p.id) })),
    opened: pk.list('opened').map(view),
  }
}
