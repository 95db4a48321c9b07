// A promise queue: one writer at a time per workspace, in arrival order. It knows what is running, so
// a short write (an editor's save) arriving during a long one (an import) can be told so at once
// instead of hanging until the import ends.
export class WriteLock {
  private tail: Promise<unknown> = Promise.resolve()
  private running: string | null = null
  private queued = 0

  run<T>(fn: () => Promise<T> | T, kind = 'write'): Promise<T> {
    this.queued++
    const wrapped = async () => {
      this.queued--
      this.running = kind
      try {
        return await fn()
      } finally {
        this.running = null
      }
    }
    const next = this.tail.then(wrapped, wrapped)
    this.tail = next.catch(() => undefined)
    return next
  }

  /** The kind of write in progress (or waiting), e.g. 'import'; null when the bank is free. */
  get busyWith(): string | null {
    return this.running
  }
}
