// The second held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT2.md),
// written blind: its author never read the extractor, its tests or the other fixtures, and the extractor
// was not tuned on it (the first held-out set became a development set once its failures had been seen).
// Issue 6 asks for ≥ 0.99 and no answer read from a hedge. Reached: 291/300 (0.970), 2 answers read
// where the model gave none (was 284/300 and 8 before the second round of extraction work). This
// asserts that level, so a regression fails, and prints what still fails; do not tune on this file.
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { extractionCases } from './helpers/extractionCases'

const cases = extractionCases('reasoning_heldout2.jsonl')

describe('reasoning-model outputs, second blind held-out set', () => {
  const got = cases.map((c) => extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason }).answer)

  it('reads at least 291 of the 300 as the model finally answered', () => {
    const fails = cases.flatMap((c, i) => (got[i] === c.expected ? [] : [`${c.id} ${c.category}: expected "${c.expected}", got "${got[i]}"`]))
    if (fails.length) console.log(`blind held-out reasoning set: ${cases.length - fails.length}/${cases.length}\n  ${fails.join('\n  ')}`)
    expect(cases).toHaveLength(300)
    expect(cases.length - fails.length).toBeGreaterThanOrEqual(291)
  })

  it('reads an answer where the model gave none at most twice (hedges, refusals, cut-off outputs)', () => {
    const none = cases.map((c, i) => [c, got[i]] as const).filter(([c]) => c.expected === '')
    expect(none.length).toBe(61)
    expect(none.filter(([, g]) => g !== '').length).toBeLessThanOrEqual(2)
  })
})
