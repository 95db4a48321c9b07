// Model endpoints: saved profiles (the user's, kept in their data folder, not in any bank or runs file)
// and "test connection". Open to every caller of a host ('public'): they read and write nothing of the
// bank, and the hosts themselves admit only their user (the window, the tokened page, the shell).
import { z } from 'zod'
import { defineMessages } from '../core/messages'
import type { Msg } from '../core/messages'
import { EndpointProfileSchema } from '../core/run/profile'
import { EndpointSpecSchema, EnvVarNameSchema, ProfileNameSchema } from '../core/run/spec'
import { HttpChatClient } from '../services/runs/chatHttp'
import { RequestError } from '../services/runs/requestError'
import { deleteProfile, listProfiles, saveProfile, testTarget } from '../services/endpoints/profiles'
import { bothLanguages, keyContext, op } from './define'

const m = defineMessages('endpointTest', {
  refused: {
    zh: (p) => `连接被拒绝：${p.url} 上没有服务在监听（模型服务是否已启动？端口是否正确？）`,
    en: (p) => `connection refused: nothing is listening at ${p.url} (is the model server running? is the port right?)`,
  },
  noHost: {
    zh: (p) => `找不到主机 ${p.host}（地址是否拼写正确？）`,
    en: (p) => `host ${p.host} not found (is the address spelled right?)`,
  },
  timeout: {
    zh: (p) => `${p.s} 秒内没有响应：服务可能过载、地址不对，或被防火墙拦截`,
    en: (p) => `no answer within ${p.s} s: the server may be overloaded, the address wrong, or a firewall in the way`,
  },
  auth: {
    zh: (p) => `认证失败（HTTP ${p.status}）：该服务需要 API 密钥，或密钥不正确`,
    en: (p) => `authentication failed (HTTP ${p.status}): the server needs an API key, or the key is wrong`,
  },
  notFound: {
    zh: () => '不是 OpenAI 兼容接口：GET /models 返回 404（基础地址通常以 /v1 结尾）',
    en: () => 'not OpenAI-compatible: GET /models answered 404 (the base URL usually ends in /v1)',
  },
  notCompatible: {
    zh: () => '不是 OpenAI 兼容接口：GET /models 的响应不是模型列表',
    en: () => 'not OpenAI-compatible: GET /models did not answer with a model list',
  },
  server: {
    zh: (p) => `服务器错误（HTTP ${p.status}）：${p.detail}`,
    en: (p) => `server error (HTTP ${p.status}): ${p.detail}`,
  },
  refusedRequest: {
    zh: (p) => `请求被拒绝（HTTP ${p.status}）：${p.detail}`,
    en: (p) => `request refused (HTTP ${p.status}): ${p.detail}`,
  },
  connection: {
    zh: (p) => `连接失败（${p.code}）`,
    en: (p) => `connection failed (${p.code})`,
  },
})

const both = (msg: Msg) => ({ code: msg.code, ...bothLanguages(msg) })

/** A failed test as one plain sentence per language: refused, not found, timeout, 401, not OpenAI-compatible. */
function explain(e: unknown, url: string, timeoutMs: number): Msg {
  if (!(e instanceof RequestError)) return m.connection({ code: e instanceof Error ? e.message.slice(0, 200) : String(e) })
  const detail = e.message.replace(/^HTTP \d+: /, '').slice(0, 200)
  switch (e.errorClass) {
    case 'timeout':
      return m.timeout({ s: Math.round(timeoutMs / 100) / 10 })
    case 'auth':
      return m.auth({ status: e.status ?? 401 })
    case 'not_found':
      return m.notFound()
    case 'bad_response':
      return m.notCompatible()
    case 'server':
    case 'rate_limit':
      return m.server({ status: e.status ?? 500, detail })
    case 'bad_request':
      return m.refusedRequest({ status: e.status ?? 400, detail })
    default: {
      const code = /connection failed: (\S+)/.exec(e.message)?.[1] ?? e.message
      if (code === 'ECONNREFUSED') return m.refused({ url })
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return m.noHost({ host: hostOf(url) })
      return m.connection({ code })
    }
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

const ProfileName = z.object({ name: ProfileNameSchema })

export const endpointOps = {
  /** Saved profiles, whether each one's key can be used here, and what this host can keep a key in. */
  'endpoint.profile.list': op(z.object({}), 'public', (ctx) => listProfiles(ctx.settings)),

  /**
   * Saves a profile. `secret` is the key when the profile keeps one (key.source 'secret'); it goes to
   * the host's SecretStore, never into the profile. `overwrite` saves changes to an existing profile.
   */
  'endpoint.profile.save': op(
    EndpointProfileSchema.extend({
      secret: z.string().min(1).max(4096).optional(),
      secretFrom: ProfileNameSchema.optional(),
      overwrite: z.boolean().default(false),
    }),
    'public',
    (ctx, input) => saveProfile(keyContext(ctx), input),
  ),

  'endpoint.profile.delete': op(ProfileName, 'public', (ctx, input) => deleteProfile(ctx.settings, input.name)),

  /**
   * Lists the models each base URL serves, with the time it took: a wrong URL, key or a server that is
   * down shows here first, said plainly. The key: one typed for the test (not stored), a variable, or
   * the picked profile's.
   */
  'endpoint.test': op(
    z.object({
      /** Default: the picked profile's. */
      urls: EndpointSpecSchema.shape.urls.optional(),
      profile: ProfileNameSchema.optional(),
      apiKeyEnv: EnvVarNameSchema.optional(),
      apiKey: z.string().min(1).max(4096).optional(),
      headers: EndpointSpecSchema.shape.headers,
      timeoutMs: z.number().int().min(500).max(120_000).default(10_000),
    }),
    'public',
    async (ctx, input) => {
      const { urls, key } = testTarget(keyContext(ctx), input)
      const endpoint = EndpointSpecSchema.parse({ urls, model: '-', timeoutMs: Math.max(1000, input.timeoutMs), headers: input.headers })
      return Promise.all(
        urls.map(async (url) => {
          const client = new HttpChatClient(url, endpoint, key)
          const t0 = performance.now()
          try {
            const models = await client.models()
            return { url, ok: true, models, latencyMs: Math.round(performance.now() - t0), error: null }
          } catch (e) {
            return { url, ok: false, models: [] as string[], latencyMs: Math.round(performance.now() - t0), error: both(explain(e, url, endpoint.timeoutMs)) }
          } finally {
            client.close()
          }
        }),
      )
    },
  ),
}
