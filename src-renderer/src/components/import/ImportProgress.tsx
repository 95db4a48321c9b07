// Progress of a running import, from job.get polled every 300 ms.
import { useImportStore } from '../../stores/importStore'
import { useT } from '../../i18n'
import { fmtCount } from '../../format'

export function ImportProgress() {
  const t = useT()
  const phase = useImportStore((s) => s.phase)
  const p = useImportStore((s) => s.progress)
  const fileShare = p && p.bytesTotal > 0 ? Math.min(1, p.bytesRead / p.bytesTotal) : 0
  const overall = p ? (p.fileIndex + fileShare) / Math.max(1, p.fileCount) : 0
  const pct = Math.round(overall * 100)
  return (
    <div className="import-progress" data-testid="import-progress">
      <p>{phase === 'reading' ? t('importReading') : t('importRunning')}</p>
      <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <div className={p ? 'progress-fill' : 'progress-fill indeterminate'} style={p ? { width: `${pct}%` } : undefined} />
      </div>
      {p && (
        <div className="progress-meta muted">
          <strong data-testid="import-percent">{pct}%</strong>
          <span>{t('importProgressFile', { i: p.fileIndex + 1, n: p.fileCount, name: p.file.split(/[\\/]/).pop() ?? p.file })}</span>
          <span>{t('importProgressRecords', { records: fmtCount(p.records) })}</span>
          <span>
            {fmtCount(Math.round(p.bytesRead / 1024))} / {fmtCount(Math.round(p.bytesTotal / 1024))} KB
          </span>
        </div>
      )}
    </div>
  )
}
