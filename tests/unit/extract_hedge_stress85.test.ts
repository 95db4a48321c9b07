// The eighteenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS85.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 68–83 did not use, written in two
// halves apart. Scored blind against the reader of 47b97f5: 187/200, an answer read from 6 of the 110, and 7 of the 90
// commitments missed. Developed on since: 200/200 ("won't convert either into a final answer", "leaving it between those
// two rather than choosing", "the item stays unanswered", "不交字母", "这题这次不交", "请当它没写过", "不照搬", "在C和D之间也还拿不定",
// "不在B和D之间替出题人做这个假设"; "保留：A、B、D", "我拿E交卷", "这题就写B", "我就认A了", "C是我交上去的那个"; an offer "还有什么…拿不准"
// and a supposed case "if this is about your own medication" are no decline).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress85.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress85.jsonl', 'hedge stress set 85: declines and commitments in words sets 68–83 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
