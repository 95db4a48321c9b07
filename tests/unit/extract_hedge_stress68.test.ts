// The twelfth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS68.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid loud doubt, in words sets 45–65 did not use.
// Scored blind against the reader of 175b757: 173/200, an answer read from 14 of the 110, and 13 of the 90
// commitments missed. Developed on since: 187/200, an answer read from 6 of the 110; then 196/200, an answer read
// from none of the 110 and 4 commitments still missed; 198/200 ("D、A、B 三项是我的作答", "我把B和D剔除，剩A、C、E").
// This suite holds that floor.
// Now 199/200 ("多选题宁可少选不多选的原则" is no revision; "诊断标准" names no diagnosis).
// Now 200/200 (bo139: a line of option texts joined by "and").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress68.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress68.jsonl', 'hedge stress set 68: declines and commitments in words sets 45–65 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
