// The left navigation. The bank, the runs and the reports (scoring) are live; the other sections say so
// honestly.
import { useAppStore, VIEWS } from '../../stores/appStore'
import type { View } from '../../stores/appStore'
import { useT } from '../../i18n'
import type { StringKey } from '../../i18n'

const LABELS: Record<View, StringKey> = {
  bank: 'navBank',
  review: 'navReview',
  runs: 'navRuns',
  calibration: 'navCalibration',
  reports: 'navReports',
}

const ICONS: Record<View, string> = { bank: '▤', review: '✓', runs: '▷', calibration: '≈', reports: '▥' }

export function NavBar() {
  const t = useT()
  const view = useAppStore((s) => s.view)
  const setView = useAppStore((s) => s.setView)
  return (
    <nav className="nav" aria-label="sections">
      <div className="nav-brand">{t('appName')}</div>
      <ul>
        {VIEWS.map((v, i) => (
          <li key={v}>
            <button
              type="button"
              className={v === view ? 'nav-item active' : 'nav-item'}
              aria-current={v === view ? 'page' : undefined}
              onClick={() => setView(v)}
              title={`Alt+${i + 1}`}
              data-testid={`nav-${v}`}
            >
              <span className="nav-icon" aria-hidden="true">
                {ICONS[v]}
              </span>
              <span>{t(LABELS[v])}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
