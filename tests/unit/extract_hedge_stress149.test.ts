// The fiftieth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS149.md), two halves (200 outputs:
// 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 852207e (after the
// work on sets 145 and 147): fy 93/100 (4 of 55 declines read, 3 commitments missed), fz 95/100 (no decline read, 5
// commitments missed): 188/200, 4 of 110 declines read. Developed on at stop 44: declines "I don't have a letter I trust enough to put in
// its place", "I'm not repeating it as mine", "it doesn't stand as the answer … until then, none", "这道题怎么选，…再谈"; commitments
// "八分把握落在C", "I'm circling A", "I'm handing in D", "E是我会交出去的那个字母", "交卷时还是在B上画圈", a doubt about "some detail
// I'm not seeing" is no decline, and on a multi-answer item "高脂饮食…，我不选" sets that option aside: 199/200. Still missed: fz055 (the
// answer as option E's text with a word put in it, "1:15000～1:20000的高锰酸钾溶液").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress149.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress149.jsonl', 'hedge stress set 149: declines and commitments in words sets 27–147 did not use', { atLeast: 199, hedgeReadsAtMost: 0, spans: true, size: 200 })
