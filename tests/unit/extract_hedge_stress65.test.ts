// The eleventh blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS65.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid loud doubt, in words sets 45–60 did not use.
// Scored blind against the reader of c8ddcca: 169/200, an answer read from 17 of the 110, and 14 of the 90
// commitments missed. Developed on since: 198/200, no answer read from a decline.
// Now 199/200 ("A、B、C、E归入ACEI的不良反应").
// Now 200/200 (bl039: "A、B、C、D为本题所选").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress65.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress65.jsonl', 'hedge stress set 65: declines by next steps, metaphor and third-person reports versus commitments by scores', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
