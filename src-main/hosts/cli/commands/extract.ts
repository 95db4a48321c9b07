// medbench extract: the extract.choice operation over a JSONL file of cases.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { MbError, defineMessages, renderMsg } from '../../../core/messages'
import { flagLabel, parseCommand, required } from '../args'
import { OpFailure, openSession } from '../context'
import type { Command } from './common'

const m = defineMessages('cliExtract', {
  caseLine: {
    zh: (p) => `${p.file}:${p.line}: ${p.detail}`,
    en: (p) => `${p.file}:${p.line}: ${p.detail}`,
  },
  notJson: {
    zh: (p) => `不是有效的 JSON（${p.detail}）`,
    en: (p) => `not valid JSON (${p.detail})`,
  },
  notObject: {
    zh: () => '每行应为一个 JSON 对象 {"id","options","multi","output"}',
    en: () => 'each line must be a JSON object {"id","options","multi","output"}',
  },
  fileMissing: {
    zh: (p) => `找不到文件：${p.file}`,
    en: (p) => `no such file: ${p.file}`,
  },
})

export const extractCommand: Command = {
  name: 'extract',
  usage: 'medbench extract --in CASES.jsonl\n  CASES: {"id","options","multi","output"} per line; prints {"id","answer","span"} per line.',
  async run(argv, io) {
    const { values: v } = parseCommand('extract', argv, { in: { type: 'string' } }, false)
    const file = required('extract', v, 'in')
    if (!fs.existsSync(file)) throw new MbError(m.fileMissing({ file }))
    const name = path.basename(file)
    const { call, close } = openSession({ label: flagLabel(), io })
    const rl = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity })
    let line = 0
    let bad = 0
    const report = (detail: Parameters<typeof renderMsg>[0] | string) => {
      bad++
      io.err(renderMsg(m.caseLine({ file: name, line, detail: typeof detail === 'string' ? detail : renderMsg(detail, io.lang) }), io.lang))
    }
    try {
      for await (const text of rl) {
        line++
        if (!text.trim()) continue
        let value: unknown
        try {
          value = JSON.parse(line === 1 ? text.replace(/^\uFEFF/, '') : text)
        } catch (e) {
          report(m.notJson({ detail: (e as Error).message }))
          continue
        }
        if (!value || typeof value !== 'object' || Array.isArray(value)) {
          report(m.notObject())
          continue
        }
        const { id, ...input } = value as Record<string, unknown>
        try {
          const r = await call('extract.choice', input as never)
          io.out(JSON.stringify({ id, answer: r.answer, span: r.span }))
        } catch (e) {
          if (!(e instanceof OpFailure)) throw e
          report(e.error[io.lang])
        }
      }
    } finally {
      close()
    }
    return bad > 0 ? 1 : 0
  },
}
