// Files handed to an operation: by path from the hosts that may read the machine's files (the CLI;
// Electron only for paths its native file picker returned), by content from any host (the browser
// uploads). Either way the operation gets a path to read and the name its messages should cite.
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'
import { MbError, defineMessages } from '../core/messages'
import type { OpContext } from './define'

const m = defineMessages('files', {
  pathsNotAllowed: {
    zh: () => '浏览器模式下只能上传文件内容，不能按路径读取本机文件',
    en: () => 'in the browser, files are uploaded by content; local paths cannot be read',
  },
  pathNotPicked: {
    zh: (p) => `不能读取 ${p.path}：只能导入在“选择文件”对话框中选中的文件，请重新选择`,
    en: (p) => `cannot read ${p.path}: only files chosen in the file picker can be imported; choose the file again`,
  },
  uploadTooLarge: {
    zh: (p) => `文件 ${p.name} 太大（${p.mb} MB）；请用命令行 medbench import 导入大文件`,
    en: (p) => `file ${p.name} is too large (${p.mb} MB); import large files with the medbench import command`,
  },
  fileMissing: {
    zh: (p) => `找不到文件：${p.file}`,
    en: (p) => `no such file: ${p.file}`,
  },
  notAFile: {
    zh: (p) => `不是文件（是文件夹？）：${p.file}`,
    en: (p) => `not a file (a folder?): ${p.file}`,
  },
  writeNotAllowed: {
    zh: () => '此处不能直接写入本机路径；请用命令行（medbench）完成',
    en: () => 'this host cannot write to a local path; use the medbench command line',
  },
})

export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024

export const FileInput = z.union([
  z.object({ path: z.string().min(1).max(4096) }),
  z.object({ name: z.string().min(1).max(255), contentBase64: z.string() }),
])
export type FileInput = z.output<typeof FileInput>

export interface StagedFile {
  /** The name messages cite. */
  name: string
  path: string
  /** A private copy of uploaded content, removed by `release`. */
  temp: boolean
}

/** Checks a path the caller gave: allowed for this host, and an existing file. */
export function readablePath(ctx: OpContext, p: string): string {
  if (ctx.host === 'http') throw new MbError(m.pathsNotAllowed())
  if (ctx.host === 'electron' && !(ctx.canReadPath?.(p) ?? false)) throw new MbError(m.pathNotPicked({ path: p }))
  let st: fs.Stats
  try {
    st = fs.statSync(p)
  } catch {
    throw new MbError(m.fileMissing({ file: p }))
  }
  if (!st.isFile()) throw new MbError(m.notAFile({ file: p }))
  return p
}

/** A path the caller wants written: only the CLI writes where it is told to. */
export function writablePath(ctx: OpContext, p: string): string {
  if (ctx.host !== 'cli') throw new MbError(m.writeNotAllowed())
  return p
}

export function stageFiles(ctx: OpContext, files: FileInput[]): StagedFile[] {
  const staged: StagedFile[] = []
  try {
    for (const f of files) {
      if ('path' in f) {
        staged.push({ name: path.basename(f.path), path: readablePath(ctx, f.path), temp: false })
        continue
      }
      const bytes = Buffer.from(f.contentBase64, 'base64')
      if (bytes.length > MAX_UPLOAD_BYTES) throw new MbError(m.uploadTooLarge({ name: f.name, mb: Math.round(bytes.length / 1e6) }))
      // The original name is kept (in a private folder) because messages cite it: "file.csv:12: …".
      const dir = path.join(ctx.uploadsDir, crypto.randomUUID())
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
      const target = path.join(dir, path.basename(f.name))
      fs.writeFileSync(target, bytes, { mode: 0o600 })
      staged.push({ name: f.name, path: target, temp: true })
    }
  } catch (e) {
    releaseFiles(staged)
    throw e
  }
  return staged
}

export function releaseFiles(files: StagedFile[]): void {
  for (const f of files) if (f.temp) fs.rmSync(path.dirname(f.path), { recursive: true, force: true })
}

/** Reads one file input as text (responses, mappings): small files only. */
export function readTextInput(ctx: OpContext, f: FileInput): { name: string; text: string } {
  if ('path' in f) return { name: path.basename(f.path), text: fs.readFileSync(readablePath(ctx, f.path), 'utf8') }
  const bytes = Buffer.from(f.contentBase64, 'base64')
  if (bytes.length > MAX_UPLOAD_BYTES) throw new MbError(m.uploadTooLarge({ name: f.name, mb: Math.round(bytes.length / 1e6) }))
  return { name: f.name, text: bytes.toString('utf8') }
}

export function readBytesInput(ctx: OpContext, f: FileInput): { name: string; bytes: Buffer } {
  if ('path' in f) return { name: path.basename(f.path), bytes: fs.readFileSync(readablePath(ctx, f.path)) }
  return { name: f.name, bytes: Buffer.from(f.contentBase64, 'base64') }
}
