// Blind grading, one answer at a time, by keyboard: 1–9 the overall score, ↑/↓ a rubric criterion and
// Y/N met or not, Ctrl+Enter submits and brings the next answer. The grader sees the question
// as the model got it, the reference and the rubric or key points, and the answer: never the judge's
// verdict, the model's name or another grader's grade (the operations give nothing else). The `?`
// dialog lists these keys with the app's others. The grade in
// progress is kept while the user visits other views; the time per answer is recorded, and a grade made
// in under FAST_SECONDS is flagged.
import { useEffect, useState } from 'react'
import { FAST_SECONDS, useGradingStore } from '../../stores/gradingStore'
import { useAppStore } from '../../stores/appStore'
import { useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'

export function GradingPanel({ visible }: { visible: boolean }) {
  const t = useT()
  const g = useGradingStore()
  const actor = useAppStore((s) => s.info?.actor?.name ?? null)
  const [focus, setFocus] = useState(0)
  const item = g.next?.item ?? null
  const draft = g.draft()

  useEffect(() => {
    if (visible) void g.load(actor)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, actor])
  useEffect(() => setFocus(0), [item?.seq])

  useEffect(() => {
    if (!visible) return
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)) return
      const s = useGradingStore.getState()
      const it = s.next?.item
      if (!it || e.isComposing) return
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault()
        void s.submit()
        return
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return
      if (/^[1-9]$/.test(e.key)) {
        const v = Number(e.key)
        if (v >= it.scale.min && v <= it.scale.max) (e.preventDefault(), s.setOverall(v))
      } else if (it.rubric && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
        e.preventDefault()
        setFocus((f) => Math.max(0, Math.min(it.rubric!.length - 1, f + (e.key === 'ArrowDown' ? 1 : -1))))
      } else if (it.rubric && (e.key === 'y' || e.key === 'Y' || e.key === 'n' || e.key === 'N')) {
        e.preventDefault()
        const f = Math.min(focus, it.rubric.length - 1)
        s.setCriterion(f, e.key.toLowerCase() === 'y')
        setFocus(Math.min(it.rubric.length - 1, f + 1))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [visible, focus])

  if (g.sessions && g.sessions.length === 0) return <p className="muted" data-testid="grading-none">{t('gradNone')}</p>
  const mine = g.sessions?.find((s) => s.id === g.session) ?? null
  const scale = item ? Array.from({ length: item.scale.max - item.scale.min + 1 }, (_, i) => item.scale.min + i) : []
  const ready = !!draft && draft.overall !== null && draft.criteria.every((c) => c !== null)
  return (
    <div className="grading" data-testid="grading-panel">
      <div className="grading-head">
        {g.sessions && g.sessions.length > 1 && (
          <select value={g.session ?? ''} onChange={(e) => void g.open(e.target.value)} data-testid="grading-session">
            {g.sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.id} ({s.done}/{s.total})
              </option>
            ))}
          </select>
        )}
        {mine && (
          <span className="muted" data-testid="grading-progress" data-done={g.next?.progress.done ?? mine.done} data-total={g.next?.progress.total ?? mine.total}>
            {t('gradProgress', { done: g.next?.progress.done ?? mine.done, total: g.next?.progress.total ?? mine.total })}
          </span>
        )}
        <span className="muted small"> · {t('gradKeysHint')}</span>
      </div>
      <ErrorLine error={g.error} testId="grading-error" />
      {g.fast > 0 && (
        <p className="stale-banner" role="status" data-testid="grading-fast">
          {t('gradFast', { n: g.fast, s: FAST_SECONDS })}
        </p>
      )}
      {!item && g.next && (
        <p className="muted" data-testid="grading-done">
          {t('gradAllDone', { n: g.next.progress.total })}
        </p>
      )}
      {item && draft && (
        <article className="grading-item" data-testid="grading-item" data-seq={item.seq}>
          <h3>
            {t('gradAnswerN', { n: item.position })}
          </h3>
          <section>
            <h4>{t('gradQuestion')}</h4>
            <pre className="grading-text" data-testid="grading-question">{item.question}</pre>
          </section>
          {item.reference && (
            <section>
              <h4>{t('gradReference')}</h4>
              <pre className="grading-text">{item.reference}</pre>
            </section>
          )}
          {item.keyPoints && (
            <section>
              <h4>{t('gradKeyPoints')}</h4>
              <ol>
                {item.keyPoints.map((k, i) => (
                  <li key={i}>{k}</li>
                ))}
              </ol>
            </section>
          )}
          <section>
            <h4>{t('gradAnswer')}</h4>
            <pre className="grading-text grading-answer" data-testid="grading-answer">{item.answer}</pre>
          </section>
          {item.rubric && (
            <section>
              <h4>{t('gradRubric')}</h4>
              <ol className="grading-criteria">
                {item.rubric.map((c, i) => (
                  <li key={i} className={i === focus ? 'focused' : ''} data-testid={`grading-criterion-${i}`} data-met={draft.criteria[i] === null ? '' : String(draft.criteria[i])}>
                    <span className="crit-points">{c.points > 0 ? `+${c.points}` : c.points}</span> {c.criterion}{' '}
                    <button type="button" className={draft.criteria[i] === true ? 'btn small on' : 'btn small'} onClick={() => (setFocus(i), g.setCriterion(i, true))}>
                      Y {t('gradMet')}
                    </button>{' '}
                    <button type="button" className={draft.criteria[i] === false ? 'btn small on' : 'btn small'} onClick={() => (setFocus(i), g.setCriterion(i, false))}>
                      N {t('gradNotMet')}
                    </button>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <section className="grading-overall">
            <h4>{t('gradOverall', { min: item.scale.min, max: item.scale.max })}</h4>
            <div role="radiogroup" aria-label={t('gradOverall', { min: item.scale.min, max: item.scale.max })}>
              {scale.map((v) => (
                <button key={v} type="button" role="radio" aria-checked={draft.overall === v} className={draft.overall === v ? 'btn score on' : 'btn score'} onClick={() => g.setOverall(v)} data-testid={`grading-score-${v}`}>
                  {v}
                </button>
              ))}
            </div>
          </section>
          <div className="form-actions">
            <button type="button" className="btn primary" disabled={!ready || g.busy} onClick={() => void g.submit()} data-testid="grading-submit">
              {t('gradSubmit')}
            </button>
            <span className="muted small"> Ctrl+Enter</span>
            {!ready && <span className="muted small"> · {t('gradIncomplete')}</span>}
          </div>
        </article>
      )}
    </div>
  )
}
