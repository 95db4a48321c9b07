// The twenty-eighth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS107.md): 93 single-answer
// outputs in which the model gives no answer and 79 that commit amid doubt, in words sets 27–103 did not use, written in two
// halves apart. Scored blind against the reader they met (7161cd8): 158/172, an answer read from 5 of the 93, and 9 of the
// 79 commitments missed. Developed on since: 172/172 (declines in new words; "定为C。", "仍判为B", "我比较愿意写D", "I'd go for
// E"; doubt after an answer; a labelled line of letters with notes, or with a note ruling the others out).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress107.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress107.jsonl', 'hedge stress set 107: declines and commitments in words sets 27–103 did not use', { atLeast: 172, hedgeReadsAtMost: 0, spans: true, size: 172 })
