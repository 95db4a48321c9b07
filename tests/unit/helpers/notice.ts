// vitest globalSetup: one line, once per run, when the shared real-data folder is absent.
import fs from 'node:fs'
import path from 'node:path'

export default function setup(): void {
  const root = path.resolve(__dirname, '../../..')
  const shared = process.env.MEDBENCH_SHARED_DATA ?? path.resolve(root, '../shared/data')
  // Each Vitest project (tests/vitest.config.mts) runs the global setup: say it once.
  if (process.env.MEDBENCH_NOTICE_SHOWN) return
  process.env.MEDBENCH_NOTICE_SHOWN = '1'
  if (!fs.existsSync(path.join(shared, 'SOURCES.md'))) {
    process.stdout.write(`note: ${shared} not found: tests on the larger real data are skipped (set MEDBENCH_SHARED_DATA to run them)\n`)
  }
}
