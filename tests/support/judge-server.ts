// The loopback judge (judgeServer.ts) as its own process, for end-to-end tests:
//
//   node --import tsx tests/support/judge-server.ts --port 0 [--flip 0.2] [--seed 1] [--read-none-every K]
//
// Prints {"url":"http://127.0.0.1:PORT/v1"} as its first stdout line. Stops on SIGTERM or SIGINT, or
// when stdin closes.
import { parseArgs } from 'node:util'
import { startJudgeServer } from './judgeServer'

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' }, flip: { type: 'string' }, seed: { type: 'string' }, 'read-none-every': { type: 'string' } } })
  const server = await startJudgeServer({ port: Number(values.port ?? 0), flip: Number(values.flip ?? 0), seed: Number(values.seed ?? 1), readNoneEvery: Number(values['read-none-every'] ?? 0) })
  process.stdout.write(JSON.stringify({ url: server.url }) + '\n')
  const stop = () => void server.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  process.stdin.on('end', stop)
  process.stdin.resume()
}

void main()
