// The "new run" form as text the user typed, and its one translation into a RunSpec: every field is
// checked here, in the user's language, before anything is sent, so the host's schema errors are the
// exception (a value changed between the check and the call), not the way a clinician learns that
// "0" is not a valid concurrency. Pure: no store, no DOM.
import type { OpInput } from '../../api'
import type { StringKey } from '../../i18n'
import type { FilterFacet } from '../../stores/bankStore'

export type RunSpecInput = OpInput<'run.start'>

export interface RunForm {
  /** One base URL per line (replicas of one model). */
  urls: string
  model: string
  apiKeyEnv: string
  concurrency: string
  adaptive: boolean
  stream: boolean
  timeoutS: string
  temperature: string
  maxTokens: string
  filters: Partial<Record<FilterFacet, string[]>>
  search: string
  limit: string
  pool: string
  lang: 'zh' | 'en'
  system: string
  templateKind: 'zero-shot' | 'few-shot'
  shots: string
  devTag: string
  /** Comma-separated tags the items must carry one of (a test split). */
  tags: string
  images: string
  permute: boolean
  samples: string
  circular: boolean
  seed: string
  maxAttempts: string
  maxErrors: string
  cache: boolean
}

export const DEFAULT_FORM: RunForm = {
  urls: '',
  model: '',
  apiKeyEnv: '',
  concurrency: '8',
  adaptive: false,
  stream: false,
  timeoutS: '120',
  temperature: '',
  maxTokens: '',
  filters: {},
  search: '',
  limit: '',
  pool: '',
  lang: 'zh',
  system: '',
  templateKind: 'zero-shot',
  shots: '5',
  devTag: 'split:dev',
  tags: '',
  images: '',
  permute: false,
  samples: '1',
  circular: false,
  seed: '1',
  maxAttempts: '4',
  maxErrors: '',
  cache: true,
}

export type FormField = keyof RunForm

/** A problem with one field: a message key and its parameters (`field` is itself a message key). */
export interface FieldProblem {
  key: StringKey
  params?: Record<string, string | number>
  /** The label of the field, translated when shown. */
  field?: StringKey
}

export type FormProblems = Partial<Record<FormField, FieldProblem>>

const KEY_VAR = /^[A-Za-z_][A-Za-z0-9_]*$/
const BUDGET = /^\d+(\.\d+)?%?$/
const MAX_SEED = 2 ** 31 - 1

/** The base URLs as typed: one per line, blank lines and surrounding spaces dropped. */
export function urlLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s)
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== ''
  } catch {
    return false
  }
}

/** Problems with the endpoint part alone (what "Test connection" needs). */
export function endpointProblems(form: Pick<RunForm, 'urls' | 'apiKeyEnv'>, opts: { web: boolean }): FormProblems {
  const out: FormProblems = {}
  const urls = urlLines(form.urls)
  if (urls.length === 0) out.urls = { key: 'vUrlsEmpty' }
  else if (urls.length > 64) out.urls = { key: 'vUrlsMany', params: { n: urls.length } }
  else {
    const bad = urls.find((u) => !isHttpUrl(u))
    if (bad) out.urls = { key: 'vUrlBad', params: { url: bad.length > 80 ? bad.slice(0, 80) + '…' : bad } }
  }
  const keyVar = form.apiKeyEnv.trim()
  if (keyVar) {
    if (!KEY_VAR.test(keyVar)) out.apiKeyEnv = { key: 'vKeyVarBad' }
    else if (opts.web && !keyVar.startsWith('MEDBENCH_')) out.apiKeyEnv = { key: 'vKeyVarWeb' }
  }
  return out
}

/** A whole number in [min, max], or a problem; '' is allowed (→ undefined) when `optional`. */
function intField(
  text: string,
  field: StringKey,
  min: number,
  max: number,
  optional = false,
): { value: number | undefined; problem?: FieldProblem } {
  const s = text.trim()
  if (s === '') return optional ? { value: undefined } : { value: undefined, problem: { key: 'vRequired', field } }
  if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > max) {
    return { value: undefined, problem: { key: max === Infinity ? 'vIntMin' : 'vIntRange', field, params: { min, max: max === Infinity ? '' : max } } }
  }
  return { value: Number(s) }
}

function numField(text: string, field: StringKey, min: number, max: number): { value: number | undefined; problem?: FieldProblem } {
  const s = text.trim()
  if (s === '') return { value: undefined }
  const n = Number(s)
  if (!Number.isFinite(n) || n < min || n > max) return { value: undefined, problem: { key: 'vNumRange', field, params: { min, max } } }
  return { value: n }
}

/**
 * The spec the form describes, or the problems that stop it. `web`: the browser host, which accepts
 * only MEDBENCH_… key variables.
 */
export function formToSpec(form: RunForm, opts: { web: boolean }): { spec: RunSpecInput | null; problems: FormProblems } {
  const problems: FormProblems = endpointProblems(form, opts)
  const model = form.model.trim()
  if (!model) problems.model = { key: 'vModelEmpty' }
  else if (model.length > 200) problems.model = { key: 'vTooLong', field: 'fModel', params: { n: 200 } }

  const take = <K extends FormField>(k: K, r: { value: number | undefined; problem?: FieldProblem }) => {
    if (r.problem) problems[k] = r.problem
    return r.value
  }
  const concurrency = take('concurrency', intField(form.concurrency, 'fConcurrency', 1, 1024))
  const timeoutS = take('timeoutS', intField(form.timeoutS, 'fTimeout', 1, 3600))
  const temperature = take('temperature', numField(form.temperature, 'fTemperature', 0, 2))
  const maxTokens = take('maxTokens', intField(form.maxTokens, 'fMaxTokens', 1, 1_000_000, true))
  const limit = take('limit', intField(form.limit, 'fLimit', 1, Infinity, true))
  const pool = take('pool', intField(form.pool, 'fPool', 1, Infinity, true))
  const samples = take('samples', intField(form.samples, 'fSamples', 1, 20))
  const seed = take('seed', intField(form.seed, 'fSeed', 0, MAX_SEED))
  const maxAttempts = take('maxAttempts', intField(form.maxAttempts, 'fMaxAttempts', 1, 20))
  const budget = form.maxErrors.trim()
  if (budget && !BUDGET.test(budget)) problems.maxErrors = { key: 'vBudget' }
  if (form.system.length > 20_000) problems.system = { key: 'vTooLong', field: 'fSystem', params: { n: 20_000 } }
  const fewShot = form.templateKind === 'few-shot'
  const shots = fewShot ? take('shots', intField(form.shots, 'fShots', 0, 10)) : undefined
  const devTag = form.devTag.trim()
  if (fewShot && !devTag) problems.devTag = { key: 'vRequired', field: 'fDevTag' }
  else if (devTag.length > 200) problems.devTag = { key: 'vTooLong', field: 'fDevTag', params: { n: 200 } }
  const tags = tagList(form.tags)
  if (tags.some((x) => x.length > 200)) problems.tags = { key: 'vTooLong', field: 'fTags', params: { n: 200 } }
  const images = form.images.trim()
  if (images.length > 4096) problems.images = { key: 'vTooLong', field: 'fImages', params: { n: 4096 } }
  if (form.search.length > 200) problems.search = { key: 'vTooLong', field: 'fSearch', params: { n: 200 } }

  if (Object.keys(problems).length > 0) return { spec: null, problems }

  const filters = Object.fromEntries(Object.entries(form.filters).filter(([, v]) => v && v.length > 0)) as Record<string, string[]>
  const keyVar = form.apiKeyEnv.trim()
  const params: { temperature?: number; max_tokens?: number } = {}
  if (temperature !== undefined) params.temperature = temperature
  if (maxTokens !== undefined) params.max_tokens = maxTokens
  const system = form.system.trim()
  const spec: RunSpecInput = {
    endpoint: {
      urls: urlLines(form.urls),
      model,
      concurrency: concurrency!,
      adaptive: form.adaptive,
      stream: form.stream,
      timeoutMs: timeoutS! * 1000,
      params,
      ...(keyVar ? { apiKeyEnv: keyVar } : {}),
    },
    selection: {
      ...(Object.keys(filters).length ? { filters } : {}),
      ...(form.search.trim() ? { search: form.search.trim() } : {}),
      ...(tags.length ? { tags } : {}),
      ...(pool !== undefined ? { pool } : {}),
      ...(limit !== undefined ? { limit } : {}),
    },
    dynamic: { permute: form.permute, circular: form.circular, samples: samples! },
    template: fewShot
      ? { kind: 'few-shot', lang: form.lang, ...(system ? { system } : {}), shots: shots!, dev: { tag: devTag } }
      : { kind: 'zero-shot', lang: form.lang, ...(system ? { system } : {}) },
    ...(images ? { images } : {}),
    seed: seed!,
    limits: { maxAttempts: maxAttempts!, ...(budget ? { maxErrors: budget } : {}) },
    cache: form.cache,
  }
  return { spec, problems }
}

/** "split:test, other" → ['split:test', 'other']: commas (either width) separate, blanks dropped. */
export function tagList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，]/)
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ]
}

/** How many items the run will ask about: the selection, then the pool, then the limit. */
export function plannedItems(selected: number, form: Pick<RunForm, 'pool' | 'limit'>): number {
  let n = selected
  const pool = Number(form.pool.trim())
  const limit = Number(form.limit.trim())
  if (form.pool.trim() && Number.isInteger(pool) && pool > 0) n = Math.min(n, pool)
  if (form.limit.trim() && Number.isInteger(limit) && limit > 0) n = Math.min(n, limit)
  return n
}

/** A form read back from storage: unknown or mistyped fields fall back to the defaults. */
export function reviveForm(raw: unknown): RunForm {
  if (!raw || typeof raw !== 'object') return { ...DEFAULT_FORM }
  const r = raw as Record<string, unknown>
  const out: RunForm = { ...DEFAULT_FORM }
  for (const k of Object.keys(DEFAULT_FORM) as FormField[]) {
    const v = r[k]
    const d = DEFAULT_FORM[k]
    if (k === 'filters') {
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        out.filters = Object.fromEntries(
          Object.entries(v as Record<string, unknown>).filter(([, x]) => Array.isArray(x) && x.every((y) => typeof y === 'string')),
        ) as RunForm['filters']
      }
    } else if (k === 'lang') {
      out.lang = v === 'en' ? 'en' : 'zh'
    } else if (k === 'templateKind') {
      out.templateKind = v === 'few-shot' ? 'few-shot' : 'zero-shot'
    } else if (typeof v === typeof d) {
      ;(out as unknown as Record<string, unknown>)[k] = v
    }
  }
  return out
}
