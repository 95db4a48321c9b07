// A bank that another process is writing (a CLI import, a second window) answers SQLITE_BUSY after
// a short wait. Writers announce themselves in a small file beside the bank while they hold the
// write lock, so the one who has to wait is told who and what, instead of "internal error".
import fs from 'node:fs'
import { MbError, at, defineMessages } from '../core/messages'

const m = defineMessages('busy', {
  bankBusyImport: {
    zh: (p) => `题库正忙：${p.who}正在导入 ${p.file}（开始于 ${p.since}）。请在导入完成后重试，您的修改仍保留在编辑器中。`,
    en: (p) => `bank busy: import in progress (${p.file}, by ${p.who}, since ${p.since}). Try again when it has finished; your edit is kept.`,
  },
  bankBusy: {
    zh: () => '题库正忙：另一个程序正在写入。请稍后重试，您的修改仍保留在编辑器中。',
    en: () => 'bank busy: another program is writing to it. Try again shortly; your edit is kept.',
  },
})

export interface WriterInfo {
  pid: number
  kind: 'import'
  file: string
  who: string
  since: string
}

const infoPath = (bankPath: string) => `${bankPath}.writer.json`

/** Announces a long write for as long as `fn` runs. */
export async function announceWriter<T>(bankPath: string, info: Omit<WriterInfo, 'pid'>, fn: () => Promise<T>): Promise<T> {
  const file = infoPath(bankPath)
  try {
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, ...info }))
  } catch {
    // read-only folder: the wait message is then the generic one
  }
  try {
    return await fn()
  } finally {
    fs.rmSync(file, { force: true })
  }
}

export function currentWriter(bankPath: string): WriterInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(infoPath(bankPath), 'utf8')) as WriterInfo
    process.kill(info.pid, 0) // throws when that process is gone: its note is stale
    return info
  } catch {
    return null
  }
}

export function isBusy(e: unknown): boolean {
  const code = (e as { code?: string })?.code
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED'
}

/** The message for a write refused because the bank is locked by someone else. */
export function busyError(bankPath: string): MbError {
  const w = currentWriter(bankPath)
  return new MbError(w ? m.bankBusyImport({ who: w.who, file: w.file, since: at(w.since) }) : m.bankBusy())
}

/** Runs a write; a lock held elsewhere becomes the clear "bank busy" message. */
export function mapBusy<T>(bankPath: string, fn: () => T): T {
  try {
    return fn()
  } catch (e) {
    if (isBusy(e)) throw busyError(bankPath)
    throw e
  }
}
