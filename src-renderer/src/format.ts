// Number and time formatting shared by every view. Counts use grouping in both languages
// ("共 1,234 题"), times are local and minute-precise: what a clinician needs to tell versions apart.
import type { Lang } from './i18n'
import { formatTime } from '../../src-main/core/messages'

const grouped = new Intl.NumberFormat('en-US')

export function fmtCount(n: number): string {
  return grouped.format(n)
}

export function fmtMs(ms: number): string {
  return ms < 10 ? ms.toFixed(1) : String(Math.round(ms))
}

/** The same wording as messages from the hosts: "2026-11-30 20:41" / "30 Nov 2026, 20:41", local time. */
export function fmtTime(iso: string | null | undefined, lang: Lang): string {
  return iso ? formatTime(iso, lang) : ''
}
