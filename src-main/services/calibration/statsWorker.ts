// Worker-thread entry for agreement reports (offThread.ts): a ratings file's report, a preference set's,
// or a grading session's calibration read through the worker's own connection to the runs file.
import { workerData } from 'node:worker_threads'
import { answerAsync, describeFailure, type AsyncWorkerData } from '../../workers/asyncWorker'
import { Workspace } from '../workspace'
import { calibrate } from '../grading/gradingService'
import { agreementWithDetail } from './agreement'
import { preferenceOfFile } from './preferenceFile'
import type { StatsRequest } from './offThread'

answerAsync<StatsRequest, unknown>(
  workerData as AsyncWorkerData<StatsRequest>,
  async (q) => {
    const bytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength)
    if (q.kind === 'file') return agreementWithDetail(q.name, bytes(q.bytes), q.opts)
    if (q.kind === 'preference') return preferenceOfFile(q.name, bytes(q.bytes), q.opts)
    const ws = new Workspace(q.paths, { mmap: false })
    try {
      return calibrate(ws, q.session, q.opts)
    } finally {
      ws.close()
    }
  },
  describeFailure,
)
