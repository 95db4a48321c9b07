// The images of multimodal items, read from disk when their request is about to go (never all up
// front: a run may have 100,000 of them) and sent as data URLs. The bank stores only each attachment's
// path as the source gave it (MedBench `img_path`), relative to an images folder given per run.
// The type comes from the bytes, not the file name; a file that is missing, unreadable, too large or
// not an image fails that one request (error class `input`) with the item and the path named.
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { defineMessages, renderMsg } from '../../core/messages'
import type { Msg } from '../../core/messages'

/** Larger images are refused: servers reject them, and a run holds a few in memory at a time. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024

const m = defineMessages('runImages', {
  missing: {
    zh: (p) => `题目 ${p.item} 的图片不存在：${p.path}（图片目录 ${p.root}）`,
    en: (p) => `item ${p.item}: image not found: ${p.path} (images folder ${p.root})`,
  },
  unreadable: {
    zh: (p) => `题目 ${p.item} 的图片无法读取：${p.path}（${p.detail}）`,
    en: (p) => `item ${p.item}: image cannot be read: ${p.path} (${p.detail})`,
  },
  tooLarge: {
    zh: (p) => `题目 ${p.item} 的图片过大：${p.path}（${p.mb} MB，上限 ${p.max} MB）`,
    en: (p) => `item ${p.item}: image too large: ${p.path} (${p.mb} MB, the limit is ${p.max} MB)`,
  },
  notImage: {
    zh: (p) => `题目 ${p.item} 的附件不是可识别的图片（PNG、JPEG、GIF、WebP、BMP）：${p.path}`,
    en: (p) => `item ${p.item}: the attachment is not a PNG, JPEG, GIF, WebP or BMP image: ${p.path}`,
  },
  outside: {
    zh: (p) => `题目 ${p.item} 的图片路径不在图片目录内：${p.path}（图片目录 ${p.root}）`,
    en: (p) => `item ${p.item}: image path leads outside the images folder: ${p.path} (images folder ${p.root})`,
  },
})

export interface LoadedImage {
  /** The attachment's path as the item gives it. */
  path: string
  mime: string
  /** sha256 of the bytes: what the response cache keys on, never the data URL. */
  sha256: string
  dataUrl: string
}

/** An image that could not be used: the request fails with error class `input`. */
export class ImageError extends Error {
  constructor(readonly msg: Msg) {
    super(`${renderMsg(msg, 'zh')} / ${renderMsg(msg, 'en')}`)
  }
}

/** The image type from the first bytes, or null when they are not one the servers accept. */
export function sniffImage(b: Uint8Array): string | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((x, k) => b[i + k] === x)
  if (b.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (b.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (b.length >= 6 && (at(0, 0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || at(0, 0x47, 0x49, 0x46, 0x38, 0x39, 0x61))) return 'image/gif'
  if (b.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'
  if (b.length >= 14 && at(0, 0x42, 0x4d)) return 'image/bmp'
  return null
}

/**
 * Where a stored message shows an image: its path and the hash of the bytes sent (the data URL itself
 * would put every image into runs.db once per request).
 */
export function imageRef(p: string, sha256?: string): string {
  return sha256 ? `attachment:${p}#sha256=${sha256}` : `attachment:${p}`
}

export class ImageSource {
  readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  /** Reads one attachment of `itemId`; throws ImageError naming the item and the path. */
  async load(itemId: string, rel: string): Promise<LoadedImage> {
    const p = { item: itemId, path: rel, root: this.root }
    // Relative to the images folder and inside it: an item's path never reads other files.
    const file = path.resolve(this.root, rel)
    if (path.isAbsolute(rel) || (file !== this.root && !file.startsWith(this.root + path.sep))) throw new ImageError(m.outside(p))
    let handle: fs.FileHandle
    try {
      handle = await fs.open(file, 'r')
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code
      throw new ImageError(code === 'ENOENT' || code === 'ENOTDIR' ? m.missing(p) : m.unreadable({ ...p, detail: code ?? (e as Error).message }))
    }
    try {
      const st = await handle.stat()
      if (!st.isFile()) throw new ImageError(m.unreadable({ ...p, detail: 'not a file' }))
      if (st.size > MAX_IMAGE_BYTES) throw new ImageError(m.tooLarge({ ...p, mb: (st.size / 1048576).toFixed(1), max: MAX_IMAGE_BYTES / 1048576 }))
      const bytes = await handle.readFile()
      if (bytes.length > MAX_IMAGE_BYTES) throw new ImageError(m.tooLarge({ ...p, mb: (bytes.length / 1048576).toFixed(1), max: MAX_IMAGE_BYTES / 1048576 }))
      const mime = sniffImage(bytes)
      if (!mime) throw new ImageError(m.notImage(p))
      return { path: rel, mime, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), dataUrl: `data:${mime};base64,${bytes.toString('base64')}` }
    } catch (e) {
      if (e instanceof ImageError) throw e
      throw new ImageError(m.unreadable({ ...p, detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }))
    } finally {
      await handle.close()
    }
  }
}
