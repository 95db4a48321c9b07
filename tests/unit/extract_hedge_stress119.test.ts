// The thirty-fifth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS119.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–117 did not use, written in two
// halves apart. Scored blind against the reader both halves met (3bea23b): 178/200, an answer read from 11 of the 110, and
// 11 of the 90 commitments missed. Developed on since: 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress119.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress119.jsonl', 'hedge stress set 119: declines and commitments in words sets 27–117 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
