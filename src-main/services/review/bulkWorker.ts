// Worker-thread entry: a whole round assigned or closed (review.assign, review.closeRound) on the
// worker's own connection to the bank, so the host's thread keeps answering every window meanwhile.
// The host holds its write lock for the duration (bulk.ts), so no other write of that host interleaves.
import { workerData } from 'node:worker_threads'
import { answerAsync, describeFailure, type AsyncWorkerData } from '../../workers/asyncWorker'
import { Workspace } from '../workspace'
import { startReview } from './assign'
import { closeRound } from './close'
import type { BulkRequest } from './bulk'

answerAsync<BulkRequest, unknown>(
  workerData as AsyncWorkerData<BulkRequest>,
  async (q) => {
    const ws = new Workspace(q.paths, { mmap: false })
    try {
      const actor = ws.bank.users.get(q.actorId)
      if (!actor) throw new Error(`profile ${q.actorId} is missing`)
      return q.kind === 'assign' ? await startReview(ws, actor, q.input) : await closeRound(ws, actor, q.input)
    } finally {
      ws.close()
    }
  },
  describeFailure,
)
