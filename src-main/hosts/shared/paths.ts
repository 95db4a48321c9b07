// Where the app's own files are, whether it runs from source (tsx), from the build (out/) or inside
// Electron: walk up to the package.json that names this app.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

let root: string | null = null

export function appRoot(): string {
  if (root) return root
  let dir = __dirname
  for (;;) {
    const pkg = path.join(dir, 'package.json')
    if (fs.existsSync(pkg)) {
      try {
        if ((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === 'medbench-studio') return (root = dir)
      } catch {
        // not ours; keep walking
      }
    }
    const up = path.dirname(dir)
    if (up === dir) throw new Error(`cannot find the MedBench Studio folder above ${__dirname}`)
    dir = up
  }
}

export function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(appRoot(), 'package.json'), 'utf8')) as { version: string }).version
}

export const rendererDir = () => path.join(appRoot(), 'out', 'renderer')
export const resourcesDir = () => path.join(appRoot(), 'resources')

/** Per-user data folder for the app's own banks (the demo bank, uploads), as Electron would choose. */
export function defaultDataDir(): string {
  if (process.env.MEDBENCH_DATA_DIR) return process.env.MEDBENCH_DATA_DIR
  const home = os.homedir()
  if (process.platform === 'win32') return path.join(process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'MedBench Studio')
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'MedBench Studio')
  return path.join(process.env.XDG_DATA_HOME ?? path.join(home, '.local', 'share'), 'medbench-studio')
}
