// The coordinator's grading sessions: a new one set up here (SessionForm), each with its graders'
// progress, its calibration (CalibrationReport) and the run's judge passes compared on the session's
// graded sample, where one can be chosen as the session's judge. The same operations `medbench
// grading create` and `medbench calibrate [--compare | --use]` call.
import { useCallback, useEffect, useState } from 'react'
import { call, type OpOutput } from '../../api'
import { toUiError, type UiError } from '../../errors'
import { useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'
import { CalibrationReport, ci, f3 } from './CalibrationReport'
import { CalibrationFitChart } from './CalibrationCharts'
import { SessionForm } from './SessionForm'

type Session = OpOutput<'grading.all'>[number]
type Calibration = OpOutput<'grading.calibrate'>
type Comparison = OpOutput<'grading.compare'>
type Fit = OpOutput<'grading.fit'>

export function SessionsPanel({ visible }: { visible: boolean }) {
  const t = useT()
  const [sessions, setSessions] = useState<Session[] | null>(null)
  const [cal, setCal] = useState<Calibration | null>(null)
  const [cmp, setCmp] = useState<Comparison | null>(null)
  const [fit, setFit] = useState<Fit | null>(null)
  const [error, setError] = useState<UiError | null>(null)
  const [busy, setBusy] = useState(false)
  const [showForm, setShowForm] = useState(false)

  const load = useCallback(() => {
    call('grading.all', {})
      .then((s) => (setSessions(s), setError(null)))
      .catch((e) => setError(toUiError(e)))
  }, [])
  useEffect(() => {
    if (visible) load()
  }, [visible, load])

  const busyDo = async (f: () => Promise<void>) => {
    setBusy(true)
    try {
      await f()
      setError(null)
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(false)
    }
  }
  const show = (what: { cal?: Calibration; cmp?: Comparison; fit?: Fit }) => {
    setCal(what.cal ?? null)
    setCmp(what.cmp ?? null)
    setFit(what.fit ?? null)
  }
  const calibrate = (session: string) => busyDo(async () => show({ cal: await call('grading.calibrate', { session }) }))
  const compare = (session: string) => busyDo(async () => show({ cmp: await call('grading.compare', { session }) }))
  const fitMap = (session: string) => busyDo(async () => show({ fit: await call('grading.fit', { session }) }))
  const choose = (session: string, judge: string) =>
    busyDo(async () => {
      await call('grading.useJudge', { session, judge })
      setCmp(await call('grading.compare', { session }))
      load()
    })

  return (
    <div className="grading-sessions" data-testid="grading-sessions">
      <ErrorLine error={error} testId="sessions-error" />
      <p>
        <button type="button" className="btn" aria-expanded={showForm} onClick={() => setShowForm((v) => !v)} data-testid="session-new">
          {showForm ? t('gradFormHide') : t('gradFormShow')}
        </button>
      </p>
      {showForm && <SessionForm onCreated={() => load()} />}
      {sessions && sessions.length === 0 && <p className="muted">{t('gradNoSessions')}</p>}
      {sessions && sessions.length > 0 && (
        <table className="data-table cal-table">
          <thead>
            <tr>
              <th>{t('gradSession')}</th>
              <th>{t('gradRun')}</th>
              <th>{t('gradFormJudge')}</th>
              <th>{t('gradGraders')}</th>
              <th className="num">{t('gradGradesN')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} data-testid={`session-${s.id}`} data-judge={s.judgeId ?? ''}>
                <td>{s.id}</td>
                <td>{s.runId}</td>
                <td>{s.judgeId ?? '—'}</td>
                <td>{Object.entries(s.assigned).map(([g, n]) => `${g} ${n}`).join(' · ')}</td>
                <td className="num">{s.grades}</td>
                <td>
                  <button type="button" className="btn" disabled={busy} onClick={() => void calibrate(s.id)} data-testid={`session-calibrate-${s.id}`}>
                    {t('gradCalibrate')}
                  </button>{' '}
                  <button type="button" className="btn" disabled={busy} onClick={() => void compare(s.id)} data-testid={`session-compare-${s.id}`}>
                    {t('gradCompare')}
                  </button>{' '}
                  <button type="button" className="btn" disabled={busy || !s.judgeId} onClick={() => void fitMap(s.id)} data-testid={`session-fit-${s.id}`}>
                    {t('gradFit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {busy && <p className="muted">{t('gradComputing')}</p>}
      {cal && <CalibrationReport cal={cal} />}
      {fit && (
        <div className="cal-result" data-testid="calibration-fit" data-id={fit.id} data-n={fit.n} data-mae-raw={fit.metrics.mae_raw} data-mae-calibrated={fit.metrics.mae_calibrated}>
          <p className="ok-line">{t('gradFitDone', { id: fit.id, method: fit.method, n: fit.n, folds: fit.metrics.folds, raw: f3(fit.metrics.mae_raw), cal: f3(fit.metrics.mae_calibrated) })}</p>
          <figure>
            <CalibrationFitChart fit={fit} />
            <figcaption className="muted small">{t('gradFitCaption')}</figcaption>
          </figure>
        </div>
      )}
      {cmp && (
        <div className="cal-result" data-testid="judge-compare" data-session={cmp.session} data-common={cmp.common}>
          <p>{t('gradCompareIntro', { n: cmp.judges.length, common: cmp.common })}</p>
          <table className="data-table cal-table">
            <thead>
              <tr>
                <th>{t('gradFormJudge')}</th>
                <th className="num">{t('gradCovered')}</th>
                <th className="num">MAE</th>
                <th className="num">{t('gradBias')}</th>
                <th className="num">κ quadratic</th>
                <th className="num">{t('gradCriteriaShort')}</th>
                <th className="num">ECE</th>
                <th className="num">{t('gradFlaggedN')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {cmp.judges.map((j) => (
                <tr key={j.id} data-testid="compare-row" data-judge={j.id} data-mae={j.mae.value ?? ''} className={j.id === cmp.current ? 'selected' : ''}>
                  <td className="judge-cell">
                    {j.id}
                    <span className="muted small">
                      {j.model} · {j.template} · ×{j.samples}
                    </span>
                  </td>
                  <td className="num">{j.covered}</td>
                  <td className="num">{ci(j.mae)}</td>
                  <td className="num">{ci(j.mean_bias)}</td>
                  <td className="num">
                    {f3(j.judge_human)} <span className="muted small">/ {f3(j.human_human)}</span>
                  </td>
                  <td className="num">{f3(j.criteria_f1)}</td>
                  <td className="num">{f3(j.ece)}</td>
                  <td className="num">{j.flagged_groups}</td>
                  <td>
                    {j.id === cmp.current ? (
                      <span className="muted">{t('gradJudgeInUse')}</span>
                    ) : (
                      <button type="button" className="btn" disabled={busy} onClick={() => void choose(cmp.session, j.id)} data-testid={`compare-use-${j.id}`}>
                        {t('gradUseJudge')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted small">{t('gradCompareNote')}</p>
        </div>
      )}
    </div>
  )
}
