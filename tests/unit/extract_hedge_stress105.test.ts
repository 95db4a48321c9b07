// The twenty-ninth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS105.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–103 did not use, written in two
// halves apart. Scored blind against the reader each met (11be915 and fe7d79c): 180/200, an answer read from 7 of the 110,
// and 13 of the 90 commitments missed. Developed on since: 200/200 (declines in new words; an answer template whose circles
// are all empty; "答ABCD。", "就这样定：A", "我按A作答", "这个E我认", "这题写B", "我会写B", "I'd still write E"; "Ticked: … Left
// blank: …"; a JSON "keep" list; a ticked checklist naming its options short; a labelled line of an option's text).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress105.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress105.jsonl', 'hedge stress set 105: declines and commitments in words sets 27–103 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
