// medbench reread: a run's stored answers read again with this build's reading code, through the
// run.reread operation like every host. After an upgrade changes how answers are read, reports of the
// run are made from stored readings again instead of reading every output each time.
import { defineMessages, renderMsg } from '../../../core/messages'
import { parseCommand, required } from '../args'
import { bankOf } from './report'
import { withBank } from './common'
import type { Command } from './common'

const m = defineMessages('cliReread', {
  done: {
    zh: (p) => `评测 ${p.run}：已用 ${p.reader} 重新读取 ${p.read} 个回答${p.grouped ? '，并为旧评测补记题目分组' : ''}`,
    en: (p) => `run ${p.run}: ${p.read} answers read again with ${p.reader}${p.grouped ? '; item groups numbered for a run planned before them' : ''}`,
  },
})

export const rereadCommand: Command = {
  name: 'reread',
  usage: `medbench reread --runs RUNS.db --run ID [--bank B] [--json]
  Reads a run's stored answers again with this build's answer reading (after an upgrade), so reports
  of the run are made from stored readings again. The outputs themselves are not changed.`,
  async run(argv, io) {
    const { values: v } = parseCommand('reread', argv, { runs: { type: 'string' }, run: { type: 'string' }, bank: { type: 'string' }, keys: { type: 'string' }, as: { type: 'string' }, json: { type: 'boolean' } }, false)
    const runs = required('reread', v, 'runs')
    const id = required('reread', v, 'run')
    const bank = (v.bank as string | undefined) ?? bankOf(runs, id)
    return withBank('reread', v, io, { mustExist: true, bank, runs, labels: { run: '--run' } }, async ({ call }) => {
      const r = await call('run.reread', { run: id })
      if (v.json) io.out(JSON.stringify(r))
      else io.err(renderMsg(m.done({ run: r.run, reader: r.reader, read: r.read, grouped: r.grouped ? 1 : 0 }), io.lang))
      return 0
    })
  },
}
