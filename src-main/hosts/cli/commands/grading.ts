// medbench grading create|import|ratings and medbench calibrate: grading sessions of a run's open
// answers through the grading.* operations. The session lives in the runs file (--runs, default
// runs.db here); the bank is the one the run remembers.
import fs from 'node:fs'
import { defineMessages, renderMsg } from '../../../core/messages'
import { cliMessages, numberFlag, parseCommand, required, UsageError } from '../args'
import { withBank, print } from './common'
import type { Command } from './common'
import { bankOf } from './run'
import { RunStore } from '../../../store/runStore'
import { predictIsotonic } from '../../../core/calibration/isotonic'
import { GradingStore } from '../../../store/gradingStore'

const m = defineMessages('cliGrading', {
  runsMissing: { zh: (p) => `评测记录文件不存在：${p.file}`, en: (p) => `no runs file at ${p.file}` },
  noSession: { zh: (p) => `${p.file} 中没有评分会话 ${p.id}`, en: (p) => `${p.file} has no grading session ${p.id}` },
  created: {
    zh: (p) => `评分会话 ${p.id}：抽取 ${p.n} 个回答；${p.per}`,
    en: (p) => `grading session ${p.id}: ${p.n} answers sampled; ${p.per}`,
  },
})

const OPTIONS = {
  runs: { type: 'string' },
  run: { type: 'string' },
  bank: { type: 'string' },
  keys: { type: 'string' },
  as: { type: 'string' },
  judge: { type: 'string' },
  graders: { type: 'string' },
  overlap: { type: 'string' },
  size: { type: 'string' },
  seed: { type: 'string' },
  session: { type: 'string' },
  bootstrap: { type: 'string' },
  fit: { type: 'boolean' },
  compare: { type: 'boolean' },
  judges: { type: 'string' },
  use: { type: 'string' },
  'judge-model': { type: 'string' },
  json: { type: 'boolean' },
} as const

function runsFile(v: Record<string, unknown>): string {
  const file = (v.runs as string | undefined) ?? 'runs.db'
  if (!fs.existsSync(file)) throw new UsageError(m.runsMissing({ file }))
  return file
}

/** The run a session belongs to, read from the runs file. */
function runOfSession(file: string, id: string): string {
  const store = new RunStore(file)
  try {
    const s = new GradingStore(store.db).get(id)
    if (!s) throw new UsageError(m.noSession({ file, id }))
    return s.runId
  } finally {
    store.close()
  }
}

export const gradingCommand: Command = {
  name: 'grading',
  usage: `medbench grading create --runs RUNS.db --run ID --graders a,b,c --overlap K --size N --seed S [--judge JUDGE_ID] [--json]
  medbench grading import --runs RUNS.db --session S FILE        FILE: unit,rater,score (unit: response seq or item id)
  medbench grading import --runs RUNS.db --session S FILE --judge-model NAME   an external judge's scores, as a judge pass
  medbench grading ratings --runs RUNS.db --session S            the grades (and the judge) as unit,rater,score`,
  async run(argv, io) {
    const [sub, ...rest] = argv
    const { values: v, positionals } = parseCommand(`grading ${sub ?? ''}`.trim(), rest, OPTIONS)
    if (sub !== 'create' && sub !== 'import' && sub !== 'ratings') {
      throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'create|import|ratings' }), command: 'grading' }))
    }
    const runs = runsFile(v)
    const run = sub === 'create' ? required('grading create', v, 'run') : runOfSession(runs, required(`grading ${sub}`, v, 'session'))
    const bank = (v.bank as string | undefined) ?? bankOf(runs, run)
    return withBank(`grading ${sub}`, v, io, { mustExist: true, bank, runs, labels: { graders: '--graders', overlap: '--overlap', size: '--size', seed: '--seed', judge: '--judge', file: 'FILE' } }, async ({ call }) => {
      if (sub === 'create') {
        const r = await call('grading.create', {
          run,
          judge: v.judge as string | undefined,
          graders: required('grading create', v, 'graders').split(',').map((g) => g.trim()).filter(Boolean),
          overlap: numberFlag('grading create', v, 'overlap'),
          size: numberFlag('grading create', v, 'size') as number,
          seed: numberFlag('grading create', v, 'seed'),
        })
        print(io, !!v.json, { session: r.session.id, sampled: r.sampled, perGrader: r.perGrader }, () => [
          renderMsg(m.created({ id: r.session.id, n: r.sampled, per: Object.entries(r.perGrader).map(([g, n]) => `${g} ${n}`).join(', ') }), io.lang),
        ])
        return 0
      }
      const session = v.session as string
      if (sub === 'import') {
        const file = positionals[0]
        if (!file) throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'FILE' }), command: 'grading import' }))
        if (v['judge-model']) {
          const j = await call('grading.importVerdicts', { session, model: v['judge-model'] as string, file: { path: file } })
          print(io, !!v.json, j, () => [`judge pass ${j.judge} (${j.model}): ${j.verdicts} verdicts on ${j.answers} answers imported`])
          return 0
        }
        const r = await call('grading.import', { session, file: { path: file } })
        print(io, !!v.json, r, () => [`${r.imported} grades imported (${r.graders.join(', ')})`])
        return 0
      }
      const r = await call('grading.ratings', { session })
      for (const line of r.csv.trimEnd().split('\n')) io.out(line)
      return 0
    })
  },
}

export const calibrateCommand: Command = {
  name: 'calibrate',
  usage: `medbench calibrate --runs RUNS.db --session S [--judge JUDGE_ID] [--bootstrap N --seed S] [--json]
  medbench calibrate --runs RUNS.db --session S --fit [--seed S] [--json]
  medbench calibrate --runs RUNS.db --session S --compare [--judges A,B] [--seed S] [--json]
  medbench calibrate --runs RUNS.db --session S --use JUDGE_ID
  The judge against the session's graders and the graders among themselves (the ceiling), within each
  specialty and dimension (flagged where it fails), against answer length and its own samples; with
  --judge another pass of the same run on the same grades; --compare puts the run's judge passes side
  by side on the same graded sample; --use makes one the session's judge; with --fit, a monotone
  (isotonic, cross-fitted) map from the judge's scores to the graders', stored with its version.`,
  async run(argv, io) {
    const { values: v } = parseCommand('calibrate', argv, OPTIONS, false)
    const runs = runsFile(v)
    const session = required('calibrate', v, 'session')
    const run = runOfSession(runs, session)
    return withBank('calibrate', v, io, { mustExist: true, bank: (v.bank as string | undefined) ?? bankOf(runs, run), runs, labels: { bootstrap: '--bootstrap', seed: '--seed' } }, async ({ call }) => {
      if (v.fit) {
        const fit = await call('grading.fit', { session, seed: numberFlag('calibrate', v, 'seed') })
        const f = (x: number) => x.toFixed(3)
        print(io, !!v.json, fit, () => [
          `calibration ${fit.id} (${fit.method}) from session ${fit.session}, judge ${fit.judge}: ${fit.n} answers`,
          `cross-fitted (${fit.metrics.folds} folds) mean absolute error on the 0–1 scale: raw ${f(fit.metrics.mae_raw)} → calibrated ${f(fit.metrics.mae_calibrated)}`,
          `map (judge → graders, 0–1, with its 95% bootstrap band): ${fit.metrics.band.grid.map((g, i) => `${g.toFixed(1)}→${f(predictIsotonic(fit.map, g) ?? g)} [${f(fit.metrics.band.lo[i])}, ${f(fit.metrics.band.hi[i])}]`).join(' · ')}`,
        ])
        return 0
      }
      const f = (x: number | null) => (x === null ? '—' : x.toFixed(3))
      const ci = (i: { value: number | null; lo: number | null; hi: number | null }) => `${f(i.value)} [${f(i.lo)}, ${f(i.hi)}]`
      if (v.use) {
        const s = await call('grading.useJudge', { session, judge: v.use as string })
        print(io, !!v.json, s, () => [`session ${s.id} now uses judge ${s.judgeId}`])
        return 0
      }
      if (v.compare) {
        const judges = (v.judges as string | undefined)?.split(',').map((x) => x.trim()).filter(Boolean)
        const c = await call('grading.compare', { session, judges, seed: numberFlag('calibrate', v, 'seed') })
        print(io, !!v.json, c, () => [
          `session ${c.session}: ${c.judges.length} judge passes on ${c.common} graded answers they all judged (session's judge: ${c.current ?? '—'})`,
          ...c.judges.map((j) => `  ${j.id} (${j.model}, ${j.template}, ${j.samples} sample${j.samples > 1 ? 's' : ''}): MAE ${ci(j.mae)} · bias ${ci(j.mean_bias)} · κw ${f(j.judge_human)} (ceiling ${f(j.human_human)}) · criteria F1 ${f(j.criteria_f1)} · ECE ${f(j.ece)} · flagged categories ${j.flagged_groups}`),
        ])
        return 0
      }
      const r = await call('grading.calibrate', { session, judge: v.judge as string | undefined, bootstrap: numberFlag('calibrate', v, 'bootstrap'), seed: numberFlag('calibrate', v, 'seed') })
      print(io, !!v.json, r, () => [
        `session ${r.session}: ${r.graded} answers graded by ${r.graders.join(', ')}${r.judge ? `; judge ${r.judge}` : ''}`,
        `quadratic-weighted kappa: judge–human ${f(r.ceiling.judge_human)} (${r.ceiling.n_judge_pairs} pairs) · human–human ceiling ${f(r.ceiling.human_human)} (${r.ceiling.n_human_pairs} pairs)`,
        ...(r.criteria ? [`rubric criteria (${r.criteria.units}) macro-F1: judge ${f(r.criteria.judge_leave_one_out)} · human ceiling ${f(r.criteria.human_ceiling)} (leave-one-out); against each grader: ${r.criteria.judge_vs_each.map((e) => `${e.grader} ${f(e.macro_f1)}`).join(', ')}`] : []),
        ...r.report.pairwise.map((p) => `  ${p.rater_a} / ${p.rater_b} (n ${p.n}): κw ${f(p.cohen_kappa_quadratic as number | null)} · Spearman ${f(p.spearman as number | null)} · bias ${f(p.mean_bias as number | null)}`),
        ...(r.criteria ? [`criterion probabilities vs the graders' majority (${r.criteria.reliability.n}, ${r.criteria.reliability.ties} even splits left out): ECE ${f(r.criteria.reliability.ece)} · Brier ${f(r.criteria.reliability.brier)}`] : []),
        ...(r.criteria
          ? [
              `per criterion, agreement with the graders' majority: overall ${ci(r.criteria.by_criterion.overall)}${r.criteria.by_criterion.too_small.length ? ` · ${r.criteria.by_criterion.too_small.length} criteria judged too rarely to check` : ''}`,
              ...r.criteria.by_criterion.criteria.map((c) => `  ${c.flagged ? '⚠' : ' '} ${c.criterion} (${c.units}): ${ci(c.agreement)}`),
            ]
          : []),
        ...(r.within
          ? [r.within.specialty, r.within.dimension].flatMap((w) => [
              `by ${w.by}: overall bias ${ci(w.overall.mean_bias)}${w.too_small.length ? ` · ${w.too_small.length} categories with too few answers to check` : ''}`,
              ...w.groups.map((g) => `  ${g.flags.length ? '⚠' : ' '} ${g.key} (${g.units}): bias ${ci(g.mean_bias)} · excess error ${ci(g.excess_error)}${g.flags.length ? ` — ${g.flags.join(', ')}` : ''}`),
            ])
          : []),
        ...(r.length_bias ? [`length: ρ(length, judge − graders) ${ci(r.length_bias.excess)}${r.length_bias.flagged ? ' ⚠' : ''} · ρ(length, judge) ${f(r.length_bias.judge)} · ρ(length, graders) ${f(r.length_bias.graders)}`] : []),
        ...(r.self_consistency ? [`judge self-consistency over ${r.self_consistency.samples} samples on ${r.self_consistency.units} answers: all agree ${f(r.self_consistency.all_agree)} · mean SD ${f(r.self_consistency.mean_sd)} · α ${f(r.self_consistency.alpha)}`] : []),
      ])
      return 0
    })
  },
}
