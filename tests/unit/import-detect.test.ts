import { createReadStream } from 'node:fs'
import path, { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MbError } from '../../src-main/core/messages'
import { detectFormat } from '../../src-main/import/detect'
import { parseFile } from '../../src-main/import/pipeline'
import { readRows } from '../../src-main/import/readers'
import { isRowError } from '../../src-main/import/types'
import type { FormatName, SourceRow } from '../../src-main/import/types'
import { fixture, parseBytes, parsePath } from '../fixtures/import/helpers'
import { demoFile, formatFixture, projectRoot, upstreamFixture } from './helpers/paths'
import { describeShared, sharedFile } from './helpers/shared'

async function firstRows(path: string, n = 50): Promise<SourceRow[]> {
  const src = await readRows(basename(path), createReadStream(path))
  const out: SourceRow[] = []
  for await (const r of src.rows) {
    if (!isRowError(r)) out.push(r)
    if (out.length >= n) break
  }
  return out
}

// Files in each format's shape that ship with the tests (tests/fixtures), then the real files.
const CASES: [string, FormatName][] = [
  [formatFixture('cmmlu_test_sample.jsonl'), 'cmmlu'],
  [formatFixture('cmmlu_dev_sample.jsonl'), 'cmmlu'],
  [formatFixture('cmmlu_dev_gbk.csv'), 'cmmlu'],
  [formatFixture('cmmlu_dev_utf8bom.csv'), 'cmmlu'],
  [formatFixture('cmexam_sample.jsonl'), 'cmexam'],
  [formatFixture('cmexam_sample.xlsx'), 'cmexam'],
  [demoFile('cmb_clin_qa.jsonl'), 'cmb-clin'],
  [demoFile('cmtmedqa_test.jsonl'), 'cmtmedqa'],
  [formatFixture('medbench_platform/LLM_MedExam.jsonl'), 'medbench'],
  [formatFixture('medbench_platform/VLM_MedClass.jsonl'), 'medbench'],
  [formatFixture('medbench_platform/Agent_MedCallAPI.jsonl'), 'medbench'],
  [upstreamFixture('huatuogpt_eval/kuake_qic_100.jsonl'), 'jsonl'],
  [fixture('answer_f.csv'), 'csv'],
  [fixture('generic_mapped.jsonl'), 'jsonl'],
]

const REAL_CASES: [string, FormatName][] = [
  ['cmmlu_medical/cmmlu_medical_test.jsonl', 'cmmlu'],
  ['cmmlu_medical/cmmlu_medical_dev.jsonl', 'cmmlu'],
  ['formats/cmmlu_dev_gbk.csv', 'cmmlu'],
  ['formats/cmmlu_dev_utf8bom.csv', 'cmmlu'],
  ['cmexam/cmexam_val_sample2000.jsonl', 'cmexam'],
  ['formats/cmexam_200.xlsx', 'cmexam'],
  ['cmb_clin/cmb_clin_qa.jsonl', 'cmb-clin'],
  ['cmtmedqa/cmtmedqa_test.jsonl', 'cmtmedqa'],
  ['medbench_platform/LLM_MedExam.jsonl', 'medbench'],
  ['medbench_platform/VLM_MedClass.jsonl', 'medbench'],
  ['medbench_platform/Agent_MedCallAPI.jsonl', 'medbench'],
  ['huatuogpt_eval/kuake_qic_100.jsonl', 'jsonl'],
]

const name = (file: string) => path.relative(projectRoot, file)

describe('detectFormat', () => {
  it.each(CASES.map(([file, format]) => [name(file), format, file]))('%s → %s', async (_name, expected, file) => {
    expect(detectFormat(await firstRows(file), basename(file)).name).toBe(expected)
  })

  it('recognises the CMtMedQA safety-only shape and falls back by extension', () => {
    const safety: SourceRow[] = [{ line: 1, fields: { instruct: '问', output: '答' } }]
    expect(detectFormat(safety, 'x.jsonl').name).toBe('cmtmedqa')
    const other: SourceRow[] = [{ line: 2, fields: { 题干: '问', 答案: 'A' } }]
    expect(detectFormat(other, 'x.xlsx').name).toBe('xlsx')
    expect(detectFormat(other, 'x.csv').name).toBe('csv')
    expect(detectFormat([], 'x.jsonl').name).toBe('jsonl')
  })

  it('lets the caller force a format, and refuses an unknown one', async () => {
    const forced = await parsePath(formatFixture('cmmlu_dev_sample.jsonl'), { format: 'jsonl', mapping: { stem: 'Question' } })
    expect(forced.format).toBe('jsonl')
    expect(forced.items[0].item.id).toBe('0') // the generic adapter takes "id" as is
    await expect(
      parseFile({ fileName: 'x.jsonl', format: 'nope' as FormatName, chunks: () => createReadStream(fixture('bad_json.jsonl')) }),
    ).rejects.toBeInstanceOf(MbError)
  })

  it('detects past reader errors at the top of the file', async () => {
    const lines = ['oops', '{"Question": "题", "Options": "A 甲\\nB 乙", "Answer": "A", "row_index": 1}']
    const p = await parseBytes('x.jsonl', lines.join('\n'))
    expect(p.format).toBe('cmexam')
    expect(p.results.map((r) => [r.line, r.ok])).toEqual([
      [1, false],
      [2, true],
    ])
  })
})

describeShared('detectFormat on the real files (../shared/data)', () => {
  it.each(REAL_CASES)('%s → %s', async (rel, expected) => {
    const file = sharedFile(rel)
    expect(detectFormat(await firstRows(file), basename(file)).name).toBe(expected)
  })
})
