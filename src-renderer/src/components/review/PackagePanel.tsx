// The coordinator's offline review packages: export one reviewer's undecided items of the open round
// (keys sealed under a passphrase when the plan has reviewers check them), merge a returned package
// and see what it merged and what it could not (conflicts, each with the reviewer's decision), and
// the packages sent so far with their merges.
import { useEffect, useState } from 'react'
import { call } from '../../api'
import type { OpOutput } from '../../api'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { downloadBase64, readBase64 } from '../../fileData'
import { useLang, useT } from '../../i18n'
import { fmtTime } from '../../format'
import { ErrorLine } from '../common/ErrorLine'
import { DECISION_LABELS } from '../../../../src-main/core/review/reasons'

type Info = OpOutput<'review.package.list'>
type Merge = OpOutput<'review.package.merge'>
type Reviewer = { id: string; name: string }

export function PackagePanel({ keysChecked, onChange }: { keysChecked: boolean; onChange: () => void }) {
  const t = useT()
  const lang = useLang()
  const [reviewers, setReviewers] = useState<Reviewer[]>([])
  const [reviewer, setReviewer] = useState('')
  const [passphrase, setPassphrase] = useState('')
  const [info, setInfo] = useState<Info | null>(null)
  const [busy, setBusy] = useState<'export' | 'merge' | null>(null)
  const [error, setError] = useState<UiError | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [merge, setMerge] = useState<Merge | null>(null)

  const reload = () => call('review.package.list', {}).then(setInfo, (e) => setError(toUiError(e)))
  useEffect(() => {
    call('users.list', {}).then(
      (r) => {
        const list = r.profiles.filter((p) => p.role === 'reviewer').map((p) => ({ id: p.id, name: p.name }))
        setReviewers(list)
        setReviewer((cur) => cur || list[0]?.id || '')
      },
      (e) => setError(toUiError(e)),
    )
    void reload()
  }, [])

  const exportPkg = async () => {
    setBusy('export')
    setError(null)
    setNote(null)
    try {
      const r = await call('review.package.export', { reviewer, passphrase: keysChecked ? passphrase : undefined })
      if (r.contentBase64 === null) throw new Error('review.package.export returned no bytes')
      downloadBase64(`审核包-${r.reviewer.name}-第${r.round}轮.mbpkg`, r.contentBase64, 'application/octet-stream')
      setNote(t('pkgExported', { name: r.reviewer.name, round: r.round, items: r.items }))
      await reload()
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(null)
    }
  }

  const mergePkg = async (file: File) => {
    setBusy('merge')
    setError(null)
    setNote(null)
    setMerge(null)
    try {
      const r = await call('review.package.merge', { file: { name: file.name, contentBase64: await readBase64(file) } })
      setMerge(r)
      await reload()
      onChange()
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="report-box package-panel" data-testid="package-panel">
      <h3>{t('pkgTitle')}</h3>
      <p className="muted small">{t('pkgIntro')}</p>
      <div className="review-actions">
        <label className="small" htmlFor="pkg-reviewer">
          {t('pkgReviewer')}
        </label>
        <select id="pkg-reviewer" value={reviewer} onChange={(e) => setReviewer(e.target.value)} data-testid="package-reviewer">
          {reviewers.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
        {keysChecked && (
          <input
            type="password"
            className="note-input"
            value={passphrase}
            onChange={(e) => setPassphrase(e.target.value)}
            placeholder={t('pkgPassphrase')}
            title={t('pkgPassphraseHint')}
            aria-label={t('pkgPassphrase')}
            data-testid="package-passphrase"
          />
        )}
        <button
          type="button"
          className="btn"
          disabled={busy !== null || !reviewer || (keysChecked && passphrase === '')}
          onClick={() => void exportPkg()}
          data-testid="package-export"
        >
          {busy === 'export' ? t('working') : t('pkgExport')}
        </button>
        <span className="toolbar-spacer" />
        <label className="btn" data-testid="package-merge-label">
          {busy === 'merge' ? t('working') : t('pkgMerge')}
          <input
            type="file"
            accept=".mbpkg"
            hidden
            disabled={busy !== null}
            onChange={(e) => {
              const f = e.target.files?.[0]
              e.target.value = ''
              if (f) void mergePkg(f)
            }}
            data-testid="package-merge-file"
          />
        </label>
      </div>
      <ErrorLine error={error} testId="package-error" />
      {note && (
        <p className="ok-line small" data-testid="package-export-result">
          ✓ {note}
        </p>
      )}
      {merge && (
        <div data-testid="package-merge-result" data-merged={merge.merged} data-unchanged={merge.unchanged} data-conflicts={merge.conflicts.length}>
          <p className="ok-line small">
            ✓{' '}
            {t('pkgMerged', { name: merge.reviewer.name, merged: merge.merged, unchanged: merge.unchanged, conflicts: merge.conflicts.length, comments: merge.comments.merged })}
          </p>
          {merge.conflicts.length > 0 && (
            <>
              <h4 className="small-heading warn-text">{t('pkgConflictsTitle')}</h4>
              <table className="version-table" data-testid="package-conflicts">
                <thead>
                  <tr>
                    <th>{t('pkgConflictItem')}</th>
                    <th>{t('pkgConflictDecision')}</th>
                    <th>{t('pkgConflictWhy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {merge.conflicts.map((c) => (
                    <tr key={c.decisionId} data-testid="package-conflict" data-reason={c.reason}>
                      <td className="mono">{c.itemId}</td>
                      <td>
                        {DECISION_LABELS[c.decision.kind][lang]}
                        {c.decision.comment ? ` — ${c.decision.comment}` : ''}
                      </td>
                      <td>{c.message[lang]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      )}
      {info && info.sent.length > 0 && (
        <details className="small" data-testid="package-sent">
          <summary>
            {t('pkgSent')} ({info.sent.length})
          </summary>
          <ul>
            {info.sent.map((p) => (
              <li key={p.packageId} data-testid="package-sent-row" title={p.packageId}>
                {t('pkgSentRow', { name: p.reviewer.name, round: p.round ?? '—', items: p.items, when: fmtTime(p.createdAt, lang), merges: p.merges.length })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
