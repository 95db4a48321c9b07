// Whole files that cannot be imported are refused once, naming the file; a bad JSON line is described
// in the user's language.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MbError, renderMsg } from '../../src-main/core/messages'
import { describeError } from '../../src-main/import/messages'
import { fixture, parseBytes, parsePath } from '../fixtures/import/helpers'

async function refusal(p: Promise<unknown>): Promise<MbError> {
  try {
    await p
  } catch (e) {
    expect(e).toBeInstanceOf(MbError)
    return e as MbError
  }
  throw new Error('expected the file to be refused')
}

describe('files without records', () => {
  it('an empty file, one with only blank lines, and a CSV with only its header', async () => {
    const empty = await refusal(parsePath(fixture('empty.jsonl')))
    expect(empty.msg).toEqual({ code: 'import.noRecords', params: { file: 'empty.jsonl' } })
    expect(renderMsg(empty.msg, 'zh')).toBe('empty.jsonl 中没有记录（文件为空、只有空行或只有表头）')
    expect(renderMsg(empty.msg, 'en')).toBe('empty.jsonl contains no records (it is empty, blank, or only a header)')
    expect((await refusal(parsePath(fixture('blank_lines.jsonl')))).msg).toEqual({ code: 'import.noRecords', params: { file: 'blank_lines.jsonl' } })
    expect((await refusal(parseBytes('题库.csv', '题干,A,B,答案\r\n\r\n'))).msg).toEqual({ code: 'import.noRecords', params: { file: '题库.csv' } })
  })

  it('a file whose only line is bad is not "no records": the line is reported', async () => {
    const p = await parseBytes('x.jsonl', '{"question": \n')
    expect(p.errors.map((e) => [e.line, e.reason.code])).toEqual([[1, 'import.badJson']])
  })
})

describe('binary files', () => {
  it('a PNG and a zip given by mistake are refused once, naming the file', async () => {
    const png = await refusal(parsePath(fixture('not_text.png')))
    expect(png.msg).toEqual({ code: 'import.binaryFile', params: { file: 'not_text.png', kind: 'PNG' } })
    expect(renderMsg(png.msg, 'zh')).toBe('not_text.png 不是文本或 Excel 文件（看起来是 PNG 文件），无法导入；请选择 JSONL、CSV 或 XLSX 文件')
    // Renamed, it is still refused as a whole rather than read line by line.
    const renamed = await refusal(parseBytes('questions.jsonl', readFileSync(fixture('not_text.png'))))
    expect(renamed.msg.code).toBe('import.binaryFile')
    const zip = await refusal(parsePath(fixture('questions.zip')))
    expect(zip.msg).toEqual({ code: 'import.binaryFile', params: { file: 'questions.zip', kind: 'zip' } })
    expect(renderMsg(zip.msg, 'en')).toBe('questions.zip is not a text or Excel file (it looks like a zip file) and cannot be imported; choose a JSONL, CSV or XLSX file')
  })

  it('NUL bytes in a text-named file', async () => {
    const bytes = Buffer.concat([Buffer.from('{"question": "x"}\n'), Buffer.from([0, 1, 2, 0, 0, 0x10])])
    const e = await refusal(parseBytes('data.jsonl', bytes))
    expect(e.msg).toEqual({ code: 'import.binaryFile', params: { file: 'data.jsonl', kind: '?' } })
    expect(renderMsg(e.msg, 'en')).toBe('data.jsonl is not a text or Excel file and cannot be imported; choose a JSONL, CSV or XLSX file')
  })
})

describe('JSON syntax errors in the user language', () => {
  it('says what kind of mistake and where, in Chinese for zh, keeping V8 words as detail', async () => {
    const lines = [
      '{"question": "x", "answer": "A"',
      '{"question": "x"}}',
      '{"question": "a\tb"}',
      "{'question': 'x'}",
    ]
    const p = await parseBytes('x.jsonl', lines.join('\n'))
    const zh = p.errors.map((e) => describeError(e, 'zh'))
    expect(zh[0]).toMatch(/^第 1 行：不是有效的 JSON：记录在行尾之前就结束了（被截断，或一条记录跨了多行），在第 32 个字符处（.+）$/)
    expect(zh[1]).toMatch(/^第 2 行：不是有效的 JSON：JSON 对象之后还有多余的内容（一行只能有一条记录），在第 18 个字符处（/)
    expect(zh[2]).toMatch(/^第 3 行：不是有效的 JSON：字符串中有未转义的控制字符/)
    expect(zh[3]).toMatch(/^第 4 行：不是有效的 JSON：JSON 语法错误，在第 2 个字符处（/)
    // The sentence itself is Chinese: only the parenthesised detail may be V8's English.
    for (const line of zh) expect(line.replace(/（[^（）]*）$/, '').replace(/JSON/g, '')).not.toMatch(/[A-Za-z]{3,}/)
    expect(describeError(p.errors[0], 'en')).toMatch(/^line 1: not valid JSON: the record ends too early \(cut off, or one record split over several lines\) at character 32 \(/)
  })
})
