// Worker-thread entry: parses one file with the ordinary pipeline and posts its results in batches,
// so a large import parses on one core while the main thread writes to SQLite on the other. When asked,
// it also gathers the records' search bigrams (core/search/segments.ts), numbering the records 1, 2, 3…
// (PreparedItem.seq), and posts them as raw segments for the writing thread to encode and store.
import fs from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { MbError, coreMessages } from '../core/messages'
import { SegmentBuilder, rawSegmentBuffers } from '../core/search/segments'
import { parseFile } from './pipeline'
import type { ParseFileOptions } from './pipeline'
import { prepare } from './prepared'
import type { PreparedResult } from './prepared'
import type { MainMessage, WorkerMessage, WorkerRequest } from './parseInWorker'

const BATCH = 1000
/** Batches sent but not yet taken by the main thread; past this the worker waits. */
const MAX_IN_FLIGHT = 8

let inFlight = 0
let resume: (() => void) | null = null
parentPort!.on('message', (m: MainMessage) => {
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

/** Posts the segment gathered so far, after every record it covers (their batches went first). */
function sendSegment(segments: SegmentBuilder): void {
  if (segments.empty) return
  const segment = segments.takeRaw()
  parentPort!.postMessage({ type: 'segment', segment } satisfies WorkerMessage, rawSegmentBuffers(segment))
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
  const segments = req.postings ? new SegmentBuilder() : null
  let batch: PreparedResult[] = []
  let seq = 0
  for await (const r of parsed.results) {
    const p = prepare(r, r.ok ? ++seq : 0)
    if (p.ok) segments?.add(p.seq, p.text)
    batch.push(p)
    if (batch.length >= BATCH) {
      await send(batch, bytesRead)
      batch = []
      if (segments?.full) sendSegment(segments)
    }
  }
  if (batch.length > 0) await send(batch, bytesRead)
  if (segments) sendSegment(segments)
  port.postMessage({ type: 'end' } satisfies WorkerMessage)
  parentPort!.unref()
}

run(workerData as WorkerRequest).catch((e) => {
  const msg = e instanceof MbError ? e.msg : coreMessages.internal({ detail: e instanceof Error ? e.message : String(e) })
  parentPort!.postMessage({ type: 'error', msg } satisfies WorkerMessage)
})
