// Optional: the MedBench platform's whole question set, which cannot ship with the repo (no licence).
// Set MEDBENCH_PLATFORM_DIR to a folder of its LLM_/Agent_/VLM_*.jsonl files to run it.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderMsg } from '../../src-main/core/messages'
import { isChoice } from '../../src-main/import/formats/medbench'
import { parsePath, readJsonl } from '../fixtures/import/helpers'

const dir = process.env.MEDBENCH_PLATFORM_DIR

describe.skipIf(!dir)('MedBench platform question set (MEDBENCH_PLATFORM_DIR)', () => {
  it('imports every file: one item per distinct other.id, no errors, options on every choice item', async () => {
    const files = readdirSync(dir!).filter((f) => /^(LLM|Agent|VLM)_.+\.jsonl$/.test(f)).sort()
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const path = join(dir!, file)
      const ids = new Set(readJsonl(path).map((r) => {
        const other = r.other as { id: unknown; source: unknown }
        return `${String(other.source)}:${String(other.id)}`
      }))
      const p = await parsePath(path)
      expect(p.errors.map((e) => `${file}:${e.line}: ${renderMsg(e.reason, 'en')}`)).toEqual([])
      expect([file, p.items.length]).toEqual([file, ids.size])
      const fileTask = file.replace(/^(LLM|Agent|VLM)_/, '').replace(/\.jsonl$/, '')
      for (const { item } of p.items) {
        expect([item.id, item.task]).toEqual([item.id, fileTask])
        if (isChoice(item.type)) expect(Object.keys(item.options ?? {}).length, item.id).toBeGreaterThanOrEqual(2)
      }
    }
  })
})
