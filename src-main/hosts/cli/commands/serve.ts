// `medbench serve`: the web host. The same renderer the Electron window shows, served on loopback
// with the operation table behind a per-start token. `npm start` uses it when there is no Electron.
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages, renderMsg } from '../../../core/messages'
import { Workspace, defaultKeysPath } from '../../../services/workspace'
import type { WorkspacePaths } from '../../../services/workspace'
import { JobRegistry } from '../../../services/jobs'
import { ensureDemoBank } from '../../../services/demo'
import { startBridge } from '../../http/server'
import { SessionSecretStore } from '../../../services/endpoints/secrets'
import type { Bridge } from '../../http/server'
import { LAUNCH_FILE, defaultOpener, launchDir, openLaunchFile, removeLaunchFile, writeLaunchFile } from '../../http/launchFile'
import { appVersion, defaultDataDir, rendererDir, resourcesDir } from '../../shared/paths'
import { numberFlag, parseCommand } from '../args'
import type { Io } from '../io'
import type { Command } from './common'

const m = defineMessages('serve', {
  notBuilt: {
    zh: (p) => `找不到界面文件 ${p.dir}；请先运行 npm run build`,
    en: (p) => `the UI is not built (${p.dir} is missing); run npm run build first`,
  },
  launchFile: {
    zh: (p) => `或在浏览器中打开 ${p.file}（只有您本人可读，服务停止时删除）`,
    en: (p) => `or open ${p.file} in a browser (readable only by you; removed when the service stops)`,
  },
  launchFileFailed: {
    zh: (p) => `无法写入启动文件 ${p.file}（${p.reason}）；请复制上面的链接到浏览器中打开`,
    en: (p) => `could not write the launch file ${p.file} (${p.reason}); copy the link above into a browser`,
  },
})

export interface WebHostOptions {
  paths: WorkspacePaths
  demo: boolean
  /** The user's data folder: uploads and the launch page go here. */
  data: string
  port: number
  /** Folder of the built renderer. */
  staticDir: string
  /** Open a browser on the launch page (never on the tokened URL itself). */
  open: boolean
  /** Program that opens the launch page; the desktop's opener by default. */
  opener?: string
}

export interface WebHost {
  bridge: Bridge
  /** The launch page (0600, in a 0700 folder), or why it could not be written. */
  launch: { ok: true; file: string } | { ok: false; file: string; reason: string }
  close(): Promise<void>
}

/** The bank behind the bridge, the launch page beside it, and the browser opened on that page. */
export async function startWebHost(o: WebHostOptions): Promise<WebHost> {
  const ws = new Workspace(o.paths)
  const bridge = await startBridge({
    staticDir: o.staticDir,
    port: o.port,
    ctx: {
      ws,
      jobs: new JobRegistry(),
      host: 'http',
      uploadsDir: path.join(o.data, 'uploads'),
      demo: o.demo,
      version: appVersion(),
      actor: null,
      // Profiles in the data folder; a key entered in the page is held in this process's memory only.
      settings: { dir: o.data, secrets: new SessionSecretStore() },
    },
  })
  let launch: WebHost['launch']
  try {
    launch = { ok: true, file: writeLaunchFile(o.data, bridge.url) }
  } catch (e) {
    launch = { ok: false, file: path.join(launchDir(o.data), LAUNCH_FILE), reason: (e as Error).message.split('\n')[0] }
  }
  // Without the launch page there is nothing token-free to open; the printed URL has to do.
  if (o.open && launch.ok) openLaunchFile(launch.file, o.opener ?? defaultOpener())
  return {
    bridge,
    launch,
    close: async () => {
      if (launch.ok) removeLaunchFile(launch.file, bridge.url)
      await bridge.close()
      ws.close()
    },
  }
}

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
  const host = await startWebHost({ paths, demo: a.demo, data: a.data, port: a.port, staticDir, open: a.open })
  // The URL on the user's own terminal is fine; it is never passed to another program.
  io.out(host.bridge.url)
  io.out(
    host.launch.ok
      ? renderMsg(m.launchFile({ file: host.launch.file }), io.lang)
      : renderMsg(m.launchFileFailed({ file: host.launch.file, reason: host.launch.reason }), io.lang),
  )
  const stop = async () => {
    await host.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return new Promise<number>(() => undefined)
}
