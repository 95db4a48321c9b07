// Writing a change together with its audit entry, and what entries say about content that must not
// appear in the log. Every bank-changing service goes through these, so no change commits without
// its entry and no entry without its change.
import crypto from 'node:crypto'
import { defineMessages, renderMsg } from '../core/messages'
import type { Msg } from '../core/messages'
import type { ChainBreak } from '../core/audit/chain'
import type { ItemKey } from '../core/types'
import type { BankStore } from '../store/bankStore'
import type { AuditAppend } from '../store/auditLog'
import { sha256Hex } from '../store/auditLog'
import { mapBusy } from './busy'
import type { Workspace } from './workspace'

/** A content hash for entries: "sha256:<hex>" of the exact stored text (or bytes). */
export function textDigest(content: string | Buffer): string {
  return `sha256:${typeof content === 'string' ? sha256Hex(content) : crypto.createHash('sha256').update(content).digest('hex')}`
}

/**
 * A key's hash for the log, keyed with the keys file's secret: a plain SHA-256 of {"answer":"B"}
 * would give the answer away to anyone trying the five letters, and a bank must reveal no keys.
 * Whoever holds the keys file can recompute it and match an entry to a key version.
 */
export function keyDigest(secret: Buffer, key: ItemKey): string {
  return `hmac-sha256:${crypto.createHmac('sha256', secret).update(JSON.stringify(key), 'utf8').digest('hex')}`
}

/** Runs a bank change and appends its entry in one bank transaction (nested: a savepoint of the caller's). */
export function auditedBankWrite<T>(bank: BankStore, run: () => T, entry: (result: T) => AuditAppend): T {
  return bank.db.transaction(() => {
    const result = run()
    bank.audit.append(entry(result))
    return result
  })()
}

/**
 * A keys-file change, logged in the bank. The two files cannot share one transaction, so the bank's
 * entry commits inside the keys transaction, just before it: a failure anywhere before that undoes
 * both; a crash in the instant between the two commits leaves an entry whose key hash matches no key
 * version (a change logged that did not happen), never a key change without its entry.
 */
export function auditedKeysWrite<T>(ws: Workspace, run: (secret: Buffer) => T, entry: (result: T, secret: Buffer) => AuditAppend | null): T {
  return mapBusy(ws.paths.keys, () =>
    ws.keys.db.transaction(() => {
      const secret = ws.keys.auditSecret()
      const result = run(secret)
      const e = entry(result, secret)
      // IMMEDIATE: the bank's write lock is taken (or waited for) up front, not upgraded from a read.
      if (e) mapBusy(ws.paths.bank, () => ws.bank.db.transaction(() => ws.bank.audit.append(e)).immediate())
      return result
    })(),
  )
}

const m = defineMessages('audit', {
  intact: {
    zh: (p) => `审计日志完整：共 ${p.entries} 条，末条 #${p.seq}，哈希 ${p.hash}`,
    en: (p) => `the audit log is intact: ${p.entries} entries, last #${p.seq}, hash ${p.hash}`,
  },
  empty: {
    zh: () => '审计日志为空（尚无任何改动记录）',
    en: () => 'the audit log is empty (no change recorded yet)',
  },
  hashMismatch: {
    zh: (p) => `审计日志第 ${p.seq} 条被改动：其内容与记录的哈希不符（前 ${p.entries} 条完好）`,
    en: (p) => `audit log entry ${p.seq} was altered: its content does not match its recorded hash (the ${p.entries} entries before it are intact)`,
  },
  prevMismatch: {
    zh: (p) => `审计日志第 ${p.seq} 条与上一条（第 ${p.prev} 条）的链接断开：上一条被改动或替换（前 ${p.entries} 条完好）`,
    en: (p) => `audit log entry ${p.seq} does not link to entry ${p.prev}: that entry was altered or replaced (the ${p.entries} entries before it are intact)`,
  },
  outOfOrder: {
    zh: (p) => `审计日志中有编号为 ${p.seq} 的条目，不在序列中（应为第 ${p.expected} 条）：它是手工插入的`,
    en: (p) => `the audit log has an entry numbered ${p.seq} out of sequence (entry ${p.expected} was expected): it was put in by hand`,
  },
  gap: {
    zh: (p) => `审计日志缺少第 ${p.seq} 条（下一条是第 ${p.next} 条）：有条目被删除（前 ${p.entries} 条完好）`,
    en: (p) => `audit log entry ${p.seq} is missing (the next one is ${p.next}): entries were deleted (the ${p.entries} entries before it are intact)`,
  },
})

export interface AuditVerdict {
  intact: boolean
  /** Entries checked and found intact (all of them when intact). */
  entries: number
  /** The last entry, when intact: record it elsewhere to notice later truncation of the log's tail. */
  head: { seq: number; hash: string } | null
  broken: ChainBreak | null
  zh: string
  en: string
}

/** Streams the bank's whole log through the chain check and says what it found, in both languages. */
export function verifyAudit(bank: BankStore): AuditVerdict {
  const r = bank.audit.verify()
  const text = (msg: Msg) => ({ zh: renderMsg(msg, 'zh'), en: renderMsg(msg, 'en') })
  if (r.ok) {
    const msg = r.head ? m.intact({ entries: r.entries, seq: r.head.seq, hash: r.head.hash }) : m.empty()
    return { intact: true, entries: r.entries, head: r.head, broken: null, ...text(msg) }
  }
  const b = r.broken
  const msg = {
    gap: () => m.gap({ seq: b.seq, next: b.found, entries: r.entries }),
    order: () => m.outOfOrder({ seq: b.seq, expected: b.expected }),
    // A gap is named first, so the entry before a broken link is the one numbered just below.
    prev: () => m.prevMismatch({ seq: b.seq, prev: b.seq - 1, entries: r.entries }),
    hash: () => m.hashMismatch({ seq: b.seq, entries: r.entries }),
  }[b.problem]()
  return { intact: false, entries: r.entries, head: null, broken: b, ...text(msg) }
}
