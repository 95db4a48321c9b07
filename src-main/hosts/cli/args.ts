// Argument syntax for the `medbench` CLI: node's parseArgs, with its errors said plainly in the
// user's language. What the arguments mean is checked by the operations themselves (the same zod
// inputs as every host); the CLI only names fields as its flags in those messages.
import { parseArgs } from 'node:util'
import type { ParseArgsConfig } from 'node:util'
import { MbError, defineMessages } from '../../core/messages'
import type { Lang } from '../../core/messages'

export const cliMessages = defineMessages('cliArgs', {
  usage: {
    zh: (p) => `用法错误：${p.detail}（运行 medbench ${p.command} --help 查看用法）`,
    en: (p) => `usage: ${p.detail} (run medbench ${p.command} --help)`,
  },
  unknownOption: {
    zh: (p) => `不认识的选项 ${p.flag}`,
    en: (p) => `unknown option ${p.flag}`,
  },
  missingValue: {
    zh: (p) => `${p.flag} 后面需要一个值`,
    en: (p) => `${p.flag} needs a value`,
  },
  unexpectedArgument: {
    zh: (p) => `多余的参数“${p.arg}”`,
    en: (p) => `unexpected argument "${p.arg}"`,
  },
  missingFlag: {
    zh: (p) => `缺少 ${p.flag}`,
    en: (p) => `missing ${p.flag}`,
  },
  notANumber: {
    zh: (p) => `${p.flag} 应为数字（收到“${p.value}”）`,
    en: (p) => `${p.flag} must be a number (got "${p.value}")`,
  },
})

export class UsageError extends MbError {}

export type Options = NonNullable<ParseArgsConfig['options']>

export interface Parsed {
  values: Record<string, unknown>
  positionals: string[]
}

export function parseCommand(command: string, argv: string[], options: Options, positionals = true): Parsed {
  try {
    return parseArgs({ args: argv, options, allowPositionals: positionals, strict: true }) as Parsed
  } catch (e) {
    const err = e as { code?: string; message: string }
    const quoted = /'([^']+)'/.exec(err.message)?.[1] ?? ''
    const detail =
      err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? cliMessages.unknownOption({ flag: quoted })
        : err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? cliMessages.missingValue({ flag: quoted.replace(/ <value>$/, '') })
          : err.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
            ? cliMessages.unexpectedArgument({ arg: quoted })
            : cliMessages.unexpectedArgument({ arg: err.message.split('\n')[0] })
    throw new UsageError(cliMessages.usage({ detail, command }))
  }
}

/** A required string flag. */
export function required(command: string, values: Record<string, unknown>, flag: string): string {
  const v = values[flag]
  if (typeof v !== 'string' || v === '') throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: `--${flag}` }), command }))
  return v
}

/** A number flag; a value that is not a number is a usage error naming the flag. */
export function numberFlag(command: string, values: Record<string, unknown>, flag: string): number | undefined {
  const v = values[flag]
  if (v === undefined) return undefined
  const n = Number(v)
  if (typeof v !== 'string' || v.trim() === '' || !Number.isFinite(n)) {
    throw new UsageError(cliMessages.usage({ detail: cliMessages.notANumber({ flag: `--${flag}`, value: String(v) }), command }))
  }
  return n
}

/** Field names of operation inputs as the CLI's flags: "skipInvalid" → "--skip-invalid". */
export function flagLabel(overrides: Record<string, string> = {}): (field: string) => string {
  return (field) => overrides[field] ?? `--${field.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()).replace(/\./g, '.')}`
}

/** The CLI speaks Chinese when the locale does, English otherwise (IT pipelines mostly run in C/en). */
export function cliLang(): Lang {
  const v = process.env.MEDBENCH_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || ''
  return /^zh/i.test(v) ? 'zh' : 'en'
}
