import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
// The answer reader's suites (tests/unit/extract*.test.ts, 130 files) only call the pure reader: they share
// one module cache per worker, so the reader's expressions and tables are built once per worker, not once
// per file (each build cost a file 2–3 s). Every other suite keeps a fresh module cache per file.
const READER = 'tests/unit/extract*.test.ts'

export default defineConfig({
  root,
  test: {
    globalSetup: ['tests/unit/helpers/notice.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a two-core machine is one worker; the suites are CPU-bound and independent.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'reader', include: [READER], isolate: false } },
      { extends: true, test: { name: 'app', include: ['tests/unit/**/*.test.ts'], exclude: [READER] } },
    ],
  },
})
