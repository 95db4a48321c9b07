// One family's scores as tables: every score with its 95% interval and, beside it, the base it stands
// on (scored / items, unanswered, unscorable). A group with unanswered or unscorable items says in the
// score cell itself what they did to the number.
import { coverageNotes, fmtInterval, fmtScore, fmtScoreWithCoverage, groupName, rowLabel, scoreRows } from '../../scoreFormat'
import type { FamilySummary, Reading, RowLevel, ScoreNode } from '../../scoreFormat'
import { useLang, useT } from '../../i18n'
import { fmtCount } from '../../format'

interface Row {
  key: string
  level: RowLevel | 'group'
  label: string
  node: ScoreNode
}

/** Overall → track → dimension → task, indented, in one table. */
export function HierarchyTable({ family, reading, level, testId }: { family: FamilySummary; reading: Reading; level: number; testId: string }) {
  const t = useT()
  const lang = useLang()
  const rows: Row[] = scoreRows(family).map((r) => ({ key: r.key, level: r.level, label: rowLabel(r, lang), node: r.node }))
  return <Table rows={rows} reading={reading} level={level} testId={testId} groupHeader={t('colGroup')} />
}

/** One flat grouping (specialty or source), collapsed until asked for. */
export function GroupTable({
  title,
  groups,
  reading,
  level,
  testId,
}: {
  title: string
  groups: (ScoreNode & { name: string })[]
  reading: Reading
  level: number
  testId: string
}) {
  const t = useT()
  const lang = useLang()
  const rows: Row[] = groups.map((g) => ({ key: g.name, level: 'group', label: groupName(g.name, lang), node: g }))
  return (
    <details className="score-groups" data-testid={`${testId}-details`}>
      <summary>{title}</summary>
      <Table rows={rows} reading={reading} level={level} testId={testId} groupHeader={t('colGroup')} />
    </details>
  )
}

function Table({ rows, reading, level, testId, groupHeader }: { rows: Row[]; reading: Reading; level: number; testId: string; groupHeader: string }) {
  const t = useT()
  return (
    <table className="score-table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col" className="col-group">
            {groupHeader}
          </th>
          <th scope="col" className="col-score">
            {t('colScore')}
          </th>
          <th scope="col" className="col-num">
            {t('colInterval', { level })}
          </th>
          <th scope="col" className="col-num">
            {t('colScoredOf')}
          </th>
          <th scope="col" className="col-num">
            {t('colMissing')}
          </th>
          <th scope="col" className="col-num">
            {t('colUnscorable')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <ScoreRowView key={r.key} row={r} reading={reading} />
        ))}
      </tbody>
    </table>
  )
}

function ScoreRowView({ row, reading }: { row: Row; reading: Reading }) {
  const t = useT()
  const lang = useLang()
  const n = row.node
  const notes = coverageNotes(n, reading, lang)
  const tag = row.level === 'track' || row.level === 'dimension' || row.level === 'task' ? t(`lvl_${row.level}`) : null
  return (
    <tr
      className={`score-row lvl-${row.level}`}
      data-testid="score-row"
      data-level={row.level}
      data-key={row.key}
      data-mean={n.mean ?? ''}
      data-items={n.nItems}
      data-scored={n.nScored}
      data-missing={n.nMissing}
      data-unscorable={n.nUnscorable}
    >
      <th scope="row" className="col-group">
        <span className="group-name">{row.label}</span>
        {tag && <span className="lvl-tag">{tag}</span>}
      </th>
      <td className="col-score" title={fmtScoreWithCoverage(n, lang)}>
        <span className="score-num" data-testid="score-mean">
          {fmtScore(n.mean)}
        </span>
        {notes.map((note) => (
          <span key={note} className="cov-chip" data-testid="score-cov-note">
            {note}
          </span>
        ))}
      </td>
      <td className="col-num muted">{fmtInterval(n.lo, n.hi)}</td>
      <td className="col-num">
        {fmtCount(n.nScored)}/{fmtCount(n.nItems)}
      </td>
      <td className={n.nMissing > 0 ? 'col-num cov-warn' : 'col-num'}>{fmtCount(n.nMissing)}</td>
      <td className={n.nUnscorable > 0 ? 'col-num cov-warn' : 'col-num'}>{fmtCount(n.nUnscorable)}</td>
    </tr>
  )
}
