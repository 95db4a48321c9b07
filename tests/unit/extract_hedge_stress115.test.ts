// The thirty-third blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS115.md): 55 single-answer
// outputs in which the model gives no answer and 45 that commit amid doubt, in words sets 27–113 did not use. Scored blind
// against the reader it met (e9e169d): 90/100, an answer read from 3 of the 55, and 7 of the 45 commitments missed.
// Developed on since: 100/100.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress115.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress115.jsonl', 'hedge stress set 115: declines and commitments in words sets 27–113 did not use', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
