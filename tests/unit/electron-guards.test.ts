// The Electron host's guards, as pure functions (no Electron binary is needed): who may call over IPC,
// which files the page may import, and what the app:// protocol will serve.
import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { renderMsg } from '../../src-main/core/messages'
import { senderRefusal } from '../../src-main/hosts/electron/senderCheck'
import { PickedFiles, PICK_TTL_MS } from '../../src-main/hosts/electron/pickedFiles'
import { APP_ENTRY_URL, APP_SCHEME_PRIVILEGES, isAppOrigin, resolveAppRequest, serveAppRequest } from '../../src-main/hosts/electron/appProtocol'
import { resolveStaticPath } from '../../src-main/hosts/shared/staticFiles'
import { tempDir } from './helpers/paths'

const WIN = 7

describe('IPC sender check', () => {
  const ok = { frameUrl: 'app://medbench/index.html', isMainFrame: true, windowId: WIN }

  it('accepts our window’s main frame on app://medbench, whatever the path, query or hash', () => {
    expect(senderRefusal(ok, WIN)).toBeNull()
    expect(senderRefusal({ ...ok, frameUrl: 'app://medbench/' }, WIN)).toBeNull()
    expect(senderRefusal({ ...ok, frameUrl: 'app://medbench/index.html?x=1#item/3' }, WIN)).toBeNull()
  })

  it('refuses another window, a window-less sender, and any sender before our window exists', () => {
    expect(senderRefusal({ ...ok, windowId: WIN + 1 }, WIN)?.code).toBe('electron.unknownWindow')
    expect(senderRefusal({ ...ok, windowId: null }, WIN)?.code).toBe('electron.unknownWindow')
    expect(senderRefusal(ok, null)?.code).toBe('electron.unknownWindow')
  })

  it('refuses a frame inside the page even when it is on our origin', () => {
    expect(senderRefusal({ ...ok, isMainFrame: false }, WIN)?.code).toBe('electron.subFrame')
  })

  it.each([
    'file:///opt/medbench/out/renderer/index.html',
    'http://127.0.0.1:5173/',
    'https://medbench.example/',
    'app://medbench.evil/index.html',
    'app://evil/medbench/index.html',
    'app://medbench:8080/index.html',
    'app://user@medbench/index.html',
    'apps://medbench/index.html',
    'about:blank',
    'data:text/html,<p>hi',
    '',
  ])('refuses a page on %j and names it', (url) => {
    const msg = senderRefusal({ ...ok, frameUrl: url }, WIN)
    expect(msg?.code).toBe('electron.foreignPage')
    expect(renderMsg(msg!, 'en')).toContain('only pages of app://medbench are accepted')
    expect(renderMsg(msg!, 'zh')).toMatch(/^已拒绝：请求来自 .+，只接受 app:\/\/medbench 的页面$/)
  })

  it('refuses a sender whose frame is gone', () => {
    expect(senderRefusal({ ...ok, frameUrl: undefined }, WIN)?.code).toBe('electron.foreignPage')
  })
})

describe('files the native picker returned', () => {
  let t = 1_000_000
  const clock = () => t

  it('allows exactly the picked paths, for a while, and nothing else', () => {
    const picked = new PickedFiles(clock)
    picked.remember(['/home/u/题库/a.csv', '/home/u/b.xlsx'])
    expect(picked.allows('/home/u/题库/a.csv')).toBe(true)
    expect(picked.allows('/home/u/b.xlsx')).toBe(true)
    expect(picked.allows('/home/u/.ssh/id_ed25519')).toBe(false)
    expect(picked.allows('/home/u/题库')).toBe(false)
    // No normalising: through a symlinked folder `..` can lead somewhere else entirely.
    expect(picked.allows('/home/u/link/../b.xlsx')).toBe(false)
    expect(picked.allows('/home/u//b.xlsx')).toBe(false)
    expect(picked.allows('b.xlsx')).toBe(false)
    t += PICK_TTL_MS - 1
    expect(picked.allows('/home/u/b.xlsx')).toBe(true)
    t += 1
    expect(picked.allows('/home/u/b.xlsx')).toBe(false)
  })

  it('restarts the time of a file picked again, and forgets nothing else early', () => {
    const picked = new PickedFiles(clock, 1000)
    picked.remember(['/d/x.jsonl', '/d/y.jsonl'])
    t += 600
    picked.remember(['/d/x.jsonl'])
    t += 600
    expect(picked.allows('/d/x.jsonl')).toBe(true)
    expect(picked.allows('/d/y.jsonl')).toBe(false)
  })

  it('a cancelled pick (no paths) allows nothing', () => {
    const picked = new PickedFiles(clock)
    picked.remember([])
    expect(picked.allows('/')).toBe(false)
    expect(picked.allows('')).toBe(false)
  })

  it('keeps its memory bounded, dropping the oldest picks first', () => {
    const picked = new PickedFiles(clock)
    picked.remember(Array.from({ length: 1500 }, (_, i) => `/d/f${i}.csv`))
    expect(picked.allows('/d/f0.csv')).toBe(false)
    expect(picked.allows('/d/f1499.csv')).toBe(true)
  })
})

describe('the app:// protocol', () => {
  // A renderer folder with a secret file beside it, which no URL may reach.
  const base = tempDir()
  const root = path.join(base, 'renderer')
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>MedBench Studio</title>')
  fs.writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)')
  fs.writeFileSync(path.join(base, 'secret.txt'), 'do not serve')
  fs.mkdirSync(path.join(base, 'renderer-evil'))
  fs.writeFileSync(path.join(base, 'renderer-evil', 'x.js'), 'evil')

  it('is standard and secure, and asks for nothing more that would widen the page', () => {
    expect(APP_SCHEME_PRIVILEGES.scheme).toBe('app')
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true })
    for (const p of ['bypassCSP', 'corsEnabled', 'supportFetchAPI', 'allowServiceWorkers', 'allowExtensions'] as const) {
      expect(APP_SCHEME_PRIVILEGES.privileges?.[p]).toBeFalsy()
    }
    expect(APP_ENTRY_URL).toBe('app://medbench/index.html')
    expect(isAppOrigin(APP_ENTRY_URL)).toBe(true)
  })

  it('maps URLs to files of the renderer folder', () => {
    expect(resolveAppRequest(root, 'GET', 'app://medbench/index.html')).toEqual({ ok: true, file: path.join(root, 'index.html') })
    expect(resolveAppRequest(root, 'GET', 'app://medbench/')).toEqual({ ok: true, file: path.join(root, 'index.html') })
    expect(resolveAppRequest(root, 'GET', 'app://medbench/assets/index-abc.js')).toEqual({ ok: true, file: path.join(root, 'assets', 'index-abc.js') })
    // Client-side routes get the shell; a missing asset is a 404, not the shell.
    expect(resolveAppRequest(root, 'GET', 'app://medbench/bank/items')).toEqual({ ok: true, file: path.join(root, 'index.html') })
    expect(resolveAppRequest(root, 'GET', 'app://medbench/assets/missing.js')).toMatchObject({ ok: false, status: 404 })
  })

  it.each([
    'app://medbench/..%2fsecret.txt',
    'app://medbench/..%2Fsecret.txt',
    'app://medbench/assets/..%2f..%2fsecret.txt',
    'app://medbench/%2e%2e%2fsecret.txt',
    'app://medbench/..%5csecret.txt',
    'app://medbench/assets%5c..%5c..%5csecret.txt',
    'app://medbench/index.html%00.js',
    'app://medbench/C:%5cWindows%5cwin.ini',
    'app://medbench/..%2frenderer-evil/x.js',
  ])('refuses the traversal %s', (url) => {
    const r = resolveAppRequest(root, 'GET', url)
    expect(r).toMatchObject({ ok: false, status: 403 })
  })

  it('keeps dot segments that the URL parser folds inside the folder', () => {
    // new URL() already turns /../ and %2e%2e/ into nothing above the root: they look for
    // renderer/secret.txt, which is not there.
    for (const url of ['app://medbench/../secret.txt', 'app://medbench/%2e%2e/%2e%2e/secret.txt', 'app://medbench/assets/../../secret.txt']) {
      expect(resolveAppRequest(root, 'GET', url)).toMatchObject({ ok: false, status: 404 })
    }
  })

  it('answers only our host and only reads', () => {
    expect(resolveAppRequest(root, 'GET', 'app://other/index.html')).toMatchObject({ ok: false, status: 404 })
    expect(resolveAppRequest(root, 'POST', 'app://medbench/index.html')).toMatchObject({ ok: false, status: 405 })
    expect(resolveAppRequest(root, 'GET', 'app://medbench/%E0%A4%A')).toMatchObject({ ok: false, status: 400 })
  })

  it('serves files with the CSP and refuses traversal with a short text, never the file', async () => {
    const res = await serveAppRequest(root, new Request('app://medbench/assets/index-abc.js'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe('console.log(1)')
    const html = await serveAppRequest(root, new Request('app://medbench/'))
    expect(html.headers.get('cache-control')).toBe('no-store')
    const bad = await serveAppRequest(root, new Request('app://medbench/..%2fsecret.txt'))
    expect(bad.status).toBe(403)
    expect(await bad.text()).not.toContain('do not serve')
  })
})

describe('static path resolution shared by both hosts', () => {
  const root = tempDir()
  const files = new Set([path.join(root, 'index.html'), path.join(root, 'a.js')])
  const kind = (f: string) => (files.has(f) ? ('file' as const) : null)

  it('is the same guard for the HTTP bridge’s paths', () => {
    expect(resolveStaticPath(root, '/a.js', kind)).toEqual({ ok: true, file: path.join(root, 'a.js') })
    expect(resolveStaticPath(root, '/%2e%2e/%2e%2e/etc/passwd', kind)).toMatchObject({ ok: false, status: 403 })
    expect(resolveStaticPath(root, '/..%2f..%2fetc%2fpasswd', kind)).toMatchObject({ ok: false, status: 403 })
    expect(resolveStaticPath(root, '/b.js', kind)).toMatchObject({ ok: false, status: 404 })
  })
})
