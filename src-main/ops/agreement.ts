// Judge–human and human–human agreement (issue 8): the statistics of a ratings file. Needs no bank:
// the CLI's `medbench agreement` and the calibration view call the same operation.
import { z } from 'zod'
import { op } from './define'
import { FileInput, readBytesInput } from './files'
import { agreementWithDetail } from '../services/calibration/agreement'
import { statsOnWorker } from '../services/calibration/offThread'
import type { OpContext } from './define'

const AgreementInput = z.object({
  ratings: FileInput,
  level: z.enum(['nominal', 'ordinal', 'interval', 'ratio']).optional(),
  bootstrap: z.number().int().min(2).max(100_000).optional(),
  seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
})

type Input = z.output<typeof AgreementInput>

/** The report with what the view draws; with intervals asked, off the serving thread where the host serves windows. */
async function fileReport(ctx: OpContext, input: Input) {
  const { name, bytes } = readBytesInput(ctx, input.ratings)
  const opts = { level: input.level, bootstrap: input.bootstrap, seed: input.seed }
  if (input.bootstrap && ctx.host !== 'cli') {
    const r = await statsOnWorker<ReturnType<typeof agreementWithDetail>>({ kind: 'file', name, bytes, opts })
    if (r) return r
  }
  return agreementWithDetail(name, bytes, opts)
}

export const agreementOps = {
  /** Every agreement statistic of a long `unit,rater,score` file, optionally with seeded bootstrap intervals. */
  'stats.agreement': op(AgreementInput, 'public', async (ctx, input) => (await fileReport(ctx, input)).report),

  /** The same report, the level it was read at, and per rater pair what the calibration view draws. */
  'stats.agreementDetail': op(AgreementInput, 'public', (ctx, input) => fileReport(ctx, input)),
}
