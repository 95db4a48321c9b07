// Search reads what clinicians read: case text, every dialogue turn, instructions and long documents,
// ids and sources, and never answer keys or reference answers. Banks indexed by an older build are
// re-indexed once; edits re-index with the same text. Fixture rows are written here (our own text).
import { beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Workspace } from '../../src-main/services/workspace'
import { importFile } from '../../src-main/services/importService'
import { getItem, saveItem } from '../../src-main/services/itemService'
import { PostingsBuilder } from '../../src-main/store/postings'
import { SEARCH_VERSION, normalizeForSearch } from '../../src-main/core/search/tokens'
import { describeShared, sharedFile } from './helpers/shared'
import { tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

const opts = { format: 'auto' as const, mapping: {}, skipInvalid: false, actor: TEST_ACTOR }
const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n'

// Words that occur only in keys and reference answers: search must never find them.
const KEY_WORDS = ['钥匙词甲', '钥匙词乙', '钥匙词丙', '钥匙词丁', 'keywordzeta']
// A 31,846-character document whose only distinctive term sits near its end.
const DOC_LENGTH = 31_846
function longDocument(): string {
  const filler = '患者入院后完善相关检查，予以对症支持治疗，病情平稳。'
  let doc = ''
  while (doc.length < DOC_LENGTH - 200) doc += filler
  doc += '第二十八日复查提示嗜铬细胞瘤术后改变。'
  while (doc.length < DOC_LENGTH) doc += '平'
  return doc.slice(0, DOC_LENGTH)
}

function writeFixtures(dir: string): string[] {
  const files: Record<string, string> = {
    'cmtmedqa_fixture.jsonl': jsonl([
      {
        id: 9001,
        cate1: '内科',
        cate2: '心血管内科',
        instruction: '最近总是心慌怎么办',
        input: '',
        output: `建议做动态心电图。${KEY_WORDS[0]}`,
        history: [
          ['医生您好，我心慌两周了', '有没有胸痛或者气短？'],
          ['偶尔夜里憋醒，需要坐起来', '这提示阵发性夜间呼吸困难，要查心脏超声'],
        ],
      },
      { id: 9002, cate1: '儿科', cate2: '儿科', instruction: '孩子发烧三天', input: '体温三十九度', output: '多喝水', history: [] },
    ]),
    'cmb_clin_fixture.jsonl': jsonl([
      {
        id: 501,
        title: '血液内科病例',
        description: '患者，女，32岁。乏力伴面色苍白三月，月经量多。血常规：血红蛋白72g/L，小细胞低色素性贫血。',
        QA_pairs: [
          { question: '该患者最可能的诊断是什么？', solution: `缺铁性贫血。${KEY_WORDS[1]}` },
          { question: '应如何治疗？', solution: `口服铁剂并治疗原发病。${KEY_WORDS[2]}` },
        ],
      },
    ]),
    'Agent_MedLongQA.jsonl': jsonl([
      {
        question: `## 任务：阅读下面的住院病历并回答问题。\n## 背景资料\n${longDocument()}\n\n## 问题\n患者最终的病理诊断是什么？`,
        answer: `嗜铬细胞瘤。${KEY_WORDS[3]}`,
        other: { id: 'L1', source: 'MedLongQA_V1' },
      },
    ]),
    'generic_fixture.jsonl': jsonl([
      { id: 'g-77', question: '心包积液最常见的体征是', A: '心尖搏动减弱', B: '奔马律', answer: 'A', explanation: `心音遥远。${KEY_WORDS[4]}` },
    ]),
  }
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, text)
    return file
  })
}

function freshWorkspace(dir = tempDir()): Workspace {
  return new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
}

const ids = (ws: Workspace, q: string) => ws.index.query({ search: q, offset: 0, limit: 100 }).rows.map((r) => r.id)

describe('search over everything a clinician reads', () => {
  let dir: string
  let ws: Workspace
  beforeAll(async () => {
    dir = tempDir()
    ws = freshWorkspace(dir)
    for (const file of writeFixtures(dir)) expect((await importFile(ws, file, opts)).ok).toBe(true)
  })

  it('finds case text in every question of the case, and says where', () => {
    const r = ws.index.query({ search: '低色素', offset: 0, limit: 10 })
    expect(r.rows.map((x) => x.id)).toEqual(['cmb-clin:501:1', 'cmb-clin:501:2'])
    expect(r.rows[0].match).toMatchObject({ field: 'case' })
    const m = r.rows[0].match!
    expect(m.excerpt.slice(m.start, m.start + m.length)).toBe('低色素')
  })

  it('finds any dialogue turn, the doctor\u2019s included', () => {
    expect(ids(ws, '夜里憋醒')).toEqual(['cmtmedqa:9001'])
    const r = ws.index.query({ search: '心脏超声', offset: 0, limit: 10 })
    expect(r.rows.map((x) => x.id)).toEqual(['cmtmedqa:9001'])
    expect(r.rows[0].match).toMatchObject({ field: 'history', at: 4 })
  })

  it(`finds a term near the end of a ${DOC_LENGTH}-character document in the instructions`, () => {
    const r = ws.index.query({ search: '第二十八日', offset: 0, limit: 10 })
    expect(r.rows.map((x) => x.id)).toEqual(['MedLongQA_V1:L1'])
    expect(r.rows[0].match).toMatchObject({ field: 'instruction' })
    expect(r.rows[0].match!.excerpt.length).toBeLessThan(100)
    // A two-character term from the document and one from the instructions' heading.
    expect(ids(ws, '复查')).toContain('MedLongQA_V1:L1')
    expect(ids(ws, '住院病历')).toEqual(['MedLongQA_V1:L1'])
  })

  it('finds ids and sources', () => {
    expect(ids(ws, 'cmtmedqa:9002')).toEqual(['cmtmedqa:9002'])
    expect(ids(ws, 'G-77')).toEqual(['g-77'])
    expect(ws.index.query({ search: 'g-77', offset: 0, limit: 5 }).rows[0].match).toMatchObject({ field: 'id' })
    expect(ids(ws, '血液内科病例')).toEqual(['cmb-clin:501:1', 'cmb-clin:501:2'])
    expect(ids(ws, 'medlongqa')).toEqual(['MedLongQA_V1:L1'])
  })

  it('never finds words that only keys and reference answers hold', () => {
    for (const word of KEY_WORDS) {
      expect(ws.index.query({ search: word, offset: 0, limit: 5 }).total).toBe(0)
      const inText = ws.bank.db.prepare('SELECT COUNT(*) FROM item_search WHERE instr(text, ?) > 0').pluck().get(normalizeForSearch(word))
      expect(inText).toBe(0)
    }
    // Nor anywhere in the bank's files; the keys file has them.
    ws.bank.db.pragma('wal_checkpoint(TRUNCATE)')
    const bankBytes = Buffer.concat([ws.paths.bank, `${ws.paths.bank}-wal`].filter(fs.existsSync).map((f) => fs.readFileSync(f)))
    const keysBytes = fs.readFileSync(ws.paths.keys)
    for (const word of KEY_WORDS) {
      expect(bankBytes.includes(Buffer.from(word))).toBe(false)
      expect(keysBytes.includes(Buffer.from(word)) || fs.readFileSync(`${ws.paths.keys}-wal`).includes(Buffer.from(word))).toBe(true)
    }
  })

  it('re-indexes an edit with the same wider text: old case words go, new turns are found', async () => {
    const before = getItem(ws, TEST_ACTOR, 'cmb-clin:501:2')
    const item = structuredClone(before.item)
    item.context = { ...item.context, case: '患者，女，32岁。反复关节肿痛。', history: [{ role: 'doctor', text: '晨僵持续多久？' }] }
    await saveItem(ws, TEST_ACTOR, { id: item.id, baseVersion: before.version, item })
    expect(ids(ws, '低色素')).toEqual(['cmb-clin:501:1'])
    expect(ids(ws, '晨僵')).toEqual(['cmb-clin:501:2'])
    expect(ws.index.query({ search: '晨僵', offset: 0, limit: 5 }).rows[0].match).toMatchObject({ field: 'history', at: 1 })
    const stored = ws.bank.db.prepare('SELECT text FROM item_search WHERE rowid = ?').pluck().get(ws.bank.rowidOf(item.id)) as string
    expect(stored).toContain('关节肿痛')
    expect(stored).not.toContain('低色素')
  })
})

/** Turns a bank into what an older build left: stem-and-option text only, and no search_version. */
function makeNarrow(bankFile: string): void {
  const db = new Database(bankFile)
  db.transaction(() => {
    db.exec("DELETE FROM item_search; DELETE FROM postings; DELETE FROM posting_removed; DELETE FROM meta WHERE key = 'search_version';")
    const postings = new PostingsBuilder(db)
    const rows = db
      .prepare('SELECT i.rowid, v.data FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version ORDER BY i.rowid')
      .raw()
      .all() as [number, string][]
    const insert = db.prepare('INSERT INTO item_search (rowid, text) VALUES (?, ?)')
    for (const [rowid, data] of rows) {
      const item = JSON.parse(data) as { stem: string; options?: Record<string, string> }
      const text = normalizeForSearch([item.stem, ...Object.values(item.options ?? {})].join('\n'))
      insert.run(rowid, text)
      postings.addNormalized(rowid, text)
    }
    postings.flush()
  })()
  db.close()
}

describe('banks indexed by an older build', () => {
  it('are re-indexed once, before their first search', async () => {
    const dir = tempDir()
    const ws = freshWorkspace(dir)
    for (const file of writeFixtures(dir)) await importFile(ws, file, opts)
    const bankFile = ws.paths.bank
    ws.close()
    makeNarrow(bankFile)

    const old = freshWorkspace(dir)
    const version = () => old.bank.db.prepare("SELECT value FROM meta WHERE key = 'search_version'").pluck().get()
    expect(version()).toBeUndefined()
    // Without the rebuild this would find nothing: the term is in case text only.
    expect(ids(old, '低色素')).toEqual(['cmb-clin:501:1', 'cmb-clin:501:2'])
    expect(version()).toBe(String(SEARCH_VERSION))
    expect(ids(old, '心包积液')).toEqual(['g-77'])
    expect(ids(old, KEY_WORDS[1])).toEqual([])
    const segments = old.bank.db.prepare('SELECT COUNT(*) FROM postings').pluck().get()
    old.close()

    // Once: a second opening reads the index as it is.
    const again = freshWorkspace(dir)
    expect(ids(again, '夜里憋醒')).toEqual(['cmtmedqa:9001'])
    expect(again.bank.db.prepare('SELECT COUNT(*) FROM postings').pluck().get()).toBe(segments)
    again.close()
  })

  it('never wait for another writer: the search reads the old index and re-indexes later', () => {
    const dir = tempDir()
    const ws = freshWorkspace(dir)
    return (async () => {
      for (const file of writeFixtures(dir)) await importFile(ws, file, opts)
      ws.close()
      makeNarrow(ws.paths.bank)
      const other = new Database(ws.paths.bank)
      other.exec('BEGIN IMMEDIATE')
      const old = freshWorkspace(dir)
      const t0 = performance.now()
      expect(ids(old, '低色素')).toEqual([])
      expect(performance.now() - t0).toBeLessThan(2000)
      expect(ids(old, '心包积液')).toEqual(['g-77'])
      other.exec('ROLLBACK')
      other.close()
      old.index.invalidate()
      expect(ids(old, '低色素')).toEqual(['cmb-clin:501:1', 'cmb-clin:501:2'])
      old.close()
    })()
  })

  it('new banks are current from the start', () => {
    const ws = freshWorkspace()
    expect(ws.bank.db.prepare("SELECT value FROM meta WHERE key = 'search_version'").pluck().get()).toBe(String(SEARCH_VERSION))
    ws.close()
  })
})

describeShared('CMB-Clin on the real file', () => {
  it('贫血 finds every question whose case mentions it', async () => {
    const ws = freshWorkspace()
    const file = sharedFile('cmb_clin/cmb_clin_qa.jsonl')
    expect((await importFile(ws, file, opts)).ok).toBe(true)
    const expected: string[] = []
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue
      const c = JSON.parse(line) as { id: string | number; description?: string; QA_pairs: { question: string }[] }
      c.QA_pairs.forEach((p, i) => {
        if ((c.description ?? '').includes('贫血') || p.question.includes('贫血')) expected.push(`cmb-clin:${String(c.id).trim()}:${i + 1}`)
      })
    }
    expect(expected.length).toBeGreaterThanOrEqual(9)
    const r = ws.index.query({ search: '贫血', offset: 0, limit: 1000 })
    expect(r.rows.map((x) => x.id).sort()).toEqual(expected.sort())
    expect(r.rows.every((x) => x.match && x.match.excerpt.includes('贫血'))).toBe(true)
    ws.close()
  })
})
