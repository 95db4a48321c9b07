// The CLI contract on the shared data: JSON shapes, exit codes, file:line messages.
import { beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { runCli } from '../../src-main/hosts/cli/main'
import { dataFile, readJsonl, tempDir } from './helpers/paths'

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), lang: 'en' })
  return { code, out, err }
}

// Every write names who makes it; the first name given to a new bank becomes its coordinator.
process.env.MEDBENCH_USER = 'tester'

const dir = tempDir()
const bank = path.join(dir, 'bank.db')

describe('medbench CLI', () => {
  beforeAll(async () => {
    const r = await cli('import', dataFile('cmmlu_medical/cmmlu_medical_test.jsonl'), '--bank', bank, '--json')
    expect(r.code).toBe(0)
  })

  it('import --json prints the contract fields', async () => {
    const r = await cli('import', dataFile('cmexam/cmexam_val_sample2000.jsonl'), '--bank', bank, '--skip-invalid', '--json')
    expect(r.code).toBe(0)
    expect(r.out).toHaveLength(1)
    const j = JSON.parse(r.out[0])
    expect(j).toMatchObject({ format: 'cmexam', items: 1999, keys: 1999, skipped: 1, bank: path.resolve(bank), keysFile: path.resolve(dir, 'bank.keys.db') })
    expect(r.err).toEqual([expect.stringMatching(/^cmexam_val_sample2000\.jsonl:1591: /)])
  })

  it('exits 1 with file:line: reason and writes nothing on bad input', async () => {
    const other = path.join(tempDir(), 'b.db')
    const r = await cli('import', dataFile('cmexam/cmexam_val_sample2000.jsonl'), '--bank', other)
    expect(r.code).toBe(1)
    expect(r.err.find((l) => l.startsWith('cmexam'))).toMatch(/^cmexam_val_sample2000\.jsonl:1591: answer 'nan' is not among the options/)
    const s = await cli('search', '--bank', other, '心包', '--json')
    expect(JSON.parse(s.out[0]).total).toBe(0)
  })

  it('says a re-import is a no-op', async () => {
    const r = await cli('import', dataFile('cmmlu_medical/cmmlu_medical_test.jsonl'), '--bank', bank)
    expect(r.code).toBe(0)
    expect(r.out[0]).toMatch(/already imported on .* \(1941 items\); nothing changed/)
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
    const cmmlu = readJsonl<Record<string, string>>('cmmlu_medical/cmmlu_medical_test.jsonl')
    const cmexam = readJsonl<Record<string, string>>('cmexam/cmexam_val_sample2000.jsonl').filter((x) => x.Answer !== 'nan')
    const expected =
      cmmlu.filter((x) => [x.Question, x.A, x.B, x.C, x.D].some((t) => t.includes('贫血'))).length +
      cmexam.filter((x) => (x.Question + x.Options).includes('贫血')).length +
      1
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

  it('score --json gives overall and per-dimension/specialty scores with intervals', async () => {
    const rows = readJsonl<Record<string, string>>('cmmlu_medical/cmmlu_medical_test.jsonl').slice(0, 300)
    const f = path.join(tempDir(), 'r.jsonl')
    // Right on every even row, wrong on every odd row: exactly 50%.
    fs.writeFileSync(
      f,
      rows
        .map((x, i) => JSON.stringify({ item_id: `cmmlu:test:${x.subject}:${x.id}`, output: `答案：${i % 2 === 0 ? x.Answer : x.Answer === 'A' ? 'B' : 'A'}` }))
        .join('\n'),
    )
    // Over the CMMLU items only (the set is stated by a filter): 300 answered of 1,941.
    const r = await cli('score', '--bank', bank, '--responses', f, '--source', 'CMMLU', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out[0])
    expect(j).toMatchObject({ n_items: 1941, n_responses: 300, n_missing: 1641, n_scored: 300, reading: 'all' })
    expect(j.lexical).toBeNull()
    const acc = j.accuracy
    expect(acc.byDimension.length).toBeGreaterThan(0)
    expect(acc.bySpecialty.reduce((s: number, x: { nItems: number }) => s + x.nItems, 0)).toBe(1941)
    expect(acc.bySpecialty.reduce((s: number, x: { nScored: number }) => s + x.nScored, 0)).toBe(300)
    expect(acc.overall.lo).toBeLessThanOrEqual(acc.overall.mean)
    expect(acc.overall.hi).toBeGreaterThanOrEqual(acc.overall.mean)
    // Unanswered items count as 0: 150 right of 1,941 is far below 50.
    expect(acc.overall.mean).toBeLessThan(15)
    // The other reading, asked for explicitly and said so: about 50 on the 300 answered.
    const a = JSON.parse((await cli('score', '--bank', bank, '--responses', f, '--source', 'CMMLU', '--answered-only', '--json')).out[0])
    expect(a.reading).toBe('answered-only')
    expect(a.accuracy.overall.n).toBe(300)
    // Item mean is exactly 50; the hierarchy averages tasks, so it only approximates it.
    expect(a.accuracy.overall.mean).toBeGreaterThan(40)
    expect(a.accuracy.overall.mean).toBeLessThan(60)
    // Without a filter the set is the whole bank, and the human output says so with its coverage.
    const h = await cli('score', '--bank', bank, '--responses', f)
    expect(h.out[0]).toMatch(/^item set: the whole bank \(\d+ items\)/)
    expect(h.out.join('\n')).toMatch(/unanswered items score 0/)
  })

  it('exits 2 on usage errors', async () => {
    expect((await cli('import', '--bank', bank)).code).toBe(2)
    expect((await cli('frobnicate')).code).toBe(2)
  })
})
