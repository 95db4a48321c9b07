// How much of a stated item set a score stands on: per group, how many items the set has, how many
// were answered and scored, how many had no response, and how many could not be scored (no key).
// A number a user reads is honest about its base only with these beside it. Pure.

export type ItemState = 'scored' | 'missing' | 'unscorable'

export interface CoverageItem {
  track: string
  dimension: string
  task: string
  specialtyPrimary: string
  source: string
  state: ItemState
}

export interface Coverage {
  /** Items of the set in this group. */
  nItems: number
  /** Answered and scored. */
  nScored: number
  /** No response at all (scored 0 unless the answered-only reading was asked for). */
  nMissing: number
  /** Answered but not scorable (no key, or the key lacks what the type needs). */
  nUnscorable: number
}

export const EMPTY_COVERAGE: Coverage = { nItems: 0, nScored: 0, nMissing: 0, nUnscorable: 0 }

export interface CoverageTable {
  overall: Coverage
  byTrack: Map<string, Coverage>
  byDimension: Map<string, Coverage>
  byTask: Map<string, Coverage>
  bySpecialty: Map<string, Coverage>
  bySource: Map<string, Coverage>
}

/** Keys used in the maps: "track", "track/dimension", "track/dimension/task", specialty, source. */
export function coverageTable(items: Iterable<CoverageItem>): CoverageTable {
  const t: CoverageTable = {
    overall: { ...EMPTY_COVERAGE },
    byTrack: new Map(),
    byDimension: new Map(),
    byTask: new Map(),
    bySpecialty: new Map(),
    bySource: new Map(),
  }
  const bump = (map: Map<string, Coverage>, key: string, state: ItemState) => {
    let c = map.get(key)
    if (!c) map.set(key, (c = { ...EMPTY_COVERAGE }))
    add(c, state)
  }
  for (const it of items) {
    add(t.overall, it.state)
    bump(t.byTrack, it.track, it.state)
    bump(t.byDimension, `${it.track}/${it.dimension}`, it.state)
    bump(t.byTask, `${it.track}/${it.dimension}/${it.task}`, it.state)
    bump(t.bySpecialty, it.specialtyPrimary, it.state)
    bump(t.bySource, it.source, it.state)
  }
  return t
}

function add(c: Coverage, state: ItemState): void {
  c.nItems++
  if (state === 'scored') c.nScored++
  else if (state === 'missing') c.nMissing++
  else c.nUnscorable++
}
