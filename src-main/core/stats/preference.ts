// Judge checks on pairwise preference sets ("which of two responses is better"): pure, no I/O.
//
// Each unit is one pair (response 1, response 2) with the humans' labels and/or a gold label, and
// per judge its verdict in the order shown and, where the judge was also run with the two responses
// swapped, that verdict mapped back to the original numbering. Labels are '1', '2' or 'tie'; null is
// a missing human label or a verdict that could not be parsed ("garbage").
//
// Conventions (the report says each figure's n; nothing is dropped without being counted):
// - Reference = the gold label where the unit has one, else the strict majority (more than half) of
//   the humans' labels. Units whose humans split, or that have neither, have no reference: they are
//   counted (`no_reference`) and left out of every agreement figure. A tie reference is a reference:
//   a tie verdict agrees with it; `agreement_decisive` leaves tie references out.
// - Agreement counts an unparsable verdict as a miss (n = units with a reference); `agreement_parsed`
//   leaves them out. `agreement_recorded` compares the verdict and the reference as the file spells
//   them, without mapping tie spellings ("Tie" ≠ 0): the raw figure dataset cards usually quote.
// - Cohen's kappa of verdict against reference over units with both (labels 1, 2, tie).
// - Position: first-shown is response 1 in the original run and response 2 in the swapped run.
// - Length: over units where verdict and reference are both decisive and the responses differ in
//   length (characters), the share naming the longer response, judge and reference on the same units.
// - Intervals: seeded percentile bootstrap over units (bootstrap.ts), the same draws for every figure
//   of a judge; categories are resampled within themselves.
// - Human–human: Fleiss' kappa (Gwet's generalisation when units have different numbers of labels),
//   Cohen's kappa per annotator pair and their mean, and each annotator against the majority of the
//   others (the human ceiling), with the judge scored against the very same references.
// Every statistic is { value, n, undefinedReason? }: null with a reason, never NaN.

import { defineMessages, type Msg } from '../messages'
import { bootstrapIndices, bootstrapIndicesMany, type UnitBootstrapOptions } from './bootstrap'
import { fleissKappa } from './fleiss'
import { cohenKappa, kappaFlat } from './kappa'
import { inputError, undefinedReasonMsg, type UndefinedReason } from './result'

export type Preference = '1' | '2' | 'tie'
export const PREFERENCES: readonly Preference[] = ['1', '2', 'tie']

export interface JudgeVerdict {
  name: string
  /** The verdict with response 1 shown first; null when it could not be parsed. */
  verdict: Preference | null
  /** The verdict with the responses shown in swapped order, mapped back to the original numbering; absent when not run. */
  swapped?: Preference | null
  /** The verdict as the file spells it ("Tie", "garbage", "0"), for agreement_recorded. */
  recorded?: string | null
}

export interface PreferenceUnit {
  id: string
  category?: string
  /** Characters of response 1 and response 2; absent when the file has no response texts. */
  lengths?: readonly [number, number] | null
  /** One label per annotator position (null: that annotator gave none). */
  humans: readonly (Preference | null)[]
  gold?: Preference | null
  judges: readonly JudgeVerdict[]
  /** The humans' labels and the gold label as the file spells them, for agreement_recorded. */
  recorded?: { humans?: readonly (string | null)[]; gold?: string | null }
}

export type PreferenceUndefinedReason =
  | UndefinedReason
  /** The file's own spellings of the verdict or the reference are not known. */
  | 'not-recorded'
  /** The judge was never run with the responses swapped. */
  | 'no-swapped-verdicts'
  /** No decisive (1 or 2) verdict or reference to count. */
  | 'no-decisive-verdicts'
  /** No unit with two decisive labels and responses of different lengths. */
  | 'no-length-difference'
  /** The verdicts never changed when the responses were swapped. */
  | 'no-inconsistent-units'

export interface PrefStat {
  value: number | null
  n: number
  undefinedReason?: PreferenceUndefinedReason
}

export interface PrefInterval extends PrefStat {
  /** Percentile bootstrap bounds; null when fewer than two resamples defined the figure. */
  lo: number | null
  hi: number | null
}

export interface ReferenceSummary {
  units: number
  /** Units whose reference is their gold label. */
  gold: number
  /** Units whose reference is the humans' strict majority. */
  human_majority: number
  /** Units whose humans split (no strict majority) and that have no gold label. */
  no_majority: number
  /** Units with neither a gold label nor any human label. */
  no_labels: number
  /** Units whose reference is a tie. */
  tie: number
  decisive: number
  /** Share of decisive references naming response 1 (the position baseline). */
  first_share: PrefStat
  /** Share of decisive references naming the longer response (responses of different lengths). */
  longer_share: PrefStat
}

export interface CategoryAgreement {
  category: string
  /** Units of the category with a reference. */
  n: number
  agreement: PrefInterval
  /** True when the category's whole interval lies below the judge's overall agreement; null without an interval. */
  below_overall: boolean | null
}

export interface JudgePosition {
  /** Share of all decisive verdicts (both runs) naming whichever response was shown first. */
  first_share: PrefInterval
  /** The same over the original run only (compare with reference_first_share). */
  first_share_original: PrefStat
  /** Share of decisive references naming response 1, on this judge's units. */
  reference_first_share: PrefStat
  /** Units with a swapped run. */
  swapped_units: number
  /** Units with a swapped run where either run's verdict is unparsable (left out of the consistency). */
  swap_unparsable: number
  /** Share of units whose two runs give the same verdict (n: units where both parsed). */
  swap_consistency: PrefInterval
  inconsistent: number
  /** Share of the inconsistent units where the judge named the first-shown response both times. */
  inconsistent_first: PrefStat
  /** … the second-shown response both times. */
  inconsistent_second: PrefStat
}

export interface JudgeLength {
  /** Units counted: verdict and reference decisive, lengths different. */
  n: number
  /** Units left out because both responses have the same length. */
  equal_length: number
  /** Units left out because their lengths are unknown. */
  no_lengths: number
  judge_longer_share: PrefStat
  reference_longer_share: PrefStat
  /** judge_longer_share − reference_longer_share. */
  difference: PrefInterval
}

export interface JudgeReport {
  judge: string
  /** Units with a verdict entry of this judge. */
  n: number
  unparsable: number
  no_reference: number
  tie_reference: number
  agreement: PrefInterval
  agreement_parsed: PrefStat
  agreement_decisive: PrefStat
  agreement_recorded: PrefStat
  kappa: PrefInterval
  /** Against the majority of the annotators other than each one in turn, averaged: like-for-like with humans.ceiling. */
  agreement_leave_one_out: PrefStat
  position: JudgePosition
  length: JudgeLength
  categories: CategoryAgreement[]
}

export interface AnnotatorCeiling {
  annotator: string
  /** Units this annotator labelled where the others had a strict majority. */
  n: number
  /** Units this annotator labelled where the others split or were absent. */
  no_reference: number
  agreement: PrefStat
}

export interface HumanReport {
  annotators: string[]
  /** Units with at least two human labels. */
  units: number
  fleiss_kappa: PrefStat
  /** True when units have different numbers of labels (Gwet's generalisation of Fleiss' kappa). */
  fleiss_generalized: boolean
  /** Mean of the pairwise Cohen's kappas that are defined (n: pairs averaged). */
  mean_pairwise_kappa: PrefStat
  pairwise: { a: string; b: string; n: number; kappa: PrefStat; agreement: PrefStat }[]
  /** Mean over annotators of their agreement with the majority of the others (n: units used). */
  ceiling: PrefStat
  per_annotator: AnnotatorCeiling[]
}

export interface PreferenceReport {
  units: number
  reference: ReferenceSummary
  humans: HumanReport
  judges: JudgeReport[]
  bootstrap: { resamples: number; seed: number; level: number }
}

export interface PreferenceOptions {
  bootstrap?: UnitBootstrapOptions
  /** Names of the annotator positions (default human1, human2, …). */
  annotators?: readonly string[]
}

const m = defineMessages('preference', {
  badLabel: {
    zh: (p) => `偏好数据第 ${p.unit} 个单元（${p.id}）：${p.where} 的值 ${p.value} 不是 1、2、tie 或空`,
    en: (p) => `preference unit ${p.unit} (${p.id}): ${p.where} is ${p.value}, not 1, 2, tie or null`,
  },
  badLengths: {
    zh: (p) => `偏好数据第 ${p.unit} 个单元（${p.id}）：回答长度应为两个非负整数（收到 ${p.value}）`,
    en: (p) => `preference unit ${p.unit} (${p.id}): lengths must be two non-negative integers (got ${p.value})`,
  },
  badId: {
    zh: (p) => `偏好数据第 ${p.unit} 个单元：id 为空`,
    en: (p) => `preference unit ${p.unit}: the id is empty`,
  },
  duplicateId: {
    zh: (p) => `偏好数据第 ${p.unit} 个单元：id ${p.id} 与第 ${p.first} 个单元重复`,
    en: (p) => `preference unit ${p.unit}: the id ${p.id} repeats unit ${p.first}`,
  },
  badJudge: {
    zh: (p) => `偏好数据第 ${p.unit} 个单元（${p.id}）：评审名称为空`,
    en: (p) => `preference unit ${p.unit} (${p.id}): a judge has no name`,
  },
  duplicateJudge: {
    zh: (p) => `偏好数据第 ${p.unit} 个单元（${p.id}）：评审 ${p.judge} 出现了两次`,
    en: (p) => `preference unit ${p.unit} (${p.id}): the judge ${p.judge} is named twice`,
  },
  reason_not_recorded: { zh: () => '文件中的原始写法未知', en: () => "the file's own spellings are not known" },
  reason_no_swapped_verdicts: { zh: () => '该评审没有交换顺序后的判定', en: () => 'the judge was not run with the responses swapped' },
  reason_no_decisive_verdicts: { zh: () => '没有明确选出 1 或 2 的判定', en: () => 'no decisive (1 or 2) verdict' },
  reason_no_length_difference: {
    zh: () => '没有判定与参照均明确且两回答长度不同的单元',
    en: () => 'no unit with a decisive verdict and reference and responses of different lengths',
  },
  reason_no_inconsistent_units: { zh: () => '交换顺序后判定从未改变', en: () => 'the verdict never changed when the responses were swapped' },
})

const LOCAL_REASONS = new Set<PreferenceUndefinedReason>(['not-recorded', 'no-swapped-verdicts', 'no-decisive-verdicts', 'no-length-difference', 'no-inconsistent-units'])

/** The message for an undefined figure of the preference report (core reasons included). */
export function preferenceReasonMsg(reason: PreferenceUndefinedReason): Msg {
  if (!LOCAL_REASONS.has(reason)) return undefinedReasonMsg(reason as UndefinedReason)
  const key = `reason_${reason.replace(/-/g, '_')}` as keyof typeof m
  return m[key]()
}

// Codes in the typed arrays: 0 = '1', 1 = '2', 2 = 'tie'; negative = absent.
const CODE: Record<Preference, number> = { '1': 0, '2': 1, tie: 2 }
const NONE = -1
/** Swapped run: not run at all (an unparsable swapped verdict is NONE). */
const NOT_RUN = -2
/** Lengths: equal (NONE: unknown). */
const EQUAL = -2

const stat = (value: number | null, n: number, undefinedReason?: PreferenceUndefinedReason): PrefStat =>
  value === null ? { value: null, n, undefinedReason: undefinedReason ?? 'no-units' } : { value, n }

const share = (hits: number, n: number, reason: PreferenceUndefinedReason = 'no-units'): PrefStat => (n > 0 ? stat(hits / n, n) : stat(null, n, reason))

/** The label more than half of the given (non-null) labels name; undefined when none, null when split. */
function strictMajority<T>(labels: readonly (T | null | undefined)[], skip = -1): T | null | undefined {
  const counts = new Map<T, number>()
  let total = 0
  labels.forEach((l, i) => {
    if (i === skip || l === null || l === undefined) return
    counts.set(l, (counts.get(l) ?? 0) + 1)
    total++
  })
  if (total === 0) return undefined
  for (const [l, c] of counts) if (2 * c > total) return l
  return null
}

function validate(units: readonly PreferenceUnit[]): void {
  const ids = new Map<string, number>()
  const checkLabel = (u: number, id: string, where: string, v: unknown) => {
    if (v !== null && v !== undefined && v !== '1' && v !== '2' && v !== 'tie') inputError(m.badLabel({ unit: u, id, where, value: JSON.stringify(v) ?? String(v) }))
  }
  units.forEach((unit, i) => {
    const u = i + 1
    if (typeof unit.id !== 'string' || unit.id === '') inputError(m.badId({ unit: u }))
    const first = ids.get(unit.id)
    if (first !== undefined) inputError(m.duplicateId({ unit: u, id: unit.id, first }))
    ids.set(unit.id, u)
    const id = unit.id
    if (unit.lengths !== null && unit.lengths !== undefined) {
      const l = unit.lengths
      if (!Array.isArray(l) || l.length !== 2 || !l.every((x) => Number.isInteger(x) && x >= 0)) inputError(m.badLengths({ unit: u, id, value: JSON.stringify(l) ?? String(l) }))
    }
    unit.humans.forEach((h, j) => checkLabel(u, id, `humans[${j + 1}]`, h))
    checkLabel(u, id, 'gold', unit.gold)
    const names = new Set<string>()
    for (const j of unit.judges) {
      if (typeof j.name !== 'string' || j.name === '') inputError(m.badJudge({ unit: u, id }))
      if (names.has(j.name)) inputError(m.duplicateJudge({ unit: u, id, judge: j.name }))
      names.add(j.name)
      checkLabel(u, id, `${j.name}.verdict`, j.verdict)
      checkLabel(u, id, `${j.name}.swapped`, j.swapped)
    }
  })
}

interface UnitRef {
  /** The reference's code, NONE when the unit has none. */
  ref: number
  /** The reference as the file spells it; undefined when not known, null when the spellings do not agree. */
  recorded: string | null | undefined
  source: 'gold' | 'majority' | 'split' | 'none'
  /** Which response is longer: 0, 1, EQUAL or NONE (unknown). */
  longer: number
}

function unitReference(unit: PreferenceUnit): UnitRef {
  const longer = !unit.lengths ? NONE : unit.lengths[0] > unit.lengths[1] ? 0 : unit.lengths[1] > unit.lengths[0] ? 1 : EQUAL
  if (unit.gold !== null && unit.gold !== undefined) {
    return { ref: CODE[unit.gold], recorded: unit.recorded?.gold ?? undefined, source: 'gold', longer }
  }
  const maj = strictMajority(unit.humans)
  if (maj === undefined) return { ref: NONE, recorded: undefined, source: 'none', longer }
  if (maj === null) return { ref: NONE, recorded: undefined, source: 'split', longer }
  const rec = unit.recorded?.humans
  return { ref: CODE[maj], recorded: rec && rec.length ? strictMajority(rec) : undefined, source: 'majority', longer }
}

const isDecisive = (c: number) => c === 0 || c === 1

function referenceSummary(refs: readonly UnitRef[]): ReferenceSummary {
  let gold = 0
  let majority = 0
  let split = 0
  let none = 0
  let tie = 0
  let decisive = 0
  let first = 0
  let lenN = 0
  let longer = 0
  for (const r of refs) {
    if (r.source === 'gold') gold++
    else if (r.source === 'majority') majority++
    else if (r.source === 'split') split++
    else none++
    if (r.ref === 2) tie++
    if (isDecisive(r.ref)) {
      decisive++
      if (r.ref === 0) first++
      if (isDecisive(r.longer)) {
        lenN++
        if (r.ref === r.longer) longer++
      }
    }
  }
  return {
    units: refs.length,
    gold,
    human_majority: majority,
    no_majority: split,
    no_labels: none,
    tie,
    decisive,
    first_share: share(first, decisive, 'no-decisive-verdicts'),
    longer_share: share(longer, lenN, 'no-length-difference'),
  }
}

/** One judge's units as typed arrays, so a bootstrap resample is a pass over indices. */
interface JudgeData {
  units: number[]
  ref: Int8Array
  ver: Int8Array
  swp: Int8Array
  longer: Int8Array
  /** 1 when the recorded verdict equals the recorded reference, 0 when not, NONE when either is unknown. */
  recHit: Int8Array
}

interface Tally {
  withRef: number
  hits: number
  parsedRef: number
  parsedHits: number
  decisiveRef: number
  decisiveHits: number
  tieRef: number
  unparsable: number
  recN: number
  recHits: number
  recUnknown: number
  table: Float64Array
  firstAll: number
  decisiveAll: number
  firstOrig: number
  decisiveOrig: number
  refDecisive: number
  refFirst: number
  swappedUnits: number
  swapUnparsable: number
  swapBoth: number
  swapSame: number
  inconsistentFirst: number
  inconsistentSecond: number
  lenN: number
  lenEqual: number
  lenUnknown: number
  judgeLonger: number
  refLonger: number
}

function tally(d: JudgeData, idx: ArrayLike<number>): Tally {
  const t: Tally = {
    withRef: 0, hits: 0, parsedRef: 0, parsedHits: 0, decisiveRef: 0, decisiveHits: 0, tieRef: 0, unparsable: 0,
    recN: 0, recHits: 0, recUnknown: 0, table: new Float64Array(9),
    firstAll: 0, decisiveAll: 0, firstOrig: 0, decisiveOrig: 0, refDecisive: 0, refFirst: 0,
    swappedUnits: 0, swapUnparsable: 0, swapBoth: 0, swapSame: 0, inconsistentFirst: 0, inconsistentSecond: 0,
    lenN: 0, lenEqual: 0, lenUnknown: 0, judgeLonger: 0, refLonger: 0,
  }
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k]
    const ref = d.ref[i]
    const ver = d.ver[i]
    const swp = d.swp[i]
    if (ver === NONE) t.unparsable++
    // Position: the first-shown response is 1 in the original run, 2 in the swapped one.
    if (isDecisive(ver)) {
      t.decisiveOrig++
      t.decisiveAll++
      if (ver === 0) {
        t.firstOrig++
        t.firstAll++
      }
    }
    if (isDecisive(swp)) {
      t.decisiveAll++
      if (swp === 1) t.firstAll++
    }
    if (swp !== NOT_RUN) {
      t.swappedUnits++
      if (ver === NONE || swp === NONE) t.swapUnparsable++
      else {
        t.swapBoth++
        if (ver === swp) t.swapSame++
        else if (ver === 0 && swp === 1) t.inconsistentFirst++
        else if (ver === 1 && swp === 0) t.inconsistentSecond++
      }
    }
    if (ref === NONE) continue
    t.withRef++
    if (ver === ref) t.hits++
    if (ver !== NONE) {
      t.parsedRef++
      if (ver === ref) t.parsedHits++
      t.table[ref * 3 + ver]++
    }
    if (ref === 2) t.tieRef++
    else {
      t.decisiveRef++
      if (ver === ref) t.decisiveHits++
      t.refDecisive++
      if (ref === 0) t.refFirst++
    }
    if (d.recHit[i] === NONE) t.recUnknown++
    else {
      t.recN++
      t.recHits += d.recHit[i]
    }
    if (isDecisive(ref) && isDecisive(ver)) {
      const l = d.longer[i]
      if (l === EQUAL) t.lenEqual++
      else if (l === NONE) t.lenUnknown++
      else {
        t.lenN++
        if (ver === l) t.judgeLonger++
        if (ref === l) t.refLonger++
      }
    }
  }
  return t
}

type BootKey = 'agreement' | 'kappa' | 'first_share' | 'swap_consistency' | 'length_difference'

function bootValues(t: Tally): Record<BootKey, number | null> {
  return {
    agreement: t.withRef ? t.hits / t.withRef : null,
    kappa: t.parsedRef ? kappaFlat(t.table, 3, 'none').value : null,
    first_share: t.decisiveAll ? t.firstAll / t.decisiveAll : null,
    swap_consistency: t.swapBoth ? t.swapSame / t.swapBoth : null,
    length_difference: t.lenN ? (t.judgeLonger - t.refLonger) / t.lenN : null,
  }
}

const withInterval = (s: PrefStat, iv: { lo: number | null; hi: number | null } | undefined): PrefInterval => ({
  ...s,
  lo: s.value === null ? null : (iv?.lo ?? null),
  hi: s.value === null ? null : (iv?.hi ?? null),
})

/** The judge against the majority of the annotators other than each one, averaged (unparsable = miss). */
function judgeLeaveOneOut(units: readonly PreferenceUnit[], name: string, k: number): PrefStat {
  if (k < 2) return stat(null, 0, 'too-few-raters')
  const used = new Set<number>()
  const values: number[] = []
  for (let c = 0; c < k; c++) {
    let n = 0
    let hits = 0
    units.forEach((unit, u) => {
      const j = unit.judges.find((x) => x.name === name)
      if (!j || unit.humans[c] === null || unit.humans[c] === undefined) return
      const ref = strictMajority(unit.humans, c)
      if (ref === null || ref === undefined) return
      n++
      used.add(u)
      if (j.verdict === ref) hits++
    })
    if (n) values.push(hits / n)
  }
  if (!values.length) return stat(null, used.size, 'no-reference')
  return stat(values.reduce((s, v) => s + v, 0) / values.length, used.size)
}

function judgeReport(units: readonly PreferenceUnit[], refs: readonly UnitRef[], name: string, k: number, boot: UnitBootstrapOptions): JudgeReport {
  const mine: number[] = []
  units.forEach((u, i) => u.judges.some((j) => j.name === name) && mine.push(i))
  const n = mine.length
  const d: JudgeData = { units: mine, ref: new Int8Array(n), ver: new Int8Array(n), swp: new Int8Array(n), longer: new Int8Array(n), recHit: new Int8Array(n) }
  const refLabels: Preference[] = []
  const verLabels: Preference[] = []
  mine.forEach((ui, i) => {
    const unit = units[ui]
    const j = unit.judges.find((x) => x.name === name) as JudgeVerdict
    const r = refs[ui]
    d.ref[i] = r.ref
    d.ver[i] = j.verdict === null ? NONE : CODE[j.verdict]
    d.swp[i] = j.swapped === undefined ? NOT_RUN : j.swapped === null ? NONE : CODE[j.swapped]
    d.longer[i] = r.longer
    d.recHit[i] = r.recorded === undefined || j.recorded === undefined ? NONE : r.recorded !== null && j.recorded === r.recorded ? 1 : 0
    if (r.ref !== NONE && j.verdict !== null) {
      refLabels.push(PREFERENCES[r.ref])
      verLabels.push(j.verdict)
    }
  })
  const t = tally(d, Uint32Array.from({ length: n }, (_, i) => i))
  const boots = bootstrapIndicesMany(n, (idx) => bootValues(tally(d, idx)), boot)
  const iv = n ? boots.intervals : undefined
  const kappa = cohenKappa(refLabels, verLabels, { labels: PREFERENCES })
  const noRef = n - t.withRef
  const refReason: PreferenceUndefinedReason = n ? 'no-reference' : 'no-units'
  const agreement = t.withRef ? stat(t.hits / t.withRef, t.withRef) : stat(null, 0, refReason)
  const inconsistent = t.swapBoth - t.swapSame
  const swapReason: PreferenceUndefinedReason = t.swappedUnits ? 'no-units' : 'no-swapped-verdicts'

  // Categories, each resampled within itself; flagged when the whole interval lies below the overall figure.
  const byCat = new Map<string, number[]>()
  mine.forEach((ui, i) => {
    const c = units[ui].category
    if (c === undefined || c === null || c === '') return
    const list = byCat.get(c) ?? []
    list.push(i)
    byCat.set(c, list)
  })
  const categories: CategoryAgreement[] = [...byCat].map(([category, members]) => {
    const withRef = members.filter((i) => d.ref[i] !== NONE)
    const b = bootstrapIndices(
      withRef.length,
      (idx) => {
        let hits = 0
        for (let q = 0; q < idx.length; q++) if (d.ver[withRef[idx[q]]] === d.ref[withRef[idx[q]]]) hits++
        return { value: idx.length ? hits / idx.length : null, n: idx.length }
      },
      boot,
    )
    const a: PrefInterval = withRef.length ? { value: b.value, n: withRef.length, lo: b.lo, hi: b.hi } : { value: null, n: 0, undefinedReason: 'no-reference', lo: null, hi: null }
    const below = a.hi === null || agreement.value === null ? null : a.hi < agreement.value
    return { category, n: withRef.length, agreement: a, below_overall: below }
  })

  return {
    judge: name,
    n,
    unparsable: t.unparsable,
    no_reference: noRef,
    tie_reference: t.tieRef,
    agreement: withInterval(agreement, iv?.agreement),
    agreement_parsed: t.parsedRef ? stat(t.parsedHits / t.parsedRef, t.parsedRef) : stat(null, 0, t.withRef ? 'no-units' : refReason),
    agreement_decisive: t.decisiveRef ? stat(t.decisiveHits / t.decisiveRef, t.decisiveRef) : stat(null, 0, t.withRef ? 'no-decisive-verdicts' : refReason),
    agreement_recorded: !t.withRef ? stat(null, 0, refReason) : t.recUnknown ? stat(null, t.recN, 'not-recorded') : stat(t.recHits / t.recN, t.recN),
    kappa: withInterval({ value: kappa.value, n: kappa.n, ...(kappa.undefinedReason ? { undefinedReason: kappa.undefinedReason } : {}) }, iv?.kappa),
    agreement_leave_one_out: judgeLeaveOneOut(units, name, k),
    position: {
      first_share: withInterval(share(t.firstAll, t.decisiveAll, 'no-decisive-verdicts'), iv?.first_share),
      first_share_original: share(t.firstOrig, t.decisiveOrig, 'no-decisive-verdicts'),
      reference_first_share: t.withRef ? share(t.refFirst, t.refDecisive, 'no-decisive-verdicts') : stat(null, 0, refReason),
      swapped_units: t.swappedUnits,
      swap_unparsable: t.swapUnparsable,
      swap_consistency: withInterval(share(t.swapSame, t.swapBoth, swapReason), iv?.swap_consistency),
      inconsistent,
      inconsistent_first: share(t.inconsistentFirst, inconsistent, t.swapBoth ? 'no-inconsistent-units' : swapReason),
      inconsistent_second: share(t.inconsistentSecond, inconsistent, t.swapBoth ? 'no-inconsistent-units' : swapReason),
    },
    length: {
      n: t.lenN,
      equal_length: t.lenEqual,
      no_lengths: t.lenUnknown,
      judge_longer_share: share(t.judgeLonger, t.lenN, 'no-length-difference'),
      reference_longer_share: share(t.refLonger, t.lenN, 'no-length-difference'),
      difference: withInterval(t.lenN ? stat((t.judgeLonger - t.refLonger) / t.lenN, t.lenN) : stat(null, 0, 'no-length-difference'), iv?.length_difference),
    },
    categories,
  }
}

function humanReport(units: readonly PreferenceUnit[], k: number, names: string[]): HumanReport {
  const units2 = units.filter((u) => u.humans.filter((h) => h !== null && h !== undefined).length >= 2).length
  if (k < 2) {
    const none = stat(null, 0, 'too-few-raters')
    return { annotators: names, units: units2, fleiss_kappa: none, fleiss_generalized: false, mean_pairwise_kappa: none, pairwise: [], ceiling: none, per_annotator: [] }
  }
  const matrix = units.map((u) => Array.from({ length: k }, (_, c) => u.humans[c] ?? null))
  const counts = matrix.map((row) => row.filter((v) => v !== null).length).filter((c) => c > 0)
  const generalized = counts.some((c) => c !== counts[0])
  const fk = fleissKappa(matrix, { labels: PREFERENCES, unequal: generalized ? 'generalized' : 'error' })
  const pairwise: HumanReport['pairwise'] = []
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      const xs: Preference[] = []
      const ys: Preference[] = []
      for (const row of matrix) {
        if (row[a] !== null && row[b] !== null) {
          xs.push(row[a] as Preference)
          ys.push(row[b] as Preference)
        }
      }
      const kp = cohenKappa(xs, ys, { labels: PREFERENCES })
      const same = xs.filter((x, i) => x === ys[i]).length
      pairwise.push({ a: names[a], b: names[b], n: xs.length, kappa: stat(kp.value, kp.n, kp.undefinedReason), agreement: share(same, xs.length) })
    }
  }
  const kappas = pairwise.map((p) => p.kappa.value).filter((v): v is number => v !== null)
  const used = new Set<number>()
  const perAnnotator: AnnotatorCeiling[] = names.map((annotator, c) => {
    let n = 0
    let hits = 0
    let noRef = 0
    matrix.forEach((row, u) => {
      if (row[c] === null) return
      const ref = strictMajority(row, c)
      if (ref === null || ref === undefined) {
        noRef++
        return
      }
      n++
      used.add(u)
      if (row[c] === ref) hits++
    })
    return { annotator, n, no_reference: noRef, agreement: share(hits, n, 'no-reference') }
  })
  const ceilingValues = perAnnotator.map((p) => p.agreement.value).filter((v): v is number => v !== null)
  return {
    annotators: names,
    units: units2,
    fleiss_kappa: stat(fk.value, fk.n, fk.undefinedReason),
    fleiss_generalized: generalized,
    mean_pairwise_kappa: kappas.length ? stat(kappas.reduce((s, v) => s + v, 0) / kappas.length, kappas.length) : stat(null, 0, pairwise.find((p) => p.kappa.undefinedReason)?.kappa.undefinedReason ?? 'no-units'),
    pairwise,
    ceiling: ceilingValues.length ? stat(ceilingValues.reduce((s, v) => s + v, 0) / ceilingValues.length, used.size) : stat(null, 0, 'no-reference'),
    per_annotator: perAnnotator,
  }
}

/** Every check of the judges on a preference set (see the conventions at the top of this file). */
export function preferenceReport(units: readonly PreferenceUnit[], opts: PreferenceOptions = {}): PreferenceReport {
  validate(units)
  const boot: UnitBootstrapOptions = { resamples: opts.bootstrap?.resamples ?? 1000, seed: opts.bootstrap?.seed ?? 1, level: opts.bootstrap?.level ?? 0.95 }
  const k = units.reduce((mx, u) => Math.max(mx, u.humans.length), 0)
  const names = Array.from({ length: k }, (_, c) => opts.annotators?.[c] ?? `human${c + 1}`)
  const refs = units.map(unitReference)
  const judgeNames: string[] = []
  const seen = new Set<string>()
  for (const u of units) {
    for (const j of u.judges) {
      if (seen.has(j.name)) continue
      seen.add(j.name)
      judgeNames.push(j.name)
    }
  }
  return {
    units: units.length,
    reference: referenceSummary(refs),
    humans: humanReport(units, k, names),
    judges: judgeNames.map((name) => judgeReport(units, refs, name, k, boot)),
    bootstrap: { resamples: boot.resamples as number, seed: boot.seed as number, level: boot.level as number },
  }
}
