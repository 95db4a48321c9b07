// Offline review packages end to end through the operation table: the coordinator exports each
// reviewer's undecided items, each reviewer opens theirs in an empty bank of their own (a review
// copy), decides there offline (approve, revise with a whole edited item, reject, undo, a comment),
// and exports a return package that the coordinator merges. Checked: the merge records exactly the
// reviewer's decisions (revisions as proposals, comments), merging twice changes nothing (not even
// the audit log), an altered package or one for another bank or a closed round is refused with a
// message naming the file, conflicts (withdrawn centrally, decided online meanwhile) are reported
// with the decision itself, keys travel only sealed and only when the plan has reviewers check them,
// and the CLI's export/open/return/merge print the contract's JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { dispatchOp } from '../../src-main/ops/define'
import type { OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { packageInfo } from '../../src-main/services/review/packages'
import { tempDir } from './helpers/paths'
import { runCliAs } from './helpers/cliRun'

const dir = tempDir('medbench-pkg-')
const spaces: Workspace[] = []

function open(name: string): Workspace {
  const ws = new Workspace({ bank: path.join(dir, `${name}.db`), keys: path.join(dir, `${name}.keys.db`) }, { mmap: false })
  spaces.push(ws)
  return ws
}

function ctxOf(ws: Workspace, who: string | null): OpContext {
  const actor = who ? (ws.bank.users.find(who) ?? null) : null
  return { ws, jobs: new JobRegistry(), host: 'http', uploadsDir: path.join(dir, 'uploads'), demo: false, version: 't', actor, settings: { dir, secrets: new NoSecretStore() } }
}

async function ok<T = any>(ws: Workspace, who: string | null, name: string, input: unknown): Promise<T> {
  const r = await dispatchOp(ops, ctxOf(ws, who), name, input)
  if (!r.ok) throw new Error(`${name} as ${who}: ${r.error.en}`)
  return r.value as T
}

async function refused(ws: Workspace, who: string | null, name: string, input: unknown): Promise<{ zh: string; en: string }> {
  const r = await dispatchOp(ops, ctxOf(ws, who), name, input)
  if (r.ok) throw new Error(`${name} as ${who} succeeded: ${JSON.stringify(r.value).slice(0, 200)}`)
  return r.error
}

const upload = (name: string, b64: string) => ({ name, contentBase64: b64 })
let n = 0
const newId = () => `dec-${String(++n).padStart(6, '0')}-pkg`

const COORD = '陈主任'
const A = '甲医生'
const B = '乙医生'
const auditCount = (ws: Workspace) => ws.bank.db.prepare('SELECT COUNT(*) FROM audit_log').pluck().get() as number

let central: Workspace
let idA = ''

async function importItems(bank: string, prefix: string, count: number, as: string) {
  const file = path.join(dir, `${prefix}.jsonl`)
  fs.writeFileSync(
    file,
    Array.from({ length: count }, (_, i) => JSON.stringify({ id: `${prefix}${i}`, stem: `第 ${i} 题：心包积液的典型体征是`, A: '奇脉', B: '水冲脉', C: '交替脉', answer: 'A' })).join('\n') + '\n',
  )
  const r = await runCliAs(['import', file, '--bank', bank, '--json'], { as })
  expect(r.code, r.err.join('\n')).toBe(0)
}

beforeAll(async () => {
  await importItems(path.join(dir, 'central.db'), 'p', 6, COORD)
  central = open('central')
  idA = (await ok(central, COORD, 'users.create', { name: A, role: 'reviewer' })).profile.id
  await ok(central, COORD, 'users.create', { name: B, role: 'reviewer' })
  await ok(central, COORD, 'review.plan.set', { plan: { rounds: 1, reviewersPerItem: 2, consensus: { kind: 'unanimous' } } })
  await ok(central, COORD, 'review.assign', { seed: 1 })
})

afterAll(() => {
  for (const ws of spaces) ws.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('a package round trip', () => {
  let pkgA = ''
  let returned = ''
  let copyA: Workspace

  it('exports one reviewer\'s undecided items, with no keys and nobody else\'s work', async () => {
    const r = await ok(central, COORD, 'review.package.export', { reviewer: A })
    expect(r).toMatchObject({ reviewer: { id: idA, name: A }, round: 1, items: 6, keys: false, file: null })
    pkgA = r.contentBase64
    const env = JSON.parse(zlib.gunzipSync(Buffer.from(pkgA, 'base64')).toString('utf8'))
    expect(env.format).toBe('medbench-review-package')
    const body = JSON.parse(env.body)
    expect(body.items.map((i: { id: string }) => i.id).sort()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5'])
    expect(body.sealedKeys).toBeUndefined()
    expect(JSON.stringify(body)).not.toContain('"answer"')
    expect(packageInfo(central).sent[0]).toMatchObject({ reviewer: { name: A }, items: 6, roundOpen: true })
  })

  it('refuses to open a package anywhere but an empty bank or its own review copy', async () => {
    expect((await refused(central, COORD, 'review.package.open', { file: upload('a.mbpkg', pkgA) })).en).toMatch(/a\.mbpkg was exported from this bank/)
    await importItems(path.join(dir, 'busy.db'), 'q', 1, 'someone')
    const busy = open('busy')
    expect((await refused(busy, null, 'review.package.open', { file: upload('a.mbpkg', pkgA) })).en).toMatch(/already holds 1 items/)
    expect((await refused(busy, null, 'review.package.open', { file: upload('x.mbpkg', Buffer.from('not a package').toString('base64')) })).en).toMatch(
      /x\.mbpkg is not a MedBench Studio review package/,
    )
  })

  it('opens into an empty bank as a review copy where the reviewer works with the usual operations', async () => {
    copyA = open('copyA')
    const r = await ok(copyA, null, 'review.package.open', { file: upload('a.mbpkg', pkgA) })
    expect(r).toMatchObject({ reviewer: { id: idA, name: A }, round: 1, items: 6, alreadyOpen: false })
    expect((await ok(copyA, null, 'review.package.open', { file: upload('a.mbpkg', pkgA) })).alreadyOpen).toBe(true)
    expect(copyA.bank.count()).toBe(6)
    const q = await ok(copyA, A, 'review.queue', { limit: 10 })
    expect(q.assigned).toBe(6)
    expect(q.next.length).toBe(6)
    expect(packageInfo(copyA).copyOf?.name).toBe('central.db')

    await ok(copyA, A, 'review.decide', { decisionId: newId(), itemId: 'p0', kind: 'approve', reasons: [], seconds: 40 })
    await ok(copyA, A, 'review.decide', { decisionId: newId(), itemId: 'p1', kind: 'reject', reasons: ['ambiguous_stem'], comment: '题干不清', seconds: 50 })
    const item = copyA.bank.getItem('p2')!.item
    await ok(copyA, A, 'review.decide', { decisionId: newId(), itemId: 'p2', kind: 'revise', reasons: ['poor_chinese'], revisedItem: { ...item, stem: '心包积液最典型的体征是' }, seconds: 90 })
    // Undone, then decided again: only the standing decision travels.
    await ok(copyA, A, 'review.decide', { decisionId: newId(), itemId: 'p3', kind: 'reject', reasons: ['duplicate'], seconds: 20 })
    await ok(copyA, A, 'review.undo', {})
    await ok(copyA, A, 'review.decide', { decisionId: newId(), itemId: 'p3', kind: 'approve', reasons: [], seconds: 25 })
    await ok(copyA, A, 'review.comment.add', { itemId: 'p4', body: '选项C的表述需再核对' })

    const ret = await ok(copyA, A, 'review.package.return', {})
    expect(ret).toMatchObject({ decisions: 4, comments: 1, undecided: 2 })
    returned = ret.contentBase64
  })

  it('merges the reviewer\'s decisions exactly, and merging again changes nothing', async () => {
    const before = auditCount(central)
    const r = await ok(central, COORD, 'review.package.merge', { file: upload('a-return.mbpkg', returned) })
    expect(r).toMatchObject({ merged: 4, unchanged: 0, conflicts: [], comments: { merged: 1, unchanged: 0 }, reviewer: { id: idA } })
    const rows = central.bank.db
      .prepare('SELECT i.id, d.kind, d.reasons, d.comment, d.revision IS NOT NULL AS revised FROM review_decisions d JOIN items i ON i.rowid = d.item_rowid WHERE d.reviewer_id = ? AND d.withdrawn = 0 ORDER BY i.id')
      .all(idA) as { id: string; kind: string; reasons: string; comment: string | null; revised: number }[]
    expect(rows.map((x) => [x.id, x.kind, x.revised])).toEqual([['p0', 'approve', 0], ['p1', 'reject', 0], ['p2', 'revise', 1], ['p3', 'approve', 0]])
    expect(rows[1].comment).toBe('题干不清')
    const revision = central.bank.db.prepare('SELECT data FROM review_revisions').pluck().get() as string
    expect(JSON.parse(revision).stem).toBe('心包积液最典型的体征是')
    // Still blind: the other reviewer's queue is untouched and cannot see A's decisions.
    const view = await ok(central, B, 'review.item', { itemId: 'p0' })
    expect(JSON.stringify(view)).not.toContain(idA)
    // One entry per merged decision and one for the merge.
    expect(auditCount(central)).toBe(before + 4 + 1)
    expect((await ok(central, COORD, 'audit.verify', {})).intact).toBe(true)

    const again = await ok(central, COORD, 'review.package.merge', { file: upload('a-return.mbpkg', returned) })
    expect(again).toMatchObject({ merged: 0, unchanged: 4, conflicts: [], comments: { merged: 0, unchanged: 1 } })
    expect(auditCount(central)).toBe(before + 5)
  })

  it('refuses an altered package, a package for another bank, and the wrong kind', async () => {
    const env = JSON.parse(zlib.gunzipSync(Buffer.from(returned, 'base64')).toString('utf8'))
    const body = JSON.parse(env.body)
    body.decisions[0].kind = body.decisions[0].kind === 'approve' ? 'reject' : 'approve'
    const forged = zlib.gzipSync(Buffer.from(JSON.stringify({ ...env, body: JSON.stringify(body) }))).toString('base64')
    const e = await refused(central, COORD, 'review.package.merge', { file: upload('forged.mbpkg', forged) })
    expect(e.en).toMatch(/forged\.mbpkg was altered or is damaged/)
    expect(e.zh).toMatch(/forged\.mbpkg 已被改动或损坏/)

    await importItems(path.join(dir, 'other.db'), 'o', 1, COORD)
    const other = open('other')
    await ok(other, COORD, 'review.plan.set', { plan: { rounds: 1, reviewersPerItem: 1, consensus: { kind: 'unanimous' } } })
    await ok(other, COORD, 'users.create', { name: A, role: 'reviewer' })
    await ok(other, COORD, 'review.assign', {})
    await ok(other, COORD, 'review.package.export', { reviewer: A })
    expect((await refused(other, COORD, 'review.package.merge', { file: upload('a-return.mbpkg', returned) })).en).toMatch(/belongs to another bank \(central\.db\)/)
    expect((await refused(central, COORD, 'review.package.merge', { file: upload('a.mbpkg', pkgA) })).en).toMatch(/is the package sent to the reviewer/)
    expect((await refused(copyA, null, 'review.package.open', { file: upload('a-return.mbpkg', returned) })).en).toMatch(/returned package: merge it/)
    // Only the reviewer it was sent to exports the return; only a coordinator merges.
    expect((await refused(central, A, 'review.package.merge', { file: upload('a-return.mbpkg', returned) })).en).toMatch(/coordinator/)
  })

  it('reports conflicts with the decision itself, and merges the rest', async () => {
    const pkgB = (await ok(central, COORD, 'review.package.export', { reviewer: B })).contentBase64
    const copyB = open('copyB')
    await ok(copyB, null, 'review.package.open', { file: upload('b.mbpkg', pkgB) })
    for (const id of ['p0', 'p1', 'p5']) await ok(copyB, B, 'review.decide', { decisionId: newId(), itemId: id, kind: 'approve', reasons: [], seconds: 30 })
    const ret = (await ok(copyB, B, 'review.package.return', {})).contentBase64
    // Meanwhile, centrally: B decides p1 online, and the coordinator withdraws p5 from review.
    await ok(central, B, 'review.decide', { decisionId: newId(), itemId: 'p1', kind: 'reject', reasons: ['factual_error'], seconds: 30 })
    await ok(central, COORD, 'review.withdraw', { itemId: 'p5', note: '题目需重写' })
    const r = await ok(central, COORD, 'review.package.merge', { file: upload('b-return.mbpkg', ret) })
    expect(r.merged).toBe(1)
    expect(r.conflicts.map((c: { itemId: string; reason: string }) => [c.itemId, c.reason]).sort()).toEqual([
      ['p1', 'decided_online'],
      ['p5', 'not_in_round'],
    ])
    const p1 = r.conflicts.find((c: { itemId: string }) => c.itemId === 'p1')
    expect(p1.decision).toMatchObject({ kind: 'approve', baseVersion: 1 })
    expect(p1.message.zh).toMatch(/线上/)
    // The conflicts are in the log too (nothing the reviewer did is lost).
    const last = central.bank.db.prepare("SELECT new FROM audit_log WHERE action = 'review.merge' ORDER BY seq DESC LIMIT 1").pluck().get() as string
    expect(JSON.parse(last).conflicts).toHaveLength(2)
  })

  it('refuses a package whose round has closed', async () => {
    await ok(central, COORD, 'review.closeRound', {})
    expect((await refused(central, COORD, 'review.package.merge', { file: upload('a-return.mbpkg', returned) })).en).toMatch(/belongs to round 1 \(id \d+\), which is closed/)
  })
})

describe('keys travel sealed, only when the plan has reviewers check them', () => {
  it('needs a passphrase to export and to open; the reviewer sees the keys in the copy', async () => {
    await importItems(path.join(dir, 'keyed.db'), 'k', 2, COORD)
    const keyed = open('keyed')
    await ok(keyed, COORD, 'users.create', { name: A, role: 'reviewer' })
    await ok(keyed, COORD, 'review.plan.set', { plan: { rounds: 1, reviewersPerItem: 1, consensus: { kind: 'unanimous' }, reviewersCheckKeys: true } })
    await ok(keyed, COORD, 'review.assign', {})
    expect((await refused(keyed, COORD, 'review.package.export', { reviewer: A })).en).toMatch(/needs a passphrase/)
    const pkg = (await ok(keyed, COORD, 'review.package.export', { reviewer: A, passphrase: '核对口令' })).contentBase64
    const raw = zlib.gunzipSync(Buffer.from(pkg, 'base64')).toString('utf8')
    expect(JSON.parse(JSON.parse(raw).body).sealedKeys).toBeTruthy()
    expect(raw).not.toMatch(/"answer"/)
    const copy = open('keyedCopy')
    expect((await refused(copy, null, 'review.package.open', { file: upload('k.mbpkg', pkg) })).en).toMatch(/give the passphrase/)
    expect((await refused(copy, null, 'review.package.open', { file: upload('k.mbpkg', pkg), passphrase: 'wrong' })).en).toMatch(/wrong passphrase/)
    expect(copy.bank.count()).toBe(0)
    const r = await ok(copy, null, 'review.package.open', { file: upload('k.mbpkg', pkg), passphrase: '核对口令' })
    expect(r.keys).toBe(2)
    expect(copy.keys.get('k0')?.key).toMatchObject({ answer: 'A' })
  })
})

describe('the CLI contract', () => {
  it('export, open, return and merge --json', async () => {
    const bank = path.join(dir, 'cli.db')
    await importItems(bank, 'c', 3, COORD)
    const cli = (argv: string[], as?: string) => runCliAs(argv, { as })
    expect((await cli(['users', 'add', '--bank', bank, '--name', A, '--role', 'reviewer'], COORD)).code).toBe(0)
    const plan = path.join(dir, 'plan.json')
    fs.writeFileSync(plan, JSON.stringify({ rounds: 1, reviewersPerItem: 1, consensus: { kind: 'unanimous' } }))
    expect((await cli(['review', 'plan', '--bank', bank, '--set', plan], COORD)).code).toBe(0)
    expect((await cli(['review', 'assign', '--bank', bank], COORD)).code).toBe(0)
    const out = path.join(dir, 'cli-a.mbpkg')
    const ex = await cli(['review', 'export', '--bank', bank, '--reviewer', A, '--out', out, '--json'], COORD)
    expect(ex.code, ex.err.join('\n')).toBe(0)
    expect(JSON.parse(ex.out[0])).toMatchObject({ items: 3, file: path.resolve(out), contentBase64: null })
    expect((await cli(['review', 'export', '--bank', bank, '--reviewer', A, '--out', out], COORD)).err.join('\n')).toMatch(/never overwritten/)

    const copy = path.join(dir, 'cli-copy.db')
    const op = await cli(['review', 'open', out, '--bank', copy, '--json'])
    expect(op.code, op.err.join('\n')).toBe(0)
    expect(JSON.parse(op.out[0])).toMatchObject({ items: 3, reviewer: { name: A } })
    const q = await cli(['review', 'queue', '--bank', copy, '--json'], A)
    const first = JSON.parse(q.out[0]).next[0].itemId as string
    const ws = open('cli-copy')
    await ok(ws, A, 'review.decide', { decisionId: newId(), itemId: first, kind: 'approve', reasons: [], seconds: 30 })
    const back = path.join(dir, 'cli-a-return.mbpkg')
    const rt = await cli(['review', 'return', '--bank', copy, '--out', back, '--json'], A)
    expect(rt.code, rt.err.join('\n')).toBe(0)
    expect(JSON.parse(rt.out[0])).toMatchObject({ decisions: 1, undecided: 2 })

    const mg = await cli(['review', 'merge', '--bank', bank, back, '--json'], COORD)
    expect(mg.code, mg.err.join('\n')).toBe(0)
    expect(JSON.parse(mg.out[0])).toMatchObject({ merged: 1, unchanged: 0, conflicts: [] })
    const again = await cli(['review', 'merge', '--bank', bank, back, '--json'], COORD)
    expect(JSON.parse(again.out[0])).toMatchObject({ merged: 0, unchanged: 1, conflicts: [] })
    const listed = await cli(['review', 'packages', '--bank', bank, '--json'], COORD)
    expect(JSON.parse(listed.out[0]).sent[0]).toMatchObject({ reviewer: { name: A }, items: 3, merges: [{ merged: 1 }] })
    const missing = await cli(['review', 'merge', '--bank', bank, '--json'], COORD)
    expect(missing.code).not.toBe(0)
  })
})

