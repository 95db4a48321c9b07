// Grading sessions and calibration (issue 8). Creating a session, importing grades and reading the
// calibration are the coordinator's; grading is each grader's own, blind (gradingService.ts).
import { z } from 'zod'
import { op } from './define'
import { FileInput, readBytesInput } from './files'
import { calibrationPairs, calibrationsOf, fitCalibration } from '../services/grading/calibrationFit'
import { statsOnWorker } from '../services/calibration/offThread'
import { importJudgeVerdicts } from '../services/grading/importVerdicts'
import { calibrate, compareJudges, createSession, gradingStore, importGrades, nextForGrader, ratingsCsv, sessionRatings, submitGrade, useJudge } from '../services/grading/gradingService'

const Id = z.string().min(1).max(64)
const Session = z.object({ session: Id })
const Resamples = z.number().int().min(2).max(100_000).optional()
const Seed = z.number().int().min(0).max(2 ** 32 - 1).optional()

export const gradingOps = {
  'grading.create': op(
    z
      .object({
        run: Id,
        judge: Id.optional(),
        graders: z.array(z.string().min(1).max(100)).min(1).max(50),
        overlap: z.number().int().min(1).max(10).default(2),
        size: z.number().int().min(1).max(100_000),
        seed: z.number().int().min(0).max(2 ** 32 - 1).default(1),
        scale: z.object({ min: z.number().int().min(0).max(10), max: z.number().int().min(1).max(100) }).refine((s) => s.max > s.min, 'max must be above min').optional(),
      }),
    ['coordinator'],
    (ctx, input) => createSession(ctx.ws, input, ctx.actor!),
  ),

  'grading.list': op(z.object({ run: Id }), 'public', (ctx, input) => {
    ctx.ws.runs.get(input.run)
    const store = gradingStore(ctx.ws)
    return store.ofRun(input.run).map((s) => ({ ...s, assigned: Object.fromEntries(store.assignedPerGrader(s.id)), grades: store.grades(s.id).length }))
  }),

  /** Every session of the runs file with its grading progress (the coordinator's list). */
  'grading.all': op(z.object({}), ['coordinator'], (ctx) => {
    const store = gradingStore(ctx.ws)
    return store.all().map((s) => ({ ...s, assigned: Object.fromEntries(store.assignedPerGrader(s.id)), grades: store.grades(s.id).length }))
  }),

  /** The sessions the caller grades in, with their own progress only. */
  'grading.mine': op(z.object({}), 'actor', (ctx) => {
    const store = gradingStore(ctx.ws)
    return store
      .all()
      .filter((s) => s.spec.graders.includes(ctx.actor!.name))
      .map((s) => {
        const q = store.queue(s.id, ctx.actor!.name)
        return { id: s.id, createdAt: s.createdAt, scale: s.spec.scale, done: q.filter((x) => x.graded).length, total: q.length }
      })
  }),

  /** The caller's next answer to grade (or the one at seq), blind. */
  'grading.next': op(Session.extend({ seq: z.number().int().min(0).optional() }), 'actor', (ctx, input) => nextForGrader(ctx.ws, input.session, ctx.actor!, input.seq)),

  'grading.submit': op(
    Session.extend({ seq: z.number().int().min(0), overall: z.number().int(), criteria: z.array(z.boolean()).max(200).optional(), seconds: z.number().min(0).max(86_400).optional() }),
    'actor',
    (ctx, input) => submitGrade(ctx.ws, input.session, ctx.actor!, input),
  ),

  'grading.import': op(Session.extend({ file: FileInput }), ['coordinator'], (ctx, input) => {
    const { name, bytes } = readBytesInput(ctx, input.file)
    return importGrades(ctx.ws, input.session, name, bytes)
  }),

  /** An external judge's scores (long unit,rater,score on the session's scale) as a judge pass of the session's run. */
  'grading.importVerdicts': op(Session.extend({ model: z.string().trim().min(1).max(200), file: FileInput }), ['coordinator'], (ctx, input) => {
    const { name, bytes } = readBytesInput(ctx, input.file)
    return importJudgeVerdicts(ctx.ws, input.session, input.model, name, bytes, ctx.actor!)
  }),

  /** The session's grades (and the judge on the graders' scale) as a long unit,rater,score file. */
  'grading.ratings': op(Session, ['coordinator'], (ctx, input) => {
    const { rows } = sessionRatings(ctx.ws, input.session)
    return { rows: rows.length, csv: ratingsCsv(rows) }
  }),

  /**
   * Fits and stores a monotone map from the session's judge scores to its graders' (isotonic, with a
   * cross-fitted error and a bootstrap band), under a version a report can name.
   */
  'grading.fit': op(
    Session.extend({ folds: z.number().int().min(2).max(20).optional(), resamples: z.number().int().min(10).max(10_000).optional(), seed: z.number().int().min(0).max(2 ** 32 - 1).optional() }),
    ['coordinator'],
    (ctx, input) => {
      const fit = fitCalibration(ctx.ws, input.session, ctx.actor!, input)
      // The graded pairs it was fitted on, for the chart beside it.
      const { xs, ys } = calibrationPairs(ctx.ws, input.session, fit.judge)
      return { ...fit, points: { x: xs, y: ys } }
    },
  ),

  /** Judge vs graders and graders among themselves: the agreement report, the human ceiling, the largest disagreements. */
  'grading.calibrate': op(
    Session.extend({ bootstrap: Resamples, seed: Seed, judge: Id.optional() }),
    ['coordinator'],
    async (ctx, input) => {
      const opts = { bootstrap: input.bootstrap, seed: input.seed, judge: input.judge }
      if (input.bootstrap && ctx.host !== 'cli') {
        const r = await statsOnWorker<ReturnType<typeof calibrate>>({ kind: 'calibrate', paths: ctx.ws.paths, session: input.session, opts })
        if (r) return r
      }
      return calibrate(ctx.ws, input.session, opts)
    },
  ),

  /** Judge passes of the session's run (all, or those named) calibrated on the same graded sample, side by side. */
  'grading.compare': op(Session.extend({ judges: z.array(Id).max(20).optional(), bootstrap: Resamples, seed: Seed }), ['coordinator'], (ctx, input) =>
    compareJudges(ctx.ws, input.session, input),
  ),

  /** The judge pass the session (its calibration and fits) uses from now on. */
  'grading.useJudge': op(Session.extend({ judge: Id }), ['coordinator'], (ctx, input) => useJudge(ctx.ws, input.session, input.judge)),

  /** The calibrations fitted for a judge pass, newest first. */
  'grading.calibrations': op(z.object({ judge: Id }), 'public', (ctx, input) => calibrationsOf(ctx.ws, input.judge)),
}
