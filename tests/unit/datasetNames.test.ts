// Source names shown in the bank view: file-derived names fold onto the dataset's own name; any other
// name is kept, so nobody's own dataset is renamed.
import { describe, expect, it } from 'vitest'
import { datasetName } from '../../src-main/core/datasetNames'

describe('datasetName', () => {
  it.each([
    ['kuake_qic_intent', 'KUAKE-QIC'],
    ['kuake_qic_100', 'KUAKE-QIC'],
    ['KUAKE-QIC', 'KUAKE-QIC'],
    ['med_dialog', 'Med-dialog'],
    ['med_dialog_100', 'Med-dialog'],
    ['cmexam_val_sample2000', 'CMExam'],
    ['cmexam', 'CMExam'],
    ['cmmlu_medical_test', 'CMMLU'],
    ['cmtmedqa_test', 'CMtMedQA'],
    ['cmb_clin_qa', 'CMB-Clin'],
    ['huatuo26m_test_sample2000', 'Huatuo-26M'],
    ['ＣＭＥｘａｍ', 'CMExam'],
    ['  MedBench ', 'MedBench'],
  ])('%s → %s', (raw, name) => {
    expect(datasetName(raw)).toBe(name)
  })

  it.each(['我院题库', 'hospital_test', 'cardiology_2024_v2', 'med', 'test', 'CMExamPlus', ''])('keeps %j as it is', (raw) => {
    expect(datasetName(raw)).toBe(raw)
  })
})
