// One request run on a worker thread while the calling thread does other work, then waited for
// synchronously: for a computation that is synchronous at its call site (a report) and splits in two.
// The worker answers on a message port and raises a shared flag; the caller blocks on the flag
// (Atomics.wait, allowed on Node's and Electron's main threads) and takes the answer off the port.
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads'
import type { MessagePort } from 'node:worker_threads'
import type { WorkerScript } from './workerScript'

export interface WorkerData<Q> {
  request: Q
  signal: Int32Array
  port: MessagePort
}

type Answer<R> = { ok: true; result: R } | { ok: false; error: string }

export interface PendingAnswer<R> {
  /** The worker's result, or null if it failed, could not start or took longer than the limit. */
  wait(): R | null
  /** Stops the worker; its answer is not wanted. */
  cancel(): void
}

export function runOnWorker<Q, R>(script: WorkerScript | null, request: Q, timeoutMs = 300_000): PendingAnswer<R> | null {
  if (!script) return null
  const signal = new Int32Array(new SharedArrayBuffer(4))
  const { port1, port2 } = new MessageChannel()
  let worker: Worker
  try {
    worker = new Worker(script.code, { eval: script.eval, workerData: { request, signal, port: port2 } satisfies WorkerData<Q>, transferList: [port2] })
  } catch {
    port1.close()
    return null
  }
  // An error before it answered (the script would not load): raise the flag so the wait ends.
  worker.on('error', () => {
    Atomics.store(signal, 0, 2)
    Atomics.notify(signal, 0)
  })
  return {
    wait() {
      try {
        if (Atomics.wait(signal, 0, 0, timeoutMs) === 'timed-out') return null
        const m = receiveMessageOnPort(port1)?.message as Answer<R> | undefined
        return m?.ok ? m.result : null
      } finally {
        port1.close()
        void worker.terminate()
      }
    },
    cancel() {
      port1.close()
      void worker.terminate()
    },
  }
}

/** The worker's side: answers the request with `run`'s result (or its failure) and raises the flag. */
export function answerOnWorker<Q, R>(data: WorkerData<Q>, run: (request: Q) => R, transfer: (result: R) => ArrayBuffer[] = () => []): void {
  let answer: Answer<R>
  let list: ArrayBuffer[] = []
  try {
    const result = run(data.request)
    answer = { ok: true, result }
    list = transfer(result)
  } catch (e) {
    answer = { ok: false, error: e instanceof Error ? e.message : String(e) }
  }
  data.port.postMessage(answer, list)
  Atomics.store(data.signal, 0, 1)
  Atomics.notify(data.signal, 0)
}
