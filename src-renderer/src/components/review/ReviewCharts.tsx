// The coordinator's two charts, drawn as plain SVG (a handful of bars needs no charting library):
// each reviewer's progress in a round (decided, still to do, decided implausibly fast), and agreement
// per round (Fleiss' kappa and Gwet's AC1 on a −1…1 axis, with n). Numbers are printed beside every
// bar, so nothing is read off the axis alone.
import type { Dashboard } from '../../stores/reviewStore'
import { useT } from '../../i18n'

type Round = Dashboard['rounds'][number]

const W = 520
const ROW = 22
const LABEL = 110
const BAR = W - LABEL - 70

export function ProgressChart({ round }: { round: Round }) {
  const t = useT()
  const max = Math.max(1, ...round.reviewers.map((r) => r.assigned))
  const h = round.reviewers.length * ROW + 8
  return (
    <svg className="review-chart" width={W} height={h} role="img" aria-label={t('chartProgress', { n: round.round })} data-testid="chart-progress">
      {round.reviewers.map((r, i) => {
        const y = 4 + i * ROW
        const done = (r.decided / max) * BAR
        const fast = (Math.min(r.fast, r.decided) / max) * BAR
        const all = (r.assigned / max) * BAR
        return (
          <g key={r.reviewerId} data-reviewer={r.name ?? r.reviewerId} data-decided={r.decided} data-assigned={r.assigned}>
            <text x={LABEL - 6} y={y + 14} textAnchor="end" className="chart-label">
              {r.name ?? r.reviewerId}
            </text>
            <rect x={LABEL} y={y + 3} width={all} height={14} className="chart-todo" />
            <rect x={LABEL} y={y + 3} width={done} height={14} className="chart-done" />
            {fast > 0 && <rect x={LABEL + done - fast} y={y + 3} width={fast} height={14} className="chart-fast" />}
            <text x={LABEL + all + 6} y={y + 14} className="chart-value">
              {r.decided}/{r.assigned}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

export function AgreementChart({ rounds }: { rounds: Round[] }) {
  const t = useT()
  const series = [
    { key: 'fleiss', label: 'Fleiss κ', get: (r: Round) => r.agreement.fleissKappa },
    { key: 'ac1', label: 'Gwet AC1', get: (r: Round) => r.agreement.gwetAC1 },
  ]
  const rows = rounds.flatMap((r) => series.map((s) => ({ round: r, s, v: s.get(r) })))
  const zero = LABEL + BAR / 2
  const h = rows.length * ROW + 24
  return (
    <svg className="review-chart" width={W} height={h} role="img" aria-label={t('chartAgreement')} data-testid="chart-agreement">
      <line x1={zero} x2={zero} y1={2} y2={h - 18} className="chart-axis" />
      {[-1, 0, 1].map((v) => (
        <text key={v} x={zero + (v * BAR) / 2} y={h - 4} textAnchor="middle" className="chart-tick">
          {v}
        </text>
      ))}
      {rows.map(({ round, s, v }, i) => {
        const y = 2 + i * ROW
        const value = v.value
        const w = value === null ? 0 : (Math.max(-1, Math.min(1, value)) * BAR) / 2
        return (
          <g key={`${round.roundId}-${s.key}`} data-round={round.round} data-stat={s.key} data-value={value ?? ''}>
            <text x={LABEL - 6} y={y + 14} textAnchor="end" className="chart-label">
              #{round.roundId} {s.label}
            </text>
            <rect x={w >= 0 ? zero : zero + w} y={y + 3} width={Math.abs(w)} height={14} className={s.key === 'fleiss' ? 'chart-done' : 'chart-alt'} />
            <text x={zero + Math.max(w, 0) + 6} y={y + 14} className="chart-value">
              {value === null ? '—' : value.toFixed(2)} n={v.n}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
