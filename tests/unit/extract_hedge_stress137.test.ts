// The forty-fourth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS137.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 990c769
// (after the work on sets 131, 133 and 135): fk 89/100 (4 of 55 declines read, 7 commitments missed), fl 82/100 (5 of 55
// declines read, 13 commitments missed): 171/200, 9 of 110 declines read. Not developed on yet: the floor is the blind one.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress137.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress137.jsonl', 'hedge stress set 137: declines and commitments in words sets 27–135 did not use', { atLeast: 171, hedgeReadsAtMost: 9, spans: true, size: 200 })
