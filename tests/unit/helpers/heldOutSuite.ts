// The tests of one held-out set of 300 reasoning-model outputs: how many it reads as the model
// finally answered (each with the span that decided, where asked), and how many answers it reads
// from the 61 outputs that give none. Each set's file states why its numbers are what they are.
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../../src-main/core/extract/choice'
import { extractionCases } from './extractionCases'

export function heldOutSuite(file: string, title: string, o: { atLeast: number; hedgeReadsAtMost: number; spans: boolean; size?: number }): void {
  const size = o.size ?? 300
  const cases = extractionCases(file)
  describe(title, () => {
    const got = cases.map((c) => extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason }))

    it(`reads at least ${o.atLeast} of ${size} as the model finally answered${o.spans ? ', with the span that decided' : ''}`, () => {
      const fails = cases.flatMap((c, i) => (got[i].answer === c.expected ? [] : [`${c.id} ${c.category}: expected "${c.expected}", got "${got[i].answer}" (${got[i].rule})`]))
      if (fails.length) console.log(`${title}: ${cases.length - fails.length}/${cases.length}\n  ${fails.join('\n  ')}`)
      expect(cases).toHaveLength(size)
      if (o.spans) for (let i = 0; i < cases.length; i++) expect(cases[i].output.slice(got[i].start, got[i].end), cases[i].id).toBe(got[i].span)
      expect(cases.length - fails.length).toBeGreaterThanOrEqual(o.atLeast)
    })

    it(`reads an answer from at most ${o.hedgeReadsAtMost} of the outputs that give none (hedges, refusals, cut-offs)`, () => {
      const none = cases.map((c, i) => [c, got[i].answer] as const).filter(([c]) => c.expected === '')
      // Every set has about a fifth no-answer cases (hedges, refusals, cut-offs): the check has something to hold.
      expect(none.length).toBeGreaterThanOrEqual(Math.round(size / 6))
      expect(none.filter(([, g]) => g !== '').length).toBeLessThanOrEqual(o.hedgeReadsAtMost)
    })
  })
}
