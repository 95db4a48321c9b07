// Words and numbers of a score summary, as the Reports view shows them and an auditor exports them.
// Pure (no store, no DOM), so every sentence a clinician reads about a score can be unit-tested: a
// number never appears without the base it stands on.
import type { OpInput, OpOutput } from './api'
import type { Lang } from './i18n'
import { codeLabel, translate } from './i18n'
import type { CodeKind } from './i18n'
import { fmtCount } from './format'
import type { Filters as BankFilters } from './stores/bankStore'

export type ScoreSummary = OpOutput<'score.responses'>
export type FamilySummary = NonNullable<ScoreSummary['accuracy']>
export type ScoreNode = FamilySummary['overall']
export type ItemSet = ScoreSummary['itemSet']
export type Reading = ScoreSummary['reading']
export type ScoreFilters = NonNullable<OpInput<'score.responses'>['filters']>

export const DEFAULT_SEED = 20240601

/** A score on 0–100 with one decimal; "—" when the group has nothing to average. */
export function fmtScore(v: number | null): string {
  return v === null ? '—' : v.toFixed(1)
}

/** "[28.1, 36.9]", or "" when there is no interval. */
export function fmtInterval(lo: number | null, hi: number | null): string {
  return lo === null || hi === null ? '' : `[${lo.toFixed(1)}, ${hi.toFixed(1)}]`
}

/** "已计分 12/40，未作答 28" / "scored 12/40, unanswered 28" (+ unscorable when there are any). */
export function fmtCoverage(n: ScoreNode, lang: Lang): string {
  const parts = [
    translate(lang, 'covPhraseScored', { scored: fmtCount(n.nScored), items: fmtCount(n.nItems) }),
    translate(lang, 'covPhraseMissing', { n: fmtCount(n.nMissing) }),
  ]
  if (n.nUnscorable > 0) parts.push(translate(lang, 'covPhraseUnscorable', { n: fmtCount(n.nUnscorable) }))
  return parts.join(lang === 'zh' ? '，' : ', ')
}

/** "32.5（已计分 12/40，未作答 28）" / "32.5 (scored 12/40, unanswered 28)": the score with its base. */
export function fmtScoreWithCoverage(n: ScoreNode, lang: Lang): string {
  const cov = fmtCoverage(n, lang)
  return lang === 'zh' ? `${fmtScore(n.mean)}（${cov}）` : `${fmtScore(n.mean)} (${cov})`
}

/**
 * What the group's unanswered and unscorable items did to its number, in words ("未作答 28 题按 0 分");
 * empty when every item of the group was scored.
 */
export function coverageNotes(n: ScoreNode, reading: Reading, lang: Lang): string[] {
  const notes: string[] = []
  if (n.nMissing > 0) notes.push(translate(lang, reading === 'all' ? 'chipMissingAll' : 'chipMissingAnswered', { n: fmtCount(n.nMissing) }))
  if (n.nUnscorable > 0) notes.push(translate(lang, 'chipUnscorable', { n: fmtCount(n.nUnscorable) }))
  return notes
}

const FACET_KIND: Record<string, CodeKind> = { track: 'track', dimension: 'dimension', type: 'type', status: 'status' }
const FACET_ORDER = ['track', 'dimension', 'task', 'specialtyPrimary', 'specialtySecondary', 'type', 'status', 'source']

/** A filter in words: "维度：医学知识问答、医学语言理解；题型：单选题；搜索“心包”". Empty filter → "". */
export function filterWords(filters: ScoreFilters | undefined, search: string | null | undefined, lang: Lang): string {
  const zh = lang === 'zh'
  const entries = Object.entries(filters ?? {})
    .filter(([, v]) => v && v.length > 0)
    .sort(([a], [b]) => rank(a) - rank(b))
  const parts = entries.map(([facet, values]) => {
    const kind = FACET_KIND[facet]
    const shown = (values ?? []).map((v) => (kind ? codeLabel(lang, kind, v) : v))
    const name = FACET_ORDER.includes(facet) ? translate(lang, `facet_${facet}` as Parameters<typeof translate>[1]) : facet
    return `${name}${zh ? '：' : ': '}${shown.join(zh ? '、' : ', ')}`
  })
  const q = search?.trim()
  if (q) parts.push(translate(lang, 'setSearchWords', { q }))
  return parts.join(zh ? '；' : '; ')
}

function rank(facet: string): number {
  const i = FACET_ORDER.indexOf(facet)
  return i < 0 ? FACET_ORDER.length : i
}

/** The item set a result was computed over: "整个题库（1,552 题）" or "筛选 维度：…（100 题）". */
export function itemSetWords(set: ItemSet, nItems: number, lang: Lang): string {
  const n = fmtCount(nItems)
  return set.whole ? translate(lang, 'setWholeWords', { n }) : translate(lang, 'setFilteredWords', { filter: filterWords(set.filters, set.search, lang), n })
}

export function readingWords(reading: Reading, lang: Lang): string {
  return translate(lang, reading === 'all' ? 'readingAllWords' : 'readingAnsweredWords')
}

export type RowLevel = 'overall' | 'track' | 'dimension' | 'task'

export interface ScoreRow {
  level: RowLevel
  /** Unique within a family: "", "llm", "llm/understanding", "llm/understanding/KUAKE-QIC". */
  key: string
  /** The code or name the row stands for (track/dimension codes, task names); "" for overall. */
  name: string
  node: ScoreNode
}

/** The hierarchy as table rows in reading order: overall, then each track with its dimensions and tasks. */
export function scoreRows(f: FamilySummary): ScoreRow[] {
  const rows: ScoreRow[] = [{ level: 'overall', key: '', name: '', node: f.overall }]
  for (const t of f.byTrack) {
    rows.push({ level: 'track', key: t.track, name: t.track, node: t })
    for (const d of f.byDimension.filter((x) => x.track === t.track)) {
      rows.push({ level: 'dimension', key: `${t.track}/${d.dimension}`, name: d.dimension, node: d })
      for (const k of f.byTask.filter((x) => x.track === t.track && x.dimension === d.dimension)) {
        rows.push({ level: 'task', key: `${t.track}/${d.dimension}/${k.task}`, name: k.task, node: k })
      }
    }
  }
  return rows
}

/** The row's label: level codes get their labels, names without a value say so. */
export function rowLabel(row: ScoreRow, lang: Lang): string {
  switch (row.level) {
    case 'overall':
      return translate(lang, 'lvlOverall')
    case 'track':
      return codeLabel(lang, 'track', row.name)
    case 'dimension':
      return codeLabel(lang, 'dimension', row.name)
    case 'task':
      return groupName(row.name, lang)
  }
}

/** A task, specialty or source name; an empty one reads "（未指定）" rather than a blank cell. */
export function groupName(name: string, lang: Lang): string {
  return name.trim() === '' ? translate(lang, 'groupUnnamed') : name
}

/** A seed as typed: a whole number from 0 to 2^53−1, or null. */
export function parseSeed(text: string): number | null {
  const t = text.trim()
  if (!/^\d{1,16}$/.test(t)) return null
  const n = Number(t)
  return Number.isSafeInteger(n) ? n : null
}

/** What was asked for, kept with the result so the exported file states it. */
export interface ScoreRequest {
  file: { name: string; bytes: number }
  filters: ScoreFilters
  search: string | null
  answeredOnly: boolean
  seed: number
}

/** The bank view's filters as the operation takes them: only facets with a chosen value. */
export function activeFilters(filters: BankFilters): ScoreFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v && v.length > 0))
}

export type SetMode = 'whole' | 'bankView'

/** The form of the Score view: the file only by name and size (what a request records of it). */
export interface ScoreForm {
  file: { name: string; size: number } | null
  setMode: SetMode
  answeredOnly: boolean
  seedText: string
}

/** The request the form describes right now, or null when it cannot run (no file, bad seed). */
export function formRequest(s: ScoreForm, bank: { filters: BankFilters; search: string }): ScoreRequest | null {
  const seed = parseSeed(s.seedText)
  if (!s.file || seed === null) return null
  const fromBank = s.setMode === 'bankView'
  return {
    file: { name: s.file.name, bytes: s.file.size },
    filters: fromBank ? activeFilters(bank.filters) : {},
    search: fromBank && bank.search.trim() ? bank.search.trim() : null,
    answeredOnly: s.answeredOnly,
    seed,
  }
}

/** Same settings; whether it is the same file the caller knows (a file can change but keep its size). */
export function sameRequest(a: ScoreRequest | null, b: ScoreRequest | null): boolean {
  return !!a && !!b && JSON.stringify(a) === JSON.stringify(b)
}

export interface ExportContext {
  request: ScoreRequest
  scoredAt: string
  exportedAt: string
  app: { version: string; bankPath: string; keysPath: string; items: number; demo: boolean } | null
}

/** The document an IT auditor downloads: the summary exactly as shown, with what produced it. */
export function exportDocument(summary: ScoreSummary, ctx: ExportContext) {
  return {
    kind: 'medbench-studio.score-summary',
    formatVersion: 1,
    exportedAt: ctx.exportedAt,
    scoredAt: ctx.scoredAt,
    app: ctx.app ? { version: ctx.app.version } : null,
    bank: ctx.app ? { path: ctx.app.bankPath, keysPath: ctx.app.keysPath, items: ctx.app.items, demo: ctx.app.demo } : null,
    responses: ctx.request.file,
    request: {
      filters: ctx.request.filters,
      search: ctx.request.search,
      answeredOnly: ctx.request.answeredOnly,
      seed: ctx.request.seed,
    },
    summary,
  }
}

/** "medbench-score-answers-20261130-2041.json": the responses file and the local time of export. */
export function exportFileName(responsesName: string, at: Date): string {
  const stem = responsesName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 60) || 'responses'
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}`
  return `medbench-score-${stem}-${stamp}.json`
}
