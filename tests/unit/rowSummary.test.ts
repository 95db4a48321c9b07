// The row summary that tells apart items whose stems repeat: CMB-Clin's questions carry their case,
// CMtMedQA's dialogues their first question and length. Run on the demo bank's verbatim CMB-Clin and
// CMtMedQA files (resources/demo) through the real importers, and on items written here.
import { describe, expect, it } from 'vitest'
import { summarizeItem } from '../../src-main/core/rowSummary'
import type { Item } from '../../src-main/core/types'
import { parsePath } from '../fixtures/import/helpers'
import { demoFile } from './helpers/paths'

const base: Item = {
  id: 't:1',
  track: 'llm',
  dimension: 'reasoning',
  specialty: { primary: '临床医学' },
  type: 'open_ended',
  task: 'Cases',
  stem: '该患者最可能的诊断是什么？',
  source: { name: 'Cases' },
}

describe('summarizeItem', () => {
  it('gives CMB-Clin questions their case title, so repeated questions differ', async () => {
    const p = await parsePath(demoFile('cmb_clin_qa.jsonl'))
    const same = p.items.filter((x) => x.item.stem === '简述本例病人的治疗原则。')
    expect(same.length).toBe(28)
    const summaries = same.map((x) => summarizeItem(x.item))
    for (const s of summaries) expect(s?.kind).toBe('case')
    const texts = summaries.map((s) => (s?.kind === 'case' ? s.text : ''))
    // Titles repeat only where the file itself has two cases of one disease.
    expect(new Set(texts).size).toBeGreaterThan(same.length * 0.9)
    const hernia = p.items.find((x) => x.item.id === 'cmb-clin:0:1')!
    expect(summarizeItem(hernia.item)).toEqual({ kind: 'case', text: '腹外疝' })
    // "胆道疾病 案例分析-胆管扩张": the chapter is dropped, the case kept.
    const withChapter = p.items.find((x) => x.item.source.subject === '胆道疾病 案例分析-胆管扩张')!
    expect(summarizeItem(withChapter.item)).toEqual({ kind: 'case', text: '胆管扩张' })
  })

  it('gives CMtMedQA dialogues their first patient question and the number of rounds', async () => {
    const p = await parsePath(demoFile('cmtmedqa_test.jsonl'))
    const x = p.items.find((r) => r.item.id === 'cmtmedqa:j4219')!
    const s = summarizeItem(x.item)
    expect(s).toMatchObject({ kind: 'dialogue', turns: x.item.context!.history!.length / 2 + 1 })
    expect(s?.kind === 'dialogue' && s.first.startsWith('医生，我得了恶性乳腺癌中期')).toBe(true)
    // The stem is the last turn; the summary is what the stem is not.
    expect(x.item.stem).toBe('我知道了，谢谢医生的解答。')
    // Every dialogue with earlier turns is summarised; the safety prompts (no history) are not.
    for (const { item } of p.items) {
      const hist = item.context?.history ?? []
      const got = summarizeItem(item)
      if (hist.length === 0) expect(got).toBeNull()
      else expect(got).toEqual({ kind: 'dialogue', first: expect.any(String), turns: hist.length / 2 + 1 })
    }
  })

  it('uses the case opening, past its headings, when the source names no case', () => {
    const item: Item = { ...base, context: { case: '现病史\n（1）病史摘要\n     患者，女，63岁，反复胸痛2年。\n体格检查\nBP 150/90mmHg' } }
    expect(summarizeItem(item)).toEqual({ kind: 'case', text: '患者，女，63岁，反复胸痛2年。 体格检查 BP 150/90mmHg' })
  })

  it('does not take a subject that only repeats the task for a case title', () => {
    const item: Item = { ...base, task: 'Cases/cardio', source: { name: 'Cases', subject: 'cardio' }, context: { case: '患者，男，50岁，胸痛3小时。' } }
    expect(summarizeItem(item)).toEqual({ kind: 'case', text: '患者，男，50岁，胸痛3小时。' })
  })

  it('clips long text to 120 characters on one line', () => {
    const long = '患者'.repeat(100)
    const s = summarizeItem({ ...base, context: { history: [{ role: 'user', text: `  ${long}\n` }, { role: 'assistant', text: '好' }] } })
    expect(s?.kind).toBe('dialogue')
    const first = s?.kind === 'dialogue' ? s.first : ''
    expect([...first]).toHaveLength(120)
    expect(first.endsWith('…')).toBe(true)
    expect(s).toMatchObject({ turns: 2 })
  })

  it('summarises nothing for a plain question', () => {
    expect(summarizeItem(base)).toBeNull()
    expect(summarizeItem({ ...base, context: { instruction: '请回答下列问题' } })).toBeNull()
  })
})
