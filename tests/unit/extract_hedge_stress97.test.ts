// The twenty-fourth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS97.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–95 did not use, written in two
// halves apart. Scored blind against the reader they met (fb45ecb): 182/200, an answer read from 10 of the 110, and 8 of
// the 90 commitments missed. Developed on since: 200/200 (declines in new words; a letter removed with nothing taking its
// place; "，写A。"; "C，<its text without its comma>"; "勾了四项：A B C D"; "这题就按老师的B交"; a JSON "勾选项"; "I'd still put
// my name to A"; "B is where I come down"; an option named by its bracketed other name).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress97.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress97.jsonl', 'hedge stress set 97: declines and commitments in words sets 27–95 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
