// Worker-thread entry: the upper half of a long audit log checked on its own read-only connection,
// while the calling thread checks the lower half (auditLog.ts joins the two at the seam).
import { workerData } from 'node:worker_threads'
import { answerOnWorker, type WorkerData } from '../workers/syncWorker'
import type { ChainPart } from '../core/audit/chain'
import { openReadOnly } from './db'
import { checkPart, type AuditPartRequest } from './auditLog'

answerOnWorker<AuditPartRequest, ChainPart>(workerData as WorkerData<AuditPartRequest>, (q) => {
  // One pass in seq order reads each page once: a small page cache is enough.
  const db = openReadOnly(q.file, { cacheMb: 8 })
  try {
    return checkPart(db, q.after, null)
  } finally {
    db.close()
  }
})
