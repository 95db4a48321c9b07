// Every version of the item and of its key (item.history), and a diff of any two; and every status
// change with who made it. Defaults to the latest version against the one before it: the question a
// reviewer nearly always asks is "what just changed".
import { useEffect, useState } from 'react'
import { call } from '../../api'
import type { OpOutput } from '../../api'
import { useItemStore } from '../../stores/itemStore'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { useCodeLabel, useLang, useT } from '../../i18n'
import { fmtTime } from '../../format'
import { ErrorLine } from '../common/ErrorLine'
import { VersionDiff } from './VersionDiff'
import { AuditTrail } from './AuditTrail'

type History = OpOutput<'item.history'>

type By = History['versions'][number]['by']

interface Version {
  version: number
  createdAt: string
  by: By
  note: string | null
  value: unknown
}

/** The author as recorded, with the profile's role and institution as a tooltip. */
function Author({ by }: { by: By }) {
  const label = useCodeLabel()
  const detail = [by.role ? label('role', by.role) : '', by.institution ?? ''].filter(Boolean).join(' · ')
  return <span title={detail || undefined}>{by.name}</span>
}

export function HistoryView() {
  const t = useT()
  const lang = useLang()
  const id = useItemStore((s) => s.openId)!
  const version = useItemStore((s) => s.detail?.version)
  const keyVersion = useItemStore((s) => s.detail?.keyVersion)
  const [history, setHistory] = useState<History | null>(null)
  const [error, setError] = useState<UiError | null>(null)
  const [which, setWhich] = useState<'item' | 'key' | 'status' | 'audit'>('item')
  const label = useCodeLabel()
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
      ? history.versions.map((v) => ({ version: v.version, createdAt: v.createdAt, by: v.by, note: v.note, value: v.item }))
      : which === 'key'
        ? history.keyVersions.map((v) => ({ version: v.version, createdAt: v.createdAt, by: v.by, note: null, value: v.key }))
        : []
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

  const tabs: [typeof which, string, string | undefined][] = [
    ['item', `${t('historyItemVersions')} ${history ? `(${history.versions.length})` : ''}`, undefined],
    ['key', `${t('historyKeyVersions')} ${history ? (history.keysWithheld ? `(${t('historyWithheld')})` : `(${history.keyVersions.length})`) : ''}`, 'history-key-tab'],
    ['status', `${t('historyStatus')} ${history ? `(${history.statusEvents.length})` : ''}`, 'history-status-tab'],
    ['audit', t('historyAudit'), 'history-audit-tab'],
  ]

  return (
    <div className="history" data-testid="history-view">
      <div className="history-side">
        <div className="segmented" role="tablist">
          {tabs.map(([w, label, testId]) => (
            <button key={w} type="button" role="tab" aria-selected={which === w} className={which === w ? 'active' : ''} onClick={() => setWhich(w)} data-testid={testId}>
              {label}
            </button>
          ))}
        </div>
        {which === 'audit' && <p className="muted small">{t('auditSide')}</p>}
        <ErrorLine error={error} />
        {!history && !error && <p className="muted">{t('historyLoading')}</p>}
        {history && which === 'key' && history.keysWithheld && <p className="muted">{t('historyKeysWithheld')}</p>}
        {history && which === 'key' && !history.keysWithheld && versions.length === 0 && <p className="muted">{t('historyNoKey')}</p>}
        {history && which === 'status' && history.statusEvents.length === 0 && <p className="muted">{t('historyNoStatus')}</p>}
        {history && which === 'status' && history.statusEvents.length > 0 && (
          <table className="version-table" data-testid="status-table">
            <thead>
              <tr>
                <th>{t('historyStatusChange')}</th>
                <th>{t('historyTime')}</th>
                <th>{t('historyAuthor')}</th>
                <th>{t('historyNote')}</th>
              </tr>
            </thead>
            <tbody>
              {history.statusEvents.map((ev, i) => (
                <tr key={i} data-testid="status-row">
                  <td>
                    {ev.from ? label('status', ev.from) : '—'} → {label('status', ev.to)}
                  </td>
                  <td>{fmtTime(ev.createdAt, lang)}</td>
                  <td>
                    <Author by={ev.by} />
                  </td>
                  <td className="note-cell">{ev.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
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
                  <td>
                    <Author by={v.by} />
                  </td>
                  {which === 'item' && <td className="note-cell">{v.note ?? ''}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="history-main">
        {which === 'audit' && <AuditTrail id={id} refresh={`${version}:${keyVersion}`} />}
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
