// medbench users list|add|update: the bank's profiles (who works on it, in what role).
import { cliMessages, parseCommand, required, UsageError } from '../args'
import { BANK_OPTIONS, print, withBank } from './common'
import type { Command } from './common'

export const usersCommand: Command = {
  name: 'users',
  usage: `medbench users list --bank B [--json]
  medbench users add --bank B --name NAME --role editor|reviewer|adjudicator|coordinator [--institution I] [--specialty S]… [--as NAME]
  medbench users update ID --bank B --as NAME [--name NAME] [--role ROLE] [--institution I] [--specialty S]…`,
  async run(argv, io) {
    const [sub, ...rest] = argv
    const { values: v, positionals } = parseCommand(`users ${sub ?? ''}`.trim(), rest, {
      ...BANK_OPTIONS,
      name: { type: 'string' },
      role: { type: 'string' },
      institution: { type: 'string' },
      specialty: { type: 'string', multiple: true },
    })
    if (!sub || !['list', 'add', 'update'].includes(sub)) {
      throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'list|add|update' }), command: 'users' }))
    }
    return withBank('users', v, io, { mustExist: sub !== 'add' }, async ({ call }) => {
      if (sub === 'list') {
        const r = await call('users.list', {})
        print(io, !!v.json, r, () => r.profiles.map((p) => `${p.id}\t${p.name}\t${p.role}\t${p.institution ?? ''}`))
        return 0
      }
      if (sub === 'add') {
        const r = await call('users.create', {
          name: required('users add', v, 'name'),
          role: required('users add', v, 'role') as never,
          institution: v.institution as string | undefined,
          specialties: v.specialty as string[] | undefined,
        })
        print(io, !!v.json, r, () => [`${r.profile.id}\t${r.profile.name}\t${r.profile.role}`])
        return 0
      }
      const id = positionals[0]
      if (!id) throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'ID' }), command: 'users update' }))
      const r = await call('users.update', {
        id,
        name: v.name as string | undefined,
        role: v.role as never,
        institution: v.institution as string | undefined,
        specialties: v.specialty as string[] | undefined,
      })
      print(io, !!v.json, r, () => [`${r.profile.id}\t${r.profile.name}\t${r.profile.role}`])
      return 0
    })
  },
}
