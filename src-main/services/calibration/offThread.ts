// Agreement reports with bootstrap intervals take a second or more (1,000 resamples on 20,000 pairs:
// about two). Where the host serves windows (Electron, the web bridge) they run on a worker thread so
// every window keeps its answers meanwhile; the CLI, which serves nothing else, computes in-process,
// and so does any host when no worker can start. Same functions either way: only the thread differs.
import { MbError, bilingual } from '../../core/messages'
import { runOnWorkerAsync } from '../../workers/asyncWorker'
import { workerScript } from '../../workers/workerScript'
import type { WorkspacePaths } from '../workspace'
import type { AgreementFileOptions } from './agreement'

export type StatsRequest =
  | { kind: 'file'; name: string; bytes: Uint8Array; opts: AgreementFileOptions }
  | { kind: 'calibrate'; paths: Required<WorkspacePaths>; session: string; opts: { bootstrap?: number; seed?: number } }
  | { kind: 'preference'; name: string; bytes: Uint8Array; opts: { bootstrap?: number; seed?: number } }

/** The request's answer from a worker, or null when no worker could start (the caller computes in-process). */
export async function statsOnWorker<R>(req: StatsRequest): Promise<R | null> {
  const script = workerScript('statsWorker', __dirname)
  if (!script) return null
  let answer
  try {
    answer = await runOnWorkerAsync<StatsRequest, R>(script, req)
  } catch {
    return null
  }
  if (!answer.ok) throw new MbError(bilingual(answer.error.zh, answer.error.en))
  return answer.result
}
