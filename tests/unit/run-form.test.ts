// The Runs view's new-run form: what it sends for what was typed (checked against the host's own
// RunSpec schema), which problems it names before anything is sent, and the small formats it shows.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FORM,
  differsFromProfile,
  endpointProblems,
  formToProfile,
  formToSpec,
  parseHeaders,
  plannedItems,
  profileToForm,
  reviveForm,
  urlLines,
} from '../../src-renderer/src/components/runs/runForm'
import type { RunForm } from '../../src-renderer/src/components/runs/runForm'
import { diffSpan, fmtDiff, fmtDuration, reportFileName, runStatusKey, spanRange, variantLabel } from '../../src-renderer/src/components/runs/runLabels'
import { RunSpecSchema, RunStartInputSchema } from '../../src-main/core/run/spec'
import { EndpointProfileSchema, applyProfile } from '../../src-main/core/run/profile'

const form = (patch: Partial<RunForm>): RunForm => ({ ...DEFAULT_FORM, urls: 'http://127.0.0.1:8000/v1', model: 'qwen', ...patch })

describe('formToSpec', () => {
  it('turns a filled form into a spec the host accepts', () => {
    const { spec, problems } = formToSpec(
      form({
        urls: ' http://10.0.0.1:8000/v1 \n\nhttp://10.0.0.2:8000/v1\n',
        keySource: 'env',
        apiKeyEnv: 'MEDBENCH_API_KEY',
        concurrency: '16',
        timeoutS: '30',
        temperature: '0',
        maxTokens: '512',
        filters: { dimension: ['knowledge_qa'], type: [] },
        search: ' 心包 ',
        limit: '20',
        pool: '100',
        lang: 'en',
        system: ' 你是医生 ',
        permute: true,
        samples: '3',
        seed: '42',
        maxAttempts: '2',
        maxErrors: '5%',
        cache: false,
      }),
      { web: true },
    )
    expect(problems).toEqual({})
    expect(spec).not.toBeNull()
    const parsed = RunSpecSchema.parse(spec)
    expect(parsed.endpoint).toMatchObject({ urls: ['http://10.0.0.1:8000/v1', 'http://10.0.0.2:8000/v1'], model: 'qwen', concurrency: 16, timeoutMs: 30_000, apiKeyEnv: 'MEDBENCH_API_KEY', params: { temperature: 0, max_tokens: 512 } })
    expect(parsed.selection).toEqual({ filters: { dimension: ['knowledge_qa'] }, search: '心包', pool: 100, limit: 20 })
    expect(parsed.dynamic).toEqual({ permute: true, circular: false, samples: 3 })
    expect(parsed.template).toEqual({ kind: 'zero-shot', lang: 'en', system: '你是医生' })
    expect(parsed).toMatchObject({ seed: 42, limits: { maxAttempts: 2, maxErrors: '5%' }, cache: false })
  })

  it('leaves optional fields out rather than sending empty values', () => {
    const { spec } = formToSpec(form({}), { web: false })
    const parsed = RunSpecSchema.parse(spec)
    expect(parsed.selection).toEqual({})
    expect(parsed.endpoint.apiKeyEnv).toBeUndefined()
    expect(parsed.endpoint.params).toEqual({})
    expect(parsed.template.system).toBeUndefined()
    expect(parsed.limits.maxErrors).toBeUndefined()
  })

  it('names every problem and sends nothing', () => {
    const { spec, problems } = formToSpec(
      form({ urls: 'ftp://x/v1', model: ' ', concurrency: '0', timeoutS: '1.5', temperature: '3', samples: '21', seed: '-1', maxAttempts: '', maxErrors: 'five', limit: '0' }),
      { web: false },
    )
    expect(spec).toBeNull()
    expect(Object.keys(problems).sort()).toEqual(['concurrency', 'limit', 'maxAttempts', 'maxErrors', 'model', 'samples', 'seed', 'temperature', 'timeoutS', 'urls'])
    expect(problems.urls).toEqual({ key: 'vUrlBad', params: { url: 'ftp://x/v1' } })
    expect(problems.concurrency).toEqual({ key: 'vIntRange', field: 'fConcurrency', params: { min: 1, max: 1024 } })
    expect(problems.maxAttempts).toEqual({ key: 'vRequired', field: 'fMaxAttempts' })
    expect(problems.limit?.key).toBe('vIntMin')
  })

  it('accepts any key variable in the window, only MEDBENCH_ ones from the browser', () => {
    expect(endpointProblems({ urls: 'http://a/v1', apiKeyEnv: 'OPENAI_API_KEY' }, { web: false })).toEqual({})
    expect(endpointProblems({ urls: 'http://a/v1', apiKeyEnv: 'OPENAI_API_KEY' }, { web: true }).apiKeyEnv?.key).toBe('vKeyVarWeb')
    expect(endpointProblems({ urls: 'http://a/v1', apiKeyEnv: '1BAD' }, { web: false }).apiKeyEnv?.key).toBe('vKeyVarBad')
    expect(endpointProblems({ urls: '', apiKeyEnv: '' }, { web: false }).urls?.key).toBe('vUrlsEmpty')
  })
})

describe('form helpers', () => {
  it('reads URLs one per line', () => {
    expect(urlLines(' a \r\n\n b\n')).toEqual(['a', 'b'])
  })
  it('counts the items a run will ask: selection, then pool, then limit', () => {
    expect(plannedItems(100, { pool: '', limit: '' })).toBe(100)
    expect(plannedItems(100, { pool: '50', limit: '20' })).toBe(20)
    expect(plannedItems(10, { pool: '50', limit: 'x' })).toBe(10)
  })
  it('revives a stored form, dropping what does not fit', () => {
    const f = reviveForm({ urls: 'http://a/v1', concurrency: 8, filters: { type: ['single_choice'], bad: [1] }, lang: 'fr', stream: true })
    expect(f.urls).toBe('http://a/v1')
    expect(f.concurrency).toBe(DEFAULT_FORM.concurrency)
    expect(f.filters).toEqual({ type: ['single_choice'] })
    expect(f.lang).toBe('zh')
    expect(f.stream).toBe(true)
    expect(reviveForm('nonsense')).toEqual(DEFAULT_FORM)
    // A form kept by an older build named only a variable: it reads as "key from a variable".
    expect(reviveForm({ apiKeyEnv: 'MEDBENCH_API_KEY' }).keySource).toBe('env')
    expect(reviveForm({ apiKeyEnv: '' }).keySource).toBe('none')
    expect(reviveForm({ keySource: 'keychain' }).keySource).toBe('none')
  })
})

describe('endpoint profiles in the form', () => {
  const full = form({
    urls: 'http://10.0.0.1:8000/v1\nhttp://10.0.0.2:8000/v1',
    concurrency: '16',
    timeoutS: '30',
    temperature: '0.6',
    maxTokens: '2048',
    sampleSeed: '7',
    stop: '</answer>\n\n###',
    extraBody: '{"chat_template_kwargs": {"enable_thinking": false}}',
    headers: 'X-Team: it\nX-Trace:  on ',
    keySource: 'env',
    apiKeyEnv: 'MEDBENCH_KEY',
  })

  it('a form saved as a profile is one the host accepts, and reads back into the same form', () => {
    const { profile, problems } = formToProfile(full, ' 本院 vLLM ', { web: true, secret: '', overwrite: false })
    expect(problems).toEqual({})
    const parsed = EndpointProfileSchema.parse(profile)
    expect(parsed).toMatchObject({
      name: '本院 vLLM',
      key: { source: 'env', name: 'MEDBENCH_KEY' },
      endpoint: {
        urls: ['http://10.0.0.1:8000/v1', 'http://10.0.0.2:8000/v1'],
        concurrency: 16,
        timeoutMs: 30_000,
        params: { temperature: 0.6, max_tokens: 2048, seed: 7, stop: ['</answer>', '###'] },
        extraBody: { chat_template_kwargs: { enable_thinking: false } },
        headers: { 'X-Team': 'it', 'X-Trace': 'on' },
      },
    })
    const back = { ...DEFAULT_FORM, ...profileToForm(parsed) }
    expect(differsFromProfile(back, parsed)).toBe(false)
    expect(differsFromProfile({ ...back, temperature: '0.7' }, parsed)).toBe(true)
    expect(differsFromProfile({ ...back, keySource: 'none' }, parsed)).toBe(true)
    expect(differsFromProfile({ ...back, extraBody: '{ "chat_template_kwargs": { "enable_thinking": false } }' }, parsed)).toBe(false)
    // The key typed for a stored secret goes with the save, and only then.
    expect(formToProfile({ ...full, keySource: 'secret' }, 'x', { web: false, secret: 'sk-1', overwrite: true }).profile).toMatchObject({ key: { source: 'secret' }, secret: 'sk-1', overwrite: true })
    expect(formToProfile({ ...full, keySource: 'none' }, 'x', { web: false, secret: 'sk-1', overwrite: true }).profile).not.toHaveProperty('secret')
    expect(formToProfile(full, '  ', { web: true, secret: '', overwrite: false }).problems.profile?.key).toBe('vProfileName')
  })

  it('headers with credentials and bad JSON are named before anything is sent', () => {
    expect(parseHeaders('Authorization: Bearer sk-1').problem).toEqual({ key: 'vHeaderSecret', params: { name: 'Authorization' } })
    expect(parseHeaders('no colon').problem?.key).toBe('vHeaderBad')
    const { problems } = formToSpec(form({ extraBody: '[1]', stop: 'a\nb\nc\nd\ne', sampleSeed: '-3', keySource: 'env', apiKeyEnv: '' }), { web: false })
    expect(Object.keys(problems).sort()).toEqual(['apiKeyEnv', 'extraBody', 'sampleSeed', 'stop'])
  })

  it('a run from a picked profile names it and sends the form as its changes, which resolve to the form', () => {
    const saved = EndpointProfileSchema.parse({ ...formToProfile(full, 'lab', { web: true, secret: '', overwrite: false }).profile, key: { source: 'secret' } })
    const edited = { ...DEFAULT_FORM, ...profileToForm(saved), temperature: '', maxTokens: '64', profile: 'lab' }
    const { spec, problems } = formToSpec(edited, { web: true, picked: saved })
    expect(problems).toEqual({})
    const input = RunStartInputSchema.parse(spec)
    expect(input.profile).toBe('lab')
    const e = applyProfile(saved, input.endpoint)
    // Emptied in the form: gone from the run, not merged back from the profile.
    expect(e.params).toEqual({ max_tokens: 64, seed: 7, stop: ['</answer>', '###'] })
    expect(e).toMatchObject({ apiKeySecret: 'lab', profile: 'lab', concurrency: 16, headers: { 'X-Team': 'it', 'X-Trace': 'on' } })
    // A key typed but not saved, or a stored key without a profile: save first.
    expect(formToSpec(edited, { web: true, picked: saved, secretTyped: true }).problems.secret?.key).toBe('vSecretUnsaved')
    expect(formToSpec({ ...edited, profile: '' }, { web: true, picked: null }).problems.secret?.key).toBe('vSecretNeedsProfile')
    // "No key" on a profile that has one: a plain endpoint, so the profile's key is not used.
    const plain = formToSpec({ ...edited, keySource: 'none' }, { web: true, picked: saved }).spec!
    expect(plain).not.toHaveProperty('profile')
    expect(RunSpecSchema.parse(plain).endpoint.apiKeySecret).toBeUndefined()
  })
})

describe('run labels', () => {
  it('says when a run recorded as running is not run here', () => {
    expect(runStatusKey('running', true)).toBe('runStatusRunning')
    expect(runStatusKey('running', false)).toBe('runStatusElsewhere')
    expect(runStatusKey('paused', false)).toBe('runStatusPaused')
  })
  it('names presentations', () => {
    expect(variantLabel('id', 0, 'zh')).toBe('原顺序')
    expect(variantLabel('rot2', 0, 'en')).toBe('rotation 3')
    expect(variantLabel('p0', 1, 'zh')).toBe('打乱 1 · #2')
    expect(variantLabel('odd', 0, 'en')).toBe('odd')
  })
  it('formats durations and file names', () => {
    expect(fmtDuration(65, 'zh')).toBe('1 分 05 秒')
    expect(fmtDuration(3700, 'en')).toBe('1 h 01 min')
    expect(fmtDuration(null, 'en')).toBe('—')
    expect(reportFileName('ab/c', new Date(2026, 10, 30, 20, 41))).toBe('medbench-run-ab_c-20261130-2041.json')
    expect(reportFileName('r1', new Date(2026, 0, 2, 3, 4), 'csv')).toBe('medbench-run-r1-20260102-0304.csv')
    expect(reportFileName('r1', new Date(2026, 0, 2, 3, 4), 'html')).toBe('medbench-run-r1-20260102-0304.html')
    expect(reportFileName('r1', new Date(2026, 0, 2, 3, 4), 'zip')).toBe('medbench-submission-r1-20260102-0304.zip')
  })
  it('signs differences and picks a scale that holds every interval', () => {
    expect([fmtDiff(3.24), fmtDiff(-1), fmtDiff(0), fmtDiff(-0.04), fmtDiff(null), fmtDiff(NaN)]).toEqual(['+3.2', '−1.0', '0.0', '0.0', '—', '—'])
    expect(diffSpan([])).toBe(5)
    expect(diffSpan([-4.9, 2])).toBe(5)
    expect(diffSpan([-5.1, 2])).toBe(10)
    expect(diffSpan([22, -3])).toBe(25)
    expect(diffSpan([-100, NaN])).toBe(100)
    expect(diffSpan([140])).toBe(100)
  })
  it('finds the deciding span, the last occurrence', () => {
    expect(spanRange('选项B看似合理。答案：B', '答案：B')).toEqual([8, 12])
    expect(spanRange('B … B', 'B')).toEqual([4, 5])
    expect(spanRange('答案：C', 'D')).toBeNull()
    expect(spanRange('x', null)).toBeNull()
  })
})
