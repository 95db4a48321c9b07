// Moving a bank and its keys between machines: the bank alone (it never holds keys), and the keys
// encrypted under a passphrase. Importing keys appends versions; it never overwrites.
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages } from '../core/messages'
import { ItemKeySchema } from '../core/types'
import { decryptKeys, encryptKeys } from './keysCrypto'
import type { Workspace } from './workspace'
import type { Actor } from '../core/actors'
import { stampOf } from './itemService'
import { auditedKeysWrite, textDigest } from './audit'

const m = defineMessages('transfer', {
  targetExists: {
    zh: (p) => `目标文件已存在：${p.file}（不会覆盖）`,
    en: (p) => `the target file exists: ${p.file} (it is never overwritten)`,
  },
  badKeyLine: {
    zh: (p) => `加密答案文件第 ${p.line} 条记录无效：${p.detail}`,
    en: (p) => `record ${p.line} of the encrypted keys file is not valid: ${p.detail}`,
  },
})

/** A consistent copy of bank.db: items and history, no keys (they live in another file). */
export function exportBank(ws: Workspace, out: string): { file: string; items: number } {
  if (fs.existsSync(out)) throw new MbError(m.targetExists({ file: out }))
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true })
  ws.bank.db.prepare('VACUUM INTO ?').run(out)
  return { file: out, items: ws.bank.count() }
}

/** Every current key, sealed under the passphrase: the bytes of a .mbkeys file. */
export function sealKeys(ws: Workspace, passphrase: string): { bytes: Buffer; keys: number } {
  const lines: string[] = []
  for (const [itemId, key] of ws.keys.allCurrent()) lines.push(JSON.stringify({ item_id: itemId, key }))
  return { bytes: encryptKeys(Buffer.from(lines.join('\n'), 'utf8'), passphrase, lines.length), keys: lines.length }
}

/** Refuses a target that exists: checked before work whose record should not outlive a failed write. */
export function assertNewFile(out: string): void {
  if (fs.existsSync(out)) throw new MbError(m.targetExists({ file: out }))
}

/** Writes bytes to a new file; an existing file is never overwritten. */
export function writeNewFile(out: string, bytes: Buffer): void {
  assertNewFile(out)
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true })
  fs.writeFileSync(out, bytes, { flag: 'wx', mode: 0o600 })
}

export function importKeysEncrypted(
  ws: Workspace,
  actor: Actor,
  sealed: Buffer,
  passphrase: string,
): Promise<{ keys: number; added: number; unchanged: number }> {
  return ws.writes.run(() => {
    const { plain } = decryptKeys(sealed, passphrase)
    const entries: { itemId: string; key: ReturnType<typeof ItemKeySchema.parse> }[] = []
    plain
      .toString('utf8')
      .split('\n')
      .forEach((text, i) => {
        if (!text.trim()) return
        let rec: { item_id?: unknown; key?: unknown }
        try {
          rec = JSON.parse(text)
        } catch (e) {
          throw new MbError(m.badKeyLine({ line: i + 1, detail: (e as Error).message }))
        }
        const parsed = ItemKeySchema.safeParse(rec.key)
        if (typeof rec.item_id !== 'string' || !parsed.success) {
          throw new MbError(m.badKeyLine({ line: i + 1, detail: parsed.success ? 'item_id' : parsed.error.issues[0].message }))
        }
        entries.push({ itemId: rec.item_id, key: parsed.data })
      })
    let added = 0
    const stamp = stampOf(actor)
    auditedKeysWrite(
      ws,
      () => {
        for (const e of entries) {
          const before = ws.keys.get(e.itemId)?.version ?? 0
          if (ws.keys.put(e.itemId, e.key, stamp) !== before) added++
        }
      },
      // The sealed file's hash (of ciphertext: it reveals nothing), and the counts.
      () => ({
        actor: actor.id,
        action: 'keys.import',
        target: null,
        at: stamp.now,
        new: { file: textDigest(sealed), keys: entries.length, added, unchanged: entries.length - added },
      }),
    )
    ws.changed()
    return { keys: entries.length, added, unchanged: entries.length - added }
  })
}
