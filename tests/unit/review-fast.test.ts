import { describe, expect, it } from 'vitest'
import { renderMsg } from '../../src-main/core/messages'
import { fastDecisions, fastFlag, readingText, skimSeconds } from '../../src-main/core/review/fast'

const d = (seconds: number | undefined, reviewerId = 'r1', itemId = 'q1') => ({ itemId, round: 1, reviewerId, seconds })

describe('fast decisions', () => {
  it('skims Chinese at 25 characters and other words at 5 per second', () => {
    expect(skimSeconds('患者男性，65岁。')).toBeCloseTo(5 / 25 + 1 / 5) // 患者男性岁, and the word 65
    expect(skimSeconds('一'.repeat(250))).toBeCloseTo(10)
    expect(skimSeconds('aspirin 100 mg qd')).toBeCloseTo(4 / 5)
    expect(skimSeconds('HbA1c 7.5% 阿司匹林')).toBeCloseTo(2 / 5 + 4 / 25)
    expect(skimSeconds('')).toBe(0)
    expect(skimSeconds('，。！？ ——')).toBe(0)
  })

  it('reads instruction, case, dialogue, stem and options', () => {
    const text = readingText({
      stem: '最可能的诊断是',
      options: { A: '心肌梗死', B: '肺栓塞' },
      context: { instruction: '请回答', case: '胸痛两小时', history: [{ text: '医生您好' }] },
    })
    for (const part of ['最可能的诊断是', '心肌梗死', '肺栓塞', '请回答', '胸痛两小时', '医生您好']) expect(text).toContain(part)
    expect(skimSeconds(text)).toBeCloseTo(26 / 25)
  })

  it('flags a decision under the plan threshold', () => {
    const f = fastFlag({ fastDecisionSeconds: 5 }, d(3), 1)
    expect(f).toMatchObject({ why: 'threshold', minSeconds: 5, seconds: 3, reviewerId: 'r1' })
    expect(renderMsg(f!.msg, 'en')).toBe(`reviewer "r1" decided on item "q1" in 3 s, under the plan's 5 s`)
    expect(renderMsg(f!.msg, 'zh')).toContain('少于审核计划规定的 5 秒')
    expect(fastFlag({ fastDecisionSeconds: 5 }, d(5), 1)).toBeNull()
  })

  it('flags a decision faster than skimming the item, threshold or not', () => {
    const f = fastFlag({}, d(4), 12.34)
    expect(f).toMatchObject({ why: 'reading', minSeconds: 12.34 })
    expect(renderMsg(f!.msg, 'en')).toContain('merely skimming the item takes about 12.3 s')
    expect(fastFlag({ fastDecisionSeconds: 3 }, d(4), 12)?.why).toBe('reading')
    expect(fastFlag({ fastDecisionSeconds: 20 }, d(15), 12)?.why).toBe('threshold')
    expect(fastFlag({}, d(12), 12)).toBeNull()
  })

  it('does not flag decisions whose time was not measured', () => {
    expect(fastFlag({ fastDecisionSeconds: 100 }, d(undefined), 50)).toBeNull()
  })

  it('sums up fast decisions per reviewer', () => {
    const skim = new Map([
      ['long', 20],
      ['short', 1],
    ])
    const r = fastDecisions(
      { fastDecisionSeconds: 2 },
      [d(3, 'a', 'long'), d(30, 'a', 'long'), d(1, 'a', 'short'), d(undefined, 'a', 'short'), d(25, 'b', 'long'), d(2, 'b', 'short')],
      (id) => skim.get(id)!,
    )
    expect(r.flags.map((f) => [f.reviewerId, f.itemId, f.why])).toEqual([
      ['a', 'long', 'reading'],
      ['a', 'short', 'threshold'],
    ])
    expect(r.byReviewer.get('a')).toEqual({ timed: 3, fast: 2, share: 2 / 3 })
    expect(r.byReviewer.get('b')).toEqual({ timed: 2, fast: 0, share: 0 })
  })
})
