// BLEU on the same tokens as ROUGE-L (Han characters, Latin words), up to 4-grams.
//
//   BLEU = BP · exp( (1/N) · Σ_{n=1..N} log p_n ),  BP = 1 if c > r else exp(1 − r/c)
//
// p_n is the clipped n-gram precision (each candidate n-gram counts at most as often as in the
// reference that has it most often). Smoothing (Lin & Och 2004, "BLEU+1"): p_1 is not smoothed,
// p_n for n ≥ 2 is (matches + 1) / (candidate n-grams + 1), so one short answer with no 4-gram match
// is not scored 0 outright. r is the reference length closest to c (the shorter on ties).

import { contentTokens, internTokens } from '../text/tokens'

export interface Bleu {
  bleu: number
  precisions: number[]
  brevityPenalty: number
  candidateLength: number
  referenceLength: number
}

function ngramCounts(ids: Int32Array, n: number): Map<string, number> {
  const m = new Map<string, number>()
  for (let i = 0; i + n <= ids.length; i++) {
    let key = String(ids[i])
    for (let k = 1; k < n; k++) key += ',' + ids[i + k]
    m.set(key, (m.get(key) ?? 0) + 1)
  }
  return m
}

export function bleu(candidate: string, references: string | readonly string[], maxOrder = 4): Bleu {
  const refs = typeof references === 'string' ? [references] : references
  const [cand, ...refIds] = internTokens(contentTokens(candidate), ...refs.map(contentTokens))
  const c = cand.length
  let r = 0
  let bestDiff = Infinity
  for (const ref of refIds) {
    const d = Math.abs(ref.length - c)
    if (d < bestDiff || (d === bestDiff && ref.length < r)) {
      bestDiff = d
      r = ref.length
    }
  }
  const precisions: number[] = []
  if (c === 0 || refIds.length === 0) return { bleu: 0, precisions, brevityPenalty: 0, candidateLength: c, referenceLength: r }
  let logSum = 0
  for (let n = 1; n <= maxOrder; n++) {
    const cc = ngramCounts(cand, n)
    const maxRef = new Map<string, number>()
    for (const ref of refIds) for (const [k, v] of ngramCounts(ref, n)) if (v > (maxRef.get(k) ?? 0)) maxRef.set(k, v)
    let match = 0
    let total = 0
    for (const [k, v] of cc) {
      total += v
      match += Math.min(v, maxRef.get(k) ?? 0)
    }
    const p = n === 1 ? (total === 0 ? 0 : match / total) : (match + 1) / (total + 1)
    precisions.push(p)
    if (p === 0) return { bleu: 0, precisions, brevityPenalty: c > r ? 1 : Math.exp(1 - r / c), candidateLength: c, referenceLength: r }
    logSum += Math.log(p)
  }
  const brevityPenalty = c > r ? 1 : Math.exp(1 - r / c)
  return { bleu: brevityPenalty * Math.exp(logSum / maxOrder), precisions, brevityPenalty, candidateLength: c, referenceLength: r }
}
