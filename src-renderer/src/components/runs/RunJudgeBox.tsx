// A run's open answers and their judge: which judge pass scores them in the report (and a calibration
// fitted for it, which widens the report's intervals), what the report then says about them (judged,
// not judged), and a new judge pass over the stored answers: an OpenAI-compatible judge server, its
// model, the versioned template, samples per answer. The same judge.run / run.report operations as
// `medbench judge` and `medbench report --judge --calibration`.
import { useCallback, useEffect, useRef, useState } from 'react'
import { call, type OpOutput } from '../../api'
import { toUiError, type UiError } from '../../errors'
import { useLang, useT } from '../../i18n'
import { fmtCount } from '../../format'
import { useRunStore, type RunReport } from '../../stores/runStore'
import { ErrorLine } from '../common/ErrorLine'
import { FormRow } from '../common/FormRow'
import { submitOnCtrlEnter } from '../../keyboard'

type Judge = OpOutput<'judge.list'>[number]
type Fit = OpOutput<'grading.calibrations'>[number]
type Outcome = OpOutput<'judge.run'>

const specOf = (j: Judge) => j.spec as { endpoint: { model: string }; template: string; samples: number }

export function RunJudgeBox({ run, report }: { run: string; report: RunReport }) {
  const t = useT()
  const lang = useLang()
  const chosen = useRunStore((s) => s.reportJudge)
  const setReportJudge = useRunStore((s) => s.setReportJudge)
  const [judges, setJudges] = useState<Judge[]>([])
  const [fits, setFits] = useState<Fit[]>([])
  const [error, setError] = useState<UiError | null>(null)
  const [open, setOpen] = useState(false)
  const [urls, setUrls] = useState('')
  const [model, setModel] = useState('')
  const [template, setTemplate] = useState('medbench-judge@1')
  const [samples, setSamples] = useState('1')
  const [keyEnv, setKeyEnv] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const poll = useRef<number | null>(null)

  const loadJudges = useCallback(
    () =>
      call('judge.list', { run })
        .then((all) => setJudges(all.filter((x) => x.kind === 'grade')))
        .catch((e) => setError(toUiError(e))),
    [run],
  )
  useEffect(() => {
    void loadJudges()
  }, [loadJudges])
  const [templates, setTemplates] = useState<string[]>(['medbench-judge@1'])
  useEffect(() => {
    call('judge.templates', {})
      .then((r) => (setTemplates(r.templates), setTemplate((cur) => (r.templates.includes(cur) ? cur : r.default))))
      .catch((e) => setError(toUiError(e)))
  }, [])
  useEffect(() => {
    if (!chosen.judge) return setFits([])
    call('grading.calibrations', { judge: chosen.judge })
      .then(setFits)
      .catch((e) => setError(toUiError(e)))
  }, [chosen.judge])
  useEffect(() => () => void (poll.current !== null && window.clearInterval(poll.current)), [])

  const nSamples = /^\d+$/.test(samples) && Number(samples) >= 1 && Number(samples) <= 10 ? Number(samples) : null
  const urlList = urls.split(/[\s,，]+/).filter(Boolean)
  const problem = !urlList.length ? t('judgeNeedUrl') : urlList.some((u) => !/^https?:\/\/\S+$/.test(u)) ? t('judgeBadUrl') : !model.trim() ? t('judgeNeedModel') : nSamples === null ? t('judgeBadSamples') : keyEnv && !/^MEDBENCH_[A-Z0-9_]+$/.test(keyEnv) ? t('judgeBadKeyEnv') : null

  const start = async () => {
    if (problem || busy) return
    setBusy(true)
    setOutcome(null)
    // The pass answers when it is done; meanwhile its verdict count grows in the list.
    poll.current = window.setInterval(() => void loadJudges(), 1000)
    try {
      const r = await call('judge.run', {
        run,
        endpoint: { urls: urlList, model: model.trim(), ...(nSamples! > 1 ? { params: { temperature: 0.7 } } : {}) },
        template: template.trim() || undefined,
        samples: nSamples!,
        ...(keyEnv ? { apiKeyEnv: keyEnv } : {}),
      })
      setOutcome(r)
      setError(null)
      await loadJudges()
      if (r.status === 'completed') setReportJudge(r.judge, null)
    } catch (e) {
      setError(toUiError(e))
    } finally {
      if (poll.current !== null) window.clearInterval(poll.current)
      poll.current = null
      setBusy(false)
    }
  }

  const j = report.judge
  const c = report.calibration
  return (
    <section className="report-box run-judge" data-testid="run-judge">
      <h3>{t('judgeBoxTitle')}</h3>
      <div className="run-judge-pick">
        <label>
          {t('judgePass')}{' '}
          <select value={chosen.judge ?? ''} onChange={(e) => setReportJudge(e.target.value || null, null)} data-testid="run-judge-select">
            <option value="">{t('judgeNone')}</option>
            {judges.map((x) => (
              <option key={x.id} value={x.id} disabled={x.counts.ok === 0}>
                {x.id} · {specOf(x).endpoint.model} · {specOf(x).template} · {t('judgeCounts', { ok: x.counts.ok, done: x.counts.done, status: x.status })}
              </option>
            ))}
          </select>
        </label>{' '}
        {chosen.judge && (
          <label>
            {t('judgeCalibration')}{' '}
            <select value={chosen.calibration ?? ''} onChange={(e) => setReportJudge(chosen.judge, e.target.value || null)} data-testid="run-calibration-select">
              <option value="">{t('judgeNoCalibration')}</option>
              {fits.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.id} · {f.method} · n {f.n} · MAE {f.metrics.mae_raw.toFixed(3)} → {f.metrics.mae_calibrated.toFixed(3)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {j ? (
        <p data-testid="run-judge-used" data-judge={j.id} data-judged={j.n_responses_judged} data-unjudged={j.n_responses_unjudged} data-calibration={c?.id ?? ''}>
          {t('judgeUsed', { id: j.id, model: j.model, template: j.template, items: fmtCount(j.n_items), judged: fmtCount(j.n_responses_judged), unjudged: fmtCount(j.n_responses_unjudged) })}
          {c && ` ${t('judgeCalibrated', { id: c.id, method: c.method, n: c.n })}`}
        </p>
      ) : (
        <p className="muted">{t('judgeNotUsed', { n: fmtCount(report.lexical.n_items) })}</p>
      )}
      <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen((v) => !v)} data-testid="run-judge-new">
        {open ? t('judgeHideForm') : t('judgeShowForm')}
      </button>
      {open && (
        <form
          className="score-form run-judge-form"
          onSubmit={(e) => {
            e.preventDefault()
            void start()
          }}
          onKeyDown={submitOnCtrlEnter(() => void start())}
        >
          <FormRow label={t('judgeUrls')} htmlFor="judge-urls">
            <input id="judge-urls" value={urls} onChange={(e) => setUrls(e.target.value)} placeholder="http://127.0.0.1:8001/v1" data-testid="run-judge-urls" />
            <p className="muted small">{t('judgeUrlsHint')}</p>
          </FormRow>
          <FormRow label={t('judgeModel')} htmlFor="judge-model">
            <input id="judge-model" value={model} onChange={(e) => setModel(e.target.value)} data-testid="run-judge-model" />
          </FormRow>
          <FormRow label={t('judgeOptions')} fieldClass="inline-fields">
            <label>
              {t('judgeTemplate')}{' '}
              <select value={template} onChange={(e) => setTemplate(e.target.value)} data-testid="run-judge-template">
                {templates.map((x) => (
                  <option key={x} value={x}>
                    {x}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('judgeSamples')} <input className="num-input" value={samples} onChange={(e) => setSamples(e.target.value)} data-testid="run-judge-samples" />
            </label>
            <label>
              {t('judgeKeyEnv')} <input className="num-input" value={keyEnv} onChange={(e) => setKeyEnv(e.target.value.trim())} placeholder="MEDBENCH_JUDGE_KEY" data-testid="run-judge-keyenv" />
            </label>
          </FormRow>
          <div className="form-actions">
            <button type="submit" className="btn primary" disabled={!!problem || busy} data-testid="run-judge-start">
              {busy ? t('judgeRunning') : t('judgeStart')}
            </button>{' '}
            <span className="muted small" data-testid="run-judge-problem">
              {problem ?? t('judgeCtrlEnter')}
            </span>
          </div>
        </form>
      )}
      {busy && (
        <p className="muted" data-testid="run-judge-progress">
          {t('judgeProgress', { n: fmtCount(judges.reduce((a, x) => Math.max(a, x.status === 'running' ? x.counts.done : 0), 0)) })}
        </p>
      )}
      {outcome && (
        <p className={outcome.status === 'completed' ? 'ok-line' : 'cov-warn'} data-testid="run-judge-outcome" data-status={outcome.status} data-judge={outcome.judge}>
          {t('judgeOutcome', { id: outcome.judge, status: outcome.status, done: outcome.done, total: outcome.total, errors: outcome.errors })}
          {outcome.reason && ` ${outcome.reason[lang]}`}
        </p>
      )}
      <ErrorLine error={error} testId="run-judge-error" />
    </section>
  )
}
