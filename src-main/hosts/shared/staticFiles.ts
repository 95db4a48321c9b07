// The built renderer as served by both hosts: the loopback HTTP bridge and Electron's app:// protocol.
// One path resolution (and so one traversal guard) and one set of headers for both, so a fix to either
// reaches the other. Resolution is a pure function of the folder and the URL path, plus a look at
// whether the file is there, which callers may replace in tests.
import fs from 'node:fs'
import path from 'node:path'

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Monaco injects its theme as <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

export type StaticResolution = { ok: true; file: string } | { ok: false; status: 400 | 403 | 404; reason: string }

export type FileKind = 'file' | 'dir' | null

function kindOnDisk(file: string): FileKind {
  try {
    const st = fs.statSync(file)
    return st.isDirectory() ? 'dir' : st.isFile() ? 'file' : null
  } catch {
    return null
  }
}

/**
 * Maps a URL path (still percent-encoded, as in `new URL(…).pathname`) to a file inside `root`.
 * URL parsers already fold `/../` and `%2e%2e`, but an encoded slash (`..%2f`) or backslash survives
 * them and only becomes a parent step after decoding; every such path is refused outright rather than
 * clamped, so a crafted link never reads a file outside the renderer.
 */
export function resolveStaticPath(root: string, pathname: string, kind: (file: string) => FileKind = kindOnDisk): StaticResolution {
  let rel: string
  try {
    rel = decodeURIComponent(pathname)
  } catch {
    return { ok: false, status: 400, reason: 'malformed path' }
  }
  if (!rel.startsWith('/')) rel = '/' + rel
  if (rel.includes('\0') || rel.includes('\\')) return { ok: false, status: 403, reason: 'forbidden path' }
  const segments = rel.split('/').filter((s) => s !== '' && s !== '.')
  // A colon would be a drive letter or an alternate data stream on Windows; no renderer file has one.
  if (segments.some((s) => s === '..' || s.includes(':'))) return { ok: false, status: 403, reason: 'forbidden path' }
  const base = path.resolve(root)
  const file = path.join(base, ...segments)
  const inside = path.relative(base, file)
  if (inside.startsWith('..') || path.isAbsolute(inside)) return { ok: false, status: 403, reason: 'forbidden path' }
  if (segments.length > 0 && kind(file) === 'file') return { ok: true, file }
  // Client-side routes fall back to the app shell; a missing asset is a 404, not the shell.
  if (segments.length > 0 && path.extname(segments[segments.length - 1])) return { ok: false, status: 404, reason: 'not found' }
  return { ok: true, file: path.join(base, 'index.html') }
}

/** Headers for a file of the renderer: its type, the CSP, no sniffing, no referrer, no caching of the shell. */
export function staticHeaders(file: string): Record<string, string> {
  const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
  return {
    'content-type': type,
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': type.startsWith('text/html') ? 'no-store' : 'max-age=3600',
  }
}
