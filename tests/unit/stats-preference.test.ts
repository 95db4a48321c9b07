// Judge checks on pairwise preference sets: the core (core/stats/preference.ts) on synthetic units
// with answers worked out by hand (agreement with unparsable verdicts and tie references, Cohen's
// kappa, position bias, swap consistency, length bias, categories below the overall figure, the
// human ceiling), the reader's three shapes and refusals (file and line, both languages), one
// operation for the CLI and the web host, and, where ../shared/data exists, the figures SOURCES.md
// quotes for PandaLM's test set and LLMBar reproduced to 3 decimals through `medbench preference`.
import { afterAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import iconv from 'iconv-lite'
import { preferenceReport, type Preference, type PreferenceUnit } from '../../src-main/core/stats/preference'
import { readPreferenceFile } from '../../src-main/services/calibration/preferenceFile'
import { MbError, renderMsg } from '../../src-main/core/messages'
import { dispatchOp, type OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { noBank } from '../../src-main/hosts/cli/context'
import { runCliAs as cli } from './helpers/cliRun'
import { tempDir } from './helpers/paths'
import { describeShared, hasSharedData, sharedFile } from './helpers/shared'

const dir = tempDir('medbench-preference-')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const P = (v: Preference | null) => v
type J = { verdict: Preference | null; swapped?: Preference | null }
const unit = (id: string, gold: Preference | null, lengths: [number, number] | null, judges: Record<string, J>, extra: Partial<PreferenceUnit> = {}): PreferenceUnit => ({
  id,
  lengths,
  humans: [],
  ...(gold === null ? {} : { gold }),
  judges: Object.entries(judges).map(([name, j]) => ({ name, ...j })),
  ...extra,
})

/** Every number anywhere in the report is finite: undefined figures are null, never NaN. */
function noNaN(v: unknown, where = 'report'): void {
  if (typeof v === 'number') expect(Number.isFinite(v), where).toBe(true)
  else if (Array.isArray(v)) v.forEach((x, i) => noNaN(x, `${where}[${i}]`))
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) noNaN(x, `${where}.${k}`)
}

describe('one judge against gold labels, worked by hand', () => {
  // u1 right both ways; u2 names the first-shown both times; u3 the second-shown both times; u4 wrong
  // both ways (equal lengths); u5 a tie reference the judge calls a tie, then 1 when swapped; u6
  // unparsable in the original order.
  const units = [
    unit('u1', '1', [10, 5], { J: { verdict: '1', swapped: '1' }, K: { verdict: '1' } }),
    unit('u2', '2', [3, 8], { J: { verdict: '1', swapped: '2' }, K: { verdict: '1' } }),
    unit('u3', '2', [4, 9], { J: { verdict: '2', swapped: '1' }, K: { verdict: '2' } }),
    unit('u4', '1', [7, 7], { J: { verdict: '2', swapped: '2' }, K: { verdict: null } }),
    unit('u5', 'tie', [5, 6], { J: { verdict: 'tie', swapped: '1' }, K: { verdict: '2' } }),
    unit('u6', '2', [2, 12], { J: { verdict: null, swapped: '2' }, K: { verdict: '2' } }),
  ]
  const r = preferenceReport(units, { bootstrap: { resamples: 200, seed: 5 } })
  const j = r.judges[0]

  it('agreement counts unparsable verdicts as misses and ties as a label; the variants say their n', () => {
    expect(r.reference).toMatchObject({ units: 6, gold: 6, human_majority: 0, no_majority: 0, no_labels: 0, tie: 1, decisive: 5 })
    expect(r.reference.first_share).toEqual({ value: 2 / 5, n: 5 })
    expect(r.reference.longer_share).toEqual({ value: 1, n: 4 })
    expect(j).toMatchObject({ judge: 'J', n: 6, unparsable: 1, no_reference: 0, tie_reference: 1 })
    expect(j.agreement).toMatchObject({ value: 3 / 6, n: 6 })
    expect(j.agreement_parsed).toEqual({ value: 3 / 5, n: 5 })
    expect(j.agreement_decisive).toEqual({ value: 2 / 5, n: 5 })
    // No spellings given: the as-recorded figure is undefined, with its reason.
    expect(j.agreement_recorded).toEqual({ value: null, n: 0, undefinedReason: 'not-recorded' })
    // (ref, verdict): (1,1) (2,1) (2,2) (1,2) (tie,tie): p_o = 3/5, p_e = (2·2 + 2·2 + 1·1)/25 = 9/25.
    expect(j.kappa.value).toBeCloseTo((3 / 5 - 9 / 25) / (1 - 9 / 25), 12)
    expect(j.kappa.n).toBe(5)
    for (const s of [j.agreement, j.kappa]) {
      expect(s.lo as number).toBeLessThanOrEqual(s.value as number)
      expect(s.hi as number).toBeGreaterThanOrEqual(s.value as number)
    }
  })

  it('position: first-shown is response 1 in the original run and response 2 in the swapped one', () => {
    // Original run decisive: u1 1, u2 1, u3 2, u4 2 → 2 of 4 first. Swapped (mapped back): u1 1, u2 2,
    // u3 1, u4 2, u5 1, u6 2 → first-shown (2) 3 of 6. Together 5 of 10.
    expect(j.position.first_share).toMatchObject({ value: 5 / 10, n: 10 })
    expect(j.position.first_share_original).toEqual({ value: 2 / 4, n: 4 })
    expect(j.position.reference_first_share).toEqual({ value: 2 / 5, n: 5 })
    // Both runs parsed on u1–u5; same verdict on u1, u4; of the three that changed, u2 followed the
    // first-shown, u3 the second-shown, u5 (a tie, then 1) neither.
    expect(j.position).toMatchObject({ swapped_units: 6, swap_unparsable: 1, inconsistent: 3 })
    expect(j.position.swap_consistency).toMatchObject({ value: 2 / 5, n: 5 })
    expect(j.position.inconsistent_first).toEqual({ value: 1 / 3, n: 3 })
    expect(j.position.inconsistent_second).toEqual({ value: 1 / 3, n: 3 })
  })

  it('length: judge and reference on the same units (both decisive, lengths different)', () => {
    // u1 (longer 1; judge 1, gold 1), u2 (longer 2; judge 1, gold 2), u3 (longer 2; judge 2, gold 2);
    // u4 equal lengths, u5 a tie reference, u6 unparsable.
    expect(j.length).toMatchObject({ n: 3, equal_length: 1, no_lengths: 0 })
    expect(j.length.judge_longer_share).toEqual({ value: 2 / 3, n: 3 })
    expect(j.length.reference_longer_share).toEqual({ value: 1, n: 3 })
    expect(j.length.difference.value).toBeCloseTo(-1 / 3, 12)
  })

  it('a judge never run swapped: swap figures null with their reason, never NaN', () => {
    const k = r.judges[1]
    expect(k).toMatchObject({ judge: 'K', n: 6, unparsable: 1 })
    // u1 hit, u2 miss, u3 hit, u4 unparsable, u5 2 vs tie, u6 hit.
    expect(k.agreement.value).toBe(3 / 6)
    expect(k.position.swapped_units).toBe(0)
    expect(k.position.swap_consistency).toEqual({ value: null, n: 0, undefinedReason: 'no-swapped-verdicts', lo: null, hi: null })
    expect(k.position.inconsistent_first.undefinedReason).toBe('no-swapped-verdicts')
    // Decisive: u1 1, u2 1, u3 2, u5 2, u6 2 → 2 of 5 name the first-shown.
    expect(k.position.first_share).toMatchObject({ value: 2 / 5, n: 5 })
    expect(r.humans.fleiss_kappa).toEqual({ value: null, n: 0, undefinedReason: 'too-few-raters' })
    expect(k.agreement_leave_one_out.undefinedReason).toBe('too-few-raters')
    noNaN(r)
  })

  it('the same seed gives the same intervals, another seed other ones', () => {
    const again = preferenceReport(units, { bootstrap: { resamples: 200, seed: 5 } })
    const other = preferenceReport(units, { bootstrap: { resamples: 200, seed: 6 } })
    expect(again).toEqual(r)
    expect(other.judges[0].agreement.value).toBe(j.agreement.value)
    expect([other.judges[0].kappa.lo, other.judges[0].kappa.hi, other.judges[0].agreement.lo]).not.toEqual([j.kappa.lo, j.kappa.hi, j.agreement.lo])
  })
})

describe('humans: majority reference, splits, the ceiling', () => {
  const H = (...h: (Preference | null)[]) => ({ humans: h })
  const units = [
    unit('h1', null, null, { J: { verdict: '1' } }, H('1', '1', '1')),
    unit('h2', null, null, { J: { verdict: '1' } }, H('1', '2', 'tie')),
    unit('h3', null, null, { J: { verdict: '2' } }, H('tie', 'tie', '2')),
    unit('h4', null, null, { J: { verdict: '2' } }, H('2', '2', '1')),
    unit('h5', null, null, { J: { verdict: null } }, H('2', null, '2')),
  ]
  const r = preferenceReport(units, { annotators: ['A', 'B', 'C'], bootstrap: { resamples: 100 } })
  const j = r.judges[0]

  it('a split unit has no reference and is counted, a tie majority is a reference', () => {
    expect(r.reference).toMatchObject({ gold: 0, human_majority: 4, no_majority: 1, no_labels: 0, tie: 1, decisive: 3 })
    expect(j).toMatchObject({ n: 5, unparsable: 1, no_reference: 1, tie_reference: 1 })
    expect(j.agreement).toMatchObject({ value: 2 / 4, n: 4 })
    expect(j.agreement_parsed).toEqual({ value: 2 / 3, n: 3 })
    expect(j.agreement_decisive).toEqual({ value: 2 / 3, n: 3 })
    expect(j.length).toMatchObject({ n: 0, no_lengths: 2 })
    expect(j.length.difference.undefinedReason).toBe('no-length-difference')
  })

  it("Fleiss' kappa (Gwet's generalisation: h5 has two labels), pairwise Cohen's kappa, the leave-one-out ceiling", () => {
    const h = r.humans
    expect(h.annotators).toEqual(['A', 'B', 'C'])
    expect(h.units).toBe(5)
    expect(h.fleiss_generalized).toBe(true)
    // p_a = (1 + 0 + 1/3 + 1/3 + 1)/5; π = (1/3, 7/15, 1/5) for 1, 2, tie; p_e = 83/225.
    const pa = (1 + 0 + 1 / 3 + 1 / 3 + 1) / 5
    const pe = 83 / 225
    expect(h.fleiss_kappa.value).toBeCloseTo((pa - pe) / (1 - pe), 12)
    // A/B: 4 units, p_o 3/4, p_e 5/16; A/C: 5 units, 2/5, 9/25; B/C: 4 units, 1/4, 5/16.
    const k = (po: number, pe: number) => (po - pe) / (1 - pe)
    const want = [k(3 / 4, 5 / 16), k(2 / 5, 9 / 25), k(1 / 4, 5 / 16)]
    expect(h.pairwise.map((p) => [p.a, p.b, p.n])).toEqual([['A', 'B', 4], ['A', 'C', 5], ['B', 'C', 4]])
    h.pairwise.forEach((p, i) => expect(p.kappa.value).toBeCloseTo(want[i], 12))
    expect(h.mean_pairwise_kappa.value).toBeCloseTo(want.reduce((s, v) => s + v, 0) / 3, 12)
    // Each against the majority of the other two: A 2/2 (3 units without one), B 1/1, C 2/4.
    expect(h.per_annotator).toEqual([
      { annotator: 'A', n: 2, no_reference: 3, agreement: { value: 1, n: 2 } },
      { annotator: 'B', n: 1, no_reference: 3, agreement: { value: 1, n: 1 } },
      { annotator: 'C', n: 4, no_reference: 1, agreement: { value: 0.5, n: 4 } },
    ])
    expect(h.ceiling.value).toBeCloseTo(2.5 / 3, 12)
    expect(h.ceiling.n).toBe(4)
    // The judge on the very same references: against A's 1/2, B's 1/1, C's 2/4.
    expect(j.agreement_leave_one_out.value).toBeCloseTo((0.5 + 1 + 0.5) / 3, 12)
    noNaN(r)
  })
})

describe('categories: calibration that holds overall but fails within one', () => {
  it('flags the category whose whole interval lies below the overall figure, and only that one', () => {
    const units: PreferenceUnit[] = []
    const add = (cat: string, right: number, wrong: number) => {
      for (let i = 0; i < right + wrong; i++) units.push(unit(`${cat}${i}`, '1', [5, 4], { J: { verdict: i < right ? '1' : '2' } }, { category: cat }))
    }
    add('内科', 40, 0)
    add('儿科', 0, 10)
    add('外科', 8, 2)
    // A category whose humans split: no reference, no interval, no flag.
    units.push(unit('x', null, [1, 2], { J: { verdict: '1' } }, { category: '急诊', humans: [P('1'), P('2')] }))
    const r = preferenceReport(units, { bootstrap: { resamples: 300, seed: 2 } })
    const j = r.judges[0]
    expect(j.agreement.value).toBe(48 / 60)
    const cats = Object.fromEntries(j.categories.map((c) => [c.category, c]))
    expect(Object.keys(cats)).toEqual(['内科', '儿科', '外科', '急诊'])
    expect(cats['内科']).toMatchObject({ n: 40, below_overall: false, agreement: { value: 1, lo: 1, hi: 1 } })
    expect(cats['儿科']).toMatchObject({ n: 10, below_overall: true, agreement: { value: 0, lo: 0, hi: 0 } })
    expect(cats['外科']).toMatchObject({ n: 10, below_overall: false, agreement: { value: 0.8 } })
    expect(cats['急诊']).toEqual({ category: '急诊', n: 0, below_overall: null, agreement: { value: null, n: 0, undefinedReason: 'no-reference', lo: null, hi: null } })
  })

  it('bad units are refused, naming the unit', () => {
    expect(() => preferenceReport([unit('a', '1', [1, 2], { J: { verdict: 'A' as Preference } })])).toThrow(/unit 1 \(a\): J\.verdict is "A"/)
    expect(() => preferenceReport([unit('a', '1', [1, 2], {}), unit('a', '2', [1, 2], {})])).toThrow(/unit 2: the id a repeats unit 1/)
    expect(() => preferenceReport([unit('a', '1', [1, -2], {})])).toThrow(/lengths must be two non-negative integers/)
  })
})

const write = (name: string, text: string, enc: 'utf8' | 'gbk' | 'bom' = 'utf8') => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, enc === 'gbk' ? iconv.encode(text, 'gbk') : enc === 'bom' ? '\uFEFF' + text : text)
  return file
}
const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\r\n') + '\r\n'

async function preference(args: string[]) {
  const r = await cli(['preference', ...args, '--json'])
  if (r.code !== 0) throw new Error(r.err.join('\n'))
  expect(r.out).toHaveLength(1)
  return JSON.parse(r.out[0])
}

describe('the reader: three shapes, encodings, refusals by file and line', () => {
  const pandalm = [
    { idx: 0, motivation_app: 'Gmail', response1: '短', response2: '长一些的回答', annotator1: 2, annotator2: 2, annotator3: 0, 'judge_gpt-3.5-turbo': { gpt_result: '2', gpt_reason: '…' }, 'judge_pandalm-7b': { pandalm_result: 2 } },
    { idx: 1, motivation_app: 'Gmail', response1: 'a', response2: 'bb', annotator1: 0, annotator2: 0, annotator3: 1, 'judge_gpt-3.5-turbo': { gpt_result: 'Tie' }, 'judge_pandalm-7b': { pandalm_result: 0 } },
    { idx: 2, motivation_app: 'IMDB', response1: true, response2: 'True.', annotator1: 1, annotator2: 1, annotator3: 1, 'judge_gpt-3.5-turbo': { gpt_result: 'garbage' }, 'judge_pandalm-7b': { pandalm_result: 1 } },
    { idx: 3, motivation_app: 'IMDB', response1: 'x', annotator1: 1, annotator2: 2, annotator3: 0, 'judge_gpt-3.5-turbo': { gpt_reason: 'no verdict field' }, 'judge_pandalm-7b': { pandalm_result: 1 } },
  ]

  it('PandaLM style (GBK, CRLF, a blank line): ties spelled "Tie" agree when mapped, not as recorded; garbage is unparsable', async () => {
    const file = write('pandalm.jsonl', jsonl(pandalm.slice(0, 2)) + '\r\n' + jsonl(pandalm.slice(2)), 'gbk')
    const r = await preference(['--file', file, '--bootstrap', '50'])
    expect(r).toMatchObject({ file: 'pandalm.jsonl', lines: 4, shapes: { pandalm: 4, llmbar: 0, generic: 0 } })
    expect(r.skipped).toEqual({ blank_lines: 1, judge_without_verdict: 1, no_response_texts: 1, missing_human_labels: 0 })
    expect(r.report.humans.annotators).toEqual(['annotator1', 'annotator2', 'annotator3'])
    expect(r.report.reference).toMatchObject({ human_majority: 3, no_majority: 1, tie: 1 })
    const [gpt, panda] = r.report.judges
    expect(gpt).toMatchObject({ judge: 'gpt-3.5-turbo', n: 3, unparsable: 1, no_reference: 0 })
    expect(gpt.agreement).toMatchObject({ value: 2 / 3, n: 3 })
    expect(gpt.agreement_recorded).toEqual({ value: 1 / 3, n: 3 })
    expect(panda).toMatchObject({ judge: 'pandalm-7b', n: 4, no_reference: 1 })
    expect(panda.agreement).toMatchObject({ value: 1, n: 3 })
    expect(panda.agreement_recorded).toEqual({ value: 1, n: 3 })
    // Lengths are characters: 短 vs 长一些的回答 (1 vs 6); a bare `true` counts as its text.
    expect(panda.length).toMatchObject({ n: 2, no_lengths: 0 })
    expect(panda.length.judge_longer_share).toEqual({ value: 1 / 2, n: 2 })
    expect(r.report.judges[0].categories.map((c: { category: string }) => c.category)).toEqual(['Gmail', 'IMDB'])
  })

  it('LLMBar style: the gold label, swap = False as the verdict and swap = True as the swapped verdict', async () => {
    const rows = [
      { input: 'q', output_1: 'long answer', output_2: 'short', label: 1, subset: 'Natural', index: 0, judge_results: { 'GPT-4/Vanilla': { winners: { 'swap = False': '1', 'swap = True': '2' } } } },
      { input: 'q', output_1: 'a', output_2: 'bbb', label: 2, subset: 'Adversarial/GPTInst', index: 0, judge_results: { 'GPT-4/Vanilla': { winners: { 'swap = False': '2', 'swap = True': '2' } } } },
    ]
    const r = await preference(['--file', write('llmbar.jsonl', jsonl(rows), 'bom'), '--bootstrap', '20'])
    expect(r.shapes.llmbar).toBe(2)
    expect(r.report.reference).toMatchObject({ gold: 2, human_majority: 0 })
    const j = r.report.judges[0]
    expect(j.agreement).toMatchObject({ value: 1, n: 2 })
    expect(j.position).toMatchObject({ swapped_units: 2, inconsistent: 1, swap_consistency: { value: 0.5, n: 2 }, inconsistent_first: { value: 1, n: 1 } })
    expect(j.categories.map((c: { category: string }) => c.category)).toEqual(['Natural', 'Adversarial/GPTInst'])
  })

  it('generic shape: humans as a list or by name, judges as a verdict or {verdict, swapped}', () => {
    const f = readPreferenceFile('g.jsonl', Buffer.from(jsonl([
      { id: 'a', response1: '甲', response2: '乙乙', humans: ['1', '1', 'tie'], judges: { m: '1', n: { verdict: 'B', swapped: 'A' } }, category: '心内科' },
      { id: 'b', response1: 'x', response2: 'y', gold: 'tie', judges: { m: '平局' } },
    ])))
    expect(f.shapes.generic).toBe(2)
    expect(f.units[0]).toMatchObject({ id: 'a', category: '心内科', lengths: [1, 2], humans: ['1', '1', 'tie'], judges: [{ name: 'm', verdict: '1' }, { name: 'n', verdict: '2', swapped: '1' }] })
    expect(f.units[1]).toMatchObject({ id: 'b', gold: 'tie', humans: [null, null, null], judges: [{ name: 'm', verdict: 'tie' }] })
    expect(f.skipped.missing_human_labels).toBe(3)
  })

  it('a line that is not JSON, has no usable field or a bad human label is refused with file and line, in both languages', async () => {
    const file = write('坏.jsonl', jsonl([pandalm[0]]) + '{"idx": 1, oops\n' + JSON.stringify({ foo: 1, bar: 2 }) + '\n' + JSON.stringify({ ...pandalm[1], idx: 9, annotator2: 7 }) + '\n')
    const en = await cli(['preference', '--file', file])
    expect(en.code).toBe(1)
    expect(en.err.join('\n')).toMatch(/^坏\.jsonl:2: not valid JSON \(.*\) \(and 2 more bad lines\)$/)
    const zh = await cli(['preference', '--file', file], { lang: 'zh' })
    expect(zh.err.join('\n')).toMatch(/^坏\.jsonl 第 2 行：不是有效的 JSON/)
    const each = (text: string | Buffer) => {
      try {
        readPreferenceFile('f.jsonl', Buffer.isBuffer(text) ? text : Buffer.from(text))
      } catch (e) {
        return [renderMsg((e as MbError).msg, 'en'), renderMsg((e as MbError).msg, 'zh')]
      }
      return null
    }
    expect(each(jsonl([pandalm[0]]) + '{"foo": 1}\n')).toEqual([
      'f.jsonl:2: no usable field: expected annotatorN / judge_* (PandaLM style), label / judge_results (LLMBar style) or humans / gold / judges (generic); found: foo',
      'f.jsonl 第 2 行：没有可用的字段：需要 annotatorN / judge_*（PandaLM 式）、label / judge_results（LLMBar 式）或 humans / gold / judges（通用式）；找到的是：foo',
    ])
    expect(each('[1, 2]\n')?.[0]).toBe('f.jsonl:1: not a JSON object')
    expect(each(JSON.stringify({ ...pandalm[0], annotator2: 7 }))?.[0]).toBe('f.jsonl:1: annotator2 is 7, not a preference label (1, 2, 0 or tie)')
    expect(each(jsonl([pandalm[0], pandalm[0]]))?.[0]).toBe('f.jsonl:2: the id 0 repeats line 1')
    expect(each(JSON.stringify({ idx: 5, annotator1: null }))?.[0]).toBe('f.jsonl:1: neither a human or gold label nor any judge verdict')
    expect(each('\n\n')?.[0]).toBe('f.jsonl: no preference lines')
    // Bytes that are neither UTF-8 nor GBK: the decoder's line, with the file.
    expect(each(Buffer.from([0x7b, 0x7d, 0x0a, 0x7b, 0xff, 0xff, 0x0a]))?.[0]).toMatch(/^f\.jsonl: .*2/)
  })

  it('the text output names every figure, Chinese when asked', async () => {
    const file = write('pandalm-text.jsonl', jsonl(pandalm))
    const zh = await cli(['preference', '--file', file, '--bootstrap', '30'], { lang: 'zh' })
    expect(zh.code).toBe(0)
    const text = zh.out.join('\n')
    expect(text).toMatch(/4 个偏好对/)
    expect(text).toMatch(/评审 gpt-3\.5-turbo：3 个偏好对，无法解析 1/)
    expect(text).toMatch(/按文件原写法 0\.333/)
    expect(text).toMatch(/未做交换顺序的评测，无交换一致率/)
    expect(text).toMatch(/人工上限/)
    const en = await cli(['preference', '--file', file, '--bootstrap', '30'])
    expect(en.out.join('\n')).toMatch(/not run with the responses swapped, so no swap consistency/)
    const usage = await cli(['preference'])
    expect(usage.code).toBe(2)
    expect(usage.err.join('\n')).toMatch(/missing --file/)
  })

  it("the web host's uploaded content gives the CLI's object; a path from the web host is refused", async () => {
    const file = write('pandalm-up.jsonl', jsonl(pandalm))
    const viaCli = await preference(['--file', file, '--bootstrap', '40', '--seed', '9'])
    const ctx = { ws: noBank(), jobs: new JobRegistry(), host: 'http', uploadsDir: dir, demo: false, version: 't', actor: null, settings: { dir, secrets: new NoSecretStore() } } as OpContext
    const up = await dispatchOp(ops, ctx, 'stats.preference', { file: { name: 'pandalm-up.jsonl', contentBase64: fs.readFileSync(file).toString('base64') }, bootstrap: 40, seed: 9 })
    expect(up).toEqual({ ok: true, value: viaCli })
    const byPath = await dispatchOp(ops, ctx, 'stats.preference', { file: { path: file } })
    expect(byPath.ok).toBe(false)
  })
})

if (!hasSharedData) console.log('stats-preference: ../shared/data not found: the SOURCES.md figures (PandaLM .693/.668, LLMBar .828/.406) are not checked')

describeShared('the real sets: SOURCES.md figures reproduced to 3 decimals', () => {
  it('PandaLM test set: raw agreement with the human majority, ties not mapped: gpt-3.5 .693, PandaLM-7B .668', async () => {
    const r = await preference(['--file', sharedFile('pandalm_testset/pandalm_testset_v1_with_judges.jsonl'), '--bootstrap', '200'])
    expect(r.lines).toBe(999)
    const [gpt, panda] = r.report.judges
    // SOURCES compares the files' values as they stand over all 999 pairs: gpt's "Tie" never equals the
    // humans' 0 and "garbage" is a miss; PandaLM-7B writes ties as 0, like the annotators.
    expect(gpt.judge).toBe('gpt-3.5-turbo')
    expect(gpt.agreement_recorded.value.toFixed(3)).toBe('0.693')
    expect(gpt.agreement_recorded.n).toBe(999)
    expect(panda.judge).toBe('pandalm-7b')
    expect(panda.agreement_recorded.value.toFixed(3)).toBe('0.668')
    expect(panda.agreement.value.toFixed(3)).toBe('0.668')
    // With "Tie" read as a tie, gpt-3.5 agrees on 5 more pairs: 697/999.
    expect(gpt.agreement.value).toBe(697 / 999)
    expect(gpt.unparsable).toBe(25)
    expect(r.report.reference).toMatchObject({ human_majority: 999, no_majority: 0, tie: 105 })
    expect(r.report.humans.fleiss_kappa.value).toBeCloseTo(0.8641753649975507, 12)
    expect(r.report.humans.ceiling.value).toBeCloseTo(0.9565248629272576, 12)
    noNaN(r)
  }, 60_000)

  it('LLMBar: agreement of the swap = False verdict with the gold label: GPT-4 Vanilla .828, ChatGPT Vanilla .406', async () => {
    const r = await preference(['--file', sharedFile('llmbar/llmbar_with_judges.jsonl'), '--bootstrap', '200'])
    expect(r.lines).toBe(419)
    const by = Object.fromEntries(r.report.judges.map((j: { judge: string }) => [j.judge, j]))
    expect(by['GPT-4/Vanilla'].agreement.value.toFixed(3)).toBe('0.828')
    expect(by['ChatGPT/Vanilla'].agreement.value.toFixed(3)).toBe('0.406')
    expect(by['GPT-4/Vanilla'].agreement.n).toBe(419)
    // Swap consistency and where the inconsistent ones went: GPT-4 389/419 (20 of 30 to the first
    // shown), ChatGPT 276/419 (133 of 143 to the first shown).
    expect(by['GPT-4/Vanilla'].position.swap_consistency).toMatchObject({ value: 389 / 419, n: 419 })
    expect(by['GPT-4/Vanilla'].position.inconsistent_first).toEqual({ value: 20 / 30, n: 30 })
    expect(by['ChatGPT/Vanilla'].position.swap_consistency).toMatchObject({ value: 276 / 419, n: 419 })
    expect(by['ChatGPT/Vanilla'].position.inconsistent_first).toEqual({ value: 133 / 143, n: 143 })
    expect(r.report.humans.fleiss_kappa.undefinedReason).toBe('too-few-raters')
    noNaN(r)
  }, 60_000)
})
