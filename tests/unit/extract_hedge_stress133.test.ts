// The forty-second blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS133.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 3d2a2e8
// (after the work on set 131): fg 90/100 (4 of 55 declines read, 6 commitments missed), fh 89/100 (8 of 55 declines read,
// 3 commitments missed): 179/200, 12 of 110 declines read. Not developed on yet: the floor is the blind one.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress133.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress133.jsonl', 'hedge stress set 133: declines and commitments in words sets 27–131 did not use', { atLeast: 179, hedgeReadsAtMost: 12, spans: true, size: 200 })
