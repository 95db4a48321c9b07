// Contracts between file readers, format adapters and the import service. Readers turn bytes into rows
// (with their 1-based source line); adapters turn rows into items and keys. Nothing here touches the
// database: the service owns the transaction that makes an import all-or-nothing.
import type { Item, ItemKey } from '../core/types'
import type { Msg } from '../core/messages'

export const FORMATS = ['cmmlu', 'cmexam', 'cmb-clin', 'cmtmedqa', 'medbench', 'jsonl', 'csv', 'xlsx'] as const
export type FormatName = (typeof FORMATS)[number]

/** One record as a reader saw it: a JSON object, or a CSV/XLSX row keyed by its header. */
export interface SourceRow {
  /** 1-based line (JSONL, CSV: the line the record starts on) or spreadsheet row number. */
  line: number
  fields: Record<string, unknown>
}

export type ParseResult =
  | { ok: true; line: number; item: Item; key?: ItemKey }
  | {
      ok: false
      line: number
      reason: Msg
      /**
       * The item the bad record belongs to, when the adapter knows it: a MedBench permutation that
       * does not match its item's first record, or an item that fails its final checks. The item may
       * still come through from its other records, so a report can count skipped items and skipped
       * records apart.
       */
      itemId?: string
    }

export interface AdapterContext {
  /** File name without directories, for ids and subjects derived from it (CMMLU's anatomy.csv). */
  fileName: string
  /** Generic formats: target field → source column (`--map stem=题干`). */
  mapping: Record<string, string>
  /** Editable source-subject → taxonomy mapping (see taxonomy.ts). */
  taxonomy: TaxonomyMapping
}

export interface FormatAdapter {
  name: FormatName
  /** How well the first rows fit this format: 0 = not at all, 1 = certain. */
  detect(rows: SourceRow[], fileName: string): number
  /**
   * Maps rows to items. Per-row adapters yield one result per row (or several: CMB-Clin yields one
   * item per QA pair); grouping adapters (MedBench platform permutations) may yield at the end.
   */
  parse(rows: AsyncIterable<SourceRow>, ctx: AdapterContext): AsyncIterable<ParseResult>
}

export interface TaxonomyTarget {
  track?: Item['track']
  dimension?: Item['dimension']
  primary?: string
  secondary?: string
  type?: Item['type']
}

/** Keys are "<source>:<subject>" (e.g. "CMMLU:clinical_knowledge") or "<source>:*" as a fallback. */
export type TaxonomyMapping = Record<string, TaxonomyTarget>

// ---- Additions (import layer). Extensions only: nothing above is renamed. ----

/** A record a reader could not turn into a row (bad JSON, not an object, ragged CSV line). */
export interface RowError {
  line: number
  error: Msg
}

/** What readers yield: rows, with per-record failures kept in stream order so they reach the report. */
export type ReaderRow = SourceRow | RowError

export function isRowError(row: ReaderRow): row is RowError {
  return (row as RowError).error !== undefined
}

/** Text encodings the decoder tells apart (see decode.ts). */
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'gb18030'

/** Container kinds readRows understands. */
export type ReaderKind = 'jsonl' | 'csv' | 'xlsx'
