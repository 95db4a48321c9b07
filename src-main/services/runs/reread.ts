// Reading a run's stored answers again with this build's reading code. After an upgrade changes
// READER_VERSION, a report would otherwise read every output of the run each time it is made; this
// stores fresh readings once (and, for a run planned before run_groups, numbers its groups), so the
// report is made from readings again. Outputs are never changed, only how they were read.
import { MbError, defineMessages } from '../../core/messages'
import { READER_VERSION } from '../../core/score/readerVersion'
import type { Item } from '../../core/types'
import type { RunRecord, RunStore } from '../../store/runStore'
import { ChoiceBatchBuilder } from '../../core/score/readBatch'
import { ReadSplit, type ReadSplitOptions } from './readSplit'

const m = defineMessages('reread', {
  active: {
    zh: (p) => `评测 ${p.run} 正在进行，请在暂停、取消或完成后再重新读取答案`,
    en: (p) => `run ${p.run} is in progress; read its answers again once it is paused, cancelled or finished`,
  },
  noItems: {
    zh: (p) => `评测 ${p.run} 创建于记录题目信息（run_items）之前，无法在评测文件内重新读取；其报告仍从题库逐条读取`,
    en: (p) => `run ${p.run} was planned before runs recorded their items (run_items) and cannot be read again from the runs file; its report still reads each output against the bank`,
  },
})

/** Items read together: their requests and outputs in one query, their readings in one transaction. */
const CHUNK = 20_000

export interface RereadResult {
  run: string
  reader: string
  /** Answers read and stored. */
  read: number
  /** Whether the run's item groups were numbered now (a run planned before run_groups). */
  grouped: boolean
}

/** Reads every stored choice answer of the run again, on every core (readSplit.ts), and stores the readings. */
export function rereadRun(store: RunStore, run: RunRecord, active: boolean, split: ReadSplitOptions = {}): RereadResult {
  if (active) throw new MbError(m.active({ run: run.id }))
  const grouped = store.backfillGroups(run.id)
  const reader = new ReadSplit(split)
  try {
    const read = rereadChunks(store, run.id, reader)
    if (read === null) throw new MbError(m.noItems({ run: run.id }))
    return { run: run.id, reader: READER_VERSION, read, grouped }
  } finally {
    reader.close()
  }
}

/** Answers read and stored, a chunk of items at a time; null if the run recorded no items. */
function rereadChunks(store: RunStore, runId: string, reader: ReadSplit): number | null {
  let read = 0
  let after = ''
  let any = false
  for (;;) {
    const items = store.runItemsPage(runId, after, CHUNK)
    if (items.length === 0) break
    any = true
    after = items[items.length - 1].itemId
    const byId = new Map<string, Pick<Item, 'type' | 'options'>>()
    for (const it of items) {
      const type = it.meta.slice(0, it.meta.indexOf('\u001f')) as Item['type']
      byId.set(it.itemId, { type, ...(it.options ? { options: JSON.parse(it.options) as Record<string, string> } : {}) })
    }
    const batch = new ChoiceBatchBuilder()
    const taken: { seq: number; itemId: string; sample: number; permuted: boolean }[] = []
    for (const r of store.tasksOfItems(runId, [...byId.keys()])) {
      const item = byId.get(r.itemId)!
      if (!r.has || r.errorClass !== null || r.output === null || (item.type !== 'single_choice' && item.type !== 'multi_choice')) continue
      const order = r.ord ? (JSON.parse(r.ord) as string[]) : []
      batch.add(item, r.output, order, r.finishReason)
      taken.push({ seq: r.seq, itemId: r.itemId, sample: r.sample, permuted: order.length > 0 })
    }
    const readings = reader.read(batch.build())
    store.db.transaction(() => {
      taken.forEach((t, i) => {
        // Never lose the answer over its reading: without one, the report reads the output itself.
        if (readings.failed[i]) return
        store.putReading(runId, t.seq, { itemId: t.itemId, sample: t.sample, reader: READER_VERSION, answer: readings.answer[i], presented: t.permuted ? readings.presented[i] : null, span: readings.span[i], rule: readings.rule[i] })
        read++
      })
    })()
  }
  return any ? read : null
}
