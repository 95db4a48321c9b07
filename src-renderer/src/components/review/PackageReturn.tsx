// In a reviewer's offline copy: which bank it belongs to, and the button that exports the return
// package (review.package.return) for the coordinator to merge. Shown only in a review copy.
import { useEffect, useState } from 'react'
import { call } from '../../api'
import type { OpOutput } from '../../api'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { downloadBase64 } from '../../fileData'
import { useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'

type Info = OpOutput<'review.package.list'>

export function PackageReturn() {
  const t = useT()
  const [info, setInfo] = useState<Info | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<UiError | null>(null)
  const [done, setDone] = useState<string | null>(null)

  useEffect(() => {
    call('review.package.list', {}).then(setInfo, (e) => setError(toUiError(e)))
  }, [])

  if (!info?.copyOf) return error ? <ErrorLine error={error} /> : null
  const latest = info.opened[0]

  const exportReturn = async () => {
    setBusy(true)
    setError(null)
    try {
      const r = await call('review.package.return', { packageId: latest?.packageId })
      if (r.contentBase64 === null) throw new Error('review.package.return returned no bytes')
      downloadBase64(`审核返回-${latest?.reviewer.name ?? ''}-第${latest?.round ?? ''}轮.mbpkg`, r.contentBase64, 'application/octet-stream')
      setDone(t('pkgReturned', { decisions: r.decisions, comments: r.comments, undecided: r.undecided }))
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="package-return report-box" data-testid="package-return" data-copy-of={info.copyOf.name}>
      <p className="small">{t('pkgCopyBanner', { bank: info.copyOf.name })}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void exportReturn()} data-testid="package-return-go">
        {busy ? t('working') : t('pkgReturn')}
      </button>
      <ErrorLine error={error} testId="package-return-error" />
      {done && (
        <p className="ok-line small" data-testid="package-return-result">
          ✓ {done}
        </p>
      )}
    </section>
  )
}
