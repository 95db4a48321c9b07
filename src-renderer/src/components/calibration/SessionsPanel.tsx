// The coordinator's grading sessions: each with its graders' progress, and its calibration: the judge
// against the graders and the graders among themselves (the human ceiling), per rater pair, with the
// answers they disagree on most. The same figures `medbench calibrate` prints.
import { useEffect, useState } from 'react'
import { call, type OpOutput } from '../../api'
import { toUiError, type UiError } from '../../errors'
import { useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'

type Session = OpOutput<'grading.all'>[number]
type Calibration = OpOutput<'grading.calibrate'>

const f3 = (v: unknown) => (typeof v === 'number' ? v.toFixed(3) : '—')

export function SessionsPanel({ visible }: { visible: boolean }) {
  const t = useT()
  const [sessions, setSessions] = useState<Session[] | null>(null)
  const [cal, setCal] = useState<Calibration | null>(null)
  const [error, setError] = useState<UiError | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!visible) return
    call('grading.all', {})
      .then((s) => (setSessions(s), setError(null)))
      .catch((e) => setError(toUiError(e)))
  }, [visible])

  const calibrate = async (session: string) => {
    setBusy(true)
    try {
      setCal(await call('grading.calibrate', { session }))
      setError(null)
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grading-sessions" data-testid="grading-sessions">
      <ErrorLine error={error} testId="sessions-error" />
      {sessions && sessions.length === 0 && <p className="muted">{t('gradNoSessions')}</p>}
      {sessions && sessions.length > 0 && (
        <table className="data-table cal-table">
          <thead>
            <tr>
              <th>{t('gradSession')}</th>
              <th>{t('gradRun')}</th>
              <th>{t('gradGraders')}</th>
              <th className="num">{t('gradGradesN')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} data-testid={`session-${s.id}`}>
                <td>{s.id}</td>
                <td>{s.runId}</td>
                <td>{Object.entries(s.assigned).map(([g, n]) => `${g} ${n}`).join(' · ')}</td>
                <td className="num">{s.grades}</td>
                <td>
                  <button type="button" className="btn" disabled={busy} onClick={() => void calibrate(s.id)} data-testid={`session-calibrate-${s.id}`}>
                    {t('gradCalibrate')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {cal && (
        <div className="cal-result" data-testid="calibration-result" data-session={cal.session}>
          <p data-testid="calibration-ceiling" data-judge-human={cal.ceiling.judge_human ?? ''} data-human-human={cal.ceiling.human_human ?? ''}>
            {t('gradCeiling', { jh: f3(cal.ceiling.judge_human), nj: cal.ceiling.n_judge_pairs, hh: f3(cal.ceiling.human_human), nh: cal.ceiling.n_human_pairs, n: cal.graded })}
          </p>
          {cal.criteria && (
            <p data-testid="calibration-criteria" data-judge-loo={cal.criteria.judge_leave_one_out ?? ''} data-ceiling={cal.criteria.human_ceiling ?? ''}>
              {t('gradCriteriaF1', { units: cal.criteria.units, judge: f3(cal.criteria.judge_leave_one_out), ceiling: f3(cal.criteria.human_ceiling), each: cal.criteria.judge_vs_each.map((e) => `${e.grader} ${f3(e.macro_f1)}`).join(' · ') })}
            </p>
          )}
          <table className="data-table cal-table" data-testid="calibration-pairs">
            <thead>
              <tr>
                <th>{t('calPair')}</th>
                <th className="num">n</th>
                <th className="num">κ quadratic</th>
                <th className="num">Cohen κ</th>
                <th className="num">Spearman ρ</th>
                <th className="num">MAE</th>
                <th className="num">bias (b − a)</th>
              </tr>
            </thead>
            <tbody>
              {cal.report.pairwise.map((p, i) => (
                <tr key={i} data-testid={`calibration-pair-${i}`} data-a={p.rater_a} data-b={p.rater_b} data-kq={typeof p.cohen_kappa_quadratic === 'number' ? p.cohen_kappa_quadratic : ''}>
                  <td>
                    {p.rater_a} / {p.rater_b}
                  </td>
                  <td className="num">{p.n}</td>
                  <td className="num">{f3(p.cohen_kappa_quadratic)}</td>
                  <td className="num">{f3(p.cohen_kappa)}</td>
                  <td className="num">{f3(p.spearman)}</td>
                  <td className="num">{f3(p.mae)}</td>
                  <td className="num">{f3(p.mean_bias)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {cal.disagreements.length > 0 && (
            <>
              <h3>{t('gradDisagreements')}</h3>
              <table className="data-table cal-table">
                <tbody>
                  {cal.disagreements.slice(0, 10).map((d) => (
                    <tr key={d.seq}>
                      <td>#{d.seq}</td>
                      <td className="num">judge {d.judge}</td>
                      <td className="num">{t('gradGradersMean')} {d.graders.toFixed(2)}</td>
                      <td className="num">{d.difference > 0 ? '+' : ''}{d.difference.toFixed(2)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      )}
    </div>
  )
}
