// A score result as a clinician and an auditor read it: first what was scored and how (item set and
// reading, in words), then how much of the set the numbers stand on, then accuracy and lexical overlap
// in two separate sections, the scorers and method, and every line that was not scored and why.
import { useEffect, useRef } from 'react'
import { useAppStore } from '../../stores/appStore'
import type { ScoreResult as Result } from '../../stores/scoreStore'
import { exportDocument, exportFileName, itemSetWords, readingWords } from '../../scoreFormat'
import type { FamilySummary, Reading, ScoreSummary } from '../../scoreFormat'
import { useLang, useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import { fmtCount, fmtTime } from '../../format'
import { downloadText } from '../../fileData'
import { GroupTable, HierarchyTable } from './ScoreTable'

/** Problems rendered at once; the rest are in the exported JSON (a file of bad lines can have many). */
const PROBLEMS_SHOWN = 500

export function ScoreResult({ result }: { result: Result }) {
  const t = useT()
  const lang = useLang()
  const info = useAppStore((s) => s.info)
  const { summary: s, request, scoredAt } = result
  const heading = useRef<HTMLHeadingElement>(null)

  // A new result takes the keyboard focus, so it is read next and Tab continues through it.
  useEffect(() => {
    heading.current?.focus()
  }, [scoredAt])

  const exportJson = () => {
    const now = new Date()
    const doc = exportDocument(s, {
      request,
      scoredAt,
      exportedAt: now.toISOString(),
      app: info && { version: info.version, bankPath: info.bankPath, keysPath: info.keysPath, items: info.items, demo: info.demo },
    })
    downloadText(exportFileName(request.file.name, now), JSON.stringify(doc, null, 2) + '\n')
  }

  const level = Math.round(s.method.level * 100)
  return (
    <section className="score-result" data-testid="score-result" data-reading={s.reading}>
      <div className="result-head">
        <h2 ref={heading} tabIndex={-1}>
          {t('scoreResultTitle', { file: request.file.name })}
        </h2>
        <span className="muted small">{t('scoreAt', { time: fmtTime(scoredAt, lang) })}</span>
        <span className="toolbar-spacer" />
        <button type="button" className="btn" onClick={exportJson} title={t('scoreExportTitle')} data-testid="score-export">
          {t('scoreExport')}
        </button>
      </div>

      <dl className="score-context">
        <dt>{t('scoreSetLabel')}</dt>
        <dd data-testid="score-set-words">{itemSetWords(s.itemSet, s.nItems, lang)}</dd>
        <dt>{t('scoreReadingLabel')}</dt>
        <dd className={s.reading === 'all' ? '' : 'reading-other'} data-testid="score-reading-words" data-reading={s.reading}>
          {readingWords(s.reading, lang)}
        </dd>
      </dl>

      <CoverageStrip s={s} />

      <Family family={s.accuracy} kind="accuracy" reading={s.reading} level={level} />
      <Family family={s.lexical} kind="lexical" reading={s.reading} level={level} />

      <div className="score-method">
        <section>
          <h3>{t('scorersTitle')}</h3>
          <p data-testid="score-scorers">
            {s.scorers.length === 0 ? (
              <span className="muted">{t('scorersNone')}</span>
            ) : (
              s.scorers.map((sc) => (
                <code key={`${sc.name}@${sc.version}`} className="chip">
                  {sc.name}@{sc.version}
                </code>
              ))
            )}
          </p>
        </section>
        <section>
          <h3>{t('methodTitle')}</h3>
          <p data-testid="score-method">
            {t('methodText', { level, seed: s.method.seed, resamples: fmtCount(s.method.resamples) })}
            <br />
            <span className="muted">{t('methodHierarchy')}</span>
          </p>
        </section>
      </div>

      <section className="score-problems">
        <h3>{t('problemsTitle', { n: fmtCount(s.problems.length) })}</h3>
        {s.problems.length === 0 ? (
          <p className="muted">{t('problemsNone')}</p>
        ) : (
          <>
            <ol className="issue-list" data-testid="score-problems" tabIndex={0}>
              {s.problems.slice(0, PROBLEMS_SHOWN).map((p, i) => (
                <li key={i}>{p[lang]}</li>
              ))}
            </ol>
            {s.problems.length > PROBLEMS_SHOWN && (
              <p className="muted small">{t('problemsTruncated', { shown: fmtCount(PROBLEMS_SHOWN), n: fmtCount(s.problems.length) })}</p>
            )}
          </>
        )}
      </section>
    </section>
  )
}

function CoverageStrip({ s }: { s: ScoreSummary }) {
  const t = useT()
  const cell = (id: string, label: StringKey, n: number, note?: string, warn = false) => (
    <div className={warn ? 'cov-cell cov-warn' : 'cov-cell'} data-testid={`cov-${id}`} data-n={n}>
      <span className="cov-label">{t(label)}</span>
      <strong className="cov-n">{fmtCount(n)}</strong>
      {note && <span className="cov-note">{note}</span>}
    </div>
  )
  return (
    <div className="coverage-strip" data-testid="score-coverage">
      {cell('items', 'covItems', s.nItems)}
      {cell('scored', 'covScored', s.nScored)}
      {cell('missing', 'covMissing', s.nMissing, t(s.reading === 'all' ? 'covMissingAll' : 'covMissingAnswered'), s.nMissing > 0)}
      {cell('unscorable', 'covUnscorable', s.nUnscorable, t('covUnscorableNote'), s.nUnscorable > 0)}
      {cell('ignored', 'covIgnored', s.nIgnoredResponses, t('covResponses', { n: fmtCount(s.nResponses) }), s.nIgnoredResponses > 0)}
    </div>
  )
}

function Family({ family, kind, reading, level }: { family: FamilySummary | null; kind: 'accuracy' | 'lexical'; reading: Reading; level: number }) {
  const t = useT()
  const title: StringKey = kind === 'accuracy' ? 'famAccuracy' : 'famLexical'
  const note: StringKey = kind === 'accuracy' ? 'famAccuracyNote' : 'famLexicalNote'
  return (
    <section className={`score-family family-${kind}`} data-testid={`score-family-${kind}`} data-present={family ? 'true' : 'false'}>
      <h3>{t(title)}</h3>
      <p className="muted family-note">{t(note)}</p>
      {family ? (
        <>
          <HierarchyTable family={family} reading={reading} level={level} testId={`score-table-${kind}`} />
          <GroupTable
            title={t('bySpecialty', { n: fmtCount(family.bySpecialty.length) })}
            groups={family.bySpecialty.map((g) => ({ ...g, name: g.specialty }))}
            reading={reading}
            level={level}
            testId={`score-specialty-${kind}`}
          />
          <GroupTable
            title={t('bySource', { n: fmtCount(family.bySource.length) })}
            groups={family.bySource.map((g) => ({ ...g, name: g.source }))}
            reading={reading}
            level={level}
            testId={`score-source-${kind}`}
          />
        </>
      ) : (
        <p className="family-none">{t('famNone')}</p>
      )}
    </section>
  )
}
