// Half of the nineteenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS87.md): 55
// single-answer outputs in which the model gives no answer and 45 that commit amid doubt, in words sets 68–85 did not use.
// Scored blind against the reader of 09628e9: 92/100, an answer read from 7 of the 55, and 1 of the 45 commitments missed.
// Developed on since: 100/100 ("Parked isn't the same as chosen", "no letter to give", `Pick: ""` in code, "退掉，不算",
// "我要退回去", "没有再写新的选项", "不补别的字母", "我没法在两项里挑"; "C，就这么定。"; "两者并用：X" names no single option).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress87.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress87.jsonl', 'hedge stress set 87 (half): declines and commitments in words sets 68–85 did not use', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
