// Encrypted export of a keys file (DESIGN.md §1): AES-256-GCM under a key derived from a passphrase
// with scrypt. The header carries a key-check value from a separate derived subkey, so a wrong
// passphrase and a tampered file give two different, clear messages; the header is also bound to the
// ciphertext as associated data, so editing it is caught as tampering too.
import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { MbError, defineMessages } from '../core/messages'

const MAGIC = 'MBKEYS1\n'
const SCRYPT = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

const m = defineMessages('keysCrypto', {
  wrongPassphrase: {
    zh: () => '口令错误：无法解密答案文件',
    en: () => 'wrong passphrase: the keys file cannot be decrypted with it',
  },
  tampered: {
    zh: () => '答案文件已被改动或损坏（完整性校验失败），未导入任何内容',
    en: () => 'the keys file was altered or is damaged (integrity check failed); nothing was imported',
  },
  notEncryptedKeys: {
    zh: () => '这不是 MedBench Studio 加密答案文件',
    en: () => 'this is not a MedBench Studio encrypted keys file',
  },
  emptyPassphrase: {
    zh: () => '口令不能为空',
    en: () => 'the passphrase must not be empty',
  },
})

interface Header {
  v: 1
  kdf: 'scrypt'
  N: number
  r: number
  p: number
  salt: string
  iv: string
  check: string
  createdAt: string
  count: number
}

function deriveKeys(passphrase: string, salt: Buffer, h: { N: number; r: number; p: number }) {
  const master = crypto.scryptSync(passphrase.normalize('NFC'), salt, 64, { N: h.N, r: h.r, p: h.p, maxmem: SCRYPT.maxmem })
  const enc = master.subarray(0, 32)
  const mac = master.subarray(32)
  const check = crypto.createHmac('sha256', mac).update('medbench-keys-check').digest('hex').slice(0, 32)
  return { enc, check }
}

export function encryptKeys(plain: Buffer, passphrase: string, count: number): Buffer {
  if (!passphrase) throw new MbError(m.emptyPassphrase())
  const salt = crypto.randomBytes(16)
  const iv = crypto.randomBytes(12)
  const { enc, check } = deriveKeys(passphrase, salt, SCRYPT)
  const header: Header = {
    v: 1,
    kdf: 'scrypt',
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    check,
    createdAt: new Date().toISOString(),
    count,
  }
  const headerLine = Buffer.from(JSON.stringify(header) + '\n', 'utf8')
  const cipher = crypto.createCipheriv('aes-256-gcm', enc, iv)
  cipher.setAAD(headerLine)
  const body = Buffer.concat([cipher.update(zlib.gzipSync(plain)), cipher.final()])
  return Buffer.concat([Buffer.from(MAGIC), headerLine, cipher.getAuthTag(), body])
}

export function decryptKeys(file: Buffer, passphrase: string): { plain: Buffer; header: Header } {
  if (file.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) throw new MbError(m.notEncryptedKeys())
  const nl = file.indexOf(0x0a, MAGIC.length)
  if (nl < 0) throw new MbError(m.tampered())
  const headerLine = file.subarray(MAGIC.length, nl + 1)
  let header: Header
  try {
    header = JSON.parse(headerLine.toString('utf8')) as Header
  } catch {
    throw new MbError(m.tampered())
  }
  if (header.v !== 1 || header.kdf !== 'scrypt' || !header.salt || !header.iv || header.N > 1 << 20) throw new MbError(m.tampered())
  const { enc, check } = deriveKeys(passphrase, Buffer.from(header.salt, 'base64'), header)
  const given = Buffer.from(String(header.check))
  if (given.length !== check.length || !crypto.timingSafeEqual(Buffer.from(check), given)) throw new MbError(m.wrongPassphrase())
  const tag = file.subarray(nl + 1, nl + 17)
  const body = file.subarray(nl + 17)
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', enc, Buffer.from(header.iv, 'base64'))
    decipher.setAAD(headerLine)
    decipher.setAuthTag(tag)
    const gz = Buffer.concat([decipher.update(body), decipher.final()])
    return { plain: zlib.gunzipSync(gz), header }
  } catch {
    throw new MbError(m.tampered())
  }
}
