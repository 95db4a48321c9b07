// The audit chain's pure check: canonical serialisation, genesis, and the first broken link named by
// seq and kind (content edited, link broken, entry missing), fed one row at a time.
import { describe, expect, it } from 'vitest'
import crypto from 'node:crypto'
import { ChainVerifier, GENESIS_HASH, canonicalEntry, entryHash, joinParts, nextLink, verifyChain } from '../../src-main/core/audit/chain'
import type { AuditRow, ChainPart } from '../../src-main/core/audit/chain'
import { changedFields } from '../../src-main/core/audit/actions'

const sha = (t: string) => crypto.createHash('sha256').update(t, 'utf8').digest('hex')

function chain(n: number): AuditRow[] {
  const rows: AuditRow[] = []
  for (let i = 0; i < n; i++) {
    const link = nextLink(rows[i - 1])
    const e = { ...link, at: `2026-01-01T00:00:0${i}Z`, actor: 'u-1', action: 'item.edit', target: `t${i}`, old: JSON.stringify({ version: i + 1 }), new: JSON.stringify({ version: i + 2 }) }
    rows.push({ ...e, hash: entryHash(e, sha) })
  }
  return rows
}

describe('the hash chain', () => {
  it('chains from the fixed genesis and hashes a canonical text that covers every field', () => {
    const rows = chain(3)
    expect(rows[0].prevHash).toBe(GENESIS_HASH)
    expect(rows[1].prevHash).toBe(rows[0].hash)
    const text = canonicalEntry(rows[0])
    for (const v of [rows[0].at, rows[0].actor, rows[0].action, rows[0].target!, GENESIS_HASH]) expect(text).toContain(v)
    // Any one field changed gives another hash; nulls and empty strings are not confused.
    for (const field of ['at', 'actor', 'action', 'target', 'old', 'new', 'prevHash'] as const) {
      expect(entryHash({ ...rows[0], [field]: 'x' }, sha)).not.toBe(rows[0].hash)
    }
    expect(entryHash({ ...rows[0], target: null }, sha)).not.toBe(entryHash({ ...rows[0], target: '' }, sha))
    expect(entryHash({ ...rows[0], seq: 2 }, sha)).not.toBe(rows[0].hash)
  })

  it('an intact chain verifies, with its head; an empty one too', () => {
    const rows = chain(5)
    expect(verifyChain(rows, sha)).toEqual({ ok: true, entries: 5, head: { seq: 5, hash: rows[4].hash } })
    expect(verifyChain([], sha)).toEqual({ ok: true, entries: 0, head: null })
  })

  it('an edited entry is named by its seq (hash), and a recomputed hash breaks the next link (prev)', () => {
    const rows = chain(5)
    rows[2] = { ...rows[2], new: JSON.stringify({ version: 99 }) }
    expect(verifyChain(rows, sha)).toMatchObject({ ok: false, entries: 2, broken: { seq: 3, problem: 'hash', found: chain(5)[2].hash } })
    rows[2] = { ...rows[2], hash: entryHash(rows[2], sha) }
    expect(verifyChain(rows, sha)).toMatchObject({ ok: false, entries: 3, broken: { seq: 4, problem: 'prev', expected: rows[2].hash } })
  })

  it('a deleted entry is a gap named by the missing seq; a first entry not at 1 too', () => {
    const rows = chain(5)
    expect(verifyChain([...rows.slice(0, 2), ...rows.slice(3)], sha)).toMatchObject({ ok: false, entries: 2, broken: { seq: 3, problem: 'gap', found: 4 } })
    expect(verifyChain(rows.slice(1), sha)).toMatchObject({ ok: false, entries: 0, broken: { seq: 1, problem: 'gap', found: 2 } })
  })

  it('an entry numbered below the next expected one is out of order, named by its own seq', () => {
    const rows = chain(3)
    const e = { seq: 0, at: 'x', actor: 'u', action: 'import', target: null, old: null, new: null, prevHash: GENESIS_HASH }
    expect(verifyChain([{ ...e, hash: entryHash(e, sha) }, ...rows], sha)).toMatchObject({ ok: false, entries: 0, broken: { seq: 0, problem: 'order', expected: 1 } })
    expect(verifyChain([rows[0], rows[1], rows[1]], sha)).toMatchObject({ ok: false, entries: 2, broken: { seq: 2, problem: 'order', expected: 3 } })
  })

  it('a forged first entry that does not chain from genesis is refused', () => {
    const e = { seq: 1, at: 'x', actor: 'u', action: 'import', target: null, old: null, new: null, prevHash: 'f'.repeat(64) }
    expect(verifyChain([{ ...e, hash: entryHash(e, sha) }], sha)).toMatchObject({ ok: false, broken: { seq: 1, problem: 'prev' } })
  })

  it('stops at the first break: later rows are not looked at', () => {
    const v = new ChainVerifier(sha)
    const rows = chain(4)
    expect(v.push(rows[0])).toBeNull()
    const b = v.push({ ...rows[1], hash: 'bad' })
    expect(b).toMatchObject({ seq: 2, problem: 'hash' })
    expect(v.push(rows[2])).toBe(b)
    expect(v.result()).toMatchObject({ ok: false, entries: 1 })
  })
})

/** A later part checked on its own, from its first entry on (as the store's worker does). */
function part(rows: AuditRow[]): ChainPart {
  if (rows.length === 0) return { result: { ok: true, entries: 0, head: null }, first: null }
  const v = new ChainVerifier(sha, { seq: rows[0].seq - 1, hash: rows[0].prevHash })
  for (const r of rows) if (v.push(r)) break
  return { result: v.result(), first: { seq: rows[0].seq, prevHash: rows[0].prevHash } }
}

describe('a chain checked in two parts', () => {
  it('gives the same verdict as one pass, wherever it is split and whatever was done to it', () => {
    const intact = chain(8)
    const edited = intact.map((r) => (r.seq === 5 ? { ...r, new: '{}' } : r))
    const rehashed = intact.map((r) => (r.seq === 3 ? { ...r, old: '{}', hash: entryHash({ ...r, old: '{}' }, sha) } : r))
    const deleted = intact.filter((r) => r.seq !== 4)
    const headless = intact.filter((r) => r.seq > 2)
    const badFirst = intact.map((r) => (r.seq === 1 ? { ...r, hash: 'x' } : r))
    for (const rows of [intact, edited, rehashed, deleted, headless, badFirst]) {
      const whole = verifyChain(rows, sha)
      for (let k = 0; k <= rows.length; k++) {
        expect(joinParts(verifyChain(rows.slice(0, k), sha), part(rows.slice(k)))).toEqual(whole)
      }
    }
    expect(verifyChain(deleted, sha)).toMatchObject({ broken: { seq: 4, problem: 'gap' } })
  })
})

describe('edit summaries', () => {
  it('names the top-level fields that differ, added and removed ones included', () => {
    expect(changedFields({ stem: 'a', options: { A: '1' }, x: 1 }, { stem: 'b', options: { A: '1' }, y: 2 })).toEqual(['stem', 'x', 'y'])
    expect(changedFields({ stem: 'a' }, { stem: 'a' })).toEqual([])
  })
})
