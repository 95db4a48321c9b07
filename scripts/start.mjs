// `npm start`: the Electron app on the built-in demo bank; where this machine has no Electron binary
// (it is downloaded from GitHub at install time, which offline machines cannot do), the same UI is
// served on 127.0.0.1 and opened in a browser instead.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { electronSqliteBinding } from './electron-native.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const built = ['out/main/index.js', 'out/main/cli.js', 'out/preload/index.js', 'out/renderer/index.html'].map((f) => path.join(root, f))

function newestMtime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)
  }
  return newest
}

const oldestBuild = Math.min(...built.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)))
const newestSource = Math.max(...['src-main', 'src-renderer', 'resources'].map((d) => newestMtime(path.join(root, d))))
if (oldestBuild < newestSource) {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

function electronBinary() {
  try {
    const p = require('electron')
    return typeof p === 'string' && fs.existsSync(p) ? p : null
  } catch {
    return null
  }
}

const args = process.argv.slice(2)
const electron = electronBinary()
const binding = electron ? electronSqliteBinding(root) : null
if (electron && !binding) {
  process.stdout.write('The SQLite addon for Electron could not be fetched or built (no network?); opening the browser UI instead.\n')
}
if (electron && binding) {
  const child = spawn(electron, [root, ...args], { stdio: 'inherit', env: { ...process.env, MEDBENCH_SQLITE_BINDING: binding } })
  child.on('exit', (code) => process.exit(code ?? 0))
} else {
  const child = spawn(process.execPath, [path.join(root, 'out/main/cli.js'), 'serve', '--demo', '--open', ...args], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
  })
  // The host prints its URL (with the token: fine on the user's own terminal) and the launch file it
  // opened the browser on; neither the token nor the URL is ever passed to another program.
  let first = true
  let pending = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (text) => {
    pending += text
    const lines = pending.split('\n')
    pending = lines.pop()
    for (const line of lines) {
      if (first && line.startsWith('http://')) {
        first = false
        process.stdout.write(`No Electron binary on this machine: serving the same UI in your browser at ${line.trim()}\n`)
      } else {
        process.stdout.write(line + '\n')
      }
    }
  })
  const stop = () => child.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  child.on('exit', (code) => process.exit(code ?? 0))
}
