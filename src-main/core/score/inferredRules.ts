// The reader's rules that infer an answer the output never states: an opening letter, an option's text
// in a sentence or on a labelled line, per-option verdicts, a letter standing alone as a line's last clause,
// the last letter mentioned. Hedges a reader
// has no phrase for end in these rules, so the per-response table filters to them for a person to check.

export const INFERRED_RULES = [
  'verdict',
  'leading',
  'option_text_cue',
  'option_paraphrase',
  'ordinal',
  'labelled_text',
  'option_text',
  'letter_clause',
  'last_mention',
] as const

const SET: ReadonlySet<string> = new Set(INFERRED_RULES)

/** Whether a reading's rule inferred its answer rather than read a statement of it. */
export function isInferredRule(rule: string | null | undefined): boolean {
  return rule != null && SET.has(rule)
}

/**
 * Whether a reading is one a person (or a judge's reading check) should look at: no answer found, or an
 * answer the reader inferred. The report's reading counts and the reading check's selection both ask this.
 */
export function isDoubtfulReading(answer: string | null | undefined, rule: string | null | undefined): boolean {
  return !answer || isInferredRule(rule)
}
