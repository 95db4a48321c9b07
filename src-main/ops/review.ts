// Multi-round review (issue 7): the plan, assignment, a reviewer's queue and decisions, closing a
// round, adjudication, the coordinator's dashboard and threaded comments. Roles are checked here
// (access) and blindness in the services, so every host gets the same rules.
import path from 'node:path'
import { z } from 'zod'
import { DecisionInputSchema } from '../core/review/decision'
import { DECISION_KINDS, REASON_CODES } from '../core/review/reasons'
import { adjudicate, adjudicationQueue } from '../services/review/adjudicate'
import { assignRound, settleRound } from '../services/review/bulk'
import { reviewDashboard } from '../services/review/dashboard'
import { decide, undo } from '../services/review/decide'
import { getPlan, setPlan } from '../services/review/plan'
import { withdrawItem } from '../services/review/withdraw'
import { addComment, itemReviewView, listComments, reviewQueue } from '../services/review/read'
import { exportPackage, mergePackage, openPackage, packageInfo, returnPackage } from '../services/review/packages'
import { assertNewFile, writeNewFile } from '../services/transfer'
import { op } from './define'
import type { OpContext } from './define'
import { FileInput, readBytesInput, writablePath } from './files'

const ItemId = z.string().min(1).max(200)
const Seed = z.number().int().min(0).max(2 ** 32 - 1)
const Passphrase = z.string().min(1).max(1024)
const Out = z.string().min(1).max(4096)

/** A package's bytes: written to a new file where the host may write (the CLI), else handed back. */
function deliver(ctx: OpContext, bytes: Buffer, out: string | undefined): { file: string | null; contentBase64: string | null } {
  if (!out) return { file: null, contentBase64: bytes.toString('base64') }
  const target = writablePath(ctx, out)
  writeNewFile(target, bytes)
  return { file: path.resolve(target), contentBase64: null }
}

export const reviewOps = {
  'review.plan.get': op(z.object({}), 'actor', (ctx) => getPlan(ctx.ws)),

  /** The plan is validated by the core's ReviewPlanSchema (its messages name every field). */
  'review.plan.set': op(z.object({ plan: z.unknown() }), ['coordinator'], (ctx, { plan }) => setPlan(ctx.ws, ctx.actor!, plan)),

  /** Draft items (all, or the ids given) go to round 1 and get their reviewers. */
  'review.assign': op(z.object({ ids: z.array(ItemId).max(1_000_000).optional(), seed: Seed.optional() }), ['coordinator'], (ctx, input) =>
    assignRound(ctx.ws, ctx.actor!, input, ctx.host !== 'cli'),
  ),

  /** The caller's undecided items in open rounds, next first; `after` pages on from an item id. */
  'review.queue': op(z.object({ limit: z.number().int().min(1).max(200).default(1), after: ItemId.optional() }), ['reviewer'], (ctx, input) =>
    reviewQueue(ctx.ws, ctx.actor!, input),
  ),

  /** One item's review as the caller may see it: decisions (blind), outcomes, comments. */
  'review.item': op(z.object({ itemId: ItemId }), 'actor', (ctx, input) => itemReviewView(ctx.ws, ctx.actor!, input)),

  'review.decide': op(
    DecisionInputSchema.omit({ revision: true }).extend({
      /** Minted by the client (a UUID): the same id submitted twice records one decision. */
      decisionId: z.string().min(8).max(100),
      itemId: ItemId,
      revisedItem: z.unknown().optional(),
    }),
    ['reviewer'],
    (ctx, input) => decide(ctx.ws, ctx.actor!, input),
  ),

  'review.undo': op(z.object({ decisionId: z.string().min(1).max(100).optional() }), ['reviewer'], (ctx, input) => undo(ctx.ws, ctx.actor!, input)),

  'review.closeRound': op(z.object({ roundId: z.number().int().min(1).optional(), seed: Seed.optional() }), ['coordinator'], (ctx, input) =>
    settleRound(ctx.ws, ctx.actor!, input, ctx.host !== 'cli'),
  ),

  /** Takes an item out of review (in a round or awaiting adjudication): back to draft, outcome unresolved. */
  'review.withdraw': op(z.object({ itemId: ItemId, note: z.string().max(2000).optional() }), ['coordinator'], (ctx, input) => withdrawItem(ctx.ws, ctx.actor!, input)),

  'review.adjudication.queue': op(
    z.object({ limit: z.number().int().min(1).max(200).default(20), offset: z.number().int().min(0).default(0) }),
    ['adjudicator', 'coordinator'],
    (ctx, input) => adjudicationQueue(ctx.ws, ctx.actor!, input),
  ),

  'review.adjudicate': op(
    z
      .object({
        itemId: ItemId,
        kind: z.enum(DECISION_KINDS),
        reasons: z.array(z.enum(REASON_CODES)).max(REASON_CODES.length).default([]),
        comment: z.string().max(4000).optional(),
        revision: z.string().min(1).max(200).optional(),
        revisedItem: z.unknown().optional(),
      })
      .strict(),
    ['adjudicator'],
    (ctx, input) => adjudicate(ctx.ws, ctx.actor!, input),
  ),

  'review.status': op(z.object({}), ['coordinator'], (ctx) => reviewDashboard(ctx.ws)),

  'review.comment.add': op(
    z.object({ itemId: ItemId, body: z.string().trim().min(1).max(4000), parentId: z.number().int().min(1).optional() }),
    'actor',
    (ctx, input) => addComment(ctx.ws, ctx.actor!, input),
  ),

  /** Offline review: one reviewer's undecided items of an open round, as a package (services/review/packages.ts). */
  'review.package.export': op(
    z.object({ reviewer: z.string().min(1).max(200), roundId: z.number().int().min(1).optional(), passphrase: Passphrase.optional(), out: Out.optional() }),
    ['coordinator'],
    async (ctx, input) => {
      // The target is checked first: a package recorded as sent must exist somewhere.
      if (input.out) assertNewFile(writablePath(ctx, input.out))
      const { bytes, ...r } = await exportPackage(ctx.ws, ctx.actor!, input)
      return { ...r, ...deliver(ctx, bytes, input.out) }
    },
  ),

  /** Opens a package into an empty bank (which becomes the reviewer's review copy), or the copy it made. */
  'review.package.open': op(z.object({ file: FileInput, passphrase: Passphrase.optional() }), 'public', (ctx, input) => {
    const f = readBytesInput(ctx, input.file)
    return openPackage(ctx.ws, ctx.actor, f.bytes, f.name, input.passphrase)
  }),

  /** In a review copy: the reviewer's decisions and comments, as the package to send back. */
  'review.package.return': op(z.object({ packageId: z.string().min(1).max(100).optional(), out: Out.optional() }), ['reviewer'], (ctx, input) => {
    const { bytes, ...r } = returnPackage(ctx.ws, ctx.actor!, input)
    return { ...r, ...deliver(ctx, bytes, input.out) }
  }),

  /** Merges a returned package: `{merged, unchanged, conflicts}`; the same package twice changes nothing. */
  'review.package.merge': op(z.object({ file: FileInput }), ['coordinator'], (ctx, input) => {
    const f = readBytesInput(ctx, input.file)
    return mergePackage(ctx.ws, ctx.actor!, f.bytes, f.name)
  }),

  /** Packages sent from this bank (with their merges) and, in a review copy, the ones opened. */
  'review.package.list': op(z.object({}), 'public', (ctx) => packageInfo(ctx.ws)),

  'review.comment.list': op(z.object({ itemId: ItemId }), 'actor', (ctx, input) => listComments(ctx.ws, ctx.actor!, input)),
}
