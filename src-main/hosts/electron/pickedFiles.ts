// The files the user chose in the native picker, remembered for a while so the import that follows
// may read them. The page itself can name any path it likes; Electron's import reads only paths from
// this list, so a compromised page cannot read ~/.ssh by asking for it. One list per window.

/** Long enough to set options, fail, fix and retry an import; short enough not to linger for days. */
export const PICK_TTL_MS = 60 * 60 * 1000
/** Far more than one import takes (50 files); only bounds the memory. */
const MAX_REMEMBERED = 1000

export class PickedFiles {
  private readonly until = new Map<string, number>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = PICK_TTL_MS,
  ) {}

  /** Remembers what the picker returned; picking a file again restarts its time. */
  remember(paths: readonly string[]): void {
    const t = this.now()
    this.prune(t)
    for (const p of paths) {
      this.until.delete(p) // re-insert so the Map's order stays oldest-first
      this.until.set(p, t + this.ttlMs)
    }
    for (const key of this.until.keys()) {
      if (this.until.size <= MAX_REMEMBERED) break
      this.until.delete(key)
    }
  }

  /**
   * Whether `p` is, character for character, a path the picker returned, and still fresh. No
   * normalising: `picked/link/../x` names another file than it seems to once `link` is a symlink.
   */
  allows(p: string): boolean {
    const until = this.until.get(p)
    return until !== undefined && until > this.now()
  }

  private prune(t: number): void {
    for (const [key, until] of this.until) if (until <= t) this.until.delete(key)
  }
}
