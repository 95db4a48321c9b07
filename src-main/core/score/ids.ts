// Every scorer has a name and a version, so a report states exactly how each number was computed and
// an old run can be reproduced (MedBench itself changed its open-QA metric four times). Bump the
// version whenever a change can alter a score, including a change in the extractor a scorer uses.

export interface ScorerId {
  readonly name: string
  readonly version: number
}

export const SCORERS = {
  /** Choice items: extracted letter set equals the key (1/0). Uses extract.choice rules. */
  choiceExact: { name: 'choice.exact', version: 1 },
  /** Choice items: |pred ∩ gold| / |gold| when no wrong letter was picked, else 0. */
  choicePartial: { name: 'choice.partial', version: 1 },
  /** Permuted variants of one item: 1 only if every presented variant is answered correctly. */
  choiceCircular: { name: 'choice.circular', version: 1 },
  /** Permuted variants of one item: share of variants answered correctly. */
  choiceVariantAccuracy: { name: 'choice.variant_accuracy', version: 1 },
  trueFalse: { name: 'true_false.exact', version: 1 },
  cloze: { name: 'cloze.normalized_exact', version: 1 },
  extraction: { name: 'extraction.micro_f1', version: 1 },
  rougeL: { name: 'generation.rouge_l', version: 1 },
  bleu: { name: 'generation.bleu4', version: 1 },
  /** Key points covered according to a judge (MedBench MR). */
  keyPoints: { name: 'keypoints.macro_recall', version: 1 },
  /** Key points covered by lexical overlap, a stand-in until a judge is run. */
  keyPointsLexical: { name: 'keypoints.lexical_recall', version: 1 },
  rubric: { name: 'rubric.healthbench', version: 1 },
} as const satisfies Record<string, ScorerId>

export interface ItemScore {
  /** 0..1. */
  score: number
  /** Named values, keyed by scorer name (plus counts such as extraction.tp); all numbers. */
  metrics: Record<string, number>
  /** What was read from the output (letters, T/F, the cloze candidate, tuples as JSON). */
  extracted?: string
  /** The part of the output that decided `extracted`. */
  span?: string
  /** Name of the extraction rule that fired, for explaining the decision. */
  rule?: string
  scorer: ScorerId
}
