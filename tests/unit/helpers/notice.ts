// vitest globalSetup: one line, once per run, when the shared real-data folder is absent.
import fs from 'node:fs'
import path from 'node:path'

export default function setup(): void {
  const root = path.resolve(__dirname, '../../..')
  const shared = process.env.MEDBENCH_SHARED_DATA ?? path.resolve(root, '../shared/data')
  if (!fs.existsSync(path.join(shared, 'SOURCES.md'))) {
    process.stdout.write(`note: ${shared} not found: tests on the larger real data are skipped (set MEDBENCH_SHARED_DATA to run them)\n`)
  }
}
