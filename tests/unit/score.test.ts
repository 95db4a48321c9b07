import { describe, expect, it } from 'vitest'
import { MbError } from '../../src-main/core/messages'
import { bleu } from '../../src-main/core/score/bleu'
import { choiceExact, choicePartial } from '../../src-main/core/score/choice'
import { scoreCloze } from '../../src-main/core/score/cloze'
import { corpusMicroPRF, prf, tupleCounts } from '../../src-main/core/score/extraction'
import { SCORERS } from '../../src-main/core/score/ids'
import { keyPointRecall, keyPointsCoveredLexically } from '../../src-main/core/score/keypoints'
import { rougeL } from '../../src-main/core/score/rouge'
import { rubricScore } from '../../src-main/core/score/rubric'
import { scoreItem, scoreVariantOutputs } from '../../src-main/core/score/scoreItem'
import { mapPresentedToCanonical, presentedOptions } from '../../src-main/core/score/variants'
import type { Item } from '../../src-main/core/types'

const base = { track: 'llm', dimension: 'knowledge_qa', specialty: { primary: '妇产科' }, task: 'CMMLU/anatomy', source: { name: 'CMMLU' } } as const
const gonad: Item = { ...base, id: 'cmmlu-anatomy-0', type: 'single_choice', stem: '女性生殖腺是', options: { A: '卵巢', B: '前庭大腺', C: '前庭球', D: '乳腺' } }

describe('choice scorers', () => {
  it('exact set match', () => {
    expect(choiceExact('ACE', 'ACE')).toBe(1)
    expect(choiceExact('AC', 'ACE')).toBe(0)
    expect(choiceExact('', 'A')).toBe(0)
    expect(choiceExact('', '')).toBe(0)
  })
  it('partial credit: share of the key when no wrong letter is picked', () => {
    expect(choicePartial('AC', 'ACE')).toBeCloseTo(2 / 3, 12)
    expect(choicePartial('ACD', 'ACE')).toBe(0)
    expect(choicePartial('ACE', 'ACE')).toBe(1)
    expect(choicePartial('', 'ACE')).toBe(0)
  })
  it('scoreItem reports both, with the span and rule that decided', () => {
    const multi: Item = { ...gonad, id: 'm', type: 'multi_choice' }
    const r = scoreItem(multi, { answer: 'ABD' }, '综上，答案为A、B。')
    expect(r.score).toBe(0)
    expect(r.metrics['choice.exact']).toBe(0)
    expect(r.metrics['choice.partial']).toBeCloseTo(2 / 3, 12)
    expect(r.extracted).toBe('AB')
    expect(r.span).toBe('答案为A、B')
    expect(r.scorer).toEqual(SCORERS.choiceExact)
  })
  it('throws a renderable error when the key has no answer', () => {
    expect(() => scoreItem(gonad, {}, 'A')).toThrow(MbError)
    try {
      scoreItem(gonad, {}, 'A')
    } catch (e) {
      expect((e as MbError).msg.code).toBe('score.keyMissing')
    }
  })
})

describe('permuted variants', () => {
  // Presented A..D show canonical C, A, D, B.
  const v = { prompt: 'p', order: ['C', 'A', 'D', 'B'] }
  it('maps presented letters back to canonical ones', () => {
    expect(mapPresentedToCanonical('B', v)).toBe('A')
    expect(mapPresentedToCanonical('BD', v)).toBe('AB')
    expect(mapPresentedToCanonical('E', v)).toBe('')
    expect(presentedOptions(gonad.options!, v)).toEqual({ A: '前庭球', B: '卵巢', C: '乳腺', D: '前庭大腺' })
  })
  it('reads letters and option texts against the presented options', () => {
    expect(scoreItem(gonad, { answer: 'A' }, 'B', { variant: v }).score).toBe(1)
    expect(scoreItem(gonad, { answer: 'A' }, 'A', { variant: v }).score).toBe(0)
    const t = scoreItem(gonad, { answer: 'A' }, '女性的生殖腺是卵巢。', { variant: v })
    expect(t.extracted).toBe('A')
    expect(t.score).toBe(1)
  })
  it('counts an item only when every variant is right (circular), with per-variant accuracy', () => {
    const variants = [
      { prompt: 'p0', order: ['A', 'B', 'C', 'D'] },
      { prompt: 'p1', order: ['B', 'C', 'D', 'A'] },
      { prompt: 'p2', order: ['C', 'D', 'A', 'B'] },
      { prompt: 'p3', order: ['D', 'A', 'B', 'C'] },
    ]
    const item: Item = { ...gonad, variants }
    const allRight = scoreVariantOutputs(item, { answer: 'A' }, ['A', 'D', 'C', 'B'])
    expect(allRight.score).toBe(1)
    expect(allRight.metrics['choice.variant_accuracy']).toBe(1)
    const oneWrong = scoreVariantOutputs(item, { answer: 'A' }, ['A', 'D', 'C', 'A'])
    expect(oneWrong.score).toBe(0)
    expect(oneWrong.metrics['choice.circular']).toBe(0)
    expect(oneWrong.metrics['choice.variant_accuracy']).toBe(0.75)
    expect(oneWrong.perVariant.map((r) => r.score)).toEqual([1, 1, 1, 0])
    expect(() => scoreVariantOutputs(item, { answer: 'A' }, ['A'])).toThrow(MbError)
  })
})

describe('true/false and cloze', () => {
  it('true_false compares the final verdict with T/F', () => {
    const item: Item = { ...gonad, id: 'tf', type: 'true_false', options: undefined }
    expect(scoreItem(item, { answer: 'F' }, '该说法错误。').score).toBe(1)
    expect(scoreItem(item, { answer: 'T' }, '该说法错误。').score).toBe(0)
    expect(scoreItem(item, { answer: 'T' }, '无法判断').score).toBe(0)
  })
  it('cloze: normalised exact match against reference and accepted answers', () => {
    const acc = ['阿司匹林', '乙酰水杨酸', 'Aspirin']
    expect(scoreCloze('阿司匹林。', acc).correct).toBe(true)
    expect(scoreCloze('答案：乙酰水杨酸', acc).correct).toBe(true)
    expect(scoreCloze('ＡＳＰＩＲＩＮ', acc).correct).toBe(true)
    expect(scoreCloze('  aspirin！ ', acc).correct).toBe(true)
    expect(scoreCloze('布洛芬', acc).correct).toBe(false)
    expect(scoreCloze('阿司匹林肠溶片', acc).correct).toBe(false)
    const item: Item = { ...gonad, id: 'cz', type: 'cloze', options: undefined }
    const r = scoreItem(item, { reference: '阿司匹林', accepted: ['乙酰水杨酸'] }, '应填：乙酰水杨酸')
    expect(r.score).toBe(1)
    expect(r.scorer).toEqual(SCORERS.cloze)
  })
})

describe('extraction micro-F1', () => {
  const gold = [
    ['头痛', '症状'],
    ['发热', '症状'],
    ['阿司匹林', '药物'],
  ]
  it('hand-computed: 1 TP, 2 FP, 2 FN → P = R = F1 = 1/3', () => {
    const pred = [
      ['头痛', '症状'],
      ['发热', '疾病'],
      ['布洛芬', '药物'],
      ['头痛', '症状'], // repeated: counts once
    ]
    const c = tupleCounts(pred, gold)
    expect(c).toEqual({ tp: 1, fp: 2, fn: 2 })
    const r = prf(c)
    expect(r.precision).toBeCloseTo(1 / 3, 12)
    expect(r.recall).toBeCloseTo(1 / 3, 12)
    expect(r.f1).toBeCloseTo(1 / 3, 12)
  })
  it('normalises each element (width, case, blanks, trailing punctuation)', () => {
    expect(tupleCounts([[' 头痛 ', '症状。'], ['ＣＴ', '检查']], [['头痛', '症状'], ['ct', '检查']])).toEqual({ tp: 2, fp: 0, fn: 0 })
  })
  it('corpus level sums counts before dividing (micro), unlike the mean of item F1', () => {
    const items = [
      { tp: 1, fp: 2, fn: 2 },
      { tp: 3, fp: 0, fn: 1 },
    ]
    const r = corpusMicroPRF(items)
    expect(r.precision).toBeCloseTo(4 / 6, 12)
    expect(r.recall).toBeCloseTo(4 / 7, 12)
    expect(r.f1).toBeCloseTo(8 / 13, 12)
    const macro = (prf(items[0]).f1 + prf(items[1]).f1) / 2
    expect(Math.abs(macro - r.f1)).toBeGreaterThan(0.01)
  })
  it('empty prediction against empty key is perfect; otherwise empty sides give 0', () => {
    expect(prf({ tp: 0, fp: 0, fn: 0 }).f1).toBe(1)
    expect(prf({ tp: 0, fp: 0, fn: 3 }).f1).toBe(0)
  })
  it('scoreItem parses the JSON answer and reports counts', () => {
    const item: Item = { ...gonad, id: 'smdoc', type: 'extraction', options: undefined, dimension: 'understanding', task: 'SMDoc' }
    const key = { tuples: [['主诉', '腹痛3天'], ['体温(℃)', '37.5'], ['既往重要病史', '未知']] }
    const r = scoreItem(item, key, '```json\n{"主诉":"腹痛3天","体温(℃)":"37.5","既往重要病史":"高血压"}\n```')
    expect(r.metrics['extraction.tp']).toBe(2)
    expect(r.metrics['extraction.fp']).toBe(1)
    expect(r.metrics['extraction.fn']).toBe(1)
    expect(r.score).toBeCloseTo(2 / 3, 12)
  })
})

describe('ROUGE-L (character level for Chinese, words for Latin)', () => {
  it('hand-computed examples', () => {
    const a = rougeL('我爱北京', '我爱上海')
    expect(a.lcs).toBe(2)
    expect(a.f1).toBeCloseTo(0.5, 12)
    // 患者应卧床休息 (7) vs 建议患者卧床休息多饮水 (11): LCS 患者卧床休息 = 6.
    const b = rougeL('患者应卧床休息。', '建议患者卧床休息，多饮水')
    expect(b.lcs).toBe(6)
    expect(b.precision).toBeCloseTo(6 / 7, 12)
    expect(b.recall).toBeCloseTo(6 / 11, 12)
    expect(b.f1).toBeCloseTo(2 / 3, 12)
    // Words: the patient should rest (4) vs patient must rest in bed (5): LCS patient rest = 2.
    const c = rougeL('The patient should rest', 'patient must rest in bed')
    expect(c.lcs).toBe(2)
    expect(c.f1).toBeCloseTo((2 * 0.5 * 0.4) / 0.9, 12)
  })
  it('ignores whitespace, punctuation, width and case', () => {
    expect(rougeL('卧 床，休息!', '卧床休息').f1).toBe(1)
    expect(rougeL('ＣＴ检查', 'ct检查').f1).toBe(1)
  })
  it('scores an empty side 0', () => {
    expect(rougeL('', '卧床休息').f1).toBe(0)
    expect(rougeL('。，', '卧床休息').f1).toBe(0)
  })
})

describe('BLEU (4-gram, BLEU+1 smoothing for n ≥ 2)', () => {
  it('identical text scores 1', () => {
    expect(bleu('急性心肌梗死', '急性心肌梗死').bleu).toBeCloseTo(1, 12)
  })
  it('brevity penalty exp(1 − r/c)', () => {
    const r = bleu('心肌梗死', '急性心肌梗死')
    expect(r.brevityPenalty).toBeCloseTo(Math.exp(-0.5), 12)
    expect(r.bleu).toBeCloseTo(Math.exp(-0.5), 12)
  })
  it('hand-computed: 急性胃炎 vs 急性肠炎 → (3/4 · 2/4 · 1/3 · 1/2)^(1/4) = 0.5', () => {
    const r = bleu('急性胃炎', '急性肠炎')
    expect(r.precisions[0]).toBeCloseTo(0.75, 12)
    expect(r.precisions[1]).toBeCloseTo(0.5, 12)
    expect(r.precisions[2]).toBeCloseTo(1 / 3, 12)
    expect(r.precisions[3]).toBeCloseTo(0.5, 12)
    expect(r.bleu).toBeCloseTo(0.5, 12)
  })
  it('no unigram match scores 0', () => {
    expect(bleu('胃炎', '骨折').bleu).toBe(0)
  })
})

describe('key points', () => {
  it('macro-recall is the share of key points covered', () => {
    expect(keyPointRecall([true, false, true, true])).toBe(0.75)
    expect(keyPointRecall([])).toBeNull()
  })
  it('lexical fallback: ROUGE-L recall ≥ 0.6 against the best window of one or two sentences', () => {
    const answer = '您好，根据描述考虑胃炎。建议尽快做胃镜检查。平时要戒烟限酒，规律饮食。'
    expect(keyPointsCoveredLexically(['建议行胃镜检查', '戒烟限酒', '口服质子泵抑制剂'], answer)).toEqual([true, true, false])
  })
  it('does not count characters scattered across a long answer', () => {
    // Whole-answer LCS of 戒烟限酒 would be 4/4; no one- or two-sentence window has more than 2.
    const answer = '戒掉坏习惯。烟草有害。限制油脂。酒精伤肝。'
    expect(keyPointsCoveredLexically(['戒烟限酒'], answer)).toEqual([false])
    expect(keyPointsCoveredLexically(['戒烟限酒'], answer, 0.5)).toEqual([true])
  })
})

describe('HealthBench rubric', () => {
  it('Σ met points / Σ positive points, negative points subtract', () => {
    expect(rubricScore([{ points: 5 }, { points: 3 }, { points: -4 }, { points: 2 }], [true, false, true, true])).toBeCloseTo(0.3, 12)
    expect(rubricScore([{ points: 5 }, { points: 3 }], [true, true])).toBe(1)
  })
  it('clips to [0, 1]', () => {
    expect(rubricScore([{ points: 2 }, { points: -5 }], [true, true])).toBe(0)
  })
  it('is undefined (null) without positive points, and rejects mismatched verdicts', () => {
    expect(rubricScore([{ points: -2 }, { points: -3 }], [false, true])).toBeNull()
    expect(() => rubricScore([{ points: 1 }], [])).toThrow(MbError)
  })
})

describe('open-ended items', () => {
  const item: Item = { ...gonad, id: 'oe', type: 'open_ended', options: undefined, dimension: 'generation', task: 'MedPopular' }
  const key = {
    reference: '建议患者卧床休息，多饮水',
    keyPoints: ['卧床休息', '多饮水'],
    rubric: [
      { criterion: '建议卧床休息', points: 5 },
      { criterion: '建议多饮水', points: 5 },
      { criterion: '推荐抗生素', points: -5 },
    ],
  }
  it('without a judge: ROUGE-L F1, flagged lexical, with BLEU and lexical key-point recall alongside', () => {
    const r = scoreItem(item, key, '<think>先想想</think>患者应卧床休息。')
    expect(r.score).toBeCloseTo(2 / 3, 12)
    expect(r.metrics.lexical).toBe(1)
    expect(r.metrics['keypoints.lexical_recall']).toBe(0.5)
    expect(r.metrics['generation.bleu4']).toBeGreaterThan(0)
    expect(r.scorer).toEqual(SCORERS.rougeL)
  })
  it('with judge verdicts: key-point recall, or the rubric', () => {
    expect(scoreItem(item, key, 'x', { keyPointsCovered: [true, false] }).score).toBe(0.5)
    const r = scoreItem(item, key, 'x', { rubricMet: [true, false, true] })
    expect(r.score).toBe(0)
    expect(r.scorer).toEqual(SCORERS.rubric)
    expect(scoreItem(item, key, 'x', { rubricMet: [true, true, false] }).score).toBe(1)
  })
  it('multi_turn is scored the same way; a key without reference or key points is an error', () => {
    const mt: Item = { ...item, type: 'multi_turn' }
    expect(scoreItem(mt, key, '患者应卧床休息。').score).toBeCloseTo(2 / 3, 12)
    expect(() => scoreItem(mt, {}, 'x')).toThrow(MbError)
  })
})
