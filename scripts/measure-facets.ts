// Times BankIndex.facets (each facet counted under the other filters and the search) on a bench-sized
// bank: the bench's own (bench/.work/bank, from `npm run bench`) when it is there, else one built here
// from bench/generate.ts (700,000 items by default; BENCH_ITEMS to change; needs ../shared/data).
//   npx tsx scripts/measure-facets.ts [bank.db]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateBank } from '../bench/generate'
import { Workspace } from '../src-main/services/workspace'
import { importFile } from '../src-main/services/importService'
import { SYSTEM_ACTOR } from '../src-main/core/actors'
import type { BankQuery } from '../src-main/store/bankIndex'

const root = path.resolve(__dirname, '..')
const work = path.join(root, 'bench', '.work')
const ITEMS = Number(process.env.BENCH_ITEMS ?? 700_000)
const shared = process.env.MEDBENCH_SHARED_DATA ?? path.resolve(root, '../shared/data')

async function bankFile(): Promise<string> {
  const given = process.argv[2]
  if (given) return given
  const bench = path.join(work, 'bank', 'bank.db')
  if (fs.existsSync(bench)) return bench
  const dir = path.join(work, `facets-${ITEMS}`)
  const bank = path.join(dir, 'bank.db')
  if (fs.existsSync(bank)) return bank
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(work, `generated-${ITEMS}.jsonl`)
  if (!fs.existsSync(file)) {
    console.log(`generating ${ITEMS} items …`)
    generateBank(shared, file, ITEMS)
  }
  console.log('importing …')
  const ws = new Workspace({ bank, keys: path.join(dir, 'bank.keys.db') })
  try {
    const r = await importFile(ws, file, { format: 'jsonl', mapping: {}, skipInvalid: false, actor: SYSTEM_ACTOR })
    if (!r.ok) throw new Error(`import failed: ${JSON.stringify(r.issues[0])}`)
  } finally {
    ws.close()
  }
  return bank
}

const CASES: Record<string, Pick<BankQuery, 'filters' | 'search'>> = {
  'no filter': {},
  'dimension': { filters: { dimension: ['reasoning'] } },
  'dimension + 2 specialties': { filters: { dimension: ['knowledge_qa'], specialtyPrimary: ['内科学', '外科学'] } },
  '4 filters': { filters: { dimension: ['knowledge_qa', 'reasoning'], specialtyPrimary: ['内科学'], type: ['single_choice'], status: ['draft'] } },
  'search 咳嗽': { search: '咳嗽' },
  'search 的 (most rows)': { search: '的' },
  'search 咳嗽 + 2 filters': { search: '咳嗽', filters: { dimension: ['reasoning'], specialtyPrimary: ['儿科学', '内科学'] } },
}

async function main(): Promise<void> {
  const bank = await bankFile()
  const ws = new Workspace({ bank, keys: bank.replace(/\.db$/, '.keys.db') })
  try {
    const t0 = performance.now()
    ws.index.facets()
    console.log(`bank: ${bank} (${ws.index.total().toLocaleString('en-US')} items)`)
    console.log(`cold (loads the filter columns): ${(performance.now() - t0).toFixed(0)} ms`)
    // Answers without a search are kept until the bank changes; every run here must count afresh.
    const uncached = ws.index as unknown as { facetCache: Map<string, unknown> }
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model})`)
    console.log('case | first ms | median ms | max ms | median CPU ms (20 runs, uncached)')
    for (const [name, q] of Object.entries(CASES)) {
      const times: number[] = []
      const cpu: number[] = []
      for (let i = 0; i < 21; i++) {
        uncached.facetCache.clear()
        const c = process.cpuUsage()
        const s = performance.now()
        ws.index.facets(q)
        times.push(performance.now() - s)
        const u = process.cpuUsage(c)
        cpu.push((u.user + u.system) / 1000)
      }
      const first = times.shift()!
      cpu.shift()
      times.sort((a, b) => a - b)
      cpu.sort((a, b) => a - b)
      console.log(`${name} | ${first.toFixed(1)} | ${times[10].toFixed(1)} | ${times[times.length - 1].toFixed(1)} | ${cpu[10].toFixed(1)}`)
    }
    ws.index.facets(CASES['4 filters'])
    const s = performance.now()
    ws.index.facets(CASES['4 filters'])
    console.log(`the same filters asked again (kept): ${(performance.now() - s).toFixed(2)} ms`)
  } finally {
    ws.close()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
