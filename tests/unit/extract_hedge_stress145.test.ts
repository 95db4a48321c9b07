// The forty-eighth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS145.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 3c336ff
// (after the work on sets 131–143): fs 95/100 (3 of 55 declines read, 2 commitments missed), ft 93/100 (3 of 55 declines
// read, 4 commitments missed): 188/200, 6 of 110 declines read. Not developed on yet: the floor is the blind score.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress145.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress145.jsonl', 'hedge stress set 145: declines and commitments in words sets 27–143 did not use', { atLeast: 188, hedgeReadsAtMost: 6, spans: true, size: 200 })
