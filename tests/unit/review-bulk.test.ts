// Assigning and closing a whole round from a host that serves windows (the web bridge here) runs on a
// worker thread: the host's event loop keeps turning meanwhile (timers fire), other writes are told at
// once that the bank is busy, and the result is exactly what the same operation gives in-process (the
// CLI), seed for seed.
import { afterAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { dispatchOp } from '../../src-main/ops/define'
import type { OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { buildBank } from '../../bench/review'
import { tempDir } from './helpers/paths'

const dir = tempDir('medbench-bulk-')
const spaces: Workspace[] = []
afterAll(() => {
  for (const ws of spaces) ws.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

function workspace(name: string, items: number): Workspace {
  const bank = path.join(dir, `${name}.db`)
  buildBank(bank, items, 12)
  const ws = new Workspace({ bank, keys: path.join(dir, `${name}.keys.db`) }, { mmap: false })
  spaces.push(ws)
  return ws
}

const call = async (ws: Workspace, host: 'http' | 'cli', who: string, name: string, input: unknown) => {
  const ctx: OpContext = { ws, jobs: new JobRegistry(), host, uploadsDir: dir, demo: false, version: 't', actor: ws.bank.users.find(who) ?? null, settings: { dir, secrets: new NoSecretStore() } }
  return dispatchOp(ops, ctx, name, input)
}

/** The value with every profile id (as a key or a value) replaced by the profile's name. */
function byName(ws: Workspace, v: unknown): unknown {
  const name = (id: string) => ws.bank.users.get(id)?.name ?? id
  return JSON.parse(JSON.stringify(v), (_k, x) =>
    typeof x === 'string' && x.startsWith('u-') ? name(x) : x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).map(([k, y]) => [k.startsWith('u-') ? name(k) : k, y])) : x,
  )
}

/** Every assignment as "round item reviewer-name", sorted. */
function assignments(ws: Workspace): string[] {
  return (
    ws.bank.db
      .prepare('SELECT r.number AS n, i.id AS item, u.name AS who FROM review_assignments a JOIN review_rounds r ON r.id = a.round_id JOIN items i ON i.rowid = a.item_rowid JOIN users u ON u.id = a.reviewer_id')
      .all() as { n: number; item: string; who: string }[]
  )
    .map((r) => `${r.n} ${r.item} ${r.who}`)
    .sort()
}

const PLAN = { rounds: 2, reviewersPerItem: 2, consensus: { kind: 'unanimous' }, onDisagreement: 'next_round' }

describe('bulk review writes off the serving thread', () => {
  it('assigns and closes a 10,000-item round on a worker, with the in-process result, while timers keep firing', async () => {
    const web = workspace('web', 10_000)
    const cli = workspace('cli', 10_000)
    for (const ws of [web, cli]) expect((await call(ws, 'cli', 'bench', 'review.plan.set', { plan: PLAN })).ok).toBe(true)

    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    const pending = call(web, 'http', 'bench', 'review.assign', { seed: 3 })
    // Meanwhile another write of this host is refused at once, not queued behind the round.
    await new Promise((r) => setTimeout(r, 30))
    const edit = await call(web, 'http', 'bench', 'review.plan.set', { plan: PLAN })
    const viaWorker = await pending
    clearInterval(timer)
    const inProcess = await call(cli, 'cli', 'bench', 'review.assign', { seed: 3 })
    expect(viaWorker.ok && inProcess.ok).toBe(true)
    if (!viaWorker.ok || !inProcess.ok) return
    // Profile ids differ between the two banks; their names and every assignment do not.
    expect(byName(web, viaWorker.value)).toEqual(byName(cli, inProcess.value))
    expect(assignments(web)).toEqual(assignments(cli))
    expect((viaWorker.value as { assignments: number }).assignments).toBe(20_000)
    // The event loop was free while the worker wrote.
    expect(ticks).toBeGreaterThan(5)
    expect(edit.ok).toBe(false)
    if (!edit.ok) expect(edit.error.en).toMatch(/whole review round is being assigned or closed/)
    // This connection sees the worker's rows (the index was refreshed).
    const st = await call(web, 'http', 'bench', 'review.status', {})
    expect(st.ok && (st.value as { queues: { inReview: number } }).queues.inReview).toBe(10_000)

    const closed = await call(web, 'http', 'bench', 'review.closeRound', { seed: 4 })
    const closedCli = await call(cli, 'cli', 'bench', 'review.closeRound', { seed: 4 })
    expect(closed.ok && closedCli.ok).toBe(true)
    if (closed.ok && closedCli.ok) expect(byName(web, closed.value)).toEqual(byName(cli, closedCli.value))
    expect(assignments(web)).toEqual(assignments(cli))
    expect((await call(web, 'http', 'bench', 'audit.verify', {})).ok).toBe(true)
  }, 120_000)

  it('reports a refusal from the worker in both languages, as the in-process operation does', async () => {
    const ws = workspace('empty-plan', 10)
    const r = await call(ws, 'http', 'bench', 'review.assign', {})
    const c = await call(ws, 'cli', 'bench', 'review.assign', {})
    expect(r.ok || c.ok).toBe(false)
    if (!r.ok && !c.ok) {
      expect(r.error.en).toBe(c.error.en)
      expect(r.error.zh).toBe(c.error.zh)
    }
  })
})
