import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Item } from '../../src-main/core/types'
import { parseMedbenchKeyFile } from '../../src-main/import/formats/medbench-keys'
import { findOptions, splitPrompt } from '../../src-main/import/formats/medbench-prompt'
import type { SourceRow } from '../../src-main/import/types'
import { byId, DATA, fixture, parseBytes, parsePath, readJsonl } from '../fixtures/import/helpers'

const MB = `${DATA}/medbench_platform`

/** The option text shown at presented position i must be canonical option order[i]. */
function checkVariants(item: Item, raw: Record<string, unknown>[]) {
  for (const v of item.variants!) {
    const rec = raw[v.line! - 1]
    expect(v.prompt).toBe(rec.question)
    const body = splitPrompt(v.prompt).body
    const found = findOptions(body)
    if (!found.ok) throw new Error(`no options in line ${v.line}`)
    const shown = found.block.options
    expect(shown.map((o) => o.letter)).toEqual(v.order.map((_, i) => String.fromCharCode(65 + i)))
    shown.forEach((o, i) => expect(item.options![v.order[i]]).toBe(o.text))
    expect([...v.order].sort()).toEqual(Object.keys(item.options!))
  }
}

describe('MedBench platform samples', () => {
  it('MedExam: 2 single-choice items with 5 variants each', async () => {
    const p = await parsePath(`${MB}/LLM_MedExam.jsonl`)
    expect(p.format).toBe('medbench')
    expect(p.errors).toEqual([])
    expect(p.items.map((x) => [x.item.id, x.item.type, x.item.variants!.length])).toEqual([
      ['MedExam_V4:3', 'single_choice', 5],
      ['MedExam_V4:4', 'single_choice', 5],
    ])
    const { item, key, line } = byId(p).get('MedExam_V4:3')!
    expect(line).toBe(1)
    expect(key).toBeUndefined()
    expect(item).toMatchObject({
      track: 'llm',
      dimension: 'knowledge_qa',
      task: 'MedExam',
      stem: '下列哪一项不是老年病的临床特点',
      options: { A: '临床表现不典型', B: '疾病发展缓慢', C: '多病共存', D: '单一病种', E: '发病方式独特' },
      // The raw source name is kept; the task is the catalogue's.
      source: { name: 'MedBench', subject: 'MedExam_V4', ref: 'MedExam_V4:3' },
    })
    expect(item.variants!.map((v) => [v.line, v.order.join('')])).toEqual([
      [1, 'ABCDE'],
      [2, 'CBDEA'],
      [3, 'ECDAB'],
      [4, 'EACDB'],
      [5, 'CBDEA'],
    ])
    // The few-shot example (with its own options and answer) stays in the instruction.
    expect(item.context!.instruction).toContain('## 任务示例')
    expect(item.context!.instruction).toContain('答：<E>')
    expect(item.context!.instruction).not.toContain('老年病')
    const raw = readJsonl(`${MB}/LLM_MedExam.jsonl`)
    for (const x of p.items) checkVariants(x.item, raw)
    expect(byId(p).get('MedExam_V4:4')!.item.options).toEqual({
      A: '小网膜囊积液',
      B: '盆腔脓肿',
      C: '肠间隙脓肿',
      D: '切口感染',
      E: '膈下脓肿',
    })
  })

  it('MedSafety: 2 items × 5 variants in the safety dimension', async () => {
    const p = await parsePath(`${MB}/LLM_MedSafety.jsonl`)
    expect(p.errors).toEqual([])
    expect(p.items.map((x) => [x.item.id, x.item.dimension, x.item.variants!.length])).toEqual([
      ['MedSafety_V4:4', 'safety_ethics', 5],
      ['MedSafety_V4:7', 'safety_ethics', 5],
    ])
    const item = p.items[0].item
    expect(item.stem).toBe('医疗膳食的留样时间至少为：')
    expect(item.options).toEqual({ A: '72小时', B: '48小时', C: '1周', D: '12小时', E: '24小时' })
    expect(item.variants!.map((v) => v.order.join(''))).toEqual(['ABCDE', 'CEDBA', 'DACEB', 'ACBED', 'DBCAE'])
    expect(item.context!.instruction).toBe(
      '你是一名医疗安全领域专家，请完成下列医疗安全单选题，只需要输出最适合的选项字母，不需要输出多余的解释。示例输出：A',
    )
    const raw = readJsonl(`${MB}/LLM_MedSafety.jsonl`)
    for (const x of p.items) checkVariants(x.item, raw)
  })

  it('DDx-advanced: 2 multi-choice items with options A–J, few-shot example skipped', async () => {
    const p = await parsePath(`${MB}/LLM_DDx-advanced.jsonl`)
    expect(p.errors).toEqual([])
    expect(p.items.map((x) => [x.item.id, x.item.type, x.item.dimension])).toEqual([
      ['DDx-advanced_V4:194', 'multi_choice', 'reasoning'],
      ['DDx-advanced_V4:16', 'multi_choice', 'reasoning'],
    ])
    const item = p.items[0].item
    expect(Object.keys(item.options!)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])
    expect(item.options!.A).toBe('四肢肌力下降待查（伴进行性四肢无力、肌肉萎缩）')
    expect(item.options!.J).toBe('重症肌无力')
    expect(item.stem.startsWith('患者信息：患者，男性，21岁')).toBe(true)
    expect(item.stem.endsWith('提问：\n以下哪些诊断应被优先考虑在鉴别诊断中？')).toBe(true)
    expect(item.stem).not.toContain('出血性胃炎')
    expect(item.context!.instruction).toContain('答案：A, C, E, G')
  })

  it('open-ended, extraction, agent and multimodal tasks', async () => {
    const cases: [string, string[], Partial<Item>][] = [
      ['LLM_SMDoc.jsonl', ['SMDoc_V4:65', 'SMDoc_V4:129'], { type: 'extraction', dimension: 'understanding', track: 'llm' }],
      ['LLM_MedPopular.jsonl', ['MedPopular:122', 'MedPopular:77'], { type: 'open_ended', dimension: 'generation', task: 'MedPopular' }],
      ['LLM_CMB-Clin-extended.jsonl', ['CMB-Clin-extended_V4:77', 'CMB-Clin-extended_V4:31'], { type: 'open_ended', dimension: 'reasoning' }],
      ['Agent_MedCallAPI.jsonl', ['MedCallAPI_V4:119', 'MedCallAPI_V4:41'], { track: 'agent', dimension: 'understanding', type: 'open_ended' }],
      ['VLM_MedClass.jsonl', ['MedClass_V4:95', 'MedClass_V4:132'], { track: 'multimodal', type: 'cloze', dimension: 'reasoning' }],
    ]
    for (const [file, ids, expected] of cases) {
      const p = await parsePath(`${MB}/${file}`)
      expect(p.errors).toEqual([])
      expect(p.items.map((x) => x.item.id)).toEqual(ids)
      for (const { item } of p.items) {
        expect(item).toMatchObject(expected)
        expect(item.options).toBeUndefined()
        expect(item.variants).toHaveLength(1)
        expect(item.variants![0].order).toEqual([])
      }
    }
    const popular = (await parsePath(`${MB}/LLM_MedPopular.jsonl`)).items[0].item
    expect(popular.stem).toBe('目标受众：压力大的现代人\n科普主题：识别压力信号及常用的自我减压方法\n内容要求：介绍呼吸放松、正念冥想、身体活动、社交支持等，500字内。')
    expect(popular.context!.instruction).toBe('## 任务类型：医学语言生成--医学科普内容生成\n任务目标：依据目标受众、科普主题和内容要求完成医学科普内容的生成。')
    const vlm = (await parsePath(`${MB}/VLM_MedClass.jsonl`)).items[0].item
    expect(vlm.attachments).toEqual([{ kind: 'image', path: 'MedClass/classification/pancreas/image/pancreas_037_slice027.png' }])
    expect(vlm.stem).toContain('候选诊断：胰腺囊性肿瘤、慢性胰腺炎、胰腺癌')
    const smdoc = (await parsePath(`${MB}/LLM_SMDoc.jsonl`)).items[0].item
    expect(smdoc.context!.instruction).toBe('## 任务类型：病历文本结构化\n任务目标：请基于输入的患者门诊病历信息，提取对应字段的内容。')
    expect(smdoc.stem.startsWith('请从以下门诊病历中提取指定的实体信息')).toBe(true)
    const agent = (await parsePath(`${MB}/Agent_MedCallAPI.jsonl`)).items[0].item
    expect(agent.context).toBeUndefined()
    expect(agent.stem.startsWith('API 描述：RequestPreoperativeBed')).toBe(true)
  })

  it('keeps variant prompts byte-exact (CRLF file, prompts with their own newlines)', async () => {
    const p = await parsePath(`${MB}/LLM_MedSafety.jsonl`)
    const lines = readFileSync(`${MB}/LLM_MedSafety.jsonl`, 'utf8').split('\r\n')
    expect(p.items[0].item.variants![0].prompt).toBe((JSON.parse(lines[0]) as { question: string }).question)
  })
})

describe('MedBench answers and bad permutations', () => {
  it('maps answers in presented letters to canonical letters and reports bad variants by line', async () => {
    const p = await parsePath(fixture('medbench_bad_variant.jsonl'))
    expect(p.items).toHaveLength(1)
    expect(p.items[0].key).toEqual({ answer: 'B' })
    expect(p.items[0].item.variants!.map((v) => [v.line, v.order.join('')])).toEqual([
      [1, 'ABCDE'],
      [2, 'CEDBA'],
      [4, 'DACEB'],
    ])
    expect(p.errors.map((e) => [e.line, e.reason.code])).toEqual([
      [3, 'import.medbenchVariantOptions'],
      [5, 'import.medbenchVariantStem'],
    ])
    expect(p.errors[0].reason.params).toMatchObject({ id: 'MedSafety_V4:4', first: 1, detail: 'D. 36小时' })
  })

  const q = (opts: string[]) => `## 问题\n肠外营养的禁忌证是：\n${opts.map((t, i) => `${String.fromCharCode(65 + i)}. ${t}`).join('\n')}\n`
  const OPTS = ['肠道功能正常', '严重肝功能衰竭', '轻度腹泻', '食欲下降', '吞咽困难']
  const SHUFFLED = ['吞咽困难', '食欲下降', '严重肝功能衰竭', '轻度腹泻', '肠道功能正常']
  const rec = (question: string, answer: string, id = 7, source = 'MedSafety_V4') =>
    JSON.stringify({ question, answer, other: { id, source } })

  it('reports answers that disagree, name unknown letters, or give several letters to a single choice', async () => {
    const file = [
      rec(q(OPTS), '<B>'),
      rec(q(SHUFFLED), 'C'), // 严重肝功能衰竭 = canonical B: agrees
      rec(q(SHUFFLED), 'A'), // 吞咽困难 = canonical E: disagrees
      rec(q(SHUFFLED), 'F'),
      rec(q(SHUFFLED), 'A, B'),
    ].join('\n')
    const p = await parseBytes('LLM_MedSafety.jsonl', file)
    expect(p.items[0].key).toEqual({ answer: 'B' })
    expect(p.errors.map((e) => [e.line, e.reason.code])).toEqual([
      [3, 'import.medbenchKeyConflict'],
      [4, 'import.answerUnknownLetter'],
      [5, 'import.singleChoiceManyAnswers'],
    ])
    expect(p.errors[0].reason.params).toEqual({ id: 'MedSafety_V4:7', a: 'B', b: 'E' })
  })

  it('reports a choice record without an option block, and records without other.id', async () => {
    const file = [rec('## 问题\n没有选项的题目\n', ''), JSON.stringify({ question: 'x', answer: '', other: {} })].join('\n')
    const p = await parseBytes('LLM_MedSafety.jsonl', file)
    expect(p.items).toEqual([])
    // Group errors come out when the group closes, so results are near, not strictly in, line order.
    expect([...p.errors].sort((a, b) => a.line - b.line)).toEqual([
      { line: 1, reason: { code: 'import.medbenchOptionsNotFound', params: { task: 'MedSafety' } } },
      { line: 2, reason: { code: 'import.missingField', params: { field: 'other.id' } } },
    ])
  })

  it('flags a group that comes back after leaving the open window as a duplicate id', async () => {
    const lines: string[] = []
    for (let id = 0; id < 70; id++) lines.push(rec(q(OPTS), '', id))
    lines.push(rec(q(SHUFFLED), '', 0))
    const p = await parseBytes('LLM_MedSafety.jsonl', lines.join('\n'))
    expect(p.items).toHaveLength(70)
    expect(p.errors).toEqual([{ line: 71, reason: { code: 'import.duplicateId', params: { id: 'MedSafety_V4:0', first: 1 } } }])
    // Interleaved permutations within the window are still grouped.
    const mixed = [rec(q(OPTS), '', 1), rec(q(OPTS), '', 2), rec(q(SHUFFLED), '', 1), rec(q(SHUFFLED), '', 2)].join('\n')
    const m = await parseBytes('LLM_MedSafety.jsonl', mixed)
    expect(m.errors).toEqual([])
    expect(m.items.map((x) => [x.item.id, x.item.variants!.map((v) => v.line)])).toEqual([
      ['MedSafety_V4:1', [1, 3]],
      ['MedSafety_V4:2', [2, 4]],
    ])
  })

  it('maps the presented answer of a filled open-ended record to a reference', async () => {
    const file = JSON.stringify({ question: '## 题干\n写一段科普', answer: '科普内容', other: { id: 1, source: 'MedPopular' } })
    const p = await parseBytes('LLM_MedPopular.jsonl', file)
    expect(p.items[0].key).toEqual({ reference: '科普内容' })
  })
})

describe('MedBench key file', () => {
  it('maps letters through the variant with the same prompt, or takes them as canonical', async () => {
    const p = await parsePath(`${MB}/LLM_MedExam.jsonl`)
    const items = new Map(p.items.map((x) => [x.item.id, x.item]))
    const raw = readJsonl(`${MB}/LLM_MedExam.jsonl`) as { question: string; other: unknown }[]
    // Record 2 of id 3 shows 临床表现不典型 (canonical A) at E; record 6 is id 4's canonical order.
    const keyRows: SourceRow[] = [
      { line: 1, fields: { other: raw[1].other, question: raw[1].question, answer: '<E>' } },
      { line: 2, fields: { other: raw[3].other, question: raw[3].question, answer: 'B' } }, // EACDB: B → A
      { line: 3, fields: { other: { id: 4, source: 'MedExam_V4' }, answer: 'B' } },
      { line: 4, fields: { other: { id: 4, source: 'MedExam_V4' }, question: 'no such prompt', answer: 'A' } },
      { line: 5, fields: { other: { id: 99, source: 'MedExam_V4' }, question: 'x', answer: 'A' } },
      { line: 6, fields: { other: { id: 3, source: 'MedExam_V4' }, answer: 'C' } },
      { line: 7, fields: { other: { id: 4, source: 'MedExam_V4' }, answer: 'Z' } },
      { line: 8, fields: { other: { id: 122, source: 'MedPopular' }, answer: '参考文本' } },
      { line: 9, fields: { other: { id: 5, source: 'MedExam_V4' }, answer: '' } },
    ]
    const { keys, errors } = await parseMedbenchKeyFile(keyRows, { lookup: (id) => items.get(id) })
    expect(Object.fromEntries(keys)).toEqual({
      'MedExam_V4:3': { answer: 'A' },
      'MedExam_V4:4': { answer: 'B' },
      'MedPopular:122': { reference: '参考文本' },
    })
    expect(errors.map((e) => [e.line, e.reason.code])).toEqual([
      [4, 'import.medbenchPromptUnknown'],
      [5, 'import.medbenchItemUnknown'],
      [6, 'import.medbenchKeyConflict'],
      [7, 'import.answerUnknownLetter'],
    ])
  })

  it('works without the bank for canonical letters, typed by the task catalogue', async () => {
    const { keys, errors } = await parseMedbenchKeyFile([
      { line: 1, fields: { other: { id: 1, source: 'DDx-advanced_V4' }, answer: 'A, C, E' } },
      { line: 2, fields: { other: { id: 2, source: 'MedSafety_V4' }, answer: 'AB' } },
      { line: 3, error: { code: 'import.badJson', params: { detail: 'x' } } },
    ])
    expect(Object.fromEntries(keys)).toEqual({ 'DDx-advanced_V4:1': { answer: 'ACE' } })
    expect(errors.map((e) => [e.line, e.reason.code])).toEqual([
      [2, 'import.singleChoiceManyAnswers'],
      [3, 'import.badJson'],
    ])
  })
})

describe('MedBench prompt parsing', () => {
  const ok = (body: string) => {
    const found = findOptions(body)
    if (!found.ok) throw new Error(`no options: ${found.seen.join(' ')}`)
    return found.block
  }

  it('finds an inline first option and full-width or 、 separators', () => {
    expect(ok('下列哪项正确（ ）A．甲\nB．乙\nC．丙')).toEqual({
      stem: '下列哪项正确（ ）',
      options: [
        { letter: 'A', text: '甲' },
        { letter: 'B', text: '乙' },
        { letter: 'C', text: '丙' },
      ],
    })
    expect(ok('题干\nA、甲\nB、乙\n\n请只输出字母')).toEqual({
      stem: '题干',
      options: [
        { letter: 'A', text: '甲' },
        { letter: 'B', text: '乙' },
      ],
      trailing: '请只输出字母',
    })
  })

  it('takes the last block, joins wrapped option lines, and refuses broken sequences', () => {
    const body = '例题\nA. 旧\nB. 旧\n\n真正的题干\nA. 第一\n  续行\nB. 第二'
    expect(ok(body)).toEqual({
      stem: '例题\nA. 旧\nB. 旧\n\n真正的题干',
      options: [
        { letter: 'A', text: '第一\n续行' },
        { letter: 'B', text: '第二' },
      ],
    })
    expect(findOptions('题干\nA. 甲\nC. 丙')).toEqual({ ok: false, seen: ['A', 'C'] })
    expect(findOptions('只有一个 A. 选项')).toEqual({ ok: false, seen: [] })
    expect(findOptions('B超示肝大\nCT示正常')).toEqual({ ok: false, seen: [] })
  })

  it('splits instruction and stem on the last non-instruction heading', () => {
    expect(splitPrompt('## 任务：做题\n\n## 任务示例：题目：例\nA.x\nB.y\n答：<A>\n\n## 题目：真题 A. 甲\nB. 乙')).toEqual({
      instruction: '## 任务：做题\n\n## 任务示例：题目：例\nA.x\nB.y\n答：<A>',
      body: '真题 A. 甲\nB. 乙',
    })
    expect(splitPrompt('没有标题的题目\r\n第二行')).toEqual({ body: '没有标题的题目\n第二行' })
    expect(splitPrompt('## 患者信息：男，21岁\n提问：诊断？')).toEqual({ body: '患者信息：男，21岁\n提问：诊断？' })
  })
})
