// One entry point for scoring any item, used by the CLI, the app and the reports alike.

import { parseTuples } from '../extract/tuples'
import { stripReasoning } from '../extract/think'
import { extractTrueFalse } from '../extract/trueFalse'
import { MbError } from '../messages'
import type { Item, ItemKey, Variant } from '../types'
import { bleu } from './bleu'
import { choiceExact, choicePartial } from './choice'
import { scoreCloze } from './cloze'
import { prf, tupleCounts } from './extraction'
import { SCORERS, type ItemScore } from './ids'
import { keyPointRecall, keyPointsCoveredLexically } from './keypoints'
import { scoreMessages } from './messages'
import { rougeL } from './rouge'
import { rubricScore } from './rubric'
import { readChoice, type ChoiceReading } from './readChoice'

export interface ScoreItemOptions {
  /** The presented permutation the output answers; its letters are mapped back to canonical ones. */
  variant?: Pick<Variant, 'order'>
  /** How the model's answer ended ('length': cut by the token limit, so only an explicit answer counts). */
  finishReason?: string | null
  /** Judge verdicts per key point, in key.keyPoints order (open-ended items). */
  keyPointsCovered?: readonly boolean[]
  /** Judge verdicts per rubric criterion, in key.rubric order (open-ended items). */
  rubricMet?: readonly boolean[]
}

function missing(item: Item, field: string): never {
  throw new MbError(scoreMessages['score.keyMissing']({ item: item.id, field }))
}

function scoreChoice(item: Item, key: ItemKey, output: string, opts: ScoreItemOptions | undefined): ItemScore {
  const gold = key.answer ?? missing(item, 'answer')
  return scoreChoiceReading(readChoice(item, output, { variant: opts?.variant, finishReason: opts?.finishReason }), gold)
}

/** Scores an answer already read (readChoice) against the key's letters: the keyed half of choice scoring. */
export function scoreChoiceReading(r: Pick<ChoiceReading, 'answer' | 'span' | 'rule'>, gold: string): ItemScore {
  const exact = choiceExact(r.answer, gold)
  return {
    score: exact,
    metrics: { 'choice.exact': exact, 'choice.partial': choicePartial(r.answer, gold) },
    extracted: r.answer,
    span: r.span,
    rule: r.rule,
    scorer: SCORERS.choiceExact,
  }
}

function scoreOpen(item: Item, key: ItemKey, output: string, opts: ScoreItemOptions | undefined): ItemScore {
  const answer = stripReasoning(output)
  if (opts?.rubricMet) {
    const rubric = key.rubric ?? missing(item, 'rubric')
    const s = rubricScore(rubric, opts.rubricMet)
    if (s === null) throw new MbError(scoreMessages['score.rubricNoPositive']({ item: item.id }))
    return { score: s, metrics: { 'rubric.healthbench': s }, scorer: SCORERS.rubric }
  }
  if (opts?.keyPointsCovered) {
    const kps = key.keyPoints ?? missing(item, 'keyPoints')
    if (kps.length !== opts.keyPointsCovered.length) {
      throw new MbError(scoreMessages['score.lengthMismatch']({ what: 'key point verdicts', expected: kps.length, actual: opts.keyPointsCovered.length }))
    }
    const r = keyPointRecall(opts.keyPointsCovered) ?? missing(item, 'keyPoints')
    return { score: r, metrics: { 'keypoints.macro_recall': r }, scorer: SCORERS.keyPoints }
  }
  // No judge yet: lexical overlap, flagged so a report never passes it off as a judged score.
  const metrics: Record<string, number> = { lexical: 1 }
  let lexicalKp: number | null = null
  if (key.keyPoints && key.keyPoints.length > 0) {
    lexicalKp = keyPointRecall(keyPointsCoveredLexically(key.keyPoints, answer))
    if (lexicalKp !== null) metrics['keypoints.lexical_recall'] = lexicalKp
  }
  if (key.reference !== undefined && key.reference.trim() !== '') {
    const r = rougeL(answer, key.reference)
    metrics['generation.rouge_l'] = r.f1
    metrics['generation.rouge_l.precision'] = r.precision
    metrics['generation.rouge_l.recall'] = r.recall
    metrics['generation.bleu4'] = bleu(answer, key.reference).bleu
    return { score: r.f1, metrics, scorer: SCORERS.rougeL }
  }
  if (lexicalKp !== null) return { score: lexicalKp, metrics, scorer: SCORERS.keyPointsLexical }
  return missing(item, 'reference')
}

/**
 * Scores one model output against an item's key, dispatching on item.type:
 *  - single_choice / multi_choice: extractChoice, exact set match (choice.exact v1); choice.partial
 *    as a second metric. With opts.variant the output is read against the presented options and
 *    mapped back to canonical letters.
 *  - true_false: extractTrueFalse against key.answer "T" / "F".
 *  - cloze: normalised exact match against key.reference and key.accepted.
 *  - extraction: micro P/R/F1 of parseTuples(output) against key.tuples; score = F1.
 *  - open_ended / multi_turn: rubric score when opts.rubricMet is given, key-point recall when
 *    opts.keyPointsCovered is given, otherwise ROUGE-L F1 against key.reference with metrics.lexical = 1.
 * Throws MbError when the key lacks what the item type needs.
 */
export function scoreItem(item: Item, key: ItemKey, output: string, opts?: ScoreItemOptions): ItemScore {
  switch (item.type) {
    case 'single_choice':
    case 'multi_choice':
      return scoreChoice(item, key, output, opts)
    case 'true_false': {
      const gold = key.answer ?? missing(item, 'answer')
      const ex = extractTrueFalse(output)
      const s = ex.answer !== '' && ex.answer === gold ? 1 : 0
      return { score: s, metrics: { 'true_false.exact': s }, extracted: ex.answer, span: ex.span, rule: ex.rule, scorer: SCORERS.trueFalse }
    }
    case 'cloze': {
      const accepted = [...(key.reference !== undefined ? [key.reference] : []), ...(key.accepted ?? [])]
      if (accepted.length === 0) missing(item, 'reference')
      const r = scoreCloze(output, accepted)
      const s = r.correct ? 1 : 0
      return { score: s, metrics: { 'cloze.normalized_exact': s }, extracted: r.candidate, scorer: SCORERS.cloze }
    }
    case 'extraction': {
      const gold = key.tuples ?? missing(item, 'tuples')
      const pred = parseTuples(output)
      const r = prf(tupleCounts(pred, gold))
      return {
        score: r.f1,
        metrics: {
          'extraction.micro_f1': r.f1,
          'extraction.precision': r.precision,
          'extraction.recall': r.recall,
          'extraction.tp': r.tp,
          'extraction.fp': r.fp,
          'extraction.fn': r.fn,
        },
        extracted: JSON.stringify(pred),
        scorer: SCORERS.extraction,
      }
    }
    case 'open_ended':
    case 'multi_turn':
      return scoreOpen(item, key, output, opts)
  }
}

export interface VariantSetScore extends ItemScore {
  perVariant: ItemScore[]
}

/**
 * Scores the outputs for all presented variants of one choice item; outputs[i] answers
 * item.variants[i]. The item counts as correct only if every variant is (choice.circular, strict as
 * in circular evaluation); choice.variant_accuracy is the share of variants answered correctly.
 */
export function scoreVariantOutputs(item: Item, key: ItemKey, outputs: readonly string[]): VariantSetScore {
  const variants = item.variants
  if (!variants || variants.length === 0) throw new MbError(scoreMessages['score.noVariants']({ item: item.id }))
  if (outputs.length !== variants.length) {
    throw new MbError(scoreMessages['score.lengthMismatch']({ what: 'variant outputs', expected: variants.length, actual: outputs.length }))
  }
  const perVariant = variants.map((v, i) => scoreItem(item, key, outputs[i], { variant: v }))
  let correct = 0
  for (const r of perVariant) if (r.score === 1) correct++
  const all = correct === perVariant.length ? 1 : 0
  return {
    score: all,
    metrics: { 'choice.circular': all, 'choice.variant_accuracy': correct / perVariant.length },
    perVariant,
    scorer: SCORERS.choiceCircular,
  }
}
