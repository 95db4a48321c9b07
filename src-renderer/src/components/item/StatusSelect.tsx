// The item's review status, changed in place through item.setStatus.
import type { ItemStatus } from '../../../../src-main/core/types'
import { useAppStore } from '../../stores/appStore'
import { useItemStore } from '../../stores/itemStore'
import { useCodeLabel, useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'

export function StatusSelect() {
  const t = useT()
  const label = useCodeLabel()
  const status = useItemStore((s) => s.detail?.status)
  const save = useItemStore((s) => s.statusSave)
  // The host's vocabulary is the list of statuses (importing core/types here would pull zod into the
  // first chunk; the editor chunk loads it anyway).
  const statuses: readonly string[] = useAppStore((s) => s.vocabulary?.statuses) ?? (status ? [status] : [])
  if (!status) return null
  // Review moves items into and out of review and adjudication; by hand those states are neither
  // chosen nor left (item.setStatus refuses both), so the menu says so instead of failing.
  const underReview = status === 'in_review' || status === 'adjudication'
  const offered = statuses.filter((s) => s !== 'adjudication' || s === status)
  return (
    <label className="status-select">
      <span className="muted">{t('statusLabel')}</span>
      <select
        value={status}
        disabled={save.phase === 'saving' || underReview}
        title={underReview ? t('statusByReview') : undefined}
        onChange={(e) => void useItemStore.getState().setStatus(e.target.value as ItemStatus)}
        data-testid="status-select"
        className={`status-${status}`}
      >
        {offered.map((s) => (
          <option key={s} value={s}>
            {label('status', s)}
          </option>
        ))}
      </select>
      {save.phase === 'saved' && <span className="ok-line small">✓ {t('statusSaved')}</span>}
      {save.phase === 'error' && <ErrorLine error={save.error} />}
    </label>
  )
}
