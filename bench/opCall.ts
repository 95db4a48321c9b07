// Calls into the operation table as the CLI host would, acting as a named profile: the benches measure
// the same code path every host runs. Throws with the operation's English message when it refuses.
import { dispatchOp } from '../src-main/ops/define'
import type { OpContext } from '../src-main/ops/define'
import { ops } from '../src-main/ops/table'
import type { Workspace } from '../src-main/services/workspace'
import { JobRegistry } from '../src-main/services/jobs'
import { NoSecretStore } from '../src-main/services/endpoints/secrets'

export type OpCall = (ws: Workspace, who: string | null, name: string, input: unknown) => Promise<any>

export function opCaller(dir: string): OpCall {
  return async (ws, who, name, input) => {
    const ctx: OpContext = {
      ws,
      jobs: new JobRegistry(),
      host: 'cli',
      uploadsDir: dir,
      demo: false,
      version: 'bench',
      actor: who ? ws.bank.users.find(who)! : null,
      settings: { dir, secrets: new NoSecretStore() },
    }
    const r = await dispatchOp(ops, ctx, name, input)
    if (!r.ok) throw new Error(`${name}: ${r.error.en}`)
    return r.value
  }
}
