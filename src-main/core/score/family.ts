// Which family a score belongs to. Accuracy-like scores (choice, true/false, cloze, extraction F1,
// judged rubric and key-point scores) and lexical-overlap stand-ins (ROUGE-L, BLEU, lexical key-point
// recall, used for open answers until a judge has run) measure different things: a report keeps them
// apart and never averages one into the other.
import type { ItemType } from '../types'

export type ScoreFamily = 'accuracy' | 'lexical'

/** The family of an item's score from its type alone, so unanswered items can be placed too. */
export function familyOfType(type: ItemType, judged = false): ScoreFamily {
  return (type === 'open_ended' || type === 'multi_turn') && !judged ? 'lexical' : 'accuracy'
}
