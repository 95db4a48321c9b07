// How the run's choice answers were read (report.reading): stated outright, inferred where the output
// states no answer, or read as no answer; and what the overall score would be if no inferred answer
// counted. The inferred ones are a person's to check: one click lists them in the responses table, and
// a reading check (ReadingCheck.tsx) has an LLM judge read them.
import type { RunReport } from '../../stores/runStore'
import { useRunStore } from '../../stores/runStore'
import { useT } from '../../i18n'
import { fmtCount } from '../../format'
import { fmtScore } from '../../scoreFormat'
import { ReadingCheck } from './ReadingCheck'

export function ReadingBox({ run, reading: g, live }: { run: string; reading: NonNullable<RunReport['reading']>; live: boolean }) {
  const t = useT()
  const setFilter = useRunStore((s) => s.setFilter)
  const showInferred = () => {
    setFilter('inferred')
    document.querySelector('[data-testid="responses-panel"]')?.scrollIntoView({ block: 'start' })
  }
  return (
    <section className="report-box" data-testid="report-reading" data-inferred={g.n_inferred} data-if-wrong={g.overall_if_inferred_wrong ?? ''}>
      <h3>{t('readTitle')}</h3>
      <dl className="kv">
        <dt>{t('readStated')}</dt>
        <dd>{fmtCount(g.n_stated)}</dd>
        <dt>{t('readInferred')}</dt>
        <dd className={g.n_inferred > 0 ? 'cov-warn' : undefined}>
          {fmtCount(g.n_inferred)} <span className="muted">{t('readInferredRight', { n: fmtCount(g.n_inferred_correct) })}</span>
        </dd>
        <dt>{t('readNoAnswer')}</dt>
        <dd>{fmtCount(g.n_no_answer)}</dd>
        <dt>{t('readIfInferredWrong')}</dt>
        <dd data-testid="report-if-inferred-wrong">{fmtScore(g.overall_if_inferred_wrong)}</dd>
      </dl>
      <p className="muted small">{t('readNote', { n: fmtCount(g.n_answers) })}</p>
      {g.n_inferred > 0 && (
        <button type="button" className="btn btn-small" onClick={showInferred} data-testid="report-show-inferred">
          {t('readShowInferred')}
        </button>
      )}
      {/* A check reads stored answers: made once the run has stopped. */}
      {!live && <ReadingCheck run={run} check={g.check} />}
    </section>
  )
}
