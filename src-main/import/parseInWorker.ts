// Runs parseFile on a worker thread for large files and hands back the same ParsedFile shape, so the
// import service does not care where parsing happened. Batches flow with back-pressure: the worker
// runs ahead by a bounded number of batches, never the whole file, so memory stays flat.
import { Worker } from 'node:worker_threads'
import { workerScript } from '../workers/workerScript'
import { MbError } from '../core/messages'
import type { Msg } from '../core/messages'
import type { PreparedResult } from './prepared'
import type { RawSegment } from '../core/search/segments'
import type { FormatName, ReaderKind, TaxonomyMapping, TextEncoding } from './types'

export interface WorkerRequest {
  path: string
  fileName: string
  format: FormatName | 'auto'
  mapping: Record<string, string>
  taxonomy: TaxonomyMapping
  encoding?: TextEncoding
  /** Build the search postings on the worker too (see WorkerPostings). */
  postings: boolean
}

export type WorkerMessage =
  | { type: 'head'; format: FormatName; kind: ReaderKind; encoding: TextEncoding | null }
  | { type: 'batch'; results: PreparedResult[]; bytesRead: number }
  | { type: 'segment'; segment: RawSegment }
  | { type: 'end' }
  | { type: 'error'; msg: Msg }

export type MainMessage = { type: 'taken' }

/**
 * Search bigrams gathered on the worker, rows numbered by PreparedItem.seq. Each segment comes after
 * the batches holding every record it covers, so when onSegment sees it the writer knows which of
 * those records it stored, and under which rowids.
 */
export interface WorkerPostings {
  onSegment: (segment: RawSegment) => void
}

const workerEntry = () => workerScript('parseWorker', __dirname)

export function workerAvailable(): boolean {
  return workerEntry() !== null
}

export interface PreparedFile {
  format: FormatName
  kind: ReaderKind
  encoding: TextEncoding | null
  results: AsyncIterable<PreparedResult>
}

export interface WorkerParsedFile extends PreparedFile {
  /** Bytes the worker has read so far, for progress. */
  bytesRead(): number
  /** Stops the worker early (an aborted import). */
  stop(): Promise<void>
  /** When the request asked for postings. */
  postings?: WorkerPostings
}

export async function parseFileInWorker(req: WorkerRequest): Promise<WorkerParsedFile> {
  const entry = workerEntry()
  if (!entry) throw new Error('parse worker script not found')
  const worker = new Worker(entry.code, { workerData: req, eval: entry.eval })
  const queue: WorkerMessage[] = []
  let wake: (() => void) | null = null
  let failure: unknown = null
  let bytesRead = 0
  worker.on('message', (m: WorkerMessage) => {
    queue.push(m)
    wake?.()
  })
  worker.on('error', (e) => {
    failure = e
    wake?.()
  })
  worker.on('exit', (code) => {
    if (code !== 0 && !failure) failure = new Error(`parse worker exited with code ${code}`)
    wake?.()
  })
  const next = async (): Promise<WorkerMessage> => {
    for (;;) {
      const m = queue.shift()
      if (m) {
        if (m.type === 'error') throw new MbError(m.msg)
        return m
      }
      if (failure) throw failure
      await new Promise<void>((resolve) => (wake = resolve))
      wake = null
    }
  }
  const head = await next()
  if (head.type !== 'head') throw new Error('parse worker protocol error')
  const postings: WorkerPostings | undefined = req.postings
    ? {
        onSegment: () => {
          throw new Error('parse worker sent postings before the writer took them')
        },
      }
    : undefined
  async function* results(): AsyncIterable<PreparedResult> {
    try {
      for (;;) {
        const m = await next()
        if (m.type === 'end') return
        if (m.type === 'segment') postings!.onSegment(m.segment)
        if (m.type === 'batch') {
          bytesRead = m.bytesRead
          worker.postMessage({ type: 'taken' } satisfies MainMessage)
          yield* m.results
        }
      }
    } finally {
      await worker.terminate()
    }
  }
  return {
    format: head.format,
    kind: head.kind,
    encoding: head.encoding,
    results: results(),
    bytesRead: () => bytesRead,
    stop: async () => {
      await worker.terminate()
    },
    postings,
  }
}
