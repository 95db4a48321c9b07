// Electron smoke test: the window opens on app://medbench (not file://), is titled, the bank view shows
// a count, the editor (Monaco and its workers) starts under that origin, the protocol refuses
// traversal, and the import refuses a path the native picker did not return.
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
  const pageErrors = []
  win.on('pageerror', (e) => pageErrors.push(e.message))
  await win.waitForLoadState('domcontentloaded')
  const title = await win.title()
  if (title !== 'MedBench Studio') await fail(`window title is "${title}"`)
  if (!win.url().startsWith('app://medbench/')) await fail(`the window shows ${win.url()}, not app://medbench/…`)
  const origin = await win.evaluate(() => window.location.origin)
  if (origin !== 'app://medbench') await fail(`the page's origin is ${origin}`)
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

  // The protocol, asked from the main process: files of out/renderer with the CSP, nothing above it.
  const fetchApp = (url) =>
    app.evaluate(async ({ net }, u) => {
      const r = await net.fetch(u)
      return { status: r.status, csp: r.headers.get('content-security-policy') ?? '', body: (await r.text()).slice(0, 200) }
    }, url)
  const shell = await fetchApp('app://medbench/index.html')
  if (shell.status !== 200 || !shell.csp.includes("script-src 'self'")) await fail(`app://medbench/index.html gave ${shell.status}, CSP "${shell.csp}"`)
  for (const url of ['app://medbench/..%2f..%2fpackage.json', 'app://medbench/..%5c..%5cpackage.json', 'app://medbench/assets/..%2f..%2f..%2fpackage.json']) {
    const r = await fetchApp(url)
    if (r.status !== 403 || r.body.includes('medbench-studio')) await fail(`${url} was not refused (${r.status})`)
  }

  // The page may import only what the native picker returned; it has picked nothing.
  const secret = path.join(projectRoot, 'package.json')
  const imp = await win.evaluate((p) => window.medbench.call('import.start', { files: [{ path: p }] }), secret)
  if (imp.ok || imp.error?.code !== 'ops.pathNotPicked') await fail(`an unpicked path was accepted: ${JSON.stringify(imp).slice(0, 200)}`)

  // Monaco and its workers start under app://: open the first item in the editor.
  await win.locator('[data-testid="bank-row"]').first().dblclick()
  await win.locator('[data-testid="editor-item"] .view-line').first().waitFor({ timeout: 60_000 })
  if (pageErrors.length) await fail(`uncaught page errors: ${pageErrors.join(' | ').slice(0, 300)}`)

  fs.mkdirSync(path.join(here, 'screenshots'), { recursive: true })
  await win.screenshot({ path: path.join(here, 'screenshots', '20-electron-window.png') })
  await app.close()
  app = null
  console.log(`  ✓ electron smoke test: "${title}" on app://medbench, ${count}, traversal refused, unpicked path refused, editor started`)
} catch (e) {
  await fail(String(e?.message ?? e).split('\n')[0])
}
fs.rmSync(dataDir, { recursive: true, force: true })
