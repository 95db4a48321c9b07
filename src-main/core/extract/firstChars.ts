// The characters a regular expression's match can start with, read from its source, so that a long
// alternation is tried only at positions that can start a match. One alternation of a hundred phrases
// costs V8 a check of every branch at every position; most positions of a text start none of them.
//
// The analysis is conservative: look-arounds, anchors and word boundaries are skipped (they match
// nothing), negated classes, "." and property escapes mean "any character", and a quantified term
// that may repeat zero times lets the next term start the match too. The result is a superset of the
// true first characters (in UTF-16 code units), or null when any character may start a match.

/** Where first characters are collected; null discards them (a term after one that must match). */
type Sink = Set<number> | null

const ANY = null

/** A source being read, and where. */
export interface Scan {
  src: string
  i: number
}

const listCache = new Map<string, number[] | null>()

/** First characters of `source` as a list of code units, or null when any character may start a match. */
export function firstCharList(source: string, ignoreCase: boolean): number[] | null {
  const key = (ignoreCase ? 'i:' : '-:') + source
  let list = listCache.get(key)
  if (list !== undefined) return list
  const set = new Set<number>()
  const r = alternation({ src: source, i: 0 }, set)
  list = r === ANY || r.nullable ? null : [...set]
  if (list !== null && ignoreCase) {
    for (const c of [...list]) {
      const ch = String.fromCharCode(c)
      for (const v of [ch.toLowerCase(), ch.toUpperCase()]) if (v.length === 1) set.add(v.charCodeAt(0))
    }
    list = [...set]
  }
  listCache.set(key, list)
  return list
}

interface Result {
  nullable: boolean
}

/** Alternatives up to ")" or the end; adds their first characters to `set`. */
function alternation(s: Scan, set: Sink): Result | null {
  let nullable = false
  let any = false
  for (;;) {
    // Every alternative is parsed, even after one that may start anywhere, so the scan stays in step.
    const r = sequence(s, set)
    if (r === ANY) any = true
    else nullable ||= r.nullable
    if (s.src[s.i] === '|') {
      s.i++
      continue
    }
    return any ? ANY : { nullable }
  }
}

/** One alternative: terms until "|" or ")". Adds first characters while earlier terms may match nothing. */
function sequence(s: Scan, set: Sink): Result | null {
  // "(?!)" never matches: the alternative it opens starts no match.
  const never = s.src.startsWith('(?!)', s.i)
  if (never) set = null
  let open = true
  let anyFirst = false
  while (s.i < s.src.length && s.src[s.i] !== '|' && s.src[s.i] !== ')') {
    const target = open ? set : null
    const t = term(s, target)
    const q = quantifier(s)
    if (!open) continue
    if (t === ANY) {
      anyFirst = true
      open = false
      continue
    }
    if (!(t.nullable || q)) open = false
  }
  if (never) return { nullable: false }
  if (anyFirst) return ANY
  return { nullable: open }
}

/** Skips a quantifier at s.i; true when it allows zero repetitions. */
export function quantifier(s: Scan): boolean {
  const c = s.src[s.i]
  let zero = false
  if (c === '?' || c === '*') {
    zero = true
    s.i++
  } else if (c === '+') s.i++
  else if (c === '{') {
    const m = /^\{(\d*)(?:,\d*)?\}/.exec(s.src.slice(s.i))
    if (m === null) return false
    zero = m[1] === '' || Number(m[1]) === 0
    s.i += m[0].length
  } else return false
  if (s.src[s.i] === '?') s.i++
  return zero
}

const add = (set: Sink, lo: number, hi: number) => {
  if (set === null) return
  for (let c = lo; c <= hi; c++) set.add(c)
}

/** Reads a group's opening at s.i ("(", "(?:", "(?=", "(?<!", "(?<name>"); true when it opens a look-around. */
export function openGroup(s: Scan): boolean {
  const src = s.src
  s.i++
  if (src[s.i] !== '?') return false
  if (src.startsWith('?:', s.i)) s.i += 2
  else if (src.startsWith('?=', s.i) || src.startsWith('?!', s.i)) return (s.i += 2), true
  else if (src.startsWith('?<=', s.i) || src.startsWith('?<!', s.i)) return (s.i += 3), true
  else if (src[s.i + 1] === '<') s.i = src.indexOf('>', s.i) + 1 // named group
  return false
}

/** One term; its first characters go to `set`. */
function term(s: Scan, set: Sink): Result | null {
  const src = s.src
  const c = src[s.i]
  if (c === '(') {
    const lookaround = openGroup(s)
    const r = alternation(s, lookaround ? null : set)
    s.i++ // ')'
    if (lookaround) return { nullable: true }
    return r
  }
  if (c === '^' || c === '$') {
    s.i++
    return { nullable: true }
  }
  if (c === '.') {
    s.i++
    return ANY
  }
  if (c === '[') return charClass(s, set)
  if (c === '\\') return escape(s, set)
  // A literal: its first code unit (an astral character's high surrogate).
  add(set, src.charCodeAt(s.i), src.charCodeAt(s.i))
  s.i += src.codePointAt(s.i)! > 0xffff ? 2 : 1
  return { nullable: false }
}

/** An escape outside a class: a boundary (\b, \B) matches nothing; a back-reference may start anywhere; the rest as in a class. */
function escape(s: Scan, set: Sink): Result | null {
  const e = s.src[s.i + 1]
  if (e === 'b' || e === 'B') {
    s.i += 2
    return { nullable: true }
  }
  if (e >= '1' && e <= '9') return ANY
  const ranges: [number, number][] = []
  const atom = classAtom(s, ranges)
  if (atom === ANY_ATOM) return ANY
  if (atom !== SET_ATOM) ranges.push([atom, atom])
  for (const [lo, hi] of ranges) add(set, lo, hi)
  return { nullable: false }
}

const WHITE: [number, number][] = [[9, 13], [32, 32], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff]]

function charClass(s: Scan, set: Sink): Result | null {
  const src = s.src
  s.i++ // '['
  const negated = src[s.i] === '^'
  if (negated) s.i++
  const ranges: [number, number][] = []
  let any = false
  let first = true
  while (s.i < src.length && (src[s.i] !== ']' || first)) {
    first = false
    const lo = classAtom(s, ranges)
    if (lo === ANY_ATOM) {
      any = true
      continue
    }
    if (lo === SET_ATOM) continue
    if (src[s.i] === '-' && src[s.i + 1] !== ']') {
      s.i++
      const hi = classAtom(s, ranges)
      if (hi < 0) return ANY
      ranges.push([lo, hi])
    } else ranges.push([lo, lo])
  }
  s.i++ // ']'
  if (negated || any) return ANY
  for (const [lo, hi] of ranges) add(set, lo, hi)
  return { nullable: false }
}

const ANY_ATOM = -1
const SET_ATOM = -2

/** One atom of a class (\b a backspace there): its code unit, or SET_ATOM after adding a class escape (\s, \d, \w) to `ranges`, or ANY_ATOM. */
function classAtom(s: Scan, ranges: [number, number][]): number {
  const src = s.src
  if (src[s.i] !== '\\') {
    const c = src.charCodeAt(s.i)
    s.i++
    return c
  }
  const e = src[s.i + 1]
  s.i += 2
  switch (e) {
    case 'd':
      ranges.push([48, 57])
      return SET_ATOM
    case 'w':
      ranges.push([48, 57], [65, 90], [97, 122], [95, 95])
      return SET_ATOM
    case 's':
      ranges.push(...WHITE)
      return SET_ATOM
    case 'D':
    case 'W':
    case 'S':
    case 'p':
    case 'P':
      return ANY_ATOM
    case 'b':
      return 8
    case 'n':
      return 10
    case 't':
      return 9
    case 'r':
      return 13
    case 'u': {
      const hex = /^[0-9a-fA-F]{4}/.exec(src.slice(s.i))
      if (hex === null) return ANY_ATOM
      s.i += 4
      return parseInt(hex[0], 16)
    }
    default:
      return e.charCodeAt(0)
  }
}

/**
 * Calls `at(c, i, depth)` for each structural character of a source from `from` on: "(", ")" and "|"
 * outside character classes and escapes, with the group depth before it. Stops when `at` returns true.
 */
function eachStructural(source: string, from: number, at: (c: string, i: number, depth: number) => boolean | void): void {
  let depth = 0
  let inClass = false
  for (let i = from; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') {
      i++
      continue
    }
    if (inClass) {
      if (c === ']') inClass = false
      continue
    }
    if (c === '[') inClass = true
    else if (c === '(' || c === ')' || c === '|') {
      if (at(c, i, depth)) return
      if (c === '(') depth++
      else if (c === ')') depth--
    }
  }
}

/** The top-level alternatives of a source ("a|(b|c)|d" → a, (b|c), d). */
export function alternativesOf(source: string): string[] {
  const out: string[] = []
  let start = 0
  eachStructural(source, 0, (c, i, depth) => {
    if (c === '|' && depth === 0) {
      out.push(source.slice(start, i))
      start = i + 1
    }
  })
  out.push(source.slice(start))
  return out
}

/**
 * Alternatives in tiers ("(tier 1)|(tier 3)|tier 2", as the abstention expressions group them), split by
 * the character they can start with: at a position, only the alternatives that can start with its
 * character are tried, in their original order, with the same groups. The match found is the one the
 * whole expression would find there.
 */
export class TieredDispatch {
  private readonly expressions: RegExp[] = []

  /**
   * `compose` joins the alternatives chosen from each tier (each joined with "|", or "(?!)" when none) into
   * the expression tried; by default "(tier 1)|(tier 3)|tier 2", as the abstention phrases group them.
   */
  constructor(
    private readonly tiers: string[][],
    private readonly flags: string,
    private readonly compose: (parts: string[]) => string = ([one, three, two]) => `(${one})|(${three})|${two}`,
  ) {}

  /** The match starting at i of s, as the whole alternation would find it there, or null. */
  matchAt(s: string, i: number): RegExpExecArray | null {
    const p = (this.pairs ??= this.buildPairs())
    const head = p.heads[s.charCodeAt(i)]
    if (head === 0) return null
    return head === HEAD_ANY_SECOND || this.mayStart(p, s, i, true) ? this.execAt(s, i) : null
  }

  /** matchAt at a place nextPlace found (the pair filter already passed). */
  execAt(s: string, i: number): RegExpExecArray | null {
    const re = this.atPair(s.charCodeAt(i), s.charCodeAt(i + 1))
    if (re === null) return null
    re.lastIndex = i
    return re.exec(s)
  }

  /**
   * The first place in s[from, to) where the filter lets some alternative start, or -1: the one loop
   * over a text's characters, with the tables at hand. With `boundaries` false, a place inside a word
   * is kept even where every alternative opening there asks for a word boundary before it (for a
   * caller that then tries the place on a stretch of the text starting there, where it has one).
   */
  nextPlace(s: string, from: number, to: number, boundaries = true): number {
    const p = (this.pairs ??= this.buildPairs())
    const heads = p.heads
    for (let i = from; i < to; i++) {
      const head = heads[s.charCodeAt(i)]
      if (head === 0) continue
      if (head === HEAD_ANY_SECOND || this.mayStart(p, s, i, boundaries)) return i
    }
    return -1
  }

  /** Whether an alternative checked as a pair can start at i: its pair, its third character, the word boundary it asks for. */
  private mayStart(p: PairTables, s: string, i: number, boundaries: boolean): boolean {
    const c = s.charCodeAt(i)
    const d = s.charCodeAt(i + 1)
    if (d !== d) return false
    const k = pairSlot(c, d)
    const bit = 1 << (k & 7)
    if ((p.bits[k >>> 3] & bit) === 0) return false
    // "\\bnot enough…", "\\banswer:": inside a word ("cannot", "analysis") no such phrase starts.
    if (boundaries && (p.midWord[k >>> 3] & bit) === 0 && isWordUnit(s.charCodeAt(i - 1))) return false
    if ((p.anyThird[k >>> 3] & bit) !== 0) return true
    const e = s.charCodeAt(i + 2)
    if (e !== e) return true
    const t = tripleSlot(c, d, e)
    return (p.triples[t >>> 3] & (1 << (t & 7))) !== 0
  }

  /**
   * The first match starting in s[from, hi) (it may run on past hi), or null: the match a global search
   * of the whole alternation from `from` finds, when that starts before hi.
   */
  nextMatch(s: string, from: number, hi: number): RegExpExecArray | null {
    for (let i = this.nextPlace(s, from, hi); i >= 0; i = this.nextPlace(s, i + 1, hi)) {
      const m = this.execAt(s, i)
      if (m !== null) return m
    }
    return null
  }

  /**
   * The expression to try at a position holding c then d (NaN at the end of the text): only the
   * alternatives that can start with that pair. A character such as 不 or "i" opens hundreds of
   * phrases; V8 tries an alternation's branches one by one, so the second character spares most of
   * them. Built per pair on first sight; pairs choosing the same alternatives share one expression.
   */
  atPair(c: number, d: number): RegExp | null {
    const key = c * 65537 + (d === d ? d : 65536)
    let slot = this.pairSlots.get(key)
    if (slot === undefined) {
      slot = this.slotForPair(c, d)
      this.pairSlots.set(key, slot)
    }
    return slot === 0 ? null : this.expressions[slot - 1]
  }

  private readonly pairSlots = new Map<number, number>()
  /** Per alternative (in tier order, flattened), the pairs it can start with. */
  private altPairs: Lead[][] | null = null

  private slotForPair(c: number, d: number): number {
    const candidates = this.startersOf().get(c)
    if (candidates === undefined) return 0
    const pairs = (this.altPairs ??= this.tierAlternatives().flat().map((a) => leadingPairs(a, this.flags.includes('i'), 0)))
    const chosen = candidates.filter((k) => pairs[k].some(([firsts, seconds]) => firsts.includes(c) && (seconds === null || (d === d && seconds.includes(d)))))
    return chosen.length === 0 ? 0 : this.slotFor(chosen)
  }

  /** The expression trying exactly the alternatives numbered `chosen` (flattened tier order), shared by key. */
  private slotFor(chosen: number[]): number {
    const key = chosen.join(',')
    let slot = this.byKey.get(key)
    if (slot === undefined) {
      const picked = new Set(chosen)
      let k = 0
      const part = (list: string[]) => {
        const kept = list.filter(() => picked.has(k++))
        return kept.length === 0 ? '(?!)' : kept.join('|')
      }
      this.expressions.push(new RegExp(this.compose(this.tierAlternatives().map(part)), this.flags))
      slot = this.expressions.length
      this.byKey.set(key, slot)
    }
    return slot
  }

  private readonly byKey = new Map<string, number>()
  private split: string[][] | null = null

  /** Each tier's alternatives, the alternatives of its entries opened up. */
  private tierAlternatives(): string[][] {
    return (this.split ??= this.tiers.map((t) => t.flatMap(alternativesOf)))
  }

  /** Per first code unit, the alternatives (flattened tier order) that can start with it. */
  private readonly starters = new Map<number, number[]>()

  /**
   * Whether some alternative can start with c followed by d (d is NaN at the end of the text). A
   * check of the pair before running the expression: most positions holding a common first character
   * (不, 我, 无) start none of the phrases, which the second character shows. One table says, per
   * character, whether it starts none, starts one with any second character, or must be checked as a
   * pair; the pairs are bits small enough to stay in cache.
   */
  pairMayStart(c: number, d: number, e = NaN): boolean {
    const pairs = (this.pairs ??= this.buildPairs())
    const head = pairs.heads[c]
    if (head !== HEAD_PAIRED) return head === HEAD_ANY_SECOND
    const s = String.fromCharCode(c) + (d === d ? String.fromCharCode(d) : '') + (e === e ? String.fromCharCode(e) : '')
    return this.mayStart(pairs, s, 0, false)
  }

  private pairs: PairTables | null = null

  private buildPairs(): PairTables {
    const heads = new Uint8Array(65536)
    const bits = new Uint8Array(PAIR_BITS >>> 3)
    const anyThird = new Uint8Array(PAIR_BITS >>> 3)
    const midWord = new Uint8Array(PAIR_BITS >>> 3)
    const triples = new Uint8Array(PAIR_BITS >>> 3)
    const ignoreCase = this.flags.includes('i')
    for (const alt of this.tierAlternatives().flat()) {
      for (const [firsts, seconds, thirds, boundary] of leadingPairs(alt, ignoreCase, 0, 3)) {
        for (const c of firsts) {
          if (seconds === null) heads[c] = HEAD_ANY_SECOND
          else {
            if (heads[c] === 0) heads[c] = HEAD_PAIRED
            for (const d of seconds) {
              const k = pairSlot(c, d)
              bits[k >>> 3] |= 1 << (k & 7)
              if (boundary !== true || !isWordUnit(c)) midWord[k >>> 3] |= 1 << (k & 7)
              if (thirds === null) anyThird[k >>> 3] |= 1 << (k & 7)
              else
                for (const e of thirds) {
                  const t = tripleSlot(c, d, e)
                  triples[t >>> 3] |= 1 << (t & 7)
                }
            }
          }
        }
      }
    }
    return { heads, bits, anyThird, midWord, triples }
  }

  // Built on first use: a process that never reads a hedge pays nothing.
  private startersOf(): Map<number, number[]> {
    if (this.starters.size > 0) return this.starters
    const firsts = this.tierAlternatives().flat().map((a) => firstCharList(a, this.flags.includes('i')))
    // Alternatives that may start anywhere would be tried everywhere: refuse them rather than slow every scan.
    if (firsts.some((f) => f === null)) throw new Error('TieredDispatch: an alternative may start with any character')
    firsts.forEach((f, k) => {
      for (const c of f!) {
        let list = this.starters.get(c)
        if (list === undefined) this.starters.set(c, (list = []))
        list.push(k)
      }
    })
    return this.starters
  }
}

/** Bits of the pair filter (32 KB): collisions only make a position be tried that need not be. */
const PAIR_BITS = 1 << 18
const HEAD_ANY_SECOND = 1
const HEAD_PAIRED = 2

function pairSlot(c: number, d: number): number {
  return (Math.imul(c, 0x9e3779b1) ^ Math.imul(d, 0x85ebca6b)) >>> (32 - 18)
}

function tripleSlot(c: number, d: number, e: number): number {
  return (Math.imul(c, 0x9e3779b1) ^ Math.imul(d, 0x85ebca6b) ^ Math.imul(e, 0xc2b2ae35)) >>> (32 - 18)
}

/**
 * The filter's tables: per character whether it opens no alternative, one with any second character,
 * or must be checked as a pair; the pairs; the pairs after which any third character may follow; the
 * triples. Bits collide only towards trying a place that need not be.
 */
interface PairTables {
  heads: Uint8Array
  bits: Uint8Array
  anyThird: Uint8Array
  /** Pairs some alternative may open inside a word with (one not behind \\b, or not opening with a word character). */
  midWord: Uint8Array
  triples: Uint8Array
}

/** A character \\b counts as part of a word (the expressions run without the u flag): ASCII letters, digits, "_". */
function isWordUnit(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95
}

const SPECIAL = new Set(['(', ')', '[', ']', '\\', '.', '^', '$', '|', '?', '*', '+', '{', '}'])
const QUANT = new Set(['?', '*', '+', '{'])

/**
 * The characters a match opens with: first, second (null: any), third (null: any; always null for a
 * pair); and whether a word boundary stands before it ("\\bno\\s+answer").
 */
type Lead = [number[], number[] | null, number[] | null, boolean?]

/**
 * The first two characters an alternative's match can start with, as [first characters, second
 * characters or null for any]. A leading non-capturing group is opened into its alternatives so that
 * "(?:无法|没法)…" gives 无法 and 没法; anything else not a plain literal gives its first characters with
 * any second one (conservative, like firstCharList). With width 3, the third characters too, read the
 * same way from what follows a literal first character (any third one where that cannot be read).
 */
function leadingPairs(alt: string, ignoreCase: boolean, depth: number, width: 2 | 3 = 2): Lead[] {
  const any = (): Lead[] => {
    const first = firstCharList(alt, ignoreCase)
    if (first === null) throw new Error('TieredDispatch: an alternative may start with any character')
    return [[first, null, null]]
  }
  if (depth > 6) return any()
  // A group, capturing or not, is opened the same way: what it captures does not change what it matches.
  const inner = alt.startsWith('(?:') ? 3 : alt[0] === '(' && alt[1] !== '?' ? 1 : 0
  if (inner > 0) {
    const close = groupEnd(alt, 0)
    // "(?:先|暂)?不选": the group's alternatives, each followed by the rest, or the rest alone.
    const optional = alt[close + 1] === '?' && !QUANT.has(alt[close + 2] ?? '')
    if (close < 0 || (QUANT.has(alt[close + 1] ?? '') && !optional)) return any()
    const after = alt.slice(close + (optional ? 2 : 1))
    if (optional && after === '') return any()
    const out: Lead[] = optional ? leadingPairs(after, ignoreCase, depth + 1, width) : []
    for (const one of alternativesOf(alt.slice(inner, close))) out.push(...leadingPairs(one + after, ignoreCase, depth + 1, width))
    return out
  }
  // "(?!)" never matches: no pairs. Other assertions at the head match nothing: the pairs are those of
  // what follows ("\\bI\\s+can", "(?<![A-Ja-j])不答").
  if (alt.startsWith('(?!)')) return []
  const zw = zeroWidthHead(alt)
  if (zw > 0) {
    const leads = leadingPairs(alt.slice(zw), ignoreCase, depth + 1, width)
    return alt.startsWith('\\b') ? leads.map(([f, s, t]): Lead => [f, s, t, true]) : leads
  }
  const c = alt[0]
  if (c === undefined || alt.codePointAt(0)! > 0xffff) return any()
  if (SPECIAL.has(c)) return classPairs(alt, ignoreCase, depth) ?? any()
  // "我?不选": 我 then 不选, or 不选 alone.
  if (alt[1] === '?' && !QUANT.has(alt[2] ?? '') && alt.length > 2) return [...leadingPairs(c + alt.slice(2), ignoreCase, depth + 1, width), ...leadingPairs(alt.slice(2), ignoreCase, depth + 1, width)]
  if (QUANT.has(alt[1] ?? '')) return any()
  const rest = alt.slice(1)
  const firsts = ignoreCase ? [...new Set([c, c.toLowerCase(), c.toUpperCase()].filter((v) => v.length === 1))].map((v) => v.charCodeAt(0)) : [c.charCodeAt(0)]
  if (rest === '') return [[firsts, null, null]]
  // The rest's own pairs are the second and third characters; where the rest may open with anything, or
  // match nothing, its first characters alone (or any) say the second.
  const tails = width === 3 ? pairsOrNull(rest, ignoreCase, depth + 1) : null
  if (tails !== null) return tails.map(([second, third]): Lead => [firsts, second, third])
  return [[firsts, firstCharList(rest, ignoreCase), null]]
}

/** leadingPairs of alt, or null where its match may open with any character or be empty. */
function pairsOrNull(alt: string, ignoreCase: boolean, depth: number): Lead[] | null {
  if (firstCharList(alt, ignoreCase) === null) return null
  try {
    return leadingPairs(alt, ignoreCase, depth)
  } catch {
    return null
  }
}

/** Length of the zero-width assertion opening alt (\\b, \\B, ^, a look-around), or 0. */
function zeroWidthHead(alt: string): number {
  if (alt.startsWith('\\b') || alt.startsWith('\\B')) return 2
  if (alt[0] === '^') return 1
  if (alt.startsWith('(?=') || alt.startsWith('(?!') || alt.startsWith('(?<=') || alt.startsWith('(?<!')) {
    const close = groupEnd(alt, 0)
    return close < 0 ? 0 : close + 1
  }
  return 0
}

/** Length of the one-character atom opening alt: a class ("[A-J]") or an escape ("\\s", "\\u2460"); 0 for anything else. */
function classAtomEnd(alt: string): number {
  if (alt[0] === '[') {
    for (let i = 1; i < alt.length; i++) {
      if (alt[i] === '\\') i++
      else if (alt[i] === ']') return i + 1
    }
    return 0
  }
  if (alt[0] !== '\\' || alt.length < 2) return 0
  const e = alt[1]
  if (e === 'u') return alt[2] === '{' ? alt.indexOf('}') + 1 : 6
  if (e === 'x') return 4
  // Back-references, named ones and property escapes: left to the conservative path.
  if (/[0-9kpPc]/.test(e)) return 0
  return 2
}

/**
 * Pairs of an alternative opening with a class or an escape, maybe repeated ("[A-J]\\s*或", "\\w*n't"):
 * its characters, followed by its own (when it may repeat) or those the rest starts with. Null when the
 * head is no such atom.
 */
function classPairs(alt: string, ignoreCase: boolean, depth: number): Lead[] | null {
  const e = classAtomEnd(alt)
  if (e <= 0) return null
  const firsts = firstCharList(alt.slice(0, e), ignoreCase)
  if (firsts === null || firsts.length === 0) return null
  const q: Scan = { src: alt, i: e }
  const zero = quantifier(q)
  const repeats = q.i > e
  const rest = alt.slice(q.i)
  const restFirst = rest === '' ? null : firstCharList(rest, ignoreCase)
  const seconds = restFirst === null ? null : repeats ? [...new Set([...firsts, ...restFirst])] : restFirst
  const out: Lead[] = [[firsts, seconds, null]]
  // Zero repetitions: the rest may open the match itself.
  if (zero) {
    if (rest === '') return null
    out.push(...leadingPairs(rest, ignoreCase, depth + 1))
  }
  return out
}

/** Index of the ")" closing the group opened at `open`, or -1. */
function groupEnd(src: string, open: number): number {
  let end = -1
  eachStructural(src, open, (c, i, depth) => {
    if (c === ')' && depth === 1) end = i
    return end >= 0
  })
  return end
}
