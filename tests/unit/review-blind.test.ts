import { describe, expect, it } from 'vitest'
import type { Role } from '../../src-main/core/actors'
import { pseudonyms, visibleDecisions } from '../../src-main/core/review/blind'
import type { Decision } from '../../src-main/core/review/decision'
import { DECISION_KINDS } from '../../src-main/core/review/reasons'

// Round 1: alice, bob, carol; round 2: carol, dave. erin is a reviewer not on this item.
const ASSIGNED = [
  ['alice', 'bob', 'carol'],
  ['carol', 'dave'],
]
const SLOTS = ASSIGNED.flatMap((ids, r) => ids.map((id) => ({ round: r + 1, reviewerId: id })))
const VIEWERS: { id: string; role: Role }[] = [
  ...['alice', 'bob', 'carol', 'dave', 'erin'].map((id) => ({ id, role: 'reviewer' as Role })),
  { id: 'judy', role: 'adjudicator' },
  { id: 'ed', role: 'editor' },
  { id: 'cora', role: 'coordinator' },
]
const PEOPLE = ['alice', 'bob', 'carol', 'dave', 'erin']

/** Every way the five slots can hold no decision or one of the three kinds: 4^5 = 1024 sets. */
function* decisionSets(): Generator<Decision[]> {
  for (let code = 0; code < 4 ** SLOTS.length; code++) {
    const out: Decision[] = []
    let c = code
    SLOTS.forEach((slot, i) => {
      const pick = c % 4
      c = Math.floor(c / 4)
      if (pick === 3) return
      const kind = DECISION_KINDS[pick]
      out.push({
        itemId: 'q1',
        round: slot.round,
        reviewerId: slot.reviewerId,
        kind,
        reasons: kind === 'approve' ? [] : ['ambiguous_stem'],
        // A token per decision: if it shows anywhere in the output, the decision was shown.
        comment: `token-${i}`,
        ...(kind === 'revise' ? { revision: `rev-${i}` } : {}),
        seconds: 30,
        decidedAt: '2026-12-01T08:00:00Z',
      })
    })
    yield out
  }
}

/** The rule, written independently of blind.ts: may `viewer` see decision `d`? */
function oracle(viewer: { id: string; role: Role }, d: Decision, open: Set<number>): boolean {
  if (viewer.role === 'coordinator') return true
  if (viewer.role === 'reviewer' && d.reviewerId === viewer.id) return true
  if (open.has(d.round)) return false
  // A reviewer still reviewing the item in an open round sees nobody else's decisions on it.
  if (viewer.role === 'reviewer' && [...open].some((r) => ASSIGNED[r - 1].includes(viewer.id))) return false
  if (viewer.role === 'reviewer') return ASSIGNED[d.round - 1].includes(viewer.id)
  return true
}

describe('review blindness', () => {
  it('shows each viewer exactly what the rule allows, over every decision set, round state and viewer', () => {
    const roundStates = [new Set([1, 2]), new Set([1]), new Set([2]), new Set<number>()]
    let checked = 0
    let hiddenWhileOpen = 0
    // Plain checks collected, one expect at the end: 73,728 views × several checks each.
    const problems: string[] = []
    for (const decisions of decisionSets()) {
      for (const open of roundStates) {
        for (const adjudicatorSeesNames of [false, true]) {
          for (const viewer of VIEWERS) {
            const shown = visibleDecisions({ viewer, plan: { adjudicatorSeesNames }, itemId: 'q1', decisions, openRounds: open, assigned: ASSIGNED })
            const text = JSON.stringify(shown)
            const where = `${viewer.role} ${viewer.id}, open ${[...open]}, ${JSON.stringify(decisions.map((d) => [d.reviewerId, d.round, d.kind]))}`
            for (const d of decisions) {
              const may = oracle(viewer, d, open)
              const times = text.split(`"${d.comment}"`).length - 1
              if (times !== (may ? 1 : 0)) problems.push(`${where}: ${d.reviewerId}'s round ${d.round} decision shown ${times} times`)
              if (!may && open.has(d.round)) hiddenWhileOpen++
            }
            // While a round is open a reviewer sees only their own decision in it.
            for (const s of shown) {
              if (viewer.role === 'reviewer' && open.has(s.round) && !(s.reviewer.kind === 'self' && s.reviewer.id === viewer.id)) problems.push(`${where}: saw ${JSON.stringify(s.reviewer)}`)
            }
            // Names: nobody but the coordinator (and the adjudicator when the plan allows) sees another
            // reviewer's id anywhere in what is returned.
            const seesNames = viewer.role === 'coordinator' || (viewer.role === 'adjudicator' && adjudicatorSeesNames)
            if (!seesNames) for (const p of PEOPLE) if (p !== viewer.id && text.includes(p)) problems.push(`${where}: saw the name ${p}`)
            if (seesNames && !shown.every((s) => s.reviewer.kind === 'named')) problems.push(`${where}: names hidden`)
            checked++
          }
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([])
    expect(checked).toBe(1024 * 4 * 2 * VIEWERS.length)
    expect(hiddenWhileOpen).toBeGreaterThan(10_000)
  })

  it('keeps a reviewer of the open round 2 from seeing round 1’s other decisions, but not one who is done', () => {
    const decisions: Decision[] = [
      { itemId: 'q1', round: 1, reviewerId: 'alice', kind: 'reject', reasons: ['factual_error'], decidedAt: 'x' },
      { itemId: 'q1', round: 1, reviewerId: 'carol', kind: 'approve', reasons: [], decidedAt: 'x' },
    ]
    const view = (id: string) =>
      visibleDecisions({ viewer: { id, role: 'reviewer' }, plan: { adjudicatorSeesNames: false }, itemId: 'q1', decisions, openRounds: new Set([2]), assigned: ASSIGNED }).map((s) => [s.reviewer.kind, s.kind])
    expect(view('carol')).toEqual([['self', 'approve']])
    expect(view('alice')).toEqual([['self', 'reject'], ['pseudonym', 'approve']])
    expect(view('dave')).toEqual([])
  })

  it('numbers reviewers stably per item: by first round, the same for every viewer and round', () => {
    const n = pseudonyms('q1', ASSIGNED)
    expect(new Set(n.values())).toEqual(new Set([1, 2, 3, 4]))
    // Round 1's reviewers are 1–3, the newcomer of round 2 is 4.
    expect(n.get('dave')).toBe(4)
    const decisions: Decision[] = ASSIGNED.flatMap((ids, r) =>
      ids.map((id) => ({ itemId: 'q1', round: r + 1, reviewerId: id, kind: 'approve' as const, reasons: [], decidedAt: 'x' })),
    )
    const forEditor = visibleDecisions({ viewer: { id: 'ed', role: 'editor' }, plan: { adjudicatorSeesNames: false }, itemId: 'q1', decisions, openRounds: new Set(), assigned: ASSIGNED })
    const forJudy = visibleDecisions({ viewer: { id: 'judy', role: 'adjudicator' }, plan: { adjudicatorSeesNames: false }, itemId: 'q1', decisions, openRounds: new Set(), assigned: ASSIGNED })
    expect(forJudy).toEqual(forEditor)
    // carol decided in both rounds: the same pseudonym both times.
    const carol = forEditor.filter((_, i) => decisions[i].reviewerId === 'carol').map((s) => s.reviewer)
    expect(carol).toHaveLength(2)
    expect(carol[0]).toEqual(carol[1])
    expect(carol[0]).toEqual({ kind: 'pseudonym', n: n.get('carol'), label: { zh: `审核人 ${n.get('carol')}`, en: `Reviewer ${n.get('carol')}` } })
  })

  it('does not number the same reviewers the same way on every item', () => {
    const orders = new Set(Array.from({ length: 40 }, (_, i) => [...pseudonyms(`q${i}`, [['alice', 'bob', 'carol']]).entries()].map(([id, k]) => `${id}${k}`).join()))
    expect(orders.size).toBeGreaterThan(3)
  })

  it('drops fields the store may have attached, and refuses another item’s decisions', () => {
    const d = { itemId: 'q1', round: 1, reviewerId: 'alice', kind: 'approve', reasons: [], decidedAt: 'x', reviewerName: 'Dr Alice Wang', institution: 'PUMCH' } as Decision
    const shown = visibleDecisions({ viewer: { id: 'judy', role: 'adjudicator' }, plan: { adjudicatorSeesNames: false }, itemId: 'q1', decisions: [d], openRounds: new Set(), assigned: ASSIGNED })
    expect(JSON.stringify(shown)).not.toMatch(/Alice|PUMCH|alice/)
    expect(() =>
      visibleDecisions({ viewer: { id: 'cora', role: 'coordinator' }, plan: { adjudicatorSeesNames: true }, itemId: 'q2', decisions: [d], openRounds: new Set(), assigned: ASSIGNED }),
    ).toThrow(/decisions of item "q1" were passed when showing item "q2"/)
  })
})
