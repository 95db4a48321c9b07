// A pairwise preference set (JSONL, one pair per line) → preference units for the core
// (core/stats/preference.ts), and the report of that file. Read whole (a preference set is small)
// through the importer's decoder: UTF-8 with or without BOM, or GBK; CRLF or LF.
//
// Three shapes, recognised per line:
// - PandaLM-style: annotator1..N (0 tie, 1, 2), response1/response2, judge_<name> objects whose
//   *_result field is the verdict ("1"/"2"/"Tie"/"garbage", or 0/1/2); id idx; category motivation_app.
// - LLMBar-style: gold label 1/2, output_1/output_2, judge_results[<name>].winners with "swap = False"
//   (the verdict, output_1 shown first) and "swap = True" (output_2 shown first; the file already gives
//   it in the original numbering); id subset#index; category subset.
// - generic: { id, response1, response2, humans: [..] or {name: ..}, gold?, category?,
//   judges: { name: verdict or { verdict, swapped? } } }.
// Labels: 1 / 2 / 0 or "tie" (also "A"/"B", "[[A]]"/"[[B]]"/"[[C]]", 平局). A judge's verdict that is
// none of these ("garbage") is unparsable and counted as such; a human or gold label that is none of
// these refuses the line. A line that is not a JSON object, or has no usable field, is refused with the
// file and line; every refused line is reported, never dropped. What is skipped (blank lines, judge
// entries without any verdict field, pairs without response texts for the length check, missing
// human labels) is counted.

import { MbError, defineMessages, type Msg } from '../../core/messages'
import { preferenceReport, type JudgeVerdict, type Preference, type PreferenceOptions, type PreferenceReport, type PreferenceUnit } from '../../core/stats/preference'
import { ENCODING_SAMPLE_BYTES, decodeWhole, detectEncoding } from '../../import/decode'

const m = defineMessages('preferenceFile', {
  inFile: { zh: (p) => `${p.file}：${p.detail}`, en: (p) => `${p.file}: ${p.detail}` },
  atLine: { zh: (p) => `${p.file} 第 ${p.line} 行：${p.detail}`, en: (p) => `${p.file}:${p.line}: ${p.detail}` },
  notJson: { zh: (p) => `不是有效的 JSON（${p.detail}）`, en: (p) => `not valid JSON (${p.detail})` },
  notObject: { zh: () => '不是 JSON 对象', en: () => 'not a JSON object' },
  noUsableFields: {
    zh: (p) => `没有可用的字段：需要 annotatorN / judge_*（PandaLM 式）、label / judge_results（LLMBar 式）或 humans / gold / judges（通用式）；找到的是：${p.found}`,
    en: (p) => `no usable field: expected annotatorN / judge_* (PandaLM style), label / judge_results (LLMBar style) or humans / gold / judges (generic); found: ${p.found}`,
  },
  noLabels: {
    zh: () => '既没有人工标签或金标准，也没有任何评审判定',
    en: () => 'neither a human or gold label nor any judge verdict',
  },
  badLabel: {
    zh: (p) => `${p.field} 的值 ${p.value} 不是偏好标签（1、2、0 或 tie）`,
    en: (p) => `${p.field} is ${p.value}, not a preference label (1, 2, 0 or tie)`,
  },
  badField: {
    zh: (p) => `${p.field} 应为${p.expected}`,
    en: (p) => `${p.field} should be ${p.expectedEn}`,
  },
  duplicateId: {
    zh: (p) => `id ${p.id} 与第 ${p.first} 行重复`,
    en: (p) => `the id ${p.id} repeats line ${p.first}`,
  },
  moreBad: { zh: (p) => `${p.first}（另有 ${p.more} 行有问题）`, en: (p) => `${p.first} (and ${p.more} more bad lines)` },
  empty: { zh: () => '没有任何偏好数据行', en: () => 'no preference lines' },
})

export type PreferenceShape = 'pandalm' | 'llmbar' | 'generic'

export interface PreferenceSkipped {
  blank_lines: number
  /** Judge entries with no verdict field at all (left out of that judge's figures). */
  judge_without_verdict: number
  /** Pairs without both response texts (left out of the length check). */
  no_response_texts: number
  /** Annotator fields that are empty (null); the other annotators' labels still count. */
  missing_human_labels: number
}

export interface PreferenceFile {
  units: PreferenceUnit[]
  annotators: string[]
  /** Lines that became units. */
  lines: number
  shapes: Record<PreferenceShape, number>
  skipped: PreferenceSkipped
}

export interface PreferenceFileReport {
  file: string
  lines: number
  shapes: Record<PreferenceShape, number>
  skipped: PreferenceSkipped
  report: PreferenceReport
}

type Parsed = { label: Preference } | 'absent' | 'bad'

const TIE = new Set(['0', 'tie', 'draw', 'equal', 'c', '[[c]]', '平', '平局', '相当'])
const ONE = new Set(['1', 'a', '[[a]]', 'response1', 'response 1', 'output_1', 'output 1', '回答1'])
const TWO = new Set(['2', 'b', '[[b]]', 'response2', 'response 2', 'output_2', 'output 2', '回答2'])

function parseLabel(v: unknown): Parsed {
  if (v === null || v === undefined) return 'absent'
  if (typeof v === 'number') return v === 0 ? { label: 'tie' } : v === 1 ? { label: '1' } : v === 2 ? { label: '2' } : 'bad'
  if (typeof v !== 'string') return 'bad'
  const t = v.trim().toLowerCase()
  if (t === '') return 'absent'
  return TIE.has(t) ? { label: 'tie' } : ONE.has(t) ? { label: '1' } : TWO.has(t) ? { label: '2' } : 'bad'
}

const spelled = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v))

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Refuses the current line (caught per line, collected). */
class LineError extends Error {
  constructor(readonly detail: Msg) {
    super(detail.code)
  }
}

function judgeVerdict(name: string, v: unknown): JudgeVerdict | null {
  const verdictOf = (raw: unknown): Pick<JudgeVerdict, 'verdict' | 'recorded'> => {
    const p = parseLabel(raw)
    return { verdict: typeof p === 'object' ? p.label : null, recorded: spelled(raw) }
  }
  const swappedOf = (raw: unknown): Preference | null => {
    const p = parseLabel(raw)
    return typeof p === 'object' ? p.label : null
  }
  if (!isObject(v)) return { name, ...verdictOf(v) }
  if (isObject(v.winners)) {
    const w = v.winners
    const original = w['swap = False'] ?? w.original ?? w.false
    if (original === undefined) return null
    const swapped = w['swap = True'] ?? w.swapped ?? w.true
    return { name, ...verdictOf(original), ...(swapped === undefined ? {} : { swapped: swappedOf(swapped) }) }
  }
  const key = 'verdict' in v ? 'verdict' : Object.keys(v).find((k) => /(^|_)(result|winner|preference)$/i.test(k))
  if (key === undefined) return null
  return { name, ...verdictOf(v[key]), ...('swapped' in v ? { swapped: swappedOf(v.swapped) } : {}) }
}

function shapeOf(o: Record<string, unknown>): PreferenceShape | null {
  const keys = Object.keys(o)
  if ('judge_results' in o || ('label' in o && 'output_1' in o)) return 'llmbar'
  if (keys.some((k) => /^annotator\d+$/.test(k) || k.startsWith('judge_'))) return 'pandalm'
  if ('humans' in o || 'judges' in o || 'gold' in o) return 'generic'
  return null
}

/** A response's text: a string, or a bare number or boolean a converter left unquoted (PandaLM has `true`). */
const responseText = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null)

/** Characters as a reader counts them: code points (an astral character is one, not two UTF-16 units). */
const codePoints = (s: string) => s.length - (s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0)

export function readPreferenceFile(name: string, bytes: Buffer): PreferenceFile {
  let text: string
  try {
    text = decodeWhole(bytes, detectEncoding(bytes.subarray(0, ENCODING_SAMPLE_BYTES)))
  } catch (e) {
    // The decoder's messages name the line but not the file; ours name both.
    if (e instanceof MbError) throw new MbError(m.inFile({ file: name, detail: e.msg }))
    throw e
  }
  const units: PreferenceUnit[] = []
  const annotators: string[] = []
  const annotatorIndex = (a: string) => {
    const i = annotators.indexOf(a)
    if (i >= 0) return i
    annotators.push(a)
    return annotators.length - 1
  }
  const shapes: Record<PreferenceShape, number> = { pandalm: 0, llmbar: 0, generic: 0 }
  const skipped: PreferenceSkipped = { blank_lines: 0, judge_without_verdict: 0, no_response_texts: 0, missing_human_labels: 0 }
  const ids = new Map<string, number>()
  const bad: Msg[] = []
  const lines = text.split('\n')
  if (lines.length && lines[lines.length - 1].trim() === '') lines.pop()

  lines.forEach((raw, i) => {
    const line = i + 1
    if (raw.trim() === '') {
      skipped.blank_lines++
      return
    }
    try {
      let o: unknown
      try {
        o = JSON.parse(raw)
      } catch (e) {
        throw new LineError(m.notJson({ detail: (e as Error).message.slice(0, 120) }))
      }
      if (!isObject(o)) throw new LineError(m.notObject())
      const shape = shapeOf(o)
      if (!shape) throw new LineError(m.noUsableFields({ found: Object.keys(o).slice(0, 12).join(', ') || '—' }))

      const labelOf = (field: string, v: unknown): Preference | null => {
        const p = parseLabel(v)
        if (p === 'bad') throw new LineError(m.badLabel({ field, value: spelled(v) ?? 'null' }))
        return p === 'absent' ? null : p.label
      }
      const humans = new Map<number, { label: Preference | null; recorded: string | null }>()
      const addHuman = (who: string, v: unknown) => {
        const label = labelOf(who, v)
        if (label === null) skipped.missing_human_labels++
        humans.set(annotatorIndex(who), { label, recorded: spelled(v) })
      }
      const judges: JudgeVerdict[] = []
      const addJudge = (judge: string, v: unknown) => {
        const j = judgeVerdict(judge, v)
        if (j) judges.push(j)
        else skipped.judge_without_verdict++
      }
      let gold: Preference | null = null
      let goldRecorded: string | null = null
      let r1: unknown
      let r2: unknown
      let id: unknown
      let category: unknown = o.category

      if (shape === 'pandalm') {
        for (const k of Object.keys(o).filter((k) => /^annotator\d+$/.test(k)).sort((a, b) => Number(a.slice(9)) - Number(b.slice(9)))) addHuman(k, o[k])
        for (const k of Object.keys(o).filter((k) => k.startsWith('judge_'))) addJudge(k.slice(6), o[k])
        if ('gold' in o) {
          gold = labelOf('gold', o.gold)
          goldRecorded = spelled(o.gold)
        }
        ;[r1, r2, id] = [o.response1, o.response2, o.idx ?? o.id]
        category ??= o.motivation_app
      } else if (shape === 'llmbar') {
        gold = labelOf('label', o.label)
        goldRecorded = spelled(o.label)
        if (o.judge_results !== undefined) {
          if (!isObject(o.judge_results)) throw new LineError(m.badField({ field: 'judge_results', expected: '对象', expectedEn: 'an object' }))
          for (const [k, v] of Object.entries(o.judge_results)) addJudge(k, v)
        }
        ;[r1, r2] = [o.output_1, o.output_2]
        id = o.id ?? (o.index !== undefined ? (o.subset !== undefined ? `${String(o.subset)}#${String(o.index)}` : o.index) : undefined)
        category ??= o.subset
      } else {
        if (Array.isArray(o.humans)) o.humans.forEach((v, j) => addHuman(`human${j + 1}`, v))
        else if (isObject(o.humans)) for (const [k, v] of Object.entries(o.humans)) addHuman(k, v)
        else if (o.humans !== undefined && o.humans !== null) throw new LineError(m.badField({ field: 'humans', expected: '数组或对象', expectedEn: 'an array or an object' }))
        if (isObject(o.judges)) for (const [k, v] of Object.entries(o.judges)) addJudge(k, v)
        else if (o.judges !== undefined && o.judges !== null) throw new LineError(m.badField({ field: 'judges', expected: '对象', expectedEn: 'an object' }))
        gold = labelOf('gold', o.gold)
        goldRecorded = spelled(o.gold)
        ;[r1, r2, id] = [o.response1, o.response2, o.id]
      }

      if (gold === null && judges.length === 0 && ![...humans.values()].some((h) => h.label !== null)) throw new LineError(m.noLabels())
      const unitId = id === undefined || id === null || id === '' ? `line ${line}` : String(id)
      const first = ids.get(unitId)
      if (first !== undefined) throw new LineError(m.duplicateId({ id: unitId, first }))
      ids.set(unitId, line)
      const t1 = responseText(r1)
      const t2 = responseText(r2)
      const lengths = t1 !== null && t2 !== null ? ([codePoints(t1), codePoints(t2)] as const) : null
      if (!lengths) skipped.no_response_texts++
      const k = humans.size ? Math.max(...humans.keys()) + 1 : 0
      const hs = Array.from({ length: k }, (_, c) => humans.get(c))
      units.push({
        id: unitId,
        ...(category === undefined || category === null || category === '' ? {} : { category: String(category) }),
        lengths,
        humans: hs.map((h) => h?.label ?? null),
        ...(gold === null ? {} : { gold }),
        judges,
        recorded: { humans: hs.map((h) => h?.recorded ?? null), ...(gold === null ? {} : { gold: goldRecorded }) },
      })
      shapes[shape]++
    } catch (e) {
      if (e instanceof LineError) bad.push(m.atLine({ file: name, line, detail: e.detail }))
      else throw e
    }
  })
  if (bad.length) throw new MbError(bad.length === 1 ? bad[0] : m.moreBad({ first: bad[0], more: bad.length - 1 }))
  if (!units.length) throw new MbError(m.inFile({ file: name, detail: m.empty() }))
  // Units read before a later line named another annotator get that position as missing.
  for (const u of units) {
    if (u.humans.length < annotators.length) {
      const pad = annotators.length - u.humans.length
      skipped.missing_human_labels += pad
      u.humans = [...u.humans, ...new Array<null>(pad).fill(null)]
      if (u.recorded) u.recorded.humans = [...(u.recorded.humans ?? []), ...new Array<null>(pad).fill(null)]
    }
  }
  return { units, annotators, lines: units.length, shapes, skipped }
}

export interface PreferenceFileOptions {
  /** Bootstrap resamples (default 1000). */
  bootstrap?: number
  seed?: number
}

/** The preference report of a file: read, then computed; errors name the file. */
export function preferenceOfFile(name: string, bytes: Buffer, opts: PreferenceFileOptions = {}): PreferenceFileReport {
  const f = readPreferenceFile(name, bytes)
  const options: PreferenceOptions = { annotators: f.annotators, bootstrap: { resamples: opts.bootstrap, seed: opts.seed } }
  try {
    return { file: name, lines: f.lines, shapes: f.shapes, skipped: f.skipped, report: preferenceReport(f.units, options) }
  } catch (e) {
    if (e instanceof MbError) throw new MbError(m.inFile({ file: name, detail: e.msg }))
    throw e
  }
}
