// The fiftieth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS149.md), two halves (200 outputs:
// 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 852207e (after the
// work on sets 145 and 147): fy 93/100 (4 of 55 declines read, 3 commitments missed), fz 95/100 (no decline read, 5
// commitments missed): 188/200, 4 of 110 declines read.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress149.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress149.jsonl', 'hedge stress set 149: declines and commitments in words sets 27–147 did not use', { atLeast: 188, hedgeReadsAtMost: 4, spans: true, size: 200 })
