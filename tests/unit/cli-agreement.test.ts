// `medbench agreement`, the stable contract of issue 8: the JSON object's keys and order, raters in
// order of first appearance, null (never NaN) where the data cannot define a statistic, `_ci` bounds
// with --bootstrap (seeded, reproducible); figures equal to scikit-learn / SciPy / statsmodels to 1e-9
// (fixtures made by tests/fixtures/stats/make_agreement_fixture.py) and to the published worked
// examples to 3 decimals; GBK and BOM files; bad files refused naming file and line; and the same
// operation answering the web host's uploaded content.
import { afterAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import iconv from 'iconv-lite'
import { dispatchOp, type OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { noBank } from '../../src-main/hosts/cli/context'
import { runCliAs as cli } from './helpers/cliRun'
import { tempDir } from './helpers/paths'

const FIX = path.join(__dirname, '../fixtures/stats')
const ref = JSON.parse(fs.readFileSync(path.join(FIX, 'agreement_reference.json'), 'utf8'))
const dir = tempDir('medbench-agreement-')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const PAIR_KEYS = ['rater_a', 'rater_b', 'n', 'cohen_kappa', 'cohen_kappa_linear', 'cohen_kappa_quadratic', 'pearson', 'spearman', 'kendall_tau_b', 'mae', 'mean_bias', 'exact_agreement', 'gwet_ac1']

async function agreement(args: string[]) {
  const r = await cli(['agreement', ...args, '--json'])
  if (r.code !== 0) throw new Error(r.err.join('\n'))
  expect(r.out).toHaveLength(1)
  return JSON.parse(r.out[0])
}

function writeCsv(name: string, text: string, encoding: 'utf8' | 'gbk' | 'bom' = 'utf8'): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, encoding === 'gbk' ? iconv.encode(text, 'gbk') : encoding === 'bom' ? '\uFEFF' + text : text)
  return file
}

const _ = null
const KRIPPENDORFF_2011 = [
  [1, 1, _, 1], [2, 2, 3, 2], [3, 3, 3, 3], [3, 3, 3, 3], [2, 2, 2, 2], [1, 2, 3, 4],
  [4, 4, 4, 4], [1, 1, 2, 1], [2, 2, 2, 2], [_, 5, 5, 5], [_, _, 1, 1], [_, _, 3, _],
]
const SHROUT_FLEISS = [[9, 2, 5, 8], [6, 1, 3, 2], [8, 4, 6, 8], [7, 1, 2, 6], [10, 5, 6, 9], [6, 2, 4, 7]]
const longCsv = (m: (number | null)[][], raters = ['A', 'B', 'C', 'D']) =>
  'unit,rater,score\n' + m.flatMap((row, u) => row.flatMap((v, r) => (v === null ? [] : [`u${u + 1},${raters[r]},${v}`]))).join('\n') + '\n'

describe('the JSON contract', () => {
  it('keys and their order; raters ordered by first appearance; mean bias is b − a', async () => {
    const r = await agreement(['--ratings', path.join(FIX, 'agreement_sparse.csv')])
    expect(Object.keys(r)).toEqual(['n_units', 'n_raters', 'krippendorff_alpha', 'fleiss_kappa', 'icc', 'pairwise'])
    expect(Object.keys(r.krippendorff_alpha)).toEqual(['nominal', 'ordinal', 'interval', 'ratio'])
    expect(Object.keys(r.icc)).toEqual(['ICC1', 'ICC2', 'ICC3', 'ICC1k', 'ICC2k', 'ICC3k'])
    expect(r.pairwise.map((p: Record<string, unknown>) => Object.keys(p))).toEqual(r.pairwise.map(() => PAIR_KEYS))
    // Units nobody scored are not in the file; every unit that is counts, scored once or more.
    const units = new Set(fs.readFileSync(path.join(FIX, 'agreement_sparse.csv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split(',')[0]))
    expect(units.size).toBeGreaterThan(290)
    expect(r).toMatchObject({ n_units: units.size, n_raters: 4 })
    expect(r.pairwise.map((p: { rater_a: string; rater_b: string }) => `${p.rater_a}/${p.rater_b}`)).toEqual([
      'judge/李医生', 'judge/王医生', 'judge/赵医生', '李医生/王医生', '李医生/赵医生', '王医生/赵医生',
    ])
  })

  it('with --bootstrap every statistic has _ci bounds around it; the same seed gives the same bytes, another seed other bounds', async () => {
    const file = path.join(FIX, 'agreement_complete.csv')
    const a = await cli(['agreement', '--ratings', file, '--bootstrap', '300', '--seed', '11', '--json'])
    const b = await cli(['agreement', '--ratings', file, '--bootstrap', '300', '--seed', '11', '--json'])
    const c = await agreement(['--ratings', file, '--bootstrap', '300', '--seed', '12'])
    expect(a.out).toEqual(b.out)
    const r = JSON.parse(a.out[0])
    expect(Object.keys(r)).toEqual(['n_units', 'n_raters', 'krippendorff_alpha', 'fleiss_kappa', 'fleiss_kappa_ci', 'icc', 'pairwise'])
    expect(Object.keys(r.krippendorff_alpha)).toEqual(['nominal', 'nominal_ci', 'ordinal', 'ordinal_ci', 'interval', 'interval_ci', 'ratio', 'ratio_ci'])
    expect(Object.keys(r.pairwise[0])).toEqual(['rater_a', 'rater_b', 'n', ...PAIR_KEYS.slice(3).flatMap((k) => [k, `${k}_ci`])])
    const check = (v: number, ci: [number, number]) => {
      expect(ci[0]).toBeLessThanOrEqual(v)
      expect(ci[1]).toBeGreaterThanOrEqual(v)
      expect(ci[1] - ci[0]).toBeGreaterThan(0)
    }
    check(r.fleiss_kappa, r.fleiss_kappa_ci)
    check(r.icc.ICC2, r.icc.ICC2_ci)
    check(r.krippendorff_alpha.ordinal, r.krippendorff_alpha.ordinal_ci)
    check(r.pairwise[0].cohen_kappa, r.pairwise[0].cohen_kappa_ci)
    check(r.pairwise[2].kendall_tau_b, r.pairwise[2].kendall_tau_b_ci)
    expect(c.fleiss_kappa).toBe(r.fleiss_kappa)
    expect(c.fleiss_kappa_ci).not.toEqual(r.fleiss_kappa_ci)
  })

  it('null, never NaN: one category, a pair with one shared unit, category names at the nominal level', async () => {
    const file = writeCsv('degenerate.csv', 'unit,rater,score\nq1,a,3\nq1,b,3\nq2,a,3\nq2,b,3\nq3,a,3\nq3,c,3\n')
    const r = await agreement(['--ratings', file])
    expect(r.pairwise[0]).toMatchObject({ rater_a: 'a', rater_b: 'b', n: 2, cohen_kappa: null, pearson: null, exact_agreement: 1, mae: 0 })
    expect(r.pairwise[1]).toMatchObject({ rater_a: 'a', rater_b: 'c', n: 1, spearman: null, kendall_tau_b: null })
    expect(r.krippendorff_alpha).toEqual({ nominal: null, ordinal: null, interval: null, ratio: null })
    const names = writeCsv('names.csv', 'unit,rater,score\nq1,a,通过\nq1,b,通过\nq2,a,修改\nq2,b,通过\nq3,a,拒绝\nq3,b,拒绝\n')
    const n = await agreement(['--ratings', names])
    expect(typeof n.krippendorff_alpha.nominal).toBe('number')
    expect(n.krippendorff_alpha.ordinal).toBeNull()
    expect(n.pairwise[0].cohen_kappa_linear).toBeNull()
    expect(typeof n.pairwise[0].gwet_ac1).toBe('number')
  })
})

describe('equal to the references', () => {
  const close = (got: unknown, want: number, what: string) => {
    if (typeof got !== 'number' || Math.abs(got - want) > 1e-9) throw new Error(`${what}: got ${got}, want ${want}`)
  }
  it.each(['complete', 'sparse'] as const)(`%s file: every pair against scikit-learn ${ref.versions.sklearn} / SciPy ${ref.versions.scipy} to 1e-9`, async (which) => {
    const r = await agreement(['--ratings', path.join(FIX, `agreement_${which}.csv`)])
    const want = ref[which].pairwise as Record<string, number | string>[]
    expect(r.pairwise).toHaveLength(want.length)
    want.forEach((w, i) => {
      const got = r.pairwise[i]
      expect([got.rater_a, got.rater_b, got.n]).toEqual([w.rater_a, w.rater_b, w.n])
      for (const [k, v] of Object.entries(w)) if (typeof v === 'number' && k !== 'n') close(got[k], v, `${w.rater_a}/${w.rater_b} ${k}`)
    })
    if (which === 'complete') close(r.fleiss_kappa, ref.complete.fleiss_kappa, `statsmodels ${ref.versions.statsmodels} fleiss_kappa`)
  })

  it("Krippendorff (2011): alpha 0.743 / 0.815 / 0.849 / 0.797 from a long file with missing pairs", async () => {
    const r = await agreement(['--ratings', writeCsv('k2011.csv', longCsv(KRIPPENDORFF_2011))])
    expect(Object.values(r.krippendorff_alpha).map((v) => (v as number).toFixed(3))).toEqual(['0.743', '0.815', '0.849', '0.797'])
    const nominal = await agreement(['--ratings', writeCsv('k2011b.csv', longCsv(KRIPPENDORFF_2011)), '--level', 'nominal'])
    expect(nominal.krippendorff_alpha).toEqual({ nominal: r.krippendorff_alpha.nominal, ordinal: null, interval: null, ratio: null })
  })

  it('Shrout & Fleiss (1979) Table 2: ICC1 .17, ICC2 .29, ICC3 .71, ICC1k .44, ICC2k .62, ICC3k .91', async () => {
    const r = await agreement(['--ratings', writeCsv('sf.csv', longCsv(SHROUT_FLEISS))])
    expect(Object.values(r.icc).map((v) => (v as number).toFixed(2))).toEqual(['0.17', '0.29', '0.71', '0.44', '0.62', '0.91'])
  })
})

describe('files as they come', () => {
  it('GBK with CRLF, and UTF-8 with a BOM and Chinese headers, read the same as plain UTF-8', async () => {
    const text = fs.readFileSync(path.join(FIX, 'agreement_sparse.csv'), 'utf8')
    const plain = await agreement(['--ratings', path.join(FIX, 'agreement_sparse.csv')])
    const gbk = await agreement(['--ratings', writeCsv('gbk.csv', text.replace(/\n/g, '\r\n'), 'gbk')])
    const bom = await agreement(['--ratings', writeCsv('bom.csv', text.replace(/^unit,rater,score/, '单元,评分者,分数'), 'bom')])
    expect(gbk).toEqual(plain)
    expect(bom).toEqual(plain)
  })

  it('an empty score is a missing pair, not a zero', async () => {
    const withEmpty = await agreement(['--ratings', writeCsv('empty.csv', 'unit,rater,score\nq1,a,4\nq1,b,\nq2,a,2\nq2,b,2\nq3,a,5\nq3,b,4\n')])
    const without = await agreement(['--ratings', writeCsv('without.csv', 'unit,rater,score\nq1,a,4\nq2,a,2\nq2,b,2\nq3,a,5\nq3,b,4\n')])
    expect(withEmpty).toEqual(without)
    expect(withEmpty.pairwise[0].n).toBe(2)
  })

  it.each([
    ['dup.csv', 'unit,rater,score\nq1,a,1\nq2,a,2\nq1,a,3\n', 'dup.csv: line 4: rater a already scored unit q1 on line 2; each rater scores a unit once'],
    ['cols.csv', 'item_no,who,value\nq1,a,1\n', 'cols.csv: missing the column(s) unit, rater, score; the header should be unit,rater,score; found: item_no, who, value'],
    ['fields.csv', 'unit,rater,score\nq1,a,1\nq2,a,2,7,8\n', 'fields.csv:3: has 5 fields but the header has 3'],
    ['norater.csv', 'unit,rater,score\nq1,,1\nq2,b,1\nq3,,2\n', 'norater.csv:2: rater is empty (and 1 more bad lines)'],
  ])('%s is refused, naming the file and line (exit 1, nothing on stdout)', async (name, text, message) => {
    const r = await cli(['agreement', '--ratings', writeCsv(name, text), '--json'])
    expect(r).toEqual({ code: 1, out: [], err: [message] })
  })

  it('a level the scores cannot carry, and an unknown level, are refused', async () => {
    const names = writeCsv('lvl.csv', 'unit,rater,score\nq1,a,好\nq1,b,差\n')
    const r = await cli(['agreement', '--ratings', names, '--level', 'interval', '--json'])
    expect(r.code).toBe(1)
    expect(r.err[0]).toBe('lvl.csv: the interval level needs numeric scores, but line 2 has the score 好')
    const u = await cli(['agreement', '--ratings', names, '--level', 'fuzzy'])
    expect(u.code).toBe(2)
    expect(u.err.join('\n')).toMatch(/--level must be one of nominal\|ordinal\|interval\|ratio/)
    // A file that is not there is a usage error (exit 2), as for every command that reads one.
    const missing = await cli(['agreement', '--ratings', path.join(dir, 'nope.csv')])
    expect(missing.code).toBe(2)
    expect(missing.err[0]).toMatch(/no such file: .*nope\.csv$/)
  })
})

describe('JSONL ratings', () => {
  it('one object per line with the same fields gives the CSV\'s report; a line that is not JSON or lacks a field is refused by line', async () => {
    const csv = path.join(FIX, 'agreement_sparse.csv')
    const rows = fs.readFileSync(csv, 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(','))
    const jsonl = writeCsv('sparse.jsonl', rows.map(([unit, rater, score]) => JSON.stringify(score === '' ? { unit, rater, score: null } : { unit, rater, score: Number(score) })).join('\n') + '\n')
    expect(await agreement(['--ratings', jsonl])).toEqual(await agreement(['--ratings', csv]))
    const bad = writeCsv('bad.jsonl', '{"unit":"u1","rater":"a","score":1}\n{"unit":"u1","rater":"b","score":2}\n{"unit":"u2",\n')
    const r = await cli(['agreement', '--ratings', bad, '--json'])
    expect(r.code).toBe(1)
    expect(r.err[0]).toMatch(/bad\.jsonl:3: not a valid JSON object/)
    const missing = writeCsv('missing.jsonl', '{"unit":"u1","rater":"a","score":1}\n{"unit":"u2","score":2}\n')
    expect((await cli(['agreement', '--ratings', missing, '--json'])).err[0]).toMatch(/missing\.jsonl:2: missing the column\(s\) rater/)
  })
})

describe('one operation for every host', () => {
  it("the web host's uploaded file gives the CLI's object; a path from the web host is refused", async () => {
    const file = path.join(FIX, 'agreement_sparse.csv')
    const viaCli = await agreement(['--ratings', file, '--bootstrap', '50', '--seed', '3'])
    const ctx = { ws: noBank(), jobs: new JobRegistry(), host: 'http', uploadsDir: dir, demo: false, version: 't', actor: null, settings: { dir, secrets: new NoSecretStore() } } as OpContext
    // With intervals asked, the web host computes on a worker thread: its own thread keeps turning
    // (timers fire meanwhile), and the answer is the CLI's to the byte.
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    const up = await dispatchOp(ops, ctx, 'stats.agreement', { ratings: { name: 'agreement_sparse.csv', contentBase64: fs.readFileSync(file).toString('base64') }, bootstrap: 50, seed: 3 })
    clearInterval(timer)
    expect(up).toEqual({ ok: true, value: viaCli })
    expect(ticks).toBeGreaterThan(3)
    // A bad file refused on the worker still names the file and the line.
    const dup = await dispatchOp(ops, ctx, 'stats.agreement', { ratings: { name: '重复.csv', contentBase64: Buffer.from('unit,rater,score\nu1,a,1\nu1,a,2\n').toString('base64') }, bootstrap: 20 })
    expect(dup.ok).toBe(false)
    expect(JSON.stringify(dup)).toMatch(/重复\.csv.*3/)
    const byPath = await dispatchOp(ops, ctx, 'stats.agreement', { ratings: { path: file } })
    expect(byPath.ok).toBe(false)
    const bad = await dispatchOp(ops, ctx, 'stats.agreement', { ratings: { name: 'x.csv', contentBase64: '' }, bootstrap: 1 })
    expect(bad.ok).toBe(false)
  })
})
