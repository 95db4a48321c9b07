import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const projectRoot = path.resolve(__dirname, '../../..')
export const sharedData = process.env.MEDBENCH_SHARED_DATA ?? path.resolve(projectRoot, '../shared/data')

export function dataFile(rel: string): string {
  return path.join(sharedData, rel)
}

export function readJsonl<T = Record<string, unknown>>(rel: string): T[] {
  return fs
    .readFileSync(dataFile(rel), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T)
}

/** A fresh folder per test file, removed by the OS's tmp cleaning; never the user's data. */
export function tempDir(prefix = 'medbench-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}
