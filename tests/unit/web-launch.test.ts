// `medbench serve --open` and `npm start` open the browser without the access token on any command
// line: other users of the machine can read every process's argv (/proc/*/cmdline). The opener gets
// the path of a 0600 launch page in a 0700 folder, which leads on to the tokened URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { startWebHost } from '../../src-main/hosts/cli/commands/serve'
import type { WebHost } from '../../src-main/hosts/cli/commands/serve'
import { launchPage, removeLaunchFile, writeLaunchFile } from '../../src-main/hosts/http/launchFile'
import { tempDir } from './helpers/paths'

const posix = process.platform !== 'win32'
const dir = tempDir()
const data = path.join(dir, 'data')
const staticDir = path.join(dir, 'ui')
const record = path.join(dir, 'opener.json')
const opener = path.join(dir, 'fake-opener')

interface Seen {
  argv: string[]
  cmdline: string | null
  environ: string | null
}

/** Waits until the fake opener has written down what it was given. */
async function seen(): Promise<Seen> {
  const until = Date.now() + 20_000
  while (!fs.existsSync(record)) {
    if (Date.now() > until) throw new Error('the opener was never started')
    await new Promise((r) => setTimeout(r, 25))
  }
  return JSON.parse(fs.readFileSync(record, 'utf8')) as Seen
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode!, body }))
      })
      .on('error', reject)
  })
}

let host: WebHost
beforeAll(async () => {
  fs.mkdirSync(staticDir)
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>t</title>')
  // A stand-in for xdg-open: records its argv, and what any user could read of it in /proc.
  fs.writeFileSync(
    opener,
    `#!${process.execPath}
const fs = require('node:fs')
const read = (f) => { try { return fs.readFileSync(f, 'latin1') } catch { return null } }
fs.writeFileSync(${JSON.stringify(record)}, JSON.stringify({ argv: process.argv.slice(2), cmdline: read('/proc/self/cmdline'), environ: read('/proc/self/environ') }))
`,
    { mode: 0o755 },
  )
  host = await startWebHost({
    paths: { bank: path.join(dir, 'b.db'), keys: path.join(dir, 'b.keys.db') },
    demo: false,
    data,
    port: 0,
    staticDir,
    open: true,
    opener,
  })
})
afterAll(async () => {
  await host?.close()
})

describe('opening the browser', () => {
  it('gives the opener only the launch page’s path, with no token in argv or environment', async () => {
    const s = await seen()
    const token = host.bridge.token
    expect(host.launch.ok).toBe(true)
    expect(s.argv).toEqual([path.join(data, 'launch', 'open.html')])
    expect(s.argv.join(' ')).not.toContain(token)
    if (process.platform === 'linux') {
      expect(s.cmdline).toContain('open.html')
      expect(s.cmdline).not.toContain(token)
      expect(s.environ).not.toBeNull()
      expect(s.environ).not.toContain(token)
    }
  })

  it('the launch page is readable only by this user and leads on to the tokened URL', async () => {
    if (!host.launch.ok) throw new Error('no launch page')
    const file = host.launch.file
    if (posix) {
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700)
    }
    const html = fs.readFileSync(file, 'utf8')
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${host.bridge.url}">`)
    expect(html).toContain(`<a href="${host.bridge.url}">`)
    // The page it leads to is the app, and the token in it is the one the API accepts.
    const target = /url=([^"]+)"/.exec(html)![1]
    expect((await get(target)).status).toBe(200)
    expect(fs.readdirSync(path.dirname(file))).toEqual(['open.html'])
  })
})

describe('the launch page', () => {
  it('escapes what it embeds', () => {
    expect(launchPage('http://127.0.0.1:1/?token=a"><script>')).not.toContain('"><script>')
  })

  it('locks down a folder that was left open, and replaces an older page', () => {
    if (!posix) return
    const d = path.join(tempDir(), 'data')
    fs.mkdirSync(path.join(d, 'launch'), { recursive: true, mode: 0o777 })
    fs.chmodSync(path.join(d, 'launch'), 0o777)
    fs.writeFileSync(path.join(d, 'launch', 'open.html'), 'old', { mode: 0o644 })
    const f = writeLaunchFile(d, 'http://127.0.0.1:9/?token=new')
    expect(fs.statSync(path.dirname(f)).mode & 0o777).toBe(0o700)
    expect(fs.statSync(f).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(f, 'utf8')).toContain('token=new')
  })

  it('is removed on stop only while it still leads to this host', () => {
    const d = tempDir()
    const f = writeLaunchFile(d, 'http://127.0.0.1:9/?token=first')
    writeLaunchFile(d, 'http://127.0.0.1:10/?token=second')
    removeLaunchFile(f, 'http://127.0.0.1:9/?token=first')
    expect(fs.existsSync(f)).toBe(true)
    removeLaunchFile(f, 'http://127.0.0.1:10/?token=second')
    expect(fs.existsSync(f)).toBe(false)
  })

  it('when it cannot be written, the host still serves, says why, and opens nothing', async () => {
    const d = tempDir()
    const notAFolder = path.join(d, 'data')
    fs.writeFileSync(notAFolder, '')
    const marker = path.join(d, 'opened')
    const touch = path.join(d, 'touch-opener')
    fs.writeFileSync(touch, `#!${process.execPath}\nrequire('node:fs').writeFileSync(${JSON.stringify(marker)}, process.argv.slice(2).join(' '))\n`, { mode: 0o755 })
    const h = await startWebHost({
      paths: { bank: path.join(d, 'b.db'), keys: path.join(d, 'b.keys.db') },
      demo: false,
      data: notAFolder,
      port: 0,
      staticDir,
      open: true,
      opener: touch,
    })
    try {
      expect(h.launch).toMatchObject({ ok: false, file: path.join(notAFolder, 'launch', 'open.html') })
      expect(h.launch.ok || h.launch.reason).toMatch(/ENOTDIR|EEXIST|not a directory/)
      expect((await get(h.bridge.url)).status).toBe(200)
      await new Promise((r) => setTimeout(r, 500))
      expect(fs.existsSync(marker)).toBe(false)
    } finally {
      await h.close()
    }
  })

  it('is removed when the host stops', async () => {
    const d = tempDir()
    const h = await startWebHost({
      paths: { bank: path.join(d, 'b.db'), keys: path.join(d, 'b.keys.db') },
      demo: false,
      data: path.join(d, 'data'),
      port: 0,
      staticDir,
      open: false,
    })
    expect(h.launch.ok && fs.existsSync(h.launch.file)).toBe(true)
    await h.close()
    expect(fs.existsSync(path.join(d, 'data', 'launch', 'open.html'))).toBe(false)
  })
})
