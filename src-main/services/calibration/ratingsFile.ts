// A long ratings file (header `unit,rater,score`, one score per row) → rating rows with their line
// numbers. CSV or TSV as Excel and scripts save them: UTF-8 with or without BOM, or GBK, CRLF or LF,
// through the importer's decoder and CSV reader (read whole: a ratings file is small), so encoding
// errors name their line the same way. Or JSONL, one object per line with the same fields (as
// annotation tools and judge scripts write them): a file named .jsonl/.ndjson, or whose first
// character is `{`.
// An empty score is "not scored" (a missing pair) and skipped; a row that cannot be read is refused
// with the file and line, never dropped: an agreement figure must rest on every row the file has.

import { MbError, defineMessages, type Msg } from '../../core/messages'
import type { RatingRow } from '../../core/stats/agreementData'
import { ENCODING_SAMPLE_BYTES, decodeWhole, detectEncoding } from '../../import/decode'
import { readCsvText } from '../../import/readers/csv'

const m = defineMessages('ratingsFile', {
  inFile: {
    zh: (p) => `${p.file}：${p.detail}`,
    en: (p) => `${p.file}: ${p.detail}`,
  },
  atLine: {
    zh: (p) => `${p.file} 第 ${p.line} 行：${p.detail}`,
    en: (p) => `${p.file}:${p.line}: ${p.detail}`,
  },
  missingColumns: {
    zh: (p) => `缺少列 ${p.columns}；表头应为 unit,rater,score（也可用 单元/评分者/分数），找到的是：${p.found}`,
    en: (p) => `missing the column(s) ${p.columns}; the header should be unit,rater,score; found: ${p.found}`,
  },
  emptyField: {
    zh: (p) => `${p.column} 为空`,
    en: (p) => `${p.column} is empty`,
  },
  badNumber: {
    zh: (p) => `分数 ${p.value} 不是有限数值`,
    en: (p) => `the score ${p.value} is not a finite number`,
  },
  moreBad: {
    zh: (p) => `${p.first}（另有 ${p.more} 行有问题）`,
    en: (p) => `${p.first} (and ${p.more} more bad lines)`,
  },
  badJson: {
    zh: (p) => `不是有效的 JSON 对象（${p.detail}）`,
    en: (p) => `not a valid JSON object (${p.detail})`,
  },
  empty: {
    zh: () => '没有任何评分行',
    en: () => 'no ratings rows',
  },
})

/** Header names read as each column (English as the contract has them; the Chinese a sheet may use). */
const COLUMN_NAMES: Record<'unit' | 'rater' | 'score', string[]> = {
  unit: ['unit', 'item', 'item_id', 'response_id', '单元', '题目', '条目'],
  rater: ['rater', 'grader', 'annotator', 'judge', '评分者', '评分人', '标注者'],
  score: ['score', 'rating', 'grade', 'label', '分数', '评分', '得分'],
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** A score as the statistics read it: a number when it looks like one, else the category name. */
export function parseScore(text: string): number | string {
  const t = text.trim()
  return NUMBER.test(t) ? Number(t) : t
}

/** Each JSONL line as the CSV reader gives a row: its fields as text, or the reason it does not read. */
function* jsonlRows(text: string): Generator<{ line: number; fields: Record<string, string> } | { line: number; error: Msg }> {
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i].trim()
    if (!l) continue
    let o: unknown
    try {
      o = JSON.parse(l)
    } catch (e) {
      yield { line: i + 1, error: m.badJson({ detail: (e as Error).message.slice(0, 80) }) }
      continue
    }
    if (!o || typeof o !== 'object' || Array.isArray(o)) {
      yield { line: i + 1, error: m.badJson({ detail: l.slice(0, 40) }) }
      continue
    }
    yield { line: i + 1, fields: Object.fromEntries(Object.entries(o as Record<string, unknown>).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)])) }
  }
}

export function readRatingsFile(name: string, bytes: Buffer): RatingRow[] {
  const encoding = detectEncoding(bytes.subarray(0, ENCODING_SAMPLE_BYTES))
  const first = firstLineOf(bytes)
  const jsonl = /\.(jsonl|ndjson)$/i.test(name) || /^(\uFEFF|\xEF\xBB\xBF)?\s*\{/.test(first)
  const delimiter = first.includes('\t') ? '\t' : ','
  const rows: RatingRow[] = []
  const bad: Msg[] = []
  let columns: Record<'unit' | 'rater' | 'score', string> | null = null
  try {
    const text = decodeWhole(bytes, encoding)
    for (const row of jsonl ? jsonlRows(text) : readCsvText(text, { delimiter })) {
      if ('error' in row) {
        bad.push(m.atLine({ file: name, line: row.line, detail: row.error }))
        continue
      }
      // A JSONL line names its own fields; a CSV's header names them once.
      columns = jsonl ? findColumns(name, Object.keys(row.fields), row.line) : (columns ?? findColumns(name, Object.keys(row.fields)))
      const unit = String(row.fields[columns.unit] ?? '').trim()
      const rater = String(row.fields[columns.rater] ?? '').trim()
      const raw = String(row.fields[columns.score] ?? '').trim()
      if (raw === '') continue
      const empty = !unit ? 'unit' : !rater ? 'rater' : null
      if (empty) {
        bad.push(m.atLine({ file: name, line: row.line, detail: m.emptyField({ column: empty }) }))
        continue
      }
      const score = parseScore(raw)
      if (typeof score === 'number' && !Number.isFinite(score)) {
        bad.push(m.atLine({ file: name, line: row.line, detail: m.badNumber({ value: raw }) }))
        continue
      }
      rows.push({ unit, rater, score, line: row.line })
    }
  } catch (e) {
    // The decoder's and CSV reader's messages name the line but not the file; ours name both.
    if (e instanceof MbError && !e.msg.code.startsWith('ratingsFile.')) throw new MbError(m.inFile({ file: name, detail: e.msg }))
    throw e
  }
  if (bad.length) throw new MbError(bad.length === 1 ? bad[0] : m.moreBad({ first: bad[0], more: bad.length - 1 }))
  if (!columns) throw new MbError(m.inFile({ file: name, detail: m.empty() }))
  return rows
}

function findColumns(file: string, header: string[], line?: number): Record<'unit' | 'rater' | 'score', string> {
  const lower = new Map(header.map((h) => [h.trim().toLowerCase(), h]))
  const pick = (k: 'unit' | 'rater' | 'score') => COLUMN_NAMES[k].map((n) => lower.get(n)).find((h) => h !== undefined)
  const found = { unit: pick('unit'), rater: pick('rater'), score: pick('score') }
  const missing = (Object.keys(found) as (keyof typeof found)[]).filter((k) => !found[k])
  if (missing.length) {
    const detail = m.missingColumns({ columns: missing.join(', '), found: header.join(', ') || '—' })
    throw new MbError(line === undefined ? m.inFile({ file, detail }) : m.atLine({ file, line, detail }))
  }
  return found as Record<'unit' | 'rater' | 'score', string>
}

function firstLineOf(bytes: Buffer): string {
  const nl = bytes.indexOf(0x0a)
  return bytes.subarray(0, nl < 0 ? Math.min(bytes.length, 4096) : nl).toString('latin1')
}
