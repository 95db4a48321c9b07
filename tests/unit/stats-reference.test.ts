// Against scikit-learn, SciPy and statsmodels on seeded generated data. The data and the library
// outputs were written once by tests/fixtures/stats/make_fixtures.py (Debian's python3 packages,
// versions recorded in the JSON); this test needs no Python.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cohenKappa } from '../../src-main/core/stats/kappa'
import { kendallTauB, pearson, spearman } from '../../src-main/core/stats/correlation'
import { fleissKappa, fleissKappaCounts } from '../../src-main/core/stats/fleiss'
import { macroF1 } from '../../src-main/core/stats/f1'
import { brierScore } from '../../src-main/core/stats/calibration'

interface Ref {
  versions: Record<string, string>
  kappa: { name: string; a: (number | string)[]; b: (number | string)[]; labels?: string[]; none: number; linear: number; quadratic: number }[]
  correlation: { name: string; x: number[]; y: number[]; pearson: number; spearman: number; kendall_tau_b: number }[]
  fleiss: { name: string; ratings: number[][]; counts: number[][]; kappa: number }[]
  f1: { name: string; reference: boolean[]; predicted: boolean[]; macro_f1: number }[]
  brier: { name: string; probs: number[]; outcomes: number[]; brier: number }[]
}

const ref: Ref = JSON.parse(readFileSync(new URL('../fixtures/stats/reference.json', import.meta.url), 'utf8'))
const TOL = 1e-9
const close = (got: number | null, want: number) => {
  expect(got).not.toBeNull()
  expect(Math.abs((got as number) - want)).toBeLessThanOrEqual(TOL)
}

describe(`scikit-learn ${ref.versions.sklearn}: cohen_kappa_score`, () => {
  it('has the fixture cases', () => expect(ref.kappa.length).toBeGreaterThanOrEqual(6))
  for (const c of ref.kappa) {
    it(`${c.name}: none / linear / quadratic to 1e-9`, () => {
      const opts = c.labels ? { labels: c.labels } : {}
      close(cohenKappa(c.a, c.b, opts).value, c.none)
      close(cohenKappa(c.a, c.b, { ...opts, weights: 'linear' }).value, c.linear)
      close(cohenKappa(c.a, c.b, { ...opts, weights: 'quadratic' }).value, c.quadratic)
    })
  }
})

describe(`SciPy ${ref.versions.scipy}: pearsonr, spearmanr, kendalltau (tau-b)`, () => {
  for (const c of ref.correlation) {
    it(`${c.name} (n = ${c.x.length})`, () => {
      close(pearson(c.x, c.y).value, c.pearson)
      close(spearman(c.x, c.y).value, c.spearman)
      close(kendallTauB(c.x, c.y).value, c.kendall_tau_b)
    })
  }
})

describe(`statsmodels ${ref.versions.statsmodels}: fleiss_kappa`, () => {
  for (const c of ref.fleiss) {
    it(`${c.name} (${c.ratings.length} units × ${c.ratings[0].length} raters), from counts and from raw ratings`, () => {
      close(fleissKappaCounts(c.counts).value, c.kappa)
      // statsmodels' table has a column per category 0..k−1 even when unused; raw ratings give the same κ.
      close(fleissKappa(c.ratings).value, c.kappa)
    })
  }
})

describe(`scikit-learn ${ref.versions.sklearn}: f1_score(average='macro') and brier_score_loss`, () => {
  for (const c of ref.f1) {
    it(`${c.name}`, () => close(macroF1(c.reference, c.predicted).value, c.macro_f1))
  }
  for (const c of ref.brier) {
    it(`${c.name}`, () => close(brierScore(c.probs, c.outcomes).value, c.brier))
  }
})
