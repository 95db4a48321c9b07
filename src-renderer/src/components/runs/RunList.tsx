// The runs of the runs file, newest first: status, model, when, how far (done/total) and how many
// failed. A click (or Enter on it) shows the run; "新建评测" shows the form.
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
      <ErrorLine error={error} testId="runs-list-error" />
      <ul className="runs-list" data-testid="runs-list">
        {loaded && runs.length === 0 && !error && <li className="muted runs-empty">{t('runsNone')}</li>}
        {runs.map((r) => (
          <li key={r.id}>
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

function RunListItem({ run, selected }: { run: RunRow; selected: boolean }) {
  const t = useT()
  const lang = useLang()
  const statusKey = runStatusKey(run.status, run.active)
  return (
    <button
      type="button"
      className={selected ? 'run-item selected' : 'run-item'}
      aria-current={selected ? 'true' : undefined}
      onClick={() => useRunStore.getState().select(run.id)}
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
