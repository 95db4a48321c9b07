// Intraclass correlations of Shrout & Fleiss (1979), from the two-way ANOVA of a complete
// targets × judges matrix. Forms (their notation): ICC(1,1) one-way random; ICC(2,1) two-way random,
// absolute agreement; ICC(3,1) two-way mixed, consistency; the k forms are the reliability of the
// mean of the k judges.

import { inputError, ok, undef, statsMessages as m, type StatResult } from './result'
import { checkRectangular } from './validate'

export type IccForm = 'ICC1' | 'ICC2' | 'ICC3' | 'ICC1k' | 'ICC2k' | 'ICC3k'

export interface IccResult {
  /** Targets (rows) and judges (columns). */
  n: number
  k: number
  forms: Record<IccForm, StatResult>
  /** Mean squares: between targets, within targets, between judges, residual. */
  meanSquares: { BMS: number; WMS: number; JMS: number; EMS: number } | null
}

/**
 * ICC per Shrout & Fleiss (1979), Table 1 and eqs. 2–6:
 * ICC1 = (BMS − WMS)/(BMS + (k−1)WMS); ICC2 = (BMS − EMS)/(BMS + (k−1)EMS + k(JMS − EMS)/n);
 * ICC3 = (BMS − EMS)/(BMS + (k−1)EMS); ICC1k = (BMS − WMS)/BMS; ICC2k = (BMS − EMS)/(BMS + (JMS − EMS)/n);
 * ICC3k = (BMS − EMS)/BMS. Needs a complete matrix (see completeRows); a null cell is an error.
 */
export function icc(matrix: readonly (readonly (number | null | undefined)[])[]): IccResult {
  const what = 'ICC'
  const k = checkRectangular(what, matrix)
  const n = matrix.length
  matrix.forEach((row, i) =>
    row.forEach((v, j) => {
      if (v === null || v === undefined) inputError(m.missingValue({ what, where: `target ${i + 1}, judge ${j + 1}` }))
      if (typeof v !== 'number' || !Number.isFinite(v)) inputError(m.notFinite({ what, where: `target ${i + 1}, judge ${j + 1}`, value: String(v) }))
    }),
  )
  const forms = (r: StatResult) => ({ ICC1: r, ICC2: r, ICC3: r, ICC1k: r, ICC2k: r, ICC3k: r })
  if (n === 0) return { n, k, forms: forms(undef('no-units', 0)), meanSquares: null }
  if (n < 2) return { n, k, forms: forms(undef('too-few-units', n)), meanSquares: null }
  if (k < 2) return { n, k, forms: forms(undef('too-few-raters', n)), meanSquares: null }

  const x = matrix as readonly (readonly number[])[]
  let total = 0
  for (const row of x) for (const v of row) total += v
  const grand = total / (n * k)
  const rowMeans = x.map((row) => row.reduce((s, v) => s + v, 0) / k)
  const colMeans = new Array<number>(k).fill(0)
  // Summed, then divided: adding v / n n times can miss the mean of a constant column by an ulp,
  // which turns an undefined ICC (no variance at all) into a spurious −1/(k − 1).
  for (const row of x) row.forEach((v, j) => (colMeans[j] += v))
  for (let j = 0; j < k; j++) colMeans[j] /= n
  let ssR = 0
  let ssC = 0
  let ssE = 0
  for (let i = 0; i < n; i++) ssR += k * (rowMeans[i] - grand) ** 2
  for (let j = 0; j < k; j++) ssC += n * (colMeans[j] - grand) ** 2
  // Residual from its own definition rather than SST − SSR − SSC, to avoid cancellation.
  for (let i = 0; i < n; i++) for (let j = 0; j < k; j++) ssE += (x[i][j] - rowMeans[i] - colMeans[j] + grand) ** 2
  const BMS = ssR / (n - 1)
  const JMS = ssC / (k - 1)
  const EMS = ssE / ((n - 1) * (k - 1))
  const WMS = (ssC + ssE) / (n * (k - 1))
  const ratio = (num: number, den: number): StatResult => (den === 0 ? undef('zero-variance', n) : ok(num / den, n))
  return {
    n,
    k,
    forms: {
      ICC1: ratio(BMS - WMS, BMS + (k - 1) * WMS),
      ICC2: ratio(BMS - EMS, BMS + (k - 1) * EMS + (k * (JMS - EMS)) / n),
      ICC3: ratio(BMS - EMS, BMS + (k - 1) * EMS),
      ICC1k: ratio(BMS - WMS, BMS),
      ICC2k: ratio(BMS - EMS, BMS + (JMS - EMS) / n),
      ICC3k: ratio(BMS - EMS, BMS),
    },
    meanSquares: { BMS, WMS, JMS, EMS },
  }
}

/** The rows every judge scored (the ICC needs a complete matrix), with their original indices. */
export function completeRows<T>(matrix: readonly (readonly (T | null | undefined)[])[]): { rows: T[][]; index: number[] } {
  const rows: T[][] = []
  const index: number[] = []
  matrix.forEach((row, i) => {
    if (row.every((v) => v !== null && v !== undefined)) {
      rows.push(row as T[])
      index.push(i)
    }
  })
  return { rows, index }
}
