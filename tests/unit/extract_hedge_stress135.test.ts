// The forty-third blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS135.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 844b461
// (after the work on sets 131 and 133): fi 84/100 (3 of 55 declines read, 13 commitments missed), fj 92/100 (1 of 55
// declines read, 7 commitments missed): 176/200, 4 of 110 declines read. Not developed on yet: the floor is the blind one.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress135.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress135.jsonl', 'hedge stress set 135: declines and commitments in words sets 27–133 did not use', { atLeast: 176, hedgeReadsAtMost: 4, spans: true, size: 200 })
