// Worker-thread entry: slices of a batch of choice answers read here while the calling thread reads
// others (readSplit.ts). Kept for the whole pass, so the reader's code warms up once.
import { workerData } from 'node:worker_threads'
import { packReadings, packedTransfer, readChoiceBatch, type ChoiceBatch, type PackedReadings } from '../../core/score/readBatch'
import { serveOnWorker, type KeptWorkerData } from '../../workers/syncWorker'

serveOnWorker<ChoiceBatch, PackedReadings>(workerData as KeptWorkerData, (b) => packReadings(b, readChoiceBatch(b)), packedTransfer)
