// Reading answers and scoring them with the one core: the same functions whichever host calls.
import { z } from 'zod'
import { renderMsg } from '../core/messages'
import { extractChoice } from '../core/extract/choice'
import { scoreResponsesText } from '../services/scoreService'
import { op } from './define'
import { QueryInput } from './bank'
import { FileInput, readTextInput } from './files'

export const scoringOps = {
  'extract.choice': op(
    z.object({ output: z.string().max(200_000), options: z.record(z.string(), z.string()).optional(), multi: z.boolean().default(false) }),
    'public',
    (_ctx, input) => extractChoice(input.output, { options: input.options, multi: input.multi }),
  ),

  /**
   * Scores a JSONL file of responses ({"item_id","output"[,"variant"]} per line) over an item set:
   * the whole bank, or the bank view's filters and search.
   */
  'score.responses': op(
    z.object({
      responses: FileInput,
      filters: QueryInput.shape.filters,
      search: z.string().max(500).optional(),
      answeredOnly: z.boolean().default(false),
      seed: z.number().int().default(20240601),
    }),
    'public',
    (ctx, input) => {
      const { name, text } = readTextInput(ctx, input.responses)
      const summary = scoreResponsesText(ctx.ws, text, {
        seed: input.seed,
        fileName: name,
        filters: input.filters,
        search: input.search,
        answeredOnly: input.answeredOnly,
      })
      return { ...summary, problems: summary.problems.map((p) => ({ zh: renderMsg(p, 'zh'), en: renderMsg(p, 'en') })) }
    },
  ),
}
