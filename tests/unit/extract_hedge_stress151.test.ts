// The fifty-first blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS151.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against b6ec7b0
// (after the work on sets 147 and 149): gc 95/100 (2 of 55 declines read, 3 commitments missed), gd 83/100 (7 of 55
// declines read, 10 commitments missed): 178/200, 9 of 110 declines read.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress151.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress151.jsonl', 'hedge stress set 151: declines and commitments in words sets 27–149 did not use', { atLeast: 178, hedgeReadsAtMost: 9, spans: true, size: 200 })
