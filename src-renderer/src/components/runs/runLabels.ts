// Words for the codes a run carries (its status, error classes, replica states, response statuses)
// and the few number formats the Runs view adds to format.ts. Pure.
import type { Lang, StringKey } from '../../i18n'
import { translate } from '../../i18n'

export type RunStatus = 'planned' | 'running' | 'paused' | 'interrupted' | 'completed' | 'failed' | 'cancelled'

/**
 * A run's status as the list shows it. A run stored as running that this process does not run is
 * either run by another process (the CLI) or was left when its process died: it says so.
 */
export function runStatusKey(status: string, active: boolean): StringKey {
  if (status === 'running' && !active) return 'runStatusElsewhere'
  switch (status) {
    case 'planned':
      return 'runStatusPlanned'
    case 'running':
      return 'runStatusRunning'
    case 'paused':
      return 'runStatusPaused'
    case 'interrupted':
      return 'runStatusInterrupted'
    case 'completed':
      return 'runStatusCompleted'
    case 'failed':
      return 'runStatusFailed'
    case 'cancelled':
      return 'runStatusCancelled'
    default:
      return 'runStatusUnknown'
  }
}

const ERROR_CLASSES: Record<string, StringKey> = {
  rate_limit: 'errRateLimit',
  server: 'errServer',
  timeout: 'errTimeout',
  connection: 'errConnection',
  bad_response: 'errBadResponse',
  bad_request: 'errBadRequest',
  auth: 'errAuth',
  not_found: 'errNotFound',
  cancelled: 'errCancelled',
  input: 'errInput',
}

/** "限流（429）" for rate_limit; an unknown class shows as itself. */
export function errorClassLabel(cls: string, lang: Lang): string {
  const k = ERROR_CLASSES[cls]
  return k ? translate(lang, k) : cls
}

const RESPONSE_STATUS: Record<string, StringKey> = {
  scored: 'respScored',
  failed: 'respFailed',
  unanswered: 'respUnanswered',
  no_key: 'respNoKey',
}

export function responseStatusLabel(status: string, lang: Lang): string {
  const k = RESPONSE_STATUS[status]
  return k ? translate(lang, k) : status
}

const REPLICA_STATE: Record<string, StringKey> = { up: 'replicaUp', down: 'replicaDown', probing: 'replicaProbing' }

export function replicaStateLabel(state: string, lang: Lang): string {
  const k = REPLICA_STATE[state]
  return k ? translate(lang, k) : state
}

/**
 * A presentation as a reader names it: the original order, a rotation, a seeded permutation or the
 * platform's own copy ("id", "rot2", "p0", "v1"), with the sample when a request was repeated.
 */
export function variantLabel(variantKey: string, sample: number, lang: Lang): string {
  const m = /^(rot|p|v)(\d+)$/.exec(variantKey)
  let label = variantKey
  if (variantKey === 'id') label = translate(lang, 'variantOriginal')
  else if (m) label = translate(lang, m[1] === 'rot' ? 'variantRotation' : m[1] === 'p' ? 'variantPermutation' : 'variantPlatform', { n: Number(m[2]) + 1 })
  return sample > 0 ? `${label} · #${sample + 1}` : label
}

/** "1 分 05 秒" / "1 min 05 s"; hours when it comes to that. */
export function fmtDuration(sec: number | null, lang: Lang): string {
  if (sec === null || !Number.isFinite(sec)) return '—'
  const s = Math.max(0, Math.round(sec))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const r = s % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  if (lang === 'zh') return h > 0 ? `${h} 小时 ${pad(m)} 分` : m > 0 ? `${m} 分 ${pad(r)} 秒` : `${r} 秒`
  return h > 0 ? `${h} h ${pad(m)} min` : m > 0 ? `${m} min ${pad(r)} s` : `${r} s`
}

/** Responses per second: one decimal below 100, whole numbers above. */
export function fmtRate(rate: number): string {
  return rate >= 100 ? String(Math.round(rate)) : rate.toFixed(1)
}

/** A share 0–1 as a percentage with one decimal; "—" for none. */
export function fmtPct(v: number | null | undefined): string {
  return v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)}%`
}

/** The report's file name: medbench-run-<id>-20261130-2041.json (local time). */
export function reportFileName(run: string, now: Date, ext: 'json' | 'html' | 'csv' | 'zip' = 'json'): string {
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}`
  // The submission zip is the run's answers for the platform, not its report: named so.
  return `medbench-${ext === 'zip' ? 'submission' : 'run'}-${run.replace(/[^A-Za-z0-9_-]/g, '_')}-${stamp}.${ext}`
}

/** Where the deciding span sits in the output: its last occurrence (answers come last), or null. */
export function spanRange(output: string, span: string | null): [number, number] | null {
  if (!span) return null
  const i = output.lastIndexOf(span)
  return i < 0 ? null : [i, i + span.length]
}

/** A signed difference (points on 0–100) as "+3.2" / "−1.0". */
export function fmtDiff(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—'
  const s = Math.abs(v).toFixed(1)
  return s === '0.0' ? '0.0' : v > 0 ? `+${s}` : `−${s}`
}

/** A scale for the differences that holds every interval: the next of 5, 10, 20, 25, 50, 100 points. */
export function diffSpan(values: number[]): number {
  const m = Math.max(0, ...values.map((v) => Math.abs(v)).filter(Number.isFinite))
  return [5, 10, 20, 25, 50, 100].find((s) => m <= s) ?? 100
}
