// The forty-fifth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS139.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 3f79328
// (after the work on sets 131, 133, 135 and 137): fm 91/100 (1 of 55 declines read, 8 commitments missed), fn 90/100 (1 of
// 55 declines read, 9 commitments missed): 181/200, 2 of 110 declines read. Not developed on yet: the floor is the blind one.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress139.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress139.jsonl', 'hedge stress set 139: declines and commitments in words sets 27–137 did not use', { atLeast: 181, hedgeReadsAtMost: 2, spans: true, size: 200 })
