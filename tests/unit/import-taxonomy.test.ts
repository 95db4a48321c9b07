import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DIMENSIONS, ITEM_TYPES, TRACKS } from '../../src-main/core/types'
import { isKnownSpecialty, normalizeSpecialty } from '../../src-main/import/specialty'
import { DEFAULT_TAXONOMY, medbenchTask, resolveTaxonomy, SPECIALTIES } from '../../src-main/import/taxonomy'
import type { FormatName } from '../../src-main/import/types'
import { parseBytes, parsePath } from '../fixtures/import/helpers'
import { formatFixture } from './helpers/paths'

describe('specialty list', () => {
  it('has 24 primary and 91 secondary specialties, no repeats within a primary', () => {
    expect(Object.keys(SPECIALTIES)).toHaveLength(24)
    expect(Object.values(SPECIALTIES).flat()).toHaveLength(91)
    for (const secondaries of Object.values(SPECIALTIES)) expect(new Set(secondaries).size).toBe(secondaries.length)
  })
})

describe('default taxonomy', () => {
  it('is plain JSON and only names known specialties, tracks, dimensions and types', () => {
    expect(JSON.parse(JSON.stringify(DEFAULT_TAXONOMY))).toEqual(DEFAULT_TAXONOMY)
    for (const [key, t] of Object.entries(DEFAULT_TAXONOMY)) {
      expect(key).toMatch(/^[^:]+:.+$/)
      if (t.primary) expect(Object.keys(SPECIALTIES), key).toContain(t.primary)
      if (t.secondary) expect(SPECIALTIES[t.primary!], key).toContain(t.secondary)
      if (t.track) expect(TRACKS).toContain(t.track)
      if (t.dimension) expect(DIMENSIONS).toContain(t.dimension)
      if (t.type) expect(ITEM_TYPES).toContain(t.type)
    }
  })

  it('maps all ten CMMLU medical subjects', () => {
    const subjects = ['anatomy', 'clinical_knowledge', 'college_medicine', 'college_medical_statistics', 'genetics', 'human_sexuality', 'nutrition', 'professional_medicine', 'traditional_chinese_medicine', 'virology']
    for (const s of subjects) expect(resolveTaxonomy(DEFAULT_TAXONOMY, 'CMMLU', s).exact, s).toBe(true)
    expect(resolveTaxonomy(DEFAULT_TAXONOMY, 'CMMLU', 'anatomy')).toMatchObject({ primary: '基础医学', secondary: '人体解剖学', dimension: 'knowledge_qa' })
    expect(resolveTaxonomy(DEFAULT_TAXONOMY, 'CMMLU', 'college_medical_statistics')).toMatchObject({ primary: '预防医学', secondary: '医学统计学' })
  })

  it('covers the MedBench task catalogue (DESIGN §8) with the catalogue dimensions', () => {
    const catalogue: Record<string, string[]> = {
      knowledge_qa: ['MedExam', 'MedHC', 'MedMC', 'MedSpeQA', 'MedLitQA', 'MedPsychCare', 'MedPsychQA', 'MedRehab', 'MedRxPlan', 'MedHG'],
      understanding: ['SMDoc', 'MedInsureCalc', 'MedReportQC', 'MedRxCheck', 'MedChartQC', 'MedPathQC', 'MedInsureCheck', 'MedSynonym', 'MedTerm'],
      generation: ['MedExplain', 'MedSummary', 'MedRecordGen', 'MedPopular', 'MedTeach'],
      reasoning: ['DDx-advanced', 'CMB-Clin-extended', 'MedDiag', 'MedDiffer', 'MedCare', 'MedPrimary', 'MedTreat', 'MedAnalysis', 'MedPHM', 'MedOutcome'],
      safety_ethics: ['MedSafety', 'MedEthics'],
    }
    for (const [dimension, tasks] of Object.entries(catalogue)) {
      for (const task of tasks) {
        const t = resolveTaxonomy(DEFAULT_TAXONOMY, 'MedBench', task)
        expect(t.exact, task).toBe(true)
        expect([task, t.track, t.dimension]).toEqual([task, 'llm', dimension])
      }
    }
    const agent = ['MedCOT', 'MedDecomp', 'MedPathPlan', 'MedReflect', 'MedCallAPI', 'MedRetAPI', 'MedDBOps', 'MedIntentID', 'MedRoleAdapt', 'MedLongConv', 'MedLongQA', 'MedShield', 'MedDefend']
    for (const task of agent) expect(resolveTaxonomy(DEFAULT_TAXONOMY, 'MedBench', task).track, task).toBe('agent')
    expect(resolveTaxonomy(DEFAULT_TAXONOMY, 'MedBench', 'MedShield').dimension).toBe('safety_ethics')
    const types = (task: string) => resolveTaxonomy(DEFAULT_TAXONOMY, 'MedBench', task).type
    expect(['MedExam', 'MedSafety', 'MedEthics', 'MedRxCheck_SCQ'].map(types)).toEqual(Array(4).fill('single_choice'))
    expect(['DDx-advanced', 'MedRxCheck_MSQ'].map(types)).toEqual(['multi_choice', 'multi_choice'])
    expect(['SMDoc', 'MedInsureCalc', 'MedClass', 'MedTeach', 'Unheard'].map(types)).toEqual(['extraction', 'extraction', 'cloze', 'open_ended', 'open_ended'])
  })
})

describe('resolveTaxonomy', () => {
  const mapping = {
    '*:*': { track: 'llm' as const, dimension: 'knowledge_qa' as const, primary: '临床医学', secondary: '综合' },
    'S:*': { dimension: 'reasoning' as const, primary: '内科学', secondary: '心血管内科' },
    'S:a': { secondary: '呼吸内科' },
    'S:b': { primary: '外科学' },
  }

  it('merges *:* ← <source>:* ← <source>:<subject>', () => {
    expect(resolveTaxonomy(mapping, 'S', 'a')).toEqual({ track: 'llm', dimension: 'reasoning', primary: '内科学', secondary: '呼吸内科', exact: true })
    // A subject naming its own primary does not inherit the source's secondary.
    expect(resolveTaxonomy(mapping, 'S', 'b')).toEqual({ track: 'llm', dimension: 'reasoning', primary: '外科学', exact: true })
    expect(resolveTaxonomy(mapping, 'S', 'zzz')).toEqual({ track: 'llm', dimension: 'reasoning', primary: '内科学', secondary: '心血管内科', exact: false })
    expect(resolveTaxonomy(mapping, 'Other', 'a')).toEqual({ track: 'llm', dimension: 'knowledge_qa', primary: '临床医学', secondary: '综合', exact: false })
    expect(resolveTaxonomy(mapping, 'S', 'nan').exact).toBe(false)
    expect(resolveTaxonomy({}, 'S', 'a')).toMatchObject({ track: 'llm', dimension: 'knowledge_qa', primary: '临床医学' })
  })

  it('drives the adapters: an edited mapping changes imported items', async () => {
    const taxonomy = { ...DEFAULT_TAXONOMY, 'CMMLU:anatomy': { primary: '外科学', secondary: '骨科', dimension: 'understanding' as const } }
    const p = await parsePath(formatFixture('cmmlu_dev_sample.jsonl'), { taxonomy })
    const anatomy = p.items.find((x) => x.item.source.subject === 'anatomy')!.item
    expect(anatomy.specialty).toEqual({ primary: '外科学', secondary: '骨科' })
    expect(anatomy.dimension).toBe('understanding')
    const genetics = p.items.find((x) => x.item.source.subject === 'genetics')!.item
    expect(genetics.specialty).toEqual({ primary: '基础医学', secondary: '医学遗传学' })
  })
})

describe('MedBench task names', () => {
  it('drops version tags, keeps sub-tasks, follows aliases, and fixes the case of known tasks', () => {
    const cases: [string, string][] = [
      ['MedExam_V4', 'MedExam'],
      ['MedTreat_v4', 'MedTreat'],
      ['MedRxCheck_V4_SCQ', 'MedRxCheck_SCQ'],
      ['MedRxCheck_V4_MSQ', 'MedRxCheck_MSQ'],
      ['MedRxCheck_v4_sq', 'MedRxCheck_SQ'],
      ['MedRxCheck_V4', 'MedRxCheck'],
      ['CTR-QC', 'MedReportQC'],
      ['IR-CMeEE', 'MedOCR'],
      ['CXR-QC', 'MedQC'],
      ['cxr-qc_V5', 'MedQC'],
      ['MedRefAPI_V4', 'MedRetAPI'],
      ['medexam', 'MedExam'],
      ['MedPopular', 'MedPopular'],
      ['SomethingNew_V7', 'SomethingNew'],
    ]
    for (const [source, task] of cases) expect(medbenchTask(source), source).toBe(task)
  })

  it('maps the task of every one of the platform\'s 62 question files, on the track its file name says', () => {
    // The platform's file names (LLM_/Agent_/VLM_<task>.jsonl): the names only, no records.
    const files: Record<string, string[]> = {
      llm: ['CMB-Clin-extended', 'DDx-advanced', 'MedAnalysis', 'MedCare', 'MedChartQC', 'MedDiag', 'MedDiffer', 'MedEthics', 'MedExam', 'MedExplain', 'MedHC', 'MedHG', 'MedInsureCalc', 'MedInsureCheck', 'MedLitQA', 'MedMC', 'MedOutcome', 'MedPHM', 'MedPathQC', 'MedPopular', 'MedPrimary', 'MedPsychCare', 'MedPsychQA', 'MedRecordGen', 'MedRehab', 'MedReportQC', 'MedRxCheck_MSQ', 'MedRxCheck_SCQ', 'MedRxCheck_SQ', 'MedRxPlan', 'MedSafety', 'MedSpeQA', 'MedSummary', 'MedSynonym', 'MedTeach', 'MedTerm', 'MedTreat', 'SMDoc'],
      agent: ['MedCOT', 'MedCallAPI', 'MedCollab', 'MedDBOps', 'MedDecomp', 'MedDefend', 'MedIntentID', 'MedLongConv', 'MedLongQA', 'MedPathPlan', 'MedReflect', 'MedRetAPI', 'MedRoleAdapt', 'MedShield'],
      multimodal: ['MedClass', 'MedCourse', 'MedDetect', 'MedDiffDx', 'MedGen', 'MedOCR', 'MedQC', 'MedSeqIm', 'MedTherapy', 'MedVQA'],
    }
    expect(Object.values(files).flat()).toHaveLength(62)
    for (const [track, tasks] of Object.entries(files)) {
      for (const task of tasks) {
        const t = resolveTaxonomy(DEFAULT_TAXONOMY, 'MedBench', task)
        expect([task, t.exact, t.track]).toEqual([task, true, track])
        expect(t.type, task).toBeDefined()
      }
    }
    const t = (task: string) => resolveTaxonomy(DEFAULT_TAXONOMY, 'MedBench', task)
    expect(['MedCourse', 'MedDiffDx', 'MedSeqIm', 'MedTherapy', 'MedCollab'].map((x) => t(x).dimension)).toEqual(Array(5).fill('reasoning'))
    expect(t('MedGen').dimension).toBe('generation')
    expect(t('MedRxCheck_SQ')).toMatchObject({ dimension: 'understanding', type: 'open_ended', primary: '药学' })
    expect(t('MedIntentID').type).toBe('cloze')
  })
})

describe('specialty names', () => {
  it('places department names on the 24/91 list', () => {
    const cases: [string, string | undefined, { primary: string; secondary?: string }][] = [
      ['内科', undefined, { primary: '内科学' }],
      ['内科学', undefined, { primary: '内科学' }],
      ['外科', undefined, { primary: '外科学' }],
      ['皮肤科', undefined, { primary: '皮肤性病学', secondary: '皮肤科' }],
      ['皮肤性病科', undefined, { primary: '皮肤性病学' }],
      ['皮肤性病学', undefined, { primary: '皮肤性病学' }],
      ['儿科', undefined, { primary: '儿科学' }],
      ['妇产科', undefined, { primary: '妇产科学' }],
      ['心内科', undefined, { primary: '内科学', secondary: '心血管内科' }],
      ['心血管内科', undefined, { primary: '内科学', secondary: '心血管内科' }],
      ['眼科', undefined, { primary: '眼科学', secondary: '眼科' }],
      ['普外科', undefined, { primary: '外科学', secondary: '普通外科' }],
      ['神经内科', undefined, { primary: '神经病学', secondary: '神经内科' }],
      [' 口腔科 ', undefined, { primary: '口腔医学' }],
      ['内科', '心内科', { primary: '内科学', secondary: '心血管内科' }],
      ['内科学', '呼吸内科', { primary: '内科学', secondary: '呼吸内科' }],
      ['儿科', '儿科', { primary: '儿科学' }],
    ]
    for (const [name, secondary, expected] of cases) expect(normalizeSpecialty(name, secondary), `${name}/${secondary}`).toEqual(expected)
  })

  it('keeps names it does not know as given, never dropping them', () => {
    expect(normalizeSpecialty('航天医学科')).toEqual({ primary: '航天医学科' })
    expect(normalizeSpecialty('内科', '特需门诊')).toEqual({ primary: '内科学', secondary: '特需门诊' })
    // A secondary name that belongs to another primary is kept as the source wrote it, not moved.
    expect(normalizeSpecialty('外科', '呼吸内科')).toEqual({ primary: '外科学', secondary: '呼吸内科' })
    expect(isKnownSpecialty('航天医学科')).toBe(false)
    expect(isKnownSpecialty('皮肤科')).toBe(true)
  })

  it('every alias lands on the list', () => {
    for (const name of ['内科', '外科', '儿科', '妇产科', '心内科', '呼吸科', '男科', '五官科', '耳鼻喉科', '急诊科', '放射科', '检验科', '病理科', '中医科', '针灸科', '营养科', 'ICU', '心理科', '肿瘤科', '麻醉科', '康复科', '全科']) {
      const s = normalizeSpecialty(name)
      expect(Object.keys(SPECIALTIES), name).toContain(s.primary)
      if (s.secondary) expect(SPECIALTIES[s.primary], name).toContain(s.secondary)
    }
  })

  it('CMtMedQA: a known finer department wins, an unmapped one is kept', async () => {
    const row = (id: string, cate1: string, cate2: string) =>
      JSON.stringify({ id, cate1, cate2, instruction: '医生你好', input: '', output: '你好', history: [] })
    const p = await parseBytes('cmtmedqa.jsonl', [row('1', '内科', '风湿免疫'), row('2', '航天科', '失重反应'), row('3', '儿科', '小儿综合')].join('\n'), { format: 'cmtmedqa' })
    expect(p.errors).toEqual([])
    expect(p.items.map((x) => x.item.specialty)).toEqual([
      { primary: '内科学', secondary: '风湿免疫科' },
      { primary: '航天科' },
      { primary: '儿科学', secondary: '儿内科' },
    ])
  })
})

describe('the demo bank', () => {
  it('imports with specialties from the list and dataset names as sources', async () => {
    const dir = fileURLToPath(new URL('../../resources/demo/', import.meta.url))
    const manifest = JSON.parse(readFileSync(`${dir}manifest.json`, 'utf8')) as { file: string; format: FormatName | 'auto'; mapping?: Record<string, string> }[]
    const sources = new Set<string>()
    let items = 0
    for (const e of manifest) {
      const p = await parsePath(`${dir}${e.file}`, { format: e.format, mapping: e.mapping ?? {} })
      expect(p.errors, e.file).toEqual([])
      for (const { item } of p.items) {
        items++
        sources.add(item.source.name)
        expect(Object.keys(SPECIALTIES), `${item.id} ${item.specialty.primary}`).toContain(item.specialty.primary)
        if (item.specialty.secondary) expect(SPECIALTIES[item.specialty.primary], item.id).toContain(item.specialty.secondary)
      }
    }
    expect(items).toBe(208 + 1144 + 100 + 100)
    expect([...sources].sort()).toEqual(['CMB-Clin', 'CMtMedQA', 'KUAKE-QIC', 'Med-dialog'])
  })
})
