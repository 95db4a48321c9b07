// The forty-seventh blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS143.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 2741a69
// (after the work on sets 131–141): fq 92/100 (3 of 55 declines read, 5 commitments missed), fr 95/100 (2 of 55 declines
// read, 3 commitments missed): 187/200, 5 of 110 declines read. Not developed on yet: the floor is the blind score.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress143.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress143.jsonl', 'hedge stress set 143: declines and commitments in words sets 27–141 did not use', { atLeast: 187, hedgeReadsAtMost: 5, spans: true, size: 200 })
