import ExcelJS from 'exceljs'
import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { MbError } from '../../src-main/core/messages'
import { readRows } from '../../src-main/import/readers'
import { cellText } from '../../src-main/import/readers/xlsx'
import type { ReaderRow } from '../../src-main/import/types'

async function rowsOf(fileName: string, bytes: Uint8Array | string, chunkSize?: number): Promise<ReaderRow[]> {
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes
  async function* chunks() {
    const size = chunkSize ?? (data.length || 1)
    for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size)
  }
  const src = await readRows(fileName, chunks())
  const out: ReaderRow[] = []
  for await (const r of src.rows) out.push(r)
  return out
}

async function rejects(p: Promise<unknown>, code: string): Promise<MbError> {
  try {
    await p
  } catch (e) {
    expect(e).toBeInstanceOf(MbError)
    expect((e as MbError).msg.code).toBe(code)
    return e as MbError
  }
  throw new Error(`expected MbError ${code}`)
}

describe('JSONL reader', () => {
  it('skips blank lines and turns bad lines into errors with their line', async () => {
    const text = ['{"a": 1}', '', '   ', '{"a": 2', '[1, 2]', '"str"', 'null', '  {"a": 3}  '].join('\r\n')
    const rows = await rowsOf('x.jsonl', text)
    expect(rows.map((r) => ('error' in r ? [r.line, r.error.code] : [r.line, r.fields.a]))).toEqual([
      [1, 1],
      [4, 'import.badJson'],
      [5, 'import.notAnObject'],
      [6, 'import.notAnObject'],
      [7, 'import.notAnObject'],
      [8, 3],
    ])
    const arr = rows[2] as { error: { params?: Record<string, unknown> } }
    expect(arr.error.params?.kind).toBe('array')
  })

  it('refuses a JSON array file and UTF-16 with a clear message', async () => {
    await rejects(rowsOf('x.json', '[{"a": 1}]'), 'import.jsonArrayNotSupported')
    await rejects(rowsOf('x.jsonl', Buffer.from('\ufeff{"a":1}', 'utf16le').subarray(0)), 'import.utf16NotSupported')
    await rejects(rowsOf('x.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1])), 'import.xlsNotSupported')
  })
})

describe('CSV reader', () => {
  const csv = [
    ',Question,A,B,Answer',
    '0,"第一题，含""引号""",甲,乙,A',
    '1,"跨行的题干',
    '第二行',
    '第三行",甲,乙,B',
    '',
    '2,普通,甲,乙,A',
    '3,列数不对,甲,A',
    '4,多余空列,甲,乙,B,,',
  ].join('\r\n')

  it('keys rows by header (unnamed first column as ""), with the line each record starts on', async () => {
    for (const chunkSize of [undefined, 7]) {
      const rows = await rowsOf('x.csv', csv, chunkSize)
      expect(rows).toEqual([
        { line: 2, fields: { '': '0', Question: '第一题，含"引号"', A: '甲', B: '乙', Answer: 'A' } },
        { line: 3, fields: { '': '1', Question: '跨行的题干\n第二行\n第三行', A: '甲', B: '乙', Answer: 'B' } },
        { line: 7, fields: { '': '2', Question: '普通', A: '甲', B: '乙', Answer: 'A' } },
        { line: 8, error: { code: 'import.csvFieldCount', params: { count: 4, expected: 5 } } },
        { line: 9, fields: { '': '4', Question: '多余空列', A: '甲', B: '乙', Answer: 'B' } },
      ])
    }
  })

  it('reads GBK with CRLF the same as UTF-8', async () => {
    const a = await rowsOf('x.csv', iconv.encode(csv, 'gbk'), 5)
    const b = await rowsOf('x.csv', csv)
    expect(a).toEqual(b)
  })

  it('reads TSV by extension', async () => {
    const rows = await rowsOf('x.tsv', 'id\tQuestion\n1\t含,逗号\n')
    expect(rows).toEqual([{ line: 2, fields: { id: '1', Question: '含,逗号' } }])
  })

  it('refuses a repeated column name and an unclosed quote, naming the line', async () => {
    await rejects(rowsOf('x.csv', 'a,b,a\n1,2,3\n'), 'import.csvDuplicateHeader')
    const err = await rejects(rowsOf('x.csv', 'a,b\n1,2\n3,"never closed\n4,5\n'), 'import.csvSyntax')
    expect(typeof err.msg.params?.line).toBe('number')
  })
})

describe('XLSX reader', () => {
  async function workbook(): Promise<Buffer> {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('题目')
    wb.addWorksheet('ignored').addRow(['not', 'read'])
    ws.addRow(['Question', 'Options', 'Answer', 'Score', 'Date', 'Link', 'Sum'])
    ws.addRow([
      { richText: [{ text: '富文本' }, { font: { bold: true }, text: '题干' }] },
      'A 甲\nB 乙',
      'A',
      3.5,
      new Date(Date.UTC(2024, 5, 1)),
      { text: '链接文字', hyperlink: 'https://example.org' },
      { formula: 'D2*2', result: 7 },
    ])
    ws.addRow([])
    ws.addRow(['第二题', 'A 甲\r\nB 乙', 'B', 1, new Date(Date.UTC(2024, 5, 1, 8, 30)), '', { formula: 'D4*2', result: 2 }])
    return Buffer.from(await wb.xlsx.writeBuffer())
  }

  it('reads the first sheet with spreadsheet row numbers and cell values as text', async () => {
    const rows = await rowsOf('anything.bin', await workbook(), 1000)
    expect(rows).toEqual([
      {
        line: 2,
        fields: {
          Question: '富文本题干',
          Options: 'A 甲\nB 乙',
          Answer: 'A',
          Score: '3.5',
          Date: '2024-06-01',
          Link: '链接文字',
          Sum: '7',
        },
      },
      {
        line: 4,
        fields: {
          Question: '第二题',
          Options: 'A 甲\nB 乙',
          Answer: 'B',
          Score: '1',
          Date: '2024-06-01T08:30:00.000Z',
          Link: '',
          Sum: '2',
        },
      },
    ])
  })

  it('renders the other cell kinds', () => {
    expect(cellText(null)).toBe('')
    expect(cellText(true)).toBe('TRUE')
    expect(cellText({ error: '#N/A' } as ExcelJS.CellErrorValue)).toBe('#N/A')
    expect(cellText({ text: { richText: [{ text: 'a' }, { text: 'b' }] }, hyperlink: 'x' } as unknown as ExcelJS.CellValue)).toBe('ab')
  })

  it('refuses a broken workbook', async () => {
    await rejects(rowsOf('x.xlsx', Buffer.from('PK\x03\x04 not really a zip')), 'import.xlsxUnreadable')
  })
})
