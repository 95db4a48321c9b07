// medbench endpoint list|save|delete|test: saved endpoint profiles (the user's, in their data folder,
// the same ones the app shows) and "test connection", through the endpoint.* operations. The command
// line keeps no keys: a profile saved here takes its key from an environment variable (--api-key-env).
import { defineMessages, renderMsg } from '../../../core/messages'
import type { OpInput, OpOutput } from '../../../ops/table'
import { cliMessages, numberFlag, parseCommand, UsageError } from '../args'
import type { Options } from '../args'
import { openSession } from '../context'
import type { CliSession } from '../context'
import { flagLabel } from '../args'
import { print } from './common'
import type { Command } from './common'
import type { Io } from '../io'

const m = defineMessages('cliEndpoint', {
  badHeader: {
    zh: (p) => `--header 应写成“名称: 值”（收到“${p.value}”）`,
    en: (p) => `--header is written "Name: value" (got "${p.value}")`,
  },
  badJson: {
    zh: (p) => `--extra-body 不是 JSON 对象：${p.detail}`,
    en: (p) => `--extra-body is not a JSON object: ${p.detail}`,
  },
  saved: {
    zh: (p) => `已保存配置“${p.name}”（${p.file}）`,
    en: (p) => `saved profile "${p.name}" (${p.file})`,
  },
  deleted: {
    zh: (p) => `已删除配置“${p.name}”`,
    en: (p) => `deleted profile "${p.name}"`,
  },
  none: {
    zh: () => '还没有保存的配置（medbench endpoint save NAME --endpoint URL --model M）',
    en: () => 'no saved profiles yet (medbench endpoint save NAME --endpoint URL --model M)',
  },
  needsTarget: {
    zh: () => '请给出配置名称，或用 --endpoint 给出服务地址',
    en: () => 'name a profile, or give base URLs with --endpoint',
  },
  keyNone: { zh: () => '无密钥', en: () => 'no key' },
  keyEnv: { zh: (p) => `环境变量 ${p.name}`, en: (p) => `environment variable ${p.name}` },
  keyStored: { zh: () => '保存的密钥', en: () => 'stored secret' },
  keyMissing: { zh: () => '保存的密钥（已不可用，需重新输入）', en: () => 'stored secret (gone: enter it again)' },
  keyAppOnly: { zh: () => '桌面应用保存的密钥（命令行无法读取）', en: () => 'stored by the desktop app (the command line cannot read it)' },
  keyOtherSession: { zh: () => '网页版会话中的密钥（已不可用）', en: () => 'held by a web session (not available here)' },
  ok: {
    zh: (p) => `✓ ${p.url}：${p.ms} 毫秒，可用模型 ${p.n} 个：${p.models}`,
    en: (p) => `✓ ${p.url}: ${p.ms} ms, ${p.n} models: ${p.models}`,
  },
  bad: {
    zh: (p) => `✗ ${p.url}：${p.error}`,
    en: (p) => `✗ ${p.url}: ${p.error}`,
  },
})

const USAGE = `medbench endpoint list [--json]
medbench endpoint save NAME --endpoint URL [--endpoint URL2 …] --model M [--api-key-env VAR] [--replace]
             [--concurrency N] [--adaptive] [--stream] [--timeout MS] [--temperature T] [--top-p P]
             [--max-tokens N] [--seed S] [--stop TEXT]… [--extra-body JSON] [--header "Name: value"]…
medbench endpoint delete NAME
medbench endpoint test NAME | --endpoint URL [--endpoint URL2 …] [--api-key-env VAR] [--json]
  Profiles are yours, kept in your data folder (MEDBENCH_DATA_DIR or --data DIR), shared with the app;
  run one with medbench run --profile NAME. Keys: --api-key-env names the variable that holds one
  (the app can also keep a key encrypted by the system keychain; the command line keeps none).`

const OPTIONS = {
  json: { type: 'boolean' },
  data: { type: 'string' },
  endpoint: { type: 'string', multiple: true },
  model: { type: 'string' },
  'api-key-env': { type: 'string' },
  replace: { type: 'boolean' },
  concurrency: { type: 'string' },
  adaptive: { type: 'boolean' },
  stream: { type: 'boolean' },
  timeout: { type: 'string' },
  temperature: { type: 'string' },
  'top-p': { type: 'string' },
  'max-tokens': { type: 'string' },
  seed: { type: 'string' },
  stop: { type: 'string', multiple: true },
  'extra-body': { type: 'string' },
  header: { type: 'string', multiple: true },
} as const satisfies Options

const LABELS = {
  name: 'NAME',
  urls: '--endpoint',
  'endpoint.urls': '--endpoint',
  'endpoint.model': '--model',
  'endpoint.concurrency': '--concurrency',
  'endpoint.timeoutMs': '--timeout',
  'endpoint.params.temperature': '--temperature',
  'endpoint.params.top_p': '--top-p',
  'endpoint.params.max_tokens': '--max-tokens',
  'endpoint.params.seed': '--seed',
  'endpoint.params.stop': '--stop',
  'endpoint.headers': '--header',
  'endpoint.extraBody': '--extra-body',
  'key.name': '--api-key-env',
  apiKeyEnv: '--api-key-env',
}

export const endpointCommand: Command = {
  name: 'endpoint',
  usage: USAGE,
  async run(argv, io) {
    const [sub, ...rest] = argv
    const command = `endpoint ${sub ?? ''}`.trim()
    if (!sub || !['list', 'save', 'delete', 'test'].includes(sub)) {
      throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'list|save|delete|test' }), command: 'endpoint' }))
    }
    const { values: v, positionals } = parseCommand(command, rest, OPTIONS)
    if (positionals.length > 1) throw new UsageError(cliMessages.usage({ detail: cliMessages.unexpectedArgument({ arg: positionals[1] }), command }))
    const name = positionals[0]
    const s = openSession({ data: v.data as string | undefined, label: flagLabel(LABELS), io })
    try {
      if (sub === 'list') return await list(s, io, !!v.json)
      if (sub === 'test') return await test(s, io, v, name, command)
      if (!name) throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'NAME' }), command }))
      if (sub === 'delete') {
        const r = await s.call('endpoint.profile.delete', { name })
        print(io, !!v.json, r, () => [renderMsg(m.deleted({ name }), io.lang)])
        return 0
      }
      const saved = await s.call('endpoint.profile.save', {
        name,
        endpoint: endpointFields(v, command),
        key: typeof v['api-key-env'] === 'string' ? { source: 'env', name: v['api-key-env'] } : keepKey(await s.call('endpoint.profile.list', {}), name, !!v.replace),
        overwrite: !!v.replace,
      })
      print(io, !!v.json, saved, () => [renderMsg(m.saved({ name: saved.name, file: s.ctx.settings.dir }), io.lang)])
      return 0
    } finally {
      s.close()
    }
  },
}

/** Replacing a profile without --api-key-env keeps where its key came from (a key the app stores included). */
function keepKey(list: OpOutput<'endpoint.profile.list'>, name: string, replace: boolean): OpInput<'endpoint.profile.save'>['key'] {
  const prior = replace ? list.profiles.find((p) => p.name === name) : undefined
  return prior ? prior.key : { source: 'none' }
}

function endpointFields(v: Record<string, unknown>, command: string): OpInput<'endpoint.profile.save'>['endpoint'] {
  const num = (flag: string) => numberFlag(command, v, flag)
  const headers: Record<string, string> = {}
  for (const h of (v.header as string[] | undefined) ?? []) {
    const i = h.indexOf(':')
    if (i <= 0) throw new UsageError(cliMessages.usage({ detail: m.badHeader({ value: h }), command }))
    headers[h.slice(0, i).trim()] = h.slice(i + 1).trim()
  }
  let extraBody: Record<string, unknown> | undefined
  if (typeof v['extra-body'] === 'string') {
    try {
      const parsed = JSON.parse(v['extra-body']) as unknown
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
      extraBody = parsed as Record<string, unknown>
    } catch (e) {
      throw new UsageError(cliMessages.usage({ detail: m.badJson({ detail: (e as Error).message }), command }))
    }
  }
  const params = {
    temperature: num('temperature'),
    top_p: num('top-p'),
    max_tokens: num('max-tokens'),
    seed: num('seed'),
    stop: v.stop as string[] | undefined,
  }
  return {
    urls: (v.endpoint as string[] | undefined) ?? [],
    model: v.model as string,
    concurrency: num('concurrency'),
    adaptive: !!v.adaptive,
    stream: !!v.stream,
    timeoutMs: num('timeout'),
    params: Object.fromEntries(Object.entries(params).filter(([, x]) => x !== undefined)),
    ...(extraBody ? { extraBody } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
  }
}

function keyWords(p: OpOutput<'endpoint.profile.list'>['profiles'][number], io: Io): string {
  const msg =
    p.keyStatus === 'none'
      ? m.keyNone()
      : p.keyStatus === 'env'
        ? m.keyEnv({ name: p.key.source === 'env' ? p.key.name : '' })
        : p.keyStatus === 'stored'
          ? m.keyStored()
          : p.keyStatus === 'missing'
            ? m.keyMissing()
            : p.keyStatus === 'app-only'
              ? m.keyAppOnly()
              : m.keyOtherSession()
  return renderMsg(msg, io.lang)
}

async function list(s: CliSession, io: Io, json: boolean): Promise<number> {
  const r = await s.call('endpoint.profile.list', {})
  print(io, json, r, () => {
    if (r.profiles.length === 0 && r.unreadable.length === 0) return [renderMsg(m.none(), io.lang)]
    return [
      ...r.profiles.map((p) => `${p.name}\t${p.endpoint.model}\t${p.endpoint.urls.join(' ')}\t${keyWords(p, io)}`),
      ...r.unreadable.map((p) => `${p.name}\t✗ ${p.problem}`),
    ]
  })
  return 0
}

async function test(s: CliSession, io: Io, v: Record<string, unknown>, name: string | undefined, command: string): Promise<number> {
  const urls = v.endpoint as string[] | undefined
  if (!urls?.length && !name) throw new UsageError(cliMessages.usage({ detail: m.needsTarget(), command }))
  const r = await s.call('endpoint.test', {
    ...(urls?.length ? { urls } : {}),
    ...(name ? { profile: name } : {}),
    ...(typeof v['api-key-env'] === 'string' ? { apiKeyEnv: v['api-key-env'] } : {}),
  })
  print(io, !!v.json, r, () =>
    r.map((x) =>
      x.ok
        ? renderMsg(m.ok({ url: x.url, ms: x.latencyMs, n: x.models.length, models: x.models.slice(0, 10).join(', ') }), io.lang)
        : renderMsg(m.bad({ url: x.url, error: x.error ? x.error[io.lang] : '' }), io.lang),
    ),
  )
  return r.every((x) => x.ok) ? 0 : 1
}
