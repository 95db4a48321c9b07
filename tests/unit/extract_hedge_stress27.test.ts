// A blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS27.md): 110 single-answer outputs
// in which the model gives no answer, in wordings no brief listed, and 90 in which it commits to one letter amid doubt
// words ("无法排除D，但最可能的是B", "很多考生在B和C之间犹豫", caveats after the answer). Scored blind it read an answer
// from 21 of the 110 and got all 90 committed answers; developed on since, it reads 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress27.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress27.jsonl', 'hedge stress set 27: declining versus committing amid doubt', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
