// medbench judge: a judge pass over a run's stored open answers, through the judge.run operation. The
// bank is the one the run remembers. Its last stdout line is the contract's JSON
// {"judge","status","done","errors"}; a pass stopped by its server says why on stderr, and continues
// with --resume JUDGE_ID.
import fs from 'node:fs'
import { defineMessages, renderMsg } from '../../../core/messages'
import { numberFlag, parseCommand, required, UsageError } from '../args'
import { withBank } from './common'
import type { Command } from './common'
import { bankOf } from './run'

const m = defineMessages('cliJudge', {
  runsMissing: { zh: (p) => `评测记录文件不存在：${p.file}`, en: (p) => `no runs file at ${p.file}` },
  ended: {
    zh: (p) => `评审 ${p.judge} ${p.status}：${p.done} / ${p.total} 个判断，无法读取或失败 ${p.errors} 个`,
    en: (p) => `judge pass ${p.judge} ${p.status}: ${p.done} of ${p.total} verdicts, ${p.errors} unreadable or failed`,
  },
})

const LABELS = { endpoint: '--endpoint', 'endpoint.urls': '--endpoint', 'endpoint.model': '--model', template: '--template', samples: '--samples', concurrency: '--concurrency', apiKeyEnv: '--api-key-env', resume: '--resume', check: '--check' }

export const judgeCommand: Command = {
  name: 'judge',
  usage: `medbench judge --runs RUNS.db --run ID --endpoint URL --model NAME [--api-key-env VAR] [--template NAME@VERSION]
                [--samples K] [--concurrency N] [--temperature T] [--max-attempts N] [--check doubtful|all] [--json]
  With --template medbench-read@1 the pass is a reading check: the judge reads which option each choice answer
  commits to, for the answers the reader inferred or found none in (--check all: every choice answer);
  medbench report --reading-check JUDGE_ID compares its readings with the reader's.
  medbench judge --runs RUNS.db --run ID --resume JUDGE_ID [--api-key-env VAR] [--json]`,
  async run(argv, io) {
    const { values: v } = parseCommand(
      'judge',
      argv,
      {
        runs: { type: 'string' },
        run: { type: 'string' },
        endpoint: { type: 'string' },
        model: { type: 'string' },
        'api-key-env': { type: 'string' },
        template: { type: 'string' },
        samples: { type: 'string' },
        concurrency: { type: 'string' },
        temperature: { type: 'string' },
        'max-attempts': { type: 'string' },
        timeout: { type: 'string' },
        resume: { type: 'string' },
        check: { type: 'string' },
        as: { type: 'string' },
        json: { type: 'boolean' },
      },
      false,
    )
    const runs = required('judge', v, 'runs')
    const run = required('judge', v, 'run')
    if (!fs.existsSync(runs)) throw new UsageError(m.runsMissing({ file: runs }))
    const num = (flag: string) => numberFlag('judge', v, flag)
    const resume = v.resume as string | undefined
    const temperature = num('temperature')
    const input = resume
      ? { run, resume, apiKeyEnv: v['api-key-env'] as string | undefined }
      : {
          run,
          endpoint: {
            urls: [required('judge', v, 'endpoint')],
            model: required('judge', v, 'model'),
            apiKeyEnv: v['api-key-env'] as string | undefined,
            ...(num('timeout') !== undefined ? { timeoutMs: num('timeout') } : {}),
            ...(temperature !== undefined ? { params: { temperature } } : {}),
          },
          template: v.template as string | undefined,
          samples: num('samples'),
          concurrency: num('concurrency'),
          maxAttempts: num('max-attempts'),
          check: v.check as string | undefined,
        }
    return withBank('judge', v, io, { mustExist: true, labels: LABELS, bank: bankOf(runs, run), runs }, async (s) => {
      const out = await s.call('judge.run', input as never)
      if (out.reason) io.err(out.reason[io.lang])
      if (!v.json) io.err(renderMsg(m.ended({ judge: out.judge, status: out.status, done: out.done, total: out.total, errors: out.errors }), io.lang))
      io.out(JSON.stringify({ judge: out.judge, status: out.status, done: out.done, errors: out.errors }))
      return out.status === 'completed' ? 0 : 1
    })
  },
}
