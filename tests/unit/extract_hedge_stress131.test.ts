// The forty-first blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS131.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 8eda238
// (after the work on sets 125, 127 and 129): fe 86/100 (2 of 55 declines read, 12 commitments missed), ff 87/100 (7 of 55
// declines read, 6 commitments missed): 173/200, 9 of 110 declines read. Not developed on yet: the floor is the blind one.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress131.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress131.jsonl', 'hedge stress set 131: declines and commitments in words sets 27–129 did not use', { atLeast: 173, hedgeReadsAtMost: 9, spans: true, size: 200 })
