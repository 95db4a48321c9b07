// What a run is (DESIGN §1, issue 6): endpoint(s) + item selection + prompt template + dynamic-evaluation
// settings + seed + limits. One zod schema validates it for every host and is stored with the run, so
// the run can be repeated from its record. Secrets are not part of it: an endpoint names where its key
// comes from, never the key.
import { z } from 'zod'

const HeaderName = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not a valid header name')
/** Headers that carry credentials: refused in a stored profile, a key goes through apiKeyEnv or a stored secret. */
const SECRET_HEADERS = /^(authorization|api-key|x-api-key|proxy-authorization|cookie)$/i

/** An environment variable's name (the variable holds an API key; the name is not secret). */
export const EnvVarNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'not an environment variable name')

/** A saved endpoint profile's name: what the picker shows and `--profile NAME` names. */
export const ProfileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'a profile name has no control characters')

const Urls = z.array(z.url({ protocol: /^https?$/ })).min(1).max(64)
const Model = z.string().min(1).max(200)
const Concurrency = z.number().int().min(1).max(1024)
const TimeoutMs = z.number().int().min(1000).max(3_600_000)
const ParamShapes = {
  temperature: z.number().min(0).max(2),
  top_p: z.number().min(0).max(1),
  max_tokens: z.number().int().min(1).max(1_000_000),
  seed: z.number().int(),
  stop: z.array(z.string().max(100)).max(4),
}
const Params = z.object({
  temperature: ParamShapes.temperature.optional(),
  top_p: ParamShapes.top_p.optional(),
  max_tokens: ParamShapes.max_tokens.optional(),
  seed: ParamShapes.seed.optional(),
  stop: ParamShapes.stop.optional(),
})
/** Passed through to the server as extra body fields (e.g. chat_template_kwargs). */
const ExtraBody = z.record(z.string(), z.unknown())
const Headers = z
  .record(HeaderName, z.string().max(1000))
  .refine((h) => !Object.keys(h).some((k) => SECRET_HEADERS.test(k)), 'credentials do not go in headers: name an environment variable with apiKeyEnv, or store the key with the profile')

/**
 * What a saved profile holds of an endpoint: the same fields, with the same defaults, and no key
 * (a profile says separately where its key comes from: core/run/profile.ts).
 */
export const EndpointFieldsSchema = z.object({
  /** One base URL per replica (vLLM/SGLang behind one model name): the runner spreads requests. */
  urls: Urls,
  model: Model,
  /** Requests in flight per replica (the adaptive mode starts here and moves within 1…2×). */
  concurrency: Concurrency.default(8),
  adaptive: z.boolean().default(false),
  stream: z.boolean().default(false),
  timeoutMs: TimeoutMs.default(120_000),
  params: Params.default({}),
  extraBody: ExtraBody.optional(),
  headers: Headers.optional(),
})
export type EndpointFields = z.output<typeof EndpointFieldsSchema>

/** An endpoint as a run uses it: the profile's fields and where its key comes from. */
export const EndpointSpecSchema = EndpointFieldsSchema.extend({
  /** CLI: the environment variable holding the API key (--api-key-env). */
  apiKeyEnv: EnvVarNameSchema.optional(),
  /**
   * The key is the stored secret of the profile of this name, kept by the host's SecretStore (never
   * the key itself). Set only by resolving a profile (services/endpoints/profiles.ts), never from input.
   */
  apiKeySecret: ProfileNameSchema.optional(),
  /** The saved profile this endpoint was made from, for the record (manifest, run details). */
  profile: ProfileNameSchema.optional(),
}).refine((e) => !(e.apiKeyEnv && e.apiKeySecret), 'an endpoint takes its key from an environment variable or a stored secret, not both')
export type EndpointSpec = z.output<typeof EndpointSpecSchema>

/**
 * Changes to a profile for one run (`run.start` with `profile` and `endpoint`): no defaults, so a
 * field left out stays as the profile has it. Parameters merge one by one (null removes one);
 * urls, headers and extra body replace the profile's whole. apiKeyEnv replaces the profile's key.
 */
export const EndpointOverridesSchema = z.object({
  urls: Urls.optional(),
  model: Model.optional(),
  concurrency: Concurrency.optional(),
  adaptive: z.boolean().optional(),
  stream: z.boolean().optional(),
  timeoutMs: TimeoutMs.optional(),
  params: z
    .object({
      temperature: ParamShapes.temperature.nullable().optional(),
      top_p: ParamShapes.top_p.nullable().optional(),
      max_tokens: ParamShapes.max_tokens.nullable().optional(),
      seed: ParamShapes.seed.nullable().optional(),
      stop: ParamShapes.stop.nullable().optional(),
    })
    .optional(),
  extraBody: ExtraBody.optional(),
  headers: Headers.optional(),
  apiKeyEnv: EnvVarNameSchema.optional(),
})
export type EndpointOverrides = z.output<typeof EndpointOverridesSchema>

export const DynamicSpecSchema = z.object({
  /** One seeded option permutation per sample, answers mapped back. */
  permute: z.boolean().default(false),
  /** Every rotation of the options; an item counts only if all are right. */
  circular: z.boolean().default(false),
  samples: z.number().int().min(1).max(20).default(1),
})

/** Filters of the bank view, by facet name (checked against the bank's facets when the run is planned). */
const FiltersSchema = z.record(z.string(), z.array(z.string().max(200)).max(200))
const TagSchema = z.string().trim().min(1).max(200)

/**
 * Where few-shot examples come from: a dev split of the bank, by tag (CMMLU's `split:dev`), by the bank
 * view's filters and search, or by listed ids (which then stand for filters and search, as in a run's
 * selection); a tag applies on top. Never the items the run asks about: planning refuses a dev split
 * that overlaps them.
 */
export const DevSelectionSchema = z
  .object({
    tag: TagSchema.optional(),
    filters: FiltersSchema.optional(),
    search: z.string().max(200).optional(),
    ids: z.array(z.string().min(1).max(200)).max(100_000).optional(),
  })
  .refine(
    (d) => !!d.tag || !!d.search?.trim() || (d.ids?.length ?? 0) > 0 || Object.values(d.filters ?? {}).some((v) => v.length > 0),
    '请指定示例来源：标签、筛选、搜索或题目编号 / name the dev split: a tag, filters, a search or ids',
  )
export type DevSelection = z.output<typeof DevSelectionSchema>

/** Examples per question when a few-shot template does not say. */
export const DEFAULT_SHOTS = 5

export const TemplateSpecSchema = z
  .object({
    kind: z.enum(['zero-shot', 'few-shot']).default('zero-shot'),
    lang: z.enum(['zh', 'en']).default('zh'),
    system: z.string().max(20_000).optional(),
    /** Few-shot: solved examples before each question (0–10). */
    shots: z.number().int().min(0).max(10).optional(),
    /** Few-shot: the dev split the examples are drawn from. */
    dev: DevSelectionSchema.optional(),
  })
  .superRefine((t, ctx) => {
    if (t.kind === 'few-shot' && !t.dev) ctx.addIssue({ code: 'custom', path: ['dev'], message: '少样本模板需要指定示例来源（dev） / a few-shot template needs a dev split (dev)' })
    if (t.kind === 'zero-shot' && (t.dev || t.shots !== undefined)) {
      ctx.addIssue({ code: 'custom', path: [t.dev ? 'dev' : 'shots'], message: '示例数和示例来源只用于少样本模板 / shots and dev belong to a few-shot template (kind: few-shot)' })
    }
  })
  // The number of shots is written into the stored spec, so the record says it even when defaulted.
  .transform((t) => (t.kind === 'few-shot' ? { ...t, shots: t.shots ?? DEFAULT_SHOTS } : t))
export type TemplateSpec = z.output<typeof TemplateSpecSchema>

/** "50" (responses) or "5%" (of the run's tasks). */
export const ErrorBudgetSchema = z.string().regex(/^\d+(\.\d+)?%?$/, 'write a count (50) or a share (5%)')

export const RunSpecSchema = z.object({
  endpoint: EndpointSpecSchema,
  selection: z
    .object({
      filters: FiltersSchema.optional(),
      search: z.string().max(200).optional(),
      /** Items carrying any of these tags (CMMLU's `split:test`), on top of the filters. */
      tags: z.array(TagSchema).max(50).optional(),
      ids: z.array(z.string().min(1).max(200)).max(1_000_000).optional(),
      /** A seeded subset of this many items (a rotating pool). */
      pool: z.number().int().min(1).optional(),
      /** The first N items (after the pool is drawn). */
      limit: z.number().int().min(1).optional(),
    })
    .default({}),
  dynamic: DynamicSpecSchema.default({ permute: false, circular: false, samples: 1 }),
  template: TemplateSpecSchema.default({ kind: 'zero-shot', lang: 'zh' }),
  seed: z.number().int().min(0).max(2 ** 31 - 1).default(1),
  limits: z
    .object({
      /** Tries per request, the first included. */
      maxAttempts: z.number().int().min(1).max(20).default(4),
      /** Failed responses after which the run stops as failed. */
      maxErrors: ErrorBudgetSchema.optional(),
    })
    .default({ maxAttempts: 4 }),
  /** Take a stored answer to the identical request from an earlier run instead of paying again. */
  cache: z.boolean().default(true),
  /**
   * Where the items' images are (attachment paths are relative to it). Default: the bank's folder
   * (the importer records the platform file's name, not its folder). Stored absolute with the run.
   */
  images: z.string().trim().min(1).max(4096).optional(),
})
export type RunSpec = z.output<typeof RunSpecSchema>
export type RunSpecInput = z.input<typeof RunSpecSchema>

/** An endpoint as a caller gives it without a profile: everything but what only a profile can set. */
export const EndpointInputSchema = EndpointFieldsSchema.extend({ apiKeyEnv: EnvVarNameSchema.optional() })

/**
 * `run.start`: a run spec whose endpoint is either given whole, or a saved profile (`profile`) with
 * changes for this run (`endpoint`, see EndpointOverridesSchema). The profile is resolved in one place,
 * services/endpoints/profiles.ts, whichever host asks.
 */
export const RunStartInputSchema = RunSpecSchema.omit({ endpoint: true })
  .extend({
    profile: ProfileNameSchema.optional(),
    // Checked below against the schema that applies (typed here for callers).
    endpoint: z.custom<z.input<typeof EndpointInputSchema> | z.input<typeof EndpointOverridesSchema>>().optional(),
  })
  .superRefine((input, ctx) => {
    // Without a profile the endpoint is complete; with one, it holds only the changes. Either way its
    // problems are reported at their own path (endpoint.urls → --endpoint in the CLI).
    const schema = input.profile ? EndpointOverridesSchema : EndpointInputSchema
    const r = schema.safeParse(input.endpoint ?? {})
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ ...issue, path: ['endpoint', ...issue.path] } as z.core.$ZodRawIssue)
  })
  .transform((input) => {
    const schema = input.profile ? EndpointOverridesSchema : EndpointInputSchema
    return { ...input, endpoint: schema.parse(input.endpoint ?? {}) as EndpointOverrides | z.output<typeof EndpointInputSchema> }
  })
export type RunStartInput = z.output<typeof RunStartInputSchema>

/** The error budget as a count for a run of `tasks` requests; Infinity without one. */
export function errorBudget(spec: string | undefined, tasks: number): number {
  if (!spec) return Infinity
  return spec.endsWith('%') ? Math.floor((Number(spec.slice(0, -1)) / 100) * tasks) : Number(spec)
}
