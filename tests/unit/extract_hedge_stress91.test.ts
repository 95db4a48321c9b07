// The twenty-first blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS91.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 68–89 did not use, written in two
// halves apart. Scored blind, each half against the reader it met (b5c57fb, 1a47ff5): 188/200, an answer read from 6 of
// the 110, and 6 of the 90 commitments missed. Developed on since: 198/200 (declines in new words, a quoted answer taken
// back right after its closing quote, another's quoted letter as reported speech; "我的判断是拉贝洛尔，B", "我还是站在米氮平这边，D",
// "I'll put A and move on", "答案：ABCD（乳果糖排除）"), then 200/200 ("思考中写的D…不作为答案" after "本题选 A"
// disowns another letter; "应避免：高浓度吸氧" under a question asking which measure to avoid).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress91.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress91.jsonl', 'hedge stress set 91: declines and commitments in words sets 68–89 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
