// The form for a new run: the model server (a saved endpoint profile, or base URLs one per line for
// replicas, where the key comes from, parameters; "Test connection" lists the models each serves with
// the time it took, and a listed model can be picked), the item selection (the bank's
// facets, a search, a pool and a limit, with the number of items it comes to), the prompt, dynamic
// evaluation, seed and limits. Everything is checked in the user's language before it is sent; what
// was typed is kept across reloads.
import { useId } from 'react'
import type { ReactNode } from 'react'
import { pickedProfile, useRunStore } from '../../stores/runStore'
import { FILTER_FACETS, useBankStore } from '../../stores/bankStore'
import { isElectron } from '../../api'
import { useLang, useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import { fmtCount } from '../../format'
import { isMac } from '../../keyboard'
import { activeFilters, filterWords } from '../../scoreFormat'
import { ErrorLine } from '../common/ErrorLine'
import { FacetPicker } from './FacetPicker'
import { EndpointPicker, PROFILE_SELECT_ID } from './EndpointPicker'
import { plannedItems, urlLines } from './runForm'
import type { FieldProblem, KeySourceKind, RunForm } from './runForm'

export function NewRunForm() {
  const t = useT()
  const lang = useLang()
  const form = useRunStore((s) => s.form)
  const problems = useRunStore((s) => s.problems)
  const starting = useRunStore((s) => s.starting)
  const startError = useRunStore((s) => s.startError)
  const count = useRunStore((s) => s.selectionCount)
  const set = useRunStore((s) => s.setForm)
  const bankFilters = useBankStore((b) => b.filters)
  const bankSearch = useBankStore((b) => b.search)
  const nProblems = Object.keys(problems).length
  const planned = count === null ? null : plannedItems(count, form)
  const bankWords = filterWords(activeFilters(bankFilters), bankSearch, lang)
  const web = !isElectron()

  const text = (k: keyof RunForm) => ({
    value: form[k] as string,
    onChange: (e: { target: { value: string } }) => set({ [k]: e.target.value } as Partial<RunForm>),
    'aria-invalid': problems[k] ? true : undefined,
    disabled: starting,
    'data-testid': `run-${k}`,
  })
  const check = (k: keyof RunForm) => ({
    type: 'checkbox' as const,
    checked: form[k] as boolean,
    onChange: (e: { target: { checked: boolean } }) => set({ [k]: e.target.checked } as Partial<RunForm>),
    disabled: starting,
    'data-testid': `run-${k}`,
  })

  return (
    <form
      className="run-form"
      data-testid="run-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void useRunStore.getState().start()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.nativeEvent.isComposing) {
          e.preventDefault()
          void useRunStore.getState().start()
        } else if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyP') {
          e.preventDefault()
          document.getElementById(PROFILE_SELECT_ID)?.focus()
        }
      }}
    >
      <header className="runs-header">
        <p className="crumb muted">{t('navRuns')} ›</p>
        <h1>{t('runNewTitle')}</h1>
        <p className="muted">{t('runNewIntro')}</p>
      </header>

      <fieldset className="run-fieldset">
        <legend>{t('runSecEndpoint')}</legend>
        <EndpointPicker disabled={starting} />
        <Field label="fUrls" problem={problems.urls} hint={t('fUrlsHint')}>
          {(id) => (
            <textarea id={id} className="text-area" rows={Math.min(6, Math.max(2, urlLines(form.urls).length + 1))} placeholder="http://127.0.0.1:8000/v1" spellCheck={false} {...text('urls')} />
          )}
        </Field>
        <div className="form-row">
          <span className="form-label" />
          <div className="form-field">
            <ConnectionTest />
          </div>
        </div>
        <Field label="fModel" problem={problems.model}>
          {(id) => <input id={id} className="text-input" list="run-model-list" spellCheck={false} autoComplete="off" {...text('model')} />}
        </Field>
        <KeyFields web={web} disabled={starting} text={text} />
        <div className="field-grid">
          <Field label="fConcurrency" problem={problems.concurrency}>
            {(id) => <input id={id} className="text-input num-input" inputMode="numeric" {...text('concurrency')} />}
          </Field>
          <Field label="fTimeout" problem={problems.timeoutS}>
            {(id) => <input id={id} className="text-input num-input" inputMode="numeric" {...text('timeoutS')} />}
          </Field>
        </div>
        <div className="form-row">
          <span className="form-label" />
          <div className="form-field checks">
            <label className="checkbox-plain">
              <input {...check('stream')} />
              {t('fStream')}
            </label>
            <label className="checkbox-plain" title={t('fAdaptiveHint')}>
              <input {...check('adaptive')} />
              {t('fAdaptive')}
            </label>
          </div>
        </div>
        <div className="field-grid">
          <Field label="fTemperature" problem={problems.temperature} hint={t('fOptionalDefault')}>
            {(id) => <input id={id} className="text-input num-input" inputMode="decimal" {...text('temperature')} />}
          </Field>
          <Field label="fMaxTokens" problem={problems.maxTokens} hint={t('fOptionalDefault')}>
            {(id) => <input id={id} className="text-input num-input" inputMode="numeric" {...text('maxTokens')} />}
          </Field>
        </div>
        <details className="more-params" open={!!(form.sampleSeed || form.stop || form.extraBody || form.headers || problems.sampleSeed || problems.stop || problems.extraBody || problems.headers) || undefined}>
          <summary data-testid="run-more-params">{t('fMoreParams')}</summary>
          <Field label="fSampleSeed" problem={problems.sampleSeed} hint={t('fSampleSeedHint')}>
            {(id) => <input id={id} className="text-input num-input" inputMode="numeric" {...text('sampleSeed')} />}
          </Field>
          <Field label="fStop" problem={problems.stop} hint={t('fStopHint')}>
            {(id) => <textarea id={id} className="text-area" rows={2} spellCheck={false} {...text('stop')} />}
          </Field>
          <Field label="fExtraBody" problem={problems.extraBody} hint={t('fExtraBodyHint')}>
            {(id) => <textarea id={id} className="text-area mono" rows={2} spellCheck={false} placeholder='{"chat_template_kwargs": {"enable_thinking": false}}' {...text('extraBody')} />}
          </Field>
          <Field label="fHeaders" problem={problems.headers} hint={t('fHeadersHint')}>
            {(id) => <textarea id={id} className="text-area mono" rows={2} spellCheck={false} placeholder="X-Team: it" {...text('headers')} />}
          </Field>
        </details>
      </fieldset>

      <fieldset className="run-fieldset">
        <legend>{t('runSecSelection')}</legend>
        <div className="form-row">
          <span className="form-label">{t('fFilters')}</span>
          <div className="form-field">
            <div className="toolbar-row filters run-filters">
              {FILTER_FACETS.map((f) => (
                <FacetPicker key={f} facet={f} disabled={starting} />
              ))}
            </div>
            <div className="run-bank-filters">
              <button
                type="button"
                className="btn btn-small"
                disabled={starting || !bankWords}
                onClick={() => set({ filters: activeFilters(bankFilters) as RunForm['filters'], search: bankSearch })}
                data-testid="run-use-bank-filters"
                title={bankWords || t('scoreSetBankViewNone')}
              >
                {t('runUseBankFilters')}
              </button>
              <span className="muted small">{bankWords ? bankWords : t('scoreSetBankViewNone')}</span>
            </div>
          </div>
        </div>
        <Field label="fSearch" problem={problems.search}>
          {(id) => <input id={id} className="text-input" type="search" placeholder={t('fSearchPlaceholder')} {...text('search')} />}
        </Field>
        <Field label="fTags" problem={problems.tags} hint={t('fTagsHint')}>
          {(id) => <input id={id} className="text-input" placeholder="split:test" spellCheck={false} {...text('tags')} />}
        </Field>
        <div className="field-grid">
          <Field label="fPool" problem={problems.pool} hint={t('fPoolHint')}>
            {(id) => <input id={id} className="text-input num-input" inputMode="numeric" placeholder={t('fAll')} {...text('pool')} />}
          </Field>
          <Field label="fLimit" problem={problems.limit} hint={t('fLimitHint')}>
            {(id) => <input id={id} className="text-input num-input" inputMode="numeric" placeholder={t('fAll')} {...text('limit')} />}
          </Field>
        </div>
        <div className="form-row">
          <span className="form-label" />
          <p className="form-field selection-count" data-testid="run-selection-count" data-selected={count ?? ''} data-planned={planned ?? ''}>
            {count === null
              ? t('querying')
              : t('runSelectionCount', { selected: fmtCount(count), planned: fmtCount(planned ?? 0) })}
          </p>
        </div>
      </fieldset>

      <fieldset className="run-fieldset">
        <legend>{t('runSecPrompt')}</legend>
        <div className="form-row">
          <span className="form-label">{t('fTemplateLang')}</span>
          <div className="form-field checks" role="radiogroup" aria-label={t('fTemplateLang')}>
            {(['zh', 'en'] as const).map((l) => (
              <label key={l} className="checkbox-plain">
                <input type="radio" name="run-template-lang" checked={form.lang === l} onChange={() => set({ lang: l })} disabled={starting} data-testid={`run-lang-${l}`} />
                {t(l === 'zh' ? 'fTemplateZh' : 'fTemplateEn')}
              </label>
            ))}
          </div>
        </div>
        <Field label="fSystem" problem={problems.system} hint={t('fSystemHint')}>
          {(id) => <textarea id={id} className="text-area" rows={2} {...text('system')} />}
        </Field>
        <div className="form-row">
          <span className="form-label">{t('fTemplateKind')}</span>
          <div className="form-field checks" role="radiogroup" aria-label={t('fTemplateKind')}>
            {(['zero-shot', 'few-shot'] as const).map((k) => (
              <label key={k} className="checkbox-plain">
                <input type="radio" name="run-template-kind" checked={form.templateKind === k} onChange={() => set({ templateKind: k })} disabled={starting} data-testid={`run-template-${k}`} />
                {t(k === 'zero-shot' ? 'fZeroShot' : 'fFewShot')}
              </label>
            ))}
          </div>
        </div>
        {form.templateKind === 'few-shot' && (
          <div className="field-grid">
            <Field label="fShots" problem={problems.shots} hint={t('fShotsHint')}>
              {(id) => <input id={id} className="text-input num-input" inputMode="numeric" {...text('shots')} />}
            </Field>
            <Field label="fDevTag" problem={problems.devTag} hint={t('fDevTagHint')}>
              {(id) => <input id={id} className="text-input" placeholder="split:dev" spellCheck={false} {...text('devTag')} />}
            </Field>
          </div>
        )}
        <Field label="fImages" problem={problems.images} hint={t('fImagesHint')}>
          {(id) => <input id={id} className="text-input" spellCheck={false} autoComplete="off" {...text('images')} />}
        </Field>
      </fieldset>

      <fieldset className="run-fieldset">
        <legend>{t('runSecDynamic')}</legend>
        <div className="form-row">
          <span className="form-label" />
          <div className="form-field checks">
            <label className="checkbox-plain" title={t('fPermuteHint')}>
              <input {...check('permute')} />
              {t('fPermute')}
            </label>
            <label className="checkbox-plain" title={t('fCircularHint')}>
              <input {...check('circular')} />
              {t('fCircular')}
            </label>
          </div>
        </div>
        <Field label="fSamples" problem={problems.samples} hint={t('fSamplesHint')}>
          {(id) => <input id={id} className="text-input num-input" inputMode="numeric" {...text('samples')} />}
        </Field>
      </fieldset>

      <fieldset className="run-fieldset">
        <legend>{t('runSecLimits')}</legend>
        <div className="field-grid">
          <Field label="fSeed" problem={problems.seed}>
            {(id) => <input id={id} className="text-input num-input" inputMode="numeric" {...text('seed')} />}
          </Field>
          <Field label="fMaxAttempts" problem={problems.maxAttempts} hint={t('fMaxAttemptsHint')}>
            {(id) => <input id={id} className="text-input num-input" inputMode="numeric" {...text('maxAttempts')} />}
          </Field>
          <Field label="fMaxErrors" problem={problems.maxErrors} hint={t('fMaxErrorsHint')}>
            {(id) => <input id={id} className="text-input num-input" placeholder={t('fNoLimit')} {...text('maxErrors')} />}
          </Field>
        </div>
        <div className="form-row">
          <span className="form-label" />
          <div className="form-field checks">
            <label className="checkbox-plain" title={t('fCacheHint')}>
              <input {...check('cache')} />
              {t('fCache')}
            </label>
          </div>
        </div>
      </fieldset>

      <div className="run-submit">
        <button type="submit" className="btn btn-primary" disabled={starting} aria-busy={starting} data-testid="run-start">
          {starting ? t('runStarting') : t('runStart')}
        </button>
        <span className="muted small">
          <kbd>{isMac ? '⌘' : 'Ctrl'}+Enter</kbd>
        </span>
        <button type="button" className="btn btn-quiet" onClick={() => useRunStore.getState().resetForm()} disabled={starting} data-testid="run-reset">
          {t('runResetForm')}
        </button>
        {nProblems > 0 && (
          <span className="field-problem" role="alert" data-testid="run-form-problems">
            {t('runFixFields', { n: nProblems })}
          </span>
        )}
      </div>
      <ErrorLine error={startError} testId="run-start-error" />
    </form>
  )
}

/** A labelled field with its problem (in red, announced) or its hint below. */
function Field({ label, problem, hint, children }: { label: StringKey; problem?: FieldProblem; hint?: string; children: (id: string) => ReactNode }) {
  const t = useT()
  const id = useId()
  return (
    <div className="form-row">
      <label className="form-label" htmlFor={id}>
        {t(label)}
      </label>
      <div className="form-field">
        {children(id)}
        {problem ? (
          <p className="field-problem" role="alert" data-testid="field-problem">
            {t(problem.key, { ...problem.params, ...(problem.field ? { field: t(problem.field) } : {}) })}
          </p>
        ) : (
          hint && <p className="muted small field-hint">{hint}</p>
        )}
      </div>
    </div>
  )
}

/** Where the key comes from: none, an environment variable, or a key stored with the profile (typed here, never kept by the page). */
function KeyFields({ web, disabled, text }: { web: boolean; disabled: boolean; text: (k: keyof RunForm) => Record<string, unknown> }) {
  const t = useT()
  const source = useRunStore((s) => s.form.keySource)
  const problems = useRunStore((s) => s.problems)
  const secret = useRunStore((s) => s.secretInput)
  const store = useRunStore((s) => s.profiles?.secretStore ?? null)
  const picked = useRunStore((s) => pickedProfile(s))
  const lang = useLang()
  const set = useRunStore((s) => s.setForm)
  const storedHere = picked?.keyStatus === 'stored' && source === 'secret'
  const canStore = store ? store.available : false
  const sources: { v: KeySourceKind; label: StringKey }[] = [
    { v: 'none', label: 'keyNone' },
    { v: 'env', label: 'keyEnv' },
    { v: 'secret', label: 'keySecret' },
  ]
  return (
    <>
      <div className="form-row">
        <span className="form-label">{t('fKeySource')}</span>
        <div className="form-field checks" role="radiogroup" aria-label={t('fKeySource')}>
          {sources.map(({ v, label }) => (
            <label key={v} className="checkbox-plain">
              <input
                type="radio"
                name="run-key-source"
                checked={source === v}
                onChange={() => set({ keySource: v })}
                disabled={disabled || (v === 'secret' && !canStore && source !== 'secret')}
                data-testid={`run-key-${v}`}
              />
              {t(label)}
            </label>
          ))}
        </div>
      </div>
      {source === 'env' && (
        <Field label="fApiKeyEnv" problem={problems.apiKeyEnv} hint={t(web ? 'fApiKeyEnvHintWeb' : 'fApiKeyEnvHint')}>
          {(id) => <input id={id} className="text-input" placeholder={web ? 'MEDBENCH_API_KEY' : 'OPENAI_API_KEY'} spellCheck={false} autoComplete="off" {...text('apiKeyEnv')} />}
        </Field>
      )}
      {source === 'secret' && (
        <Field
          label="fSecret"
          problem={problems.secret}
          hint={store && !store.available && store.reason ? store.reason[lang] : t(store?.kind === 'session' ? 'secretHintSession' : 'secretHintOs')}
        >
          {(id) => (
            <input
              id={id}
              className="text-input"
              type="password"
              value={secret}
              onChange={(e) => useRunStore.getState().setSecretInput(e.target.value)}
              placeholder={storedHere ? t('secretPlaceholderStored') : 'sk-…'}
              aria-invalid={problems.secret ? true : undefined}
              autoComplete="new-password"
              spellCheck={false}
              disabled={disabled || !canStore}
              data-testid="run-secret"
            />
          )}
        </Field>
      )}
    </>
  )
}

/** "Test connection": per URL, whether it answered and which models it serves; a model is picked by a click. */
function ConnectionTest() {
  const t = useT()
  const lang = useLang()
  const testing = useRunStore((s) => s.testing)
  const result = useRunStore((s) => s.testResult)
  const error = useRunStore((s) => s.testError)
  const model = useRunStore((s) => s.form.model)
  const models = [...new Set((result ?? []).flatMap((r) => r.models))]
  return (
    <div className="conn-test" data-testid="conn-test">
      <button type="button" className="btn btn-small" onClick={() => void useRunStore.getState().testConnection()} disabled={testing} aria-busy={testing} data-testid="run-test-connection">
        {testing ? t('runTesting') : t('runTestConnection')}
      </button>
      <ErrorLine error={error} testId="run-test-error" />
      {result && (
        <ul className="conn-results" data-testid="conn-results">
          {result.map((r) => (
            <li key={r.url} className={r.ok ? 'conn-ok' : 'conn-bad'} data-testid="conn-result" data-ok={r.ok ? 'true' : 'false'}>
              <span aria-hidden="true">{r.ok ? '✓' : '✗'}</span> <code>{r.url}</code>{' '}
              <span className="muted" data-testid="conn-latency" data-ms={r.latencyMs}>
                {t('runConnLatency', { ms: r.latencyMs })}
              </span>{' '}
              {r.ok ? (
                <span className="muted">{t('runConnModels', { n: r.models.length })}</span>
              ) : (
                <span className="conn-error" data-code={r.error?.code}>
                  {r.error?.[lang]}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {models.length > 0 && (
        <div className="model-chips" role="radiogroup" aria-label={t('runPickModel')}>
          <span className="muted small">{t('runPickModel')}</span>
          {models.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={m === model}
              className={m === model ? 'model-chip active' : 'model-chip'}
              onClick={() => useRunStore.getState().setForm({ model: m })}
              data-testid="model-chip"
              data-model={m}
            >
              {m}
            </button>
          ))}
        </div>
      )}
      <datalist id="run-model-list">
        {models.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
    </div>
  )
}
