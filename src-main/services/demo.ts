// The built-in demo bank: made on first start from the Apache/MIT-licensed files in resources/demo
// (see resources/demo/ATTRIBUTION.md). It is built in a scratch folder and moved into place only
// when complete, so a start that is killed half way leaves no half-made bank behind.
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages, renderMsg } from '../core/messages'
import { Workspace } from './workspace'
import { SYSTEM_ACTOR } from '../core/actors'
import type { WorkspacePaths } from './workspace'
import { importFile } from './importService'
import type { FormatName } from '../import/types'

interface DemoEntry {
  file: string
  format: FormatName | 'auto'
  mapping?: Record<string, string>
}

const m = defineMessages('demo', {
  demoBroken: {
    zh: (p) => `内置示例题库文件 ${p.file} 无法导入：${p.detail}`,
    en: (p) => `the built-in demo file ${p.file} could not be imported: ${p.detail}`,
  },
})

export function demoPaths(dataDir: string): WorkspacePaths {
  return { bank: path.join(dataDir, 'demo', 'demo.db'), keys: path.join(dataDir, 'demo', 'demo.keys.db') }
}

export async function ensureDemoBank(dataDir: string, demoDir: string): Promise<WorkspacePaths> {
  const target = demoPaths(dataDir)
  if (fs.existsSync(target.bank) && fs.existsSync(target.keys)) return target
  const scratch = path.join(dataDir, 'demo', `.building-${process.pid}`)
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.mkdirSync(scratch, { recursive: true })
  const tmp = { bank: path.join(scratch, 'demo.db'), keys: path.join(scratch, 'demo.keys.db') }
  const entries = JSON.parse(fs.readFileSync(path.join(demoDir, 'manifest.json'), 'utf8')) as DemoEntry[]
  const ws = new Workspace(tmp)
  try {
    for (const e of entries) {
      const report = await importFile(ws, path.join(demoDir, e.file), {
        format: e.format,
        mapping: e.mapping ?? {},
        skipInvalid: false,
        actor: SYSTEM_ACTOR,
      })
      if (!report.ok) {
        const first = report.issues[0]
        throw new MbError(m.demoBroken({ file: e.file, detail: first ? `${first.line}: ${renderMsg(first.reason, 'en')}` : 'unknown' }))
      }
    }
  } finally {
    ws.close()
  }
  fs.renameSync(tmp.keys, target.keys)
  fs.renameSync(tmp.bank, target.bank)
  fs.rmSync(scratch, { recursive: true, force: true })
  return target
}
