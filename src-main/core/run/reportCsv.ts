// A run's per-response results as CSV, one row per planned request (scored, failed, unanswered or
// without a key: none left out), in request order. The one writer behind `medbench report --csv`
// and the app's "CSV" download (operation run.export). Pure. The last column says whether a scored
// answer was inferred rather than stated (core/score/inferredRules.ts), for an auditor to filter on.
import { isInferredRule } from '../score/inferredRules'

/** One request as the report scored it (services/runs/runReport PerResponse has these fields). */
export interface CsvResponse {
  seq: number
  itemId: string
  variantKey: string
  sample: number
  status: string
  score: number | null
  extracted: string | null
  rule: string | null
  errorClass: string | null
}

export const CSV_HEADER = 'seq,item_id,variant,sample,status,score,extracted,rule,error_class,inferred'

/** A field quoted when it holds a comma, a quote or a line break; null as empty. */
export function csvField(s: unknown): string {
  if (s === null || s === undefined) return ''
  const v = String(s)
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
}

/**
 * The whole file: a BOM (so Excel on a Chinese Windows reads it as UTF-8), the header, CRLF line ends.
 * Built in pieces joined once: a 700,000-row run is one string, not 700,000 concatenations.
 */
export function reportCsv(rows: readonly CsvResponse[]): string {
  const lines = new Array<string>(rows.length + 1)
  lines[0] = CSV_HEADER
  for (let i = 0; i < rows.length; i++) {
    const p = rows[i]
    const inferred = p.status !== 'scored' || p.rule === null ? null : isInferredRule(p.rule) ? 1 : 0
    lines[i + 1] = [p.seq, p.itemId, p.variantKey, p.sample, p.status, p.score, p.extracted, p.rule, p.errorClass, inferred].map(csvField).join(',')
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}
