// The twenty-second blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS93.md): single-answer
// outputs in which the model gives no answer and outputs that commit amid doubt, in words sets 27–91 did not use, written in
// two halves apart. Half dd, scored blind against a31ddef: 90/100, an answer read from 7 of its 55 declines, and 3 of its 45
// commitments missed. Developed on since (declines in new words; a transcript line under another speaker's name; an answer
// line withdrawn by reference; doubt about one option named by its text on a multi-answer item; "我赌A"; "Not 100%").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress93.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress93.jsonl', 'hedge stress set 93: declines and commitments in words sets 27–91 did not use', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
