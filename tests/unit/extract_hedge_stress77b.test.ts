// Half of the fourteenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS77B.md): 55
// single-answer outputs in which the model gives no answer and 45 that commit amid doubt, in words sets 68 and 73 did
// not use. Scored blind against the reader of 7876c01: 93/100, an answer read from 3 of the 55, and 4 of the 45
// commitments missed. Developed on since: 100/100 ("没有可选的答案", "我不当作自己的答案", "我不在二者之间选"; "X is
// the one I'm committing to", "X is what I'm handing in", "我就用C", "A，就它了").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress77b.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress77b.jsonl', 'hedge stress set 77 (second half): declines and commitments in words sets 68 and 73 did not use', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
