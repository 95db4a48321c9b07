// The bank's identity at a glance: name, item and key counts, demo badge; plus language and help.
import { useAppStore } from '../../stores/appStore'
import { useCodeLabel, useLangStore, useT } from '../../i18n'
import { fmtCount } from '../../format'

function bankName(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? path
  return base.replace(/\.db$/i, '')
}

export function TopBar() {
  const t = useT()
  const label = useCodeLabel()
  const info = useAppStore((s) => s.info)
  const setHelpOpen = useAppStore((s) => s.setHelpOpen)
  const lang = useLangStore((s) => s.lang)
  const setLang = useLangStore((s) => s.setLang)
  return (
    <header className="topbar">
      <div className="topbar-bank" data-testid="bank-identity">
        {info ? (
          <>
            <span className="bank-name" title={info.bankPath}>
              {bankName(info.bankPath)}
            </span>
            {info.demo && (
              <span className="badge badge-demo" data-testid="demo-badge">
                {t('demoBadge')}
              </span>
            )}
            <span className="topbar-count" data-testid="top-items" data-count={info.items}>
              {t('topItems', { n: fmtCount(info.items) })}
            </span>
            <span className="topbar-sep" aria-hidden="true">
              ·
            </span>
            <span className="topbar-count" data-testid="top-keys">
              {t('topKeys', { n: fmtCount(info.keys) })}
            </span>
          </>
        ) : (
          <span className="muted">{t('loadingInfo')}</span>
        )}
      </div>
      <div className="topbar-actions">
        <button
          type="button"
          className="btn btn-quiet actor-button"
          onClick={() => useAppStore.getState().setProfileOpen(true)}
          title={t('profileButtonTitle')}
          data-testid="actor-button"
        >
          {info?.actor ? (
            <>
              <span>{info.actor.name}</span>
              <span className="muted">{label('role', info.actor.role)}</span>
            </>
          ) : (
            <span className="muted">{t('profileNone')}</span>
          )}
        </button>
        <button type="button" className="btn btn-quiet" onClick={() => setHelpOpen(true)} title="?">
          {t('shortcutsButton')} <kbd>?</kbd>
        </button>
        <button
          type="button"
          className="btn btn-quiet lang-toggle"
          onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
          title={t('langToggleTitle')}
          data-testid="lang-toggle"
        >
          {t('langToggle')}
        </button>
      </div>
    </header>
  )
}
