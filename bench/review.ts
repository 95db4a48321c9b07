// Review on a 700,000-item bank (issue 7): items written in bulk (as an import leaves them, without
// the search index, which review does not read), 50 reviewers over 24 specialties, then through the
// operation table: review.assign of every draft (2 reviewers per item), and "next item" for a
// reviewer (review.queue, limit 1) sampled while reviewers decide, so the queue's head moves on;
// then review.closeRound of the whole round (which opens and assigns round 2).
// Target: next item p95 ≤ 50 ms. Run alone: npx tsx bench/review.ts [items] [workdir]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BankStore } from '../src-main/store/bankStore'
import { Workspace } from '../src-main/services/workspace'
import { opCaller } from './opCall'

const SPECIALTIES = Array.from({ length: 24 }, (_, i) => `专科${i + 1}`)

export function buildBank(file: string, items: number, reviewers = 50): number {
  const t0 = performance.now()
  const bank = new BankStore(file)
  const db = bank.db
  const now = new Date().toISOString()
  const author = db.transaction(() => bank.users.create({ name: 'bench-author', role: 'editor' }, now))()
  db.transaction(() => {
    bank.users.create({ name: 'bench', role: 'coordinator' }, now)
    for (let r = 0; r < reviewers; r++) bank.users.create({ name: `reviewer-${r}`, role: 'reviewer', specialties: [SPECIALTIES[r % 24], SPECIALTIES[(r * 7) % 24]] }, now)
  })()
  const insItem = db.prepare(
    `INSERT INTO items (rowid, id, track, dimension, specialty_primary, specialty_secondary, type, status, source, task, version, updated_at)
     VALUES (?, ?, 'llm', 'knowledge_qa', ?, NULL, 'single_choice', 'draft', 'bench', 'bench', 1, ?)`,
  )
  const insVersion = db.prepare('INSERT INTO item_versions (item_rowid, version, data, created_at, author, actor_id) VALUES (?, 1, ?, ?, ?, ?)')
  const BATCH = 100_000
  for (let from = 0; from < items; from += BATCH) {
    db.transaction(() => {
      for (let i = from; i < Math.min(items, from + BATCH); i++) {
        const id = `item-${String(i).padStart(7, '0')}`
        const specialty = SPECIALTIES[i % 24]
        const data = JSON.stringify({
          id,
          track: 'llm',
          dimension: 'knowledge_qa',
          specialty: { primary: specialty },
          type: 'single_choice',
          task: 'bench',
          stem: `第 ${i} 题：患者男，56 岁，反复胸痛 3 年，加重 2 小时。最可能的诊断是`,
          options: { A: '急性心肌梗死', B: '主动脉夹层', C: '肺栓塞', D: '气胸' },
          source: { name: 'bench' },
        })
        insItem.run(i + 1, id, specialty, now)
        insVersion.run(i + 1, data, now, author.name, author.id)
      }
    })()
  }
  db.pragma('wal_checkpoint(TRUNCATE)')
  bank.close()
  return performance.now() - t0
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]

export async function runReviewBench(work: string, items = 700_000) {
  const dir = path.join(work, 'bank-review')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'bank.db')
  const buildMs = buildBank(file, items)
  const ws = new Workspace({ bank: file, keys: path.join(dir, 'bank.keys.db') })
  const op = opCaller(dir)
  const call = (who: string, name: string, input: unknown) => op(ws, who, name, input)
  try {
    await call('bench', 'review.plan.set', { plan: { rounds: 2, reviewersPerItem: 2, consensus: { kind: 'unanimous' }, onDisagreement: 'next_round' } })
    let t = performance.now()
    const assigned = await call('bench', 'review.assign', { seed: 1 })
    const assignMs = performance.now() - t
    // Reviewers work through their queues: each sample asks for the next item, then decides on it.
    const samples: number[] = []
    let seq = 0
    for (let k = 0; k < 400; k++) {
      const who = `reviewer-${(k * 13) % 50}`
      t = performance.now()
      const q = await call(who, 'review.queue', { limit: 1 })
      samples.push(performance.now() - t)
      const next = q.next[0]
      if (next) await call(who, 'review.decide', { decisionId: `bench-${++seq}-decision`, itemId: next.itemId, kind: 'approve', reasons: [], seconds: 40 })
    }
    // The coordinator's overview (review.status) with the round open and decisions coming in.
    const statusMs: number[] = []
    for (let k = 0; k < 3; k++) {
      t = performance.now()
      await call('bench', 'review.status', {})
      statusMs.push(performance.now() - t)
    }
    // Closing the round settles every item: the few decided ones approved, the rest (no decisions)
    // on to round 2, which is opened and assigned again, earlier reviewers avoided.
    t = performance.now()
    const closed = await call('bench', 'review.closeRound', { seed: 2 })
    const closeMs = performance.now() - t
    return {
      items,
      closeSeconds: closeMs / 1000,
      closed: { approved: closed.approved, nextRound: closed.nextRound, nextAssignments: closed.next?.assignments ?? 0 },
      buildSeconds: buildMs / 1000,
      assignSeconds: assignMs / 1000,
      assignments: assigned.assignments,
      nextItemMs: { p50: pct(samples, 50), p95: pct(samples, 95), max: Math.max(...samples), samples: samples.length },
      statusMs: { median: pct(statusMs, 50), max: Math.max(...statusMs) },
      target: 'next item p95 ≤ 50 ms',
    }
  } finally {
    ws.close()
  }
}

if (require.main === module) {
  const items = Number(process.argv[2] ?? 700_000)
  const work = process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'medbench-bench-review-'))
  runReviewBench(work, items).then(
    (r) => {
      console.log(JSON.stringify(r, null, 2))
      fs.rmSync(path.join(work, 'bank-review'), { recursive: true, force: true })
    },
    (e) => {
      console.error(e)
      process.exitCode = 1
    },
  )
}
