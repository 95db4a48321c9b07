// Micro precision/recall/F1 over normalised tuples (NER entities, relation triples, SMDoc fields).

import { normalizeShortAnswer } from '../text/normalize'

export interface TupleCounts {
  tp: number
  fp: number
  fn: number
}

export interface PRF extends TupleCounts {
  precision: number
  recall: number
  f1: number
}

const SEP = '\u0001'

/** Each element normalised like a short answer; the tuple keeps its element order. */
export function tupleKey(tuple: readonly string[]): string {
  return tuple.map(normalizeShortAnswer).join(SEP)
}

/**
 * Counts over tuple SETS: a tuple the model repeats counts once, and so does a duplicated gold
 * tuple. tp = |pred ∩ gold|, fp = |pred \ gold|, fn = |gold \ pred|.
 */
export function tupleCounts(pred: readonly (readonly string[])[], gold: readonly (readonly string[])[]): TupleCounts {
  const g = new Set(gold.map(tupleKey))
  const p = new Set(pred.map(tupleKey))
  let tp = 0
  for (const k of p) if (g.has(k)) tp++
  return { tp, fp: p.size - tp, fn: g.size - tp }
}

/**
 * Precision, recall and F1 from counts. With nothing predicted and nothing to find, all three are 1
 * (the output is exactly right); otherwise an empty denominator gives 0.
 */
export function prf(c: TupleCounts): PRF {
  if (c.tp + c.fp + c.fn === 0) return { ...c, precision: 1, recall: 1, f1: 1 }
  const precision = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp)
  const recall = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { ...c, precision, recall, f1 }
}

/** Corpus-level micro scores: TP, FP and FN summed over items before dividing. */
export function corpusMicroPRF(items: readonly TupleCounts[]): PRF {
  const sum: TupleCounts = { tp: 0, fp: 0, fn: 0 }
  for (const c of items) {
    sum.tp += c.tp
    sum.fp += c.fp
    sum.fn += c.fn
  }
  return prf(sum)
}
