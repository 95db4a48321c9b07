// A session's calibration as the coordinator reads it: the judge against the graders beside the
// graders among themselves (the ceiling), per rater pair; rubric criteria per grader with the F1 bars
// and the reliability diagram; the checks within each specialty and dimension (flagged where the
// calibration fails inside a category though it may hold overall); length bias; the judge's
// self-consistency; the answers the judge and the graders disagree on most. The figures are
// grading.calibrate's, the same `medbench calibrate` prints.
import type { OpOutput } from '../../../../src-main/ops/table'
import { useT } from '../../i18n'
import { CriteriaF1Bars, ReliabilityDiagram } from './CalibrationCharts'

type Calibration = OpOutput<'grading.calibrate'>
type Within = NonNullable<Calibration['within']>['specialty']
type Interval = Within['overall']['mean_bias']

export const f3 = (v: unknown) => (typeof v === 'number' ? v.toFixed(3) : '—')
export const ci = (i: Interval) => `${f3(i.value)} [${f3(i.lo)}, ${f3(i.hi)}]`

function WithinTable({ w }: { w: Within }) {
  const t = useT()
  return (
    <div className="cal-within" data-testid={`calibration-within-${w.by}`}>
      <h3>{t(w.by === 'specialty' ? 'gradWithinSpecialty' : 'gradWithinDimension')}</h3>
      <p className="muted small">{t('gradWithinOverall', { bias: ci(w.overall.mean_bias), excess: ci(w.overall.excess_error) })}</p>
      {w.groups.length > 0 && (
        <table className="data-table cal-table">
          <thead>
            <tr>
              <th>{t(w.by === 'specialty' ? 'gradSpecialty' : 'gradDimension')}</th>
              <th className="num">n</th>
              <th className="num">{t('gradJudgeMean')}</th>
              <th className="num">{t('gradGradersMean')}</th>
              <th className="num">{t('gradBias')}</th>
              <th className="num">{t('gradExcess')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {w.groups.map((g) => (
              <tr key={g.key} className={g.flags.length ? 'flagged' : ''} data-testid="within-row" data-key={g.key} data-flags={g.flags.join(',')} data-bias={g.mean_bias.value ?? ''}>
                <td>{g.key}</td>
                <td className="num">{g.units}</td>
                <td className="num">{f3(g.judge_mean)}</td>
                <td className="num">{f3(g.graders_mean)}</td>
                <td className="num">{ci(g.mean_bias)}</td>
                <td className="num">{ci(g.excess_error)}</td>
                <td>{g.flags.map((f) => t(f === 'biased' ? 'gradFlagBiased' : 'gradFlagWorse')).join('；')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {w.too_small.length > 0 && (
        <p className="muted small" data-testid={`within-too-small-${w.by}`}>
          {t('gradWithinTooSmall', { list: w.too_small.map((g) => `${g.key} (${g.units})`).join('、') })}
        </p>
      )}
    </div>
  )
}

function ByCriterion({ c }: { c: NonNullable<Calibration['criteria']>['by_criterion'] }) {
  const t = useT()
  const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`)
  return (
    <div data-testid="calibration-by-criterion" data-overall={c.overall.value ?? ''}>
      <p className="muted small">{t('gradByCriterionOverall', { agree: ci(c.overall), n: c.overall.n, ties: c.ties })}</p>
      {c.criteria.length > 0 && (
        <table className="data-table cal-table">
          <thead>
            <tr>
              <th>{t('gradCriterion')}</th>
              <th className="num">n</th>
              <th className="num">{t('gradJudgeMet')}</th>
              <th className="num">{t('gradGradersMet')}</th>
              <th className="num">{t('gradAgreeMajority')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {c.criteria.map((r) => (
              <tr key={r.criterion} className={r.flagged ? 'flagged' : ''} data-testid="criterion-row" data-criterion={r.criterion} data-flagged={r.flagged ? '1' : ''} data-agreement={r.agreement.value ?? ''}>
                <td className="criterion-cell">{r.criterion}</td>
                <td className="num">{r.units}</td>
                <td className="num">{pct(r.judge_met)}</td>
                <td className="num">{pct(r.graders_met)}</td>
                <td className="num">{ci(r.agreement)}</td>
                <td>{r.flagged ? t('gradCriterionFlag') : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {c.too_small.length > 0 && <p className="muted small">{t('gradCriteriaTooSmall', { n: c.too_small.length, units: c.too_small.reduce((a, x) => a + x.units, 0) })}</p>}
    </div>
  )
}

export function CalibrationReport({ cal }: { cal: Calibration }) {
  const t = useT()
  return (
    <div className="cal-result" data-testid="calibration-result" data-session={cal.session} data-judge={cal.judge ?? ''}>
      <p data-testid="calibration-ceiling" data-judge-human={cal.ceiling.judge_human ?? ''} data-human-human={cal.ceiling.human_human ?? ''}>
        {t('gradCeiling', { jh: f3(cal.ceiling.judge_human), nj: cal.ceiling.n_judge_pairs, hh: f3(cal.ceiling.human_human), nh: cal.ceiling.n_human_pairs, n: cal.graded })}
      </p>
      <table className="data-table cal-table" data-testid="calibration-pairs">
        <thead>
          <tr>
            <th>{t('calPair')}</th>
            <th className="num">n</th>
            <th className="num">κ quadratic</th>
            <th className="num">Cohen κ</th>
            <th className="num">Spearman ρ</th>
            <th className="num">MAE</th>
            <th className="num">bias (b − a)</th>
          </tr>
        </thead>
        <tbody>
          {cal.report.pairwise.map((p, i) => (
            <tr key={i} data-testid={`calibration-pair-${i}`} data-a={p.rater_a} data-b={p.rater_b} data-kq={typeof p.cohen_kappa_quadratic === 'number' ? p.cohen_kappa_quadratic : ''}>
              <td>
                {p.rater_a} / {p.rater_b}
              </td>
              <td className="num">{p.n}</td>
              <td className="num">{f3(p.cohen_kappa_quadratic)}</td>
              <td className="num">{f3(p.cohen_kappa)}</td>
              <td className="num">{f3(p.spearman)}</td>
              <td className="num">{f3(p.mae)}</td>
              <td className="num">{f3(p.mean_bias)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {cal.criteria && (
        <>
          <h3>{t('gradCriteriaTitle')}</h3>
          <p data-testid="calibration-criteria" data-judge-loo={cal.criteria.judge_leave_one_out ?? ''} data-ceiling={cal.criteria.human_ceiling ?? ''}>
            {t('gradCriteriaF1', { units: cal.criteria.units, judge: f3(cal.criteria.judge_leave_one_out), ceiling: f3(cal.criteria.human_ceiling), each: cal.criteria.judge_vs_each.map((e) => `${e.grader} ${f3(e.macro_f1)}`).join(' · ') })}
          </p>
          <ByCriterion c={cal.criteria.by_criterion} />
          <div className="cal-charts">
            <figure>
              <CriteriaF1Bars criteria={cal.criteria} />
              <figcaption className="muted small">{t('gradF1Caption')}</figcaption>
            </figure>
            <figure>
              <ReliabilityDiagram reliability={cal.criteria.reliability} />
              <figcaption className="muted small" data-testid="calibration-reliability">
                {t('gradReliabilityCaption', { n: cal.criteria.reliability.n, ties: cal.criteria.reliability.ties, ece: f3(cal.criteria.reliability.ece), brier: f3(cal.criteria.reliability.brier) })}
              </figcaption>
            </figure>
          </div>
        </>
      )}
      {cal.within && (
        <>
          <h3>{t('gradWithinTitle')}</h3>
          <WithinTable w={cal.within.specialty} />
          <WithinTable w={cal.within.dimension} />
        </>
      )}
      {(cal.length_bias || cal.self_consistency) && (
        <ul className="cal-checks">
          {cal.length_bias && (
            <li data-testid="calibration-length" data-flagged={cal.length_bias.flagged ? '1' : ''} className={cal.length_bias.flagged ? 'flagged' : ''}>
              {t('gradLengthBias', { excess: ci(cal.length_bias.excess), judge: f3(cal.length_bias.judge), graders: f3(cal.length_bias.graders) })}
              {cal.length_bias.flagged && ` — ${t('gradLengthFlag')}`}
            </li>
          )}
          {cal.self_consistency ? (
            <li data-testid="calibration-self" data-agree={cal.self_consistency.all_agree ?? ''}>
              {t('gradSelfConsistency', { k: cal.self_consistency.samples, n: cal.self_consistency.units, agree: f3(cal.self_consistency.all_agree), sd: f3(cal.self_consistency.mean_sd), alpha: f3(cal.self_consistency.alpha) })}
            </li>
          ) : (
            <li className="muted">{t('gradSelfOnce')}</li>
          )}
        </ul>
      )}
      {cal.disagreements.length > 0 && (
        <>
          <h3>{t('gradDisagreements')}</h3>
          <table className="data-table cal-table" data-testid="calibration-disagreements">
            <tbody>
              {cal.disagreements.slice(0, 10).map((d) => (
                <tr key={d.seq}>
                  <td>#{d.seq}</td>
                  <td className="num">judge {d.judge}</td>
                  <td className="num">
                    {t('gradGradersMean')} {d.graders.toFixed(2)}
                  </td>
                  <td className="num">
                    {d.difference > 0 ? '+' : ''}
                    {d.difference.toFixed(2)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  )
}
