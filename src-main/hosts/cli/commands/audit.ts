// medbench audit verify|list: the bank's hash-chained audit log from the terminal. verify exits 0 when
// the chain holds and 1 naming the first broken entry, so a script or CI job can check a bank file.
import { formatTime } from '../../../core/messages'
import { cliMessages, numberFlag, parseCommand, UsageError } from '../args'
import { BANK_OPTIONS, print, withBank } from './common'
import type { Command } from './common'

export const auditCommand: Command = {
  name: 'audit',
  usage: `medbench audit verify --bank B [--json]      exit 0: intact; 1: the first broken entry is named
  medbench audit list --bank B [--target ID] [--actor PROFILE_ID] [--action ACTION] [--offset N] [--limit N] [--oldest-first] [--json]`,
  async run(argv, io) {
    const [sub, ...rest] = argv
    const { values: v } = parseCommand(
      `audit ${sub ?? ''}`.trim(),
      rest,
      {
        ...BANK_OPTIONS,
        target: { type: 'string' },
        actor: { type: 'string' },
        action: { type: 'string' },
        offset: { type: 'string' },
        limit: { type: 'string' },
        'oldest-first': { type: 'boolean' },
      },
      false,
    )
    if (sub !== 'verify' && sub !== 'list') {
      throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'verify|list' }), command: 'audit' }))
    }
    return withBank(`audit ${sub}`, v, io, { mustExist: true }, async ({ call }) => {
      if (sub === 'verify') {
        const r = await call('audit.verify', {})
        if (v.json) io.out(JSON.stringify(r))
        else if (r.intact) io.out(r[io.lang])
        // The verdict goes to stderr when it is a failure, like every other failure of the CLI.
        if (!r.intact) io.err(r[io.lang])
        return r.intact ? 0 : 1
      }
      const r = await call('audit.list', {
        target: v.target as string | undefined,
        actor: v.actor as string | undefined,
        action: v.action as never,
        offset: numberFlag('audit list', v, 'offset'),
        limit: numberFlag('audit list', v, 'limit'),
        ascending: !!v['oldest-first'],
      })
      print(io, !!v.json, r, () =>
        r.rows.map((e) =>
          [`#${e.seq}`, formatTime(e.at, io.lang), e.actorName ?? e.actor, e.action, e.target ?? '—', e.old === null ? '—' : JSON.stringify(e.old), e.new === null ? '—' : JSON.stringify(e.new)].join('\t'),
        ),
      )
      return 0
    })
  },
}
