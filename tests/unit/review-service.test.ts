// The review workflow end to end through the operation table, on a small real bank: two reviewers,
// an adjudicator, an editor and a coordinator. Two rounds (unanimous rule, disagreement to the next
// round), blind reads while a round is open, consensus, a revision adopted as a new version,
// adjudication (a written reason when overriding everyone), idempotent submit, undo, roles, illegal
// moves refused with the status machine's words, and the audit chain intact after it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { dispatchOp } from '../../src-main/ops/define'
import type { OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { tempDir } from './helpers/paths'
import { runCliAs } from './helpers/cliRun'

const dir = tempDir('medbench-review-')
const bank = path.join(dir, 'bank.db')
let ws: Workspace

const cli = (argv: string[], as?: string) => runCliAs(argv, { as })

function ctxOf(name: string | null): OpContext {
  const actor = name ? (ws.bank.users.find(name) ?? null) : null
  return { ws, jobs: new JobRegistry(), host: 'cli', uploadsDir: dir, demo: false, version: 't', actor, settings: { dir, secrets: new NoSecretStore() } }
}

/** The value of an operation that must succeed. */
async function ok<T = any>(who: string | null, name: string, input: unknown): Promise<T> {
  const r = await dispatchOp(ops, ctxOf(who), name, input)
  if (!r.ok) throw new Error(`${name} as ${who}: ${r.error.en}`)
  return r.value as T
}

/** The English message of an operation that must fail. */
async function refused(who: string | null, name: string, input: unknown): Promise<string> {
  const r = await dispatchOp(ops, ctxOf(who), name, input)
  if (r.ok) throw new Error(`${name} as ${who} succeeded: ${JSON.stringify(r.value).slice(0, 200)}`)
  return r.error.en
}

const COORD = '陈主任'
const A = '甲医生'
const B = '乙医生'
const ADJ = '丙专家'
const EDITOR = '丁编辑'
let idA = ''
let idB = ''
let n = 0
const newId = () => `dec-${String(++n).padStart(6, '0')}-test`

async function decide(who: string, itemId: string, kind: 'approve' | 'revise' | 'reject', extra: Record<string, unknown> = {}) {
  const reasons = kind === 'approve' ? [] : ['ambiguous_stem']
  return ok(who, 'review.decide', { decisionId: newId(), itemId, kind, reasons, seconds: 30, ...extra })
}

const PLAN = { rounds: 2, reviewersPerItem: 2, consensus: { kind: 'unanimous' }, onDisagreement: 'next_round', fastDecisionSeconds: 5 }

beforeAll(async () => {
  const items = path.join(dir, 'items.jsonl')
  fs.writeFileSync(
    items,
    Array.from({ length: 5 }, (_, i) => JSON.stringify({ id: `a${i}`, stem: `第 ${i} 题：心包积液的典型体征是`, A: '奇脉', B: '水冲脉', answer: 'A' })).join('\n') + '\n',
  )
  const imp = await cli(['import', items, '--bank', bank, '--json'], COORD)
  expect(imp.code).toBe(0)
  ws = new Workspace({ bank, keys: path.join(dir, 'bank.keys.db') }, { mmap: false })
  idA = (await ok(COORD, 'users.create', { name: A, role: 'reviewer', specialties: ['心内科'] })).profile.id
  idB = (await ok(COORD, 'users.create', { name: B, role: 'reviewer' })).profile.id
  await ok(COORD, 'users.create', { name: ADJ, role: 'adjudicator' })
  await ok(COORD, 'users.create', { name: EDITOR, role: 'editor' })
})

afterAll(() => {
  ws?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('a two-round review through the operations', () => {
  it('profiles keep their specialties; the plan is the coordinator’s and is validated', async () => {
    expect(ws.bank.users.get(idA)!.specialties).toEqual(['心内科'])
    expect(await refused(COORD, 'review.assign', {})).toMatch(/no review plan yet/)
    expect(await refused(A, 'review.plan.set', { plan: PLAN })).toMatch(/your role \(reviewer\) cannot do this; it needs: coordinator/)
    const bad = await refused(COORD, 'review.plan.set', { plan: { ...PLAN, consensus: { kind: 'k_of_n', k: 3 } } })
    expect(bad).toMatch(/k \(3\) cannot exceed the reviewers per item \(2\)/)
    const set = await ok(COORD, 'review.plan.set', { plan: PLAN })
    expect(set.plan).toMatchObject({ rounds: 2, reviewersCheckKeys: false, adjudicatorSeesNames: false })
    expect((await ok(A, 'review.plan.get', {})).plan).toEqual(set.plan)
  })

  it('assign: every draft goes to round 1 with two reviewers, never its author', async () => {
    expect(await refused(A, 'review.assign', {})).toMatch(/your role \(reviewer\)/)
    const r = await ok(COORD, 'review.assign', { seed: 7 })
    expect(r).toMatchObject({ round: 1, items: 5, assignments: 10, perReviewer: { [idA]: 5, [idB]: 5 }, short: 0 })
    expect(ws.bank.getRow('a0')!.status).toBe('in_review')
    const q = await ok(A, 'review.queue', { limit: 2 })
    expect(q).toMatchObject({ assigned: 5, done: 0, last: null })
    expect(q.next.map((e: any) => e.itemId)).toEqual(['a0', 'a1'])
    expect(q.next[0]).toMatchObject({ round: 1, of: 2, version: 1, key: null })
    // Nothing is a draft any more, so a second assign has nothing to do; a named item says why not.
    expect(await refused(COORD, 'review.assign', {})).toMatch(/no draft items/)
    expect(await refused(COORD, 'review.assign', { ids: ['a0'] })).toMatch(/item "a0": an item that is in review \(round 1 of 2\) cannot submit for review/)
  })

  it('roles: an editor cannot decide, a reviewer cannot close a round or adjudicate', async () => {
    expect(await refused(EDITOR, 'review.decide', { decisionId: newId(), itemId: 'a0', kind: 'approve' })).toMatch(/your role \(editor\) cannot do this; it needs: reviewer/)
    expect(await refused(A, 'review.closeRound', {})).toMatch(/your role \(reviewer\).*coordinator/)
    expect(await refused(A, 'review.adjudicate', { itemId: 'a0', kind: 'approve' })).toMatch(/it needs: adjudicator/)
    expect(await refused(A, 'review.status', {})).toMatch(/it needs: coordinator/)
  })

  it('decide is idempotent by decision id; a second decision needs an undo first', async () => {
    const input = { decisionId: 'dec-fixed-a0-A', itemId: 'a0', kind: 'approve', reasons: [], seconds: 2 }
    const first = await ok(A, 'review.decide', input)
    const again = await ok(A, 'review.decide', input)
    expect(first.duplicate).toBe(false)
    expect(again).toMatchObject({ duplicate: true, decision: { decisionId: 'dec-fixed-a0-A', kind: 'approve', round: 1 } })
    expect(ws.bank.db.prepare('SELECT COUNT(*) FROM review_decisions WHERE item_rowid = ?').pluck().get(ws.bank.rowidOf('a0'))).toBe(1)
    expect(await refused(A, 'review.decide', { ...input, decisionId: newId() })).toMatch(/you already decided on item "a0" in this round/)
    expect(await refused(B, 'review.decide', input)).toMatch(/decision id "dec-fixed-a0-A" belongs to another decision/)
    // A reject needs a reason, from the core's rules.
    expect(await refused(B, 'review.decide', { decisionId: newId(), itemId: 'a0', kind: 'reject' })).toMatch(/needs a reason/)
    // Keys are hidden from reviewers under this plan, so "answer key wrong" is refused.
    expect(await refused(B, 'review.decide', { decisionId: newId(), itemId: 'a0', kind: 'reject', reasons: ['key_wrong'] })).toMatch(/do not see the answer keys/)
    await decide(B, 'a0', 'approve')
    expect((await ok(A, 'review.queue', {})).done).toBe(1)
  })

  it('undo takes back the reviewer’s last decision while the round is open', async () => {
    const d = await decide(B, 'a1', 'approve')
    expect((await ok(B, 'review.queue', {})).last).toMatchObject({ itemId: 'a1', kind: 'approve' })
    const u = await ok(B, 'review.undo', {})
    expect(u.undone).toMatchObject({ decisionId: d.decision.decisionId, itemId: 'a1' })
    expect((await ok(B, 'review.queue', {})).next[0].itemId).toBe('a1')
    expect(await refused(B, 'review.decide', { decisionId: d.decision.decisionId, itemId: 'a1', kind: 'approve', reasons: [] })).toMatch(/was withdrawn/)
    expect(await refused(A, 'review.undo', { decisionId: d.decision.decisionId })).toMatch(/no decision to undo/)
    await decide(B, 'a1', 'reject')
    await decide(A, 'a1', 'reject')
  })

  it('blind: while round 1 is open nobody but the coordinator reads another reviewer’s decision', async () => {
    await decide(A, 'a2', 'approve', { comment: '我认为题干清楚' })
    await ok(A, 'review.comment.add', { itemId: 'a2', body: '甲的意见：可以通过' })
    await ok(COORD, 'review.comment.add', { itemId: 'a2', body: '请两位独立审核' })
    for (const who of [B, ADJ, EDITOR]) {
      const view = await ok(who, 'review.item', { itemId: 'a2' })
      expect(view.decisions).toEqual([])
      expect(view.comments.map((c: any) => c.body)).toEqual(['请两位独立审核'])
      expect(JSON.stringify(view)).not.toContain('我认为题干清楚')
      expect(JSON.stringify(view)).not.toContain(idA)
    }
    expect(JSON.stringify(await ok(B, 'review.queue', { limit: 10 }))).not.toContain(idA)
    // The audit log does not undo blindness: another reviewer's decisions and comments are not listed.
    for (const who of [B, ADJ]) {
      const log = await ok(who, 'audit.list', { target: 'a2' })
      expect(log.rows.map((r: any) => r.action)).not.toContain('review.decide')
      expect(log.rows.map((r: any) => r.action)).not.toContain('review.comment')
      expect(JSON.stringify(log)).not.toContain(idA)
      expect((await ok(who, 'audit.list', { actor: idA })).total).toBe(0)
    }
    expect((await ok(A, 'audit.list', { target: 'a2', action: 'review.decide' })).rows[0].new).toMatchObject({ kind: 'approve' })
    expect((await ok(COORD, 'audit.list', { target: 'a2', action: 'review.decide' })).total).toBe(1)
    const mine = await ok(A, 'review.item', { itemId: 'a2' })
    expect(mine.decisions).toEqual([expect.objectContaining({ kind: 'approve', reviewer: { kind: 'self', id: idA } })])
    expect(mine.assignedToMe).toBe(true)
    const coord = await ok(COORD, 'review.item', { itemId: 'a2' })
    expect(coord.decisions[0].reviewer).toEqual({ kind: 'named', id: idA })
    expect(coord.comments).toHaveLength(2)
  })

  it('the rest of round 1: a split, an agreed revision, another split', async () => {
    await decide(B, 'a2', 'reject')
    const revised = { ...ws.bank.getItem('a3')!.item, stem: '第 3 题（修订）：心包积液最典型的体征是' }
    const r1 = await decide(A, 'a3', 'revise', { revisedItem: revised })
    await decide(B, 'a3', 'revise', { revisedItem: revised })
    expect(r1.decision.revision).toMatch(/^sha256:[0-9a-f]{64}$/)
    // The proposal is not a version yet: the item reads as before until the round closes.
    expect(ws.bank.getItem('a3')!.version).toBe(1)
    await decide(A, 'a4', 'approve')
    await decide(B, 'a4', 'revise', { revisedItem: { ...revised, id: 'a4', stem: '乙的另一种改法' } })
    expect(await refused(A, 'review.decide', { decisionId: newId(), itemId: 'a4', kind: 'revise', reasons: ['ambiguous_stem'], revisedItem: { ...revised, id: 'zz' } })).toMatch(/you already decided/)
  })

  it('closing round 1: consensus settles, the revision becomes version 2, splits go to round 2', async () => {
    const c = await ok(COORD, 'review.closeRound', {})
    expect(c).toMatchObject({ round: 1, items: 5, approved: 1, rejected: 1, revised: 1, nextRound: 3, adjudication: 0 })
    expect(c.next).toMatchObject({ round: 2, items: 3, assignments: 6 })
    expect(ws.bank.getRow('a0')!.status).toBe('approved')
    expect(ws.bank.getRow('a1')!.status).toBe('rejected')
    expect(ws.bank.getItem('a3')).toMatchObject({ version: 2, status: 'in_review', item: { stem: '第 3 题（修订）：心包积液最典型的体征是' } })
    expect(ws.bank.db.prepare("SELECT COUNT(*) FROM review_decisions WHERE revised_version = 2").pluck().get()).toBe(2)
    const outcomes = ws.bank.review.outcomes(ws.bank.rowidOf('a0')!)
    expect(outcomes).toEqual([expect.objectContaining({ outcome: 'unanimous', status: 'approved', version: 1 })])
    // Decisions in a closed round are refused.
    expect(await refused(A, 'review.decide', { decisionId: newId(), itemId: 'a0', kind: 'approve' })).toMatch(/not assigned item "a0" in an open round/)
  })

  it('blind after the close: a settled item shows its decisions under pseudonyms; an item still under review shows none to its reviewers', async () => {
    const view = await ok(B, 'review.item', { itemId: 'a0' })
    expect(view.decisions).toHaveLength(2)
    const other = view.decisions.find((d: any) => d.reviewer.kind !== 'self')
    expect(other.reviewer).toMatchObject({ kind: 'pseudonym', label: { en: expect.stringMatching(/^Reviewer \d$/) } })
    expect(JSON.stringify(view)).not.toContain(idA)
    // a2 went on to round 2 with the same two reviewers: no anchoring on round 1.
    expect((await ok(B, 'review.item', { itemId: 'a2' })).decisions.filter((d: any) => d.reviewer.kind !== 'self')).toEqual([])
    expect((await ok(B, 'review.item', { itemId: 'a2' })).comments.map((c: any) => c.body)).toEqual(['请两位独立审核'])
    const adj = await ok(ADJ, 'review.item', { itemId: 'a2' })
    expect(adj.decisions).toHaveLength(2)
    expect(adj.comments).toHaveLength(2)
    // The adjudicator reads reviewers' comments under the same pseudonyms as their decisions.
    const byA = adj.comments.find((c: any) => c.body === '甲的意见：可以通过')
    expect(byA.author).toEqual(adj.decisions.find((d: any) => d.round === 1 && d.kind === 'approve').reviewer)
  })

  it('comments are threaded; a reply names an existing comment of the same item', async () => {
    const top = (await ok(COORD, 'review.comment.list', { itemId: 'a2' })).comments.find((c: any) => c.body === '请两位独立审核')
    const reply = await ok(ADJ, 'review.comment.add', { itemId: 'a2', body: '收到', parentId: top.id })
    expect(reply.comment).toMatchObject({ parentId: top.id, author: { kind: 'self' } })
    expect(await refused(ADJ, 'review.comment.add', { itemId: 'a0', body: '回复', parentId: top.id })).toMatch(/item "a0" has no comment \d+ to reply to/)
    expect(await refused(ADJ, 'review.comment.add', { itemId: 'a0', body: '   ' })).toMatch(/body/)
    const list = (await ok(EDITOR, 'review.comment.list', { itemId: 'a2' })).comments
    expect(list.map((c: any) => [c.body, c.parentId])).toEqual([
      ['甲的意见：可以通过', null],
      ['请两位独立审核', null],
      ['收到', top.id],
    ])
  })

  it('round 2 and adjudication: lowest agreement first, names hidden, overriding everyone needs a reason', async () => {
    const q = await ok(A, 'review.queue', { limit: 10 })
    expect(q.next.map((e: any) => [e.itemId, e.round, e.version])).toEqual([
      ['a2', 2, 1],
      ['a3', 2, 2],
      ['a4', 2, 1],
    ])
    await decide(A, 'a2', 'approve')
    await decide(B, 'a2', 'reject', { seconds: 1 })
    await decide(A, 'a3', 'approve')
    await decide(B, 'a3', 'approve')
    await decide(A, 'a4', 'approve')
    await decide(B, 'a4', 'reject')
    expect(await refused(COORD, 'review.adjudicate', { itemId: 'a4', kind: 'approve' })).toMatch(/it needs: adjudicator/)
    const c = await ok(COORD, 'review.closeRound', {})
    expect(c).toMatchObject({ round: 2, items: 3, approved: 1, adjudication: 2, nextRound: 0, next: null })
    expect(ws.bank.getRow('a2')!.status).toBe('adjudication')

    const queue = await ok(ADJ, 'review.adjudication.queue', {})
    expect(queue.total).toBe(2)
    expect(queue.entries.map((e: any) => [e.itemId, e.agreement, e.round])).toEqual([
      ['a2', 0.5, 2],
      ['a4', 0.5, 2],
    ])
    expect(queue.entries[0].decisions.every((d: any) => d.reviewer.kind === 'pseudonym')).toBe(true)
    expect(JSON.stringify(queue)).not.toContain(idA)
    expect(JSON.stringify(queue)).not.toContain(idB)

    const adj = await ok(ADJ, 'review.adjudicate', { itemId: 'a2', kind: 'approve' })
    expect(adj).toMatchObject({ status: 'approved', version: 1 })
    const own = { ...ws.bank.getItem('a4')!.item, stem: '丙的改法：心包积液的典型体征' }
    expect(await refused(ADJ, 'review.adjudicate', { itemId: 'a4', kind: 'revise', reasons: ['ambiguous_stem'], revisedItem: own })).toMatch(
      /the verdict goes against every reviewer: write the reason in the comment/,
    )
    const done = await ok(ADJ, 'review.adjudicate', { itemId: 'a4', kind: 'revise', reasons: ['ambiguous_stem'], revisedItem: own, comment: '两位意见相反，题干需改写' })
    expect(done).toMatchObject({ status: 'approved', version: 2 })
    expect(ws.bank.review.outcomes(ws.bank.rowidOf('a4')!).at(-1)).toMatchObject({ outcome: 'adjudicated', status: 'approved', version: 2 })
    // Illegal moves are refused with the status machine's words.
    expect(await refused(ADJ, 'review.adjudicate', { itemId: 'a0', kind: 'reject', reasons: ['duplicate'] })).toMatch(
      /item "a0": an item that is approved cannot reject by adjudication \(to rejected\); reject by adjudication applies only to items that are: in adjudication/,
    )
  })

  it('the dashboard: statuses, outcomes, agreement per round, fast decisions', async () => {
    const s = await ok(COORD, 'review.status', {})
    expect(s.statuses).toMatchObject({ approved: 4, rejected: 1, in_review: 0, adjudication: 0, draft: 0 })
    expect(s.outcomes).toEqual({ unanimous: 3, consensus: 0, adjudicated: 2, unresolved: 0 })
    expect(s.queues).toEqual({ inReview: 0, adjudication: 0, openRounds: 0 })
    expect(s.rounds).toHaveLength(2)
    const [r1, r2] = s.rounds
    expect(r1).toMatchObject({ round: 1, state: 'closed', items: 5, assignments: 10, decided: 10 })
    expect(r1.reviewers.map((r: any) => [r.name, r.assigned, r.decided])).toEqual(expect.arrayContaining([[A, 5, 5], [B, 5, 5]]))
    // Round 2: A approved all three, B rejected two: kappa is defined and below chance-corrected agreement of 1.
    expect(r2.agreement.cohenKappa).toHaveLength(1)
    expect(r2.agreement.cohenKappa[0].n).toBe(3)
    expect(r1.agreement.fleissKappa.n).toBe(5)
    expect(typeof r1.agreement.gwetAC1.value).toBe('number')
    // Two decisions were timed under the plan's 5 s: a0 by A (2 s) and a2 by B in round 2 (1 s).
    expect(s.fast.map((f: any) => [f.itemId, f.round, f.reviewerId])).toEqual([
      ['a0', 1, idA],
      ['a2', 2, idB],
    ])
    expect(s.fast[0].zh).toContain('a0')
    // The coordinator reads the reviewer's name, not a profile id.
    expect(s.fast[0].zh).toContain(A)
    expect(s.fast[0].zh).not.toContain(idA)
  })

  it('the audit chain verifies after the whole flow, with one entry per action', async () => {
    const v = await ok(null, 'audit.verify', {})
    expect(v.intact).toBe(true)
    const count = (action: string) => ws.bank.db.prepare('SELECT COUNT(*) FROM audit_log WHERE action = ?').pluck().get(action)
    expect(count('review.plan')).toBe(1)
    expect(count('review.assign')).toBe(2)
    expect(count('review.close')).toBe(2)
    expect(count('review.adjudicate')).toBe(2)
    expect(count('review.undo')).toBe(1)
    expect(count('review.decide')).toBe(17)
    // Two revisions became versions: a3 adopted at round 1's close, a4 by the adjudicator.
    expect(count('item.edit')).toBe(2)
  })
})

describe('released pools', () => {
  it('freeze the approved items’ versions with a content hash; a later edit does not change them', async () => {
    expect(await refused(A, 'pool.release', { name: 'v1' })).toMatch(/it needs: coordinator/)
    const r = await ok(COORD, 'pool.release', { name: 'v1' })
    expect(r).toMatchObject({ released: 4, pool: { name: 'v1', n: 4, sha256: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) } })
    expect(ws.bank.getRow('a3')!.status).toBe('released')
    const got = await ok(null, 'pool.get', { name: 'v1' })
    expect(got.items.map((i: any) => `${i.itemId}@${i.version}`)).toEqual(['a0@1', 'a2@1', 'a3@2', 'a4@2'])
    expect(await refused(COORD, 'pool.release', { name: 'v1' })).toMatch(/a pool named "v1" already exists/)

    const cur = ws.bank.getItem('a3')!
    await ok(EDITOR, 'item.save', { id: 'a3', baseVersion: cur.version, item: { ...cur.item, stem: '发布后又改了' } })
    expect(ws.bank.getRow('a3')).toMatchObject({ version: 3, status: 'draft' })
    const after = await ok(null, 'pool.get', { name: 'v1' })
    expect(after).toEqual(got)
    // The next release leaves out the edited (now draft) item.
    const v2 = await ok(COORD, 'pool.release', { name: 'v2' })
    expect(v2).toMatchObject({ released: 0, pool: { n: 3 } })
    expect((await ok(null, 'pool.list', {})).pools.map((p: any) => p.name)).toEqual(['v1', 'v2'])
  })

  it('the pool tables refuse UPDATE and DELETE', () => {
    const db = new Database(bank)
    expect(() => db.prepare("UPDATE pool_items SET version = 9 WHERE item_id = 'a3'").run()).toThrow(/frozen/)
    expect(() => db.prepare('DELETE FROM pool_items').run()).toThrow(/frozen/)
    expect(() => db.prepare("UPDATE pools SET name = 'x'").run()).toThrow(/frozen/)
    expect(() => db.prepare('DELETE FROM pools').run()).toThrow(/frozen/)
    db.close()
  })
})

describe('a second review of an edited item, withdrawn midway', () => {
  it('under review the item changes only through the review; withdraw lapses its assignments', async () => {
    // a3 was edited after its release and is a draft again: it goes through review anew.
    const r = await ok(COORD, 'review.assign', { ids: ['a3'] })
    expect(r).toMatchObject({ round: 1, items: 1, assignments: 2 })
    const cur = ws.bank.getItem('a3')!
    expect(await refused(EDITOR, 'item.save', { id: 'a3', baseVersion: cur.version, item: { ...cur.item, stem: '审核中改动' } })).toMatch(
      /item "a3" is under review \(round 1 of 2\): the review decides its text and status/,
    )
    expect(await refused(EDITOR, 'item.setStatus', { id: 'a3', status: 'approved' })).toMatch(/under review/)
    expect(await refused(EDITOR, 'item.setStatus', { id: 'a0', status: 'adjudication' })).toMatch(/cannot be set by hand/)
    // The new cycle starts blind: the earlier review's decisions are not this round's.
    expect((await ok(COORD, 'review.item', { itemId: 'a3' })).decisions).toEqual([])
    await decide(A, 'a3', 'approve')
    expect((await ok(B, 'review.queue', {})).next.map((e: any) => e.itemId)).toEqual(['a3'])

    expect(await refused(A, 'review.withdraw', { itemId: 'a3' })).toMatch(/it needs: coordinator/)
    const w = await ok(COORD, 'review.withdraw', { itemId: 'a3', note: '需要重写' })
    expect(w).toEqual({ itemId: 'a3', status: 'draft', lapsed: 1 })
    expect(ws.bank.getRow('a3')!.status).toBe('draft')
    expect(await ok(B, 'review.queue', {})).toMatchObject({ assigned: 0, next: [] })
    expect(await refused(B, 'review.decide', { decisionId: newId(), itemId: 'a3', kind: 'approve' })).toMatch(/not assigned item "a3"/)
    expect(ws.bank.review.outcomes(ws.bank.rowidOf('a3')!).at(-1)).toMatchObject({ outcome: 'unresolved', status: 'draft' })
    expect(await refused(COORD, 'review.withdraw', { itemId: 'a3' })).toMatch(/item "a3": an item that is draft cannot withdraw from review/)
    // The round closes with nothing left to settle; the draft can be edited again.
    expect(await ok(COORD, 'review.closeRound', {})).toMatchObject({ items: 0, next: null })
    await ok(EDITOR, 'item.save', { id: 'a3', baseVersion: ws.bank.getItem('a3')!.version, item: { ...ws.bank.getItem('a3')!.item, stem: '撤回后重写' } })
    expect((await ok(null, 'audit.verify', {})).intact).toBe(true)
  })
})

describe('a plan where reviewers check keys and the adjudicator sees names', () => {
  it('keys reach the reviewer, a last-round revision goes to adjudication, the adjudicator adopts it by hash', async () => {
    await ok(COORD, 'review.plan.set', { plan: { rounds: 1, reviewersPerItem: 1, consensus: { kind: 'unanimous' }, reviewersCheckKeys: true, adjudicatorSeesNames: true } })
    expect(await ok(COORD, 'review.assign', { ids: ['a3'] })).toMatchObject({ round: 1, items: 1, assignments: 1 })
    const queues = await Promise.all([A, B].map(async (who) => ({ who, q: await ok(who, 'review.queue', {}) })))
    const mine = queues.find((x) => x.q.next.length === 1)!
    expect(mine.q.next[0]).toMatchObject({ itemId: 'a3', round: 1, of: 1, key: { answer: 'A' } })
    const revised = { ...mine.q.next[0].item, options: { A: '奇脉', B: '水冲脉', C: '颈静脉怒张' } }
    const d = await ok(mine.who, 'review.decide', { decisionId: newId(), itemId: 'a3', kind: 'revise', reasons: ['key_wrong'], revisedItem: revised })
    const before = ws.bank.getItem('a3')!.version
    // Revised in the last round: the new version is made and goes to the adjudicator, never approved unread.
    expect(await ok(COORD, 'review.closeRound', {})).toMatchObject({ revised: 1, adjudication: 1 })
    expect(ws.bank.getItem('a3')).toMatchObject({ version: before + 1, status: 'adjudication' })
    const q = await ok(ADJ, 'review.adjudication.queue', {})
    const entry = q.entries.find((e: any) => e.itemId === 'a3')
    expect(entry.decisions[0].reviewer).toEqual({ kind: 'named', id: ws.bank.users.find(mine.who)!.id })
    expect(entry.revisions).toEqual([{ revision: d.decision.revision, item: revised }])
    expect(await refused(ADJ, 'review.adjudicate', { itemId: 'a3', kind: 'revise', reasons: ['key_wrong'], revision: 'sha256:nope' })).toMatch(/has no proposed revision/)
    const v = await ok(ADJ, 'review.adjudicate', { itemId: 'a3', kind: 'revise', reasons: ['key_wrong'], revision: d.decision.revision })
    // The adopted revision is already the current version: no second version is made.
    expect(v).toEqual({ itemId: 'a3', status: 'approved', version: before + 1 })
  })
})
