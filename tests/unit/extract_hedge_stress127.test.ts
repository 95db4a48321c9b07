// The thirty-ninth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS127.md), two halves of
// 100 outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against
// ea9c251 (after the work on set 125): fa 91/100 (no answer read from any of its 55 declines, 9 commitments missed), fb
// 94/100 (2 of 55 declines read, 4 commitments missed): 185/200, 2 of 110 declines read.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress127.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress127.jsonl', 'hedge stress set 127: declines and commitments in words sets 27–125 did not use', { atLeast: 185, hedgeReadsAtMost: 2, spans: true, size: 200 })
