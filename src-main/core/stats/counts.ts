// Raw ratings (units × raters, null = not rated) → counts per unit and category, the input of the
// many-rater coefficients (Fleiss' kappa, Gwet's AC1). Rater identity is dropped here on purpose:
// both coefficients depend only on how many raters put each unit in each category.

import { inputError, statsMessages as m } from './result'
import { checkLabel, checkRectangular, labelIndex, sortLabels, type Label } from './validate'

export type RatingMatrix = readonly (readonly (Label | null | undefined)[])[]

export interface CategoryCounts {
  labels: Label[]
  /** counts[u][c] = raters who put unit u in labels[c]. Units with no rating are kept (all zeros). */
  counts: number[][]
}

export function ratingsToCounts(what: string, ratings: RatingMatrix, labels?: readonly Label[]): CategoryCounts {
  checkRectangular(what, ratings)
  let order: Label[]
  if (labels) {
    order = [...labels]
  } else {
    const seen = new Set<Label>()
    ratings.forEach((row, u) =>
      row.forEach((v, r) => {
        if (v === null || v === undefined) return
        checkLabel(what, v, `unit ${u + 1}, rater ${r + 1}`)
        seen.add(v)
      }),
    )
    order = sortLabels(seen)
  }
  const idx = labelIndex(what, order)
  const counts = ratings.map((row, u) => {
    const c = new Array<number>(order.length).fill(0)
    row.forEach((v, r) => {
      if (v === null || v === undefined) return
      const j = idx.get(v)
      if (j === undefined) {
        checkLabel(what, v, `unit ${u + 1}, rater ${r + 1}`)
        inputError(m.badLabel({ what, where: `unit ${u + 1}, rater ${r + 1}`, value: String(v) }))
      }
      c[j]++
    })
    return c
  })
  return { labels: order, counts }
}

/** Checks a units × categories table of counts and returns each unit's number of ratings. */
export function ratingsPerUnit(what: string, counts: readonly (readonly number[])[]): number[] {
  checkRectangular(what, counts)
  return counts.map((row, u) => {
    let s = 0
    row.forEach((c, j) => {
      if (!Number.isInteger(c) || c < 0) inputError(m.badCount({ what, where: `unit ${u + 1}, category ${j + 1}`, value: String(c) }))
      s += c
    })
    return s
  })
}

/**
 * Gwet (2014) quantities shared by Fleiss' kappa and AC1, over units with at least one rating:
 * p_a = mean over units with r_u ≥ 2 of Σ_c n_uc (n_uc − 1) / (r_u (r_u − 1)),
 * π_c = mean over units with r_u ≥ 1 of n_uc / r_u.
 * With the same number of raters on every unit these are Fleiss' (1971) P̄ and p_j.
 */
export function agreementAndPrevalence(counts: readonly (readonly number[])[], r: readonly number[]) {
  const q = counts[0]?.length ?? 0
  const pi = new Array<number>(q).fill(0)
  let rated = 0
  let paired = 0
  let paSum = 0
  for (let u = 0; u < counts.length; u++) {
    const ru = r[u]
    if (ru === 0) continue
    rated++
    const row = counts[u]
    for (let c = 0; c < q; c++) pi[c] += row[c] / ru
    if (ru < 2) continue
    paired++
    let s = 0
    for (let c = 0; c < q; c++) s += row[c] * (row[c] - 1)
    paSum += s / (ru * (ru - 1))
  }
  for (let c = 0; c < q; c++) pi[c] = rated ? pi[c] / rated : 0
  return { pa: paired ? paSum / paired : null, pi, rated, paired }
}
