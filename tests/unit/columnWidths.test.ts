// Remembered column widths are checked before use: an old, edited or broken entry never hides a column
// or lets one fill the screen.
import { describe, expect, it } from 'vitest'
import { MAX_WIDTH, MIN_WIDTH, clampWidth, sanitizeWidths } from '../../src-renderer/src/components/bank/columnWidths'

describe('column widths', () => {
  const known = ['id', 'specialty', 'updated']

  it('keeps known columns with whole widths inside the limits', () => {
    expect(sanitizeWidths({ id: 96.4, specialty: 5, updated: 99999 }, known)).toEqual({ id: 96, specialty: MIN_WIDTH, updated: MAX_WIDTH })
  })

  it('drops unknown columns and values that are not finite numbers', () => {
    expect(sanitizeWidths({ id: '120', stem: 300, specialty: Number.NaN, updated: null }, known)).toEqual({})
  })

  it('reads anything that is not an object as no widths', () => {
    for (const v of [null, undefined, 42, 'id', [120, 130]]) expect(sanitizeWidths(v, known)).toEqual({})
  })

  it('clamps single widths', () => {
    expect([clampWidth(-10), clampWidth(150.6), clampWidth(Infinity)]).toEqual([MIN_WIDTH, 151, MAX_WIDTH])
  })
})
