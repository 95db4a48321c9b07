// lastCharList reads from a regular expression's source the characters its matches can end with; the
// answer cue look-behind before a letter tries only the cues that can end where the text lets one end
// (LookBehindDispatch, patterns.ts cueBeforeMatch). A character missing from a cue's set, or a place
// missing from the filler's, would make the reader miss a cue, so the dispatch is held to the whole
// look-behind on the fixtures, and the analysis to hand-made sources.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract-last-chars.test.ts
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { lastCharList, LookBehindDispatch, reversedSource } from '../../src-main/core/extract/lastChars'
import { CUE_BEFORE_Y, cueBeforeMatch, mayHaveCueBefore } from '../../src-main/core/extract/patterns'

const chars = (src: string, i = false) => {
  const list = lastCharList(src, i)
  return list === null ? null : String.fromCharCode(...[...list].sort((a, b) => a - b))
}

describe('lastCharList', () => {
  it('reads a source backwards: the last term, through optional ones, groups and classes', () => {
    expect(chars('答案(?:是|为)')).toBe('为是')
    expect(chars('选(?:择|定|取)?(?![项题])')).toBe('取定择选')
    expect(chars('故选[A-C]')).toBe('ABC')
    expect(chars('\\bso\\b[,;]{0,2}', true)).toBe(',;Oo')
    expect(chars('(?<=我)写(?=[ \\t]*[A-J])')).toBe('写')
    expect(chars('👉')).toBe('\udc49')
    expect(chars('x\\d{1,2}')).toBe('0123456789')
  })

  it('says "any character" when a match may end with anything or be empty', () => {
    expect(lastCharList('答案[^。]{1,4}', false)).toBeNull()
    expect(lastCharList('答.', false)).toBeNull()
    expect(lastCharList('(?:是)?', false)).toBeNull()
    expect(lastCharList('(?=A)', false)).toBeNull()
    expect(lastCharList('a\\1', false)).toBeNull()
  })

  it('keeps the terms of every alternative and group, reversed', () => {
    expect(reversedSource('ab|c(?:de|f)g')).toBe('ba|g(?:ed|f)c')
    expect(reversedSource('(?<!不)选(?=[A-J])')).toBe('选')
    expect(reversedSource('[a-c]+x{2}')).toBe('x{2}[a-c]+')
  })
})

describe('LookBehindDispatch', () => {
  it('finds at each letter, trying only the cues that can end at the places given, what the whole look-behind finds', () => {
    const strong = ['答案(?:是|为)', '故选']
    const therefore = ['因此', '所以']
    const weak = ['可能是']
    const filler = '(?:[\\s:：]|选项|是){0,4}'
    const compose = ([a, b, c]: string[]) => `(?<=((?:(${a})|(${b})|(${c}))${filler}))`
    const whole = new RegExp(compose([strong.join('|'), therefore.join('|'), weak.join('|')]), 'y')
    const d = new LookBehindDispatch([strong.join('|'), therefore.join('|'), weak.join('|')], 'y', compose)
    const text = '答案是B，因此选项 C；可能是D。故选E，所以A'
    let found = 0
    let built = 0
    // Read many times over: a set of cues gets an expression of its own only once it has been asked for often.
    for (let round = 0; round < 80; round++)
      for (let i = 1; i < text.length; i++) {
        if (!/[A-E]/.test(text[i])) continue
        // Every place the filler may start, as the reader's own scan gives them for this filler.
        const ends: number[] = []
        for (let p = i; p > 0; p--) {
          ends.push(text.charCodeAt(p - 1))
          if (!/[\s:：选项是]/.test(text[p - 1])) break
        }
        whole.lastIndex = i
        const w = whole.exec(text)
        const chosen = d.forEnds(ends, ends.length)
        let m: RegExpExecArray | null = null
        if (chosen !== null) {
          const re = chosen ?? whole
          if (chosen !== undefined) built++
          re.lastIndex = i
          m = re.exec(text)
        }
        expect(m?.slice(1, 5), `letter at ${i}`).toEqual(w?.slice(1, 5))
        if (w !== null && round === 0) found++
      }
    expect(found).toBe(5)
    expect(built).toBeGreaterThan(50)
    // The expression built for "故选E" holds only the cues that can end with 选 or 故.
    expect(d.forEnds([0x9009, 0x6545], 2)?.source).toBe(compose(['故选', '(?!)', '(?!)']))
    // A letter after a character no cue ends with needs no expression at all.
    expect(d.forEnds([0x732b], 1)).toBeNull()
  })
})

// Every extraction fixture output (more than 30,000): the whole look-behind at every place the reader asks it
// about costs it a few seconds on two busy cores.
describe('the answer cue before a letter, by the characters cues end with', { timeout: 300_000 }, () => {
  const outputs = (() => {
    const dir = fileURLToPath(new URL('../fixtures/extraction/', import.meta.url))
    const out: string[] = []
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.jsonl')))
      for (const line of readFileSync(dir + f, 'utf8').split('\n')) {
        if (!line.trim()) continue
        const o = (JSON.parse(line) as { output?: unknown }).output
        if (typeof o === 'string') out.push(o)
      }
    return out
  })()

  // Places where the two differ, as the text before them (expect() at every place would cost more than the look-behinds).
  const differ: string[] = []
  const same = (s: string, i: number) => {
    CUE_BEFORE_Y.lastIndex = i
    const w = CUE_BEFORE_Y.exec(s)
    const m = cueBeforeMatch(s, i)
    if (m?.[1] !== w?.[1] || m?.[2] !== w?.[2] || m?.[3] !== w?.[3] || m?.[4] !== w?.[4]) differ.push(JSON.stringify(s.slice(Math.max(0, i - 30), i + 1)))
    return w !== null
  }

  const latin = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122)

  it('finds what the whole look-behind finds at every letter standing alone that the cue prefilter lets through, on every fixture', () => {
    expect(outputs.length).toBeGreaterThan(30_000)
    let letters = 0
    let cues = 0
    for (const s of outputs)
      for (let i = 1; i < s.length; i++) {
        const c = s.charCodeAt(i) | 32
        if (c < 97 || c > 106 || latin(s.charCodeAt(i - 1)) || latin(s.charCodeAt(i + 1)) || !mayHaveCueBefore(s, i, 0)) continue
        letters++
        if (same(s, i)) cues++
      }
    expect(differ).toEqual([])
    expect(letters).toBeGreaterThan(90_000)
    expect(cues).toBeGreaterThan(20_000)
  })

  // The reader also asks at the start of an option's text ("答案是阿司匹林（A）"): any place, not only a letter.
  it('finds what the whole look-behind finds at every place of every two-hundredth fixture output', () => {
    let cues = 0
    for (let k = 0; k < outputs.length; k += 200) {
      const s = outputs[k]
      for (let i = 1; i <= s.length; i++) if (mayHaveCueBefore(s, i, 0) && same(s, i)) cues++
    }
    expect(differ).toEqual([])
    expect(cues).toBeGreaterThan(500)
  })
})
