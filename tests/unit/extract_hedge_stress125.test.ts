// The thirty-eighth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS125.md), two halves of
// 100 outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against
// c6f36c3: ex 84/100 (an answer read from 6 of its 55 declines, 10 commitments missed), ey 89/100 (4 of 55 declines
// read, 7 commitments missed): 173/200, 10 of 110 declines read.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress125.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress125.jsonl', 'hedge stress set 125: declines and commitments in words sets 27–123 did not use', { atLeast: 173, hedgeReadsAtMost: 10, spans: true, size: 200 })
