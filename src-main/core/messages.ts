// User-facing messages in Simplified Chinese and English. Every error a clinician or an IT auditor can
// see is a Msg (a code plus parameters), rendered here, so the CLI, the HTTP bridge and the UI say the
// same thing in the user's language and nobody ever sees a stack trace.

export type Lang = 'zh' | 'en'
/**
 * A parameter may itself be a message (a reason inside "file:line: reason"), or a moment in time;
 * both render in the message's language (times in the reader's local time zone, never raw UTC ISO).
 */
export type MsgParams = Record<string, string | number | Msg | MsgTime>
export interface MsgTime {
  time: string
}
/** Wraps an ISO timestamp so it renders in the language of the message. */
export const at = (iso: string): MsgTime => ({ time: iso })
export interface Msg {
  code: string
  params?: MsgParams
}

type Template = (p: Record<string, string | number>) => string
interface Entry {
  zh: Template
  en: Template
}

const registry = new Map<string, Entry>()

/**
 * Registers a module's messages and returns one constructor per code, so callers write
 * `m.answerNotInOptions({ answer: 'F', letters: 'A–E' })` and cannot misspell a code. With a
 * namespace the codes are "<namespace>.<key>"; the registry is global, so a code defined twice is a
 * programming error and fails at load time rather than rendering the wrong text.
 */
export function defineMessages<K extends string>(entries: Record<K, Entry>): Record<K, (params?: MsgParams) => Msg>
export function defineMessages<K extends string>(namespace: string, entries: Record<K, Entry>): Record<K, (params?: MsgParams) => Msg>
export function defineMessages<K extends string>(
  a: string | Record<K, Entry>,
  b?: Record<K, Entry>,
): Record<K, (params?: MsgParams) => Msg> {
  const namespace = typeof a === 'string' ? a : null
  const entries = (typeof a === 'string' ? b : a) as Record<K, Entry>
  const out = {} as Record<K, (params?: MsgParams) => Msg>
  for (const key of Object.keys(entries) as K[]) {
    const code = namespace ? `${namespace}.${key}` : key
    if (registry.has(code) && registry.get(code) !== entries[key]) throw new Error(`message code defined twice: ${code}`)
    registry.set(code, entries[key])
    out[key] = (params?: MsgParams) => (params ? { code, params } : { code })
  }
  return out
}

export function renderMsg(msg: Msg, lang: Lang): string {
  const entry = registry.get(msg.code)
  const params: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(msg.params ?? {})) {
    params[k] = typeof v !== 'object' ? v : 'time' in v ? formatTime(v.time, lang) : renderMsg(v, lang)
  }
  if (!entry) return Object.keys(params).length ? `${msg.code} ${JSON.stringify(params)}` : msg.code
  return entry[lang](params)
}

/** "2026-11-30 20:41" in Chinese, "30 Nov 2026, 20:41" in English; local time, minutes. */
export function formatTime(iso: string, lang: Lang): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  if (lang === 'zh') {
    const p = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
  }
  return d.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })
}

/** An error that carries a renderable message; the hosts turn it into text, never into a trace. */
export class MbError extends Error {
  readonly msg: Msg
  readonly details?: unknown
  constructor(msg: Msg, details?: unknown) {
    super(renderMsg(msg, 'en'))
    this.name = 'MbError'
    this.msg = msg
    this.details = details
  }
}

export const coreMessages = defineMessages('core', {
  invalidInput: {
    zh: (p) => `输入无效：${p.detail}`,
    en: (p) => `invalid input: ${p.detail}`,
  },
  unknownOperation: {
    zh: (p) => `未知操作：${p.name}`,
    en: (p) => `unknown operation: ${p.name}`,
  },
  internal: {
    zh: (p) => `内部错误（已记录）：${p.detail}`,
    en: (p) => `internal error (logged): ${p.detail}`,
  },
})

const textMessages = defineMessages('text', {
  bilingual: {
    zh: (p) => String(p.zh),
    en: (p) => String(p.en),
  },
})

/** A message whose two texts are already made (a list of role names, a rendered detail). */
export function bilingual(zh: string, en: string): Msg {
  return textMessages.bilingual({ zh, en })
}
