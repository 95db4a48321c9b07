// What tells a bank row apart when its question does not: CMB-Clin asks "简述该病人的治疗原则。" of every
// case, and a CMtMedQA dialogue's stem is its last patient turn ("好的，谢谢医生的建议！"). The row
// carries the case it is about, or the dialogue's opening question and length. Pure; the store adds it
// to every ItemRow, the renderer words it per language.
import type { Item } from './types'

export type RowSummary =
  /** The case the question is about: its title where the source gives one, else its opening words. */
  | { kind: 'case'; text: string }
  /** A dialogue: the patient's first message and the rounds, the stem's (last) round included. */
  | { kind: 'dialogue'; first: string; turns: number }

/** Long enough for a tooltip to tell items apart, short enough for a page of rows to stay small. */
const MAX_CHARS = 120

export function summarizeItem(item: Item): RowSummary | null {
  const asked = (item.context?.history ?? []).filter((t) => (t.role === 'patient' || t.role === 'user') && t.text.trim() !== '')
  if (asked.length > 0) return { kind: 'dialogue', first: clip(asked[0].text), turns: asked.length + 1 }
  const caseText = item.context?.case?.trim()
  if (!caseText) return null
  const title = caseTitle(item)
  return { kind: 'case', text: clip(title ?? caseOpening(caseText)) }
}

/**
 * The source's name for the case (CMB-Clin keeps its title in source.subject: "胆道疾病 案例分析-胆管扩张"),
 * from the part after "案例分析-" when there is one. A subject that only repeats the task (generic imports
 * put the task there) names no case.
 */
function caseTitle(item: Item): string | null {
  const subject = item.source.subject?.trim()
  if (!subject || subject === item.task || item.task.endsWith(`/${subject}`)) return null
  const named = /案例分析\s*[-－—–:：]\s*(.+)$/.exec(subject)
  return named ? named[1].trim() : subject
}

/** The case's first sentence-bearing words, past headings such as "现病史" or "（1）病史摘要". */
function caseOpening(text: string): string {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean)
  const heading = (l: string) => [...l].length <= 10 && !/[，。,；;：:]/.test(l)
  const start = lines.findIndex((l) => !heading(l))
  return (start < 0 ? lines : lines.slice(start)).join(' ')
}

/** One line, at most MAX_CHARS characters (code points), '…' where cut. */
function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  const chars = [...line]
  return chars.length <= MAX_CHARS ? line : chars.slice(0, MAX_CHARS - 1).join('') + '…'
}
