// 200 mixed bank queries as the Bank view issues them: filters, searches (two-character terms
// included), sorts and pages at every depth. Every query is timed, the cold ones included (the first
// query loads the filter columns; the first use of a sort column loads its order).
import path from 'node:path'
import { Workspace } from '../src-main/services/workspace'
import type { BankQuery, SortColumn } from '../src-main/store/bankIndex'
import { createRng } from '../src-main/core/rng'

const TWO = ['心包', '贫血', '发热', '咳嗽', '肝炎', '头痛', '呕吐', '血尿', '肺炎', '骨折']
const LONGER = ['高血压', '糖尿病', '心肌梗死', '胸骨左缘', '急性胰腺炎', '首选的检查', '最可能的诊断是']
const DIMS = ['knowledge_qa', 'understanding', 'generation', 'reasoning', 'safety_ethics']
const SPECS = ['内科学', '外科学', '儿科学', '神经病学', '中医学', '药学']
const SORTS: SortColumn[] = ['rowid', 'id', 'type', 'dimension', 'specialtyPrimary', 'updatedAt', 'task']

export function makeQueries(n: number, total: number, seed = 7): BankQuery[] {
  const rng = createRng(seed)
  const pick = <T>(a: T[]) => a[Math.floor(rng.next() * a.length)]
  const qs: BankQuery[] = []
  for (let i = 0; i < n; i++) {
    const q: BankQuery = { offset: 0, limit: 100 }
    const kind = i % 5
    if (kind === 0 || kind === 3) q.search = pick(TWO)
    if (kind === 1) q.search = pick(LONGER)
    if (kind !== 1 && rng.next() < 0.6) q.filters = { dimension: [pick(DIMS)] }
    if (rng.next() < 0.4) q.filters = { ...q.filters, specialtyPrimary: [pick(SPECS), pick(SPECS)] }
    if (rng.next() < 0.6) q.sort = { column: pick(SORTS), desc: rng.next() < 0.5 }
    // Scrolling: most pages near the top, some deep into the result.
    const r = rng.next()
    q.offset = r < 0.5 ? 0 : r < 0.8 ? Math.floor(rng.next() * 2000) : Math.floor(rng.next() * total * (q.search ? 0.001 : 0.9))
    qs.push(q)
  }
  return qs
}

export async function runQueries(dir: string, n: number) {
  const ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
  const total = ws.bank.count()
  const queries = makeQueries(n, total)
  const times: number[] = []
  const slow: { ms: number; query: BankQuery }[] = []
  let twoCharHits = 0
  for (const q of queries) {
    const t0 = performance.now()
    const r = ws.index.query(q)
    const ms = performance.now() - t0
    times.push(ms)
    if (q.search && [...q.search].length === 2) twoCharHits += r.total > 0 ? 1 : 0
    if (ms > 30) slow.push({ ms: Math.round(ms), query: q })
  }
  ws.close()
  const sorted = [...times].sort((a, b) => a - b)
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  return {
    queries: n,
    bankItems: total,
    p50Ms: pct(50),
    p95Ms: pct(95),
    maxMs: sorted[sorted.length - 1],
    firstQueryMs: times[0],
    twoCharSearches: queries.filter((q) => q.search && [...q.search].length === 2).length,
    twoCharSearchesWithHits: twoCharHits,
    over30ms: slow,
  }
}
