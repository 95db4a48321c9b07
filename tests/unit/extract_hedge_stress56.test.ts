// The ninth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS56.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid loud doubt, in words sets 45, 47 and 50 did not
// use (its author was given their wordings to avoid). Scored blind against 6c65d00: 163/200, an answer read from 25
// of the 110, and 12 of the 90 commitments missed. Developed on since (declines by an answer said to be empty, not
// given or not placed; commitments by 答, 作答, 提交, 定, "my submission is"; a letter alone after a comma closing the output): 200/200, none read from hedges.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress56.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress56.jsonl', 'hedge stress set 56: declines by an empty, withheld or unplaced answer versus commitments in exam words', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
