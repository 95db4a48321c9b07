// Saved endpoint profiles and API keys: the one place where a profile becomes a run's endpoint and an
// endpoint gets its key, whichever host asks (window, web host, CLI), so all of them behave the same.
// Profiles live in the user's data folder (store/settingsStore.ts says why); keys are an environment
// variable's value, a secret kept by the host's SecretStore, or nothing, and never written anywhere
// by this module.
import path from 'node:path'
import { MbError, defineMessages } from '../../core/messages'
import { applyProfile, checkSecretUrls } from '../../core/run/profile'
import type { EndpointProfile, KeySource } from '../../core/run/profile'
import { EndpointSpecSchema } from '../../core/run/spec'
import type { EndpointFields, EndpointSpec, RunStartInput } from '../../core/run/spec'
import { SettingsStore } from '../../store/settingsStore'
import type { UnreadableProfile } from '../../store/settingsStore'
import { removeCiphertext } from './secrets'
import type { SecretStore } from './secrets'

/** The user's own settings as a host gives them: their data folder and the secret store it may use. */
export interface UserSettings {
  /** The user's data folder (the signing key's, by default): settings/ goes in it. */
  dir: string
  secrets: SecretStore
}

/** UserSettings as one call sees them: the web host lets a page name only MEDBENCH_… variables. */
export interface KeyContext extends UserSettings {
  onlyMedbenchVars: boolean
}

export const settingsFile = (dir: string) => path.join(dir, 'settings', 'settings.db')
export const secretsFile = (dir: string) => path.join(dir, 'settings', 'endpoint-secrets.json')

const m = defineMessages('endpoints', {
  exists: {
    zh: (p) => `已有名为“${p.name}”的配置：换一个名称，或选中它后保存修改`,
    en: (p) => `a profile named "${p.name}" exists: choose another name, or pick it and save your changes to it`,
  },
  noProfile: {
    zh: (p) => `没有名为“${p.name}”的配置（已有：${p.known}）`,
    en: (p) => `no profile named "${p.name}" (there are: ${p.known})`,
  },
  unreadable: {
    zh: (p) => `配置“${p.name}”无法读取（${p.problem}）：可能由更新版本的 MedBench Studio 保存`,
    en: (p) => `profile "${p.name}" cannot be read (${p.problem}): a newer MedBench Studio may have saved it`,
  },
  none: { zh: () => '无', en: () => 'none' },
  testNeedsUrls: {
    zh: () => '请给出服务地址，或选择一个已保存的配置',
    en: () => 'give base URLs, or pick a saved profile',
  },
  secretNeeded: {
    zh: (p) => `配置“${p.name}”选择了“保存的密钥”，但还没有保存密钥：请输入密钥`,
    en: (p) => `profile "${p.name}" takes its key from a stored secret, but none is stored yet: enter the key`,
  },
  secretNotForSession: {
    zh: (p) => `配置“${p.name}”的密钥只保存在保存它的那次网页版会话的内存中，该会话已结束：请在配置中重新输入密钥并保存，或改用环境变量`,
    en: (p) => `the key of profile "${p.name}" was held only in the memory of the web session that saved it, which has ended: enter the key in the profile again and save it, or use an environment variable`,
  },
  secretInApp: {
    zh: (p) => `配置“${p.name}”的密钥由桌面应用加密保存，只有桌面应用能读取：此处请用环境变量提供密钥（命令行：--api-key-env 变量名）`,
    en: (p) => `the key of profile "${p.name}" is stored, encrypted, by the desktop app and only the app can read it: give the key through an environment variable here (command line: --api-key-env NAME)`,
  },
  secretGone: {
    zh: (p) => `配置“${p.name}”已被删除或不再使用保存的密钥：请用环境变量提供密钥（--api-key-env），或重新保存配置的密钥`,
    en: (p) => `profile "${p.name}" was deleted or no longer uses a stored key: give the key through an environment variable (--api-key-env), or store the profile's key again`,
  },
  noKeyVar: {
    zh: (p) => `环境变量 ${p.name} 未设置（--api-key-env 指定的 API 密钥变量）`,
    en: (p) => `the environment variable ${p.name} is not set (named by --api-key-env for the API key)`,
  },
  keyVarFromBrowser: {
    zh: (p) => `浏览器只能使用以 MEDBENCH_ 开头的密钥环境变量（收到 ${p.name}）：在启动 MedBench Studio 的环境中设置 MEDBENCH_API_KEY 等变量`,
    en: (p) => `from the browser, only key variables named MEDBENCH_… may be used (got ${p.name}): set e.g. MEDBENCH_API_KEY where MedBench Studio starts`,
  },
})

function withStore<T>(dir: string, fn: (s: SettingsStore) => T): T {
  // Opened per call: profile operations are rare, and another process (the CLI, a window) may have
  // saved since; nothing to keep open or to close at exit.
  const store = new SettingsStore(settingsFile(dir))
  try {
    return fn(store)
  } finally {
    store.close()
  }
}

/** Whether a profile's key is usable here: how the picker and `medbench endpoint list` show it. */
export type KeyStatus = 'none' | 'env' | 'stored' | 'missing' | 'app-only' | 'other-session'

export interface ProfileView extends EndpointProfile {
  keyStatus: KeyStatus
}

function keyStatus(p: EndpointProfile, secrets: SecretStore): KeyStatus {
  if (p.key.source !== 'secret') return p.key.source
  if (p.secretStore !== secrets.kind) return p.secretStore === 'os' ? 'app-only' : 'other-session'
  return secrets.has(p.name) ? 'stored' : 'missing'
}

export function listProfiles(s: UserSettings): {
  profiles: ProfileView[]
  unreadable: UnreadableProfile[]
  secretStore: { kind: SecretStore['kind']; available: boolean; reason: { zh: string; en: string } | null }
} {
  const { profiles, unreadable } = withStore(s.dir, (st) => st.list())
  const a = s.secrets.availability()
  return {
    profiles: profiles.map((p) => ({ ...p, keyStatus: keyStatus(p, s.secrets) })),
    unreadable,
    secretStore: { kind: s.secrets.kind, available: a.ok, reason: a.ok ? null : a.reason },
  }
}

export interface SaveProfileInput {
  name: string
  endpoint: EndpointFields
  key: KeySource
  /** The key, when key.source is 'secret' and a new one was entered. */
  secret?: string
  /** Keep the secret stored with this profile (save as new from a profile with a stored key). */
  secretFrom?: string
  /** Replace a profile of the same name (saving changes to the picked one); otherwise refuse. */
  overwrite: boolean
}

/** Saves a profile; its secret first, so a host that cannot keep one refuses before anything is written. */
export function saveProfile(ctx: KeyContext, input: SaveProfileInput, now = new Date().toISOString()): ProfileView {
  if (input.key.source === 'env') checkVar(ctx, input.key.name)
  return withStore(ctx.dir, (st) => {
    const before = st.get(input.name)
    if (before && !input.overwrite) throw new MbError(m.exists({ name: input.name }))
    const prior = before && !('problem' in before) ? before : null
    let secretStore: EndpointProfile['secretStore']
    let wroteSecret = false
    if (input.key.source === 'secret') {
      if (input.secret) {
        ctx.secrets.set(input.name, input.secret)
        wroteSecret = true
        secretStore = storeKind(ctx)
      } else if (input.secretFrom && input.secretFrom !== input.name) {
        const from = st.get(input.secretFrom)
        const v = from && !('problem' in from) && from.key.source === 'secret' && from.secretStore === ctx.secrets.kind ? ctx.secrets.get(input.secretFrom) : null
        if (v === null) throw new MbError(m.secretNeeded({ name: input.name }))
        ctx.secrets.set(input.name, v)
        wroteSecret = true
        secretStore = storeKind(ctx)
      } else if (prior?.key.source === 'secret' && prior.secretStore && (prior.secretStore !== ctx.secrets.kind || ctx.secrets.has(input.name))) {
        // Changes saved without entering the key again keep the stored one, wherever it is kept (the
        // CLI may edit the URLs of a profile whose key the desktop app holds).
        secretStore = prior.secretStore
      } else {
        throw new MbError(m.secretNeeded({ name: input.name }))
      }
    }
    const profile: EndpointProfile = { name: input.name, endpoint: input.endpoint, key: input.key, ...(secretStore ? { secretStore } : {}), updatedAt: now }
    try {
      st.put(profile)
    } catch (e) {
      if (wroteSecret && !prior) ctx.secrets.delete(input.name)
      throw e
    }
    // A profile that no longer takes a stored key keeps none.
    if (input.key.source !== 'secret' && prior?.secretStore) forgetSecret(ctx, input.name, prior.secretStore)
    return { ...profile, keyStatus: keyStatus(profile, ctx.secrets) }
  })
}

export function deleteProfile(s: UserSettings, name: string): { deleted: boolean } {
  return withStore(s.dir, (st) => {
    const p = st.get(name)
    if (!p) throw new MbError(m.noProfile({ name, known: known(st) }))
    st.delete(name)
    forgetSecret(s, name, 'problem' in p ? 'os' : p.secretStore)
    forgetSecret(s, name, 'problem' in p ? 'session' : undefined)
    return { deleted: true }
  })
}

/** Removes a profile's secret wherever it was kept: this host's store, or the app's ciphertext file. */
function forgetSecret(s: UserSettings, name: string, where: EndpointProfile['secretStore']): void {
  if (!where) return
  if (where === s.secrets.kind) s.secrets.delete(name)
  else if (where === 'os') removeCiphertext(secretsFile(s.dir), name)
}

function storeKind(ctx: UserSettings): 'os' | 'session' {
  // set() succeeded, so the store keeps secrets: NoSecretStore refuses before this is reached.
  return ctx.secrets.kind === 'os' ? 'os' : 'session'
}

function known(st: SettingsStore) {
  const names = st.list().profiles.map((p) => p.name)
  return names.length ? names.join(', ') : m.none()
}

function getProfile(st: SettingsStore, name: string): EndpointProfile {
  const p = st.get(name)
  if (!p) throw new MbError(m.noProfile({ name, known: known(st) }))
  if ('problem' in p) throw new MbError(m.unreadable({ name, problem: p.problem }))
  return p
}

/** The endpoint a run stores: the one given, or a saved profile with this run's changes. */
export function resolveEndpoint(s: UserSettings, input: Pick<RunStartInput, 'profile' | 'endpoint'>): EndpointSpec {
  if (!input.profile) return EndpointSpecSchema.parse(input.endpoint)
  const name = input.profile
  return withStore(s.dir, (st) => applyProfile(getProfile(st, name), input.endpoint))
}

function checkVar(ctx: Pick<KeyContext, 'onlyMedbenchVars'>, name: string): void {
  // A page must not be able to send any of the app's environment (AWS_SECRET_ACCESS_KEY, say) as a
  // bearer token to a URL of its choosing.
  if (ctx.onlyMedbenchVars && !name.startsWith('MEDBENCH_')) throw new MbError(m.keyVarFromBrowser({ name }))
}

/**
 * The API key of an endpoint, fetched just before requests are sent: an environment variable's value,
 * the secret stored with its profile, or none. Without a context (tests, the bench) only variables.
 */
export function endpointKey(e: Pick<EndpointSpec, 'urls' | 'apiKeyEnv' | 'apiKeySecret'>, ctx?: KeyContext): string | undefined {
  if (e.apiKeyEnv) {
    if (ctx) checkVar(ctx, e.apiKeyEnv)
    const v = process.env[e.apiKeyEnv]
    if (!v) throw new MbError(m.noKeyVar({ name: e.apiKeyEnv }))
    return v
  }
  if (!e.apiKeySecret) return undefined
  const name = e.apiKeySecret
  if (!ctx) throw new MbError(m.secretInApp({ name }))
  return withStore(ctx.dir, (st) => {
    const p = st.get(name)
    if (!p || 'problem' in p || p.key.source !== 'secret') throw new MbError(m.secretGone({ name }))
    // Resumed after the profile's URLs were edited: the stored key still goes only to the saved ones.
    checkSecretUrls(p, e.urls)
    if (p.secretStore !== ctx.secrets.kind) throw new MbError(p.secretStore === 'session' ? m.secretNotForSession({ name }) : m.secretInApp({ name }))
    const v = ctx.secrets.get(name)
    if (v === null) throw new MbError(ctx.secrets.kind === 'session' ? m.secretNotForSession({ name }) : m.secretNeeded({ name }))
    return v
  })
}

/**
 * What a connection test asks and with which key: the URLs given (or the picked profile's), and a key
 * typed for the test (never stored), a variable, or the profile's.
 */
export function testTarget(
  ctx: KeyContext,
  input: { urls?: string[]; profile?: string; apiKeyEnv?: string; apiKey?: string },
): { urls: string[]; key: string | undefined } {
  const profile = input.profile ? withStore(ctx.dir, (st) => getProfile(st, input.profile!)) : null
  const urls = input.urls?.length ? input.urls : (profile?.endpoint.urls ?? [])
  if (urls.length === 0) throw new MbError(m.testNeedsUrls())
  if (input.apiKey) return { urls, key: input.apiKey }
  if (input.apiKeyEnv) return { urls, key: endpointKey({ urls, apiKeyEnv: input.apiKeyEnv }, ctx) }
  if (!profile) return { urls, key: undefined }
  const k = profile.key
  if (k.source === 'env') return { urls, key: endpointKey({ urls, apiKeyEnv: k.name }, ctx) }
  if (k.source === 'secret') return { urls, key: endpointKey({ urls, apiKeySecret: profile.name }, ctx) }
  return { urls, key: undefined }
}
