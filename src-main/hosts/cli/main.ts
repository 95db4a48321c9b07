#!/usr/bin/env node
// Entry point of the `medbench` CLI. Every command runs through the operation table (the same
// operations, inputs, limits and messages as the window and the web host). Exit codes: 0 ok, 1 bad
// input data (file:line: reason on stderr), 2 usage or environment errors. Never prints a stack
// trace unless MEDBENCH_DEBUG is set.
import { MbError, renderMsg } from '../../core/messages'
import { cliLang, UsageError } from './args'
import { OpFailure } from './context'
import type { Io } from './io'
import type { Command } from './commands/common'
import { importCommand } from './commands/import'
import { exportBankCommand, searchCommand, taxonomyCommand } from './commands/bank'
import { scoreCommand } from './commands/score'
import { extractCommand } from './commands/extract'
import { exportKeysCommand, importKeysCommand } from './commands/keys'
import { itemCommand } from './commands/items'
import { usersCommand } from './commands/users'
import { opCommand } from './commands/op'
import { serveCommand } from './commands/serve'
import { runCommand } from './commands/run'
import { endpointCommand } from './commands/endpoint'
import { compareCommand, reportCommand, verifyCommand } from './commands/report'
import { submissionCommand } from './commands/submission'
import { rereadCommand } from './commands/reread'
import { auditCommand } from './commands/audit'
import { reviewCommand } from './commands/review'
import { poolCommand } from './commands/pool'
import { agreementCommand } from './commands/agreement'
import { judgeCommand } from './commands/judge'
import { calibrateCommand, gradingCommand } from './commands/grading'
import { preferenceCommand } from './commands/preference'

export type { Io }

const COMMANDS: Command[] = [
  importCommand,
  searchCommand,
  scoreCommand,
  extractCommand,
  itemCommand,
  usersCommand,
  taxonomyCommand,
  exportBankCommand,
  exportKeysCommand,
  importKeysCommand,
  runCommand,
  endpointCommand,
  reportCommand,
  compareCommand,
  verifyCommand,
  submissionCommand,
  rereadCommand,
  auditCommand,
  reviewCommand,
  poolCommand,
  agreementCommand,
  judgeCommand,
  gradingCommand,
  calibrateCommand,
  preferenceCommand,
  serveCommand,
  opCommand,
]

const HELP_HEAD = `medbench — MedBench Studio command line

Who acts: --as NAME or MEDBENCH_USER names a profile of the bank (the first one given to a bank
without profiles becomes its coordinator). Keys default to B with .keys.db in place of .db.
MEDBENCH_LANG=zh gives Chinese messages. medbench COMMAND --help shows one command.
`

function help(): string {
  return HELP_HEAD + '\n' + COMMANDS.map((c) => '  ' + c.usage.split('\n')[0]).join('\n')
}

/** Operation errors that mean the command was called wrongly (exit 2) rather than bad data (exit 1). */
const USAGE_CODES = /^(core\.invalidInput|endpoints\.|secrets\.|endpointProfile\.|core\.unknownOperation|access\.|files\.|cliContext\.|cliPass\.|cliBank\.fileMissing|cliExtract\.fileMissing)/

export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(help())
    return name ? 0 : 2
  }
  const cmd = COMMANDS.find((c) => c.name === name)
  if (!cmd) {
    io.err((io.lang === 'zh' ? `未知命令：${name}\n` : `unknown command: ${name}\n`) + help())
    return 2
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(cmd.usage)
    return 0
  }
  try {
    return await cmd.run(rest, io)
  } catch (e) {
    if (e instanceof OpFailure) {
      io.err(e.error[io.lang])
      return USAGE_CODES.test(e.error.code) ? 2 : 1
    }
    if (e instanceof MbError) {
      io.err(renderMsg(e.msg, io.lang))
      if (process.env.MEDBENCH_DEBUG) io.err(String(e.stack))
      return e instanceof UsageError || USAGE_CODES.test(e.msg.code) ? 2 : 1
    }
    io.err(io.lang === 'zh' ? `内部错误：${(e as Error).message}` : `internal error: ${(e as Error).message}`)
    if (process.env.MEDBENCH_DEBUG) io.err(String((e as Error).stack))
    return 2
  }
}

if (require.main === module) {
  // Output piped into a reader that stopped early (`| head`): stop quietly, as Unix tools do.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw e
  })
  const io: Io = {
    out: (l) => process.stdout.write(l + '\n'),
    err: (l) => process.stderr.write(l + '\n'),
    lang: cliLang(),
  }
  runCli(process.argv.slice(2), io).then((code) => {
    process.exitCode = code
  })
}
