// The review commands of the `medbench` CLI (the stable contract: review plan --set,
// review assign, review status --json, pool release --json) on a real bank, plus: the item's author
// is never its reviewer, and the reviewer's "next item" query reads one index range (no scan).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { dispatchOp } from '../../src-main/ops/define'
import type { OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { tempDir } from './helpers/paths'
import { runCliAs } from './helpers/cliRun'

const dir = tempDir('medbench-review-cli-')
const bank = path.join(dir, 'bank.db')

const cli = (argv: string[], as?: string, lang: 'en' | 'zh' = 'en') => runCliAs(argv, { as, lang })

async function opAs(name: string, op: string, input: unknown) {
  const ws = new Workspace({ bank, keys: path.join(dir, 'bank.keys.db') }, { mmap: false })
  try {
    const ctx: OpContext = { ws, jobs: new JobRegistry(), host: 'cli', uploadsDir: dir, demo: false, version: 't', actor: ws.bank.users.find(name)!, settings: { dir, secrets: new NoSecretStore() } }
    const r = await dispatchOp(ops, ctx, op, input)
    if (!r.ok) throw new Error(r.error.en)
    return r.value as any
  } finally {
    ws.close()
  }
}

let ids: Record<string, string> = {}

beforeAll(async () => {
  const items = path.join(dir, 'items.jsonl')
  fs.writeFileSync(items, Array.from({ length: 6 }, (_, i) => JSON.stringify({ id: `q${i}`, stem: `第 ${i} 题：高血压急症首选`, A: '硝普钠', B: '利血平', answer: 'A' })).join('\n') + '\n')
  // 王作者 imports (and so authors every item), hands coordination to 陈主任 and becomes a reviewer.
  expect((await cli(['import', items, '--bank', bank], '王作者')).code).toBe(0)
  expect((await cli(['users', 'add', '--bank', bank, '--name', '陈主任', '--role', 'coordinator'], '王作者')).code).toBe(0)
  for (const [name, spec] of [
    ['李医生', '心内科'],
    ['赵医生', '肾内科'],
  ]) {
    const r = await cli(['users', 'add', '--bank', bank, '--name', name, '--role', 'reviewer', '--specialty', spec, '--json'], '陈主任')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out[0]).profile.specialties).toEqual([spec])
  }
  const list = JSON.parse((await cli(['users', 'list', '--bank', bank, '--json'])).out[0]).profiles as { id: string; name: string }[]
  ids = Object.fromEntries(list.map((p) => [p.name, p.id]))
  expect((await cli(['users', 'update', ids['王作者'], '--bank', bank, '--role', 'reviewer'], '王作者')).code).toBe(0)
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('medbench review / pool', () => {
  it('review plan --set validates the file and prints the plan', async () => {
    const bad = path.join(dir, 'bad.json')
    fs.writeFileSync(bad, '{"rounds": 1, ')
    const r = await cli(['review', 'plan', '--bank', bank, '--set', bad], '陈主任')
    expect(r.code).toBe(1)
    expect(r.err.join('\n')).toContain(`review plan file ${bad} is not valid JSON`)
    const wrong = path.join(dir, 'wrong.json')
    fs.writeFileSync(wrong, JSON.stringify({ rounds: 1, reviewersPerItem: 2, consensus: { kind: 'majority' }, onDisagreement: 'next_round' }))
    const w = await cli(['review', 'plan', '--bank', bank, '--set', wrong], '陈主任', 'zh')
    expect(w.code).toBe(1)
    expect(w.err.join('\n')).toContain('只有一轮时没有下一轮')
    const plan = path.join(dir, 'plan.json')
    fs.writeFileSync(plan, JSON.stringify({ rounds: 1, reviewersPerItem: 2, consensus: { kind: 'unanimous' } }))
    expect((await cli(['review', 'plan', '--bank', bank, '--set', plan], '李医生')).code).toBe(2)
    const ok = await cli(['review', 'plan', '--bank', bank, '--set', plan, '--json'], '陈主任')
    expect(ok.code).toBe(0)
    expect(JSON.parse(ok.out[0]).plan).toMatchObject({ rounds: 1, onDisagreement: 'adjudication' })
    const shown = await cli(['review', 'plan', '--bank', bank, '--json'], '李医生')
    expect(JSON.parse(shown.out[0]).plan.rounds).toBe(1)
  })

  it('review assign --json: the author is never assigned, even as a reviewer', async () => {
    const r = await cli(['review', 'assign', '--bank', bank, '--seed', '3', '--json'], '陈主任')
    expect(r.code).toBe(0)
    const out = JSON.parse(r.out[0])
    expect(out).toMatchObject({ round: 1, items: 6, assignments: 12, short: 0 })
    expect(out.perReviewer).toEqual({ [ids['李医生']]: 6, [ids['赵医生']]: 6 })
    const human = await cli(['review', 'assign', '--bank', bank], '陈主任')
    expect(human.code).toBe(1)
    expect(human.err[0]).toBe('there are no draft items to send to review')
  })

  it('review queue, decisions, close-round --json and status --json', async () => {
    const q = await cli(['review', 'queue', '--bank', bank, '--limit', '3', '--json'], '李医生')
    expect(q.code).toBe(0)
    expect(JSON.parse(q.out[0])).toMatchObject({ assigned: 6, done: 0 })
    expect(JSON.parse(q.out[0]).next.map((e: { itemId: string }) => e.itemId)).toEqual(['q0', 'q1', 'q2'])
    for (let i = 0; i < 6; i++) {
      await opAs('李医生', 'review.decide', { decisionId: `li-${i}-xxxxxxxx`, itemId: `q${i}`, kind: 'approve', reasons: [] })
      await opAs('赵医生', 'review.decide', { decisionId: `zhao-${i}-xxxxxx`, itemId: `q${i}`, kind: i === 5 ? 'reject' : 'approve', reasons: i === 5 ? ['duplicate'] : [] })
    }
    expect((await cli(['review', 'close-round', '--bank', bank], '李医生')).code).toBe(2)
    const c = await cli(['review', 'close-round', '--bank', bank, '--json'], '陈主任')
    expect(c.code).toBe(0)
    expect(JSON.parse(c.out[0])).toMatchObject({ round: 1, items: 6, approved: 5, adjudication: 1, next: null })
    const s = await cli(['review', 'status', '--bank', bank, '--json'], '陈主任')
    expect(s.code).toBe(0)
    const status = JSON.parse(s.out[0])
    expect(status.statuses).toMatchObject({ approved: 5, adjudication: 1 })
    expect(status.queues).toEqual({ inReview: 0, adjudication: 1, openRounds: 0 })
    expect(status.rounds[0].agreement.cohenKappa).toHaveLength(1)
    const human = await cli(['review', 'status', '--bank', bank], '陈主任', 'zh')
    expect(human.out.join('\n')).toContain('待裁决 1')
  })

  it('pool release --json, then the same name is refused', async () => {
    const r = await cli(['pool', 'release', '--bank', bank, '--name', '2026-R1', '--json'], '陈主任')
    expect(r.code).toBe(0)
    const out = JSON.parse(r.out[0])
    expect(out).toMatchObject({ released: 5, pool: { name: '2026-R1', n: 5 } })
    const again = await cli(['pool', 'release', '--bank', bank, '--name', '2026-R1'], '陈主任')
    expect(again.code).toBe(1)
    expect(again.err[0]).toContain('a pool named "2026-R1" already exists')
    const got = await cli(['pool', 'get', '--bank', bank, '--name', '2026-R1', '--json'])
    expect(JSON.parse(got.out[0]).items.map((i: { itemId: string }) => i.itemId)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4'])
    expect((await cli(['audit', 'verify', '--bank', bank])).code).toBe(0)
  })

  it('the next-item query reads one index range (no table scan)', () => {
    const ws = new Workspace({ bank, keys: path.join(dir, 'bank.keys.db') }, { mmap: false })
    try {
      // The store's own statement, as prepared (its text), explained.
      const sql = (ws.bank.review as unknown as { s: { queue: { source: string } } }).s.queue.source
      const plan = ws.bank.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('x', 1, 0, 1) as { detail: string }[]
      const text = plan.map((p) => p.detail).join('\n')
      expect(text).toMatch(/SEARCH review_assignments USING (COVERING )?INDEX review_assignments_queue/)
      expect(text).not.toMatch(/TEMP B-TREE|SCAN/)
    } finally {
      ws.close()
    }
  })
})
