// Prompt templates in whole runs against the loopback model server: few-shot from a dev split (the
// examples solved with their keys, chosen the same under a seed, never the questions, recorded so a
// resume shows the same, cited by the manifest's hash), images sent as data URLs read from the images
// folder (a missing one fails its request as `input`, named and counted; the cache tells two images
// at one path apart), and multi-turn dialogues as message history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Workspace } from '../../src-main/services/workspace'
import { importFiles } from '../../src-main/services/importService'
import { RunSpecSchema } from '../../src-main/core/run/spec'
import type { RunSpecInput } from '../../src-main/core/run/spec'
import { planRun } from '../../src-main/services/runs/planRun'
import { buildRunReport } from '../../src-main/services/runs/runReport'
import { ImageSource, MAX_IMAGE_BYTES } from '../../src-main/services/runs/images'
import { runCli } from '../../src-main/hosts/cli/main'
import { RunStore } from '../../src-main/store/runStore'
import { RUNS_MIGRATIONS } from '../../src-main/store/runSchema'
import { openDb } from '../../src-main/store/db'
import { startModelServer } from '../support/modelServer'
import type { ModelServer } from '../support/modelServer'
import { formatFixture, projectRoot, tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

process.env.MEDBENCH_DATA_DIR ??= tempDir('medbench-data-')

const FAST = { downGraceMs: 1500, coolMs: 100, backoff: { baseMs: 20, capMs: 200 } }
const TEST_FILE = formatFixture('cmmlu_test_sample.jsonl')
const DEV_FILE = formatFixture('cmmlu_dev_sample.jsonl')
const VLM_FILE = formatFixture('medbench_platform/VLM_MedClass.jsonl')
const PNG_A = fs.readFileSync(path.join(projectRoot, 'tests/fixtures/images/ct_slice_a.png'))
const PNG_B = fs.readFileSync(path.join(projectRoot, 'tests/fixtures/images/ct_slice_b.png'))
const LIVER = 'MedClass/classification/liver/image/liver_012_slice040.png'
const KIDNEY = 'MedClass/classification/kidney/image/kidney_007_slice021.png'

type Row = { id: string; Question: string; A: string; B: string; C: string; D: string; Answer: string; subject: string; split: string }
const rowsOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row)
const DEV = rowsOf(DEV_FILE)
const TEST = rowsOf(TEST_FILE)

async function workspace(files: string[], opts: { keys?: string } = {}): Promise<{ ws: Workspace; dir: string }> {
  const dir = tempDir()
  const bank = path.join(dir, 'bank.db')
  const ws = new Workspace({ bank, keys: path.join(dir, 'bank.keys.db') })
  const r = await importFiles(ws, files.map((f) => ({ path: f, name: path.basename(f) })), { format: 'auto', mapping: {}, skipInvalid: false, actor: TEST_ACTOR })
  expect(r.ok).toBe(true)
  if (!opts.keys) return { ws, dir }
  // The same bank with another (empty) keys file: a bank handed out without its keys.
  ws.close()
  return { ws: new Workspace({ bank, keys: opts.keys }), dir }
}

type SpecIn = Omit<RunSpecInput, 'endpoint'> & { endpoint: Partial<RunSpecInput['endpoint']> & { urls: string[] } }
const spec = (s: SpecIn) => RunSpecSchema.parse({ ...s, endpoint: { model: 'fake-plain', concurrency: 4, timeoutMs: 5000, ...s.endpoint } })

async function run(ws: Workspace, s: SpecIn) {
  const { run: r } = ws.runs.start(spec(s), { actor: TEST_ACTOR, tuning: FAST })
  const outcome = await ws.runs.wait(r.id)!
  return { id: r.id, outcome, record: ws.runs.get(r.id) }
}

function report(ws: Workspace, id: string) {
  const store = ws.runs.store
  return buildRunReport(ws, ws.runs.get(id), store, { app: 'test', resamples: 200 }).report
}

const textOf = (content: unknown): string =>
  typeof content === 'string' ? content : (content as { type: string; text?: string }[]).filter((p) => p.type === 'text').map((p) => p.text).join('\n')

/** The planned examples of each task, from runs.db. */
function shotsByItem(ws: Workspace, id: string): Map<string, string[]> {
  const rows = ws.runs.store.db.prepare('SELECT item_id, shots FROM tasks WHERE run_id = ? ORDER BY seq').all(id) as { item_id: string; shots: string }[]
  return new Map(rows.map((r) => [r.item_id, r.shots ? (JSON.parse(r.shots) as string[]) : []]))
}

const FEW_SHOT = { selection: { tags: ['split:test'] }, template: { kind: 'few-shot' as const, shots: 3, dev: { tag: 'split:dev' } }, seed: 11 }

describe('few-shot from a dev split', () => {
  let srv: ModelServer
  beforeAll(async () => {
    srv = await startModelServer({ items: [TEST_FILE, DEV_FILE], keepRequests: 100 })
  })
  afterAll(() => srv.close())

  it('shows k solved dev examples (gold answers from the keys) before each question, the question last', async () => {
    const { ws } = await workspace([TEST_FILE, DEV_FILE])
    srv.clearReceived()
    const { id, outcome, record } = await run(ws, { endpoint: { urls: [srv.url] }, ...FEW_SHOT })
    expect(outcome.status).toBe('completed')
    const responses = ws.runs.store.responses(id)
    expect(responses).toHaveLength(TEST.length)
    const shots = shotsByItem(ws, id)
    const tasks = ws.runs.store.tasks(id)
    const devById = new Map(DEV.map((r) => [`cmmlu:dev:${r.subject}:${r.id}`, r]))
    for (const r of responses) {
      const task = tasks[r.seq]
      const msgs = JSON.parse(r.messages) as { role: string; content: string }[]
      const ids = shots.get(task.itemId)!
      expect(ids).toHaveLength(3)
      // Examples are dev items only, never a question of the run.
      for (const x of ids) expect(devById.has(x), x).toBe(true)
      expect(msgs.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user'])
      ids.forEach((x, i) => {
        const dev = devById.get(x)!
        expect(msgs[2 * i].content).toContain(dev.Question)
        expect(msgs[2 * i].content).toContain(`A. ${dev.A}`)
        expect(msgs[2 * i + 1].content).toBe(`答案：${dev.Answer}`)
      })
      const q = TEST.find((t) => `cmmlu:test:${t.subject}:${t.id}` === task.itemId)!
      expect(msgs[6].content).toContain(q.Question)
      // Closest first: a subject with dev items gets its own two, then others of the same type.
      const own = DEV.filter((d) => d.subject === q.subject).map((d) => `cmmlu:dev:${d.subject}:${d.id}`)
      expect(new Set(ids.slice(0, own.length))).toEqual(new Set(own))
    }
    // What the server received is what was stored, message for message.
    const got = srv.received().map((x) => JSON.stringify(x.messages)).sort()
    expect(got).toEqual(responses.map((r) => r.messages).sort())
    // The server answers from the last user turn: every question right.
    expect(report(ws, id).overall.score).toBe(100)
    // The run record names the examples with their versions, and the manifest cites its hash.
    const used = [...new Set([...shots.values()].flat())].sort()
    expect(record.prompt!.examples).toEqual(used.map((x) => ({ id: x, version: 1, key_version: 1 })))
    expect(record.prompt).toMatchObject({ version: 'few-shot/1', kind: 'few-shot', shots: 3, as_written: 0 })
    expect(record.prompt!.text['answerLine.single']).toContain('答案：')
    const rep = report(ws, id)
    expect(rep.manifest.template).toEqual({ version: 'few-shot/1', sha256: record.prompt!.sha256, kind: 'few-shot', shots: 3, examples: used.length, dev: { tag: 'split:dev' } })
    ws.close()
  })

  it('chooses the same examples under the same seed; other examples give another manifest hash', async () => {
    const { ws } = await workspace([TEST_FILE, DEV_FILE])
    const s = spec({ endpoint: { urls: [srv.url] }, ...FEW_SHOT })
    const a = planRun(ws, s)
    const b = planRun(ws, s)
    expect(b.tasks.map((t) => t.shots)).toEqual(a.tasks.map((t) => t.shots))
    expect(b.prompt.sha256).toBe(a.prompt.sha256)
    const otherSeed = planRun(ws, { ...s, seed: 12 })
    expect(otherSeed.tasks.map((t) => t.shots)).not.toEqual(a.tasks.map((t) => t.shots))
    expect(otherSeed.prompt.sha256).not.toBe(a.prompt.sha256)
    expect(planRun(ws, { ...s, template: { ...s.template, shots: 2 } }).prompt.sha256).not.toBe(a.prompt.sha256)
    expect(planRun(ws, { ...s, template: { kind: 'zero-shot', lang: 'zh' } }).prompt).toMatchObject({ version: 'zero-shot/1', examples: [], shots: 0 })
    // The same examples chosen under a different system prompt: the hash covers the wording too.
    expect(planRun(ws, { ...s, template: { ...s.template, system: '你是医生。' } }).prompt.sha256).not.toBe(a.prompt.sha256)
    ws.close()
  })

  it('refuses a dev split that overlaps the questions, naming them, and creates no run', async () => {
    const { ws } = await workspace([TEST_FILE, DEV_FILE])
    expect(() => ws.runs.start(spec({ endpoint: { urls: [srv.url] }, template: FEW_SHOT.template }), { actor: TEST_ACTOR })).toThrow(/overlaps the items under evaluation \(10, e\.g\. cmmlu:dev:/)
    expect(() =>
      ws.runs.start(spec({ endpoint: { urls: [srv.url] }, selection: { tags: ['split:test'] }, template: { kind: 'few-shot', shots: 1, dev: { ids: ['cmmlu:test:anatomy:0'] } } }), { actor: TEST_ACTOR }),
    ).toThrow(/cmmlu:test:anatomy:0/)
    expect(ws.runs.list()).toHaveLength(0)
    ws.close()
  })

  it('refuses clearly without keys, or with fewer usable examples than shots', async () => {
    const dir = tempDir()
    const { ws } = await workspace([TEST_FILE, DEV_FILE], { keys: path.join(dir, 'elsewhere.keys.db') })
    expect(() => ws.runs.start(spec({ endpoint: { urls: [srv.url] }, ...FEW_SHOT }), { actor: TEST_ACTOR })).toThrow(/keys file .*elsewhere\.keys\.db has none for the 10 items of the dev split \(tag split:dev\)/)
    ws.close()
    const { ws: ws2 } = await workspace([TEST_FILE, DEV_FILE])
    const few = { kind: 'few-shot' as const, shots: 3, dev: { ids: ['cmmlu:dev:anatomy:0', 'cmmlu:dev:anatomy:1'] } }
    expect(() => ws2.runs.start(spec({ endpoint: { urls: [srv.url] }, selection: { tags: ['split:test'] }, template: few }), { actor: TEST_ACTOR })).toThrow(/has 2 usable examples, fewer than the 3 shots/)
    expect(() => ws2.runs.start(spec({ endpoint: { urls: [srv.url] }, selection: { tags: ['split:test'] }, template: { ...few, dev: { tag: 'split:nowhere' } } }), { actor: TEST_ACTOR })).toThrow(/dev split \(tag split:nowhere\) holds no items/)
    ws2.close()
  })

  it('a resumed run shows each question the examples it planned; without the keys it refuses to resume', async () => {
    const slow = await startModelServer({ items: [TEST_FILE, DEV_FILE], latencyMs: 40 })
    try {
      const { ws, dir } = await workspace([TEST_FILE, DEV_FILE])
      const { run: r } = ws.runs.start(spec({ endpoint: { urls: [slow.url], concurrency: 1 }, ...FEW_SHOT, cache: false }), { actor: TEST_ACTOR, tuning: FAST })
      await new Promise((res) => setTimeout(res, 200))
      ws.runs.pause(r.id, 'pause')
      expect((await ws.runs.wait(r.id)!).status).toBe('paused')
      const before = ws.runs.store.counts(r.id).done
      expect(before).toBeGreaterThan(0)
      expect(before).toBeLessThan(TEST.length)
      // The same bank and runs without the keys: the examples cannot be shown solved.
      const noKeys = new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'none.keys.db') })
      expect(() => noKeys.runs.resume(r.id, { actor: TEST_ACTOR })).toThrow(/answer of example cmmlu:dev:.* a few-shot run needs the bank's keys/)
      noKeys.close()
      ws.runs.resume(r.id, { actor: TEST_ACTOR, tuning: FAST })
      expect((await ws.runs.wait(r.id)!).status).toBe('completed')
      const shots = shotsByItem(ws, r.id)
      const tasks = ws.runs.store.tasks(r.id)
      const stemOf = new Map(DEV.map((d) => [`cmmlu:dev:${d.subject}:${d.id}`, d.Question]))
      const responses = ws.runs.store.responses(r.id)
      expect(responses).toHaveLength(TEST.length)
      for (const resp of responses) {
        const msgs = JSON.parse(resp.messages) as { role: string; content: string }[]
        const ids = shots.get(tasks[resp.seq].itemId)!
        expect(msgs.filter((m, i) => m.role === 'user' && i < msgs.length - 1).map((m) => m.content)).toEqual(ids.map((x) => expect.stringContaining(stemOf.get(x)!)))
      }
      ws.close()
    } finally {
      await slow.close()
    }
  })
})

describe('images', () => {
  let srv: ModelServer
  beforeAll(async () => {
    srv = await startModelServer({ keepRequests: 20 })
  })
  afterAll(() => srv.close())

  const dataUrl = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`
  const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex')

  it('sends an item\'s image as a data URL; a missing image fails its request as input, named and counted', async () => {
    const { ws } = await workspace([VLM_FILE])
    const images = tempDir()
    fs.mkdirSync(path.join(images, path.dirname(LIVER)), { recursive: true })
    fs.writeFileSync(path.join(images, LIVER), PNG_A)
    srv.clearReceived()
    const { id, outcome } = await run(ws, { endpoint: { urls: [srv.url] }, images })
    expect(outcome).toMatchObject({ status: 'completed', done: 2, errors: 1 })
    // One request reached the server: the item whose image exists, image part first, then the platform's text.
    const got = srv.received()
    expect(got).toHaveLength(1)
    const question = JSON.parse(fs.readFileSync(VLM_FILE, 'utf8').split('\n')[0]).question as string
    expect(got[0].messages).toEqual([{ role: 'user', content: [{ type: 'image_url', image_url: { url: dataUrl(PNG_A) } }, { type: 'text', text: question }] }])
    const tasks = ws.runs.store.tasks(id)
    const byItem = new Map(ws.runs.store.responses(id).map((r) => [tasks[r.seq].itemId, r]))
    // Stored with the image's path and hash, not its bytes.
    const liver = byItem.get('MedClass_V4:18')!
    expect(liver.errorClass).toBeNull()
    expect(JSON.parse(liver.messages)[0].content[0]).toEqual({ type: 'image_url', image_url: { url: `attachment:${LIVER}#sha256=${sha(PNG_A)}` } })
    const kidney = byItem.get('MedClass_V4:44')!
    expect(kidney).toMatchObject({ errorClass: 'input', attempts: 0, output: null })
    expect(kidney.error).toContain('MedClass_V4:44')
    expect(kidney.error).toContain(KIDNEY)
    expect(kidney.error).toContain('图片不存在')
    const rep = report(ws, id)
    expect(rep.errors_by_class).toEqual({ input: 1 })
    expect(rep.n_errors).toBe(1)
    expect(rep.manifest.template.images).toBe(images)
    ws.close()
  })

  it('caches by the image bytes: another image at the same path is asked again, the same one is not', async () => {
    const { ws, dir } = await workspace([VLM_FILE])
    // No images folder given: the bank's own folder.
    fs.mkdirSync(path.join(dir, path.dirname(LIVER)), { recursive: true })
    fs.writeFileSync(path.join(dir, LIVER), PNG_A)
    const only = { endpoint: { urls: [srv.url] }, selection: { ids: ['MedClass_V4:18'] } }
    srv.resetStats()
    srv.clearReceived()
    const first = await run(ws, only)
    expect(first.outcome.status).toBe('completed')
    fs.writeFileSync(path.join(dir, LIVER), PNG_B)
    const second = await run(ws, only)
    expect(ws.runs.store.counts(second.id).cached).toBe(0)
    expect(srv.stats().chatRequests).toBe(2)
    expect(srv.received().map((r) => (r.messages[0] as { content: { image_url?: { url: string } }[] }).content[0].image_url!.url)).toEqual([dataUrl(PNG_A), dataUrl(PNG_B)])
    const third = await run(ws, only)
    expect(ws.runs.store.counts(third.id).cached).toBe(1)
    expect(srv.stats().chatRequests).toBe(2)
    ws.close()
  })

  it('refuses a run with images when the images folder does not exist', async () => {
    const { ws } = await workspace([VLM_FILE])
    const missing = path.join(tempDir(), 'no-such-folder')
    expect(() => ws.runs.start(spec({ endpoint: { urls: [srv.url] }, images: missing }), { actor: TEST_ACTOR })).toThrow(new RegExp(`2 of the selected items have images, but the images folder does not exist: ${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    ws.close()
  })

  it('reads only images inside the folder, of a known type, up to the size limit', async () => {
    const root = tempDir()
    const src = new ImageSource(root)
    fs.writeFileSync(path.join(root, 'a.png'), PNG_A)
    fs.writeFileSync(path.join(root, 'notes.txt'), 'not an image')
    fs.writeFileSync(path.join(path.dirname(root), 'outside.png'), PNG_A)
    const big = path.join(root, 'big.png')
    fs.writeFileSync(big, PNG_A)
    fs.truncateSync(big, MAX_IMAGE_BYTES + 1)
    await expect(src.load('x:1', 'a.png')).resolves.toMatchObject({ mime: 'image/png', sha256: sha(PNG_A), dataUrl: dataUrl(PNG_A) })
    await expect(src.load('x:1', '../outside.png')).rejects.toThrow(/item x:1: image path leads outside the images folder: \.\.\/outside\.png/)
    await expect(src.load('x:1', '/etc/hostname')).rejects.toThrow(/outside the images folder/)
    await expect(src.load('x:1', 'notes.txt')).rejects.toThrow(/item x:1: the attachment is not a PNG, JPEG, GIF, WebP or BMP image: notes\.txt/)
    await expect(src.load('x:1', 'big.png')).rejects.toThrow(/item x:1: image too large: big\.png \(20\.0 MB, the limit is 20 MB\)/)
    await expect(src.load('x:1', 'gone/b.png')).rejects.toThrow(/题目 x:1 的图片不存在：gone\/b\.png/)
  })
})

describe('multi-turn items', () => {
  it('reach the server as message history with the last patient turn as the question', async () => {
    const srv = await startModelServer({ keepRequests: 10 })
    try {
      // Two consultations of the demo bank's CMtMedQA copy (Apache-2.0, resources/demo/ATTRIBUTION.md).
      const lines = fs.readFileSync(path.join(projectRoot, 'resources/demo/cmtmedqa_test.jsonl'), 'utf8').split('\n').filter(Boolean)
      const rows = lines.slice(0, 2).map((l) => JSON.parse(l) as { id: string; instruction: string; input: string; history: [string, string][] })
      const file = path.join(tempDir(), 'cmtmedqa_two.jsonl')
      fs.writeFileSync(file, lines.slice(0, 2).join('\n') + '\n')
      const { ws } = await workspace([file])
      const { outcome } = await run(ws, { endpoint: { urls: [srv.url] }, template: { system: '你是一名医生。' } })
      expect(outcome.status).toBe('completed')
      const got = srv.received()
      expect(got).toHaveLength(2)
      for (const row of rows) {
        const question = row.input ? `${row.instruction.trim()}\n${row.input}` : row.instruction.trim()
        const req = got.find((g) => textOf((g.messages.at(-1) as { content: unknown }).content) === question)
        expect(req, row.id).toBeDefined()
        expect(req!.messages).toEqual([
          { role: 'system', content: '你是一名医生。' },
          ...row.history.flatMap(([p, d]) => [
            { role: 'user', content: p },
            { role: 'assistant', content: d },
          ]),
          { role: 'user', content: question },
        ])
      }
      ws.close()
    } finally {
      await srv.close()
    }
  })
})

describe('the CLI and older runs files', () => {
  it('medbench run takes --tag, --shots, --dev-tag, --images and --system; bad template flags are usage errors naming the flag', async () => {
    const srv = await startModelServer({ items: [TEST_FILE, DEV_FILE] })
    const before = process.env.MEDBENCH_USER
    process.env.MEDBENCH_USER = TEST_ACTOR.name
    try {
      const { ws, dir } = await workspace([TEST_FILE, DEV_FILE])
      ws.close()
      const bank = path.join(dir, 'bank.db')
      const runs = path.join(dir, 'cli-runs.db')
      const cli = async (...argv: string[]) => {
        const out: string[] = []
        const err: string[] = []
        const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), lang: 'en' })
        return { code, out, err }
      }
      const base = ['run', '--bank', bank, '--endpoint', srv.url, '--model', 'fake-plain', '--out', runs, '--json']
      const ok = await cli(...base, '--tag', 'split:test', '--shots', '2', '--dev-tag', 'split:dev', '--seed', '3', '--system', '你是医生。', '--images', dir)
      expect(ok.code).toBe(0)
      expect(JSON.parse(ok.out.at(-1)!)).toMatchObject({ status: 'completed', done: TEST.length, errors: 0 })
      const store = new RunStore(runs)
      const rec = store.runs(1)[0]
      expect(rec.spec.template).toEqual({ kind: 'few-shot', lang: 'zh', system: '你是医生。', shots: 2, dev: { tag: 'split:dev' } })
      expect(rec.spec.selection.tags).toEqual(['split:test'])
      expect(rec.spec.images).toBe(dir)
      expect(rec.prompt).toMatchObject({ kind: 'few-shot', shots: 2 })
      const first = JSON.parse(store.responses(rec.id)[0].messages) as { role: string }[]
      expect(first.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user'])
      store.close()
      expect(await cli(...base, '--dev-filter', 'dimension')).toMatchObject({ code: 2, err: [expect.stringContaining('--dev-filter takes FACET=VALUE')] })
      const zero = await cli(...base, '--template', 'zero-shot', '--shots', '2')
      expect(zero.code).not.toBe(0)
      expect(zero.err.join('\n')).toMatch(/--shots: 示例数和示例来源只用于少样本模板/)
      const overlap = await cli(...base, '--dev-tag', 'split:dev')
      expect(overlap.code).not.toBe(0)
      expect(overlap.err.join('\n')).toMatch(/overlaps the items under evaluation/)
    } finally {
      if (before === undefined) delete process.env.MEDBENCH_USER
      else process.env.MEDBENCH_USER = before
      await srv.close()
    }
  })

  it('a runs file made before prompts were recorded opens, its runs read as zero-shot without examples', () => {
    const file = path.join(tempDir(), 'old-runs.db')
    const db = openDb(file, 'runs', RUNS_MIGRATIONS.filter((x) => x.version === 1))
    db.prepare("INSERT INTO runs (id, created_at, updated_at, author, actor_id, status, spec, bank_file, n_tasks) VALUES ('old1', 't', 't', 'a', NULL, 'completed', ?, 'b.db', 1)").run(
      JSON.stringify(spec({ endpoint: { urls: ['http://127.0.0.1:1/v1'] } })),
    )
    db.prepare("INSERT INTO tasks (run_id, seq, item_id, item_version, key_version, variant_key, sample, ord) VALUES ('old1', 0, 'x', 1, 1, 'id', 0, '')").run()
    db.close()
    const store = new RunStore(file)
    expect(store.run('old1')!.prompt).toBeNull()
    expect(store.pendingTasks('old1')).toEqual([{ seq: 0, itemId: 'x', itemVersion: 1, keyVersion: 1, variantKey: 'id', sample: 0, order: [] }])
    store.close()
  })
})
