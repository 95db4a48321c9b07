import { describe, expect, it } from 'vitest'
import { DIMENSIONS, ITEM_TYPES, TRACKS } from '../../src-main/core/types'
import { DEFAULT_TAXONOMY, resolveTaxonomy, SPECIALTIES } from '../../src-main/import/taxonomy'
import { parsePath } from '../fixtures/import/helpers'
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
