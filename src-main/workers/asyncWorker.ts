// One request run on a worker thread while the calling thread goes on serving (the event loop stays
// free): for a long synchronous write, such as assigning a whole round of a 700,000-item bank, that
// would otherwise freeze every window talking to this host. The worker answers once on a port.
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads'
import type { MessagePort } from 'node:worker_threads'
import type { WorkerScript } from './workerScript'
import { MbError, renderMsg } from '../core/messages'

export interface AsyncWorkerData<Q> {
  request: Q
  port: MessagePort
}

export type AsyncAnswer<R> = { ok: true; result: R } | { ok: false; error: { zh: string; en: string } }

/** The worker's answer: its result, or its failure as a bilingual message. Rejects if the worker dies. */
export function runOnWorkerAsync<Q, R>(script: WorkerScript, request: Q): Promise<AsyncAnswer<R>> {
  return new Promise((resolve, reject) => {
    const { port1, port2 } = new MessageChannel()
    let settled = false
    const worker = new Worker(script.code, { eval: script.eval, workerData: { request, port: port2 } satisfies AsyncWorkerData<Q>, transferList: [port2] })
    port1.once('message', (m: AsyncAnswer<R>) => {
      settled = true
      port1.close()
      void worker.terminate()
      resolve(m)
    })
    worker.once('error', (e) => {
      if (settled) return
      settled = true
      port1.close()
      reject(e)
    })
    worker.once('exit', (code) => {
      if (settled) return
      settled = true
      // The answer may still sit on the port: a worker that posts and ends can be seen to exit first.
      const pending = receiveMessageOnPort(port1)
      port1.close()
      if (pending) resolve(pending.message as AsyncAnswer<R>)
      else reject(new Error(`worker exited with code ${code} before answering`))
    })
  })
}

/** The worker's side: answers with `run`'s result, or its failure's message in both languages. */
export function answerAsync<Q, R>(data: AsyncWorkerData<Q>, run: (request: Q) => Promise<R>, describe: (e: unknown) => { zh: string; en: string }): void {
  run(data.request).then(
    (result) => data.port.postMessage({ ok: true, result } satisfies AsyncAnswer<R>),
    (e) => data.port.postMessage({ ok: false, error: describe(e) } satisfies AsyncAnswer<R>),
  )
}

/** A failure as the worker reports it: an MbError's own words, anything else as an internal error. */
export function describeFailure(e: unknown): { zh: string; en: string } {
  if (e instanceof MbError) return { zh: renderMsg(e.msg, 'zh'), en: renderMsg(e.msg, 'en') }
  const text = String((e as Error)?.message ?? e)
  return { zh: `内部错误：${text}`, en: `internal error: ${text}` }
}
