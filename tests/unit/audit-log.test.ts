// The audit log end to end: real actions through the operation table (import, edit, key edit, status
// change, profiles, taxonomy, keys import) leave a chain that verifies; a hand edit of bank.db (triggers
// dropped, then an entry changed, deleted or forged) is named at the right seq by the op and by
// `medbench audit verify` (exit 1); the triggers refuse edits; no key text reaches the bank; and an
// action that fails leaves no entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { dispatchOp } from '../../src-main/ops/define'
import type { OpContext } from '../../src-main/ops/define'
import { ops } from '../../src-main/ops/table'
import { Workspace } from '../../src-main/services/workspace'
import { JobRegistry } from '../../src-main/services/jobs'
import { NoSecretStore } from '../../src-main/services/endpoints/secrets'
import { entryHash } from '../../src-main/core/audit/chain'
import { checkPart, sha256Hex } from '../../src-main/store/auditLog'
import { runOnWorker } from '../../src-main/workers/syncWorker'
import { workerScript } from '../../src-main/workers/workerScript'
import { tempDir } from './helpers/paths'
import { copyDb, handEdit } from './helpers/tamper'
import { runCliAs as cli } from './helpers/cliRun'


const dir = tempDir('medbench-audit-')
const bank = path.join(dir, 'bank.db')
const keysFile = path.join(dir, 'bank.keys.db')
const SECRET_TEXT = '机密解析-只在答案库-7781'

function open(bankPath = bank, keysPath = keysFile): { ws: Workspace; ctx: OpContext } {
  const ws = new Workspace({ bank: bankPath, keys: keysPath }, { mmap: false })
  const actor = ws.bank.users.find('陈主任') ?? null
  const ctx: OpContext = { ws, jobs: new JobRegistry(), host: 'cli', uploadsDir: dir, demo: false, version: 't', actor, settings: { dir, secrets: new NoSecretStore() } }
  return { ws, ctx }
}

async function call(ctx: OpContext, name: string, input: unknown) {
  const r = await dispatchOp(ops, ctx, name, input)
  if (!r.ok) throw new Error(`${name}: ${r.error.en}`)
  return r.value as never
}

/** A copy of the bank (with its keys) to tamper with, so each case starts from the intact chain. */
const copyBank = (name: string) => copyDb(bank, dir, name, true)

async function verifyBoth(file: string) {
  const { ws, ctx } = open(file, file.replace(/\.db$/, '.keys.db'))
  const viaOp = await call(ctx, 'audit.verify', {})
  // The same verdict when the upper half is checked on a worker thread (as a long log is).
  expect(ws.bank.audit.verify({ splitAbove: 1 })).toEqual(ws.bank.audit.verify({ splitAbove: Infinity }))
  ws.close()
  const viaCli = await cli(['audit', 'verify', '--bank', file])
  const viaCliZh = await cli(['audit', 'verify', '--bank', file], { lang: 'zh' })
  return { viaOp: viaOp as { intact: boolean; entries: number; broken: { seq: number; problem: string } | null; en: string; zh: string }, viaCli, viaCliZh }
}

let entriesAfterActions = 0

beforeAll(async () => {
  const items = path.join(dir, 'items.jsonl')
  fs.writeFileSync(
    items,
    Array.from({ length: 4 }, (_, i) => JSON.stringify({ id: `a${i}`, stem: `第 ${i} 题：心包积液的典型体征是`, A: '奇脉', B: '水冲脉', answer: 'A' })).join('\n') + '\n',
  )
  const imp = await cli(['import', items, '--bank', bank, '--json'], { as: '陈主任' })
  expect(imp.code).toBe(0)

  const { ws, ctx } = open()
  try {
    const got = (await call(ctx, 'item.get', { id: 'a1', withKey: true })) as { item: Record<string, unknown>; version: number; keyVersion: number }
    await call(ctx, 'item.save', { id: 'a1', baseVersion: got.version, item: { ...got.item, stem: '第 1 题（修订）：心包积液的典型体征是' }, note: '修订题干' })
    await call(ctx, 'item.saveKey', { id: 'a1', baseVersion: got.keyVersion, key: { answer: 'B', explanation: SECRET_TEXT } })
    await call(ctx, 'item.setStatus', { id: 'a1', status: 'in_review' })
    await call(ctx, 'users.create', { name: '李医生', role: 'reviewer', institution: '协和' })
    await call(ctx, 'taxonomy.set', { mapping: { 'X:内科': { track: 'llm' } } })
    const sealed = (await call(ctx, 'keys.export', { passphrase: 'pw' })) as { contentBase64: string }
    await call(ctx, 'keys.import', { file: { name: 'k.mbkeys', contentBase64: sealed.contentBase64 }, passphrase: 'pw' })
  } finally {
    ws.close()
  }
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('real actions through the operations', () => {
  it('each leaves one entry, with its actor, in order, and the chain verifies', async () => {
    const { ws, ctx } = open()
    try {
      const me = ctx.actor!
      const page = (await call(ctx, 'audit.list', { ascending: true })) as { total: number; rows: { seq: number; actor: string; actorName: string; action: string; target: string; old: unknown; new: Record<string, unknown> }[] }
      expect(page.rows.map((r) => r.action)).toEqual(['user.create', 'import', 'item.edit', 'key.edit', 'item.status', 'user.create', 'taxonomy.set', 'keys.import'])
      expect(page.rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
      expect(page.rows.every((r) => r.actor === me.id && r.actorName === '陈主任')).toBe(true)
      const [, imp, edit, key, status] = page.rows
      expect(imp).toMatchObject({ target: 'items.jsonl', new: { file: 'items.jsonl', added: 4, items: 4, keys: 4, format: 'jsonl' } })
      expect(edit).toMatchObject({ target: 'a1', old: { version: 1 }, new: { version: 2, changed: ['stem'], note: '修订题干' } })
      expect((edit.new as { sha256: string }).sha256).toMatch(/^sha256:[0-9a-f]{64}$/)
      expect(key).toMatchObject({ target: 'a1', old: { version: 1 }, new: { version: 2 } })
      expect(status).toMatchObject({ target: 'a1', old: { status: 'draft' }, new: { status: 'in_review' } })
      entriesAfterActions = page.total

      const v = (await call(ctx, 'audit.verify', {})) as { intact: boolean; entries: number; head: { seq: number } }
      expect(v).toMatchObject({ intact: true, entries: 8, head: { seq: 8 } })

      // Filters and paging for a log view.
      const forItem = (await call(ctx, 'audit.list', { target: 'a1' })) as { total: number; rows: { seq: number }[] }
      expect(forItem.total).toBe(3)
      expect(forItem.rows.map((r) => r.seq)).toEqual([5, 4, 3])
      const second = (await call(ctx, 'audit.list', { action: 'user.create', offset: 1, limit: 1 })) as { total: number; rows: { seq: number }[] }
      expect(second).toMatchObject({ total: 2, rows: [{ seq: 1 }] })
      const bad = await dispatchOp(ops, ctx, 'audit.list', { action: 'drop.table' })
      expect(bad.ok).toBe(false)
    } finally {
      ws.close()
    }
    const r = await cli(['audit', 'verify', '--bank', bank])
    expect(r).toMatchObject({ code: 0, err: [] })
    expect(r.out[0]).toMatch(/^the audit log is intact: 8 entries, last #8, hash [0-9a-f]{64}$/)
    const j = await cli(['audit', 'verify', '--bank', bank, '--json'])
    expect(j.code).toBe(0)
    expect(JSON.parse(j.out[0])).toMatchObject({ intact: true, entries: 8 })
  })

  it('an unchanged re-import adds no entry', async () => {
    const r = await cli(['import', path.join(dir, 'items.jsonl'), '--bank', bank, '--json'], { as: '陈主任' })
    expect(r.code).toBe(0)
    const { ws } = open()
    expect(ws.bank.audit.count()).toBe(entriesAfterActions)
    ws.close()
  })

  it('key contents never appear in the bank: neither in the log nor anywhere in the file', async () => {
    const { ws } = open()
    const log = ws.bank.db.prepare("SELECT group_concat(coalesce(old, '') || coalesce(new, ''), '\n') FROM audit_log").pluck().get() as string
    expect(log).not.toContain(SECRET_TEXT)
    expect(log).not.toContain('explanation')
    const keyEntry = ws.bank.db.prepare("SELECT old, new FROM audit_log WHERE action = 'key.edit'").get() as { old: string; new: string }
    // Keyed hashes (the secret is in the keys file), not a plain SHA-256 anyone could recompute from a guess.
    expect(JSON.parse(keyEntry.new).digest).toMatch(/^hmac-sha256:[0-9a-f]{64}$/)
    expect(JSON.parse(keyEntry.new).digest).not.toContain(sha256Hex(JSON.stringify({ answer: 'B', explanation: SECRET_TEXT })))
    ws.bank.db.pragma('wal_checkpoint(TRUNCATE)')
    ws.close()
    const bytes = fs.readFileSync(bank)
    expect(bytes.includes(Buffer.from(SECRET_TEXT, 'utf8'))).toBe(false)
    // The key did reach the keys file: the check above is not vacuous.
    const k = new Database(keysFile)
    expect(k.prepare('SELECT count(*) FROM keys WHERE data LIKE ?').pluck().get(`%${SECRET_TEXT}%`)).toBe(1)
    k.close()
  })
})

describe('the log is append-only', () => {
  it('the triggers refuse UPDATE and DELETE', () => {
    const db = new Database(bank)
    expect(() => db.prepare("UPDATE audit_log SET new = '{}' WHERE seq = 3").run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM audit_log WHERE seq = 8').run()).toThrow(/append-only/)
    expect(db.prepare('SELECT count(*) FROM audit_log').pluck().get()).toBe(8)
    db.close()
  })

  it('the worker that checks the upper half of a long log runs, and agrees with this thread', () => {
    const { ws } = open()
    const pending = runOnWorker(workerScript('auditWorker', path.join(__dirname, '../../src-main/store')), { file: bank, after: 4 })
    expect(pending).not.toBeNull()
    expect(pending!.wait()).toEqual(checkPart(ws.bank.db, 4, null))
    expect(checkPart(ws.bank.db, 4, null)).toMatchObject({ result: { ok: true, entries: 4 }, first: { seq: 5 } })
    ws.close()
  })

  it('an entry is appended only inside a transaction', () => {
    const { ws } = open()
    expect(() => ws.bank.audit.append({ actor: 'u', action: 'import', target: null })).toThrow(/inside the transaction/)
    ws.close()
  })
})

describe('hand edits are caught and named', () => {
  it('an entry whose content was changed: its own seq, by the op and by the CLI (exit 1)', async () => {
    const file = copyBank('edited')
    handEdit(file, (db) => db.prepare(`UPDATE audit_log SET new = json_set(new, '$.status', 'approved') WHERE seq = 5`).run())
    const { viaOp, viaCli, viaCliZh } = await verifyBoth(file)
    expect(viaOp).toMatchObject({ intact: false, entries: 4, broken: { seq: 5, problem: 'hash' } })
    expect(viaCli.code).toBe(1)
    expect(viaCli.err).toEqual(['audit log entry 5 was altered: its content does not match its recorded hash (the 4 entries before it are intact)'])
    expect(viaCliZh.code).toBe(1)
    expect(viaCliZh.err).toEqual(['审计日志第 5 条被改动：其内容与记录的哈希不符（前 4 条完好）'])
    const j = await cli(['audit', 'verify', '--bank', file, '--json'])
    expect(j.code).toBe(1)
    expect(JSON.parse(j.out[0])).toMatchObject({ intact: false, broken: { seq: 5, problem: 'hash' } })
  })

  it('an edit whose hash was recomputed too breaks the next link', async () => {
    const file = copyBank('rehashed')
    handEdit(file, (db) => {
      const row = db.prepare('SELECT seq, at, actor, action, target, old, new, prev_hash AS prevHash FROM audit_log WHERE seq = 3').get() as Parameters<typeof entryHash>[0]
      const forged = { ...row, new: JSON.stringify({ version: 2, note: 'nothing to see' }) }
      db.prepare('UPDATE audit_log SET new = ?, hash = ? WHERE seq = 3').run(forged.new, entryHash(forged, sha256Hex))
    })
    const { viaOp, viaCli } = await verifyBoth(file)
    expect(viaOp).toMatchObject({ intact: false, entries: 3, broken: { seq: 4, problem: 'prev' } })
    expect(viaCli.code).toBe(1)
    expect(viaCli.err[0]).toMatch(/^audit log entry 4 does not link to entry 3/)
  })

  it('a deleted entry: the missing seq', async () => {
    const file = copyBank('deleted')
    handEdit(file, (db) => db.prepare('DELETE FROM audit_log WHERE seq = 4').run())
    const { viaOp, viaCli, viaCliZh } = await verifyBoth(file)
    expect(viaOp).toMatchObject({ intact: false, entries: 3, broken: { seq: 4, problem: 'gap' } })
    expect(viaCli.code).toBe(1)
    expect(viaCli.err).toEqual(['audit log entry 4 is missing (the next one is 5): entries were deleted (the 3 entries before it are intact)'])
    expect(viaCliZh.err).toEqual(['审计日志缺少第 4 条（下一条是第 5 条）：有条目被删除（前 3 条完好）'])
  })

  it('a forged entry put in place of a real one, or added at the end with a made-up hash', async () => {
    const replaced = copyBank('replaced')
    handEdit(replaced, (db) => {
      const prev = db.prepare('SELECT hash FROM audit_log WHERE seq = 5').pluck().get() as string
      db.prepare('DELETE FROM audit_log WHERE seq = 6').run()
      const forged = { seq: 6, at: '2026-01-01T00:00:00Z', actor: 'u-nobody', action: 'item.status', target: 'a2', old: '{"status":"draft"}', new: '{"status":"approved"}', prevHash: prev }
      db.prepare('INSERT INTO audit_log (seq, at, actor, action, target, old, new, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
        ...Object.values(forged),
        entryHash(forged, sha256Hex),
      )
    })
    const a = await verifyBoth(replaced)
    // The forged entry is self-consistent; the real entry after it no longer links to it.
    expect(a.viaOp).toMatchObject({ intact: false, entries: 6, broken: { seq: 7, problem: 'prev' } })
    expect(a.viaCli.code).toBe(1)

    const appended = copyBank('appended')
    handEdit(appended, (db) => {
      const prev = db.prepare('SELECT hash FROM audit_log WHERE seq = 8').pluck().get() as string
      db.prepare('INSERT INTO audit_log (seq, at, actor, action, target, old, new, prev_hash, hash) VALUES (9, ?, ?, ?, ?, NULL, ?, ?, ?)').run(
        '2026-01-01T00:00:00Z', 'u-nobody', 'item.status', 'a3', '{"status":"approved"}', prev, 'e'.repeat(64),
      )
    })
    const b = await verifyBoth(appended)
    expect(b.viaOp).toMatchObject({ intact: false, entries: 8, broken: { seq: 9, problem: 'hash' } })
    expect(b.viaCli.code).toBe(1)
    expect(b.viaCli.err[0]).toMatch(/^audit log entry 9 was altered/)

    // Numbered 0, before the chain's first entry: still read, and named.
    const before = copyBank('numbered0')
    handEdit(before, (db) => {
      const forged = { seq: 0, at: '2026-01-01T00:00:00Z', actor: 'u-nobody', action: 'import', target: 'x.jsonl', old: null, new: '{"added":1}', prevHash: '0'.repeat(64) }
      db.prepare('INSERT INTO audit_log (seq, at, actor, action, target, old, new, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
        ...Object.values(forged),
        entryHash(forged, sha256Hex),
      )
    })
    const c = await verifyBoth(before)
    expect(c.viaOp).toMatchObject({ intact: false, entries: 0, broken: { seq: 0, problem: 'order' } })
    expect(c.viaCli).toMatchObject({ code: 1, err: ['the audit log has an entry numbered 0 out of sequence (entry 1 was expected): it was put in by hand'] })
    expect(c.viaCliZh.err).toEqual(['审计日志中有编号为 0 的条目，不在序列中（应为第 1 条）：它是手工插入的'])
  })
})

describe('an action and its entry commit together', () => {
  it('an import that fails leaves no entry', async () => {
    const bad = path.join(dir, 'bad.jsonl')
    fs.writeFileSync(bad, JSON.stringify({ id: 'b1', stem: '题干', A: '甲', B: '乙', answer: 'A' }) + '\n{"id": "b2", "stem": \n')
    const r = await cli(['import', bad, '--bank', bank, '--json'], { as: '陈主任' })
    expect(r.code).toBe(1)
    const { ws } = open()
    expect(ws.bank.rowidOf('b1')).toBeUndefined()
    expect(ws.bank.audit.count()).toBe(entriesAfterActions)
    ws.close()
  })

  it('a key edit whose log entry cannot be written (bank locked) is undone: no new key version, no entry', async () => {
    const { ws, ctx } = open()
    const lock = new Database(bank)
    try {
      lock.exec('BEGIN IMMEDIATE')
      const before = ws.keys.get('a2')!.version
      const r = await dispatchOp(ops, ctx, 'item.saveKey', { id: 'a2', baseVersion: before, key: { answer: 'B' } })
      expect(r.ok).toBe(false)
      expect(!r.ok && r.error.en).toMatch(/busy|in use|another/i)
      lock.exec('ROLLBACK')
      expect(ws.keys.get('a2')!.version).toBe(before)
      expect(ws.bank.audit.count()).toBe(entriesAfterActions)
      // Once the bank is free the same edit goes through, with its entry.
      expect((await dispatchOp(ops, ctx, 'item.saveKey', { id: 'a2', baseVersion: before, key: { answer: 'B' } })).ok).toBe(true)
      expect(ws.bank.audit.count()).toBe(entriesAfterActions + 1)
      expect(((await call(ctx, 'audit.verify', {})) as { intact: boolean }).intact).toBe(true)
    } finally {
      if (lock.inTransaction) lock.exec('ROLLBACK')
      lock.close()
      ws.close()
    }
  }, 15_000)
})
