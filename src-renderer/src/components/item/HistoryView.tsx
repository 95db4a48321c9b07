// Every version of the item and of its key (item.history), and a diff of any two. Defaults to the
// latest against the one before it: the question a reviewer nearly always asks is "what just changed".
import { useEffect, useState } from 'react'
import { call } from '../../api'
import type { OpOutput } from '../../api'
import { useItemStore } from '../../stores/itemStore'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { useLang, useT } from '../../i18n'
import { fmtTime } from '../../format'
import { ErrorLine } from '../common/ErrorLine'
import { VersionDiff } from './VersionDiff'

type History = OpOutput<'item.history'>

interface Version {
  version: number
  createdAt: string
  author: string
  note: string | null
  value: unknown
}

export function HistoryView() {
  const t = useT()
  const lang = useLang()
  const id = useItemStore((s) => s.openId)!
  const version = useItemStore((s) => s.detail?.version)
  const keyVersion = useItemStore((s) => s.detail?.keyVersion)
  const [history, setHistory] = useState<History | null>(null)
  const [error, setError] = useState<UiError | null>(null)
  const [which, setWhich] = useState<'item' | 'key'>('item')
  const [pair, setPair] = useState<[number, number] | null>(null)

  useEffect(() => {
    let live = true
    call('item.history', { id }).then(
      (h) => live && (setHistory(h), setError(null)),
      (e) => live && setError(toUiError(e)),
    )
    return () => {
      live = false
    }
  }, [id, version, keyVersion])

  const versions: Version[] = !history
    ? []
    : which === 'item'
      ? history.versions.map((v) => ({ version: v.version, createdAt: v.createdAt, author: v.author, note: v.note, value: v.item }))
      : history.keyVersions.map((v) => ({ version: v.version, createdAt: v.createdAt, author: v.author, note: null, value: v.key }))
  // Newest first, whatever order the host sends.
  versions.sort((x, y) => y.version - x.version)

  // Default pair: previous → latest; reset when switching between item and key history.
  useEffect(() => setPair(null), [which, version, keyVersion])
  const [va, vb] =
    pair ?? (versions.length >= 2 ? [versions[1].version, versions[0].version] : versions.length ? [versions[0].version, versions[0].version] : [0, 0])
  const a = versions.find((v) => v.version === va)
  const b = versions.find((v) => v.version === vb)

  const choose = (v: number) => {
    const idx = versions.findIndex((x) => x.version === v)
    const prev = versions[idx + 1]
    setPair([prev ? prev.version : v, v])
  }

  return (
    <div className="history" data-testid="history-view">
      <div className="history-side">
        <div className="segmented" role="tablist">
          <button type="button" role="tab" aria-selected={which === 'item'} className={which === 'item' ? 'active' : ''} onClick={() => setWhich('item')}>
            {t('historyItemVersions')} {history ? `(${history.versions.length})` : ''}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={which === 'key'}
            className={which === 'key' ? 'active' : ''}
            onClick={() => setWhich('key')}
            data-testid="history-key-tab"
          >
            {t('historyKeyVersions')} {history ? `(${history.keyVersions.length})` : ''}
          </button>
        </div>
        <ErrorLine error={error} />
        {!history && !error && <p className="muted">{t('historyLoading')}</p>}
        {history && versions.length === 0 && <p className="muted">{t('historyNoKey')}</p>}
        {versions.length > 0 && (
          <table className="version-table" data-testid="version-table">
            <thead>
              <tr>
                <th>{t('historyVersion')}</th>
                <th>{t('historyTime')}</th>
                <th>{t('historyAuthor')}</th>
                {which === 'item' && <th>{t('historyNote')}</th>}
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr
                  key={v.version}
                  className={v.version === vb ? 'chosen-b' : v.version === va ? 'chosen-a' : ''}
                  onClick={() => choose(v.version)}
                  data-testid="version-row"
                >
                  <td className="cell-num">{v.version}</td>
                  <td>{fmtTime(v.createdAt, lang)}</td>
                  <td>{v.author}</td>
                  {which === 'item' && <td className="note-cell">{v.note ?? ''}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="history-main">
        {versions.length > 1 && (
          <div className="compare-bar">
            <span>{t('historyCompare')}</span>
            <select value={va} onChange={(e) => setPair([Number(e.target.value), vb])} data-testid="compare-a" aria-label="A">
              {versions.map((v) => (
                <option key={v.version} value={v.version}>
                  {t('versionLabel', { v: v.version })}
                </option>
              ))}
            </select>
            <span>{t('historyWith')}</span>
            <select value={vb} onChange={(e) => setPair([va, Number(e.target.value)])} data-testid="compare-b" aria-label="B">
              {versions.map((v) => (
                <option key={v.version} value={v.version}>
                  {t('versionLabel', { v: v.version })}
                </option>
              ))}
            </select>
          </div>
        )}
        {versions.length === 1 && <p className="muted">{t('historyOnlyOne')}</p>}
        {a && b && versions.length > 1 && <VersionDiff a={a.value} b={b.value} va={va} vb={vb} />}
      </div>
    </div>
  )
}
