// A saved endpoint profile: a model server the user runs against again and again (base URLs, model,
// parameters, headers, concurrency and time limits) and where its API key comes from. The key itself
// is never part of a profile: it is an environment variable's name, a secret the host's SecretStore
// keeps under the profile's name, or nothing. Pure: no I/O.
import { z } from 'zod'
import { MbError, defineMessages } from '../messages'
import { EndpointFieldsSchema, EndpointSpecSchema, EnvVarNameSchema, ProfileNameSchema } from './spec'
import type { EndpointFields, EndpointOverrides, EndpointSpec } from './spec'

export const KeySourceSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('none') }),
  z.object({ source: z.literal('env'), name: EnvVarNameSchema }),
  z.object({ source: z.literal('secret') }),
])
export type KeySource = z.output<typeof KeySourceSchema>

/** Which kind of store holds a profile's secret: the OS-encrypted one (app) or this session's memory (web). */
export const SecretStoreKindSchema = z.enum(['os', 'session'])

export const EndpointProfileSchema = z.object({
  name: ProfileNameSchema,
  endpoint: EndpointFieldsSchema,
  key: KeySourceSchema.default({ source: 'none' }),
})
export type EndpointProfileInput = z.input<typeof EndpointProfileSchema>

/** A profile as stored: what the user saved, plus which store took its secret (set by the service). */
export interface EndpointProfile {
  name: string
  endpoint: EndpointFields
  key: KeySource
  /** Where the secret went when key.source is 'secret'. */
  secretStore?: 'os' | 'session'
  updatedAt: string
}

const m = defineMessages('endpointProfile', {
  secretUrlsChanged: {
    zh: (p) => `配置“${p.name}”保存的密钥只发送到该配置自己的服务地址；${p.url} 不在其中。请先把此地址保存到配置中，或改用环境变量提供密钥`,
    en: (p) => `the key stored with profile "${p.name}" is sent only to that profile's own base URLs, and ${p.url} is not one of them: save the address in the profile first, or give the key through an environment variable`,
  },
})

/**
 * A profile with one run's changes, as the endpoint the run stores: parameters merge one by one (null
 * removes one), other fields replace the profile's, apiKeyEnv replaces the profile's key. A stored
 * secret goes only to the base URLs saved with it: a run that changes them must name another key.
 */
export function applyProfile(profile: Pick<EndpointProfile, 'name' | 'endpoint' | 'key'>, o: EndpointOverrides): EndpointSpec {
  const params: Record<string, unknown> = { ...profile.endpoint.params }
  for (const [k, v] of Object.entries(o.params ?? {})) {
    if (v === null) delete params[k]
    else if (v !== undefined) params[k] = v
  }
  const { params: _p, apiKeyEnv, ...rest } = o
  const fields: Record<string, unknown> = { ...profile.endpoint }
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) fields[k] = v
  const key: Partial<EndpointSpec> = apiKeyEnv
    ? { apiKeyEnv }
    : profile.key.source === 'env'
      ? { apiKeyEnv: profile.key.name }
      : profile.key.source === 'secret'
        ? { apiKeySecret: profile.name }
        : {}
  const spec = EndpointSpecSchema.parse({ ...fields, params, ...key, profile: profile.name })
  if (spec.apiKeySecret) checkSecretUrls(profile, spec.urls)
  return spec
}

/** Throws unless every URL is one the profile holding the secret was saved with. */
export function checkSecretUrls(profile: Pick<EndpointProfile, 'name' | 'endpoint'>, urls: readonly string[]): void {
  const own = new Set(profile.endpoint.urls)
  const stray = urls.find((u) => !own.has(u))
  if (stray) throw new MbError(m.secretUrlsChanged({ name: profile.name, url: stray }))
}

/** How a manifest or a run's details name the key: never its value. */
export function keyDescription(e: Pick<EndpointSpec, 'apiKeyEnv' | 'apiKeySecret'>): string {
  if (e.apiKeyEnv) return `environment variable ${e.apiKeyEnv}`
  if (e.apiKeySecret) return `stored secret of profile ${e.apiKeySecret}`
  return 'none'
}
