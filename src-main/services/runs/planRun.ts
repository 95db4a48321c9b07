// Turns a run's selection and dynamic settings into its planned requests: the item set (the whole
// bank, a filter or search, tags, or listed ids; then a seeded pool and a limit), and per item the
// presentations core/dynamic plans and, for a few-shot template, the dev examples shown before it.
// Recorded with item and key versions (and the examples with theirs), so a report states exactly
// what was asked, and a resumed run asks the same.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages } from '../../core/messages'
import { planPresentations, selectPool } from '../../core/dynamic'
import type { PromptRecord } from '../../core/run/prompt'
import { templateText, templateVersion } from '../../core/run/prompt'
import type { RunSpec } from '../../core/run/spec'
import type { Item, ItemKey } from '../../core/types'
import { FACETS } from '../../store/bankIndex'
import type { Facet } from '../../store/bankIndex'
import type { RunItemMeta, TaskRow } from '../../store/runStore'
import type { Workspace } from '../workspace'
import { checkNoOverlap, resolveDevPool } from './fewShot'
import type { DevPool } from './fewShot'
import { itemKey } from './runner'

const m = defineMessages('planRun', {
  unknownIds: {
    zh: (p) => `题库中没有这些题目：${p.ids}${p.more}`,
    en: (p) => `these items are not in the bank: ${p.ids}${p.more}`,
  },
  unknownFacet: {
    zh: (p) => `没有“${p.facet}”这个筛选项（可用：${p.facets}）`,
    en: (p) => `there is no filter "${p.facet}" (filters: ${p.facets})`,
  },
  empty: {
    zh: () => '所选范围内没有题目，未创建评测',
    en: () => 'the selection holds no items; no run was created',
  },
  missingVersion: {
    zh: (p) => `题库中找不到题目 ${p.id} 的版本 ${p.version}（评测计划中使用的版本）`,
    en: (p) => `the bank has no version ${p.version} of item ${p.id} (the version the run planned with)`,
  },
  noImagesDir: {
    zh: (p) => `所选题目中有 ${p.n} 道带图片，但图片目录不存在：${p.dir}（用 --images 指定图片所在目录，题目中的图片路径相对于它）`,
    en: (p) => `${p.n} of the selected items have images, but the images folder does not exist: ${p.dir} (name it with --images; the items' image paths are relative to it)`,
  },
})

export interface PlannedRun {
  tasks: Omit<TaskRow, 'seq'>[]
  items: Map<string, Item>
  /** The same items as a report reads them back (run_items). */
  metas: RunItemMeta[]
  nItems: number
  /** The prompt as planned: template wording, examples with their versions, the hash reports cite. */
  prompt: PromptRecord
  /** Few-shot: the examples the tasks name, with their gold answers. */
  examples: Map<string, { item: Item; key: ItemKey }>
}

/** What picks items: the run's selection, or a few-shot template's dev split. */
interface Selector {
  filters?: Record<string, string[]>
  search?: string
  ids?: string[]
  tags?: string[]
}

/** What a report needs of an item at a version: its type, grouping columns and options. */
export function itemMeta(item: Item, version: number, keyVersion: number | null): RunItemMeta {
  return {
    id: item.id,
    version,
    keyVersion,
    type: item.type,
    track: item.track,
    dimension: item.dimension,
    specialty: item.specialty.primary,
    task: item.task,
    source: item.source.name,
    options: item.options ?? null,
  }
}

const CHUNK = 20_000

export function planRun(ws: Workspace, spec: RunSpec): PlannedRun {
  let rowids = selectRowids(ws, spec.selection)
  // Without a pool the limit takes the first items: only those are read.
  if (spec.selection.pool === undefined && spec.selection.limit !== undefined) rowids = rowids.slice(0, spec.selection.limit)
  const { items, versions } = readItems(ws, rowids)
  let chosen = items.map((_, i) => i)
  if (spec.selection.pool !== undefined) {
    const keep = new Set(selectPool(items.map((it) => it.id), spec.selection.pool, spec.seed))
    chosen = chosen.filter((i) => keep.has(items[i].id))
  }
  if (spec.selection.limit !== undefined) chosen = chosen.slice(0, spec.selection.limit)
  if (chosen.length === 0) throw new MbError(m.empty())

  const t = spec.template
  const k = t.kind === 'few-shot' ? (t.shots ?? 0) : 0
  let pool: DevPool | null = null
  if (t.kind === 'few-shot' && t.dev) {
    const dev = readItems(ws, selectRowids(ws, { ...t.dev, tags: t.dev.tag ? [t.dev.tag] : undefined }))
    pool = resolveDevPool(ws, t.dev, dev.items.map((item, i) => ({ item, version: dev.versions[i] })), k)
    checkNoOverlap(pool, chosen.map((i) => items[i].id))
  }

  const tasks: Omit<TaskRow, 'seq'>[] = []
  const byKey = new Map<string, Item>()
  const metas: RunItemMeta[] = []
  const used = new Map<string, { item: Item; key: ItemKey }>()
  // Every request's examples go into the hash the manifest cites: other examples, another hash.
  const assignments = crypto.createHash('sha256')
  let asWritten = 0
  let withImages = 0
  for (const i of chosen) {
    const item = items[i]
    const keyVersion = ws.keys.get(item.id)?.version ?? null
    byKey.set(itemKey(item.id, versions[i]), item)
    metas.push(itemMeta(item, versions[i], keyVersion))
    if (item.attachments?.length) withImages++
    // Platform items are sent exactly as the platform wrote each copy: no examples are added.
    const platform = !!item.variants?.length
    if (platform && pool) asWritten++
    const shots = pool && !platform ? pool.picker.pick(item, k, spec.seed) : []
    for (const id of shots) {
      if (used.has(id)) continue
      const ex = pool!.examples.get(id)!
      used.set(id, { item: ex.item, key: ex.key })
      if (ex.item.attachments?.length) withImages++
    }
    if (pool) assignments.update(`${item.id}\t${shots.join('\t')}\n`)
    const presentations = planPresentations(item, { ...spec.dynamic, seed: spec.seed })
    for (const p of presentations) {
      // Repeated samples of an unshuffled presentation (sampling at temperature > 0) are separate tasks.
      const samples = p.kind === 'identity' || p.kind === 'platform' ? spec.dynamic.samples : 1
      for (let s = 0; s < samples; s++) {
        tasks.push({ itemId: item.id, itemVersion: versions[i], keyVersion, variantKey: p.variantKey, sample: s, order: p.order, ...(shots.length ? { shots } : {}) })
      }
    }
  }
  if (withImages > 0) {
    const dir = imagesDir(spec, ws.paths.bank)
    if (!isDirectory(dir)) throw new MbError(m.noImagesDir({ n: withImages, dir }))
  }

  const examples = [...used.keys()].sort().map((id) => {
    const ex = pool!.examples.get(id)!
    return { id, version: ex.version, key_version: ex.keyVersion }
  })
  const body = {
    version: templateVersion(t),
    kind: t.kind,
    lang: t.lang,
    system: t.system ?? null,
    text: templateText(t.lang),
    shots: k,
    examples,
    as_written: asWritten,
  }
  const sha256 = crypto
    .createHash('sha256')
    .update(JSON.stringify({ ...body, assignments: pool ? assignments.digest('hex') : null }))
    .digest('hex')
  return { tasks, items: byKey, metas, nItems: chosen.length, prompt: { ...body, sha256 }, examples: used }
}

/** The folder a run reads its images from: as given (absolute once the run is stored), else beside the bank. */
export function imagesDir(spec: Pick<RunSpec, 'images'>, bankFile: string): string {
  return path.resolve(spec.images ?? path.dirname(bankFile))
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory()
  } catch {
    return false
  }
}

function readItems(ws: Workspace, rowids: number[]): { items: Item[]; versions: number[] } {
  const items: Item[] = []
  const versions: number[] = []
  for (let i = 0; i < rowids.length; i += CHUNK) {
    const chunk = rowids.slice(i, i + CHUNK)
    const found = ws.bank.rowsByRowids(chunk)
    for (const r of chunk) {
      const f = found.get(r)
      if (f) items.push(f.item), versions.push(f.row.version)
    }
  }
  return { items, versions }
}

function selectRowids(ws: Workspace, sel: Selector): number[] {
  const rowids = selectByFacets(ws, sel)
  if (!sel.tags?.length) return rowids
  const tagged = taggedRowids(ws, sel.tags)
  return rowids.filter((r) => tagged.has(r))
}

/**
 * Items carrying any of the tags. Tags live only in the stored item, so SQLite reads the current
 * versions that mention tags at all (one pass; a bank view filter would need them as a column).
 */
function taggedRowids(ws: Workspace, tags: string[]): Set<number> {
  const rows = ws.bank.db
    .prepare(
      `SELECT i.rowid FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version
       WHERE instr(v.data, '"tags"') > 0
         AND EXISTS (SELECT 1 FROM json_each(v.data, '$.tags') t WHERE t.value IN (SELECT value FROM json_each(?)))`,
    )
    .pluck()
    .all(JSON.stringify(tags)) as number[]
  return new Set(rows)
}

function selectByFacets(ws: Workspace, sel: Selector): number[] {
  if (sel.ids) {
    const rowids: number[] = []
    const unknown: string[] = []
    for (const id of sel.ids) {
      const r = ws.bank.rowidOf(id)
      if (r === undefined) unknown.push(id)
      else rowids.push(r)
    }
    if (unknown.length) throw new MbError(m.unknownIds({ ids: unknown.slice(0, 10).join(', '), more: unknown.length > 10 ? ` … (+${unknown.length - 10})` : '' }))
    return rowids
  }
  if (!sel.search?.trim() && Object.values(sel.filters ?? {}).every((v) => v.length === 0)) {
    // The whole bank: its rowids straight from the table, without loading the filter columns.
    return ws.bank.db.prepare('SELECT rowid FROM items ORDER BY rowid').pluck().all() as number[]
  }
  const filters: Partial<Record<Facet, string[]>> = {}
  for (const [f, values] of Object.entries(sel.filters ?? {})) {
    if (!(FACETS as readonly string[]).includes(f)) throw new MbError(m.unknownFacet({ facet: f, facets: FACETS.join(', ') }))
    filters[f as Facet] = values
  }
  const member = ws.index.select(filters, sel.search)
  const out: number[] = []
  for (let r = 1; r < member.length; r++) if (member[r]) out.push(r)
  return out
}

/** The items a planned run asks about, at the versions it planned with (for a resume or a report). */
export function runItems(ws: Workspace, tasks: readonly Pick<TaskRow, 'itemId' | 'itemVersion'>[]): Map<string, Item> {
  const out = new Map<string, Item>()
  const byId = new Map<string, number[]>()
  for (const t of tasks) {
    const v = byId.get(t.itemId)
    if (!v) byId.set(t.itemId, [t.itemVersion])
    else if (!v.includes(t.itemVersion)) v.push(t.itemVersion)
  }
  // Rowids: one pass over the items table when the run covers much of the bank, else one lookup each.
  const rowids: number[] = []
  if (byId.size > 20_000) {
    for (const [rowid, id] of ws.bank.db.prepare('SELECT rowid, id FROM items').raw().iterate() as Iterable<[number, string]>) if (byId.has(id)) rowids.push(rowid)
  } else {
    for (const id of byId.keys()) {
      const r = ws.bank.rowidOf(id)
      if (r !== undefined) rowids.push(r)
    }
  }
  for (let i = 0; i < rowids.length; i += CHUNK) {
    for (const f of ws.bank.rowsByRowids(rowids.slice(i, i + CHUNK)).values()) {
      for (const v of byId.get(f.row.id) ?? []) {
        if (v === f.row.version) out.set(itemKey(f.row.id, v), f.item)
        else {
          // The item was edited since the run was planned: ask and score what was planned.
          const old = ws.bank.versions(ws.bank.rowidOf(f.row.id)!).find((x) => x.version === v)
          if (!old) throw new MbError(m.missingVersion({ id: f.row.id, version: v }))
          out.set(itemKey(f.row.id, v), old.item)
        }
      }
    }
  }
  for (const t of tasks) if (!out.has(itemKey(t.itemId, t.itemVersion))) throw new MbError(m.missingVersion({ id: t.itemId, version: t.itemVersion }))
  return out
}

/**
 * What scoring needs of each item (id, type, options, the columns results are grouped by), for a
 * report over many items: read by SQLite in one pass with only the options taken out of the stored
 * JSON, where parsing 700,000 whole items cost most of a report's time. Items edited since the run
 * was planned are read whole, at the planned version.
 */
export function scoringItems(ws: Workspace, tasks: readonly Pick<TaskRow, 'itemId' | 'itemVersion'>[]): Map<string, Item> {
  const planned = new Map<string, number>()
  for (const t of tasks) planned.set(t.itemId, t.itemVersion)
  if (planned.size <= 20_000) return runItems(ws, tasks)
  const out = new Map<string, Item>()
  const stale: Pick<TaskRow, 'itemId' | 'itemVersion'>[] = []
  const stmt = ws.bank.db
    .prepare(
      `SELECT i.id, i.version, i.type, i.track, i.dimension, i.specialty_primary, i.task, i.source, json_extract(v.data, '$.options')
       FROM items i JOIN item_versions v ON v.item_rowid = i.rowid AND v.version = i.version`,
    )
    .raw()
  const seenOptions = new Map<string, Record<string, string>>()
  for (const [id, version, type, track, dimension, primary, task, source, options] of stmt.iterate() as Iterable<[string, number, Item['type'], Item['track'], Item['dimension'], string, string, string, string | null]>) {
    const want = planned.get(id)
    if (want === undefined) continue
    if (want !== version) {
      for (const t of tasks) if (t.itemId === id) stale.push(t)
      continue
    }
    let opts: Record<string, string> | undefined
    if (options) {
      opts = seenOptions.get(options)
      if (!opts) seenOptions.set(options, (opts = JSON.parse(options) as Record<string, string>))
    }
    out.set(itemKey(id, version), { id, type, track, dimension, specialty: { primary }, task, stem: '', options: opts, source: { name: source } })
    if (seenOptions.size > 50_000) seenOptions.clear()
  }
  if (stale.length) for (const [k, v] of runItems(ws, stale)) out.set(k, v)
  for (const t of tasks) if (!out.has(itemKey(t.itemId, t.itemVersion))) throw new MbError(m.missingVersion({ id: t.itemId, version: t.itemVersion }))
  return out
}
