// Per-file outcome of an import: what was added, what was already there, what was skipped and why.
import type { FileResult } from '../../stores/importStore'
import { useCodeLabel, useLang, useT } from '../../i18n'
import { fmtCount, fmtTime } from '../../format'

export function ImportResults({ results }: { results: FileResult[] }) {
  return (
    <div className="import-results" data-testid="import-results">
      {results.map((r, i) => (
        <FileResultCard key={i} result={r} />
      ))}
    </div>
  )
}

function FileResultCard({ result }: { result: FileResult }) {
  const t = useT()
  const lang = useLang()
  const label = useCodeLabel()
  const rep = result.report
  const aborted = !!rep && !rep.ok && !rep.alreadyImported
  // A clean file of a batch that failed elsewhere: nothing of it was written either (all or nothing).
  const held = aborted && rep!.invalid === 0
  const state = result.error ? 'error' : held ? 'held' : aborted ? 'aborted' : rep?.alreadyImported ? 'already' : 'ok'

  return (
    <section className={`result-card result-${state}`} data-testid="import-result" data-state={state}>
      <h3 className="result-name">{result.name}</h3>
      {state === 'error' && (
        <p className="result-banner result-bad" data-testid="import-result-error">
          {t('importFileFailed')}: {result.error![lang]}
        </p>
      )}
      {state === 'aborted' && (
        <p className="result-banner result-bad" data-testid="import-aborted">
          {t('importAborted', { n: fmtCount(rep!.invalid) })}
        </p>
      )}
      {state === 'held' && (
        <p className="result-banner result-info" data-testid="import-held">
          {t('importHeld')}
        </p>
      )}
      {state === 'ok' && rep && (
        <p className="result-banner result-good" data-testid="import-ok">
          {t('importOk', { added: fmtCount(rep.added) })}
          {rep.unchanged > 0 && t('importOkUnchanged', { n: fmtCount(rep.unchanged) })}
          {rep.skippedRecords > 0 && t('importOkSkipped', { n: fmtCount(rep.skippedRecords), items: fmtCount(rep.skippedItems) })}
          {t('importOkEnd')}
        </p>
      )}
      {state === 'already' && (
        <p className="result-banner result-info" data-testid="import-already">
          {t('importAlready', { when: fmtTime(rep!.importedAt, lang) })}
        </p>
      )}
      {rep && (
        <dl className="result-stats">
          <div>
            <dt>{t('rFormat')}</dt>
            <dd>{label('format', rep.format)}</dd>
          </div>
          <div>
            <dt>{t('rEncoding')}</dt>
            <dd>{rep.encoding}</dd>
          </div>
          <div>
            <dt>{t('rAdded')}</dt>
            <dd data-testid="r-added">{fmtCount(rep.added)}</dd>
          </div>
          <div>
            <dt>{t('rUnchanged')}</dt>
            <dd data-testid="r-unchanged">{fmtCount(rep.unchanged)}</dd>
          </div>
          <div>
            <dt>{t('rKeys')}</dt>
            <dd data-testid="r-keys">{fmtCount(rep.keys)}</dd>
          </div>
          <div>
            <dt>{t('rSkipped')}</dt>
            <dd title={t('rSkippedTitle', { records: fmtCount(rep.skippedRecords), items: fmtCount(rep.skippedItems) })}>
              <span data-testid="r-skipped">{fmtCount(rep.skippedRecords)}</span>
              {rep.skippedItems > 0 && (
                <span className="muted small" data-testid="r-skipped-items">
                  {' '}
                  / {t('rSkippedItems', { n: fmtCount(rep.skippedItems) })}
                </span>
              )}
            </dd>
          </div>
        </dl>
      )}
      {result.issues.length > 0 && (
        <div className="issues">
          <h4>{t('rIssues', { n: fmtCount(rep?.invalid ?? result.issues.length) })}</h4>
          <ol className="issue-list" data-testid="import-issues">
            {result.issues.map((i: { zh: string; en: string }, k: number) => (
              <li key={k}>{i[lang]}</li>
            ))}
          </ol>
          {rep && rep.invalid > result.issues.length && (
            <p className="muted small">{t('rIssuesTruncated', { shown: fmtCount(result.issues.length), n: fmtCount(rep.invalid) })}</p>
          )}
        </div>
      )}
    </section>
  )
}
