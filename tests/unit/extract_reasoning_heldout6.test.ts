// The sixth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT6.md),
// written blind: its author never read the extractor, its tests or the other fixtures. It was scored once
// on merge, before anyone looked at its cases: 295/300 (0.983), with 2 answers read where the model gave
// none. Nobody has worked on its failures, so that is still its blind score; this asserts it stays so
// (a change that loses one of these fails) and lists the misses, the target being ≥ 0.99 and none.
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { extractionCases } from './helpers/extractionCases'

const cases = extractionCases('reasoning_heldout6.jsonl')

describe('reasoning-model outputs, sixth blind held-out set (not developed on)', () => {
  const got = cases.map((c) => extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason }).answer)

  it('reads at least 295 of 300 as the model finally answered', () => {
    const fails = cases.flatMap((c, i) => (got[i] === c.expected ? [] : [`${c.id} ${c.category}: expected "${c.expected}", got "${got[i]}"`]))
    if (fails.length) console.log(`sixth blind held-out set: ${cases.length - fails.length}/${cases.length}\n  ${fails.join('\n  ')}`)
    expect(cases).toHaveLength(300)
    expect(cases.length - fails.length).toBeGreaterThanOrEqual(295)
  })

  it('reads an answer from at most 2 of its 61 no-answer cases', () => {
    const none = cases.map((c, i) => [c, got[i]] as const).filter(([c]) => c.expected === '')
    expect(none.length).toBe(61)
    expect(none.filter(([, g]) => g !== '').length).toBeLessThanOrEqual(2)
  })
})
