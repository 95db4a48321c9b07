// A workspace is one bank file with its keys file, opened together. Every host (Electron, the web
// bridge, the CLI) works through one of these, so they read and write the same way.
import path from 'node:path'
import { BankStore } from '../store/bankStore'
import { KeyStore } from '../store/keyStore'
import { BankIndex } from '../store/bankIndex'
import { WriteLock } from './writeLock'
import { RunManager } from './runs/runManager'

export interface WorkspacePaths {
  bank: string
  keys: string
  /** Evaluation runs (default: runs.db beside the bank). */
  runs?: string
}

export class Workspace {
  readonly bank: BankStore
  readonly keys: KeyStore
  readonly index: BankIndex
  /** Serialises writers: an import and an editor save never interleave. */
  readonly writes = new WriteLock()
  readonly paths: Required<WorkspacePaths>
  private runManager: RunManager | null = null

  /** Bumped whenever the bank or keys changed, by this process or another; the UI polls it. */
  private generation = 1
  private seenVersions: [number, number]

  constructor(paths: WorkspacePaths, opts: { mmap?: boolean } = {}) {
    // Absolute, so reports and app.info say exactly which files were used.
    this.paths = {
      bank: path.resolve(paths.bank),
      keys: path.resolve(paths.keys),
      runs: path.resolve(paths.runs ?? path.join(path.dirname(paths.bank), 'runs.db')),
    }
    // A host serving the bank view reads (queries, searches) through a memory map; imports write
    // through their own connections. One-shot commands skip it: mapped pages they touch once would
    // only swell their resident size.
    this.bank = new BankStore(this.paths.bank, opts.mmap === false ? {} : { mmapMb: 1024 })
    try {
      this.keys = new KeyStore(this.paths.keys)
    } catch (e) {
      this.bank.close()
      throw e
    }
    this.index = new BankIndex(this.bank)
    this.recoverPendingImports()
    this.seenVersions = this.dataVersions()
  }

  /**
   * A crash between the keys commit and the bank commit of an import leaves keys the bank never saw;
   * they are dropped so they are never served and a retried import starts clean. The check runs
   * under the bank's write lock, so an import still committing in another process is waited for
   * rather than mistaken for a crashed one.
   */
  private recoverPendingImports(): void {
    for (const mark of this.keys.pendingImports()) {
      try {
        this.bank.db
          .transaction(() => {
            if (this.bank.hasImport(mark)) this.keys.clearPendingImport(mark)
            else this.keys.dropImport(mark)
          })
          .immediate()
      } catch (e) {
        // Still busy after the wait: that import is alive and will clear its own mark.
        if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e
      }
    }
  }

  private dataVersions(): [number, number] {
    return [this.bank.db.pragma('data_version', { simple: true }) as number, this.keys.db.pragma('data_version', { simple: true }) as number]
  }

  /**
   * Notices commits made through other connections (another process, a second window, this
   * process's import connections): SQLite's data_version moves. Derived in-memory state is dropped
   * then. Cheap (two pragmas); the hosts call it before every operation.
   */
  syncExternalChanges(): boolean {
    const now = this.dataVersions()
    const [bank, keys] = this.seenVersions
    if (now[0] === bank && now[1] === keys) return false
    this.seenVersions = now
    if (now[0] !== bank) this.index.invalidate()
    this.generation++
    return true
  }

  /** This connection wrote (its own writes do not move its data_version). */
  changed(): void {
    this.generation++
  }

  get changeCounter(): number {
    return this.generation
  }

  /** The workspace's runs; runs.db is opened on first use. */
  get runs(): RunManager {
    this.runManager ??= new RunManager(this, this.paths.runs)
    return this.runManager
  }

  close(): void {
    this.runManager?.close()
    this.bank.close()
    this.keys.close()
  }
}

/** Keys live beside the bank unless told otherwise: bank.db → bank.keys.db. */
export function defaultKeysPath(bankPath: string): string {
  const dir = path.dirname(bankPath)
  const base = path.basename(bankPath).replace(/\.db$/i, '')
  return path.join(dir, `${base}.keys.db`)
}
