// medbench run: plans a run over the bank (or resumes one) and drives it to its end in this process,
// through the run.* operations like every host. A progress bar on a terminal, JSON lines otherwise;
// the last line with --json is {"run","status","done","errors"}. Ctrl+C interrupts (requests in
// flight finish and are stored; --resume continues); a second Ctrl+C abandons them.
import fs from 'node:fs'
import { boundRunnerHeapGrowth } from '../runnerHeap'
import { defineMessages, renderMsg } from '../../../core/messages'
import type { OpInput } from '../../../ops/table'
import { RunStore } from '../../../store/runStore'
import { cliMessages, numberFlag, parseCommand, required, UsageError } from '../args'
import { BANK_OPTIONS, FACET_OPTIONS, facetFilters, withBank } from './common'
import type { Command } from './common'
import type { CliSession } from '../context'
import type { Io } from '../io'

const m = defineMessages('cliRun', {
  started: {
    zh: (p) => `评测 ${p.run}：${p.items} 道题，${p.tasks} 个请求 → ${p.file}`,
    en: (p) => `run ${p.run}: ${p.items} items, ${p.tasks} requests → ${p.file}`,
  },
  resumed: {
    zh: (p) => `继续评测 ${p.run}：还有 ${p.left} / ${p.tasks} 个请求`,
    en: (p) => `resuming run ${p.run}: ${p.left} of ${p.tasks} requests left`,
  },
  ended: {
    zh: (p) => `评测 ${p.run} ${p.status}：完成 ${p.done} / ${p.total}，失败 ${p.errors}`,
    en: (p) => `run ${p.run} ${p.status}: ${p.done} of ${p.total} done, ${p.errors} failed`,
  },
  runsMissing: {
    zh: (p) => `评测记录文件不存在：${p.file}`,
    en: (p) => `no runs file at ${p.file}`,
  },
  noRun: {
    zh: (p) => `${p.file} 中没有评测 ${p.run}`,
    en: (p) => `${p.file} has no run ${p.run}`,
  },
  fewShot: {
    zh: (p) => `少样本：每题 ${p.shots} 个示例，共用到 ${p.examples} 道示例题${p.asWritten ? `；${p.asWritten} 道平台题目按平台原文发送，不加示例` : ''}`,
    en: (p) => `few-shot: ${p.shots} examples per question, ${p.examples} dev items used${p.asWritten ? `; ${p.asWritten} platform items sent as the platform wrote them, without examples` : ''}`,
  },
  badDevFilter: {
    zh: (p) => `--dev-filter 应写作 筛选项=值（例如 dimension=knowledge_qa），收到：${p.value}`,
    en: (p) => `--dev-filter takes FACET=VALUE (e.g. dimension=knowledge_qa), got: ${p.value}`,
  },
  stopping: {
    zh: () => '正在中断：等待进行中的请求完成并保存（再按一次 Ctrl+C 立即停止）…',
    en: () => 'interrupting: waiting for requests in flight to finish and be stored (Ctrl+C again to stop now) …',
  },
})

const USAGE = `medbench run --bank B [--keys K] --endpoint URL [--endpoint URL2 …] --model NAME --out RUNS.db [--json]
medbench run --bank B --profile NAME --out RUNS.db [any endpoint flag below, changing the profile for this run]
             [--api-key-env VAR] [--concurrency N] [--adaptive] [--stream] [--timeout MS] [--max-attempts N]
             [--max-errors N|P%] [--seed S] [--permute] [--circular] [--samples N] [--pool N] [--limit N]
             [--temperature T] [--max-tokens N] [--system TEXT] [--lang zh|en] [--no-cache]
             [--search TEXT] [--tag TAG]… [--dimension D]… [--specialty-primary S]… (any bank filter)
             [--template zero-shot|few-shot] [--shots K] [--dev-tag TAG] [--dev-id ID]… [--dev-filter FACET=VALUE]…
             [--dev-search TEXT] [--images DIR]
medbench run --resume ID --out RUNS.db [--bank B] [--api-key-env VAR] [--retry-failed] [--json]
  Every response is stored as it arrives; after a crash or Ctrl+C, --resume sends only what is missing.
  Few-shot (--template few-shot, implied by --shots or a --dev-… flag): K solved examples (0–10, default 5)
  from the dev split (e.g. --dev-tag split:dev) before each question, shown with the answers from the keys;
  the dev split must not overlap the items asked (e.g. --tag split:test). Images: attachment paths are
  relative to --images DIR (default: the bank's folder).
  --profile names a saved endpoint profile (medbench endpoint list; --data DIR if not in the default data folder).`

const OPTIONS = {
  ...BANK_OPTIONS,
  ...FACET_OPTIONS,
  endpoint: { type: 'string', multiple: true },
  profile: { type: 'string' },
  data: { type: 'string' },
  model: { type: 'string' },
  out: { type: 'string' },
  'api-key-env': { type: 'string' },
  concurrency: { type: 'string' },
  adaptive: { type: 'boolean' },
  stream: { type: 'boolean' },
  timeout: { type: 'string' },
  'max-attempts': { type: 'string' },
  'max-errors': { type: 'string' },
  seed: { type: 'string' },
  permute: { type: 'boolean' },
  circular: { type: 'boolean' },
  samples: { type: 'string' },
  pool: { type: 'string' },
  limit: { type: 'string' },
  temperature: { type: 'string' },
  'max-tokens': { type: 'string' },
  system: { type: 'string' },
  lang: { type: 'string' },
  'no-cache': { type: 'boolean' },
  search: { type: 'string' },
  tag: { type: 'string', multiple: true },
  template: { type: 'string' },
  shots: { type: 'string' },
  'dev-tag': { type: 'string' },
  'dev-id': { type: 'string', multiple: true },
  'dev-filter': { type: 'string', multiple: true },
  'dev-search': { type: 'string' },
  images: { type: 'string' },
  resume: { type: 'string' },
  'retry-failed': { type: 'boolean' },
} as const

const LABELS = {
  'endpoint.urls': '--endpoint',
  'endpoint.model': '--model',
  'endpoint.concurrency': '--concurrency',
  'endpoint.timeoutMs': '--timeout',
  'endpoint.apiKeyEnv': '--api-key-env',
  'endpoint.params.temperature': '--temperature',
  'endpoint.params.max_tokens': '--max-tokens',
  'limits.maxAttempts': '--max-attempts',
  'limits.maxErrors': '--max-errors',
  'selection.pool': '--pool',
  'selection.limit': '--limit',
  'dynamic.samples': '--samples',
  'selection.tags': '--tag',
  'template.kind': '--template',
  'template.shots': '--shots',
  'template.dev': '--dev-tag',
  'template.dev.tag': '--dev-tag',
  'template.dev.ids': '--dev-id',
  'template.dev.search': '--dev-search',
  images: '--images',
  seed: '--seed',
  apiKeyEnv: '--api-key-env',
  run: '--resume',
}

export const runCommand: Command = {
  name: 'run',
  usage: USAGE,
  async run(argv, io) {
    boundRunnerHeapGrowth()
    const { values: v, positionals } = parseCommand('run', argv, OPTIONS)
    if (positionals.length) throw new UsageError(cliMessages.usage({ detail: cliMessages.unexpectedArgument({ arg: positionals[0] }), command: 'run' }))
    const out = required('run', v, 'out')
    const num = (flag: string) => numberFlag('run', v, flag)
    if (typeof v.resume === 'string') {
      // The run remembers its bank: --bank is only needed when the bank has moved.
      if (!fs.existsSync(out)) throw new UsageError(m.runsMissing({ file: out }))
      const bank = (v.bank as string | undefined) ?? bankOf(out, v.resume)
      return withBank('run', v, io, { mustExist: true, labels: LABELS, bank, runs: out }, async (s) => {
        const run = await s.call('run.resume', { run: v.resume as string, retryFailed: !!v['retry-failed'], apiKeyEnv: v['api-key-env'] as string | undefined })
        const st = await s.call('run.status', { run: run.id })
        if (!v.json && process.stderr.isTTY) io.err(renderMsg(m.resumed({ run: run.id, left: st.total - st.done, tasks: st.total }), io.lang))
        return follow(s, run.id, io, !!v.json)
      })
    }
    const endpoint = {
      urls: v.endpoint as string[] | undefined,
      model: v.model as string | undefined,
      concurrency: num('concurrency'),
      // Only flags given: with --profile, what is left out stays as the profile has it.
      adaptive: v.adaptive ? true : undefined,
      stream: v.stream ? true : undefined,
      timeoutMs: num('timeout'),
      apiKeyEnv: v['api-key-env'] as string | undefined,
      params: { temperature: num('temperature'), max_tokens: num('max-tokens') },
    }
    const spec = {
      ...(typeof v.profile === 'string' ? { profile: v.profile } : {}),
      endpoint: typeof v.profile === 'string' ? endpoint : { ...endpoint, urls: endpoint.urls ?? [] },
      selection: { filters: facetFilters(v), search: v.search as string | undefined, tags: v.tag as string[] | undefined, pool: num('pool'), limit: num('limit') },
      dynamic: { permute: !!v.permute, circular: !!v.circular, samples: num('samples') },
      template: templateFlags(v, num('shots')),
      images: v.images as string | undefined,
      seed: num('seed'),
      limits: { maxAttempts: num('max-attempts'), maxErrors: v['max-errors'] as string | undefined },
      cache: !v['no-cache'],
    } as OpInput<'run.start'>
    return withBank('run', v, io, { mustExist: true, labels: LABELS, runs: out }, async (s) => {
      const started = await s.call('run.start', spec)
      if (!v.json && process.stderr.isTTY) {
        io.err(renderMsg(m.started({ run: started.run.id, items: started.nItems, tasks: started.run.nTasks, file: started.runsFile }), io.lang))
      }
      const prompt = started.run.prompt
      if (prompt?.kind === 'few-shot' && !v.json) io.err(renderMsg(m.fewShot({ shots: prompt.shots, examples: prompt.n_examples, asWritten: prompt.as_written }), io.lang))
      return follow(s, started.run.id, io, !!v.json)
    })
  },
}

/** The template flags as the spec's template; a --shots or --dev-… flag alone means few-shot. */
function templateFlags(v: Record<string, unknown>, shots: number | undefined): OpInput<'run.start'>['template'] {
  const filters: Record<string, string[]> = {}
  for (const f of (v['dev-filter'] as string[] | undefined) ?? []) {
    const eq = f.indexOf('=')
    if (eq <= 0 || eq === f.length - 1) throw new UsageError(cliMessages.usage({ detail: m.badDevFilter({ value: f }), command: 'run' }))
    ;(filters[f.slice(0, eq).trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] ??= []).push(f.slice(eq + 1).trim())
  }
  const dev = {
    ...(v['dev-tag'] !== undefined ? { tag: v['dev-tag'] as string } : {}),
    ...(v['dev-id'] !== undefined ? { ids: v['dev-id'] as string[] } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    ...(v['dev-search'] !== undefined ? { search: v['dev-search'] as string } : {}),
  }
  const anyDev = Object.keys(dev).length > 0
  const kind = (v.template as 'zero-shot' | 'few-shot' | undefined) ?? (anyDev || shots !== undefined ? 'few-shot' : 'zero-shot')
  return {
    kind,
    lang: (v.lang as 'zh' | 'en' | undefined) ?? 'zh',
    system: v.system as string | undefined,
    ...(shots !== undefined ? { shots } : {}),
    ...(anyDev ? { dev } : {}),
  }
}

export function bankOf(runsFile: string, id: string): string {
  const store = new RunStore(runsFile)
  try {
    const run = store.run(id)
    if (!run) throw new UsageError(m.noRun({ file: runsFile, run: id }))
    return run.bankFile
  } finally {
    store.close()
  }
}

/** Watches the run through run.status until it stops; Ctrl+C interrupts it. */
async function follow(s: CliSession, run: string, io: Io, json: boolean): Promise<number> {
  const tty = !!process.stderr.isTTY && !json
  let signals = 0
  const onSigint = () => {
    signals++
    if (signals === 1) io.err(renderMsg(m.stopping(), io.lang))
    void s.call('run.control', { run, action: signals === 1 ? 'interrupt' : 'cancel' }).catch(() => undefined)
  }
  process.on('SIGINT', onSigint)
  try {
    let lastLine = 0
    for (;;) {
      const st = await s.call('run.status', { run })
      const now = Date.now()
      if (tty) {
        const pct = st.total ? Math.floor((100 * st.done) / st.total) : 100
        const bar = '█'.repeat(Math.floor(pct / 4)).padEnd(25, '░')
        const eta = st.etaSec !== null ? ` ETA ${Math.ceil(st.etaSec)}s` : ''
        process.stderr.write(`\r${bar} ${pct}% ${st.done}/${st.total} · ${st.rate.toFixed(1)}/s · ${st.errors} failed${eta}\x1b[K`)
      } else if (!json && now - lastLine >= 1000) {
        lastLine = now
        io.out(JSON.stringify({ progress: { done: st.done, total: st.total, errors: st.errors, rate: Math.round(st.rate * 10) / 10, inFlight: st.inFlight } }))
      }
      if (!st.active) {
        if (tty) process.stderr.write('\r\x1b[K')
        const summary = { run, status: st.status, done: st.done, errors: st.errors }
        if (st.stopReason) io.err(st.stopReason[io.lang])
        if (json || !tty) io.out(JSON.stringify(summary))
        else io.out(renderMsg(m.ended({ run, status: st.status, done: st.done, total: st.total, errors: st.errors }), io.lang))
        return st.status === 'completed' ? 0 : 1
      }
      await new Promise((r) => setTimeout(r, tty ? 200 : 250))
    }
  } finally {
    process.off('SIGINT', onSigint)
  }
}
