import { readFileSync } from 'node:fs'
import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { MbError } from '../../src-main/core/messages'
import { detectEncoding, readLines } from '../../src-main/import/decode'
import type { TextEncoding } from '../../src-main/import/types'
import { DATA, fixture, parseBytes, parsePath } from '../fixtures/import/helpers'
import { formatFixture } from './helpers/paths'
import { itShared } from './helpers/shared'

async function lines(bytes: Uint8Array, encoding: TextEncoding, chunkSize = bytes.length || 1) {
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize)
  }
  const out: [number, string][] = []
  for await (const l of readLines(chunks(), encoding)) out.push([l.line, l.text])
  return out
}

async function thrown(p: Promise<unknown>): Promise<MbError> {
  try {
    await p
  } catch (e) {
    expect(e).toBeInstanceOf(MbError)
    return e as MbError
  }
  throw new Error('expected an MbError')
}

const SAMPLE = '第一行，含中文\r\nsecond line\n\r\n第四行：CRLF 与 LF 混用\r\n最后一行没有换行'
const EXPECTED: [number, string][] = [
  [1, '第一行，含中文'],
  [2, 'second line'],
  [3, ''],
  [4, '第四行：CRLF 与 LF 混用'],
  [5, '最后一行没有换行'],
]

describe('detectEncoding', () => {
  it('tells UTF-8, UTF-8 with BOM and GBK apart', () => {
    expect(detectEncoding(Buffer.from('plain ascii\n'))).toBe('utf-8')
    expect(detectEncoding(Buffer.from('中文内容\n'))).toBe('utf-8')
    expect(detectEncoding(Buffer.from('\ufeff中文内容\n'))).toBe('utf-8-bom')
    expect(detectEncoding(iconv.encode('中文内容，国标编码\r\n', 'gbk'))).toBe('gb18030')
  })

  it('tolerates a multi-byte character cut at the end of the sample', () => {
    const bytes = Buffer.from('医学题库医学题库')
    for (let cut = 1; cut < bytes.length; cut++) expect(detectEncoding(bytes.subarray(0, cut))).toBe('utf-8')
  })

  it('keeps a UTF-8 file with one corrupt line as UTF-8', () => {
    const bytes = Buffer.concat([Buffer.from('第一行\n第二行\n'), Buffer.from([0xd6, 0xd0, 0x0a]), Buffer.from('第四行\n')])
    expect(detectEncoding(bytes)).toBe('utf-8')
  })

  it('reads CSVs saved the way Excel saves them (GBK with CRLF, UTF-8 with BOM)', () => {
    expect(detectEncoding(readFileSync(formatFixture('cmmlu_dev_gbk.csv')))).toBe('gb18030')
    expect(detectEncoding(readFileSync(formatFixture('cmmlu_dev_utf8bom.csv')))).toBe('utf-8-bom')
    expect(detectEncoding(readFileSync(formatFixture('cmexam_sample.jsonl')))).toBe('utf-8')
  })

  itShared('reads the real Excel exports', () => {
    expect(detectEncoding(readFileSync(`${DATA}/formats/cmmlu_dev_gbk.csv`))).toBe('gb18030')
    expect(detectEncoding(readFileSync(`${DATA}/formats/cmmlu_dev_utf8bom.csv`))).toBe('utf-8-bom')
    expect(detectEncoding(readFileSync(`${DATA}/cmexam/cmexam_val_sample2000.jsonl`).subarray(0, 65536))).toBe('utf-8')
  })
})

describe('readLines', () => {
  it('handles CRLF, LF, empty lines and a last line without newline', async () => {
    expect(await lines(Buffer.from(SAMPLE), 'utf-8')).toEqual(EXPECTED)
    expect(await lines(iconv.encode(SAMPLE, 'gb18030'), 'gb18030')).toEqual(EXPECTED)
  })

  it('gives the same lines whatever the chunk boundaries (split characters, split CRLF)', async () => {
    const utf8 = Buffer.from(SAMPLE)
    const gbk = iconv.encode(SAMPLE, 'gb18030')
    for (let size = 1; size <= 12; size++) {
      expect(await lines(utf8, 'utf-8', size)).toEqual(EXPECTED)
      expect(await lines(gbk, 'gb18030', size)).toEqual(EXPECTED)
    }
  })

  it('drops the BOM of line 1 only', async () => {
    const bytes = Buffer.from('\ufeffa\n\ufeffb\n')
    expect(await lines(bytes, 'utf-8-bom')).toEqual([
      [1, 'a'],
      [2, '\ufeffb'],
    ])
  })

  it('yields nothing for an empty file and one line for a file without newline', async () => {
    expect(await lines(Buffer.alloc(0), 'utf-8')).toEqual([])
    expect(await lines(Buffer.from('only'), 'utf-8')).toEqual([[1, 'only']])
    expect(await lines(Buffer.from('a\n'), 'utf-8')).toEqual([[1, 'a']])
  })

  it('streams: the first line arrives without reading the whole input', async () => {
    let pulled = 0
    async function* endless() {
      for (;;) {
        pulled++
        if (pulled > 3) throw new Error('read too far ahead')
        yield Buffer.from('一行\n'.repeat(10))
      }
    }
    const it = readLines(endless(), 'utf-8')[Symbol.asyncIterator]()
    expect((await it.next()).value).toEqual({ line: 1, text: '一行' })
    expect(pulled).toBe(1)
  })

  it('names the line of invalid UTF-8 far into the file', async () => {
    const good = '{"id": "1", "Question": "正常的题目", "A": "甲", "B": "乙", "C": "丙", "D": "丁", "Answer": "A"}\n'
    const head = Buffer.from(good.repeat(1000)) // ~100 KB: beyond the detection sample
    const bad = Buffer.concat([Buffer.from('{"id": "x", "Question": "坏'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n')])
    const bytes = Buffer.concat([head, bad, Buffer.from(good)])
    const err = await thrown(lines(bytes, 'utf-8', 4096))
    expect(err.msg).toEqual({ code: 'import.invalidUtf8', params: { line: 1001 } })
    const viaPipeline = await thrown(parseBytes('late.jsonl', bytes))
    expect(viaPipeline.msg.params?.line).toBe(1001)
  })

  it('names the line of an invalid GBK byte sequence', async () => {
    const err = await thrown(parsePath(fixture('gbk_invalid.csv')))
    expect(err.msg).toEqual({ code: 'import.invalidGb18030', params: { line: 3 } })
    expect(err.message).toContain('line 3')
  })

  it('names the line of a corrupt line in a small UTF-8 file', async () => {
    const err = await thrown(parsePath(fixture('utf8_invalid_line4.jsonl')))
    expect(err.msg).toEqual({ code: 'import.invalidUtf8', params: { line: 4 } })
  })

  it('accepts a genuine U+FFFD in a GB18030 file', async () => {
    const bytes = iconv.encode('替换字符\ufffd在此\n', 'gb18030')
    expect(await lines(bytes, 'gb18030')).toEqual([[1, '替换字符\ufffd在此']])
  })
})
