// A reviewer opens the package their coordinator sent (review.package.open): in an empty bank, which
// becomes their offline review copy, or in the copy a previous package made. The reviewer's profile
// arrives with the package and is chosen at once, so the queue is the next thing they see.
import { useState } from 'react'
import { call } from '../../api'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { readBase64 } from '../../fileData'
import { useT } from '../../i18n'
import { useAppStore } from '../../stores/appStore'
import { ErrorLine } from '../common/ErrorLine'

export function PackageOpen() {
  const t = useT()
  const [file, setFile] = useState<File | null>(null)
  const [passphrase, setPassphrase] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<UiError | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const open = async () => {
    if (!file || busy) return
    setBusy(true)
    setError(null)
    try {
      const r = await call('review.package.open', { file: { name: file.name, contentBase64: await readBase64(file) }, passphrase: passphrase || undefined })
      setDone(r.alreadyOpen ? t('pkgAlreadyOpen') : t('pkgOpened', { round: r.round, items: r.items, bank: r.bank }))
      const app = useAppStore.getState()
      await app.chooseProfile(r.reviewer.id)
      app.setView('review')
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="package-open" data-testid="package-open">
      <h3 className="small-heading">{t('pkgOpenTitle')}</h3>
      <p className="muted small">{t('pkgOpenIntro')}</p>
      <div className="review-actions">
        <input type="file" accept=".mbpkg" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="package-open-file" aria-label={t('pkgOpen')} />
        <input
          type="password"
          className="note-input"
          value={passphrase}
          onChange={(e) => setPassphrase(e.target.value)}
          placeholder={t('pkgPassphrase')}
          aria-label={t('pkgPassphrase')}
          data-testid="package-open-passphrase"
        />
        <button type="button" className="btn" disabled={!file || busy} onClick={() => void open()} data-testid="package-open-go">
          {busy ? t('working') : t('pkgOpen')}
        </button>
      </div>
      <ErrorLine error={error} testId="package-open-error" />
      {done && (
        <p className="ok-line small" data-testid="package-open-result">
          ✓ {done}
        </p>
      )}
    </section>
  )
}
