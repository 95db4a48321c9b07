// Two or more runs side by side (run.compare): per dimension and overall, each run's score with its
// 95% interval, and each run's paired bootstrap difference to the base (the first ticked) on the items
// both scored, with its interval; as bars (ScoreBars, as in the report) and as a table.
import { useRunStore } from '../../stores/runStore'
import type { CompareOut, RunRow } from '../../stores/runStore'
import { useLang, useT } from '../../i18n'
import { fmtCount, fmtTime } from '../../format'
import { fmtInterval, fmtScore } from '../../scoreFormat'
import { ErrorLine } from '../common/ErrorLine'
import { Bars, DiffBar, DiffScale, dimensionLabel } from './ScoreBars'
import type { Cell } from './ScoreBars'
import { diffSpan, fmtDiff, runStatusKey } from './runLabels'

type Comparison = CompareOut['comparisons'][number]
type Difference = NonNullable<Comparison['difference']['overall']>

const OVERALL = '__overall__'

export function RunCompare() {
  const t = useT()
  const lang = useLang()
  const cmp = useRunStore((s) => s.compare)
  const loading = useRunStore((s) => s.compareLoading)
  const error = useRunStore((s) => s.compareError)
  const runs = useRunStore((s) => s.runs)
  const ticked = useRunStore((s) => s.compareIds.length)
  const byId = new Map(runs.map((r) => [r.id, r]))
  const ids = cmp ? [cmp.base.run, ...cmp.comparisons.map((c) => c.run)] : []
  const label = (id: string) => `${byId.get(id)?.spec.endpoint.model ?? '?'} · ${id}`
  const cells = (id: string, dim: string): Cell | null => {
    const src = id === cmp?.base.run ? cmp.base : cmp?.comparisons.find((c) => c.run === id)
    if (!src) return null
    return dim === OVERALL ? src.overall : (src.by_dimension[dim] ?? null)
  }
  const diffOf = (c: Comparison, dim: string): Difference | null => (dim === OVERALL ? c.difference.overall : (c.difference.by_dimension[dim] ?? null))
  const dims = cmp ? unionDims(cmp) : []
  const groups = [OVERALL, ...dims]
  const groupLabel = (g: string) => (g === OVERALL ? t('reportOverall') : dimensionLabel(g, lang))
  // One scale for every group's differences, so bars are comparable across dimensions.
  const span = diffSpan(cmp ? cmp.comparisons.flatMap((c) => groups.flatMap((g) => diffEnds(diffOf(c, g)))) : [])

  return (
    <div className="run-compare" data-testid="run-compare" data-runs={ids.join(',')} aria-busy={loading}>
      <header className="runs-header">
        <p className="crumb muted">
          {t('navRuns')} › {t('cmpCrumb')}
        </p>
        <h1>{t('cmpTitle', { n: ids.length || ticked })}</h1>
      </header>
      <ErrorLine error={error} testId="run-compare-error" />
      {!cmp ? (
        !error && <p className="muted">{t('cmpLoading')}</p>
      ) : (
        <>
          <ol className="compare-legend" data-testid="compare-legend">
            {ids.map((id, i) => (
              <LegendRow key={id} id={id} run={byId.get(id)} base={i === 0} shared={i === 0 ? null : cmp.comparisons[i - 1].n_shared} />
            ))}
          </ol>
          <p className="muted small compare-note">{t('cmpNote')}</p>

          <div className="report-grid" data-testid="compare-chart">
            {groups.map((g) => (
              <Bars
                key={g}
                title={groupLabel(g)}
                testId="compare-group"
                rows={ids.flatMap((id, i) => {
                  const c = cells(id, g)
                  return c ? [{ key: id, label: i === 0 ? `${t('cmpBaseShort')} ${label(id)}` : label(id), cell: c }] : []
                })}
              >
                {cmp.comparisons.some((c) => diffOf(c, g)) && <DiffScale span={span} />}
                {cmp.comparisons.map((c) => {
                  const d = diffOf(c, g)
                  return d ? <DiffBar key={c.run} label={t('cmpDiffLabel', { run: c.run })} diff={d.diff} lo={d.ci_low} hi={d.ci_high} n={d.n} span={span} testId="compare-diff" run={c.run} dim={g} /> : null
                })}
              </Bars>
            ))}
          </div>

          <section className="report-box compare-table-box">
            <h3>{t('cmpTableTitle')}</h3>
            <div className="table-scroll">
              <table className="score-table" data-testid="compare-table">
                <thead>
                  <tr>
                    <th>{t('cmpDimension')}</th>
                    {ids.map((id, i) => (
                      <th key={id} title={label(id)}>
                        {i === 0 ? `${t('cmpBaseShort')} ` : ''}
                        {byId.get(id)?.spec.endpoint.model ?? '?'} <code className="muted small">{id}</code>
                      </th>
                    ))}
                    {cmp.comparisons.map((c) => (
                      <th key={c.run}>{t('cmpDiffHead', { run: c.run })}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {groups.map((g) => (
                    <tr key={g} data-testid="compare-row" data-dim={g}>
                      <th scope="row">{groupLabel(g)}</th>
                      {ids.map((id) => {
                        const c = cells(id, g)
                        return (
                          <td key={id} className="col-score" data-run={id} data-score={c?.score ?? ''}>
                            {c ? (
                              <>
                                <strong>{fmtScore(c.score)}</strong> <span className="muted">{fmtInterval(c.ci_low, c.ci_high)}</span> <span className="muted small">n={fmtCount(c.n)}</span>
                              </>
                            ) : (
                              '—'
                            )}
                          </td>
                        )
                      })}
                      {cmp.comparisons.map((c) => {
                        const d = diffOf(c, g)
                        const clear = d !== null && (d.ci_low > 0 || d.ci_high < 0)
                        return (
                          <td key={c.run} className={`col-score${clear ? ' diff-clear' : ''}`} data-testid="compare-diff-cell" data-run={c.run} data-diff={d?.diff ?? ''} data-lo={d?.ci_low ?? ''} data-hi={d?.ci_high ?? ''}>
                            {d ? (
                              <>
                                <strong>{fmtDiff(d.diff)}</strong> <span className="muted">[{fmtDiff(d.ci_low)}, {fmtDiff(d.ci_high)}]</span> <span className="muted small">n={fmtCount(d.n)}</span>
                              </>
                            ) : (
                              <span className="muted">{t('cmpNoShared')}</span>
                            )}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  )
}

function LegendRow({ id, run, base, shared }: { id: string; run: RunRow | undefined; base: boolean; shared: number | null }) {
  const t = useT()
  const lang = useLang()
  return (
    <li data-run={id}>
      <span className={base ? 'badge' : 'badge badge-quiet'}>{base ? t('cmpBase') : t('cmpAgainstBase')}</span>{' '}
      <button type="button" className="link-button" onClick={() => useRunStore.getState().select(id)} title={t('cmpOpenRun')}>
        <strong>{run?.spec.endpoint.model ?? '?'}</strong> <code>{id}</code>
      </button>{' '}
      {run && (
        <span className="muted small">
          {fmtTime(run.createdAt, lang)} · {t(runStatusKey(run.status, run.active))} · {t('runMetaTasks', { n: fmtCount(run.nTasks) })}
        </span>
      )}
      {shared !== null && <span className="muted small"> · {t('cmpShared', { n: fmtCount(shared) })}</span>}
    </li>
  )
}

const diffEnds = (d: Difference | null): number[] => (d ? [d.ci_low, d.ci_high, d.diff] : [])

/** Every dimension any of the runs has, in the base's order first. */
function unionDims(cmp: CompareOut): string[] {
  const out = new Set(Object.keys(cmp.base.by_dimension))
  for (const c of cmp.comparisons) {
    for (const k of Object.keys(c.by_dimension)) out.add(k)
    for (const k of Object.keys(c.difference.by_dimension)) out.add(k)
  }
  return [...out]
}
