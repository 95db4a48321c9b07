// The thirtieth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS109.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–107 did not use, written in two
// halves apart. Scored blind against the reader they met (892565f): 180/200, an answer read from 10 of the 110, and 10 of the
// 90 commitments missed. Developed on since: 190/200, an answer read from 3 of the 110 (dv023, dv054, dv061: an option's
// text after a conditional), and dv008, dv018, dv043, dw041, dw058, dw071, dw088 still missed. The next stop: 199/200, no
// answer read from a decline, dw088 still missed. The stop after: 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress109.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress109.jsonl', 'hedge stress set 109: declines and commitments in words sets 27–107 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
