// What the commands over one statistics file share (agreement, preference): a session with no bank,
// the operation called on the file with the --bootstrap / --seed flags, and --json printing its
// answer as it is.
import type { OpInput, OpName, OpOutput } from '../../../ops/table'
import { flagLabel, numberFlag, type Options } from '../args'
import { openSession } from '../context'
import type { Io } from '../io'

/** The flags besides the file's: --bootstrap N, --seed S, --json. */
export const STATS_FILE_OPTIONS = { bootstrap: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' } } as const satisfies Options

/**
 * Calls `op` with `input` (which names the file given by --`fileFlag`) and the --bootstrap and --seed
 * flags. With --json prints the answer and returns null (the command is done); otherwise returns the
 * answer for the command to print as lines.
 */
export async function callStatsOnFile<N extends OpName>(
  command: string,
  values: Record<string, unknown>,
  io: Io,
  fileFlag: string,
  op: N,
  input: Omit<OpInput<N>, 'bootstrap' | 'seed'>,
): Promise<OpOutput<N> | null> {
  const { call } = openSession({ label: flagLabel({ [fileFlag]: `--${fileFlag}` }), io })
  const r = await call(op, { ...input, bootstrap: numberFlag(command, values, 'bootstrap'), seed: numberFlag(command, values, 'seed') } as OpInput<N>)
  if (values.json) {
    io.out(JSON.stringify(r))
    return null
  }
  return r
}
