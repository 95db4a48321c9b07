// Electron main process: one window, locked down (context isolation, sandbox, no Node in the page,
// strict CSP, no navigation, no new windows), talking to the operation table over one IPC channel.
import { app, BrowserWindow, dialog, ipcMain, session, shell } from 'electron'
import path from 'node:path'
import { dispatchOp, toOpError } from '../../ops/define'
import type { OpContext } from '../../ops/define'
import { ops } from '../../ops/table'
import { Workspace } from '../../services/workspace'
import { JobRegistry } from '../../services/jobs'
import { ensureDemoBank } from '../../services/demo'
import { CSP } from '../http/server'
import { appVersion, rendererDir, resourcesDir } from '../shared/paths'
import { OPEN_FILES_CHANNEL, OP_CHANNEL } from './channels'


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
  win.once('ready-to-show', () => win.show())
  // The app never navigates: links to the outside open in the system browser, anything else is dropped.
  win.webContents.on('will-navigate', (e, url) => {
    e.preventDefault()
    if (/^https?:\/\//.test(url)) void shell.openExternal(url)
  })
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
  void win.loadFile(path.join(rendererDir(), 'index.html'))
  return win
}

function trustedSender(frameUrl: string | undefined): boolean {
  return !!frameUrl && frameUrl.startsWith('file://') && frameUrl.includes('/out/renderer/')
}

app.on('web-contents-created', (_e, contents) => {
  contents.on('will-attach-webview', (e) => e.preventDefault())
})

app.whenReady().then(async () => {
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
    if (!trustedSender(event.senderFrame?.url)) {
      return { ok: false, error: { code: 'forbidden', zh: '拒绝来自未知页面的请求', en: 'request from an unknown page refused' } }
    }
    // The profile the window acts as (chosen in the app); an unknown id acts as nobody.
    const actor = typeof actorId === 'string' && actorId ? (ctx!.ws.bank.users.get(actorId) ?? null) : null
    return dispatchOp(ops, { ...ctx!, actor }, String(name), input)
  })
  ipcMain.handle(OPEN_FILES_CHANNEL, async () => {
    const r = await dialog.showOpenDialog({
      properties: ['openFile', 'multiSelections'],
      filters: [{ name: 'Item files', extensions: ['jsonl', 'json', 'csv', 'xlsx', 'txt'] }],
    })
    return r.canceled ? [] : r.filePaths
  })
  createWindow()
})

app.on('window-all-closed', () => {
  ctx?.ws.close()
  app.quit()
})
