// XLSX through exceljs: first worksheet, first non-empty row is the header, spreadsheet row numbers as
// lines. The workbook is loaded whole: an .xlsx is a zip whose directory sits at its end, and Excel caps
// a sheet at 1,048,576 rows, so very large imports should come as JSONL or CSV.
import { Buffer } from 'node:buffer'
import type ExcelJS from 'exceljs'
import { MbError } from '../../core/messages'
import { importMessages } from '../messages'
import { toBuffer } from '../decode'
import type { ReaderRow } from '../types'
import { headerNames } from './header'

export async function* readXlsxRows(chunks: AsyncIterable<Uint8Array>): AsyncIterable<ReaderRow> {
  const parts: Buffer[] = []
  for await (const chunk of chunks) parts.push(toBuffer(chunk))
  // Loaded on first use: exceljs takes a third of a second to load, which every CLI run and every
  // parse worker paid before, XLSX or not.
  const { Workbook } = (await import('exceljs')).default
  const workbook = new Workbook()
  try {
    // exceljs's typings predate Buffer<ArrayBufferLike>; the runtime takes any Buffer.
    await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer)
  } catch (e) {
    throw new MbError(importMessages.xlsxUnreadable({ detail: e instanceof Error ? e.message : String(e) }))
  }
  parts.length = 0
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new MbError(importMessages.xlsxNoSheet())

  let header: string[] | null = null
  const last = sheet.rowCount
  for (let r = 1; r <= last; r++) {
    const row = sheet.findRow(r)
    if (!row) continue
    const width = header ? header.length : row.cellCount
    const cells: string[] = []
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value))
    if (cells.every((v) => v.trim() === '')) continue
    if (header === null) {
      header = headerNames(trimTrailingEmpty(cells))
      continue
    }
    const fields: Record<string, unknown> = {}
    for (let i = 0; i < header.length; i++) fields[header[i]] = cells[i]
    yield { line: r, fields }
  }
}

function trimTrailingEmpty(cells: string[]): string[] {
  let n = cells.length
  while (n > 0 && cells[n - 1].trim() === '') n--
  return cells.slice(0, n)
}

/** A cell as the text a user sees: rich text joined, formulas by their result, dates as ISO. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value.replace(/\r\n?/g, '\n')
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return isoDate(value)
  if ('richText' in value) return value.richText.map((run) => run.text).join('').replace(/\r\n?/g, '\n')
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue)
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: ExcelJS.CellValue }).result)
  }
  if ('error' in value) return String(value.error)
  return ''
}

function isoDate(d: Date): string {
  if (Number.isNaN(d.getTime())) return ''
  const iso = d.toISOString()
  // exceljs gives dates in UTC; a date without a time of day reads better without "T00:00:00.000Z".
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso
}
