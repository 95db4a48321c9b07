// The loopback HTTP bridge: the token, Host and Origin checks that keep other pages and other hosts
// away from the bank, and one operation through the same table the app uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { startBridge } from '../../src-main/hosts/http/server'
import type { Bridge } from '../../src-main/hosts/http/server'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { importFile } from '../../src-main/services/importService'
import { formatFixture, tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

let bridge: Bridge
let ws: Workspace
const staticDir = tempDir()

beforeAll(async () => {
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>t</title>')
  const dir = tempDir()
  ws = new Workspace({ bank: path.join(dir, 'b.db'), keys: path.join(dir, 'b.keys.db') })
  await importFile(ws, formatFixture('cmmlu_dev_utf8bom.csv'), { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })
  bridge = await startBridge({
    staticDir,
    ctx: { ws, jobs: new JobRegistry(), host: 'http', uploadsDir: path.join(dir, 'up'), demo: false, version: 'test', actor: null, settings: { dir, secrets: new NoSecretStore() } },
  })
})
afterAll(async () => {
  await bridge.close()
  ws.close()
})

function request(opts: { path: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: bridge.port, path: opts.path, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }))
    })
    req.on('error', reject)
    if (opts.body) req.write(opts.body)
    req.end()
  })
}

const api = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  request({ path: `/api/op/${name}`, method: 'POST', headers: { 'content-type': 'application/json', 'x-medbench-token': bridge.token, ...headers }, body: JSON.stringify(body) })

describe('HTTP bridge', () => {
  it('listens on loopback and prints a URL carrying its token', () => {
    expect(bridge.url).toBe(`http://127.0.0.1:${bridge.port}/?token=${bridge.token}`)
    expect(bridge.token.length).toBeGreaterThanOrEqual(32)
  })

  it('serves the UI with a strict CSP', async () => {
    const r = await request({ path: '/' })
    expect(r.status).toBe(200)
    expect(r.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('refuses API calls without the token or with a wrong one', async () => {
    expect((await api('app.info', {}, { 'x-medbench-token': '' })).status).toBe(401)
    expect((await api('app.info', {}, { 'x-medbench-token': bridge.token.slice(1) + 'x' })).status).toBe(401)
  })

  it('refuses other Host names (DNS rebinding) and other origins', async () => {
    expect((await api('app.info', {}, { host: `evil.example:${bridge.port}` })).status).toBe(421)
    expect((await api('app.info', {}, { origin: 'http://evil.example' })).status).toBe(403)
    expect((await api('app.info', {}, { origin: `http://127.0.0.1:${bridge.port}` })).status).toBe(200)
  })

  it('runs operations and reports bad input as a message, not a trace', async () => {
    const ok = JSON.parse((await api('bank.query', { search: '胸膜', limit: 5 })).body)
    expect(ok.ok).toBe(true)
    expect(ok.value.total).toBeGreaterThan(0)
    const bad = JSON.parse((await api('bank.query', { limit: 'many' })).body)
    expect(bad.ok).toBe(false)
    expect(bad.error.zh).toMatch(/^输入无效/)
    expect(bad.error.en).not.toMatch(/\n\s+at /)
  })

  it('does not let the browser host read local paths', async () => {
    const made = JSON.parse((await api('users.create', { name: '王医生', role: 'editor' })).body)
    const r = JSON.parse((await api('import.start', { files: [{ path: '/etc/passwd' }] }, { 'x-medbench-actor': made.value.profile.id })).body)
    expect(r.ok).toBe(false)
    expect(r.error.en).toMatch(/uploaded by content/)
  })

  it('acts as the profile the page names, and only that one', async () => {
    const anon = JSON.parse((await api('item.setStatus', { id: 'cmmlu:dev:anatomy:0', status: 'approved' })).body)
    expect(anon.ok).toBe(false)
    expect(anon.error.zh).toMatch(/请先选择您的身份/)
    const unknown = JSON.parse((await api('app.info', {}, { 'x-medbench-actor': 'u-nobody' })).body)
    expect(unknown.value.actor).toBeNull()
    const reviewer = JSON.parse((await api('users.create', { name: '李审核', role: 'reviewer' })).body).value.profile
    const refused = JSON.parse((await api('item.setStatus', { id: 'cmmlu:dev:anatomy:0', status: 'approved' }, { 'x-medbench-actor': reviewer.id })).body)
    expect(refused.ok).toBe(false)
    expect(refused.error.zh).toMatch(/审核专家/)
    // A reviewer asking for the key does not get it.
    const got = JSON.parse((await api('item.get', { id: 'cmmlu:dev:anatomy:0', withKey: true }, { 'x-medbench-actor': reviewer.id })).body).value
    expect(got.key).toBeNull()
    expect(got.keyWithheld).toBe(true)
  })
})
