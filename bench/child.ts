// One measured task per process, so peak RSS belongs to that task alone. Prints one JSON line.
//   tsx bench/child.ts raw FILE DB        plain parse-and-insert into one table (the baseline)
//   tsx bench/child.ts import FILE DIR    the product's import (items, versions, keys, search index)
//   tsx bench/child.ts query DIR N        N mixed bank queries on the imported bank
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import Database from 'better-sqlite3'
import { Workspace } from '../src-main/services/workspace'
import { importFile } from '../src-main/services/importService'
import { runQueries } from './queries'

async function raw(file: string, dbFile: string) {
  for (const f of [dbFile, dbFile + '-wal', dbFile + '-shm']) fs.rmSync(f, { force: true })
  const t0 = performance.now()
  const db = new Database(dbFile)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec('CREATE TABLE items (id TEXT, stem TEXT, options TEXT, answer TEXT, type TEXT, dimension TEXT, specialty TEXT, task TEXT)')
  const ins = db.prepare('INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const rl = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 }), crlfDelay: Infinity })
  let n = 0
  db.exec('BEGIN')
  for await (const line of rl) {
    if (!line) continue
    const r = JSON.parse(line) as Record<string, string>
    const options = JSON.stringify({ A: r.A, B: r.B, C: r.C, D: r.D, E: r.E })
    ins.run(r.id, r.stem, options, r.answer, r.type, r.dimension, r.specialty, r.task)
    n++
  }
  db.exec('COMMIT')
  db.close()
  const ms = performance.now() - t0
  return { items: n, ms, itemsPerSec: n / (ms / 1000), peakRssMb: process.resourceUsage().maxRSS / 1024 }
}

async function productImport(file: string, dir: string) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const t0 = performance.now()
  const ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') }, { author: 'bench' })
  const report = await importFile(ws, file, { format: 'jsonl', mapping: {}, skipInvalid: false })
  ws.close()
  const ms = performance.now() - t0
  if (!report.ok) throw new Error(`bench import failed: ${JSON.stringify(report.issues.slice(0, 3))}`)
  const size = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size : 0)
  return {
    items: report.added,
    keys: report.keys,
    ms,
    itemsPerSec: report.added / (ms / 1000),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    bankMb: size(path.join(dir, 'bank.db')) / 1e6,
    keysMb: size(path.join(dir, 'bank.keys.db')) / 1e6,
  }
}

async function main() {
  const [task, a, b] = process.argv.slice(2)
  let out: unknown
  if (task === 'raw') out = await raw(a, b)
  else if (task === 'import') out = await productImport(a, b)
  else if (task === 'query') out = await runQueries(a, Number(b ?? 200))
  else throw new Error(`unknown bench task ${task}`)
  process.stdout.write(JSON.stringify(out) + '\n')
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
