// The report's section on how its choice answers were read (RunReport.reading), in core so the HTML
// report (core/run/reportHtml.ts) and the report builder (services/runs/runReport.ts) share one shape.

/**
 * How the scored choice answers were read: from a statement of the answer, inferred where the output
 * states none (an opening letter, an option's text, per-option verdicts, the last letter named:
 * core/score/inferredRules.ts), or as no answer at all (a decline, a hedge, an output cut off). The
 * score if every inferred answer counted as no answer bounds how much the score leans on inference.
 */
export interface ReadingSection {
  reader: string
  n_answers: number
  n_stated: number
  n_inferred: number
  n_inferred_correct: number
  n_no_answer: number
  overall_if_inferred_wrong: number | null
  note: string
  /**
   * A reading check applied (a judge pass that read the choice answers: core/judge/templates.ts,
   * medbench-read): how its readings compare with the reader's, and the overall score with the
   * judge's reading in place of the reader's wherever it has one.
   */
  check?: ReadingCheckSection
}

export interface ReadingCheckSection {
  judge: string
  model: string
  template: string
  /** Which answers the pass read: those the reader inferred or read as no answer, or all. */
  check: 'doubtful' | 'all'
  /** Choice answers with a reading by the judge, now in place of the reader's. */
  n_checked: number
  /** Answers this report's reader inferred or read as no answer that have no reading by the judge (not read, unreadable, or split samples). */
  n_unchecked: number
  n_agree: number
  /** The reader found no answer; the judge read one (and how many of those match the key). */
  n_found: number
  n_found_correct: number
  /** The reader read an answer; the judge read none (and how many of the reader's were right). */
  n_dropped: number
  n_dropped_correct: number
  /** Both read an answer, different letters. */
  n_changed: number
  overall_with_check: number | null
  note: string
}
