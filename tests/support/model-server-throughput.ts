// Throughput of the loopback model server, measured once by hand (not a test):
//
//   npx tsx tests/support/model-server-throughput.ts [--requests 20000] [--concurrency 64] [--stream]
//
// Starts the server as its own process (so it has a core to itself) on the CMExam and CMMLU fixture
// items, then sends chat completions over keep-alive connections from this process, each with one of
// a few option orders, and prints requests/s and the server's counters.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { readItemsFile } from './modelServer'

const root = path.resolve(__dirname, '../..')
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '64' },
    stream: { type: 'boolean', default: false },
  },
})
const total = Number(values.requests)
const concurrency = Number(values.concurrency)

const files = ['tests/fixtures/formats/cmexam_sample.jsonl', 'tests/fixtures/formats/cmmlu_dev_sample.jsonl'].map((f) => path.join(root, f))
const items = files.flatMap((f) => readItemsFile(f))
const bodies: string[] = []
for (const it of items) {
  const entries = Object.entries(it.options)
  for (let shift = 0; shift < entries.length; shift++) {
    const shown = entries.map((_, i) => entries[(i + shift) % entries.length][1])
    const prompt = `以下是中国医学考试的单项选择题，请直接给出正确答案的选项。\n\n${it.stem}\n${shown.map((t, i) => `${String.fromCharCode(65 + i)}. ${t}`).join('\n')}\n答案：`
    bodies.push(JSON.stringify({ model: 'fake-plain', messages: [{ role: 'user', content: prompt }], max_tokens: 64, stream: values.stream }))
  }
}

/** User + system CPU seconds of a process, from /proc (0 where there is no /proc). */
function serverCpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/support/model-server.ts'), '--port', '0', ...files.flatMap((f) => ['--items', f])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const first = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  const url = new URL((JSON.parse(first) as { url: string }).url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const post = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        { agent, host: url.hostname, port: url.port, path: '/v1/chat/completions', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.end(body)
    })

  // Warm-up, then the measured run.
  await Promise.all(Array.from({ length: 500 }, (_, i) => post(bodies[i % bodies.length])))
  let sent = 0
  let bad = 0
  const cpu0 = serverCpuSeconds(child.pid!)
  const t0 = process.hrtime.bigint()
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (sent < total) {
      const body = bodies[sent++ % bodies.length]
      if ((await post(body)) !== 200) bad++
    }
  }))
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9
  const cpu = serverCpuSeconds(child.pid!) - cpu0
  const stats = await new Promise<string>((resolve) => {
    http.get({ agent, host: url.hostname, port: url.port, path: '/__stats' }, (res) => {
      let s = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => { s += c })
      res.on('end', () => resolve(s))
    })
  })
  const st = JSON.parse(stats) as { maxInFlight: number; unknownItems: number; connections: unknown }
  process.stdout.write(JSON.stringify({
    requests: total,
    concurrency,
    stream: values.stream,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(total / seconds),
    // The server's own CPU time (Linux /proc): what one core would sustain if the client cost nothing.
    serverCpuSeconds: Number(cpu.toFixed(2)),
    requestsPerServerCpuSecond: cpu > 0 ? Math.round(total / cpu) : null,
    non200: bad,
    distinctPrompts: bodies.length,
    serverMaxInFlight: st.maxInFlight,
    serverUnknownItems: st.unknownItems,
    serverConnections: st.connections,
  }) + '\n')
  agent.destroy()
  child.kill('SIGTERM')
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`)
  process.exit(1)
})
