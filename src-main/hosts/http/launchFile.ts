// How a browser reaches the web host without the access token ever being on a command line. Any user
// of the machine can read every process's arguments (/proc/*/cmdline, `ps`), so `xdg-open URL?token=…`
// would hand the bank to all of them. Instead the tokened URL goes into a small page in a folder only
// this user can enter, and the opener is given that file's path. The file stays while the host runs
// (a lost tab can be reopened from it) and is removed when it stops.
import fs from 'node:fs'
import path from 'node:path'
import { spawn } from 'node:child_process'

export const LAUNCH_DIR = 'launch'
export const LAUNCH_FILE = 'open.html'

/** The folder (under the user's data folder) that holds the launch page. */
export function launchDir(dataDir: string): string {
  return path.join(dataDir, LAUNCH_DIR)
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A page that goes straight on to `url`, with a link for browsers that do not follow the refresh. */
export function launchPage(url: string): string {
  const u = escapeHtml(url)
  return [
    '<!doctype html>',
    '<html lang="zh-CN"><head><meta charset="utf-8">',
    '<meta name="referrer" content="no-referrer">',
    `<meta http-equiv="refresh" content="0;url=${u}">`,
    '<title>MedBench Studio</title></head>',
    `<body><p><a href="${u}">打开 MedBench Studio · Open MedBench Studio</a></p></body></html>`,
    '',
  ].join('\n')
}

/** A folder only this user may enter: made 0700, and refused if it is a link or not ours to lock. */
function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const st = fs.lstatSync(dir)
  if (!st.isDirectory()) throw new Error(`${dir} is not a folder`)
  if (process.platform !== 'win32') fs.chmodSync(dir, 0o700)
}

/**
 * Writes the launch page for `url` as <dataDir>/launch/open.html, readable by this user only (0600 in
 * a 0700 folder), and returns its path. The page is written under a fresh name and renamed into place,
 * so nobody ever sees it half written or with wider permissions.
 */
export function writeLaunchFile(dataDir: string, url: string): string {
  const dir = launchDir(dataDir)
  privateDir(dir)
  const file = path.join(dir, LAUNCH_FILE)
  const tmp = path.join(dir, `.${LAUNCH_FILE}.${process.pid}.${Date.now()}`)
  const fd = fs.openSync(tmp, 'wx', 0o600)
  try {
    fs.writeFileSync(fd, launchPage(url))
  } finally {
    fs.closeSync(fd)
  }
  if (process.platform !== 'win32') fs.chmodSync(tmp, 0o600)
  fs.renameSync(tmp, file)
  return file
}

/** Removes the launch page if it still leads to `url` (another host may have written its own since). */
export function removeLaunchFile(file: string, url: string): void {
  try {
    if (fs.readFileSync(file, 'utf8').includes(escapeHtml(url))) fs.rmSync(file, { force: true })
  } catch {
    // already gone
  }
}

/** The desktop's "open this file" command, unless MEDBENCH_OPENER names another program. */
export function defaultOpener(): string {
  if (process.env.MEDBENCH_OPENER) return process.env.MEDBENCH_OPENER
  return process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open'
}

/**
 * Best effort: asks the desktop to open the launch page. The only argument is the file's path; the
 * opener inherits this process's environment, which holds no token either. The URL is printed anyway.
 */
export function openLaunchFile(file: string, opener = defaultOpener()): void {
  try {
    const child = spawn(opener, [file], { stdio: 'ignore', detached: true })
    child.on('error', () => undefined)
    child.unref()
  } catch {
    // no opener on this machine; the printed URL is enough
  }
}
