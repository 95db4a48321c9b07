// The fortieth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS129.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 40dc1bc
// (after the work on sets 125 and 127): fc 86/100 (4 of 55 declines read, 10 commitments missed), fd 89/100 (1 of 55
// declines read, 10 commitments missed): 175/200, 5 of 110 declines read.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress129.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress129.jsonl', 'hedge stress set 129: declines and commitments in words sets 27–127 did not use', { atLeast: 175, hedgeReadsAtMost: 5, spans: true, size: 200 })
