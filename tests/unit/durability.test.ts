// Nothing lost, nothing stale: the crash windows of the two-file import commit (killed or failed at
// each point), several imports' pending marks, imports told apart by format and options, multi-file
// imports all-or-nothing, writers told who holds the bank, status changes as events, and a workspace
// noticing another process's writes.
import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Workspace } from '../../src-main/services/workspace'
import { importFile, importFiles } from '../../src-main/services/importService'
import { getItem, history, saveItem, saveKey, saveKeyDraft, setStatus } from '../../src-main/services/itemService'
import { MbError, renderMsg } from '../../src-main/core/messages'
import { projectRoot, tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'

const opts = { format: 'auto' as const, mapping: {}, skipInvalid: false, actor: TEST_ACTOR }

function bankIn(dir = tempDir()) {
  return { bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') }
}

/** A generic JSONL file of choice items with keys; `bad` puts an invalid record on that line. */
function itemsFile(name: string, prefix: string, n: number, bad?: number): string {
  const f = path.join(tempDir(), name)
  const rows = Array.from({ length: n }, (_, i) =>
    i + 1 === bad
      ? { id: `${prefix}${i}`, stem: '', A: '甲', B: '乙', answer: 'A' }
      : { id: `${prefix}${i}`, stem: `${prefix} 第 ${i} 题：贫血最常见的原因是`, A: '缺铁', B: '失血', answer: i % 2 ? 'A' : 'B' },
  )
  fs.writeFileSync(f, rows.map((r) => JSON.stringify(r)).join('\n') + '\n')
  return f
}

/** The medbench CLI from source in a child process, with a fault point armed. */
function cliWithFault(fault: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src-main/hosts/cli/main.ts'), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, MEDBENCH_FAULT: fault, MEDBENCH_USER: 'tester', MEDBENCH_LANG: 'en' },
  })
}

function rawCount(file: string, sql: string): number {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare(sql).pluck().get() as number
  } finally {
    db.close()
  }
}

describe('the two-file import commit', () => {
  it('killed after the keys commit: the next open drops those keys, and the import can be run again', () => {
    const p = bankIn()
    const f = itemsFile('a.jsonl', 'a', 5)
    const r = cliWithFault('import:after-keys-commit', ['import', f, '--bank', p.bank])
    expect(r.signal).toBe('SIGKILL')
    // What the crash left: keys committed, the bank not, and the import's pending mark.
    expect(rawCount(p.keys, 'SELECT COUNT(*) FROM keys')).toBe(5)
    expect(rawCount(p.keys, 'SELECT COUNT(*) FROM pending_imports')).toBe(1)
    expect(rawCount(p.bank, 'SELECT COUNT(*) FROM items')).toBe(0)
    const ws = new Workspace(p)
    expect(ws.keys.count()).toBe(0)
    expect(ws.keys.pendingImports()).toEqual([])
    ws.close()
    const again = cliWithFault('', ['import', f, '--bank', p.bank, '--json'])
    expect(again.status).toBe(0)
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, items: 5, keys: 5 })
  })

  it('killed before anything commits: neither file changes', () => {
    const p = bankIn()
    const r = cliWithFault('import:before-commit', ['import', itemsFile('a.jsonl', 'a', 5), '--bank', p.bank])
    expect(r.signal).toBe('SIGKILL')
    const ws = new Workspace(p)
    expect([ws.bank.count(), ws.keys.count(), ws.keys.pendingImports().length]).toEqual([0, 0, 0])
    ws.close()
  })

  it('two imports killed in turn leave two marks, and both are cleared (one slot would lose the first)', () => {
    const p = bankIn()
    expect(cliWithFault('import:after-keys-commit', ['import', itemsFile('a.jsonl', 'a', 3), '--bank', p.bank]).signal).toBe('SIGKILL')
    // The second import opens the workspace (which recovers the first) — so kill it first via raw marks.
    expect(rawCount(p.keys, 'SELECT COUNT(*) FROM pending_imports')).toBe(1)
    const keysDb = new Database(p.keys)
    keysDb.prepare("INSERT INTO keys (item_id, version, data, created_at, author, import_uid) VALUES ('z:1', 1, '{\"answer\":\"A\"}', 'x', 't', 'other-uid')").run()
    keysDb.prepare("INSERT INTO pending_imports (uid, created_at) VALUES ('other-uid', 'x')").run()
    keysDb.close()
    expect(rawCount(p.keys, 'SELECT COUNT(*) FROM pending_imports')).toBe(2)
    const ws = new Workspace(p)
    expect(ws.keys.count()).toBe(0)
    expect(ws.keys.pendingImports()).toEqual([])
    ws.close()
  })

  it('tells imports of the same file apart by options: a crashed re-import with other options is still dropped', () => {
    const p = bankIn()
    const f = itemsFile('same.jsonl', 'q', 4)
    const first = cliWithFault('', ['import', f, '--bank', p.bank, '--map', 'id_prefix=one:', '--json'])
    expect(first.status).toBe(0)
    // The same bytes with another id prefix: a different import, which dies between the commits.
    const second = cliWithFault('import:after-keys-commit', ['import', f, '--bank', p.bank, '--map', 'id_prefix=two:'])
    expect(second.signal).toBe('SIGKILL')
    expect(rawCount(p.keys, 'SELECT COUNT(*) FROM keys')).toBe(8)
    const ws = new Workspace(p)
    // Keyed on the file hash alone, the first import's record would have kept these orphans.
    expect(ws.keys.count()).toBe(4)
    expect(ws.bank.count()).toBe(4)
    ws.close()
  })

  it('a bank commit that fails after the keys committed withdraws those keys at once, in the running process', async () => {
    const ws = new Workspace(bankIn())
    process.env.MEDBENCH_FAULT = 'import:bank-commit'
    process.env.MEDBENCH_FAULT_MODE = 'throw'
    try {
      await expect(importFile(ws, itemsFile('a.jsonl', 'a', 5), opts)).rejects.toThrow(/injected fault/)
    } finally {
      delete process.env.MEDBENCH_FAULT
      delete process.env.MEDBENCH_FAULT_MODE
    }
    expect(ws.keys.get('a0')).toBeUndefined()
    expect(ws.keys.count()).toBe(0)
    expect(ws.keys.pendingImports()).toEqual([])
    expect(ws.bank.count()).toBe(0)
    // Nothing half-done is left to block the retry.
    expect((await importFile(ws, itemsFile('a.jsonl', 'a', 5), opts)).ok).toBe(true)
    expect(ws.keys.count()).toBe(5)
    ws.close()
  })

  it('key rows are append-only except those of an import still pending', () => {
    const p = bankIn()
    const ws = new Workspace(p)
    ws.keys.put('k:1', { answer: 'A' }, { author: 't', actorId: null, now: 'x' })
    expect(() => ws.keys.db.prepare("DELETE FROM keys WHERE item_id = 'k:1'").run()).toThrow(/append-only/)
    ws.close()
  })
})

describe('multi-file imports', () => {
  it('check every file and write nothing unless all are clean, listing each file', async () => {
    const ws = new Workspace(bankIn())
    const a = itemsFile('a.jsonl', 'a', 4)
    const b = itemsFile('b.jsonl', 'b', 4, 3)
    const c = itemsFile('c.jsonl', 'c', 4)
    const empty = path.join(tempDir(), 'empty.jsonl')
    fs.writeFileSync(empty, '')
    const r = await importFiles(ws, [a, b, c, empty], opts)
    expect(r.ok).toBe(false)
    expect(ws.bank.count()).toBe(0)
    expect(ws.keys.count()).toBe(0)
    const [fa, fb, fc, fe] = r.files
    expect(fa.report).toMatchObject({ ok: false, invalid: 0, added: 0 })
    expect(fb.report).toMatchObject({ ok: false, invalid: 1 })
    expect(fb.report!.issues.map((i) => i.line)).toEqual([3])
    // The file after the bad one was still read and checked.
    expect(fc.report).toMatchObject({ ok: false, invalid: 0 })
    expect(fe.error && renderMsg(fe.error, 'en')).toMatch(/no records/i)
    ws.close()
  })

  it('with skip-invalid commit together, counting skipped records and items apart', async () => {
    const ws = new Workspace(bankIn())
    const r = await importFiles(ws, [itemsFile('a.jsonl', 'a', 4), itemsFile('b.jsonl', 'b', 4, 3), itemsFile('c.jsonl', 'c', 4)], { ...opts, skipInvalid: true })
    expect(r.ok).toBe(true)
    expect(ws.bank.count()).toBe(11)
    expect(r.files[1].report).toMatchObject({ ok: true, added: 3, skippedRecords: 1, skippedItems: 1 })
    expect(r.files.map((f) => f.report!.importedAt)).toEqual(Array(3).fill(r.files[0].report!.importedAt))
    ws.close()
  })

  it('a platform item keeps its good permutations when one record is skipped: 1 record, 0 items skipped', async () => {
    const ws = new Workspace(bankIn())
    const q = (opts: string[]) => `## 任务：请回答单项选择题。\n\n## 题目：缺铁性贫血最常见的病因是\n${opts.map((o, i) => `${'ABCD'[i]}. ${o}`).join('\n')}`
    const rec = (id: number, o: string[]) => JSON.stringify({ question: q(o), answer: '', other: { id, source: 'MedExam_V4' } })
    const f = path.join(tempDir(), 'LLM_MedExam.jsonl')
    fs.writeFileSync(
      f,
      [
        rec(1, ['慢性失血', '摄入不足', '吸收障碍', '需要增加']),
        rec(1, ['摄入不足', '慢性失血', '需要增加', '吸收障碍']),
        rec(1, ['摄入不足', '慢性失血', '需要增加', '另一个选项']),
        rec(2, ['甲', '乙', '丙', '丁']),
      ].join('\n') + '\n',
    )
    const r = await importFile(ws, f, { ...opts, skipInvalid: true })
    expect(r).toMatchObject({ ok: true, added: 2, skippedRecords: 1, skippedItems: 0 })
    expect(ws.bank.getItem('MedExam_V4:1')!.item.variants).toHaveLength(2)
    ws.close()
  })
})

describe('writers and readers', () => {
  it('a write refused by another process holding the bank says who and what, not "internal error"', async () => {
    const p = bankIn()
    const ws = new Workspace(p)
    await importFile(ws, itemsFile('a.jsonl', 'a', 2), opts)
    const other = new Database(p.bank)
    other.exec('BEGIN IMMEDIATE')
    fs.writeFileSync(`${p.bank}.writer.json`, JSON.stringify({ pid: process.pid, kind: 'import', file: 'huge.jsonl', who: '李工程师', since: '2026-11-30T12:00:00Z' }))
    try {
      const stored = ws.bank.getItem('a0')!
      const err = await saveItem(ws, TEST_ACTOR, { id: 'a0', baseVersion: 1, item: { ...stored.item, stem: stored.item.stem + '？' } }).catch((e) => e)
      expect(err).toBeInstanceOf(MbError)
      expect(renderMsg((err as MbError).msg, 'en')).toMatch(/^bank busy: import in progress \(huge\.jsonl, by 李工程师, since .*2026.*\)/)
      expect(renderMsg((err as MbError).msg, 'zh')).toMatch(/^题库正忙：李工程师正在导入 huge\.jsonl/)
    } finally {
      other.exec('ROLLBACK')
      other.close()
      fs.rmSync(`${p.bank}.writer.json`, { force: true })
    }
    // Once the other writer is done, the same save goes through.
    const stored = ws.bank.getItem('a0')!
    expect((await saveItem(ws, TEST_ACTOR, { id: 'a0', baseVersion: 1, item: { ...stored.item, stem: stored.item.stem + '？' } })).version).toBe(2)
    ws.close()
  })

  it('a workspace notices another process’s writes and re-reads its index', async () => {
    const p = bankIn()
    const mine = new Workspace(p)
    const theirs = new Workspace(p)
    expect(mine.index.total()).toBe(0)
    const before = mine.changeCounter
    await importFile(theirs, itemsFile('a.jsonl', 'a', 3), opts)
    expect(mine.syncExternalChanges()).toBe(true)
    expect(mine.changeCounter).toBeGreaterThan(before)
    expect(mine.index.total()).toBe(3)
    expect(mine.syncExternalChanges()).toBe(false)
    mine.close()
    theirs.close()
  })

  it('status changes are events with their author; the current status follows the latest', async () => {
    const ws = new Workspace(bankIn())
    await importFile(ws, itemsFile('a.jsonl', 'a', 2), opts)
    await setStatus(ws, TEST_ACTOR, { id: 'a1', status: 'in_review', note: '送审' })
    await setStatus(ws, { ...TEST_ACTOR, id: 'u-2', name: '王医生' }, { id: 'a1', status: 'approved' })
    await expect(setStatus(ws, TEST_ACTOR, { id: 'a1', status: 'approved' })).rejects.toThrow(/already has status/)
    expect(ws.bank.getRow('a1')!.status).toBe('approved')
    const h = history(ws, TEST_ACTOR, 'a1')
    expect(h.statusEvents.map((e) => [e.from, e.to, e.by.name, e.note])).toEqual([
      ['in_review', 'approved', '王医生', null],
      ['draft', 'in_review', 'tester', '送审'],
    ])
    expect(() => ws.bank.db.prepare('DELETE FROM item_events').run()).toThrow(/append-only/)
    expect(() => ws.bank.db.prepare("UPDATE item_events SET to_value = 'draft'").run()).toThrow(/append-only/)
    ws.close()
  })
})

describe('keys never leave the keys file in plain text', () => {
  it('key drafts are kept per profile in the keys file, and a saved key clears its draft', async () => {
    const p = bankIn()
    const ws = new Workspace(p)
    await importFile(ws, itemsFile('a.jsonl', 'a', 2), opts)
    saveKeyDraft(ws, TEST_ACTOR, { id: 'a0', baseVersion: 1, text: '{"answer": "A", "explanation": "草稿解析：独一无二的词"}' })
    expect(getItem(ws, TEST_ACTOR, 'a0', { withKey: true }).keyDraft?.text).toContain('独一无二的词')
    // Another profile sees no draft of someone else's.
    expect(getItem(ws, { ...TEST_ACTOR, id: 'u-other' }, 'a0', { withKey: true }).keyDraft).toBeNull()
    expect(fs.readFileSync(p.bank).includes(Buffer.from('独一无二的词'))).toBe(false)
    await saveKey(ws, TEST_ACTOR, { id: 'a0', baseVersion: 1, key: { answer: 'A' } })
    expect(getItem(ws, TEST_ACTOR, 'a0', { withKey: true }).keyDraft).toBeNull()
    ws.close()
  })

  it('item.get returns the key only when asked for, and only to a role that may see it', async () => {
    const ws = new Workspace(bankIn())
    await importFile(ws, itemsFile('a.jsonl', 'a', 2), opts)
    expect(getItem(ws, TEST_ACTOR, 'a0')).toMatchObject({ key: null, keyWithheld: true, keyVersion: 1 })
    expect(getItem(ws, TEST_ACTOR, 'a0', { withKey: true }).key).toEqual({ answer: 'B' })
    expect(getItem(ws, { ...TEST_ACTOR, role: 'reviewer' }, 'a0', { withKey: true })).toMatchObject({ key: null, keyWithheld: true })
    expect(getItem(ws, null, 'a0', { withKey: true }).key).toBeNull()
    expect(history(ws, { ...TEST_ACTOR, role: 'reviewer' }, 'a0')).toMatchObject({ keyVersions: [], keysWithheld: true })
    ws.close()
  })
})

describe('an edit during an import in the same process', () => {
  it('is told at once that an import is in progress, by whom, and can be saved after', async () => {
    const ws = new Workspace(bankIn())
    await importFile(ws, itemsFile('a.jsonl', 'a', 2), opts)
    // A larger import holds the bank; the save arrives while it runs.
    const big = importFile(ws, itemsFile('big.jsonl', 'b', 20000), { ...opts, actor: { ...TEST_ACTOR, name: '李工程师' } })
    await new Promise((r) => setTimeout(r, 30))
    expect(ws.writes.busyWith).toBe('import')
    const stored = ws.bank.getItem('a0')!
    const err = await saveItem(ws, TEST_ACTOR, { id: 'a0', baseVersion: 1, item: { ...stored.item, stem: stored.item.stem + '？' } }).catch((e) => e)
    expect(renderMsg((err as MbError).msg, 'en')).toMatch(/^bank busy: import in progress \(big\.jsonl, by 李工程师/)
    expect((await big).ok).toBe(true)
    expect(ws.writes.busyWith).toBeNull()
    expect((await saveItem(ws, TEST_ACTOR, { id: 'a0', baseVersion: 1, item: { ...stored.item, stem: stored.item.stem + '？' } })).version).toBe(2)
    ws.close()
  })
})
