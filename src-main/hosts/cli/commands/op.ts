// medbench op NAME: any operation of the table by name, with a JSON input, for scripts. The same
// dispatcher as every other host: nothing the window can do is out of reach of the terminal.
import { MbError, defineMessages } from '../../../core/messages'
import { ops } from '../../../ops/table'
import type { OpName } from '../../../ops/table'
import { cliMessages, parseCommand, UsageError } from '../args'
import { readJsonFile } from './bank'
import { BANK_OPTIONS, withBank } from './common'
import type { Command } from './common'

const m = defineMessages('cliOp', {
  badInput: {
    zh: (p) => `--input 不是有效的 JSON（${p.detail}）`,
    en: (p) => `--input is not valid JSON (${p.detail})`,
  },
})

export const opCommand: Command = {
  name: 'op',
  usage: `medbench op NAME --bank B [--as NAME] [--input JSON | --input-file F]
  Runs one operation of the table (as the app does) and prints its JSON result. medbench op --list names them.`,
  async run(argv, io) {
    const { values: v, positionals } = parseCommand('op', argv, { ...BANK_OPTIONS, input: { type: 'string' }, 'input-file': { type: 'string' }, list: { type: 'boolean' } })
    if (v.list) {
      for (const name of Object.keys(ops).sort()) io.out(name)
      return 0
    }
    const name = positionals[0]
    if (!name) throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'NAME' }), command: 'op' }))
    let input: unknown = {}
    if (typeof v['input-file'] === 'string') input = readJsonFile(v['input-file'])
    else if (typeof v.input === 'string') {
      try {
        input = JSON.parse(v.input)
      } catch (e) {
        throw new MbError(m.badInput({ detail: (e as Error).message }))
      }
    }
    return withBank('op', v, io, { mustExist: false }, async ({ call }) => {
      io.out(JSON.stringify(await call(name as OpName, input as never)))
      return 0
    })
  },
}
