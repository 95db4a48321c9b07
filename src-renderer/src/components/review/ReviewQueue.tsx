// A reviewer's queue: one item at a time, keyboard first. 1 approve, 2 revise, 3 reject, R reasons,
// C comment, J/K next/previous item, Ctrl+Enter submit and go on; keys are off while typing (except
// Ctrl+Enter). The draft decision is kept per item, so a reload loses nothing; the last decision can
// be taken back while its round is open. Revising opens the item form beside the original, with a
// live diff of the edit. Only the reviewer's own work is ever shown here.
import { useEffect, useMemo, useRef } from 'react'
import { useReviewStore } from '../../stores/reviewStore'
import type { Kind } from '../../stores/reviewStore'
import { useAppStore } from '../../stores/appStore'
import { useLang, useT } from '../../i18n'
import { isTypingTarget } from '../../keyboard'
import { ErrorLine } from '../common/ErrorLine'
import { ItemPreview } from '../item/ItemPreview'
import { ItemFormFields } from '../item/ItemForm'
import { ItemComments } from './ItemComments'
import { VersionDiff } from '../item/VersionDiff'
import { DECISION_LABELS, REASON_LABELS, allowedReasons } from '../../../../src-main/core/review/reasons'

const KINDS: Kind[] = ['approve', 'revise', 'reject']

export function ReviewQueue() {
  const t = useT()
  const lang = useLang()
  const view = useAppStore((s) => s.view)
  const s = useReviewStore()
  const reasonsRef = useRef<HTMLFieldSetElement>(null)
  const commentRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    void useReviewStore.getState().loadQueue()
  }, [])

  useEffect(() => {
    if (view !== 'review') return
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.isComposing) return
      const st = useReviewStore.getState()
      if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
        e.preventDefault()
        void st.submit()
        return
      }
      if (isTypingTarget(e.target) || e.ctrlKey || e.metaKey || e.altKey) return
      const k = e.key.toLowerCase()
      if (k === '1' || k === '2' || k === '3') {
        e.preventDefault()
        st.setDraft({ kind: KINDS[Number(k) - 1] })
      } else if (k === 'r') {
        e.preventDefault()
        reasonsRef.current?.querySelector<HTMLInputElement>('input')?.focus()
      } else if (k === 'c') {
        e.preventDefault()
        commentRef.current?.focus()
      } else if (k === 'j') {
        e.preventDefault()
        void st.next()
      } else if (k === 'k') {
        e.preventDefault()
        void st.previous()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [view])

  const q = s.queue
  const cur = s.current
  const keysVisible = cur?.key !== null && cur?.key !== undefined
  // The revision as it stands, for the live diff beside the original (null while it does not parse).
  const revisedText = s.draft.kind === 'revise' ? s.draft.revised : null
  const revisedItem = useMemo(() => {
    if (revisedText === null) return null
    try {
      return JSON.parse(revisedText) as unknown
    } catch {
      return null
    }
  }, [revisedText])
  return (
    <div className="review-queue" data-testid="review-queue">
      <div className="review-progress" data-testid="review-progress" data-done={q?.done ?? 0} data-assigned={q?.assigned ?? 0}>
        <strong>{t('reviewProgress', { done: q?.done ?? 0, assigned: q?.assigned ?? 0 })}</strong>
        <progress max={Math.max(1, q?.assigned ?? 0)} value={q?.done ?? 0} />
        <span className="muted small">{t('reviewKeysHint')}</span>
        <span className="toolbar-spacer" />
        {q?.last && (
          <button type="button" className="btn btn-small" onClick={() => void s.undo()} data-testid="review-undo" title={t('reviewUndoTitle')}>
            {t('reviewUndo', { item: q.last.itemId, kind: DECISION_LABELS[q.last.kind][lang] })}
          </button>
        )}
      </div>
      <ErrorLine error={s.error} testId="review-error" />
      {s.saved && (
        <p className="ok-line small" data-testid="review-saved">
          ✓ {t('reviewSaved', { item: s.saved.itemId, kind: DECISION_LABELS[s.saved.kind][lang] })}
        </p>
      )}
      {!cur && q && (
        <p className="muted" data-testid="review-empty">
          {q.assigned === 0 ? t('reviewNothingAssigned') : t('reviewAllDone')}
        </p>
      )}
      {cur && (
        <div className="review-body" data-testid="review-item" data-item={cur.itemId}>
          <section className="review-item">
            <div className="pane-head">
              <h3 className="mono">{cur.itemId}</h3>
              <span className="badge">{t('reviewRound', { n: cur.round, of: cur.of })}</span>
              <span className="badge badge-quiet">{t('versionLabel', { v: cur.version })}</span>
            </div>
            <ItemPreview item={cur.item} itemKey={cur.key ?? {}} />
            <ItemComments itemId={cur.itemId} />
          </section>
          <section className="review-decision">
            <div className="segmented review-kinds" role="radiogroup" aria-label={t('reviewDecision')}>
              {KINDS.map((k, i) => (
                <button
                  key={k}
                  type="button"
                  role="radio"
                  aria-checked={s.draft.kind === k}
                  className={s.draft.kind === k ? `active kind-${k}` : ''}
                  onClick={() => s.setDraft({ kind: k })}
                  data-testid={`review-kind-${k}`}
                >
                  <kbd>{i + 1}</kbd> {DECISION_LABELS[k][lang]}
                </button>
              ))}
            </div>
            {s.draft.kind !== null && s.draft.kind !== 'approve' && (
              <fieldset className="review-reasons" ref={reasonsRef} data-testid="review-reasons">
                <legend>{t('reviewReasons')}</legend>
                {allowedReasons(s.draft.kind, { keysVisible }).map((code) => (
                  <label key={code}>
                    <input type="checkbox" checked={s.draft.reasons.includes(code)} onChange={() => s.toggleReason(code)} data-testid={`review-reason-${code}`} />{' '}
                    {REASON_LABELS[code][lang]}
                  </label>
                ))}
              </fieldset>
            )}
            {s.draft.kind === 'revise' && s.draft.revised !== null && (
              <div className="review-revise" data-testid="review-revise">
                <p className="muted small">{t('reviewReviseHint')}</p>
                <ItemFormFields itemText={s.draft.revised} keyText={null} onItemText={(v) => s.setDraft({ revised: v })} onKeyText={() => {}} />
                {revisedItem !== null && <VersionDiff a={cur.item} b={revisedItem} va={cur.version} vb={cur.version + 1} title={t('reviewReviseDiff', { v: cur.version })} />}
              </div>
            )}
            <label className="form-field">
              <span>{t('reviewComment')}</span>
              <textarea ref={commentRef} rows={3} value={s.draft.comment} onChange={(e) => s.setDraft({ comment: e.target.value })} data-testid="review-comment" />
            </label>
            <label className="form-field review-confidence">
              <span>{t('reviewConfidence')}</span>
              <select value={s.draft.confidence ?? ''} onChange={(e) => s.setDraft({ confidence: e.target.value ? Number(e.target.value) : null })} data-testid="review-confidence">
                <option value="">—</option>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <div className="form-actions">
              <span className="muted small">{t('reviewSubmitHint')}</span>
              <span className="toolbar-spacer" />
              <button type="button" className="btn btn-primary" disabled={s.draft.kind === null || s.submitting} onClick={() => void s.submit()} data-testid="review-submit">
                {s.submitting ? t('saving') : t('reviewSubmit')}
              </button>
            </div>
          </section>
        </div>
      )}
    </div>
  )
}
