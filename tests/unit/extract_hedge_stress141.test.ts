// The forty-sixth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS141.md), two halves (117
// outputs: 64 single-answer outputs that give no answer, 53 that commit amid doubt). Both scored blind against c237cd8
// (after the work on sets 131–139): fp 81/100 (4 of 55 declines read, 15 commitments missed), fo 15/17 (none of 9 declines
// read, 2 commitments missed): 96/117, 4 of 64 declines read. Not developed on yet: the floor is the blind one.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress141.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress141.jsonl', 'hedge stress set 141: declines and commitments in words sets 27–139 did not use', { atLeast: 96, hedgeReadsAtMost: 4, spans: true, size: 117 })
