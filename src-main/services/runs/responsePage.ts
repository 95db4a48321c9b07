// A page of a run's per-response table from the answers the runner read when it stored them (see
// store/responseRows.ts); null where the run must be scored in full to show it.
import { isInferredRule } from '../../core/score/inferredRules'
import { READER_VERSION } from '../../core/score/readerVersion'
import { responseRowsFromReadings, type ResponseFilter, type ResponseRowOut } from '../../store/responseRows'
import type { Workspace } from '../workspace'
import type { PerResponse } from './runReport'

export function responsePageFromReadings(ws: Workspace, run: string, q: { filter: ResponseFilter; offset: number; limit: number }): { total: number; rows: ResponseRowOut[] } | null {
  return responseRowsFromReadings(ws.runs.store.file, ws.paths.keys, run, READER_VERSION, q)
}

/** The full path's filter over every scored response: the rows the page from readings must equal. */
export function filterResponses(perResponse: readonly PerResponse[], filter: ResponseFilter): readonly PerResponse[] {
  if (filter === 'wrong') return perResponse.filter((p) => p.status === 'scored' && p.score !== null && p.score < 1)
  if (filter === 'failed') return perResponse.filter((p) => p.status === 'failed')
  if (filter === 'unanswered') return perResponse.filter((p) => p.status === 'unanswered')
  if (filter === 'inferred') return perResponse.filter((p) => p.status === 'scored' && isInferredRule(p.rule))
  if (filter === 'check_differs') return perResponse.filter((p) => p.checkedAs !== undefined && p.checkedAs !== (p.extracted ?? ''))
  if (filter === 'inconsistent') {
    const answers = new Map<string, Set<string>>()
    for (const p of perResponse) if (p.status === 'scored') answers.set(p.itemId, (answers.get(p.itemId) ?? new Set()).add(p.extracted ?? ''))
    return perResponse.filter((p) => (answers.get(p.itemId)?.size ?? 0) > 1)
  }
  return perResponse
}
