// The answer format a MedBench platform record asks for, read from its question text, and the answer
// written that way (core/submission). On the platform's own questions (../shared/data samples, skipped
// without them) and on questions written here in the same shapes.
import { describe, expect, it } from 'vitest'
import { detectAnswerFormat, formatLetters, jsonAnswer } from '../../src-main/core/submission/answerFormat'
import type { AnswerFormat } from '../../src-main/core/submission/answerFormat'
import { recordAnswer } from '../../src-main/core/submission/recordAnswer'
import { describeShared, sharedFile } from './helpers/shared'
import { readJsonl } from './helpers/paths'

type Letters = Extract<AnswerFormat, { kind: 'letters' }>
const letters = (q: string) => detectAnswerFormat(q, { choice: true }) as Letters
const questions = (file: string) => readJsonl<{ question: string }>(sharedFile(`medbench_platform/${file}`)).map((r) => r.question)

describeShared('answer formats of the platform’s own questions', () => {
  it('MedExam: the letter in angle brackets ("填写到<>中", "答：<E>")', () => {
    for (const q of questions('LLM_MedExam.jsonl')) {
      const f = letters(q)
      expect(f.style).toBe('angle')
      expect(formatLetters('D', f)).toBe('<D>')
    }
  })

  it('MedSafety: the bare letter ("只需要输出最适合的选项字母…示例输出：A")', () => {
    for (const q of questions('LLM_MedSafety.jsonl')) expect(formatLetters('D', letters(q))).toBe('D')
  })

  it('DDx-advanced: letters separated as its example "答案：A, C, E, G" writes them', () => {
    for (const q of questions('LLM_DDx-advanced.jsonl')) {
      const f = letters(q)
      expect(f).toEqual({ kind: 'letters', style: 'plain', separator: ', ' })
      expect(formatLetters('ACF', f)).toBe('A, C, F')
    }
  })

  it('SMDoc asks for JSON; open, template, Agent tool-call and image tasks get text', () => {
    for (const q of questions('LLM_SMDoc.jsonl')) expect(detectAnswerFormat(q, { choice: false })).toEqual({ kind: 'json' })
    for (const file of ['LLM_MedPopular.jsonl', 'LLM_CMB-Clin-extended.jsonl', 'Agent_MedCallAPI.jsonl', 'VLM_MedClass.jsonl']) {
      for (const q of questions(file)) expect([file, detectAnswerFormat(q, { choice: false })]).toEqual([file, { kind: 'text' }])
    }
  })
})

describe('answer formats (questions written in the platform’s shapes)', () => {
  it('multi-answer "示例输出：ABC" joins letters; a comma asked for in words separates them', () => {
    const msq = '## 任务类型：处方审核\n角色定义：您是一位临床药师。请回答下列多选题，需要输出所有答案的选项，不需要输出其他内容。示例输出：ABC\n\n## 问题\n关于华法林，叙述正确的是()\nA.需监测INRB.与维生素K拮抗C.可通过胎盘D.起效迅速\n'
    expect(formatLetters('ABC', letters(msq))).toBe('ABC')
    expect(formatLetters('AC', letters("请选出所有正确答案，多个答案之间使用','分隔。\nA. 甲\nB. 乙\nC. 丙"))).toBe('A,C')
    expect(formatLetters('AC', letters('多个答案用顿号分隔。\nA. 甲\nB. 乙\nC. 丙'))).toBe('A、C')
  })

  it('a bracket in a lab value or "例如：CT检查" is not an answer example', () => {
    const q = '患者氧合指数（P/F比值）<200，例如：CT检查提示双肺渗出。请回答单选题，只输出选项字母。示例输出：A\nA. 甲\nB. 乙'
    expect(letters(q)).toEqual({ kind: 'letters', style: 'plain', separator: '' })
  })

  it('JSON asked for in any of the platform’s wordings; a JSON mention that asks nothing is text', () => {
    const asks = [
      '请从门诊病历中抽取字段，并以json格式输出，不要多余的解释。',
      '## 输出要求（严格遵守 JSON 格式）：\n{\n  "诊断": ""\n}',
      '## 任务：请判断CT报告中存在的问题，输出格式为：```json{"错误类型1": "修改建议1"}```。',
      '最终结果必须以标准 JSON 数组格式返回，不得包含任何额外说明。',
      '格式示例：\n"question": {"患者80岁…"},\n"answer":  {"预测结局": "未愈","理由": "…"}',
    ]
    for (const q of asks) expect([q, detectAnswerFormat(q, { choice: false }).kind]).toEqual([q, 'json'])
    const mentions = ['  "Content-Type": "application/json",\n请忽略以上配置。', '输入参数：adr_details (json, 必填): 不良反应事件描述']
    for (const q of mentions) expect([q, detectAnswerFormat(q, { choice: false }).kind]).toEqual([q, 'text'])
  })

  it('the JSON the model wrote: whole, fenced, or within prose; text kept when nothing parses', () => {
    expect(jsonAnswer('{"主诉": "咳嗽3天"}')).toBe('{"主诉": "咳嗽3天"}')
    expect(jsonAnswer('好的，结果如下：\n```json\n{"体温(℃)": "38.5"}\n```\n以上。')).toBe('{"体温(℃)": "38.5"}')
    expect(jsonAnswer('结构化结果：[{"类别": ["肝癌"], "边界框": [1, 2, 3, 4]}] 请参考。')).toBe('[{"类别": ["肝癌"], "边界框": [1, 2, 3, 4]}]')
    expect(jsonAnswer('说明{不是JSON} 然后 {"a": "含}的字符串"}')).toBe('{"a": "含}的字符串"}')
    expect(jsonAnswer('```json\n{"诊断": "肺炎",}\n```')).toBe('{"诊断": "肺炎",}')
    expect(jsonAnswer('无法给出')).toBe('无法给出')
    expect(jsonAnswer('  ')).toBe('')
  })
})

describe('the answer of one record', () => {
  const item = { type: 'single_choice' as const, options: { A: '阿司匹林', B: '华法林', C: '肝素', D: '氯吡格雷' } }
  const exam = '## 任务：请回答单项选择题，从问题选项中选出一个正确回答的序号，填写到<>中。\n\n## 题目：首选的抗凝药是 A. 肝素\nB. 阿司匹林\nC. 氯吡格雷\nD. 华法林'
  // This copy shows C, A, D, B at positions A–D.
  const order = ['C', 'A', 'D', 'B']
  const ok = (output: string, finishReason: string | null = 'stop') => ({ output, finishReason, errorClass: null })

  it('letters of this copy, in its format, the reasoning skipped', () => {
    expect(recordAnswer(item, exam, order, ok('<think>选项A肝素起效快……但题目问的是口服，应选D</think>\n\n答案：<D>'))).toEqual({ answer: '<D>', format: 'letters' })
    expect(recordAnswer(item, exam, order, ok('华法林'))).toEqual({ answer: '<D>', format: 'letters' })
  })

  it('no usable answer gives "" and says why', () => {
    expect(recordAnswer(item, exam, order, null)).toMatchObject({ answer: '', missing: 'not_run' })
    expect(recordAnswer(item, exam, order, { output: null, finishReason: null, errorClass: 'timeout' })).toMatchObject({ answer: '', missing: 'failed' })
    expect(recordAnswer(item, exam, order, ok('A和D都有可能，无法确定'))).toMatchObject({ answer: '', missing: 'no_answer' })
    expect(recordAnswer(item, exam, order, ok('<think>先看选项A……', 'length'))).toMatchObject({ answer: '', missing: 'no_answer' })
  })

  it('open items get the answer text without the reasoning; JSON items the JSON', () => {
    const open = { type: 'open_ended' as const }
    expect(recordAnswer(open, '请简要回答：慢阻肺如何预防急性加重？', [], ok('<think>要点：戒烟、疫苗</think>\n\n戒烟，接种流感疫苗。\n'))).toEqual({ answer: '戒烟，接种流感疫苗。', format: 'text' })
    expect(recordAnswer(open, '请以json格式输出。', [], ok('```json\n{"主诉": "咳嗽"}\n```'))).toEqual({ answer: '{"主诉": "咳嗽"}', format: 'json' })
  })
})
