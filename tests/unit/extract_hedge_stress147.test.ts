// The forty-ninth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS147.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 275a6f8
// (after the work on sets 143 and 145): fu 96/100 (2 of 55 declines read, 2 commitments missed), fv 88/100 (5 of 55
// declines read, 7 commitments missed): 184/200, 7 of 110 declines read.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress147.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress147.jsonl', 'hedge stress set 147: declines and commitments in words sets 27–145 did not use', { atLeast: 184, hedgeReadsAtMost: 7, spans: true, size: 200 })
