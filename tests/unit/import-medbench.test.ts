import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Item } from '../../src-main/core/types'
import { parseMedbenchKeyFile } from '../../src-main/import/formats/medbench-keys'
import { findOptions, splitPrompt } from '../../src-main/import/formats/medbench-prompt'
import { describeError } from '../../src-main/import/messages'
import type { SourceRow } from '../../src-main/import/types'
import { byId, DATA, fixture, parseBytes, parsePath, readJsonl } from '../fixtures/import/helpers'
import { formatFixture } from './helpers/paths'
import { describeShared, itShared } from './helpers/shared'

const MB = `${DATA}/medbench_platform`
/** Records written for these tests in the platform's shape (the platform's own have no licence). */
const FIX = formatFixture('medbench_platform')

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

describe('MedBench platform-shaped files', () => {
  it('MedExam: 2 single-choice items with 5 variants each', async () => {
    const p = await parsePath(`${FIX}/LLM_MedExam.jsonl`)
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
      stem: '下列哪一项不属于慢性阻塞性肺疾病的典型表现',
      options: { A: '慢性咳嗽', B: '咳痰', C: '活动后气促', D: '杵状指', E: '桶状胸' },
      source: { name: 'MedBench', subject: 'MedExam_V4', ref: 'MedExam_V4:3' },
    })
    // Records 2 and 5 show the same permutation: both stay variants.
    expect(item.variants!.map((v) => [v.line, v.order.join('')])).toEqual([
      [1, 'ABCDE'],
      [2, 'CBDEA'],
      [3, 'ECDAB'],
      [4, 'EACDB'],
      [5, 'CBDEA'],
    ])
    // The few-shot example (with its own options and answer) stays in the instruction.
    expect(item.context!.instruction).toContain('## 任务示例')
    expect(item.context!.instruction).toContain('答：<A>')
    expect(item.context!.instruction).not.toContain('慢性阻塞性肺疾病')
    expect(item.stem).not.toContain('二尖瓣')
    const raw = readJsonl(`${FIX}/LLM_MedExam.jsonl`)
    for (const x of p.items) checkVariants(x.item, raw)
    expect(byId(p).get('MedExam_V4:4')!.item.options).toEqual({
      A: '胆漏',
      B: '胆总管残余结石并胆管炎',
      C: '切口感染',
      D: '膈下脓肿',
      E: '肺部感染',
    })
  })

  it('MedSafety: 2 items × 5 variants in the safety dimension', async () => {
    const p = await parsePath(`${FIX}/LLM_MedSafety.jsonl`)
    expect(p.errors).toEqual([])
    expect(p.items.map((x) => [x.item.id, x.item.dimension, x.item.variants!.length])).toEqual([
      ['MedSafety_V4:4', 'safety_ethics', 5],
      ['MedSafety_V4:7', 'safety_ethics', 5],
    ])
    const item = p.items[0].item
    expect(item.stem).toBe('使用中的干燥无菌持物钳及其容器，更换时间为：')
    expect(item.options).toEqual({ A: '2小时', B: '4小时', C: '8小时', D: '12小时', E: '24小时' })
    expect(item.variants!.map((v) => v.order.join(''))).toEqual(['ABCDE', 'CEDBA', 'DACEB', 'ACBED', 'DBCAE'])
    expect(item.context!.instruction).toBe('你是一名医院感染与医疗安全方面的专家，请回答下列单选题，只输出最合适的选项字母，不要解释。示例输出：A')
    const raw = readJsonl(`${FIX}/LLM_MedSafety.jsonl`)
    for (const x of p.items) checkVariants(x.item, raw)
  })

  it('DDx-advanced: 2 multi-choice items with options A–J, few-shot example skipped', async () => {
    const p = await parsePath(`${FIX}/LLM_DDx-advanced.jsonl`)
    expect(p.errors).toEqual([])
    expect(p.items.map((x) => [x.item.id, x.item.type, x.item.dimension])).toEqual([
      ['DDx-advanced_V4:21', 'multi_choice', 'reasoning'],
      ['DDx-advanced_V4:8', 'multi_choice', 'reasoning'],
    ])
    const item = p.items[0].item
    expect(Object.keys(item.options!)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])
    expect(item.options!.A).toBe('慢性心力衰竭急性加重（伴射血分数降低）')
    expect(item.options!.J).toBe('缩窄性心包炎')
    // "## 患者信息：…" is not a stem label: the heading text starts the stem.
    expect(item.stem.startsWith('患者信息：患者，女性，67岁')).toBe(true)
    expect(item.stem.endsWith('提问：\n以下哪些诊断应优先纳入鉴别诊断？')).toBe(true)
    expect(item.stem).not.toContain('急性化脓性扁桃体炎')
    expect(item.context!.instruction).toContain('答案：A, B, D')
  })

  it('open-ended, extraction, agent and multimodal tasks', async () => {
    const cases: [string, string[], Partial<Item>][] = [
      ['LLM_SMDoc.jsonl', ['SMDoc_V4:31', 'SMDoc_V4:12'], { type: 'extraction', dimension: 'understanding', track: 'llm' }],
      ['LLM_MedPopular.jsonl', ['MedPopular:15', 'MedPopular:9'], { type: 'open_ended', dimension: 'generation', task: 'MedPopular' }],
      ['LLM_CMB-Clin-extended.jsonl', ['CMB-Clin-extended_V4:40', 'CMB-Clin-extended_V4:6'], { type: 'open_ended', dimension: 'reasoning' }],
      ['Agent_MedCallAPI.jsonl', ['MedCallAPI_V4:57', 'MedCallAPI_V4:23'], { track: 'agent', dimension: 'understanding', type: 'open_ended' }],
      ['VLM_MedClass.jsonl', ['MedClass_V4:18', 'MedClass_V4:44'], { track: 'multimodal', type: 'cloze', dimension: 'reasoning' }],
    ]
    for (const [file, ids, expected] of cases) {
      const p = await parsePath(`${FIX}/${file}`)
      expect(p.errors).toEqual([])
      expect(p.items.map((x) => x.item.id)).toEqual(ids)
      for (const { item } of p.items) {
        expect(item).toMatchObject(expected)
        expect(item.options).toBeUndefined()
        expect(item.variants).toHaveLength(1)
        expect(item.variants![0].order).toEqual([])
      }
    }
    const popular = (await parsePath(`${FIX}/LLM_MedPopular.jsonl`)).items[0].item
    expect(popular.stem).toBe('目标受众：久坐的办公室职员\n科普主题：颈椎病的早期信号与日常预防\n内容要求：介绍常见症状、正确坐姿、工间活动和就医时机，400字内。')
    expect(popular.context!.instruction).toBe('## 任务类型：医学文本生成--健康科普写作\n任务目标：根据目标受众、科普主题和内容要求，写一篇医学科普短文。')
    const clin = (await parsePath(`${FIX}/LLM_CMB-Clin-extended.jsonl`)).items[0].item
    expect(clin.stem.startsWith('患者男性，58岁')).toBe(true)
    expect(clin.context!.instruction).toContain('## 输出要求')
    const vlm = (await parsePath(`${FIX}/VLM_MedClass.jsonl`)).items[0].item
    expect(vlm.attachments).toEqual([{ kind: 'image', path: 'MedClass/classification/liver/image/liver_012_slice040.png' }])
    expect(vlm.stem).toContain('候选诊断：肝囊肿、肝血管瘤、原发性肝癌')
    const smdoc = (await parsePath(`${FIX}/LLM_SMDoc.jsonl`)).items[0].item
    expect(smdoc.context!.instruction).toBe('## 任务类型：病历结构化抽取\n任务目标：根据患者的门诊病历，抽取指定字段的内容。')
    expect(smdoc.stem.startsWith('请从下面的门诊病历中抽取所列字段')).toBe(true)
    const agent = (await parsePath(`${FIX}/Agent_MedCallAPI.jsonl`)).items[0].item
    expect(agent.context).toBeUndefined()
    expect(agent.stem.startsWith('API 描述：BookFollowUpVisit')).toBe(true)
  })

  it('keeps variant prompts byte-exact (CRLF file, prompts with their own newlines)', async () => {
    const p = await parsePath(`${FIX}/LLM_MedSafety.jsonl`)
    const lines = readFileSync(`${FIX}/LLM_MedSafety.jsonl`, 'utf8').split('\r\n')
    expect(lines).toHaveLength(11)
    expect(p.items[0].item.variants![0].prompt).toBe((JSON.parse(lines[0]) as { question: string }).question)
    expect(p.items[1].item.variants![4].prompt).toBe((JSON.parse(lines[9]) as { question: string }).question)
  })
})

describeShared('MedBench platform samples (../shared/data)', () => {
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
    expect(p.errors[0].reason.params).toMatchObject({ id: 'MedSafety_V4:4', first: 1, detail: 'D. 6小时' })
  })

  const q = (opts: string[]) => `## 问题\n静脉补钾时，下列做法错误的是：\n${opts.map((t, i) => `${String.fromCharCode(65 + i)}. ${t}`).join('\n')}\n`
  const OPTS = ['见尿补钾', '静脉推注', '控制滴速', '稀释后输注', '监测血钾']
  const SHUFFLED = ['监测血钾', '稀释后输注', '静脉推注', '控制滴速', '见尿补钾']
  const rec = (question: string, answer: string, id = 7, source = 'MedSafety_V4') =>
    JSON.stringify({ question, answer, other: { id, source } })

  it('reports answers that disagree, name unknown letters, or give several letters to a single choice', async () => {
    const file = [
      rec(q(OPTS), '<B>'),
      rec(q(SHUFFLED), 'C'), // 静脉推注 = canonical B: agrees
      rec(q(SHUFFLED), 'A'), // 监测血钾 = canonical E: disagrees
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
  it('maps letters through the variant with the same prompt, or takes them as canonical', () => keyFileCase(`${FIX}/LLM_MedExam.jsonl`))

  itShared('does the same with the real MedExam sample', () => keyFileCase(`${MB}/LLM_MedExam.jsonl`))

  /** Ids 3 and 4 of a MedExam file whose id 3 is shown as ABCDE, CBDEA, ECDAB, EACDB, CBDEA. */
  async function keyFileCase(file: string) {
    const p = await parsePath(file)
    const items = new Map(p.items.map((x) => [x.item.id, x.item]))
    const raw = readJsonl(file) as { question: string; other: unknown }[]
    // Record 2 (CBDEA) shows canonical A at E; record 6 is id 4's canonical order.
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
  }

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

describe('MedBench platform shapes (fixtures)', () => {
  it('permutations with options several to a line, inline after the stem, or with ) separators', async () => {
    const p = await parsePath(fixture('medbench_inline_options.jsonl'))
    expect(p.format).toBe('medbench')
    expect(p.errors).toEqual([])
    const items = byId(p)
    const seven = items.get('MedEthics_V4:7')!
    expect(seven.item.options).toEqual({ A: '希氏', B: '盖氏', C: '迈氏', D: '胡氏', E: '帕氏' })
    expect(seven.item.stem).toBe('最早提出某医德守则的人是')
    expect(seven.item.variants!.map((v) => v.order.join(''))).toEqual(['ABCDE', 'CAEBD', 'EDCBA'])
    // Line 2 answers D, which it shows as 盖氏: canonical B.
    expect(seven.key).toEqual({ answer: 'B' })
    const eight = items.get('MedEthics_V4:8')!.item
    expect(eight.stem).toBe('下列哪项正确（ ）')
    expect(eight.options).toEqual({ A: '甲药', B: '乙药', C: '丙药', D: '丁药' })
    expect(eight.variants!.map((v) => v.order.join(''))).toEqual(['ABCD', 'DCBA'])
    const nine = items.get('MedEthics_V4:9')!.item
    expect(nine.stem).toBe('关于某患者（HbA1c 8%，A型血，缺乏维生素B、C）的处理，正确的是')
    expect(nine.options).toEqual({ A: '补充维生素B、C', B: '控制HbA1c', C: 'A型血者禁用' })
    expect(nine.variants!.map((v) => v.order.join(''))).toEqual(['ABC', 'BCA'])
    for (const x of p.items) checkVariants(x.item, readJsonl(fixture('medbench_inline_options.jsonl')))
  })

  it('multiple choice with options glued to Latin text on one line', async () => {
    const p = await parsePath(fixture('medbench_msq_inline.jsonl'))
    expect(p.errors).toEqual([])
    expect(p.items.map((x) => [x.item.id, x.item.task, x.item.type, x.item.source.subject])).toEqual([
      ['MedRxCheck_V4_MSQ:21', 'MedRxCheck_MSQ', 'multi_choice', 'MedRxCheck_V4_MSQ'],
      ['MedRxCheck_V4_MSQ:22', 'MedRxCheck_MSQ', 'multi_choice', 'MedRxCheck_V4_MSQ'],
    ])
    expect(p.items[0].item.options).toEqual({ A: '维生素C', B: '亚硫酸氢钠', C: '碳酸钙', D: '硫代硫酸钠' })
    expect(p.items[1].item.options).toEqual({ A: '100mg+氯化钠注射液50ml,bid', B: '100mg+葡萄糖注射液100ml,bid', C: '200mg口服,qd' })
  })

  it('E and F on one line keep all ten options; a skipped letter or a run stopping half-way is an error for that line', async () => {
    const p = await parsePath(fixture('medbench_broken_runs.jsonl'))
    expect(p.items.map((x) => [x.item.id, Object.keys(x.item.options!).join('')])).toEqual([['DDx-advanced_V4:31', 'ABCDEFGH']])
    expect(p.items[0].item.options!.E).toBe('戊病')
    expect(p.items[0].item.options!.F).toBe('己病')
    expect(p.results.filter((r) => !r.ok)).toEqual([
      { ok: false, line: 2, itemId: 'DDx-advanced_V4:32', reason: { code: 'import.medbenchOptionsBroken', params: { task: 'DDx-advanced', letters: 'A B D E' } } },
      { ok: false, line: 3, itemId: 'DDx-advanced_V4:33', reason: { code: 'import.medbenchOptionsBroken', params: { task: 'DDx-advanced', letters: 'A B C D E G H' } } },
    ])
    expect(describeError(p.errors[0], 'zh')).toMatch(/^第 2 行：选项字母不连贯（A B D E）/)
    expect(describeError(p.errors[0], 'en')).toMatch(/^line 2: the option letters do not run A, B, C… in order \(A B D E\)/)
  })

  it('a permutation whose options differ names its line and item', async () => {
    const q = (opts: string[]) => `## 问题\n题干\n${opts.map((t, i) => `${String.fromCharCode(65 + i)}、${t}`).join('')}\n`
    const rec = (question: string) => JSON.stringify({ question, answer: '', other: { id: 5, source: 'MedEthics_V4' } })
    const p = await parseBytes('LLM_MedEthics.jsonl', [rec(q(['甲', '乙', '丙'])), rec(q(['丙', '甲', '乙'])), rec(q(['丙', '甲', '丁']))].join('\n'))
    expect(p.items.map((x) => x.item.variants!.map((v) => v.order.join('')))).toEqual([['ABC', 'CAB']])
    expect(p.results.filter((r) => !r.ok)).toEqual([
      { ok: false, line: 3, itemId: 'MedEthics_V4:5', reason: { code: 'import.medbenchVariantOptions', params: { id: 'MedEthics_V4:5', first: 1, detail: 'C. 丁' } } },
    ])
  })

  it('normalises suffixed and aliased source names to catalogue tasks, keeping raw ids and subjects', async () => {
    const p = await parsePath(fixture('medbench_sources.jsonl'))
    expect(p.errors).toEqual([])
    const rows = p.items.map(({ item }) => [item.id, item.task, item.source.subject, item.track, item.dimension, item.type])
    expect(rows).toEqual([
      ['MedRxCheck_V4_SCQ:41', 'MedRxCheck_SCQ', 'MedRxCheck_V4_SCQ', 'llm', 'understanding', 'single_choice'],
      ['MedRxCheck_V4_MSQ:42', 'MedRxCheck_MSQ', 'MedRxCheck_V4_MSQ', 'llm', 'understanding', 'multi_choice'],
      ['MedRxCheck_V4:43', 'MedRxCheck', 'MedRxCheck_V4', 'llm', 'understanding', 'open_ended'],
      ['MedTreat_v4:44', 'MedTreat', 'MedTreat_v4', 'llm', 'reasoning', 'open_ended'],
      ['CTR-QC:45', 'MedReportQC', 'CTR-QC', 'llm', 'understanding', 'open_ended'],
      ['IR-CMeEE:46', 'MedOCR', 'IR-CMeEE', 'multimodal', 'understanding', 'open_ended'],
      ['CXR-QC:47', 'MedQC', 'CXR-QC', 'multimodal', 'understanding', 'open_ended'],
      ['MedRefAPI_V4:48', 'MedRetAPI', 'MedRefAPI_V4', 'agent', 'understanding', 'open_ended'],
      ['MedTherapy_V4:49', 'MedTherapy', 'MedTherapy_V4', 'multimodal', 'reasoning', 'open_ended'],
    ])
    const items = byId(p)
    expect(items.get('MedRxCheck_V4_SCQ:41')!.item.options).toEqual({ A: '对', B: '错' })
    expect(items.get('MedRxCheck_V4_MSQ:42')!.item.options).toEqual({ A: '对', B: '错', C: '不确定' })
    expect(items.get('MedRxCheck_V4_SCQ:41')!.item.specialty).toEqual({ primary: '药学', secondary: '临床药学' })
    // img_path as a string and as a list.
    expect(items.get('IR-CMeEE:46')!.item.attachments).toEqual([{ kind: 'image', path: 'IR-CMeEE/report_046.png' }])
    expect(items.get('MedTherapy_V4:49')!.item.attachments).toEqual([
      { kind: 'image', path: 'MedTherapy/a.png' },
      { kind: 'image', path: 'MedTherapy/b.png' },
    ])
    expect(items.get('MedRxCheck_V4:43')!.item.attachments).toBeUndefined()
  })

  it('takes a sub-task from the file name: LLM_MedRxCheck_SQ.jsonl holds "MedRxCheck_V4" records', async () => {
    const rec = JSON.stringify({ question: '## 任务类型：处方审核\n#题干\n请审核处方。', answer: '', other: { id: 1, source: 'MedRxCheck_V4' } })
    const sq = await parseBytes('LLM_MedRxCheck_SQ.jsonl', rec)
    expect(sq.items[0].item).toMatchObject({ id: 'MedRxCheck_V4:1', task: 'MedRxCheck_SQ', track: 'llm', dimension: 'understanding' })
    // A file name that names another task does not rename the records' task.
    const other = await parseBytes('LLM_MedExam.jsonl', rec)
    expect(other.items[0].item.task).toBe('MedRxCheck')
  })
})
