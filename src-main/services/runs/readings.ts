// The reading the runner stores with each choice answer (see runs.db `readings`): the same
// core/score/readChoice a report would otherwise run on every stored output.
import { readChoice } from '../../core/score/readChoice'
import { READER_VERSION } from '../../core/score/readerVersion'
import type { Item } from '../../core/types'
import type { StoredReading, TaskRow } from '../../store/runStore'

/** The answer read from a choice item's output, or null for other items (their scoring needs the key). */
export function readingOf(item: Pick<Item, 'type' | 'options'>, task: Pick<TaskRow, 'itemId' | 'sample' | 'order'>, output: string, finishReason: string | null): StoredReading | null {
  if (item.type !== 'single_choice' && item.type !== 'multi_choice') return null
  const permuted = task.order.length > 0
  try {
    const r = readChoice(item, output, { variant: permuted ? { order: task.order } : undefined, finishReason })
    return { itemId: task.itemId, sample: task.sample, reader: READER_VERSION, answer: r.answer, presented: permuted ? r.presented : null, span: r.span, rule: r.rule }
  } catch {
    // Never lose the answer over its reading: without one, the report reads the output itself.
    return null
  }
}
