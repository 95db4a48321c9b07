// The item model shared by every layer (DESIGN.md §2). Pure: zod schemas and the types inferred from
// them, so that importers, the store, the hosts and the renderer all validate against one definition.
import { z } from 'zod'
import type { RowSummary } from './rowSummary'

export const TRACKS = ['llm', 'multimodal', 'agent'] as const
export const DIMENSIONS = ['knowledge_qa', 'understanding', 'generation', 'reasoning', 'safety_ethics'] as const
export const ITEM_TYPES = [
  'single_choice',
  'multi_choice',
  'true_false',
  'cloze',
  'extraction',
  'open_ended',
  'multi_turn',
] as const
// 'adjudication': reviewers disagreed and the item waits for its adjudicator (issue 7); the round an
// item is in lives in the review tables, not here.
export const ITEM_STATUSES = ['draft', 'in_review', 'adjudication', 'approved', 'rejected', 'released'] as const

export type Track = (typeof TRACKS)[number]
export type Dimension = (typeof DIMENSIONS)[number]
export type ItemType = (typeof ITEM_TYPES)[number]
export type ItemStatus = (typeof ITEM_STATUSES)[number]

/** Choice letters are upper-case A–Z; a bank never stores full-width or lower-case letters. */
export const LetterSchema = z.string().regex(/^[A-Z]$/, 'option letter must be one of A–Z')

export const SpecialtySchema = z.object({
  primary: z.string().min(1),
  secondary: z.string().min(1).optional(),
})

export const AttachmentSchema = z.object({
  kind: z.literal('image'),
  /** Relative path as the source gave it (e.g. MedBench `img_path`); the bytes are not in the bank. */
  path: z.string().min(1),
})

export const TurnSchema = z.object({
  role: z.enum(['patient', 'doctor', 'user', 'assistant', 'system']),
  text: z.string(),
})

/**
 * What a MedBench platform question file held for one record, beyond its prompt, so that a run's
 * submission can write the record back exactly (services/runs/submission.ts). Never the record's
 * `answer`: a filled answer in a question file is a key, and keys live in the keys file. Optional
 * everywhere: banks imported before it was kept have none, and a submission names those items.
 */
export const PlatformRecordSchema = z.object({
  /** The question file's base name as imported ("LLM_MedExam.jsonl"). */
  file: z.string().min(1).max(255),
  /** 0-based position among the file's records as the importer read them (blank lines not counted). */
  index: z.number().int().min(0),
  /** The record's top-level field names in the order it wrote them ("question", "answer", "other"…). */
  fields: z.array(z.string().max(200)).max(1000),
  /** `other` exactly as written: id, source and anything else the platform put there. */
  other: z.unknown(),
  /** Other top-level fields as written (img_path, …); never question, answer or other. */
  extra: z.record(z.string(), z.unknown()).optional(),
  /**
   * The question as written, only when it is not the variant's prompt itself (a value that is not a
   * string, which the prompt holds as text): the prompt is kept verbatim otherwise, never trimmed.
   */
  question: z.unknown().optional(),
})
export type PlatformRecord = z.infer<typeof PlatformRecordSchema>

/**
 * One presented form of an item: MedBench hands out the same single-choice stem several times with
 * its options shuffled. `order[i]` is the canonical letter shown at position i, so presented letter
 * String.fromCharCode(65 + i) means canonical letter order[i].
 */
export const VariantSchema = z.object({
  prompt: z.string(),
  order: z.array(LetterSchema),
  /** 1-based line of the source file the variant came from. */
  line: z.number().int().positive().optional(),
  /** MedBench platform records: what a submission needs to write the record back. */
  record: PlatformRecordSchema.optional(),
})

export const SourceSchema = z.object({
  /** Dataset name, e.g. "CMExam", "CMMLU", "MedBench". */
  name: z.string().min(1),
  licence: z.string().optional(),
  /** Subject, task or category the source itself uses (CMMLU subject, MedBench task, CMtMedQA cate1). */
  subject: z.string().optional(),
  /** Where in the source: original id, row index or file:line. */
  ref: z.string().optional(),
})

export const ItemSchema = z.object({
  id: z.string().min(1).max(200),
  track: z.enum(TRACKS),
  dimension: z.enum(DIMENSIONS),
  specialty: SpecialtySchema,
  type: z.enum(ITEM_TYPES),
  /** Task name used for aggregation (e.g. "MedExam", "CMMLU/anatomy"). */
  task: z.string().min(1),
  stem: z.string().trim().min(1, 'stem is empty'),
  options: z.record(LetterSchema, z.string()).optional(),
  attachments: z.array(AttachmentSchema).optional(),
  context: z
    .object({
      /** Instructions that precede the question (platform prompt template, task description). */
      instruction: z.string().optional(),
      /** Case description (CMB-Clin) or other material the question refers to. */
      case: z.string().optional(),
      /** Earlier dialogue turns (CMtMedQA). */
      history: z.array(TurnSchema).optional(),
    })
    .optional(),
  variants: z.array(VariantSchema).optional(),
  source: SourceSchema,
  tags: z.array(z.string()).optional(),
})
export type Item = z.infer<typeof ItemSchema>
export type Variant = z.infer<typeof VariantSchema>

export const RubricCriterionSchema = z.object({
  criterion: z.string().min(1),
  /** May be negative (HealthBench): a met negative criterion subtracts. */
  points: z.number(),
  tags: z.array(z.string()).optional(),
})
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>

export const ItemKeySchema = z.object({
  /** Choice items: the correct canonical letters, sorted, e.g. "B" or "ACE". True/false: "T" or "F". */
  answer: z.string().regex(/^[A-Z]+$/, 'answer must be upper-case letters').optional(),
  /** Reference answer text for open-ended, generation, cloze and multi-turn items. */
  reference: z.string().optional(),
  /** Cloze: every accepted answer (the reference is accepted too). */
  accepted: z.array(z.string()).optional(),
  /** Extraction: the gold tuples, each a list of strings (entity, or head/relation/tail). */
  tuples: z.array(z.array(z.string())).optional(),
  keyPoints: z.array(z.string()).optional(),
  rubric: z.array(RubricCriterionSchema).optional(),
  explanation: z.string().optional(),
})
export type ItemKey = z.infer<typeof ItemKeySchema>

export interface ItemRow {
  id: string
  track: Track
  dimension: Dimension
  specialtyPrimary: string
  specialtySecondary: string | null
  type: ItemType
  status: ItemStatus
  source: string
  task: string
  stem: string
  /** What tells the row apart when stems repeat: the case's title, or the dialogue's first question. */
  summary: RowSummary | null
  options: Record<string, string> | null
  version: number
  updatedAt: string
  /** In search results: where the query was found, so a row matched only by its case text still shows why. */
  match?: SearchMatch
}

/** The first field of an item that holds a search query, with a short excerpt around it. */
export interface SearchMatch {
  field: 'stem' | 'option' | 'instruction' | 'case' | 'history' | 'id' | 'source'
  /** The option's letter, or the dialogue turn's number counted from 1. */
  at?: string | number
  /** Up to about 80 characters of the field around the query; line breaks as spaces, '…' where cut. */
  excerpt: string
  /** Where the query sits in `excerpt` (UTF-16 offsets), for highlighting. */
  start: number
  length: number
}

export const CHOICE_TYPES: ReadonlySet<ItemType> = new Set(['single_choice', 'multi_choice', 'true_false'])
