// A run's downloads: the signed report (JSON, checked by `medbench verify`), the self-contained HTML
// report, the per-response CSV, each written by the run.export operation that `medbench report` uses;
// and the MedBench platform's submission zip (run.submission), offered only when the run has platform
// items, with what it left empty counted per file once saved.
import { useRunStore } from '../../stores/runStore'
import type { ExportFormat, SubmissionOut } from '../../stores/runStore'
import { useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import { fmtCount } from '../../format'
import { ErrorLine } from '../common/ErrorLine'

const BUTTONS: { format: ExportFormat; label: StringKey; title: StringKey; testId: string }[] = [
  { format: 'json', label: 'exportJson', title: 'reportExportTitle', testId: 'run-report-export' },
  { format: 'html', label: 'exportHtml', title: 'exportHtmlTitle', testId: 'run-export-html' },
  { format: 'csv', label: 'exportCsv', title: 'exportCsvTitle', testId: 'run-export-csv' },
  { format: 'zip', label: 'exportZip', title: 'exportZipTitle', testId: 'run-export-zip' },
]

const MISSING: Record<string, StringKey> = {
  failed: 'subMissingFailed',
  not_run: 'subMissingNotRun',
  no_answer: 'subMissingNoAnswer',
  not_in_run: 'subMissingNotInRun',
}

export function RunExports({ platformItems }: { platformItems: number }) {
  const t = useT()
  const busy = useRunStore((s) => s.exportBusy)
  const error = useRunStore((s) => s.exportError)
  const exported = useRunStore((s) => s.exported)
  return (
    <section className="run-exports" data-testid="run-exports" aria-label={t('exportTitle')}>
      <div className="run-exports-row">
        <span className="cov-label">{t('exportTitle')}</span>
        {BUTTONS.map((b) => {
          const noPlatform = b.format === 'zip' && platformItems === 0
          return (
            <button
              key={b.format}
              type="button"
              className="btn btn-small"
              disabled={busy !== null || noPlatform}
              aria-busy={busy === b.format ? true : undefined}
              title={t(noPlatform ? 'exportZipNone' : b.title)}
              onClick={() => void useRunStore.getState().exportRun(b.format)}
              data-testid={b.testId}
            >
              {busy === b.format ? t('exportBusy') : t(b.label)}
            </button>
          )
        })}
        {platformItems > 0 && <span className="muted small">{t('exportZipItems', { n: fmtCount(platformItems) })}</span>}
      </div>
      <ErrorLine error={error} testId="run-export-error" />
      {exported && (
        <p className="muted small run-export-done" role="status" data-testid="run-export-done" data-format={exported.format} data-name={exported.name} data-rows={exported.rows ?? ''}>
          {exported.rows !== null ? t('exportSavedRows', { name: exported.name, n: fmtCount(exported.rows) }) : t('exportSaved', { name: exported.name })}
        </p>
      )}
      {exported?.submission && <SubmissionSummary r={exported.submission} />}
    </section>
  )
}

/** The zip's files: records, answered, and the ones written with an empty answer, by why. */
function SubmissionSummary({ r }: { r: SubmissionOut }) {
  const t = useT()
  const missingTotal = r.records - r.answered
  return (
    <div className="submission-summary" data-testid="submission-summary" data-records={r.records} data-answered={r.answered}>
      <p className={missingTotal > 0 ? 'cov-warn-text' : ''}>
        {t('subTotals', { files: fmtCount(r.files.length), records: fmtCount(r.records), answered: fmtCount(r.answered), missing: fmtCount(missingTotal) })}
      </p>
      {r.status !== 'completed' && <p className="cov-warn-text">{t('subNotFinished')}</p>}
      {r.otherItems > 0 && <p className="muted">{t('subOtherItems', { n: fmtCount(r.otherItems) })}</p>}
      <table className="score-table submission-table">
        <thead>
          <tr>
            <th>{t('subFile')}</th>
            <th className="col-num">{t('subRecords')}</th>
            <th className="col-num">{t('subAnswered')}</th>
            <th>{t('subEmpty')}</th>
          </tr>
        </thead>
        <tbody>
          {r.files.map((f) => {
            const reasons = Object.entries(f.missing).filter(([, n]) => n > 0)
            return (
              <tr key={f.path} data-testid="submission-file" data-path={f.path} data-records={f.records} data-answered={f.answered} data-missing={f.records - f.answered}>
                <td>
                  <code>{f.path}</code>
                </td>
                <td className="col-num">{fmtCount(f.records)}</td>
                <td className="col-num">{fmtCount(f.answered)}</td>
                <td>
                  {reasons.length === 0 && f.gaps === 0 ? (
                    <span className="muted">—</span>
                  ) : (
                    <>
                      {reasons.map(([why, n]) => (
                        <span key={why} className="cov-chip" data-reason={why}>
                          {t(MISSING[why] ?? 'subMissingOther', { n: fmtCount(n), why })}
                        </span>
                      ))}
                      {f.gaps > 0 && <span className="cov-chip">{t('subGaps', { n: fmtCount(f.gaps) })}</span>}
                    </>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
