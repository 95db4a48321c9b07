// A reading check of the run's choice answers: an LLM judge (a read template, medbench-read@1) reads
// which option each answer the reader inferred or found none in commits to. Pick a check already made
// to compare it with the reader in the report (and list the answers read differently), or make one
// against an OpenAI-compatible judge server. The same judge.run / run.report operations as
// `medbench judge --template medbench-read@1` and `medbench report --reading-check`.
import { useCallback, useEffect, useState } from 'react'
import { call, type OpOutput } from '../../api'
import { toUiError, type UiError } from '../../errors'
import { useLang, useT } from '../../i18n'
import { fmtCount } from '../../format'
import { fmtScore } from '../../scoreFormat'
import { useRunStore, type RunReport } from '../../stores/runStore'
import { ErrorLine } from '../common/ErrorLine'
import { FormRow } from '../common/FormRow'
import { submitOnCtrlEnter } from '../../keyboard'

type Pass = OpOutput<'judge.list'>[number]
type Outcome = OpOutput<'judge.run'>
type Check = NonNullable<NonNullable<RunReport['reading']>['check']>

const modelOf = (p: Pass) => (p.spec as { endpoint: { model: string } }).endpoint.model

export function ReadingCheck({ run, check }: { run: string; check: Check | undefined }) {
  const t = useT()
  const lang = useLang()
  const chosen = useRunStore((s) => s.reportCheck)
  const setReportCheck = useRunStore((s) => s.setReportCheck)
  const setFilter = useRunStore((s) => s.setFilter)
  const [passes, setPasses] = useState<Pass[]>([])
  const [template, setTemplate] = useState('medbench-read@1')
  const [open, setOpen] = useState(false)
  const [urls, setUrls] = useState('')
  const [model, setModel] = useState('')
  const [all, setAll] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [error, setError] = useState<UiError | null>(null)

  const load = useCallback(
    () =>
      call('judge.list', { run })
        .then((list) => setPasses(list.filter((p) => p.kind === 'read')))
        .catch((e) => setError(toUiError(e))),
    [run],
  )
  useEffect(() => {
    void load()
    call('judge.templates', {})
      .then((r) => setTemplate(r.defaultRead))
      .catch((e) => setError(toUiError(e)))
  }, [load])

  const urlList = urls.split(/[\s,，]+/).filter(Boolean)
  const problem = !urlList.length ? t('judgeNeedUrl') : urlList.some((u) => !/^https?:\/\/\S+$/.test(u)) ? t('judgeBadUrl') : !model.trim() ? t('judgeNeedModel') : null

  const start = async () => {
    if (problem || busy) return
    setBusy(true)
    setOutcome(null)
    try {
      const r = await call('judge.run', { run, endpoint: { urls: urlList, model: model.trim() }, template, check: all ? 'all' : 'doubtful' })
      setOutcome(r)
      setError(null)
      await load()
      if (r.status === 'completed') setReportCheck(r.judge)
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(false)
    }
  }

  const showDiffers = () => {
    setFilter('check_differs')
    document.querySelector('[data-testid="responses-panel"]')?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className="reading-check" data-testid="reading-check">
      <h4>{t('checkTitle')}</h4>
      <p className="muted small">{t('checkIntro')}</p>
      <label>
        {t('checkPass')}{' '}
        <select value={chosen ?? ''} onChange={(e) => setReportCheck(e.target.value || null)} data-testid="reading-check-select">
          <option value="">{t('checkNone')}</option>
          {passes.map((p) => (
            <option key={p.id} value={p.id} disabled={p.counts.ok === 0}>
              {p.id} · {modelOf(p)} · {t('checkCounts', { ok: p.counts.ok, done: p.counts.done, status: p.status })}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" className="btn btn-small" aria-expanded={open} onClick={() => setOpen((v) => !v)} data-testid="reading-check-new">
        {open ? t('judgeHideForm') : t('judgeShowForm')}
      </button>
      {check && (
        <>
          <dl className="kv" data-testid="reading-check-result" data-checked={check.n_checked} data-found={check.n_found} data-dropped={check.n_dropped} data-changed={check.n_changed} data-overall={check.overall_with_check ?? ''}>
            <dt>{t('checkChecked')}</dt>
            <dd>
              {fmtCount(check.n_checked)} <span className="muted">· {check.model}</span>
            </dd>
            <dt>{t('checkAgree')}</dt>
            <dd>{fmtCount(check.n_agree)}</dd>
            <dt>{t('checkFound')}</dt>
            <dd className={check.n_found > 0 ? 'cov-warn' : undefined}>
              {fmtCount(check.n_found)} <span className="muted">{t('checkRight', { n: fmtCount(check.n_found_correct) })}</span>
            </dd>
            <dt>{t('checkDropped')}</dt>
            <dd className={check.n_dropped > 0 ? 'cov-warn' : undefined}>
              {fmtCount(check.n_dropped)} <span className="muted">{t('checkWereRight', { n: fmtCount(check.n_dropped_correct) })}</span>
            </dd>
            <dt>{t('checkChanged')}</dt>
            <dd className={check.n_changed > 0 ? 'cov-warn' : undefined}>{fmtCount(check.n_changed)}</dd>
            <dt>{t('checkUnchecked')}</dt>
            <dd>{fmtCount(check.n_unchecked)}</dd>
            <dt>{t('checkOverall')}</dt>
            <dd data-testid="reading-check-overall">{fmtScore(check.overall_with_check)}</dd>
          </dl>
          <p className="muted small">{t('checkNote')}</p>
          {check.n_found + check.n_dropped + check.n_changed > 0 && (
            <button type="button" className="btn btn-small" onClick={showDiffers} data-testid="reading-check-show-differs">
              {t('checkShowDiffers')}
            </button>
          )}
        </>
      )}
      {open && (
        <form
          className="score-form"
          onSubmit={(e) => {
            e.preventDefault()
            void start()
          }}
          onKeyDown={submitOnCtrlEnter(() => void start())}
        >
          <FormRow label={t('judgeUrls')} htmlFor="check-urls">
            <input id="check-urls" value={urls} onChange={(e) => setUrls(e.target.value)} placeholder="http://127.0.0.1:8001/v1" data-testid="reading-check-urls" />
          </FormRow>
          <FormRow label={t('judgeModel')} htmlFor="check-model">
            <input id="check-model" value={model} onChange={(e) => setModel(e.target.value)} data-testid="reading-check-model" />
          </FormRow>
          <label className="small">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} data-testid="reading-check-all" /> {t('checkAll')}
          </label>
          <div className="form-actions">
            <button type="submit" className="btn primary" disabled={!!problem || busy} data-testid="reading-check-start">
              {busy ? t('checkRunning') : t('checkStart')}
            </button>{' '}
            <span className="muted small">{problem ?? t('judgeCtrlEnter')}</span>
          </div>
        </form>
      )}
      {outcome && (
        <p className={outcome.status === 'completed' ? 'ok-line' : 'cov-warn'} data-testid="reading-check-outcome" data-status={outcome.status}>
          {t('checkDone', { id: outcome.judge, status: outcome.status, done: outcome.done, total: outcome.total, errors: outcome.errors })}
          {outcome.reason && ` ${outcome.reason[lang]}`}
        </p>
      )}
      <ErrorLine error={error} testId="reading-check-error" />
    </div>
  )
}
