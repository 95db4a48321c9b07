// After an upgrade changes how answers are read, a run's stored readings were made by other code, and
// its report reads every output again each time (about a minute at 700,000 responses). This says so
// and offers to read the answers once more (run.reread, as `medbench reread`); outputs never change.
import { useRunStore } from '../../stores/runStore'
import { useT } from '../../i18n'
import { fmtCount } from '../../format'
import { ErrorLine } from '../common/ErrorLine'

export function RereadNotice() {
  const t = useT()
  const readings = useRunStore((s) => s.report?.readings ?? null)
  const busy = useRunStore((s) => s.rereadBusy)
  const error = useRunStore((s) => s.rereadError)
  const reread = useRunStore((s) => s.rereadRun)
  if (readings === null || (!readings.rereadable && error === null)) return null
  return (
    <div className="reread-banner" role="status" data-testid="reread-notice" data-other={readings.other}>
      {readings.rereadable && (
        <>
          <span>{readings.other > 0 ? t('rereadStale', { n: fmtCount(readings.other) }) : t('rereadGroups')}</span>
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => void reread()} data-testid="reread-button">
            {t(busy ? 'rereadBusy' : 'rereadButton')}
          </button>
        </>
      )}
      <ErrorLine error={error} testId="reread-error" />
    </div>
  )
}
