// The import dialog: choose files and options, watch progress, read per-file results. An aborted
// import is said plainly (NOTHING was imported) with a one-click retry that skips invalid records.
import { useEffect } from 'react'
import { useAppStore } from '../../stores/appStore'
import { abortedResults, useImportStore } from '../../stores/importStore'
import { useT } from '../../i18n'
import { Modal } from '../common/Modal'
import { ErrorLine } from '../common/ErrorLine'
import { ImportOptions } from './ImportOptions'
import { ImportProgress } from './ImportProgress'
import { ImportResults } from './ImportResults'

export function ImportDialog() {
  const t = useT()
  useEffect(() => useImportStore.getState().openFresh(), [])
  const phase = useImportStore((s) => s.phase)
  const results = useImportStore((s) => s.results)
  const error = useImportStore((s) => s.error)
  const canStart = useImportStore((s) => s.hasFiles())
  const skipInvalid = useImportStore((s) => s.skipInvalid)
  const store = useImportStore.getState
  const close = () => useAppStore.getState().setImportOpen(false)
  const aborted = abortedResults(results)

  const footer =
    phase === 'choose' ? (
      <>
        <button type="button" className="btn" onClick={close}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!canStart} onClick={() => void store().start()} data-testid="import-start">
          {t('importStart')}
        </button>
      </>
    ) : phase === 'done' || phase === 'failed' ? (
      <>
        <button type="button" className="btn" onClick={() => store().reset()} data-testid="import-again">
          {t('importAgain')}
        </button>
        {aborted.length > 0 && !skipInvalid && (
          <button type="button" className="btn btn-primary" onClick={() => void store().retrySkippingInvalid()} data-testid="import-retry-skip">
            {t('importRetrySkip')}
          </button>
        )}
        {phase === 'failed' && (
          <button type="button" className="btn" onClick={() => void store().start()}>
            {t('retry')}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={close} data-testid="import-close" data-autofocus>
          {t('close')}
        </button>
      </>
    ) : null

  return (
    <Modal title={t('importTitle')} onClose={close} width={720} footer={footer} testId="import-dialog">
      <div data-phase={phase} data-testid="import-phase">
        {phase === 'choose' && <ImportOptions />}
        {(phase === 'reading' || phase === 'running') && <ImportProgress />}
        {phase === 'done' && results && <ImportResults results={results} />}
        {phase === 'failed' && (
          <>
            <p className="result-banner result-bad">{t('importFailedJob')}</p>
            <ErrorLine error={error} testId="import-error" />
          </>
        )}
      </div>
    </Modal>
  )
}
