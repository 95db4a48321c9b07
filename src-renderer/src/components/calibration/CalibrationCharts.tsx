// The charts of a session's calibration, as plain SVG with every number printed: per grader, the
// judge's leave-one-out macro-F1 on rubric criteria beside the grader's own on the same references
// (the human ceiling drawn as a line), and the reliability diagram of the judge's probability that a
// criterion is met against how often the graders' majority said so (bin counts printed; the diagonal
// is perfect calibration).
import type { OpOutput } from '../../../../src-main/ops/table'
import { useT } from '../../i18n'

type Criteria = NonNullable<OpOutput<'grading.calibrate'>['criteria']>

const BAR_H = 14
const ROW = 40
const LEFT = 90
const WIDTH = 320

export function CriteriaF1Bars({ criteria }: { criteria: Criteria }) {
  const t = useT()
  const rows = criteria.per_grader
  const h = 24 + rows.length * ROW + 20
  const x = (v: number) => LEFT + v * (WIDTH - LEFT - 40)
  const ceiling = criteria.human_ceiling
  return (
    <svg className="agreement-chart" width={WIDTH} height={h} role="img" aria-label={t('gradF1Chart')} data-testid="cal-f1-bars">
      <text x={LEFT} y={12} className="chart-label">
        {t('gradF1Legend')}
      </text>
      {rows.map((r, i) => {
        const y = 24 + i * ROW
        return (
          <g key={r.grader} data-grader={r.grader} data-judge={r.judge ?? ''} data-grader-f1={r.grader_f1 ?? ''}>
            <text x={LEFT - 6} y={y + BAR_H + 4} textAnchor="end" className="chart-label">
              {r.grader}
            </text>
            <rect x={LEFT} y={y} width={Math.max(0, x(r.judge ?? 0) - LEFT)} height={BAR_H} className="chart-bar-judge" />
            <text x={x(r.judge ?? 0) + 4} y={y + BAR_H - 3} className="chart-tick">
              {r.judge === null ? '—' : r.judge.toFixed(3)}
            </text>
            <rect x={LEFT} y={y + BAR_H + 2} width={Math.max(0, x(r.grader_f1 ?? 0) - LEFT)} height={BAR_H} className="chart-bar-human" />
            <text x={x(r.grader_f1 ?? 0) + 4} y={y + 2 * BAR_H - 1} className="chart-tick">
              {r.grader_f1 === null ? '—' : r.grader_f1.toFixed(3)}
            </text>
          </g>
        )
      })}
      <line x1={LEFT} x2={LEFT} y1={20} y2={h - 16} className="chart-axis" />
      {ceiling !== null && (
        <g data-testid="cal-f1-ceiling" data-value={ceiling}>
          <line x1={x(ceiling)} x2={x(ceiling)} y1={20} y2={h - 16} className="chart-ceiling" />
          <text x={x(ceiling)} y={h - 4} textAnchor="middle" className="chart-tick">
            {t('gradCeilingShort')} {ceiling.toFixed(3)}
          </text>
        </g>
      )}
    </svg>
  )
}

const S = 220
const M = 34
/** The unit square's coordinates (0–1 on both axes) in the chart. */
const px = (v: number) => M + v * (S - M - 8)
const py = (v: number) => S - M - v * (S - M - 8)

/** Axes of the unit square with ticks at 0, 0.5 and 1, their labels, and the diagonal (perfect calibration). */
function UnitSquare({ xLabel, yLabel }: { xLabel: string; yLabel: string }) {
  return (
    <>
      <line x1={M} y1={S - M} x2={S - 8} y2={S - M} className="chart-axis" />
      <line x1={M} y1={S - M} x2={M} y2={8} className="chart-axis" />
      <line x1={px(0)} y1={py(0)} x2={px(1)} y2={py(1)} className="chart-identity" />
      {[0, 0.5, 1].map((v) => (
        <g key={v}>
          <text x={px(v)} y={S - M + 14} textAnchor="middle" className="chart-tick">
            {v}
          </text>
          <text x={M - 5} y={py(v) + 4} textAnchor="end" className="chart-tick">
            {v}
          </text>
        </g>
      ))}
      <text x={(M + S) / 2} y={S} textAnchor="middle" className="chart-label">
        {xLabel}
      </text>
      <text x={10} y={(S - M) / 2} textAnchor="middle" className="chart-label" transform={`rotate(-90 10 ${(S - M) / 2})`}>
        {yLabel}
      </text>
    </>
  )
}

export function ReliabilityDiagram({ reliability }: { reliability: Criteria['reliability'] }) {
  const t = useT()
  const bins = reliability.bins.filter((b) => b.count > 0)
  const max = Math.max(1, ...bins.map((b) => b.count))
  return (
    <svg className="agreement-chart" width={S} height={S + 4} role="img" aria-label={t('gradReliability')} data-testid="cal-reliability" data-ece={reliability.ece ?? ''} data-n={reliability.n}>
      <UnitSquare xLabel={t('gradReliabilityX')} yLabel={t('gradReliabilityY')} />
      {bins.map((b) => (
        <g key={b.lo} data-bin={b.lo} data-count={b.count}>
          <circle cx={px(b.meanProbability!)} cy={py(b.frequency!)} r={3 + 6 * Math.sqrt(b.count / max)} className="chart-dot" />
          <text x={px(b.meanProbability!) + 8} y={py(b.frequency!) - 6} className="chart-tick">
            {b.count}
          </text>
        </g>
      ))}
    </svg>
  )
}

type Fit = OpOutput<'grading.fit'>

/**
 * A fitted calibration: the graded answers (judge's score → graders' mean, both on 0–1), the monotone
 * map through them, its 95% bootstrap band, and the diagonal where a judge would need no calibration.
 */
export function CalibrationFitChart({ fit }: { fit: Fit }) {
  const t = useT()
  const band = fit.metrics.band
  const upper = band.grid.map((g, i) => `${px(g)},${py(band.hi[i])}`)
  const lower = band.grid.map((g, i) => `${px(g)},${py(band.lo[i])}`).reverse()
  // The map is a step function between its fitted points: flat before the first and after the last.
  const steps = fit.map.x.flatMap((x, i) => (i === 0 ? [`${px(0)},${py(fit.map.y[0])}`, `${px(x)},${py(fit.map.y[0])}`] : [`${px(x)},${py(fit.map.y[i - 1])}`, `${px(x)},${py(fit.map.y[i])}`]))
  steps.push(`${px(1)},${py(fit.map.y[fit.map.y.length - 1])}`)
  return (
    <svg className="agreement-chart" width={S} height={S + 4} role="img" aria-label={t('gradFitChart')} data-testid="cal-fit-chart" data-n={fit.points.x.length}>
      <polygon points={[...upper, ...lower].join(' ')} className="chart-band" />
      <UnitSquare xLabel={t('gradFitX')} yLabel={t('gradFitY')} />
      {fit.points.x.map((x, i) => (
        <circle key={i} cx={px(x)} cy={py(fit.points.y[i])} r={2.5} className="chart-dot" />
      ))}
      <polyline points={steps.join(' ')} className="chart-map" />
    </svg>
  )
}
