// The window: left navigation, top bar, the current section. The bank, the runs and the reports stay
// mounted while another section shows, so scroll positions, the bank's page cache, its open editor and a
// half-filled run form survive a look elsewhere.
import { useEffect } from 'react'
import { NavBar } from './components/shell/NavBar'
import { TopBar } from './components/shell/TopBar'
import { ShortcutHelp } from './components/shell/ShortcutHelp'
import { BankView } from './components/bank/BankView'
import { ScoreView } from './components/reports/ScoreView'
import { RunsView } from './components/runs/RunsView'
import { ReviewView } from './components/review/ReviewView'
import { CalibrationView } from './components/calibration/CalibrationView'
import { ImportDialog } from './components/import/ImportDialog'
import { ProfileDialog } from './components/shell/ProfileDialog'
import { ErrorLine } from './components/common/ErrorLine'
import { useAppStore } from './stores/appStore'
import { useLangStore, useT } from './i18n'
import { useGlobalShortcuts } from './useGlobalShortcuts'

export function App() {
  const t = useT()
  const view = useAppStore((s) => s.view)
  const helpOpen = useAppStore((s) => s.helpOpen)
  const importOpen = useAppStore((s) => s.importOpen)
  const profileOpen = useAppStore((s) => s.profileOpen)
  const startError = useAppStore((s) => s.startError)
  const lang = useLangStore((s) => s.lang)
  useGlobalShortcuts()

  useEffect(() => {
    void useAppStore.getState().refreshInfo()
  }, [])
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en'
  }, [lang])

  return (
    <div className="app">
      <NavBar />
      <div className="main">
        <TopBar />
        {startError && (
          <div className="start-error">
            <ErrorLine error={startError} />
            <button type="button" className="btn btn-small" onClick={() => void useAppStore.getState().refreshInfo()}>
              {t('retry')}
            </button>
          </div>
        )}
        <main className="content">
          <div className="view" hidden={view !== 'bank'}>
            <BankView />
          </div>
          <div className="view" hidden={view !== 'runs'}>
            <RunsView />
          </div>
          <div className="view" hidden={view !== 'reports'}>
            <ScoreView />
          </div>
          {view === 'review' && <ReviewView />}
          <div className="view" hidden={view !== 'calibration'}>
            <CalibrationView />
          </div>
        </main>
      </div>
      {importOpen && <ImportDialog />}
      {helpOpen && <ShortcutHelp />}
      {profileOpen && <ProfileDialog />}
    </div>
  )
}
