// bank.db's record of offline review packages (migration 5): the ones this bank sent to reviewers,
// the ones opened into it (a reviewer's copy), and each merge of a returned package. Also the bank's
// uid, which packages carry so a package made for one bank is never merged into another. Plain reads
// and writes: services/review/packages.ts decides what is allowed and opens the transactions.
import crypto from 'node:crypto'
import type { Db } from './db'

export interface PackageRow {
  id: string
  direction: 'sent' | 'opened'
  bankUid: string
  bankName: string
  /** This bank's round: the round it was made from ('sent') or the copy's round ('opened'). */
  roundId: number
  /** The coordinator's round id (equal to roundId for 'sent'). */
  originRoundId: number
  reviewerId: string
  items: number
  /** 'opened': the coordinator's version of each item, as the package gave it. */
  itemVersions: Map<string, number> | null
  keys: boolean
  createdAt: string
  createdBy: string
  openedAt: string | null
}

export interface MergeRow {
  packageId: string
  sha256: string
  mergedAt: string
  mergedBy: string
  merged: number
  unchanged: number
  conflicts: number
}

type Raw = Record<string, unknown>

const toPackage = (r: Raw): PackageRow => ({
  id: r.id as string,
  direction: r.direction as PackageRow['direction'],
  bankUid: r.bank_uid as string,
  bankName: r.bank_name as string,
  roundId: r.round_id as number,
  originRoundId: r.origin_round_id as number,
  reviewerId: r.reviewer_id as string,
  items: r.items as number,
  itemVersions: r.item_versions ? new Map(JSON.parse(r.item_versions as string) as [string, number][]) : null,
  keys: r.keys === 1,
  createdAt: r.created_at as string,
  createdBy: r.created_by as string,
  openedAt: (r.opened_at as string | null) ?? null,
})

export class PackageStore {
  private readonly s

  constructor(db: Db) {
    this.s = {
      uid: db.prepare("SELECT value FROM meta WHERE key = 'bank_uid'").pluck(),
      putUid: db.prepare("INSERT INTO meta (key, value) VALUES ('bank_uid', ?)"),
      insert: db.prepare(
        `INSERT INTO review_packages (id, direction, bank_uid, bank_name, round_id, origin_round_id, reviewer_id, items, item_versions, keys, created_at, created_by, opened_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      get: db.prepare('SELECT * FROM review_packages WHERE id = ?'),
      list: db.prepare('SELECT * FROM review_packages WHERE direction = ? ORDER BY created_at DESC, id LIMIT ?'),
      copyOf: db.prepare("SELECT bank_uid, bank_name FROM review_packages WHERE direction = 'opened' LIMIT 1"),
      addMerge: db.prepare(
        'INSERT INTO review_package_merges (package_id, sha256, merged_at, merged_by, merged, unchanged, conflicts) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      merges: db.prepare('SELECT * FROM review_package_merges WHERE package_id = ? ORDER BY id'),
    }
  }

  /** The bank's identity if it has one yet (read only: a package check must not create it). */
  existingUid(): string | null {
    return (this.s.uid.get() as string | undefined) ?? null
  }

  /** The bank's identity, made on first use (inside the caller's write transaction). A copy made with
   *  `bank export` keeps it: it is the same bank. */
  uid(): string {
    const found = this.existingUid()
    if (found) return found
    const made = `bank-${crypto.randomUUID()}`
    this.s.putUid.run(made)
    return made
  }

  insert(p: PackageRow): void {
    this.s.insert.run(
      p.id, p.direction, p.bankUid, p.bankName, p.roundId, p.originRoundId, p.reviewerId, p.items,
      p.itemVersions ? JSON.stringify([...p.itemVersions]) : null, p.keys ? 1 : 0, p.createdAt, p.createdBy, p.openedAt,
    )
  }

  get(id: string): PackageRow | undefined {
    const r = this.s.get.get(id) as Raw | undefined
    return r ? toPackage(r) : undefined
  }

  list(direction: PackageRow['direction'], limit = 200): PackageRow[] {
    return (this.s.list.all(direction, limit) as Raw[]).map(toPackage)
  }

  /** The coordinator's bank this bank is a reviewer's copy of, or null. */
  copyOf(): { uid: string; name: string } | null {
    const r = this.s.copyOf.get() as Raw | undefined
    return r ? { uid: r.bank_uid as string, name: r.bank_name as string } : null
  }

  addMerge(m: MergeRow): void {
    this.s.addMerge.run(m.packageId, m.sha256, m.mergedAt, m.mergedBy, m.merged, m.unchanged, m.conflicts)
  }

  merges(packageId: string): MergeRow[] {
    return (this.s.merges.all(packageId) as Raw[]).map((r) => ({
      packageId: r.package_id as string,
      sha256: r.sha256 as string,
      mergedAt: r.merged_at as string,
      mergedBy: r.merged_by as string,
      merged: r.merged as number,
      unchanged: r.unchanged as number,
      conflicts: r.conflicts as number,
    }))
  }
}
