// The loopback model server as its own process, for end-to-end tests and benchmarks:
//
//   npx tsx tests/support/model-server.ts --port 0 --items FILE.jsonl [--items MORE.jsonl] \
//     [--model fake-plain] [--models a,b] [--style plain|reasoner|think] [--accuracy 0.8] \
//     [--bias A=0.5,B=0.1] [--seed 1] [--latency 50 | --latency 50:20] [--chunk-delay 5] \
//     [--faults '{"rates":{"429":0.05}}'] [--api-key-env VAR]
//
// Prints {"url":"http://127.0.0.1:PORT/v1"} as its first stdout line, then nothing. The API key, if
// any, is read from the environment variable named by --api-key-env (a command line is readable by
// every user of the machine). Faults and counters: POST /__control, GET /__stats. Stops on SIGTERM,
// SIGINT or when stdin closes with --exit-on-stdin-close.
import { parseArgs } from 'node:util'
import { startModelServer } from './modelServer'
import type { FaultConfig, Latency, ModelServerOptions, OutputStyle } from './modelServer'

function fail(msg: string): never {
  process.stderr.write(`model-server: ${msg}\n`)
  process.exit(2)
}

function num(name: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined
  const n = Number(v)
  if (!Number.isFinite(n)) fail(`--${name} needs a number, got ${JSON.stringify(v)}`)
  return n
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string' },
      items: { type: 'string', multiple: true },
      model: { type: 'string' },
      models: { type: 'string' },
      style: { type: 'string' },
      accuracy: { type: 'string' },
      bias: { type: 'string' },
      seed: { type: 'string' },
      latency: { type: 'string' },
      'chunk-delay': { type: 'string' },
      faults: { type: 'string' },
      'api-key-env': { type: 'string' },
      'unknown-answer': { type: 'string' },
      'exit-on-stdin-close': { type: 'boolean' },
    },
    strict: true,
  })

  const opts: ModelServerOptions = { port: num('port', values.port), items: values.items ?? [] }
  if (values.host) opts.host = values.host
  if (values.model) opts.model = values.model
  if (values.models) opts.models = values.models.split(',').map((s) => s.trim()).filter(Boolean)
  if (values.style) {
    if (!['plain', 'reasoner', 'think'].includes(values.style)) fail('--style is plain, reasoner or think')
    opts.style = values.style as OutputStyle
  }
  opts.accuracy = num('accuracy', values.accuracy)
  if (values.bias) {
    const bias: Record<string, number> = {}
    for (const part of values.bias.split(',')) {
      const [letter, p] = part.split('=')
      if (!letter || p === undefined) fail('--bias is LETTER=P[,LETTER=P…]')
      bias[letter.trim()] = num('bias', p)!
    }
    opts.positionBias = bias
  }
  if (values.seed !== undefined) opts.seed = values.seed
  if (values.latency) {
    const [mean, jitter] = values.latency.split(':')
    const l: Latency = jitter === undefined ? num('latency', mean)! : { mean: num('latency', mean)!, jitter: num('latency', jitter)! }
    opts.latencyMs = l
  }
  opts.chunkDelayMs = num('chunk-delay', values['chunk-delay'])
  if (values.faults) {
    try {
      opts.faults = JSON.parse(values.faults) as FaultConfig
    } catch {
      fail('--faults needs JSON')
    }
  }
  if (values['api-key-env']) {
    const key = process.env[values['api-key-env']]
    if (!key) fail(`environment variable ${values['api-key-env']} is not set`)
    opts.apiKey = key
  }
  if (values['unknown-answer']) opts.unknownAnswer = values['unknown-answer']

  const server = await startModelServer(opts)
  process.stdout.write(JSON.stringify({ url: server.url }) + '\n')

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void server.close().then(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  if (values['exit-on-stdin-close']) {
    process.stdin.on('end', stop)
    process.stdin.on('close', stop)
    process.stdin.resume()
  }
}

main().catch((e: unknown) => fail(e instanceof Error ? e.message : String(e)))
