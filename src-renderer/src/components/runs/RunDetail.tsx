// One run: what was asked of which model (from its stored spec), why it stopped if it did not finish,
// its live progress and controls, then its report and per-response table once it has responses.
import { useRunStore } from '../../stores/runStore'
import type { RunRow, RunStatusOut } from '../../stores/runStore'
import { useLang, useT } from '../../i18n'
import { fmtCount, fmtTime } from '../../format'
import { filterWords } from '../../scoreFormat'
import type { ScoreFilters } from '../../scoreFormat'
import { ErrorLine } from '../common/ErrorLine'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { errorClassLabel, fmtDuration, fmtRate, replicaStateLabel, runStatusKey } from './runLabels'
import { RunReportPanel } from './RunReportPanel'
import { RunJudgeBox } from './RunJudgeBox'
import { RereadNotice } from './RereadNotice'
import { ResponsesPanel } from './ResponsesPanel'

export function RunDetail() {
  const t = useT()
  const lang = useLang()
  const id = useRunStore((s) => s.selectedId)
  const run = useRunStore((s) => s.runs.find((r) => r.id === s.selectedId))
  const status = useRunStore((s) => s.status)
  const statusError = useRunStore((s) => s.statusError)
  const report = useRunStore((s) => s.report)
  const reportLoading = useRunStore((s) => s.reportLoading)
  const reportError = useRunStore((s) => s.reportError)
  const confirmCancel = useRunStore((s) => s.confirmCancel)
  if (!id) return null
  if (!run) {
    return (
      <div className="run-detail">
        <p className="muted">{t('rowLoading')}</p>
      </div>
    )
  }
  const active = status ? status.active : run.active
  const runStatus = status?.status ?? run.status
  const done = status?.done ?? run.done
  const stopReason = status ? status.stopReason : run.stopReason
  const spec = run.spec
  const sel = spec.selection
  const selWords = filterWords(sel.filters as ScoreFilters | undefined, sel.search, lang)
  const selParts = [selWords || t('runSelWhole')]
  if (sel.pool !== undefined) selParts.push(t('runSelPool', { n: fmtCount(sel.pool) }))
  if (sel.limit !== undefined) selParts.push(t('runSelLimit', { n: fmtCount(sel.limit) }))
  if (sel.ids) selParts.push(t('runSelIds', { n: fmtCount(sel.ids.length) }))
  const dyn = spec.dynamic
  const dynParts: string[] = []
  if (dyn.permute) dynParts.push(t('fPermute'))
  if (dyn.circular) dynParts.push(t('fCircular'))
  if (dyn.samples > 1) dynParts.push(t('runSamplesN', { n: dyn.samples }))

  return (
    <div className="run-detail" data-testid="run-detail" data-run={run.id} data-status={runStatus} data-active={active ? 'true' : 'false'}>
      <header className="runs-header">
        <p className="crumb muted">
          {t('navRuns')} › <code>{run.id}</code>
        </p>
        <div className="run-title">
          <h1 data-testid="run-model">{spec.endpoint.model}</h1>
          <span className={`run-pill run-${active ? 'running' : runStatus === 'running' ? 'elsewhere' : runStatus}`} data-testid="run-status">
            {t(runStatusKey(runStatus, active))}
          </span>
        </div>
        <dl className="run-meta">
          <dt>{t('runMetaCreated')}</dt>
          <dd>
            {fmtTime(run.createdAt, lang)} · {run.author}
          </dd>
          <dt>{t('runMetaEndpoint')}</dt>
          <dd className="run-urls">
            {spec.endpoint.urls.map((u) => (
              <code key={u}>{u}</code>
            ))}
            <span className="muted">
              {t('runMetaEndpointSettings', {
                c: spec.endpoint.concurrency,
                timeout: Math.round(spec.endpoint.timeoutMs / 1000),
                stream: t(spec.endpoint.stream ? 'runOn' : 'runOff'),
              })}
              {spec.endpoint.apiKeyEnv ? ` · ${t('runMetaKeyVar', { name: spec.endpoint.apiKeyEnv })}` : ''}
              {spec.endpoint.apiKeySecret ? ` · ${t('runMetaKeySecret')}` : ''}
              {spec.endpoint.profile ? ` · ${t('runMetaProfile', { name: spec.endpoint.profile })}` : ''}
            </span>
          </dd>
          <dt>{t('runMetaSelection')}</dt>
          <dd data-testid="run-selection-words">
            {selParts.join(lang === 'zh' ? '；' : '; ')} · {t('runMetaTasks', { n: fmtCount(run.nTasks) })}
          </dd>
          <dt>{t('runMetaPrompt')}</dt>
          <dd>
            {t(spec.template.lang === 'zh' ? 'fTemplateZh' : 'fTemplateEn')}
            {spec.template.system ? ` · ${t('runMetaSystem')}` : ''}
            {spec.template.kind === 'few-shot' ? ` · ${t('runMetaFewShot', { n: spec.template.shots ?? 0, tag: spec.template.dev?.tag ?? (spec.template.dev?.ids ? `${spec.template.dev.ids.length} ids` : '…') })}` : ''} · {t('fSeed')} {spec.seed}
            {dynParts.length ? ` · ${dynParts.join(lang === 'zh' ? '、' : ', ')}` : ''}
          </dd>
        </dl>
      </header>

      {stopReason && !active && (
        <p className={`stop-reason ${runStatus === 'failed' ? 'stop-bad' : ''}`} role="status" data-testid="run-stop-reason">
          {stopReason[lang]}
        </p>
      )}

      <ProgressPanel run={run} status={status} reportErrors={report?.report.errors_by_class ?? null} />
      <ErrorLine error={statusError} testId="run-status-error" />
      <Controls active={active} status={runStatus} errors={status?.errors ?? run.errors} />

      {done === 0 ? (
        <p className="muted run-no-responses">{t('runNoResponsesYet')}</p>
      ) : (
        <>
          <ErrorLine error={reportError} testId="run-report-error" />
          {report ? (
            <>
              <RereadNotice />
              <RunReportPanel report={report.report} live={active} loading={reportLoading} platformItems={report.platformItems} />
              {!active && (report.report.lexical.n_items > 0 || report.report.judge) && <RunJudgeBox run={report.report.run} report={report.report} />}
              <ResponsesPanel />
            </>
          ) : (
            <p className="muted">{t('runReportLoading')}</p>
          )}
        </>
      )}
      {confirmCancel && (
        <ConfirmDialog
          title={t('runCancelTitle')}
          body={t('runCancelBody')}
          confirmLabel={t('runCancelYes')}
          cancelLabel={t('runCancelNo')}
          onConfirm={() => void useRunStore.getState().control('cancel')}
          onCancel={() => useRunStore.getState().setConfirmCancel(false)}
        />
      )}
    </div>
  )
}

function ProgressPanel({ run, status, reportErrors }: { run: RunRow; status: RunStatusOut | null; reportErrors: Record<string, number> | null }) {
  const t = useT()
  const lang = useLang()
  const total = status?.total ?? run.nTasks
  const done = status?.done ?? run.done
  const errors = status?.errors ?? run.errors
  const pct = total > 0 ? (100 * done) / total : 0
  const active = status?.active ?? false
  // While it runs, the runner's count of failed attempts; once stopped, the stored failed responses.
  const byClass = Object.entries((active ? status?.errorsByClass : reportErrors) ?? {}).filter(([, n]) => (n ?? 0) > 0)
  return (
    <section className="run-progress-panel" data-testid="run-progress" data-done={done} data-total={total} data-errors={errors}>
      <div className="progress run-bar" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-label={t('runProgress')}>
        <div className="progress-fill" style={{ width: `${pct}%` }} />
      </div>
      <div className="progress-stats">
        <span className="progress-done" data-testid="run-done">
          <strong>
            {fmtCount(done)} / {fmtCount(total)}
          </strong>{' '}
          <span className="muted">({pct.toFixed(pct > 0 && pct < 1 ? 1 : 0)}%)</span>
        </span>
        {active && status && (
          <>
            <span>
              {t('runRate')} <strong>{fmtRate(status.rate)}</strong>/s
            </span>
            <span>
              {t('runEta')} <strong>{fmtDuration(status.etaSec, lang)}</strong>
            </span>
            <span>
              {t('runInFlight')} <strong>{fmtCount(status.inFlight)}</strong>
            </span>
          </>
        )}
        <span className={errors > 0 ? 'progress-failed' : ''} data-testid="run-failed">
          {t('runFailedN', { n: fmtCount(errors) })}
        </span>
        {(status?.cached ?? 0) > 0 && <span className="muted">{t('runCachedN', { n: fmtCount(status!.cached) })}</span>}
      </div>
      {byClass.length > 0 && (
        <p className="error-classes" data-testid="run-errors-by-class">
          {byClass.map(([cls, n]) => (
            <span key={cls} className="chip chip-bad" data-class={cls}>
              {errorClassLabel(cls, lang)} {fmtCount(n ?? 0)}
            </span>
          ))}
        </p>
      )}
      {active && status && status.replicas.length > 0 && (
        <table className="replica-table" data-testid="run-replicas">
          <thead>
            <tr>
              <th>{t('replicaUrl')}</th>
              <th>{t('replicaState')}</th>
              <th className="col-num">{t('replicaInFlight')}</th>
              <th className="col-num">{t('replicaFailures')}</th>
            </tr>
          </thead>
          <tbody>
            {status.replicas.map((r) => (
              <tr key={r.url} data-state={r.state}>
                <td>
                  <code>{r.url}</code>
                </td>
                <td>
                  <span className={`replica-state replica-${r.state}`}>{replicaStateLabel(r.state, lang)}</span>
                </td>
                <td className="col-num">
                  {fmtCount(r.inFlight)} / {fmtCount(r.limit)}
                </td>
                <td className="col-num">{fmtCount(r.failures)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function Controls({ active, status, errors }: { active: boolean; status: string; errors: number }) {
  const t = useT()
  const busy = useRunStore((s) => s.controlBusy)
  const error = useRunStore((s) => s.controlError)
  const retryFailed = useRunStore((s) => s.retryFailed)
  const keyVar = useRunStore((s) => s.resumeKeyEnv)
  const keyProblem = useRunStore((s) => s.resumeProblem)
  const s = useRunStore.getState()
  // A completed run has nothing left to send unless its failed requests are sent again.
  const canResume = !active && (status !== 'completed' || (errors > 0 && retryFailed))
  return (
    <section className="run-controls" data-testid="run-controls">
      <div className="run-controls-row">
        <button type="button" className="btn" disabled={!active || busy} onClick={() => void s.control('pause')} data-testid="run-pause" title={t('runPauseTitle')}>
          {t('runPause')}
        </button>
        <button type="button" className="btn" disabled={!active || busy} onClick={() => s.setConfirmCancel(true)} data-testid="run-cancel" title={t('runCancelTitleHint')}>
          {t('runCancel')}
        </button>
        <span className="controls-sep" />
        <button type="button" className="btn btn-primary" disabled={!canResume || busy} onClick={() => void s.resume()} data-testid="run-resume" title={t('runResumeTitle')}>
          {t('runResume')}
        </button>
        <label className="checkbox-plain">
          <input type="checkbox" checked={retryFailed} disabled={active || busy} onChange={(e) => s.setRetryFailed(e.target.checked)} data-testid="run-retry-failed" />
          {t('runRetryFailed')}
          {errors > 0 && <span className="muted">（{fmtCount(errors)}）</span>}
        </label>
        {!active && (
          <input
            className="text-input key-var-input"
            value={keyVar}
            placeholder={t('runResumeKeyVar')}
            aria-label={t('runResumeKeyVar')}
            aria-invalid={keyProblem ? true : undefined}
            onChange={(e) => s.setResumeKeyEnv(e.target.value)}
            data-testid="run-resume-key"
          />
        )}
      </div>
      {keyProblem && (
        <p className="field-problem" role="alert">
          {t(keyProblem.key)}
        </p>
      )}
      <ErrorLine error={error} testId="run-control-error" />
    </section>
  )
}
