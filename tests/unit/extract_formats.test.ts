import { describe, expect, it } from 'vitest'
import { clozeCandidates } from '../../src-main/core/extract/cloze'
import { stripReasoning } from '../../src-main/core/extract/think'
import { extractTrueFalse } from '../../src-main/core/extract/trueFalse'
import { parseTuples } from '../../src-main/core/extract/tuples'

describe('extractTrueFalse', () => {
  const cases: [string, '' | 'T' | 'F', string][] = [
    ['对', 'T', 'leading'],
    ['答案：错误', 'F', 'cue'],
    ['**答案：正确**', 'T', 'cue'],
    // The final verdict about the statement, not the attributive "正确的说法".
    ['该说法是错误的，正确的说法应为先补液后胰岛素。', 'F', 'statement'],
    ['错误。解析：正确的做法是先补液。', 'F', 'leading'],
    ['根据指南，这种说法正确。', 'T', 'statement'],
    ['这句话不正确。', 'F', 'statement'],
    ['说法不完全正确', 'F', 'statement'],
    ['False. Insulin is given after fluids.', 'F', 'leading'],
    ['The statement is true.', 'T', 'statement'],
    ['This is not true because potassium must be checked first.', 'F', 'last_mention'],
    ['是', 'T', 'leading'],
    ['否', 'F', 'leading'],
    ['Yes, that is correct.', 'T', 'leading'],
    ['√', 'T', 'leading'],
    ['×', 'F', 'leading'],
    ['<think>我认为是对的</think>\n答案：错', 'F', 'cue'],
    ['作为AI，我无法判断。', '', 'refusal'],
    ['', '', 'empty'],
  ]
  it.each(cases)('%s → %s', (output, answer, rule) => {
    const r = extractTrueFalse(output)
    expect(r.answer).toBe(answer)
    expect(r.rule).toBe(rule)
    expect(output.slice(r.start, r.end)).toBe(r.span)
  })
})

describe('parseTuples', () => {
  it('reads a MedBench SMDoc JSON object as [field, value] pairs, inside prose and a fence', () => {
    const out = '好的，提取结果如下：\n```json\n{"主诉": "腰背部不适伴右下肢麻木1年", "体温(℃)": 37, "既往重要病史": null, "初步诊断": ["T12椎体新鲜压缩性骨折", "L4/5腰椎间盘突出症"]}\n```\n以上。'
    expect(parseTuples(out)).toEqual([
      ['主诉', '腰背部不适伴右下肢麻木1年'],
      ['体温(℃)', '37'],
      ['初步诊断', 'T12椎体新鲜压缩性骨折'],
      ['初步诊断', 'L4/5腰椎间盘突出症'],
    ])
  })
  it('reads arrays of arrays, of strings and of objects', () => {
    expect(parseTuples('[["头痛","症状"],["阿司匹林","药物"]]')).toEqual([
      ['头痛', '症状'],
      ['阿司匹林', '药物'],
    ])
    expect(parseTuples('实体：["头痛", "发热"]')).toEqual([['头痛'], ['发热']])
    expect(parseTuples('[{"entity":"头痛","type":"症状"}]')).toEqual([['头痛', '症状']])
  })
  it('repairs Chinese quotes and trailing commas, and flattens nested objects', () => {
    expect(parseTuples('{“主诉”: “腹痛”, “查体”: {"体温": "37"},}')).toEqual([
      ['主诉', '腹痛'],
      ['查体.体温', '37'],
    ])
  })
  it('falls back to "实体：类型" lines and parenthesised tuples', () => {
    expect(parseTuples('- 头痛：症状\n- 阿司匹林: 药物\n(高血压, 并发症, 脑卒中)\n\n')).toEqual([
      ['头痛', '症状'],
      ['阿司匹林', '药物'],
      ['高血压', '并发症', '脑卒中'],
    ])
  })
  it('ignores reasoning blocks', () => {
    expect(parseTuples('<think>{"主诉":"错的"}</think>{"主诉":"发热"}')).toEqual([['主诉', '发热']])
  })
})

describe('stripReasoning and clozeCandidates', () => {
  it('drops think blocks, template-opened blocks and unfinished thinking', () => {
    expect(stripReasoning('<think>x</think>答')).toBe('答')
    expect(stripReasoning('thinking...</think>答')).toBe('答')
    expect(stripReasoning('答<think>still thinking')).toBe('答')
    expect(stripReasoning('no tags')).toBe('no tags')
  })
  it('offers the text after the last cue first', () => {
    expect(clozeCandidates('根据药理学知识。\n答案：阿司匹林。')[0]).toBe('阿司匹林')
  })
})
