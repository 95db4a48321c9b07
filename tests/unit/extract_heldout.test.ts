// Held-out evaluation of the multiple-choice answer extractor.
//
// The cases in tests/fixtures/extraction/heldout.jsonl were written independently of the
// extractor's implementation and of its own test fixtures: questions and options come from
// CMExam (val sample) and CMMLU (medical subjects); the model outputs imitate what real models
// (DeepSeek-R1, Qwen2.5, GLM-4, Baichuan, HuatuoGPT, GPT-4o, Llama-3 fine-tunes) produce.
// `expected` is the final answer the MODEL gave (sorted letters), not the medically correct one,
// and "" when the model gave no answer, refused or stayed undecided.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_heldout.test.ts
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { firstOptionPostprocess } from '../baselines/opencompass_first_option'

interface HeldoutCase {
  id: string
  category: string
  lang: 'zh' | 'en'
  options: Record<string, string>
  multi: boolean
  output: string
  expected: string
  source?: string
}

interface Row {
  c: HeldoutCase
  ours: string
  base: string
  span: unknown
  start: unknown
  end: unknown
  rule: unknown
}

const FIXTURE = fileURLToPath(new URL('../fixtures/extraction/heldout.jsonl', import.meta.url))

const cases: HeldoutCase[] = readFileSync(FIXTURE, 'utf8')
  .split(/\r?\n/)
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as HeldoutCase)

/** Normalise a letter set to the canonical form used by `expected`: sorted, de-duplicated. */
function canon(s: string | null | undefined): string {
  return [...new Set((s ?? '').split(''))].sort().join('')
}

const rows: Row[] = cases.map((c) => {
  const r = extractChoice(c.output, { options: c.options, multi: c.multi }) as {
    answer: string
    span: unknown
    start: unknown
    end: unknown
    rule: unknown
  }
  const base = firstOptionPostprocess(c.output, Object.keys(c.options).join(''))
  return { c, ours: canon(r.answer), base: canon(base), span: r.span, start: r.start, end: r.end, rule: r.rule }
})

const pct = (k: number, n: number): string => (n === 0 ? '-' : `${((100 * k) / n).toFixed(1)}%`)
const oursCorrect = rows.filter((r) => r.ours === r.c.expected).length
const baseCorrect = rows.filter((r) => r.base === r.c.expected).length
const n = rows.length
const oursAcc = oursCorrect / n
const baseAcc = baseCorrect / n

function report(): void {
  const lines: string[] = []
  lines.push(`Held-out extraction set: ${n} cases (${cases.filter((c) => c.lang === 'zh').length} zh, ${cases.filter((c) => c.lang === 'en').length} en)`)
  lines.push(`  ours (extractChoice):                ${oursCorrect}/${n} = ${pct(oursCorrect, n)}`)
  lines.push(`  baseline (OpenCompass first_option): ${baseCorrect}/${n} = ${pct(baseCorrect, n)}`)
  lines.push(`  margin: ${((oursAcc - baseAcc) * 100).toFixed(1)} percentage points`)

  const groups = (key: (r: Row) => string, title: string): void => {
    const m = new Map<string, Row[]>()
    for (const r of rows) {
      const k = key(r)
      if (!m.has(k)) m.set(k, [])
      m.get(k)!.push(r)
    }
    lines.push('')
    lines.push(`${title.padEnd(20)} ${'n'.padStart(4)} ${'ours'.padStart(8)} ${'baseline'.padStart(9)}`)
    for (const [k, rs] of [...m.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
      const o = rs.filter((r) => r.ours === r.c.expected).length
      const b = rs.filter((r) => r.base === r.c.expected).length
      lines.push(`${k.padEnd(20)} ${String(rs.length).padStart(4)} ${pct(o, rs.length).padStart(8)} ${pct(b, rs.length).padStart(9)}`)
    }
  }
  groups((r) => r.c.category, 'category')
  groups((r) => r.c.lang, 'lang')
  groups((r) => (r.c.multi ? 'multi' : 'single'), 'item type')

  const wrong = rows.filter((r) => r.ours !== r.c.expected)
  lines.push('')
  lines.push(`Cases extractChoice gets wrong (${wrong.length}):`)
  for (const r of wrong) {
    const head = r.c.output.slice(0, 120).replace(/\n/g, '⏎')
    lines.push(`  ${r.c.id} [${r.c.category}] expected=${JSON.stringify(r.c.expected)} got=${JSON.stringify(r.ours)} rule=${String(r.rule)} | ${head}`)
  }
  console.log(lines.join('\n'))
}

describe('answer extraction, held-out set', () => {
  it('fixture is well formed', () => {
    expect(cases.length).toBe(150)
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length)
    for (const c of cases) {
      expect(c.expected, c.id).toBe(canon(c.expected))
      for (const ch of c.expected) expect(Object.keys(c.options), c.id).toContain(ch)
      if (!c.multi) expect(c.expected.length, c.id).toBeLessThanOrEqual(1)
    }
  })

  it('prints accuracies, per-category table and every miss', () => {
    report()
    expect(n).toBeGreaterThan(0)
  })

  it('every returned span is the output text at [start, end)', () => {
    const bad: string[] = []
    for (const r of rows) {
      const hasSpan = r.span !== null && r.span !== undefined
      if (r.ours !== '' && !hasSpan) {
        bad.push(`${r.c.id}: answer ${r.ours} returned without a span`)
        continue
      }
      if (!hasSpan) continue
      const ok =
        typeof r.span === 'string' &&
        typeof r.start === 'number' &&
        typeof r.end === 'number' &&
        r.c.output.slice(r.start, r.end) === r.span
      if (!ok) bad.push(`${r.c.id}: span=${JSON.stringify(r.span)} start=${String(r.start)} end=${String(r.end)}`)
    }
    if (bad.length) console.log('Span violations:\n  ' + bad.join('\n  '))
    expect(bad).toEqual([])
  })

  it('ours reaches at least 90% accuracy', () => {
    expect(oursAcc).toBeGreaterThanOrEqual(0.9)
  })

  it('ours beats the OpenCompass baseline by at least 15 percentage points', () => {
    expect(oursAcc - baseAcc).toBeGreaterThanOrEqual(0.15)
  })
})
