// The `medbench` CLI run in-process, as a profile (MEDBENCH_USER) or as nobody, its lines captured.
// The environment variable is put back afterwards, so tests do not leak the acting profile.
import { runCli } from '../../../src-main/hosts/cli/main'
import type { Lang } from '../../../src-main/core/messages'

export async function runCliAs(argv: string[], opts: { lang?: Lang; as?: string } = {}): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = []
  const err: string[] = []
  const before = process.env.MEDBENCH_USER
  if (opts.as === undefined) delete process.env.MEDBENCH_USER
  else process.env.MEDBENCH_USER = opts.as
  try {
    const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), lang: opts.lang ?? 'en' })
    return { code, out, err }
  } finally {
    if (before === undefined) delete process.env.MEDBENCH_USER
    else process.env.MEDBENCH_USER = before
  }
}
