import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const projectRoot = path.resolve(__dirname, '../../..')
export const sharedData = process.env.MEDBENCH_SHARED_DATA ?? path.resolve(projectRoot, '../shared/data')

export function dataFile(rel: string): string {
  return path.join(sharedData, rel)
}

/** Rows written for the tests in the exact shape of CMMLU, CMExam, Huatuo-26M and the MedBench platform
 *  files, whose own rows may not be copied here (tests/fixtures/ATTRIBUTION.md). */
export function formatFixture(rel: string): string {
  return path.join(projectRoot, 'tests/fixtures/formats', rel)
}

/** Apache-2.0 files copied verbatim with their licence (tests/fixtures/upstream). */
export function upstreamFixture(rel: string): string {
  return path.join(projectRoot, 'tests/fixtures/upstream', rel)
}

/** The demo bank's verbatim Apache-2.0 copies of CMB-Clin and CMtMedQA (resources/demo/ATTRIBUTION.md):
 *  the same bytes as in ../shared/data, so their tests run in a fresh clone too. */
export function demoFile(name: 'cmb_clin_qa.jsonl' | 'cmtmedqa_test.jsonl'): string {
  return path.join(projectRoot, 'resources/demo', name)
}

/** JSONL rows of a file: an absolute path, or a path inside the shared data folder. */
export function readJsonl<T = Record<string, unknown>>(file: string): T[] {
  return fs
    .readFileSync(path.isAbsolute(file) ? file : dataFile(file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T)
}

/** A fresh folder per test file, removed by the OS's tmp cleaning; never the user's data. */
export function tempDir(prefix = 'medbench-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}
