// 200 mixed bank queries as the Bank view issues them: filters, searches (two-character terms
// included), sorts and pages at every depth. Every query is timed, the cold ones included (the first
// query loads the filter columns; the first use of a sort column loads its order). One query in five
// searches a term that only case text, a dialogue turn, an instruction or an id holds (the bench bank
// also holds the real CMB-Clin, CMtMedQA and MedBench platform files for these).
import fs from 'node:fs'
import path from 'node:path'
import { Workspace } from '../src-main/services/workspace'
import type { BankQuery, SortColumn } from '../src-main/store/bankIndex'
import { createRng } from '../src-main/core/rng'
import type { Rng } from '../src-main/core/rng'

const TWO = ['心包', '贫血', '发热', '咳嗽', '肝炎', '头痛', '呕吐', '血尿', '肺炎', '骨折']
const LONGER = ['高血压', '糖尿病', '心肌梗死', '胸骨左缘', '急性胰腺炎', '首选的检查', '最可能的诊断是']
const DIMS = ['knowledge_qa', 'understanding', 'generation', 'reasoning', 'safety_ethics']
const SPECS = ['内科学', '外科学', '儿科学', '神经病学', '中医学', '药学']
const SORTS: SortColumn[] = ['rowid', 'id', 'type', 'dimension', 'specialtyPrimary', 'updatedAt', 'task']

/** The real files imported into the bench bank beside the generated items, for the field searches. */
export const FIELD_FILES = ['cmb_clin/cmb_clin_qa.jsonl', 'cmtmedqa/cmtmedqa_test.jsonl', 'medbench_platform/LLM_CMB-Clin-extended.jsonl']

export type FieldKind = 'case' | 'history' | 'instruction' | 'id'
export type FieldTerms = Record<FieldKind, string[]>

const CJK_RUN = /[\u4e00-\u9fff]{4,}/g

/** A 2- or 4-character window of a run of ideographs in `text`, or undefined. */
function termFrom(text: string, rng: Rng): string | undefined {
  const runs = text.match(CJK_RUN)
  if (!runs) return undefined
  const run = runs[rng.int(runs.length)]
  const len = rng.next() < 0.3 ? 2 : 4
  const at = rng.int(run.length - len + 1)
  return run.slice(at, at + len)
}

/** Seeded search terms taken from the case texts, dialogue turns and instructions of the real files. */
export function fieldTerms(sharedData: string, generatedItems: number, seed = 11): FieldTerms {
  const rng = createRng(seed)
  const rows = (rel: string) =>
    fs.readFileSync(path.join(sharedData, rel), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, unknown>)
  const out: FieldTerms = { case: [], history: [], instruction: [], id: [] }
  const push = (kind: FieldKind, t: string | undefined) => t && out[kind].push(t)
  const clin = rows(FIELD_FILES[0])
  const dialogues = rows(FIELD_FILES[1]).filter((r) => Array.isArray(r.history) && (r.history as unknown[]).length > 0)
  const platform = rows(FIELD_FILES[2])
  for (let i = 0; i < 20; i++) {
    push('case', termFrom(String(clin[rng.int(clin.length)].description ?? ''), rng))
    const d = dialogues[rng.int(dialogues.length)]
    const turns = (d.history as string[][]).flat()
    push('history', termFrom(turns[rng.int(turns.length)], rng))
    const q = String(platform[rng.int(platform.length)].question)
    push('instruction', termFrom(q.slice(0, q.indexOf('## 题目')), rng))
    out.id.push(rng.next() < 0.5 ? `gen:${rng.int(generatedItems)}` : `cmtmedqa:${String(d.id)}`)
  }
  return out
}

export function makeQueries(n: number, total: number, terms: FieldTerms, seed = 7): BankQuery[] {
  const rng = createRng(seed)
  const pick = <T>(a: T[]) => a[Math.floor(rng.next() * a.length)]
  const kinds: FieldKind[] = ['case', 'history', 'instruction', 'id']
  const qs: BankQuery[] = []
  for (let i = 0; i < n; i++) {
    const q: BankQuery = { offset: 0, limit: 100 }
    const kind = i % 5
    if (kind === 0 || kind === 3) q.search = pick(TWO)
    if (kind === 1) q.search = pick(LONGER)
    if (kind === 2) q.search = pick(terms[kinds[(i / 5) % kinds.length | 0]])
    if (kind !== 1 && kind !== 2 && rng.next() < 0.6) q.filters = { dimension: [pick(DIMS)] }
    if (kind !== 2 && rng.next() < 0.4) q.filters = { ...q.filters, specialtyPrimary: [pick(SPECS), pick(SPECS)] }
    if (rng.next() < 0.6) q.sort = { column: pick(SORTS), desc: rng.next() < 0.5 }
    // Scrolling: most pages near the top, some deep into the result.
    const r = rng.next()
    q.offset = r < 0.5 ? 0 : r < 0.8 ? Math.floor(rng.next() * 2000) : Math.floor(rng.next() * total * (q.search ? 0.001 : 0.9))
    qs.push(q)
  }
  return qs
}

export async function runQueries(dir: string, n: number, terms: FieldTerms) {
  const ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
  const total = ws.bank.count()
  const queries = makeQueries(n, total, terms)
  const times: number[] = []
  const slow: { ms: number; query: BankQuery }[] = []
  let twoCharHits = 0
  let fieldSearches = 0
  let fieldHits = 0
  const fieldTimes: number[] = []
  for (const [i, q] of queries.entries()) {
    const t0 = performance.now()
    const r = ws.index.query(q)
    const ms = performance.now() - t0
    times.push(ms)
    if (q.search && [...q.search].length === 2) twoCharHits += r.total > 0 ? 1 : 0
    if (i % 5 === 2) {
      fieldSearches++
      fieldTimes.push(ms)
      // Deep pages may be empty; the total says whether the term was found.
      fieldHits += r.total > 0 ? 1 : 0
    }
    if (ms > 30) slow.push({ ms: Math.round(ms), query: q })
  }
  ws.close()
  const pct = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  }
  return {
    queries: n,
    bankItems: total,
    p50Ms: pct(times, 50),
    p95Ms: pct(times, 95),
    maxMs: Math.max(...times),
    firstQueryMs: times[0],
    twoCharSearches: queries.filter((q) => q.search && [...q.search].length === 2).length,
    twoCharSearchesWithHits: twoCharHits,
    fieldSearches: { count: fieldSearches, withHits: fieldHits, p95Ms: pct(fieldTimes, 95), kinds: 'case text, dialogue turns, instructions, ids' },
    over30ms: slow,
  }
}
