// Input checks shared by the statistics. Every message names the statistic and the position
// (1-based, as a person counts) so a bad CSV row can be found.

import { inputError, statsMessages as m } from './result'

export type Label = string | number

export function checkSameLength(what: string, a: ArrayLike<unknown>, b: ArrayLike<unknown>, nameA = 'a', nameB = 'b'): void {
  if (a.length !== b.length) inputError(m.lengthMismatch({ what, a: nameA, b: nameB, na: a.length, nb: b.length }))
}

export function checkFinite(what: string, xs: ArrayLike<number>, name: string): void {
  for (let i = 0; i < xs.length; i++) {
    const v = xs[i]
    if (typeof v !== 'number' || !Number.isFinite(v)) inputError(m.notFinite({ what, where: `${name}[${i + 1}]`, value: String(v) }))
  }
}

export function checkLabel(what: string, v: unknown, where: string): void {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) inputError(m.notFinite({ what, where, value: String(v) }))
  } else if (typeof v !== 'string') {
    inputError(m.notFinite({ what, where, value: String(v) }))
  }
}

/** Checks a units × raters matrix is rectangular; returns the number of columns. */
export function checkRectangular(what: string, rows: readonly (readonly unknown[])[]): number {
  if (rows.length === 0) return 0
  const k = rows[0].length
  for (let i = 1; i < rows.length; i++) {
    if (rows[i].length !== k) inputError(m.raggedMatrix({ what, row: i + 1, got: rows[i].length, expected: k }))
  }
  return k
}

/**
 * Orders labels: numbers ascending, then strings in code-unit order (the order np.unique gives), so
 * that without an explicit list the weighted kappa matches scikit-learn's.
 */
export function sortLabels(labels: Iterable<Label>): Label[] {
  return [...labels].sort((x, y) => {
    if (typeof x === 'number' && typeof y === 'number') return x - y
    if (typeof x === 'number') return -1
    if (typeof y === 'number') return 1
    return x < y ? -1 : x > y ? 1 : 0
  })
}

/** Index of each label in an explicit list; a label named twice is an error. */
export function labelIndex(what: string, labels: readonly Label[]): Map<Label, number> {
  const idx = new Map<Label, number>()
  labels.forEach((l, i) => {
    checkLabel(what, l, `labels[${i + 1}]`)
    if (idx.has(l)) inputError(m.duplicateLabel({ what, value: String(l) }))
    idx.set(l, i)
  })
  return idx
}
