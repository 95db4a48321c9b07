// The fourth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT4.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 288/300 (0.960) with 5 answers read where the model gave none; two of its labels were then found
// wrong and corrected (q002, q113), and its failures have been worked on for the principles behind them
// (first-person refusals to choose for the asker, a missing stem, "several valid answers", choices
// handed to a doctor, conditions such as 如/否则/otherwise, answer labels such as "Selected:", a last
// line that labels its letters, option texts in brackets), so it is now a development set (300/300,
// none read from a hedge). This asserts that level, so a regression fails; a new blind set measures
// the extractor.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout4.test.ts
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { extractionCases } from './helpers/extractionCases'

const cases = extractionCases('reasoning_heldout4.jsonl')

describe('reasoning-model outputs, fourth blind held-out set', () => {
  const got = cases.map((c) => extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason }))

  it('reads all 300 as the model finally answered, with the span that decided', () => {
    const fails = cases.flatMap((c, i) => (got[i].answer === c.expected ? [] : [`${c.id} ${c.category}: expected "${c.expected}", got "${got[i].answer}" (${got[i].rule})`]))
    if (fails.length) console.log(`fourth held-out reasoning set: ${cases.length - fails.length}/${cases.length}\n  ${fails.join('\n  ')}`)
    expect(cases).toHaveLength(300)
    for (let i = 0; i < cases.length; i++) expect(cases[i].output.slice(got[i].start, got[i].end), cases[i].id).toBe(got[i].span)
    expect(cases.length - fails.length).toBe(300)
  })

  it('never reads an answer where the model gave none (hedges, refusals, cut-off outputs)', () => {
    const none = cases.map((c, i) => [c, got[i].answer] as const).filter(([c]) => c.expected === '')
    expect(none.length).toBe(61)
    expect(none.filter(([, g]) => g !== '').length).toBe(0)
  })
})
