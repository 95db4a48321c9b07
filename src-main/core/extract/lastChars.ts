// The characters a regular expression's match can end with, read from its source, so that a look-behind
// of many alternatives ("(?<=(cue|cue|…)filler)") runs only the alternatives that can end where the
// text lets one end. V8 runs a look-behind backwards and tries its branches one by one: a look-behind of
// 261 cues cost 10–25 µs at every letter, most of a reading's time.
//
// The analysis reads the source backwards (each sequence's terms in reverse order, look-arounds, anchors
// and word boundaries dropped, since they match nothing) and takes that source's first characters
// (firstChars.ts): a superset of the true last characters, or null when any character may end a match.
import { alternativesOf, firstCharList, openGroup, quantifier, type Scan } from './firstChars'

/** `source` with every sequence's terms in reverse order and its zero-width terms dropped. */
export function reversedSource(source: string): string {
  const s = { src: source, i: 0 }
  const out = alternation(s)
  if (s.i !== source.length) throw new Error(`reversedSource: unbalanced ")" at ${s.i}`)
  return out
}

function alternation(s: Scan): string {
  const parts = [sequence(s)]
  while (s.src[s.i] === '|') {
    s.i++
    parts.push(sequence(s))
  }
  return parts.join('|')
}

function sequence(s: Scan): string {
  const terms: string[] = []
  while (s.i < s.src.length && s.src[s.i] !== '|' && s.src[s.i] !== ')') {
    const t = term(s)
    const from = s.i
    quantifier(s)
    if (t !== '') terms.push(t + s.src.slice(from, s.i))
  }
  return terms.reverse().join('')
}

/** One term read backwards: '' for a zero-width one, "." where it may match anything (a back-reference). */
function term(s: Scan): string {
  const src = s.src
  const c = src[s.i]
  if (c === '(') {
    const lookaround = openGroup(s)
    const inner = alternation(s)
    s.i++ // ')'
    return lookaround ? '' : `(?:${inner})`
  }
  if (c === '^' || c === '$') {
    s.i++
    return ''
  }
  if (c === '[') {
    const from = s.i
    s.i++
    if (src[s.i] === '^') s.i++
    if (src[s.i] === ']') s.i++
    while (s.i < src.length && src[s.i] !== ']') s.i += src[s.i] === '\\' ? 2 : 1
    s.i++
    return src.slice(from, s.i)
  }
  if (c === '\\') {
    const e = src[s.i + 1]
    if (e === 'b' || e === 'B') {
      s.i += 2
      return ''
    }
    if ((e >= '1' && e <= '9') || e === 'k') {
      s.i += 2
      if (e === 'k') s.i = src.indexOf('>', s.i) + 1
      else while (src[s.i] >= '0' && src[s.i] <= '9') s.i++
      return '.'
    }
    const from = s.i
    s.i += 2
    if (e === 'u') s.i += 4
    else if (e === 'x') s.i += 2
    else if (e === 'c') s.i += 1
    else if (e === 'p' || e === 'P') s.i = src.indexOf('}', s.i) + 1
    return src.slice(from, s.i)
  }
  const code = src.codePointAt(s.i)!
  if (code > 0xffff) {
    // An astral character read backwards ends with its low surrogate.
    s.i += 2
    return `\\u${src.charCodeAt(s.i - 1).toString(16).padStart(4, '0')}`
  }
  s.i++
  return c
}

/** Last characters of `source` as code units, or null when any character (or none) may end a match. */
export function lastCharList(source: string, ignoreCase: boolean): number[] | null {
  return firstCharList(reversedSource(source), ignoreCase)
}

/** The alternatives some sets of end characters choose, and the expression trying them once it is worth building. */
interface Slot {
  chosen: number[]
  uses: number
  re: RegExp | null
}

/**
 * Uses of one set of alternatives before an expression of its own is built for it. Building one costs
 * milliseconds (a few thousand characters of source, compiled by V8); the whole look-behind costs 10–25 µs,
 * so a set seen only a few times is tried with the whole look-behind instead. Outputs of one model repeat
 * a few sets many times; the fixtures' 30,000 outputs in many styles choose some 2,000 sets, most once.
 */
const USES_BEFORE_BUILD = 64

/**
 * A look-behind over tiers of alternatives, split by the character each can end with: at a letter, only
 * the alternatives that can end at one of the places the caller says a cue may end are tried, in their
 * original order and with the same groups, so the match is the one the whole look-behind finds there.
 */
export class LookBehindDispatch {
  private readonly ends = new Map<number, number[]>()
  /** Alternatives that may end with any character: tried everywhere. */
  private readonly anyEnd: number[] = []
  private readonly flat: string[][]
  private readonly pick: Uint8Array
  private readonly chosen: number[] = []
  /** Per set of end characters (up to three, packed in a number; more, as a string), its slot; null when it chooses none. */
  private readonly byChars = new Map<number, Slot | null>()
  private readonly byString = new Map<string, Slot | null>()
  /** Per set of alternatives chosen, its slot, shared by every set of characters that chooses it. */
  private readonly bySet = new Map<string, Slot>()

  /** `compose` makes the look-behind from the tiers' chosen alternatives (each joined with "|", "(?!)" when none). */
  constructor(
    tiers: string[],
    private readonly flags: string,
    private readonly compose: (parts: string[]) => string,
  ) {
    this.flat = tiers.map(alternativesOf)
    let k = 0
    for (const tier of this.flat)
      for (const alt of tier) {
        const list = lastCharList(alt, flags.includes('i'))
        if (list === null) this.anyEnd.push(k)
        else
          for (const c of list) {
            let at = this.ends.get(c)
            if (at === undefined) this.ends.set(c, (at = []))
            at.push(k)
          }
        k++
      }
    this.pick = new Uint8Array(k)
  }

  /**
   * The expression trying the alternatives that can end with one of `endChars[0, n)` (code units); null
   * when none can; undefined when their set is not yet worth an expression of its own (the caller then
   * runs the whole look-behind, which finds the same).
   */
  forEnds(endChars: ArrayLike<number>, n: number): RegExp | null | undefined {
    let slot: Slot | null | undefined
    if (n <= 3) {
      // Most letters have one to three places a cue may end: their characters key the cache as one number.
      let a = n > 0 ? endChars[0] : 0
      let b = n > 1 ? endChars[1] : 0
      let c = n > 2 ? endChars[2] : 0
      if (a > b) [a, b] = [b, a]
      if (b > c) [b, c] = [c, b]
      if (a > b) [a, b] = [b, a]
      const key = (a * 65536 + b) * 65536 + c
      slot = this.byChars.get(key)
      if (slot === undefined) this.byChars.set(key, (slot = this.slotFor(endChars, n)))
    } else {
      const key = String.fromCharCode(...Array.from({ length: n }, (_, j) => endChars[j]).sort((x, y) => x - y))
      slot = this.byString.get(key)
      if (slot === undefined) this.byString.set(key, (slot = this.slotFor(endChars, n)))
    }
    if (slot === null) return null
    if (slot.re !== null) return slot.re
    if (++slot.uses < USES_BEFORE_BUILD) return undefined
    const picked = new Set(slot.chosen)
    let k = 0
    const parts = this.flat.map((tier) => {
      const kept = tier.filter(() => picked.has(k++))
      return kept.length === 0 ? '(?!)' : kept.join('|')
    })
    return (slot.re = new RegExp(this.compose(parts), this.flags))
  }

  private slotFor(endChars: ArrayLike<number>, n: number): Slot | null {
    const pick = this.pick
    const chosen = this.chosen
    chosen.length = 0
    for (const k of this.anyEnd) if (pick[k] === 0) (pick[k] = 1), chosen.push(k)
    for (let j = 0; j < n; j++) {
      const list = this.ends.get(endChars[j])
      if (list !== undefined) for (const k of list) if (pick[k] === 0) (pick[k] = 1), chosen.push(k)
    }
    for (const k of chosen) pick[k] = 0
    if (chosen.length === 0) return null
    chosen.sort((a, b) => a - b)
    const key = chosen.join(',')
    let slot = this.bySet.get(key)
    if (slot === undefined) this.bySet.set(key, (slot = { chosen: [...chosen], uses: 0, re: null }))
    return slot
  }
}
