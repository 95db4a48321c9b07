// medbench pool release|list|get: released pools, frozen item versions with a content hash.
import { cliMessages, numberFlag, parseCommand, required, UsageError } from '../args'
import { BANK_OPTIONS, print, withBank } from './common'
import type { Command } from './common'

export const poolCommand: Command = {
  name: 'pool',
  usage: `medbench pool release --bank B --name NAME [--note TEXT] [--json]   approved items' current versions, frozen (coordinator)
  medbench pool list --bank B [--json]
  medbench pool get --bank B --name NAME [--offset N] [--limit N] [--json]`,
  async run(argv, io) {
    const [sub, ...rest] = argv
    const { values: v } = parseCommand(
      `pool ${sub ?? ''}`.trim(),
      rest,
      { ...BANK_OPTIONS, name: { type: 'string' }, note: { type: 'string' }, offset: { type: 'string' }, limit: { type: 'string' } },
      false,
    )
    if (sub !== 'release' && sub !== 'list' && sub !== 'get') {
      throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'release|list|get' }), command: 'pool' }))
    }
    const command = `pool ${sub}`
    return withBank(command, v, io, { mustExist: true }, async ({ call }) => {
      if (sub === 'release') {
        const r = await call('pool.release', { name: required(command, v, 'name'), note: v.note as string | undefined })
        print(io, !!v.json, r, () => [
          io.lang === 'zh' ? `已发布题池“${r.pool.name}”：${r.pool.n} 道题，${r.pool.sha256}` : `released pool "${r.pool.name}": ${r.pool.n} items, ${r.pool.sha256}`,
        ])
        return 0
      }
      if (sub === 'list') {
        const r = await call('pool.list', {})
        print(io, !!v.json, r, () => r.pools.map((p) => `${p.name}\t${p.n}\t${p.createdAt}\t${p.sha256}`))
        return 0
      }
      const r = await call('pool.get', { name: required(command, v, 'name'), offset: numberFlag(command, v, 'offset'), limit: numberFlag(command, v, 'limit') })
      print(io, !!v.json, r, () => [`${r.pool.name}\t${r.pool.n}\t${r.pool.sha256}`, ...r.items.map((i) => `${i.itemId}@${i.version}\t${i.sha256}`)])
      return 0
    })
  },
}
