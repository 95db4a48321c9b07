// The second blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS34.md): 110 single-answer
// outputs in which the model gives no answer (a real patient's case, a flawed item naming the options it is torn
// between, empty answer slots, "answer": null, English idioms) and 90 that commit amid doubt. Scored blind against
// f918601 it read an answer from 19 of the 110 and missed 3 of the 90 committed answers; developed on since, 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress34.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress34.jsonl', 'hedge stress set 34: declining versus committing amid doubt', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
