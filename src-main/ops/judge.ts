// Judge passes over a run's stored open answers (issue 8): start or resume one (it runs to its end
// and answers with the outcome: the CLI waits for it), list a run's passes with their counts, and page
// through a pass's verdicts. Verdicts are kept apart from human grades.
import { z } from 'zod'
import { EndpointSpecSchema, EnvVarNameSchema } from '../core/run/spec'
import { judgeRun, judgeStore } from '../services/judge/judgeService'
import { bothLanguages as both, keyContext, op } from './define'
import { DEFAULT_JUDGE_TEMPLATE, DEFAULT_READ_TEMPLATE, passKind, templatesOfKind } from '../core/judge/templates'

const RunId = z.string().min(1).max(64)

export const judgeOps = {
  'judge.run': op(
    z
      .object({
        run: RunId,
        resume: z.string().min(1).max(64).optional(),
        endpoint: EndpointSpecSchema.optional(),
        template: z.string().min(1).max(64).optional(),
        samples: z.number().int().min(1).max(10).optional(),
        concurrency: z.number().int().min(1).max(256).optional(),
        maxAttempts: z.number().int().min(1).max(10).optional(),
        /** A reading check (template of kind read): the choice answers it reads. */
        check: z.enum(['doubtful', 'all']).optional(),
        apiKeyEnv: EnvVarNameSchema.optional(),
      })
      .refine((i) => i.resume !== undefined || i.endpoint !== undefined, { message: 'an endpoint is needed to start a judge pass', path: ['endpoint'] }),
    'actor',
    async (ctx, input) => {
      const r = await judgeRun(ctx.ws, input, { actor: ctx.actor!, keys: keyContext(ctx) })
      return { ...r, reason: r.reason ? both(r.reason) : null }
    },
  ),

  /** The judge prompt templates this build knows, by name@version (a judge pass records which it used). */
  'judge.templates': op(z.object({}), 'public', () => ({
    templates: templatesOfKind('grade'),
    default: DEFAULT_JUDGE_TEMPLATE,
    /** Templates that read choice answers instead of grading open ones (a reading check). */
    read: templatesOfKind('read'),
    defaultRead: DEFAULT_READ_TEMPLATE,
  })),

  'judge.list': op(z.object({ run: RunId }), 'public', (ctx, input) => {
    ctx.ws.runs.get(input.run)
    const store = judgeStore(ctx.ws)
    return store.ofRun(input.run).map((j) => ({
      ...j,
      /** grade: scores open answers (report --judge); read: a reading check of choice answers (report --reading-check). */
      kind: passKind(j.spec),
      stopReason: j.stopReason ? both(j.stopReason) : null,
      counts: store.counts(j.id),
    }))
  }),

  'judge.verdicts': op(
    z.object({ judge: z.string().min(1).max(64), limit: z.number().int().min(1).max(1000).default(100), offset: z.number().int().min(0).default(0) }),
    'public',
    (ctx, input) => judgeStore(ctx.ws).verdicts(input.judge, input.limit, input.offset).map((v) => ({ ...v, problem: v.problem ? both(v.problem) : null })),
  ),
}
