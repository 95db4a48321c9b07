// Format detection: every adapter scores the first rows; the best wins. Specific formats score up to
// 0.95 by how many rows fit; the generic adapters give a floor by file extension, so a file no specific
// format fits falls to generic jsonl/csv/xlsx.
import { ADAPTERS } from './formats'
import { FORMATS } from './types'
import type { FormatAdapter, SourceRow } from './types'

/** How many leading rows detection looks at. */
export const DETECT_ROWS = 50

export function detectFormat(rows: SourceRow[], fileName: string): FormatAdapter {
  const sample = rows.slice(0, DETECT_ROWS)
  let best: FormatAdapter = ADAPTERS.jsonl
  let bestScore = -1
  // FORMATS order breaks ties: specific formats are listed before the generic ones.
  for (const name of FORMATS) {
    const score = ADAPTERS[name].detect(sample, fileName)
    if (score > bestScore) {
      best = ADAPTERS[name]
      bestScore = score
    }
  }
  return best
}
