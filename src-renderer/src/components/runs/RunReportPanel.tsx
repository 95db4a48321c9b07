// A run's report as the core scored it: the overall score with its 95% interval and the base it stands
// on (failed and unanswered requests count 0, said next to the number), bars per dimension and per
// specialty with their intervals, the position prior, how the answers were read, dynamic-evaluation metrics, open answers not yet
// judged (lexical overlap, apart), errors by class and latency; and its downloads (RunExports).
import type { RunReport } from '../../stores/runStore'
import { useLang, useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import { fmtCount, fmtMs } from '../../format'
import { fmtInterval, fmtScore, groupName } from '../../scoreFormat'
import { errorClassLabel, fmtPct } from './runLabels'
import { Bars, dimensionLabel } from './ScoreBars'
import { RunExports } from './RunExports'
import { ReadingBox } from './ReadingBox'

export function RunReportPanel({ report: r, live, loading, platformItems }: { report: RunReport; live: boolean; loading: boolean; platformItems: number }) {
  const t = useT()
  const lang = useLang()
  const o = r.overall
  const dims = Object.entries(r.by_dimension).map(([k, c]) => ({ key: k, label: dimensionLabel(k, lang), cell: c }))
  const specs = Object.entries(r.by_specialty)
    .map(([k, c]) => ({ key: k, label: groupName(k, lang), cell: c }))
    .sort((a, b) => b.cell.n - a.cell.n || a.label.localeCompare(b.label))
  const letters = Object.entries(r.position_prior).sort(([a], [b]) => a.localeCompare(b))
  const errors = Object.entries(r.errors_by_class).filter(([, n]) => n > 0)

  return (
    <section className="run-report" data-testid="run-report" data-run={r.run}>
      <div className="result-head">
        <h2>{t('reportTitle')}</h2>
        {live && <span className="badge badge-quiet">{t(loading ? 'reportUpdating' : 'reportLive')}</span>}
        <span className="toolbar-spacer" />
        <span className="muted small" title={r.signature.public_key}>
          {t('reportSigned', { key: r.signature.key_id })}
        </span>
      </div>
      <RunExports platformItems={platformItems} />

      <div className="report-headline" data-testid="report-overall" data-score={o.score ?? ''} data-lo={o.ci_low ?? ''} data-hi={o.ci_high ?? ''} data-n={o.n}>
        <div className="headline-score">
          <span className="headline-label">{t('reportOverall')}</span>
          <strong className="headline-num" data-testid="report-overall-score">
            {fmtScore(o.score)}
          </strong>
          <span className="headline-ci">
            {o.ci_low !== null && o.ci_high !== null ? t('reportCi', { ci: fmtInterval(o.ci_low, o.ci_high) }) : t('reportNoCi')}
          </span>
          <span className="headline-n" data-testid="report-overall-n">
            {t('reportN', { n: fmtCount(o.n) })}
          </span>
        </div>
        <div className="headline-base" data-testid="report-base">
          <BaseCell id="items" label="reportItems" n={r.n_items} />
          <BaseCell id="tasks" label="reportTasks" n={r.n_tasks} />
          <BaseCell id="responses" label="reportResponses" n={r.n_responses} />
          <BaseCell id="errors" label="reportFailed" n={r.n_errors} warn />
          <BaseCell id="unanswered" label="reportUnanswered" n={r.n_unanswered} warn />
          {r.n_no_key > 0 && <BaseCell id="no-key" label="reportNoKey" n={r.n_no_key} warn />}
        </div>
        <p className="headline-note" data-testid="report-zero-note">
          {t('reportZeroNote', { failed: fmtCount(r.n_errors), unanswered: fmtCount(r.n_unanswered) })}
          {r.n_no_key > 0 ? ` ${t('reportNoKeyNote', { n: fmtCount(r.n_no_key) })}` : ''}
        </p>
      </div>

      <div className="report-grid">
        <Bars title={t('reportByDimension')} rows={dims} testId="report-by-dimension" />
        <Bars title={t('reportBySpecialty', { n: fmtCount(specs.length) })} rows={specs} testId="report-by-specialty" />
      </div>

      <div className="report-grid report-small">
        <section className="report-box" data-testid="report-position-prior" style={letters.length > 5 ? { gridColumn: 'span 2' } : undefined}>
          <h3>{t('reportPositionPrior')}</h3>
          {letters.length === 0 ? (
            <p className="muted">{t('reportNoChoice')}</p>
          ) : (
            <>
              <div className="prior-bars">
                {letters.map(([l, share]) => (
                  <div key={l} className="prior-col" data-letter={l} data-share={share} title={`${l}: ${fmtPct(share)}`}>
                    <span className="prior-pct">{fmtPct(share)}</span>
                    <span className="prior-track">
                      <span className="prior-fill" style={{ height: `${Math.min(100, share * 100)}%` }} />
                      <span className="prior-even" style={{ bottom: `${100 / letters.length}%` }} />
                    </span>
                    <span className="prior-letter">{l}</span>
                  </div>
                ))}
              </div>
              <p className="muted small">{t('reportPriorNote', { even: fmtPct(1 / letters.length) })}</p>
            </>
          )}
        </section>

        {r.reading && <ReadingBox run={r.run} reading={r.reading} live={live} />}

        {r.dynamic && (
          <section className="report-box" data-testid="report-dynamic">
            <h3>{t('reportDynamic')}</h3>
            <dl className="kv">
              <dt>{t('dynPlain')}</dt>
              <dd>{fmtPct(r.dynamic.plain_accuracy)}</dd>
              <dt>{t('dynPermuted')}</dt>
              <dd>{fmtPct(r.dynamic.permuted_accuracy)}</dd>
              <dt>{t('dynCircular')}</dt>
              <dd>
                {fmtPct(r.dynamic.circular_accuracy)} <span className="muted">{t('dynCircularN', { n: fmtCount(r.dynamic.n_circular_items) })}</span>
              </dd>
              <dt>{t('dynConsistency')}</dt>
              <dd>{fmtPct(r.dynamic.consistency)}</dd>
              {r.dynamic.n_incomplete > 0 && (
                <>
                  <dt>{t('dynIncomplete')}</dt>
                  <dd className="cov-warn">{fmtCount(r.dynamic.n_incomplete)}</dd>
                </>
              )}
            </dl>
          </section>
        )}

        <section className="report-box" data-testid="report-lexical">
          <h3>{t('reportLexical')}</h3>
          {r.lexical.n_items === 0 ? (
            <p className="muted">{t('reportLexicalNone')}</p>
          ) : (
            <>
              <p className="not-judged">{t('reportNotJudged', { n: fmtCount(r.lexical.n_items) })}</p>
              <dl className="kv">
                <dt>ROUGE-L</dt>
                <dd data-testid="report-rouge">{fmtScore(r.lexical.rouge_l)}</dd>
                <dt>BLEU-4</dt>
                <dd>{fmtScore(r.lexical.bleu4)}</dd>
              </dl>
              <p className="muted small">{t('famLexicalNote')}</p>
            </>
          )}
        </section>

        <section className="report-box" data-testid="report-errors">
          <h3>{t('reportErrors')}</h3>
          {errors.length === 0 ? (
            <p className="muted">{t('reportErrorsNone')}</p>
          ) : (
            <dl className="kv">
              {errors.map(([cls, n]) => (
                <div key={cls} className="kv-pair" data-class={cls}>
                  <dt>{errorClassLabel(cls, lang)}</dt>
                  <dd>{fmtCount(n)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section className="report-box" data-testid="report-latency">
          <h3>{t('reportLatency')}</h3>
          <dl className="kv">
            {(['p50', 'p90', 'p99', 'max'] as const).map((p) => (
              <div key={p} className="kv-pair">
                <dt>{p === 'max' ? t('reportMax') : p.toUpperCase()}</dt>
                <dd data-testid={`report-latency-${p}`}>{r.latency_ms[p] === null ? '—' : `${fmtMs(r.latency_ms[p]!)} ms`}</dd>
              </div>
            ))}
          </dl>
          <p className="muted small">{t('reportTokens', { prompt: fmtCount(r.tokens.prompt), completion: fmtCount(r.tokens.completion) })}</p>
        </section>
      </div>
      <p className="muted small report-method">{t('reportMethod', { seed: r.method.seed, resamples: fmtCount(r.method.resamples) })}</p>
    </section>
  )
}

function BaseCell({ id, label, n, warn }: { id: string; label: StringKey; n: number; warn?: boolean }) {
  const t = useT()
  return (
    <div className={warn && n > 0 ? 'base-cell cov-warn' : 'base-cell'} data-testid={`report-n-${id}`} data-n={n}>
      <span className="cov-label">{t(label)}</span>
      <strong>{fmtCount(n)}</strong>
    </div>
  )
}
