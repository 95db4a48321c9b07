// The fifty-second blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS153.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 944a15b
// (the reader at the end of stop 44's work on sets 147–151): gg 89/100 (4 of 55 declines read, 7 commitments missed), gh
// 90/100 (5 of 55 declines read, 5 commitments missed): 179/200, 9 of 110 declines read. Not developed on.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress153.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress153.jsonl', 'hedge stress set 153: declines and commitments in words sets 27–151 did not use', { atLeast: 179, hedgeReadsAtMost: 9, spans: true, size: 200 })
