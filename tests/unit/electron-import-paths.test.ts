// Import by path through the operation table, as each host calls it: Electron reads only what its
// native picker returned (the canReadPath hook), the browser host reads no path, the CLI any path.
import { afterAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { dispatchOp } from '../../src-main/ops/define'
import type { OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { PickedFiles } from '../../src-main/hosts/electron/pickedFiles'
import { tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

const dir = tempDir()
const ws = new Workspace({ bank: path.join(dir, 'b.db'), keys: path.join(dir, 'b.keys.db') })
afterAll(() => ws.close())

// Two items written for this test (CMMLU's column names).
const picked = path.join(dir, '选中的题目.jsonl')
fs.writeFileSync(
  picked,
  [
    { Question: '缺铁性贫血最常见的病因是', A: '慢性失血', B: '摄入不足', C: '吸收障碍', D: '需要增加', Answer: 'A' },
    { Question: '心包积液的典型体征是', A: '奇脉', B: '水冲脉', C: '交替脉', D: '脉搏短绌', Answer: 'A' },
  ]
    .map((r) => JSON.stringify(r))
    .join('\n') + '\n',
)
const other = path.join(dir, 'secret.jsonl')
fs.copyFileSync(picked, other)

function ctx(host: OpContext['host'], canReadPath?: (p: string) => boolean): OpContext {
  return { ws, jobs: new JobRegistry(), host, uploadsDir: path.join(dir, 'up'), demo: false, version: 'test', actor: TEST_ACTOR, canReadPath, settings: { dir, secrets: new NoSecretStore() } }
}

async function importDone(c: OpContext, file: string) {
  const started = await dispatchOp(ops, c, 'import.start', { files: [{ path: file }] })
  if (!started.ok) return started
  const { jobId } = started.value as { jobId: string }
  for (;;) {
    const r = await dispatchOp(ops, c, 'job.get', { jobId })
    if (!r.ok || (r.value as { state: string }).state !== 'running') return r
    await new Promise((res) => setTimeout(res, 20))
  }
}

describe('import by path in Electron', () => {
  const list = new PickedFiles()
  list.remember([picked])
  const electron = ctx('electron', (p) => list.allows(p))

  it('refuses a path the picker did not return, naming it, and reads nothing', async () => {
    const r = await dispatchOp(ops, electron, 'import.start', { files: [{ path: other }] })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error.code).toBe('files.pathNotPicked')
    expect(r.error.en).toBe(`cannot read ${other}: only files chosen in the file picker can be imported; choose the file again`)
    expect(r.error.zh).toContain(other)
    expect(ws.index.total()).toBe(0)
  })

  it('refuses every path when the host gave no hook (fails closed)', async () => {
    const r = await dispatchOp(ops, ctx('electron'), 'import.start', { files: [{ path: picked }] })
    expect(r.ok || r.error.code).toBe('files.pathNotPicked')
  })

  it('refuses the whole import when one of its paths was not picked', async () => {
    const r = await dispatchOp(ops, electron, 'import.start', { files: [{ path: picked }, { path: other }] })
    expect(r.ok || r.error.code).toBe('files.pathNotPicked')
    expect(ws.index.total()).toBe(0)
  })

  it('imports a picked file', async () => {
    const r = await importDone(electron, picked)
    expect(r.ok).toBe(true)
    expect(r.ok && (r.value as { state: string }).state).toBe('done')
    expect(ws.index.total()).toBe(2)
  })
})

describe('import by path elsewhere', () => {
  it('the browser host reads no path, picked or not', async () => {
    const r = await dispatchOp(ops, ctx('http', () => true), 'import.start', { files: [{ path: picked }] })
    expect(r.ok || r.error.code).toBe('files.pathsNotAllowed')
  })

  it('the CLI reads the paths it is given', async () => {
    const r = await importDone(ctx('cli'), other)
    expect(r.ok && (r.value as { state: string }).state).toBe('done')
  })
})
