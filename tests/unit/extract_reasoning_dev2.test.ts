// A second development set of reasoning-model outputs (tests/fixtures/extraction/reasoning_dev2.jsonl),
// written for the patterns the first sets miss: answers restated with other cues (故本题选, 正确答案应为,
// the best answer is, A it is), JSON answers, \boxed{} with text, hedges and refusals in English and
// Chinese (以上都不对, 视…而定, I can't be sure between B and C), multi-answer lists with option texts,
// ranges (A～D) and exclusions (除C、E外均正确, all except B and E), corrections that drop or add one
// letter of a set (去掉D, 修订), per-option marks before the answer, answers that point back at a list
// (故应选以上三项), and cut-off outputs. Labels follow REASONING_HELDOUT2.md. Cases d2-088 on exercise the
// principles behind the third held-out set's failures in other wordings: refusals and declines in Chinese
// and English, answers given by layout (letter-only lines, marked option lists, option texts alone on a
// line), per-option headings that are no answer, analysis and hypotheticals after an answer, arrows as
// cues, JSON keys, corrections that drop a letter in a note, a hedge inside \\boxed{}.
// Cases d2-152 on exercise the principles behind the fifth held-out set's failures in other wordings:
// stems that contradict themselves or have a part missing, 不作单选 / 均无法排除 / 'neither can be ruled
// out', an answer slot that says none (\\boxed{\\text{无正确答案}}), impersonal refusals, a single-answer
// output that ends by narrowing to two options ('So the remaining options are A and D'), the only block
// of option lines under a heading, every option as bare letter lines, corrected lists written as bare
// letter lines, cues on a line opened with a cross, and option texts spelled with or without the space
// before a unit ('50 cm' / '50cm').
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_dev2.test.ts
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { extractionCases } from './helpers/extractionCases'

const cases = extractionCases('reasoning_dev2.jsonl')
const run = (c: (typeof cases)[number]) => extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason })

describe('reasoning dev set 2', () => {
  it('is well formed', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80)
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length)
    for (const c of cases) {
      expect(c.expected, c.id).toBe([...new Set(c.expected)].sort().join(''))
      for (const l of c.expected) expect(Object.keys(c.options), c.id).toContain(l)
      if (!c.multi) expect(c.expected.length, c.id).toBeLessThanOrEqual(1)
    }
  })

  it('reads every case as the model finally answered, with the span that decided', () => {
    const misses: string[] = []
    for (const c of cases) {
      const r = run(c)
      expect(c.output.slice(r.start, r.end), c.id).toBe(r.span)
      if (r.answer !== c.expected) misses.push(`${c.id} ${c.category}: expected "${c.expected}", got "${r.answer}" (${r.rule}, ${JSON.stringify(r.span)})`)
    }
    expect(misses).toEqual([])
  })

  it('names the rule for the new patterns', () => {
    const rule = (id: string) => run(cases.find((c) => c.id === id) as (typeof cases)[number]).rule
    expect(rule('d2-038')).toBe('cue_exclusion') // 答案：除E以外都选
    expect(rule('d2-057')).toBe('anaphora') // 故应选以上三项
    // Set 3's principles, in wordings of their own.
    expect(rule('d2-097')).toBe('bare_block') // a block of letter-only bullet lines after a heading
    expect(rule('d2-101')).toBe('marked_option') // ← 正确 after the chosen option
    expect(rule('d2-102')).toBe('marked_option') // ✔ after the chosen options
    expect(rule('d2-103')).toBe('marked_option') // the chosen option bold among plain lines
    expect(rule('d2-105')).toBe('option_text_line') // 血尿、蛋白尿、水肿、高血压 alone on a line
    expect(rule('d2-107')).toBe('cue') // 答案 ⇒ D
    expect(rule('d2-117')).toBe('cue') // Final → B
    expect(rule('d2-090')).toBe('abstain') // I'm not going to commit to a letter
  })
})
