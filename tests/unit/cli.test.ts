// The CLI contract: JSON shapes, exit codes, file:line messages. Run on files in the CMMLU and CMExam
// shapes that ship with the tests, and again on the real files where ../shared/data exists.
import { beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { runCli } from '../../src-main/hosts/cli/main'
import { dataFile, formatFixture, readJsonl, tempDir } from './helpers/paths'
import { describeShared } from './helpers/shared'

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), lang: 'en' })
  return { code, out, err }
}

interface Corpus {
  /** CMMLU test rows: every one imports. */
  cmmlu: string
  /** CMExam rows with one bad record at badLine. */
  cmexam: string
  badLine: number
}

// Every write names who makes it; the first name given to a new bank becomes its coordinator.
process.env.MEDBENCH_USER = 'tester'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('medbench CLI', () => {
  cliSuite({ cmmlu: formatFixture('cmmlu_test_sample.jsonl'), cmexam: formatFixture('cmexam_sample.jsonl'), badLine: 17 })
})

describeShared('medbench CLI on the real files (../shared/data)', () => {
  cliSuite({ cmmlu: dataFile('cmmlu_medical/cmmlu_medical_test.jsonl'), cmexam: dataFile('cmexam/cmexam_val_sample2000.jsonl'), badLine: 1591 })
})

function cliSuite(c: Corpus) {
  const issue = new RegExp(`^${escape(path.basename(c.cmexam))}:${c.badLine}: `)
  // Files are read in beforeAll: a skipped suite (no ../shared/data) still collects its tests.
  let dir = ''
  let bank = ''
  let cmmluRows: Record<string, string>[] = []
  let cmexamRows: Record<string, string>[] = []

  beforeAll(async () => {
    dir = tempDir()
    bank = path.join(dir, 'bank.db')
    cmmluRows = readJsonl<Record<string, string>>(c.cmmlu)
    cmexamRows = readJsonl<Record<string, string>>(c.cmexam)
    const r = await cli('import', c.cmmlu, '--bank', bank, '--json')
    expect(r.code).toBe(0)
  })

  it('import --json prints the contract fields', async () => {
    const r = await cli('import', c.cmexam, '--bank', bank, '--skip-invalid', '--json')
    expect(r.code).toBe(0)
    expect(r.out).toHaveLength(1)
    const j = JSON.parse(r.out[0])
    const n = cmexamRows.length - 1
    expect(j).toMatchObject({ format: 'cmexam', items: n, keys: n, skipped: 1, bank: path.resolve(bank), keysFile: path.resolve(dir, 'bank.keys.db') })
    expect(r.err).toEqual([expect.stringMatching(issue)])
  })

  it('exits 1 with file:line: reason and writes nothing on bad input', async () => {
    const other = path.join(tempDir(), 'b.db')
    const r = await cli('import', c.cmexam, '--bank', other)
    expect(r.code).toBe(1)
    const line = r.err.find((l) => issue.test(l))
    expect(line).toContain("answer 'nan' is not among the options")
    expect(r.err.at(-1)).toMatch(/^nothing was imported: /)
    const s = await cli('search', '--bank', other, '心包', '--json')
    expect(JSON.parse(s.out[0]).total).toBe(0)
  })

  it('says a re-import is a no-op', async () => {
    const r = await cli('import', c.cmmlu, '--bank', bank)
    expect(r.code).toBe(0)
    expect(r.out[0]).toMatch(new RegExp(`already imported on .* \\(${cmmluRows.length} items\\); nothing changed`))
  })

  it('takes a field mapping for generic CSV', async () => {
    const f = path.join(tempDir(), '自定义题目.csv')
    fs.writeFileSync(f, '编号,题干内容,甲,乙,丙,正确\r\nq1,缺铁性贫血最常见的病因是,慢性失血,摄入不足,吸收障碍,甲\r\n'.replace('甲\r\n', 'A\r\n'))
    const r = await cli('import', f, '--bank', bank, '--format', 'csv', '--map', 'id=编号', '--map', 'stem=题干内容', '--map', 'options=甲,乙,丙', '--map', 'answer=正确', '--json')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out[0])).toMatchObject({ format: 'csv', items: 1, keys: 1 })
  })

  it('search --json counts every item whose stem or options contain the query', async () => {
    const r = await cli('search', '--bank', bank, '贫血', '--limit', '3', '--json')
    const j = JSON.parse(r.out[0])
    const cmexam = cmexamRows.filter((x) => x.Answer !== 'nan')
    const expected =
      cmmluRows.filter((x) => [x.Question, x.A, x.B, x.C, x.D].some((t) => t.includes('贫血'))).length +
      cmexam.filter((x) => (x.Question + x.Options).includes('贫血')).length +
      1
    expect(expected).toBeGreaterThan(3)
    expect(j.total).toBe(expected)
    expect(j.items).toHaveLength(3)
    expect(j.items[0]).toHaveProperty('stem')
  })

  it('extract prints one {id, answer, span} line per case', async () => {
    const f = path.join(tempDir(), 'cases.jsonl')
    fs.writeFileSync(
      f,
      [
        { id: 'a', options: { A: '卵巢', B: '前庭大腺' }, multi: false, output: 'B项不对，因为前庭大腺是附属腺。所以答案是A。' },
        { id: 'b', options: { A: 'x', B: 'y', C: 'z' }, multi: true, output: '<think>也许是B</think>最终答案：A、C' },
        { id: 'c', options: { A: 'x', B: 'y' }, multi: false, output: '抱歉，我无法确定。' },
      ]
        .map((x) => JSON.stringify(x))
        .join('\n'),
    )
    const r = await cli('extract', '--in', f)
    expect(r.code).toBe(0)
    expect(r.out.map((l) => JSON.parse(l))).toEqual([
      { id: 'a', answer: 'A', span: expect.stringContaining('A') },
      { id: 'b', answer: 'AC', span: expect.stringContaining('A、C') },
      { id: 'c', answer: '', span: expect.any(String) },
    ])
  })

  it('score states its item set, counts unanswered items as 0 and says so', async () => {
    const n = cmmluRows.length
    const answered = cmmluRows.slice(0, Math.ceil(n * 0.6))
    const f = path.join(tempDir(), 'r.jsonl')
    const right = new Set<string>()
    // Right on every even row, wrong on every odd row.
    fs.writeFileSync(
      f,
      answered
        .map((x, i) => {
          const id = `cmmlu:test:${x.subject}:${x.id}`
          if (i % 2 === 0) right.add(id)
          return JSON.stringify({ item_id: id, output: `答案：${i % 2 === 0 ? x.Answer : x.Answer === 'A' ? 'B' : 'A'}` })
        })
        .join('\n'),
    )
    // Over the CMMLU items only (the set is stated by a filter).
    const r = await cli('score', '--bank', bank, '--responses', f, '--source', 'CMMLU', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out[0])
    expect(j).toMatchObject({ n_items: n, n_responses: answered.length, n_missing: n - answered.length, n_scored: answered.length, reading: 'all' })
    expect(j.itemSet).toMatchObject({ whole: false, filters: { source: ['CMMLU'] } })
    expect(j.lexical).toBeNull()
    const acc = j.accuracy
    expect(acc.bySpecialty.reduce((s: number, x: { nItems: number }) => s + x.nItems, 0)).toBe(n)
    expect(acc.bySpecialty.reduce((s: number, x: { nScored: number }) => s + x.nScored, 0)).toBe(answered.length)
    expect(acc.overall.lo).toBeLessThanOrEqual(acc.overall.mean)
    expect(acc.overall.hi).toBeGreaterThanOrEqual(acc.overall.mean)
    // Each task's mean is its right answers over ALL its items (unanswered count as 0) …
    const taskOf = (x: Record<string, string>) => `CMMLU/${x.subject}`
    const byTask = (rows: Record<string, string>[]) => {
      const m = new Map<string, { items: number; right: number }>()
      for (const x of rows) {
        const t = m.get(taskOf(x)) ?? { items: 0, right: 0 }
        t.items++
        if (right.has(`cmmlu:test:${x.subject}:${x.id}`)) t.right++
        m.set(taskOf(x), t)
      }
      return m
    }
    const all = byTask(cmmluRows)
    for (const t of acc.byTask) {
      const want = all.get(t.task)!
      expect(t.nItems).toBe(want.items)
      expect(t.mean).toBeCloseTo((100 * want.right) / want.items, 6)
    }
    // … and with --answered-only, over the answered ones only, which the output says.
    const a = JSON.parse((await cli('score', '--bank', bank, '--responses', f, '--source', 'CMMLU', '--answered-only', '--json')).out[0])
    expect(a.reading).toBe('answered-only')
    expect(a.accuracy.overall.n).toBe(answered.length)
    const ans = byTask(answered)
    for (const t of a.accuracy.byTask) {
      const want = ans.get(t.task)
      if (!want) expect(t.mean).toBeNull()
      else expect(t.mean).toBeCloseTo((100 * want.right) / want.items, 6)
    }
    // Without a filter the set is the whole bank, and the human output says so with its coverage.
    const h = await cli('score', '--bank', bank, '--responses', f)
    expect(h.out[0]).toMatch(/^item set: the whole bank \(\d+ items\)/)
    expect(h.out.join('\n')).toMatch(/unanswered items score 0/)
    expect(h.out.join('\n')).toMatch(/scored \d+\/\d+, unanswered \d+/)
  })

  it('exits 2 on usage errors', async () => {
    expect((await cli('import', '--bank', bank)).code).toBe(2)
    expect((await cli('frobnicate')).code).toBe(2)
  })
}
