// Decisions made implausibly fast (issue 7, coordinator dashboard; Potato's rushed-annotator
// warning). A decision is flagged when the reviewer spent less time on the item than either
//   - the plan's threshold (fastDecisionSeconds), or
//   - the time needed merely to skim the item's text once: Chinese characters at 25 per second
//     (skimming speed; careful reading of medical Chinese is nearer 5–8 per second) and other words
//     (runs of Latin letters or digits: drug names, doses, lab values) at 5 per second (300 words a
//     minute, a fast skim of English).
// Both bounds are generous on purpose: a flag says "look at this reviewer's pace", not "discard".
import { defineMessages } from '../messages'
import type { Msg } from '../messages'
import type { Decision } from './decision'
import type { ReviewPlan } from './plan'

export const CJK_CHARS_PER_SECOND = 25
export const WORDS_PER_SECOND = 5

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g
const WORD = /[A-Za-z0-9\u00c0-\u024f]+(?:[.,'’-][A-Za-z0-9\u00c0-\u024f]+)*/g

/** The seconds needed to skim `text` once at the speeds above. */
export function skimSeconds(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0
  const words = text.match(WORD)?.length ?? 0
  return cjk / CJK_CHARS_PER_SECOND + words / WORDS_PER_SECOND
}

/** The text a reviewer reads for an item: instruction, case, dialogue, stem and options. */
export function readingText(item: {
  stem: string
  options?: Record<string, string>
  context?: { instruction?: string; case?: string; history?: { text: string }[] }
}): string {
  return [item.context?.instruction, item.context?.case, ...(item.context?.history ?? []).map((t) => t.text), item.stem, ...Object.values(item.options ?? {})]
    .filter((s): s is string => !!s)
    .join('\n')
}

export type FastWhy = 'threshold' | 'reading'

export interface FastFlag {
  itemId: string
  round: number
  reviewerId: string
  seconds: number
  /** The bound it fell below: the larger of the plan's threshold and the skim time. */
  minSeconds: number
  why: FastWhy
  msg: Msg
}

const m = defineMessages('review.fast', {
  threshold: {
    zh: (p) => `审核人“${p.reviewer}”对题目“${p.item}”只用了 ${p.seconds} 秒就做出决定，少于审核计划规定的 ${p.min} 秒`,
    en: (p) => `reviewer "${p.reviewer}" decided on item "${p.item}" in ${p.seconds} s, under the plan's ${p.min} s`,
  },
  reading: {
    zh: (p) => `审核人“${p.reviewer}”对题目“${p.item}”只用了 ${p.seconds} 秒就做出决定，而快速浏览一遍题目约需 ${p.min} 秒`,
    en: (p) => `reviewer "${p.reviewer}" decided on item "${p.item}" in ${p.seconds} s; merely skimming the item takes about ${p.min} s`,
  },
})

const oneDecimal = (x: number) => String(Math.round(x * 10) / 10)

/**
 * The decision's flag, or null when its pace is plausible or its time was not measured. `skim` is the
 * item's skim time in seconds, skimSeconds(readingText(item)), computed once per item.
 */
export function fastFlag(
  plan: Pick<ReviewPlan, 'fastDecisionSeconds'>,
  d: Pick<Decision, 'itemId' | 'round' | 'reviewerId' | 'seconds'>,
  skim: number,
  /** The reviewer as the message names them (a coordinator reads names, not profile ids). */
  name: string = d.reviewerId,
): FastFlag | null {
  if (d.seconds === undefined) return null
  const threshold = plan.fastDecisionSeconds ?? 0
  const min = Math.max(threshold, skim)
  if (!(d.seconds < min)) return null
  // Name the bound that bites: the plan's threshold when it is the larger one.
  const why: FastWhy = threshold >= skim ? 'threshold' : 'reading'
  const params = { reviewer: name, item: d.itemId, seconds: oneDecimal(d.seconds), min: oneDecimal(min) }
  return { itemId: d.itemId, round: d.round, reviewerId: d.reviewerId, seconds: d.seconds, minSeconds: min, why, msg: m[why](params) }
}

/**
 * Every fast decision of a set, and per reviewer the share of their timed decisions that were fast
 * (the dashboard's warning is about a habit, not one quick click). `skimOf` gives an item's skim time.
 */
export function fastDecisions(
  plan: Pick<ReviewPlan, 'fastDecisionSeconds'>,
  decisions: readonly Pick<Decision, 'itemId' | 'round' | 'reviewerId' | 'seconds'>[],
  skimOf: (itemId: string) => number,
  nameOf: (reviewerId: string) => string = (id) => id,
): { flags: FastFlag[]; byReviewer: Map<string, { timed: number; fast: number; share: number }> } {
  const flags: FastFlag[] = []
  const byReviewer = new Map<string, { timed: number; fast: number; share: number }>()
  for (const d of decisions) {
    if (d.seconds === undefined) continue
    const f = fastFlag(plan, d, skimOf(d.itemId), nameOf(d.reviewerId))
    const r = byReviewer.get(d.reviewerId) ?? { timed: 0, fast: 0, share: 0 }
    r.timed++
    if (f) {
      r.fast++
      flags.push(f)
    }
    r.share = r.fast / r.timed
    byReviewer.set(d.reviewerId, r)
  }
  return { flags, byReviewer }
}
