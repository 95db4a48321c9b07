#!/usr/bin/env node
// Entry point of the `medbench` CLI. Exit codes: 0 ok, 1 bad input data (file:line: reason on
// stderr), 2 usage or environment errors. Never prints a stack trace unless MEDBENCH_DEBUG is set.
import { MbError, renderMsg } from '../../core/messages'
import { cliLang } from './args'
import { UsageError } from './args'
import { cmdExportBank, cmdExportKeys, cmdExtract, cmdImport, cmdImportKeys, cmdScore, cmdSearch, cmdTaxonomy } from './commands'
import type { Io } from './commands'
import { cmdServe } from './serve'

const HELP = `medbench — MedBench Studio command line

  medbench import FILE... --bank B [--keys K] [--skip-invalid] [--format auto|cmmlu|cmexam|cmb-clin|cmtmedqa|medbench|jsonl|csv|xlsx]
                  [--map field=column]... [--key-file F] [--encoding utf-8|gb18030] [--json]
  medbench extract --in CASES.jsonl
  medbench score --bank B [--keys K] --responses R.jsonl [--seed N] [--json]
  medbench search --bank B QUERY [--limit N] [--offset N] [--dimension D]... [--json]
  medbench serve [--port N] [--bank B [--keys K] | --demo] [--data DIR] [--open]
  medbench taxonomy --bank B [--set MAPPING.json]    source subject → track/dimension/specialty, editable
  medbench export-bank --bank B --out FILE
  medbench export-keys --bank B [--keys K] --out FILE (--passphrase-env NAME | --passphrase-file F)
  medbench import-keys --bank B [--keys K] --in FILE (--passphrase-env NAME | --passphrase-file F)

Keys default to B with .keys.db in place of .db. Set MEDBENCH_LANG=zh for Chinese messages.`

const COMMANDS: Record<string, (argv: string[], io: Io) => Promise<number>> = {
  import: cmdImport,
  extract: cmdExtract,
  score: cmdScore,
  search: cmdSearch,
  serve: cmdServe,
  'export-bank': cmdExportBank,
  'export-keys': cmdExportKeys,
  'import-keys': cmdImportKeys,
  taxonomy: cmdTaxonomy,
}

export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(HELP)
    return name ? 0 : 2
  }
  const cmd = COMMANDS[name]
  if (!cmd) {
    io.err(io.lang === 'zh' ? `未知命令：${name}\n${HELP}` : `unknown command: ${name}\n${HELP}`)
    return 2
  }
  try {
    return await cmd(rest, io)
  } catch (e) {
    if (e instanceof MbError) {
      io.err(renderMsg(e.msg, io.lang))
      if (process.env.MEDBENCH_DEBUG) io.err(String(e.stack))
      return e instanceof UsageError ? 2 : 1
    }
    io.err(io.lang === 'zh' ? `内部错误：${(e as Error).message}` : `internal error: ${(e as Error).message}`)
    if (process.env.MEDBENCH_DEBUG) io.err(String((e as Error).stack))
    return 2
  }
}

if (require.main === module) {
  const io: Io = {
    out: (l) => process.stdout.write(l + '\n'),
    err: (l) => process.stderr.write(l + '\n'),
    lang: cliLang(),
  }
  runCli(process.argv.slice(2), io).then((code) => {
    process.exitCode = code
  })
}
