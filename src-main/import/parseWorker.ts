// Worker-thread entry: parses one file with the ordinary pipeline and posts its results in batches,
// so a large import parses on one core while the main thread writes to SQLite on the other.
import fs from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { MbError, coreMessages } from '../core/messages'
import { parseFile } from './pipeline'
import type { ParseFileOptions } from './pipeline'
import { prepare } from './prepared'
import type { PreparedResult } from './prepared'
import type { WorkerMessage, WorkerRequest } from './parseInWorker'

const BATCH = 1000
/** Batches sent but not yet taken by the main thread; past this the worker waits. */
const MAX_IN_FLIGHT = 8

let inFlight = 0
let resume: (() => void) | null = null
parentPort!.on('message', (m: { type: string }) => {
  if (m.type === 'taken') {
    inFlight--
    resume?.()
  }
})

async function send(results: PreparedResult[], bytesRead: number): Promise<void> {
  inFlight++
  parentPort!.postMessage({ type: 'batch', results, bytesRead } satisfies WorkerMessage)
  while (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((r) => (resume = r))
  resume = null
}

async function run(req: WorkerRequest): Promise<void> {
  const port = parentPort!
  let bytesRead = 0
  const opts: ParseFileOptions = {
    fileName: req.fileName,
    format: req.format,
    mapping: req.mapping,
    taxonomy: req.taxonomy,
    encoding: req.encoding,
    chunks: async function* () {
      for await (const c of fs.createReadStream(req.path, { highWaterMark: 1 << 20 })) {
        bytesRead += (c as Buffer).length
        yield c as Buffer
      }
    },
  }
  const parsed = await parseFile(opts)
  port.postMessage({ type: 'head', format: parsed.format, kind: parsed.kind, encoding: parsed.encoding } satisfies WorkerMessage)
  let batch: PreparedResult[] = []
  for await (const r of parsed.results) {
    batch.push(prepare(r))
    if (batch.length >= BATCH) {
      await send(batch, bytesRead)
      batch = []
    }
  }
  if (batch.length > 0) await send(batch, bytesRead)
  port.postMessage({ type: 'end' } satisfies WorkerMessage)
  parentPort!.unref()
}

run(workerData as WorkerRequest).catch((e) => {
  const msg = e instanceof MbError ? e.msg : coreMessages.internal({ detail: e instanceof Error ? e.message : String(e) })
  parentPort!.postMessage({ type: 'error', msg } satisfies WorkerMessage)
})
