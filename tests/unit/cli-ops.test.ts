// The CLI is one more host of the operation table: its commands call the same operations with the
// same inputs, limits and messages as the window and the web host, name fields as flags, and speak
// plainly (no validation-library text, no ENOENT). Its own fixtures: items written here.
import { beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { dispatchOp } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { tempDir } from './helpers/paths'
import { runCliAs as cli } from './helpers/cliRun'


const dir = tempDir()
const bank = path.join(dir, 'bank.db')
const items = path.join(dir, 'items.jsonl')

beforeAll(async () => {
  fs.writeFileSync(
    items,
    Array.from({ length: 6 }, (_, i) => JSON.stringify({ id: `t${i}`, stem: `第 ${i} 题：心包积液的典型体征是`, A: '奇脉', B: '水冲脉', answer: 'A' })).join('\n') + '\n',
  )
  const r = await cli(['import', items, '--bank', bank, '--json'], { as: '陈主任' })
  expect(r.code).toBe(0)
  // The first name given to a bank without profiles becomes its coordinator, and is told so.
  expect(r.err).toEqual([expect.stringMatching(/made one for "陈主任" \(role: coordinator\)/)])
})

describe('plain messages, with flags named as flags', () => {
  it('a missing --bank, a missing FILE, a bad number, an unknown option', async () => {
    expect(await cli(['search', '心包'])).toMatchObject({ code: 2, err: ['usage: missing --bank (run medbench search --help)'] })
    expect(await cli(['import', '--bank', bank])).toMatchObject({ code: 2, err: ['usage: missing FILE (run medbench import --help)'] })
    expect(await cli(['search', '--bank', bank, '--limit', 'many', 'x'])).toMatchObject({ code: 2, err: ['usage: --limit must be a number (got "many") (run medbench search --help)'] })
    expect(await cli(['search', '--bank', bank, '--frobnicate'])).toMatchObject({ code: 2, err: ['usage: unknown option --frobnicate (run medbench search --help)'] })
    const zh = await cli(['search', '--bank', bank, '--limit'], { lang: 'zh' })
    expect(zh).toMatchObject({ code: 2, err: ['用法错误：--limit 后面需要一个值（运行 medbench search --help 查看用法）'] })
  })

  it('a file that is not there is named, never ENOENT', async () => {
    const r = await cli(['import', path.join(dir, 'nope.jsonl'), '--bank', bank], { as: '陈主任' })
    expect(r.code).toBe(2)
    expect(r.err).toEqual([`no such file: ${path.join(dir, 'nope.jsonl')}`])
    const s = await cli(['score', '--bank', bank, '--responses', path.join(dir, 'nope.jsonl')])
    expect(s.err.join('\n')).not.toMatch(/ENOENT/)
    expect(s.err).toEqual([`no such file: ${path.join(dir, 'nope.jsonl')}`])
    const b = await cli(['search', '--bank', path.join(dir, 'none.db'), 'x'])
    expect(b).toMatchObject({ code: 2, err: [`no bank file at ${path.join(dir, 'none.db')}`] })
  })

  it('the page limit is the table’s, with the same words from the CLI and the web host', async () => {
    const r = await cli(['search', '--bank', bank, '--limit', '5000', '心包', '--json'])
    expect(r).toMatchObject({ code: 2, err: ['invalid input: --limit: at most 1000'], out: [] })
    const ws = new Workspace({ bank, keys: path.join(dir, 'bank.keys.db') })
    const viaHttp = await dispatchOp(ops, { ws, jobs: new JobRegistry(), host: 'http', uploadsDir: dir, demo: false, version: 't', actor: null, settings: { dir, secrets: new NoSecretStore() } }, 'bank.query', { limit: 5000 })
    ws.close()
    expect(viaHttp.ok).toBe(false)
    expect(!viaHttp.ok && viaHttp.error.en).toBe('invalid input: limit: at most 1000')
    expect(!viaHttp.ok && viaHttp.error.zh).toBe('输入无效：limit：不能超过 1000')
  })

  it('--json prints one JSON document on stdout and nothing else', async () => {
    const r = await cli(['search', '--bank', bank, '心包', '--limit', '2', '--json'])
    expect(r.code).toBe(0)
    expect(r.out).toHaveLength(1)
    expect(JSON.parse(r.out[0])).toMatchObject({ total: 6, items: [{ id: 't0' }, { id: 't1' }] })
  })
})

describe('who does it', () => {
  it('a write without a profile says how to name one; an unknown name lists the profiles', async () => {
    const none = await cli(['item', 'status', 't0', 'approved', '--bank', bank])
    expect(none).toMatchObject({ code: 2, err: ['say who is doing this: add --as NAME or set MEDBENCH_USER (medbench users list shows the profiles)'] })
    const unknown = await cli(['item', 'status', 't0', 'approved', '--bank', bank, '--as', '路人'])
    expect(unknown.code).toBe(2)
    expect(unknown.err[0]).toMatch(/no profile "路人"; it has: 陈主任 \(coordinator\)/)
  })

  it('roles are enforced by the operations: a reviewer may not change status or read keys', async () => {
    expect((await cli(['users', 'add', '--bank', bank, '--name', '周审核', '--role', 'reviewer', '--institution', '协和'], { as: '陈主任' })).code).toBe(0)
    // Adjudicators and coordinators are named by a coordinator only.
    const self = await cli(['users', 'add', '--bank', bank, '--name', '吴自荐', '--role', 'coordinator'], { as: '周审核' })
    expect(self).toMatchObject({ code: 1, err: [expect.stringMatching(/only a coordinator can name/)] })
    const r = await cli(['item', 'status', 't0', 'approved', '--bank', bank], { as: '周审核' })
    expect(r).toMatchObject({ code: 2, err: ['your role (reviewer) cannot do this; it needs: editor, coordinator'] })
    const show = JSON.parse((await cli(['item', 'show', 't0', '--with-key', '--bank', bank, '--json'], { as: '周审核' })).out[0])
    expect(show).toMatchObject({ key: null, keyWithheld: true })
    const coord = JSON.parse((await cli(['item', 'show', 't0', '--with-key', '--bank', bank, '--json'], { as: '陈主任' })).out[0])
    expect(coord.key).toEqual({ answer: 'A' })
  })

  it('every write carries its actor, and the history names them', async () => {
    expect((await cli(['item', 'status', 't1', 'in_review', '--bank', bank, '--note', '请复核'], { as: '陈主任' })).code).toBe(0)
    const f = path.join(dir, 't1.json')
    const cur = JSON.parse((await cli(['item', 'show', 't1', '--bank', bank, '--json'])).out[0])
    fs.writeFileSync(f, JSON.stringify({ ...cur.item, stem: cur.item.stem + '（修订）' }))
    expect((await cli(['item', 'save', 't1', '--bank', bank, '--file', f, '--base', '1', '--note', '加注'], { as: '陈主任' })).code).toBe(0)
    const stale = await cli(['item', 'save', 't1', '--bank', bank, '--file', f, '--base', '1'], { as: '陈主任' })
    expect(stale).toMatchObject({ code: 1, err: [expect.stringMatching(/was saved as version 2 meanwhile/)] })
    const h = JSON.parse((await cli(['item', 'history', 't1', '--bank', bank, '--json'], { as: '陈主任' })).out[0])
    expect(h.versions.map((v: { version: number; by: { name: string } }) => [v.version, v.by.name])).toEqual([
      [2, '陈主任'],
      [1, '陈主任'],
    ])
    expect(h.statusEvents).toMatchObject([{ from: 'draft', to: 'in_review', note: '请复核', by: { name: '陈主任', role: 'coordinator' } }])
    const human = await cli(['item', 'history', 't1', '--bank', bank], { lang: 'zh', as: '陈主任' })
    // Times in the reader's local time, minute-precise, never UTC ISO.
    expect(human.out.join('\n')).toMatch(/v2\t\d{4}-\d{2}-\d{2} \d{2}:\d{2}\t陈主任\t加注/)
    expect(human.out.join('\n')).not.toMatch(/T\d{2}:\d{2}:\d{2}/)
  })
})

describe('one table for every host', () => {
  it('op --list names every operation, and op NAME runs any of them', async () => {
    const list = (await cli(['op', '--list'])).out
    expect(list).toEqual(Object.keys(ops).sort())
    for (const name of ['app.info', 'bank.query', 'bank.facets', 'item.get', 'item.save', 'item.saveKey', 'item.setStatus', 'item.history', 'import.start', 'job.get', 'keys.export', 'keys.import', 'taxonomy.get', 'taxonomy.set', 'score.responses', 'extract.choice', 'users.list', 'users.create', 'users.update']) {
      expect(list).toContain(name)
    }
    const r = await cli(['op', 'bank.query', '--bank', bank, '--input', '{"search":"心包","limit":1}'])
    expect(JSON.parse(r.out[0])).toMatchObject({ total: 6, rows: [{ id: 't0' }] })
  })

  it('keys travel encrypted through keys.export and keys.import, from the CLI as from the window', async () => {
    const out = path.join(dir, 'keys.mbkeys')
    process.env.KEYS_PASS = 'correct horse'
    const e = await cli(['export-keys', '--bank', bank, '--out', out, '--passphrase-env', 'KEYS_PASS', '--json'], { as: '陈主任' })
    expect(e.code).toBe(0)
    expect(JSON.parse(e.out[0])).toMatchObject({ keys: 6 })
    expect(fs.readFileSync(out).includes(Buffer.from('"answer"'))).toBe(false)
    const other = path.join(tempDir(), 'other.db')
    expect((await cli(['import', items, '--bank', other], { as: '陈主任' })).code).toBe(0)
    process.env.KEYS_PASS = 'wrong'
    const bad = await cli(['import-keys', '--bank', other, '--keys', path.join(dir, 'fresh.keys.db'), '--in', out, '--passphrase-env', 'KEYS_PASS'], { as: '陈主任' })
    expect(bad).toMatchObject({ code: 1, err: [expect.stringMatching(/wrong passphrase/)] })
    // The window gets the same operation, with the bytes handed back instead of a path written.
    const ws = new Workspace({ bank, keys: path.join(dir, 'bank.keys.db') })
    const actor = ws.bank.users.find('陈主任')!
    const viaWindow = await dispatchOp(ops, { ws, jobs: new JobRegistry(), host: 'http', uploadsDir: dir, demo: false, version: 't', actor, settings: { dir, secrets: new NoSecretStore() } }, 'keys.export', { passphrase: 'p', out: '/tmp/x' })
    expect(!viaWindow.ok && viaWindow.error.code).toBe('files.writeNotAllowed')
    const bytes = await dispatchOp(ops, { ws, jobs: new JobRegistry(), host: 'http', uploadsDir: dir, demo: false, version: 't', actor, settings: { dir, secrets: new NoSecretStore() } }, 'keys.export', { passphrase: 'p' })
    expect(bytes.ok && (bytes.value as { keys: number; contentBase64: string }).contentBase64.length).toBeGreaterThan(100)
    ws.close()
    delete process.env.KEYS_PASS
  })
})
