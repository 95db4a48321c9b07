import path from 'node:path'
import { projectRoot, readJsonl } from './paths'

/** One labelled model output of tests/fixtures/extraction (format: REASONING_HELDOUT.md). */
export interface ExtractionCase {
  id: string
  category: string
  multi: boolean
  options: Record<string, string>
  output: string
  finish_reason?: string
  /** The letters the model finally committed to, sorted; "" when it gave none. */
  expected: string
}

export function extractionCases(file: string): ExtractionCase[] {
  return readJsonl<ExtractionCase>(path.join(projectRoot, 'tests/fixtures/extraction', file))
}
