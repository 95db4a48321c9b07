// Crafted bad files: every reason comes back as a result with its line (or, for encoding, an MbError
// naming the line), in both languages.
import { describe, expect, it } from 'vitest'
import { renderMsg } from '../../src-main/core/messages'
import { describeError } from '../../src-main/import/messages'
import { fixture, parseBytes, parsePath } from '../fixtures/import/helpers'

const codes = (p: { errors: { line: number; reason: { code: string } }[] }) =>
  p.errors.map((e) => [e.line, e.reason.code])

describe('record errors', () => {
  it('a bad JSON line and a non-object line do not stop the file', async () => {
    const p = await parsePath(fixture('bad_json.jsonl'))
    expect(p.format).toBe('cmexam')
    expect(p.items.map((x) => [x.line, x.item.id, x.item.type])).toEqual([
      [1, 'cmexam:1', 'single_choice'],
      [2, 'cmexam:2', 'single_choice'],
      [6, 'cmexam:6', 'multi_choice'],
    ])
    expect(codes(p)).toEqual([
      [3, 'import.badJson'],
      [5, 'import.notAnObject'],
    ])
    expect(describeError(p.errors[1], 'zh')).toBe('第 5 行：应为 JSON 对象，实际是数组')
    // "nan" as an explanation means none; an empty one too.
    expect(p.items[2].key).toEqual({ answer: 'BC' })
    expect(p.items[1].key).toEqual({ answer: 'B' })
  })

  it('an empty or blank stem and an empty option', async () => {
    const p = await parsePath(fixture('empty_stem.jsonl'))
    expect(p.items.map((x) => x.line)).toEqual([1])
    expect(codes(p)).toEqual([
      [2, 'import.emptyStem'],
      [3, 'import.emptyStem'],
      [4, 'import.emptyOption'],
    ])
    expect(describeError(p.errors[0], 'en')).toBe('line 2: the stem is empty')
    // Failures found once the item is built name it; line 4 fails while reading its options, before.
    expect(p.results.flatMap((r) => (r.ok ? [] : [[r.line, r.itemId]]))).toEqual([
      [2, 'cmmlu:anatomy:1'],
      [3, 'cmmlu:anatomy:2'],
      [4, undefined],
    ])
  })

  it('a duplicate id within the file names both lines', async () => {
    const p = await parsePath(fixture('duplicate_id.jsonl'))
    expect(p.items.map((x) => x.item.id)).toEqual(['cmexam:7', 'cmexam:8'])
    expect(p.errors).toEqual([{ line: 3, reason: { code: 'import.duplicateId', params: { id: 'cmexam:7', first: 1 } } }])
    // The failure says which item the record belongs to, so a report can tell skipped records from items.
    expect(p.results.find((r) => !r.ok)).toMatchObject({ line: 3, itemId: 'cmexam:7' })
    expect(renderMsg(p.errors[0].reason, 'zh')).toBe('题目编号“cmexam:7”重复（第 1 行已使用）')
  })

  it('CMExam-shaped option problems: duplicate letters, a stray first line, a missing column', async () => {
    const rows = [
      { Question: '题', Options: 'A 甲\\nB 乙\\nA 丙', Answer: 'A', row_index: 1 },
      { Question: '题', Options: '甲\\nB 乙', Answer: 'A', row_index: 2 },
      { Question: '题', Options: 'A 甲\\n补充说明\\nB 乙', Answer: 'B', row_index: 3 },
      { Question: '题', Options: 'A 甲\\nB 乙', Answer: '', row_index: 4 },
      { Question: '题', Options: 'A 甲\\nB 乙', Answer: 'Ｂ', row_index: 5 },
      { Question: '题', Options: 'A 甲\\nB 乙', Answer: 'b', row_index: 6 },
      { Question: '题', Answer: 'A', Options: '', row_index: 7 },
    ]
    const p = await parseBytes('x.jsonl', rows.map((r) => JSON.stringify(r)).join('\n'), { format: 'cmexam' })
    expect(codes(p)).toEqual([
      [1, 'import.duplicateOptionLetter'],
      [2, 'import.badOptionLine'],
      [4, 'import.answerMissing'],
      [7, 'import.noOptions'],
    ])
    const three = p.items.find((x) => x.line === 3)!
    expect(three.item.options).toEqual({ A: '甲\n补充说明', B: '乙' })
    expect(p.items.find((x) => x.line === 5)!.key).toEqual({ answer: 'B' })
    expect(p.items.find((x) => x.line === 6)!.key).toEqual({ answer: 'B' })
    const missing = await parseBytes('x.jsonl', JSON.stringify({ Question: '题', A: '甲', B: '乙', C: '丙', D: '丁' }), { format: 'cmmlu' })
    expect(missing.errors).toEqual([{ line: 1, reason: { code: 'import.missingField', params: { field: 'Answer' } } }])
  })

  it('a single_choice declared with several letters, and a true/false answer that is neither', async () => {
    const csv = '题干,A,B,C,答案,题型\n一,甲,乙,丙,AB,单选题\n二,,,,也许,判断题\n'
    const q = await parseBytes('x.csv', csv)
    const exam = await parseBytes('y.csv', '题干,A,B,C,答案,题型\n一,甲,乙,丙,AB,X型题\n二,甲,乙,丙,C,A2型题\n')
    expect(exam.items.map((x) => x.item.type)).toEqual(['multi_choice', 'single_choice'])
    expect(q.errors).toEqual([
      { line: 2, reason: { code: 'import.singleChoiceManyAnswers', params: { answer: 'AB' } } },
      { line: 3, reason: { code: 'import.badTrueFalse', params: { answer: '也许' } } },
    ])
  })

  it('every message code used here renders in both languages', async () => {
    const p = await parsePath(fixture('answer_f.csv'))
    for (const e of p.errors) {
      for (const lang of ['zh', 'en'] as const) {
        const text = describeError(e, lang)
        expect(text).not.toContain('{')
        expect(text).not.toContain('undefined')
      }
    }
  })
})
