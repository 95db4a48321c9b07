// Decisions in the shapes the agreement statistics (core/stats: Cohen's and Fleiss' kappa, Gwet's
// AC1) read: a units × raters matrix of category indices, and per-unit category counts. Only the
// decision kind is a label here; reasons and revisions are not rated categories.
import { MbError, bilingual } from '../messages'
import type { Decision } from './decision'
import { DECISION_KINDS } from './reasons'
import type { DecisionKind } from './reasons'

export interface LabelMatrix {
  /** The categories, in index order: approve = 0, revise = 1, reject = 2. */
  categories: readonly DecisionKind[]
  /** Item ids, sorted: one row each. */
  units: string[]
  /** Reviewer ids, sorted: one column each. */
  raters: string[]
  /** labels[unit][rater]: the category index, or null where that reviewer gave no decision. */
  labels: (number | null)[][]
}

const CATEGORY = new Map<DecisionKind, number>(DECISION_KINDS.map((k, i) => [k, i]))
const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * One round's decisions (any number of items) as a units × raters matrix. Decisions of other rounds
 * must not be mixed in: a reviewer has one label per item per round, and a second one for the same
 * cell would overwrite the first, so it is refused.
 */
export function labelMatrix(decisions: readonly Pick<Decision, 'itemId' | 'reviewerId' | 'kind'>[]): LabelMatrix {
  const units = [...new Set(decisions.map((d) => d.itemId))].sort(byString)
  const raters = [...new Set(decisions.map((d) => d.reviewerId))].sort(byString)
  const row = new Map(units.map((u, i) => [u, i]))
  const col = new Map(raters.map((r, i) => [r, i]))
  const labels = units.map(() => new Array<number | null>(raters.length).fill(null))
  for (const d of decisions) {
    const cells = labels[row.get(d.itemId)!]
    const c = col.get(d.reviewerId)!
    if (cells[c] !== null) {
      throw new MbError(
        bilingual(
          `审核人“${d.reviewerId}”对题目“${d.itemId}”有两条决定：一致性统计每次只用一轮的决定`,
          `reviewer "${d.reviewerId}" has two decisions on item "${d.itemId}": agreement is computed on one round's decisions at a time`,
        ),
      )
    }
    cells[c] = CATEGORY.get(d.kind)!
  }
  return { categories: DECISION_KINDS, units, raters, labels }
}

/** Per unit, how many reviewers chose each category (Fleiss' input): counts[unit][category]. */
export function categoryCounts(m: LabelMatrix): number[][] {
  return m.labels.map((cells) => {
    const counts = new Array<number>(m.categories.length).fill(0)
    for (const c of cells) if (c !== null) counts[c]++
    return counts
  })
}
