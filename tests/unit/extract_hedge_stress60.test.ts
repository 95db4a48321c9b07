// The tenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS60.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid loud doubt, in words sets 45, 47, 50 and 56 did
// not use (its author was given their wordings to avoid). Scored blind against f4c7c1d: 162/200, an answer read from
// 20 of the 110, and 18 of the 90 commitments missed.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress60.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress60.jsonl', 'hedge stress set 60: declines by next steps, pictures and answer sheets versus quiet commitments', { atLeast: 162, hedgeReadsAtMost: 20, spans: true, size: 200 })
