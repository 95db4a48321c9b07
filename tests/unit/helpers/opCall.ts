// Calling the operation table as the CLI host does, for tests that drive services through it.
import { dispatchOp, type OpContext } from '../../../src-main/ops/define'
import { ops } from '../../../src-main/ops/table'
import { JobRegistry } from '../../../src-main/services/jobs'
import { NoSecretStore } from '../../../src-main/services/endpoints/secrets'
import type { Workspace } from '../../../src-main/services/workspace'
import { TEST_ACTOR } from './actors'
import { tempDir } from './paths'

/** A CLI-host context on the workspace, acting as the test profile. */
export function cliContext(ws: Workspace): OpContext {
  return { ws, jobs: new JobRegistry(), host: 'cli', uploadsDir: tempDir(), demo: false, version: 't', actor: TEST_ACTOR, settings: { dir: tempDir(), secrets: new NoSecretStore() } }
}

/** The operation's value; its refusal, in English, as a thrown error. */
export async function callOp<T>(ctx: OpContext, name: string, input: unknown): Promise<T> {
  const r = await dispatchOp(ops, ctx, name, input)
  if (!r.ok) throw new Error(`${name}: ${r.error.en}`)
  return r.value as T
}
