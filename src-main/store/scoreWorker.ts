// Worker-thread entry: one range of a run's items scored from their readings (runScoring.ts), on its
// own read-only connection, while the main thread reads the other range.
import { workerData } from 'node:worker_threads'
import { answerOnWorker, type WorkerData } from '../workers/syncWorker'
import { itemColumns, openScoring, type ItemColumns, type ItemsRequest } from './runScoring'

answerOnWorker<ItemsRequest, ItemColumns>(
  workerData as WorkerData<ItemsRequest>,
  (q) => {
    const db = openScoring(q.runsFile, q.keysFile)
    if (!db) throw new Error(`cannot open ${q.runsFile} with ${q.keysFile}`)
    try {
      return db.transaction(() => itemColumns(db, q.runId, q.from, q.to, q.cap))()
    } finally {
      db.close()
    }
  },
  (c) => [c.versions.buffer, c.keyVersions.buffer, c.grp.buffer, c.n.buffer, c.hits.buffer, c.inferredHits.buffer, c.keyed.buffer] as ArrayBuffer[],
)
