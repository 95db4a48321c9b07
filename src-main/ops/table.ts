// The operation table: every domain's operations merged into one, so each host exposes all of them
// the same way and the renderer imports one TYPE. A name defined by two domains fails at load time.
import type { z } from 'zod'
import { appOps } from './app'
import { auditOps } from './audit'
import { bankOps } from './bank'
import type { OpDef } from './define'
import { importOps } from './imports'
import { itemOps } from './items'
import { keyOps } from './keys'
import { runOps } from './runs'
import { endpointOps } from './endpoints'
import { scoringOps } from './scoring'
import { taxonomyOps } from './taxonomy'
import { userOps } from './users'
import { reviewOps } from './review'
import { poolOps } from './pools'
import { agreementOps } from './agreement'
import { judgeOps } from './judge'
import { gradingOps } from './grading'
import { preferenceOps } from './preference'

const DOMAINS = [appOps, userOps, bankOps, itemOps, importOps, keyOps, taxonomyOps, scoringOps, runOps, endpointOps, auditOps, reviewOps, poolOps, agreementOps, judgeOps, gradingOps, preferenceOps] as const

function merge<T extends readonly Record<string, OpDef<z.ZodType, unknown>>[]>(domains: T): UnionToIntersection<T[number]> {
  const out: Record<string, OpDef<z.ZodType, unknown>> = {}
  for (const d of domains) {
    for (const [name, def] of Object.entries(d)) {
      if (name in out) throw new Error(`operation defined twice: ${name}`)
      out[name] = def
    }
  }
  return out as UnionToIntersection<T[number]>
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never

export const ops = merge(DOMAINS)

export type OpTable = typeof appOps & typeof userOps & typeof bankOps & typeof itemOps & typeof importOps & typeof keyOps & typeof taxonomyOps & typeof scoringOps & typeof runOps & typeof endpointOps & typeof auditOps & typeof reviewOps & typeof poolOps & typeof agreementOps & typeof judgeOps & typeof gradingOps & typeof preferenceOps
export type OpName = keyof OpTable
export type OpInput<N extends OpName> = z.input<OpTable[N]['input']>
export type OpOutput<N extends OpName> = Awaited<ReturnType<OpTable[N]['run']>>
export type { ImportFileResult, ImportJobProgress, ImportJobResult } from './imports'
