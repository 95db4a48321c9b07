// The thirteenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS73.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid loud doubt, in words sets 45–68 did not use.
// Scored blind against the reader of b9855d8: 171/200, an answer read from 11 of the 110, and 18 of the 90
// commitments missed. Developed on since: 198/200, an answer read from none of the 110; 2 commitments still missed
// ("所以酯类只有A、B两个" before other options named; an option text ending a line after doubts). This suite holds that floor.
// Now 199/200 ("所以酯类只有A、B两个，…").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress73.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress73.jsonl', 'hedge stress set 73: declines and commitments in words sets 45–68 did not use', { atLeast: 199, hedgeReadsAtMost: 0, spans: true, size: 200 })
