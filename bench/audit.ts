// Audit verify of 1,000,000 entries: a bank whose log is filled in bulk here (real chained hashes,
// entries shaped like the product's: edits, status changes, key edits), then `medbench audit verify`
// through the built CLI, timed with its peak memory. Target: 5 s.
import fs from 'node:fs'
import path from 'node:path'
import { BankStore } from '../src-main/store/bankStore'
import { sha256Hex } from '../src-main/store/auditLog'
import { entryHash, nextLink } from '../src-main/core/audit/chain'

type Measure = (args: string[]) => Promise<{ ms: number; peakRssMb: number; stdout: string }>

function buildBank(file: string, entries: number): { ms: number; bankMb: number } {
  const t0 = performance.now()
  const bank = new BankStore(file)
  const db = bank.db
  // The measured CLI runs act as "bench" (MEDBENCH_USER): the profile exists, so it is only looked up.
  const actor = db.transaction(() => bank.users.create({ name: 'bench', role: 'coordinator' }, new Date().toISOString()))()
  const insert = db.prepare('INSERT INTO audit_log (seq, at, actor, action, target, old, new, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
  const start = Date.parse('2026-01-01T00:00:00Z')
  let last: { seq: number; hash: string } | undefined
  const BATCH = 100_000
  for (let from = 0; from < entries; from += BATCH) {
    db.transaction(() => {
      for (let i = from; i < Math.min(entries, from + BATCH); i++) {
        const link = nextLink(last)
        const target = `item-${(i * 7919) % 700_000}`
        const kind = i % 3
        const e = {
          ...link,
          at: new Date(start + i * 1000).toISOString(),
          actor: actor.id,
          action: kind === 0 ? 'item.edit' : kind === 1 ? 'item.status' : 'key.edit',
          target,
          old:
            kind === 0
              ? JSON.stringify({ version: 1, sha256: `sha256:${sha256Hex(`${target}:1`)}` })
              : kind === 1
                ? '{"status":"draft"}'
                : JSON.stringify({ version: 1, digest: `hmac-sha256:${sha256Hex(`k${i}`)}` }),
          new:
            kind === 0
              ? JSON.stringify({ version: 2, sha256: `sha256:${sha256Hex(`${target}:2`)}`, changed: ['explanation', 'stem'], note: null })
              : kind === 1
                ? '{"status":"in_review","note":null}'
                : JSON.stringify({ version: 2, digest: `hmac-sha256:${sha256Hex(`k${i}'`)}` }),
        }
        const hash = entryHash(e, sha256Hex)
        insert.run(e.seq, e.at, e.actor, e.action, e.target, e.old, e.new, e.prevHash, hash)
        last = { seq: e.seq, hash }
      }
    })()
  }
  db.pragma('wal_checkpoint(TRUNCATE)')
  bank.close()
  return { ms: performance.now() - t0, bankMb: fs.statSync(file).size / 1e6 }
}

export async function runAuditBench(work: string, cli: string, measure: Measure, entries = 1_000_000) {
  const dir = path.join(work, 'bank-audit')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const bank = path.join(dir, 'bank.db')
  console.log(`audit: building a bank with ${entries} chained entries …`)
  const built = buildBank(bank, entries)
  console.log(`  ${(built.ms / 1000).toFixed(1)} s, ${built.bankMb.toFixed(0)} MB`)
  console.log('audit: medbench audit verify …')
  const m = await measure([cli, 'audit', 'verify', '--bank', bank, '--json'])
  const verdict = JSON.parse(m.stdout.trim().split('\n').pop()!) as { intact: boolean; entries: number }
  if (!verdict.intact || verdict.entries !== entries) throw new Error(`audit verify: expected ${entries} intact entries, got ${m.stdout.slice(0, 500)}`)
  console.log(`  ${(m.ms / 1000).toFixed(2)} s, ${m.peakRssMb.toFixed(0)} MB peak`)
  return {
    entries,
    seconds: m.ms / 1000,
    peakRssMb: m.peakRssMb,
    bankMb: built.bankMb,
    setupSeconds: built.ms / 1000,
    note: 'wall time of the whole `node out/main/cli.js audit verify --bank B --json` process (start-up, opening the bank, streaming every entry through the chain check)',
    target: { seconds: 5 },
    met: m.ms / 1000 <= 5,
  }
}
