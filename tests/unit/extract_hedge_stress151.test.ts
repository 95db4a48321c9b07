// The fifty-first blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS151.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against b6ec7b0
// (after the work on sets 147 and 149): gc 95/100 (2 of 55 declines read, 3 commitments missed), gd 83/100 (7 of 55
// declines read, 10 commitments missed): 178/200, 9 of 110 declines read. Developed on at stop 44, declines only (and one
// commitment): "I'm leaving the letter slot empty", "不在两者之间下结论", "本题答案：【　　】", "我把它划掉，也不换别的字母进去", "I can't
// responsibly pick A over B" (an adverb after the negation; a letter weighed against another), "不是我做出的判断，答题处我不写它",
// "there is nothing I'd put in its place", "before I could mark anything", "答案处不写"; "不过就…而言，A。" commits: 188/200, no answer
// read from its 110 declines. Still missed: 12 commitments, 7 of them multi-answer lists given as verdict lines, glossed
// letters or option texts, and 5 answers given only as (part of) an option's text.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress151.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress151.jsonl', 'hedge stress set 151: declines and commitments in words sets 27–149 did not use', { atLeast: 188, hedgeReadsAtMost: 0, spans: true, size: 200 })
