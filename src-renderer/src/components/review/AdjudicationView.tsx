// The adjudication queue: items whose reviewers disagreed, lowest agreement first; the round's
// decisions side by side (under pseudonyms unless the plan shows names), proposed revisions, and the
// verdict. Overriding every reviewer needs a comment saying why (the operation refuses otherwise).
import { useEffect } from 'react'
import { useReviewStore } from '../../stores/reviewStore'
import type { Kind } from '../../stores/reviewStore'
import { useLang, useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'
import { ItemPreview } from '../item/ItemPreview'
import { ItemComments } from './ItemComments'
import { DECISION_LABELS, REASON_LABELS } from '../../../../src-main/core/review/reasons'

const KINDS: Kind[] = ['approve', 'revise', 'reject']

export function AdjudicationView() {
  const t = useT()
  const lang = useLang()
  const s = useReviewStore()

  useEffect(() => {
    void useReviewStore.getState().loadAdjudication()
  }, [])

  const entries = s.adj?.entries ?? []
  const e = entries[s.adjIndex]
  return (
    <div className="review-adjudication" data-testid="adjudication-view">
      <ErrorLine error={s.adjError} testId="adjudication-error" />
      {s.adj && entries.length === 0 && (
        <p className="muted" data-testid="adjudication-empty">
          {t('adjEmpty')}
        </p>
      )}
      {entries.length > 0 && (
        <div className="review-body">
          <aside className="adj-list">
            <p className="muted small">{t('adjQueueTitle', { n: s.adj?.total ?? entries.length })}</p>
            <ul>
              {entries.map((x, i) => (
                <li key={x.itemId}>
                  <button type="button" className={i === s.adjIndex ? 'adj-item active' : 'adj-item'} onClick={() => s.setAdjIndex(i)} data-testid="adj-entry" data-item={x.itemId}>
                    <span className="mono">{x.itemId}</span> <span className="muted small">{t('adjAgreement', { pct: Math.round(x.agreement * 100) })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </aside>
          {e && (
            <section className="review-item" data-testid="adj-item" data-item={e.itemId}>
              <ItemPreview item={e.item} itemKey={{}} />
              <table className="version-table" data-testid="adj-decisions">
                <thead>
                  <tr>
                    <th>{t('reviewReviewer')}</th>
                    <th>{t('reviewDecision')}</th>
                    <th>{t('reviewReasons')}</th>
                    <th>{t('reviewComment')}</th>
                  </tr>
                </thead>
                <tbody>
                  {e.decisions.map((d, i) => (
                    <tr key={i} data-testid="adj-decision" data-kind={d.kind}>
                      <td>{d.reviewer.kind === 'pseudonym' ? d.reviewer.label[lang] : d.reviewer.id}</td>
                      <td>{DECISION_LABELS[d.kind][lang]}</td>
                      <td>{d.reasons.map((r) => REASON_LABELS[r][lang]).join('、')}</td>
                      <td className="note-cell">{d.comment ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ItemComments itemId={e.itemId} />
              <div className="segmented review-kinds" role="radiogroup" aria-label={t('reviewDecision')}>
                {KINDS.filter((k) => k !== 'revise' || e.revisions.length > 0).map((k) => (
                  <button
                    key={k}
                    type="button"
                    role="radio"
                    aria-checked={s.adjDraft.kind === k}
                    className={s.adjDraft.kind === k ? `active kind-${k}` : ''}
                    onClick={() => s.setAdjDraft({ kind: k, revision: k === 'revise' ? (e.revisions[0]?.revision ?? null) : null })}
                    data-testid={`adj-kind-${k}`}
                  >
                    {DECISION_LABELS[k][lang]}
                  </button>
                ))}
              </div>
              {s.adjDraft.kind !== null && s.adjDraft.kind !== 'approve' && (
                <fieldset className="review-reasons">
                  <legend>{t('reviewReasons')}</legend>
                  {(Object.keys(REASON_LABELS) as (keyof typeof REASON_LABELS)[]).map((code) => (
                    <label key={code}>
                      <input
                        type="checkbox"
                        checked={s.adjDraft.reasons.includes(code)}
                        onChange={() => s.setAdjDraft({ reasons: s.adjDraft.reasons.includes(code) ? s.adjDraft.reasons.filter((r) => r !== code) : [...s.adjDraft.reasons, code] })}
                      />{' '}
                      {REASON_LABELS[code][lang]}
                    </label>
                  ))}
                </fieldset>
              )}
              <label className="form-field">
                <span>{t('adjComment')}</span>
                <textarea rows={3} value={s.adjDraft.comment} onChange={(ev) => s.setAdjDraft({ comment: ev.target.value })} data-testid="adj-comment" />
              </label>
              <div className="form-actions">
                <span className="toolbar-spacer" />
                <button type="button" className="btn btn-primary" disabled={s.adjDraft.kind === null || s.busy !== null} onClick={() => void s.adjudicate()} data-testid="adj-submit">
                  {t('adjSubmit')}
                </button>
              </div>
            </section>
          )}
        </div>
      )}
    </div>
  )
}
