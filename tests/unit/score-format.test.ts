// The words and numbers the Reports › Score view shows: every score with its base, item sets and
// readings in words (zh and en), the hierarchy in reading order, seeds as typed, the exported file.
import { describe, expect, it } from 'vitest'
import {
  activeFilters,
  coverageNotes,
  exportDocument,
  exportFileName,
  filterWords,
  fmtCoverage,
  fmtInterval,
  fmtScore,
  fmtScoreWithCoverage,
  formRequest,
  groupName,
  itemSetWords,
  parseSeed,
  readingWords,
  rowLabel,
  sameRequest,
  scoreRows,
} from '../../src-renderer/src/scoreFormat'
import type { FamilySummary, ScoreNode, ScoreSummary } from '../../src-renderer/src/scoreFormat'

const node = (mean: number | null, nItems: number, nScored: number, nMissing: number, nUnscorable = 0): ScoreNode => ({
  mean,
  lo: mean === null ? null : Math.max(0, mean - 5),
  hi: mean === null ? null : Math.min(100, mean + 5),
  n: nScored + nMissing,
  nItems,
  nScored,
  nMissing,
  nUnscorable,
})

// Two tracks, the arrays in the service's (sorted-key) order, which is not reading order.
const family: FamilySummary = {
  family: 'accuracy',
  overall: node(40, 60, 20, 40),
  byTrack: [
    { track: 'agent', ...node(30, 10, 5, 5) },
    { track: 'llm', ...node(50, 50, 15, 35) },
  ],
  byDimension: [
    { track: 'agent', dimension: 'reasoning', ...node(30, 10, 5, 5) },
    { track: 'llm', dimension: 'knowledge_qa', ...node(60, 30, 10, 20) },
    { track: 'llm', dimension: 'understanding', ...node(40, 20, 5, 15) },
  ],
  byTask: [
    { track: 'agent', dimension: 'reasoning', task: 'MedCOT', ...node(30, 10, 5, 5) },
    { track: 'llm', dimension: 'knowledge_qa', task: '', ...node(70, 10, 5, 5) },
    { track: 'llm', dimension: 'knowledge_qa', task: 'MedExam', ...node(50, 20, 5, 15) },
    { track: 'llm', dimension: 'understanding', task: 'KUAKE-QIC', ...node(40, 20, 5, 15) },
  ],
  bySpecialty: [],
  bySource: [],
}

describe('scores with their base', () => {
  it('formats a score and its interval with one decimal, and says when there is none', () => {
    expect(fmtScore(32.456)).toBe('32.5')
    expect(fmtScore(0)).toBe('0.0')
    expect(fmtScore(100)).toBe('100.0')
    expect(fmtScore(null)).toBe('—')
    expect(fmtInterval(28.06, 36.94)).toBe('[28.1, 36.9]')
    expect(fmtInterval(null, null)).toBe('')
  })

  it('puts the coverage beside the number, in zh and en', () => {
    const n = node(32.5, 40, 12, 28)
    expect(fmtScoreWithCoverage(n, 'zh')).toBe('32.5（已计分 12/40，未作答 28）')
    expect(fmtScoreWithCoverage(n, 'en')).toBe('32.5 (scored 12/40, unanswered 28)')
    const u = node(null, 1500, 0, 1497, 3)
    expect(fmtCoverage(u, 'zh')).toBe('已计分 0/1,500，未作答 1,497，无法计分 3')
    expect(fmtCoverage(u, 'en')).toBe('scored 0/1,500, unanswered 1,497, unscorable 3')
  })

  it('says what unanswered and unscorable items did to the number, per reading', () => {
    const n = node(32.5, 40, 11, 28, 1)
    expect(coverageNotes(n, 'all', 'zh')).toEqual(['未作答 28 题按 0 分', '无法计分 1 题未计入'])
    expect(coverageNotes(n, 'answered-only', 'zh')).toEqual(['未计入未作答的 28 题', '无法计分 1 题未计入'])
    expect(coverageNotes(n, 'all', 'en')).toEqual(['28 unanswered counted as 0', '1 unscorable left out'])
    expect(coverageNotes(node(80, 10, 10, 0), 'all', 'zh')).toEqual([])
  })
})

describe('item sets and readings in words', () => {
  it('names filters with their labels, facets in toolbar order, and the search', () => {
    const filters = { type: ['single_choice'], dimension: ['knowledge_qa', 'understanding'], source: ['KUAKE-QIC'], status: [] }
    expect(filterWords(filters, ' 心包 ', 'zh')).toBe('维度：医学知识问答、医学语言理解；题型：单选题；来源：KUAKE-QIC；搜索“心包”')
    expect(filterWords(filters, null, 'en')).toBe('Dimension: Medical knowledge QA, Medical language understanding; Type: Single choice; Source: KUAKE-QIC')
    expect(filterWords({}, '', 'zh')).toBe('')
    expect(filterWords({ track: [] }, undefined, 'en')).toBe('')
  })

  it('states the whole bank or the filter, with the count', () => {
    expect(itemSetWords({ whole: true, filters: {}, search: null }, 1552, 'zh')).toBe('整个题库（1,552 题）')
    expect(itemSetWords({ whole: true, filters: {}, search: null }, 1552, 'en')).toBe('the whole bank (1,552 items)')
    expect(itemSetWords({ whole: false, filters: { track: ['llm'] }, search: '贫血' }, 12, 'zh')).toBe('筛选 赛道：大语言模型；搜索“贫血”（12 题）')
    expect(itemSetWords({ whole: false, filters: { track: ['llm'] }, search: null }, 12, 'en')).toBe('filtered by Track: LLM (12 items)')
  })

  it('names the other reading as such', () => {
    expect(readingWords('all', 'zh')).toBe('全部题目计分，未作答的按 0 分计')
    expect(readingWords('answered-only', 'zh')).toContain('另一种读法')
    expect(readingWords('answered-only', 'en')).toContain('the other reading')
  })
})

describe('the hierarchy as rows', () => {
  it('lists overall, then each track with its dimensions and their tasks', () => {
    const rows = scoreRows(family)
    expect(rows.map((r) => `${r.level}:${r.key}`)).toEqual([
      'overall:',
      'track:agent',
      'dimension:agent/reasoning',
      'task:agent/reasoning/MedCOT',
      'track:llm',
      'dimension:llm/knowledge_qa',
      'task:llm/knowledge_qa/',
      'task:llm/knowledge_qa/MedExam',
      'dimension:llm/understanding',
      'task:llm/understanding/KUAKE-QIC',
    ])
    expect(rows[7].node.nItems).toBe(20)
  })

  it('labels rows in the UI language; an empty name says so', () => {
    const rows = scoreRows(family)
    expect(rows.map((r) => rowLabel(r, 'zh')).slice(0, 3)).toEqual(['总体', '智能体', '复杂医学推理'])
    expect(rowLabel(rows[5], 'en')).toBe('Medical knowledge QA')
    expect(rowLabel(rows[6], 'zh')).toBe('（未指定）')
    expect(groupName('  ', 'en')).toBe('(none)')
    expect(groupName('心内科', 'en')).toBe('心内科')
  })
})

describe('the form as a request', () => {
  const bank = { filters: { dimension: ['knowledge_qa'], type: [] }, search: ' 心包 ' }
  const form = { file: { name: 'answers.jsonl', size: 1234 }, setMode: 'whole' as const, answeredOnly: false, seedText: '20240601' }

  it('reads seeds as typed: whole numbers only', () => {
    expect(parseSeed('20240601')).toBe(20240601)
    expect(parseSeed(' 7 ')).toBe(7)
    expect(parseSeed('0')).toBe(0)
    for (const bad of ['', '-1', '1.5', '1e3', 'abc', '99999999999999999']) expect(parseSeed(bad)).toBeNull()
  })

  it('takes the bank view filters only when asked, and only those with values', () => {
    expect(activeFilters(bank.filters)).toEqual({ dimension: ['knowledge_qa'] })
    expect(formRequest(form, bank)).toEqual({ file: { name: 'answers.jsonl', bytes: 1234 }, filters: {}, search: null, answeredOnly: false, seed: 20240601 })
    expect(formRequest({ ...form, setMode: 'bankView' }, bank)).toMatchObject({ filters: { dimension: ['knowledge_qa'] }, search: '心包' })
    expect(formRequest({ ...form, file: null }, bank)).toBeNull()
    expect(formRequest({ ...form, seedText: 'x' }, bank)).toBeNull()
  })

  it('knows when the form no longer describes the result', () => {
    const a = formRequest(form, bank)
    expect(sameRequest(a, formRequest(form, bank))).toBe(true)
    expect(sameRequest(a, formRequest({ ...form, answeredOnly: true }, bank))).toBe(false)
    expect(sameRequest(a, formRequest({ ...form, seedText: '1' }, bank))).toBe(false)
    // With the whole bank chosen, the bank view's filters do not matter.
    expect(sameRequest(a, formRequest(form, { filters: { track: ['llm'] }, search: '' }))).toBe(true)
    const v = formRequest({ ...form, setMode: 'bankView' }, bank)
    expect(sameRequest(v, formRequest({ ...form, setMode: 'bankView' }, { ...bank, search: '贫血' }))).toBe(false)
    expect(sameRequest(a, null)).toBe(false)
  })
})

describe('the exported file', () => {
  const summary: ScoreSummary = {
    itemSet: { whole: true, filters: {}, search: null },
    reading: 'all',
    nItems: 60,
    nResponses: 22,
    nMissing: 40,
    nScored: 20,
    nUnscorable: 0,
    nIgnoredResponses: 2,
    accuracy: family,
    lexical: null,
    scorers: [{ name: 'choice.exact', version: 1 }],
    method: {
      scale: 100,
      seed: 7,
      resamples: 1000,
      level: 0.95,
      hierarchy: 'task=mean(items); dimension=mean(tasks); track=mean(dimensions); overall=mean(tracks)',
      bootstrap: 'percentile; items resampled within each task for the hierarchy, within the group for specialty/source',
    },
    problems: [{ zh: 'a.jsonl:3: 题库中没有题目“x”，未计分', en: 'a.jsonl:3: item "x" is not in the bank; not scored' }],
  }

  it('carries the summary unchanged, with what produced it', () => {
    const request = { file: { name: 'a.jsonl', bytes: 99 }, filters: {}, search: null, answeredOnly: false, seed: 7 }
    const app = { version: '0.1.0', bankPath: '/b/demo.db', keysPath: '/b/demo.keys.db', items: 60, demo: true }
    const doc = exportDocument(summary, { request, scoredAt: '2026-11-30T20:41:00.000Z', exportedAt: '2026-11-30T20:42:00.000Z', app })
    const back = JSON.parse(JSON.stringify(doc))
    expect(back.summary).toEqual(summary)
    expect(back.request).toEqual({ filters: {}, search: null, answeredOnly: false, seed: 7 })
    expect(back.responses).toEqual({ name: 'a.jsonl', bytes: 99 })
    expect(back.bank).toEqual({ path: '/b/demo.db', keysPath: '/b/demo.keys.db', items: 60, demo: true })
    expect(back.kind).toBe('medbench-studio.score-summary')
    expect(exportDocument(summary, { request, scoredAt: '', exportedAt: '', app: null }).bank).toBeNull()
  })

  it('names the file after the responses and the local time', () => {
    const at = new Date(2026, 10, 30, 9, 5)
    expect(exportFileName('answers.jsonl', at)).toBe('medbench-score-answers-20261130-0905.json')
    expect(exportFileName('模型 回答/v2.jsonl', at)).toBe('medbench-score-模型_回答_v2-20261130-0905.json')
    expect(exportFileName('.jsonl', at)).toBe('medbench-score-responses-20261130-0905.json')
  })
})
