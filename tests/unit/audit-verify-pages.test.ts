// The audit check reads a long log a page at a time, with the hashed text built by SQLite. Its verdict
// must be exactly the row-by-row walk's (the core's verifyChain over every row) whatever was done to
// the log by hand: these logs span several pages and are broken at page edges, mid-page, in ways only
// the row check can name (a BLOB, a hash of the wrong length, a hash split across two rows).
import { afterAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { BankStore } from '../../src-main/store/bankStore'
import { canonicalEntry, entryHash, verifyChain, type AuditRow } from '../../src-main/core/audit/chain'
import { checkPart, sha256Hex, type PageTally } from '../../src-main/store/auditLog'
import { tempDir } from './helpers/paths'
import { copyDb, handEdit } from './helpers/tamper'

const dir = tempDir('medbench-audit-pages-')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const ENTRIES = 10_000
// Every ASCII character (controls included), CJK, an emoji, the line and paragraph separators, a
// lone backslash and quotes: whatever JSON escapes, or might escape differently.
const ODD = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).join('') + '心包积液 🫀 \u2028\u2029 \\ "引号" \u007f\u00a0'

function buildLog(file: string): void {
  const bank = new BankStore(file)
  const actor = bank.db.transaction(() => bank.users.create({ name: '审计员', role: 'coordinator' }, '2026-01-01T00:00:00.000Z'))()
  bank.db.transaction(() => {
    for (let i = 0; i < ENTRIES; i++) {
      const odd = ODD.slice(i % ODD.length) + ODD.slice(0, i % ODD.length)
      bank.audit.append({
        actor: actor.id,
        action: i % 2 ? 'item.edit' : 'item.status',
        target: i % 7 === 0 ? null : `题-${i}`,
        old: i % 5 === 0 ? undefined : { note: odd.slice(0, 40) },
        new: { version: i, note: odd, n: i / 3 },
        at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      })
    }
  })()
  bank.close()
}

const base = path.join(dir, 'base.db')
buildLog(base)

const copy = (name: string) => copyDb(base, dir, name)

/** The reference: every row through the core check one at a time, read without SQLite's JSON. */
function rowByRow(db: Database.Database) {
  const rows = db.prepare('SELECT seq, at, actor, action, target, old, new, prev_hash AS prevHash, hash FROM audit_log ORDER BY seq').all() as AuditRow[]
  return verifyChain(rows, sha256Hex)
}

function verdicts(file: string) {
  const bank = new BankStore(file)
  try {
    return { paged: bank.audit.verify({ splitAbove: Infinity }), split: bank.audit.verify({ splitAbove: 1 }), reference: rowByRow(bank.db) }
  } finally {
    bank.close()
  }
}

describe('paged audit verify', () => {
  it("SQLite's json_array spells every entry exactly as the hashed text, odd characters and all", () => {
    const db = new Database(base, { readonly: true })
    const rows = db.prepare(`SELECT json_array('mb-audit-1', seq, at, actor, action, target, old, new, prev_hash) AS sql, seq, at, actor, action, target, old, new, prev_hash AS prevHash FROM audit_log ORDER BY seq`).all() as (AuditRow & { sql: string })[]
    db.close()
    expect(rows).toHaveLength(ENTRIES)
    const differ = rows.filter((r) => r.sql !== canonicalEntry(r)).map((r) => r.seq)
    expect(differ).toEqual([])
    // The fixture does hold what is escaped: controls, quotes, backslashes, separators.
    expect(rows.some((r) => r.new!.includes('\\u0001') && r.new!.includes('\u2028'))).toBe(true)
  })

  it('an intact log of several pages: the same verdict paged, split across a worker, and row by row', () => {
    const v = verdicts(base)
    expect(v.reference).toMatchObject({ ok: true, entries: ENTRIES, head: { seq: ENTRIES } })
    expect(v.paged).toEqual(v.reference)
    expect(v.split).toEqual(v.reference)
    // Checked in bulk, every page: the odd characters did not send any page to the slow walk.
    const db = new Database(base, { readonly: true })
    const tally: PageTally = { bulk: 0, rowByRow: 0 }
    expect(checkPart(db, null, null, sha256Hex, tally).result).toEqual(v.reference)
    db.close()
    expect(tally).toEqual({ bulk: Math.ceil(ENTRIES / 4096), rowByRow: 0 })
  })

  const cases: [string, (db: Database.Database) => void, { seq: number; problem: string }][] = [
    ['content changed, first entry of the second page', (db) => db.prepare(`UPDATE audit_log SET at = '2030-01-01T00:00:00.000Z' WHERE seq = 4097`).run(), { seq: 4097, problem: 'hash' }],
    ['content changed, last entry of the log', (db) => db.prepare(`UPDATE audit_log SET actor = 'someone' WHERE seq = ${ENTRIES}`).run(), { seq: ENTRIES, problem: 'hash' }],
    ['last entry of the first page deleted', (db) => db.prepare('DELETE FROM audit_log WHERE seq = 4096').run(), { seq: 4096, problem: 'gap' }],
    ['a whole page deleted', (db) => db.prepare('DELETE FROM audit_log WHERE seq BETWEEN 4000 AND 8500').run(), { seq: 4000, problem: 'gap' }],
    ['a BLOB put in by hand', (db) => db.prepare(`UPDATE audit_log SET new = X'00ff' WHERE seq = 7000`).run(), { seq: 7000, problem: 'hash' }],
    ['a hash one character too long', (db) => db.prepare(`UPDATE audit_log SET hash = hash || 'a' WHERE seq = 5000`).run(), { seq: 5000, problem: 'hash' }],
    [
      'a hash split across two rows (the page text would still line up)',
      (db) => {
        const [h1, h2] = db.prepare('SELECT hash FROM audit_log WHERE seq IN (5000, 5001) ORDER BY seq').pluck().all() as string[]
        db.prepare('UPDATE audit_log SET hash = ? WHERE seq = 5000').run(h1.slice(0, 63))
        db.prepare('UPDATE audit_log SET hash = ? WHERE seq = 5001').run(h1.slice(63) + h2)
      },
      { seq: 5000, problem: 'hash' },
    ],
    [
      'a prev_hash with text put before the real one, its own hash recomputed',
      (db) => {
        const row = db.prepare('SELECT seq, at, actor, action, target, old, new, prev_hash AS prevHash FROM audit_log WHERE seq = 6000').get() as AuditRow
        const forged = { ...row, prevHash: 'x",' + row.prevHash }
        db.prepare('UPDATE audit_log SET prev_hash = ?, hash = ? WHERE seq = 6000').run(forged.prevHash, entryHash(forged, sha256Hex))
      },
      { seq: 6000, problem: 'prev' },
    ],
    ['an entry numbered below the first', (db) => db.prepare(`INSERT INTO audit_log SELECT -5, at, actor, action, target, old, new, prev_hash, hash FROM audit_log WHERE seq = 1`).run(), { seq: -5, problem: 'order' }],
  ]

  it.each(cases)('%s: named where the row-by-row walk names it, paged and split', (name, edit, want) => {
    const file = copy(name.replace(/\W+/g, '-'))
    handEdit(file, edit)
    const v = verdicts(file)
    expect(v.reference).toMatchObject({ ok: false, broken: want })
    expect(v.paged).toEqual(v.reference)
    expect(v.split).toEqual(v.reference)
  })
})
