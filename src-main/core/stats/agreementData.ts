// Long ratings (unit, rater, score: one row each, as a grading session or a CSV holds them) → the
// units × raters layout every agreement statistic reads, with the label set and the measurement
// level. Units and raters keep the order of their first appearance; a second score by the same rater
// for the same unit is refused, naming both rows, never silently kept or dropped.

import { defineMessages } from '../messages'
import { inputError } from './result'
import type { AlphaLevel } from './krippendorff'
import { checkLabel, sortLabels, type Label } from './validate'

export type MeasurementLevel = AlphaLevel

export const LEVELS: readonly MeasurementLevel[] = ['nominal', 'ordinal', 'interval', 'ratio']
export const levelRank: Record<MeasurementLevel, number> = { nominal: 0, ordinal: 1, interval: 2, ratio: 3 }

export interface RatingRow {
  unit: string
  rater: string
  score: Label
  /** Where the row came from (a file's line), for messages; defaults to its 1-based position. */
  line?: number
}

export interface AgreementData {
  units: string[]
  raters: string[]
  /** Every score used, numbers ascending then strings: the category list of kappa, AC1 and Fleiss. */
  labels: Label[]
  /** codes[u * raters.length + r] = position of the score in `labels`, −1 where the rater did not score the unit. */
  codes: Int32Array
  /** Whether every score is a number (ordinal and above need numbers). */
  numeric: boolean
  /** Whether every score is ≥ 0 (the ratio level needs it). */
  nonNegative: boolean
}

export const agreementMessages = defineMessages('agreement', {
  duplicate: {
    zh: (p) => `第 ${p.line} 行：评分者 ${p.rater} 已在第 ${p.first} 行为单元 ${p.unit} 打过分；每个评分者对每个单元只能有一个分数`,
    en: (p) => `line ${p.line}: rater ${p.rater} already scored unit ${p.unit} on line ${p.first}; each rater scores a unit once`,
  },
  badScore: {
    zh: (p) => `第 ${p.line} 行：分数 ${p.value} 无效（需要数字或类别名称）`,
    en: (p) => `line ${p.line}: the score ${p.value} is not valid (a number or a category name is needed)`,
  },
  needNumbers: {
    zh: (p) => `测量水平 ${p.level} 需要数值分数，但第 ${p.line} 行的分数是 ${p.value}`,
    en: (p) => `the ${p.level} level needs numeric scores, but line ${p.line} has the score ${p.value}`,
  },
  needNonNegative: {
    zh: (p) => `比率水平需要非负分数，但第 ${p.line} 行的分数是 ${p.value}`,
    en: (p) => `the ratio level needs scores of 0 or more, but line ${p.line} has the score ${p.value}`,
  },
})

/** Lays long rows out as units × raters. Throws an MbError naming the line of a duplicate or a bad score. */
export function agreementData(rows: readonly RatingRow[]): AgreementData {
  const unitIx = new Map<string, number>()
  const raterIx = new Map<string, number>()
  const seen = new Set<Label>()
  let numeric = true
  let nonNegative = true
  rows.forEach((r, i) => {
    const line = r.line ?? i + 1
    try {
      checkLabel('score', r.score, `line ${line}`)
    } catch {
      inputError(agreementMessages.badScore({ line, value: String(r.score) }))
    }
    if (!unitIx.has(r.unit)) unitIx.set(r.unit, unitIx.size)
    if (!raterIx.has(r.rater)) raterIx.set(r.rater, raterIx.size)
    seen.add(r.score)
    if (typeof r.score !== 'number') numeric = false
    else if (r.score < 0) nonNegative = false
  })
  const labels = sortLabels(seen)
  const labelIx = new Map<Label, number>(labels.map((l, i) => [l, i]))
  const k = raterIx.size
  const codes = new Int32Array(unitIx.size * k).fill(-1)
  const firstLine = new Map<number, number>()
  rows.forEach((r, i) => {
    const line = r.line ?? i + 1
    const cell = unitIx.get(r.unit)! * k + raterIx.get(r.rater)!
    const before = firstLine.get(cell)
    if (before !== undefined) inputError(agreementMessages.duplicate({ line, first: before, rater: r.rater, unit: r.unit }))
    firstLine.set(cell, line)
    codes[cell] = labelIx.get(r.score)!
  })
  return { units: [...unitIx.keys()], raters: [...raterIx.keys()], labels, codes, numeric, nonNegative }
}

/**
 * The level the statistics are read at: the one asked for (checked against the scores, naming the
 * first line that does not fit), or else the highest the scores allow (ratio for non-negative numbers,
 * interval for numbers, nominal for category names).
 */
export function resolveLevel(rows: readonly RatingRow[], d: AgreementData, asked?: MeasurementLevel): MeasurementLevel {
  if (asked === undefined) return !d.numeric ? 'nominal' : d.nonNegative ? 'ratio' : 'interval'
  if (asked !== 'nominal' && !d.numeric) {
    const i = rows.findIndex((r) => typeof r.score !== 'number')
    inputError(agreementMessages.needNumbers({ level: asked, line: rows[i].line ?? i + 1, value: String(rows[i].score) }))
  }
  if (asked === 'ratio' && !d.nonNegative) {
    const i = rows.findIndex((r) => typeof r.score === 'number' && r.score < 0)
    inputError(agreementMessages.needNonNegative({ line: rows[i].line ?? i + 1, value: String(rows[i].score) }))
  }
  return asked
}
