// Argument parsing for the `medbench` CLI: node's parseArgs for the syntax, zod for the meaning, and
// one error type that the entry point prints as a single line with exit code 2.
import { parseArgs } from 'node:util'
import type { ParseArgsConfig } from 'node:util'
import type { z } from 'zod'
import { MbError, defineMessages } from '../../core/messages'
import type { Lang } from '../../core/messages'

export const cliMessages = defineMessages('cliArgs', {
  usage: {
    zh: (p) => `用法错误：${p.detail}（运行 medbench --help 查看用法）`,
    en: (p) => `usage: ${p.detail} (run medbench --help)`,
  },
})

export class UsageError extends MbError {}

export function parseCommand<S extends z.ZodType>(
  argv: string[],
  options: NonNullable<ParseArgsConfig['options']>,
  schema: S,
  toInput: (values: Record<string, unknown>, positionals: string[]) => unknown,
): z.output<S> {
  let parsed: { values: Record<string, unknown>; positionals: string[] }
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true }) as typeof parsed
  } catch (e) {
    throw new UsageError(cliMessages.usage({ detail: (e as Error).message.split('\n')[0] }))
  }
  const r = schema.safeParse(toInput(parsed.values, parsed.positionals))
  if (!r.success) {
    const detail = r.error.issues.map((i) => (i.path.length ? `--${i.path.join('.')}: ${i.message}` : i.message)).join('; ')
    throw new UsageError(cliMessages.usage({ detail }))
  }
  return r.data
}

/** The CLI speaks Chinese when the locale does, English otherwise (IT pipelines mostly run in C/en). */
export function cliLang(): Lang {
  const v = process.env.MEDBENCH_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || ''
  return /^zh/i.test(v) ? 'zh' : 'en'
}
