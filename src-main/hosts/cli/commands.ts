// The `medbench` commands. Each parses its arguments with zod, calls the same services the app uses,
// and writes machine-readable output with --json. Errors are MbErrors; main.ts prints them.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { z } from 'zod'
import { MbError, defineMessages, renderMsg } from '../../core/messages'
import type { Lang } from '../../core/messages'
import { extractChoice } from '../../core/extract/choice'
import { FORMATS } from '../../import/types'
import { Workspace, defaultKeysPath } from '../../services/workspace'
import { abortMessage, formatIssues, importFile } from '../../services/importService'
import type { ImportReport } from '../../services/importService'
import { scoreResponsesText } from '../../services/scoreService'
import { exportBank, exportKeysEncrypted, importKeysEncrypted } from '../../services/transfer'
import { FACETS } from '../../store/bankIndex'
import { effectiveTaxonomy, saveTaxonomy } from '../../services/taxonomyService'
import type { Estimate } from '../../core/aggregate'
import { parseCommand } from './args'

export interface Io {
  out: (line: string) => void
  err: (line: string) => void
  lang: Lang
}

const m = defineMessages('cli', {
  noPassphrase: {
    zh: () => '需要口令：用 --passphrase-env 变量名 或 --passphrase-file 文件 提供',
    en: () => 'a passphrase is needed: give --passphrase-env NAME or --passphrase-file FILE',
  },
  envEmpty: {
    zh: (p) => `环境变量 ${p.name} 未设置或为空`,
    en: (p) => `environment variable ${p.name} is not set or empty`,
  },
  caseLine: {
    zh: (p) => `${p.file}:${p.line}: ${p.detail}`,
    en: (p) => `${p.file}:${p.line}: ${p.detail}`,
  },
  bankMissing: {
    zh: (p) => `题库文件不存在：${p.file}`,
    en: (p) => `no bank file at ${p.file}`,
  },
})

const mapEntry = z.string().regex(/^[\w.]+=.+$/, 'expected field=column')

function openWorkspace(bank: string, keys: string | undefined, mustExist: boolean): Workspace {
  if (mustExist && !fs.existsSync(bank)) throw new MbError(m.bankMissing({ file: bank }))
  return new Workspace({ bank, keys: keys ?? defaultKeysPath(bank) })
}

/** Opens the bank (and its keys), runs `fn`, and always closes both files. */
async function withWorkspace<T>(bank: string, keys: string | undefined, mustExist: boolean, fn: (ws: Workspace) => T | Promise<T>): Promise<T> {
  const ws = openWorkspace(bank, keys, mustExist)
  try {
    return await fn(ws)
  } finally {
    ws.close()
  }
}

// ---------------------------------------------------------------- import
export async function cmdImport(argv: string[], io: Io): Promise<number> {
  const a = parseCommand(
    argv,
    {
      bank: { type: 'string' },
      keys: { type: 'string' },
      'skip-invalid': { type: 'boolean' },
      format: { type: 'string' },
      map: { type: 'string', multiple: true },
      'key-file': { type: 'string' },
      encoding: { type: 'string' },
      json: { type: 'boolean' },
    },
    z.object({
      files: z.array(z.string()).min(1, 'give at least one FILE'),
      bank: z.string().min(1),
      keys: z.string().optional(),
      skipInvalid: z.boolean(),
      format: z.enum(['auto', ...FORMATS]),
      map: z.array(mapEntry),
      keyFile: z.string().optional(),
      encoding: z.enum(['utf-8', 'gb18030']).optional(),
      json: z.boolean(),
    }),
    (v, pos) => ({
      files: pos,
      bank: v.bank,
      keys: v.keys,
      skipInvalid: !!v['skip-invalid'],
      format: v.format ?? 'auto',
      map: v.map ?? [],
      keyFile: v['key-file'],
      encoding: v.encoding,
      json: !!v.json,
    }),
  )
  const mapping = Object.fromEntries(a.map.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]))
  const ws = openWorkspace(a.bank, a.keys, false)
  const reports: ImportReport[] = []
  let failed = false
  try {
    for (const file of a.files) {
      let lastShown = 0
      const report = await importFile(ws, file, {
        format: a.format,
        mapping,
        skipInvalid: a.skipInvalid,
        keyFile: a.keyFile,
        encoding: a.encoding,
        onProgress: (p) => {
          if (!process.stderr.isTTY || a.json) return
          const now = Date.now()
          if (now - lastShown < 250) return
          lastShown = now
          process.stderr.write(`\r${path.basename(file)}: ${p.records} … ${Math.round((100 * p.bytesRead) / Math.max(1, p.bytesTotal))}%`)
        },
      })
      if (process.stderr.isTTY && !a.json) process.stderr.write('\r\x1b[K')
      reports.push(report)
      for (const line of formatIssues(report, io.lang)) io.err(line)
      if (!report.ok) {
        io.err(renderMsg(abortMessage(report).msg, io.lang))
        failed = true
        break
      }
      if (!a.json) io.out(describeImport(report, io.lang))
    }
  } finally {
    ws.close()
  }
  if (a.json) {
    const formats = [...new Set(reports.map((r) => r.format))]
    io.out(
      JSON.stringify({
        format: formats.length === 1 ? formats[0] : formats.join(','),
        items: sum(reports, 'items'),
        keys: sum(reports, 'keys'),
        skipped: sum(reports, 'skipped'),
        bank: path.resolve(a.bank),
        keysFile: path.resolve(a.keys ?? defaultKeysPath(a.bank)),
        ok: !failed,
        files: reports.map((r) => ({
          file: r.file,
          format: r.format,
          encoding: r.encoding,
          items: r.items,
          added: r.added,
          unchanged: r.unchanged,
          keys: r.keys,
          skipped: r.skipped,
          alreadyImported: r.alreadyImported,
          issues: formatIssues(r, 'en'),
        })),
      }),
    )
  }
  return failed ? 1 : 0
}

function sum(reports: ImportReport[], k: 'items' | 'keys' | 'skipped'): number {
  return reports.reduce((s, r) => s + (r.ok ? r[k] : 0), 0)
}

function describeImport(r: ImportReport, lang: Lang): string {
  const name = path.basename(r.file)
  if (r.alreadyImported) {
    return lang === 'zh'
      ? `${name}：此文件已于 ${r.importedAt} 导入（${r.items} 题），本次未做任何改动`
      : `${name}: already imported on ${r.importedAt} (${r.items} items); nothing changed`
  }
  return lang === 'zh'
    ? `${name}：${r.format}（${r.encoding}），新增 ${r.added} 题，已存在 ${r.unchanged} 题，答案 ${r.keys} 条，跳过 ${r.skipped} 条`
    : `${name}: ${r.format} (${r.encoding}), ${r.added} items added, ${r.unchanged} already present, ${r.keys} keys, ${r.skipped} skipped`
}

// ---------------------------------------------------------------- extract
export async function cmdExtract(argv: string[], io: Io): Promise<number> {
  const a = parseCommand(argv, { in: { type: 'string' } }, z.object({ in: z.string().min(1) }), (v) => ({ in: v.in }))
  const CaseSchema = z.object({
    id: z.union([z.string(), z.number()]),
    options: z.record(z.string(), z.string()).optional(),
    multi: z.boolean().default(false),
    output: z.string(),
  })
  const file = path.basename(a.in)
  const rl = readline.createInterface({ input: fs.createReadStream(a.in, { encoding: 'utf8' }), crlfDelay: Infinity })
  let line = 0
  let bad = 0
  for await (const text of rl) {
    line++
    if (!text.trim()) continue
    let value: unknown
    try {
      value = JSON.parse(line === 1 ? text.replace(/^\uFEFF/, '') : text)
    } catch (e) {
      io.err(renderMsg(m.caseLine({ file, line, detail: `not valid JSON (${(e as Error).message})` }), io.lang))
      bad++
      continue
    }
    const c = CaseSchema.safeParse(value)
    if (!c.success) {
      io.err(renderMsg(m.caseLine({ file, line, detail: c.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }), io.lang))
      bad++
      continue
    }
    const r = extractChoice(c.data.output, { options: c.data.options, multi: c.data.multi })
    io.out(JSON.stringify({ id: c.data.id, answer: r.answer, span: r.span }))
  }
  return bad > 0 ? 1 : 0
}

// ---------------------------------------------------------------- score
export async function cmdScore(argv: string[], io: Io): Promise<number> {
  const a = parseCommand(
    argv,
    { bank: { type: 'string' }, keys: { type: 'string' }, responses: { type: 'string' }, json: { type: 'boolean' }, seed: { type: 'string' } },
    z.object({ bank: z.string().min(1), keys: z.string().optional(), responses: z.string().min(1), json: z.boolean(), seed: z.coerce.number().int() }),
    (v) => ({ bank: v.bank, keys: v.keys, responses: v.responses, json: !!v.json, seed: v.seed ?? 20240601 }),
  )
  const text = fs.readFileSync(a.responses, 'utf8')
  const ws = openWorkspace(a.bank, a.keys, true)
  try {
    const summary = scoreResponsesText(ws, text, { seed: a.seed, fileName: path.basename(a.responses) })
    const problems = summary.problems.map((p) => renderMsg(p, io.lang))
    if (a.json) io.out(JSON.stringify({ ...summary, problems }))
    else {
      const fmt = (e: Estimate) => (e.mean === null ? '—' : `${e.mean.toFixed(1)} [${e.lo!.toFixed(1)}, ${e.hi!.toFixed(1)}] (n=${e.n})`)
      io.out(`${io.lang === 'zh' ? '总分' : 'overall'} ${fmt(summary.overall)}`)
      for (const d of summary.byDimension) io.out(`  ${d.track}/${d.dimension}: ${fmt(d)}`)
      for (const s of summary.bySpecialty) io.out(`  ${s.specialty}: ${fmt(s)}`)
    }
    for (const p of problems) io.err(p)
  } finally {
    ws.close()
  }
  return 0
}

// ---------------------------------------------------------------- search
export async function cmdSearch(argv: string[], io: Io): Promise<number> {
  const facetOpts = Object.fromEntries(FACETS.map((f) => [f, { type: 'string' as const, multiple: true as const }]))
  const a = parseCommand(
    argv,
    { bank: { type: 'string' }, keys: { type: 'string' }, limit: { type: 'string' }, offset: { type: 'string' }, json: { type: 'boolean' }, ...facetOpts },
    z.object({
      bank: z.string().min(1),
      query: z.string(),
      limit: z.coerce.number().int().min(0).max(100000),
      offset: z.coerce.number().int().min(0),
      json: z.boolean(),
      filters: z.record(z.string(), z.array(z.string())),
    }),
    (v, pos) => ({
      bank: v.bank,
      query: pos.join(' '),
      limit: v.limit ?? 20,
      offset: v.offset ?? 0,
      json: !!v.json,
      filters: Object.fromEntries(FACETS.filter((f) => v[f]).map((f) => [f, v[f] as string[]])),
    }),
  )
  const r = await withWorkspace(a.bank, undefined, true, (ws) =>
    ws.index.query({ search: a.query, filters: a.filters, offset: a.offset, limit: Math.max(1, a.limit) }),
  )
  const items = a.limit === 0 ? [] : r.rows
  if (a.json) io.out(JSON.stringify({ total: r.total, items }))
  else {
    io.out(io.lang === 'zh' ? `共 ${r.total} 题` : `${r.total} items`)
    for (const it of items) io.out(`${it.id}\t${it.stem.replace(/\s+/g, ' ').slice(0, 80)}`)
  }
  return 0
}

// ---------------------------------------------------------------- taxonomy
/** Prints the effective source-subject → taxonomy mapping, or saves one from a JSON file. */
export async function cmdTaxonomy(argv: string[], io: Io): Promise<number> {
  const a = parseCommand(argv, { bank: { type: 'string' }, set: { type: 'string' } },
    z.object({ bank: z.string().min(1), set: z.string().optional() }), (v) => ({ bank: v.bank, set: v.set }))
  const ws = openWorkspace(a.bank, undefined, false)
  try {
    if (a.set) {
      let mapping: unknown
      try {
        mapping = JSON.parse(fs.readFileSync(a.set, 'utf8').replace(/^\uFEFF/, ''))
      } catch (e) {
        throw new MbError(m.caseLine({ file: path.basename(a.set), line: 1, detail: `not valid JSON (${(e as Error).message})` }))
      }
      saveTaxonomy(ws.bank, mapping as Record<string, unknown>)
    }
    io.out(JSON.stringify(effectiveTaxonomy(ws.bank), null, 2))
  } finally {
    ws.close()
  }
  return 0
}

// ---------------------------------------------------------------- bank and keys transfer
async function passphrase(v: Record<string, unknown>): Promise<string> {
  if (typeof v['passphrase-env'] === 'string') {
    const val = process.env[v['passphrase-env']]
    if (!val) throw new MbError(m.envEmpty({ name: v['passphrase-env'] }))
    return val
  }
  if (typeof v['passphrase-file'] === 'string') return fs.readFileSync(v['passphrase-file'], 'utf8').replace(/\r?\n$/, '')
  throw new MbError(m.noPassphrase())
}

const passOpts = { 'passphrase-env': { type: 'string' as const }, 'passphrase-file': { type: 'string' as const } }

export async function cmdExportBank(argv: string[], io: Io): Promise<number> {
  const a = parseCommand(argv, { bank: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' } },
    z.object({ bank: z.string().min(1), out: z.string().min(1), json: z.boolean() }), (v) => ({ bank: v.bank, out: v.out, json: !!v.json }))
  const r = await withWorkspace(a.bank, undefined, true, (ws) => exportBank(ws, a.out))
  io.out(a.json ? JSON.stringify(r) : `${r.file}: ${r.items} items (no keys)`)
  return 0
}

export async function cmdExportKeys(argv: string[], io: Io): Promise<number> {
  const a = parseCommand(argv, { bank: { type: 'string' }, keys: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' }, ...passOpts },
    z.object({ bank: z.string().min(1), keys: z.string().optional(), out: z.string().min(1), json: z.boolean(), v: z.record(z.string(), z.unknown()) }),
    (v) => ({ bank: v.bank, keys: v.keys, out: v.out, json: !!v.json, v }))
  const pass = await passphrase(a.v)
  const r = await withWorkspace(a.bank, a.keys, true, (ws) => exportKeysEncrypted(ws, a.out, pass))
  io.out(a.json ? JSON.stringify(r) : `${r.file}: ${r.keys} keys, AES-256-GCM`)
  return 0
}

export async function cmdImportKeys(argv: string[], io: Io): Promise<number> {
  const a = parseCommand(argv, { bank: { type: 'string' }, keys: { type: 'string' }, in: { type: 'string' }, json: { type: 'boolean' }, ...passOpts },
    z.object({ bank: z.string().min(1), keys: z.string().optional(), in: z.string().min(1), json: z.boolean(), v: z.record(z.string(), z.unknown()) }),
    (v) => ({ bank: v.bank, keys: v.keys, in: v.in, json: !!v.json, v }))
  const pass = await passphrase(a.v)
  const r = await withWorkspace(a.bank, a.keys, true, (ws) => importKeysEncrypted(ws, a.in, pass))
  io.out(a.json ? JSON.stringify(r) : `${r.keys} keys read, ${r.added} new versions, ${r.unchanged} unchanged`)
  return 0
}
