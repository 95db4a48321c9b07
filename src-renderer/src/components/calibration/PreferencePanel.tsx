// Calibration › Preference sets: a pairwise preference file (JSONL: PandaLM-style, LLMBar-style or
// generic) → the report `medbench preference` prints, through the same operation (stats.preference).
// Shown: what the file held and what was skipped (every count, nothing dropped silently), the
// annotators and the human ceiling, one row per judge (agreement with the gold label or the human
// majority, Cohen κ, position and length bias, swap consistency, each with its bootstrap interval),
// the details behind those figures, a bar chart of agreement against the ceiling, and per judge the
// categories whose whole interval lies below its overall agreement. A figure the data does not
// define is — with a numbered note giving the reason. Ctrl+Enter computes while the panel shows.
import type { ReactNode } from 'react'
import type { JudgeReport, PrefInterval, PrefStat, PreferenceUndefinedReason } from '../../../../src-main/core/stats/preference'
import { useT, type StringKey, type T } from '../../i18n'
import { usePreferenceStore, type PreferenceResult } from '../../stores/preferenceStore'
import { parseBootstrap } from '../../stores/uploadStats'
import { UploadFields, useCtrlEnter } from './UploadFields'

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

const runPreference = () => void usePreferenceStore.getState().run()

export function PreferencePanel({ visible }: { visible: boolean }) {
  const t = useT()
  const s = usePreferenceStore()
  useCtrlEnter(visible, runPreference)

  return (
    <div className="pref-panel" data-testid="pref-panel">
      <UploadFields
        s={s}
        accept=".jsonl,.json,.txt"
        badNumbers={parseBootstrap(s) === null}
        spaceAfterChooser
        text={{ file: 'prefFile', choose: 'prefChooseFile', noFile: 'prefNoFile', fileHint: 'prefFileHint', intervals: 'prefIntervals', resamples: 'prefResamples', seed: 'prefSeed', intervalsHint: 'prefIntervalsHint', badNumbers: 'prefBadNumbers', run: 'prefRun', running: 'prefRunning' }}
        testIds={{ fileInput: 'pref-file-input', fileName: 'pref-file-name', resamples: 'pref-resamples', seed: 'pref-seed', run: 'pref-run', error: 'pref-error' }}
      />
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

  const count = (label: StringKey, n: number, testId: string, indent = false) => <LabelRow label={t(label)} value={n} testId={testId} dataValue={n} indent={indent} />

  const summary = (
    <div data-testid="pref-summary" data-pairs={rep.units} data-file={r.file}>
      <p>{t('prefSummaryHead', { file: r.file, pairs: rep.units, shapes: shapes || '—' })}</p>
      <div className="pref-summary-tables">
        <TitledTable title={t('prefSumReference')}>
          {count('prefSumGold', ref.gold, 'pref-sum-gold')}
          {count('prefSumMajority', ref.human_majority, 'pref-sum-majority')}
          {count('prefSumNoRef', ref.no_majority + ref.no_labels, 'pref-sum-no-reference')}
          {count('prefSumSplit', ref.no_majority, 'pref-sum-split', true)}
          {count('prefSumNoLabels', ref.no_labels, 'pref-sum-no-labels', true)}
          {count('prefSumTie', ref.tie, 'pref-sum-tie')}
          {count('prefSumDecisive', ref.decisive, 'pref-sum-decisive')}
          <LabelRow label={t('prefSumRefFirst')} value={fig(ref.first_share)} />
          <LabelRow label={t('prefSumRefLonger')} value={fig(ref.longer_share)} />
        </TitledTable>
        <TitledTable title={t('prefSumSkipped')}>
          {count('prefSumBlank', r.skipped.blank_lines, 'pref-sum-blank')}
          {count('prefSumJudgeNoVerdict', r.skipped.judge_without_verdict, 'pref-sum-judge-no-verdict')}
          {count('prefSumNoTexts', r.skipped.no_response_texts, 'pref-sum-no-texts')}
          {count('prefSumMissingHuman', r.skipped.missing_human_labels, 'pref-sum-missing-human')}
        </TitledTable>
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
            <LabelRow
              label={
                <>
                  {t('prefFleiss')}
                  {h.fleiss_generalized && <span className="muted small">{t('prefFleissGeneralized')}</span>}
                </>
              }
              value={fig(h.fleiss_kappa)}
            />
            <LabelRow label={t('prefMeanPairKappa')} value={fig(h.mean_pairwise_kappa)} />
            <LabelRow label={t('prefCeiling')} value={fig(h.ceiling)} testId="pref-ceiling" dataValue={dv(h.ceiling)} />
          </tbody>
        </table>
        <div className="pref-summary-tables">
          <FigureTable
            cols={[t('prefColAnnotator'), t('prefColOthersMajority'), t('prefColOthersSplit')]}
            rowHead="td"
            rows={h.per_annotator.map((a) => ({ key: a.annotator, head: a.annotator, cells: [fig(a.agreement), a.no_reference] }))}
          />
          <FigureTable
            cols={[t('prefColPair'), 'Cohen κ', t('prefColPairAgreement')]}
            rowHead="td"
            rows={h.pairwise.map((p) => ({
              key: `${p.a}/${p.b}`,
              head: (
                <>
                  {p.a} / {p.b}
                </>
              ),
              cells: [fig(p.kappa), fig(p.agreement)],
            }))}
          />
        </div>
        <p className="muted small">{t('prefCeilingNote')}</p>
      </div>
    ) : (
      <p className="muted" data-testid="pref-humans">
        {t('prefNoHumans', { k: h.annotators.length })}
      </p>
    )

  const judges = rep.judges
  /** A table with a row per judge: its name, then `cells` (called here, in order, for the notes); heads may name the level. */
  const judgeTable = (testId: string, cols: StringKey[], cells: (j: JudgeReport) => ReactNode[], attrs?: (j: JudgeReport) => RowAttrs) => (
    <div className="table-scroll">
      <FigureTable testId={testId} cols={[t('prefColJudge'), ...cols.map((c) => t(c, { level }))]} rows={judges.map((j) => ({ key: j.judge, head: j.judge, cells: cells(j), attrs: attrs?.(j) }))} />
    </div>
  )
  const noN = { n: false }

  const overview = judgeTable(
    'pref-judges',
    ['prefColPairs', 'prefColAgreement', 'prefColKappa', 'prefColUnparsable', 'prefColNoRef', 'prefColFirst', 'prefColSwap', 'prefColLonger', 'prefColLengthDiff'],
    (j) => [
      j.n,
      fig(j.agreement, noN),
      fig(j.kappa, noN),
      j.unparsable,
      j.no_reference,
      fig(j.position.first_share, noN),
      j.position.swapped_units > 0 ? fig(j.position.swap_consistency, noN) : <span className="muted">{t('prefNoSwapRun')}</span>,
      <>
        {fig(j.length.judge_longer_share, noN)} / {fig(j.length.reference_longer_share, noN)}
      </>,
      fig(j.length.difference, { sign: true, n: false }),
    ],
    (j) => ({
      'data-testid': 'pref-judge',
      'data-judge': j.judge,
      'data-agreement': dv(j.agreement),
      'data-kappa': dv(j.kappa),
      'data-first': dv(j.position.first_share),
      'data-swap': j.position.swapped_units > 0 ? dv(j.position.swap_consistency) : '',
    }),
  )

  const details = (
    <details className="pref-details">
      <summary>{t('prefDetails')}</summary>
      <h3>{t('prefAgreementDetail')}</h3>
      {judgeTable('pref-agreement-detail', ['prefColParsed', 'prefColDecisive', 'prefColRecorded', 'prefColLoo', 'prefColTieRef'], (j) => [
        fig(j.agreement_parsed),
        fig(j.agreement_decisive),
        fig(j.agreement_recorded),
        fig(j.agreement_leave_one_out),
        j.tie_reference,
      ])}
      <h3>{t('prefPositionDetail')}</h3>
      {judgeTable(
        'pref-position-detail',
        ['prefColFirstAll', 'prefColFirstOrig', 'prefColRefFirst', 'prefColSwapped', 'prefColSwapUnparsable', 'prefColSwap', 'prefColInconsistent', 'prefColIncFirst', 'prefColIncSecond'],
        ({ position: p }) => [
          fig(p.first_share),
          fig(p.first_share_original),
          fig(p.reference_first_share),
          p.swapped_units,
          p.swap_unparsable,
          fig(p.swap_consistency),
          p.swapped_units ? p.inconsistent : dash('no-swapped-verdicts'),
          fig(p.inconsistent_first),
          fig(p.inconsistent_second),
        ],
      )}
      <p className="muted small">{t('prefPositionNote')}</p>
      <h3>{t('prefLengthDetail')}</h3>
      {judgeTable('pref-length-detail', ['prefColLenN', 'prefColJudgeLonger', 'prefColRefLonger', 'prefColDiff', 'prefColEqual', 'prefColNoLengths'], ({ length: l }) => [
        l.n,
        fig(l.judge_longer_share, noN),
        fig(l.reference_longer_share, noN),
        fig(l.difference, { sign: true, n: false }),
        l.equal_length,
        l.no_lengths,
      ])}
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
          {overview}
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

type RowAttrs = Record<`data-${string}`, string | number>

/** A label and its figure as one table row (`dataValue`: the figure in full, for data-value). */
function LabelRow({ label, value, testId, dataValue, indent = false }: { label: ReactNode; value: ReactNode; testId?: string; dataValue?: string | number; indent?: boolean }) {
  return (
    <tr>
      <th className={indent ? 'pref-indent' : undefined}>{label}</th>
      <td className="num" data-testid={testId} data-value={dataValue}>
        {value}
      </td>
    </tr>
  )
}

/** A table of label rows under one heading spanning both columns. */
function TitledTable({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <table className="data-table cal-table">
      <thead>
        <tr>
          <th colSpan={2}>{title}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/**
 * A table of figures: the first column names the row (a th, or a td with `rowHead="td"`), the others
 * are numeric. Cells arrive formatted, so their notes are numbered in the order the report reads.
 */
function FigureTable({ testId, cols, rows, rowHead: Head = 'th' }: { testId?: string; cols: ReactNode[]; rows: { key: string; head: ReactNode; cells: ReactNode[]; attrs?: RowAttrs }[]; rowHead?: 'th' | 'td' }) {
  const [first, ...rest] = cols
  return (
    <table className="data-table cal-table" data-testid={testId}>
      <thead>
        <tr>
          <th>{first}</th>
          {rest.map((c, i) => (
            <th key={i} className="num">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} {...r.attrs}>
            <Head>{r.head}</Head>
            {r.cells.map((c, i) => (
              <td key={i} className="num">
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
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
