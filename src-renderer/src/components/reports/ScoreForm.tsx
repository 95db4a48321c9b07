// What to score and how: the responses file (read by content, in the browser and in Electron alike),
// the item set (the whole bank, or the bank view's filters and search, shown in words), the reading,
// and the bootstrap seed under "Advanced".
import { useAppStore } from '../../stores/appStore'
import { useBankStore } from '../../stores/bankStore'
import { useScoreStore } from '../../stores/scoreStore'
import { activeFilters, filterWords, formRequest, parseSeed } from '../../scoreFormat'
import { useLang, useT } from '../../i18n'
import { fmtCount } from '../../format'
import { isMac } from '../../keyboard'
import { ErrorLine } from '../common/ErrorLine'

export function ScoreForm() {
  const t = useT()
  const lang = useLang()
  const s = useScoreStore()
  const bankItems = useAppStore((a) => a.info?.items)
  const filters = useBankStore((b) => b.filters)
  const search = useBankStore((b) => b.search)
  const shown = useBankStore((b) => b.total)
  const querying = useBankStore((b) => b.querying)
  const busy = s.phase !== 'idle'
  const seedOk = parseSeed(s.seedText) !== null
  const canRun = !busy && formRequest(s, { filters, search }) !== null
  const viewWords = filterWords(activeFilters(filters), search, lang)

  return (
    <form
      className="score-form"
      data-testid="score-form"
      onSubmit={(e) => {
        e.preventDefault()
        void s.run()
      }}
    >
      <div className="form-row">
        <span className="form-label">{t('scoreFile')}</span>
        <div className="form-field">
          {/* The native control would speak the browser's language; a label in ours wraps it. */}
          <label className={busy ? 'btn file-button disabled' : 'btn file-button'}>
            <input
              type="file"
              className="visually-hidden"
              accept=".jsonl,.json,.txt"
              disabled={busy}
              onChange={(e) => s.setFile(e.target.files?.[0] ?? null)}
              data-testid="score-file-input"
            />
            {t('scoreChooseFile')}
          </label>
          <span className="score-file-name" data-testid="score-file-name">
            {s.file ? (
              <>
                {s.file.name} <span className="muted">({fmtCount(Math.max(1, Math.ceil(s.file.size / 1024)))} KB)</span>
              </>
            ) : (
              <span className="muted">{t('scoreNoFile')}</span>
            )}
          </span>
        </div>
      </div>

      <div className="form-row">
        <span className="form-label" id="score-set-label">
          {t('scoreItemSet')}
        </span>
        <div className="form-field choice-list" role="radiogroup" aria-labelledby="score-set-label">
          <label className="radio">
            <input type="radio" name="score-set" checked={s.setMode === 'whole'} onChange={() => s.setSetMode('whole')} disabled={busy} data-testid="score-set-whole" />
            {t('scoreSetWhole', { n: bankItems === undefined ? '…' : fmtCount(bankItems) })}
          </label>
          <label className="radio">
            <input type="radio" name="score-set" checked={s.setMode === 'bankView'} onChange={() => s.setSetMode('bankView')} disabled={busy} data-testid="score-set-bank" />
            <span>
              {t('scoreSetBankView')}
              {lang === 'zh' ? '：' : ': '}
              <span className="set-words" data-testid="score-set-bank-words">
                {viewWords || t('scoreSetBankViewNone')}
              </span>
              {viewWords && shown !== null && !querying && <span className="muted">{t('scoreSetBankViewCount', { n: fmtCount(shown) })}</span>}
            </span>
          </label>
        </div>
      </div>

      <div className="form-row">
        <span className="form-label" id="score-reading-label">
          {t('scoreReading')}
        </span>
        <div className="form-field choice-list" role="radiogroup" aria-labelledby="score-reading-label">
          <label className="radio">
            <input type="radio" name="score-reading" checked={!s.answeredOnly} onChange={() => s.setAnsweredOnly(false)} disabled={busy} data-testid="score-reading-all" />
            {t('scoreReadingAll')}
          </label>
          <label className="radio">
            <input type="radio" name="score-reading" checked={s.answeredOnly} onChange={() => s.setAnsweredOnly(true)} disabled={busy} data-testid="score-reading-answered" />
            {t('scoreReadingAnswered')}
          </label>
        </div>
      </div>

      <details className="score-advanced">
        <summary>{t('scoreAdvanced')}</summary>
        <div className="form-row">
          <label className="form-label" htmlFor="score-seed">
            {t('scoreSeed')}
          </label>
          <div className="form-field">
            <input
              id="score-seed"
              className="text-input seed-input"
              inputMode="numeric"
              value={s.seedText}
              disabled={busy}
              onChange={(e) => s.setSeedText(e.target.value)}
              aria-invalid={!seedOk}
              data-testid="score-seed"
            />
            {seedOk && <span className="muted small seed-hint">{t('scoreSeedHint')}</span>}
          </div>
        </div>
      </details>

      <div className="form-row">
        <span className="form-label" />
        <div className="form-field run-row">
          <button type="submit" className="btn btn-primary" disabled={!canRun} aria-busy={busy} data-testid="score-run">
            {busy ? (s.phase === 'reading' ? t('scoreReadingFile') : t('scoreScoring')) : t('scoreRun')}
          </button>
          <span className="muted small">
            <kbd>{isMac ? '⌘' : 'Ctrl'}+Enter</kbd>
          </span>
          {!seedOk && <span className="seed-bad">{t('scoreSeedBad')}</span>}
          {busy && (
            <div className="progress run-progress" role="progressbar" aria-label={t('scoreScoring')} data-testid="score-progress">
              <div className="progress-fill indeterminate" />
            </div>
          )}
        </div>
      </div>
      <ErrorLine error={s.error} testId="score-error" />
    </form>
  )
}
