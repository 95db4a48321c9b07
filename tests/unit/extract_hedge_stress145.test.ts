// The forty-eighth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS145.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 3c336ff
// (after the work on sets 131–143): fs 95/100 (3 of 55 declines read, 2 commitments missed), ft 93/100 (3 of 55 declines
// read, 4 commitments missed): 188/200, 6 of 110 declines read. Developed on at stop 43: declines "I leave both unticked",
// "不往答题栏里填字母", "Consider the opening A struck through", 评论区 as someone else's word and "麻烦把…截图再发一次给我", "there is no letter I can
// defend", "No letter till I see it" (and "So C, D and E are out" negates the whole English list); commitments "按题面，C。",
// "答A、B。" closing the output, "Call it 80% for B", "A的措辞最完整，我就认它了": 198/200. Still missed: fs088 (an answer card drawn
// with box characters, "│ 选项：B │", read since stop 44: 199/200) and ft065 ("Start acetylcysteine in A, B and C." on a multi-answer item).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress145.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress145.jsonl', 'hedge stress set 145: declines and commitments in words sets 27–143 did not use', { atLeast: 199, hedgeReadsAtMost: 0, spans: true, size: 200 })
