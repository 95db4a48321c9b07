// The agreement statistics of the core (issues 7 and 8): pure functions, no I/O.
//
// Conventions, so the report, the CLI and the review dashboard read them the same way:
// - Every statistic returns { value, n, undefinedReason? }: value null (never NaN) when the data
//   cannot define it, with the reason (undefinedReasonMsg renders it in Chinese and English). Bad
//   input (lengths that differ, a label outside the given list, NaN) throws an MbError naming the
//   position instead.
// - Labels are strings or numbers. Without an explicit list the label set is the labels used,
//   numbers ascending then strings (scikit-learn's order). Weighted kappa weights positions in that
//   list, as scikit-learn does; string labels need the list for weighted or ordered forms.
// - Gwet's AC1 depends on the number of categories q: pass the full label set (e.g. the decision
//   taxonomy) when some category went unused.
// - Fleiss' kappa refuses units with different numbers of ratings unless asked for Gwet's
//   generalisation ({ unequal: 'generalized' }); Krippendorff's alpha takes missing values as they
//   come; the ICC needs a complete matrix (completeRows picks the units every judge scored).
// - Macro-F1 leave-one-out ceiling: each clinician against the majority of the others, even splits
//   skipped; the judge is scored against the same references (judgeLeaveOneOut). See f1.ts.
// - ECE bins the probability of "met" in equal-width bins (see calibration.ts).
// - Intervals: seeded percentile bootstrap over units (rows), bootstrap.ts.
export * from './result'
export type { Label } from './validate'
export * from './kappa'
export * from './counts'
export * from './fleiss'
export * from './gwet'
export * from './krippendorff'
export * from './icc'
export * from './correlation'
export * from './pairwise'
export * from './f1'
export * from './calibration'
export * from './bootstrap'
export * from './agreementData'
export * from './agreementKeys'
export * from './agreementReport'
