// `medbench serve`: the web host. The same renderer the Electron window shows, served on loopback
// with the operation table behind a per-start token. `npm start` uses it when there is no Electron.
import fs from 'node:fs'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { MbError, defineMessages } from '../../../core/messages'
import { Workspace, defaultKeysPath } from '../../../services/workspace'
import { JobRegistry } from '../../../services/jobs'
import { ensureDemoBank } from '../../../services/demo'
import { startBridge } from '../../http/server'
import { appVersion, defaultDataDir, rendererDir, resourcesDir } from '../../shared/paths'
import { parseCommand, numberFlag } from '../args'
import type { Io } from '../io'
import type { Command } from './common'

const m = defineMessages('serve', {
  notBuilt: {
    zh: (p) => `找不到界面文件 ${p.dir}；请先运行 npm run build`,
    en: (p) => `the UI is not built (${p.dir} is missing); run npm run build first`,
  },
})

export const serveCommand: Command = {
  name: 'serve',
  usage: 'medbench serve [--port N] [--bank B [--keys K] | --demo] [--data DIR] [--open]\n  Serves the app on 127.0.0.1 (the same UI as the desktop window) and prints its link.',
  run: (argv, io) => serve(argv, io),
}

async function serve(argv: string[], io: Io): Promise<number> {
  const { values: v } = parseCommand(
    'serve',
    argv,
    { port: { type: 'string' }, bank: { type: 'string' }, keys: { type: 'string' }, demo: { type: 'boolean' }, data: { type: 'string' }, open: { type: 'boolean' } },
    false,
  )
  const a = {
    port: numberFlag('serve', v, 'port') ?? 0,
    bank: v.bank as string | undefined,
    keys: v.keys as string | undefined,
    demo: !!v.demo || !v.bank,
    data: (v.data as string | undefined) ?? defaultDataDir(),
    open: !!v.open,
  }
  const staticDir = rendererDir()
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new MbError(m.notBuilt({ dir: staticDir }))
  const paths = a.demo
    ? await ensureDemoBank(a.data, path.join(resourcesDir(), 'demo'))
    : { bank: a.bank!, keys: a.keys ?? defaultKeysPath(a.bank!) }
  const ws = new Workspace(paths)
  const bridge = await startBridge({
    staticDir,
    port: a.port,
    ctx: {
      ws,
      jobs: new JobRegistry(),
      host: 'http',
      uploadsDir: path.join(a.data, 'uploads'),
      demo: a.demo,
      version: appVersion(),
      actor: null,
    },
  })
  io.out(bridge.url)
  if (a.open) openBrowser(bridge.url)
  const stop = async () => {
    await bridge.close()
    ws.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return new Promise<number>(() => undefined)
}

/** Best effort: a desktop browser if one is there; the URL is printed either way. */
function openBrowser(url: string): void {
  const cmd = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open'
  try {
    const child = spawn(cmd, [url], { stdio: 'ignore', detached: true })
    child.on('error', () => undefined)
    child.unref()
  } catch {
    // no opener on this machine; the printed URL is enough
  }
}
