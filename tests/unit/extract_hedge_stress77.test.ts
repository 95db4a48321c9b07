// Half of the fourteenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS77.md): 55
// single-answer outputs in which the model gives no answer and 45 that commit amid doubt, in words sets 68 and 73 did
// not use. Scored blind against the reader of 9bc8f01: 95/100, an answer read from 3 of the 55, and 2 of the 45
// commitments missed. Developed on since: 100/100 (an answer "retracted and nothing in its place", "撤掉B" with no
// replacement, "我不替出题人决定"; "我更愿意写E", "选E——不算特别笃定").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress77.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress77.jsonl', 'hedge stress set 77 (first half): declines and commitments in words sets 68 and 73 did not use', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
