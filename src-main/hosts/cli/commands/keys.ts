// medbench export-keys / import-keys: answer keys move between machines only encrypted.
import { parseCommand, required } from '../args'
import { BANK_OPTIONS, PASS_OPTIONS, passphrase, print, withBank } from './common'
import type { Command } from './common'

export const exportKeysCommand: Command = {
  name: 'export-keys',
  usage: 'medbench export-keys --bank B [--keys K] --out FILE (--passphrase-env NAME | --passphrase-file F) [--as NAME] [--json]',
  async run(argv, io) {
    const { values: v } = parseCommand('export-keys', argv, { ...BANK_OPTIONS, ...PASS_OPTIONS, out: { type: 'string' } }, false)
    const out = required('export-keys', v, 'out')
    const pass = passphrase(v)
    return withBank('export-keys', v, io, { mustExist: true }, async ({ call }) => {
      const r = await call('keys.export', { passphrase: pass, out })
      print(io, !!v.json, { file: r.file, keys: r.keys }, () => [`${r.file}: ${r.keys} ${io.lang === 'zh' ? '条答案，AES-256-GCM 加密' : 'keys, AES-256-GCM'}`])
      return 0
    })
  },
}

export const importKeysCommand: Command = {
  name: 'import-keys',
  usage: 'medbench import-keys --bank B [--keys K] --in FILE (--passphrase-env NAME | --passphrase-file F) [--as NAME] [--json]',
  async run(argv, io) {
    const { values: v } = parseCommand('import-keys', argv, { ...BANK_OPTIONS, ...PASS_OPTIONS, in: { type: 'string' } }, false)
    const file = required('import-keys', v, 'in')
    const pass = passphrase(v)
    return withBank('import-keys', v, io, { mustExist: true, labels: { file: '--in' } }, async ({ call }) => {
      const r = await call('keys.import', { file: { path: file }, passphrase: pass })
      print(io, !!v.json, r, () => [
        io.lang === 'zh'
          ? `读取 ${r.keys} 条答案，新增 ${r.added} 个版本，${r.unchanged} 条未变`
          : `${r.keys} keys read, ${r.added} new versions, ${r.unchanged} unchanged`,
      ])
      return 0
    })
  },
}
