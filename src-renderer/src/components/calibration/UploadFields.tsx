// The form the Calibration view's file pages share (agreement, preference sets): the file chooser,
// the bootstrap resamples and seed, the compute button with its Ctrl+Enter hint, and the error. Each
// page names its own strings and data-testids; Ctrl+Enter computes while the page shows.
import { useEffect, type ReactNode } from 'react'
import { useT, type StringKey } from '../../i18n'
import type { UploadState } from '../../stores/uploadStats'
import { ErrorLine } from '../common/ErrorLine'

/** Ctrl+Enter (⌘+Enter) calls `run` while `active`, never mid-composition. `run` should be stable. */
export function useCtrlEnter(active: boolean, run: () => void) {
  useEffect(() => {
    if (!active) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.isComposing) return
      e.preventDefault()
      run()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [active, run])
}

export interface UploadText {
  file: StringKey
  choose: StringKey
  noFile: StringKey
  fileHint: StringKey
  intervals: StringKey
  resamples: StringKey
  seed: StringKey
  /** After the seed field. */
  intervalsHint?: StringKey
  badNumbers: StringKey
  run: StringKey
  running: StringKey
}

export interface UploadTestIds {
  fileInput: string
  fileName: string
  resamples: string
  seed: string
  run: string
  error: string
}

export function UploadFields({
  s,
  accept,
  badNumbers,
  text,
  testIds,
  spaceAfterChooser = false,
  intervalsLead,
  intervalsDisabled,
  children,
}: {
  s: UploadState
  /** The file chooser's accept list. */
  accept: string
  badNumbers: boolean
  text: UploadText
  testIds: UploadTestIds
  /** A space between the chooser button and the file's name. */
  spaceAfterChooser?: boolean
  /** Before the resamples field (a switch for the bootstrap). */
  intervalsLead?: ReactNode
  intervalsDisabled?: boolean
  /** Rows between the file and the bootstrap settings. */
  children?: ReactNode
}) {
  const t = useT()
  return (
    <form
      className="score-form"
      onSubmit={(e) => {
        e.preventDefault()
        void s.run()
      }}
    >
      <div className="form-row">
        <span className="form-label">{t(text.file)}</span>
        <div className="form-field">
          <label className={s.busy ? 'btn file-button disabled' : 'btn file-button'}>
            <input type="file" className="visually-hidden" accept={accept} disabled={s.busy} onChange={(e) => s.setFile(e.target.files?.[0] ?? null)} data-testid={testIds.fileInput} />
            {t(text.choose)}
          </label>
          {spaceAfterChooser && ' '}
          <span data-testid={testIds.fileName}>{s.file ? s.file.name : <span className="muted">{t(text.noFile)}</span>}</span>
          <p className="muted small">{t(text.fileHint)}</p>
        </div>
      </div>
      {children}
      <div className="form-row">
        <span className="form-label">{t(text.intervals)}</span>
        <div className="form-field inline-fields">
          {intervalsLead}
          <label>
            {t(text.resamples)}{' '}
            <input className="num-input" value={s.resamplesText} disabled={intervalsDisabled} onChange={(e) => s.set({ resamplesText: e.target.value })} data-testid={testIds.resamples} />
          </label>{' '}
          <label>
            {t(text.seed)} <input className="num-input" value={s.seedText} disabled={intervalsDisabled} onChange={(e) => s.set({ seedText: e.target.value })} data-testid={testIds.seed} />
          </label>
          {text.intervalsHint && <span className="muted small">{t(text.intervalsHint)}</span>}
          {badNumbers && <p className="field-error">{t(text.badNumbers)}</p>}
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn primary" disabled={!s.file || s.busy || badNumbers} data-testid={testIds.run}>
          {s.busy ? t(text.running) : t(text.run)}
        </button>
        <span className="muted small"> Ctrl+Enter</span>
      </div>
      <ErrorLine error={s.error} testId={testIds.error} />
    </form>
  )
}
