// Reading a choice answer out of a model's output: the half of choice scoring that needs no key.
// The runner reads each answer once when it stores the response (runs.db `readings`), stamped with
// READER_VERSION, and a report compares those readings with the keys; a reading made by another
// version of this code is read again.

import { extractChoice } from '../extract/choice'
import type { Item, Variant } from '../types'
import { mapPresentedToCanonical, presentedOptions } from './variants'

export interface ChoiceReading {
  /** Canonical letters, sorted ('' when the output gives no answer). */
  answer: string
  /** The letters as presented to the model (equal to `answer` without a permutation). */
  presented: string
  span: string
  rule: string
}

/** Reads the letters an output commits to, against the options as presented, mapped back to canonical ones. */
export function readChoice(
  item: Pick<Item, 'type' | 'options'>,
  output: string,
  opts?: { variant?: Pick<Variant, 'order'>; finishReason?: string | null },
): ChoiceReading {
  const variant = opts?.variant
  const options = item.options && variant ? presentedOptions(item.options, variant) : item.options
  const ex = extractChoice(output, { options, multi: item.type === 'multi_choice', finishReason: opts?.finishReason })
  return { answer: variant ? mapPresentedToCanonical(ex.answer, variant) : ex.answer, presented: ex.answer, span: ex.span, rule: ex.rule }
}
