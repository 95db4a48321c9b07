// Reports › Score: the form, then the last result. When the form no longer describes the result on
// screen (another file, reading, seed or bank filter), a banner says so instead of leaving the user to
// guess which settings the numbers belong to. Ctrl+Enter scores, registered only while this view shows.
import { useEffect } from 'react'
import { useAppStore } from '../../stores/appStore'
import { useBankStore } from '../../stores/bankStore'
import { useScoreStore } from '../../stores/scoreStore'
import { formRequest, sameRequest } from '../../scoreFormat'
import { useT } from '../../i18n'
import { ScoreForm } from './ScoreForm'
import { ScoreResult } from './ScoreResult'

export function ScoreView() {
  const t = useT()
  const visible = useAppStore((a) => a.view === 'reports')
  const form = useScoreStore()
  const result = form.result
  const filters = useBankStore((b) => b.filters)
  const search = useBankStore((b) => b.search)
  const stale = !!result && (result.fileToken !== form.fileToken || !sameRequest(formRequest(form, { filters, search }), result.request))

  useEffect(() => {
    if (!visible) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.isComposing) return
      const app = useAppStore.getState()
      if (app.helpOpen || app.importOpen || app.profileOpen) return
      e.preventDefault()
      void useScoreStore.getState().run()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [visible])

  return (
    <section className="score-view" data-testid="score-view">
      <div className="score-page">
        <header className="score-header">
          <p className="crumb muted">{t('navReports')} ›</p>
          <h1>{t('scoreTitle')}</h1>
          <p className="muted">{t('scoreIntro')}</p>
        </header>
        <ScoreForm />
        {stale && (
          <p className="stale-banner" role="status" data-testid="score-stale">
            {t('scoreStale')}
          </p>
        )}
        {result ? (
          <div className={stale ? 'result-wrap stale' : 'result-wrap'}>
            <ScoreResult result={result} />
          </div>
        ) : (
          <p className="muted score-nothing">{t('scoreNothingYet')}</p>
        )}
      </div>
    </section>
  )
}
