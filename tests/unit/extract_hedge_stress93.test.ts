// The twenty-second blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS93.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–91 did not use, written in two
// halves apart. Scored blind, each half against the reader it met (a31ddef, 7604dc0): 182/200, an answer read from 10 of the
// 110, and 8 of the 90 commitments missed. Developed on since: 199/200 (declines in new words; a transcript line under
// another speaker's name; an answer line withdrawn by reference; a quoted letter withdrawn after its quote; doubt about one
// option named by its text on a multi-answer item; card lines of squares; "我赌A", "写D，交上去", "把E写上去"; "Not 100%").
// Then 200/200: de049 ("### 结论\n**E**", then "C也强调…，但漏了停止输血这一步": an option said to lack a step is no retraction).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress93.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress93.jsonl', 'hedge stress set 93: declines and commitments in words sets 27–91 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
