// Calibration › Preference sets: a pairwise preference file (JSONL: PandaLM-style, LLMBar-style or
// generic) → the report `medbench preference` prints, through the same operation (stats.preference).
// Shown: what the file held and what was skipped (every count, nothing dropped silently), the
// annotators and the human ceiling, one row per judge (agreement with the gold label or the human
// majority, Cohen κ, position and length bias, swap consistency, each with its bootstrap interval),
// the details behind those figures, a bar chart of agreement against the ceiling, and per judge the
// categories whose whole interval lies below its overall agreement. A figure the data does not
// define is — with a numbered note giving the reason. Ctrl+Enter computes while the panel shows.
import { useEffect, type ReactNode } from 'react'
import type { JudgeReport, PrefInterval, PrefStat, PreferenceUndefinedReason } from '../../../../src-main/core/stats/preference'
import { useT, type StringKey, type T } from '../../i18n'
import { usePreferenceStore, parsePrefResamples, parsePrefSeed, type PreferenceResult } from '../../stores/preferenceStore'
import { ErrorLine } from '../common/ErrorLine'

const WHY: Record<PreferenceUndefinedReason, StringKey> = {
  'no-units': 'prefWhy_no_units',
  'too-few-units': 'prefWhy_too_few_units',
  'too-few-raters': 'prefWhy_too_few_raters',
  'chance-agreement-one': 'prefWhy_chance_agreement_one',
  'single-category': 'prefWhy_single_category',
  'zero-variance': 'prefWhy_zero_variance',
  'no-pairable-values': 'prefWhy_no_pairable_values',
  'no-reference': 'prefWhy_no_reference',
  'too-few-defined-resamples': 'prefWhy_too_few_defined_resamples',
  'not-recorded': 'prefWhy_not_recorded',
  'no-swapped-verdicts': 'prefWhy_no_swapped_verdicts',
  'no-decisive-verdicts': 'prefWhy_no_decisive_verdicts',
  'no-length-difference': 'prefWhy_no_length_difference',
  'no-inconsistent-units': 'prefWhy_no_inconsistent_units',
}

const SHAPES = [
  ['pandalm', 'prefShape_pandalm'],
  ['llmbar', 'prefShape_llmbar'],
  ['generic', 'prefShape_generic'],
] as const

const f3 = (v: number) => v.toFixed(3)
const signed = (v: number) => `${v > 0 ? '+' : ''}${f3(v)}`
/** A data-* attribute for a figure: full precision, '' when undefined. */
const dv = (s: PrefStat) => (s.value === null ? '' : String(s.value))

export function PreferencePanel({ visible }: { visible: boolean }) {
  const t = useT()
  const s = usePreferenceStore()
  const badNumbers = parsePrefResamples(s.resamplesText) === null || parsePrefSeed(s.seedText) === null

  useEffect(() => {
    if (!visible) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.isComposing) return
      e.preventDefault()
      void usePreferenceStore.getState().run()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [visible])

  return (
    <div className="pref-panel" data-testid="pref-panel">
      <form
        className="score-form"
        onSubmit={(e) => {
          e.preventDefault()
          void s.run()
        }}
      >
        <div className="form-row">
          <span className="form-label">{t('prefFile')}</span>
          <div className="form-field">
            <label className={s.busy ? 'btn file-button disabled' : 'btn file-button'}>
              <input
                type="file"
                className="visually-hidden"
                accept=".jsonl,.json,.txt"
                disabled={s.busy}
                onChange={(e) => s.setFile(e.target.files?.[0] ?? null)}
                data-testid="pref-file-input"
              />
              {t('prefChooseFile')}
            </label>{' '}
            <span data-testid="pref-file-name">{s.file ? s.file.name : <span className="muted">{t('prefNoFile')}</span>}</span>
            <p className="muted small">{t('prefFileHint')}</p>
          </div>
        </div>
        <div className="form-row">
          <span className="form-label">{t('prefIntervals')}</span>
          <div className="form-field inline-fields">
            <label>
              {t('prefResamples')}{' '}
              <input className="num-input" value={s.resamplesText} onChange={(e) => s.set({ resamplesText: e.target.value })} data-testid="pref-resamples" />
            </label>{' '}
            <label>
              {t('prefSeed')} <input className="num-input" value={s.seedText} onChange={(e) => s.set({ seedText: e.target.value })} data-testid="pref-seed" />
            </label>
            <span className="muted small">{t('prefIntervalsHint')}</span>
            {badNumbers && <p className="field-error">{t('prefBadNumbers')}</p>}
          </div>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn primary" disabled={!s.file || s.busy || badNumbers} data-testid="pref-run">
            {s.busy ? t('prefRunning') : t('prefRun')}
          </button>
          <span className="muted small"> Ctrl+Enter</span>
        </div>
        <ErrorLine error={s.error} testId="pref-error" />
      </form>
      {s.result ? <PreferenceResultView r={s.result.report} t={t} /> : <p className="muted score-nothing">{t('prefNothingYet')}</p>}
    </div>
  )
}

/**
 * The report. Figures are formatted by plain functions called in order (not child components), so the
 * numbered notes for undefined figures are all collected before the note list at the end renders.
 */
function PreferenceResultView({ r, t }: { r: PreferenceResult; t: T }) {
  const rep = r.report
  const ref = rep.reference
  const h = rep.humans
  const level = Math.round(rep.bootstrap.level * 100)
  const notes: PreferenceUndefinedReason[] = []
  const note = (reason: PreferenceUndefinedReason) => {
    let i = notes.indexOf(reason)
    if (i < 0) i = notes.push(reason) - 1
    return i + 1
  }
  /** — with the numbered note giving the reason. */
  const dash = (reason: PreferenceUndefinedReason): ReactNode => (
    <span className="muted" title={t(WHY[reason])}>
      —<sup>{note(reason)}</sup>
    </span>
  )
  /** A figure: value [lo, hi] n, or — with its note. */
  const fig = (st: PrefStat | PrefInterval, opts: { sign?: boolean; n?: boolean } = {}): ReactNode => {
    if (st.value === null) return dash(st.undefinedReason ?? 'no-units')
    const ci = 'lo' in st ? (st.lo !== null && st.hi !== null ? ` [${f3(st.lo)}, ${f3(st.hi)}]` : ' [—]') : ''
    return (
      <>
        {opts.sign ? signed(st.value) : f3(st.value)}
        {ci && <span className="muted ci">{ci}</span>}
        {opts.n !== false && <span className="muted ci"> n {st.n}</span>}
      </>
    )
  }
  const ceiling = h.annotators.length >= 2 ? h.ceiling.value : null
  const shapes = SHAPES.filter(([k]) => r.shapes[k] > 0)
    .map(([k, key]) => `${t(key)} ${r.shapes[k]}`)
    .join(' · ')

  const count = (label: StringKey, n: number, testId: string, indent = false) => (
    <tr>
      <th className={indent ? 'pref-indent' : undefined}>{t(label)}</th>
      <td className="num" data-testid={testId} data-value={n}>
        {n}
      </td>
    </tr>
  )

  const summary = (
    <div data-testid="pref-summary" data-pairs={rep.units} data-file={r.file}>
      <p>{t('prefSummaryHead', { file: r.file, pairs: rep.units, shapes: shapes || '—' })}</p>
      <div className="pref-summary-tables">
        <table className="data-table cal-table">
          <thead>
            <tr>
              <th colSpan={2}>{t('prefSumReference')}</th>
            </tr>
          </thead>
          <tbody>
            {count('prefSumGold', ref.gold, 'pref-sum-gold')}
            {count('prefSumMajority', ref.human_majority, 'pref-sum-majority')}
            {count('prefSumNoRef', ref.no_majority + ref.no_labels, 'pref-sum-no-reference')}
            {count('prefSumSplit', ref.no_majority, 'pref-sum-split', true)}
            {count('prefSumNoLabels', ref.no_labels, 'pref-sum-no-labels', true)}
            {count('prefSumTie', ref.tie, 'pref-sum-tie')}
            {count('prefSumDecisive', ref.decisive, 'pref-sum-decisive')}
            <tr>
              <th>{t('prefSumRefFirst')}</th>
              <td className="num">{fig(ref.first_share)}</td>
            </tr>
            <tr>
              <th>{t('prefSumRefLonger')}</th>
              <td className="num">{fig(ref.longer_share)}</td>
            </tr>
          </tbody>
        </table>
        <table className="data-table cal-table">
          <thead>
            <tr>
              <th colSpan={2}>{t('prefSumSkipped')}</th>
            </tr>
          </thead>
          <tbody>
            {count('prefSumBlank', r.skipped.blank_lines, 'pref-sum-blank')}
            {count('prefSumJudgeNoVerdict', r.skipped.judge_without_verdict, 'pref-sum-judge-no-verdict')}
            {count('prefSumNoTexts', r.skipped.no_response_texts, 'pref-sum-no-texts')}
            {count('prefSumMissingHuman', r.skipped.missing_human_labels, 'pref-sum-missing-human')}
          </tbody>
        </table>
      </div>
      <p className="muted small">{t('prefCi', { level, b: rep.bootstrap.resamples, seed: rep.bootstrap.seed })}</p>
    </div>
  )

  const humans =
    h.annotators.length >= 2 ? (
      <div data-testid="pref-humans">
        <p>{t('prefHumans', { k: h.annotators.length, names: h.annotators.join(', '), units: h.units })}</p>
        <table className="data-table cal-table">
          <tbody>
            <tr>
              <th>
                {t('prefFleiss')}
                {h.fleiss_generalized && <span className="muted small">{t('prefFleissGeneralized')}</span>}
              </th>
              <td className="num">{fig(h.fleiss_kappa)}</td>
            </tr>
            <tr>
              <th>{t('prefMeanPairKappa')}</th>
              <td className="num">{fig(h.mean_pairwise_kappa)}</td>
            </tr>
            <tr>
              <th>{t('prefCeiling')}</th>
              <td className="num" data-testid="pref-ceiling" data-value={dv(h.ceiling)}>
                {fig(h.ceiling)}
              </td>
            </tr>
          </tbody>
        </table>
        <div className="pref-summary-tables">
          <table className="data-table cal-table">
            <thead>
              <tr>
                <th>{t('prefColAnnotator')}</th>
                <th className="num">{t('prefColOthersMajority')}</th>
                <th className="num">{t('prefColOthersSplit')}</th>
              </tr>
            </thead>
            <tbody>
              {h.per_annotator.map((a) => (
                <tr key={a.annotator}>
                  <td>{a.annotator}</td>
                  <td className="num">{fig(a.agreement)}</td>
                  <td className="num">{a.no_reference}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="data-table cal-table">
            <thead>
              <tr>
                <th>{t('prefColPair')}</th>
                <th className="num">Cohen κ</th>
                <th className="num">{t('prefColPairAgreement')}</th>
              </tr>
            </thead>
            <tbody>
              {h.pairwise.map((p) => (
                <tr key={`${p.a}/${p.b}`}>
                  <td>
                    {p.a} / {p.b}
                  </td>
                  <td className="num">{fig(p.kappa)}</td>
                  <td className="num">{fig(p.agreement)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted small">{t('prefCeilingNote')}</p>
      </div>
    ) : (
      <p className="muted" data-testid="pref-humans">
        {t('prefNoHumans', { k: h.annotators.length })}
      </p>
    )

  const judges = rep.judges
  const judgeTable = (
    <div className="table-scroll">
      <table className="data-table cal-table" data-testid="pref-judges">
        <thead>
          <tr>
            <th>{t('prefColJudge')}</th>
            <th className="num">{t('prefColPairs')}</th>
            <th className="num">{t('prefColAgreement', { level })}</th>
            <th className="num">{t('prefColKappa')}</th>
            <th className="num">{t('prefColUnparsable')}</th>
            <th className="num">{t('prefColNoRef')}</th>
            <th className="num">{t('prefColFirst')}</th>
            <th className="num">{t('prefColSwap')}</th>
            <th className="num">{t('prefColLonger')}</th>
            <th className="num">{t('prefColLengthDiff')}</th>
          </tr>
        </thead>
        <tbody>
          {judges.map((j) => {
            const p = j.position
            const l = j.length
            const swapped = p.swapped_units > 0
            return (
              <tr
                key={j.judge}
                data-testid="pref-judge"
                data-judge={j.judge}
                data-agreement={dv(j.agreement)}
                data-kappa={dv(j.kappa)}
                data-first={dv(p.first_share)}
                data-swap={swapped ? dv(p.swap_consistency) : ''}
              >
                <th>{j.judge}</th>
                <td className="num">{j.n}</td>
                <td className="num">{fig(j.agreement, { n: false })}</td>
                <td className="num">{fig(j.kappa, { n: false })}</td>
                <td className="num">{j.unparsable}</td>
                <td className="num">{j.no_reference}</td>
                <td className="num">{fig(p.first_share, { n: false })}</td>
                <td className="num">{swapped ? fig(p.swap_consistency, { n: false }) : <span className="muted">{t('prefNoSwapRun')}</span>}</td>
                <td className="num">
                  {fig(l.judge_longer_share, { n: false })} / {fig(l.reference_longer_share, { n: false })}
                </td>
                <td className="num">{fig(l.difference, { sign: true, n: false })}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )

  const details = (
    <details className="pref-details">
      <summary>{t('prefDetails')}</summary>
      <h3>{t('prefAgreementDetail')}</h3>
      <div className="table-scroll">
        <table className="data-table cal-table" data-testid="pref-agreement-detail">
          <thead>
            <tr>
              <th>{t('prefColJudge')}</th>
              <th className="num">{t('prefColParsed')}</th>
              <th className="num">{t('prefColDecisive')}</th>
              <th className="num">{t('prefColRecorded')}</th>
              <th className="num">{t('prefColLoo')}</th>
              <th className="num">{t('prefColTieRef')}</th>
            </tr>
          </thead>
          <tbody>
            {judges.map((j) => (
              <tr key={j.judge}>
                <th>{j.judge}</th>
                <td className="num">{fig(j.agreement_parsed)}</td>
                <td className="num">{fig(j.agreement_decisive)}</td>
                <td className="num">{fig(j.agreement_recorded)}</td>
                <td className="num">{fig(j.agreement_leave_one_out)}</td>
                <td className="num">{j.tie_reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('prefPositionDetail')}</h3>
      <div className="table-scroll">
        <table className="data-table cal-table" data-testid="pref-position-detail">
          <thead>
            <tr>
              <th>{t('prefColJudge')}</th>
              <th className="num">{t('prefColFirstAll')}</th>
              <th className="num">{t('prefColFirstOrig')}</th>
              <th className="num">{t('prefColRefFirst')}</th>
              <th className="num">{t('prefColSwapped')}</th>
              <th className="num">{t('prefColSwapUnparsable')}</th>
              <th className="num">{t('prefColSwap')}</th>
              <th className="num">{t('prefColInconsistent')}</th>
              <th className="num">{t('prefColIncFirst')}</th>
              <th className="num">{t('prefColIncSecond')}</th>
            </tr>
          </thead>
          <tbody>
            {judges.map((j) => {
              const p = j.position
              return (
                <tr key={j.judge}>
                  <th>{j.judge}</th>
                  <td className="num">{fig(p.first_share)}</td>
                  <td className="num">{fig(p.first_share_original)}</td>
                  <td className="num">{fig(p.reference_first_share)}</td>
                  <td className="num">{p.swapped_units}</td>
                  <td className="num">{p.swap_unparsable}</td>
                  <td className="num">{fig(p.swap_consistency)}</td>
                  <td className="num">{p.swapped_units ? p.inconsistent : dash('no-swapped-verdicts')}</td>
                  <td className="num">{fig(p.inconsistent_first)}</td>
                  <td className="num">{fig(p.inconsistent_second)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="muted small">{t('prefPositionNote')}</p>
      <h3>{t('prefLengthDetail')}</h3>
      <div className="table-scroll">
        <table className="data-table cal-table" data-testid="pref-length-detail">
          <thead>
            <tr>
              <th>{t('prefColJudge')}</th>
              <th className="num">{t('prefColLenN')}</th>
              <th className="num">{t('prefColJudgeLonger')}</th>
              <th className="num">{t('prefColRefLonger')}</th>
              <th className="num">{t('prefColDiff')}</th>
              <th className="num">{t('prefColEqual')}</th>
              <th className="num">{t('prefColNoLengths')}</th>
            </tr>
          </thead>
          <tbody>
            {judges.map((j) => {
              const l = j.length
              return (
                <tr key={j.judge}>
                  <th>{j.judge}</th>
                  <td className="num">{l.n}</td>
                  <td className="num">{fig(l.judge_longer_share, { n: false })}</td>
                  <td className="num">{fig(l.reference_longer_share, { n: false })}</td>
                  <td className="num">{fig(l.difference, { sign: true, n: false })}</td>
                  <td className="num">{l.equal_length}</td>
                  <td className="num">{l.no_lengths}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="muted small">{t('prefLengthNote')}</p>
    </details>
  )

  const flags = judges.map((j, i) => {
    const flagged = j.categories.filter((c) => c.below_overall === true).sort((a, b) => (a.agreement.value ?? 0) - (b.agreement.value ?? 0))
    const unassessed = j.categories.filter((c) => c.below_overall === null).length
    return (
      <div key={j.judge} className="pref-flags">
        <h3>{t('prefFlagsJudge', { name: j.judge, k: j.categories.length, flagged: flagged.length, overall: j.agreement.value === null ? '—' : f3(j.agreement.value) })}</h3>
        <ul data-testid={`pref-flags-${i}`} data-judge={j.judge} data-count={flagged.length}>
          {flagged.map((c) => (
            <li key={c.category} data-category={c.category} data-n={c.n} data-agreement={dv(c.agreement)}>
              <span className="pref-cat">{c.category}</span> {fig(c.agreement)}
            </li>
          ))}
        </ul>
        {j.categories.length === 0 ? (
          <p className="muted small">{t('prefFlagsNoCategories')}</p>
        ) : (
          flagged.length === 0 && <p className="muted small">{t('prefFlagsNone')}</p>
        )}
        {unassessed > 0 && <p className="muted small">{t('prefFlagsUnassessed', { n: unassessed })}</p>}
      </div>
    )
  })

  return (
    <div className="cal-result" data-testid="pref-result">
      <h2>{t('prefSummaryTitle')}</h2>
      {summary}
      <h2>{t('prefHumansTitle')}</h2>
      {humans}
      <h2>{t('prefJudgesTitle')}</h2>
      {judges.length ? (
        <>
          {judgeTable}
          <p className="muted small">{t('prefAgreementNote')}</p>
          {details}
          <h2>{t('prefChartTitle')}</h2>
          <figure className="pref-figure">
            <AgreementBars judges={judges} ceiling={ceiling} t={t} />
            <figcaption className="muted small">{t('prefChartCaption', { level, ceiling: ceiling === null ? '' : 'y' })}</figcaption>
          </figure>
          <h2>{t('prefFlagsTitle')}</h2>
          <p className="muted small">{t('prefFlagsIntro')}</p>
          {flags}
        </>
      ) : (
        <p className="muted">{t('prefNoJudges')}</p>
      )}
      {notes.length > 0 && (
        <div className="pref-notes" data-testid="pref-notes">
          <p className="muted small">{t('prefNotesTitle')}</p>
          <ol className="muted small">
            {notes.map((reason) => (
              <li key={reason} data-reason={reason}>
                {t(WHY[reason])}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  )
}

const LABEL_W = 170
const PLOT_W = 340
const RIGHT = 140
const ROW = 28
const TOP = 26
const BOTTOM = 26

/** Per judge a bar of agreement (0–1) with its interval whisker; a dashed line at the human ceiling. */
function AgreementBars({ judges, ceiling, t }: { judges: JudgeReport[]; ceiling: number | null; t: T }) {
  const width = LABEL_W + PLOT_W + RIGHT
  const height = TOP + judges.length * ROW + BOTTOM
  const x = (v: number) => LABEL_W + Math.max(0, Math.min(1, v)) * PLOT_W
  const bottom = TOP + judges.length * ROW
  const short = (s: string) => (s.length > 24 ? `${s.slice(0, 23)}…` : s)
  return (
    <svg className="agreement-chart pref-chart" width={width} height={height} role="img" aria-label={t('prefChartTitle')} data-testid="pref-chart" data-ceiling={ceiling ?? ''}>
      {[0, 0.25, 0.5, 0.75, 1].map((v) => (
        <g key={v}>
          <line x1={x(v)} x2={x(v)} y1={TOP - 4} y2={bottom} className="pref-grid" />
          <text x={x(v)} y={bottom + 16} textAnchor="middle" className="chart-tick">
            {v === 0 || v === 1 ? String(v) : v.toFixed(2)}
          </text>
        </g>
      ))}
      <line x1={x(0)} x2={x(1)} y1={bottom} y2={bottom} className="chart-axis" />
      {judges.map((j, i) => {
        const a = j.agreement
        const y = TOP + i * ROW
        const mid = y + ROW / 2
        return (
          <g key={j.judge} data-judge={j.judge} data-value={dv(a)} data-lo={a.lo ?? ''} data-hi={a.hi ?? ''}>
            <text x={LABEL_W - 8} y={mid + 4} textAnchor="end" className="chart-label">
              <title>{j.judge}</title>
              {short(j.judge)}
            </text>
            {a.value !== null && <rect x={x(0)} y={mid - 7} width={x(a.value) - x(0)} height={14} className="pref-bar" />}
            {a.lo !== null && a.hi !== null && (
              <g className="pref-whisker">
                <line x1={x(a.lo)} x2={x(a.hi)} y1={mid} y2={mid} />
                <line x1={x(a.lo)} x2={x(a.lo)} y1={mid - 5} y2={mid + 5} />
                <line x1={x(a.hi)} x2={x(a.hi)} y1={mid - 5} y2={mid + 5} />
              </g>
            )}
            <text x={x(1) + 8} y={mid + 4} className="chart-tick">
              {a.value === null ? '—' : f3(a.value)}
              {a.lo !== null && a.hi !== null ? ` [${f3(a.lo)}, ${f3(a.hi)}]` : ''}
            </text>
          </g>
        )
      })}
      {ceiling !== null && (
        <g data-testid="pref-chart-ceiling">
          <line x1={x(ceiling)} x2={x(ceiling)} y1={TOP - 8} y2={bottom} className="pref-ceiling" />
          <text x={x(ceiling)} y={TOP - 12} textAnchor={ceiling > 0.7 ? 'end' : ceiling < 0.3 ? 'start' : 'middle'} className="chart-label">
            {t('prefChartCeiling', { v: f3(ceiling) })}
          </text>
        </g>
      )}
    </svg>
  )
}
