// The shape every agreement statistic returns, and the reasons a statistic can be undefined.
// A statistic that the data cannot define is reported as { value: null, undefinedReason }, never as
// NaN or an exception: a report on 200 criteria must still render when one criterion was graded
// "met" by everybody (p_e = 1), and say why that cell is empty.

import { defineMessages, MbError, type Msg } from '../messages'

export type UndefinedReason =
  /** No units (or no paired observations) at all. */
  | 'no-units'
  /** Fewer units than the statistic needs (2 for a correlation, an ICC or a variance). */
  | 'too-few-units'
  /** Fewer than 2 ratings per unit, or fewer than 2 raters/judges. */
  | 'too-few-raters'
  /** Chance agreement is 1 (or expected disagreement 0): every rating is in one category. */
  | 'chance-agreement-one'
  /** Only one category in the label set, so chance agreement has no meaning (Gwet's q − 1 = 0). */
  | 'single-category'
  /** A variable does not vary (a correlation or an ICC divides by zero). */
  | 'zero-variance'
  /** Krippendorff: no unit has two or more values to pair. */
  | 'no-pairable-values'
  /** Leave-one-out: no unit had a clear majority among the other raters. */
  | 'no-reference'
  /** Bootstrap: fewer than two resamples gave a defined statistic. */
  | 'too-few-defined-resamples'

export interface StatResult {
  /** The statistic, or null when the data cannot define it (see undefinedReason). */
  value: number | null
  /** Number of units (or pairs) the statistic was computed on. */
  n: number
  undefinedReason?: UndefinedReason
}

export function ok(value: number, n: number): StatResult {
  return { value, n }
}

export function undef(reason: UndefinedReason, n: number): StatResult {
  return { value: null, n, undefinedReason: reason }
}

export const statsMessages = defineMessages('stats', {
  lengthMismatch: {
    zh: (p) => `${p.what}：${p.a} 有 ${p.na} 个值，${p.b} 有 ${p.nb} 个值，长度必须相同`,
    en: (p) => `${p.what}: ${p.a} has ${p.na} values but ${p.b} has ${p.nb}; they must have the same length`,
  },
  notFinite: {
    zh: (p) => `${p.what}：${p.where} 不是有限数值（${p.value}）`,
    en: (p) => `${p.what}: ${p.where} is not a finite number (${p.value})`,
  },
  missingValue: {
    zh: (p) => `${p.what}：${p.where} 缺失；此统计量需要完整数据`,
    en: (p) => `${p.what}: ${p.where} is missing; this statistic needs complete data`,
  },
  badLabel: {
    zh: (p) => `${p.what}：${p.where} 的标签 ${p.value} 不在给定的标签列表中`,
    en: (p) => `${p.what}: the label ${p.value} at ${p.where} is not in the given label list`,
  },
  duplicateLabel: {
    zh: (p) => `${p.what}：标签列表中 ${p.value} 出现了两次`,
    en: (p) => `${p.what}: the label list names ${p.value} twice`,
  },
  needOrder: {
    zh: (p) => `${p.what}：加权或有序统计需要数值标签或显式的有序标签列表（发现非数值标签 ${p.value}）`,
    en: (p) => `${p.what}: weighted or ordered forms need numeric labels or an explicit ordered label list (found the non-numeric label ${p.value})`,
  },
  raggedMatrix: {
    zh: (p) => `${p.what}：第 ${p.row} 行有 ${p.got} 列，第 1 行有 ${p.expected} 列`,
    en: (p) => `${p.what}: row ${p.row} has ${p.got} columns but row 1 has ${p.expected}`,
  },
  unequalRaters: {
    zh: (p) => `${p.what}：第 ${p.row} 个单元有 ${p.got} 个评分，第 1 个单元有 ${p.expected} 个；经典 Fleiss κ 要求每个单元的评分数相同（可改用 Gwet 2014 的推广形式）`,
    en: (p) => `${p.what}: unit ${p.row} has ${p.got} ratings but unit 1 has ${p.expected}; classic Fleiss' kappa needs the same number of ratings per unit (use Gwet's 2014 generalisation instead)`,
  },
  badCount: {
    zh: (p) => `${p.what}：${p.where} 的计数 ${p.value} 不是非负整数`,
    en: (p) => `${p.what}: the count ${p.value} at ${p.where} is not a non-negative integer`,
  },
  outOfRange: {
    zh: (p) => `${p.what}：${p.where} 的值 ${p.value} 超出范围 ${p.range}`,
    en: (p) => `${p.what}: the value ${p.value} at ${p.where} is outside ${p.range}`,
  },
  badOption: {
    zh: (p) => `${p.what}：选项 ${p.option} 无效（${p.value}）`,
    en: (p) => `${p.what}: the option ${p.option} is invalid (${p.value})`,
  },
  reason_no_units: { zh: () => '没有数据单元', en: () => 'no units' },
  reason_too_few_units: { zh: () => '单元太少（至少需要 2 个）', en: () => 'too few units (at least 2 needed)' },
  reason_too_few_raters: { zh: () => '评分者太少（每个单元至少需要 2 个评分）', en: () => 'too few raters (at least 2 ratings per unit needed)' },
  reason_chance_agreement_one: {
    zh: () => '机遇一致率为 1：所有评分都在同一类别，无法计算',
    en: () => 'chance agreement is 1: every rating is in one category, so the coefficient is undefined',
  },
  reason_single_category: { zh: () => '标签集只有一个类别', en: () => 'the label set has a single category' },
  reason_zero_variance: { zh: () => '方差为零，无法计算', en: () => 'zero variance, the statistic is undefined' },
  reason_no_pairable_values: { zh: () => '没有任何单元有两个或以上的值可配对', en: () => 'no unit has two or more values to pair' },
  reason_no_reference: { zh: () => '其他评分者在任何单元上都没有明确的多数意见', en: () => 'the other raters had a clear majority on no unit' },
  reason_too_few_defined_resamples: {
    zh: () => '有定义的自助重抽样少于 2 个，无法给出区间',
    en: () => 'fewer than two bootstrap resamples gave a defined value, so no interval',
  },
})

/** The message for an undefined statistic, for the report and the CLI. */
export function undefinedReasonMsg(reason: UndefinedReason): Msg {
  const key = `reason_${reason.replace(/-/g, '_')}` as keyof typeof statsMessages
  return statsMessages[key]()
}

/** Throws a bilingual input error. Input errors are programming or data errors, not undefined statistics. */
export function inputError(msg: Msg): never {
  throw new MbError(msg)
}
