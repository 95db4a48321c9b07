// medbench search / export-bank / taxonomy: the bank operations from the terminal.
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages } from '../../../core/messages'
import { parseCommand, numberFlag, required } from '../args'
import { BANK_OPTIONS, FACET_OPTIONS, facetFilters, print, withBank } from './common'
import type { Command } from './common'

const m = defineMessages('cliBank', {
  badJson: {
    zh: (p) => `${p.file}:${p.line}: 不是有效的 JSON（${p.detail}）`,
    en: (p) => `${p.file}:${p.line}: not valid JSON (${p.detail})`,
  },
  fileMissing: {
    zh: (p) => `找不到文件：${p.file}`,
    en: (p) => `no such file: ${p.file}`,
  },
})

export const searchCommand: Command = {
  name: 'search',
  usage: `medbench search --bank B QUERY [--limit N (≤ 1000)] [--offset N] [--track T]... [--dimension D]... [--specialty-primary S]...
                [--type T]... [--status S]... [--source S]... [--task T]... [--json]
  Finds items whose stem, options, case text, dialogue, instructions, id or source contain QUERY.`,
  async run(argv, io) {
    const { values: v, positionals } = parseCommand('search', argv, { ...BANK_OPTIONS, limit: { type: 'string' }, offset: { type: 'string' }, ...FACET_OPTIONS })
    const input = {
      search: positionals.join(' '),
      filters: facetFilters(v),
      limit: numberFlag('search', v, 'limit') ?? 20,
      offset: numberFlag('search', v, 'offset') ?? 0,
    }
    return withBank('search', v, io, { mustExist: true }, async ({ call }) => {
      const r = await call('bank.query', input)
      print(io, !!v.json, { total: r.total, offset: r.offset, items: r.rows }, () => [
        io.lang === 'zh' ? `共 ${r.total} 题` : `${r.total} items`,
        ...r.rows.map((it) => `${it.id}\t${it.stem.replace(/\s+/g, ' ').slice(0, 80)}`),
      ])
      return 0
    })
  },
}

export const exportBankCommand: Command = {
  name: 'export-bank',
  usage: 'medbench export-bank --bank B --out FILE [--json]\n  A copy of the bank: items and their history, never keys (they live in the keys file).',
  async run(argv, io) {
    const { values: v } = parseCommand('export-bank', argv, { ...BANK_OPTIONS, out: { type: 'string' } }, false)
    const out = required('export-bank', v, 'out')
    return withBank('export-bank', v, io, { mustExist: true }, async ({ call }) => {
      const r = await call('bank.export', { out })
      print(io, !!v.json, r, () => [io.lang === 'zh' ? `${r.file}：${r.items} 题（不含答案）` : `${r.file}: ${r.items} items (no keys)`])
      return 0
    })
  },
}

export const taxonomyCommand: Command = {
  name: 'taxonomy',
  usage: 'medbench taxonomy --bank B [--set MAPPING.json]\n  Prints the source-subject → track/dimension/specialty mapping, or saves one.',
  async run(argv, io) {
    const { values: v } = parseCommand('taxonomy', argv, { ...BANK_OPTIONS, set: { type: 'string' } }, false)
    const set = v.set as string | undefined
    const mapping = set ? readJsonFile(set) : undefined
    return withBank('taxonomy', v, io, { mustExist: !set }, async ({ call }) => {
      const r = mapping ? await call('taxonomy.set', { mapping: mapping as Record<string, unknown> }) : await call('taxonomy.get', {})
      io.out(JSON.stringify(r.mapping, null, 2))
      return 0
    })
  },
}

/** A JSON file the user names; a broken one is reported at its line. */
export function readJsonFile(file: string): unknown {
  if (!fs.existsSync(file)) throw new MbError(m.fileMissing({ file }))
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '')
  try {
    return JSON.parse(text)
  } catch (e) {
    const pos = Number(/position (\d+)/.exec((e as Error).message)?.[1] ?? 0)
    const line = text.slice(0, pos).split('\n').length
    throw new MbError(m.badJson({ file: path.basename(file), line, detail: (e as Error).message }))
  }
}
