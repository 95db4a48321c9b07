// The loopback HTTP bridge: serves the built renderer and the operation table on 127.0.0.1 only.
// Each start makes a random token that every API call must carry; Host and Origin are checked so a
// web page elsewhere (DNS rebinding, cross-site form posts) cannot reach the bank.
import http from 'node:http'
import crypto from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { dispatchOp } from '../../ops/define'
import type { OpContext } from '../../ops/define'
import { ops } from '../../ops/table'
import { resolveStaticPath, staticHeaders } from '../shared/staticFiles'

const MAX_BODY = 300 * 1024 * 1024

export interface BridgeOptions {
  ctx: OpContext
  /** Folder of the built renderer (index.html and assets). */
  staticDir: string
  port?: number
  token?: string
}

export interface Bridge {
  url: string
  port: number
  token: string
  close(): Promise<void>
}

export async function startBridge(opts: BridgeOptions): Promise<Bridge> {
  const token = opts.token ?? crypto.randomBytes(24).toString('base64url')
  const tokenBuf = Buffer.from(token)
  let port = 0

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e) => {
      console.error(e)
      if (!res.headersSent) send(res, 500, { ok: false, error: { code: 'internal', zh: '内部错误', en: 'internal error' } })
    })
  })

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const host = req.headers.host ?? ''
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      return sendText(res, 421, 'misdirected request: this server answers only to 127.0.0.1')
    }
    const origin = req.headers.origin
    if (origin && origin !== `http://127.0.0.1:${port}` && origin !== `http://localhost:${port}`) {
      return sendText(res, 403, 'cross-origin requests are refused')
    }
    const url = new URL(req.url ?? '/', `http://${host}`)

    if (url.pathname.startsWith('/api/')) {
      const given = Buffer.from(String(req.headers['x-medbench-token'] ?? ''))
      if (given.length !== tokenBuf.length || !crypto.timingSafeEqual(given, tokenBuf)) {
        return send(res, 401, { ok: false, error: { code: 'unauthorized', zh: '访问令牌无效或缺失', en: 'missing or wrong access token' } })
      }
      const m = /^\/api\/op\/([\w.]+)$/.exec(url.pathname)
      if (!m || req.method !== 'POST') return send(res, 404, { ok: false, error: { code: 'notFound', zh: '无此接口', en: 'no such endpoint' } })
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
        return send(res, 415, { ok: false, error: { code: 'contentType', zh: '请求须为 JSON', en: 'requests must be JSON' } })
      }
      let body: unknown
      try {
        body = JSON.parse((await readBody(req)).toString('utf8') || '{}')
      } catch (e) {
        return send(res, 400, { ok: false, error: { code: 'badJson', zh: `请求不是有效的 JSON：${(e as Error).message}`, en: `request is not valid JSON: ${(e as Error).message}` } })
      }
      // The profile the page acts as (chosen in the app); an unknown id acts as nobody.
      const actorId = String(req.headers['x-medbench-actor'] ?? '')
      const actor = actorId ? (opts.ctx.ws.bank.users.get(actorId) ?? null) : null
      const result = await dispatchOp(ops, { ...opts.ctx, actor }, m[1], body)
      return send(res, 200, result)
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'method not allowed')
    return serveStatic(res, opts.staticDir, url.pathname)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve())
  })
  port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_BODY) {
        reject(new Error('request body too large'))
        req.destroy()
        return
      }
      parts.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(parts)))
    req.on('error', reject)
  })
}

function serveStatic(res: http.ServerResponse, dir: string, pathname: string) {
  const r = resolveStaticPath(dir, pathname)
  if (!r.ok) return sendText(res, r.status, r.reason)
  res.writeHead(200, staticHeaders(r.file))
  fs.createReadStream(r.file).pipe(res)
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(text)
}

function sendText(res: http.ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  res.end(text)
}
