// The thirty-sixth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS121.md), one half of 100: 55
// single-answer outputs in which the model gives no answer and 45 that commit amid doubt, in words sets 27–119 did not use.
// Scored blind against the reader it met (781c045): 94/100, an answer read from 3 of the 55, and 3 of the 45 commitments
// missed. Developed on since (stop 39): et031 "我跟老师一样写D", et032 "那一行回到空白", et043 "the slot stays open", et066 a closing
// "诊断性细胞：R-S细胞" after an earlier paraphrase, et076 "D. I'd say I'm about three-quarters sure", et088 "我留给你们老师来定";
// 100/100, no answer read from any of the 55. Its other half was not delivered with it.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress121.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress121.jsonl', 'hedge stress set 121 (one half): declines and commitments in words sets 27–119 did not use', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
