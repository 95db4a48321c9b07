// Worker-thread entry: the upper half of a long audit log checked on its own read-only connection,
// while the calling thread checks the lower half (auditLog.ts joins the two at the seam).
import { workerData } from 'node:worker_threads'
import { answerOnWorker, type WorkerData } from '../workers/syncWorker'
import type { ChainPart } from '../core/audit/chain'
import { openReadOnly } from './db'
import { checkPart, type AuditPartRequest } from './auditLog'

answerOnWorker<AuditPartRequest, ChainPart>(workerData as WorkerData<AuditPartRequest>, (q) => {
  const db = openReadOnly(q.file)
  try {
    return checkPart(db, q.after, null)
  } finally {
    db.close()
  }
})
