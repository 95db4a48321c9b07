// The "new run" form as text the user typed, and its one translation into a RunSpec: every field is
// checked here, in the user's language, before anything is sent, so the host's schema errors are the
// exception (a value changed between the check and the call), not the way a clinician learns that
// "0" is not a valid concurrency. Pure: no store, no DOM.
import type { OpInput, OpOutput } from '../../api'
import type { StringKey } from '../../i18n'
import type { FilterFacet } from '../../stores/bankStore'

export type RunSpecInput = OpInput<'run.start'>
export type ProfileInput = OpInput<'endpoint.profile.save'>
export type ProfileView = OpOutput<'endpoint.profile.list'>['profiles'][number]
export type KeySourceKind = 'none' | 'env' | 'secret'

export interface RunForm {
  /** The saved endpoint profile the endpoint fields came from ('' for none). */
  profile: string
  /** One base URL per line (replicas of one model). */
  urls: string
  model: string
  /** Where the key comes from; the key itself is never part of the form (nor of localStorage). */
  keySource: KeySourceKind
  apiKeyEnv: string
  concurrency: string
  adaptive: boolean
  stream: boolean
  timeoutS: string
  temperature: string
  maxTokens: string
  /** The sampling seed sent to the server (params.seed), apart from the run's own seed. */
  sampleSeed: string
  /** Stop sequences, one per line. */
  stop: string
  /** Extra body fields as a JSON object. */
  extraBody: string
  /** Extra headers, "Name: value" one per line (never credentials). */
  headers: string
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
  profile: '',
  urls: '',
  model: '',
  keySource: 'none',
  apiKeyEnv: '',
  concurrency: '8',
  adaptive: false,
  stream: false,
  timeoutS: '120',
  temperature: '',
  maxTokens: '',
  sampleSeed: '',
  stop: '',
  extraBody: '',
  headers: '',
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

export type FormField = keyof RunForm | 'secret'

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
export function endpointProblems(form: Pick<RunForm, 'urls' | 'apiKeyEnv'> & Partial<Pick<RunForm, 'keySource'>>, opts: { web: boolean }): FormProblems {
  const out: FormProblems = {}
  const urls = urlLines(form.urls)
  if (urls.length === 0) out.urls = { key: 'vUrlsEmpty' }
  else if (urls.length > 64) out.urls = { key: 'vUrlsMany', params: { n: urls.length } }
  else {
    const bad = urls.find((u) => !isHttpUrl(u))
    if (bad) out.urls = { key: 'vUrlBad', params: { url: bad.length > 80 ? bad.slice(0, 80) + '…' : bad } }
  }
  const keyVar = form.apiKeyEnv.trim()
  if (form.keySource === undefined || form.keySource === 'env') {
    if (keyVar) {
      if (!KEY_VAR.test(keyVar)) out.apiKeyEnv = { key: 'vKeyVarBad' }
      else if (opts.web && !keyVar.startsWith('MEDBENCH_')) out.apiKeyEnv = { key: 'vKeyVarWeb' }
    } else if (form.keySource === 'env') out.apiKeyEnv = { key: 'vKeyVarEmpty' }
  }
  return out
}

/** Headers that carry credentials: the host refuses them in a profile, so the form says so first. */
const SECRET_HEADERS = /^(authorization|api-key|x-api-key|proxy-authorization|cookie)$/i
const HEADER_NAME = /^[A-Za-z0-9-]{1,64}$/

/** "Name: value" lines as headers, or the problem with the first bad line. */
export function parseHeaders(text: string): { value: Record<string, string>; problem?: FieldProblem } {
  const value: Record<string, string> = {}
  for (const line of urlLines(text)) {
    const i = line.indexOf(':')
    const name = i > 0 ? line.slice(0, i).trim() : ''
    if (!HEADER_NAME.test(name)) return { value, problem: { key: 'vHeaderBad', params: { line: line.length > 60 ? line.slice(0, 60) + '…' : line } } }
    if (SECRET_HEADERS.test(name)) return { value, problem: { key: 'vHeaderSecret', params: { name } } }
    value[name] = line.slice(i + 1).trim()
  }
  return { value }
}

/** Extra body fields: a JSON object, or the problem. */
export function parseExtraBody(text: string): { value: Record<string, unknown> | undefined; problem?: FieldProblem } {
  const s = text.trim()
  if (!s) return { value: undefined }
  try {
    const v = JSON.parse(s) as unknown
    if (v && typeof v === 'object' && !Array.isArray(v)) return { value: v as Record<string, unknown> }
  } catch {
    /* below */
  }
  return { value: undefined, problem: { key: 'vExtraBody' } }
}

export interface EndpointFieldsInput {
  urls: string[]
  model: string
  concurrency: number
  adaptive: boolean
  stream: boolean
  timeoutMs: number
  params: { temperature?: number; max_tokens?: number; seed?: number; stop?: string[] }
  extraBody?: Record<string, unknown>
  headers?: Record<string, string>
}

/** The endpoint fields of the form (everything a profile holds but the key), or their problems. */
export function formEndpoint(form: RunForm, opts: { web: boolean }): { fields: EndpointFieldsInput | null; problems: FormProblems } {
  const problems: FormProblems = endpointProblems(form, opts)
  const model = form.model.trim()
  if (!model) problems.model = { key: 'vModelEmpty' }
  else if (model.length > 200) problems.model = { key: 'vTooLong', field: 'fModel', params: { n: 200 } }
  const take = <K extends FormField, V>(k: K, r: { value: V; problem?: FieldProblem }) => {
    if (r.problem) problems[k] = r.problem
    return r.value
  }
  const concurrency = take('concurrency', intField(form.concurrency, 'fConcurrency', 1, 1024))
  const timeoutS = take('timeoutS', intField(form.timeoutS, 'fTimeout', 1, 3600))
  const temperature = take('temperature', numField(form.temperature, 'fTemperature', 0, 2))
  const maxTokens = take('maxTokens', intField(form.maxTokens, 'fMaxTokens', 1, 1_000_000, true))
  const sampleSeed = take('sampleSeed', intField(form.sampleSeed, 'fSampleSeed', 0, MAX_SEED, true))
  const stop = urlLines(form.stop)
  if (stop.length > 4) problems.stop = { key: 'vStopMany', params: { n: stop.length } }
  else if (stop.some((x) => x.length > 100)) problems.stop = { key: 'vTooLong', field: 'fStop', params: { n: 100 } }
  const extraBody = take('extraBody', parseExtraBody(form.extraBody))
  const headers = take('headers', parseHeaders(form.headers))
  if (Object.keys(problems).length > 0) return { fields: null, problems }
  const params: EndpointFieldsInput['params'] = {}
  if (temperature !== undefined) params.temperature = temperature
  if (maxTokens !== undefined) params.max_tokens = maxTokens
  if (sampleSeed !== undefined) params.seed = sampleSeed
  if (stop.length) params.stop = stop
  return {
    fields: {
      urls: urlLines(form.urls),
      model,
      concurrency: concurrency!,
      adaptive: form.adaptive,
      stream: form.stream,
      timeoutMs: timeoutS! * 1000,
      params,
      ...(extraBody ? { extraBody } : {}),
      ...(Object.keys(headers).length ? { headers } : {}),
    },
    problems,
  }
}

/** A profile as the form shows it: its endpoint fields and where its key comes from. */
export function profileToForm(p: Pick<ProfileView, 'name' | 'endpoint' | 'key'>): Partial<RunForm> {
  const e = p.endpoint
  return {
    profile: p.name,
    urls: e.urls.join('\n'),
    model: e.model,
    keySource: p.key.source,
    apiKeyEnv: p.key.source === 'env' ? p.key.name : '',
    concurrency: String(e.concurrency),
    adaptive: e.adaptive,
    stream: e.stream,
    timeoutS: String(Math.round(e.timeoutMs / 1000)),
    temperature: e.params.temperature !== undefined ? String(e.params.temperature) : '',
    maxTokens: e.params.max_tokens !== undefined ? String(e.params.max_tokens) : '',
    sampleSeed: e.params.seed !== undefined ? String(e.params.seed) : '',
    stop: (e.params.stop ?? []).join('\n'),
    extraBody: e.extraBody ? JSON.stringify(e.extraBody) : '',
    headers: Object.entries(e.headers ?? {})
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n'),
  }
}

/** The endpoint fields the profile editor covers (the rest of the form is the run's own). */
export const PROFILE_FIELDS = ['urls', 'model', 'keySource', 'apiKeyEnv', 'concurrency', 'adaptive', 'stream', 'timeoutS', 'temperature', 'maxTokens', 'sampleSeed', 'stop', 'extraBody', 'headers'] as const

/** Whether the form's endpoint differs from the saved profile (compared as the form would show it). */
export function differsFromProfile(form: RunForm, p: Pick<ProfileView, 'name' | 'endpoint' | 'key'>): boolean {
  const saved = { ...DEFAULT_FORM, ...profileToForm(p) }
  const norm = (k: (typeof PROFILE_FIELDS)[number], v: unknown) => (typeof v === 'string' ? (k === 'urls' || k === 'stop' || k === 'headers' ? urlLines(v).join('\n') : v.trim()) : v)
  return PROFILE_FIELDS.some((k) => {
    if (k === 'apiKeyEnv' && form.keySource !== 'env' && saved.keySource !== 'env') return false
    if (k === 'extraBody') return JSON.stringify(parseExtraBody(form.extraBody).value ?? null) !== JSON.stringify(parseExtraBody(saved.extraBody).value ?? null)
    return norm(k, form[k]) !== norm(k, saved[k])
  })
}

/**
 * The profile the form describes, to save under `name`: endpoint fields and key source; `secret` is the
 * key typed in the form (sent once to the host's secret store, never kept by the page).
 */
export function formToProfile(
  form: RunForm,
  name: string,
  opts: { web: boolean; secret: string; overwrite: boolean; secretFrom?: string },
): { profile: ProfileInput | null; problems: FormProblems } {
  const { fields, problems } = formEndpoint(form, opts)
  const n = name.trim()
  if (!n) problems.profile = { key: 'vProfileName' }
  else if (n.length > 80) problems.profile = { key: 'vTooLong', field: 'fProfileName', params: { n: 80 } }
  if (!fields || Object.keys(problems).length) return { profile: null, problems }
  const key: ProfileInput['key'] =
    form.keySource === 'env' ? { source: 'env', name: form.apiKeyEnv.trim() } : form.keySource === 'secret' ? { source: 'secret' } : { source: 'none' }
  const secret = form.keySource === 'secret' && opts.secret ? opts.secret : undefined
  return {
    profile: {
      name: n,
      endpoint: fields,
      key,
      overwrite: opts.overwrite,
      ...(secret ? { secret } : {}),
      ...(!secret && form.keySource === 'secret' && opts.secretFrom ? { secretFrom: opts.secretFrom } : {}),
    },
    problems,
  }
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
 * only MEDBENCH_… key variables. With a picked profile (`picked`), the run names it and sends the form's
 * endpoint as this run's changes, so the manifest says which profile ran; a key typed but not yet saved
 * must be saved with the profile first (a run never carries a key).
 */
export function formToSpec(
  form: RunForm,
  opts: { web: boolean; picked?: Pick<ProfileView, 'name' | 'key'> | null; secretTyped?: boolean },
): { spec: RunSpecInput | null; problems: FormProblems } {
  const { fields, problems } = formEndpoint(form, opts)
  const picked = opts.picked && opts.picked.name === form.profile ? opts.picked : null
  if (form.keySource === 'secret') {
    if (!picked) problems.secret = { key: 'vSecretNeedsProfile' }
    else if (opts.secretTyped || picked.key.source !== 'secret') problems.secret = { key: 'vSecretUnsaved' }
  }

  const take = <K extends FormField>(k: K, r: { value: number | undefined; problem?: FieldProblem }) => {
    if (r.problem) problems[k] = r.problem
    return r.value
  }
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

  if (!fields || Object.keys(problems).length > 0) return { spec: null, problems }

  const filters = Object.fromEntries(Object.entries(form.filters).filter(([, v]) => v && v.length > 0)) as Record<string, string[]>
  const keyVar = form.keySource === 'env' ? form.apiKeyEnv.trim() : ''
  const system = form.system.trim()
  // Key 'none' on a profile that has a key cannot be said as a change: the run is then a plain endpoint.
  const useProfile = picked && (form.keySource !== 'none' || picked.key.source === 'none')
  const endpoint = useProfile
    ? {
        ...fields,
        // Every parameter, null for the ones left empty, so the profile's are replaced rather than merged.
        params: { temperature: null, max_tokens: null, seed: null, stop: null, ...fields.params },
        ...(keyVar ? { apiKeyEnv: keyVar } : {}),
      }
    : { ...fields, ...(keyVar ? { apiKeyEnv: keyVar } : {}) }
  const spec: RunSpecInput = {
    ...(useProfile ? { profile: picked.name } : {}),
    endpoint,
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
  for (const k of Object.keys(DEFAULT_FORM) as (keyof RunForm)[]) {
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
    } else if (k === 'keySource') {
      // Forms kept by an older build had only a variable name.
      out.keySource = v === 'env' || v === 'secret' || v === 'none' ? v : typeof r.apiKeyEnv === 'string' && r.apiKeyEnv.trim() ? 'env' : 'none'
    } else if (typeof v === typeof d) {
      ;(out as unknown as Record<string, unknown>)[k] = v
    }
  }
  return out
}
