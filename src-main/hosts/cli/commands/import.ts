// medbench import FILE... : the import.start operation, polled through job.get like the window does.
import path from 'node:path'
import { defineMessages, renderMsg } from '../../../core/messages'
import type { Lang } from '../../../core/messages'
import { formatTime } from '../../../core/messages'
import type { ImportFileResult, ImportJobResult, OpInput } from '../../../ops/table'
import { defaultKeysPath } from '../../../services/workspace'
import { cliMessages, parseCommand, UsageError } from '../args'
import { BANK_OPTIONS, withBank } from './common'
import type { Command } from './common'

const m = defineMessages('cliImport', {
  aborted: {
    zh: (p) => `未导入任何内容：${p.detail}`,
    en: (p) => `nothing was imported: ${p.detail}`,
  },
  abortedRecords: {
    zh: (p) => `${p.file} 有 ${p.count} 条无效记录（可用 --skip-invalid 跳过无效记录）`,
    en: (p) => `${p.file} has ${p.count} invalid record(s) (use --skip-invalid to import the valid ones)`,
  },
  heldBack: {
    zh: (p) => `${p.file} 没有问题，但因同批其他文件有误而未导入`,
    en: (p) => `${p.file} is fine but was not imported because another file of this import failed`,
  },
  badMap: {
    zh: (p) => `--map 应写成 字段=列名（收到“${p.value}”）`,
    en: (p) => `--map takes field=column (got "${p.value}")`,
  },
})

const USAGE = `medbench import FILE... --bank B [--keys K] [--as NAME] [--skip-invalid] [--format auto|cmmlu|cmexam|cmb-clin|cmtmedqa|medbench|jsonl|csv|xlsx]
                [--map field=column]... [--key-file F] [--encoding utf-8|gb18030] [--json]
  Several files are one import: all are checked, and nothing is written unless all are clean.`

export const importCommand: Command = {
  name: 'import',
  usage: USAGE,
  async run(argv, io) {
    const { values: v, positionals } = parseCommand(
      'import',
      argv,
      {
        ...BANK_OPTIONS,
        'skip-invalid': { type: 'boolean' },
        format: { type: 'string' },
        map: { type: 'string', multiple: true },
        'key-file': { type: 'string' },
        encoding: { type: 'string' },
      },
    )
    if (positionals.length === 0) throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'FILE' }), command: 'import' }))
    const mapping: Record<string, string> = {}
    for (const e of (v.map as string[] | undefined) ?? []) {
      const eq = e.indexOf('=')
      if (eq <= 0 || eq === e.length - 1) throw new UsageError(cliMessages.usage({ detail: m.badMap({ value: e }), command: 'import' }))
      mapping[e.slice(0, eq)] = e.slice(eq + 1)
    }
    const input = {
      files: positionals.map((p) => ({ path: p })),
      format: (v.format as string | undefined) ?? 'auto',
      mapping,
      skipInvalid: !!v['skip-invalid'],
      keyFile: v['key-file'] ? { path: v['key-file'] as string } : undefined,
      encoding: v.encoding as string | undefined,
    } as OpInput<'import.start'>
    return withBank('import', v, io, { mustExist: false, labels: { files: 'FILE', keyFile: '--key-file' } }, async ({ call, ctx }) => {
      const { jobId } = await call('import.start', input)
      const showProgress = process.stderr.isTTY && !v.json
      let job = await call('job.get', { jobId })
      while (job.state === 'running') {
        await new Promise((r) => setTimeout(r, 200))
        job = await call('job.get', { jobId })
        if (showProgress && job.progress) {
          const p = job.progress
          const pct = Math.round((100 * p.bytesRead) / Math.max(1, p.bytesTotal))
          process.stderr.write(`\r${path.basename(p.file)} (${p.fileIndex + 1}/${p.fileCount}): ${p.records} … ${pct}%`)
        }
      }
      if (showProgress) process.stderr.write('\r\x1b[K')
      if (job.state === 'failed') {
        io.err(job.error![io.lang])
        return 1
      }
      const result = job.result!
      for (const f of result.files) for (const i of f.issues) io.err(i[io.lang])
      for (const f of result.files) if (f.error) io.err(f.error[io.lang])
      if (!result.ok) {
        for (const f of result.files) {
          if (f.report && f.report.invalid === 0 && !f.report.alreadyImported && !f.error) io.err(renderMsg(m.heldBack({ file: f.name }), io.lang))
        }
        io.err(renderMsg(m.aborted({ detail: abortReason(result, io.lang) }), io.lang))
      }
      const bank = ctx.ws.paths.bank
      if (v.json) io.out(JSON.stringify(jsonReport(result, bank, ctx.ws.paths.keys ?? defaultKeysPath(bank))))
      else if (result.ok) for (const f of result.files) io.out(describe(f, io.lang))
      return result.ok ? 0 : 1
    })
  },
}

function abortReason(result: ImportJobResult, lang: Lang): string {
  const bad = result.files.find((f) => f.error || (f.report && f.report.invalid > 0))
  if (!bad) return ''
  if (bad.error) return bad.error[lang]
  return renderMsg(m.abortedRecords({ file: bad.name, count: bad.report!.invalid }), lang)
}

function sum(result: ImportJobResult, k: 'items' | 'keys' | 'skippedRecords' | 'skippedItems'): number {
  return result.files.reduce((s, f) => s + (f.report && f.report.ok ? f.report[k] : 0), 0)
}

/** The --json contract: totals, the files written, and every file's outcome. */
function jsonReport(result: ImportJobResult, bank: string, keys: string) {
  const formats = [...new Set(result.files.flatMap((f) => (f.report ? [f.report.format] : [])))]
  return {
    format: formats.length === 1 ? formats[0] : formats.join(','),
    items: sum(result, 'items'),
    keys: sum(result, 'keys'),
    skipped: sum(result, 'skippedRecords'),
    skippedRecords: sum(result, 'skippedRecords'),
    skippedItems: sum(result, 'skippedItems'),
    bank: path.resolve(bank),
    keysFile: path.resolve(keys),
    ok: result.ok,
    files: result.files.map((f) => fileJson(f)),
  }
}

function fileJson(f: ImportFileResult) {
  const r = f.report
  return {
    file: f.name,
    ok: f.ok,
    format: r?.format ?? null,
    encoding: r?.encoding ?? null,
    items: r?.items ?? 0,
    added: r?.added ?? 0,
    unchanged: r?.unchanged ?? 0,
    keys: r?.keys ?? 0,
    skipped: r?.skippedRecords ?? 0,
    skippedRecords: r?.skippedRecords ?? 0,
    skippedItems: r?.skippedItems ?? 0,
    invalid: r?.invalid ?? 0,
    alreadyImported: r?.alreadyImported ?? false,
    error: f.error?.en ?? null,
    issues: f.issues.map((i) => i.en),
  }
}

function describe(f: ImportFileResult, lang: Lang): string {
  const r = f.report!
  if (r.alreadyImported) {
    const when = formatTime(r.importedAt!, lang)
    return lang === 'zh'
      ? `${f.name}：此文件已于 ${when} 导入（${r.items} 题），本次未做任何改动`
      : `${f.name}: already imported on ${when} (${r.items} items); nothing changed`
  }
  return lang === 'zh'
    ? `${f.name}：${r.format}（${r.encoding}），新增 ${r.added} 题，已存在 ${r.unchanged} 题，答案 ${r.keys} 条，跳过 ${r.skippedRecords} 条记录（${r.skippedItems} 题）`
    : `${f.name}: ${r.format} (${r.encoding}), ${r.added} items added, ${r.unchanged} already present, ${r.keys} keys, ${r.skippedRecords} records skipped (${r.skippedItems} items)`
}
