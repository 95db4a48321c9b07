// The item's entries in the bank's hash-chained audit log (audit.list by target): who did what and
// when, in words, with each entry's sequence number and hash so an auditor can match it against
// `medbench audit verify`. Key edits show versions only; the log never holds a key's content.
import { useEffect, useState } from 'react'
import { call } from '../../api'
import type { OpOutput } from '../../api'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { useCodeLabel, useLang, useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import { fmtTime } from '../../format'
import { ErrorLine } from '../common/ErrorLine'

type Entry = OpOutput<'audit.list'>['rows'][number]

const ACTION_LABEL: Record<string, StringKey> = {
  import: 'auditImport',
  'item.edit': 'auditItemEdit',
  'item.status': 'auditItemStatus',
  'key.edit': 'auditKeyEdit',
  'keys.import': 'auditKeysImport',
}

const field = (v: unknown, k: string): unknown => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined)

export function AuditTrail({ id, refresh }: { id: string; refresh: unknown }) {
  const t = useT()
  const lang = useLang()
  const label = useCodeLabel()
  const [rows, setRows] = useState<Entry[] | null>(null)
  const [total, setTotal] = useState(0)
  const [error, setError] = useState<UiError | null>(null)

  useEffect(() => {
    let live = true
    call('audit.list', { target: id, limit: 200 }).then(
      (r) => live && (setRows(r.rows), setTotal(r.total), setError(null)),
      (e) => live && setError(toUiError(e)),
    )
    return () => {
      live = false
    }
  }, [id, refresh])

  const detail = (e: Entry): string => {
    switch (e.action) {
      case 'item.edit': {
        const changed = field(e.new, 'changed')
        const list = Array.isArray(changed) && changed.length > 0 ? changed.join(', ') : '—'
        return t('auditEditDetail', { from: String(field(e.old, 'version')), to: String(field(e.new, 'version')), fields: list })
      }
      case 'key.edit':
        return t('auditKeyDetail', { from: e.old === null ? '—' : String(field(e.old, 'version')), to: String(field(e.new, 'version')) })
      case 'item.status': {
        const from = field(e.old, 'status')
        const to = field(e.new, 'status')
        return `${typeof from === 'string' ? label('status', from) : '—'} → ${typeof to === 'string' ? label('status', to) : '—'}`
      }
      default:
        return ''
    }
  }

  if (error) return <ErrorLine error={error} />
  if (!rows) return <p className="muted">{t('historyLoading')}</p>
  if (rows.length === 0) return <p className="muted" data-testid="audit-empty">{t('auditNone')}</p>
  return (
    <>
      <p className="muted small">{t('auditIntro', { n: total })}</p>
      <table className="version-table" data-testid="audit-table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('historyTime')}</th>
            <th>{t('historyAuthor')}</th>
            <th>{t('auditAction')}</th>
            <th>{t('auditDetail')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.seq} data-testid="audit-row" data-action={e.action} title={`sha256 ${e.hash}`}>
              <td className="mono">{e.seq}</td>
              <td>{fmtTime(e.at, lang)}</td>
              <td>{e.actorName ?? e.actor}</td>
              <td>{ACTION_LABEL[e.action] ? t(ACTION_LABEL[e.action]) : e.action}</td>
              <td className="note-cell">{detail(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
