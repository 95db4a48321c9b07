// What the review services share: their messages, the plan, one write path (write lock, busy
// mapping, one bank transaction), and an item's decisions in the core's shape with the blindness
// input built from the store, so every read path filters through core/review/blind.ts the same way.
import { MbError, bilingual, defineMessages, renderMsg } from '../../core/messages'
import type { Msg } from '../../core/messages'
import type { Actor } from '../../core/actors'
import type { Decision } from '../../core/review/decision'
import type { ReviewPlan } from '../../core/review/plan'
import type { BlindInput } from '../../core/review/blind'
import type { ReviewStatus } from '../../core/review/status'
import type { ItemStatus } from '../../core/types'
import type { DecisionRow, ReviewItemRow, RoundRow } from '../../store/reviewStore'
import { mapBusy } from '../busy'
import { duringImport } from '../itemService'
import type { Workspace } from '../workspace'

export const reviewMessages = defineMessages('review.service', {
  noPlan: {
    zh: () => '本题库还没有审核计划：请先设置（medbench review plan --bank 题库 --set plan.json）',
    en: () => 'this bank has no review plan yet: set one first (medbench review plan --bank B --set plan.json)',
  },
  itemNotFound: {
    zh: (p) => `题库中没有题目“${p.id}”`,
    en: (p) => `item "${p.id}" is not in the bank`,
  },
  noDrafts: {
    zh: () => '没有可送审的草稿题目',
    en: () => 'there are no draft items to send to review',
  },
  noReviewers: {
    zh: () => '本题库没有角色为“审核专家”的档案，无法分配审核',
    en: () => 'this bank has no profile with the reviewer role: nobody to assign',
  },
  notAssigned: {
    zh: (p) => `您在当前开放的轮次中没有被分配审核题目“${p.id}”`,
    en: (p) => `you are not assigned item "${p.id}" in an open round`,
  },
  alreadyDecided: {
    zh: (p) => `您已对题目“${p.id}”做出本轮决定；如需更改，请先撤销（undo）`,
    en: (p) => `you already decided on item "${p.id}" in this round; undo it first to change it`,
  },
  decisionIdTaken: {
    zh: (p) => `决定编号“${p.decisionId}”已用于另一条决定`,
    en: (p) => `decision id "${p.decisionId}" belongs to another decision`,
  },
  decisionWithdrawn: {
    zh: (p) => `决定“${p.decisionId}”已被撤销；请以新的决定编号重新提交`,
    en: (p) => `decision "${p.decisionId}" was withdrawn; submit again with a new decision id`,
  },
  nothingToUndo: {
    zh: () => '没有可撤销的决定（只有开放轮次中您自己的决定可以撤销）',
    en: () => 'no decision to undo (only your own decisions in an open round can be undone)',
  },
  noOpenRound: {
    zh: () => '当前没有开放的审核轮次',
    en: () => 'no review round is open',
  },
  roundNotOpen: {
    zh: (p) => `审核轮次 ${p.id} 不存在或已关闭`,
    en: (p) => `review round ${p.id} does not exist or is closed`,
  },
  severalOpen: {
    zh: (p) => `有多个开放的审核轮次（${p.ids}）：请指明要关闭哪一个（--round 编号）`,
    en: (p) => `several review rounds are open (${p.ids}): name the one to close (--round ID)`,
  },
  revisedItemInvalid: {
    zh: (p) => `修改后的题目无效：${p.detail}`,
    en: (p) => `the revised item is not valid: ${p.detail}`,
  },
  revisedIdChanged: {
    zh: (p) => `修改不能更改题目编号（“${p.from}” → “${p.to}”）`,
    en: (p) => `a revision cannot change the item id ("${p.from}" → "${p.to}")`,
  },
  revisionUnchanged: {
    zh: () => '修改后的题目与原题相同；若无需修改请选择“通过”',
    en: () => 'the revised item is the same as the current one; choose approve if nothing needs changing',
  },
  revisionUnknown: {
    zh: (p) => `题目“${p.id}”没有编号为“${p.revision}”的修改稿`,
    en: (p) => `item "${p.id}" has no proposed revision "${p.revision}"`,
  },
  notInAdjudication: {
    zh: (p) => `题目“${p.id}”不在裁决队列中`,
    en: (p) => `item "${p.id}" is not in the adjudication queue`,
  },
  commentParent: {
    zh: (p) => `题目“${p.id}”没有编号为 ${p.parent} 的评论可回复`,
    en: (p) => `item "${p.id}" has no comment ${p.parent} to reply to`,
  },
})

/** A refusal about one item, with the item named (the status machine's words do not name it). */
export function itemError(id: string, msg: Msg): MbError {
  return new MbError(bilingual(`题目“${id}”：${renderMsg(msg, 'zh')}`, `item "${id}": ${renderMsg(msg, 'en')}`), { itemId: id })
}

export function requirePlan(ws: Workspace): ReviewPlan {
  const plan = ws.bank.review.getPlan()
  if (!plan) throw new MbError(reviewMessages.noPlan())
  return plan
}

export function itemRow(ws: Workspace, id: string): { rowid: number; id: string; status: ItemStatus; version: number } {
  const row = ws.bank.getRow(id)
  if (!row) throw new MbError(reviewMessages.itemNotFound({ id }))
  return { rowid: row.rowid, id, status: row.status, version: row.version }
}

/**
 * A review write: refused at once during an import (as item edits are), then serialised with every
 * other writer of this workspace and run in one bank transaction with its audit entries.
 */
export function reviewWrite<T>(ws: Workspace, fn: () => T, after?: (result: T) => void): Promise<T> {
  const busy = duringImport(ws)
  if (busy) return Promise.reject(busy)
  return ws.writes.run(() => {
    const result = mapBusy(ws.paths.bank, () => ws.bank.db.transaction(fn)())
    after?.(result)
    ws.changed()
    return result
  })
}

/** Tells the bank view's index which rows changed status or version; many at once: rebuild it. */
export function touchRows(ws: Workspace, ids: readonly string[]): void {
  if (ids.length > 500) {
    ws.index.invalidate()
    return
  }
  for (const id of ids) {
    const row = ws.bank.getRow(id)
    if (row) ws.index.rowChanged(row.rowid, row)
  }
}

/** The item's review status as the core's machine reads it: the bank's status plus the round. */
export function reviewStatusOf(status: ItemStatus, ri: ReviewItemRow | undefined): ReviewStatus {
  if ((status === 'in_review' || status === 'adjudication') && ri) return { state: status, round: ri.number, of: ri.of }
  if (status === 'in_review' || status === 'adjudication') return { state: status, round: 1, of: 1 }
  return { state: status }
}

export function toDecision(d: DecisionRow, itemId: string, round: number): Decision {
  const out: Decision = { itemId, round, reviewerId: d.reviewerId, kind: d.kind, reasons: d.reasons, decidedAt: d.decidedAt }
  if (d.comment !== null) out.comment = d.comment
  if (d.confidence !== null) out.confidence = d.confidence
  if (d.revision !== null) out.revision = d.revision
  if (d.seconds !== null) out.seconds = d.seconds
  return out
}

export function roundsById(ws: Workspace): Map<number, RoundRow> {
  return new Map(ws.bank.review.rounds().map((r) => [r.id, r]))
}

/**
 * Everything blindness needs about one item's current review cycle: its decisions (core shape, with
 * the store rows beside them), which of its rounds are open, who was assigned in each round.
 */
export function itemReview(
  ws: Workspace,
  rowid: number,
  itemId: string,
  rounds: Map<number, RoundRow> = roundsById(ws),
): { ri: ReviewItemRow | undefined; plan: ReviewPlan | null; decisions: Decision[]; rows: DecisionRow[]; openRounds: Set<number>; assigned: string[][] } {
  const ri = ws.bank.review.item(rowid)
  if (!ri) return { ri, plan: ws.bank.review.getPlan(), decisions: [], rows: [], openRounds: new Set(), assigned: [] }
  const numberOf = (roundId: number) => rounds.get(roundId)?.number ?? 1
  const rows = ws.bank.review.decisionsOfItem(rowid, ri.sinceRound)
  const assigned: string[][] = []
  const openRounds = new Set<number>()
  for (const a of ws.bank.review.assignmentsOfItem(rowid, ri.sinceRound)) {
    const n = numberOf(a.roundId)
    ;(assigned[n - 1] ??= []).push(a.reviewerId)
    if (rounds.get(a.roundId)?.state === 'open') openRounds.add(n)
  }
  for (let i = 0; i < assigned.length; i++) assigned[i] ??= []
  return {
    ri,
    plan: rounds.get(ri.roundId)?.plan ?? ws.bank.review.getPlan(),
    decisions: rows.map((d) => toDecision(d, itemId, numberOf(d.roundId))),
    rows,
    openRounds,
    assigned,
  }
}

export function blindInput(viewer: Actor, itemId: string, r: ReturnType<typeof itemReview>): BlindInput {
  return {
    viewer,
    plan: { adjudicatorSeesNames: r.plan?.adjudicatorSeesNames ?? false },
    itemId,
    decisions: r.decisions,
    openRounds: r.openRounds,
    assigned: r.assigned,
  }
}
