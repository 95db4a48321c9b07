// Reading a run's stored answers again with this build's reading code. After an upgrade changes
// READER_VERSION, a report would otherwise read every output of the run each time it is made; this
// stores fresh readings once (and, for a run planned before run_groups, numbers its groups), so the
// report is made from readings again. Outputs are never changed, only how they were read.
import { MbError, defineMessages } from '../../core/messages'
import { READER_VERSION } from '../../core/score/readerVersion'
import type { Item } from '../../core/types'
import type { RunRecord, RunStore } from '../../store/runStore'
import { readingOf } from './readings'

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

export function rereadRun(store: RunStore, run: RunRecord, active: boolean): RereadResult {
  if (active) throw new MbError(m.active({ run: run.id }))
  const grouped = store.backfillGroups(run.id)
  let read = 0
  let after = ''
  let any = false
  for (;;) {
    const items = store.runItemsPage(run.id, after, CHUNK)
    if (items.length === 0) break
    any = true
    after = items[items.length - 1].itemId
    const byId = new Map<string, Pick<Item, 'type' | 'options'>>()
    for (const it of items) {
      const type = it.meta.slice(0, it.meta.indexOf('\u001f')) as Item['type']
      byId.set(it.itemId, { type, ...(it.options ? { options: JSON.parse(it.options) as Record<string, string> } : {}) })
    }
    const rows = store.tasksOfItems(run.id, [...byId.keys()])
    store.db.transaction(() => {
      for (const r of rows) {
        if (!r.has || r.errorClass !== null || r.output === null) continue
        const reading = readingOf(byId.get(r.itemId)!, { itemId: r.itemId, sample: r.sample, order: r.ord ? (JSON.parse(r.ord) as string[]) : [] }, r.output, r.finishReason)
        if (!reading) continue
        store.putReading(run.id, r.seq, reading)
        read++
      }
    })()
  }
  if (!any) throw new MbError(m.noItems({ run: run.id }))
  return { run: run.id, reader: READER_VERSION, read, grouped }
}
