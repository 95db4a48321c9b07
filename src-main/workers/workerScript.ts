// Where a worker thread's script is: beside the bundles when built (electron.vite.config.ts lists
// each worker as an entry); when running from source (tsx, vitest) the TypeScript file is loaded
// through tsx's CommonJS hook, which a worker must register itself.
import fs from 'node:fs'
import path from 'node:path'

export interface WorkerScript {
  code: string
  eval: boolean
}

/** `name` is the entry's name and its source file's (e.g. 'parseWorker' for import/parseWorker.ts). */
export function workerScript(name: string, sourceDir: string): WorkerScript | null {
  // The bundler may put the calling module in a chunks/ folder below the entry files.
  for (const dir of [__dirname, path.dirname(__dirname)]) {
    const built = path.join(dir, `${name}.js`)
    if (fs.existsSync(built)) return { code: built, eval: false }
  }
  const source = path.join(sourceDir, `${name}.ts`)
  if (fs.existsSync(source)) return { code: `require('tsx/cjs'); require(${JSON.stringify(source)})`, eval: true }
  return null
}
