// firstCharList reads from a regular expression's source the characters its matches can start with; the
// abstention scan tries its long alternations only at those positions, and the answer cues and the
// retraction words are looked for only there. A character missing from
// the set would make the scan skip a real match, so the set is checked against every match of the gated
// expressions on every extraction fixture, and the analysis against hand-made sources.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract-first-chars.test.ts
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chinesePhrases, englishPhrases } from '../../src-main/core/extract/abstain'
import type { Ctx } from '../../src-main/core/extract/context'
import { alternativesOf, firstCharList, TieredDispatch } from '../../src-main/core/extract/firstChars'
import { optionInfo } from '../../src-main/core/extract/options'
import { prepare } from '../../src-main/core/extract/prepare'
import { CUE_G, cueAlternatives, nextCue } from '../../src-main/core/extract/patterns'
import { retractionAlternatives, retractionIn, retractionScanned } from '../../src-main/core/extract/revisions'
import { withdrawalAlternatives } from '../../src-main/core/extract/choice'

const chars = (src: string, i = false) => {
  const list = firstCharList(src, i)
  return list === null ? null : String.fromCharCode(...[...list].sort((a, b) => a - b))
}

// Several tests here run a gated expression over every fixture output (more than 27,000): on two busy cores that takes
// longer than the suite's one-minute default, and the fixtures only grow.
describe('firstCharList', { timeout: 300_000 }, () => {
  it('reads literals, groups, classes and optional terms', () => {
    expect(chars('(?:无法|不能)确定')).toBe('不无')
    expect(chars('(?<!其他)(?:以上|所有)?选项')).toBe('以所选')
    expect(chars('[A-C]或[A-C]')).toBe('ABC')
    expect(chars('\\bI\\s+can', true)).toBe('Ii')
    expect(chars('(?:先|暂)?不选(?=[。！]|$)')).toBe('不先暂')
    expect(chars('\\\\boxed\\{')).toBe('\\')
    expect(chars('[\\u2460-\\u2462]x')).toBe('①②③')
    expect(chars('a{0,3}b')).toBe('ab')
    expect(chars('\\d{1,2}项')).toBe('0123456789')
    expect(chars('(x)|(?!)()|y')).toBe('xy')
  })

  it('says "any character" when a match may start anywhere or be empty', () => {
    expect(firstCharList('[^。]{0,4}答案', false)).toBeNull()
    expect(firstCharList('.答', false)).toBeNull()
    expect(firstCharList('a*', false)).toBeNull()
    expect(firstCharList('(?:x|\\S)y', false)).toBeNull()
  })

  const outputs = (() => {
    const dir = fileURLToPath(new URL('../fixtures/extraction/', import.meta.url))
    const out: string[] = []
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
      for (const line of readFileSync(dir + f, 'utf8').split('\n')) {
        if (!line.trim()) continue
        const o = (JSON.parse(line) as { output?: unknown }).output
        if (typeof o === 'string') out.push(o)
      }
    }
    return out
  })()

  /** Calls fn with every non-empty match of alt on every fixture output; returns how many there were. */
  const eachMatch = (alt: string, fn: (s: string, m: RegExpExecArray) => void): number => {
    const re = new RegExp(alt, 'gi')
    let n = 0
    for (const s of outputs) {
      re.lastIndex = 0
      for (let m = re.exec(s); m !== null; m = re.exec(s)) {
        if (m[0].length === 0) {
          re.lastIndex++
          continue
        }
        n++
        fn(s, m)
      }
    }
    return n
  }

  /**
   * What a global search of the whole alternation `alts` (each followed by `tail`) finds from a place: the leftmost of
   * each alternative's own next match, and at that place the first alternative, in order, that matches there. Each
   * alternative's next match is kept until the search passes it, so an output costs one search per alternative.
   * An alternative opening with a look-around is tried only where its first characters stand: V8 would otherwise run
   * that look-around at every place of every output. The test above holds every match to those characters.
   */
  const mergedSearch = (alts: string[], tail: string) => {
    const gate = (a: string) => (/^\(\?<?[=!]/.test(a) ? `(?=[${firstCharList(a, true)!.map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')}])` : '')
    const res = alts.map((a) => new RegExp(`${gate(a)}(?:${a})${tail}`, 'gi'))
    const next: (RegExpExecArray | null)[] = alts.map(() => null)
    const valid: number[] = alts.map(() => -1)
    let text = ''
    return {
      reset(s: string) {
        text = s
        valid.fill(-1)
      },
      /** The match from `from`, with the number of the alternative that made it; null when none. */
      from(from: number): { m: RegExpExecArray; k: number } | null {
        let best: { m: RegExpExecArray; k: number } | null = null
        for (let k = 0; k < res.length; k++) {
          // A kept match still counts if it starts at or after `from` and was searched for from no later than `from`.
          if (valid[k] < 0 || valid[k] > from || (next[k] !== null && next[k]!.index < from)) {
            res[k].lastIndex = from
            let m = res[k].exec(text)
            while (m !== null && m[0].length === 0) {
              res[k].lastIndex = m.index + 1
              m = res[k].exec(text)
            }
            next[k] = m
            valid[k] = from
          }
          const m = next[k]
          if (m !== null && (best === null || m.index < best.m.index)) best = { m, k }
        }
        return best
      },
    }
  }

  // Every expression tried only where its alternatives can start: the abstention phrases of both
  // languages, the answer cues, the retraction words.
  const families: [string, string[]][] = [
    ['Chinese abstention phrases', chinesePhrases().flatMap(alternativesOf)],
    ['English abstention phrases', englishPhrases().flatMap(alternativesOf)],
    ['answer cues', cueAlternatives()],
    ['retraction words', retractionAlternatives()],
    ['withdrawal words', withdrawalAlternatives()],
  ]

  // One pass over each alternative's matches holds both filters: the first character, and the first three.
  it.each(families)('holds the first character, and the first three, of every match of the %s on every fixture', (_name, alts) => {
    expect(outputs.length).toBeGreaterThan(5000)
    const d = new TieredDispatch([alts], 'iy', ([a]) => a)
    let matches = 0
    const missed: string[] = []
    for (const alt of alts) {
      const list = firstCharList(alt, true)
      const first = list === null ? null : new Set(list)
      expect(first, alt.slice(0, 40)).not.toBeNull()
      matches += eachMatch(alt, (s, m) => {
        if (!first!.has(s.charCodeAt(m.index))) missed.push(`first character: ${JSON.stringify(m[0])} in ${alt.slice(0, 40)}`)
        if (!d.pairMayStart(s.charCodeAt(m.index), s.charCodeAt(m.index + 1), s.charCodeAt(m.index + 2))) missed.push(`first three: ${JSON.stringify(m[0])} in ${alt.slice(0, 40)}`)
      })
    }
    expect(missed).toEqual([])
    // The phrases do match on the fixtures, so the check has something to hold.
    expect(matches).toBeGreaterThan(300)
  })

  it('finds, by dispatch on the first two characters, the match the whole alternation finds at each position', () => {
    const one = ['(?:无法|不能)确定(?:答案|选项)', '[A-E]或[A-E]']
    const three = ['请(?:咨询|就医)']
    const two = ['题干(?:不完整|缺失)', '(?<![A-Za-z])[A-E]和[A-E]都(?:可能|对)']
    const whole = new RegExp(`(${one.join('|')})|(${three.join('|')})|${two.join('|')}`, 'iy')
    const d = new TieredDispatch([one, three, two], 'iy')
    const text = '题干不完整，B或C都有可能；A和E都对，无法确定答案，请咨询医生。b或c'
    let found = 0
    for (let i = 0; i < text.length; i++) {
      whole.lastIndex = i
      const w = whole.exec(text)
      const re = d.atPair(text.charCodeAt(i), text.charCodeAt(i + 1))
      if (re === null) {
        expect(w, `position ${i}`).toBeNull()
        continue
      }
      re.lastIndex = i
      const m = re.exec(text)
      expect(m?.[0], `position ${i}`).toBe(w?.[0])
      expect(m?.[1] !== undefined, `tier 1 at ${i}`).toBe(w?.[1] !== undefined)
      expect(m?.[2] !== undefined, `tier 3 at ${i}`).toBe(w?.[2] !== undefined)
      if (w !== null) found++
    }
    expect(found).toBe(6)
  })

  it('skips by the first two characters only positions where no alternative can match', () => {
    const d = new TieredDispatch([['(?:无法|没法)确定', '我?不选'], [], ['请(?:补|发)']], 'iy')
    const pair = (a: string) => d.pairMayStart(a.charCodeAt(0), a.length > 1 ? a.charCodeAt(1) : NaN)
    expect(pair('无法')).toBe(true)
    expect(pair('没法')).toBe(true)
    expect(pair('请补')).toBe(true)
    expect(pair('无关')).toBe(false)
    expect(pair('请假')).toBe(false)
    // An optional first character: the pair with what follows it, and the rest alone.
    expect(pair('我不')).toBe(true)
    expect(pair('我们')).toBe(false)
    expect(pair('不选')).toBe(true)
    expect(pair('不同')).toBe(false)
    expect(pair('无')).toBe(false)
  })

  // The expression tried at a place holds only the alternatives that can start with its first two
  // characters: every match a global search of the whole alternation finds must still be found, the same.
  // (The whole alternation's search is read as mergedSearch reads it: V8 takes minutes to run it over the fixtures.)
  it.each(families)('finds, by dispatch on the first two characters, the matches the whole alternation of the %s finds', (_name, alts) => {
    const d = new TieredDispatch([alts], 'iy', ([a]) => a)
    const whole = mergedSearch(alts, '')
    let matches = 0
    const differ: string[] = []
    outputs.forEach((s, k) => {
      if (k % 4 !== 0) return
      whole.reset(s)
      let from = 0
      for (;;) {
        const w = whole.from(from)
        const m = d.nextMatch(s, from, s.length)
        if (m?.index !== w?.m.index || m?.[0] !== w?.m[0]) differ.push(`output ${k} from ${from}: ${JSON.stringify(m?.[0])} at ${m?.index}, whole ${JSON.stringify(w?.m[0])} at ${w?.m.index}`)
        if (w === null) break
        from = w.m.index + w.m[0].length
        matches++
      }
    })
    expect(differ.slice(0, 10)).toEqual([])
    expect(matches).toBeGreaterThan(50)
  })

  it('reads the third character after a literal and through groups, capturing or not; any third where it cannot', () => {
    const d = new TieredDispatch([['(无法|没法)确定', '我?不选(?=。)', '本题[^。]{0,4}放弃', '不对']], 'iy', ([a]) => a)
    const at = (a: string) => d.pairMayStart(a.charCodeAt(0), a.charCodeAt(1), a.length > 2 ? a.charCodeAt(2) : NaN)
    expect(at('无法确')).toBe(true)
    expect(at('无法判')).toBe(false)
    expect(at('没法确')).toBe(true)
    expect(at('我不选')).toBe(true)
    expect(at('我不对')).toBe(false)
    expect(at('不选。')).toBe(true)
    expect(at('不选项')).toBe(true) // the look-ahead is not read as a character
    // After 本题 anything may come; after 不对 the match may end.
    expect(at('本题是')).toBe(true)
    expect(at('不对劲')).toBe(true)
    expect(at('无法')).toBe(true) // the end of the text: the pair decides
    expect(at('不同意')).toBe(false)
  })

  it('skips a place inside a word where every alternative opening there asks for a word boundary', () => {
    const d = new TieredDispatch([['\\bnot\\s+sure', '\\b(?:is|are)n[\'’]t\\s+clear', 'x无答案']], 'iy', ([a]) => a)
    const places = (s: string, boundaries = true) => {
      const out: number[] = []
      for (let i = d.nextPlace(s, 0, s.length, boundaries); i >= 0; i = d.nextPlace(s, i + 1, s.length, boundaries)) out.push(i)
      return out
    }
    // "cannot sure" holds "not s" inside a word; "isn't clear" opens at a word's start; "x无答案" needs no boundary.
    expect(places('cannot sure; isn\'t clear; ax无答案')).toEqual([13, 27])
    // Left to the caller, the place inside the word is kept (as on a stretch that starts there).
    expect(places('cannot sure', false)).toEqual([3])
    expect(d.matchAt('cannot sure', 3)).toBeNull()
    expect(d.matchAt('not sure', 0)?.[0]).toBe('not sure')
  })

  it('reads pairs past assertions and from classes: tighter than any second character, never missing one', () => {
    const pairOf = (alts: string[]) => {
      const d = new TieredDispatch([alts], 'iy', ([a]) => a)
      return (a: string) => d.pairMayStart(a.charCodeAt(0), a.length > 1 ? a.charCodeAt(1) : NaN)
    }
    const pair = pairOf(['\\bno\\s+answer', '(?<![A-Za-z])[A-J]\\s*或\\s*[A-J]'])
    expect(pair('no')).toBe(true)
    expect(pair('B或')).toBe(true)
    expect(pair('B ')).toBe(true)
    expect(pair('B.')).toBe(false)
    expect(pair('A某')).toBe(false)
    // A repeated class: itself or what follows it, then the rest.
    const repeated = pairOf(["\\w*n't\\s+know"])
    expect(repeated('do')).toBe(true)
    expect(repeated("n'")).toBe(true)
    expect(repeated('n.')).toBe(false)
    expect(repeated('某某')).toBe(false)
  })

  it('finds by dispatch every answer cue a global search finds, with its groups, on every fixture', () => {
    // Where the whole search's next match starts, from each alternative's own search; what it is there, from CUE_G run at that place.
    const alts = cueAlternatives()
    const whole = mergedSearch(alts, CUE_G.source.slice(CUE_G.source.lastIndexOf('))(?:[\\s:') + 2))
    const at = new RegExp(CUE_G.source, 'iy')
    let found = 0
    const differ: string[] = []
    const show = (m: RegExpExecArray | null) => (m === null ? 'none' : `${m.index}:${m[0]}:${m[1] !== undefined}${m[2] !== undefined}${m[3] !== undefined}`)
    for (const s of outputs) {
      whole.reset(s)
      for (let from = 0; ; ) {
        const w = whole.from(from)
        let want: RegExpExecArray | null = null
        if (w !== null) {
          at.lastIndex = w.m.index
          want = at.exec(s)
        }
        const got = nextCue(s, from, s.length)
        if (show(got) !== show(want)) differ.push(`${JSON.stringify(s.slice(0, 60))} from ${from}: ${show(got)}, whole ${show(want)}`)
        if (want === null) break
        found++
        from = want.index + Math.max(1, want[0].length)
      }
    }
    expect(differ.slice(0, 10)).toEqual([])
    expect(found).toBeGreaterThan(10_000)
  })

  it('finds, from the retraction places kept per output, the retraction a search from each position finds', () => {
    let found = 0
    let asked = 0
    for (const out of outputs) {
      const p = prepare(out)
      const x: Ctx = { out, s: p.s, lo: p.lo, hi: p.hi, info: optionInfo(undefined), multi: false, hayCache: null, retractCache: null }
      const step = Math.max(1, Math.floor((p.hi - p.lo) / 4))
      for (let from = p.lo; from < p.hi; from += step) {
        for (const to of [p.hi, Math.min(p.hi, from + 60)]) {
          const want = retractionScanned(x, from, to)
          asked++
          if (want >= 0) found++
          expect(retractionIn(x, from, to), `${JSON.stringify(out.slice(0, 60))} from ${from} to ${to}`).toBe(want)
        }
      }
    }
    // Many stretches hold a retraction, so a place missing from the kept list would show.
    expect(found).toBeGreaterThan(5_000)
    expect(asked).toBeGreaterThan(found)
  })
})
