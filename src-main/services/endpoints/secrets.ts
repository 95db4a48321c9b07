// Where a profile's API key may be kept, per host. Never in plain text on disk:
// - the desktop app: Electron safeStorage (the OS keychain: Keychain, DPAPI, libsecret/kwallet), the
//   ciphertext in the user's data folder, in its own file beside the profiles, so a profiles file
//   copied elsewhere carries no key at all (the ciphertext would not decrypt there anyway). Refused
//   when the OS offers no protection: safeStorage unavailable, or Linux's "basic_text" fallback, which
//   encrypts with a password written in Chromium's source and protects nothing;
// - the web host: this process's memory only, for the session (the UI says so);
// - the CLI: nothing kept; a key comes from the environment (--api-key-env).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages, renderMsg } from '../../core/messages'
import type { Msg } from '../../core/messages'

/** 'os': encrypted by the OS, kept across restarts; 'session': this process's memory; 'none': keeps nothing. */
export type SecretStoreKind = 'os' | 'session' | 'none'

export interface SecretStore {
  readonly kind: SecretStoreKind
  /** Whether set() would succeed now; when not, why (zh/en). */
  availability(): { ok: true } | { ok: false; reason: { zh: string; en: string } }
  /** Keeps the secret of a profile (replacing any); throws MbError when it cannot keep it safely. */
  set(name: string, secret: string): void
  /** The secret kept for a profile, or null when there is none; throws MbError when it cannot be read. */
  get(name: string): string | null
  has(name: string): boolean
  delete(name: string): void
}

const m = defineMessages('secrets', {
  unavailable: {
    zh: () => '本机系统没有可用的加密存储（钥匙串 / 凭据管理器），MedBench Studio 不会以明文保存密钥：请改用环境变量提供密钥',
    en: () => 'this system offers no encrypted storage (keychain / credential manager), and MedBench Studio does not keep keys in plain text: give the key through an environment variable instead',
  },
  basicText: {
    zh: () => '本机没有可用的密钥环（如 GNOME Keyring 或 KWallet），系统只能用公开的固定口令“加密”，等同明文：MedBench Studio 不会这样保存密钥。请安装并解锁密钥环，或改用环境变量提供密钥',
    en: () => 'no keyring (GNOME Keyring, KWallet) is available here, so the system could only "encrypt" with a fixed public password, which is plain text in effect: MedBench Studio will not store a key that way. Install and unlock a keyring, or give the key through an environment variable',
  },
  undecryptable: {
    zh: (p) => `无法解密配置“${p.name}”保存的密钥（系统钥匙串可能已更改或不是同一用户）：请在配置中重新输入密钥并保存`,
    en: (p) => `the key stored with profile "${p.name}" cannot be decrypted (the system keychain changed, or this is another user): enter the key in the profile again and save it`,
  },
  unreadableFile: {
    zh: (p) => `无法读取密钥文件 ${p.file}：${p.detail}`,
    en: (p) => `cannot read the key file ${p.file}: ${p.detail}`,
  },
  webNone: {
    zh: () => '网页版不在磁盘上保存密钥',
    en: () => 'the web version does not keep keys on disk',
  },
  cliNone: {
    zh: () => '命令行不保存密钥：用 --api-key-env 变量名 从环境变量提供密钥（桌面应用可将密钥加密保存在配置中）',
    en: () => 'the command line keeps no keys: give one through an environment variable with --api-key-env NAME (the desktop app can store a key, encrypted, with a profile)',
  },
})

/** What Electron's safeStorage offers; injected so tests run without Electron. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean
  encryptString(plain: string): Buffer
  decryptString(encrypted: Buffer): string
  /** Linux only in Electron; absent elsewhere. */
  getSelectedStorageBackend?(): string
}

interface SecretsFile {
  version: 1
  /** Profile name → base64 ciphertext from safeStorage.encryptString. */
  secrets: Record<string, string>
}

/** The desktop app's store: safeStorage ciphertext in one file (0600, in a 0700 folder), replaced atomically. */
export class SafeStorageSecretStore implements SecretStore {
  readonly kind = 'os' as const

  constructor(
    readonly file: string,
    private readonly safe: SafeStorageLike,
    private readonly platform: NodeJS.Platform = process.platform,
  ) {}

  availability(): ReturnType<SecretStore['availability']> {
    if (!this.safe.isEncryptionAvailable()) return { ok: false, reason: both(m.unavailable()) }
    if (this.platform === 'linux' && this.safe.getSelectedStorageBackend?.() === 'basic_text') return { ok: false, reason: both(m.basicText()) }
    return { ok: true }
  }

  set(name: string, secret: string): void {
    const a = this.availability()
    if (!a.ok) throw new MbError(this.safe.isEncryptionAvailable() ? m.basicText() : m.unavailable())
    const f = this.read()
    f.secrets[name] = this.safe.encryptString(secret).toString('base64')
    this.write(f)
  }

  get(name: string): string | null {
    const c = this.read().secrets[name]
    if (c === undefined) return null
    try {
      return this.safe.decryptString(Buffer.from(c, 'base64'))
    } catch {
      throw new MbError(m.undecryptable({ name }))
    }
  }

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.read().secrets, name)
  }

  delete(name: string): void {
    removeCiphertext(this.file, name)
  }

  private read(): SecretsFile {
    return readSecretsFile(this.file)
  }

  private write(f: SecretsFile): void {
    writeSecretsFile(this.file, f)
  }
}

function readSecretsFile(file: string): SecretsFile {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, secrets: {} }
    throw new MbError(m.unreadableFile({ file, detail: (e as Error).message }))
  }
  try {
    const v = JSON.parse(text) as SecretsFile
    if (v && v.version === 1 && v.secrets && typeof v.secrets === 'object') return { version: 1, secrets: { ...v.secrets } }
  } catch {
    /* reported below */
  }
  // Never overwritten when unreadable: the user's other keys are in it.
  throw new MbError(m.unreadableFile({ file, detail: 'not a MedBench Studio key file' }))
}

/** Written to a temporary file, flushed, then renamed over the old one: a crash leaves one or the other. */
function writeSecretsFile(file: string, f: SecretsFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
  const fd = fs.openSync(tmp, 'w', 0o600)
  try {
    fs.writeSync(fd, JSON.stringify(f, null, 1))
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
  fs.renameSync(tmp, file)
}

/**
 * Drops a profile's ciphertext without decrypting anything, so a host without safeStorage (the CLI
 * deleting a profile the app stored a key for) leaves no orphaned key behind.
 */
export function removeCiphertext(file: string, name: string): void {
  if (!fs.existsSync(file)) return
  const f = readSecretsFile(file)
  if (!Object.prototype.hasOwnProperty.call(f.secrets, name)) return
  delete f.secrets[name]
  writeSecretsFile(file, f)
}

/** The web host's store: keys held in this process's memory until it stops; nothing on disk. */
export class SessionSecretStore implements SecretStore {
  readonly kind = 'session' as const
  private readonly secrets = new Map<string, string>()

  availability(): ReturnType<SecretStore['availability']> {
    return { ok: true }
  }
  set(name: string, secret: string): void {
    this.secrets.set(name, secret)
  }
  get(name: string): string | null {
    return this.secrets.get(name) ?? null
  }
  has(name: string): boolean {
    return this.secrets.has(name)
  }
  delete(name: string): void {
    this.secrets.delete(name)
  }
}

/** The CLI's store: keeps nothing; keys come from the environment. */
export class NoSecretStore implements SecretStore {
  readonly kind = 'none' as const

  constructor(private readonly who: 'cli' | 'web' = 'cli') {}

  availability(): ReturnType<SecretStore['availability']> {
    return { ok: false, reason: both(this.who === 'cli' ? m.cliNone() : m.webNone()) }
  }
  set(): void {
    throw new MbError(this.who === 'cli' ? m.cliNone() : m.webNone())
  }
  get(): string | null {
    return null
  }
  has(): boolean {
    return false
  }
  delete(): void {
    // nothing kept
  }
}

function both(msg: Msg): { zh: string; en: string } {
  return { zh: renderMsg(msg, 'zh'), en: renderMsg(msg, 'en') }
}
