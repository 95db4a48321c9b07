// medbench item show|history|status|save|save-key: one item's operations from the terminal.
import { formatTime } from '../../../core/messages'
import { cliMessages, numberFlag, parseCommand, required, UsageError } from '../args'
import { readJsonFile } from './bank'
import { BANK_OPTIONS, print, withBank } from './common'
import type { Command } from './common'

const USAGE = `medbench item show ID --bank B [--with-key] [--json]
  medbench item history ID --bank B [--json]
  medbench item status ID STATUS --bank B --as NAME [--note TEXT]      STATUS: draft|in_review|adjudication|approved|rejected|released
  medbench item save ID --bank B --as NAME --file ITEM.json --base VERSION [--note TEXT]
  medbench item save-key ID --bank B --as NAME --file KEY.json --base KEY_VERSION`

export const itemCommand: Command = {
  name: 'item',
  usage: USAGE,
  async run(argv, io) {
    const [sub, ...rest] = argv
    const { values: v, positionals } = parseCommand(`item ${sub ?? ''}`.trim(), rest, {
      ...BANK_OPTIONS,
      'with-key': { type: 'boolean' },
      note: { type: 'string' },
      file: { type: 'string' },
      base: { type: 'string' },
    })
    const id = positionals[0]
    const usage = (flag: string) => new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag }), command: 'item' }))
    if (!sub || !['show', 'history', 'status', 'save', 'save-key'].includes(sub)) throw usage('show|history|status|save|save-key')
    if (!id) throw usage('ID')
    const labels = { baseVersion: '--base', item: '--file', key: '--file', status: 'STATUS', id: 'ID' }
    return withBank('item', v, io, { mustExist: true, labels }, async ({ call }) => {
      switch (sub) {
        case 'show': {
          const r = await call('item.get', { id, withKey: !!v['with-key'] })
          print(io, !!v.json, r, () => [JSON.stringify(r, null, 2)])
          return 0
        }
        case 'history': {
          const r = await call('item.history', { id })
          print(io, !!v.json, r, () => [
            ...r.versions.map((x) => `v${x.version}\t${formatTime(x.createdAt, io.lang)}\t${x.by.name}${x.note ? `\t${x.note}` : ''}`),
            ...r.statusEvents.map((e) => `${e.from ?? '—'} → ${e.to}\t${formatTime(e.createdAt, io.lang)}\t${e.by.name}${e.note ? `\t${e.note}` : ''}`),
            ...r.keyVersions.map((k) => `key v${k.version}\t${formatTime(k.createdAt, io.lang)}\t${k.by.name}`),
          ])
          return 0
        }
        case 'status': {
          const status = positionals[1]
          if (!status) throw usage('STATUS')
          const r = await call('item.setStatus', { id, status: status as never, note: v.note as string | undefined })
          print(io, !!v.json, r, () => [`${id}: ${r.status}`])
          return 0
        }
        case 'save': {
          const item = readJsonFile(required('item save', v, 'file'))
          const r = await call('item.save', { id, item, baseVersion: numberFlag('item save', v, 'base') ?? NaN, note: v.note as string | undefined })
          print(io, !!v.json, r, () => [`${id}: v${r.version}`])
          return 0
        }
        default: {
          const key = readJsonFile(required('item save-key', v, 'file'))
          const r = await call('item.saveKey', { id, key, baseVersion: numberFlag('item save-key', v, 'base') ?? NaN })
          print(io, !!v.json, r, () => [`${id}: key v${r.version}`])
          return 0
        }
      }
    })
  },
}
