// Judge checks on a pairwise preference set ("which of two responses is better"): agreement with
// the humans or the gold label, position and length bias, swap consistency, categories where the
// judge fails, and the human ceiling. Needs no bank: `medbench preference` and the calibration view
// call the same operation.
import { z } from 'zod'
import { op } from './define'
import { FileInput, readBytesInput } from './files'
import { preferenceOfFile } from '../services/calibration/preferenceFile'
import { statsOnWorker } from '../services/calibration/offThread'

const PreferenceInput = z.object({
  file: FileInput,
  bootstrap: z.number().int().min(2).max(100_000).optional(),
  seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
})

export const preferenceOps = {
  /** The preference report of a JSONL file (PandaLM-style, LLMBar-style or generic), with seeded bootstrap intervals. */
  'stats.preference': op(PreferenceInput, 'public', async (ctx, input) => {
    const { name, bytes } = readBytesInput(ctx, input.file)
    const opts = { bootstrap: input.bootstrap, seed: input.seed }
    // Always bootstrapped (the category flags need intervals): off the serving thread where the host serves windows.
    if (ctx.host !== 'cli') {
      const r = await statsOnWorker<ReturnType<typeof preferenceOfFile>>({ kind: 'preference', name, bytes, opts })
      if (r) return r
    }
    return preferenceOfFile(name, bytes, opts)
  }),
}
