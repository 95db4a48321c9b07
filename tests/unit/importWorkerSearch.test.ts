// Large files parse on a worker that also gathers the search bigrams, numbering records before the
// writer knows which it will store. The index must still equal a naive substring scan: after a fresh
// import, after a second file that repeats half of the first (rows not stored leave gaps), with
// --skip-invalid, and after an import that aborts. The rows are generated here (our own text).
import { beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { Workspace } from '../../src-main/services/workspace'
import { importFile } from '../../src-main/services/importService'
import { decodeIds } from '../../src-main/store/postings'
import { normalizeForSearch, searchText } from '../../src-main/core/search/tokens'
import type { Item } from '../../src-main/core/types'
import { createRng } from '../../src-main/core/rng'
import { tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

const opts = { format: 'auto' as const, mapping: {}, skipInvalid: false, actor: TEST_ACTOR }
// Above the import service's 8 MiB threshold for parsing on a worker.
const ROWS = 26_000
const CHARS = [...'心包积液贫血发热咳嗽肝炎头痛呕吐血尿肺炎骨折患者男女岁月日查体示可见诊断治疗首选检查最可能的是']

function row(i: number, rng: ReturnType<typeof createRng>): Record<string, string> {
  const text = (len: number) => Array.from({ length: len }, () => CHARS[rng.int(CHARS.length)]).join('')
  return {
    id: `w-${i}`,
    question: text(60 + rng.int(60)),
    A: text(8),
    B: text(8),
    C: text(8),
    D: text(8),
    answer: 'ABCD'[rng.int(4)],
    case: text(120),
  }
}

function writeRows(file: string, rows: Record<string, string>[], bad: number[] = []): void {
  const lines = rows.map((r, i) => (bad.includes(i) ? '{"id": "broken", ' : JSON.stringify(r)))
  fs.writeFileSync(file, lines.join('\n') + '\n')
  expect(fs.statSync(file).size).toBeGreaterThan(8 * 1024 * 1024)
}

/** Every posting lists only stored rows, and queries count what a substring scan counts. */
function checkIndex(ws: Workspace, queries: string[]): void {
  const rows = ws.bank.db
    .prepare('SELECT i.rowid, v.data FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version')
    .raw()
    .all() as [number, string][]
  const texts = new Map(rows.map(([rowid, data]) => [rowid, normalizeForSearch(searchText(JSON.parse(data) as Item))]))
  const unknown = new Set<number>()
  for (const blob of ws.bank.db.prepare('SELECT ids FROM postings').pluck().all() as Buffer[]) {
    const ids: number[] = []
    decodeIds(blob, ids)
    for (const id of ids) if (!texts.has(id)) unknown.add(id)
  }
  expect([...unknown]).toEqual([])
  ws.index.invalidate()
  for (const q of queries) {
    const needle = normalizeForSearch(q)
    const expected = [...texts.values()].filter((t) => t.includes(needle)).length
    expect(ws.index.query({ search: q, offset: 0, limit: 1 }).total, q).toBe(expected)
  }
}

describe('search index built on the parse worker', () => {
  const dir = tempDir()
  const rng = createRng(3)
  const rows = Array.from({ length: ROWS }, (_, i) => row(i, rng))
  const queries = ['心包', '贫血', '诊断', '最可', '积液贫', '查体示可', 'w-1', 'w-2599', '可能']
  let ws: Workspace
  beforeAll(() => {
    ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
  })

  it('indexes a fresh import exactly', async () => {
    const file = path.join(dir, 'first.jsonl')
    writeRows(file, rows.slice(0, ROWS / 2 + 2000))
    const r = await importFile(ws, file, opts)
    expect(r).toMatchObject({ ok: true, added: ROWS / 2 + 2000 })
    checkIndex(ws, queries)
  })

  it('leaves out rows a second file repeats, and indexes its new ones', async () => {
    // The same file name (the generic format takes the task and source from it), in another folder.
    fs.mkdirSync(path.join(dir, 'again'))
    const file = path.join(dir, 'again', 'first.jsonl')
    // Interleaved: repeated rows (not stored again) between new ones, so gaps fall inside segments.
    const mixed = rows.slice(ROWS / 2 - 2000).sort(() => rng.next() - 0.5)
    writeRows(file, mixed)
    const r = await importFile(ws, file, opts)
    expect(r).toMatchObject({ ok: true, unchanged: 4000, added: ROWS / 2 - 2000 })
    expect(ws.bank.count()).toBe(ROWS)
    checkIndex(ws, queries)
  })

  it('aborts a file with a bad line without touching the index, and skips it when asked', async () => {
    const more = Array.from({ length: ROWS }, (_, i) => row(ROWS + i, rng))
    fs.mkdirSync(path.join(dir, 'third'))
    const file = path.join(dir, 'third', 'first.jsonl')
    writeRows(file, more, [17, 20_000])
    const postingsBefore = ws.bank.db.prepare('SELECT COUNT(*) FROM postings').pluck().get()
    const aborted = await importFile(ws, file, opts)
    expect(aborted.ok).toBe(false)
    expect(ws.bank.count()).toBe(ROWS)
    expect(ws.bank.db.prepare('SELECT COUNT(*) FROM postings').pluck().get()).toBe(postingsBefore)
    const skipped = await importFile(ws, file, { ...opts, skipInvalid: true })
    expect(skipped).toMatchObject({ ok: true, added: ROWS - 2, skipped: 2 })
    checkIndex(ws, [...queries, `w-${ROWS + 18}`, '血尿肺'])
    ws.close()
  })
})
