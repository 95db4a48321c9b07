// Assigning or closing a whole round is one long transaction (about a minute on a 700,000-item bank).
// Where the host serves windows (Electron, the web bridge) it runs on a worker thread with its own
// connection while this thread holds the workspace's write lock: the windows stay responsive, other
// writes of this host are told at once that the bank is busy, and the result is the same operation's.
// The CLI, which serves nothing else, runs it in-process; so does any host when no worker can start.
import { MbError, bilingual } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { runOnWorkerAsync } from '../../workers/asyncWorker'
import { workerScript } from '../../workers/workerScript'
import type { Workspace, WorkspacePaths } from '../workspace'
import { startReview, type AssignSummary } from './assign'
import { closeRound, type CloseSummary } from './close'

export type BulkRequest =
  | { kind: 'assign'; paths: Required<WorkspacePaths>; actorId: string; input: { ids?: string[]; seed?: number } }
  | { kind: 'close'; paths: Required<WorkspacePaths>; actorId: string; input: { roundId?: number; seed?: number } }

/** The write lock's name while a bulk review write runs: other writes are refused at once (itemService). */
export const BULK_REVIEW = 'review-bulk'

async function onWorker<R>(ws: Workspace, req: BulkRequest): Promise<R | null> {
  const script = workerScript('bulkWorker', __dirname)
  if (!script) return null
  return ws.writes.run(async () => {
    const answer = await runOnWorkerAsync<BulkRequest, R>(script, req)
    if (!answer.ok) throw new MbError(bilingual(answer.error.zh, answer.error.en))
    // The worker wrote through its own connection: drop what this one derived from the old rows.
    ws.syncExternalChanges()
    ws.index.invalidate()
    ws.changed()
    return answer.result
  }, BULK_REVIEW)
}

export async function assignRound(ws: Workspace, actor: Actor, input: { ids?: string[]; seed?: number }, inWorker: boolean): Promise<AssignSummary> {
  if (inWorker) {
    const r = await onWorker<AssignSummary>(ws, { kind: 'assign', paths: ws.paths, actorId: actor.id, input })
    if (r !== null) return r
  }
  return startReview(ws, actor, input)
}

export async function settleRound(ws: Workspace, actor: Actor, input: { roundId?: number; seed?: number }, inWorker: boolean): Promise<CloseSummary> {
  if (inWorker) {
    const r = await onWorker<CloseSummary>(ws, { kind: 'close', paths: ws.paths, actorId: actor.id, input })
    if (r !== null) return r
  }
  return closeRound(ws, actor, input)
}
