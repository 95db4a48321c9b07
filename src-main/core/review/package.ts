// Offline review packages (issue 7): what travels between the coordinator's bank and a reviewer's
// laptop, and how a package proves it was not altered. Two kinds:
//  - 'assignment': the coordinator's bank → one reviewer: their items of one open round (the item
//    versions as assigned; keys only when the plan has reviewers check them, and then sealed under a
//    passphrase), the round's plan, and a per-package token;
//  - 'return': the reviewer's copy → the coordinator: that reviewer's decisions (revisions carried
//    whole) and comments, MAC'd with the package's token.
// The coordinator's bank keeps each token it issued (beside the keys, not in the bank file), so a
// returned package that was edited, made up, or made for another bank or round is refused. Pure:
// the envelope is built and checked here; reading and writing files is the services' job.
import crypto from 'node:crypto'
import { z } from 'zod'
import { ReviewPlanSchema } from './plan'
import { DECISION_KINDS, REASON_CODES } from './reasons'

export const PACKAGE_FORMAT = 'medbench-review-package'
export const PACKAGE_VERSION = 1

const Id = z.string().min(1).max(200)
const Iso = z.string().min(10).max(40)

export const PackageHeaderSchema = z
  .object({
    kind: z.enum(['assignment', 'return']),
    packageId: z.string().min(8).max(100),
    /** The coordinator's bank (its uid) and, for people, its file name. */
    bank: z.object({ uid: z.string().min(8).max(100), name: z.string().max(500) }).strict(),
    round: z.object({ id: z.number().int().min(1), number: z.number().int().min(1), of: z.number().int().min(1) }).strict(),
    reviewer: z.object({ id: Id, name: z.string().max(200) }).strict(),
    createdAt: Iso,
    createdBy: z.string().max(200),
    items: z.number().int().min(0),
    decisions: z.number().int().min(0).optional(),
    /** An assignment package carries keys (sealed under a passphrase). */
    keys: z.boolean(),
  })
  .strict()
export type PackageHeader = z.output<typeof PackageHeaderSchema>

export const PackageItemSchema = z
  .object({
    id: Id,
    /** The item's version in the coordinator's bank when it was assigned: what the reviewer judges. */
    version: z.number().int().min(1),
    /** The item as stored (validated again on opening). */
    data: z.unknown(),
  })
  .strict()

export const AssignmentBodySchema = z
  .object({
    plan: ReviewPlanSchema,
    /** Handed to the reviewer's copy, which MACs the return with it. */
    token: z.string().min(32).max(200),
    items: z.array(PackageItemSchema).max(1_000_000),
    /** The sealed keys file (keysCrypto), base64, when header.keys. */
    sealedKeys: z.string().optional(),
  })
  .strict()
export type AssignmentBody = z.output<typeof AssignmentBodySchema>

export const PackageDecisionSchema = z
  .object({
    decisionId: z.string().min(8).max(100),
    itemId: Id,
    /** The version in the coordinator's bank the decision was made on (from the assignment package). */
    baseVersion: z.number().int().min(1),
    kind: z.enum(DECISION_KINDS),
    reasons: z.array(z.enum(REASON_CODES)).max(REASON_CODES.length),
    comment: z.string().max(4000).nullable(),
    confidence: z.number().int().min(1).max(5).nullable(),
    seconds: z.number().min(0).max(7 * 24 * 3600).nullable(),
    /** Revise: the whole item as the reviewer would have it. */
    revisedItem: z.unknown().optional(),
    decidedAt: Iso,
  })
  .strict()
export type PackageDecision = z.output<typeof PackageDecisionSchema>

export const PackageCommentSchema = z
  .object({ itemId: Id, body: z.string().min(1).max(4000), createdAt: Iso })
  .strict()
export type PackageComment = z.output<typeof PackageCommentSchema>

export const ReturnBodySchema = z
  .object({
    decisions: z.array(PackageDecisionSchema).max(1_000_000),
    comments: z.array(PackageCommentSchema).max(1_000_000),
  })
  .strict()
export type ReturnBody = z.output<typeof ReturnBodySchema>

/** The file's JSON: the header and body as written (the body as its exact JSON text, which the MAC covers). */
export const EnvelopeSchema = z
  .object({
    format: z.literal(PACKAGE_FORMAT),
    version: z.literal(PACKAGE_VERSION),
    header: z.unknown(),
    body: z.string(),
    mac: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict()
export type Envelope = z.output<typeof EnvelopeSchema>

/** HMAC-SHA256 under the package's token over the header and the body's hash. */
export function packageMac(token: string, header: PackageHeader, body: string): string {
  const bodyHash = crypto.createHash('sha256').update(body, 'utf8').digest('hex')
  return crypto
    .createHmac('sha256', Buffer.from(token, 'base64url'))
    .update(`${PACKAGE_FORMAT}\n${PACKAGE_VERSION}\n${JSON.stringify(header)}\n${bodyHash}`, 'utf8')
    .digest('hex')
}

export function seal(token: string, header: PackageHeader, body: unknown): Envelope {
  const text = JSON.stringify(body)
  return { format: PACKAGE_FORMAT, version: PACKAGE_VERSION, header, body: text, mac: packageMac(token, header, text) }
}

/** The MAC matches (compared in constant time). */
export function macMatches(token: string, header: PackageHeader, body: string, mac: string): boolean {
  const want = Buffer.from(packageMac(token, header, body), 'hex')
  const got = Buffer.from(mac, 'hex')
  return want.length === got.length && crypto.timingSafeEqual(want, got)
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}
