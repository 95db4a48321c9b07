import { describe, expect, it } from 'vitest'
import { parseFile } from '../../src-main/import/pipeline'

const LINES_PER_CHUNK = 100
const CHUNKS = 200

function cmmluLine(i: number): string {
  return JSON.stringify({ id: String(i), Question: `第${i}题`, A: '甲', B: '乙', C: '丙', D: '丁', Answer: 'ABCD'[i % 4], subject: 'anatomy' })
}

/** 20,000 records in 200 chunks, counting how many chunks the pipeline has pulled. */
function source() {
  const state = { pulled: 0 }
  async function* chunks() {
    for (let c = 0; c < CHUNKS; c++) {
      state.pulled++
      const lines: string[] = []
      for (let i = 0; i < LINES_PER_CHUNK; i++) lines.push(cmmluLine(c * LINES_PER_CHUNK + i))
      yield Buffer.from(lines.join('\n') + '\n')
    }
  }
  return { state, chunks }
}

describe('parseFile', () => {
  it('streams: the first result comes after reading only the first chunks', async () => {
    const { state, chunks } = source()
    const parsed = await parseFile({ fileName: 'big.jsonl', chunks, format: 'auto' })
    expect(parsed.format).toBe('cmmlu')
    const it = parsed.results[Symbol.asyncIterator]()
    const first = await it.next()
    expect(first.value).toMatchObject({ ok: true, line: 1 })
    // The 64 KB encoding sample plus the detection rows: a small, fixed prefix of the file.
    expect(state.pulled).toBeLessThan(CHUNKS / 4)
    let n = 1
    for (let r = await it.next(); !r.done; r = await it.next()) {
      expect(r.value.ok).toBe(true)
      n++
    }
    expect(n).toBe(LINES_PER_CHUNK * CHUNKS)
    expect(state.pulled).toBe(CHUNKS)
  })

  it('reports the encoding and reader kind', async () => {
    const { chunks } = source()
    const parsed = await parseFile({ fileName: 'big.jsonl', chunks, format: 'cmmlu' })
    expect([parsed.format, parsed.kind, parsed.encoding]).toEqual(['cmmlu', 'jsonl', 'utf-8'])
  })
})
