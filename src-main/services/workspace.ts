// A workspace is one bank file with its keys file, opened together. Every host (Electron, the web
// bridge, the CLI) works through one of these, so they read and write the same way.
import path from 'node:path'
import { BankStore } from '../store/bankStore'
import { KeyStore } from '../store/keyStore'
import { BankIndex } from '../store/bankIndex'
import { WriteLock } from './writeLock'

export interface WorkspacePaths {
  bank: string
  keys: string
}

export class Workspace {
  readonly bank: BankStore
  readonly keys: KeyStore
  readonly index: BankIndex
  /** Serialises writers: an import and an editor save never interleave. */
  readonly writes = new WriteLock()
  /** Who is acting, recorded in every version and audit entry. */
  author: string

  readonly paths: WorkspacePaths

  constructor(paths: WorkspacePaths, opts: { author?: string } = {}) {
    // Absolute, so reports and app.info say exactly which files were used.
    this.paths = { bank: path.resolve(paths.bank), keys: path.resolve(paths.keys) }
    this.bank = new BankStore(this.paths.bank)
    try {
      this.keys = new KeyStore(this.paths.keys)
    } catch (e) {
      this.bank.close()
      throw e
    }
    this.index = new BankIndex(this.bank)
    this.author = opts.author ?? defaultAuthor()
    // A crash between the keys commit and the bank commit of an import leaves keys the bank never
    // saw; they are dropped so a retried import starts clean.
    // The check runs under the bank's write lock, so an import still committing in another
    // process is waited for rather than mistaken for a crashed one.
    const pending = this.keys.pendingImport()
    if (pending) {
      try {
        this.bank.db
          .transaction(() => {
            if (!this.bank.hasImport(pending)) this.keys.dropImport(pending)
            this.keys.clearPendingImport()
          })
          .immediate()
      } catch (e) {
        // Still busy after the wait: that import is alive and will clear its own mark.
        if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e
      }
    }
  }

  close(): void {
    this.bank.close()
    this.keys.close()
  }
}

export function defaultAuthor(): string {
  return process.env.MEDBENCH_USER || process.env.USER || process.env.USERNAME || 'local'
}

/** Keys live beside the bank unless told otherwise: bank.db → bank.keys.db. */
export function defaultKeysPath(bankPath: string): string {
  const dir = path.dirname(bankPath)
  const base = path.basename(bankPath).replace(/\.db$/i, '')
  return path.join(dir, `${base}.keys.db`)
}
