// medbench report / compare / verify: the run.report, run.compare and report.verify operations.
import fs from 'node:fs'
import { MbError, defineMessages, renderMsg } from '../../../core/messages'
import { RunStore } from '../../../store/runStore'
import { flagLabel, parseCommand, required, UsageError, cliMessages } from '../args'
import { openSession } from '../context'
import { withBank } from './common'
import type { Command } from './common'

const m = defineMessages('cliReport', {
  runsMissing: {
    zh: (p) => `评测记录文件不存在：${p.file}`,
    en: (p) => `no runs file at ${p.file}`,
  },
  noRun: {
    zh: (p) => `${p.file} 中没有评测 ${p.run}`,
    en: (p) => `${p.file} has no run ${p.run}`,
  },
  written: {
    zh: (p) => `已写入 ${p.file}`,
    en: (p) => `written to ${p.file}`,
  },
  fileMissing: {
    zh: (p) => `找不到文件：${p.file}`,
    en: (p) => `no such file: ${p.file}`,
  },
  notJson: {
    zh: (p) => `${p.file} 不是有效的 JSON 报告（${p.detail}）`,
    en: (p) => `${p.file} is not a JSON report (${p.detail})`,
  },
  verified: {
    zh: (p) => `签名有效：报告未被改动（签名密钥 ${p.key}${p.own}）`,
    en: (p) => `signature valid: the report is unchanged (signing key ${p.key}${p.own})`,
  },
  notVerified: {
    zh: (p) => `验证失败：${p.why}`,
    en: (p) => `verification failed: ${p.why}`,
  },
})

const WHY = {
  unsigned: { zh: '报告没有签名', en: 'the report is not signed' },
  malformed: { zh: '签名格式无效', en: 'the signature is malformed' },
  mismatch: { zh: '报告内容与签名不符（报告在签名后被改动过）', en: 'the content does not match its signature (the report was changed after signing)' },
}

/** The bank a run was made on (the CLI opens it unless --bank names another). */
export function bankOf(runsFile: string, id: string): string {
  if (!fs.existsSync(runsFile)) throw new UsageError(m.runsMissing({ file: runsFile }))
  const store = new RunStore(runsFile)
  try {
    const run = store.run(id)
    if (!run) throw new UsageError(m.noRun({ file: runsFile, run: id }))
    return run.bankFile
  } finally {
    store.close()
  }
}

const fmt = (x: number | null) => (x === null ? '—' : x.toFixed(1))

export const reportCommand: Command = {
  name: 'report',
  usage: `medbench report --runs RUNS.db --run ID [--bank B] [--keys K] [--json | --html FILE | --csv FILE] [--seed S] [--judge JUDGE_ID [--calibration CALIB_ID]]
                 [--reading-check JUDGE_ID]
  Scores the run's stored responses with the one core and signs the report (medbench verify checks it).
  --judge: the open answers are scored by that judge pass's verdicts, and the report names it;
  --calibration: its scores go through that fitted calibration, whose own uncertainty widens the intervals;
  --reading-check: a judge pass with a reading template (medbench judge --template medbench-read@1) that read
  the choice answers the reader inferred or found none in: the report compares its readings with the reader's
  and gives the overall score with the judge's readings in their place (the scores themselves stay the reader's).`,
  async run(argv, io) {
    const { values: v } = parseCommand(
      'report',
      argv,
      { runs: { type: 'string' }, run: { type: 'string' }, bank: { type: 'string' }, keys: { type: 'string' }, as: { type: 'string' }, json: { type: 'boolean' }, html: { type: 'string' }, csv: { type: 'string' }, seed: { type: 'string' }, judge: { type: 'string' }, calibration: { type: 'string' }, 'reading-check': { type: 'string' } },
      false,
    )
    const runs = required('report', v, 'runs')
    const id = required('report', v, 'run')
    const bank = (v.bank as string | undefined) ?? bankOf(runs, id)
    return withBank('report', v, io, { mustExist: true, bank, runs, labels: { run: '--run', seed: '--seed', judge: '--judge', readingCheck: '--reading-check' } }, async ({ call }) => {
      const seed = v.seed !== undefined ? Number(v.seed) : undefined
      const judge = v.judge as string | undefined
      const calibration = v.calibration as string | undefined
      const readingCheck = v['reading-check'] as string | undefined
      // The files through run.export, the writer the app's downloads use too.
      for (const format of ['html', 'csv'] as const) {
        const file = v[format] as string | undefined
        if (!file) continue
        const { text } = await call('run.export', { run: id, seed, format, judge, calibration, readingCheck })
        fs.writeFileSync(file, text)
        io.err(renderMsg(m.written({ file }), io.lang))
      }
      if (!v.json && (v.html || v.csv)) return 0
      const { report } = await call('run.report', { run: id, seed, perResponse: false, judge, calibration, readingCheck })
      if (v.json) io.out(JSON.stringify(report))
      else {
        const r = report
        io.out(`run ${r.run} (${r.status}) · ${r.manifest.endpoint.model}`)
        io.out(`overall ${fmt(r.overall.score)} [${fmt(r.overall.ci_low)}, ${fmt(r.overall.ci_high)}] · items ${r.n_items} · requests ${r.n_tasks} · responses ${r.n_responses} · failed ${r.n_errors} · unanswered ${r.n_unanswered} (count as 0)`)
        for (const [d, c] of Object.entries(r.by_dimension)) io.out(`  ${d.padEnd(16)} ${fmt(c.score).padStart(5)} [${fmt(c.ci_low)}, ${fmt(c.ci_high)}] n=${c.n}`)
        if (r.judge) io.out(`judge ${r.judge.id} (${r.judge.model}, ${r.judge.template}): ${r.judge.n_items} open items scored, ${r.judge.n_responses_judged} answers judged, ${r.judge.n_responses_unjudged} without a readable verdict (left out of their item's mean)`)
        if (r.calibration) io.out(`calibration ${r.calibration.id} (${r.calibration.method}, ${r.calibration.n} graded answers of session ${r.calibration.session}) applied; intervals widened by its own uncertainty`)
        if (r.lexical.n_items) io.out(`open answers not yet judged: ${r.lexical.n_items} items, ROUGE-L ${fmt(r.lexical.rouge_l)} (apart from the score above)`)
        if (r.reading) {
          const g = r.reading
          io.out(`answers read: ${g.n_answers} choice answers · stated ${g.n_stated} · inferred ${g.n_inferred} (${g.n_inferred_correct} right) · no answer ${g.n_no_answer} (count as 0); overall if inferred answers counted as none: ${fmt(g.overall_if_inferred_wrong)}`)
          const c = g.check
          if (c) {
            io.out(
              `reading check ${c.judge} (${c.model}, ${c.template}, ${c.check}): ${c.n_checked} answers read by the judge · same ${c.n_agree} · answer found where the reader read none ${c.n_found} (${c.n_found_correct} right) · no answer where the reader read one ${c.n_dropped} (${c.n_dropped_correct} of those were right) · other letters ${c.n_changed} · not checked ${c.n_unchecked}; overall with the judge's readings: ${fmt(c.overall_with_check)}`,
            )
          }
        }
        if (r.dynamic) io.out(`dynamic: ${JSON.stringify(r.dynamic)}`)
        io.out(`position prior: ${Object.entries(r.position_prior).map(([l, s]) => `${l} ${(100 * s).toFixed(1)}%`).join(' · ')}`)
      }
      return 0
    })
  },
}

export const compareCommand: Command = {
  name: 'compare',
  usage: 'medbench compare --runs RUNS.db --run A --run B [--run C …] [--bank B] [--json]\n  Paired bootstrap differences (B − A) on the items both runs scored, per dimension.',
  async run(argv, io) {
    const { values: v } = parseCommand('compare', argv, { runs: { type: 'string' }, run: { type: 'string', multiple: true }, bank: { type: 'string' }, keys: { type: 'string' }, as: { type: 'string' }, json: { type: 'boolean' } }, false)
    const runs = required('compare', v, 'runs')
    const ids = (v.run as string[] | undefined) ?? []
    if (ids.length < 2) throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: '--run A --run B' }), command: 'compare' }))
    const bank = (v.bank as string | undefined) ?? bankOf(runs, ids[0])
    return withBank('compare', v, io, { mustExist: true, bank, runs }, async ({ call }) => {
      const r = await call('run.compare', { runs: ids })
      if (v.json) io.out(JSON.stringify(r))
      else {
        io.out(`base ${r.base.run}: ${fmt(r.base.overall.score)}`)
        for (const c of r.comparisons) {
          const d = c.difference.overall
          io.out(`${c.run}: ${fmt(c.overall.score)} · Δ ${d ? `${d.diff.toFixed(1)} [${d.ci_low.toFixed(1)}, ${d.ci_high.toFixed(1)}]` : '—'} on ${c.n_shared} shared items`)
          for (const [dim, x] of Object.entries(c.difference.by_dimension)) io.out(`  ${dim.padEnd(16)} Δ ${x.diff.toFixed(1)} [${x.ci_low.toFixed(1)}, ${x.ci_high.toFixed(1)}] n=${x.n}`)
        }
      }
      return 0
    })
  },
}

export const verifyCommand: Command = {
  name: 'verify',
  usage: 'medbench verify REPORT.json\n  Exit 0 when the signature holds, 1 when the report was changed or is not signed.',
  async run(argv, io) {
    const { positionals } = parseCommand('verify', argv, {}, true)
    const file = positionals[0]
    if (!file) throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'REPORT.json' }), command: 'verify' }))
    if (!fs.existsSync(file)) throw new MbError(m.fileMissing({ file }))
    let doc: unknown
    try {
      doc = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
    } catch (e) {
      io.err(renderMsg(m.notJson({ file, detail: (e as Error).message }), io.lang))
      return 1
    }
    const { call, close } = openSession({ label: flagLabel(), io })
    try {
      const r = await call('report.verify', { report: doc })
      if (r.ok) {
        io.out(renderMsg(m.verified({ key: r.keyId, own: r.ownKey ? (io.lang === 'zh' ? '，本机密钥' : ', this machine’s key') : '' }), io.lang))
        return 0
      }
      io.err(renderMsg(m.notVerified({ why: WHY[r.reason][io.lang] }), io.lang))
      return 1
    } finally {
      close()
    }
  },
}
