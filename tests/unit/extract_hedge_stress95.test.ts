// The twenty-third blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS95.md): single-answer
// outputs in which the model gives no answer and outputs that commit amid doubt, in words sets 27–93 did not use, written in
// two halves apart. Half dg, scored blind against 5081b00: 89/100, an answer read from 4 of its 55 declines, and 7 of its 45
// commitments missed. Developed on since: 98/100 (declines in new words; a line of answer boxes; "我勾 C 和 D，两项";
// "I'd write D on the sheet"; "I'm around 80% on D"; a corrected "答题栏：C"). Still missed: dg051 ("答：不伤害、有利、尊重、
// 公正——A、B、C、D", option texts cut short before the letters) and dg075 ("…the warfarin option could be intended if the item is
// older. Going with C.": the supposition in the sentence before undoes the cue).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress95.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress95.jsonl', 'hedge stress set 95: declines and commitments in words sets 27–93 did not use', { atLeast: 98, hedgeReadsAtMost: 0, spans: true, size: 100 })
