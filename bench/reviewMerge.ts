// Merging an offline review package of 5,000 decisions (issue 7): a bank of 5,000 draft items and one
// reviewer; the coordinator exports the reviewer's package, the reviewer opens it in an empty bank
// and decides every item there (approve, reject with a reason, every tenth a revision), exports the
// return, and the coordinator merges it through the operation table; then merges it again (which must
// change nothing). Target: the merge ≤ 2 s. Run alone: npx tsx bench/reviewMerge.ts [decisions] [workdir]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Workspace } from '../src-main/services/workspace'
import { recordDecision } from '../src-main/services/review/decide'
import { buildBank } from './review'
import { opCaller } from './opCall'

export async function runReviewMergeBench(work: string, decisions = 5_000) {
  const dir = path.join(work, 'bank-merge')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'bank.db')
  buildBank(file, decisions, 1)
  const central = new Workspace({ bank: file, keys: path.join(dir, 'bank.keys.db') }, { mmap: false })
  const copy = new Workspace({ bank: path.join(dir, 'copy.db'), keys: path.join(dir, 'copy.keys.db') }, { mmap: false })
  const call = opCaller(dir)
  try {
    await call(central, 'bench', 'review.plan.set', { plan: { rounds: 1, reviewersPerItem: 1, consensus: { kind: 'unanimous' } } })
    await call(central, 'bench', 'review.assign', { seed: 1 })
    const pkg = path.join(dir, 'reviewer.mbpkg')
    let t = performance.now()
    const exported = await call(central, 'bench', 'review.package.export', { reviewer: 'reviewer-0', out: pkg })
    const exportMs = performance.now() - t
    t = performance.now()
    await call(copy, null, 'review.package.open', { file: { path: pkg } })
    const openMs = performance.now() - t
    // The reviewer's work (setup, not measured): every item decided in the copy, in one transaction.
    const reviewer = copy.bank.users.find('reviewer-0')!
    const round = copy.bank.review.openRounds()[0]
    copy.bank.db.transaction(() => {
      const rows = copy.bank.db.prepare('SELECT rowid, id, version FROM items ORDER BY rowid').all() as { rowid: number; id: string; version: number }[]
      rows.forEach((row, i) => {
        const base = { decisionId: `bench-merge-${i}-decision`, itemId: row.id, seconds: 30 + (i % 60), decidedAt: new Date(Date.now() + i).toISOString() }
        if (i % 10 === 0) {
          const item = copy.bank.getItem(row.id)!.item
          recordDecision(copy, reviewer.id, row, round, { ...base, kind: 'revise', reasons: ['poor_chinese'], revisedItem: { ...item, stem: `${item.stem}（修订）` } })
        } else if (i % 7 === 0) recordDecision(copy, reviewer.id, row, round, { ...base, kind: 'reject', reasons: ['ambiguous_stem'], comment: '题干不清' })
        else recordDecision(copy, reviewer.id, row, round, { ...base, kind: 'approve', reasons: [] })
      })
    })()
    const back = path.join(dir, 'reviewer-return.mbpkg')
    t = performance.now()
    const ret = await call(copy, 'reviewer-0', 'review.package.return', { out: back })
    const returnMs = performance.now() - t
    t = performance.now()
    const merged = await call(central, 'bench', 'review.package.merge', { file: { path: back } })
    const mergeMs = performance.now() - t
    t = performance.now()
    const again = await call(central, 'bench', 'review.package.merge', { file: { path: back } })
    const againMs = performance.now() - t
    if (merged.merged !== decisions || again.unchanged !== decisions || again.merged !== 0) throw new Error(`merge counts wrong: ${JSON.stringify({ merged, again })}`)
    return {
      decisions,
      packageBytes: fs.statSync(back).size,
      exportSeconds: exportMs / 1000,
      openSeconds: openMs / 1000,
      returnSeconds: returnMs / 1000,
      mergeSeconds: mergeMs / 1000,
      mergeAgainSeconds: againMs / 1000,
      merged: merged.merged,
      unchanged: again.unchanged,
      conflicts: merged.conflicts.length,
      exportedItems: exported.items,
      returnedDecisions: ret.decisions,
      target: 'merge of 5,000 decisions ≤ 2 s',
      met: mergeMs <= 2000,
    }
  } finally {
    central.close()
    copy.close()
  }
}

if (require.main === module) {
  const n = Number(process.argv[2] ?? 5_000)
  const work = process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'medbench-bench-merge-'))
  runReviewMergeBench(work, n).then(
    (r) => {
      console.log(JSON.stringify(r, null, 2))
      fs.rmSync(path.join(work, 'bank-merge'), { recursive: true, force: true })
    },
    (e) => {
      console.error(e)
      process.exitCode = 1
    },
  )
}
