// Tests on the larger real data in ../shared/data (or MEDBENCH_SHARED_DATA) run where it exists, as in
// CI; in a fresh clone with nothing beside it they are skipped, and tests/unit/helpers/notice.ts says so
// in one line. Everything else carries its own fixtures under tests/.
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'vitest'
import { sharedData } from './paths'

/** True when the shared data folder is there (its SOURCES.md is the marker). */
export const hasSharedData = fs.existsSync(path.join(sharedData, 'SOURCES.md'))

/** A describe block that needs ../shared/data: skipped (and counted as skipped) without it. */
export const describeShared = describe.skipIf(!hasSharedData)

/** One test that needs ../shared/data. */
export const itShared = it.skipIf(!hasSharedData)

export function sharedFile(rel: string): string {
  return path.join(sharedData, rel)
}
