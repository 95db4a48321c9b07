// The third blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS38.md): 110 single-answer
// outputs in which the model gives no answer, in wordings its author invented to avoid the ones earlier sets used,
// and 90 that commit amid doubt. Scored blind against 2409cec it read an answer from 19 of the 110 and missed 1 of the
// 90 committed answers; developed on since, 199/200 (one English conditional still read as an answer).
// Now 200/200 ("If this patient is pregnant, the answer is labetalol" supposes a case).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress38.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress38.jsonl', 'hedge stress set 38: declining versus committing amid doubt', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
