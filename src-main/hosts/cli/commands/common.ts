// What every command shares: the flags that name the bank and the actor, opening a session over the
// operation table, and turning a passphrase option into the passphrase.
import fs from 'node:fs'
import { MbError, defineMessages } from '../../../core/messages'
import type { Io } from '../io'
import type { Options } from '../args'
import { flagLabel, required } from '../args'
import { openSession } from '../context'
import type { CliSession } from '../context'
import { FACETS } from '../../../store/bankIndex'

export interface Command {
  name: string
  usage: string
  run(argv: string[], io: Io): Promise<number>
}

export const BANK_OPTIONS = {
  bank: { type: 'string' },
  keys: { type: 'string' },
  as: { type: 'string' },
  json: { type: 'boolean' },
} as const satisfies Options

/** --track llm --dimension reasoning …: the bank view's filters, as flags. */
export const FACET_OPTIONS = Object.fromEntries(FACETS.map((f) => [kebab(f), { type: 'string' as const, multiple: true as const }])) as Record<
  string,
  { type: 'string'; multiple: true }
>

export function facetFilters(values: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(FACETS.filter((f) => values[kebab(f)]).map((f) => [f, values[kebab(f)] as string[]]))
}

export function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
}

/** Opens the bank named by --bank (and --keys, --as), runs `fn`, and always closes the files. */
export async function withBank<T>(
  command: string,
  values: Record<string, unknown>,
  io: Io,
  opts: { mustExist: boolean; labels?: Record<string, string>; bank?: string; runs?: string },
  fn: (s: CliSession) => Promise<T>,
): Promise<T> {
  const session = openSession({
    bank: opts.bank ?? required(command, values, 'bank'),
    keys: values.keys as string | undefined,
    runs: opts.runs,
    data: values.data as string | undefined,
    as: values.as as string | undefined,
    mustExist: opts.mustExist,
    label: flagLabel(opts.labels),
    io,
  })
  try {
    return await fn(session)
  } finally {
    session.close()
  }
}

const m = defineMessages('cliPass', {
  noPassphrase: {
    zh: () => '需要口令：用 --passphrase-env 变量名 或 --passphrase-file 文件 提供',
    en: () => 'a passphrase is needed: give --passphrase-env NAME or --passphrase-file FILE',
  },
  envEmpty: {
    zh: (p) => `环境变量 ${p.name} 未设置或为空`,
    en: (p) => `environment variable ${p.name} is not set or empty`,
  },
  fileMissing: {
    zh: (p) => `找不到口令文件：${p.file}`,
    en: (p) => `no passphrase file at ${p.file}`,
  },
})

export const PASS_OPTIONS = { 'passphrase-env': { type: 'string' }, 'passphrase-file': { type: 'string' } } as const satisfies Options

/** Passphrases come from the environment or a file, never the command line (others can read argv). */
export function passphrase(values: Record<string, unknown>): string {
  if (typeof values['passphrase-env'] === 'string') {
    const val = process.env[values['passphrase-env']]
    if (!val) throw new MbError(m.envEmpty({ name: values['passphrase-env'] }))
    return val
  }
  if (typeof values['passphrase-file'] === 'string') {
    const file = values['passphrase-file']
    if (!fs.existsSync(file)) throw new MbError(m.fileMissing({ file }))
    return fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '')
  }
  throw new MbError(m.noPassphrase())
}

/** Prints a result: the JSON document with --json, the human lines otherwise. */
export function print(io: Io, json: boolean, value: unknown, human: () => string[]): void {
  if (json) io.out(JSON.stringify(value))
  else for (const line of human()) io.out(line)
}
