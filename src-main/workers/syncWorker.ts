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
  postAnswer(data.port, run, data.request, transfer)
  Atomics.store(data.signal, 0, 1)
  Atomics.notify(data.signal, 0)
}

/** Posts `run`'s result for the request, or its failure, on the port. */
function postAnswer<Q, R>(port: MessagePort, run: (request: Q) => R, request: Q, transfer: (result: R) => ArrayBuffer[]): void {
  let answer: Answer<R>
  let list: ArrayBuffer[] = []
  try {
    const result = run(request)
    answer = { ok: true, result }
    list = transfer(result)
  } catch (e) {
    answer = { ok: false, error: e instanceof Error ? e.message : String(e) }
  }
  port.postMessage(answer, list)
}

/**
 * A worker thread kept for a pass of many requests, answered in the order sent: the caller sends a
 * few ahead, does its own share of the work, and takes answers as they come (take(0) does not block)
 * or waits for them (Atomics.wait, as runOnWorker). For work cut in pieces over a long pass (a run
 * read chunk by chunk), where starting a thread and warming its code for every piece would cost more
 * than the piece.
 */
export interface KeptWorker<Q, R> {
  send(request: Q, transfer?: ArrayBuffer[]): void
  /**
   * The answer to the oldest request not yet taken: undefined if it has not come within `waitMs`
   * (0: do not wait), null if the worker failed it or has died (the worker is then closed; the
   * caller does the work itself).
   */
  take(waitMs: number): R | null | undefined
  /** Requests sent and not yet taken. */
  readonly pending: number
  close(): void
}

export interface KeptWorkerData {
  /** Answers posted so far, raised by the worker after each one. */
  signal: Int32Array
  port: MessagePort
}

export function keepWorker<Q, R>(script: WorkerScript | null): KeptWorker<Q, R> | null {
  if (!script) return null
  const signal = new Int32Array(new SharedArrayBuffer(4))
  const { port1, port2 } = new MessageChannel()
  let worker: Worker
  try {
    worker = new Worker(script.code, { eval: script.eval, workerData: { signal, port: port2 } satisfies KeptWorkerData, transferList: [port2] })
  } catch {
    port1.close()
    return null
  }
  // Never what keeps a process alive: the CLI exits when its work is done.
  worker.unref()
  worker.on('error', () => undefined)
  let sent = 0
  let taken = 0
  let closed = false
  const close = () => {
    if (closed) return
    closed = true
    port1.close()
    void worker.terminate()
  }
  return {
    send(request, transfer = []) {
      if (closed) return
      port1.postMessage(request, transfer)
      sent++
    },
    take(waitMs) {
      if (closed || taken >= sent) return null
      // The caller's event loop is blocked while it waits, so a worker that dies unseen shows as a
      // wait that ends without an answer.
      const deadline = performance.now() + waitMs
      for (;;) {
        const posted = Atomics.load(signal, 0)
        if (posted > taken) break
        const left = deadline - performance.now()
        if (left <= 0) {
          if (waitMs > 0) close()
          return waitMs > 0 ? null : undefined
        }
        Atomics.wait(signal, 0, posted, left)
      }
      const m = receiveMessageOnPort(port1)?.message as Answer<R> | undefined
      taken++
      if (!m?.ok) {
        close()
        return null
      }
      return m.result
    },
    get pending() {
      return closed ? 0 : sent - taken
    },
    close,
  }
}

/** The kept worker's side: answers each request in turn with `run`'s result (or its failure). */
export function serveOnWorker<Q, R>(data: KeptWorkerData, run: (request: Q) => R, transfer: (result: R) => ArrayBuffer[] = () => []): void {
  data.port.on('message', (request: Q) => {
    postAnswer(data.port, run, request, transfer)
    Atomics.add(data.signal, 0, 1)
    Atomics.notify(data.signal, 0)
  })
}
