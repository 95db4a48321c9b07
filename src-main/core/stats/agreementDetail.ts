// What the calibration view draws for one rater pair, beside the report's numbers: the confusion
// matrix on the whole file's label set, the distinct (a, b) score pairs with how many units gave each
// (the scatter, jittered in the view), and the Bland–Altman summary of b − a against the pair's mean
// (mean difference and its 95% limits of agreement, mean ± 1.96 SD, SD with n − 1).

import type { AgreementData } from './agreementData'
import { raterPairs } from './agreementKeys'
import type { Label } from './validate'

export interface PairDetail {
  rater_a: string
  rater_b: string
  n: number
  labels: Label[]
  /** counts[i][j]: units rater a put in labels[i] and rater b in labels[j]. */
  counts: number[][]
  /** Distinct score pairs [a, b, units] (numeric scores only). */
  points: [number, number, number][]
  /** Bland–Altman of b − a (numeric scores, n ≥ 2); null otherwise. */
  blandAltman: { meanDiff: number; sd: number; lower: number; upper: number } | null
}

export function pairDetails(d: AgreementData): PairDetail[] {
  const k = d.raters.length
  const V = d.labels.length
  return raterPairs(k).map(([a, b]) => {
    const counts = Array.from({ length: V }, () => new Array<number>(V).fill(0))
    let n = 0
    for (let u = 0; u < d.units.length; u++) {
      const ca = d.codes[u * k + a]
      const cb = d.codes[u * k + b]
      if (ca < 0 || cb < 0) continue
      counts[ca][cb]++
      n++
    }
    const points: [number, number, number][] = []
    let blandAltman: PairDetail['blandAltman'] = null
    if (d.numeric) {
      const v = d.labels as number[]
      let sum = 0
      for (let i = 0; i < V; i++)
        for (let j = 0; j < V; j++) {
          if (!counts[i][j]) continue
          points.push([v[i], v[j], counts[i][j]])
          sum += counts[i][j] * (v[j] - v[i])
        }
      if (n >= 2) {
        const meanDiff = sum / n
        let ss = 0
        for (const [x, y, c] of points) ss += c * (y - x - meanDiff) ** 2
        const sd = Math.sqrt(ss / (n - 1))
        blandAltman = { meanDiff, sd, lower: meanDiff - 1.96 * sd, upper: meanDiff + 1.96 * sd }
      }
    }
    return { rater_a: d.raters[a], rater_b: d.raters[b], n, labels: d.labels, counts, points, blandAltman }
  })
}
