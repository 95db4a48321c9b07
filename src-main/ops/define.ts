// The one typed operation table that every host exposes (Electron IPC, the loopback HTTP bridge, the
// CLI). An operation is a zod input schema, who may call it, and a handler; `dispatchOp` notices
// other processes' writes, checks the caller, validates, runs, and turns any failure into a
// renderable message, so no host ever sends a stack trace to a clinician.
import type { z } from 'zod'
import { MbError, bilingual, coreMessages, defineMessages, renderMsg } from '../core/messages'
import type { Msg } from '../core/messages'
import type { Actor, Role } from '../core/actors'
import { validationMsg } from '../core/zodMessages'
import type { FieldLabel } from '../core/zodMessages'
import type { Workspace } from '../services/workspace'
import type { JobRegistry } from '../services/jobs'
import type { KeyContext, UserSettings } from '../services/endpoints/profiles'

/** A message rendered in both languages, as the hosts send it (stop reasons, job errors, faults). */
export function bothLanguages(msg: Msg): { zh: string; en: string } {
  return { zh: renderMsg(msg, 'zh'), en: renderMsg(msg, 'en') }
}

export type Host = 'electron' | 'http' | 'cli'

export interface OpContext {
  ws: Workspace
  jobs: JobRegistry
  /** Which host is calling: file paths from the caller are trusted only from Electron and the CLI. */
  host: Host
  /** Where uploaded file contents are staged before import. */
  uploadsDir: string
  /** Set when the workspace is the built-in demo bank. */
  demo: boolean
  version: string
  /** Who is calling (a profile of this bank); null until the user has chosen one. */
  actor: Actor | null
  /** Electron: only paths the native file picker returned may be read. */
  canReadPath?: (p: string) => boolean
  /**
   * The user's own settings, not the bank's: saved endpoint profiles in their data folder, and where
   * this host may keep an API key (Electron: safeStorage; web host: memory for the session; CLI: none).
   */
  settings: UserSettings
}

/** The settings as the key resolver needs them: the web host lets a page name only MEDBENCH_… variables. */
export function keyContext(ctx: OpContext): KeyContext {
  return { ...ctx.settings, onlyMedbenchVars: ctx.host === 'http' }
}

/** Who may call: anyone, anyone with a profile, or only some roles. */
export type Access = 'public' | 'actor' | readonly Role[]

export interface OpDef<I extends z.ZodType, O> {
  input: I
  access: Access
  run: (ctx: OpContext, input: z.output<I>) => O | Promise<O>
}

export function op<I extends z.ZodType, O>(input: I, access: Access, run: (ctx: OpContext, input: z.output<I>) => O | Promise<O>): OpDef<I, O> {
  return { input, access, run }
}

export interface OpError {
  code: string
  zh: string
  en: string
  details?: unknown
}

export type OpResult<T> = { ok: true; value: T } | { ok: false; error: OpError }

const m = defineMessages('access', {
  noActor: {
    zh: () => '请先选择您的身份（用户档案）：在应用中选择或新建档案',
    en: () => 'choose who you are first (a user profile): pick or create one in the app',
  },
  noActorCli: {
    zh: () => '请说明操作人：加 --as 姓名，或设置环境变量 MEDBENCH_USER（medbench users list 列出档案）',
    en: () => 'say who is doing this: add --as NAME or set MEDBENCH_USER (medbench users list shows the profiles)',
  },
  roleRefused: {
    zh: (p) => `您的角色（${p.role}）不能执行此操作；需要：${p.roles}`,
    en: (p) => `your role (${p.role}) cannot do this; it needs: ${p.roles}`,
  },
})

export const ROLE_NAMES: Record<Role, { zh: string; en: string }> = {
  editor: { zh: '编辑', en: 'editor' },
  reviewer: { zh: '审核专家', en: 'reviewer' },
  adjudicator: { zh: '仲裁专家', en: 'adjudicator' },
  coordinator: { zh: '协调人', en: 'coordinator' },
}

/** Throws unless the caller may run an operation with this access. */
export function checkAccess(ctx: OpContext, access: Access): void {
  if (access === 'public') return
  if (!ctx.actor) throw new MbError(ctx.host === 'cli' ? m.noActorCli() : m.noActor())
  if (access === 'actor' || access.includes(ctx.actor.role)) return
  const names = (roles: readonly Role[]) => bilingual(roles.map((r) => ROLE_NAMES[r].zh).join('、'), roles.map((r) => ROLE_NAMES[r].en).join(', '))
  throw new MbError(m.roleRefused({ role: names([ctx.actor.role]), roles: names(access) }))
}

export function toOpError(e: unknown): OpError {
  const msg = toMsg(e)
  return {
    code: msg.code,
    zh: renderMsg(msg, 'zh'),
    en: renderMsg(msg, 'en'),
    details: e instanceof MbError ? e.details : undefined,
  }
}

export function toMsg(e: unknown): Msg {
  if (e instanceof MbError) return e.msg
  // Unexpected failures are logged with their stack on the host's console; the user sees one line.
  console.error(e)
  const detail = e instanceof Error ? e.message.split('\n')[0].slice(0, 300) : String(e)
  return coreMessages.internal({ detail })
}

export interface DispatchOptions {
  /** How the host names input fields in validation messages (the CLI: as flags). */
  label?: FieldLabel
}

export async function dispatchOp(
  table: Record<string, OpDef<z.ZodType, unknown>>,
  ctx: OpContext,
  name: string,
  rawInput: unknown,
  opts: DispatchOptions = {},
): Promise<OpResult<unknown>> {
  const def = Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined
  if (!def) return { ok: false, error: toOpError(new MbError(coreMessages.unknownOperation({ name: String(name).slice(0, 80) }))) }
  try {
    // Another process (the CLI, a second window) may have written since the last call.
    ctx.ws.syncExternalChanges()
    checkAccess(ctx, def.access)
  } catch (e) {
    return { ok: false, error: toOpError(e) }
  }
  const parsed = def.input.safeParse(rawInput ?? {})
  if (!parsed.success) {
    const detail = validationMsg(def.input, rawInput ?? {}, parsed.error, opts.label)
    return { ok: false, error: toOpError(new MbError(coreMessages.invalidInput({ detail }))) }
  }
  try {
    return { ok: true, value: await def.run(ctx, parsed.data) }
  } catch (e) {
    return { ok: false, error: toOpError(e) }
  }
}
