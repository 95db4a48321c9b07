// A new grading session, as the coordinator sets it up: which run's open answers, which judge pass
// (its scores stratify the sample and are what the graders are compared with), which profiles grade,
// how many graders per answer (overlap, for the human ceiling), how many answers, the seed and the
// scale. The same grading.create the CLI's `medbench grading create` calls; Ctrl+Enter creates.
import { useEffect, useState } from 'react'
import { call, type OpOutput } from '../../api'
import { toUiError, type UiError } from '../../errors'
import { useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'
import { FormRow } from '../common/FormRow'
import { submitOnCtrlEnter } from '../../keyboard'

type Run = OpOutput<'run.list'>['runs'][number]
type Judge = OpOutput<'judge.list'>[number]
type Created = OpOutput<'grading.create'>

const whole = (s: string, min: number, max: number) => (/^\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max ? Number(s) : null)

export function SessionForm({ onCreated }: { onCreated: (c: Created) => void }) {
  const t = useT()
  const [runs, setRuns] = useState<Run[]>([])
  const [run, setRun] = useState('')
  const [judges, setJudges] = useState<Judge[]>([])
  const [judge, setJudge] = useState('')
  const [profiles, setProfiles] = useState<string[]>([])
  const [graders, setGraders] = useState<string[]>([])
  const [overlap, setOverlap] = useState('2')
  const [size, setSize] = useState('20')
  const [seed, setSeed] = useState('1')
  const [scaleMax, setScaleMax] = useState('5')
  const [error, setError] = useState<UiError | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Created | null>(null)

  useEffect(() => {
    call('run.list', { limit: 100 })
      .then((r) => {
        setRuns(r.runs)
        setRun((cur) => cur || (r.runs.find((x) => x.status === 'completed') ?? r.runs[0])?.id || '')
      })
      .catch((e) => setError(toUiError(e)))
    call('users.list', {})
      .then((u) => setProfiles(u.profiles.map((p) => p.name)))
      .catch((e) => setError(toUiError(e)))
  }, [])

  useEffect(() => {
    if (!run) return setJudges([])
    call('judge.list', { run })
      .then((all) => {
        // Reading checks read choice answers; only judges of open answers are calibrated.
        const j = all.filter((x) => x.kind === 'grade')
        setJudges(j)
        setJudge(j.find((x) => x.status === 'completed')?.id ?? '')
      })
      .catch((e) => setError(toUiError(e)))
  }, [run])

  const nOverlap = whole(overlap, 1, 10)
  const nSize = whole(size, 1, 100_000)
  const nSeed = whole(seed, 0, 2 ** 32 - 1)
  const nMax = whole(scaleMax, 2, 100)
  const problem = !run
    ? t('gradFormNoRun')
    : graders.length === 0
      ? t('gradFormNoGraders')
      : nOverlap === null || nOverlap > graders.length
        ? t('gradFormOverlap', { n: graders.length })
        : nSize === null
          ? t('gradFormSize')
          : nSeed === null
            ? t('gradFormSeed')
            : nMax === null
              ? t('gradFormScale')
              : null

  const create = async () => {
    if (problem || busy) return
    setBusy(true)
    try {
      const c = await call('grading.create', { run, judge: judge || undefined, graders, overlap: nOverlap!, size: nSize!, seed: nSeed!, scale: { min: 1, max: nMax! } })
      setDone(c)
      setError(null)
      onCreated(c)
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="score-form session-form"
      data-testid="session-form"
      onSubmit={(e) => {
        e.preventDefault()
        void create()
      }}
      onKeyDown={submitOnCtrlEnter(() => void create())}
    >
      <h2>{t('gradFormTitle')}</h2>
      <FormRow label={t('gradRun')} htmlFor="session-run">
        <select id="session-run" value={run} onChange={(e) => setRun(e.target.value)} data-testid="session-run">
          {runs.length === 0 && <option value="">{t('gradFormNoRuns')}</option>}
          {runs.map((r) => (
            <option key={r.id} value={r.id}>
              {r.id} · {r.spec.endpoint.model} · {r.status}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow label={t('gradFormJudge')} htmlFor="session-judge">
        <select id="session-judge" value={judge} onChange={(e) => setJudge(e.target.value)} data-testid="session-judge">
          <option value="">{t('gradFormNoJudge')}</option>
          {judges.map((j) => (
            <option key={j.id} value={j.id}>
              {j.id} · {(j.spec as { endpoint: { model: string } }).endpoint.model} · {(j.spec as { template: string }).template} · {t('gradFormVerdicts', { n: j.counts.ok })}
            </option>
          ))}
        </select>
        <p className="muted small">{t('gradFormJudgeHint')}</p>
      </FormRow>
      <FormRow label={t('gradGraders')} fieldClass="grader-picks" testId="session-graders">
        {profiles.map((p) => (
          <label key={p} className="check">
            <input
              type="checkbox"
              checked={graders.includes(p)}
              onChange={(e) => setGraders((g) => (e.target.checked ? [...g, p] : g.filter((x) => x !== p)))}
              data-testid={`session-grader-${p}`}
            />{' '}
            {p}
          </label>
        ))}
      </FormRow>
      <FormRow label={t('gradFormSample')} fieldClass="inline-fields">
        <label>
          {t('gradFormSizeLabel')} <input className="num-input" value={size} onChange={(e) => setSize(e.target.value)} data-testid="session-size" />
        </label>{' '}
        <label>
          {t('gradFormOverlapLabel')} <input className="num-input" value={overlap} onChange={(e) => setOverlap(e.target.value)} data-testid="session-overlap" />
        </label>{' '}
        <label>
          {t('calSeed')} <input className="num-input" value={seed} onChange={(e) => setSeed(e.target.value)} data-testid="session-seed" />
        </label>{' '}
        <label>
          {t('gradFormScaleLabel')} 1– <input className="num-input" value={scaleMax} onChange={(e) => setScaleMax(e.target.value)} data-testid="session-scale" />
        </label>
        <p className="muted small">{t('gradFormSampleHint')}</p>
      </FormRow>
      <div className="form-actions">
        <button type="submit" className="btn primary" disabled={!!problem || busy} data-testid="session-create">
          {t('gradFormCreate')}
        </button>{' '}
        <span className={problem ? 'muted' : 'muted small'} data-testid="session-form-problem">
          {problem ?? t('gradFormCtrlEnter')}
        </span>
      </div>
      <ErrorLine error={error} testId="session-form-error" />
      {done && (
        <p className="ok-line" data-testid="session-created" data-session={done.session.id} data-sampled={done.sampled}>
          {t('gradFormCreated', { id: done.session.id, n: done.sampled, per: Object.entries(done.perGrader).map(([g, n]) => `${g} ${n}`).join(' · ') })}
        </p>
      )}
    </form>
  )
}
