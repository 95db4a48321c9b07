// Shown instead of the app when the web host cannot be reached with this page's token: one page in the
// user's language saying why, and the two ways to a working link. It calls nothing on the host.
import { useEffect } from 'react'
import { useLangStore, useT } from '../../i18n'
import type { AccessProblem } from '../../stores/accessStore'

export function AccessPage({ problem }: { problem: AccessProblem }) {
  const t = useT()
  const lang = useLangStore((s) => s.lang)
  const setLang = useLangStore((s) => s.setLang)
  const title = t(problem === 'missing' ? 'accessMissingTitle' : 'accessRejectedTitle')
  useEffect(() => {
    document.title = `${title} · MedBench Studio`
  }, [title])
  const example = `http://${window.location.host}/?token=…`
  return (
    <main className="access-page" data-testid="access-page" data-problem={problem}>
      <div className="access-card">
        <div className="access-head">
          <span className="access-app">{t('appName')}</span>
          <button type="button" className="btn btn-quiet lang-toggle" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')} data-testid="lang-toggle">
            {t('langToggle')}
          </button>
        </div>
        <h1 data-testid="access-title">{title}</h1>
        <p>{t('accessWhy')}</p>
        {problem === 'rejected' && <p>{t('accessRejectedWhy')}</p>}
        <h2>{t('accessHowTitle')}</h2>
        <ol className="access-steps" data-testid="access-steps">
          <li>{t('accessHowTerminal', { url: example })}</li>
          <li>{t('accessHowFile')}</li>
          <li>{t('accessHowRestart')}</li>
        </ol>
        <p className="muted">{t('accessNoShare')}</p>
      </div>
    </main>
  )
}
