// The isotonic calibration map against scikit-learn's IsotonicRegression (fixtures made by
// tests/fixtures/stats/make_isotonic_fixture.py) to 1e-9: ties, weights, points beyond both ends;
// cross-fitting predicts each fold from a map that never saw it; the bootstrap band holds the map.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { crossFit, fitIsotonic, mapBand, predictIsotonic } from '../../src-main/core/calibration/isotonic'

const ref = JSON.parse(readFileSync(new URL('../fixtures/stats/isotonic_reference.json', import.meta.url), 'utf8')) as {
  versions: Record<string, string>
  cases: { name: string; x: number[]; y: number[]; w: number[] | null; grid: number[]; predicted: number[]; fitted: number[] }[]
}

describe(`scikit-learn ${ref.versions.sklearn}: IsotonicRegression(out_of_bounds='clip')`, () => {
  it('has its cases', () => expect(ref.cases.length).toBe(4))
  for (const c of ref.cases) {
    it(`${c.name} (n = ${c.x.length}${c.w ? ', weighted' : ''}): the map on a grid past both ends, and at the data, to 1e-9`, () => {
      const map = fitIsotonic(c.x, c.y, c.w ?? undefined)
      c.grid.forEach((g, i) => expect(Math.abs(predictIsotonic(map, g)! - c.predicted[i])).toBeLessThanOrEqual(1e-9))
      c.x.forEach((x, i) => expect(Math.abs(predictIsotonic(map, x)! - c.fitted[i])).toBeLessThanOrEqual(1e-9))
      for (let i = 1; i < map.y.length; i++) expect(map.y[i]).toBeGreaterThanOrEqual(map.y[i - 1])
    })
  }
})

describe('cross-fitting and the band', () => {
  const c = ref.cases[0]
  it('each unit is predicted by a map fitted without its fold; calibrating lowers the error on this data', () => {
    const cf = crossFit(c.x, c.y.map((y) => (y - 1) / 4), 5, 11)
    expect(cf.folds).toBe(5)
    expect(cf.outOfFold).toHaveLength(c.x.length)
    expect(cf.maeCalibrated).toBeLessThan(cf.maeRaw)
    // The same seed gives the same folds; another seed other folds (and, with ties, other predictions somewhere).
    expect(crossFit(c.x, c.y, 5, 11).outOfFold).toEqual(crossFit(c.x, c.y, 5, 11).outOfFold)
  })
  it('the bootstrap band holds the full-data map at most grid points and is seeded', () => {
    const map = fitIsotonic(c.x, c.y)
    const grid = [0, 0.25, 0.5, 0.75, 1]
    const band = mapBand(c.x, c.y, grid, 300, 4)
    const inside = grid.filter((g, j) => band.lo[j] <= predictIsotonic(map, g)! && predictIsotonic(map, g)! <= band.hi[j]).length
    expect(inside).toBeGreaterThanOrEqual(4)
    expect(mapBand(c.x, c.y, grid, 300, 4)).toEqual(band)
    band.lo.forEach((l, j) => expect(band.hi[j]).toBeGreaterThanOrEqual(l))
  })
})
