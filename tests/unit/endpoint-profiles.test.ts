// Saved endpoint profiles and API keys, through the operation table as every host calls it: the same
// validation whichever host asks; profiles in the user's data folder, never in a bank or runs file;
// SecretStore with an injected safeStorage (refusing when the OS offers no protection); run.start with
// a profile and overrides resolved in one place; "test connection" said plainly (refused, timeout,
// 401, not OpenAI-compatible); and a stored key that reaches the server as a bearer token but no file
// the app writes (data folder, settings, runs.db, bank, keys, report JSON/HTML/CSV).
import { RUNS_MIGRATIONS } from '../../src-main/store/runSchema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import Database from 'better-sqlite3'
import { dispatchOp } from '../../src-main/ops/define'
import type { Host, OpContext, OpResult } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import type { OpName, OpOutput } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { importFiles } from '../../src-main/services/importService'
import { NoSecretStore, SafeStorageSecretStore, SessionSecretStore } from '../../src-main/services/endpoints/secrets'
import type { SafeStorageLike, SecretStore } from '../../src-main/services/endpoints/secrets'
import { secretsFile, settingsFile } from '../../src-main/services/endpoints/profiles'
import { runCli } from '../../src-main/hosts/cli/main'
import { startModelServer } from '../support/modelServer'
import type { ModelServer, ServerItem } from '../support/modelServer'
import { tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

/** safeStorage as the OS gives it: AES-GCM under a key that never leaves this process (the "keychain"). */
function fakeSafeStorage(o: { available?: boolean; backend?: string } = {}): SafeStorageLike & { calls: { encrypt: number; decrypt: number } } {
  const key = crypto.randomBytes(32)
  const calls = { encrypt: 0, decrypt: 0 }
  return {
    calls,
    isEncryptionAvailable: () => o.available ?? true,
    getSelectedStorageBackend: () => o.backend ?? 'gnome_libsecret',
    encryptString(plain) {
      calls.encrypt++
      const iv = crypto.randomBytes(12)
      const c = crypto.createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()])
      return Buffer.concat([iv, c.getAuthTag(), body])
    },
    decryptString(b) {
      calls.decrypt++
      const d = crypto.createDecipheriv('aes-256-gcm', key, b.subarray(0, 12))
      d.setAuthTag(b.subarray(12, 28))
      return Buffer.concat([d.update(b.subarray(28)), d.final()]).toString('utf8')
    },
  }
}

const ITEMS: ServerItem[] = Array.from({ length: 8 }, (_, i) => ({
  stem: `第${i + 1}题：关于贫血，下列说法正确的是（　）`,
  options: { A: `选项甲${i}`, B: `选项乙${i}`, C: `选项丙${i}`, D: `选项丁${i}` },
  answer: 'ABCD'[i % 4],
}))

async function makeBank(dir: string): Promise<Workspace> {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'items.jsonl')
  fs.writeFileSync(file, ITEMS.map((it, i) => JSON.stringify({ id: `p${i}`, stem: it.stem, ...it.options, answer: it.answer, task: 'ProfileTest' })).join('\n') + '\n')
  const ws = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
  const r = await importFiles(ws, [{ path: file, name: 'items.jsonl' }], { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })
  expect(r.ok).toBe(true)
  return ws
}

function ctxFor(ws: Workspace, host: Host, dataDir: string, secrets: SecretStore): OpContext {
  return { ws, jobs: new JobRegistry(), host, uploadsDir: path.join(dataDir, 'up'), demo: false, version: 'test', actor: TEST_ACTOR, settings: { dir: dataDir, secrets } }
}

async function call<N extends OpName>(ctx: OpContext, name: N, input: unknown): Promise<OpOutput<N>> {
  const r = await dispatchOp(ops, ctx, name, input)
  if (!r.ok) throw new Error(`${name}: ${r.error.en}`)
  return r.value as OpOutput<N>
}

const errorOf = (r: OpResult<unknown>) => (r.ok ? null : r.error)

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]))
  Object.assign(process.env, env)
  try {
    const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), lang: 'en' })
    return { code, out, err }
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}

const PROFILE = {
  name: '本院 vLLM',
  endpoint: { urls: ['http://127.0.0.1:9/v1'], model: 'qwen3-8b', concurrency: 4, params: { temperature: 0, max_tokens: 256, seed: 7, stop: ['</answer>'] }, extraBody: { chat_template_kwargs: { enable_thinking: false } }, headers: { 'X-Team': 'it' } },
  key: { source: 'none' },
}

describe('profile operations: the same for every host', () => {
  let root: string
  let ws: Workspace
  beforeAll(async () => {
    root = tempDir()
    ws = await makeBank(path.join(root, 'bank'))
  })
  afterAll(() => ws.close())

  it('saves, lists and deletes a profile in the user data folder, never beside the bank', async () => {
    const data = path.join(root, 'data-a')
    const c = ctxFor(ws, 'electron', data, new SafeStorageSecretStore(secretsFile(data), fakeSafeStorage()))
    const saved = await call(c, 'endpoint.profile.save', PROFILE)
    expect(saved).toMatchObject({ name: '本院 vLLM', keyStatus: 'none', endpoint: { model: 'qwen3-8b', concurrency: 4, adaptive: false, timeoutMs: 120_000 } })
    const list = await call(c, 'endpoint.profile.list', {})
    expect(list.profiles.map((p) => p.name)).toEqual(['本院 vLLM'])
    expect(list.profiles[0].endpoint).toEqual({ ...saved.endpoint })
    expect(list.secretStore).toEqual({ kind: 'os', available: true, reason: null })
    expect(fs.existsSync(settingsFile(data))).toBe(true)
    if (process.platform !== 'win32') {
      expect(fs.statSync(settingsFile(data)).mode & 0o777).toBe(0o600)
      expect(fs.statSync(path.dirname(settingsFile(data))).mode & 0o777).toBe(0o700)
    }
    // Nothing of it beside the bank, and runs.db no longer has a profiles table (its migration 2).
    expect(fs.readdirSync(path.dirname(ws.paths.bank)).filter((f) => /settings|secret/.test(f))).toEqual([])
    ws.runs.list()
    const runsDb = new Database(ws.paths.runs, { readonly: true })
    expect(runsDb.prepare("SELECT name FROM sqlite_master WHERE name = 'endpoint_profiles'").get()).toBeUndefined()
    expect(runsDb.pragma('user_version', { simple: true })).toBe(RUNS_MIGRATIONS.length)
    runsDb.close()
    // Saving the same name again without overwrite is refused; with it, the change is kept.
    const again = errorOf(await dispatchOp(ops, c, 'endpoint.profile.save', PROFILE))
    expect(again?.code).toBe('endpoints.exists')
    expect(again?.zh).toContain('已有名为“本院 vLLM”的配置')
    await call(c, 'endpoint.profile.save', { ...PROFILE, endpoint: { ...PROFILE.endpoint, model: 'qwen3-32b' }, overwrite: true })
    expect((await call(c, 'endpoint.profile.list', {})).profiles[0].endpoint.model).toBe('qwen3-32b')
    expect(await call(c, 'endpoint.profile.delete', { name: '本院 vLLM' })).toEqual({ deleted: true })
    expect((await call(c, 'endpoint.profile.list', {})).profiles).toEqual([])
    const gone = errorOf(await dispatchOp(ops, c, 'endpoint.profile.delete', { name: '本院 vLLM' }))
    expect(gone?.code).toBe('endpoints.noProfile')
  })

  it('refuses the same bad inputs with the same words from the window, the web host and the CLI', async () => {
    const bad = [
      { ...PROFILE, endpoint: { ...PROFILE.endpoint, urls: ['ftp://x/v1'] } },
      { ...PROFILE, endpoint: { ...PROFILE.endpoint, headers: { Authorization: 'Bearer sk-x' } } },
      { ...PROFILE, endpoint: { ...PROFILE.endpoint, concurrency: 0 } },
      { ...PROFILE, key: { source: 'env', name: '1BAD' } },
      { ...PROFILE, name: '' },
      { ...PROFILE, key: { source: 'keychain' } },
    ]
    for (const input of bad) {
      const errors = []
      for (const host of ['electron', 'http', 'cli'] as const) {
        const data = path.join(root, `data-${host}`)
        const secrets = host === 'electron' ? new SafeStorageSecretStore(secretsFile(data), fakeSafeStorage()) : host === 'http' ? new SessionSecretStore() : new NoSecretStore()
        errors.push(errorOf(await dispatchOp(ops, ctxFor(ws, host, data, secrets), 'endpoint.profile.save', input)))
      }
      expect(errors[0]?.code, JSON.stringify(input)).toBe('core.invalidInput')
      expect(errors[1]).toEqual(errors[0])
      expect(errors[2]).toEqual(errors[0])
    }
    const header = errorOf(await dispatchOp(ops, ctxFor(ws, 'cli', path.join(root, 'data-cli'), new NoSecretStore()), 'endpoint.profile.save', bad[1]))
    expect(header?.en).toContain('credentials do not go in headers')
    // Which variables a caller may name is the host's rule: the browser only MEDBENCH_… ones.
    const envKey = { ...PROFILE, key: { source: 'env', name: 'AWS_SECRET_ACCESS_KEY' } }
    const web = errorOf(await dispatchOp(ops, ctxFor(ws, 'http', path.join(root, 'data-http'), new SessionSecretStore()), 'endpoint.profile.save', envKey))
    expect(web?.code).toBe('endpoints.keyVarFromBrowser')
    expect((await dispatchOp(ops, ctxFor(ws, 'cli', path.join(root, 'data-cli'), new NoSecretStore()), 'endpoint.profile.save', envKey)).ok).toBe(true)
    // A stored secret from the CLI: refused, pointing at --api-key-env; nothing saved.
    const cliSecret = errorOf(await dispatchOp(ops, ctxFor(ws, 'cli', path.join(root, 'data-cli2'), new NoSecretStore()), 'endpoint.profile.save', { ...PROFILE, key: { source: 'secret' }, secret: 'sk-x' }))
    expect(cliSecret?.en).toContain('--api-key-env')
    expect(fs.existsSync(secretsFile(path.join(root, 'data-cli2')))).toBe(false)
  })
})

describe('SecretStore', () => {
  it('Electron: keeps only ciphertext, 0600, and reads it back; delete removes it', () => {
    const dir = tempDir()
    const safe = fakeSafeStorage()
    const s = new SafeStorageSecretStore(path.join(dir, 'settings', 'endpoint-secrets.json'), safe, 'linux')
    s.set('a', 'sk-live-0123456789')
    s.set('b', 'sk-other')
    expect(safe.calls.encrypt).toBe(2)
    const text = fs.readFileSync(s.file, 'utf8')
    expect(text).not.toContain('sk-live')
    expect(JSON.parse(text).secrets.a).toMatch(/^[A-Za-z0-9+/=]+$/)
    if (process.platform !== 'win32') expect(fs.statSync(s.file).mode & 0o777).toBe(0o600)
    expect(new SafeStorageSecretStore(s.file, safe).get('a')).toBe('sk-live-0123456789')
    expect(s.has('b')).toBe(true)
    s.delete('b')
    expect(s.has('b')).toBe(false)
    expect(s.get('a')).toBe('sk-live-0123456789')
    // Another keychain (another user, a reinstalled system): a plain message, not a crypto trace.
    const other = new SafeStorageSecretStore(s.file, fakeSafeStorage())
    expect(() => other.get('a')).toThrow(/cannot be decrypted.*enter the key in the profile again/)
  })

  it('Electron: refuses to store when the OS offers no encryption, or only Linux basic_text', () => {
    const dir = tempDir()
    const none = new SafeStorageSecretStore(path.join(dir, 's.json'), fakeSafeStorage({ available: false }), 'linux')
    expect(none.availability()).toMatchObject({ ok: false, reason: { zh: expect.stringContaining('不会以明文保存密钥'), en: expect.stringContaining('does not keep keys in plain text') } })
    expect(() => none.set('a', 'sk-x')).toThrow(/no encrypted storage/)
    const basic = new SafeStorageSecretStore(path.join(dir, 's.json'), fakeSafeStorage({ backend: 'basic_text' }), 'linux')
    expect(() => basic.set('a', 'sk-x')).toThrow(/plain text in effect/)
    expect(basic.availability()).toMatchObject({ ok: false, reason: { zh: expect.stringContaining('密钥环') } })
    // basic_text is a Linux notion: elsewhere the backend is not consulted.
    expect(new SafeStorageSecretStore(path.join(dir, 's.json'), fakeSafeStorage({ backend: 'basic_text' }), 'darwin').availability()).toEqual({ ok: true })
    expect(fs.existsSync(path.join(dir, 's.json'))).toBe(false)
  })

  it('Electron: an unreadable key file is reported and never overwritten', () => {
    const dir = tempDir()
    const file = path.join(dir, 's.json')
    fs.writeFileSync(file, 'garbage')
    const s = new SafeStorageSecretStore(file, fakeSafeStorage())
    expect(() => s.set('a', 'x')).toThrow(/not a MedBench Studio key file/)
    expect(fs.readFileSync(file, 'utf8')).toBe('garbage')
  })

  it('a profile with a secret is refused whole where the store cannot keep it', async () => {
    const root = tempDir()
    const ws = await makeBank(path.join(root, 'bank'))
    const data = path.join(root, 'data')
    const c = ctxFor(ws, 'electron', data, new SafeStorageSecretStore(secretsFile(data), fakeSafeStorage({ available: false })))
    const list = await call(c, 'endpoint.profile.list', {})
    expect(list.secretStore).toMatchObject({ kind: 'os', available: false })
    const r = errorOf(await dispatchOp(ops, c, 'endpoint.profile.save', { ...PROFILE, key: { source: 'secret' }, secret: 'sk-x' }))
    expect(r?.code).toBe('secrets.unavailable')
    expect(r?.zh).toContain('请改用环境变量提供密钥')
    expect((await call(c, 'endpoint.profile.list', {})).profiles).toEqual([])
    // A secret profile saved without its key: says to enter it.
    const c2 = ctxFor(ws, 'electron', data, new SafeStorageSecretStore(secretsFile(data), fakeSafeStorage()))
    expect(errorOf(await dispatchOp(ops, c2, 'endpoint.profile.save', { ...PROFILE, key: { source: 'secret' } }))?.code).toBe('endpoints.secretNeeded')
    // The CLI edits a profile whose key the app stores: the key stays; deleting it there drops the ciphertext too.
    await call(c2, 'endpoint.profile.save', { ...PROFILE, key: { source: 'secret' }, secret: 'sk-app' })
    const cliCtx = ctxFor(ws, 'cli', data, new NoSecretStore())
    await call(cliCtx, 'endpoint.profile.save', { ...PROFILE, endpoint: { ...PROFILE.endpoint, concurrency: 9 }, key: { source: 'secret' }, overwrite: true })
    expect((await call(c2, 'endpoint.profile.list', {})).profiles[0]).toMatchObject({ keyStatus: 'stored', endpoint: { concurrency: 9 } })
    expect(Object.keys(JSON.parse(fs.readFileSync(secretsFile(data), 'utf8')).secrets)).toEqual([PROFILE.name])
    await call(cliCtx, 'endpoint.profile.delete', { name: PROFILE.name })
    expect(JSON.parse(fs.readFileSync(secretsFile(data), 'utf8')).secrets).toEqual({})
    ws.close()
  })
})

describe('runs from a profile, and where the key goes', () => {
  const SECRET = 'sk-medbench-' + crypto.randomBytes(12).toString('hex')
  let srv: ModelServer
  let root: string
  let data: string
  let ws: Workspace
  let safe: ReturnType<typeof fakeSafeStorage>
  let app: OpContext
  beforeAll(async () => {
    srv = await startModelServer({ items: ITEMS, apiKey: SECRET, accuracy: 1, seed: 5 })
    root = tempDir()
    data = path.join(root, 'data')
    ws = await makeBank(path.join(root, 'bank'))
    safe = fakeSafeStorage()
    app = ctxFor(ws, 'electron', data, new SafeStorageSecretStore(secretsFile(data), safe))
  })
  afterAll(async () => {
    ws.close()
    await srv.close()
  })

  it('a stored key reaches the server as a bearer token and no file the app writes', async () => {
    const saved = await call(app, 'endpoint.profile.save', { name: 'local', endpoint: { urls: [srv.url], model: 'fake-plain', concurrency: 2, params: { temperature: 0 } }, key: { source: 'secret' }, secret: SECRET })
    expect(saved.keyStatus).toBe('stored')
    // Test connection with the profile's key: the server requires it.
    const t = await call(app, 'endpoint.test', { profile: 'local' })
    expect(t).toEqual([{ url: srv.url, ok: true, models: expect.arrayContaining(['fake-plain']), latencyMs: expect.any(Number), error: null }])
    const started = await call(app, 'run.start', { profile: 'local', endpoint: { params: { max_tokens: 64 } }, cache: false })
    const outcome = await ws.runs.wait(started.run.id)!
    expect(outcome).toMatchObject({ status: 'completed', done: 8, errors: 0 })
    // The server took the key: every request was answered, none refused.
    expect(srv.stats().byStatus['401']).toBeUndefined()
    expect(srv.stats().chatRequests).toBe(8)
    const spec = ws.runs.get(started.run.id).spec
    expect(spec.endpoint).toMatchObject({ profile: 'local', apiKeySecret: 'local', concurrency: 2, params: { temperature: 0, max_tokens: 64 } })
    expect(spec.endpoint.apiKeyEnv).toBeUndefined()
    // The report and its exports, as the CLI writes them, with the signing key in the same data folder.
    const out = path.join(root, 'out')
    fs.mkdirSync(out)
    const env = { MEDBENCH_DATA_DIR: data, MEDBENCH_SIGNING_KEY: path.join(data, 'signing', 'key.pem') }
    const rep = await cli(['report', '--runs', ws.paths.runs, '--run', started.run.id, '--json'], env)
    expect(rep.code).toBe(0)
    fs.writeFileSync(path.join(out, 'report.json'), rep.out.join('\n'))
    expect(JSON.parse(rep.out.join('\n')).manifest.endpoint).toMatchObject({ profile: 'local', api_key: 'stored secret of profile local', urls: [srv.url] })
    expect((await cli(['report', '--runs', ws.paths.runs, '--run', started.run.id, '--html', path.join(out, 'report.html')], env)).code).toBe(0)
    expect((await cli(['report', '--runs', ws.paths.runs, '--run', started.run.id, '--csv', path.join(out, 'report.csv')], env)).code).toBe(0)
    const files = [...filesUnder(data), ...filesUnder(path.dirname(ws.paths.bank)), ...filesUnder(out)]
    expect(files.some((f) => f.endsWith('endpoint-secrets.json'))).toBe(true)
    expect(files.some((f) => f.endsWith('runs.db'))).toBe(true)
    expect(files.some((f) => f.endsWith('report.html'))).toBe(true)
    for (const f of files) {
      const bytes = fs.readFileSync(f)
      expect(bytes.includes(SECRET), f).toBe(false)
      expect(bytes.includes(Buffer.from(SECRET, 'utf16le')), f).toBe(false)
      expect(bytes.includes(Buffer.from(SECRET).toString('base64')), f).toBe(false)
    }
  })

  it('overrides merge into the profile; a stored key never goes to a URL the profile was not saved with', async () => {
    const other = await startModelServer({ items: ITEMS, seed: 1 })
    try {
      const r = errorOf(await dispatchOp(ops, app, 'run.start', { profile: 'local', endpoint: { urls: [other.url] } }))
      expect(r?.code).toBe('endpointProfile.secretUrlsChanged')
      expect(r?.zh).toContain('只发送到该配置自己的服务地址')
      expect(other.stats().requests).toBe(0)
      // Naming a variable for this run replaces the stored key: allowed anywhere.
      process.env.MEDBENCH_OTHER_KEY = 'unused'
      const ok = await call(app, 'run.start', { profile: 'local', endpoint: { urls: [other.url], apiKeyEnv: 'MEDBENCH_OTHER_KEY', params: { temperature: null } }, selection: { limit: 2 }, cache: false })
      await ws.runs.wait(ok.run.id)
      const e = ws.runs.get(ok.run.id).spec.endpoint
      expect(e).toMatchObject({ urls: [other.url], apiKeyEnv: 'MEDBENCH_OTHER_KEY', concurrency: 2, profile: 'local' })
      expect(e.apiKeySecret).toBeUndefined()
      expect(e.params).toEqual({})
      expect(other.stats().chatRequests).toBe(2)
      delete process.env.MEDBENCH_OTHER_KEY
    } finally {
      await other.close()
    }
    // Without a profile the endpoint is whole; an unknown profile is named with the known ones.
    const noUrls = errorOf(await dispatchOp(ops, app, 'run.start', { endpoint: { model: 'x' } }))
    expect(noUrls?.en).toBe('invalid input: endpoint.urls: missing')
    const unknown = errorOf(await dispatchOp(ops, app, 'run.start', { profile: 'nope' }))
    expect(unknown?.en).toBe('no profile named "nope" (there are: local)')
    // A caller cannot point a run at a stored secret directly.
    const sneak = await call(app, 'run.start', { endpoint: { urls: [srv.url], model: 'fake-plain', apiKeySecret: 'local' }, selection: { limit: 1 }, limits: { maxAttempts: 1 }, cache: false })
    expect(ws.runs.get(sneak.run.id).spec.endpoint.apiKeySecret).toBeUndefined()
    // Sent without a key, so the server refused it and the run stopped, saying to check the key.
    expect(await ws.runs.wait(sneak.run.id)).toMatchObject({ status: 'failed', reason: { code: 'runner.fatal' } })
    expect(srv.stats().byStatus['401']).toBeGreaterThan(0)
  })

  it('elsewhere the stored key is not readable: the web host and the CLI say how to give one', async () => {
    const web = ctxFor(ws, 'http', data, new SessionSecretStore())
    const list = await call(web, 'endpoint.profile.list', {})
    expect(list.profiles.find((p) => p.name === 'local')?.keyStatus).toBe('app-only')
    const r = errorOf(await dispatchOp(ops, web, 'run.start', { profile: 'local' }))
    expect(r?.code).toBe('endpoints.secretInApp')
    const c = await cli(['endpoint', 'test', 'local', '--data', data])
    expect(c.code).toBe(2)
    expect(c.err.join('\n')).toContain('only the app can read it')
    // A web session's key lasts as long as the session.
    const session = new SessionSecretStore()
    const w1 = ctxFor(ws, 'http', data, session)
    await call(w1, 'endpoint.profile.save', { name: 'web', endpoint: { urls: [srv.url], model: 'fake-plain' }, key: { source: 'secret' }, secret: SECRET })
    expect((await call(w1, 'endpoint.test', { profile: 'web' }))[0].ok).toBe(true)
    const w2 = ctxFor(ws, 'http', data, new SessionSecretStore())
    expect((await call(w2, 'endpoint.profile.list', {})).profiles.find((p) => p.name === 'web')?.keyStatus).toBe('missing')
    expect(errorOf(await dispatchOp(ops, w2, 'endpoint.test', { profile: 'web' }))?.code).toBe('endpoints.secretNotForSession')
    // Editing a profile without entering the key again keeps it; deleting the profile removes it.
    await call(app, 'endpoint.profile.save', { name: 'local', endpoint: { urls: [srv.url], model: 'fake-plain', concurrency: 3 }, key: { source: 'secret' }, overwrite: true })
    expect((await call(app, 'endpoint.test', { profile: 'local' }))[0].ok).toBe(true)
    // A run whose requests all failed, then the profile is deleted: resuming it says why it cannot
    // send the stored key, and its failed responses stay stored.
    srv.setFaults({ rates: { '500': 1 } })
    const failed = await call(app, 'run.start', { profile: 'local', selection: { limit: 2 }, limits: { maxAttempts: 1 }, cache: false })
    await ws.runs.wait(failed.run.id)
    srv.setFaults({})
    expect(ws.runs.store.counts(failed.run.id).errors).toBe(2)
    await call(app, 'endpoint.profile.delete', { name: 'local' })
    expect(JSON.parse(fs.readFileSync(secretsFile(data), 'utf8')).secrets).toEqual({})
    const resume = errorOf(await dispatchOp(ops, app, 'run.resume', { run: failed.run.id, retryFailed: true }))
    expect(resume?.code).toBe('endpoints.secretGone')
    expect(resume?.en).toContain('--api-key-env')
    expect(ws.runs.store.counts(failed.run.id).errors).toBe(2)
  })
})

describe('test connection, said plainly', () => {
  let root: string
  let ws: Workspace
  let c: OpContext
  const servers: http.Server[] = []
  beforeAll(async () => {
    root = tempDir()
    ws = await makeBank(path.join(root, 'bank'))
    c = ctxFor(ws, 'http', path.join(root, 'data'), new SessionSecretStore())
  })
  afterAll(() => {
    ws.close()
    for (const s of servers) s.close()
  })

  async function serve(handler: http.RequestListener): Promise<string> {
    const s = http.createServer(handler)
    servers.push(s)
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
    return `http://127.0.0.1:${(s.address() as net.AddressInfo).port}/v1`
  }

  async function closedPort(): Promise<number> {
    const s = net.createServer()
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
    const port = (s.address() as net.AddressInfo).port
    await new Promise((r) => s.close(r))
    return port
  }

  it('refused, 401, not OpenAI-compatible (404 and not a model list), timeout: one line each, with the time taken', async () => {
    const refused = `http://127.0.0.1:${await closedPort()}/v1`
    const keyed = await startModelServer({ items: ITEMS, apiKey: 'sk-right' })
    const html = await serve((_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html>router admin</html>')
    })
    const notFound = await serve((_q, res) => {
      res.writeHead(404)
      res.end('not here')
    })
    const stall = await serve(() => undefined)
    try {
      const r = await call(c, 'endpoint.test', { urls: [refused, keyed.url, html, notFound, stall], timeoutMs: 800 })
      const by = Object.fromEntries(r.map((x) => [x.url, x]))
      expect(by[refused].error?.zh).toBe(`连接被拒绝：${refused} 上没有服务在监听（模型服务是否已启动？端口是否正确？）`)
      expect(by[refused].error?.en).toContain('connection refused')
      expect(by[keyed.url].error?.en).toBe('authentication failed (HTTP 401): the server needs an API key, or the key is wrong')
      expect(by[html].error?.en).toBe('not OpenAI-compatible: GET /models did not answer with a model list')
      expect(by[notFound].error?.zh).toBe('不是 OpenAI 兼容接口：GET /models 返回 404（基础地址通常以 /v1 结尾）')
      expect(by[stall].error?.en).toBe('no answer within 1 s: the server may be overloaded, the address wrong, or a firewall in the way')
      expect(by[stall].latencyMs).toBeGreaterThanOrEqual(900)
      for (const x of r) {
        expect(x.ok).toBe(false)
        expect(x.error?.en).not.toMatch(/\bat \w+ \(|Error:/)
      }
      // A key typed for the test only: used, not stored.
      const typed = await call(c, 'endpoint.test', { urls: [keyed.url], apiKey: 'sk-right' })
      expect(typed[0]).toMatchObject({ ok: true, models: expect.arrayContaining(['fake-plain']), error: null })
      expect((await call(c, 'endpoint.profile.list', {})).profiles).toEqual([])
    } finally {
      await keyed.close()
    }
  })
})

describe('medbench endpoint list|save|delete|test and run --profile', () => {
  it('saves from flags, lists, tests, runs and deletes', async () => {
    const root = tempDir()
    const data = path.join(root, 'data')
    const srv = await startModelServer({ items: ITEMS, apiKey: 'sk-cli-key', seed: 2 })
    try {
      const none = await cli(['endpoint', 'list', '--data', data])
      expect(none).toMatchObject({ code: 0, out: [expect.stringContaining('no saved profiles yet')] })
      const save = await cli(['endpoint', 'save', 'lab', '--data', data, '--endpoint', srv.url, '--model', 'fake-plain', '--api-key-env', 'MEDBENCH_CLI_KEY', '--concurrency', '3', '--temperature', '0', '--stop', '</a>', '--header', 'X-Team: it', '--extra-body', '{"chat_template_kwargs":{"enable_thinking":false}}', '--json'])
      expect(save.code, save.err.join('\n')).toBe(0)
      expect(JSON.parse(save.out[0])).toMatchObject({ name: 'lab', key: { source: 'env', name: 'MEDBENCH_CLI_KEY' }, endpoint: { concurrency: 3, params: { temperature: 0, stop: ['</a>'] }, headers: { 'X-Team': 'it' }, extraBody: { chat_template_kwargs: { enable_thinking: false } } } })
      expect((await cli(['endpoint', 'save', 'lab', '--data', data, '--endpoint', srv.url, '--model', 'fake-plain'])).code).toBe(2)
      const badHeader = await cli(['endpoint', 'save', 'x', '--data', data, '--endpoint', srv.url, '--model', 'm', '--header', 'Authorization: Bearer sk'])
      expect(badHeader.code).toBe(2)
      expect(badHeader.err[0]).toContain('--header')
      const list = await cli(['endpoint', 'list', '--data', data])
      expect(list.out).toEqual([`lab\tfake-plain\t${srv.url}\tenvironment variable MEDBENCH_CLI_KEY`])
      const noKey = await cli(['endpoint', 'test', 'lab', '--data', data])
      expect(noKey.code).toBe(2)
      expect(noKey.err[0]).toContain('MEDBENCH_CLI_KEY is not set')
      const test = await cli(['endpoint', 'test', 'lab', '--data', data], { MEDBENCH_CLI_KEY: 'sk-cli-key' })
      expect(test.code).toBe(0)
      expect(test.out[0]).toMatch(new RegExp(`^✓ ${srv.url.replace(/[.]/g, '\\.')}: \\d+ ms, 3 models: fake-plain`))
      const wrong = await cli(['endpoint', 'test', 'lab', '--data', data, '--json'], { MEDBENCH_CLI_KEY: 'sk-wrong' })
      expect(wrong.code).toBe(1)
      expect(JSON.parse(wrong.out[0])[0].error.code).toBe('endpointTest.auth')

      const bank = path.join(root, 'bank.db')
      const items = path.join(root, 'items.jsonl')
      fs.writeFileSync(items, ITEMS.map((it, i) => JSON.stringify({ id: `c${i}`, stem: it.stem, ...it.options, answer: it.answer })).join('\n') + '\n')
      expect((await cli(['import', items, '--bank', bank, '--as', 'tester'])).code).toBe(0)
      const run = await cli(['run', '--bank', bank, '--as', 'tester', '--profile', 'lab', '--data', data, '--limit', '4', '--concurrency', '1', '--out', path.join(root, 'runs.db'), '--json'], { MEDBENCH_CLI_KEY: 'sk-cli-key' })
      expect(run.code, run.err.join('\n')).toBe(0)
      const last = JSON.parse(run.out[run.out.length - 1])
      expect(last).toMatchObject({ status: 'completed', done: 4, errors: 0 })
      const db = new Database(path.join(root, 'runs.db'), { readonly: true })
      const spec = JSON.parse((db.prepare('SELECT spec FROM runs WHERE id = ?').get(last.run) as { spec: string }).spec)
      db.close()
      expect(spec.endpoint).toMatchObject({ profile: 'lab', apiKeyEnv: 'MEDBENCH_CLI_KEY', concurrency: 1, params: { temperature: 0, stop: ['</a>'] }, headers: { 'X-Team': 'it' } })

      const del = await cli(['endpoint', 'delete', 'lab', '--data', data])
      expect(del).toMatchObject({ code: 0, out: ['deleted profile "lab"'] })
      const gone = await cli(['endpoint', 'test', 'lab', '--data', data])
      expect(gone).toMatchObject({ code: 2, err: ['no profile named "lab" (there are: none)'] })
    } finally {
      await srv.close()
    }
  })
})
