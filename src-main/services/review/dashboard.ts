// The coordinator's numbers: progress per round and reviewer, the queue sizes, agreement per round
// (Fleiss' kappa and Gwet's AC1 over the round's label matrix; Cohen's kappa per reviewer pair) and
// decisions made implausibly fast. Coordinator only: it names who decided what, live.
import { renderMsg } from '../../core/messages'
import { fastDecisions, readingText, skimSeconds } from '../../core/review/fast'
import { categoryCounts, labelMatrix } from '../../core/review/labels'
import type { ReviewPlan } from '../../core/review/plan'
import type { ReviewOutcome } from '../../core/review/status'
import { cohenKappa, fleissKappaCounts, gwetAC1Counts } from '../../core/stats'
import type { StatResult } from '../../core/stats'
import type { ItemStatus } from '../../core/types'
import { ITEM_STATUSES } from '../../core/types'
import type { Workspace } from '../workspace'
import { idOf } from './read'

const stat = (r: StatResult) => ({ value: r.value, n: r.n, ...(r.undefinedReason ? { undefinedReason: r.undefinedReason } : {}) })

export interface RoundStats {
  roundId: number
  round: number
  state: 'open' | 'closed'
  openedAt: string
  closedAt: string | null
  items: number
  assignments: number
  decided: number
  reviewers: { reviewerId: string; name: string | null; assigned: number; decided: number; fast: number; timed: number }[]
  agreement: {
    fleissKappa: ReturnType<typeof stat>
    gwetAC1: ReturnType<typeof stat>
    /** Cohen's kappa for each pair of reviewers over the items both decided. */
    cohenKappa: { a: string; b: string; value: number | null; n: number }[]
  }
}

export interface ReviewDashboard {
  plan: ReviewPlan | null
  statuses: Record<ItemStatus, number>
  queues: { inReview: number; adjudication: number; openRounds: number }
  outcomes: Record<ReviewOutcome, number>
  rounds: RoundStats[]
  fast: { itemId: string; round: number; reviewerId: string; seconds: number; minSeconds: number; zh: string; en: string }[]
}

export function reviewDashboard(ws: Workspace): ReviewDashboard {
  const store = ws.bank.review
  const names = new Map(ws.bank.users.list().map((u) => [u.id, u.name]))
  const statuses = Object.fromEntries(ITEM_STATUSES.map((s) => [s, 0])) as Record<ItemStatus, number>
  for (const r of ws.bank.db.prepare('SELECT status, COUNT(*) AS n FROM items GROUP BY status').all() as { status: ItemStatus; n: number }[]) statuses[r.status] = r.n
  const stages = store.stageCounts()
  const rounds = store.rounds()
  const ids = new Map<number, string>()
  const idFor = (rowid: number) => {
    let id = ids.get(rowid)
    if (id === undefined) ids.set(rowid, (id = idOf(ws, rowid)))
    return id
  }
  const skim = new Map<string, number>()
  const skimOf = (id: string) => {
    let s = skim.get(id)
    if (s === undefined) {
      const it = ws.bank.getItem(id)
      s = it ? skimSeconds(readingText(it.item)) : 0
      skim.set(id, s)
    }
    return s
  }
  const fast: ReviewDashboard['fast'] = []
  const roundStats = rounds.map((round): RoundStats => {
    const decisions = store.decisionsOfRound(round.id)
    const progress = store.roundProgress(round.id)
    const keyed = decisions.map((d) => ({ itemId: idFor(d.itemRowid), reviewerId: d.reviewerId, kind: d.kind, round: round.number, seconds: d.seconds ?? undefined }))
    const matrix = labelMatrix(keyed)
    const counts = categoryCounts(matrix).filter((c) => c.reduce((a, b) => a + b, 0) > 0)
    const pairs: RoundStats['agreement']['cohenKappa'] = []
    for (let i = 0; i < matrix.raters.length; i++) {
      for (let j = i + 1; j < matrix.raters.length; j++) {
        const a: number[] = []
        const b: number[] = []
        for (const row of matrix.labels) if (row[i] !== null && row[j] !== null) (a.push(row[i]!), b.push(row[j]!))
        if (a.length === 0) continue
        const k = cohenKappa(a, b, { labels: [0, 1, 2] })
        pairs.push({ a: matrix.raters[i], b: matrix.raters[j], value: k.value, n: k.n })
      }
    }
    const f = fastDecisions(round.plan, keyed, skimOf, (id) => names.get(id) ?? id)
    for (const flag of f.flags) {
      fast.push({ itemId: flag.itemId, round: flag.round, reviewerId: flag.reviewerId, seconds: flag.seconds, minSeconds: flag.minSeconds, zh: renderMsg(flag.msg, 'zh'), en: renderMsg(flag.msg, 'en') })
    }
    return {
      roundId: round.id,
      round: round.number,
      state: round.state,
      openedAt: round.openedAt,
      closedAt: round.closedAt,
      items: store.roundItemCount(round.id),
      assignments: progress.reduce((s, p) => s + p.assigned, 0),
      decided: decisions.length,
      reviewers: progress.map((p) => ({
        reviewerId: p.reviewerId,
        name: names.get(p.reviewerId) ?? null,
        assigned: p.assigned,
        decided: p.decided,
        fast: f.byReviewer.get(p.reviewerId)?.fast ?? 0,
        timed: f.byReviewer.get(p.reviewerId)?.timed ?? 0,
      })),
      agreement: {
        // Items decided by different numbers of reviewers (one still missing): Gwet's generalisation.
        fleissKappa: stat(fleissKappaCounts(counts, { unequal: 'generalized' })),
        gwetAC1: stat(gwetAC1Counts(counts)),
        cohenKappa: pairs,
      },
    }
  })
  return {
    plan: store.getPlan(),
    statuses,
    queues: { inReview: stages.in_review, adjudication: stages.adjudication, openRounds: rounds.filter((r) => r.state === 'open').length },
    outcomes: store.outcomeCounts(),
    rounds: roundStats,
    fast,
  }
}
