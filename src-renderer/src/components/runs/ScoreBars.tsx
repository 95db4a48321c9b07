// Scores on 0–100 as horizontal bars with their 95% interval drawn over each (the run report's
// dimensions and specialties, the comparison's runs), and a difference on a scale centred on zero
// with its interval (the comparison's paired bootstrap differences).
import { useState } from 'react'
import type { ReactNode } from 'react'
import type { RunReport } from '../../stores/runStore'
import { useT, codeLabel } from '../../i18n'
import type { Lang } from '../../i18n'
import { fmtCount } from '../../format'
import { fmtInterval, fmtScore } from '../../scoreFormat'
import { fmtDiff } from './runLabels'

export type Cell = RunReport['overall']

/** Groups beyond this many are behind "show all" (a bank can have a hundred specialties). */
const BARS_SHOWN = 12

export const clamp = (v: number) => Math.max(0, Math.min(100, v))

export function dimensionLabel(key: string, lang: Lang): string {
  // Several tracks key dimensions as "track/dimension".
  const [a, b] = key.includes('/') ? key.split('/', 2) : [null, key]
  const dim = codeLabel(lang, 'dimension', b)
  return a ? `${codeLabel(lang, 'track', a)} › ${dim}` : dim
}

/** Horizontal bars on 0–100, the 95% interval drawn over each, the number and its n beside it. */
export function Bars({ title, rows, testId, children }: { title: string; rows: { key: string; label: string; cell: Cell }[]; testId: string; children?: ReactNode }) {
  const t = useT()
  const [all, setAll] = useState(false)
  const shown = all ? rows : rows.slice(0, BARS_SHOWN)
  return (
    <section className="report-box" data-testid={testId}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{t('famNone')}</p>
      ) : (
        <div className="bars">
          <div className="bar-scale" aria-hidden="true">
            <span />
            <span className="bar-ticks">
              {[0, 25, 50, 75, 100].map((v) => (
                <span key={v} style={{ left: `${v}%` }}>
                  {v}
                </span>
              ))}
            </span>
            <span />
          </div>
          {shown.map(({ key, label, cell }) => (
            <div
              key={key}
              className="bar-row"
              data-testid="bar-row"
              data-key={key}
              data-score={cell.score ?? ''}
              data-n={cell.n}
              title={`${label}: ${fmtScore(cell.score)} ${fmtInterval(cell.ci_low, cell.ci_high)} n=${cell.n}`}
            >
              <span className="bar-label">{label}</span>
              <span className="bar-track">
                {cell.score !== null && <span className="bar-fill" style={{ width: `${clamp(cell.score)}%` }} />}
                {cell.ci_low !== null && cell.ci_high !== null && (
                  <span className="bar-ci" style={{ left: `${clamp(cell.ci_low)}%`, width: `${Math.max(0.5, clamp(cell.ci_high) - clamp(cell.ci_low))}%` }} />
                )}
              </span>
              <span className="bar-value">
                <strong>{fmtScore(cell.score)}</strong> <span className="muted">{fmtInterval(cell.ci_low, cell.ci_high)}</span>{' '}
                <span className="muted small">n={fmtCount(cell.n)}</span>
              </span>
            </div>
          ))}
          {rows.length > BARS_SHOWN && (
            <button type="button" className="btn btn-small btn-quiet" onClick={() => setAll(!all)}>
              {all ? t('reportShowFewer') : t('reportShowAll', { n: fmtCount(rows.length) })}
            </button>
          )}
          {children}
        </div>
      )}
    </section>
  )
}

/** The differences' own scale under a group's bars: −span … 0 … +span points, zero in the middle. */
export function DiffScale({ span }: { span: number }) {
  const t = useT()
  const ticks = [-span, -span / 2, 0, span / 2, span]
  return (
    <div className="bar-scale diff-scale">
      <span className="muted small">{t('cmpDiffScale')}</span>
      <span className="bar-ticks" aria-hidden="true">
        {ticks.map((v, i) => (
          <span key={v} style={{ left: `${(100 * i) / (ticks.length - 1)}%` }}>
            {fmtDiff(v)}
          </span>
        ))}
      </span>
      <span />
    </div>
  )
}

/**
 * One difference on a scale from −span to +span with zero in the middle: a bar from zero to the
 * difference, its interval over it; an interval that does not cross zero is marked as such.
 */
export function DiffBar({ label, diff, lo, hi, n, span, testId, run, dim }: { label: string; diff: number; lo: number; hi: number; n: number; span: number; testId: string; run: string; dim: string }) {
  const t = useT()
  const x = (v: number) => 50 + (50 * Math.max(-span, Math.min(span, v))) / span
  const clear = lo > 0 || hi < 0
  return (
    <div
      className={`bar-row diff-row${clear ? (diff > 0 ? ' diff-up' : ' diff-down') : ''}`}
      data-testid={testId}
      data-run={run}
      data-dim={dim}
      data-diff={diff}
      data-lo={lo}
      data-hi={hi}
      data-n={n}
      title={`${label}: Δ ${fmtDiff(diff)} [${fmtDiff(lo)}, ${fmtDiff(hi)}] n=${n}`}
    >
      <span className="bar-label">{label}</span>
      <span className="bar-track diff-track">
        <span className="diff-zero" />
        <span className="bar-fill diff-fill" style={{ left: `${Math.min(x(0), x(diff))}%`, width: `${Math.abs(x(diff) - x(0))}%` }} />
        <span className="bar-ci" style={{ left: `${x(lo)}%`, width: `${Math.max(0.5, x(hi) - x(lo))}%` }} />
      </span>
      <span className="bar-value">
        <strong>Δ {fmtDiff(diff)}</strong> <span className="muted">[{fmtDiff(lo)}, {fmtDiff(hi)}]</span>{' '}
        <span className="muted small" title={t('cmpSharedTitle')}>
          n={fmtCount(n)}
        </span>
      </span>
    </div>
  )
}
