// Calibration › Agreement: a ratings file (unit, rater, score: graders' scores, a judge's verdicts, or
// both) → the agreement report the `medbench agreement` command prints, through the same operation,
// shown as tables (every statistic with its bootstrap interval; — where the data or the level does
// not define one, with the reason in the legend) and, per rater pair, the confusion heat map, a
// jittered scatter and a Bland–Altman plot. Ctrl+Enter computes while the view shows.
import { useEffect, useState } from 'react'
import { useCalibrationStore, type Level } from '../../stores/calibrationStore'
import { parseBootstrap } from '../../stores/uploadStats'
import { useAppStore } from '../../stores/appStore'
import { useT } from '../../i18n'
import { BlandAltman, ConfusionHeatMap, PairScatter } from './AgreementCharts'
import { GradingPanel } from './GradingPanel'
import { SessionsPanel } from './SessionsPanel'
import { PreferencePanel } from './PreferencePanel'
import { UploadFields, useCtrlEnter } from './UploadFields'

type Tab = 'grading' | 'sessions' | 'agreement' | 'preference'

const LEVELS: Level[] = ['auto', 'nominal', 'ordinal', 'interval', 'ratio']
const ALPHA = ['nominal', 'ordinal', 'interval', 'ratio'] as const
const ICC = ['ICC1', 'ICC2', 'ICC3', 'ICC1k', 'ICC2k', 'ICC3k'] as const
const PAIR = ['cohen_kappa', 'cohen_kappa_linear', 'cohen_kappa_quadratic', 'gwet_ac1', 'exact_agreement', 'pearson', 'spearman', 'kendall_tau_b', 'mae', 'mean_bias'] as const
const PAIR_LABEL: Record<(typeof PAIR)[number], string> = {
  cohen_kappa: 'Cohen κ',
  cohen_kappa_linear: 'κ linear',
  cohen_kappa_quadratic: 'κ quadratic',
  gwet_ac1: 'Gwet AC1',
  exact_agreement: 'agreement',
  pearson: 'Pearson r',
  spearman: 'Spearman ρ',
  kendall_tau_b: 'Kendall τb',
  mae: 'MAE',
  mean_bias: 'bias (b − a)',
}

type Obj = Record<string, unknown>

/** The value as the CLI's human output prints it (3 decimals), with its interval when there is one. */
function Stat({ o, k, testId }: { o: Obj; k: string; testId: string }) {
  const v = o[k]
  const ci = o[`${k}_ci`] as [number, number] | null | undefined
  return (
    <td className="num" data-testid={testId} data-value={typeof v === 'number' ? v : ''}>
      {typeof v === 'number' ? v.toFixed(3) : '—'}
      {ci !== undefined && <span className="muted ci">{ci ? ` [${ci[0].toFixed(3)}, ${ci[1].toFixed(3)}]` : ' [—]'}</span>}
    </td>
  )
}

const runAgreement = () => void useCalibrationStore.getState().run()

export function CalibrationView() {
  const t = useT()
  const s = useCalibrationStore()
  const visible = useAppStore((a) => a.view === 'calibration')
  const [pairIx, setPairIx] = useState(0)
  const role = useAppStore((a) => a.info?.actor?.role ?? null)
  const [tab, setTab] = useState<Tab>('grading')
  const r = s.result
  const badNumbers = s.bootstrap && parseBootstrap(s) === null
  useCtrlEnter(visible && tab === 'agreement', runAgreement)
  useEffect(() => setPairIx(0), [r])
  const tabs: Tab[] = role === 'coordinator' ? ['grading', 'sessions', 'agreement', 'preference'] : ['grading', 'agreement', 'preference']

  const report = r?.detail.report
  const pair = r?.detail.pairs[pairIx]
  return (
    <section className="calibration-view" data-testid="calibration-view">
      <div className="score-page">
        <header className="score-header">
          <p className="crumb muted">{t('navCalibration')} ›</p>
          <h1>{t(tab === 'grading' ? 'gradTitle' : tab === 'sessions' ? 'gradSessionsTitle' : tab === 'preference' ? 'prefTitle' : 'calTitle')}</h1>
          <nav className="cal-tabs" role="tablist">
            {tabs.map((k) => (
              <button key={k} type="button" role="tab" aria-selected={tab === k} className={tab === k ? 'cal-tab on' : 'cal-tab'} onClick={() => setTab(k)} data-testid={`cal-tab-${k}`}>
                {t(k === 'grading' ? 'gradTab' : k === 'sessions' ? 'gradSessionsTab' : k === 'preference' ? 'prefTab' : 'calTab')}
              </button>
            ))}
          </nav>
          <p className="muted">{t(tab === 'grading' ? 'gradIntro' : tab === 'sessions' ? 'gradSessionsIntro' : tab === 'preference' ? 'prefIntro' : 'calIntro')}</p>
        </header>
        {tab === 'grading' && <GradingPanel visible={visible && tab === 'grading'} />}
        {tab === 'sessions' && <SessionsPanel visible={visible && tab === 'sessions'} />}
        {tab === 'preference' && <PreferencePanel visible={visible && tab === 'preference'} />}
        {tab === 'agreement' && (
        <>
        <UploadFields
          s={s}
          accept=".csv,.tsv,.txt,.jsonl,.ndjson"
          badNumbers={badNumbers}
          text={{ file: 'calFile', choose: 'scoreChooseFile', noFile: 'scoreNoFile', fileHint: 'calFileHint', intervals: 'calBootstrap', resamples: 'calResamples', seed: 'calSeed', badNumbers: 'calBadNumbers', run: 'calRun', running: 'calRunning' }}
          testIds={{ fileInput: 'cal-file-input', fileName: 'cal-file-name', resamples: 'cal-resamples', seed: 'cal-seed', run: 'cal-run', error: 'cal-error' }}
          intervalsDisabled={!s.bootstrap}
          intervalsLead={
            <>
              <label className="check">
                <input type="checkbox" checked={s.bootstrap} onChange={(e) => s.set({ bootstrap: e.target.checked })} data-testid="cal-bootstrap" /> {t('calBootstrapOn')}
              </label>{' '}
            </>
          }
        >
          <div className="form-row">
            <label className="form-label" htmlFor="cal-level">
              {t('calLevel')}
            </label>
            <div className="form-field">
              <select id="cal-level" value={s.level} onChange={(e) => s.set({ level: e.target.value as Level })} data-testid="cal-level">
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {l === 'auto' ? t('calLevelAuto') : l}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </UploadFields>

        {r && report ? (
          <div className="cal-result" data-testid="cal-result">
            <p className="muted" data-testid="cal-summary">
              {t('calSummary', { file: r.fileName, units: report.n_units, raters: report.n_raters, ratings: r.detail.ratings, level: r.detail.level })}
              {r.resamples !== null ? ` · ${t('calCi', { b: r.resamples, seed: r.seed ?? '' })}` : ''}
            </p>
            <h2>{t('calOverall')}</h2>
            <table className="data-table cal-table" data-testid="cal-overall">
              <tbody>
                <tr>
                  <th>Krippendorff α</th>
                  {ALPHA.map((l) => (
                    <td key={l} className="muted">
                      {l}
                    </td>
                  ))}
                </tr>
                <tr>
                  <td />
                  {ALPHA.map((l) => (
                    <Stat key={l} o={report.krippendorff_alpha as Obj} k={l} testId={`cal-alpha-${l}`} />
                  ))}
                </tr>
                <tr>
                  <th>Fleiss κ</th>
                  <Stat o={report as unknown as Obj} k="fleiss_kappa" testId="cal-fleiss" />
                </tr>
                <tr>
                  <th>ICC</th>
                  {ICC.map((f) => (
                    <td key={f} className="muted">
                      {f}
                    </td>
                  ))}
                </tr>
                <tr>
                  <td />
                  {ICC.map((f) => (
                    <Stat key={f} o={report.icc as Obj} k={f} testId={`cal-icc-${f}`} />
                  ))}
                </tr>
              </tbody>
            </table>
            <h2>{t('calPairs')}</h2>
            <div className="table-scroll">
              <table className="data-table cal-table" data-testid="cal-pairs">
                <thead>
                  <tr>
                    <th>{t('calPair')}</th>
                    <th className="num">n</th>
                    {PAIR.map((k) => (
                      <th key={k} className="num">
                        {PAIR_LABEL[k]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.pairwise.map((p, i) => (
                    <tr key={i} className={i === pairIx ? 'selected' : ''} onClick={() => setPairIx(i)} data-testid={`cal-pair-${i}`}>
                      <td>
                        <button type="button" className="link-button" onClick={() => setPairIx(i)}>
                          {p.rater_a} / {p.rater_b}
                        </button>
                      </td>
                      <td className="num">{p.n}</td>
                      {PAIR.map((k) => (
                        <Stat key={k} o={p as Obj} k={k} testId={`cal-pair-${i}-${k}`} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="muted small">{t('calNullNote')}</p>
            {pair && (
              <>
                <h2 data-testid="cal-pair-title">{t('calPairCharts', { a: pair.rater_a, b: pair.rater_b, n: pair.n })}</h2>
                <div className="cal-charts">
                  <figure>
                    <ConfusionHeatMap pair={pair} />
                    <figcaption className="muted small">{t('calConfusion')}</figcaption>
                  </figure>
                  {pair.points.length > 0 && (
                    <figure>
                      <PairScatter pair={pair} />
                      <figcaption className="muted small">{t('calScatter')}</figcaption>
                    </figure>
                  )}
                  {pair.blandAltman && (
                    <figure>
                      <BlandAltman pair={pair} />
                      <figcaption className="muted small">{t('calBlandAltman')}</figcaption>
                    </figure>
                  )}
                </div>
              </>
            )}
          </div>
        ) : (
          <p className="muted score-nothing">{t('calNothingYet')}</p>
        )}
        </>
        )}
      </div>
    </section>
  )
}
