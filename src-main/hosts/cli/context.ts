// The CLI's side of the operation table: one OpContext per command (the bank named by --bank, the
// actor named by --as or MEDBENCH_USER) and a `call` that runs operations through the same
// dispatcher as the window and the web host, so inputs, limits and messages are the same everywhere.
import fs from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import { MbError, defineMessages, renderMsg } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { dispatchOp } from '../../ops/define'
import type { OpContext, OpError } from '../../ops/define'
import { ops } from '../../ops/table'
import type { OpInput, OpName, OpOutput } from '../../ops/table'
import { Workspace, defaultKeysPath } from '../../services/workspace'
import { JobRegistry } from '../../services/jobs'
import { NoSecretStore } from '../../services/endpoints/secrets'
import { auditedBankWrite } from '../../services/audit'
import { appVersion, defaultDataDir } from '../shared/paths'
import type { Io } from './io'

const m = defineMessages('cliContext', {
  bankMissing: {
    zh: (p) => `题库文件不存在：${p.file}`,
    en: (p) => `no bank file at ${p.file}`,
  },
  needsBank: {
    zh: () => '此命令需要 --bank 题库文件',
    en: () => 'this command needs --bank BANK',
  },
  unknownActor: {
    zh: (p) => `本题库没有名为“${p.ref}”的档案；已有：${p.known}（新增：medbench users add --name 姓名 --role 角色）`,
    en: (p) => `this bank has no profile "${p.ref}"; it has: ${p.known} (add one: medbench users add --name NAME --role ROLE)`,
  },
  firstProfile: {
    zh: (p) => `本题库还没有用户档案：已为“${p.name}”建立档案（角色：协调人）`,
    en: (p) => `this bank had no profiles yet: made one for "${p.name}" (role: coordinator)`,
  },
})

/** An operation that answered with an error; main.ts prints it and picks the exit code. */
export class OpFailure extends Error {
  constructor(readonly error: OpError) {
    super(error.en)
  }
}

export type Call = <N extends OpName>(name: N, input: OpInput<N>) => Promise<OpOutput<N>>

export interface CliSession {
  ctx: OpContext
  call: Call
  close(): void
}

export interface SessionOptions {
  bank?: string
  keys?: string
  /** Evaluation runs file (default: runs.db beside the bank). */
  runs?: string
  /** Refuse to create a new bank file (reads, exports). */
  mustExist?: boolean
  as?: string
  /** The user's data folder (endpoint profiles); default: MEDBENCH_DATA_DIR or the per-user folder. */
  data?: string
  /** How input fields are named in messages (flags). */
  label: (field: string) => string
  io: Io
}

/** A context with no bank, for commands that need none (extract): any bank access is refused. */
export function noBank(): Workspace {
  return new Proxy({} as Workspace, {
    get(_t, prop) {
      if (prop === 'syncExternalChanges') return () => false
      throw new MbError(m.needsBank())
    },
  })
}

export function openSession(opts: SessionOptions): CliSession {
  let ws: Workspace
  if (opts.bank) {
    if (opts.mustExist && !fs.existsSync(opts.bank)) throw new MbError(m.bankMissing({ file: opts.bank }))
    ws = new Workspace({ bank: opts.bank, keys: opts.keys ?? defaultKeysPath(opts.bank), runs: opts.runs }, { mmap: false })
  } else {
    ws = noBank()
  }
  try {
    const ctx: OpContext = {
      ws,
      jobs: new JobRegistry(),
      host: 'cli',
      uploadsDir: path.join(os.tmpdir(), 'medbench-cli-uploads'),
      demo: false,
      version: appVersion(),
      actor: opts.bank ? resolveActor(ws, opts.as ?? process.env.MEDBENCH_USER, opts.io) : null,
      // The command line keeps no keys: --api-key-env names the variable that holds one.
      settings: { dir: opts.data ?? defaultDataDir(), secrets: new NoSecretStore('cli') },
    }
    const call: Call = async (name, input) => {
      const r = await dispatchOp(ops, ctx, name, input, { label: opts.label })
      if (!r.ok) throw new OpFailure(r.error)
      return r.value as OpOutput<typeof name>
    }
    return { ctx, call, close: () => (opts.bank ? ws.close() : undefined) }
  } catch (e) {
    if (opts.bank) ws.close()
    throw e
  }
}

/**
 * --as NAME (or MEDBENCH_USER): a profile of this bank, by name or id. A bank with no profiles yet
 * gets one for that name, as its coordinator (whoever sets a bank up runs it until they hand over).
 */
function resolveActor(ws: Workspace, ref: string | undefined, io: Io): Actor | null {
  if (!ref || !ref.trim()) return null
  const name = ref.trim()
  const found = ws.bank.users.find(name)
  if (found) return found
  const all = ws.bank.users.list()
  if (all.length > 0) {
    throw new MbError(m.unknownActor({ ref: name, known: all.map((u) => `${u.name} (${u.role})`).join(', ') }))
  }
  const now = new Date().toISOString()
  const made = auditedBankWrite(
    ws.bank,
    () => ws.bank.users.create({ name, role: 'coordinator' }, now),
    (p) => ({ actor: p.id, action: 'user.create', target: p.id, at: now, new: { name: p.name, role: p.role, institution: p.institution } }),
  )
  io.err(renderMsg(m.firstProfile({ name }), io.lang))
  return made
}

export { defaultDataDir }
