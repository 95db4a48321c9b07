// The runs of the runs file, newest first: status, model, when, how far (done/total) and how many
// failed. A click (or Enter on it) shows the run; "新建评测" shows the form. Each run has a box to tick
// it for comparison (Space on it, or Ctrl/Cmd+click on the run); with two or more ticked, "对比" shows
// them side by side.
import { useRunStore } from '../../stores/runStore'
import type { RunRow } from '../../stores/runStore'
import { useLang, useT } from '../../i18n'
import { fmtCount, fmtTime } from '../../format'
import { ErrorLine } from '../common/ErrorLine'
import { runStatusKey } from './runLabels'

export function RunList() {
  const t = useT()
  const runs = useRunStore((s) => s.runs)
  const loaded = useRunStore((s) => s.listLoaded)
  const error = useRunStore((s) => s.listError)
  const mode = useRunStore((s) => s.mode)
  const selectedId = useRunStore((s) => s.selectedId)
  const runsFile = useRunStore((s) => s.runsFile)
  const compareIds = useRunStore((s) => s.compareIds)
  return (
    <aside className="runs-side" aria-label={t('runsListTitle')}>
      <div className="runs-side-head">
        <h2>{t('runsListTitle')}</h2>
        <button
          type="button"
          className={mode === 'new' ? 'btn btn-small btn-primary' : 'btn btn-small'}
          onClick={() => useRunStore.getState().newRun()}
          data-testid="run-new"
        >
          {t('runNew')}
        </button>
      </div>
      {compareIds.length > 0 && (
        <div className="runs-compare-bar" data-testid="runs-compare-bar" data-n={compareIds.length}>
          <span className="small">{t('cmpTicked', { n: compareIds.length })}</span>
          <button
            type="button"
            className={mode === 'compare' ? 'btn btn-small btn-primary' : 'btn btn-small'}
            disabled={compareIds.length < 2}
            title={t(compareIds.length < 2 ? 'cmpNeedTwo' : compareIds.length > 8 ? 'cmpAtMost' : 'cmpOpenTitle')}
            onClick={() => void useRunStore.getState().openCompare()}
            data-testid="runs-compare-open"
          >
            {t('cmpOpen')}
          </button>
          <button type="button" className="btn btn-small btn-quiet" onClick={() => useRunStore.getState().clearCompare()} data-testid="runs-compare-clear">
            {t('cmpClear')}
          </button>
        </div>
      )}
      <ErrorLine error={error} testId="runs-list-error" />
      <ul className="runs-list" data-testid="runs-list">
        {loaded && runs.length === 0 && !error && <li className="muted runs-empty">{t('runsNone')}</li>}
        {runs.map((r) => (
          <li key={r.id} className="runs-list-row">
            <CompareBox run={r} ticked={compareIds.indexOf(r.id)} />
            <RunListItem run={r} selected={mode === 'run' && r.id === selectedId} />
          </li>
        ))}
      </ul>
      {runsFile && (
        <p className="runs-file muted small" title={runsFile}>
          {t('runsFile')} <span className="runs-file-path">{runsFile}</span>
        </p>
      )}
    </aside>
  )
}

/** The box that ticks a run for comparison; the first ticked is the base, and says so. */
function CompareBox({ run, ticked }: { run: RunRow; ticked: number }) {
  const t = useT()
  return (
    <label className="run-compare-check" title={t('cmpTickTitle')}>
      <input
        type="checkbox"
        checked={ticked >= 0}
        onChange={() => useRunStore.getState().toggleCompare(run.id)}
        aria-label={t('cmpTickLabel', { model: run.spec.endpoint.model, id: run.id })}
        data-testid="run-compare-tick"
        data-run={run.id}
      />
      {ticked === 0 && <span className="run-compare-base">{t('cmpBaseShort')}</span>}
    </label>
  )
}

function RunListItem({ run, selected }: { run: RunRow; selected: boolean }) {
  const t = useT()
  const lang = useLang()
  const statusKey = runStatusKey(run.status, run.active)
  return (
    <button
      type="button"
      className={selected ? 'run-item selected' : 'run-item'}
      aria-current={selected ? 'true' : undefined}
      onClick={(e) => {
        // Ctrl/Cmd+click ticks the run for comparison, as in a file list.
        if (e.ctrlKey || e.metaKey) useRunStore.getState().toggleCompare(run.id)
        else useRunStore.getState().select(run.id)
      }}
      data-testid="run-item"
      data-run={run.id}
      data-status={run.status}
      data-active={run.active ? 'true' : 'false'}
      title={statusKey === 'runStatusElsewhere' ? t('runStatusElsewhereTitle') : undefined}
    >
      <span className="run-item-top">
        <span className={`run-pill run-${run.active ? 'running' : run.status === 'running' ? 'elsewhere' : run.status}`}>{t(statusKey)}</span>
        <span className="run-item-model">{run.spec.endpoint.model}</span>
      </span>
      <span className="run-item-meta">
        <span>{fmtTime(run.createdAt, lang)}</span>
        <span className="run-item-counts" data-testid="run-item-counts">
          {fmtCount(run.done)}/{fmtCount(run.nTasks)}
          {run.errors > 0 && <span className="run-item-failed">{t('runListFailed', { n: fmtCount(run.errors) })}</span>}
        </span>
      </span>
      <span className="run-item-id muted">
        {run.id} · {run.author}
      </span>
    </button>
  )
}
