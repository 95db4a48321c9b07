import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { firstOptionPostprocess } from '../baselines/opencompass_first_option'

interface Case {
  id: string
  category: string
  lang: string
  options: Record<string, string>
  multi: boolean
  output: string
  expected: string
}

const cases: Case[] = readFileSync(fileURLToPath(new URL('../fixtures/extraction/cases.jsonl', import.meta.url)), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Case)

const GONAD = { A: '卵巢', B: '前庭大腺', C: '前庭球', D: '乳腺' }
const ASCITES = { A: '妇科检查', B: '腹部CT', C: '腹腔穿刺腹水检查', D: '腹部B超' }
const LUNG = { A: '肺炎球菌肺炎', B: '肺结核', C: '肺癌', D: '支气管扩张', E: '病毒性肺炎' }
const EN = { A: 'Ovary', B: "Bartholin's gland", C: 'Vestibular bulb', D: 'Breast' }

describe('extraction fixture', () => {
  it('has at least 220 cases with valid fields', () => {
    expect(cases.length).toBeGreaterThanOrEqual(220)
    const ids = new Set(cases.map((c) => c.id))
    expect(ids.size).toBe(cases.length)
    for (const c of cases) {
      expect(c.expected).toMatch(/^[A-Z]*$/)
      for (const l of c.expected) expect(Object.keys(c.options)).toContain(l)
      expect(typeof c.category).toBe('string')
    }
    const zh = cases.filter((c) => c.lang === 'zh').length / cases.length
    expect(zh).toBeGreaterThan(0.6)
    expect(zh).toBeLessThan(0.8)
  })

  it('beats OpenCompass first_option_postprocess by at least 15 points and reaches 97%', () => {
    const perCat = new Map<string, { n: number; ours: number; base: number }>()
    let ours = 0
    let base = 0
    const misses: string[] = []
    for (const c of cases) {
      const r = extractChoice(c.output, { options: c.options, multi: c.multi })
      const b = firstOptionPostprocess(c.output, Object.keys(c.options).sort().join(''))
      const ok = r.answer === c.expected
      const bok = b === c.expected
      if (ok) ours++
      else misses.push(`${c.id}: got ${JSON.stringify(r.answer)} (${r.rule}) expected ${JSON.stringify(c.expected)}`)
      if (bok) base++
      const row = perCat.get(c.category) ?? { n: 0, ours: 0, base: 0 }
      row.n++
      if (ok) row.ours++
      if (bok) row.base++
      perCat.set(c.category, row)
    }
    const pct = (x: number, n: number) => ((100 * x) / n).toFixed(1).padStart(6)
    const lines = [...perCat].sort((a, b) => a[0].localeCompare(b[0])).map(([cat, r]) => `${cat.padEnd(20)} ${String(r.n).padStart(4)} ${pct(r.ours, r.n)} ${pct(r.base, r.n)}`)
    console.log(
      [
        `extractChoice: ${ours}/${cases.length} = ${pct(ours, cases.length).trim()}%`,
        `OpenCompass first_option_postprocess: ${base}/${cases.length} = ${pct(base, cases.length).trim()}%`,
        `${'category'.padEnd(20)} ${'n'.padStart(4)} ${'ours%'.padStart(6)} ${'base%'.padStart(6)}`,
        ...lines,
        ...(misses.length ? ['misses:', ...misses] : []),
      ].join('\n'),
    )
    expect(ours / cases.length).toBeGreaterThanOrEqual(0.97)
    expect(ours / cases.length - base / cases.length).toBeGreaterThanOrEqual(0.15)
  })

  it('reports spans that are exact substrings of the output, and only letters of the options', () => {
    for (const c of cases) {
      const r = extractChoice(c.output, { options: c.options, multi: c.multi })
      expect(c.output.slice(r.start, r.end)).toBe(r.span)
      expect(r.answer).toBe([...new Set(r.answer)].sort().join(''))
      for (const l of r.answer) expect(Object.keys(c.options)).toContain(l)
      expect(r.rule.length).toBeGreaterThan(0)
    }
  })
})

describe('extractChoice on tricky outputs', () => {
  const check = (output: string, options: Record<string, string> | undefined, multi: boolean, answer: string, span: string, rule?: string) => {
    const r = extractChoice(output, { options, multi })
    expect(r.answer).toBe(answer)
    expect(r.span).toBe(span)
    expect(output.slice(r.start, r.end)).toBe(span)
    if (rule) expect(r.rule).toBe(rule)
  }

  it('reads the final statement, not the first capital letter', () => {
    check('A 错误，因为卵巢是性腺；C 也不对，前庭球不是腺体；所以选 B', GONAD, false, 'B', '所以选 B')
    check('排除A、C、D，答案为B', GONAD, false, 'B', '答案为B', 'cue')
    check('我一开始想选A，但仔细分析后，答案是D。', GONAD, false, 'D', '答案是D')
    check('正确答案为B（前庭大腺）——不，我说错了，正确答案是A。', GONAD, false, 'A', '答案是A')
    // The retracted statement is dropped; the correction names the option by its text.
    check('答案是A。等等，A不对，前庭大腺才是正确的。', GONAD, false, 'B', '前庭大腺才是正确', 'option_text_verdict')
    check('答案是A。等等，A不对。', GONAD, false, '', '', 'none')
  })

  it('ignores reasoning inside <think> blocks, closed or opened by the template', () => {
    check('<think>我觉得答案是A……不对</think>\n\n答案：C', GONAD, false, 'C', '答案：C')
    check('让我想想，应该选B？\n</think>\n最终答案：D', GONAD, false, 'D', '答案：D')
    check('<think>答案是D，耳后发际。', GONAD, false, '', '', 'think_unclosed')
  })

  it('never reads letters inside medical abbreviations and units', () => {
    check('患者NYHA Ⅲ级，CT示肺部占位，B超示肝大，HbA1c 7.2%，C反应蛋白升高，维生素B12正常。', GONAD, false, '', '', 'none')
    check('腹部B超和CT只能发现腹水，腹腔穿刺腹水检查最有价值。答案：C', ASCITES, false, 'C', '答案：C')
    check('ABO血型、IgA、HBeAg、DNA均与本题无关，A级证据支持选D。', GONAD, false, 'D', '选D')
  })

  it('reads MedBench, LaTeX and tag formats, full-width and lower case', () => {
    check('<B>', GONAD, false, 'B', '<B>', 'angle')
    check('<A, C>', GONAD, true, 'AC', '<A, C>', 'angle')
    check('A, C, D', GONAD, true, 'ACD', 'A, C, D', 'bare')
    check('答案：Ａ', GONAD, false, 'A', '答案：Ａ')
    check('The answer is (c).', EN, false, 'C', 'answer is (c)')
    check('Final answer: $\\boxed{D}$', EN, false, 'D', '\\boxed{D}', 'boxed')
    check('<answer>B</answer>', GONAD, false, 'B', '<answer>B', 'answer_tag')
    check('**答案**：**B. 前庭大腺**', GONAD, false, 'B', '答案**：**B')
  })

  it('maps an answer given as option text, preferring the longest option', () => {
    check('最可能的诊断是肺炎球菌肺炎。', LUNG, false, 'A', '诊断是肺炎球菌肺炎')
    check('三次X线均提示右肺中叶炎症，不能简单诊断为肺炎球菌肺炎，应首先考虑的诊断是肺癌。', LUNG, false, 'C', '诊断是肺癌')
    check('The female gonad is the ovary.', EN, false, 'A', 'is the ovary', 'option_text_cue')
  })

  it('handles multi-answer phrasings', () => {
    check('选项B和D都对', GONAD, true, 'BD', 'B和D都对', 'verdict')
    check('Both A and C are correct.', EN, true, 'AC', 'A and C are correct', 'verdict')
    check('A正确，B错误，C错误，D正确。', GONAD, true, 'AD', 'A正确，B错误，C错误，D正确', 'verdict')
  })

  it('returns every letter a single-choice answer asserts, and nothing for refusals', () => {
    check('答案：A、B', GONAD, false, 'AB', '答案：A、B')
    check('作为AI助手，我不能提供医疗建议，请咨询医生。', GONAD, false, '', '作为AI', 'refusal')
    check('I cannot answer this question.', EN, false, '', 'I cannot', 'refusal')
    check('不是A', GONAD, false, '', '', 'none')
    check('我不确定答案是A还是B。', GONAD, false, '', '答案是A还是B', 'hedged')
  })

  it('ignores letters outside the given options', () => {
    check('答案：E', GONAD, false, '', '', 'none')
    check('答案是F。不对，应该是B。', GONAD, false, 'B', '应该是B')
  })

  it('uses ten letters when no options are given', () => {
    check('答案：H', undefined, false, 'H', '答案：H')
    check('答案：K', undefined, false, '', '', 'none')
  })
})

describe('extractChoice robustness', () => {
  // Pieces that stress the rules; random concatenations must never throw, and spans stay exact.
  const pieces = ['答案', '：', 'A', 'B', 'c', '、', ',', ' ', '\n', '不是', '错误', '正确', '<', '>', '**', '|', '（', '）', 'CT', 'B超', '选', '因此', '<think>', '</think>', '\\boxed{', '}', '卵巢', 'The answer is', 'not', '。', 'Ａ']
  it('keeps invariants on 3,000 random outputs', () => {
    let seed = 12345
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    for (let k = 0; k < 3000; k++) {
      let out = ''
      const len = rand(30)
      for (let i = 0; i < len; i++) out += pieces[rand(pieces.length)]
      const r = extractChoice(out, { options: GONAD, multi: rand(2) === 1 })
      expect(out.slice(r.start, r.end)).toBe(r.span)
      expect(r.answer).toMatch(/^A?B?C?D?$/)
    }
  })

  it('stays linear on degenerate long outputs', () => {
    const t0 = performance.now()
    for (const s of [' '.repeat(50000) + 'B', '*'.repeat(40000) + 'B' + '*'.repeat(40000), '卵巢'.repeat(30000), Array(20000).fill('A').join('、'), ('不是' + ' '.repeat(100) + 'A').repeat(300)]) {
      extractChoice(s, { options: GONAD, multi: false })
    }
    expect(performance.now() - t0).toBeLessThan(2000)
  })
})

describe('OpenCompass baseline re-implementation', () => {
  it('reproduces upstream behaviour, quirks included', () => {
    expect(firstOptionPostprocess('答案是B', 'ABCD')).toBe('B')
    expect(firstOptionPostprocess('The answer is (C).', 'ABCD')).toBe('C')
    // The first matching pattern decides: the letter inside the reasoning wins.
    expect(firstOptionPostprocess('<think>答案是A</think>答案：B', 'ABCD')).toBe('A')
    // The first option letter (in options order) found in the whole match is returned.
    expect(firstOptionPostprocess('答案为 D，不是A', 'ABCD')).toBe('D')
    expect(firstOptionPostprocess('答案是：卵巢和B', 'ABCD')).toBe('B')
    // Cushion pattern: any option letter at all.
    expect(firstOptionPostprocess('患者CT示肺部占位', 'ABCD')).toBe('C')
    expect(firstOptionPostprocess('无法回答', 'ABCD')).toBe('')
  })
})
