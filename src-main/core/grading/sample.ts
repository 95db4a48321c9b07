// Which answers a grading session asks clinicians to grade, and who grades which: a seeded sample
// stratified by specialty, dimension and (when a judge pass is given) the judge's score band, each
// stratum getting its share of the sample by largest remainder; then each sampled answer goes to
// `overlap` graders, balanced (the least loaded first, ties broken by the seeded order), and every
// grader sees their answers in their own random order. Pure: the same inputs and seed give the same
// session on any machine.

import { createRng, shuffleInPlace } from '../rng'

export interface Candidate {
  /** The response (seq in the run). */
  seq: number
  specialty: string
  dimension: string
  /** The judge's 0–1 score, when there is one. */
  judgeScore?: number | null
}

/** Judge scores in five bands (0–0.2, …, 0.8–1), so low and high verdicts are both graded. */
export function scoreBand(s: number | null | undefined): string {
  if (s === null || s === undefined) return 'none'
  return String(Math.min(4, Math.floor(s * 5)))
}

export function stratifiedSample(candidates: readonly Candidate[], size: number, seed: number): Candidate[] {
  if (size >= candidates.length) return [...candidates].sort((a, b) => a.seq - b.seq)
  const strata = new Map<string, Candidate[]>()
  for (const c of candidates) {
    const k = `${c.specialty}\u001f${c.dimension}\u001f${scoreBand(c.judgeScore)}`
    const list = strata.get(k)
    if (list) list.push(c)
    else strata.set(k, [c])
  }
  const keys = [...strata.keys()].sort()
  // Largest remainder: floor of each stratum's share, then the leftover seats by largest remainder.
  const shares = keys.map((k) => (strata.get(k)!.length * size) / candidates.length)
  const seats = shares.map(Math.floor)
  let left = size - seats.reduce((a, b) => a + b, 0)
  const order = keys.map((_, i) => i).sort((a, b) => shares[b] - seats[b] - (shares[a] - seats[a]) || a - b)
  for (const i of order) {
    if (left === 0) break
    if (seats[i] < strata.get(keys[i])!.length) (seats[i]++, left--)
  }
  const rng = createRng(seed)
  const out: Candidate[] = []
  keys.forEach((k, i) => {
    const list = [...strata.get(k)!].sort((a, b) => a.seq - b.seq)
    out.push(...shuffleInPlace(list, rng).slice(0, seats[i]))
  })
  return out.sort((a, b) => a.seq - b.seq)
}

/** Each sampled answer to `overlap` different graders, loads balanced; each grader's answers in their own order. */
export function assignGraders(seqs: readonly number[], graders: readonly string[], overlap: number, seed: number): Map<string, number[]> {
  const rng = createRng(seed ^ 0x9e3779b9)
  const load = new Map(graders.map((g) => [g, 0]))
  const out = new Map<string, number[]>(graders.map((g) => [g, []]))
  const k = Math.min(overlap, graders.length)
  for (const seq of shuffleInPlace([...seqs], rng)) {
    const tie = shuffleInPlace([...graders], rng)
    const chosen = tie.sort((a, b) => load.get(a)! - load.get(b)!).slice(0, k)
    for (const g of chosen) {
      out.get(g)!.push(seq)
      load.set(g, load.get(g)! + 1)
    }
  }
  for (const g of graders) shuffleInPlace(out.get(g)!, rng)
  return out
}
