// The held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT.md),
// written by someone who never read the extractor: corrections, multi-answer lists, hedges, cut-off
// outputs (finish_reason "length"), answer-then-analysis, symbols, English, plain reasoning.
// Issue 6's target is ≥ 0.99 with no answer read from a hedge. Its failures (9 at 291/300) were
// printed and then fixed, so this file is now a DEVELOPMENT set, not a held-out one: the extractor
// has been tuned with its failures in view, and 300/300 here says nothing about unseen text. The
// blind held-out score comes from a set written separately. This asserts the level reached (300/300)
// so a regression fails, and prints what fails.
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { extractionCases } from './helpers/extractionCases'

const cases = extractionCases('reasoning_heldout.jsonl')

describe('reasoning-model outputs, held out', () => {
  it('reads all 300 as the model finally answered', () => {
    const fails: string[] = []
    for (const c of cases) {
      const got = extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason }).answer
      if (got !== c.expected) fails.push(`${c.id} ${c.category}: expected "${c.expected}", got "${got}"`)
    }
    if (fails.length) console.log(`held-out reasoning set: ${cases.length - fails.length}/${cases.length}\n  ${fails.join('\n  ')}`)
    expect(cases).toHaveLength(300)
    expect(cases.length - fails.length).toBeGreaterThanOrEqual(300)
  })

  it('keeps the span that decided: output.slice(start, end) === span, and an answer has one', () => {
    for (const c of cases) {
      const r = extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason })
      expect(c.output.slice(r.start, r.end), c.id).toBe(r.span)
      if (r.answer !== '') expect(r.span.length, c.id).toBeGreaterThan(0)
      expect(r.rule.length, c.id).toBeGreaterThan(0)
    }
  })

  it('a cut-off output gives no answer unless it stated one', () => {
    const cut = cases.filter((c) => c.category === 'truncated')
    expect(cut.length).toBeGreaterThan(20)
    for (const c of cut) expect(extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: 'length' }).answer, c.id).toBe(c.expected)
  })
})
