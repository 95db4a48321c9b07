// Judge–human and human–human agreement (issue 8): the statistics of a ratings file. Needs no bank:
// the CLI's `medbench agreement` and the calibration view call the same operation.
import { z } from 'zod'
import { op } from './define'
import { FileInput, readBytesInput } from './files'
import { agreementOfFile, agreementWithDetail } from '../services/calibration/agreement'

const AgreementInput = z.object({
  ratings: FileInput,
  level: z.enum(['nominal', 'ordinal', 'interval', 'ratio']).optional(),
  bootstrap: z.number().int().min(2).max(100_000).optional(),
  seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
})

export const agreementOps = {
  /** Every agreement statistic of a long `unit,rater,score` file, optionally with seeded bootstrap intervals. */
  'stats.agreement': op(
    AgreementInput,
    'public',
    (ctx, input) => {
      const { name, bytes } = readBytesInput(ctx, input.ratings)
      return agreementOfFile(name, bytes, { level: input.level, bootstrap: input.bootstrap, seed: input.seed })
    },
  ),

  /** The same report, the level it was read at, and per rater pair what the calibration view draws. */
  'stats.agreementDetail': op(AgreementInput, 'public', (ctx, input) => {
    const { name, bytes } = readBytesInput(ctx, input.ratings)
    return agreementWithDetail(name, bytes, { level: input.level, bootstrap: input.bootstrap, seed: input.seed })
  }),
}
