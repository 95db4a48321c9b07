// The thirty-fourth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS117.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–115 did not use, written in two
// halves apart. Scored blind against the reader both halves met (0b17090): 188/200, an answer read from 3 of the 110, and
// 9 of the 90 commitments missed. Developed on since: 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress117.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress117.jsonl', 'hedge stress set 117: declines and commitments in words sets 27–115 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
