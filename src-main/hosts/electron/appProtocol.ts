// The renderer's own origin inside Electron: app://medbench/…, a standard and secure scheme served
// from out/renderer only. A file:// page would share its origin with every file on the disk; this one
// has an origin of its own that the IPC sender check can compare exactly. Nothing here imports
// Electron, so the request handling is tested under plain Node.
import fs from 'node:fs'
import type { CustomScheme } from 'electron'
import { resolveStaticPath, staticHeaders } from '../shared/staticFiles'
import type { StaticResolution } from '../shared/staticFiles'

export const APP_SCHEME = 'app'
export const APP_HOST = 'medbench'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

/**
 * standard: relative URLs, an origin and web storage work as on http; secure: a secure context (blob:
 * workers, no mixed-content downgrade). Deliberately not corsEnabled, supportFetchAPI, bypassCSP or
 * service workers: the page reaches the host over IPC, never by fetching. codeCache only speeds up
 * the large editor bundle on later starts.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, codeCache: true },
}

/** True when `url` is on exactly our origin: app://medbench, no port, no user info. */
export function isAppOrigin(url: string | undefined): boolean {
  if (!url) return false
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return false
  }
  return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === ''
}

/** Which file answers a request to the app protocol, or why none does. */
export function resolveAppRequest(root: string, method: string, url: string): StaticResolution | { ok: false; status: 405; reason: string } {
  if (method !== 'GET' && method !== 'HEAD') return { ok: false, status: 405, reason: 'method not allowed' }
  if (!isAppOrigin(url)) return { ok: false, status: 404, reason: 'not found' }
  return resolveStaticPath(root, new URL(url).pathname)
}

/** The protocol handler: the file with the renderer's headers (CSP included), or a short refusal. */
export async function serveAppRequest(root: string, request: Request): Promise<Response> {
  const r = resolveAppRequest(root, request.method, request.url)
  if (!r.ok) return new Response(r.reason, { status: r.status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  try {
    const body = await fs.promises.readFile(r.file)
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: staticHeaders(r.file) })
  } catch {
    return new Response('not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
}
