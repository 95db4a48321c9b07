// The coordinator's view of review: items by status, the queues, each round's progress per reviewer
// and its agreement (Fleiss' kappa, Gwet's AC1, Cohen's kappa per pair), decisions made implausibly
// fast; and the actions: assign drafts to a round, close the open round, release a pool, export and
// merge offline review packages.
import { useEffect, useState } from 'react'
import { useReviewStore } from '../../stores/reviewStore'
import { onExternalChange } from '../../stores/appStore'
import { useCodeLabel, useLang, useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'
import { PackagePanel } from './PackagePanel'
import { PlanEditor } from './PlanEditor'
import { AgreementChart, ProgressChart } from './ReviewCharts'

/** A reviewer's profile name in a round's table, else the id. */
const nameOf = (r: { reviewers: { reviewerId: string; name: string | null }[] }, id: string) => r.reviewers.find((v) => v.reviewerId === id)?.name ?? id

const fmtStat = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(3))

export function ReviewDashboard() {
  const t = useT()
  const lang = useLang()
  const label = useCodeLabel()
  const s = useReviewStore()
  const [poolName, setPoolName] = useState('')
  const [editingPlan, setEditingPlan] = useState(false)

  useEffect(() => {
    void useReviewStore.getState().loadDashboard()
    // Assignments, decisions or merges made elsewhere (the CLI, another window) show without a reload.
    return onExternalChange(() => void useReviewStore.getState().loadDashboard())
  }, [])

  const d = s.dashboard
  return (
    <div className="review-dashboard" data-testid="review-dashboard">
      <div className="review-actions">
        <button type="button" className="btn" disabled={s.busy !== null} onClick={() => void s.assign()} data-testid="review-assign">
          {s.busy === 'assign' ? t('working') : t('reviewAssign')}
        </button>
        <button type="button" className="btn" disabled={s.busy !== null || !d || d.queues.openRounds === 0} onClick={() => void s.closeRound()} data-testid="review-close-round">
          {s.busy === 'close' ? t('working') : t('reviewCloseRound')}
        </button>
        <span className="toolbar-spacer" />
        <input
          value={poolName}
          onChange={(e) => setPoolName(e.target.value)}
          placeholder={t('poolNamePlaceholder')}
          aria-label={t('poolNamePlaceholder')}
          data-testid="pool-name"
          className="note-input"
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={s.busy !== null || poolName.trim() === '' || !d || d.statuses.approved === 0}
          onClick={() => void s.releasePool(poolName.trim()).then((ok) => ok && setPoolName(''))}
          data-testid="pool-release"
          title={t('poolReleaseTitle')}
        >
          {t('poolRelease', { n: d?.statuses.approved ?? 0 })}
        </button>
      </div>
      <ErrorLine error={s.dashError} testId="review-dash-error" />
      {s.actionResult && (
        <p className="ok-line small" data-testid="review-action-result">
          ✓ {s.actionResult[lang]}
        </p>
      )}
      {!d && <p className="muted">{t('historyLoading')}</p>}
      {d && (
        <>
          <div className="review-counts" data-testid="review-counts">
            {Object.entries(d.statuses)
              .filter(([k]) => k !== 'adjudication')
              .map(([k, n]) => (
              <div key={k} className="base-cell" data-status={k} data-n={n}>
                <span className="muted small">{label('status', k)}</span>
                <strong>{n}</strong>
              </div>
            ))}
            <div className="base-cell" data-testid="review-adj-queue" data-n={d.queues.adjudication}>
              <span className="muted small">{t('reviewAdjQueue')}</span>
              <strong>{d.queues.adjudication}</strong>
            </div>
          </div>
          {!d.plan && <p className="muted">{t('reviewNoPlan')}</p>}
          {(!d.plan || editingPlan) && (
            <PlanEditor
              plan={d.plan}
              onSaved={() => {
                setEditingPlan(false)
                void useReviewStore.getState().loadDashboard()
              }}
              onCancel={d.plan ? () => setEditingPlan(false) : undefined}
            />
          )}
          {d.plan && !editingPlan && (
            <p className="small plan-summary" data-testid="plan-summary">
              {t('planSummary', {
                rounds: d.plan.rounds,
                per: d.plan.reviewersPerItem,
                rule: d.plan.consensus.kind === 'k_of_n' ? `k=${d.plan.consensus.k}` : t(d.plan.consensus.kind === 'unanimous' ? 'planUnanimous' : 'planMajority'),
                route: t(d.plan.onDisagreement === 'next_round' ? 'planNextRound' : 'planAdjudication'),
                keys: d.plan.reviewersCheckKeys ? 'yes' : '',
              })}{' '}
              <button type="button" className="btn btn-small" onClick={() => setEditingPlan(true)} data-testid="plan-edit">
                {t('planEdit')}
              </button>
            </p>
          )}
          {d.plan && <PackagePanel keysChecked={d.plan.reviewersCheckKeys} onChange={() => void useReviewStore.getState().loadDashboard()} />}
          {d.rounds.map((r) => (
            <section key={r.roundId} className="report-box" data-testid="review-round" data-round={r.round} data-state={r.state}>
              <h3>
                {t('reviewRoundTitle', { n: r.round })} · {t(r.state === 'open' ? 'reviewRoundOpen' : 'reviewRoundClosed')} ·{' '}
                {t('reviewDecided', { decided: r.decided, assignments: r.assignments, items: r.items })}
              </h3>
              <p className="small" data-testid="review-agreement" data-fleiss={r.agreement.fleissKappa.value ?? ''} data-ac1={r.agreement.gwetAC1.value ?? ''}>
                Fleiss κ {fmtStat(r.agreement.fleissKappa.value)} n={r.agreement.fleissKappa.n} · Gwet AC1 {fmtStat(r.agreement.gwetAC1.value)} n={r.agreement.gwetAC1.n}
                {r.agreement.cohenKappa.map((c) => ` · Cohen κ (${nameOf(r, c.a)}, ${nameOf(r, c.b)}) ${fmtStat(c.value)} n=${c.n}`).join('')}
              </p>
              <ProgressChart round={r} />
              <p className="muted small">{t('chartLegend')}</p>
              <table className="version-table">
                <thead>
                  <tr>
                    <th>{t('reviewReviewer')}</th>
                    <th>{t('reviewAssigned')}</th>
                    <th>{t('reviewDecidedCol')}</th>
                    <th>{t('reviewFast')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.reviewers.map((v) => (
                    <tr key={v.reviewerId} data-testid="review-reviewer-row">
                      <td>{v.name ?? v.reviewerId}</td>
                      <td>{v.assigned}</td>
                      <td>{v.decided}</td>
                      <td className={v.fast > 0 ? 'warn-text' : ''}>{v.fast}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
          {d.rounds.length > 0 && (
            <section className="report-box" data-testid="review-agreement-chart">
              <h3>{t('chartAgreement')}</h3>
              <AgreementChart rounds={d.rounds} />
            </section>
          )}
          {d.fast.length > 0 && (
            <section className="report-box" data-testid="review-fast">
              <h3>{t('reviewFastTitle', { n: d.fast.length })}</h3>
              <ul className="small">
                {d.fast.slice(0, 20).map((f, i) => (
                  <li key={i}>{f[lang]}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  )
}
