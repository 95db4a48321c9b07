// Electron main process: one window, locked down (context isolation, sandbox, no Node in the page,
// strict CSP, no navigation, no new windows), showing the renderer from its own app:// origin and
// talking to the operation table over two IPC channels that answer only that window's main frame.
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session, shell } from 'electron'
import type { IpcMainInvokeEvent } from 'electron'
import path from 'node:path'
import { MbError } from '../../core/messages'
import type { Msg } from '../../core/messages'
import { dispatchOp, toOpError } from '../../ops/define'
import type { OpContext, OpResult } from '../../ops/define'
import { ops } from '../../ops/table'
import { Workspace } from '../../services/workspace'
import { JobRegistry } from '../../services/jobs'
import { ensureDemoBank } from '../../services/demo'
import { SafeStorageSecretStore } from '../../services/endpoints/secrets'
import { secretsFile } from '../../services/endpoints/profiles'
import { CSP } from '../shared/staticFiles'
import { appVersion, defaultDataDir, rendererDir, resourcesDir } from '../shared/paths'
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, serveAppRequest } from './appProtocol'
import { OPEN_FILES_CHANNEL, OP_CHANNEL } from './channels'
import { PickedFiles } from './pickedFiles'
import { senderRefusal } from './senderCheck'
import type { SenderFacts } from './senderCheck'

// Must happen before the app is ready: the scheme's privileges are fixed when Chromium starts.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])

/** The one window, and the files its native picker returned. */
let main: { win: BrowserWindow; picked: PickedFiles } | null = null

let ctx: OpContext | null = null

async function createContext(): Promise<OpContext> {
  const dataDir = process.env.MEDBENCH_DATA_DIR || app.getPath('userData')
  const bankArg = process.argv.find((a) => a.startsWith('--bank='))?.slice('--bank='.length)
  const paths = bankArg
    ? { bank: bankArg, keys: bankArg.replace(/\.db$/i, '') + '.keys.db' }
    : await ensureDemoBank(dataDir, path.join(resourcesDir(), 'demo'))
  return {
    ws: new Workspace(paths),
    jobs: new JobRegistry(),
    host: 'electron',
    uploadsDir: path.join(dataDir, 'uploads'),
    demo: !bankArg,
    version: appVersion(),
    actor: null,
    // Profiles beside the signing key, where the CLI finds them too; keys encrypted by the OS keychain
    // (safeStorage), refused when it offers no real protection.
    settings: { dir: defaultDataDir(), secrets: new SafeStorageSecretStore(secretsFile(defaultDataDir()), safeStorage) },
  }
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    title: 'MedBench Studio',
    show: false,
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  })
  main = { win, picked: new PickedFiles() }
  win.once('ready-to-show', () => win.show())
  win.on('closed', () => {
    if (main?.win === win) main = null
  })
  // The app never navigates: links to the outside open in the system browser, anything else is dropped.
  win.webContents.on('will-navigate', (e, url) => {
    e.preventDefault()
    if (/^https?:\/\//.test(url)) void shell.openExternal(url)
  })
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
  void win.loadURL(APP_ENTRY_URL)
  return win
}

function senderFacts(event: IpcMainInvokeEvent): SenderFacts {
  const frame = event.senderFrame
  return {
    frameUrl: frame?.url,
    isMainFrame: !!frame && frame.parent === null,
    windowId: BrowserWindow.fromWebContents(event.sender)?.id ?? null,
  }
}

function refused(msg: Msg): OpResult<never> {
  return { ok: false, error: toOpError(new MbError(msg)) }
}

app.on('web-contents-created', (_e, contents) => {
  contents.on('will-attach-webview', (e) => e.preventDefault())
})

app.whenReady().then(async () => {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(rendererDir(), request))
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } })
  })
  session.defaultSession.setPermissionRequestHandler((_wc, _perm, cb) => cb(false))
  try {
    ctx = await createContext()
  } catch (e) {
    // A bank that cannot open is shown as a message, never as a crash with a stack trace.
    dialog.showErrorBox('MedBench Studio', toOpError(e).zh + '\n' + toOpError(e).en)
    app.exit(1)
    return
  }
  ipcMain.handle(OP_CHANNEL, async (event, name: unknown, input: unknown, actorId: unknown) => {
    const refusal = senderRefusal(senderFacts(event), main?.win.id ?? null)
    if (refusal) return refused(refusal)
    // Paths in an import are read only if this window's picker returned them.
    const { picked } = main! // no refusal means the sender is `main`
    // The profile the window acts as (chosen in the app); an unknown id acts as nobody.
    const actor = typeof actorId === 'string' && actorId ? (ctx!.ws.bank.users.get(actorId) ?? null) : null
    return dispatchOp(ops, { ...ctx!, actor, canReadPath: (p) => picked.allows(p) }, String(name), input)
  })
  ipcMain.handle(OPEN_FILES_CHANNEL, async (event): Promise<OpResult<string[]>> => {
    const refusal = senderRefusal(senderFacts(event), main?.win.id ?? null)
    if (refusal) return refused(refusal)
    const { win, picked } = main!
    const r = await dialog.showOpenDialog(win, {
      properties: ['openFile', 'multiSelections'],
      filters: [{ name: 'Item files', extensions: ['jsonl', 'json', 'csv', 'xlsx', 'txt'] }],
    })
    const paths = r.canceled ? [] : r.filePaths
    picked.remember(paths)
    return { ok: true, value: paths }
  })
  createWindow()
})

app.on('window-all-closed', () => {
  ctx?.ws.close()
  app.quit()
})
