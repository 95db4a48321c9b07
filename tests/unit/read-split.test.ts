// Reading a batch of choice answers on worker threads (services/runs/readSplit.ts) gives exactly the
// readings of reading them one by one, in order; a worker that cannot start or dies leaves no answer
// unread.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ChoiceBatchBuilder, packReadings, readChoiceBatch, readingAt, sliceBatch, unpackReadings, emptyReadings } from '../../src-main/core/score/readBatch'
import { readChoice } from '../../src-main/core/score/readChoice'
import { ReadSplit } from '../../src-main/services/runs/readSplit'

const dir = path.join(__dirname, '../fixtures/extraction')
type Row = { id: string; options: Record<string, string>; multi: boolean; output: string; finish_reason?: string }
const rows: Row[] = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort()
  .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Row))

/** Every fixture output, half of them under a reversed presentation, as a report's chunk would hold them. */
function fixtureBatch() {
  const b = new ChoiceBatchBuilder()
  const expected: ReturnType<typeof readChoice>[] = []
  rows.forEach((r, i) => {
    const item = { type: r.multi ? ('multi_choice' as const) : ('single_choice' as const), options: r.options }
    const order = i % 2 ? Object.keys(r.options).reverse() : []
    b.add(item, r.output, order, r.finish_reason ?? null)
    expected.push(readChoice(item, r.output, { variant: order.length ? { order } : undefined, finishReason: r.finish_reason ?? null }))
  })
  return { batch: b.build(), expected }
}

describe('reading a batch on worker threads', () => {
  const { batch, expected } = fixtureBatch()

  it('has thousands of fixture outputs to read', () => {
    expect(rows.length).toBeGreaterThan(5000)
    expect(batch.items.length).toBe(rows.length)
    expect(batch.orders.length).toBeGreaterThan(1)
  })

  it('reads in one call what readChoice reads one by one', () => {
    const r = readChoiceBatch(batch)
    expected.forEach((e, i) => expect(readingAt(r, i)).toEqual(e))
  })

  it('packs readings for the way back between threads without changing one', () => {
    const from = 1234
    const part = sliceBatch(batch, from, from + 2000)
    const into = emptyReadings(batch.outputs.length)
    unpackReadings(batch, packReadings(part, readChoiceBatch(part)), from, into)
    for (let i = from; i < from + 2000; i++) expect(readingAt(into, i)).toEqual(expected[i])
  })

  it.each([2, 3])('reads the same on %i threads, part of it on the workers, and keeps them for the next batch', (threads) => {
    const split = new ReadSplit({ threads, minSlice: 200 })
    try {
      const first = split.read(batch)
      expected.forEach((e, i) => expect(readingAt(first, i)).toEqual(e))
      expect(split.fallbacks).toBe(0)
      // Each worker is sent two slices before this thread reads any, so some are always read there.
      expect(split.readElsewhere).toBeGreaterThanOrEqual(2 * (threads - 1) * 200)
      const before = split.readElsewhere
      const again = split.read(sliceBatch(batch, 0, 3000))
      for (let i = 0; i < 3000; i++) expect(readingAt(again, i)).toEqual(expected[i])
      expect(split.readElsewhere).toBeGreaterThan(before)
    } finally {
      split.close()
    }
  }, 120_000)

  it('reads a small batch here without starting a thread', () => {
    const split = new ReadSplit({ threads: 2, minSlice: 200 })
    const r = split.read(sliceBatch(batch, 0, 300))
    for (let i = 0; i < 300; i++) expect(readingAt(r, i)).toEqual(expected[i])
    expect(split.readElsewhere).toBe(0)
    split.close()
  })

  it('reads here what a dead worker was sent, and sends it nothing more', () => {
    const split = new ReadSplit({ threads: 2, minSlice: 200 })
    try {
      split.read(sliceBatch(batch, 0, 1000))
      // The worker dies between passes, as a thread killed by the system would.
      ;(split as unknown as { workers: { close(): void }[] }).workers[0].close()
      const r = split.read(batch)
      expected.forEach((e, i) => expect(readingAt(r, i)).toEqual(e))
      expect(split.fallbacks).toBeGreaterThan(0)
      const fell = split.fallbacks
      split.read(sliceBatch(batch, 0, 3000))
      expect(split.fallbacks).toBe(fell)
    } finally {
      split.close()
    }
  }, 120_000)
})
