// The one typed operation table that every host exposes. An operation is a zod input schema plus a
// handler; `dispatch` validates, runs and turns any failure into a renderable message, so no host
// ever sends a stack trace to a clinician.
import type { z } from 'zod'
import { MbError, coreMessages, renderMsg } from '../core/messages'
import { validationMsg } from '../core/zodMessages'
import type { Msg } from '../core/messages'
import type { Workspace } from '../services/workspace'
import type { JobRegistry } from '../services/jobs'

export interface OpContext {
  ws: Workspace
  jobs: JobRegistry
  /** Which host is calling: file paths from the caller are trusted only from Electron and the CLI. */
  host: 'electron' | 'http' | 'cli'
  /** Where uploaded file contents are staged before import. */
  uploadsDir: string
  /** Set when the workspace is the built-in demo bank. */
  demo: boolean
  version: string
  /** Electron only: whether the page may import the file at this path (the native picker returned it). */
  canReadPath?: (p: string) => boolean
}

export interface OpDef<I extends z.ZodType, O> {
  input: I
  run: (ctx: OpContext, input: z.output<I>) => O | Promise<O>
}

export function op<I extends z.ZodType, O>(input: I, run: (ctx: OpContext, input: z.output<I>) => O | Promise<O>): OpDef<I, O> {
  return { input, run }
}

export interface OpError {
  code: string
  zh: string
  en: string
  details?: unknown
}

export type OpResult<T> = { ok: true; value: T } | { ok: false; error: OpError }

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

export async function dispatchOp(
  table: Record<string, OpDef<z.ZodType, unknown>>,
  ctx: OpContext,
  name: string,
  rawInput: unknown,
): Promise<OpResult<unknown>> {
  const def = Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined
  if (!def) return { ok: false, error: toOpError(new MbError(coreMessages.unknownOperation({ name: String(name).slice(0, 80) }))) }
  const parsed = def.input.safeParse(rawInput ?? {})
  if (!parsed.success) {
    const detail = validationMsg(def.input, rawInput ?? {}, parsed.error)
    return { ok: false, error: toOpError(new MbError(coreMessages.invalidInput({ detail }))) }
  }
  try {
    return { ok: true, value: await def.run(ctx, parsed.data) }
  } catch (e) {
    return { ok: false, error: toOpError(e) }
  }
}
