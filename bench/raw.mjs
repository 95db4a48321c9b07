// The baseline the import is compared with: parse each JSONL line and insert it into one plain
// better-sqlite3 table, in one transaction, with the same WAL settings the bank uses.
//   node bench/raw.mjs FILE DB [generated|cmmlu]
// `generated` rows are bench/generate.ts's generic items; `cmmlu` rows have CMMLU's fields
// (id, Question, A–D, Answer, subject, split). Options are stored as one JSON text in both.
import fs from 'node:fs'
import readline from 'node:readline'
import Database from 'better-sqlite3'

const [file, dbFile, shape = 'generated'] = process.argv.slice(2)
for (const f of [dbFile, dbFile + '-wal', dbFile + '-shm']) fs.rmSync(f, { force: true })
const db = new Database(dbFile)
db.pragma('journal_mode = WAL')
db.pragma('synchronous = NORMAL')
db.exec('CREATE TABLE items (id TEXT, stem TEXT, options TEXT, answer TEXT, type TEXT, dimension TEXT, specialty TEXT, task TEXT)')
const ins = db.prepare('INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
const row =
  shape === 'cmmlu'
    ? (r) => [r.id, r.Question, JSON.stringify({ A: r.A, B: r.B, C: r.C, D: r.D }), r.Answer, null, null, r.subject, r.split]
    : (r) => [r.id, r.stem, JSON.stringify({ A: r.A, B: r.B, C: r.C, D: r.D, E: r.E }), r.answer, r.type, r.dimension, r.specialty, r.task]
const rl = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 }), crlfDelay: Infinity })
let n = 0
db.exec('BEGIN')
for await (const line of rl) {
  if (!line) continue
  ins.run(row(JSON.parse(line)))
  n++
}
db.exec('COMMIT')
db.close()
process.stdout.write(JSON.stringify({ items: n }) + '\n')
