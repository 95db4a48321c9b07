// Electron smoke test: the packaged window opens, is titled, and the bank view shows a count.
// Where the Electron binary was never downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD machines) it says so
// in one line and passes: the web e2e covers the renderer; this covers the Electron wiring.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'

const here = path.dirname(fileURLToPath(import.meta.url))
const projectRoot = path.resolve(here, '../..')
const require = createRequire(path.join(projectRoot, 'package.json'))

function electronBinary() {
  try {
    const bin = require('electron')
    return typeof bin === 'string' && fs.existsSync(bin) ? bin : null
  } catch {
    return null
  }
}

const bin = electronBinary()
if (!bin) {
  console.log('electron smoke test: skipped (no Electron binary on this machine)')
  process.exit(0)
}

const { electronSqliteBinding } = await import('../../scripts/electron-native.mjs')
const binding = electronSqliteBinding(projectRoot)
if (!binding) {
  console.log('electron smoke test: skipped (no SQLite addon for Electron could be fetched or built here)')
  process.exit(0)
}

const { _electron } = require('playwright-core')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbench-electron-'))
let app = null
const fail = async (msg) => {
  console.log(`electron smoke test: FAILED — ${msg}`)
  if (app) await app.close().catch(() => undefined)
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(1)
}

try {
  console.log('▶ electron smoke test')
  app = await _electron.launch({
    executablePath: bin,
    args: [path.join(projectRoot, 'out', 'main', 'index.js')],
    cwd: projectRoot,
    env: { ...process.env, MEDBENCH_DATA_DIR: dataDir, MEDBENCH_SQLITE_BINDING: binding },
    timeout: 60_000,
  })
  const win = await app.firstWindow({ timeout: 60_000 })
  await win.waitForLoadState('domcontentloaded')
  const title = await win.title()
  if (title !== 'MedBench Studio') await fail(`window title is "${title}"`)
  await win.waitForFunction(
    () => {
      const e = document.querySelector('[data-testid="bank-count"]')
      return e && e.getAttribute('data-loading') === 'false' && /\d/.test(e.textContent ?? '')
    },
    null,
    { timeout: 60_000 },
  )
  const count = await win.textContent('[data-testid="bank-count"]')
  const medbench = await win.evaluate(() => typeof window.medbench)
  if (medbench !== 'object') await fail('the preload bridge (window.medbench) is missing')
  const node = await win.evaluate(() => typeof window.require)
  if (node !== 'undefined') await fail('Node integration leaked into the page')
  fs.mkdirSync(path.join(here, 'screenshots'), { recursive: true })
  await win.screenshot({ path: path.join(here, 'screenshots', '20-electron-window.png') })
  await app.close()
  app = null
  console.log(`  ✓ electron smoke test: "${title}", ${count}`)
} catch (e) {
  await fail(String(e?.message ?? e).split('\n')[0])
}
fs.rmSync(dataDir, { recursive: true, force: true })
