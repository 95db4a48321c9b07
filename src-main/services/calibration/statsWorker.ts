// Worker-thread entry for agreement reports (offThread.ts): a ratings file's report, or a grading
// session's calibration read through the worker's own connection to the runs file.
import { workerData } from 'node:worker_threads'
import { answerAsync, describeFailure, type AsyncWorkerData } from '../../workers/asyncWorker'
import { Workspace } from '../workspace'
import { calibrate } from '../grading/gradingService'
import { agreementWithDetail } from './agreement'
import type { StatsRequest } from './offThread'

answerAsync<StatsRequest, unknown>(
  workerData as AsyncWorkerData<StatsRequest>,
  async (q) => {
    if (q.kind === 'file') return agreementWithDetail(q.name, Buffer.from(q.bytes.buffer, q.bytes.byteOffset, q.bytes.byteLength), q.opts)
    const ws = new Workspace(q.paths, { mmap: false })
    try {
      return calibrate(ws, q.session, q.opts)
    } finally {
      ws.close()
    }
  },
  describeFailure,
)
