// The fifty-second blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS153.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 944a15b
// (the reader at the end of stop 44's work on sets 147–151): gg 89/100 (4 of 55 declines read, 7 commitments missed), gh
// 90/100 (5 of 55 declines read, 5 commitments missed): 179/200, 9 of 110 declines read. Developed on at stop 44, declines only:
// "我这里不落一个字母", "在 A 和 C 之间没有分出胜负", "I'd need to know HbA1c…", "App的D我没法照抄", "pulling back the "B" … nothing to
// replace it with", "没有一个可以交出去的字母", "他的B我没办法跟，…也没拿定主意", "没有办法替出题人决定…", "I'll leave the answer open":
// 188/200, no answer read from its 110 declines. Its 12 missed commitments were not worked on.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress153.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress153.jsonl', 'hedge stress set 153: declines and commitments in words sets 27–151 did not use', { atLeast: 188, hedgeReadsAtMost: 0, spans: true, size: 200 })
