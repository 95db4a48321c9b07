// Reports are signed with an Ed25519 key the app keeps (created on first use, readable by its owner
// only), over the canonical JSON of everything but the signature. `verify` needs nothing but the
// report: the public key travels in it, and its fingerprint says whose key it is.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { canonicalJson } from '../../core/run/canonicalJson'

export interface Signature {
  algorithm: 'Ed25519'
  /** SPKI DER, base64. */
  public_key: string
  /** First 16 hex digits of the SHA-256 of the public key: how a reader names the signer. */
  key_id: string
  value: string
}

export type Signed<T> = T & { signature: Signature }

function loadOrCreateKey(file: string): crypto.KeyObject {
  if (fs.existsSync(file)) return crypto.createPrivateKey(fs.readFileSync(file))
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const { privateKey } = crypto.generateKeyPairSync('ed25519')
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' })
  // wx: two processes creating it at once must not overwrite each other's key.
  try {
    fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    return crypto.createPrivateKey(fs.readFileSync(file))
  }
  return privateKey
}

function keyId(spkiDer: Buffer): string {
  return crypto.createHash('sha256').update(spkiDer).digest('hex').slice(0, 16)
}

export function signReport<T extends object>(doc: T, keyFile: string): Signed<T> {
  const priv = loadOrCreateKey(keyFile)
  const spki = crypto.createPublicKey(priv).export({ type: 'spki', format: 'der' })
  const { signature: _old, ...body } = doc as T & { signature?: unknown }
  const value = crypto.sign(null, Buffer.from(canonicalJson(body), 'utf8'), priv).toString('base64')
  return { ...(body as T), signature: { algorithm: 'Ed25519', public_key: spki.toString('base64'), key_id: keyId(spki), value } }
}

export type VerifyResult = { ok: true; keyId: string; ownKey: boolean } | { ok: false; reason: 'unsigned' | 'malformed' | 'mismatch'; keyId: string | null }

/** Checks a report as `report --json` wrote it; `ownKeyFile` says whether this app's key signed it. */
export function verifyReport(doc: unknown, ownKeyFile?: string): VerifyResult {
  if (!doc || typeof doc !== 'object' || !('signature' in doc)) return { ok: false, reason: 'unsigned', keyId: null }
  const { signature, ...body } = doc as { signature: Partial<Signature> }
  if (!signature || signature.algorithm !== 'Ed25519' || typeof signature.public_key !== 'string' || typeof signature.value !== 'string') {
    return { ok: false, reason: 'malformed', keyId: null }
  }
  let pub: crypto.KeyObject
  const der = Buffer.from(signature.public_key, 'base64')
  try {
    pub = crypto.createPublicKey({ key: der, format: 'der', type: 'spki' })
  } catch {
    return { ok: false, reason: 'malformed', keyId: null }
  }
  const id = keyId(der)
  const ok = crypto.verify(null, Buffer.from(canonicalJson(body), 'utf8'), pub, Buffer.from(signature.value, 'base64'))
  if (!ok) return { ok: false, reason: 'mismatch', keyId: id }
  let ownKey = false
  if (ownKeyFile && fs.existsSync(ownKeyFile)) {
    const own = crypto.createPublicKey(crypto.createPrivateKey(fs.readFileSync(ownKeyFile))).export({ type: 'spki', format: 'der' })
    ownKey = keyId(own) === id
  }
  return { ok: true, keyId: id, ownKey }
}
