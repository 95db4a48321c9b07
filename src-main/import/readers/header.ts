// Column names for CSV and XLSX headers, shared so both readers key rows the same way.
import { MbError } from '../../core/messages'
import { importMessages } from '../messages'

/**
 * CMMLU's csv starts with an unnamed column (the row id): the first empty name stays "", later empty
 * names (Excel's trailing columns) become column<N>. Repeated names are refused: a row could not keep
 * both values.
 */
export function headerNames(cells: string[]): string[] {
  const seen = new Set<string>()
  return cells.map((cell, i) => {
    let name = cell.trim()
    if (name === '' && seen.has('')) name = `column${i + 1}`
    if (seen.has(name)) throw new MbError(importMessages.csvDuplicateHeader({ name }))
    seen.add(name)
    return name
  })
}
