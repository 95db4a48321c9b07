// No answer is ever read from a hedge, a refusal or an output that stops before its answer: across
// the extraction fixtures, every case whose `expected` is "" (the model gave no answer) must give "".
// A wrong letter there is worse than a miss elsewhere: it scores a model for an answer it never
// gave, and on a single-answer item it rewards hedging. The files are listed by name; a new
// held-out set is judged on its own.
//
// Also checks that the cheap test in front of the answer-cue look-behind (mayHaveCueBefore) never
// skips a letter the look-behind would read, on every letter of every fixture output.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_precision.test.ts
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { CUE_BEFORE_Y, mayHaveCueBefore } from '../../src-main/core/extract/patterns'
import { extractionCases } from './helpers/extractionCases'
import type { ExtractionCase } from './helpers/extractionCases'

const FILES = [
  'cases.jsonl',
  'heldout.jsonl',
  'reasoning_dev.jsonl',
  'reasoning_dev2.jsonl',
  'reasoning_heldout.jsonl',
  'reasoning_heldout2.jsonl',
  'reasoning_heldout3.jsonl',
  'reasoning_heldout4.jsonl',
  'reasoning_heldout5.jsonl',
]
const all = FILES.flatMap((f) => extractionCases(f).map((c) => ({ file: f, c })))
const run = (c: ExtractionCase) => extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason })

describe('no answer read where the model gave none', () => {
  const empty = all.filter(({ c }) => c.expected === '')

  it('every expected-"" case in every fixture file gives "", with the span that decided', () => {
    expect(empty.length).toBeGreaterThan(150)
    const bad: string[] = []
    for (const { file, c } of empty) {
      const r = run(c)
      if (r.answer !== '') bad.push(`${file} ${c.id} [${c.category}]: got ${r.answer} (${r.rule}, ${JSON.stringify(r.span)})`)
      expect(c.output.slice(r.start, r.end), c.id).toBe(r.span)
      expect(r.rule.length, c.id).toBeGreaterThan(0)
    }
    const byFile = FILES.map((f) => `${f} ${empty.filter((e) => e.file === f).length}`).join(', ')
    console.log(`hedge/refusal/cut-off precision: ${empty.length - bad.length}/${empty.length} (${byFile})${bad.length ? '\n  ' + bad.join('\n  ') : ''}`)
    expect(bad).toEqual([])
  })

  it('a hedge or abstention says where: its span names it', () => {
    const hedges = empty.filter(({ c }) => /hedge|refusal/.test(c.category) && !c.finish_reason)
    expect(hedges.length).toBeGreaterThan(40)
    let named = 0
    for (const { c } of hedges) if (run(c).span.length > 0) named++
    // Most hedges are read from a phrase (the rest end in "none" after every letter was set aside).
    expect(named / hedges.length).toBeGreaterThan(0.9)
  })

  it('hedged wordings give "" on single-answer items and keep the answer when settled', () => {
    const O = { A: '甲巯咪唑', B: '丙硫氧嘧啶', C: '复方碘溶液', D: '普萘洛尔', E: '放射性碘' }
    const none = [
      '答：C/D',
      '**答案：A（或E）**\n\n两者都可以。',
      '选A还是选B，我拿不准。',
      '综上，无法从选项中选出唯一正确答案。',
      '本题存疑，暂不作答。',
      'A和E其实都是第一步，这题出得有问题，没法只选一个。',
      '我的答案是：B？也可能是A。说实话我不太确定。',
      "Honestly, it's a toss-up between A and C; I don't think a single best answer can be identified.",
      'Final answer: A or C (depends on the HbA1c).',
      '涉及具体用药请立即就医，我不提供用药建议。',
      '题目有歧义：若问保护性抗体应为B，若问近期感染则为D。故不作答。',
      // Set 3's principles in other wordings: refusals with words between "cannot" and "choose one",
      // emergencies sent to the phone, English declines, a hedge inside \\boxed{}.
      '这个情况我没法在这里替您挑出一个药，请先联系主治医生。',
      '听起来正在发生急症，A和D都有可能，请立即拨打120。',
      "B and C are equally defensible here, so I'm not going to pick an answer.",
      'Without the dose history I would just be guessing between A and E; no answer from me.',
      '$$\\boxed{C \\text{ 或 } D}$$',
    ]
    for (const out of none) expect(extractChoice(out, { options: O, multi: false }).answer, out).toBe('')
    // Settled, or not a hedge about the answer at all.
    expect(extractChoice('起初无法确定，但仔细分析后，答案是B。', { options: O, multi: false }).answer).toBe('B')
    expect(extractChoice('答案：B\n\n解析：A与B两者均可抑制甲状腺激素合成。', { options: O, multi: false }).answer).toBe('B')
    expect(extractChoice('答案：B\n\n患者不能确定确切的发病时间时亦可使用。', { options: O, multi: false }).answer).toBe('B')
    expect(extractChoice('Answer: B\n\nI can\'t choose A because it acts too slowly.', { options: O, multi: false }).answer).toBe('B')
    expect(extractChoice("Answer: B\n\nI'm not going to pick A because it acts too slowly.", { options: O, multi: false }).answer).toBe('B')
    // A statement about another question is not the model's answer, with or without 则/would.
    expect(extractChoice('本题选B。\n\n拓展：若题目问的是妊娠中晚期首选，选A。', { options: O, multi: false }).answer).toBe('B')
    expect(extractChoice('答案：A/B/D', { options: O, multi: true }).answer).toBe('ABD')
    // A hypothetical after the answer line is not a correction.
    expect(extractChoice('答案：B。（注：若题干改为“孕早期以外”，则应选A。）', { options: O, multi: false }).answer).toBe('B')
  })
})

describe('cue prefilter', () => {
  it('agrees with the look-behind on every letter of every fixture output', () => {
    let checked = 0
    for (const { c } of all) {
      const s = c.output
      for (let i = 1; i < s.length; i++) {
        const ch = s.charCodeAt(i)
        if (!((ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122))) continue
        if (mayHaveCueBefore(s, i, 0)) continue
        CUE_BEFORE_Y.lastIndex = i
        const m = CUE_BEFORE_Y.exec(s)
        expect(m === null ? null : s.slice(Math.max(0, i - 30), i + 1), c.id).toBeNull()
        checked++
      }
    }
    expect(checked).toBeGreaterThan(2000)
  })
})
