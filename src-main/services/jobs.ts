// Long operations (imports of large files) run as jobs that any host can poll, so progress works the
// same over Electron IPC and the HTTP bridge without a push channel.
import crypto from 'node:crypto'
import type { Msg } from '../core/messages'

export type JobState = 'running' | 'done' | 'failed'

export interface Job<P = unknown, R = unknown> {
  id: string
  kind: string
  state: JobState
  progress: P | null
  result: R | null
  error: Msg | null
  startedAt: string
  finishedAt: string | null
}

export class JobRegistry {
  private jobs = new Map<string, Job>()

  start<P, R>(kind: string, work: (report: (p: P) => void) => Promise<R>, toMsg: (e: unknown) => Msg): Job<P, R> {
    const job: Job<P, R> = {
      id: crypto.randomUUID(),
      kind,
      state: 'running',
      progress: null,
      result: null,
      error: null,
      startedAt: new Date().toISOString(),
      finishedAt: null,
    }
    this.jobs.set(job.id, job as Job)
    this.prune()
    work((p) => {
      job.progress = p
    }).then(
      (r) => {
        job.result = r
        job.state = 'done'
        job.finishedAt = new Date().toISOString()
      },
      (e) => {
        job.error = toMsg(e)
        job.state = 'failed'
        job.finishedAt = new Date().toISOString()
      },
    )
    return job
  }

  get(id: string): Job | undefined {
    return this.jobs.get(id)
  }

  /** Finished jobs are kept for a while so a slow poller still sees the result. */
  private prune(): void {
    if (this.jobs.size < 50) return
    for (const [id, j] of this.jobs) if (j.state !== 'running' && this.jobs.size >= 50) this.jobs.delete(id)
  }
}
