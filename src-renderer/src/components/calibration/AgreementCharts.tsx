// The charts of one rater pair, as plain SVG: the confusion matrix as a heat map (counts printed in
// every cell), the scores of a against b as a scatter with seeded jitter (ties on a 1–5 scale would
// otherwise sit on one dot), and the Bland–Altman plot of b − a against the pair's mean with the mean
// difference and its 95% limits of agreement. Every number is printed, never only drawn.
import type { OpOutput } from '../../../../src-main/ops/table'
import { useT } from '../../i18n'

type Pair = OpOutput<'stats.agreementDetail'>['pairs'][number]

const CELL = 34
const PAD = 70

export function ConfusionHeatMap({ pair }: { pair: Pair }) {
  const t = useT()
  const V = pair.labels.length
  const max = Math.max(1, ...pair.counts.flat())
  const size = PAD + V * CELL + 10
  return (
    <svg className="agreement-chart" width={size} height={size + 16} role="img" aria-label={t('calConfusion')} data-testid="cal-confusion">
      <text x={PAD + (V * CELL) / 2} y={12} textAnchor="middle" className="chart-label">
        {pair.rater_b} →
      </text>
      <text x={12} y={PAD + (V * CELL) / 2} textAnchor="middle" className="chart-label" transform={`rotate(-90 12 ${PAD + (V * CELL) / 2})`}>
        {pair.rater_a} →
      </text>
      {pair.labels.map((l, i) => (
        <g key={`l${i}`}>
          <text x={PAD + i * CELL + CELL / 2} y={PAD - 6} textAnchor="middle" className="chart-tick">
            {String(l)}
          </text>
          <text x={PAD - 6} y={PAD + i * CELL + CELL / 2 + 4} textAnchor="end" className="chart-tick">
            {String(l)}
          </text>
        </g>
      ))}
      {pair.counts.map((row, i) =>
        row.map((c, j) => (
          <g key={`${i}-${j}`} data-cell={`${i},${j}`} data-count={c}>
            <rect x={PAD + j * CELL} y={PAD + i * CELL} width={CELL - 1} height={CELL - 1} fill={heat(c / max, i === j)} />
            <text x={PAD + j * CELL + CELL / 2} y={PAD + i * CELL + CELL / 2 + 4} textAnchor="middle" className={c / max > 0.55 ? 'chart-cell light' : 'chart-cell'}>
              {c}
            </text>
          </g>
        )),
      )}
    </svg>
  )
}

function heat(share: number, diagonal: boolean): string {
  // Blue for agreement, orange off the diagonal; lightness by share of the largest cell.
  const l = 96 - share * 56
  return diagonal ? `hsl(212 60% ${l}%)` : `hsl(28 75% ${l}%)`
}

const W = 300
const H = 240
const M = 36

/** A small deterministic jitter (the same picture every time the same data is drawn). */
function jitter(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453
  return (x - Math.floor(x) - 0.5) * 0.5
}

function axis(values: number[]) {
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  const span = hi - lo || 1
  return { lo: lo - span * 0.12, hi: hi + span * 0.12 }
}

export function PairScatter({ pair }: { pair: Pair }) {
  const t = useT()
  if (!pair.points.length) return null
  const xs = axis(pair.points.map((p) => p[0]))
  const ys = axis(pair.points.map((p) => p[1]))
  const sx = (v: number) => M + ((v - xs.lo) / (xs.hi - xs.lo)) * (W - M - 8)
  const sy = (v: number) => H - M - ((v - ys.lo) / (ys.hi - ys.lo)) * (H - M - 8)
  // At most 400 dots per score pair: beyond that a dense cell is dense however many are drawn.
  const dots: [number, number, number][] = []
  pair.points.forEach(([a, b, c], k) => {
    for (let i = 0; i < Math.min(c, 400); i++) dots.push([a + jitter(k * 1000 + i), b + jitter(k * 1000 + i + 0.5), k])
  })
  const ticks = [...new Set(pair.labels as number[])]
  return (
    <svg className="agreement-chart" width={W} height={H} role="img" aria-label={t('calScatter')} data-testid="cal-scatter" data-points={pair.n}>
      <line x1={M} x2={W - 8} y1={H - M} y2={H - M} className="chart-axis" />
      <line x1={M} x2={M} y1={8} y2={H - M} className="chart-axis" />
      <line x1={sx(Math.max(xs.lo, ys.lo))} y1={sy(Math.max(xs.lo, ys.lo))} x2={sx(Math.min(xs.hi, ys.hi))} y2={sy(Math.min(xs.hi, ys.hi))} className="chart-identity" />
      {ticks.length <= 12 &&
        ticks.map((v) => (
          <g key={v}>
            <text x={sx(v)} y={H - M + 14} textAnchor="middle" className="chart-tick">
              {v}
            </text>
            <text x={M - 6} y={sy(v) + 4} textAnchor="end" className="chart-tick">
              {v}
            </text>
          </g>
        ))}
      {dots.map(([x, y], i) => (
        <circle key={i} cx={sx(x)} cy={sy(y)} r={1.8} className="chart-dot" />
      ))}
      <text x={(W + M) / 2} y={H - 4} textAnchor="middle" className="chart-label">
        {pair.rater_a}
      </text>
      <text x={10} y={(H - M) / 2} textAnchor="middle" className="chart-label" transform={`rotate(-90 10 ${(H - M) / 2})`}>
        {pair.rater_b}
      </text>
    </svg>
  )
}

export function BlandAltman({ pair }: { pair: Pair }) {
  const t = useT()
  const ba = pair.blandAltman
  if (!ba || !pair.points.length) return null
  const means = pair.points.map(([a, b]) => (a + b) / 2)
  const diffs = pair.points.map(([a, b]) => b - a)
  const xs = axis(means)
  const ys = axis([...diffs, ba.lower, ba.upper])
  const BW = W + 40
  const sx = (v: number) => M + ((v - xs.lo) / (xs.hi - xs.lo)) * (BW - M - 100)
  const sy = (v: number) => H - M - ((v - ys.lo) / (ys.hi - ys.lo)) * (H - M - 8)
  const lines = [
    { v: ba.upper, label: `+1.96 SD ${ba.upper.toFixed(2)}`, cls: 'chart-limit' },
    { v: ba.meanDiff, label: `${t('calMeanDiff')} ${ba.meanDiff.toFixed(2)}`, cls: 'chart-mean' },
    { v: ba.lower, label: `−1.96 SD ${ba.lower.toFixed(2)}`, cls: 'chart-limit' },
  ]
  return (
    <svg className="agreement-chart" width={BW} height={H} role="img" aria-label={t('calBlandAltman')} data-testid="cal-bland-altman" data-mean-diff={ba.meanDiff}>
      <line x1={M} x2={BW - 100} y1={H - M} y2={H - M} className="chart-axis" />
      <line x1={M} x2={M} y1={8} y2={H - M} className="chart-axis" />
      {pair.points.map(([a, b, c], k) => (
        <circle key={k} cx={sx((a + b) / 2)} cy={sy(b - a)} r={Math.min(9, 2 + Math.sqrt(c) / 2)} className="chart-dot" data-count={c} />
      ))}
      {lines.map((l) => (
        <g key={l.cls + l.v}>
          <line x1={M} x2={BW - 100} y1={sy(l.v)} y2={sy(l.v)} className={l.cls} />
          <text x={BW - 96} y={sy(l.v) + 4} className="chart-tick">
            {l.label}
          </text>
        </g>
      ))}
      <text x={(BW - 60) / 2} y={H - 4} textAnchor="middle" className="chart-label">
        {t('calBaX', { a: pair.rater_a, b: pair.rater_b })}
      </text>
      <text x={10} y={(H - M) / 2} textAnchor="middle" className="chart-label" transform={`rotate(-90 10 ${(H - M) / 2})`}>
        {pair.rater_b} − {pair.rater_a}
      </text>
    </svg>
  )
}
