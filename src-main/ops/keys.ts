// Answer keys leave the keys file only encrypted (AES-256-GCM under a passphrase): written to a path
// by the CLI, or handed back as bytes for the window to save. Importing appends versions.
import path from 'node:path'
import { z } from 'zod'
import { importKeysEncrypted, sealKeys, writeNewFile } from '../services/transfer'
import { op } from './define'
import { FileInput, readBytesInput, writablePath } from './files'

const Passphrase = z.string().min(1).max(1024)
const KEY_ROLES = ['editor', 'coordinator', 'adjudicator'] as const

export const keyOps = {
  'keys.export': op(z.object({ passphrase: Passphrase, out: z.string().min(1).optional() }), KEY_ROLES, (ctx, input) => {
    const sealed = sealKeys(ctx.ws, input.passphrase)
    if (input.out) {
      const out = writablePath(ctx, input.out)
      writeNewFile(out, sealed.bytes)
      return { keys: sealed.keys, file: path.resolve(out), contentBase64: null }
    }
    return { keys: sealed.keys, file: null, contentBase64: sealed.bytes.toString('base64') }
  }),

  'keys.import': op(z.object({ file: FileInput, passphrase: Passphrase }), ['editor', 'coordinator'], (ctx, input) =>
    importKeysEncrypted(ctx.ws, ctx.actor!, readBytesInput(ctx, input.file).bytes, input.passphrase),
  ),
}
